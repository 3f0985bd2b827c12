"""A session to SGF and back: the one place that knows which properties hold its state.

:func:`session_from_record` reads an opened record into a typed
:class:`~go_tui.play.session.Session`, :func:`record_from_session` writes one as SGF
text.  Between them:

* the names in PB/PW (``Ann & Bob`` for a rengo pair);
* the variant in the private root property ``GOTUIVARIANT`` (SGF allows private
  properties, and other viewers skip them);
* the time control in TM/OT, as KGS and CGoban write them, with our own spec in
  ``GOTUICLOCK``, read first; each player's time left in BL/WL (OB/OW in overtime) on
  the moves, so a game goes on with the time each player had and a review shows the
  time at each move (:func:`recorded_times`); a result ``W+T`` (or
  SGF's ``W+Time``) for a game lost on time;
* while Black places free handicap stones, how many in all in ``GOTUIPLACING`` (the
  ones placed are the AB stones);
* who plays a colour when it is not simply a person, in ``GOTUICOMPUTERB`` and
  ``GOTUICOMPUTERW``: ``computer:3`` (the built-in player at level 3), ``gnugo:10``
  (GNU Go at level 10), ``engine:pachi -t =5000`` (another GTP engine's command line)
  or ``stopped:GNU Go 3.8`` (a person plays it since that engine left);
* warnings of stones left in atari, when on, as ``GOTUIWARN[1]``; hints on request, when
  on, as ``GOTUIHINTS[1]``;
* each hint given, as a comment on the move of the position it was asked in (the root
  before the first move): ``Hint: D4`` or ``Hint: pass``, in this fixed English form in
  every language, as the result is ``W+R``; it is added to the comment already there,
  never in its place, and not twice;
* the territory of a counted result in TB/TW;
* the side lines of the file, to be walked, and the variations tried while reviewing;
* the comments written here, each added to the ``C`` of its position's node, on any line.

Every other root property is the file's own and goes back as it came, and so does one of
ours that cannot be read where it is no private property (TM/OT of a time system we do
not know or beyond the clock's limits, which the game says as it opens; TB/TW with a
point off the board): a club player's record loses nothing by being opened here.

Only our own autosave may start the command line of another GTP engine: a file opened
from elsewhere is data from a stranger, and a command line in it would run whatever its
author wrote.  The built-in computer and GNU Go, named by kind and level, are started
from any file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from go_tui.engine import Color, Point, to_sgf, to_vertex
from go_tui.formats.sgf import (
    LineMoves,
    Node,
    SgfGame,
    dump_sgf,
    escape_text,
    nodes_along,
    point_list_value,
    side_lines,
    simple_text_value,
)
from go_tui.formats.sgf_grammar import SgfError
from go_tui.play.clock import (
    ClockLimitError,
    System,
    TimeControl,
    TimeLeft,
    overtime_control,
    parse_clock,
    record_count,
    record_seconds,
)
from go_tui.play.computer import COMPUTER, GNUGO, LEVELS, EngineChoice
from go_tui.play.session import (
    PAIR_SEPARATOR,
    TIME_LOSS,
    LeftOut,
    SeatFault,
    Session,
    Territory,
)
from go_tui.play.settings import Variant
from go_tui.play.variations import Variation, playable

VARIANT_PROPERTY = "GOTUIVARIANT"
CLOCK_PROPERTY = "GOTUICLOCK"
FREE_HANDICAP_PROPERTY = "GOTUIPLACING"
WARNINGS_PROPERTY = "GOTUIWARN"
HINTS_PROPERTY = "GOTUIHINTS"
COMPUTER_PROPERTIES = {Color.BLACK: "GOTUICOMPUTERB", Color.WHITE: "GOTUICOMPUTERW"}
OWN_PROPERTIES = frozenset(
    {
        VARIANT_PROPERTY,
        CLOCK_PROPERTY,
        FREE_HANDICAP_PROPERTY,
        WARNINGS_PROPERTY,
        HINTS_PROPERTY,
        *COMPUTER_PROPERTIES.values(),
    }
)
"""Our private root properties: always read here, and written again from the session."""
SEAT_STOPPED = "stopped"
SEAT_ENGINE = "engine"
_PASS = "tt"
"""A pass in FF[3] on boards up to 19x19, which some programs still list in TB/TW."""


# ---- reading ------------------------------------------------------------------------


def session_from_record(loaded: SgfGame, *, own: bool = False) -> Session:
    """The game of an opened file, with the computers it names started again.
    ``own``: the file is our own autosave, so another engine's command line in it is
    started too; from any other file it never is (a person plays that colour)."""
    props = dict(loaded.info.extra)
    variant = _variant(props.pop(VARIANT_PROPERTY, [""])[0])
    if loaded.game.rules.capture_goal:
        variant = Variant.CAPTURE
    info = replace(loaded.info, black="", white="", extra=props)
    session = Session(
        loaded.game,
        variant,
        read_names(loaded.info.black, variant),
        read_names(loaded.info.white, variant),
        info,
        loaded.tree,
    )
    _read_clock(session, props)
    _read_territory(session, props)
    _read_placing(session, props.pop(FREE_HANDICAP_PROPERTY, [""])[0])
    session.warnings = props.pop(WARNINGS_PROPERTY, [""])[0].strip() == "1"
    session.hints = props.pop(HINTS_PROPERTY, [""])[0].strip() == "1"
    _read_variations(session)
    _read_seats(session, props, own=own)
    for ident in OWN_PROPERTIES:
        props.pop(ident, None)
    return session


def _variant(raw: str) -> Variant:
    return Variant(raw) if raw in set(Variant) else Variant.NORMAL


def read_names(text: str, variant: Variant) -> tuple[str, ...]:
    """The people PB or PW names (or a player typed as the game information): a pair in
    rengo."""
    if not text.strip():
        return ()
    names = text.split(PAIR_SEPARATOR.strip()) if variant is Variant.RENGO else [text]
    return tuple(name.strip() for name in names)


def _read_clock(session: Session, props: dict[str, list[str]]) -> None:
    """The time control and time left of an opened game; a game lost on time is over.
    TM/OT stay the file's own when they name no time control we know, or one beyond the
    limits (noted in ``clock_left_out``, as is a time left beyond them)."""
    spec = props.pop(CLOCK_PROPERTY, [""])[0]
    try:
        clock = parse_clock(spec) if spec else None
    except ValueError:
        clock = None
    if clock is None:
        try:
            clock = _clock_of_tm_ot(props)
        except ClockLimitError:
            session.clock_left_out += _as_written(props, "TM", "OT")
    if clock is not None:
        props.pop("TM", None)
        props.pop("OT", None)
    session.clock = clock
    game = session.game
    result = session.info.result.strip().upper()
    if result[:1] in ("B", "W") and result[1:] in (TIME_LOSS, TIME_LOSS + "IME"):
        loser = Color.parse(result[0]).opponent
        game.resign(loser)
        session.lost_on_time = loser
    if clock is None or session.tree is None:
        return
    session.move_times = [None] * game.move_number
    moves = 0
    for node in session.tree.main_line():
        if moves > game.move_number:
            break
        moves += "B" in node.props or "W" in node.props
        if moves <= game.move_number:
            for color in (Color.BLACK, Color.WHITE):
                _read_time_left(session, clock, color, node.props)


def recorded_times(
    session: Session,
    control: TimeControl,
    moves: LineMoves,
    positions: list[list[Node]] | None = None,
) -> dict[Color, TimeLeft | None]:
    """Each player's time at the position after ``moves`` (the line shown) as recorded:
    the time kept for a move played here, else BL/WL (OB/OW) on the file's nodes since
    that player's own last move, the latest first.  A clock stands still while the other
    thinks, so that is the time they had there; one from before their last move is from
    another moment, so a player whose last move has no time recorded has none (``None``),
    and one who has not moved yet the time the clock starts with.  ``positions``: the
    file's nodes along the line (:func:`nodes_along`, as far as ``moves`` or further),
    when the caller keeps them."""
    game, tree = session.game, session.tree
    if positions is None:
        positions = [] if tree is None else nodes_along(tree, game.size, moves)
    same = 0  # the moves the line shown shares with the game's own, each with its time kept
    for shown, move in zip(moves, game.moves[: len(session.move_times)], strict=False):
        if shown != (move.color, move.point):
            break
        same += 1
    times: dict[Color, TimeLeft | None] = {}
    for number in range(len(moves), -1, -1):
        kept = session.move_times[number - 1] if 0 < number <= same else None
        if kept is not None:
            times.setdefault(moves[number - 1][0], kept)
        for node in reversed(positions[number] if number < len(positions) else []):
            for color in (Color.BLACK, Color.WHITE):
                left = _time_left(control, color, node.props)
                if left is not None:
                    times.setdefault(color, left)
        if number:
            times.setdefault(moves[number - 1][0], None)
        if len(times) == 2:
            break
    return {color: times.get(color, control.start()) for color in (Color.BLACK, Color.WHITE)}


def _clock_of_tm_ot(props: Mapping[str, list[str]]) -> TimeControl | None:
    """The clock TM and OT name; :class:`ClockLimitError` for one beyond the limits."""
    main_raw, overtime = props.get("TM", [""])[0], props.get("OT", [""])[0]
    try:
        main = record_seconds(main_raw) if main_raw else 0.0
    except ValueError:
        return None
    return overtime_control(main, overtime)


def _read_time_left(
    session: Session, control: TimeControl, color: Color, props: Mapping[str, list[str]]
) -> None:
    """``color``'s time as a node's BL/OB (WL/OW) give it, when they do; one beyond the
    limits is left out and noted."""
    try:
        left = _time_left(control, color, props)
    except ClockLimitError:
        session.clock_left_out += _as_written(props, f"{color.letter}L", f"O{color.letter}")
        return
    if left is not None:
        session.time_left[color] = left


def _time_left(
    control: TimeControl, color: Color, props: Mapping[str, list[str]]
) -> TimeLeft | None:
    """``color``'s time as a node's BL/OB (WL/OW) give it; ``None`` when they do not."""
    raw = props.get(f"{color.letter}L")
    try:
        seconds = record_seconds(raw[0]) if raw else None
    except ValueError:
        return None
    if seconds is None:
        return None
    raw_count = (props.get(f"O{color.letter}") or [""])[0]
    try:
        count = record_count(raw_count)
    except ValueError:
        count = 0  # none given, or no number: the main time
    if count and control.system is System.BYOYOMI:
        return TimeLeft(0.0, seconds, periods=count)
    if count and control.system is System.CANADIAN:
        return TimeLeft(0.0, seconds, stones=count)
    return replace(control.start(), main=seconds)


def _as_written(props: Mapping[str, list[str]], *idents: str) -> list[str]:
    """``TM[inf]``: each of the properties there as the file has it, cut short (a clock's
    words are short: a longer value is the one beyond the limits)."""
    return [f"{ident}[{_short(props[ident], 20)}]" for ident in idents if props.get(ident)]


def _read_territory(session: Session, props: dict[str, list[str]]) -> None:
    """TB/TW as the territory of the recorded result; left as the file has them when a
    point in them is off the board."""
    size = session.game.size
    passes = {_PASS} if size <= 19 else set()
    try:
        black, white = (
            frozenset(point_list_value([v for v in props.get(ident, []) if v not in passes], size))
            for ident in ("TB", "TW")
        )
    except SgfError:
        session.territory = None
        return
    props.pop("TB", None)
    props.pop("TW", None)
    session.territory = Territory(black, white)


def _read_placing(session: Session, raw: str) -> None:
    """A game saved while Black placed free handicap stones goes on placing."""
    if raw.isascii() and raw.isdigit() and len(raw) == 1:  # nine stones at most
        session.go_on_placing(int(raw))


def _read_variations(session: Session) -> None:
    """The side lines of the opened file that can be played, to be walked."""
    if session.tree is None:
        return
    game = session.game
    seen: set[tuple[int, tuple[object, ...]]] = set()
    lines = side_lines(session.tree, game.size)
    for (start, _), kept in zip(lines, playable(game, lines), strict=True):
        if kept and (start, tuple(kept)) not in seen:
            seen.add((start, tuple(kept)))
            session.variations.append(Variation(start, kept, from_file=True))


def _read_seats(session: Session, props: Mapping[str, list[str]], *, own: bool) -> None:
    """Who played each colour: a computer plays it on, and a colour a person took over
    stays the person's.  A value that cannot be read, and another engine's command line
    from a file not ``own``, leave the colour to a person, noted in ``left_out``."""
    goal = session.game.rules.capture_goal if session.variant is Variant.CAPTURE else 0
    for color, ident in COMPUTER_PROPERTIES.items():
        values = props.get(ident)
        if values is None:
            continue
        raw = values[0] if len(values) == 1 else ""
        seat = read_seat(simple_text_value(raw), goal)
        if isinstance(seat, str):
            session.taken_over[color] = seat
            continue
        if seat is None or session.variant is Variant.RENGO:  # rengo is for four people
            left = LeftOut(SeatFault.UNREADABLE, session.names(color), _short(values))
        elif own or seat.is_computer or seat.is_gnugo:
            # Never a command line from a file that is not ours: it would run whatever
            # the file's author wrote.  Ours and the two we start by level are safe.
            session.computers[color] = seat
            continue
        else:
            left = LeftOut(SeatFault.FOREIGN_COMMAND, seat.command, _short(values))
        session.left_out[color] = left
        session.taken_over[color] = left.name


def read_seat(text: str, capture_goal: int) -> EngineChoice | str | None:
    """The computer a ``GOTUICOMPUTER`` value names (in capture go, told the goal), or
    the name of the engine a person took over from; ``None``: unreadable."""
    kind, colon, rest = text.partition(":")
    kind = kind.strip()
    if not colon:
        return None
    if kind in (COMPUTER, GNUGO):
        level = rest.strip()
        digits = level.isascii() and level.isdigit() and len(level) <= 2  # int() reads 4,300
        if not digits or int(level) not in LEVELS:
            return None
        return EngineChoice(kind, int(level), capture_goal)
    if kind == SEAT_ENGINE and rest.strip():
        return EngineChoice(rest.strip(), capture_goal=capture_goal)
    if kind == SEAT_STOPPED:
        return rest.strip()
    return None


def _short(values: list[str], limit: int = 60) -> str:
    """A property's values as the file has them, cut short for a message."""
    text = "][".join(values)
    return text if len(text) <= limit else text[:limit] + "..."


# ---- writing ------------------------------------------------------------------------


def record_from_session(session: Session) -> str:
    """The game as SGF text: the file it was opened from, as the game now stands."""
    info = replace(
        session.info,
        black=session.names(Color.BLACK),
        white=session.names(Color.WHITE),
        extra=_root_properties(session),
    )
    branches = [(line.start, line.moves) for line in session.variations if not line.from_file]
    marks = _time_marks(session)
    for number, comment in _hint_comments(session).items():
        marks[number] = marks.get(number, {}) | comment
    notes = {moves: {"C": [escape_text(text)]} for moves, text in session.comments.items()}
    return dump_sgf(session.game, info, session.tree, marks, branches, notes)


def _root_properties(session: Session) -> dict[str, list[str]]:
    """The file's own root properties, then ours as the session stands."""
    props = {k: list(v) for k, v in session.info.extra.items() if k not in OWN_PROPERTIES}
    props[VARIANT_PROPERTY] = [session.variant.value]
    for color, ident in COMPUTER_PROPERTIES.items():
        choice = session.computers.get(color)
        if choice is not None:
            props[ident] = [escape_text(seat_text(choice))]
        elif color in session.taken_over:
            props[ident] = [escape_text(f"{SEAT_STOPPED}:{session.taken_over[color]}")]
    if session.placing:
        props[FREE_HANDICAP_PROPERTY] = [str(session.free_handicap)]
    if session.warnings:
        props[WARNINGS_PROPERTY] = ["1"]
    if session.hints:
        props[HINTS_PROPERTY] = ["1"]
    clock = session.clock
    if clock is not None:
        props |= {"TM": [seconds_text(clock.main)], CLOCK_PROPERTY: [clock.spec]}
        if clock.overtime_text:
            props["OT"] = [clock.overtime_text]
    territory = session.territory
    if territory is not None:
        props.pop("TB", None)
        props.pop("TW", None)
        size = session.game.size
        for ident, points in (("TB", territory.black), ("TW", territory.white)):
            if points:
                props[ident] = sorted(to_sgf(point, size) for point in points)
    return props


def seat_text(choice: EngineChoice) -> str:
    """A computer as ``GOTUICOMPUTERB``/``W`` write it (unescaped)."""
    if choice.is_computer:
        return f"{COMPUTER}:{choice.level}"
    if choice.is_gnugo:
        return f"{GNUGO}:{choice.level}"
    return f"{SEAT_ENGINE}:{choice.command}"


def seconds_text(seconds: float) -> str:
    """A real number for SGF: ``123.4``, ``600``."""
    return f"{max(0.0, seconds):.1f}".removesuffix(".0")


def _time_properties(color: Color, left: TimeLeft) -> dict[str, list[str]]:
    """BL (and OB in overtime) for Black, WL (and OW) for White."""
    props = {f"{color.letter}L": [seconds_text(left.seconds)]}
    if left.overtime and not left.lost:
        count = left.periods or left.stones
        props[f"O{color.letter}"] = [str(count)]
    return props


def _time_marks(session: Session) -> dict[int, dict[str, list[str]]]:
    """BL/WL (OB/OW) for the SGF: each timed move, and the player to move's time now on
    the last move (the root before the first), so a resumed game loses none."""
    if session.clock is None:
        return {}
    game = session.game
    marks: dict[int, dict[str, list[str]]] = {}
    timed = zip(game.moves, session.move_times, strict=False)  # no time: not timed
    for number, (move, left) in enumerate(timed, 1):
        if left is not None:
            marks[number] = _time_properties(move.color, left)
    to_move = game.to_move
    now = session.time_left.get(to_move)
    if now is not None and not game.is_over:
        last = game.move_number
        marks[last] = marks.get(last, {}) | _time_properties(to_move, now)
    return marks


def hint_comment(point: Point | None, size: int) -> str:
    """A hint as the record's comment says it: ``Hint: D4``, ``Hint: pass``."""
    return f"Hint: {'pass' if point is None else to_vertex(point, size)}"


def _hint_comments(session: Session) -> dict[int, dict[str, list[str]]]:
    """A comment (C) for each hint given, on the move of its position (0: the root)."""
    size = session.game.size
    return {
        number: {"C": [escape_text(hint_comment(point, size))]}
        for number, point in session.hints_given.items()
    }
