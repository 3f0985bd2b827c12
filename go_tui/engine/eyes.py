"""Eyes: when a point walled in by one colour is a true eye, and when a false one.

One rule for the whole program (the end-of-game judge in
:mod:`go_tui.engine.life`, the lessons' goals and their checker): an empty
point whose neighbours are all ``color``'s stones is an eye; the opponent's
stones on its diagonals decide whether it is a *false* eye, one the opponent
can make ``color`` fill by cutting off a wall stone.  In the centre the
opponent may hold one of the four diagonals, on the edge or in the corner none.

A diagonal stone the caller knows to be dead does not count: its owner
cannot use it to cut, and it is taken off before it matters.  This is why the
rule takes ``dead`` (board indices): the judge knows which stones are dead,
while a diagram in a lesson is read by its shape alone and passes none, so
there every opponent stone on a diagonal counts.
"""

from __future__ import annotations

from collections.abc import Container

from go_tui.engine.board import BORDER, Board
from go_tui.engine.coords import Color, Point


def false_eye_at(board: Board, index: int, color: int, dead: Container[int] = frozenset()) -> bool:
    """Whether the opponent holds enough diagonals of ``index`` to make it a false eye
    of ``color``; the caller knows the point is walled in by ``color``.

    The fast path on board indices (the judge's own representation).
    """
    cells = board.cells
    width = board.geo.width
    opponent = 3 - color
    on_board = 0
    held = 0
    for d in (index - width - 1, index - width + 1, index + width - 1, index + width + 1):
        value = cells[d]
        if value == BORDER:
            continue
        on_board += 1
        if value == opponent and d not in dead:
            held += 1
    return held >= (2 if on_board == 4 else 1)


def walled_in(board: Board, point: Point, color: Color) -> bool:
    """An empty point whose neighbours are all ``color`` stones: an eye, true or false."""
    return board[point] is None and all(board[n] is color for n in board.neighbours(point))


def true_eye(board: Board, point: Point, color: Color) -> bool:
    """Walled in by ``color``, and the opponent holds too few diagonals to break it."""
    return walled_in(board, point, color) and not false_eye_at(board, board.geo.index(point), color)


def false_eye(board: Board, point: Point, color: Color) -> bool:
    """Walled in by ``color``, but the opponent holds enough diagonals to break it."""
    return walled_in(board, point, color) and false_eye_at(board, board.geo.index(point), color)


def loose_eye(board: Board, index: int) -> bool:
    """A point walled by three or more lone stones: the opponent can cut and take
    them one by one, so it is no eye (GNU Go's verdict on unfinished games)."""
    walls = {id(c): c for n in board.geo.neighbours[index] if (c := board.chain[n]) is not None}
    return len(walls) >= 3 and all(len(c.stones) == 1 for c in walls.values())
