"""The part of the board a problem uses, so the UI can show it enlarged.

The bounding box of the setup stones and of every move in the tree, grown by
a margin, and stretched to an edge it nearly touches: a corner problem shows
its corner, an edge problem its edge, and the cut-off sides are where the
problem does not reach.
"""

from __future__ import annotations

from dataclasses import dataclass

from go_tui.engine import Point
from go_tui.problems.model import Problem

MARGIN = 1
"""Empty lines kept around the stones and moves."""
SNAP = 2
"""A side this many lines or fewer from an edge is stretched to it."""


@dataclass(frozen=True)
class Region:
    """Rows ``top..bottom`` and columns ``left..right`` (inclusive) of a ``size`` board."""

    size: int
    top: int
    left: int
    bottom: int
    right: int

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


def problem_region(problem: Problem) -> Region:
    """The region the module docstring describes; the whole board for an empty problem."""
    points: list[Point] = list(problem.setup)
    points += [move.point for move in problem.moves() if move.point is not None]
    last = problem.size - 1
    if not points:
        return Region(problem.size, 0, 0, last, last)
    top = max(0, min(r for r, _ in points) - MARGIN)
    left = max(0, min(c for _, c in points) - MARGIN)
    bottom = min(last, max(r for r, _ in points) + MARGIN)
    right = min(last, max(c for _, c in points) + MARGIN)
    return Region(
        problem.size,
        0 if top <= SNAP else top,
        0 if left <= SNAP else left,
        last if last - bottom <= SNAP else bottom,
        last if last - right <= SNAP else right,
    )


def example_point(problem: Problem, region: Region) -> Point:
    """A point to name as an example of typing one: empty at the start, inside ``region``,
    legal for the learner (a suicide point, typed as told, is refused) and no move of the
    tree (an example must not give the answer away); the one nearest the middle of the
    region."""
    middle = ((region.top + region.bottom) / 2, (region.left + region.right) / 2)
    moves = {move.point for move in problem.moves()}
    game = problem.start_game()
    inside = [(row, col) for row in region.rows for col in region.columns]
    free = [
        p
        for p in inside
        if p not in problem.setup and p not in moves and game.check(p, game.to_move) is None
    ]
    candidates = free or [p for p in inside if p not in problem.setup] or inside
    return min(candidates, key=lambda p: (abs(p[0] - middle[0]) + abs(p[1] - middle[1]), p))
