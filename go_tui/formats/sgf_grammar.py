"""SGF grammar: text to a tree of nodes with raw property values, and back.

This layer knows nothing of Go.  A *collection* is a list of game trees; a
game tree is a root :class:`Node` whose ``children`` are its continuations,
the first child being the main line.  Property values are kept *raw*: the
text between ``[`` and ``]`` exactly as written, escapes included, so that a
value written back is what was read, character for character.  Interpreting values
(text, points, numbers) is the job of :mod:`go_tui.formats.sgf`.

Reading is lenient where the SGF world is messy and strict where guessing
would lose data:

* text outside game trees (mail headers, junk after the last ``)``) is skipped;
  a game tree starts at ``(`` followed by ``;``;
* FF[3] property names with lower-case letters (``AddBlack``) keep only their
  capitals (``AB``);
* a property repeated within one node has its values joined;
* anything else that breaks the grammar raises :class:`SgfError` with the line
  and column where it went wrong.

Parsing and writing use explicit stacks, never recursion, so nesting depth is
limited by memory, not by Python's recursion limit.  Memory is held near the
size of the text by limits checked as the tree grows: on nodes, on property
values, and on the points that compressed point lists (``AB[aa:ss]``) stand
for, since a few bytes of those expand to hundreds of points later.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field

MAX_NODES = 250_000
"""More nodes than this in one text is refused: each costs about 500 bytes."""
MAX_VALUES = 1_000_000
"""More property values than this in one text is refused: each costs about 60 bytes."""
MAX_LISTED_POINTS = 500_000
"""More points than this in the point lists of one text is refused, a rectangle
(``aa:ss``) counting every point it covers: each point set up costs about 100 bytes."""

POINT_LISTS = frozenset({"AB", "AE", "AW", "CR", "DD", "MA", "SL", "SQ", "TB", "TR", "TW", "VW"})
"""Properties whose values are points, where SGF allows compressed rectangles."""

# Possessive quantifiers: a value of a million escapes must not leave a million
# backtracking states on the regex engine's stack (that took gigabytes).
_VALUE = r"\[(?P<value>[^\\\]]*+(?:\\.[^\\\]]*+)*+)\]"
_RECTANGLE = re.compile(r"([a-z])([a-z]):([a-z])([a-z])")
_TOKEN = re.compile(rf"\s*(?:{_VALUE}|(?P<ident>[A-Za-z]+)|(?P<punct>[();]))", re.DOTALL)
_TREE_START = re.compile(r"\(\s*;")
_NON_SPACE = re.compile(r"\S")
_LINE_WIDTH = 79


MESSAGES: dict[str, str] = {
    "no_data": "no SGF data found: a game tree starts with '(;'",
    "too_many_nodes": "too many nodes (the limit is {limit:,})",
    "too_many_values": "too many property values (the limit is {limit:,})",
    "too_many_points": "too many points in point lists such as AB (the limit is {limit:,})",
    "value_without_name": "property value without a name",
    "no_value": "property {name} has no value",
    "node_after_variations": "node after variations (a sequence cannot go on)",
    "variation_before_node": "variation before any node (expected ';')",
    "empty_tree": "empty game tree or variation '()'",
    "unexpected_end": "unexpected end of data: {unclosed} unclosed '('",
    "unterminated_value": "unterminated property value (no closing ']')",
    "unexpected_character": "unexpected character {character!r}",
    "property_outside_node": "property outside a node (missing ';')",
    "no_capital": "property name {name!r} has no capital letter",
    "too_large": "input is {megabytes:.1f} MB; the limit is {limit} MB",
    "not_go": "GM[{value}] is not a Go record (Go is GM[1])",
    "size_not_number": "SZ[{value}] is not a board size",
    "size_not_square": "SZ[{value}]: only square boards are supported",
    "size_out_of_range": "SZ[{value}]: board size must be {low} to {high}",
    "not_a_point": "{property}[{value}] is not a point on a {size}x{size} board",
    "both_colors": "one node holds both a black and a white move",
    "move_values": "{color} has {count} values; a move has one",
    "too_many_moves": "more than {limit:,} moves in the main line",
    "illegal_move": "move {number} ({color} {point}) is illegal: {reason}",
}
"""Every error the SGF reader raises, by key, in English; a UI words the key in its own
language from the same values (``illegal_move``'s ``refusal`` is the engine's code for
the ``reason``)."""

WARNINGS: dict[str, str] = {
    "games": "file holds {count} games; the first is loaded",
    "bad_bytes": "some bytes are not valid {charset}; they show as \ufffd",
    "unknown_charset": "unknown charset CA[{value}]; read as UTF-8",
    "not_utf8": "the file is not valid UTF-8; read as ISO-8859-1 (SGF's old default)",
    "values": "{property} has {count} values; the first is used",
    "komi": "KM[{value}] is not a number; komi {komi:g} used",
    "handicap": "HA[{value}] is not a number of stones; ignored",
    "rules": "unknown rules RU[{value}]; Japanese rules are used",
    "setup_cut": "node {number} sets up stones ({properties}) after move {moves}; the game is"
    " loaded up to move {moves} and the rest is kept only in the tree",
    "both_cut": "node {number} holds both a black and a white move; the game is loaded up to"
    " move {moves} and the rest is kept only in the tree",
    "player": "PL[{value}] is not a colour; ignored",
}
"""Every warning the SGF reader gives, by key, in English (see :class:`SgfWarning`)."""

Value = str | int | float


class SgfWarning(str):
    """Something odd about a file that was read all the same: the English text, with the
    ``key`` (one of :data:`WARNINGS`), ``params`` and place, for a UI to word it."""

    key: str
    params: dict[str, Value]
    line: int | None
    column: int | None

    def __new__(
        cls, key: str, line: int | None = None, column: int | None = None, /, **params: Value
    ) -> SgfWarning:
        where = f"line {line}, column {column}: " if line is not None else ""
        warning = super().__new__(cls, where + WARNINGS[key].format(**params))
        warning.key, warning.params, warning.line, warning.column = key, params, line, column
        return warning


class SgfError(ValueError):
    """A file that cannot be read as SGF (or as Go); says what and where.

    ``key`` names the message (one of :data:`MESSAGES`) and ``params`` hold its values,
    so that the UI can word it in any language; ``str()`` is the English, for logs and GTP.
    """

    def __init__(
        self, key: str, line: int | None = None, column: int | None = None, /, **params: Value
    ) -> None:
        where = f"line {line}, column {column}: " if line is not None else ""
        super().__init__(where + MESSAGES[key].format(**params))
        self.key = key
        self.params = params
        self.line = line
        self.column = column

    def at(self, text: str, offset: int) -> SgfError:
        """The same error, located at ``offset`` in ``text``."""
        return SgfError(self.key, *locate(text, offset), **self.params)


@dataclass(slots=True, eq=False, repr=False)
class Node:
    """One node: its properties (raw values, in file order) and its continuations."""

    props: dict[str, list[str]] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)
    offset: int = -1
    """Where the node's ``;`` stands in the parsed text; -1 for a built node."""

    def __repr__(self) -> str:  # not the dataclass one: that recurses down the whole tree
        return f"Node({self.props!r}, {len(self.children)} children)"

    def main_line(self) -> Iterator[Node]:
        """This node, then each first child in turn."""
        node: Node | None = self
        while node is not None:
            yield node
            node = node.children[0] if node.children else None


class Lines:
    """Where each line of a text starts, so that many offsets are located by bisection
    rather than by counting the text before each of them again (a problem file locates
    every move of its solution tree: counting made 100,000 moves take ten seconds)."""

    __slots__ = ("_starts",)

    def __init__(self, text: str) -> None:
        self._starts = [0, *(match.end() for match in _NEWLINE.finditer(text))]

    def locate(self, offset: int) -> tuple[int, int]:
        """Line and column (both from 1) of ``offset``."""
        line = bisect_right(self._starts, offset)
        return line, offset - self._starts[line - 1] + 1


_NEWLINE = re.compile("\n")


def locate(text: str, offset: int) -> tuple[int, int]:
    """Line and column (both from 1) of ``offset`` in ``text``."""
    return Lines(text).locate(offset)


def error_at(text: str, offset: int, key: str, **params: Value) -> SgfError:
    """The error ``key`` (see :data:`MESSAGES`), located at ``offset`` in ``text``."""
    return SgfError(key, *locate(text, offset), **params)


def parse_collection(text: str) -> list[Node]:
    """Every game tree in ``text``, as root nodes; raise :class:`SgfError` if none."""
    trees, broken = parse_until_broken(text)
    if broken is not None:
        raise broken
    return trees


def parse_until_broken(text: str) -> tuple[list[Node], SgfError | None]:
    """The game trees of ``text`` up to the first that cannot be read, and its error
    (``None``: every tree was read; no tree at all is an error).  One pass: a collection
    whose later problem is broken still gives the problems before it."""
    trees: list[Node] = []
    used = _Used()  # the limits are for the whole text
    pos = 0
    while (start := _TREE_START.search(text, pos)) is not None:
        try:
            root, pos = _parse_tree(text, start.start(), used)
        except SgfError as error:
            return trees, error
        trees.append(root)
    return trees, None if trees else SgfError("no_data")


def root_properties(text: str) -> dict[str, list[str]]:
    """The first game's root properties, read without parsing the rest (for CA).

    Reads as far as it can and never raises: the full parse reports errors.
    """
    start = _TREE_START.search(text)
    props: dict[str, list[str]] = {}
    if start is None:
        return props
    pos = start.end()
    values: list[str] | None = None
    while (token := _TOKEN.match(text, pos)) is not None and token.lastgroup != "punct":
        pos = token.end()
        if token.lastgroup == "ident":
            values = props.setdefault(_ident(token.group("ident")), [])
        elif values is not None:
            values.append(token.group("value"))
    return props


def _ident(name: str) -> str:
    """A property name with FF[3]'s lower-case letters dropped (``AddBlack`` is ``AB``)."""
    return name if name.isupper() else "".join(c for c in name if c.isupper())


class _Frame:
    """One open parenthesis: the node its sequence hangs from, its last node so far."""

    __slots__ = ("base", "branched", "last")

    def __init__(self, base: Node) -> None:
        self.base = base
        self.last: Node | None = None
        self.branched = False  # a variation has opened: no more nodes in this sequence


class _Used:
    """How much of each limit the trees parsed so far have used; past one, an error."""

    __slots__ = ("nodes", "points", "values")

    def __init__(self) -> None:
        self.nodes = self.values = self.points = 0

    def node(self, text: str, at: int) -> None:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise error_at(text, at, "too_many_nodes", limit=MAX_NODES)

    def value(self, text: str, at: int, value: str, listed: bool) -> None:
        """Count a value, and the points it stands for if it is in a point list."""
        self.values += 1
        if self.values > MAX_VALUES:
            raise error_at(text, at, "too_many_values", limit=MAX_VALUES)
        if listed:
            self.points += _listed_points(value)
            if self.points > MAX_LISTED_POINTS:
                raise error_at(text, at, "too_many_points", limit=MAX_LISTED_POINTS)


def _listed_points(value: str) -> int:
    """How many points a point-list value stands for: a rectangle's area, else one."""
    corners = _RECTANGLE.fullmatch(value)
    if corners is None:
        return 1
    col1, row1, col2, row2 = (ord(letter) for letter in corners.groups())
    return (abs(col1 - col2) + 1) * (abs(row1 - row2) + 1)


def _parse_tree(text: str, pos: int, used: _Used) -> tuple[Node, int]:
    """Parse the game tree whose ``(`` is at ``pos``: its root and where it ends."""
    holder = Node()  # stands above the root, so every node has a parent
    frames = [_Frame(holder)]  # the tree's own '(' at pos, read here
    pos += 1
    node: Node | None = None  # the node taking properties now
    ident: str | None = None  # the property taking values now
    ident_at = 0
    has_value = False
    values: list[str] = []  # the values of ``ident``
    listed = False  # whether ``ident`` holds points
    match_token = _TOKEN.match
    while True:
        token = match_token(text, pos)
        if token is None:
            raise _unreadable(text, pos, len(frames))
        pos = token.end()
        kind = token.lastgroup
        if kind == "value":
            if ident is None:
                raise error_at(text, token.start("value") - 1, "value_without_name")
            value = token.group("value")
            values.append(value)
            has_value = True
            used.value(text, token.start(), value, listed)
            continue
        if ident is not None and not has_value:
            raise error_at(text, ident_at, "no_value", name=ident)
        if kind == "ident":
            name = token.group(kind)
            ident_at = token.start(kind)
            ident = _ident(name)
            if node is None or not ident:
                raise _bad_property(text, ident_at, name, node)
            values = node.props.setdefault(ident, [])
            listed = ident in POINT_LISTS
            has_value = False
            continue
        ident = None
        char = token.group("punct")
        at = token.start("punct")
        if char == ";":
            frame = frames[-1]
            if frame.branched:
                raise error_at(text, at, "node_after_variations")
            used.node(text, at)
            node = Node({}, [], at)
            (frame.last or frame.base).children.append(node)
            frame.last = node
        else:
            node = None
            if _bracket(frames, char, text, at):
                return holder.children[0], pos


def _bracket(frames: list[_Frame], char: str, text: str, at: int) -> bool:
    """Open a variation at ``(``, or close a sequence at ``)``; true when that closes the tree."""
    if char == "(":
        frame = frames[-1]
        if frame.last is None:
            raise error_at(text, at, "variation_before_node")
        frame.branched = True
        frames.append(_Frame(frame.last))
        return False
    if frames.pop().last is None:
        raise error_at(text, at, "empty_tree")
    return not frames


def _unreadable(text: str, pos: int, unclosed: int) -> SgfError:
    """Why no token can be read at ``pos``: the end of the data, or what stands there."""
    stop = _NON_SPACE.search(text, pos)
    if stop is None:
        return error_at(text, len(text), "unexpected_end", unclosed=unclosed)
    at = stop.start()
    if text[at] == "[":
        return error_at(text, at, "unterminated_value")
    return error_at(text, at, "unexpected_character", character=text[at])


def _bad_property(text: str, at: int, name: str, node: Node | None) -> SgfError:
    """Why property ``name`` cannot be read: no node is open, or it has no capital."""
    if node is None:
        return error_at(text, at, "property_outside_node")
    return error_at(text, at, "no_capital", name=name)


def serialise(trees: list[Node]) -> str:
    """Write game trees as SGF text, values raw; lines kept near 80 characters."""
    out = _Writer()
    for root in trees:
        # A stack of nodes that open a sequence, and None for a closing ')'.
        stack: list[Node | None] = [None, root]
        while stack:
            item = stack.pop()
            if item is None:
                out.write(")")
                continue
            if out.width:
                out.newline()
            node = item
            out.write("(;" + _node_text(node))
            while len(node.children) == 1:
                node = node.children[0]
                out.write(";" + _node_text(node), break_before=True)
            for child in reversed(node.children):
                stack += [None, child]
        out.newline()
    return out.text()


def _node_text(node: Node) -> str:
    return "".join(name + "".join(f"[{v}]" for v in values) for name, values in node.props.items())


class _Writer:
    """Collects output and breaks lines before a piece would pass the line width."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.width = 0

    def write(self, piece: str, break_before: bool = False) -> None:
        if break_before and self.width and self.width + len(piece) > _LINE_WIDTH:
            self.newline()
        self.parts.append(piece)
        newline = piece.rfind("\n")
        self.width = len(piece) - newline - 1 if newline >= 0 else self.width + len(piece)

    def newline(self) -> None:
        self.parts.append("\n")
        self.width = 0

    def text(self) -> str:
        return "".join(self.parts)
