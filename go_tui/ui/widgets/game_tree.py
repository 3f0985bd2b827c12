"""The game tree beside the move list, as Sabaki draws it: the game's moves as a column of
nodes, each variation in a column to its right, joined where it leaves its line.

Row for row beside the move list (move 1 on its first line), scrolled with it, so a
move in the list has its node beside it; a 300-move record shows the part around the
move shown.  Each column is a *lane* two cells wide: the node (``●``/``○``, ``X``/``O``
in ASCII) and the line to a variation's lane (``─┐``), drawn on the row of the move it
leaves from.  The lanes are laid out once for each tree (:func:`lay_out`): every variation
takes the leftmost lane free from the row it leaves from to the row under its last move,
the game's own moves lane 0.  Lanes beyond the view's width are cut: an angle quote at the edge
says a row has more to the right (or to the left), and the view moves sideways to keep
the node shown in it.
Shown only when there are variations; drawn with the Line API, and a step repaints the
two rows whose highlight changed.  A click on a node posts :class:`GameTreeView.NodeChosen`,
which the game screen turns into showing that position.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from go_tui.engine import Color
from go_tui.play.game_tree import LineTree, TreeNode
from go_tui.ui.widgets.move_list import MoveList

LANES = 6
"""Lanes in view: with the two cells for the marks of more, 14 columns beside the list."""
WIDTH = 2 * LANES + 2
_GLYPHS = {
    False: {"B": "●", "W": "○", "─": "─", "┐": "┐", "┬": "┬", "left": "\u2039", "right": "\u203a"},
    True: {"B": "X", "W": "O", "─": "-", "┐": "+", "┬": "+", "left": "<", "right": ">"},
}


@dataclass
class Layout:
    """Where each node of a tree stands, row by row (row ``r``: move ``r + 1``)."""

    lane: dict[TreeNode, int] = field(default_factory=dict)
    nodes: dict[int, list[TreeNode]] = field(default_factory=dict)
    """The nodes on each row."""
    joins: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    """On each row, the lines from a node's lane to a variation's lane below it."""

    def row(self, row: int) -> list[tuple[int, str | TreeNode]]:
        """Row ``row`` as (cell, what stands there): a node, or a piece of line."""
        cells: dict[int, str | TreeNode] = {2 * self.lane[n]: n for n in self.nodes.get(row, [])}
        for start, end in self.joins.get(row, []):
            for cell in range(2 * start + 1, 2 * end):
                if not isinstance(cells.get(cell), TreeNode):  # a node the join passes behind
                    cells[cell] = "┬" if cells.get(cell) == "┐" else "─"
            cells[2 * end] = "┬" if cells.get(2 * end) == "─" else "┐"
        return sorted(cells.items(), key=lambda item: item[0])


class _Lanes:
    """The rows taken in each lane: by a line of nodes, or by a join passing through."""

    def __init__(self) -> None:
        self.taken: list[list[tuple[int, int, TreeNode | None]]] = []
        """Per lane: (first row, last row, the node whose joins pass there or ``None``)."""

    def free(self, lane: int, first: int, last: int, passing: TreeNode | None = None) -> bool:
        """Whether rows ``first`` to ``last`` of ``lane`` are free (but for joins from
        ``passing``, which may cross one another)."""
        rows = self.taken[lane] if lane < len(self.taken) else []
        return not any(
            low <= last and first <= high and (passing is None or owner is not passing)
            for low, high, owner in rows
        )

    def take(self, lane: int, first: int, last: int, passing: TreeNode | None = None) -> None:
        while len(self.taken) <= lane:
            self.taken.append([])
        self.taken[lane].append((first, last, passing))


def lay_out(tree: LineTree) -> Layout:
    """Lanes for every node: each line of first children in one lane, a variation in the
    leftmost lane right of its parent's that is free from the parent's row (its join) to
    the row under its last move (so a lane taken again never reads as one line).  The
    variations of a line are placed from its last move up, each with those within it, so
    a join seldom crosses another line's node (where one must, the node stands and the
    join passes behind it)."""
    layout, lanes = Layout(), _Lanes()
    waiting: list[TreeNode] = []
    """The first nodes of the variations still to place, the next on top."""

    def place(top: TreeNode, lane: int) -> None:
        chain, node = [top], top
        while node.children:
            node = next(iter(node.children.values()))
            chain.append(node)
        lanes.take(lane, top.depth - 2, node.depth)  # and a row free under its last move
        for member in chain:
            layout.lane[member] = lane
            layout.nodes.setdefault(member.depth - 1, []).append(member)
        for member in chain:  # popped from the last move up, siblings in their order
            waiting.extend(reversed(list(member.children.values())[1:]))

    place(tree.root, 0)
    while waiting:
        child = waiting.pop()
        parent = child.parent
        assert parent is not None
        row, last, start = parent.depth - 1, _last_depth(child), layout.lane[parent]
        lane = start + 1
        while not lanes.free(lane, row, last):
            lane += 1
        for crossed in range(start + 1, lane):
            lanes.take(crossed, row, row, parent)
        layout.joins.setdefault(row, []).append((start, lane))
        place(child, lane)
    return layout


def _last_depth(node: TreeNode) -> int:
    while node.children:
        node = next(iter(node.children.values()))
    return node.depth


class GameTreeView(Widget):
    """The tree of the lines, row for row beside a :class:`MoveList`, the node shown
    highlighted."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"game-tree--current"}
    DEFAULT_CSS = f"""
    GameTreeView {{ width: {WIDTH}; height: 1fr; display: none; }}
    GameTreeView.-shown {{ display: block; }}
    GameTreeView > .game-tree--current {{
        background: $block-cursor-background; color: $block-cursor-foreground;
    }}
    """

    @dataclass
    class NodeChosen(Message):
        """The player clicked the node of a position."""

        tree_view: GameTreeView
        node: TreeNode

        @property
        def control(self) -> GameTreeView:
            return self.tree_view

    def __init__(self, beside: MoveList, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.beside = beside
        """The move list whose rows this view follows."""
        self.lines: LineTree | None = None
        self.lanes: Layout | None = None
        self.current: TreeNode | None = None
        self.ascii = False
        self.first_lane = 0
        """The lane at the view's left edge."""
        self._drawn: dict[tuple[int, TreeNode | None], Strip] = {}
        """Rows drawn for these lanes, by row and the node shown if it stands there."""
        self._drawn_as: tuple[int, int, Style, Style] | None = None
        """The first lane in view, the width and the styles the rows were drawn with."""

    def on_mount(self) -> None:
        self.watch(self.beside, "scroll_y", self._scrolled, init=False)

    def _scrolled(self) -> None:
        self.refresh()

    def show(self, tree: LineTree, current: TreeNode, *, ascii: bool = False) -> None:
        """Draw ``tree`` with ``current`` highlighted; hidden while it is one line only."""
        self.set_class(bool(tree.variations), "-shown")
        old = self.current
        self.current = current
        if tree is not self.lines or ascii != self.ascii:
            self.lines, self.lanes, self.ascii = tree, lay_out(tree), ascii
            self._drawn = {}
            old = None
        assert self.lanes is not None
        lane = self.lanes.lane.get(current, 0)
        first = self.first_lane
        if not first <= lane < first + LANES:
            first = max(0, lane - LANES + 1)
        if old is None or first != self.first_lane:
            self.first_lane = first
            self.refresh()
            return
        top = round(self.beside.scroll_offset.y)
        for node in (old, current):
            self.refresh(Region(0, node.depth - 1 - top, WIDTH, 1))

    def row_text(self, row: int) -> str:
        """Row ``row`` (move ``row + 1``) as the view shows it, in plain text."""
        return "".join(text for text, _ in self._cells(row))

    @property
    def text(self) -> str:
        """The rows in view, in plain text (for tests)."""
        top = round(self.beside.scroll_offset.y)
        return "\n".join(self.row_text(top + y).rstrip() for y in range(self.size.height))

    def _cells(self, row: int) -> list[tuple[str, bool]]:
        """The view's cells on ``row``: each character, and whether it is the node shown."""
        glyphs = _GLYPHS[self.ascii]
        cells = [(" ", False)] * WIDTH
        if self.lanes is None:
            return cells
        low, high = 2 * self.first_lane, 2 * (self.first_lane + LANES)
        for cell, what in self.lanes.row(row):
            if cell < low:
                cells[0] = (glyphs["left"], False)
            elif cell >= high:
                cells[WIDTH - 1] = (glyphs["right"], False)
            elif isinstance(what, TreeNode):
                color = what.move[0] if what.move else Color.BLACK
                cells[1 + cell - low] = (glyphs[color.letter], what is self.current)
            else:
                cells[1 + cell - low] = (glyphs[what], False)
        return cells

    def node_at(self, x: int, y: int) -> TreeNode | None:
        """The node drawn at column ``x`` of row ``y`` in view, or in the cell right of it
        (the rest of its lane: a narrow target is hard to hit)."""
        if self.lanes is None or not 1 <= x < WIDTH - 1:
            return None
        cell = x - 1 + 2 * self.first_lane
        row = round(self.beside.scroll_offset.y) + y
        lane = cell // 2
        return next((n for n in self.lanes.nodes.get(row, []) if self.lanes.lane[n] == lane), None)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        node = None if offset is None else self.node_at(offset.x, offset.y)
        if node is not None:
            event.stop()
            self.post_message(self.NodeChosen(self, node))

    def render_line(self, y: int) -> Strip:
        """Row ``top + y``, from the strips drawn for this tree, its lanes in view and the
        style: the list scrolls back and forth over the same rows (``{`` ``}``), and a
        scroll repaints every row in view."""
        row = round(self.beside.scroll_offset.y) + y
        style: Style = self.visual_style.rich_style  # (cached, unlike rich_style)
        mark = style + self.get_component_rich_style("game-tree--current")
        drawn_as = (self.first_lane, self.size.width, style, mark)
        if drawn_as != self._drawn_as:
            self._drawn_as, self._drawn = drawn_as, {}
        current = self.current
        shown = current if current is not None and current.depth - 1 == row else None
        strip = self._drawn.get((row, shown))
        if strip is None:
            cells = self._cells(row)
            segments = [Segment(text, mark if marked else style) for text, marked in cells]
            strip = Strip(Segment.simplify(segments), WIDTH).crop(0, self.size.width)
            self._drawn[(row, shown)] = strip
        return strip
