"""BoardView: draws a Go board and reports the point a player chooses.

The widget shows a position and never decides a rule: the screen that owns the
``Game`` sets what to draw, and hears back through :class:`BoardView.PointSelected`.

Public API (stable; the play, marking, lesson and problem screens build on it):

* ``BoardView(board=None, *, ascii=False, name=None, id=None, classes=None)``.
* Reactive attributes, set from outside; each repaints the board:

  - ``board``: the :class:`~go_tui.engine.Board` to draw.  Assign it again
    after the game changed it in place (the attribute always updates).
  - ``last_move``: a point to mark as the last move, or ``None``.
  - ``overlays``: a mapping ``point -> Mark | Label``: dead stones, black or
    white territory, neutral points (dame), stones in seki, highlighted points, a letter
    label, right / wrong feedback.  Assign a new mapping to change it.
  - ``crop``: a :class:`Crop` to show only part of the board (a corner
    problem, say), drawn larger when there is room; ``None`` shows it all.
  - ``cursor``: the point under the keyboard cursor; ``show_cursor`` hides it.
  - ``ascii``: draw with ``X O . +`` for terminals without good Unicode.

* Input: a mouse click on an intersection posts ``BoardView.PointSelected(point)``
  (``event.point``, ``event.board_view``); ``action_move_cursor`` moves the
  cursor.  The keys belong to the screen (:mod:`go_tui.ui.screens.board_keys`),
  which reads the arrows, Enter and typed points in the order they come.
* ``lines()`` returns the drawn board as plain text rows, for tests and logs;
  ``offset_of(point)`` and ``point_at(x, y)`` convert between points and
  content offsets (a test clicks at ``offset_of(point)``).

Coordinates run A-T without I along the top and bottom, and the rows count
up from the bottom on both sides, as GTP and SGF viewers show them.  The cells
grow (2, 4 or 6 columns per point) when the widget has room.  Colours come from
``COMPONENT_CLASSES`` styled in ``DEFAULT_CSS``, so an app theme can restyle
every part of the board.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from go_tui.engine import COLUMNS, Board, Color, Point, star_points


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


SCALES = ((6, 3), (4, 2), (2, 1))
"""Cell sizes (columns, rows per point), largest first; each keeps points square."""
MARGIN = 3
"""Columns left of the first point: a row number of two digits and a space."""

# Glyphs of the Unicode mode.
_GRID = ("┌┬┐", "├┼┤", "└┴┘")
"""The grid by [row][column], each 0 on the top or left edge, 2 on the other edge, else 1."""
_STONE = "●"
_DEAD_STONE = "◌"
_TERRITORY = "■"
_NEUTRAL = "·"
_MARKED = "△"
_RIGHT = "✓"
_WRONG = "✗"
# And of the ASCII mode.
_ASCII_STONE = {Color.BLACK: "X", Color.WHITE: "O"}
_ASCII_DEAD = {Color.BLACK: "x", Color.WHITE: "o"}
_MARK_STYLES = {Mark.BLACK_TERRITORY: "territory-black", Mark.WHITE_TERRITORY: "territory-white"}
"""Style names of the marks not named like the mark itself."""
_ASCII_MARK = {
    Mark.BLACK_TERRITORY: "b",
    Mark.WHITE_TERRITORY: "w",
    Mark.NEUTRAL: "-",
    Mark.MARKED: "^",
    Mark.RIGHT: "*",
    Mark.WRONG: "#",
}


def _grid_glyph(point: Point, size: int) -> str:
    """The grid where no stone stands: a corner, an edge or a crossing."""

    def place(index: int) -> int:
        return 0 if index == 0 else 2 if index == size - 1 else 1

    row, col = point
    return _GRID[place(row)][place(col)]


class _Line:
    """One line of the drawn board, (character, style name) a column, written piece by piece."""

    def __init__(self, width: int) -> None:
        self.cells = [(" ", "wood")] * width

    def put(self, x: int, text: str, style: str) -> None:
        """Write ``text`` from column ``x`` on; what falls off the line is left out."""
        cells = self.cells
        for offset, char in enumerate(text):
            if 0 <= x + offset < len(cells):
                cells[x + offset] = (char, style)


class BoardView(Widget, can_focus=True):
    """A Go board drawn with the Line API; see the module docstring for its API."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "board--wood",
        "board--grid",
        "board--star",
        "board--coord",
        "board--black",
        "board--white",
        "board--last",
        "board--cursor",
        "board--dead-black",
        "board--dead-white",
        "board--territory-black",
        "board--territory-white",
        "board--neutral",
        "board--seki-black",
        "board--seki-white",
        "board--marked",
        "board--label",
        "board--right",
        "board--wrong",
    }

    DEFAULT_CSS = """
    BoardView {
        width: 1fr;
        height: 1fr;
    }
    BoardView > .board--wood { background: #d9a95b; color: #3d2b14; }
    BoardView > .board--grid { background: #d9a95b; color: #5a4020; }
    BoardView > .board--star { background: #d9a95b; color: #2b1d0c; text-style: bold; }
    BoardView > .board--coord { background: #d9a95b; color: #4a3418; }
    BoardView > .board--black { background: #d9a95b; color: #000000; text-style: bold; }
    BoardView > .board--white { background: #d9a95b; color: #ffffff; text-style: bold; }
    BoardView > .board--last { background: #d9a95b; color: #c0161d; text-style: bold; }
    BoardView > .board--cursor { background: #1f6feb; color: #ffffff; text-style: bold; }
    BoardView > .board--dead-black { background: #d9a95b; color: #3a3a3a; }
    BoardView > .board--dead-white { background: #d9a95b; color: #f4f4f4; }
    BoardView > .board--territory-black { background: #d9a95b; color: #000000; }
    BoardView > .board--territory-white { background: #d9a95b; color: #ffffff; }
    BoardView > .board--neutral { background: #d9a95b; color: #8a1c1c; text-style: bold; }
    BoardView > .board--seki-black { background: #9fc7a0; color: #000000; text-style: bold; }
    BoardView > .board--seki-white { background: #9fc7a0; color: #ffffff; text-style: bold; }
    BoardView > .board--marked { background: #e8d44d; color: #1a1a1a; text-style: bold; }
    BoardView > .board--label { background: #d9a95b; color: #0b3d91; text-style: bold; }
    BoardView > .board--right { background: #d9a95b; color: #0a6e1e; text-style: bold; }
    BoardView > .board--wrong { background: #d9a95b; color: #c0161d; text-style: bold; }
    BoardView:focus > .board--cursor { background: #1f6feb; }
    """

    board: reactive[Board] = reactive(lambda: Board(19), always_update=True, layout=True)
    last_move: reactive[Point | None] = reactive(None)
    overlays: reactive[Mapping[Point, Overlay]] = reactive(dict, always_update=True)
    crop: reactive[Crop | None] = reactive(None, layout=True)
    cursor: reactive[Point] = reactive((0, 0))
    show_cursor: reactive[bool] = reactive(True)
    ascii: reactive[bool] = reactive(False)

    @dataclass
    class PointSelected(Message):
        """A player chose this point (click, or cursor and Enter/Space)."""

        board_view: BoardView
        point: Point

        @property
        def control(self) -> BoardView:
            return self.board_view

    def __init__(
        self,
        board: Board | None = None,
        *,
        ascii: bool = False,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        if board is not None:
            self.set_reactive(BoardView.board, board)
            middle = board.size // 2
            self.set_reactive(BoardView.cursor, (middle, middle))
        self.set_reactive(BoardView.ascii, ascii)

    # ---- geometry ------------------------------------------------------------
    @property
    def shown(self) -> Crop:
        """The part of the board drawn now."""
        size = self.board.size
        return self.crop or Crop(0, 0, size - 1, size - 1)

    def _extent(self, cell: tuple[int, int]) -> tuple[int, int]:
        """Width and height of the drawn board (coordinates included) at a cell size."""
        crop = self.shown
        width, height = cell
        return (
            (crop.right - crop.left) * width + MARGIN + 4,
            (crop.bottom - crop.top) * height + 3,
        )

    def _layout(self) -> tuple[int, int, int, int]:
        """Cell width, cell height, and the left and top offsets of the drawn board."""
        room = self.content_size
        for cell in SCALES:
            width, height = self._extent(cell)
            if width <= room.width and height <= room.height:
                break
        else:
            cell = SCALES[-1]
            width, height = self._extent(cell)
        return (
            cell[0],
            cell[1],
            max(0, (room.width - width) // 2),
            max(0, (room.height - height) // 2),
        )

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._extent(SCALES[-1])[0]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._extent(SCALES[-1])[1]

    def offset_of(self, point: Point) -> tuple[int, int]:
        """The content offset ``(x, y)`` where ``point`` is drawn (for clicks in tests)."""
        cell_w, cell_h, left, top = self._layout()
        crop = self.shown
        return (
            left + MARGIN + (point[1] - crop.left) * cell_w,
            top + 1 + (point[0] - crop.top) * cell_h,
        )

    def point_at(self, x: int, y: int) -> Point | None:
        """The intersection drawn at content offset ``(x, y)``, if any."""
        cell_w, cell_h, left, top = self._layout()
        crop = self.shown
        dx, dy = x - left - MARGIN, y - top - 1
        if dx < -(cell_w // 2) or dy < -(cell_h // 2):
            return None
        col = crop.left + (dx + cell_w // 2) // cell_w
        row = crop.top + (dy + cell_h // 2) // cell_h
        point = (row, col)
        return point if point in crop else None

    # ---- drawing -------------------------------------------------------------
    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"board--{name}")

    def _point_cell(self, point: Point) -> tuple[str, str]:
        """The glyph and style name of one intersection, overlays included."""
        stone = self.board[point]
        overlay = self.overlays.get(point)
        if isinstance(overlay, Label) and overlay.text:
            return overlay.text[0], "label"
        if stone is not None:
            return self._stone_cell(stone, overlay)
        if isinstance(overlay, Mark) and overlay not in (Mark.DEAD, Mark.SEKI):
            return self._mark_glyph(overlay), _MARK_STYLES.get(overlay, str(overlay))
        if point in self._stars:
            return ("+" if self.ascii else "╋"), "star"
        return ("." if self.ascii else _grid_glyph(point, self.board.size)), "grid"

    def _stone_cell(self, stone: Color, overlay: Overlay | None) -> tuple[str, str]:
        """The glyph and style name of a stone, with what an overlay says of it."""
        name = "black" if stone is Color.BLACK else "white"
        if overlay is Mark.DEAD:
            return (_ASCII_DEAD[stone] if self.ascii else _DEAD_STONE), f"dead-{name}"
        if overlay in (Mark.RIGHT, Mark.WRONG):
            return self._mark_glyph(overlay), str(overlay)
        glyph = _ASCII_STONE[stone] if self.ascii else _STONE
        if overlay is Mark.MARKED:
            return glyph, "marked"
        if overlay is Mark.SEKI:
            return glyph, f"seki-{name}"
        return glyph, name

    def _mark_glyph(self, mark: Mark) -> str:
        if self.ascii:
            return _ASCII_MARK[mark]
        return {
            Mark.BLACK_TERRITORY: _TERRITORY,
            Mark.WHITE_TERRITORY: _TERRITORY,
            Mark.NEUTRAL: _NEUTRAL,
            Mark.MARKED: _MARKED,
            Mark.RIGHT: _RIGHT,
            Mark.WRONG: _WRONG,
        }[mark]

    @property
    def _stars(self) -> frozenset[Point]:
        return frozenset(star_points(self.board.size))

    def _row_cells(self, y: int) -> list[tuple[str, str]]:
        """Line ``y`` of the drawn board as (character, style name) pairs."""
        cell_w, cell_h, _, _ = self._layout()
        crop = self.shown
        width, height = self._extent((cell_w, cell_h))
        line = _Line(width)
        xs = {col: MARGIN + (col - crop.left) * cell_w for col in range(crop.left, crop.right + 1)}
        if y in (0, height - 1):
            for col, x in xs.items():
                line.put(x, COLUMNS[col], "coord")
        elif (y - 1) % cell_h:  # between two rows of points
            if not self.ascii:
                for x in xs.values():
                    line.put(x, "│", "grid")
        else:
            self._put_points(line, crop.top + (y - 1) // cell_h, xs)
        return line.cells

    def _put_points(self, line: _Line, row: int, xs: dict[int, int]) -> None:
        """Draw the points of ``row``, whose columns stand at ``xs``, and its numbers."""
        first, last = min(xs.values()), max(xs.values())
        label = str(self.board.size - row)
        line.put(0, label.rjust(2), "coord")
        line.put(last + 2, label, "coord")
        if not self.ascii:
            line.put(first, "─" * (last - first), "grid")
        show_cursor = self.show_cursor and self.has_focus
        for col, x in xs.items():
            point = (row, col)
            glyph, style = self._point_cell(point)
            if point == self.last_move and self.board[point] is not None:
                line.put(x - 1, "(", "last")
                line.put(x + 1, ")", "last")
            if show_cursor and point == self.cursor:
                style = "cursor"
            line.put(x, glyph, style)

    def render_line(self, y: int) -> Strip:
        cell_w, cell_h, left, top = self._layout()
        room = self.size.width
        blank = self.rich_style
        height = self._extent((cell_w, cell_h))[1]
        cells = self._row_cells(y - top) if 0 <= y - top < height else []
        segments = [Segment(" " * left, blank)] if cells and left else []
        run, run_style = "", ""
        for char, style in cells:
            if style != run_style and run:
                segments.append(Segment(run, self._style(run_style)))
                run = ""
            run, run_style = run + char, style
        if run:
            segments.append(Segment(run, self._style(run_style)))
        used = sum(len(segment.text) for segment in segments)
        if used < room:
            segments.append(Segment(" " * (room - used), blank))
        return Strip(segments).crop(0, room)

    def lines(self) -> list[str]:
        """The drawn board (coordinates included) as plain text rows."""
        height = self._extent(self._layout()[:2])[1]
        return ["".join(char for char, _ in self._row_cells(y)).rstrip() for y in range(height)]

    # ---- input ---------------------------------------------------------------
    def validate_cursor(self, point: Point) -> Point:
        crop = self.shown
        row = min(max(point[0], crop.top), crop.bottom)
        col = min(max(point[1], crop.left), crop.right)
        return (row, col)

    def watch_crop(self, crop: Crop | None) -> None:
        self.cursor = self.cursor  # clamp it into the new region

    def action_move_cursor(self, rows: int, cols: int) -> None:
        row, col = self.cursor
        self.cursor = (row + rows, col + cols)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        point = self.point_at(offset.x, offset.y)
        if point is not None:
            event.stop()
            self.cursor = point
            self.post_message(self.PointSelected(self, point))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
