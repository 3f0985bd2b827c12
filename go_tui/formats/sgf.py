"""SGF for Go: property values and game semantics over :mod:`sgf_grammar`, and the writer.

Three layers, as sgfmill has them: the grammar turns text into a tree of
nodes with raw values and knows nothing of Go; the value functions here
(:func:`text_value`, :func:`move_value`, :func:`point_list_value`) read one
value; :func:`load_sgf` gives the tree its Go meaning and replays the main
line through :class:`~go_tui.engine.Game`, so a record is held to the same
rules as a game played at the board.  The policy (what is accepted, what is
refused, the limits) is written out in the README's SGF section.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise
from string import ascii_lowercase

from go_tui import __version__
from go_tui.engine import (
    JAPANESE,
    MAX_SIZE,
    MIN_SIZE,
    Color,
    CoordError,
    Game,
    KoRule,
    Point,
    Refused,
    Rules,
    decimal_number,
    from_sgf,
    to_sgf,
    to_vertex,
    whole_number,
)
from go_tui.formats.sgf_grammar import (
    Node,
    SgfError,
    SgfWarning,
    error_at,
    locate,
    parse_collection,
    root_properties,
    serialise,
)

__all__ = [
    "MAX_INPUT_BYTES",
    "MAX_MOVES",
    "GameInfo",
    "Node",
    "SgfError",
    "SgfGame",
    "SgfWarning",
    "decode_text",
    "dump_sgf",
    "escape_text",
    "load_collection",
    "load_sgf",
    "move_value",
    "point_list_value",
    "simple_text_value",
    "text_value",
]

MAX_INPUT_BYTES = 50 * 1024 * 1024
"""Larger input is refused before it is decoded (for ``str`` input: characters)."""

MAX_MOVES = 100_000
"""A longer main line is refused: each move is replayed, and the replay slows as it grows."""

DEFAULT_SIZE = 19
DEFAULT_KOMI = 0.0
"""Komi when KM is absent: a record without KM is taken to have been played without."""

_SETUP = ("AB", "AW", "AE")
_MOVE_PROPS = frozenset({"B", "W", "KO", "MN", "BM", "DO", "IT", "TE", "BL", "WL", "OB", "OW"})
"""Properties that belong with a move, carried to the new node when a root's move is split off."""
_INFO_FIELDS = {
    "PB": "black",
    "PW": "white",
    "BR": "black_rank",
    "WR": "white_rank",
    "RE": "result",
    "DT": "date",
    "EV": "event",
    "GN": "name",
}
"""SimpleText root properties and the GameInfo fields they fill."""
_READ = frozenset({"FF", "GM", "CA", "SZ", "KM", "HA", "RU", "PL", *_SETUP, *_INFO_FIELDS})
"""Root properties read into the Game or GameInfo; every other one goes to ``extra``."""
_WIDER_CHARSETS = {"gb2312": "gb18030", "gbk": "gb18030", "shift_jis": "cp932", "euc_kr": "cp949"}
"""Charsets read as the superset real files use, as web browsers do (WHATWG)."""
_ESCAPE = re.compile(r"\\(?:\r\n|\n\r|\n|\r)|\\(.)", re.DOTALL)
_LINE_BREAK = re.compile(r"\r\n|\n\r|\r")
_OTHER_SPACE = str.maketrans("\t\v\f", "   ")
"""Tabs and the like read as spaces (a table, not a regex: a value of tabs makes no pieces)."""


@dataclass
class GameInfo:
    """What a record says about the game beyond the position: players, result, and so on."""

    black: str = ""  # PB
    white: str = ""  # PW
    black_rank: str = ""  # BR
    white_rank: str = ""  # WR
    result: str = ""  # RE
    date: str = ""  # DT
    event: str = ""  # EV
    name: str = ""  # GN
    rules: str = ""
    """RU as written (``AGA``, ``NZ`` ...); written back when it still names the game's rules."""
    handicap: int = 0
    """HA as the file states it; the stones themselves are setup (free placement is common)."""
    extra: dict[str, list[str]] = field(default_factory=dict)
    """Every other root property (C, AP, PC, ...), values raw (SGF escapes intact)."""


@dataclass
class SgfGame:
    """A loaded record: the replayed game, its info, what was odd about it, and the tree."""

    game: Game
    info: GameInfo
    warnings: list[str]
    tree: Node
    """The file's game tree, raw, with variations and comments; its root holds no move."""
    to_move: Color
    """Who plays next after the main line: the side after the last move, unless a
    PL after that move names the other (GNU Go's ``loadsgf`` answers so)."""


class Shape(Enum):
    """A mark a record lays on a point (SGF markup), by the property that lays it."""

    TRIANGLE = "TR"
    CIRCLE = "CR"
    SQUARE = "SQ"
    CROSS = "MA"


_SHAPES = frozenset(shape.value for shape in Shape)


@dataclass(frozen=True)
class Note:
    """What a record says at one position: its comment, and the marks on its points."""

    comment: str = ""
    marks: Mapping[Point, Shape | str] = field(default_factory=dict)
    """A shape, or a label's text (``LB``: never empty, as the file has it, not yet made
    safe to show)."""


# ---- values -----------------------------------------------------------------


def text_value(raw: str) -> str:
    """An SGF Text value: escapes and soft line breaks undone, line breaks kept as ``\\n``."""
    if "\\" in raw:
        raw = _ESCAPE.sub(lambda m: m.group(1) or "", raw)
    if "\r" in raw:
        raw = _LINE_BREAK.sub("\n", raw)
    return raw.translate(_OTHER_SPACE)


def simple_text_value(raw: str) -> str:
    """An SGF SimpleText value: like Text, but every line break becomes a space."""
    return text_value(raw).replace("\n", " ")


def escape_text(text: str) -> str:
    """Text ready to go between ``[`` and ``]``."""
    return text.replace("\\", "\\\\").replace("]", "\\]")


def move_value(raw: str, size: int) -> Point | None:
    """A B or W value: a point, or ``None`` for a pass (``[]``, or ``[tt]`` up to 19x19)."""
    try:
        return from_sgf(raw, size)
    except CoordError:
        raise SgfError("not_a_point", property="", value=_short(raw), size=size) from None


def point_list_value(values: list[str], size: int) -> list[Point]:
    """An AB/AW/AE list: points and ``aa:cc`` rectangles (either corner first); ``[]`` is none.

    Each point comes once, in the order first listed: a rectangle repeated a
    thousand times still gives one board's worth of points.
    """
    points: dict[Point, None] = {}
    for raw in values:
        if not raw:
            continue
        corners = raw.split(":")
        try:
            if len(corners) > 2:
                raise CoordError(raw)
            first, last = from_sgf(corners[0], size), from_sgf(corners[-1], size)
        except CoordError:
            first = last = None
        if first is None or last is None:  # tt is a pass in a move, never a point to set up
            raise SgfError("not_a_point", property="", value=_short(raw), size=size)
        (r1, c1), (r2, c2) = first, last
        rows = range(min(r1, r2), max(r1, r2) + 1)
        columns = range(min(c1, c2), max(c1, c2) + 1)
        points.update(dict.fromkeys((row, column) for row in rows for column in columns))
    return list(points)


def _short(raw: str) -> str:
    return raw if len(raw) <= 20 else raw[:20] + "..."


# ---- reading ----------------------------------------------------------------


def board_size(raw: str | None) -> int | str:
    """``SZ``'s board size (19 when absent), or a message saying why it is not one."""
    size = read_board_size(raw)
    return str(size) if isinstance(size, SgfError) else size


def read_board_size(raw: str | None) -> int | SgfError:
    """``SZ``'s board size (19 when absent), or the error saying why it is not one."""
    if raw is None:
        return DEFAULT_SIZE
    width, _, height = raw.strip().partition(":")
    side = whole_number(width) if width.isascii() and width.isdigit() else None
    if side is None or (height and whole_number(height) is None):
        return SgfError("size_not_number", value=_short(raw))
    if height and whole_number(height) != side:
        return SgfError("size_not_square", value=_short(raw))
    if not MIN_SIZE <= side <= MAX_SIZE:
        return SgfError("size_out_of_range", value=_short(width), low=MIN_SIZE, high=MAX_SIZE)
    return side


def load_sgf(data: bytes | str) -> SgfGame:
    """The first game in ``data``; the others are parsed (a damaged one is an error), not loaded."""
    text, warnings = _decode(data)
    trees = parse_collection(text)
    if len(trees) > 1:
        warnings.append(SgfWarning("games", count=len(trees)))
    return _load_tree(text, trees[0], warnings)


def load_collection(data: bytes | str) -> list[SgfGame]:
    """Every game in ``data``, each with its own warnings."""
    text, warnings = _decode(data)
    return [_load_tree(text, tree, list(warnings)) for tree in parse_collection(text)]


def decode_text(data: bytes | str) -> tuple[str, list[str]]:
    """SGF input as text, read as :func:`load_sgf` reads it, and warnings about its charset.

    For readers that walk the trees themselves (the problem collections).
    """
    return _decode(data)


def _decode(data: bytes | str) -> tuple[str, list[str]]:
    """Text from the input, read in the charset the first game's CA names."""
    if len(data) > MAX_INPUT_BYTES:
        limit = MAX_INPUT_BYTES // (1024 * 1024)
        raise SgfError("too_large", megabytes=round(len(data) / (1024 * 1024), 1), limit=limit)
    if isinstance(data, str):
        return data.removeprefix("\ufeff"), []
    warnings: list[str] = []
    marked = next((name for bom, name in _MARKS if data.startswith(bom)), None)
    if marked is not None:  # a byte-order mark is surer than any CA
        text = data.decode(marked, "replace").removeprefix("\ufeff")
        if "\ufffd" in text:
            warnings.append(SgfWarning("bad_bytes", charset=marked.upper()))
        return text, warnings
    declared = (root_properties(data.decode("latin-1")).get("CA") or [""])[0].strip()
    if declared:
        try:
            charset = _WIDER_CHARSETS.get(codecs.lookup(declared).name, declared)
        except (LookupError, ValueError):
            charset = declared
        decoded = _decode_with(data, charset)
        if decoded is not None:
            text, replaced = decoded
            if replaced:
                warnings.append(SgfWarning("bad_bytes", charset=_short(declared)))
            return text, warnings
        warnings.append(SgfWarning("unknown_charset", value=_short(declared)))
    try:
        return data.decode("utf-8"), warnings
    except UnicodeDecodeError:
        warnings.append(SgfWarning("not_utf8"))
        return data.decode("latin-1"), warnings


_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),  # before UTF-16: its mark starts the same way
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
"""Byte-order marks and the codec that reads past them."""


def _decode_with(data: bytes, charset: str) -> tuple[str, bool] | None:
    """The text and whether bytes were replaced, or ``None`` if Python has no such text codec."""
    for errors in ("strict", "replace"):
        try:
            return data.decode(charset, errors), errors == "replace"
        except UnicodeDecodeError:
            continue
        except (LookupError, ValueError):  # not a text codec, or a codec that cannot decode
            return None
    return None


class _Root:
    """Reads root properties, noting what is odd in the warnings."""

    def __init__(self, text: str, root: Node, warnings: list[str]) -> None:
        self.text, self.root, self.warnings = text, root, warnings

    def value(self, ident: str) -> str | None:
        values = self.root.props.get(ident)
        if not values:
            return None
        if len(values) > 1:
            self.warnings.append(SgfWarning("values", property=ident, count=len(values)))
        return values[0]

    def check_go(self) -> None:
        game_type = self.value("GM")
        if game_type is not None and game_type.strip() != "1":
            raise error_at(self.text, self.root.offset, "not_go", value=_short(game_type))

    def info(self, rules_name: str) -> GameInfo:
        info = GameInfo(
            rules=rules_name,
            handicap=self.handicap(),
            extra={k: v for k, v in self.root.props.items() if k not in _READ and not _ours(k, v)},
        )
        for ident, name in _INFO_FIELDS.items():
            raw = self.value(ident)
            if raw is not None:
                setattr(info, name, simple_text_value(raw))
        return info

    def size(self) -> int:
        size = read_board_size(self.value("SZ"))
        if isinstance(size, SgfError):
            raise size.at(self.text, self.root.offset)
        return size

    def komi(self) -> float:
        raw = self.value("KM")
        if raw is None:
            return DEFAULT_KOMI
        komi = decimal_number(raw)
        if komi is None:
            self.warnings.append(SgfWarning("komi", value=_short(raw), komi=DEFAULT_KOMI))
            return DEFAULT_KOMI
        return komi

    def handicap(self) -> int:
        raw = self.value("HA")
        if raw is None:
            return 0
        stones = whole_number(raw)
        if stones is None or not 0 <= stones <= MAX_SIZE * MAX_SIZE:
            self.warnings.append(SgfWarning("handicap", value=_short(raw)))
            return 0
        return stones

    def rules(self) -> tuple[Rules, str]:
        raw = self.value("RU")
        if raw is None:
            return JAPANESE, ""
        name = simple_text_value(raw).strip()
        try:
            return Rules.named(name), name
        except ValueError:
            self.warnings.append(SgfWarning("rules", value=_short(name)))
            return JAPANESE, name


def _load_tree(text: str, root: Node, warnings: list[str]) -> SgfGame:
    """Give one game tree its Go meaning and replay its main line."""
    _split_root_move(root)
    read = _Root(text, root, warnings)
    read.check_go()
    size = read.size()
    rules, rules_name = read.rules()
    info = read.info(rules_name)
    komi = read.komi()
    line = _MainLine(text, size, warnings)
    line.read(root)
    game = line.replay(komi, info.handicap, rules)
    return SgfGame(game, info, warnings, root, line.then or game.to_move)


class _MainLine:
    """The main line as a Game takes it: setup stones, who starts, the moves in order."""

    def __init__(self, text: str, size: int, warnings: list[str]) -> None:
        self.text, self.size, self.warnings = text, size, warnings
        self.setup: dict[Point, Color] = {}
        self.first: Color | None = None
        self.then: Color | None = None  # a PL after the last move
        self.moves: list[tuple[Color, Point | None, Node]] = []

    def read(self, root: Node) -> None:
        """Take in the nodes of the main line, up to one the Game cannot hold."""
        moves, size, warnings = self.moves, self.size, self.warnings
        first: Color | None = None
        then: Color | None = None
        for number, node in enumerate(root.main_line()):
            props = node.props
            present = [ident for ident in _SETUP if ident in props]
            if _ends_line(props, len(moves)):
                self._warn_cut(number, node, present)
                break
            try:
                if present:
                    self._set_up(props, present)
                player = _player(props["PL"][0], warnings) if "PL" in props else None
                move = _node_move(node, size)
            except SgfError as error:
                raise error.at(self.text, node.offset) from None
            if player is not None and not moves:
                first = player
            if move is not None:
                if len(moves) == MAX_MOVES:
                    raise error_at(self.text, node.offset, "too_many_moves", limit=MAX_MOVES)
                moves.append((*move, node))
                then = None
            if (
                player is not None
                and moves
                and (move is None or _listed_after(props, "PL", move[0].letter))
            ):
                then = player
        self.first, self.then = first, then

    def _warn_cut(self, number: int, node: Node, present: list[str]) -> None:
        """Warn that the line ends at ``node``: what comes before is loaded."""
        where = locate(self.text, node.offset)
        moves = len(self.moves)
        if present and moves:
            cut = SgfWarning(
                "setup_cut", *where, number=number, properties=", ".join(present), moves=moves
            )
        else:
            cut = SgfWarning("both_cut", *where, number=number, moves=moves)
        self.warnings.append(cut)

    def _set_up(self, props: dict[str, list[str]], present: list[str]) -> None:
        for ident in present:
            color = None if ident == "AE" else Color.parse(ident[1])
            try:
                points = point_list_value(props[ident], self.size)
            except SgfError as error:
                raise SgfError(error.key, **(error.params | {"property": ident})) from None
            for point in points:
                if color is None:
                    self.setup.pop(point, None)
                else:
                    self.setup[point] = color

    def replay(self, komi: float, handicap: int, rules: Rules) -> Game:
        """The Game the line records, every move played through its rules."""
        setup = self.setup
        first = self.first
        if first is None:
            first = Color.WHITE if handicap >= 2 and setup else Color.BLACK
        game = Game(
            size=self.size,
            komi=komi,
            handicap=handicap if setup and handicap >= 2 else 0,
            # Records are checked for simple ko only: servers differ on superko (AGA and
            # NZ are situational, Rules.named makes them positional), and a record
            # the server accepted should load.
            rules=Rules(ko=KoRule.SIMPLE, scoring=rules.scoring, capture_goal=rules.capture_goal),
            setup=setup,
            first=first,
            free_order=True,
        )
        for number, (color, target, node) in enumerate(self.moves, 1):
            result = game.play(target, color)
            if isinstance(result, Refused):
                raise error_at(
                    self.text,
                    node.offset,
                    "illegal_move",
                    number=number,
                    color=color.letter,
                    point=to_vertex(target, self.size),
                    reason=result.reason.value.replace("_", " "),
                    refusal=result.reason.value,
                )
        game.rules = rules
        return game


def _ends_line(props: dict[str, list[str]], moves: int) -> bool:
    """Whether the main line stops at a node, after ``moves`` moves: one a Game cannot hold."""
    return ("B" in props and "W" in props) or (moves > 0 and any(i in props for i in _SETUP))


def _split_root_move(root: Node) -> None:
    """Move a move out of the root into a node of its own, so roots only set up."""
    if "B" in root.props or "W" in root.props:
        moved = {k: root.props.pop(k) for k in list(root.props) if k in _MOVE_PROPS}
        root.children = [Node(moved, root.children, root.offset)]


def _node_move(node: Node, size: int) -> tuple[Color, Point | None] | None:
    """The move a node holds, if any; :class:`SgfError` for a bad one."""
    black, white = node.props.get("B"), node.props.get("W")
    if black is not None and white is not None:
        raise SgfError("both_colors")
    values, color = (black, Color.BLACK) if black is not None else (white, Color.WHITE)
    if values is None:
        return None
    if len(values) != 1:
        raise SgfError("move_values", color=color.letter, count=len(values))
    try:
        return color, move_value(values[0], size)
    except SgfError as error:
        raise SgfError(error.key, **(error.params | {"property": color.letter})) from None


def _listed_after(props: dict[str, list[str]], later: str, earlier: str) -> bool:
    """Whether property ``later`` comes after ``earlier`` in the node, in file order."""
    order = list(props)
    return order.index(later) > order.index(earlier)


def _player(raw: str, warnings: list[str]) -> Color | None:
    if raw.strip() in ("1", "2"):  # FF[3] writers that number the colours, Black first
        return Color(int(raw.strip()))
    try:
        return Color.parse(raw)
    except ValueError:
        warnings.append(SgfWarning("player", value=_short(raw)))
        return None


# ---- writing ----------------------------------------------------------------


LineMoves = Sequence[tuple[Color, Point | None]]
"""The moves of a line of play, each with its colour (``None``: a pass)."""


def side_lines(
    tree: Node, size: int, limit: int = 200
) -> list[tuple[int, list[tuple[Color, Point | None]]]]:
    """Every line of play branching off the tree's main line, as (the main line's moves
    before it, its moves to the end): one per leaf, so a nested branch is a line of its own,
    its shared moves repeated.  Only the part of the main line a game loads is looked at,
    a line stops at a node it cannot play (setup, a bad move), and at most ``limit``."""
    lines: list[tuple[int, list[tuple[Color, Point | None]]]] = []
    played = 0
    for node in tree.main_line():
        if node is not tree and _ends_line(node.props, played):
            break
        try:
            move = _node_move(node, size)
        except ValueError:
            break
        played += move is not None
        for side in node.children[1:]:
            for moves in _paths(side, size):
                if len(lines) == limit:
                    return lines
                if moves:
                    lines.append((played, moves))
    return lines


def nodes_along(tree: Node, size: int, moves: LineMoves) -> list[list[Node]]:
    """The tree's nodes for each position of the line that plays ``moves``, the start
    first: the node of that position and the moveless nodes (a setup, a note) that follow
    it alone, passed through with it.  As far as the tree has that line: shorter where
    the line leaves it."""
    positions = [_passed_through(tree)]
    for move in moves:
        children = positions[-1][-1].children
        child = next((c for c in children if _plays(c, move, size)), None)
        if child is None:
            break
        positions.append(_passed_through(child))
    return positions


def note_along(tree: Node, size: int, moves: LineMoves) -> Note:
    """The tree's note on the position after ``moves`` from its start, along whichever
    of its lines plays them (an empty one where it has no such line): the comments (C)
    of the position's nodes (:func:`nodes_along`) one after the other, and their marks
    (TR, CR, SQ, MA, LB, and FF[3]'s L and M).  A point marked twice keeps the mark read
    last; a mark off the board and a label without text are left out."""
    positions = nodes_along(tree, size, moves)
    if len(positions) <= len(moves):
        return Note()
    return note_of(positions[-1], size)


def note_of(nodes: Sequence[Node], size: int) -> Note:
    """The note of a position's nodes (one of :func:`nodes_along`'s), as :func:`note_along`
    reads it: for a reader that keeps the nodes of a line and steps along it."""
    comments = [text_value(node.props["C"][0]) for node in nodes if node.props.get("C")]
    marks: dict[Point, Shape | str] = {}
    for node in nodes:
        for ident, values in node.props.items():  # in file order: the last read stands
            if ident == "LB":
                marks |= _labels(values, size)
            elif ident in _SHAPES:
                marks |= dict.fromkeys(_points(values, size), Shape(ident))
            elif ident == "L":  # FF[3]: the points lettered a, b, c ... in the order given
                marks |= dict(zip(_points(values, size), ascii_lowercase, strict=False))
            elif ident == "M":  # FF[3]'s one mark, drawn as FF[4] draws MA
                marks |= dict.fromkeys(_points(values, size), Shape.CROSS)
    return Note("\n\n".join(comments), marks)


def _labels(values: list[str], size: int) -> dict[Point, str]:
    """LB's ``point:text`` values, each point with its text; one without either is left out."""
    labels: dict[Point, str] = {}
    for raw in values:
        where, colon, text = raw.partition(":")
        text = simple_text_value(text).strip()
        if colon and text:
            labels |= dict.fromkeys(_points([where], size), text)
    return labels


def _points(values: list[str], size: int) -> list[Point]:
    """The points of a list of marks, each value on its own: one off the board is left out."""
    points: list[Point] = []
    for raw in values:
        try:
            points += point_list_value([raw], size)
        except SgfError:
            continue
    return points


def _passed_through(node: Node) -> list[Node]:
    """``node`` and the moveless nodes that follow it alone, in order."""
    nodes = [node]
    while len(node.children) == 1 and not any(i in node.children[0].props for i in "BW"):
        node = node.children[0]
        nodes.append(node)
    return nodes


def _plays(node: Node, move: tuple[Color, Point | None], size: int) -> bool:
    try:
        return _node_move(node, size) == move
    except ValueError:
        return False


def _paths(top: Node, size: int) -> Iterator[list[tuple[Color, Point | None]]]:
    """The moves from ``top`` to each leaf under it, without recursion (deep trees); the
    moves so far are copied only where the line forks."""
    stack: list[tuple[Node, list[tuple[Color, Point | None]]]] = [(top, [])]
    while stack:
        node, before = stack.pop()
        moves = list(before)
        while True:
            if any(ident in node.props for ident in _SETUP):
                yield moves
                break
            try:
                move = _node_move(node, size)
            except ValueError:
                yield moves
                break
            if move is not None:
                moves.append(move)
            if len(node.children) != 1:
                if not node.children:
                    yield moves
                stack.extend((child, moves) for child in reversed(node.children))
                break
            node = node.children[0]


def dump_sgf(
    game: Game,
    info: GameInfo | None = None,
    tree: Node | None = None,
    marks: Mapping[int, Mapping[str, list[str]]] | None = None,
    branches: Sequence[tuple[int, LineMoves]] = (),
    notes: Mapping[tuple[tuple[Color, Point | None], ...], Mapping[str, list[str]]] | None = None,
) -> str:
    """The game as FF[4] SGF text (to be saved as UTF-8).

    The main line is ``game.record``, moves beyond the cursor included.  With
    ``tree`` (from :func:`load_sgf`) its nodes are kept while they agree with
    the record, comments and markup included, and every side branch hanging
    from them is written back, the old main line too where the record leaves
    it.  Root properties come from ``game`` and ``info`` alone.  ``marks`` adds
    properties to the node of a move by its number (``0``: the root), such as
    the time left in BL/WL; a comment in them is added to the node's own.
    ``branches`` adds lines of play: each hangs after that many moves of the main
    line, as a variation, going along the moves it shares with one already there.
    ``notes`` adds properties as ``marks`` does, to the node of the position after those
    moves, on any line written (a line not written gets none).  The loaded tree itself is
    never changed: a node of it that gains a branch or a note is written as a copy.
    """
    info = info or GameInfo()
    root = Node(_root_props(game, info))
    at, side, played = root, list[Node](), 0
    if tree is not None:
        at, side, played = _follow(root, tree, game)
    chain: list[Node] = []
    for move in game.record[played:]:
        chain.append(Node({move.color.letter: [to_sgf(move.point, game.size)]}))
    if side and not chain:
        chain.append(Node())  # an empty main line, so that no side branch reads as one
    for parent, child in pairwise([at, *chain]):
        parent.children.append(child)
    at.children += side
    if marks:
        _mark_moves(root, len(game.record), marks)
    for start, moves in branches:
        _hang(root, start, moves, game.size)
    for moves, props in (notes or {}).items():
        node = _owned_path(root, moves, game.size)
        if node is not None:
            _mark(node.props, props)
    return serialise([root])


def _hang(root: Node, start: int, moves: LineMoves, size: int) -> None:
    """Hang ``moves`` as a variation after move ``start`` of the main line, along the
    nodes of a variation there that plays the same first moves."""
    at, number = root, 0
    for node in root.main_line():
        if number == start:
            break
        if node is not root and ("B" in node.props or "W" in node.props):
            number += 1
            at = node
    if number < start or not at.children:  # the end of the main line: no side to hang on
        return
    for color, point in moves:
        index = _child_playing(at, (color, point), size)
        if index is None:
            child = Node({color.letter: [to_sgf(point, size)]})
            at.children.append(child)
            at = child
        else:
            at = _owned_child(at, index)


def _owned_path(root: Node, moves: LineMoves, size: int) -> Node | None:
    """The node of the position after ``moves`` in a tree being written, its nodes on the
    way copied (:func:`_owned_child`); ``None`` where the tree has no such line.  The
    moveless nodes that follow a position alone are passed, as :func:`nodes_along` does."""
    node = root
    for move in moves:
        while len(node.children) == 1 and not any(i in node.children[0].props for i in "BW"):
            node = _owned_child(node, 0)
        index = _child_playing(node, move, size)
        if index is None:
            return None
        node = _owned_child(node, index)
    return node


def _child_playing(node: Node, move: tuple[Color, Point | None], size: int) -> int | None:
    return next((i for i, child in enumerate(node.children) if _plays(child, move, size)), None)


def _owned_child(parent: Node, index: int) -> Node:
    """``parent``'s child at ``index``, copied in its place with a list of children of its
    own: what the writer then changes there leaves the loaded tree as it was."""
    child = parent.children[index]
    copy = Node(dict(child.props), list(child.children), child.offset)
    parent.children[index] = copy
    return copy


def cut_line(tree: Node, size: int, moves: LineMoves) -> bool:
    """Take the node of the position after ``moves`` out of ``tree``, with all that
    follows it (a variation deleted); ``False`` where the tree has no such node."""
    positions = nodes_along(tree, size, moves)
    if not moves or len(positions) <= len(moves):
        return False
    parent, node = positions[-2][-1], positions[-1][0]
    parent.children = [child for child in parent.children if child is not node]
    return True


def _mark_moves(root: Node, moves: int, marks: Mapping[int, Mapping[str, list[str]]]) -> None:
    """Add each move's ``marks`` to its node on the main line (the root is move 0)."""
    _mark(root.props, marks.get(0, {}))
    number = 0
    for node in root.main_line():
        if number == moves:
            return
        if node is not root and ("B" in node.props or "W" in node.props):
            number += 1
            _mark(node.props, marks.get(number, {}))


def _mark(props: dict[str, list[str]], marks: Mapping[str, list[str]]) -> None:
    """Set ``marks`` on a node; a comment (C) is added to the node's own, each line of it
    once, and never takes its place: a loaded file's comment is the author's."""
    for ident, values in marks.items():
        old = (props.get(ident) or [""])[0]
        if ident == "C" and old:
            lines = old.splitlines()
            fresh = [line for line in values[0].splitlines() if line not in lines]
            props[ident] = ["\n".join([old, *fresh])]
        else:
            props[ident] = list(values)


def _root_props(game: Game, info: GameInfo) -> dict[str, list[str]]:
    props: dict[str, list[str]] = {
        "FF": ["4"],
        "GM": ["1"],
        "CA": ["UTF-8"],
        "AP": list(info.extra.get("AP", [f"go-tui:{__version__}"])),  # another program's stays
        "SZ": [str(game.size)],
        "KM": [repr(float(game.komi)).removesuffix(".0")],
    }
    handicap = game.handicap or info.handicap
    if handicap:  # as the file gave it: HA[1] (no stones, no komi) is kept too
        props["HA"] = [str(handicap)]
    props["RU"] = [escape_text(_rules_text(game.rules, info.rules))]
    for ident, name in _INFO_FIELDS.items():
        value = getattr(info, name)
        if value:
            props[ident] = [escape_text(value)]
    props |= {k: list(v) for k, v in info.extra.items() if k not in props}
    assert game.first is not None
    expected = Color.WHITE if handicap >= 2 and game.setup else Color.BLACK
    if game.first is not expected:
        props["PL"] = [game.first.letter]
    for color in (Color.BLACK, Color.WHITE):
        points = sorted(p for p, c in game.setup.items() if c is color)
        if points:
            props["A" + color.letter] = [to_sgf(p, game.size) for p in points]
    return props


def _ours(ident: str, values: list[str]) -> bool:
    """Whether a root property is go-tui's name as the writer (``AP[go-tui:0.1.0]``),
    which the next save writes anew with this version."""
    return ident == "AP" and bool(values) and values[0].startswith("go-tui")


def _rules_text(rules: Rules, written: str) -> str:
    """RU as the file had it when that still names these rules, else the name other
    programs read (``Japanese``, ``Chinese``) or the engine's own."""
    try:
        if written and Rules.named(written) == rules and written not in _RU_NAMES:
            return written
    except ValueError:
        if rules == JAPANESE:  # read as Japanese because the name was unknown
            return written
    return _RU_NAMES.get(rules.name, rules.name)


_RU_NAMES = {"japanese": "Japanese", "chinese": "Chinese"}
"""The rule sets as SGF's RU names them (go-tui wrote them in lower case before)."""


def _follow(root: Node, tree: Node, game: Game) -> tuple[Node, list[Node], int]:
    """Copy the tree's main line under ``root`` while it agrees with the record.

    Returns the node the record's remaining moves hang from, the side branches
    to put after them, and how many record moves the copied nodes hold.
    """
    record = game.record
    at, side = root, list(tree.children[1:])
    played = 0
    source = tree
    while source.children:
        node = source.children[0]
        if _ends_line(node.props, played):  # where loading stopped
            if played < len(record):  # played on since: the old line is a variation
                side.insert(0, node)
                break
            copy = Node(dict(node.props), list(node.children))  # else it goes on as it was
            at.children = [copy, *side]
            return copy, [], played
        try:
            move = _node_move(node, game.size)
        except ValueError:  # a move the record cannot hold: the tree leaves the record here
            side.insert(0, node)
            break
        if move is not None:
            if played == len(record) or (record[played].color, record[played].point) != move:
                side.insert(0, node)
                break
            played += 1
        props = dict(node.props)
        if move is None and played == 0:  # before the first move: the root holds the setup
            for ident in (*_SETUP, "PL"):
                props.pop(ident, None)
        source = node
        if not props:
            side += node.children[1:]
            continue
        copy = Node(props)
        at.children = [copy, *side]
        at, side = copy, list(node.children[1:])
    return at, side, played
