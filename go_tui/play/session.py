"""One game as the players set it up: the variant, the names, and the record.

The variants are the ones the booklets play:

* normal go, counted at the end after the dead stones are agreed;
* capture go (slag-go): the first to capture ``capture_goal`` stones wins, and
  passing is not allowed (``Rules.capture_goal`` in the engine);
* gebieds-go: counted as it stands, without removing dead stones;
* rengo (pair go): four players, each pair alternating within its colour.

A session is written to SGF with the names in PB/PW (``Ann & Bob`` for a pair)
and the variant in a private root property, so a saved game comes back as it
was and other SGF viewers still read it.  A game on the clock keeps its time
control in TM/OT (and our own spec in a private property) and each player's
time left in BL/WL (OB/OW in overtime) on the moves, so it goes on with the
time each player had.  Which colour a computer plays, and which computer, is kept in a
private root property per colour (a colour whose engine left keeps who took it over), so
a game against the computer goes on against it.

Only our own autosave may start the command line of another GTP engine: a file opened
from elsewhere is data from a stranger, and a command line in it would run whatever
its author wrote.  The built-in computer and GNU Go, named by kind and level, are
started from any file.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace
from enum import StrEnum

from go_tui.engine import Color, Game, Point, Refusal, Rules, to_sgf
from go_tui.engine.scoring import Score
from go_tui.formats.sgf import (
    GameInfo,
    SgfGame,
    dump_sgf,
    escape_text,
    side_lines,
    simple_text_value,
)
from go_tui.formats.sgf_grammar import Node
from go_tui.play.clock import (
    TimeControl,
    TimeLeft,
    overtime_control,
    parse_clock,
    read_time,
    seconds_text,
    sgf_properties,
)
from go_tui.play.computer import (
    COMPUTER,
    COMPUTER_LEVEL,
    COMPUTER_SIZE,
    GNUGO,
    LEVELS,
    EngineChoice,
)
from go_tui.play.variations import Variation, playable

VARIANT_PROPERTY = "GOTUIVARIANT"
"""Private SGF root property holding the variant (SGF allows private properties)."""
PAIR_SEPARATOR = " & "
CLOCK_PROPERTY = "GOTUICLOCK"
"""Private SGF root property holding the clock's spec (``10m+5x30s``), read before TM/OT."""
FREE_HANDICAP_PROPERTY = "GOTUIPLACING"
"""Private SGF root property while Black still places free handicap stones: how many in
all (the ones placed are the AB stones), so a game saved meanwhile goes on placing."""
COMPUTER_PROPERTIES = {Color.BLACK: "GOTUICOMPUTERB", Color.WHITE: "GOTUICOMPUTERW"}
"""Private SGF root properties: who plays the colour when it is not simply a person.
``computer:3`` (the built-in player at level 3), ``gnugo:10`` (GNU Go at level 10),
``engine:pachi -t =5000`` (another GTP engine's command line, started again only from our
own autosave) or ``stopped:GNU Go 3.8`` (a person plays it since that engine left)."""
SEAT_STOPPED = "stopped"
SEAT_ENGINE = "engine"
TIME_LOSS = "+T"
"""How RE ends for a game lost on time: ``W+T`` (read also as SGF's long form ``W+Time``)."""


class SeatFault(StrEnum):
    """Why a computer that an opened game names for a colour is not started again (a
    person plays that colour)."""

    FOREIGN_COMMAND = "foreign_command"
    """Another engine's command line, in a file that is not our own autosave."""
    UNREADABLE = "unreadable"
    """The private property saying who plays the colour cannot be read."""


@dataclass(frozen=True)
class LeftOut:
    """A computer the opened game names for a colour and that is not started: ``name``
    is who the file says played it (the command line, or PB/PW), ``value`` what the
    private property holds."""

    fault: SeatFault
    name: str
    value: str


def seat_text(choice: EngineChoice) -> str:
    """A computer as :data:`COMPUTER_PROPERTIES` writes it (unescaped)."""
    if choice.is_computer:
        return f"{COMPUTER}:{choice.level}"
    if choice.is_gnugo:
        return f"{GNUGO}:{choice.level}"
    return f"{SEAT_ENGINE}:{choice.command}"


def read_seat(text: str, capture_goal: int) -> EngineChoice | str | None:
    """The computer a :data:`COMPUTER_PROPERTIES` value names (in capture go, told the
    goal), or the name of the engine a person took over from; ``None``: unreadable."""
    kind, colon, rest = text.partition(":")
    kind = kind.strip()
    if not colon:
        return None
    if kind in (COMPUTER, GNUGO):
        level = rest.strip()
        if not (level.isascii() and level.isdigit()) or int(level) not in LEVELS:
            return None
        return EngineChoice(kind, int(level), capture_goal)
    if kind == SEAT_ENGINE and rest.strip():
        return EngineChoice(rest.strip(), capture_goal=capture_goal)
    if kind == SEAT_STOPPED:
        return rest.strip()
    return None


def _short(values: list[str]) -> str:
    """A property's values as the file has them, cut short for a message."""
    text = "][".join(values)
    return text if len(text) <= 60 else text[:60] + "..."


class Variant(StrEnum):
    NORMAL = "normal"
    CAPTURE = "capture"
    TERRITORY = "territory"
    """Gebieds-go: counted without removing dead stones."""
    RENGO = "rengo"


def komi_limit(size: int) -> int:
    """The largest komi (either way) a game on this board may have: more than every point
    of the board decides nothing a count could."""
    return size * size


def komi_allowed(komi: float, size: int) -> bool:
    """Whether ``komi`` is a real number within :func:`komi_limit` (not ``inf`` or ``nan``,
    which SGF's KM cannot hold); the command line and the new-game dialog both ask."""
    return math.isfinite(komi) and abs(komi) <= komi_limit(size)


def capture_goal_allowed(goal: int) -> bool:
    """Whether capture go can be played to ``goal`` captures: one at least."""
    return goal >= 1


def default_komi(handicap: int) -> float:
    """6.5 for an even game, 0.5 with handicap (the booklets' and most clubs' choice)."""
    return 0.5 if handicap >= 2 else 6.5


@dataclass(frozen=True)
class Settings:
    """What the new-game dialog and ``go-tui play`` ask for."""

    size: int = 19
    komi: float | None = None
    """``None``: :func:`default_komi` for the handicap."""
    handicap: int = 0
    variant: Variant = Variant.NORMAL
    capture_goal: int = 1
    rules: str = "japanese"
    black: tuple[str, ...] = ()
    """One name, or two for rengo (the first plays first)."""
    white: tuple[str, ...] = ()
    black_engine: EngineChoice | None = None
    """The computer playing Black; ``None``: a person."""
    white_engine: EngineChoice | None = None
    clock: TimeControl | None = None
    """The time control; ``None``: no clock."""
    free_handicap: bool = False
    """Black places the handicap stones where it likes, before White's first move."""

    @classmethod
    def against_computer(cls, level: int = COMPUTER_LEVEL) -> Settings:
        """A learner's game: Black against the built-in computer, gently, on 9x9."""
        return cls(size=COMPUTER_SIZE, white_engine=EngineChoice.computer(level))

    @property
    def places_handicap(self) -> bool:
        return self.free_handicap and self.handicap >= 2

    def computers(self) -> dict[Color, EngineChoice]:
        """The colours a computer plays, and which one; in capture go each is told the goal
        (the built-in player plays to it)."""
        goal = max(1, self.capture_goal) if self.variant is Variant.CAPTURE else 0
        engines = ((Color.BLACK, self.black_engine), (Color.WHITE, self.white_engine))
        return {
            color: replace(choice, capture_goal=goal)
            for color, choice in engines
            if choice is not None
        }

    def rules_in_force(self) -> Rules:
        if self.variant is Variant.CAPTURE:
            return Rules(capture_goal=max(1, self.capture_goal))
        return Rules.named(self.rules)

    def new_game(self) -> Game:
        """The game these settings describe; raises ``ValueError`` for impossible ones."""
        komi = default_komi(self.handicap) if self.komi is None else self.komi
        if self.variant is Variant.CAPTURE:
            komi = 0.0
        if self.places_handicap:  # the stones come as Black places them
            return Game(size=self.size, komi=komi, rules=self.rules_in_force(), first=Color.BLACK)
        return Game(
            size=self.size,
            komi=komi,
            handicap=self.handicap if self.handicap >= 2 else 0,
            rules=self.rules_in_force(),
        )


@dataclass
class Session:
    """A game in progress with who plays it; what a :class:`~go_tui.play.match.Match` plays."""

    game: Game
    variant: Variant = Variant.NORMAL
    black: tuple[str, ...] = ()
    white: tuple[str, ...] = ()
    info: GameInfo = field(default_factory=GameInfo)
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
    time_left: dict[Color, TimeLeft] = field(default_factory=dict)
    """Each player's time to go on with: as saved, or as the clock last said."""
    move_times: list[TimeLeft | None] = field(default_factory=list)
    """The mover's time after each move played here (``None``: as the file has it)."""
    free_handicap: int = 0
    """The handicap stones Black places freely in this game (``0``: none to place)."""
    variations: list[Variation] = field(default_factory=list)
    """Lines tried beside the game while reviewing, and those of the opened file."""

    @classmethod
    def start(cls, settings: Settings) -> Session:
        game = settings.new_game()
        variant = settings.variant
        info = GameInfo(date=time.strftime("%Y-%m-%d"))
        session = cls(
            game,
            variant,
            settings.black,
            settings.white,
            info,
            computers=settings.computers(),
            clock=settings.clock,
            free_handicap=settings.handicap if settings.places_handicap else 0,
        )
        session.sync_info()
        return session

    @classmethod
    def from_sgf(cls, loaded: SgfGame, *, own: bool = False) -> Session:
        """The game of an opened file, with the computers it names started again.
        ``own``: the file is our own autosave, so another engine's command line in it
        is started too; from any other file it never is (a person plays that colour)."""
        info = loaded.info
        raw = info.extra.get(VARIANT_PROPERTY, [""])[0]
        variant = Variant(raw) if raw in set(Variant) else Variant.NORMAL
        if loaded.game.rules.capture_goal:
            variant = Variant.CAPTURE

        def names(text: str) -> tuple[str, ...]:
            if not text:
                return ()
            if variant is Variant.RENGO:
                return tuple(text.split(PAIR_SEPARATOR.strip()))
            return (text,)

        black = tuple(name.strip() for name in names(info.black))
        white = tuple(name.strip() for name in names(info.white))
        session = cls(loaded.game, variant, black, white, info, loaded.tree)
        session.read_clock()
        session.read_placing()
        session.read_variations()
        session.read_computers(own=own)
        return session

    def read_computers(self, *, own: bool) -> None:
        """Who played each colour: a computer plays it on, and a colour a person took over
        stays the person's.  A value that cannot be read, and another engine's command line
        from a file not ``own``, leave the colour to a person, noted in :attr:`left_out`."""
        goal = self.game.rules.capture_goal if self.variant is Variant.CAPTURE else 0
        for color, ident in COMPUTER_PROPERTIES.items():
            values = self.info.extra.get(ident)
            if values is None:
                continue
            raw = values[0] if len(values) == 1 else ""
            seat = read_seat(simple_text_value(raw), goal)
            if isinstance(seat, str):
                self.taken_over[color] = seat
                continue
            if seat is None or self.variant is Variant.RENGO:  # rengo is for four people
                left = LeftOut(SeatFault.UNREADABLE, self.names(color), _short(values))
            elif own or seat.is_computer or seat.is_gnugo:
                # Never a command line from a file that is not ours: it would run whatever
                # the file's author wrote.  Ours and the two we start by level are safe.
                self.computers[color] = seat
                continue
            else:
                left = LeftOut(SeatFault.FOREIGN_COMMAND, seat.command, _short(values))
            self.left_out[color] = left
            self.taken_over[color] = left.name

    # ---- free handicap ----------------------------------------------------------
    @property
    def placed(self) -> tuple[Point, ...]:
        """The handicap stones Black has placed so far, in the order placed."""
        return tuple(self.game.setup) if self.free_handicap else ()

    @property
    def placing(self) -> bool:
        """Whether Black is still placing free handicap stones (nothing else is played)."""
        return bool(self.free_handicap) and not self.game.handicap

    def read_variations(self) -> None:
        """The side lines of the opened file that can be played, to be walked."""
        if self.tree is None:
            return
        seen: set[tuple[int, tuple[object, ...]]] = set()
        lines = side_lines(self.tree, self.game.size)
        for (start, _), kept in zip(lines, playable(self.game, lines), strict=True):
            if kept and (start, tuple(kept)) not in seen:
                seen.add((start, tuple(kept)))
                self.variations.append(Variation(start, kept, from_file=True))

    def read_placing(self) -> None:
        """A game saved while Black placed free handicap stones goes on placing."""
        raw = self.info.extra.get(FREE_HANDICAP_PROPERTY, [""])[0]
        game = self.game
        stones = list(game.setup)
        if not raw.isdigit() or game.handicap or game.move_number:
            return
        if set(game.setup.values()) - {Color.BLACK} or not len(stones) < int(raw) <= 9:
            return
        self.free_handicap = int(raw)
        self._set_stones(tuple(stones))

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
        self.sync_info()

    def take_over(self, color: Color, engine: str) -> None:
        """A person plays ``color`` from now on, instead of ``engine``, which left."""
        self.computers.pop(color, None)
        self.taken_over[color] = engine

    def names(self, color: Color) -> str:
        """Everyone playing ``color``, as PB/PW write it."""
        names = self.black if color is Color.BLACK else self.white
        return PAIR_SEPARATOR.join(name for name in names if name)

    # ---- the record ------------------------------------------------------------
    @property
    def counts_dead_stones(self) -> bool:
        """Whether the end of the game has a marking step (not in gebieds-go or capture go)."""
        return self.variant in (Variant.NORMAL, Variant.RENGO)

    def sync_info(self) -> None:
        """Copy the names, variant, time control and who plays each colour into the SGF
        root properties."""
        extra = {**self.info.extra, VARIANT_PROPERTY: [self.variant.value]}
        for ident in (FREE_HANDICAP_PROPERTY, *COMPUTER_PROPERTIES.values()):
            extra.pop(ident, None)  # written again below as things stand, or dropped
        for color, ident in COMPUTER_PROPERTIES.items():
            choice = self.computers.get(color)
            if choice is not None:
                extra[ident] = [escape_text(seat_text(choice))]
            elif color in self.taken_over:
                extra[ident] = [escape_text(f"{SEAT_STOPPED}:{self.taken_over[color]}")]
        if self.placing:
            extra[FREE_HANDICAP_PROPERTY] = [str(self.free_handicap)]
        clock = self.clock
        if clock is not None:
            extra |= {"TM": [seconds_text(clock.main)], CLOCK_PROPERTY: [clock.spec]}
            if clock.overtime_text:
                extra["OT"] = [clock.overtime_text]
        self.info = replace(
            self.info, black=self.names(Color.BLACK), white=self.names(Color.WHITE), extra=extra
        )

    # ---- the clock -----------------------------------------------------------------
    def read_clock(self) -> None:
        """The time control and time left of an opened game; a game lost on time is over."""
        extra = self.info.extra
        spec = extra.get(CLOCK_PROPERTY, [""])[0]
        try:
            self.clock = parse_clock(spec) if spec else self._clock_of_tm_ot()
        except ValueError:
            self.clock = self._clock_of_tm_ot()
        result = self.info.result.strip().upper()
        if result[:1] in ("B", "W") and result[1:] in (TIME_LOSS, TIME_LOSS + "IME"):
            self.game.resign(Color.parse(result[0]).opponent)
        if self.clock is None or self.tree is None:
            return
        self.move_times = [None] * self.game.move_number
        moves = 0
        for node in self.tree.main_line():
            if moves > self.game.move_number:
                break
            moves += "B" in node.props or "W" in node.props
            if moves <= self.game.move_number:
                self._read_node_time(node.props)

    def _clock_of_tm_ot(self) -> TimeControl | None:
        extra = self.info.extra
        main_raw, overtime = extra.get("TM", [""])[0], extra.get("OT", [""])[0]
        try:
            main = float(main_raw) if main_raw else 0.0
        except ValueError:
            return None
        return overtime_control(main, overtime) if main >= 0 else None

    def _read_node_time(self, props: dict[str, list[str]]) -> None:
        assert self.clock is not None
        for color in (Color.BLACK, Color.WHITE):
            left = read_time(self.clock, color, props)
            if left is not None:
                self.time_left[color] = left

    @property
    def lost_on_time(self) -> Color | None:
        """The colour that lost on time, once the game has ended so."""
        loser = self.game.resigned
        result = self.info.result.strip().upper()
        winner = loser.opponent.letter if loser is not None else ""
        if loser is not None and result in (winner + TIME_LOSS, winner + TIME_LOSS + "IME"):
            return loser
        return None

    def timed(self, left: TimeLeft) -> None:
        """The time the player of the last move had left after it."""
        number = self.game.move_number
        del self.move_times[number - 1 :]
        self.move_times += [None] * (number - 1 - len(self.move_times))
        self.move_times.append(left)

    def time_marks(self) -> dict[int, dict[str, list[str]]]:
        """BL/WL (OB/OW) for the SGF: each timed move, and the player to move's time
        now on the last move (the root before the first), so a resumed game loses none."""
        if self.clock is None:
            return {}
        marks: dict[int, dict[str, list[str]]] = {}
        timed = zip(self.game.moves, self.move_times, strict=False)  # no time: not timed
        for number, (move, left) in enumerate(timed, 1):
            if left is not None:
                marks[number] = sgf_properties(move.color, left)
        to_move = self.game.to_move
        now = self.time_left.get(to_move)
        if now is not None and not self.game.is_over:
            last = self.game.move_number
            marks[last] = marks.get(last, {}) | sgf_properties(to_move, now)
        return marks

    def set_result(self, result: str, territory: dict[str, list[str]] | None = None) -> None:
        """Record the result (``B+R``, ``W+4.5``) and, after counting, TB/TW."""
        extra = {k: v for k, v in self.info.extra.items() if k not in ("TB", "TW")}
        self.info = replace(self.info, result=result, extra=extra | (territory or {}))

    def finish_counted(self, score: Score) -> None:
        """Record a counted result with TB/TW, so other SGF viewers show the count."""
        size = self.game.size
        territory = {
            ident: sorted(to_sgf(point, size) for point in points)
            for ident, points in (("TB", score.black_territory), ("TW", score.white_territory))
            if points
        }
        self.set_result(score.result, territory)

    def clear_result(self) -> None:
        self.set_result("")

    def undo(self) -> bool:
        """Take back the resignation or the last move for good (before the first move, the
        last free handicap stone); ``False`` if there is none.

        The move is dropped from the record (not kept for redo), so the autosave
        written next holds the game exactly as it stands.
        """
        if self.game.resigned is not None:
            self.game.resigned = None
            self.clear_result()
            return True
        if not self.game.move_number:
            return self.unplace()
        self.game.cut(self.game.move_number - 1)
        del self.move_times[self.game.move_number :]
        number = self.game.move_number
        self.variations = [line for line in self.variations if line.start < number]
        self.clear_result()
        return True

    def resume_play(self) -> None:
        """After two passes: drop them, so the player who passed first moves again."""
        while self.game.last_move is not None and self.game.last_move.is_pass:
            self.undo()

    def sgf(self) -> str:
        """The game as SGF text."""
        self.sync_info()
        branches = [(line.start, line.moves) for line in self.variations if not line.from_file]
        return dump_sgf(self.game, self.info, self.tree, self.time_marks(), branches)
