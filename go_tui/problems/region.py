"""The part of the board a problem uses, so the UI can show it enlarged.

The bounding box of the setup stones and of every move in the tree, grown by
a margin, and stretched to an edge it nearly touches: a corner problem shows
its corner, an edge problem its edge, and the cut-off sides are where the
problem does not reach.
"""

from __future__ import annotations

from go_tui.engine import Point
from go_tui.engine.frame import Box
from go_tui.problems.model import Problem

MARGIN = 1
"""Empty lines kept around the stones and moves."""


def problem_region(problem: Problem) -> Box:
    """The region the module docstring describes; the whole board for an empty problem."""
    points: list[Point] = list(problem.setup)
    points += [move.point for move in problem.moves() if move.point is not None]
    return Box.around(problem.size, points, MARGIN)


def example_point(problem: Problem, region: Box) -> Point:
    """A point to name as an example of typing one: empty at the start, inside ``region``,
    legal for the learner (a suicide point, typed as told, is refused) and no move of the
    tree (an example must not give the answer away); the one nearest the middle of the
    region, and one that fills no eye of the learner's own where there is another."""
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
    board = game.board

    def own_eye(point: Point) -> bool:
        return all(board[n] is game.to_move for n in board.neighbours(point))

    return min(
        candidates,
        key=lambda p: (own_eye(p), abs(p[0] - middle[0]) + abs(p[1] - middle[1]), p),
    )
