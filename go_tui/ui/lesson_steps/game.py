"""A game step: a game on the lesson's board, against a friend or the built-in computer.

The game is a :class:`~go_tui.play.match.Match` like any game on the game screen,
without autosave: capture go ends at its goal, a counted game is counted as it
stands when both pass.  Against the computer the learner plays Black; the match
hands out the computer's work (start, choose a move) and the lesson screen runs
it in a thread, as the game screen does, so the board stays live.  The engine
is started at the learner's first move, not when the step is only paged past.

A ``new_game`` step plays nothing here: it opens a whole game on the game screen.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Button

from go_tui.engine import Color, Game, Point, Refused, to_vertex
from go_tui.i18n import t
from go_tui.learn import GameOpponent, GameStep, Status, example_point
from go_tui.learn.game import LEARNER, OPPONENTS, LessonGame, whole_game_settings
from go_tui.play.events import (
    CountOpen,
    EngineFailed,
    EngineResigned,
    EngineToMove,
    Event,
    GameEnded,
    InAtari,
    Passed,
    Played,
)
from go_tui.play.match import Match, TaskOutcome
from go_tui.ui.lesson_steps.base import LessonHost, Overlays, StepController
from go_tui.ui.lesson_words import lesson_result_lines, played_text
from go_tui.ui.match_text import event_text
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.text import color_name, engine_label
from go_tui.ui.widgets.board import Ghost, ghost_of


class OpponentButtons(Vertical):
    """Whom to play, as numbered buttons: the computer at the step's level, or a friend."""

    DEFAULT_CSS: ClassVar[str] = """
    OpponentButtons {
        height: auto;
        margin-top: 1;
    }
    OpponentButtons Button {
        width: 100%;
        height: auto;
        margin: 0 0 1 0;
        text-wrap: wrap;
        text-align: left;
        content-align: left top;
    }
    """

    def __init__(self, controller: GameController | NewGameController) -> None:
        super().__init__(id="lesson-opponents")
        self.controller = controller

    def compose(self) -> ComposeResult:
        level = self.controller.step.level
        words = {
            GameOpponent.COMPUTER: t("lessons.opponent_computer", level=level),
            GameOpponent.FRIEND: t("lessons.opponent_friend"),
        }
        for n, opponent in enumerate(OPPONENTS, 1):
            yield Button(f"{n}  {words[opponent]}", name=opponent.value, compact=True)

    @when_attached
    def on_mount(self) -> None:
        self.mark(self.controller.opponent)

    def mark(self, chosen: GameOpponent | None) -> None:
        """Show which opponent the game on the board is played against."""
        for button in self.query(Button):
            button.variant = "primary" if button.name == (chosen and chosen.value) else "default"

    @on(Button.Pressed)
    @when_attached
    def _pressed(self, event: Button.Pressed) -> None:
        self.controller.choose_number(OPPONENTS.index(GameOpponent(event.button.name or "")) + 1)


class GameController(StepController[GameStep]):
    """Each chosen point is the learner's move; the friend's or the computer's follows."""

    def __init__(self, step: GameStep, host: LessonHost) -> None:
        super().__init__(step, host)
        self.lesson_game = LessonGame(step, engine_label, step.opponent)
        self.buttons: OpponentButtons | None = None
        self.last_move_text = ""
        """The learner's last move in words, said again with the computer's reply."""

    @property
    def match(self) -> Match:
        return self.lesson_game.match

    @property
    def opponent(self) -> GameOpponent:
        return self.lesson_game.opponent

    @property
    def game(self) -> Game:
        return self.match.game

    def offers(self, command: str) -> bool:
        if command == "choose_number":
            return self.step.against_computer
        if command == "pass_turn":
            return self.step.counted
        return command == "retry"

    def widgets(self) -> list[Widget]:
        if not self.step.against_computer:
            return []
        self.buttons = OpponentButtons(self)
        return [self.buttons]

    def shown_game(self) -> Game:
        return self.game

    def overlays(self) -> Overlays:
        return {}

    def status(self) -> str:
        game = self.game
        black, white = game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)
        prisoners = t("lessons.prisoners", black=black, white=white)
        if game.is_over:
            return prisoners
        computer = self.match.computers.get(game.to_move)
        if computer is not None:
            turn = t("game.thinking", name=computer.name)
        else:
            turn = t("game.turn", color=color_name(game.to_move))
        return f"{turn}   {prisoners}"

    def entry_hint(self) -> str:
        game = self.game
        example = to_vertex(example_point(game, game.to_move), game.size)
        return t("entry.hint", point=example.lower())

    def ghost(self) -> Ghost | None:
        return ghost_of(self.game) if self.match.person_to_move else None

    # ---- the learner's moves ------------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        self.play(point)

    def pass_turn(self) -> None:
        self.play(None)

    def play(self, point: Point | None) -> None:
        """A move of the game: the match plays it or says why not, then the computer's turn."""
        if self.game.is_over:
            self.host.say(t("lessons.game_over_again"))
            return
        self.apply(self.match.play(point))

    def choose_number(self, n: int) -> None:
        """``1``: a new game against the computer, ``2``: against a friend at the keyboard."""
        if self.lesson_game.choose(n):
            self.started()

    def retry(self) -> None:
        """A new game from the first position, against the opponent chosen."""
        self.lesson_game.restart()
        self.started()

    def started(self) -> None:
        """Say and draw the new game."""
        self.last_move_text = ""
        if self.buttons is not None:
            self.buttons.mark(self.opponent)
        if self.opponent is GameOpponent.COMPUTER:
            name = self.match.computers[LEARNER.opponent].name
            self.host.say(t("lessons.game_computer", name=name))
        else:
            self.host.say(t("lessons.game_again"))
        self.host.draw()
        self.host.refresh_bindings()

    # ---- the computer ----------------------------------------------------------------
    def task_done(self, outcome: TaskOutcome) -> None:
        """The computer has started or chosen its move (or failed): take it into the game."""
        self.apply(self.match.task_done(outcome))

    def close(self) -> None:
        """Stop the computer, if one plays (killed if it is thinking)."""
        self.match.close()

    def apply(self, events: list[Event]) -> None:
        """Word and draw what the match did, then hand out the computer's next work."""
        worded = [(event, *self.words(event)) for event in events]
        if any(isinstance(event, GameEnded) for event in events):  # the result says it all
            worded = [w for w in worded if not isinstance(w[0], Played | Passed)]
        said = [text for _, text, _ in worded if text]
        tone = next((tone for _, text, tone in reversed(worded) if text and tone), "")
        if events and isinstance(events[-1], CountOpen):
            if not self.lesson_game.warned_open:  # "the game is over" is not so: they may play on
                said = [
                    t("lessons.passes", color=color_name(e.color))
                    if isinstance(e, Passed)
                    else text
                    for e, text, _ in worded
                    if text
                ]
            said += self._count_open(events[-1].points)
            tone = "right"
        if said:
            self.host.say("\n".join(said), tone)
        if self.lesson_game.finished:
            self.host.record(Status.SOLVED)
        task = self.match.next_task()
        if task is not None:
            self.host.run_task(task)
        self.host.draw()
        self.host.refresh_bindings()

    def words(self, event: Event) -> tuple[str, str]:
        """One event in the lesson's own sentences, and its tone."""
        game = self.game
        match event:
            case Refused() | EngineToMove():
                return event_text(event, game.size) or "", "wrong"
            case EngineFailed() | EngineResigned():
                return event_text(event, game.size) or "", "wrong"
            case Passed(color):
                text = event_text(event, game.size) or ""
                if color in self.match.computers:
                    return f"{self.last_move_text} {text}".strip(), ""
                self.last_move_text = t("lessons.passes", color=color_name(color))
                return text, ""
            case GameEnded(_, counted):
                lines = lesson_result_lines(self.match.session, counted)
                verdict = t(f"lessons.{self.lesson_game.verdict().value}")
                return "\n".join([*lines, verdict]), "right"
            case InAtari():  # said again with the computer's reply
                text = event_text(event, game.size) or ""
                self.last_move_text = f"{self.last_move_text} {text}".strip()
                return text, ""
            case Played(_, _, _, by_computer) if game.last_move is not None:
                text = played_text(game.last_move, game.size)
                if not by_computer:
                    self.last_move_text = text
                    return text, ""
                return f"{self.last_move_text} {text}".strip(), ""
        return "", ""

    def _count_open(self, points: int) -> list[str]:
        """Both passed with borders still open: the first time play goes on, then the
        lesson counts the board as it stands (gebieds-go) and says how many were open."""
        borders = self.lesson_game.borders_open()
        names = ", ".join(to_vertex(p, self.game.size) for p in borders.points)
        if borders.counted is None:
            turn = color_name(self.game.to_move)
            return [t("lessons.play_on", count=points, points=names, color=turn)]
        words = [self.words(event)[0] for event in borders.counted]
        said = t("lessons.count_open", count=points, points=names)
        return [said, *(w for w in words if w)]


class NewGameController(StepController[GameStep]):
    """A whole game on the game screen, against the computer or a friend: the learner
    chooses, the step is done, and the game takes over from the lessons."""

    opponent: GameOpponent | None = None

    def offers(self, command: str) -> bool:
        return command == "choose_number"

    def widgets(self) -> list[Widget]:
        return [OpponentButtons(self)]

    def entry_hint(self) -> str:
        return t("lessons.opponent_open")

    def status(self) -> str:
        return t("lessons.done") if self.host.recorded() is Status.SOLVED else ""

    def choose_number(self, n: int) -> None:
        if not 1 <= n <= len(OPPONENTS):
            return
        self.opponent = OPPONENTS[n - 1]
        self.host.record(Status.SOLVED)
        self.host.open_game(whole_game_settings(self.step, self.opponent))
