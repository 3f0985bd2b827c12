"""Prove an endgame problem (``GE[endgame]``) by reading the game to its end.

Which move is biggest, and by how much, only the end of the game tells: the
exact reader of :mod:`go_tui.engine.endgame` gives every first move its value
(Black's area minus White's with best play after it).  The tree's RIGHT first
moves must be exactly the moves with the best value, and every WRONG first
move must be worse; each WRONG first move states by how much in a checked claim
(``CL[worth 2 less]``, proven at the move like every claim), so the numbers the
texts give are the engine's.  Below the first move, the tree's lines must be
best play too: every opponent reply is one of its best moves, and every learner
move of a winning line one of the learner's, so a line the trainer plays out
and the count a comment gives at its end are what the game would come to.  A
reading past its budget proves nothing: the problem is unproven.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from go_tui.engine import Color, Game, Point, to_vertex
from go_tui.engine.endgame import BUDGET, EndgameValues, endgame_values
from go_tui.problems.judge import Judge
from go_tui.problems.model import Problem, TreeMove

ENDGAME = "endgame"


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
    if not verdict.faults:
        _prove_lines(problem, judge, verdict, budget)
    return verdict


def _prove_lines(problem: Problem, judge: Judge, verdict: EndgameVerdict, budget: int) -> None:
    """Every move below the first: the opponent's replies, and the learner's moves of a
    winning line, are best moves of their position."""
    learner = problem.to_move
    assert learner is not None
    stack: list[tuple[TreeMove, int]] = [
        (child, 1) for move in problem.tree for child in move.children
    ]
    parents = {id(child): move for move in problem.moves() for child in move.children}
    while stack:
        move, depth = stack.pop()
        stack += [(child, depth + 1) for child in move.children]
        if move.color is learner and not judge.wins(move):
            continue
        game = _replayed(problem, parents, move)
        reading = endgame_values(
            game.board,
            move.color,
            [game.replayed(n).board for n in range(game.move_number)],
            game.last_move is not None and game.last_move.is_pass,
            budget,
        )
        name = f"{_name(move.color, move.point, problem.size)} (move {depth + 1})"
        if not reading.proven:
            verdict.unknown = f"{name}: the endgame reading needs more than {budget} positions"
        elif move.point not in reading.values:
            verdict.faults.append(f"{name} is not read: it fills an eye of its own living group")
        elif loss := reading.loss(move.point):
            top = _name(move.color, reading.best_moves()[0], problem.size)
            verdict.faults.append(f"{name} is not best play: {top} gets {_points(loss)} more")


def _replayed(problem: Problem, parents: dict[int, TreeMove], move: TreeMove) -> Game:
    """The game at the position before ``move``: the start, then the moves above it."""
    line: list[TreeMove] = []
    above = parents.get(id(move))
    while above is not None:
        line.append(above)
        above = parents.get(id(above))
    game = problem.start_game()
    for step in reversed(line):
        game.play(step.point, step.color)
    return game


def _name(color: Color, point: Point | None, size: int) -> str:
    return f"{color.letter} {to_vertex(point, size) if point is not None else 'pass'}"


def _points(number: int) -> str:
    return f"{number} point{'' if number == 1 else 's'}"
