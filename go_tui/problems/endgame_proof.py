"""Prove an endgame problem (``GE[endgame]``) by reading the game to its end.

Which move is biggest, and by how much, only the end of the game tells: the
exact reader of :mod:`go_tui.engine.endgame` gives every first move its value
(Black's area minus White's with best play after it).  The tree's RIGHT first
moves must be exactly the moves with the best value, and every WRONG first
move must be worse; each WRONG first move states by how much in a checked claim
(``CL[worth 2 less]``, proven at the move like every claim), so the numbers the
texts give are the engine's.  A reading past its budget proves nothing: the
problem is unproven.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from go_tui.engine import Color, Point, to_vertex
from go_tui.engine.endgame import EndgameValues, endgame_values
from go_tui.problems.judge import Judge
from go_tui.problems.model import Problem

ENDGAME = "endgame"
BUDGET = 100_000
"""Positions the reading of one problem may visit: the built-in ones need far fewer."""


@dataclass
class EndgameVerdict:
    """The faults found, or why nothing was proven; the reading behind them."""

    faults: list[str] = field(default_factory=list)
    unknown: str = ""
    reading: EndgameValues | None = None


def prove_endgame(problem: Problem, budget: int = BUDGET) -> EndgameVerdict:
    """The reader's verdict on the tree's first moves (the tree replays cleanly)."""
    learner = problem.to_move
    assert learner is not None
    reading = endgame_values(problem.start_game().board, learner, budget=budget)
    if not reading.proven:
        return EndgameVerdict(unknown=f"the endgame reading needs more than {budget} positions")
    verdict = EndgameVerdict(reading=reading)
    judge = Judge(problem)
    best = reading.best_moves()
    right = [m for m in problem.tree if judge.wins(m)]
    for move in problem.tree:
        name = _name(learner, move.point, problem.size)
        if move.point not in reading.values:
            verdict.faults.append(f"{name} is not read: it fills an eye of its own living group")
        elif move in right and move.point not in best:
            top = _name(learner, best[0], problem.size)
            loss = reading.loss(move.point)
            verdict.faults.append(
                f"{name} is a right first move, but {top} gets {_points(loss)} more"
            )
        elif move not in right and move.point in best:
            verdict.faults.append(f"{name} is a wrong first move, but no move gets more")
        elif move not in right and not any(c.kind == "worth" for c in move.claims):
            verdict.faults.append(
                f"{name} is a wrong first move: say by how much in a claim "
                f"(CL[worth {reading.loss(move.point)} less])"
            )
    listed = {m.point for m in right}
    for point in best:
        if point not in listed:
            name = _name(learner, point, problem.size)
            verdict.faults.append(f"{name} gets the best value too but is not a right first move")
    return verdict


def _name(color: Color, point: Point | None, size: int) -> str:
    return f"{color.letter} {to_vertex(point, size) if point is not None else 'pass'}"


def _points(number: int) -> str:
    return f"{number} point{'' if number == 1 else 's'}"
