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
    label, right / wrong feedback, a hint, an opened record's marks.  Assign a new
    mapping to change it.
  - ``crop``: a :class:`Crop` to show only part of the board (a corner
    problem, say), drawn larger when there is room; ``None`` shows it all.
  - ``cursor``: the point under the keyboard cursor; ``show_cursor`` hides it.
    Moving it repaints only the lines it leaves and enters, and the letters
    and numbers that name it are highlighted.
  - ``ghost``: a :class:`Ghost` (the player to move, and which points they may
    play) to show a faint stone of theirs under the mouse on a point they may
    play (:func:`ghost_of` makes one from a ``Game``); ``None`` shows none.
    ``hover``, the point under the mouse, the view keeps itself.  The cursor on
    an empty point shows the point's own grid, bright on the cursor's colour:
    never a stone, so a point just emptied (an undo) looks empty.
  - ``ascii``: draw with ``X O . +`` for terminals without good Unicode.
  - ``moves``: the moves that led to ``board`` (``game.moves``), and
    ``numbering``: whether their numbers show on the stones (:class:`Numbering`;
    the ``#`` key, in the footer, cycles it: none, the last 10, all).  In cells of
    two columns a number shows its last two digits and "all" is the last 100 moves,
    so no two look alike; neighbours alternate two shades of the stone's colour.
  - ``board_theme``: the theme it is drawn in, taken from the app on mount
    (:mod:`go_tui.ui.widgets.board_themes`).

* ``show_position(board, last_move=, moves=, ghost=, overlays=)`` sets all of these
  for a new position at once and repaints only the rows that changed since its last
  call (a move costs a few lines): the game, lesson and problem screens draw with it.
* Input: a mouse click on an intersection posts ``BoardView.PointSelected(point)``
  (``event.point``, ``event.board_view``); ``action_move_cursor`` moves the
  cursor.  The keys belong to the screen (:mod:`go_tui.ui.screens.board_keys`),
  which reads the arrows, Enter and typed points in the order they come.
* ``lines()`` returns the drawn board as plain text rows, for tests and logs;
  ``offset_of(point)`` and ``point_at(x, y)`` convert between points and
  content offsets (a test clicks at ``offset_of(point)``).

A stone is always drawn in its own colour and shape, black filled (``●``,
``X``) and white hollow (``○``, ``O``), so the two differ without colour too.
Everything said about a stone lies behind it (the cursor, a mark, seki: a cell
background, with a text style where there is no colour) or beside it (the last
move's brackets, a label, a record's mark); a dead stone is struck through, in its own
colour on a background of its own (on a disc: a cross in its middle).  On a disc the
brackets, a label, a record's mark or a move number stand in its middle, the stone's
colour around them.

Coordinates run A-T without I along the top and bottom, and the rows count
up from the bottom on both sides, as GTP and SGF viewers show them.  The cells
grow (2 to 10 columns and 1 to 5 lines a point, always square) when the widget
has room; from 6 columns on a stone is a disc of block characters filling most
of its cell (:data:`DISCS`), where colour is.  What each point shows is worked
out in :mod:`go_tui.ui.widgets.board_scene`; this module lays it out and draws it.
Colours come from ``COMPONENT_CLASSES`` styled in ``DEFAULT_CSS`` for each board theme, so an app's
stylesheet can restyle every part of the board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from go_tui.engine import COLUMNS, Board, Move, Point
from go_tui.i18n import t
from go_tui.preferences import DEFAULT_BOARD_THEME
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.widgets.board_scene import (
    LAST_MOVES,
    NARROW_ALL,
    NUMBER_STYLES,
    SHADED_NUMBER_STYLES,
    WOOD,
    Cells,
    Crop,
    Ghost,
    Label,
    Mark,
    Numbering,
    Overlay,
    Scene,
    Styles,
    ghost_of,
    move_numbers,
    number_text,
)
from go_tui.ui.widgets.board_themes import COMPONENTS, THEMES_CSS, board_theme, theme_class

__all__ = [
    "LAST_MOVES",
    "BoardView",
    "Crop",
    "Ghost",
    "Label",
    "Mark",
    "Numbering",
    "Overlay",
    "ghost_of",
    "move_numbers",
    "number_text",
]


SCALES = ((10, 5), (8, 4), (6, 3), (4, 2), (2, 1))
"""Cell sizes (columns, rows per point), largest first; each keeps points square."""
DISCS = {
    6: (" ▄▄▄ ", "▐███▌", " ▀▀▀ "),
    8: (" ▄███▄ ", "▐█████▌", " ▀███▀ "),
    10: ("  ▗▄▄▄▖  ", " ▟█████▙ ", "▐███████▌", " ▜█████▛ ", "  ▝▀▀▀▘  "),
}
"""A stone as a disc of block characters, by cell width: about two thirds of the cell
each way (a line is two columns high), so neighbours never touch.  The middle of the
disc carries the stone's glyph in its own colour, or what is said on it (a number, a
label, the last move's mark).  Discs need colour: without it the glyphs are drawn."""
NUMBER_ROOM = {2: 2}
"""Columns a move number may take, by cell width (otherwise 3)."""
MARGIN = 3
"""Columns left of the first point: a row number of two digits and a space."""
GAP = 1
"""Columns after the right-hand row numbers, so that they never touch what stands beside
the board (a panel's edge: ``19 ▏``, not ``19▏``); only the smallest board, squeezed,
goes without."""
WIDE_MARGINS = {4: (4, 0), 6: (5, 1), 8: (6, 1), 10: (7, 2)}
"""Columns and lines, by cell width, left between the coordinates and the edge stones
for their discs: a disc on the edge keeps its rim, and the letters and numbers stay clear
(in cells of 4 columns: a move number of three digits on an edge point)."""


def margin(cell_w: int) -> tuple[int, int]:
    """Columns from the row numbers' start to the first point, and lines between the
    letters and the first row of points."""
    return WIDE_MARGINS.get(cell_w, (MARGIN, 0))


# Glyphs of the Unicode mode: black is filled and white hollow, so the two differ in shape.
class BoardView(Widget, can_focus=True):
    """A Go board drawn with the Line API; see the module docstring for its API."""

    COMPONENT_CLASSES: ClassVar[set[str]] = set(COMPONENTS)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "number_sign",
            "cycle_numbering",
            "board.binding.numbers",
            tooltip="board.command.numbers",
            key_display="#",
        )
    ]

    DEFAULT_CSS = (
        """
    BoardView {
        width: 1fr;
        height: 1fr;
    }
    """
        + THEMES_CSS
    )

    board: reactive[Board] = reactive(lambda: Board(19), always_update=True)
    last_move: reactive[Point | None] = reactive(None)
    overlays: reactive[Mapping[Point, Overlay]] = reactive(dict, always_update=True)
    crop: reactive[Crop | None] = reactive(None, layout=True)
    cursor: reactive[Point] = reactive((0, 0), repaint=False)
    show_cursor: reactive[bool] = reactive(True)
    ascii: reactive[bool] = reactive(False)
    ghost: reactive[Ghost | None] = reactive(None)
    hover: reactive[Point | None] = reactive(None, repaint=False)
    moves: reactive[Sequence[Move]] = reactive(tuple, always_update=True)
    numbering: reactive[Numbering] = reactive(Numbering.OFF)
    board_theme: reactive[str] = reactive(DEFAULT_BOARD_THEME)
    """The name of the theme it is drawn in; a board takes its app's when mounted."""

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
        localize_bindings(self)
        self._numbered: tuple[bool, Mapping[Point, int]] | None = None
        """The shown move numbers, and whether they were worked out for narrow cells."""
        self._told_narrow = False
        """Whether the player was told how numbers show in narrow cells."""
        self._drawn_rows: list[str] | None = None
        """The stones of the position :meth:`show_position` drew last, as text rows."""
        self._layouts: dict[tuple[Size, int, Crop | None], tuple[int, int, int, int]] = {}
        self._styles: dict[Styles, Style] = {}
        """Rich styles by style names, until the CSS changes (a theme, say)."""
        self._pad: Style | None = None
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
            (crop.right - crop.left) * width + 2 * margin(width)[0] + 1 + GAP,
            (crop.bottom - crop.top) * height + 3 + 2 * margin(width)[1],
        )

    def _layout(self) -> tuple[int, int, int, int]:
        """Cell width, cell height, and the left and top offsets of the drawn board
        (kept for the size, the board's size and the crop: every line asks)."""
        room = self.content_size
        key = (room, self.board.size, self.crop)
        if key not in self._layouts:
            self._layouts = {key: self._fit(room)}
        return self._layouts[key]

    def _fit(self, room: Size) -> tuple[int, int, int, int]:
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
            left + margin(cell_w)[0] + (point[1] - crop.left) * cell_w,
            top + 1 + margin(cell_w)[1] + (point[0] - crop.top) * cell_h,
        )

    def point_at(self, x: int, y: int) -> Point | None:
        """The intersection drawn at content offset ``(x, y)``, if any."""
        cell_w, cell_h, left, top = self._layout()
        crop = self.shown
        dx, dy = x - left - margin(cell_w)[0], y - top - 1 - margin(cell_w)[1]
        if dx < -(cell_w // 2) or dy < -(cell_h // 2):
            return None
        col = crop.left + (dx + cell_w // 2) // cell_w
        row = crop.top + (dy + cell_h // 2) // cell_h
        point = (row, col)
        return point if point in crop else None

    # ---- drawing -------------------------------------------------------------
    def _scene(self) -> Scene:
        return Scene(
            self.board,
            self.overlays,
            self.last_move,
            self.cursor if self.show_cursor and self.has_focus else None,
            self.hover,
            self.ghost,
            self.ascii,
            self._numbers(),
            not (self.ascii or self.app.no_color),
        )

    def _numbers(self) -> Mapping[Point, int]:
        """The shown move numbers, worked out once per position and cell width (a line is
        drawn often); in cells of two columns "all" is the last :data:`NARROW_ALL` moves."""
        narrow = self._layout()[0] == 2
        if self._numbered is None or self._numbered[0] != narrow:
            most = NARROW_ALL if narrow else None
            numbers = move_numbers(self.moves, self.board, self.numbering, most)
            self._numbered = (narrow, numbers)
        return self._numbered[1]

    def _row_cells(self, y: int) -> list[tuple[str, Styles]]:
        """Line ``y`` of the drawn board as (character, style names) pairs."""
        cell_w, cell_h, _, _ = self._layout()
        crop = self.shown
        width, height = self._extent((cell_w, cell_h))
        line = Cells(width)
        first, lines_above = margin(cell_w)
        xs = {col: first + (col - crop.left) * cell_w for col in range(crop.left, crop.right + 1)}
        scene = self._scene()
        offset = y - 1 - lines_above  # from the first row of points
        if y in (0, height - 1):
            cursor_col = None if scene.cursor is None else scene.cursor[1]
            for col, x in xs.items():
                line.put(x, COLUMNS[col], ("coord-cursor" if col == cursor_col else "coord",))
        elif not 0 <= offset <= (crop.bottom - crop.top) * cell_h:
            pass  # room for the rims of the discs of the edge rows
        elif offset % cell_h:  # between two rows of points
            if not scene.ascii:
                for x in xs.values():
                    line.put(x, "│", ("grid",))
        else:
            self._put_points(line, crop.top + offset // cell_h, xs, scene, cell_w)
        art = DISCS.get(cell_w) if scene.discs else None
        if art is not None and 0 < y < height - 1:  # the coordinates stay, over a disc too
            reach = len(art) // 2
            row, dy = divmod(offset + reach, cell_h)
            if dy <= 2 * reach and crop.top + row <= crop.bottom:
                self._put_discs(line, crop.top + row, xs, scene, art[dy], dy == reach)
        return line.cells

    @staticmethod
    def _put_discs(
        line: Cells, row: int, xs: dict[int, int], scene: Scene, art: str, middle: bool
    ) -> None:
        """Draw the slice ``art`` of the discs of the stones of ``row`` over what
        :meth:`_put_points` drew; the ``middle`` slice says what is said on a stone."""
        half = len(art) // 2
        edges = range(2, len(line.cells) - 2 - GAP)  # never over the row numbers
        for col, x in xs.items():
            disc = scene.disc((row, col))
            if disc is None:
                continue
            for offset, char in enumerate(art, x - half):
                if offset not in edges:
                    continue
                if char != " ":
                    line.put(offset, char, (disc.kind, *disc.behind))
                elif disc.behind:
                    line.put(offset, " ", ("wood", *disc.behind))
            if middle:
                text = disc.middle
                start = x - (len(text) - 1) // 2
                line.put(start, text, disc.middle_style)
                if disc.last:
                    brackets: Styles = ("last", f"disc-{disc.kind}")
                    line.put(start - 1, "(", brackets)
                    line.put(start + len(text), ")", brackets)

    @staticmethod
    def _put_points(line: Cells, row: int, xs: dict[int, int], scene: Scene, cell_w: int) -> None:
        """Draw the points of ``row``, whose columns stand at ``xs`` ``cell_w`` apart, and
        its row numbers.

        Brackets beside a stone mark the last move; on the board's edge the outer one
        stands in the space between the grid and the row numbers, so both are always
        seen.  A label or a record's mark on a stone stands beside it, on the board's side
        of an edge stone.
        """
        first, last = min(xs.values()), max(xs.values())
        board = scene.board
        label = str(board.size - row)
        cursor = scene.cursor
        numbers: Styles = ("coord-cursor",) if cursor and cursor[0] == row else ("coord",)
        line.put(0, label.rjust(2), numbers)
        line.put(len(line.cells) - 2 - GAP, label, numbers)
        if not scene.ascii:
            line.put(first, "─" * (last - first), ("grid",))
        for col, x in xs.items():
            point = (row, col)
            glyph, style = scene.cell(point)
            if board[point] is not None:
                BoardView._put_stone(line, point, x, scene, cell_w, (glyph, style), x == last)
                continue
            if point == cursor and cell_w > 2:
                # A wide cell: the cursor takes the grid beside the point too, to be seen.
                line.put(x - 1, line.cells[x - 1][0], style)
                line.put(x + 1, line.cells[x + 1][0], style)
            line.put(x, glyph, style)

    @staticmethod
    def _put_stone(
        line: Cells,
        point: Point,
        x: int,
        scene: Scene,
        cell_w: int,
        cell: tuple[str, Styles],
        right_edge: bool,
    ) -> None:
        """The stone on ``point`` (its glyph and styles in ``cell``), or its move number,
        with the last move's brackets and a label or a record's mark beside it.  A label on
        the last move stands beyond its bracket where the cell has room; in cells of two
        columns it takes the bracket's place, underlined, so the letter never hides that
        the stone was played last.

        A move number is light on a black stone and dark on a white one; what lies behind
        the stone (the cursor, a mark) keeps its background, and the digits take the
        stone's own colour on it.  The last move's number is underlined: brackets around
        it would fall on its neighbour's number.  In cells of two columns a number (its
        last two digits) fills the cell, so the numbers of every other point lie on a
        second shade of the stone, and two side by side (``11`` ``13``) read apart.
        """
        text, style = cell
        start = x
        number = scene.numbers.get(point)
        narrow = cell_w == 2
        if number is not None:
            text = number_text(number, NUMBER_ROOM.get(cell_w, 3))
            start = x if narrow else x - (len(text) - 1) // 2
            shaded = narrow and sum(point) % 2 == 1
            style = (SHADED_NUMBER_STYLES if shaded else NUMBER_STYLES).get(style, style)
        bracketed = point == scene.last_move and number is None
        if point == scene.last_move:
            if number is not None:
                style += ("number-last",)
            else:
                line.put(x - 1, "(", ("last",))
                line.put(x + 1, ")", ("last",))
        said = scene.said_on(point)
        if said:
            side = -1 if right_edge else 1
            if bracketed and cell_w > 2:  # beyond the bracket: both are seen
                line.put(x + 2 * side, said, ("label",))
            else:  # on the bracket, underlined: the last move is still told
                line.put(x + side, said, ("label-last",) if bracketed else ("label",))
        line.put(start, text, style)

    def render_line(self, y: int) -> Strip:
        """Line ``y``: Textual fills what is left of the width with the background."""
        cell_w, cell_h, left, top = self._layout()
        height = self._extent((cell_w, cell_h))[1]
        if not 0 <= y - top < height:
            return Strip([])
        if self._pad is None:
            self._pad = self.rich_style
        segments = [Segment(" " * left, self._pad)] if left else []
        run, run_style = "", WOOD
        for char, style in self._row_cells(y - top):
            if style != run_style and run:
                segments.append(Segment(run, self._style(run_style)))
                run = ""
            run, run_style = run + char, style
        if run:
            segments.append(Segment(run, self._style(run_style)))
        return Strip(segments).crop(0, self.size.width)

    def _style(self, names: Styles) -> Style:
        """The Rich style of a character: its first component class, and what the others
        set (a background, say) laid on top in turn."""
        style = self._styles.get(names)
        if style is None:
            style = self.get_component_rich_style(f"board--{names[0]}")
            for name in names[1:]:
                style += self.get_component_rich_style(f"board--{name}", partial=True)
            self._styles[names] = style
        return style

    def notify_style_update(self) -> None:
        self._styles.clear()
        self._pad = None
        super().notify_style_update()

    def lines(self) -> list[str]:
        """The drawn board (coordinates included) as plain text rows."""
        height = self._extent(self._layout()[:2])[1]
        return ["".join(char for char, _ in self._row_cells(y)).rstrip() for y in range(height)]

    def _refresh_points(self, *points: Point | None, letters: bool = True) -> None:
        """Repaint only the lines of these points (all lines of a disc) and, with
        ``letters``, the lines of letters above and below the board, which name the
        cursor's column (they never change with the stones)."""
        cell_w, cell_h, _, top = self._layout()
        crop = self.shown
        height = self._extent((cell_w, cell_h))[1]
        reach = len(DISCS.get(cell_w, "-")) // 2
        ys = {top, top + height - 1} if letters else set()
        for point in points:
            if point is not None:
                middle = top + 1 + margin(cell_w)[1] + (point[0] - crop.top) * cell_h
                ys.update(range(middle - reach, middle + reach + 1))
        width = self.size.width
        if ys:  # (no region at all would repaint the whole board)
            self.refresh(*(Region(0, y, width, 1) for y in sorted(ys)))

    # ---- input ---------------------------------------------------------------
    def validate_cursor(self, point: Point) -> Point:
        crop = self.shown
        row = min(max(point[0], crop.top), crop.bottom)
        col = min(max(point[1], crop.left), crop.right)
        return (row, col)

    def watch_cursor(self, old: Point, new: Point) -> None:
        if self.show_cursor and self.has_focus:
            self._refresh_points(old, new)

    def watch_hover(self, old: Point | None, new: Point | None) -> None:
        if self.ghost is not None:
            self._refresh_points(old, new, letters=False)

    def on_mount(self) -> None:
        self.board_theme = board_theme(self.app)

    def watch_board_theme(self, old: str, new: str) -> None:
        self.remove_class(theme_class(old))
        self.add_class(theme_class(new))

    def show_position(
        self,
        board: Board,
        *,
        last_move: Point | None = None,
        moves: Sequence[Move] = (),
        ghost: Ghost | None = None,
        overlays: Mapping[Point, Overlay] | None = None,
    ) -> None:
        """Draw ``board`` with all that is said about it, repainting only the rows that
        changed since the last call: a move costs a few lines, not the whole board."""
        before = self._drawn_rows
        rows = board.rows()
        overlays = {} if overlays is None else overlays
        if before is None or len(before) != len(rows):
            self.board, self.last_move, self.moves = board, last_move, moves
            self.ghost, self.overlays = ghost, overlays
            self._drawn_rows = rows
            return
        old_numbers, old_overlays = self._numbers(), self.overlays
        changed = {row for row, text in enumerate(rows) if text != before[row]}
        if last_move != self.last_move:
            changed.update(point[0] for point in (self.last_move, last_move) if point is not None)
        if ghost is not None or self.ghost is not None:
            changed.update(point[0] for point in (self.cursor, self.hover) if point is not None)
        for point in {**old_overlays, **overlays}:
            if old_overlays.get(point) != overlays.get(point):
                changed.add(point[0])
        for name, value in (
            ("board", board),
            ("last_move", last_move),
            ("moves", moves),
            ("ghost", ghost),
            ("overlays", overlays),
        ):
            self.set_reactive(getattr(BoardView, name), value)
        self._numbered = None
        new_numbers = self._numbers()
        changed.update(
            point[0]
            for point in {**old_numbers, **new_numbers}
            if old_numbers.get(point) != new_numbers.get(point)
        )
        self._drawn_rows = rows
        self._refresh_points(*((row, 0) for row in sorted(changed)), letters=False)

    def watch_board(self, old: Board, new: Board) -> None:
        """A new position repaints the board; only a new size needs a new layout (a
        layout of the whole screen costs more than drawing the board)."""
        self._numbered = None
        self._drawn_rows = None
        if old.size != new.size:
            self.refresh(layout=True)

    def watch_moves(self) -> None:
        self._numbered = None

    def watch_numbering(self) -> None:
        self._numbered = None

    def action_cycle_numbering(self) -> None:
        """Move numbers on the stones: none, then the last few, then all.  Where cells
        are too narrow for numbers of three digits, say once how they are shown instead,
        and the window that shows them whole."""
        order = list(Numbering)
        self.numbering = order[(order.index(self.numbering) + 1) % len(order)]
        if self.numbering is Numbering.OFF or self._layout()[0] != 2 or self._told_narrow:
            return
        if len(self.moves) >= 100:
            self._told_narrow = True
            width, height = self._window_for_numbers()
            self.notify(t("board.numbering.narrow", width=width, height=height), timeout=12)

    def _window_for_numbers(self) -> tuple[int, int]:
        """The window size at which the board gets the cells of the scale above the
        smallest, wide enough for three digits (what the screen keeps beside the board stays)."""
        width, height = self._extent(SCALES[-2])
        return (
            self.app.size.width + max(0, width - self.content_size.width),
            self.app.size.height + max(0, height - self.content_size.height),
        )

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

    def on_mouse_move(self, event: events.MouseMove) -> None:
        offset = event.get_content_offset(self)
        self.hover = None if offset is None else self.point_at(offset.x, offset.y)

    def on_leave(self, event: events.Leave) -> None:
        self.hover = None

    def on_focus(self) -> None:
        self._refresh_points(self.cursor)

    def on_blur(self) -> None:
        self._refresh_points(self.cursor)
