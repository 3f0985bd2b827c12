"""What each point of the board shows: the overlays a screen sets, the glyphs, the move
numbers, the ghost, and the disc a stone is drawn as; no Textual here.

:class:`Scene` reads one position with everything laid over it and tells, point by point,
the glyph and the style names (``black``, ``cursor``...) of the component classes of
:class:`~go_tui.ui.widgets.board.BoardView` that draw it; :class:`Cells` is one line of
the drawn board.  A stone keeps its own glyph and colour whatever is said of it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from go_tui.engine import Board, Color, Game, Move, Point, star_points


class Mark(StrEnum):
    """What an overlay says about a point."""

    DEAD = "dead"
    BLACK_TERRITORY = "black_territory"
    WHITE_TERRITORY = "white_territory"
    NEUTRAL = "neutral"
    SEKI = "seki"
    """A stone of a group living in seki (its neighbouring empty points are neutral)."""
    MARKED = "marked"
    RIGHT = "right"
    WRONG = "wrong"
    HINT = "hint"
    """The built-in player's move, asked for as a hint (an empty point)."""
    TRIANGLE = "triangle"
    """The marks of an opened record (SGF TR, CR, SQ, MA) on the position shown."""
    CIRCLE = "circle"
    SQUARE = "square"
    CROSS = "cross"
    FILLED_BLACK = "filled_black"
    """The booklet's check: a black stone White took, laid into Black's territory; drawn
    as a faint stone, unlike the open border's mark."""
    FILLED_WHITE = "filled_white"


class Numbering(StrEnum):
    """Which stones show the number of the move that put them there."""

    OFF = "off"
    LAST = "last"
    """The stones of the last :data:`LAST_MOVES` moves."""
    ALL = "all"


LAST_MOVES = 10
NARROW_ALL = 100
"""How many moves "all" numbers in cells of two columns, where a number shows only its
last two digits: within 100 moves in a row no two numbers end alike."""


def move_numbers(
    moves: Sequence[Move], board: Board, numbering: Numbering, most: int | None = None
) -> dict[Point, int]:
    """The number of the move that put each stone standing on ``board`` there; with
    ``most``, "all" numbers only that many of the last moves.

    The last move played on a point is the stone there, if one stands there at all:
    a stone captured and played again shows its newer number; a setup stone none.
    """
    if numbering is Numbering.OFF:
        return {}
    if numbering is Numbering.LAST:
        first = len(moves) - LAST_MOVES + 1
    else:
        first = 1 if most is None else len(moves) - most + 1
    numbers: dict[Point, int] = {}
    for number, move in enumerate(moves, 1):
        if move.point is not None:
            numbers[move.point] = number
    return {
        point: number
        for point, number in numbers.items()
        if number >= first and board[point] is moves[number - 1].color
    }


def number_text(number: int, room: int) -> str:
    """``number`` as it fits in ``room`` columns: its last two digits when too long,
    as Go clients show move 123 as 23."""
    text = str(number)
    return text if len(text) <= room else text[-2:]


@dataclass(frozen=True)
class Label:
    """A letter (or short text; its first character is drawn) on a point."""

    text: str


Overlay = Mark | Label


@dataclass(frozen=True)
class Crop:
    """Part of the board, rows ``top..bottom`` and columns ``left..right`` inclusive."""

    top: int
    left: int
    bottom: int
    right: int

    def __contains__(self, point: object) -> bool:
        if not isinstance(point, tuple) or len(point) != 2:
            return False
        row, col = point
        return bool(self.top <= row <= self.bottom and self.left <= col <= self.right)


_GRID = ("┌┬┐", "├┼┤", "└┴┘")
"""The grid by [row][column], each 0 on the top or left edge, 2 on the other edge, else 1."""
STONES = {Color.BLACK: "●", Color.WHITE: "○"}
_DEAD_MARK = "✕"
_TERRITORY = {Mark.BLACK_TERRITORY: "▪", Mark.WHITE_TERRITORY: "▫"}
"""Smaller than a stone, filled for Black and hollow for White as the stones are."""
_RECORD_MARKS = {Mark.TRIANGLE: "▲", Mark.CIRCLE: "◎", Mark.SQUARE: "▣", Mark.CROSS: "☓"}
"""The record's marks: shaped as SGF names them, and unlike the stones and go-tui's own
marks (the estimate's △ and ✕, say), which may lie on the board beside them."""
_GLYPHS = {
    **_TERRITORY,
    Mark.NEUTRAL: "·",
    Mark.MARKED: "△",
    Mark.RIGHT: "✓",
    Mark.WRONG: "✗",
    Mark.HINT: "✦",
    Mark.FILLED_BLACK: STONES[Color.BLACK],
    Mark.FILLED_WHITE: STONES[Color.WHITE],
    **_RECORD_MARKS,
}
"""The marks on an empty point."""
# And of the ASCII mode.
_ASCII_STONE = {Color.BLACK: "X", Color.WHITE: "O"}
_ASCII_FAINT = {Color.BLACK: "x", Color.WHITE: "o"}
"""A dead stone, or the ghost of the stone the player to move would put down."""
_ASCII_MARK = {
    Mark.BLACK_TERRITORY: "b",
    Mark.WHITE_TERRITORY: "w",
    Mark.NEUTRAL: "-",
    Mark.MARKED: "^",
    Mark.RIGHT: "*",
    Mark.WRONG: "#",
    Mark.HINT: "!",
    Mark.TRIANGLE: "<",
    Mark.CIRCLE: "@",
    Mark.SQUARE: "=",
    Mark.CROSS: "%",
    Mark.FILLED_BLACK: _ASCII_FAINT[Color.BLACK],
    Mark.FILLED_WHITE: _ASCII_FAINT[Color.WHITE],
}
_MARK_STYLES = {
    Mark.FILLED_BLACK: "ghost-black",
    Mark.FILLED_WHITE: "ghost-white",
    Mark.BLACK_TERRITORY: "territory-black",
    Mark.WHITE_TERRITORY: "territory-white",
    **dict.fromkeys(_RECORD_MARKS, "label"),
}
"""Style names of the marks on empty points not named like the mark itself: the record's
marks are drawn as its labels are."""
_BEHIND = {
    Mark.MARKED: "on-marked",
    Mark.RIGHT: "on-right",
    Mark.WRONG: "on-wrong",
    Mark.SEKI: "on-seki",
    **dict.fromkeys(_RECORD_MARKS, "on-record"),
}
"""Marks on a stone, drawn as a background behind it: the stone keeps its own glyph and colour."""
_NAME = {Color.BLACK: "black", Color.WHITE: "white"}

Styles = tuple[str, ...]
"""Style names of one character, the stone or mark first, then the backgrounds laid behind it."""
WOOD: Styles = ("wood",)
NUMBER_STYLES: dict[Styles, Styles] = {(name,): (f"number-{name}",) for name in _NAME.values()}
"""A plain stone's number: on the stone's colour, in a colour that reads on it."""
SHADED_NUMBER_STYLES: dict[Styles, Styles] = {
    (name,): (f"number-{name}-shade",) for name in _NAME.values()
}
"""A plain stone's number on every other point in cells of two columns: on a second shade
of the stone's colour, so that two numbers side by side (``11`` ``13``) read apart."""


@dataclass(frozen=True)
class Ghost:
    """Who moves next and where they may play: a faint stone of theirs shows under the
    mouse on a point they may play, so a click lands where they expect."""

    color: Color
    allows: Callable[[Point], bool]


def ghost_of(game: Game, color: Color | None = None) -> Ghost:
    """The ghost of ``color`` (default: the side to move), on the points ``game`` allows."""
    mover = game.to_move if color is None else color
    return Ghost(mover, lambda point: game.check(point, mover) is None)


def _grid_glyph(point: Point, size: int) -> str:
    """The grid where no stone stands: a corner, an edge or a crossing."""

    def place(index: int) -> int:
        return 0 if index == 0 else 2 if index == size - 1 else 1

    row, col = point
    return _GRID[place(row)][place(col)]


@cache
def _stars(size: int) -> frozenset[Point]:
    return frozenset(star_points(size))


class Cells:
    """One line of the drawn board, (character, style names) a column, written piece by piece."""

    def __init__(self, width: int) -> None:
        self.cells: list[tuple[str, Styles]] = [(" ", WOOD)] * width

    def put(self, x: int, text: str, style: Styles) -> None:
        """Write ``text`` from column ``x`` on; what falls off the line is left out."""
        cells = self.cells
        for offset, char in enumerate(text):
            if 0 <= x + offset < len(cells):
                cells[x + offset] = (char, style)


@dataclass(frozen=True)
class Disc:
    """A stone drawn as a disc: its style, what lies behind it, and what its middle says."""

    kind: str
    """The style of its blocks: ``black``, ``dead-white``, ``ghost-black``..."""
    behind: Styles
    middle: str
    middle_style: Styles
    last: bool = False
    """The last move: brackets around what its middle says, as beside a glyph."""


@dataclass(frozen=True)
class Scene:
    """What the board shows, read from the widget once a line (a reactive is slow to read)."""

    board: Board
    overlays: Mapping[Point, Overlay]
    last_move: Point | None
    cursor: Point | None
    """The cursor's point, ``None`` while it is hidden."""
    hover: Point | None
    ghost: Ghost | None
    ascii: bool
    numbers: Mapping[Point, int]
    """The move numbers shown on stones."""
    discs: bool
    """Whether stones may be drawn as discs (there is colour, and Unicode)."""

    def cell(self, point: Point) -> tuple[str, Styles]:
        """The glyph and style names of one intersection, overlays included.

        A stone is always drawn with its own glyph and colour; what an overlay says of it
        lies behind it (a background) or beside it (see :meth:`BoardView._put_points`).
        The cursor on an empty point keeps the point's own grid (or mark), bright on the
        cursor's background: it never looks like a stone.
        """
        stone = self.board[point]
        overlay = self.overlays.get(point)
        ascii = self.ascii
        if stone is not None:
            glyph, style = self._stone_cell(stone, overlay)
        elif isinstance(overlay, Label) and overlay.text:
            glyph, style = overlay.text[0], ("label",)
        elif isinstance(overlay, Mark) and overlay not in (Mark.DEAD, Mark.SEKI):
            glyph, style = self._mark_glyph(overlay), (_MARK_STYLES.get(overlay, str(overlay)),)
        elif (ghost := self._ghost_at(point)) is not None:
            glyph = _ASCII_FAINT[ghost] if ascii else STONES[ghost]
            style = (f"ghost-{_NAME[ghost]}",)
        elif point in _stars(self.board.size):
            glyph, style = ("+" if ascii else "╋"), ("star",)
        else:
            glyph, style = ("." if ascii else _grid_glyph(point, self.board.size)), ("grid",)
        if point == self.cursor:
            style += ("cursor-empty",) if style[0] in ("grid", "star") else ("cursor",)
        return glyph, style

    def disc(self, point: Point) -> Disc | None:
        """How the stone (or the ghost) on ``point`` is drawn as a disc, if one is there."""
        stone = self.board[point]
        overlay = self.overlays.get(point)
        behind: Styles = (
            (_BEHIND[overlay],) if isinstance(overlay, Mark) and overlay in _BEHIND else ()
        )
        if point == self.cursor:
            behind += ("cursor",)
        if stone is None:
            ghost = self._ghost_at(point)
            if ghost is None:
                return None
            kind = f"ghost-{_NAME[ghost]}"
            return Disc(kind, behind, STONES[ghost], (kind, f"disc-{kind}"))
        name = _NAME[stone]
        if overlay is Mark.DEAD:
            kind = f"dead-{name}"
            return Disc(kind, behind, _DEAD_MARK, (f"number-{name}", f"disc-{kind}"))
        number = self.numbers.get(point)
        said = self.said_on(point)
        style: Styles
        if number is not None:
            text, style = number_text(number, 3), (f"number-{name}",)
        elif said:
            text, style = said, (f"number-{name}",)
        else:
            text, style = STONES[stone], (name, f"disc-{name}")
        return Disc(name, behind, text, style, last=point == self.last_move)

    def said_on(self, point: Point) -> str:
        """What a label or a record's mark says on ``point`` with a stone: the character
        drawn beside a stone of one column, or in the middle of a disc ("" if none)."""
        overlay = self.overlays.get(point)
        if isinstance(overlay, Label):
            return overlay.text[:1]
        if isinstance(overlay, Mark) and overlay in _RECORD_MARKS:
            return self._mark_glyph(overlay)
        return ""

    def _ghost_at(self, point: Point) -> Color | None:
        """The colour of the faint stone on empty ``point``: under the mouse, where the
        player to move may play.  Never under the keyboard cursor: a cursor that looks like
        a stone makes an empty point (a stone just taken back, say) look taken."""
        ghost = self.ghost
        if ghost is None or point != self.hover or point == self.cursor:
            return None
        return ghost.color if ghost.allows(point) else None

    def _stone_cell(self, stone: Color, overlay: Overlay | None) -> tuple[str, Styles]:
        """A stone's glyph, and its style with what an overlay lays behind it."""
        name = _NAME[stone]
        if overlay is Mark.DEAD:
            return (_ASCII_FAINT[stone] if self.ascii else STONES[stone]), (f"dead-{name}",)
        glyph = _ASCII_STONE[stone] if self.ascii else STONES[stone]
        if isinstance(overlay, Mark) and overlay in _BEHIND:
            return glyph, (name, _BEHIND[overlay])
        return glyph, (name,)

    def _mark_glyph(self, mark: Mark) -> str:
        return mark_glyph(mark, ascii=self.ascii)


def mark_glyph(mark: Mark, *, ascii: bool = False) -> str:
    """The glyph of a mark on an empty point, for the board and for the words that name it."""
    return (_ASCII_MARK if ascii else _GLYPHS)[mark]
