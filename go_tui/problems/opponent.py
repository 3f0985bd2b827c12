"""The engine as the learner's opponent where the solution tree is silent.

Problem files shared online mostly list the right first move and nothing
else, and no file lists every move a learner may try.  Where the tree has no
answer, the readers decide from the position on the board: the solver of
:mod:`go_tui.engine.solver` for kill and live, the tactical reader of
:mod:`go_tui.engine.tactics` for capture and escape, on the problem's *aim*
(:func:`go_tui.problems.proof.problem_aim`).

After the learner's move (the opponent to move):

* the goal is *failed* when the opponent, moving now, stops it: its move is
  the refutation;
* the goal is *reached* for kill and live when the opponent cannot stop it
  even with two moves in a row: it has no move that asks for an answer.  This
  is what a player means by "dead" or "alive": the learner need not add a
  stone any more (a group taken off the board is dead too).  A capture is
  reached when a target is off the board: the stones are taken, not only
  lost.  An escape is reached as soon as the opponent, moving first, cannot
  capture: the tactical reader's own test (a chased chain on an open board
  would otherwise be chased across it);
* else the opponent plays its *threat*: a move after which, were the learner
  to play elsewhere, the opponent would stop the goal.  The learner must
  answer it, and the next move is judged the same way.  Stones to capture
  that have no threat left run on (their first legal try), or pass.

A ko is reported as a ko, never as a success; a reading past its budget is
*unknown*, never a verdict.  Everything here reads copies of the board, so a
screen may run it in a thread.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from go_tui.engine import Board, Color, Point
from go_tui.engine.solver import Goal, Result, local_region, solve
from go_tui.engine.tactics import attacker_moves, defender_moves
from go_tui.problems.aim import Aim

READ_NODES = 40_000
"""Positions one question of the goal may read (the solver's own budget)."""
THREAT_NODES = 10_000
"""Positions one threat may take to read: a threat is a second question after each try."""
THREAT_BUDGET = 120_000
"""Positions the search for a threat may read in all; past it the goal is not called reached."""
MAX_LINE = 12
"""Moves of the engine's solution line at most."""

Line = list[tuple[Color, Point | None]]


@dataclass(frozen=True)
class Reading:
    """The learner's result in a position, and the side to move's move that decides it."""

    result: Result
    move: Point | None
    nodes: int = 0
    reason: str = ""


@dataclass(frozen=True)
class Response:
    """What the engine makes of the learner's move, the opponent to move.

    ``result`` is the learner's: SUCCESS (the move reaches the goal against every
    defence), FAILURE, KO or UNKNOWN.  On SUCCESS ``reached`` says the goal stands
    for good; otherwise ``reply`` is the opponent's threat (None: it passes).  On
    FAILURE ``reply`` is the refutation (None: the opponent need not even answer).
    """

    result: Result
    reply: Point | None = None
    reached: bool = False
    reason: str = ""


@dataclass(frozen=True)
class EngineLine:
    """A solution the engine found from a position: the moves, and whether it reaches the
    goal within :data:`MAX_LINE` moves."""

    result: Result
    moves: Line
    reached: bool
    reason: str = ""


class Opponent:
    """The engine's answers for one problem's aim; the learner is the problem's player."""

    def __init__(self, aim: Aim, learner: Color, start: Board) -> None:
        self.aim = aim
        self.start = start.copy()
        """The problem's start position, the learner to move."""
        self._pointless: bool | None = None
        frame = aim.closed
        size = start.size
        self._frame = [
            (p, color)
            for p in ((row, col) for row in range(size) for col in range(size))
            if frame is not None and start[p] is None and (color := frame[p]) is not None
        ]
        """The stones of the frame that closes a problem stating no goal, where it stands."""
        self.learner = learner
        self.opponent = learner.opponent
        own = aim.goal in (Goal.LIVE, Goal.ESCAPE)
        self.color = learner if own else learner.opponent
        """The colour of the targets."""
        self.attacker = self.color.opponent
        life = aim.goal in (Goal.KILL, Goal.LIVE)
        self.targets = aim.targets[:1] if life else aim.targets
        """The stones read: for kill and live the first names the group (as the solver
        reads it), for capture and escape every marked chain counts."""

    # ---- the questions -----------------------------------------------------------
    def pointless(self) -> bool:
        """Whether the goal stands for good at the start, even if the learner passes: then
        the aim (guessed from the position, say) is not what the problem asks, and the
        engine has nothing to say.  Read once."""
        if self._pointless is None:
            board = self.start.copy()
            board.pass_turn()
            response = self.respond(board)
            self._pointless = response.result is Result.SUCCESS and response.reached
        return self._pointless

    def respond(self, board: Board) -> Response:
        """The learner has just played on ``board``; the opponent is to move."""
        if self._lost(board):
            reached = self.aim.goal in (Goal.KILL, Goal.CAPTURE)
            return Response(Result.SUCCESS if reached else Result.FAILURE, None, reached)
        reading = self.holds(board, self.opponent, READ_NODES)
        if reading.result is Result.FAILURE:
            return Response(Result.FAILURE, reading.move)
        if reading.result is not Result.SUCCESS:
            return Response(reading.result, reason=reading.reason)
        if self.aim.goal is Goal.ESCAPE:
            return Response(Result.SUCCESS, reached=True)
        threat = self._threat(board)
        if threat is not None:
            return Response(Result.SUCCESS, threat)
        if self.aim.goal is Goal.CAPTURE:  # not taken yet: the opponent runs on, or passes
            return Response(Result.SUCCESS, next(self._legal_tries(board), None))
        return Response(Result.SUCCESS, reached=True)

    def best(self, board: Board) -> Reading:
        """The learner to move: whether the goal can be reached, and by which move."""
        if self._lost(board):
            reached = self.aim.goal in (Goal.KILL, Goal.CAPTURE)
            return Reading(Result.SUCCESS if reached else Result.FAILURE, None)
        return self.holds(board, self.learner, READ_NODES)

    def line(self, board: Board, first: Point | None = None) -> EngineLine:
        """The engine's solution from ``board`` (the learner to move): the winning move (or
        ``first``, the file's), the opponent's threat, the answer ... until the goal is
        reached, :data:`MAX_LINE` moves at most."""
        board = board.copy()
        moves: Line = []
        reading = self.best(board) if first is None else Reading(Result.SUCCESS, first)
        if reading.result is not Result.SUCCESS:
            return EngineLine(reading.result, [], False, reading.reason)
        while len(moves) < MAX_LINE:
            if reading.move is None or not _play(board, self.learner, reading.move):
                break
            moves.append((self.learner, reading.move))
            response = self.respond(board)
            if response.result is not Result.SUCCESS:
                return EngineLine(response.result, moves, False, response.reason)
            if response.reached:
                return EngineLine(Result.SUCCESS, moves, True)
            if response.reply is None:
                board.pass_turn()
            elif not _play(board, self.opponent, response.reply):
                break
            moves.append((self.opponent, response.reply))
            reading = self.best(board)
            if reading.result is not Result.SUCCESS:
                return EngineLine(reading.result, moves, False, reading.reason)
        return EngineLine(Result.SUCCESS, moves, False)

    # ---- the goal ----------------------------------------------------------------
    def holds(self, board: Board, to_move: Color, budget: int) -> Reading:
        """Whether the learner's goal holds with ``to_move`` playing first, and that side's
        deciding move."""
        chains = self._standing(board)
        goal = self.aim.goal
        closed = self._closed(board) if goal in (Goal.KILL, Goal.LIVE) else None
        if closed is not None:
            solution = solve(closed, goal, chains[0], to_move, budget, True)
            return Reading(solution.result, solution.move, solution.nodes, solution.reason)
        if goal in (Goal.KILL, Goal.LIVE) or len(chains) == 1:
            solution = solve(board, goal, chains[0], to_move, budget)
            return Reading(solution.result, solution.move, solution.nodes, solution.reason)
        if goal is Goal.CAPTURE:
            return self._any_taken(board, chains, to_move, budget)
        return self._all_saved(board, chains, to_move, budget)

    def _any_taken(self, board: Board, chains: list[Point], to_move: Color, budget: int) -> Reading:
        """Capture with several chains marked (a double atari): one of them is enough."""
        if to_move is self.learner:
            direct = self._one_taken(board, chains, budget)
            if direct.result is Result.SUCCESS:
                return direct
            tries = _union(attacker_moves(board, c, True) for c in chains)
            return self._some_move(board, tries, budget)
        defences = _union(defender_moves(board, c, True) for c in chains)
        replies: list[Point | None] = [*defences, None]
        return self._every_move(board, replies, budget)

    def _one_taken(self, board: Board, chains: list[Point], budget: int) -> Reading:
        """The learner to move: one of the chains is captured, read one at a time."""
        unknown = ""
        for chain in chains:
            solution = solve(board, Goal.CAPTURE, chain, self.learner, budget)
            if solution.result is Result.SUCCESS:
                return Reading(Result.SUCCESS, solution.move, solution.nodes)
            if solution.result is Result.UNKNOWN:
                unknown = solution.reason
        return Reading(Result.UNKNOWN if unknown else Result.FAILURE, None, reason=unknown)

    def _all_saved(self, board: Board, chains: list[Point], to_move: Color, budget: int) -> Reading:
        """Escape with several chains marked: every one of them must get away."""
        if to_move is self.learner:
            tries = _union(_escapes(board, c) for c in chains)
            return self._some_move(board, tries, budget)
        unknown = ""
        for chain in chains:
            solution = solve(board, Goal.ESCAPE, chain, to_move, budget)
            if solution.result is Result.FAILURE:
                return Reading(Result.FAILURE, solution.move, solution.nodes)
            if solution.result is Result.UNKNOWN:
                unknown = solution.reason
        return Reading(Result.UNKNOWN if unknown else Result.SUCCESS, None, reason=unknown)

    def _some_move(self, board: Board, tries: list[Point], budget: int) -> Reading:
        """The learner to move: the first of ``tries`` that reaches the goal."""
        unknown = ""
        for point in tries:
            child = board.copy()
            if not _play(child, self.learner, point):
                continue
            reading = self.holds(child, self.opponent, budget) if not self._lost(child) else None
            if reading is None:
                if self.aim.goal is Goal.CAPTURE:
                    return Reading(Result.SUCCESS, point)
                continue
            if reading.result is Result.SUCCESS:
                return Reading(Result.SUCCESS, point)
            if reading.result is Result.UNKNOWN:
                unknown = reading.reason
        return Reading(Result.UNKNOWN if unknown else Result.FAILURE, None, reason=unknown)

    def _every_move(self, board: Board, replies: list[Point | None], budget: int) -> Reading:
        """The opponent to move in a capture: the goal holds when one chain is taken after every
        one of ``replies``."""
        unknown = ""
        for reply in replies:
            child = board.copy()
            if reply is None:
                child.pass_turn()
            elif not _play(child, self.opponent, reply):
                continue
            if self._lost(child):
                continue
            reading = self._one_taken(child, self._standing(child), budget)
            if reading.result is Result.FAILURE:
                return Reading(Result.FAILURE, reply)
            if reading.result is Result.UNKNOWN:
                unknown = reading.reason
        return Reading(Result.UNKNOWN if unknown else Result.SUCCESS, None, reason=unknown)

    def _threat(self, board: Board) -> Point | None:
        """The opponent's first try, best first, after which it would stop the goal if it
        played again; None when it has none (within the budget: a try not read is played)."""
        spent = 0
        unread: Point | None = None
        for point in self._tries(board):
            child = board.copy()
            if not _play(child, self.opponent, point):
                continue
            if spent >= THREAT_BUDGET:
                return point
            if self._lost(child):
                if self.aim.goal in (Goal.LIVE, Goal.ESCAPE):
                    return point
                continue
            child.pass_turn()
            reading = self.holds(child, self.opponent, THREAT_NODES)
            spent += reading.nodes
            if reading.result in (Result.FAILURE, Result.KO):
                return point
            if reading.result is Result.UNKNOWN and unread is None:
                unread = point
        return unread

    def _legal_tries(self, board: Board) -> Iterator[Point]:
        return (p for p in self._tries(board) if board.check(self.opponent, p) is None)

    def _tries(self, board: Board) -> list[Point]:
        """The opponent's moves worth trying, most promising first."""
        chains = self._standing(board)
        if self.aim.goal is Goal.CAPTURE:
            return _union(defender_moves(board, c, True) for c in chains)
        if self.aim.goal is Goal.ESCAPE:
            return _union(attacker_moves(board, c, True) for c in chains)
        region = local_region(board, chains[0], self.attacker)
        points = [board.geo.point(i) for i in region]
        return sorted(
            (p for p in points if board[p] is None and not _own_eye(board, p, self.opponent)),
            key=lambda p: -_promise(board, p, self.opponent, chains[0]),
        )

    def _closed(self, board: Board) -> Board | None:
        """``board`` closed by the frame the checker read the problem in (a problem that
        states no goal): the frame's stones put back around the moves played, so the
        engine's answer is the one the checker proved.  None without a frame, or when a
        move was played where the frame stands (the reading is then the open board's)."""
        if not self._frame:
            return None
        closed = board.copy()
        ko = closed.ko
        for point, color in self._frame:
            if closed[point] is not None:
                return None
            closed.place_setup(color, point)
        closed.ko = ko
        return closed

    # ---- the targets -------------------------------------------------------------
    def taken(self, board: Board) -> bool:
        """Whether the goal is to capture or kill and a target is off the board: reached."""
        return self.aim.goal in (Goal.KILL, Goal.CAPTURE) and self._lost(board)

    def _standing(self, board: Board) -> list[Point]:
        """One target point per chain of targets still on the board."""
        seen: set[frozenset[Point]] = set()
        points: list[Point] = []
        for point in self.targets:
            if board[point] is self.color:
                stones = frozenset(board.chain_at(point)[0])
                if stones not in seen:
                    seen.add(stones)
                    points.append(point)
        return points

    def _lost(self, board: Board) -> bool:
        """Whether a target was captured (its point no longer holds the targets' colour)."""
        return any(board[point] is not self.color for point in self.targets)


def _play(board: Board, color: Color, point: Point) -> bool:
    """Play ``color`` at ``point`` on ``board`` in place; False (nothing changed) if illegal."""
    if board[point] is not None or board.check(color, point) is not None:
        return False
    board.play(color, point)
    return True


def _union(groups: Iterable[list[Point]]) -> list[Point]:
    points: list[Point] = []
    for group in groups:
        points += [p for p in group if p not in points]
    return points


def _escapes(board: Board, target: Point) -> list[Point]:
    """The defender's tries: its liberties, their empty neighbours and its counter-captures."""
    points: list[Point] = []
    for liberty in board.chain_at(target)[1]:
        for point in (liberty, *board.neighbours(liberty)):
            if board[point] is None and point not in points:
                points.append(point)
    return _union([points, defender_moves(board, target, True)])


def _own_eye(board: Board, point: Point, color: Color) -> bool:
    """A point walled in by ``color``'s stones alone: filling it only harms ``color``."""
    return all(board[n] is color for n in board.neighbours(point))


def _promise(board: Board, point: Point, color: Color, target: Point) -> int:
    """How promising ``color``'s move at ``point`` is against or for the target: the solver's
    order (captures, ataris, saves, the target's liberties, open space)."""
    stones, liberties = board.chain_at(target)
    score = 30 if point in liberties else 0
    for n in board.neighbours(point):
        stone = board[n]
        if stone is None:
            score += 10
            continue
        count = board.liberties(n)
        if stone is not color:
            score += 100 if count == 1 else 15 if count == 2 else 0
        elif count == 1:
            score += 50
        if n in stones:
            score += 5
    return score
