"""The lines of play as one tree, node by node: what the tree view draws and a deletion cuts.

A match walks lines (:mod:`go_tui.play.variations`): the game's own moves, and variations
that leave them after ``start`` moves.  Here the positions the same moves reach are one
:class:`TreeNode`, as an SGF file holds them: a node's children are the moves tried
there, the game's own first, then in the order the lines were made.  A node remembers
the first line through it (``0``: the game's, ``i + 1``: variation ``i``), so the match
can show any node by walking that line.

A *variation* of a node is the branch it stands on: from the nearest node, itself or
above, that is not its parent's first child, down to every leaf under it.  The game's
own moves are no variation.  The comments written here are kept by line too
(:func:`comment_key`), and a deleted branch takes its comments along.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from go_tui.play.variations import Line, LineMove, Variation, full_line


@dataclass(eq=False)
class TreeNode:
    """A position: the move that reached it (``None``: the start), at ``depth`` moves."""

    move: LineMove | None
    depth: int
    line: int
    """The first line through this node: ``0`` the game's own, ``i + 1`` variation ``i``."""
    parent: TreeNode | None = None
    children: dict[LineMove, TreeNode] = field(default_factory=dict)
    """The moves tried here, in the order they were made (the game's own first)."""

    @property
    def first_child(self) -> TreeNode | None:
        return next(iter(self.children.values()), None)

    @property
    def is_first(self) -> bool:
        """Whether this node goes on its parent's first line (the start counts as one)."""
        return self.parent is None or self.parent.first_child is self

    def path(self) -> Line:
        """The moves from the start to this node."""
        moves: list[LineMove] = []
        node: TreeNode | None = self
        while node is not None and node.move is not None:
            moves.append(node.move)
            node = node.parent
        return tuple(reversed(moves))

    def branch(self) -> TreeNode | None:
        """The first node of the variation this node stands on; ``None``: the game's own."""
        node: TreeNode | None = self
        while node is not None and node.is_first:
            node = node.parent
        return node


@dataclass(frozen=True)
class Branch:
    """A variation to delete: its first node, how many nodes and leaves it has."""

    node: TreeNode
    nodes: int
    lines: int


class LineTree:
    """Every line of a match merged into one tree."""

    def __init__(self, main: Line, variations: Sequence[Variation]) -> None:
        self.root = TreeNode(None, 0, 0)
        self.main_nodes = [self.root]
        """The game's own nodes by move number."""
        for move in main:
            self.main_nodes.append(self._child(self.main_nodes[-1], move, 0))
        self.variations = list(variations)
        for index, variation in enumerate(self.variations, start=1):
            node = self.main_nodes[min(variation.start, len(main))]
            for move in variation.moves:
                node = self._child(node, move, index)

    @staticmethod
    def _child(node: TreeNode, move: LineMove, line: int) -> TreeNode:
        child = node.children.get(move)
        if child is None:
            child = TreeNode(move, node.depth + 1, line, node)
            node.children[move] = child
        return child

    def node_at(self, line: int, number: int) -> TreeNode:
        """The node of move ``number`` of ``line`` (``0``: the game's own)."""
        if line == 0:
            return self.main_nodes[max(0, min(number, len(self.main_nodes) - 1))]
        variation = self.variations[line - 1]
        start = min(variation.start, len(self.main_nodes) - 1)
        node = self.main_nodes[min(number, start)]
        for move in variation.moves[: max(0, number - start)]:
            node = node.children[move]
        return node

    def find(self, path: Sequence[LineMove]) -> TreeNode:
        """The node the moves of ``path`` reach from the start, as far as the tree has them."""
        node = self.root
        for move in path:
            child = node.children.get(move)
            if child is None:
                break
            node = child
        return node

    def branch_of(self, node: TreeNode) -> Branch | None:
        """The variation ``node`` stands on, to delete; ``None`` on the game's own moves."""
        top = node.branch()
        if top is None:
            return None
        nodes = leaves = 0
        todo = [top]
        while todo:
            current = todo.pop()
            nodes += 1
            leaves += not current.children
            todo.extend(current.children.values())
        return Branch(top, nodes, leaves)

    def lines_through(self, node: TreeNode) -> list[int]:
        """The variations (by index in the session's list) whose line goes through ``node``."""
        path = node.path()
        main = tuple(n.move for n in self.main_nodes[1:] if n.move is not None)
        return [
            index
            for index, variation in enumerate(self.variations)
            if full_line(main, variation)[: len(path)] == path
        ]


def comment_key(moves: Sequence[LineMove]) -> Line:
    """The key a comment written here is kept under: the moves to its position."""
    return tuple(moves)


def comments_kept(comments: Mapping[Line, str], lines: Sequence[Line]) -> dict[Line, str]:
    """The comments on positions that ``lines`` still reach (each a prefix of one)."""
    kept: dict[Line, str] = {}
    for key, text in comments.items():
        if any(line[: len(key)] == key for line in lines):
            kept[key] = text
    return kept
