"""One game as the players set it up: the variant, the names, the computers, the clock,
and how it ended.

Everything here is typed: what a record file holds of it (a variant in a private
property, the clock in TM/OT, the territory in TB/TW) is read and written by
:mod:`go_tui.play.session_sgf` alone, so a rule about a game never parses a string and
a file's properties are never half-understood in two places.  The session's
:attr:`~Session.info` keeps only what has no typed field here (the result, the date, and
every property of a foreign file this program does not know), to be written back as it
came.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from enum import StrEnum

from go_tui.engine import Color, Game, Point, Refusal
from go_tui.engine.scoring import Score
from go_tui.formats.sgf import GameInfo
from go_tui.formats.sgf_grammar import Node
from go_tui.play.clock import TimeControl, TimeLeft
from go_tui.play.computer import EngineChoice
from go_tui.play.game_tree import comments_kept
from go_tui.play.settings import Settings, Variant
from go_tui.play.variations import Line, Variation, full_line, main_line

PAIR_SEPARATOR = " & "
"""Between the names of a rengo pair, on screen and in PB/PW."""
TIME_LOSS = "+T"
"""How a result ends for a game lost on time: ``W+T`` (read also as SGF's ``W+Time``)."""


class SeatFault(StrEnum):
    """Why a computer that an opened game names for a colour is not started again (a
    person plays that colour)."""

    FOREIGN_COMMAND = "foreign_command"
    """Another engine's command line, in a file that is not our own autosave."""
    UNREADABLE = "unreadable"
    """The record cannot say who plays the colour."""


@dataclass(frozen=True)
class LeftOut:
    """A computer the opened game names for a colour and that is not started: ``name``
    is who the file says played it (the command line, or PB/PW), ``value`` what the
    file holds for it."""

    fault: SeatFault
    name: str
    value: str


@dataclass(frozen=True)
class Territory:
    """The points each side counted as its own when the game was counted, kept with the
    result so that other programs show the count and an opened game can rebuild it."""

    black: frozenset[Point] = frozenset()
    white: frozenset[Point] = frozenset()


@dataclass
class Session:
    """A game in progress with who plays it; what a :class:`~go_tui.play.match.Match` plays."""

    game: Game
    variant: Variant = Variant.NORMAL
    black: tuple[str, ...] = ()
    white: tuple[str, ...] = ()
    info: GameInfo = field(default_factory=GameInfo)
    """The record's own words with no typed field here: the result, the date, and a
    foreign file's properties, written back unchanged."""
    tree: Node | None = None
    """The loaded file's tree, so that comments and variations survive a save."""
    computers: dict[Color, EngineChoice] = field(default_factory=dict)
    """The colours a GTP engine plays; the match starts the engines."""
    taken_over: dict[Color, str] = field(default_factory=dict)
    """The colours a person plays since their engine left, and that engine's name."""
    left_out: dict[Color, LeftOut] = field(default_factory=dict)
    """The computers the opened game names that are not started, and why; a person plays
    them (they are in :attr:`taken_over` too, which the autosave keeps)."""
    clock: TimeControl | None = None
    """The time control the game is played with; ``None``: no clock."""
    clock_left_out: list[str] = field(default_factory=list)
    """The clock values of the opened file beyond what a game can hold (``TM[inf]``, as the
    file has them, cut short): left out, so the game has no clock when TM/OT are, and
    said as the game opens."""
    time_left: dict[Color, TimeLeft] = field(default_factory=dict)
    """Each player's time to go on with: as saved, or as the clock last said."""
    move_times: list[TimeLeft | None] = field(default_factory=list)
    """The mover's time after each move played here (``None``: as the file has it)."""
    free_handicap: int = 0
    """The handicap stones Black places freely in this game (``0``: none to place)."""
    variations: list[Variation] = field(default_factory=list)
    """Lines tried beside the game while reviewing, and those of the opened file."""
    lost_on_time: Color | None = None
    """The colour that lost on time, once the game has ended so."""
    territory: Territory | None = Territory()
    """The territory of the counted result (none but after a count); ``None``: the
    opened file's own, which cannot be read, stands as the file has it until a result is
    recorded here."""
    warnings: bool = False
    """A person is told when their move leaves a chain of theirs in atari."""
    hints: bool = False
    """A person may ask for the built-in player's move (:mod:`go_tui.play.hints`)."""
    hints_given: dict[int, Point | None] = field(default_factory=dict)
    """The hints given in this session: for the position after that many moves, the point
    (``None``: pass); the record writes each as a comment on that move (the root: 0)."""
    comments: dict[Line, str] = field(default_factory=dict)
    """The comments written here, by the moves to their position (on any line); the record
    adds each to its node's own ``C``."""

    @classmethod
    def start(cls, settings: Settings) -> Session:
        return cls(
            settings.new_game(),
            settings.variant,
            settings.black,
            settings.white,
            GameInfo(date=time.strftime("%Y-%m-%d")),
            computers=settings.computers(),
            clock=settings.clock,
            free_handicap=settings.handicap if settings.places_handicap else 0,
            warnings=settings.warnings,
            hints=settings.hints,
        )

    # ---- free handicap ----------------------------------------------------------
    @property
    def placed(self) -> tuple[Point, ...]:
        """The handicap stones Black has placed so far, in the order placed."""
        return tuple(self.game.setup) if self.free_handicap else ()

    @property
    def placing(self) -> bool:
        """Whether Black is still placing free handicap stones (nothing else is played)."""
        return bool(self.free_handicap) and not self.game.handicap

    def go_on_placing(self, total: int) -> None:
        """A game saved while Black placed free handicap stones goes on placing, when the
        stones set up can be the first of ``total`` (Black's alone, before any move)."""
        game = self.game
        stones = tuple(game.setup)
        if game.handicap or game.move_number or set(game.setup.values()) - {Color.BLACK}:
            return
        if not len(stones) < total <= 9:
            return
        self.free_handicap = total
        self._set_stones(stones)

    def place(self, point: Point) -> Refusal | None:
        """Black puts a handicap stone on ``point``; the last one hands the move to White,
        the stones then being the game's handicap (SGF ``HA`` and ``AB``)."""
        if not self.placing:
            return Refusal.NOT_YOUR_TURN
        if point in self.game.setup:
            return Refusal.OCCUPIED
        self._set_stones((*self.placed, point))
        return None

    def unplace(self) -> bool:
        """Take the last handicap stone back (also the last of all, before White's first
        move); ``False`` when there is none."""
        if not self.free_handicap or self.game.move_number or not self.placed:
            return False
        if Color.BLACK in self.computers:  # an engine's placement stays as it chose it
            return False
        self._set_stones(self.placed[:-1])
        return True

    def _set_stones(self, stones: tuple[Point, ...]) -> None:
        """The game with ``stones`` placed: still placing, or the handicap game itself."""
        old = self.game
        done = len(stones) == self.free_handicap
        self.game = Game(
            size=old.size,
            komi=old.komi,
            handicap=self.free_handicap if done else 0,
            rules=old.rules,
            setup=dict.fromkeys(stones, Color.BLACK),
            first=None if done else Color.BLACK,
        )

    # ---- players -------------------------------------------------------------
    def player(self, color: Color) -> str:
        """Who plays ``color`` next: in rengo the partners take turns within the colour."""
        names = self.black if color is Color.BLACK else self.white
        if not names:
            return ""
        if len(names) == 1:
            return names[0]
        played = sum(1 for move in self.game.moves if move.color is color)
        return names[played % len(names)]

    def set_names(self, color: Color, names: tuple[str, ...]) -> None:
        """Who plays ``color`` from now on (an engine's name once it has started)."""
        if color is Color.BLACK:
            self.black = names
        else:
            self.white = names

    def take_over(self, color: Color, engine: str) -> None:
        """A person plays ``color`` from now on, instead of ``engine``, which left."""
        self.computers.pop(color, None)
        self.taken_over[color] = engine

    def names(self, color: Color) -> str:
        """Everyone playing ``color``, as PB/PW write it."""
        names = self.black if color is Color.BLACK else self.white
        return PAIR_SEPARATOR.join(name for name in names if name)

    # ---- the end -------------------------------------------------------------------
    @property
    def counts_dead_stones(self) -> bool:
        """Whether the end of the game has a marking step (not in gebieds-go or capture go)."""
        return self.variant in (Variant.NORMAL, Variant.RENGO)

    def timed(self, left: TimeLeft) -> None:
        """The time the player of the last move had left after it."""
        number = self.game.move_number
        del self.move_times[number - 1 :]
        self.move_times += [None] * (number - 1 - len(self.move_times))
        self.move_times.append(left)

    def set_result(self, result: str, territory: Territory | None = None) -> None:
        """Record the result (``B+R``, ``W+4.5``) and, after counting, the territory; any
        territory recorded before belongs to the old result and goes."""
        self.info = replace(self.info, result=result)
        self.territory = territory or Territory()
        self.lost_on_time = None

    def finish_counted(self, score: Score) -> None:
        """Record a counted result with its territory, so other SGF viewers show the count."""
        self.set_result(score.result, Territory(score.black_territory, score.white_territory))

    def lose_on_time(self, loser: Color) -> str:
        """``loser``'s time ran out: the game is over and lost for it; the result."""
        self.game.resign(loser)  # the engine's one way to end a game for a player
        result = loser.opponent.letter + TIME_LOSS
        self.set_result(result)
        self.lost_on_time = loser
        return result

    def clear_result(self) -> None:
        self.set_result("")

    def undo(self) -> bool:
        """Take back the resignation or the last move for good (before the first move, the
        last free handicap stone); ``False`` if there is none.

        The move is dropped from the record (not kept for redo), so the autosave
        written next holds the game exactly as it stands; so are the hints given in the
        positions it leaves, which the record has no node for any more.  A hint given in
        the position now shown stays: it was asked there, and the position is the same.
        """
        if self.game.resigned is not None:
            self.game.resigned = None
            self.clear_result()
            return True
        if not self.game.move_number:
            if not self.unplace():
                return False
            self.hints_given.clear()  # the position before the first move is another now
            return True
        self.game.cut(self.game.move_number - 1)
        del self.move_times[self.game.move_number :]
        number = self.game.move_number
        self.variations = [line for line in self.variations if line.start < number]
        if self.comments:
            main = main_line(self.game)
            lines = [main, *(full_line(main, line) for line in self.variations)]
            self.comments = comments_kept(self.comments, lines)
        for later in [n for n in self.hints_given if n > number]:
            del self.hints_given[later]
        self.clear_result()
        return True

    def resume_play(self) -> None:
        """After two passes: drop them, so the player who passed first moves again."""
        while self.game.last_move is not None and self.game.last_move.is_pass:
            self.undo()
