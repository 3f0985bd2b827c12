"""A game played line by line: the commands go down to a :class:`Match`, its events come
up as sentences, one line each, in the chosen language.

The words a line may start with are the same in English and Dutch (``board`` or
``bord``), so a player who switches language keeps the commands they know.  A
computer's move is worked out before the next line is read: there is no screen to
keep live, and a screen reader says each line as it comes.
"""

from __future__ import annotations

from collections.abc import Iterable

from go_tui.engine import Color, Point
from go_tui.engine.count import Count
from go_tui.engine.rules import Scoring
from go_tui.engine.scoring import Score, Side
from go_tui.i18n import number, t
from go_tui.plain.board_words import captured_words
from go_tui.plain.reading import (
    QUIT,
    Say,
    help_lines,
    point_of,
    read_aloud,
    typed_lines,
    word_of,
)
from go_tui.play.clock import duration_text
from go_tui.play.events import (
    CountOpen,
    Event,
    GameEnded,
    NeedsMarking,
    Played,
)
from go_tui.play.match import Match
from go_tui.ui.match_text import event_text, result_text
from go_tui.ui.text import color_name, point_name

COMMANDS = {
    "pass": "pass",
    "passen": "pass",
    "pas": "pass",
    "undo": "undo",
    "terug": "undo",
    "resign": "resign",
    "opgeven": "resign",
    "last": "last",
    "laatste": "last",
    "score": "score",
    "stand": "score",
    "time": "time",
    "tijd": "time",
    "help": "help",
    "hulp": "help",
    "accept": "accept",
    "akkoord": "accept",
    "resume": "resume",
    "verder": "resume",
}
"""The words a line may be, in either language, and what each does (``board``, ``row 3``
and the other readings are :func:`~go_tui.plain.reading.read_aloud`'s)."""
DEAD = ("dead", "dood")


class PlainGame:
    """One game over lines of text: :meth:`run` reads commands until the game ends or the
    input does; every line said goes to ``say``."""

    def __init__(self, match: Match, say: Say, *, fresh: bool = True) -> None:
        """``fresh``: a new or opened game, which takes the autosave over (the game saved
        there is kept first); the last game resumed is already there."""
        self.match = match
        self.fresh = fresh
        self.say = say
        self.count: Count | None = None
        """The count being agreed on after two passes; ``None`` while playing."""
        self.over = False
        self.prompted: tuple[int, Color] | None = None
        """The turn said last (move number, colour): each turn is said once."""

    @property
    def size(self) -> int:
        return self.match.game.size

    def run(self, lines: Iterable[str]) -> None:
        """Play until the game is over, ``quit`` is typed or the input ends (the game is
        kept in its autosave either way)."""
        if self.fresh:
            self.tell(self.match.take_over_autosave())
        self.say(self.opening())
        self.tell(self.match.opened())
        self.computers_move()
        self.prompt()
        for line in () if self.over else typed_lines(lines, self.say):
            if self.command(line) == "quit":
                break
            self.computers_move()
            if self.over:
                break  # the result is said: nothing waits for another line
            self.prompt()
        self.match.save_unsaved()
        self.match.close()
        if not self.over:
            self.say(t("plain.kept"))

    # ---- what is said -------------------------------------------------------------
    def opening(self) -> str:
        game = self.match.game
        rules = (
            t("game.capture_goal", goal=game.rules.capture_goal)
            if game.rules.capture_goal
            else t("rules.chinese" if game.rules.scoring is Scoring.AREA else "rules.japanese")
        )
        return t(
            "plain.opening",
            size=game.size,
            komi=number(game.komi),
            rules=rules,
            black=self.player(Color.BLACK),
            white=self.player(Color.WHITE),
            example=point_name((game.size // 2, game.size // 2 - 1), game.size),
        )

    def player(self, color: Color) -> str:
        """Who plays ``color``: its computer, its name, or a person at the keyboard."""
        computer = self.match.computers.get(color)
        if computer is not None:
            return computer.name
        return self.match.session.player(color) or t("plain.here")

    def prompt(self) -> None:
        """Whose turn it is, when a person is to move (or the count waits)."""
        if self.count is not None or self.over:
            return
        game = self.match.game
        turn = (game.move_number, game.to_move)
        if self.match.person_to_move and turn != self.prompted:
            self.prompted = turn
            self.say(t("plain.to_play", color=color_name(game.to_move)))

    def tell(self, events: list[Event]) -> None:
        """Say each event, and start the count or the end when one says so."""
        for event in events:
            match event:
                case Played(color, point, captured) if captured and point is not None:
                    self.say(captured_words(color, point, self.match.game))
                case NeedsMarking():
                    self.start_count()
                case CountOpen(points):
                    self.say(t("plain.count_open", points=points))
                    self.tell(self.match.count_anyway())
                case GameEnded(_, counted):
                    self.end(counted)
                case _:
                    text = event_text(event, self.size)
                    if text:
                        self.say(text)

    def end(self, counted: Score | None) -> None:
        self.over = True
        self.count = None
        if counted is not None:
            for color, side in ((Color.BLACK, counted.black), (Color.WHITE, counted.white)):
                self.say(self.side_words(color, side, counted))
        self.say(t("plain.result", result=result_text(self.match.session, counted)))

    def side_words(self, color: Color, side: Side, counted: Score) -> str:
        """One player's part of the count, as the booklet adds it up."""
        parts = [t("plain.part_territory", count=number(side.territory))]
        if counted.scoring is Scoring.AREA:
            parts.append(t("plain.part_stones", count=number(side.stones)))
        else:
            parts.append(t("plain.part_prisoners", count=number(side.prisoners + side.dead)))
        if side.komi:
            parts.append(t("plain.part_komi", count=number(side.komi)))
        return t(
            "plain.side", color=color_name(color), parts=" + ".join(parts), total=number(side.total)
        )

    # ---- the count after two passes -----------------------------------------------
    def start_count(self) -> None:
        self.count = self.match.count()
        self.say(self.dead_words("proposed"))
        self.say(t("plain.count_help"))

    def dead_words(self, key: str) -> str:
        """The stones the count takes as dead, by name (``key``: proposed or changed)."""
        assert self.count is not None
        dead = sorted(self.count.dead, key=lambda p: (p[1], -p[0]))
        if not dead:
            return t(f"plain.{key}_none")
        return t(f"plain.{key}", points=" ".join(point_name(p, self.size) for p in dead))

    # ---- commands ------------------------------------------------------------------
    def command(self, line: str) -> str | None:
        """Do what ``line`` says; returns ``"quit"`` to stop."""
        if word_of(line) in QUIT:
            return "quit"
        if read_aloud(line, self.match.game.board, self.say):
            return None
        first, _, rest = line.partition(" ")
        if first.lower() in DEAD:
            point = point_of(rest.strip(), self.size, self.say)
            if point is not None:
                self.mark_dead(point)
            return None
        action = COMMANDS.get(word_of(line))
        if action is not None:
            self.act(action)
            return None
        point = point_of(line, self.size, self.say)
        if point is not None:
            self.play(point)
        return None

    def play(self, point: Point) -> None:
        if self.count is not None:
            self.say(t("plain.counting"))
            return
        self.tell(self.match.play(point))

    def act(self, action: str) -> None:
        match = self.match
        if self.read_aloud(action):
            return
        if self.count is not None:
            self.count_action(action)
        elif action == "pass":
            self.tell(match.play(None))
        elif action == "undo":
            self.tell(match.undo())
        elif action == "resign":
            self.tell(match.resign())
        else:
            self.say(t("plain.not_counting"))

    def read_aloud(self, action: str) -> bool:
        """Say what ``action`` asks about (the last move, the score, the time, the
        commands); ``False`` when it is no such question."""
        game = self.match.game
        if action == "help":
            for line in help_lines("plain.help"):
                self.say(line)
        elif action == "last":
            last = game.last_move
            self.say(
                t(
                    "plain.last",
                    number=game.move_number,
                    color=color_name(last.color),
                    point=point_name(last.point, self.size),
                )
                if last
                else t("plain.no_move")
            )
        elif action == "score":
            self.say(self.score_words())
        elif action == "time":
            self.say(self.time_words())
        else:
            return False
        return True

    def count_action(self, action: str) -> None:
        assert self.count is not None
        if action == "accept":
            self.tell(self.match.agree(self.count))
        elif action == "resume":
            self.count = None
            self.tell(self.match.resume())
        else:
            self.say(t("plain.counting"))

    def mark_dead(self, point: Point) -> None:
        """Toggle the group on ``point`` dead or alive in the count."""
        board = self.match.game.board
        if self.count is None:
            self.say(t("plain.not_counting"))
        elif board[point] is None or not self.count.toggle(point):
            self.say(t("plain.no_group", point=point_name(point, self.size)))
        else:
            self.say(self.dead_words("changed"))

    def score_words(self) -> str:
        """The count now, with the stones the engine would call dead taken off."""
        counted = (self.count or Count.proposed(self.match.game)).score()
        if counted.winner is None:
            return t("plain.score_even")
        return t(
            "plain.score",
            color=color_name(counted.winner),
            points=number(abs(counted.margin)),
        )

    def time_words(self) -> str:
        clock = self.match.clock
        if clock is None:
            return t("plain.no_clock")
        times = clock.times()
        return t(
            "plain.time",
            black=duration_text(times[Color.BLACK].main),
            white=duration_text(times[Color.WHITE].main),
        )

    # ---- the computer ---------------------------------------------------------------
    def computers_move(self) -> None:
        """Let the engines start and play until a person is to move or the game ends."""
        while not self.over and self.count is None:
            task = self.match.next_task()
            if task is None:
                return
            text = event_text(task.announce, self.size)
            if text:
                self.say(text)
            self.tell(self.match.task_done(task.run()))
