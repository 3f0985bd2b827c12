"""A tsumego frame: close a corner or side problem before reading it.

A published problem shows a corner and takes the rest of the board as settled.
A reader that sees only the stones would let the enclosed group run out into
the empty board, or take the wall for weak.  Strong solvers close the open side
first (KataGo's and Lizgoban's *tsumego frame*, as KaTrain carries it); this is
our own frame in that spirit:

* the *box* is the smallest rectangle holding every stone, a side within
  ``SNAP`` lines of the edge stretched to it;
* the *range* read is the box grown by one empty line on each open side;
* the rest of the board is the *frame*: the attacker's stones nearest the range
  (a wall around it), the defender's territory on the far side, each a block
  of stones with one-point eyes (the points whose row and column are both
  even, away from the range and the other colour), so both live for good;
* the empty points of the margin line (in the range, outside the box) that no
  defender stone reaches (through empty points and defender stones) and that
  touch the frame are filled with attacker stones: the outside of the
  attacker's wall is settled, its stones there are joined to the living frame.
  Points inside the box stay as the problem has them (a liberty of an attacker
  chain there may be the defender's way to take it);
* last the range is closed: an empty point of it more than ``GAP`` steps
  (through empty points) from every defender stone of the problem, and next to
  none, is filled with an attacker stone when it touches the frame or a point so
  filled.  What lies beyond the attacker's stones is the attacker's, as the
  published diagram takes it; the defender keeps its liberties and the points up
  to ``GAP`` steps out (room to push out, and for the attacker to answer).  The
  defender's moves are what a reading multiplies: a range of a dozen empty
  points is read where the open margin gave the defender thirty.

The frame never touches a defender stone of the problem, so no defender chain
loses a liberty.  An attacker chain the closing reaches is joined to the living
frame and can no longer be taken; the points filled are more than ``GAP``
moves of the defender away, so a wall the defender could attack within a few
moves keeps the liberties it would attack.
The *attacker* is the side whose stones lie nearer the open sides of the box
(the outside); :func:`outside_colour` guesses it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from go_tui.engine.board import Board
from go_tui.engine.coords import Color, Point

SNAP = 2
"""A side of the box this many lines or fewer from the edge is stretched to it."""
GAP = 2
"""Empty points of the range this many steps or fewer from a defender stone stay empty
(room for the defender to push out and for the attacker to answer)."""
WEAK_WALL = 3
"""An attacker chain of the problem with this many liberties or fewer keeps them all empty,
and the points next to them: the defender may take it, and the closing must neither join
it to the frame nor stand beside its liberties to guard them."""
EYES = 2
"""Each block of the frame needs at least this many eyes (else it is left out)."""


@dataclass(frozen=True)
class Box:
    """Rows ``top..bottom`` and columns ``left..right`` (inclusive) of a board."""

    size: int
    top: int
    left: int
    bottom: int
    right: int

    @classmethod
    def around(cls, size: int, points: list[Point], margin: int = 0) -> Box:
        """The box of ``points`` grown by ``margin`` lines, each side within ``SNAP`` lines
        of the edge stretched to it (a corner shape is read, and shown, with its corner);
        the whole board when there are no points."""
        last = size - 1
        if not points:
            return cls(size, 0, 0, last, last)
        top = max(0, min(r for r, _ in points) - margin)
        left = max(0, min(c for _, c in points) - margin)
        bottom = min(last, max(r for r, _ in points) + margin)
        right = min(last, max(c for _, c in points) + margin)
        return cls(
            size,
            0 if top <= SNAP else top,
            0 if left <= SNAP else left,
            last if last - bottom <= SNAP else bottom,
            last if last - right <= SNAP else right,
        )

    @property
    def rows(self) -> range:
        return range(self.top, self.bottom + 1)

    @property
    def columns(self) -> range:
        return range(self.left, self.right + 1)

    @property
    def whole_board(self) -> bool:
        last = self.size - 1
        return (self.top, self.left, self.bottom, self.right) == (0, 0, last, last)

    def __contains__(self, point: object) -> bool:
        match point:
            case (int() as row, int() as col):
                return self.top <= row <= self.bottom and self.left <= col <= self.right
        return False

    def open_sides(self) -> list[tuple[str, int]]:
        """The sides that do not lie on the edge: (``row`` or ``col``, the line)."""
        last = self.size - 1
        sides = [("row", self.top)] if self.top > 0 else []
        sides += [("row", self.bottom)] if self.bottom < last else []
        sides += [("col", self.left)] if self.left > 0 else []
        sides += [("col", self.right)] if self.right < last else []
        return sides

    def grown(self) -> Box:
        """One more line on each open side."""
        last = self.size - 1
        return Box(
            self.size,
            max(0, self.top - 1) if self.top > 0 else 0,
            max(0, self.left - 1) if self.left > 0 else 0,
            min(last, self.bottom + 1) if self.bottom < last else last,
            min(last, self.right + 1) if self.right < last else last,
        )

    def distance(self, point: Point) -> int:
        """Steps from ``point`` to the box (0 inside), as a king walks."""
        row, col = point
        down = max(self.top - row, 0, row - self.bottom)
        across = max(self.left - col, 0, col - self.right)
        return max(down, across)


def stone_box(board: Board) -> Box | None:
    """The box of the module docstring; None on an empty board."""
    stones = [p for color in (Color.BLACK, Color.WHITE) for p in board.stones(color)]
    return Box.around(board.size, stones) if stones else None


def outside_colour(board: Board) -> Color | None:
    """The colour whose stones lie nearer the open sides of the box (the attacker of a
    corner or side problem); None: no open side, a colour missing, or a tie."""
    box = stone_box(board)
    if box is None:
        return None
    sides = box.open_sides()
    if not sides:
        return None
    mean: dict[Color, float] = {}
    for color in (Color.BLACK, Color.WHITE):
        stones = board.stones(color)
        if not stones:
            return None
        near = [
            min(abs((p[0] if k == "row" else p[1]) - line) for k, line in sides) for p in stones
        ]
        mean[color] = sum(near) / len(near)
    if mean[Color.BLACK] == mean[Color.WHITE]:
        return None
    return Color.BLACK if mean[Color.BLACK] < mean[Color.WHITE] else Color.WHITE


@dataclass(frozen=True)
class Framed:
    """The closed position, the range the problem is read in and the stones added."""

    board: Board
    range: Box
    added: frozenset[Point]
    closing: frozenset[Point]
    """The stones of ``added`` the last step put in the range (see the module docstring)."""


def frame(board: Board, attacker: Color) -> Framed | None:
    """``board`` closed by a frame with ``attacker`` outside (see the module docstring);
    None when the stones leave no room for a living frame (the whole board is used)."""
    box = stone_box(board)
    if box is None or not box.open_sides():
        return None
    inner = box.grown()
    outside = [
        (row, col)
        for row in range(board.size)
        for col in range(board.size)
        if (row, col) not in inner
    ]
    colours = _split(outside, inner, attacker)
    if colours is None:
        return None
    closed = board.copy()
    added: set[Point] = set()
    for point, color in colours.items():
        if color is not None:
            closed.place_setup(color, point)
            added.add(point)
    added |= _fill_settled(closed, box, inner, attacker)
    closing = _close_outside(closed, board, inner, attacker)
    return Framed(closed, inner, frozenset(added | closing), frozenset(closing))


def _split(outside: list[Point], inner: Box, attacker: Color) -> dict[Point, Color | None] | None:
    """Each outside point's colour (None: an eye): the nearer half the attacker's, the
    farther half the defender's; the attacker alone when the defender's half would not
    live; None when the attacker's would not."""
    ordered = sorted(outside, key=lambda p: (inner.distance(p), p))
    for share in (len(ordered) // 2, 0):
        owner = {p: attacker for p in ordered}
        for p in ordered[len(ordered) - share :]:
            owner[p] = attacker.opponent
        colours: dict[Point, Color | None] = dict(owner)
        eyes = {attacker: 0, attacker.opponent: 0}
        for point in ordered:
            if _eye(point, owner, inner):
                colours[point] = None
                eyes[owner[point]] += 1
        if eyes[attacker] >= EYES and (share == 0 or eyes[attacker.opponent] >= EYES):
            return colours
    return None


def _eye(point: Point, owner: dict[Point, Color], inner: Box) -> bool:
    """A one-point eye of the frame: row and column even, two steps or more from the range,
    every neighbour a frame point of the same colour."""
    row, col = point
    if row % 2 or col % 2 or inner.distance(point) < 2:
        return False
    around = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return all(owner.get(n, owner[point]) is owner[point] for n in around if _on(n, inner.size))


def _on(point: Point, size: int) -> bool:
    return 0 <= point[0] < size and 0 <= point[1] < size


def _fill_settled(board: Board, box: Box, inner: Box, attacker: Color) -> set[Point]:
    """Fill the empty points of the margin (in the range, outside the box) that no defender
    stone reaches and that touch the frame with attacker stones (see the module
    docstring); the points filled.  Points inside the box stay as the problem has them."""
    defender = attacker.opponent
    reached = {p for p in board.stones(defender) if p in inner}
    frontier = list(reached)
    while frontier:
        point = frontier.pop()
        for n in board.neighbours(point):
            if n not in reached and n in inner and board[n] is not attacker:
                reached.add(n)
                frontier.append(n)
    margin = [
        (row, col)
        for row in range(inner.top, inner.bottom + 1)
        for col in range(inner.left, inner.right + 1)
        if (row, col) not in box and board[(row, col)] is None and (row, col) not in reached
    ]
    return _grow(board, attacker, margin, lambda n: n not in inner)


def _close_outside(closed: Board, board: Board, inner: Box, attacker: Color) -> set[Point]:
    """Close the range (the last step of the module docstring): ``closed`` is the framed
    board, ``board`` the problem's; the points filled."""
    defender = attacker.opponent
    steps: dict[Point, int] = {p: 0 for p in board.stones(defender)}
    frontier = list(steps)
    while frontier:
        point = frontier.pop(0)
        if steps[point] >= GAP:
            continue
        for n in closed.neighbours(point):
            if n not in steps and n in inner and closed[n] is None:
                steps[n] = steps[point] + 1
                frontier.append(n)
    problem = {p for color in (attacker, defender) for p in board.stones(color)}
    steps.update((p, GAP) for p in _beside_weak_walls(board, attacker))
    candidates = [
        (row, col)
        for row in inner.rows
        for col in inner.columns
        if closed[(row, col)] is None
        and (row, col) not in steps
        and not any(closed[n] is defender for n in closed.neighbours((row, col)))
    ]
    return _grow(closed, attacker, candidates, lambda n: closed[n] is attacker and n not in problem)


def _grow(
    board: Board, attacker: Color, points: list[Point], seed: Callable[[Point], bool]
) -> set[Point]:
    """Fill ``points`` with ``attacker`` stones, growing out from those beside a ``seed``
    point, until no more is beside one or beside a point filled; the points filled."""
    filled: set[Point] = set()
    grew = True
    while grew:
        grew = False
        for point in points:
            if point in filled:
                continue
            if any(n in filled or seed(n) for n in board.neighbours(point)):
                board.place_setup(attacker, point)
                filled.add(point)
                grew = True
    return filled


def _beside_weak_walls(board: Board, attacker: Color) -> set[Point]:
    """The liberties of the attacker's weak chains (see ``WEAK_WALL``) and the empty points
    next to them: kept empty, since the chain may be taken, and a stone next to a liberty
    would guard it (the defender's stone there would be a liberty short)."""
    kept: set[Point] = set()
    for _, stones, liberties in board.chains():
        if board[stones[0]] is attacker and len(liberties) <= WEAK_WALL:
            for liberty in liberties:
                kept.add(liberty)
                kept.update(n for n in board.neighbours(liberty) if board[n] is None)
    return kept
