"""The life-and-death solver: can the attacker capture a group, and by which move?

Vocabulary.  The *target* is one chain (the group the problem is about); the
*attacker* is the other colour.  The attacker wins when the chain is
captured.  The *defender* wins when it stands for good: it has two vital
regions of its own (Benson's test for one chain: enclosed by the chain alone,
every empty point a liberty of it), it reaches a liberty outside the *region*
read (it has escaped), or both sides pass in a row with it standing (it lives,
in seki or with eyes the quick test does not see).

The region.  A group walled in by the attacker (its *area*, the points reached
from it through anything but attacker stones, holds at most ``MAX_AREA``
points) is read in that area, plus the attacker's wall chains that could be
captured (one liberty, or all of them inside the area), their liberties and the
empty points next to those: capturing a wall is the defender's way out, and
the attacker must be able to answer it.  A wall chain with two or three
liberties (``SOLID_WALL``) is not read, and the defender might still take it
with a counter-atari: a kill found beside such a *loose* wall is unknown.
On a closed board (a tsumego frame around the problem) the region is every
point reached from the group through anything but the attacker's pass-alive
stones (the frame and the walls joined to it, :func:`closed_region`): every
chain that could fall is read with all its liberties, so there is no loose
wall, and a refutation is not an artefact of a region too small for the
attacker's answer.
Any other group is read on the points reached from it in ``OPEN_REACH`` steps
through anything but attacker stones (and the weak walls beside them); a
liberty outside that neighbourhood is an escape.  Both sides play only in the
region.

Ko.  A *success* needs no ko: the side wins even when its opponent may retake
every ko at once (as if it always had a threat).  Failing that, a side that
wins when it is the one that may retake at once wins by *ko*.  Two readings
settle it.  The other side is held to the simple ko rule, so it must play
elsewhere (or pass) between two takes, and every line ends with the region
full or both sides passing; a line longer than the region can hold (a cycle
of captures: an eternal life, a triple ko) is unknown.  The table of settled
positions is keyed by the stones, the ko point, the side to move and the
passes, so what it holds does not depend on the line that reached it.

The search is :class:`go_tui.engine.reading.Search`: depth first, a table of
settled positions; on a closed board, where the region is larger and a corner
problem's defender has many answers at every level, the same positions are read
by proof numbers instead (:mod:`go_tui.engine.proof_number`), which follow the
narrow forced line to its end before the wide ones.  Moves are ordered by
captures, ataris and saves first, then the
target's liberties, then eye shape (the empty points with the most empty
neighbours, the vital points of a big eye); neither side fills its own eye (a
point walled in by one chain of its own), and the attacker never passes (the
defender would pass back and stand).  A reading past its node
budget answers ``unknown``, never a guess.

Capture and escape on an open board are the tactical reader's
(:mod:`go_tui.engine.tactics`); :func:`solve` hands them over.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from enum import StrEnum

from go_tui.engine.benson import benson_alive
from go_tui.engine.board import EMPTY, Board, Chain
from go_tui.engine.coords import Color, Point, to_vertex
from go_tui.engine.proof_number import ProofNumberSearch
from go_tui.engine.reading import Outcome, Search, SearchTooBig, passed, played
from go_tui.engine.tactics import Limits, read

MAX_AREA = 40
"""A group whose area holds more points is not walled in: it is read as an open group."""
CLOSED_AREA = 64
"""On a closed board (a tsumego frame around the problem: nothing escapes) the whole region
is read, up to this many points; a larger one is not read at all (unknown)."""
OPEN_REACH = 2
"""An open group is read on the points this many steps from its stones (through anything
but attacker stones)."""
WEAK_WALL = 2
"""An attacker chain beside the area with fewer liberties is read too (it may be captured)."""
SOLID_WALL = 4
"""A wall chain with fewer liberties (and more than ``WEAK_WALL``) is *loose*: the defender
might capture it with a counter-atari the region does not hold, so a kill read with it
standing proves nothing."""
MAX_NODES = 40_000
"""Positions one reading may visit; a problem's answer takes two readings at most."""
DEPTHS = (6, 12, 20)
"""The depths read in turn before the whole line is (iterative deepening)."""
_EYE_REGION = 8
"""Largest region the quick eye test floods."""


class Goal(StrEnum):
    """What the side pursuing the goal wants of the target."""

    KILL = "kill"
    LIVE = "live"
    CAPTURE = "capture"
    ESCAPE = "escape"


class Result(StrEnum):
    """How the side pursuing the goal fares with best play."""

    SUCCESS = "success"
    KO = "ko"
    """It reaches the goal only by winning a ko."""
    FAILURE = "failure"
    UNKNOWN = "unknown"
    """The budget ran out (the reason says so)."""


@dataclass(frozen=True)
class Solution:
    """The answer to one question, and the side to move's best move."""

    result: Result
    move: Point | None
    """The side to move's move that decides it (None: a pass, or no move helps)."""
    nodes: int
    reason: str = ""


def solve(
    board: Board,
    goal: Goal,
    target: Point,
    to_move: Color,
    max_nodes: int = MAX_NODES,
    closed: bool = False,
) -> Solution:
    """Whether the side pursuing ``goal`` reaches it on the chain at ``target``,
    ``to_move`` playing first.  Kill and capture are the attacker's goals (the
    target's opponent), live and escape the defender's; the result is that side's.
    ``closed``: the board is framed, a kill or life is read on the whole region inside the
    attacker's pass-alive stones (:func:`closed_region`)."""
    defender = board[target]
    if defender is None:
        fails = goal in (Goal.LIVE, Goal.ESCAPE)
        return Solution(Result.FAILURE if fails else Result.SUCCESS, None, 0)
    if goal in (Goal.CAPTURE, Goal.ESCAPE):
        reading = read(board, target, to_move, Limits(max_nodes=max_nodes, thorough=True))
        if reading.captured is None:
            reason = f"the tactical reading needs more than {max_nodes} positions"
            return Solution(Result.UNKNOWN, None, reading.nodes, reason)
        wins = reading.captured is (goal is Goal.CAPTURE)
        return Solution(Result.SUCCESS if wins else Result.FAILURE, reading.move, reading.nodes)
    kill = attack(board, target, to_move, max_nodes, closed)
    if goal is Goal.KILL:
        return kill
    flipped = {Result.SUCCESS: Result.FAILURE, Result.FAILURE: Result.SUCCESS}
    return Solution(flipped.get(kill.result, kill.result), kill.move, kill.nodes, kill.reason)


def attack(
    board: Board,
    target: Point,
    to_move: Color,
    max_nodes: int = MAX_NODES,
    closed: bool = False,
) -> Solution:
    """Whether the attacker captures the group at ``target`` (the attacker's result)."""
    defender = board[target]
    assert defender is not None, "a group to attack"
    attacker = defender.opponent
    limit = CLOSED_AREA if closed else MAX_AREA
    if closed:
        region = closed_region(board, target, attacker)
        if len(region) > limit:
            reason = f"the enclosed area holds more than {limit} points: too large to read"
            return Solution(Result.UNKNOWN, None, 0, reason)
    else:
        region = local_region(board, target, attacker, limit)
    nodes = 0
    outcomes: list[tuple[bool | None, int | None]] = []
    for attacker_has_threats in (False, True):
        search = _GroupSearch(board, target, attacker, region, attacker_has_threats)
        search.max_nodes = max_nodes
        try:
            if closed:
                proof = ProofNumberSearch(search)
                outcomes.append(proof.solve((board, 0), to_move is attacker))
            else:
                outcomes.append(search.run(board, to_move is attacker))
        except SearchTooBig:
            outcomes.append((None, None))
        nodes += search.nodes
        if outcomes[0][0] is True:
            break
    no_ko, with_ko = outcomes[0], outcomes[-1]
    loose = None if closed else loose_wall(board, target, attacker, limit)
    if loose is not None and no_ko[0] is not False:
        # The wall might fall: only the group's life (the kill refuted) still stands.
        liberties = board.liberties(loose)
        reason = (
            f"the wall at {to_vertex(loose, board.size)} has only {liberties} liberties: "
            "a kill that counts on it standing is not proven"
        )
        return Solution(Result.UNKNOWN, None, nodes, reason)
    if no_ko[0] is True:
        return Solution(Result.SUCCESS, _point(board, no_ko[1]), nodes)
    if with_ko[0] is False:
        return Solution(Result.FAILURE, _point(board, with_ko[1]), nodes)
    if with_ko[0] is True and no_ko[0] is False:
        return Solution(Result.KO, _point(board, with_ko[1]), nodes)
    reason = f"the search does not settle it within {max_nodes} positions"
    return Solution(Result.UNKNOWN, None, nodes, reason)


def loose_wall(board: Board, target: Point, attacker: Color, limit: int = MAX_AREA) -> Point | None:
    """A stone of a loose wall chain (see ``SOLID_WALL``) around the walled-in group at
    ``target`` (its area at most ``limit`` points), or None: an open group, or a solid
    wall."""
    area = _walled_area(board, board.geo.index(target), attacker, limit)
    if len(area) > limit:
        return None
    neighbours = board.geo.neighbours
    for i in sorted(area):
        for n in neighbours[i]:
            chain = board.chain[n]
            if chain is None or chain.color != attacker or chain.liberties <= area:
                continue
            if WEAK_WALL <= len(chain.liberties) < SOLID_WALL:
                return board.geo.point(n)
    return None


def _walled_area(board: Board, start: int, attacker: Color, limit: int = MAX_AREA) -> set[int]:
    """The points reached from ``start`` through anything but attacker stones, up to one
    more than ``limit`` (more: the group is open)."""
    cells, neighbours = board.cells, board.geo.neighbours
    area = {start}
    frontier = [start]
    while frontier and len(area) <= limit:
        i = frontier.pop()
        for n in neighbours[i]:
            if n not in area and cells[n] != attacker:
                area.add(n)
                frontier.append(n)
    return area


def _point(board: Board, index: int | None) -> Point | None:
    return None if index is None else board.geo.point(index)


def local_region(
    board: Board, target: Point, attacker: Color, limit: int = MAX_AREA
) -> frozenset[int]:
    """The points (board indices) a reading of the group may play on (see the module
    docstring); an area of at most ``limit`` points is walled in."""
    cells = board.cells
    neighbours = board.geo.neighbours
    start = board.geo.index(target)
    area = _walled_area(board, start, attacker, limit)
    if len(area) <= limit:
        return frozenset(_with_weak_walls(board, area, attacker))
    chain = board.chain[start]
    assert chain is not None
    near = {start}
    ring = list(chain.stones)
    for _ in range(OPEN_REACH):
        ring = [n for i in ring for n in neighbours[i] if n not in near and cells[n] != attacker]
        near.update(chain.stones)
        near.update(ring)
    return frozenset(_with_weak_walls(board, near, attacker))


def closed_region(board: Board, target: Point, attacker: Color) -> frozenset[int]:
    """The points a reading of the group on a closed board plays on: those reached from it
    through anything but the attacker's pass-alive stones (Benson: the frame and what is
    joined to it).  Nothing outside can change the group's fate: no defender move captures
    a pass-alive chain, and every chain that could fall, with its liberties, is inside."""
    alive = benson_alive(board, attacker)
    neighbours = board.geo.neighbours
    start = board.geo.index(target)
    region = {start}
    frontier = [start]
    while frontier:
        i = frontier.pop()
        for n in neighbours[i]:
            if n not in region and n not in alive:
                region.add(n)
                frontier.append(n)
    return frozenset(region)


def _with_weak_walls(board: Board, area: set[int], attacker: Color) -> set[int]:
    """The area, the attacker chains beside it that could be captured (few liberties, or all
    of them inside), those chains' liberties and the empty points next to these (where
    the attacker answers a capture of its wall)."""
    points = set(area)
    neighbours = board.geo.neighbours
    for i in area:
        for n in neighbours[i]:
            chain = board.chain[n]
            if chain is None or chain.color != attacker or n in points:
                continue
            if len(chain.liberties) < WEAK_WALL or chain.liberties <= area:
                points.update(chain.stones)
                points |= chain.liberties
    cells = board.cells
    outside = {n for i in points - area for n in neighbours[i] if cells[n] == EMPTY}
    return points | outside


_Position = tuple[Board, int]
"""A position and the passes that led to it in a row."""


class _GroupSearch(Search[_Position, int]):
    """One reading of one group: the attacker captures it, or it stands.

    ``attacker_has_threats``: the attacker may retake any ko at once and bring back
    positions; otherwise the defender may.
    """

    def __init__(
        self,
        board: Board,
        target: Point,
        attacker: Color,
        region: frozenset[int],
        attacker_has_threats: bool,
    ) -> None:
        self.target = board.geo.index(target)
        self.attacker = int(attacker)
        self.defender = int(attacker.opponent)
        self.region = region
        self.points = sorted(region)
        self.attacker_exempt = attacker_has_threats
        empties = sum(board.cells[i] == EMPTY for i in region)
        super().__init__(MAX_NODES, 2 * len(region) + empties + 12)

    def run(self, board: Board, attacking: bool) -> tuple[bool | None, int | None]:
        """Iterative deepening: short lines first, so a quick kill or a quick life is found
        before the long lines are read; what a shallow reading settles is settled."""
        deepest = self.max_depth
        outcome: tuple[bool | None, int | None] = (None, None)
        for depth in (*(d for d in DEPTHS if d < deepest), deepest):
            self.max_depth = depth
            outcome = self.solve((board, 0), attacking)
            if outcome[0] is not None:
                break
        return outcome

    # ---- the goal ------------------------------------------------------------------
    def settle(self, state: _Position, attacking: bool, depth: int) -> Outcome[int] | None:
        board, passes = state
        chain = board.chain[self.target]
        if chain is None or chain.color != self.defender:
            return True, None
        if passes >= 2:
            return False, None
        liberties = chain.liberties
        if not liberties <= self.region:
            return False, None  # out of the region read: escaped
        if attacking and len(liberties) == 1:
            (last,) = liberties
            if last != board.ko or self.attacker_exempt:
                return True, last
        if self._two_eyes(board):
            return False, None
        return None

    def _two_eyes(self, board: Board) -> bool:
        """Two regions enclosed by the target chain alone (no other defender chain in
        them), every empty point in them one of its liberties: no sequence of attacker
        moves can fill both."""
        chain = board.chain[self.target]
        assert chain is not None
        cells = board.cells
        chains = board.chain
        neighbours = board.geo.neighbours
        seen: set[int] = set()
        open_points: set[int] = set()  # reached by a flood that found no eye
        vital = 0
        for liberty in chain.liberties:
            if liberty in seen:
                continue
            region = [liberty]
            seen.add(liberty)
            enclosed = True
            for p in region:
                if cells[p] == EMPTY and p not in chain.liberties:
                    enclosed = False
                for n in neighbours[p]:
                    if chains[n] is chain:
                        continue
                    if n in open_points or cells[n] == self.defender:
                        enclosed = False  # another chain of the defender's could be taken
                    if n not in seen:
                        seen.add(n)
                        region.append(n)
                if len(region) > _EYE_REGION:
                    enclosed = False
                if not enclosed:
                    open_points.update(region)
                    break
            vital += enclosed
            if vital >= 2:
                return True
        return False

    # ---- the moves -----------------------------------------------------------------
    def key(self, state: _Position, attacking: bool) -> Hashable:
        board, passes = state
        return board.hash, board.ko, attacking, passes

    def moves(self, state: _Position, attacking: bool, depth: int) -> list[int | None]:
        board, _ = state
        color = self.attacker if attacking else self.defender
        target = board.chain[self.target]
        assert target is not None
        scored: list[tuple[int, int]] = []
        for p in self.points:
            if board.cells[p] == EMPTY:
                score = self._score(board, p, color, target)
                if score is not None:
                    scored.append((-score, p))
        scored.sort()
        moves: list[int | None] = [p for _, p in scored]
        if not attacking:
            moves.append(None)  # the attacker never passes: the defender would pass back
        return moves

    def _score(self, board: Board, p: int, color: int, target: Chain) -> int | None:
        """How promising ``color``'s move at empty ``p`` is; None: it fills its own eye.

        Only a point walled in by one chain of its own is an eye here: between two chains
        the point may be the connection that saves both (a chain beside it in atari only
        after the opponent's next move), and leaving that out would prove a wrong
        refutation."""
        score = 30 if p in target.liberties else 0
        own_eye = True
        walls: set[int] = set()
        for n in board.geo.neighbours[p]:
            value = board.cells[n]
            if value == EMPTY:
                own_eye = False
                score += 10 if n in self.region else 0
                continue
            chain = board.chain[n]
            assert chain is not None
            liberties = len(chain.liberties)
            if value != color:
                own_eye = False
                score += 100 if liberties == 1 else 15 if liberties == 2 else 0  # take, atari
            elif liberties == 1:
                score += 50  # a save: the last liberty of its own chain is no eye (a ko filled)
                own_eye = False
            else:
                walls.add(id(chain))
            if chain is target:
                score += 5
        own_eye = own_eye and len(walls) == 1
        return None if own_eye else score

    def play(self, state: _Position, attacking: bool, move: int | None) -> _Position | None:
        board, passes = state
        if move is None:
            return (board if passes else passed(board)), passes + 1
        exempt = attacking == self.attacker_exempt
        if exempt and board.ko:
            board = passed(board)
        color = self.attacker if attacking else self.defender
        child = played(board, color, move)
        if child is None:
            return None
        return child[0], 0

    def too_deep(self) -> Outcome[int]:
        """A line this long is a cycle of captures the region does not end (an eternal
        life, a triple ko): its result is unknown."""
        return None, None
