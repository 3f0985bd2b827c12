"""Prove a ko problem (``GE[ko]``) with the engine's readers.

A ko problem is about the *contested* chains: those in atari in the start
position, of either colour.  Each first move of the tree is given the best
result it gets the learner on them, the opponent to move after it:

* a move that captures keeps its stones unless the opponent takes the capturing
  chain back: ``success`` when the solver finds it cannot, ``ko`` when it can
  only by winning a ko, ``failure`` when it can outright;
* a learner's contested chain is saved (``success``), or the opponent's capture
  of it is answered only by a ko retake (``ko``), or it is lost;
* an opponent's contested chain is still the learner's to capture (the solver's
  answer with the opponent to move first), or it is saved (``failure``).

Every right first move must get the best result of the tree's first moves and of a
pass, every wrong first move less, and so must every other move on or next to a
contested chain's liberty (one that gets as much is a fault: the trainer would call
it wrong), and the problem must hold a ko: a right move that
reaches the goal only by ko, or a wrong one that lets a ko happen.  A right first
move that captures one stone with a ko by the rules, but whose capture stands
outright, is a fault: that is no ko.

Ko threats are read where the tree has a ko on: the stone a ko capture took is the
point its taker fills to end the ko (*resolving* it).  After an opponent's move that
captures nothing, the learner answers or resolves; after the opponent retakes the
ko, each learner move is a threat of its own.  A move is a *real threat* when, if
the other side ignores it and resolves the ko, the threatener's next move captures
one of the chains the move touches (the tactical reader, threatener first), and the
other side, answering first, can save them all (else it resolves the ko and gives
them up); an answer to it must leave none of them to be captured.  The tree must
answer a real threat and ignore a fake one, and mark as right exactly the learner's
real threats.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from go_tui.engine import Board, Color, Point, to_vertex
from go_tui.engine.solver import Result, attack
from go_tui.engine.tactics import CaptureReading, Limits, read
from go_tui.problems.judge import Judge
from go_tui.problems.model import Problem, TreeMove

READING = Limits(thorough=True)
"""The tactical reading of the proof: counter-ataris and wider nets read too."""
DEEP = Limits(max_nodes=300_000, thorough=True)
"""A contested chain the reader's usual budget cannot settle is read once more this far
(a chain with three liberties in an open corner takes some 200,000 positions)."""
_RANK = {Result.FAILURE: 0, Result.KO: 1, Result.SUCCESS: 2}
_GETS = {
    Result.SUCCESS: "a win without a ko",
    Result.KO: "only a ko",
    Result.FAILURE: "nothing",
}
_FLIP = {Result.SUCCESS: Result.FAILURE, Result.FAILURE: Result.SUCCESS}


@dataclass
class KoVerdict:
    """Faults found (the problem is wrong), or why the proof is not complete."""

    faults: list[str] = field(default_factory=list)
    unknown: str = ""


@dataclass(frozen=True)
class _Outcome:
    result: Result
    reason: str = ""


def prove_ko(problem: Problem) -> KoVerdict:
    """The readers' verdict on a ko problem whose tree replays cleanly."""
    verdict = KoVerdict()
    if problem.to_move is None:
        verdict.unknown = "no player to move"
        return verdict
    _first_moves(problem, verdict)
    if not verdict.faults:
        _threats(problem, verdict)
    return verdict


# ---- the first moves ------------------------------------------------------------------


def _first_moves(problem: Problem, verdict: KoVerdict) -> None:
    learner = problem.to_move
    assert learner is not None
    board = problem.start_game().board
    judge = Judge(problem)
    contested = _contested(board)
    values: dict[Point | None, _Outcome] = {None: first_move_value(board, learner, None, contested)}
    for move in problem.tree:
        values[move.point] = first_move_value(board, learner, move.point, contested)
    for point, outcome in values.items():
        if outcome.result is Result.UNKNOWN:
            verdict.unknown = f"{_name(learner, point, problem.size)}: {outcome.reason}"
            return
    right = [m for m in problem.tree if judge.wins(m)]
    best = max(values, key=lambda p: _RANK[values[p].result])
    for move in right:
        verdict.faults += _right_faults(board, learner, move.point, values, best, problem.size)
    floor = min((_RANK[values[m.point].result] for m in right), default=0)
    for move in problem.tree:
        result = values[move.point].result
        if move not in right and _RANK[result] >= floor:
            name = _name(learner, move.point, problem.size)
            verdict.faults.append(
                f"{name} is a wrong first move, but it gets {_GETS[result]}, as a right one does"
            )
    tried = {m.point for m in problem.tree}
    for point in _near(board, contested):
        result = first_move_value(board, learner, point, contested).result
        scan = right and point not in tried and result is not Result.UNKNOWN
        if scan and _RANK[result] >= max(floor, _RANK[values[None].result] + 1):
            name = _name(learner, point, problem.size)
            verdict.faults.append(
                f"{name} gets {_GETS[result]} too but is not in the tree (add it, RIGHT or WRONG)"
            )
    if not any(o.result is Result.KO for o in values.values()):
        verdict.faults.append(
            "no ko: no first move of the tree reaches a ko or lets the opponent start one"
        )


def _right_faults(
    board: Board,
    learner: Color,
    point: Point | None,
    values: dict[Point | None, _Outcome],
    best: Point | None,
    size: int,
) -> list[str]:
    name = _name(learner, point, size)
    result = values[point].result
    if _RANK[result] < _RANK[values[best].result]:
        other = _name(learner, best, size)
        better = _GETS[values[best].result]
        return [f"{name} is a right first move, but it gets {_GETS[result]}; {other} gets {better}"]
    if point is not None and _RANK[values[None].result] >= _RANK[result]:
        return [f"{name} is a right first move, but it gets {_GETS[result]}: a pass does as well"]
    if result is Result.SUCCESS and _ko_capture(board, learner, point):
        return [f"{name} takes one stone in a ko shape, but the capture stands outright: no ko"]
    return []


def first_move_value(
    board: Board, learner: Color, point: Point | None, contested: list[Point]
) -> _Outcome:
    """The best result the learner's first move at ``point`` (None: a pass) gets on the
    contested chains and on what it captures, the opponent to move after it."""
    position = board.copy()
    opponent = learner.opponent
    results: list[Result] = []
    if point is None:
        position.pass_turn()
    else:
        if position.check(learner, point) is not None:
            return _Outcome(Result.FAILURE)
        if position.play(learner, point).captured:
            results.append(_hold(position, point, opponent))
    for stone in contested:
        owner = board[stone]
        if position[stone] is not owner:
            continue  # taken by the move itself: its hold is counted above
        if owner is learner:
            results.append(_defend(position, stone, opponent))
        else:
            results.append(_reading(_read(position, stone, opponent)))
    if Result.UNKNOWN in results:
        return _Outcome(Result.UNKNOWN, "the readers cannot settle the ko within their budget")
    return _Outcome(max(results, key=_RANK.__getitem__, default=Result.FAILURE))


def _read(position: Board, stone: Point, attacker: Color) -> CaptureReading:
    """The tactical reading, with the deeper budget when the usual one does not settle it."""
    reading = read(position, stone, attacker, READING)
    return reading if reading.captured is not None else read(position, stone, attacker, DEEP)


def _reading(reading: CaptureReading) -> Result:
    """The tactical reader's answer as the attacker's result."""
    if reading.captured is None:
        return Result.UNKNOWN
    return Result.SUCCESS if reading.captured else Result.FAILURE


def _hold(position: Board, stone: Point, taker_opponent: Color) -> Result:
    """Whether the chain that just captured keeps its prize, its opponent to move:
    success when it cannot be taken back, ko when only by a ko, failure when outright.
    A capture under the ko ban is read by the solver, which tells a ko from the rest."""
    if position.ko_point is not None:
        taken = attack(position, stone, taker_opponent).result
    else:
        taken = _reading(read(position, stone, taker_opponent, READING))
    return _FLIP.get(taken, taken)


def _defend(position: Board, stone: Point, opponent: Color) -> Result:
    """The learner's chain at ``stone``, the opponent to move: saved (success), or taken
    by the reader's capture that the learner can answer only by a ko retake (ko), or lost."""
    reading = _read(position, stone, opponent)
    if not reading.captured:
        return _FLIP[_reading(reading)] if reading.captured is False else Result.UNKNOWN
    capture = reading.move
    if capture is None or not _ko_capture(position, opponent, capture):
        return Result.FAILURE
    after = position.copy()
    after.play(opponent, capture)
    return attack(after, capture, opponent.opponent).result  # the learner's retake


def _ko_capture(board: Board, color: Color, point: Point | None) -> bool:
    """Whether ``color`` at ``point`` takes one stone and leaves the ko ban behind."""
    if point is None or board.check(color, point) is not None:
        return False
    after = board.copy()
    return len(after.play(color, point).captured) == 1 and after.ko_point is not None


def _near(board: Board, contested: list[Point]) -> list[Point]:
    """The first moves worth scanning: the contested chains' liberties and the empty
    points next to those."""
    points: list[Point] = []
    for stone in contested:
        for liberty in board.chain_at(stone)[1]:
            for point in (liberty, *board.neighbours(liberty)):
                if board[point] is None and point not in points:
                    points.append(point)
    return points


def _contested(board: Board) -> list[Point]:
    """One stone of each chain in atari: the stones a ko problem fights over."""
    return [stones[0] for _, stones, liberties in board.chains() if len(liberties) == 1]


# ---- ko threats ------------------------------------------------------------------------


@dataclass(frozen=True)
class _Node:
    """A move of the tree in its position: the board before it and the ko on then."""

    move: TreeMove
    board: Board
    fill: dict[Color, Point]
    """For each side that took a ko stone last: the point it fills to resolve the ko."""
    previous: TreeMove | None
    retaken: bool = False
    """The previous move took a ko stone."""


def _walk(problem: Problem) -> Iterator[_Node]:
    start = problem.start_game().board
    stack: list[_Node] = [_Node(m, start, {}, None) for m in reversed(problem.tree)]
    while stack:
        node = stack.pop()
        yield node
        move = node.move
        if move.point is None:
            continue
        board = node.board.copy()
        captured = board.play(move.color, move.point).captured
        fill = node.fill
        retaken = len(captured) == 1 and board.ko_point is not None
        if retaken:
            fill = {move.color: captured[0]}
        elif move.point in fill.values():
            fill = {}  # a ko filled: over
        stack += [_Node(child, board, fill, move, retaken) for child in reversed(move.children)]


def _threats(problem: Problem, verdict: KoVerdict) -> None:
    learner = problem.to_move
    assert learner is not None
    judge = Judge(problem)
    for node in _walk(problem):
        move, previous = node.move, node.previous
        if previous is None or move.color is not learner or not node.fill:
            continue
        if learner in node.fill:
            _answer_or_resolve(problem, node, previous, judge, verdict)
        elif node.retaken:
            _own_threat(problem, node, judge, verdict)
        if verdict.unknown:
            return


def _answer_or_resolve(
    problem: Problem, node: _Node, threat: TreeMove, judge: Judge, verdict: KoVerdict
) -> None:
    """The opponent played ``threat`` while the learner may resolve the ko: the learner's
    moves here must answer it if it is real, and resolve the ko if not."""
    learner = node.move.color
    if threat.point is None:
        return
    real = _is_threat(node.board, threat.point, learner, node.fill[learner])
    if real is None:
        verdict.unknown = _unsettled(threat, problem.size)
        return
    name = _name(threat.color, threat.point, problem.size)
    move = node.move
    mine = _name(learner, move.point, problem.size)
    resolves = move.point == node.fill[learner]
    wins = judge.wins(move)
    if real and resolves and wins:
        verdict.faults.append(f"{name} is a real ko threat, but {mine} ignores it and is right")
    elif not real and not resolves and wins:
        verdict.faults.append(f"{name} threatens nothing, but {mine} answers it and is right")
    elif not real and resolves and not wins:
        verdict.faults.append(f"{name} threatens nothing, but {mine} resolves the ko and is wrong")
    elif real and not resolves and wins:
        saved = _answer_saves(node.board, threat.point, move, learner)
        if saved is None:
            verdict.unknown = _unsettled(move, problem.size)
        elif not saved:
            verdict.faults.append(f"{mine} answers the threat {name}, but does not save the stones")


def _missing_threats(problem: Problem, node: _Node, judge: Judge, verdict: KoVerdict) -> None:
    """The opponent retook the ko: every real threat of the learner's must be a right move
    of the tree here (the trainer calls any other move wrong)."""
    learner = node.move.color
    assert node.previous is not None
    listed = {m.point for m in node.previous.children if judge.wins(m)}
    fill = node.fill[learner.opponent]
    board = node.board
    for point in board.empty_points():
        touches = any(board[n] is learner.opponent for n in board.neighbours(point))
        if point in listed or not touches or board.check(learner, point) is not None:
            continue
        after = board.copy()
        after.play(learner, point)
        if _is_threat(after, point, learner.opponent, fill):
            name = _name(learner, point, problem.size)
            verdict.faults.append(f"{name} is a real ko threat, but the tree does not list it")


def _own_threat(problem: Problem, node: _Node, judge: Judge, verdict: KoVerdict) -> None:
    """The opponent retook the ko: a right learner move here must be a real threat (and
    the opponent's answers in the tree must save), a wrong one a fake."""
    learner = node.move.color
    move = node.move
    if node.previous is not None and node.move is node.previous.children[0]:
        _missing_threats(problem, node, judge, verdict)  # once for the moves of this position
    if move.point is None:
        return
    fill = node.fill[learner.opponent]
    after = node.board.copy()
    after.play(learner, move.point)
    real = _is_threat(after, move.point, learner.opponent, fill)
    if real is None:
        verdict.unknown = _unsettled(move, problem.size)
        return
    name = _name(learner, move.point, problem.size)
    wins = judge.wins(move)
    if wins and not real:
        verdict.faults.append(f"{name} is a right move, but it threatens nothing")
    elif real and not wins:
        verdict.faults.append(f"{name} is a real ko threat, but it is marked wrong")
    if not real:
        return
    for reply in move.children:
        if reply.point is None or reply.point == fill:
            continue
        saved = _answer_saves(after, move.point, reply, learner.opponent)
        if saved is None:
            verdict.unknown = _unsettled(reply, problem.size)
        elif not saved:
            answer = _name(reply.color, reply.point, problem.size)
            verdict.faults.append(f"{answer} answers the threat {name}, but does not save")


def _is_threat(board: Board, threat: Point, victim: Color, fill: Point) -> bool | None:
    """Whether the threat (already on ``board``) takes a ``victim`` chain next to it once
    the victim resolves the ko at ``fill`` instead of answering, and the victim, answering,
    can save them all (a threat no answer meets is no ko threat: the victim resolves the
    ko and gives the stones up).  None: unknown."""
    ignored = board.copy()
    if ignored.check(victim, fill) is None:
        ignored.play(victim, fill)
    else:
        ignored.pass_turn()
    touched = _touched(board, threat, victim)
    taken = _any_captured(ignored, touched, victim.opponent)
    if not taken:
        return taken
    lost = _any_captured(board, touched, victim.opponent, victim)
    return None if lost is None else not lost


def _answer_saves(board: Board, threat: Point, answer: TreeMove, victim: Color) -> bool | None:
    """Whether, after the victim's ``answer``, no chain the threat touched can be taken."""
    if answer.point is None:
        return False
    touched = _touched(board, threat, victim)
    after = board.copy()
    after.play(victim, answer.point)
    taken = _any_captured(after, touched, victim.opponent)
    return None if taken is None else not taken


def _touched(board: Board, threat: Point, victim: Color) -> list[Point]:
    """One stone of each ``victim`` chain next to the threat stone."""
    chains: dict[frozenset[Point], Point] = {}
    for n in board.neighbours(threat):
        if board[n] is victim:
            chains.setdefault(frozenset(board.chain_at(n)[0]), n)
    return list(chains.values())


def _any_captured(
    board: Board, stones: list[Point], attacker: Color, to_move: Color | None = None
) -> bool | None:
    """Whether ``attacker`` takes one of the chains at ``stones``, moving first unless
    ``to_move`` says the other side does (None: unknown)."""
    unknown = False
    for stone in stones:
        if board[stone] is None:
            return True
        captured = read(board, stone, to_move or attacker, READING).captured
        if captured:
            return True
        unknown = unknown or captured is None
    return None if unknown else False


def _unsettled(move: TreeMove, size: int) -> str:
    name = _name(move.color, move.point, size)
    return f"{name}: the tactical reading cannot settle the ko threat within its budget"


def _name(color: Color, point: Point | None, size: int) -> str:
    return f"{color.letter} {to_vertex(point, size) if point is not None else 'pass'}"
