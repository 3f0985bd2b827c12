"""A computer opponent: a GTP engine that plays one colour of a session's game.

Our own :class:`~go_tui.engine.Game` stays the referee and the record; the
engine is told every move and asked for its own.  Before each question the
engine is brought in step with the game as it stands (:meth:`Computer.sync`):
moves it knows that the game no longer has (an undo, resumed play after
marking) are taken back with ``undo``, or by setting the board up again when
the engine has no ``undo``; the moves it has not seen are sent with ``play``.

``computer`` names the built-in player, run as ``go-tui gtp --level N`` in a
child process (a search in a thread would starve the screen through the GIL),
with ``--capture-goal K`` in capture go; ``gnugo`` names GNU Go at a level
(``gnugo --mode gtp --level N``); any other text is a command line that starts
a GTP engine.  All three are spoken to the same way.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from go_tui.engine import Color, Game, Point, handicap_points
from go_tui.formats.gtp_client import (
    DEFAULT_MOVE_TIMEOUT,
    DEFAULT_TIMEOUT,
    EngineMissing,
    GtpClient,
    GtpFailure,
)
from go_tui.play.clock import (
    TimeControl,
    TimeLeft,
    gtp_time_left,
    gtp_time_settings,
    kgs_time_settings,
)
from go_tui.storage import served

GNUGO = "gnugo"
GNUGO_LEVEL = 10
"""GNU Go's own default level (1 plays fastest and weakest, 10 strongest)."""
COMPUTER = "computer"
"""The built-in player."""
COMPUTER_LEVEL = 3
"""The built-in player's level unless told: gentle, for someone who has just learnt the game."""
COMPUTER_SIZE = 9
"""The board a game against the built-in player starts on unless told."""
LEVELS = range(1, 11)
"""The levels of GNU Go and of the built-in player: 1 weakest, 10 strongest."""
DEBIAN_GNUGO = Path("/usr/games/gnugo")
"""Where Debian and Ubuntu install GNU Go, a folder not always on PATH."""


def gnugo_command(level: int = GNUGO_LEVEL) -> list[str]:
    """GNU Go in GTP mode: from PATH, else from Debian's /usr/games."""
    found = shutil.which(GNUGO) or (str(DEBIAN_GNUGO) if DEBIAN_GNUGO.exists() else GNUGO)
    return [found, "--mode", "gtp", "--level", str(level)]


def computer_command(level: int = COMPUTER_LEVEL, capture_goal: int = 0) -> list[str]:
    """The built-in player as a GTP engine: this Python running ``go-tui gtp``."""
    argv = [sys.executable, "-m", "go_tui", "gtp", "--level", str(level)]
    return argv + (["--capture-goal", str(capture_goal)] if capture_goal else [])


@dataclass(frozen=True)
class EngineChoice:
    """The computer at one colour: ``computer`` or ``gnugo`` (at ``level``), or a GTP
    command line."""

    command: str = GNUGO
    level: int = GNUGO_LEVEL
    capture_goal: int = 0
    """Capture go to this many stones (the built-in player plays to it); ``0``: not."""
    timeout: float = DEFAULT_TIMEOUT
    """Seconds for an ordinary answer."""
    move_timeout: float = DEFAULT_MOVE_TIMEOUT
    """Seconds the engine may think about a move."""

    @classmethod
    def computer(cls, level: int = COMPUTER_LEVEL) -> EngineChoice:
        """The built-in player at ``level``."""
        return cls(COMPUTER, level)

    @property
    def is_gnugo(self) -> bool:
        return self.command.strip() == GNUGO

    @property
    def is_computer(self) -> bool:
        """Whether this is the built-in player."""
        return self.command.strip() == COMPUTER

    def argv(self) -> list[str] | str:
        if self.is_computer:
            return computer_command(self.level, self.capture_goal)
        return gnugo_command(self.level) if self.is_gnugo else self.command

    @property
    def label(self) -> str:
        """The choice in English, for logs (the screens word it in the chosen language)."""
        if self.is_computer:
            return f"Computer (level {self.level})"
        return f"GNU Go (level {self.level})" if self.is_gnugo else self.command


class Computer:
    """A running engine, kept in step with a game.  Not thread-safe: one caller at a time."""

    def __init__(self, choice: EngineChoice, label: str | None = None) -> None:
        """``label``: the choice in words (:attr:`EngineChoice.label` when not given)."""
        self.choice = choice
        self.client: GtpClient | None = None
        self.name = label or choice.label
        """The engine's ``name`` and ``version`` once started; the built-in player keeps
        its label (``Computer (level 3)``), which says more than the program's name."""
        self.known: list[tuple[Color, Point | None]] | None = None
        """The moves on the engine's board; ``None`` before it has been set up."""
        self.setup_key: tuple[object, ...] = ()
        self.told_clock: TimeControl | None = None
        """The time control the engine has been told."""

    def start(self) -> str:
        """Start the engine and learn its name; raises the client's errors.  A served page
        starts no command line but the two it knows (:func:`~go_tui.storage.served`)."""
        if served() and not (self.choice.is_computer or self.choice.is_gnugo):
            raise EngineMissing(self.choice.command, "a served page starts no other engine")
        client = GtpClient(
            self.choice.argv(), timeout=self.choice.timeout, move_timeout=self.choice.move_timeout
        )
        self.client = client
        name = client.name()
        if self.choice.is_computer:
            return self.name
        try:
            version = client.version()
        except GtpFailure:
            version = ""
        self.name = f"{name} {version}".strip() or self.name
        return self.name

    @property
    def gtp(self) -> GtpClient:
        if self.client is None:
            self.start()
        assert self.client is not None
        return self.client

    def close(self) -> None:
        """Let the engine quit; it is stopped if it does not within a second."""
        if self.client is not None:
            self.client.close()

    def kill(self) -> None:
        """Stop the engine at once (it may be thinking: its answer no longer matters)."""
        if self.client is not None:
            self.client.kill()

    # ---- keeping in step ------------------------------------------------------------
    def sync(self, game: Game) -> None:
        """Bring the engine's board to ``game``'s position, move by move."""
        key = (game.size, game.komi, game.handicap, tuple(sorted(game.setup.items())))
        if self.known is None or key != self.setup_key:
            self._set_up(game)
            self.setup_key = key
        known = self.known
        assert known is not None
        moves = [(move.color, move.point) for move in game.moves]
        same = 0
        while same < min(len(known), len(moves)) and known[same] == moves[same]:
            same += 1
        if len(known) > same and not self._take_back(len(known) - same):
            self._set_up(game)
            known, same = [], 0
        del known[same:]
        for color, point in moves[same:]:
            self.gtp.play(color, point, game.size)
            known.append((color, point))
        self.known = known

    def _take_back(self, count: int) -> bool:
        """Undo ``count`` moves in the engine; ``False`` when it cannot."""
        if not self.gtp.knows("undo"):
            return False
        try:
            for _ in range(count):
                self.gtp.undo()
        except GtpFailure:
            return False
        return True

    def _set_up(self, game: Game) -> None:
        """An empty board of the game's size, its komi, and its handicap or setup stones."""
        gtp, size = self.gtp, game.size
        gtp.boardsize(size)
        gtp.clear_board()
        gtp.komi(game.komi)
        self.known = []
        self.told_clock = None
        stones = set(game.setup)
        all_black = all(color is Color.BLACK for color in game.setup.values())
        if game.handicap and all_black:
            if stones == set(handicap_points(size, game.handicap)) and gtp.knows("fixed_handicap"):
                if set(gtp.fixed_handicap(game.handicap, size)) == stones:
                    return
                gtp.clear_board()
            if gtp.knows("set_free_handicap"):
                gtp.set_free_handicap(sorted(stones), size)
                return
        for point, color in sorted(game.setup.items()):
            gtp.play(color, point, size)

    def place_handicap(self, game: Game, stones: int) -> list[Point]:
        """Where the engine puts ``stones`` free handicap stones on ``game``'s empty board.
        Its board is set up again before the next question, with the stones as placed."""
        self._set_up(game)
        self.known = None
        return self.gtp.place_free_handicap(stones, game.size)

    # ---- questions --------------------------------------------------------------------
    def tell_time(self, control: TimeControl, times: Mapping[Color, TimeLeft]) -> None:
        """The time control (once; KGS's form too where the engine knows it) and each
        player's time left, so the engine can plan its thinking."""
        gtp = self.gtp
        kgs = gtp.knows("kgs-time_settings")
        if control != self.told_clock:
            if gtp.knows("time_settings"):
                gtp.time_settings(*gtp_time_settings(control))
            if kgs:
                gtp.kgs_time_settings(*kgs_time_settings(control))
            self.told_clock = control
        if gtp.knows("time_left"):
            for color, left in times.items():
                gtp.time_left(color, *gtp_time_left(left, kgs=kgs))

    def genmove(
        self,
        game: Game,
        color: Color,
        clock: tuple[TimeControl, Mapping[Color, TimeLeft]] | None = None,
    ) -> Point | str | None:
        """The engine's move for ``color`` in ``game``: a point, ``None`` (pass) or ``resign``.

        ``clock``: the time control and the time left, told before the question.  The
        move is not played in ``game``: the caller judges it first.
        """
        self.sync(game)
        if clock is not None:
            self.tell_time(*clock)
        answer = self.gtp.genmove(color, game.size)
        if isinstance(answer, str):
            return answer
        assert self.known is not None
        self.known.append((color, answer))
        return answer

    def dead_stones(self, game: Game) -> frozenset[Point] | None:
        """The stones the engine calls dead at the end, or ``None`` if it cannot say."""
        if not self.gtp.knows("final_status_list"):
            return None
        self.sync(game)
        return frozenset(self.gtp.final_status_list("dead", game.size))
