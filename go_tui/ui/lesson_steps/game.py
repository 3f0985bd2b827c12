"""A game step: two learners play hot-seat on one board, from inside the lesson.

The game is a :class:`~go_tui.play.Match` like any game on the game screen,
without autosave: capture go ends at its goal, a counted game is counted as it
stands when both pass.
"""

from __future__ import annotations

from go_tui.engine import Color, Game, Point, Refused
from go_tui.engine.scoring import Score
from go_tui.i18n import t
from go_tui.learn import GameStep, Status
from go_tui.play import Match, Session, Variant
from go_tui.play.events import Event, GameEnded, Passed, Played
from go_tui.ui.lesson_steps.base import LessonHost, Overlays, StepController, played_text
from go_tui.ui.match_text import event_text
from go_tui.ui.screens.result import margin_text
from go_tui.ui.text import color_name
from go_tui.ui.widgets.board import Ghost, ghost_of


class GameController(StepController[GameStep]):
    """Each chosen point is the next move, Black and White in turn."""

    def __init__(self, step: GameStep, host: LessonHost) -> None:
        super().__init__(step, host)
        self.match = self._new_match()

    def _new_match(self) -> Match:
        game = self.step.game()
        variant = Variant.CAPTURE if game.rules.capture_goal else Variant.TERRITORY
        return Match(Session(game, variant), autosave=None)

    @property
    def game(self) -> Game:
        return self.match.game

    def offers(self, command: str) -> bool:
        return command == "retry" or (command == "pass_turn" and self.step.counted)

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
        return f"{t('game.turn', color=color_name(game.to_move))}   {prisoners}"

    def entry_hint(self) -> str:
        return t("entry.hint")

    def ghost(self) -> Ghost | None:
        return None if self.game.is_over else ghost_of(self.game)

    def point_chosen(self, point: Point) -> None:
        self.play(point)

    def pass_turn(self) -> None:
        self.play(None)

    def play(self, point: Point | None) -> None:
        """A move of the game: the match plays it or says why not."""
        if self.game.is_over:
            self.host.say(t("lessons.game_over_again"))
            return
        for event in self.match.play(point):
            self.show(event)
        self.host.draw()
        self.host.refresh_bindings()

    def show(self, event: Event) -> None:
        """Word what the match reports, in the lesson's own sentences."""
        game = self.game
        match event:
            case Refused():
                self.host.say(event_text(event, game.size) or "", "wrong")
            case Passed():
                self.host.say(event_text(event, game.size) or "")
            case GameEnded(_, counted):
                self.host.say(self.result(counted) + "\n" + t("lessons.game_done"), "right")
                self.host.record(Status.SOLVED)
            case Played() if game.last_move is not None:
                self.host.say(played_text(game.last_move, game.size))

    def result(self, counted: Score | None) -> str:
        """Who won the finished game, and by how much."""
        game = self.game
        winner = game.capture_winner
        if counted is None and winner is not None:
            return t("result.captured", color=color_name(winner), count=game.prisoners(winner))
        if counted is None or counted.winner is None:
            return t("result.draw")
        return margin_text(counted.winner, abs(counted.margin))

    def retry(self) -> None:
        """A new game from the first position."""
        self.match = self._new_match()
        self.host.say(t("lessons.game_again"))
        self.host.draw()
        self.host.refresh_bindings()
