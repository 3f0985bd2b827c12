"""Prove a capture or escape problem on the open board with the tactical reader.

A problem of a tactical topic (``capture``, ``escape``, ``double-atari``,
``ladder``, ``net``, ``snapback``) with marked stones is read with
:mod:`go_tui.engine.tactics` before a learner meets it:

* every first move the tree judges right must reach the goal against every
  defence: take a marked chain (the marked stones are the opponent's), or
  keep every marked chain out of reach (they are the learner's own);
* every first move the tree judges wrong must really fail;
* no other first move near the marked stones may reach the goal too (the
  trainer would call it wrong): for a capture, the moves the reader would try;
  for an escape, the liberties of the marked chains and the empty points next
  to them.  A pass must not reach it either (the stones would be lost, or safe,
  already, and the problem would teach nothing).  These scans use a smaller
  budget; a move they cannot settle in it is not reported.

Life-and-death problems (``two-eyes``, ``killing``, ``seki``) are small enclosed
groups that the exhaustive search of :mod:`go_tui.learn.goals` settles
(:func:`life_faults`): every right first move reaches the goal, every other move
in the group's area fails, and a pass fails too.  Ko problems are checked by
their tree only.
"""

from __future__ import annotations

from go_tui.engine import Board, Color, Point, to_vertex
from go_tui.engine.reading import SearchTooBig
from go_tui.engine.tactics import Limits, attacker_moves, read, read_any
from go_tui.learn.goals import after, area, captured_anyway, legal
from go_tui.problems.judge import Judge
from go_tui.problems.model import Problem

TACTICAL_TOPICS = frozenset({"capture", "escape", "double-atari", "ladder", "net", "snapback"})
LIFE_TOPICS = frozenset({"two-eyes", "killing", "seki"})
LIMITS = Limits()
"""For the tree's own first moves: what it cannot settle is a fault."""
SCAN_LIMITS = Limits(max_nodes=8_000)
"""For the pass and the other first moves scanned for a capture: what it cannot settle is left."""


def tactical_faults(problem: Problem) -> list[str]:
    """What the reader finds wrong with a capture or escape problem; empty for any other."""
    learner = problem.to_move
    if learner is None or not problem.targets or problem.topic not in TACTICAL_TOPICS:
        return []
    saving = all(problem.setup.get(t) is learner for t in problem.targets)
    if not (problem.capture_goal or saving):
        return ["the marked stones (MA) must be all the opponent's or all the learner's"]
    board = problem.start_game().board
    judge = Judge(problem)
    goal = "saves the marked stones" if saving else "captures"
    faults: list[str] = []
    for move in problem.tree:
        name = _name(learner, move.point, problem.size)
        reached = _reaches(board, move.point, learner, problem.targets, saving, LIMITS)
        if reached is None:
            faults.append(f"{name}: the reading cannot settle it within its limits")
        elif judge.wins(move) and not reached:
            faults.append(f"{name} is a right first move, but it fails against the best defence")
        elif not judge.wins(move) and reached:
            faults.append(f"{name} is a wrong first move, but it {goal} too")
    if _reaches(board, None, learner, problem.targets, saving, SCAN_LIMITS):
        already = (
            "safe already: even a pass saves" if saving else "lost already: even a pass captures"
        )
        faults.append(f"the marked stones are {already} them")
        return faults
    tried = {move.point for move in problem.tree}
    scan = _escapes(board, problem.targets) if saving else _tries(board, problem.targets)
    for point in scan:
        if point in tried:
            continue
        if _reaches(board, point, learner, problem.targets, saving, SCAN_LIMITS):
            name = _name(learner, point, problem.size)
            faults.append(f"{name} {goal} too but is not in the tree (add it, RIGHT or WRONG)")
    return faults


def life_faults(problem: Problem) -> list[str]:
    """What the exhaustive search finds wrong with a life-and-death problem; empty for any other.

    The first marked stone names the group: the opponent's (kill it) or the learner's
    (keep it alive); the search plays inside the group's area.
    """
    learner = problem.to_move
    if learner is None or not problem.targets or problem.topic not in LIFE_TOPICS:
        return []
    board = problem.start_game().board
    target = problem.targets[0]
    kill = board[target] is not learner
    attacker = learner if kill else learner.opponent
    goal = "kills the group" if kill else "saves the group"
    try:
        if captured_anyway(board, target, attacker, learner.opponent) is kill:
            return [f"the goal is reached already: even a pass {goal}"]
        judge = Judge(problem)
        right = {m.point for m in problem.tree if judge.wins(m)}
        faults: list[str] = []
        for point in sorted(area(board, target, attacker)):
            if board[point] is not None or not legal(board, learner, point):
                continue
            position, _ = after(board, learner, point)
            reached = captured_anyway(position, target, attacker, learner.opponent) is kill
            name = _name(learner, point, problem.size)
            if point in right and not reached:
                faults.append(f"{name} is a right first move, but the search refutes it")
            elif point not in right and reached:
                faults.append(f"{name} {goal} too but is not a right first move of the tree")
    except SearchTooBig as error:
        return [f"the search cannot settle it: {error}"]
    return faults


def _reaches(
    board: Board,
    point: Point | None,
    learner: Color,
    targets: tuple[Point, ...],
    saving: bool,
    limits: Limits,
) -> bool | None:
    """Whether the learner's move at ``point`` (None: a pass) reaches the goal; None: unknown."""
    child = board.copy()
    if point is None:
        child.pass_turn()
    elif child.check(learner, point) is not None:
        return False
    else:
        child.play(learner, point)
    if not saving:
        return read_any(child, targets, learner.opponent, limits)
    unknown = False
    for target in {frozenset(child.chain_at(t)[0]): t for t in reversed(targets)}.values():
        captured = read(child, target, learner.opponent, limits).captured
        if captured:
            return False
        unknown = unknown or captured is None
    return None if unknown else True


def _tries(board: Board, targets: tuple[Point, ...]) -> list[Point]:
    """The attacker's first moves the reader would consider against any marked chain."""
    points: list[Point] = []
    for target in targets:
        points += [p for p in attacker_moves(board, target) if p not in points]
    return points


def _escapes(board: Board, targets: tuple[Point, ...]) -> list[Point]:
    """The defender's first moves worth reading: the marked chains' liberties and their
    empty neighbours (an extension, a connection, or a loose move that spoils an atari)."""
    points: list[Point] = []
    for target in targets:
        for liberty in board.chain_at(target)[1]:
            for point in (liberty, *board.neighbours(liberty)):
                if board[point] is None and point not in points:
                    points.append(point)
    return points


def _name(color: Color, point: Point | None, size: int) -> str:
    return f"{color.letter} {to_vertex(point, size) if point is not None else 'pass'}"
