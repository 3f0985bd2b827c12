"""Prove what a problem's first moves reach with the engine's readers.

A problem's *aim* is a goal and the stones it is about: ``capture`` or
``kill`` the opponent's stones, ``escape`` with or ``live`` with the learner's
own.  It comes from ``GE`` (the topic), else from the words of the problem's
title and comment, else from the position: the group walled in by the other
colour, or the marked stones (``MA``).  The stones are the ones marked, else
the chain the goal points at (the one shortest of liberties, or in the smallest
walled-in area).

Capture and escape are read on the open board with
:mod:`go_tui.engine.tactics`; kill and live with the solver of
:mod:`go_tui.engine.solver`.  Every first move the tree
judges right must reach the goal against every defence, and every first move
it judges wrong must fail.  Where the aim comes from ``GE`` and ``MA`` (the
convention of the built-in collections), the other first moves are scanned
too: one that reaches the goal but is not in the tree is a fault, since the
trainer would call it wrong.

A reading that runs past its budget proves nothing: the problem is *unproven*
and the reason says so.  So is a right first move that reaches only a ko (the
solver reports ko, never success).  A ko problem (``GE[ko]``) has its own proof:
:mod:`go_tui.problems.ko_proof`; so has an endgame problem (``GE[endgame]``):
:mod:`go_tui.problems.endgame_proof`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from go_tui.engine import Board, Color, Point, to_vertex
from go_tui.engine.goals import after, area, legal
from go_tui.engine.solver import Goal, Result, Solution, solve
from go_tui.engine.tactics import Limits, attacker_moves, read, read_any
from go_tui.problems.aim import Aim
from go_tui.problems.endgame_proof import ENDGAME, prove_endgame
from go_tui.problems.inferred import closed_board, inferred_aim, walled_in
from go_tui.problems.judge import Judge
from go_tui.problems.ko_proof import prove_ko
from go_tui.problems.model import Problem

TACTICAL_TOPICS = frozenset({"capture", "escape", "double-atari", "ladder", "net", "snapback"})
LIFE_TOPICS = frozenset({"two-eyes", "killing", "seki"})
LIMITS = Limits(thorough=True)
"""For the tree's own first moves: what it cannot settle leaves the problem unproven."""
DEEP_LIMITS = Limits(thorough=True, wide_depth=12, max_nodes=60_000)
"""For a verdict that the marked stones are *not* taken (a wrong capture, a right escape):
the reader's cut (three liberties past ``wide_depth`` count as out) calls a chase that
switches to a net deep in the line an escape, so the verdict is read again with every kind
of try allowed twice as deep (05-net #2 F6 as it was: an atari, then a net six moves on).
What the deeper reading cannot settle within its budget (a long ladder on the big board)
keeps the first reading's verdict.  Its defender still tries only liberties, captures and
counter-ataris, so a capture it alone finds is worth a look with ``tools/compare_owl.py``."""
SCAN_LIMITS = Limits(max_nodes=8_000, thorough=True)
"""For the pass and the other first moves scanned for a capture: what it cannot settle is left."""
SCAN_NODES = 8_000
"""For the other first moves scanned for a kill or life without ko, beside a ko answer."""
CLOSED_NODES = 30_000
"""Positions one reading of a first move may visit on a closed problem (a frame walls in
a larger area than the built-in problems have: each position tries more moves)."""
CROSS_CHECKS = 6
"""Other first moves read before a published answer is called wrong (see _another_reaches)."""
LINE_MOVES = 7
"""Longest refuting line shown (the first move included)."""


_GE_GOALS = {
    "kill": Goal.KILL,
    "killing": Goal.KILL,
    "live": Goal.LIVE,
    "living": Goal.LIVE,
    "life": Goal.LIVE,
    "two-eyes": Goal.LIVE,
    "seki": Goal.LIVE,
}
_WORDS = (
    (Goal.KILL, r"kill|dood|doden|dode"),
    (Goal.LIVE, r"live|lives|alive|living|two eyes|leven|leeft|levend|twee ogen"),
    (Goal.CAPTURE, r"capture|captures|take|slaan|sla|vang|vangen"),
    (Goal.ESCAPE, r"escape|save|rescue|ontsnap|ontsnappen|red|redden"),
)
_WORD = re.compile(
    "|".join(f"(?P<{goal.name}>\\b(?:{words})\\b)" for goal, words in _WORDS), re.IGNORECASE
)


@dataclass
class Proof:
    """What the readers found: faults (the problem is wrong), or why nothing was proven."""

    faults: list[str] = field(default_factory=list)
    unknown: str = ""
    aim: Aim | None = None
    ko: bool = False
    """The right first move reaches the goal by a ko, and no first move reaches it
    without one (the answer of an inferred goal may be a ko)."""


def problem_aim(problem: Problem) -> Aim | str:
    """The problem's aim, or why none can be found."""
    learner = problem.to_move
    if learner is None:
        return "no player to move"
    if problem.topic == ENDGAME:
        return "an endgame: no stones to take or save"
    board = problem.start_game().board
    goal: Goal | None = _GE_GOALS.get(problem.topic)
    source = "GE"
    if problem.topic in TACTICAL_TOPICS:
        goal = Goal.ESCAPE if problem.targets and not problem.capture_goal else Goal.CAPTURE
    elif problem.topic in LIFE_TOPICS and problem.targets:
        goal = Goal.LIVE if board[problem.targets[0]] is learner else Goal.KILL
    if goal is None:
        goal, source = _goal_in_words(problem), "text"
    if goal is None and problem.targets:
        goal, source = _marked_goal(board, learner, problem.targets[0]), "MA"
    if goal is None:
        return inferred_aim(problem)
    targets = problem.targets or _targets(board, learner, goal)
    if not targets:
        return f"the goal ({goal}) names no stones: no chain of that colour on the board"
    if source == "GE" and not problem.targets:
        source = "text"  # a topic without marks: the stones were guessed, as for a text
    own = goal in (Goal.ESCAPE, Goal.LIVE)
    if not all(board[t] is (learner if own else learner.opponent) for t in targets):
        whose = "the learner's" if own else "the opponent's"
        return f"the marked stones (MA) must all be {whose} to {goal} them"
    if goal in (Goal.KILL, Goal.LIVE) and not problem.topic:
        # A problem in the published form (no topic): the rest of the board is settled.
        attacker = learner if goal is Goal.KILL else learner.opponent
        return Aim(goal, targets, source, closed=closed_board(board, attacker))
    return Aim(goal, targets, source)


def _goal_in_words(problem: Problem) -> Goal | None:
    """The first goal word of the title and the comment (English, then Dutch)."""
    for text in (problem.title.en, problem.comment.en, problem.title.nl, problem.comment.nl):
        match = _WORD.search(text)
        if match and match.lastgroup:
            return Goal[match.lastgroup]
    return None


def _marked_goal(board: Board, learner: Color, target: Point) -> Goal:
    """Marked stones and no goal word: kill or live when they are walled in, else
    capture or escape."""
    color = board[target]
    own = color is learner
    walled = color is not None and walled_in(board, target, color.opponent)
    if walled:
        return Goal.LIVE if own else Goal.KILL
    return Goal.ESCAPE if own else Goal.CAPTURE


def _targets(board: Board, learner: Color, goal: Goal) -> tuple[Point, ...]:
    """The chain the goal is about: shortest of liberties, or in the smallest area."""
    own = goal in (Goal.ESCAPE, Goal.LIVE)
    color = learner if own else learner.opponent
    chains = [stones for c, stones, _ in board.chains() if c is color]
    if not chains:
        return ()
    if goal in (Goal.CAPTURE, Goal.ESCAPE):
        best = min(chains, key=lambda s: (board.liberties(s[0]), -len(s)))
    else:
        best = min(chains, key=lambda s: (len(area(board, s[0], color.opponent)), -len(s)))
    return (best[0],)


def prove(problem: Problem) -> Proof:
    """The readers' verdict on the problem's first moves (its tree replays cleanly)."""
    if problem.topic == "ko":
        verdict = prove_ko(problem)
        return Proof(verdict.faults, verdict.unknown)
    if problem.topic == ENDGAME:
        found = prove_endgame(problem)
        return Proof(found.faults, found.unknown)
    aim = problem_aim(problem)
    if isinstance(aim, str):
        return Proof(unknown=aim)
    if aim.goal in (Goal.CAPTURE, Goal.ESCAPE):
        proof = _tactical(problem, aim)
    else:
        proof = _life(problem, aim)
    proof.aim = aim
    return proof


def tactical_faults(problem: Problem) -> list[str]:
    """What the reader finds wrong with a capture or escape problem; empty for any other."""
    if problem.to_move is None or not problem.targets or problem.topic not in TACTICAL_TOPICS:
        return []
    aim = problem_aim(problem)
    if isinstance(aim, str):
        return [aim]
    proof = _tactical(problem, aim)
    return proof.faults + ([proof.unknown] if proof.unknown else [])


def life_faults(problem: Problem) -> list[str]:
    """What the solver finds wrong with a life-and-death problem; empty for any other."""
    if problem.to_move is None or not problem.targets or problem.topic not in LIFE_TOPICS:
        return []
    aim = problem_aim(problem)
    if isinstance(aim, str):
        return [aim]
    proof = _life(problem, aim)
    return proof.faults + ([proof.unknown] if proof.unknown else [])


def first_move_result(problem: Problem, aim: Aim, point: Point | None) -> Solution:
    """How the learner's first move at ``point`` (None: a pass) fares against every defence,
    with the opponent's best answer (an illegal move fails)."""
    learner = problem.to_move
    assert learner is not None
    board = aim.closed or problem.start_game().board
    if aim.goal in (Goal.CAPTURE, Goal.ESCAPE):
        reached = _reaches(board, point, learner, aim.targets, aim.goal is Goal.ESCAPE, LIMITS)
        if reached is None:
            reason = f"the reading cannot settle it within {LIMITS.max_nodes} nodes"
            return Solution(Result.UNKNOWN, None, 0, reason)
        return Solution(Result.SUCCESS if reached else Result.FAILURE, None, 0)
    if point is None:
        position = board.copy()
        position.pass_turn()
    elif not legal(board, learner, point):
        return Solution(Result.FAILURE, None, 0)
    else:
        position, _ = after(board, learner, point)
    if aim.closed is None:
        return solve(position, aim.goal, aim.targets[0], learner.opponent)
    return solve(position, aim.goal, aim.targets[0], learner.opponent, CLOSED_NODES, True)


def _tactical(problem: Problem, aim: Aim) -> Proof:
    learner = problem.to_move
    assert learner is not None
    saving = aim.goal is Goal.ESCAPE
    board = problem.start_game().board
    judge = Judge(problem)
    goal = "saves the marked stones" if saving else "captures"
    proof = Proof()
    for move in problem.tree:
        name = _name(learner, move.point, problem.size)
        reached = _reaches(board, move.point, learner, aim.targets, saving, LIMITS)
        if reached is saving:  # "not taken" is only the cut's word: read it deeper
            deeper = _reaches(board, move.point, learner, aim.targets, saving, DEEP_LIMITS)
            reached = reached if deeper is None else deeper
        if reached is None:
            proof.unknown = f"{name}: the reading cannot settle it within {LIMITS.max_nodes} nodes"
        elif judge.wins(move) and not reached:
            proof.faults.append(
                f"{name} is a right first move, but it fails against the best defence"
            )
        elif not judge.wins(move) and reached:
            proof.faults.append(f"{name} is a wrong first move, but it {goal} too")
    if not aim.authored:
        return proof
    if _reaches(board, None, learner, aim.targets, saving, SCAN_LIMITS):
        already = (
            "safe already: even a pass saves" if saving else "lost already: even a pass captures"
        )
        proof.faults.append(f"the marked stones are {already} them")
        return proof
    tried = {move.point for move in problem.tree}
    scan = _escapes(board, aim.targets) if saving else _tries(board, aim.targets)
    for point in scan:
        if point in tried:
            continue
        if _reaches(board, point, learner, aim.targets, saving, SCAN_LIMITS):
            name = _name(learner, point, problem.size)
            proof.faults.append(
                f"{name} {goal} too but is not in the tree (add it, RIGHT or WRONG)"
            )
    return proof


def _life(problem: Problem, aim: Aim) -> Proof:
    """Kill or live, read by the solver.  The first target names the group."""
    learner = problem.to_move
    assert learner is not None
    problem_board = problem.start_game().board
    board = aim.closed or problem_board
    target = aim.targets[0]
    attacker = learner if aim.goal is Goal.KILL else learner.opponent
    goal = "kills the group" if aim.goal is Goal.KILL else "saves the group"
    judge = Judge(problem)
    right = {m.point for m in problem.tree if judge.wins(m)}
    tried = {m.point for m in problem.tree}
    points = {p for p in tried if p is not None}
    proof = Proof()
    if aim.authored:
        points |= {p for p in area(board, target, attacker) if board[p] is None}
        if first_move_result(problem, aim, None).result is Result.SUCCESS:
            proof.faults.append(f"the goal is reached already: even a pass {goal}")
            return proof
    for point in sorted(points):
        name = _name(learner, point, problem.size)
        if not legal(board, learner, point):
            if point in right and board[point] is not None and problem_board[point] is None:
                proof.unknown = (
                    f"{name}: the frame that closes the problem stands there (the move is "
                    "far from the group), so it is not read"
                )
            continue
        solution = first_move_result(problem, aim, point)
        result = solution.result
        if point in right:
            _judge_right(proof, problem, aim, board, point, solution, tried)
        elif result is Result.SUCCESS:
            proof.faults.append(
                f"{name} is a wrong first move, but it {goal} too"
                if point in tried
                else f"{name} {goal} too but is not a right first move of the tree"
            )
        elif result is Result.UNKNOWN and point in tried:
            proof.unknown = f"{name}: {solution.reason}"
    return proof


def _judge_right(
    proof: Proof,
    problem: Problem,
    aim: Aim,
    board: Board,
    point: Point,
    solution: Solution,
    tried: set[Point | None],
) -> None:
    """What the reading of a right first move adds to the proof: a fault only when the
    refutation is proven on a closed (or authored) problem, and shown as a line."""
    learner = problem.to_move
    assert learner is not None
    name = _name(learner, point, problem.size)
    goal = "kills the group" if aim.goal is Goal.KILL else "saves the group"
    result = solution.result
    attacker = learner if aim.goal is Goal.KILL else learner.opponent
    closed = aim.closed is not None or walled_in(board, aim.targets[0], attacker)
    if result is Result.FAILURE and (aim.authored or closed):
        line = refutation(board, aim, learner, point, solution.move)
        other = "" if aim.authored else _another_reaches(problem, aim, board, point, tried, goal)
        if aim.authored or other:
            also = f" (while {other})" if other else ""
            proof.faults.append(
                f"{name} is a right first move, but the search refutes it: {line}{also}"
            )
        else:
            proof.unknown = (
                f"{name}: the search refutes it ({line}) but finds no first move that {goal} "
                "either, so it does not read this problem well enough to call the answer wrong"
            )
    elif result is Result.FAILURE:
        answer = _name(learner.opponent, solution.move, problem.size)
        proof.unknown = (
            f"{name}: the search refutes it ({answer}) on the open board, which proves "
            "nothing: the problem could not be closed"
        )
    elif result is Result.KO and aim.inferred:
        better = _outright(problem, aim, board, tried)
        if better is None:
            proof.ko = True
        elif better:
            proof.faults.append(f"{name} reaches only a ko, but {better} {goal} outright")
        else:
            proof.unknown = f"{name} reaches a ko; whether a move does better is not settled"
    elif result is Result.KO:
        proof.unknown = f"{name} reaches only a ko, not the goal ({aim.goal})"
    elif result is Result.UNKNOWN:
        proof.unknown = f"{name}: {solution.reason}"


def _another_reaches(
    problem: Problem, aim: Aim, board: Board, point: Point, tried: set[Point | None], goal: str
) -> str:
    """Another first move the search proves reaches the goal, and how ("B C19 kills the
    group"); "" when none: the tree's other moves and the target's liberties (at most
    ``CROSS_CHECKS``), then the search's own choice from the position before the first move.
    A refutation of a published answer counts only beside such a move: a search that finds
    no way at all does not read the problem well enough to overrule its author.  Where the
    goal was inferred, a ko is a result of its own: a move that fails even with every ko
    won is wrong beside one that reaches the goal by a ko."""
    learner = problem.to_move
    assert learner is not None
    reached = {Result.SUCCESS: goal}
    if aim.inferred:
        reached[Result.KO] = f"{goal} by a ko"
    _, liberties = board.chain_at(aim.targets[0])
    candidates = sorted(p for p in tried if p is not None and p != point)
    candidates += sorted(p for p in liberties if p != point and p not in candidates)
    for other in candidates[:CROSS_CHECKS]:
        if not legal(board, learner, other):
            continue
        how = reached.get(first_move_result(problem, aim, other).result)
        if how:
            return f"{_name(learner, other, problem.size)} {how}"
    start = aim.closed or board
    own = solve(start, aim.goal, aim.targets[0], learner, CLOSED_NODES, aim.closed is not None)
    found = own.move
    if own.result not in reached or found is None or found == point:
        return ""
    how = reached.get(first_move_result(problem, aim, found).result)
    # The same reading from the move on must agree.
    return f"{_name(learner, found, problem.size)} {how}" if how else ""


def _outright(problem: Problem, aim: Aim, board: Board, tried: set[Point | None]) -> str | None:
    """Another first move that reaches the goal without a ko (its name), "" when the scan
    cannot settle every move, None when none does."""
    learner = problem.to_move
    assert learner is not None
    attacker = learner if aim.goal is Goal.KILL else learner.opponent
    unsettled = False
    for point in sorted(p for p in area(board, aim.targets[0], attacker) if board[p] is None):
        if point in tried or not legal(board, learner, point):
            continue
        position, _ = after(board, learner, point)
        result = solve(position, aim.goal, aim.targets[0], learner.opponent, SCAN_NODES, True)
        if result.result is Result.SUCCESS:
            return _name(learner, point, problem.size)
        unsettled = unsettled or result.result is Result.UNKNOWN
    return "" if unsettled else None


def refutation(board: Board, aim: Aim, learner: Color, point: Point, answer: Point | None) -> str:
    """The line that refutes the learner's first move at ``point``: the opponent's
    ``answer``, then, while the search still finds the learner lost, the learner taking
    the point the opponent would play next and the opponent's answer to that."""
    target = aim.targets[0]
    closed = aim.closed is not None
    moves = [(learner, point)]
    position, _ = after(board, learner, point)
    reply = answer
    while reply is not None and len(moves) < LINE_MOVES:
        if not legal(position, learner.opponent, reply):
            break
        position, _ = after(position, learner.opponent, reply)
        moves.append((learner.opponent, reply))
        if position[target] is None:
            break
        waited = position.copy()
        waited.pass_turn()
        threat = solve(waited, aim.goal, target, learner.opponent, CLOSED_NODES, closed)
        block = threat.move
        if threat.result is not Result.FAILURE or block is None:
            break
        if not legal(position, learner, block) or len(moves) + 2 > LINE_MOVES:
            break
        after_block, _ = after(position, learner, block)
        next_reply = solve(after_block, aim.goal, target, learner.opponent, CLOSED_NODES, closed)
        if next_reply.result is not Result.FAILURE or next_reply.move is None:
            break
        position = after_block
        moves.append((learner, block))
        reply = next_reply.move
    return ", ".join(_name(color, p, board.size) for color, p in moves)


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
        points += [p for p in attacker_moves(board, target, True) if p not in points]
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
