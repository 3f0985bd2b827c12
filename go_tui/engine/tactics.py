"""Tactical reading on an open board: can the attacker capture this chain?

The classic reader of Go programs, small enough to read in one sitting.  The
*target* is one chain; the *attacker* is the other colour.  Only moves that
bear on the target's liberties are tried, which is what lets the reading run
on an open board where an exhaustive search could not:

* the defender plays on the chain's liberties, or captures an attacking chain
  in atari next to the target (or passes, as its first answer only);
* the attacker plays on the chain's liberties, saves its own stones next to
  the target when they are in atari, and, when the chain has two liberties,
  also on the points next to those liberties (the loose move of a net).

A *thorough* reading (``Limits.thorough``, what the problem proofs use) adds
the moves a quick one leaves out, without which it calls a net that fails
sound and a chase that nets the chain a failure: the defender with two
liberties also plays a counter-atari (on an attacking chain next to it with two
liberties) and the empty points next to its liberties (a stone there makes the
attacker's stone on that liberty one in atari), the attacker, while every kind
of try is read, extends such a chain before it is ataried and, against three
liberties, plays the points next to two of them (the wider net); and a line
longer than three moves a line of the board is unknown (a ladder runs two moves
a line: a longer line goes round in captures).

A chain that reaches ``Limits.escape_liberties`` liberties has escaped.  Past
``Limits.wide_depth`` moves along a line only ataris are read and three
liberties are enough to escape: the usual cut of tactical readers (GNU Go's
among them), without which every loose move in the open would be followed to
the end of the board; a ladder is all ataris, so it is still read to the edge.
The reading stops after ``Limits.max_depth`` moves along a line or
``Limits.max_nodes`` positions in all; what it could not settle by then is
reported as unknown, never guessed.  Ladders, ladder breakers, nets,
snapbacks, throw-ins and escapes by capturing all fall out of these rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from go_tui.engine.board import Board, Chain
from go_tui.engine.coords import Color, Point
from go_tui.engine.reading import Outcome, Search, SearchTooBig, passed, played


@dataclass(frozen=True)
class Limits:
    """How far one reading may go."""

    escape_liberties: int = 4
    """A chain with this many liberties is out of danger."""
    wide_depth: int = 6
    """For this many moves every kind of try is read; deeper, only ataris (a ladder)."""
    max_depth: int = 60
    """Moves along one line (a ladder across a 19x19 board needs about 40)."""
    max_nodes: int = 60_000
    """Positions visited in one reading, all its passes together."""
    thorough: bool = False
    """Read the counter-ataris and the wider nets too (see the module docstring): slower,
    and what a proof needs; the player reads without them."""


@dataclass(frozen=True)
class CaptureReading:
    """The answer to "can the attacker capture the chain?"."""

    captured: bool | None
    """True: taken against every defence; False: the defender saves it; None: beyond the limits."""
    move: Point | None
    """The side to move's first move that decides it (``None``: a pass, or nothing helps)."""
    nodes: int
    """Positions visited."""


def read(board: Board, target: Point, to_move: Color, limits: Limits = Limits()) -> CaptureReading:
    """Whether the chain at ``target`` can be captured, ``to_move`` playing first.

    An empty ``target`` counts as captured.
    """
    color = board[target]
    if color is None:
        return CaptureReading(True, None, 0)
    nodes = 0
    for wide in (*(w for w in (0, 2, 4) if w < limits.wide_depth), limits.wide_depth):
        # Narrow readings first: a capture they find stands (the attacker had fewer tries
        # and the chain escaped sooner), and they find most captures far faster.
        narrowed = replace(limits, wide_depth=wide, max_nodes=limits.max_nodes - nodes)
        search = _CaptureSearch(board, target, color.opponent, narrowed)
        try:
            captured, index = search.solve(board, to_move is color.opponent)
        except SearchTooBig:
            captured, index = None, None
        move = None if index is None else board.geo.point(index)
        nodes += search.nodes
        if captured:
            break
    return CaptureReading(captured, move, nodes)


def read_any(
    board: Board, targets: Iterable[Point], to_move: Color, limits: Limits = Limits()
) -> bool | None:
    """Whether the attacker takes at least one of the chains at ``targets`` (all one colour).

    The double atari's question: with the defender to move, every defence of
    any of the chains (or a pass) must leave one of them to be captured.
    """
    points = list(targets)
    if not points or any(board[t] is None for t in points):
        return True
    points = _one_per_chain(board, points)
    defender = board[points[0]]
    assert defender is not None
    if to_move is defender.opponent:
        return _any_taken(board, points, defender.opponent, limits)
    replies: list[Point | None] = [None]
    for point in points:
        tries = defender_moves(board, point, limits.thorough)
        replies += [p for p in tries if p not in replies]
    unknown = False
    for reply in replies:
        child = _child(board, defender, None if reply is None else board.geo.index(reply))
        if child is None:
            continue
        taken = _any_taken(child, points, defender.opponent, limits)
        if taken is False:
            return False
        unknown = unknown or taken is None
    return None if unknown else True


def _one_per_chain(board: Board, points: list[Point]) -> list[Point]:
    """The first of ``points`` on each chain: a chain is read once, however many are marked."""
    chains: list[Chain] = []
    kept: list[Point] = []
    for point in points:
        chain = board.chain[board.geo.index(point)]
        if chain is not None and chain not in chains:
            chains.append(chain)
            kept.append(point)
    return kept


def _any_taken(board: Board, points: list[Point], attacker: Color, limits: Limits) -> bool | None:
    unknown = False
    for point in sorted(points, key=board.liberties):  # the weakest chain is the quickest read
        captured = read(board, point, attacker, limits).captured
        if captured:
            return True
        unknown = unknown or captured is None
    return None if unknown else False


def defender_moves(board: Board, target: Point, thorough: bool = False) -> list[Point]:
    """The defender's tries for the chain at ``target``: its liberties and counter-captures
    (and, ``thorough``, counter-ataris)."""
    index = board.geo.index(target)
    return [board.geo.point(i) for i in _defender_moves(board, index, thorough)]


def attacker_moves(board: Board, target: Point, thorough: bool = False) -> list[Point]:
    """The attacker's tries against the chain at ``target``, most promising first."""
    index = board.geo.index(target)
    return [board.geo.point(i) for i in _attacker_moves(board, index, True, thorough)]


def _defender_moves(board: Board, target: int, thorough: bool = False) -> list[int]:
    chain = board.chain[target]
    assert chain is not None
    moves = sorted(chain.liberties)
    lifelines = _rescues(board, target)
    if thorough and len(moves) == 2:  # in atari only a capture helps; with two, an atari
        lifelines += _rescues(board, target, 2)
        lifelines += _beside(board, moves)
    for lifeline in lifelines:
        if lifeline not in moves:
            moves.append(lifeline)
    return moves


def _beside(board: Board, liberties: list[int]) -> list[int]:
    """The empty points next to the liberties: a stone there turns a liberty into a
    connection to it, so the attacker's stone on that liberty would be in atari (the
    defence of a chain whose escape needs one move of preparation)."""
    cells = board.cells
    points: list[int] = []
    for liberty in liberties:
        for n in board.geo.neighbours[liberty]:
            if cells[n] == 0 and n not in liberties and n not in points:
                points.append(n)
    return points


def _rescues(board: Board, target: int, liberties: int = 1) -> list[int]:
    """The liberties of the attacking chains next to the chain at ``target`` that have
    ``liberties`` of them: at one, the last liberty (a capture, or the attacker's save);
    at two, the points of a counter-atari (or of the attacker's extension before it)."""
    chain = board.chain[target]
    assert chain is not None
    chains = board.chain
    neighbours = board.geo.neighbours
    seen: set[int] = set()
    points: list[int] = []
    for stone in chain.stones:
        for n in neighbours[stone]:
            other = chains[n]
            if other is None or other is chain or id(other) in seen:
                continue
            seen.add(id(other))
            if len(other.liberties) == liberties:
                points += sorted(other.liberties)
    return points


def _attacker_moves(
    board: Board, target: int, wide: bool = True, thorough: bool = False
) -> list[int]:
    chain = board.chain[target]
    assert chain is not None
    liberties = sorted(chain.liberties)
    moves = list(liberties)
    saves = _rescues(board, target)  # the attacker's own stones in atari: connect or extend
    if wide and thorough:
        saves += _rescues(board, target, 2)  # extend before the counter-atari
    for save in saves:
        if save not in moves:
            moves.append(save)
    if wide and (len(liberties) == 2 or (thorough and len(liberties) == 3)):
        # The loose moves of a net: next to a liberty of a chain with two, next to two of
        # the liberties of a chain with three.
        cells = board.cells
        near: dict[int, int] = {}
        for liberty in liberties:
            for n in board.geo.neighbours[liberty]:
                if cells[n] == 0 and n not in liberties:
                    near[n] = near.get(n, 0) + 1
        least = len(liberties) - 1
        moves += [n for n, count in near.items() if count >= least and n not in moves]
    return moves


class _CaptureSearch(Search[Board, int]):
    """One reading of one target chain: the attacker takes it, or it escapes."""

    def __init__(self, board: Board, target: Point, attacker: Color, limits: Limits) -> None:
        depth = min(limits.max_depth, 3 * board.size + 3) if limits.thorough else limits.max_depth
        super().__init__(limits.max_nodes, depth)
        self.target = board.geo.index(target)
        self.attacker = attacker
        self.defender = attacker.opponent
        self.limits = limits

    def settle(self, state: Board, attacking: bool, depth: int) -> Outcome[int] | None:
        """Taken, escaped, or (the attacker to move) in atari with its last liberty playable."""
        chain = state.chain[self.target]
        if chain is None or chain.color != self.defender:
            return True, None
        liberties = len(chain.liberties)
        if liberties >= self.limits.escape_liberties or (
            liberties >= 3 and depth > self.limits.wide_depth
        ):
            return False, None
        if attacking and liberties == 1:
            (last,) = chain.liberties
            if state.check(self.attacker, state.geo.point(last)) is None:
                return True, last
        return None

    def key(self, state: Board, attacking: bool) -> tuple[int, int, bool]:
        return state.hash, state.ko, attacking

    def moves(self, state: Board, attacking: bool, depth: int) -> list[int | None]:
        thorough = self.limits.thorough
        if attacking:
            wide = depth < self.limits.wide_depth
            return list(_attacker_moves(state, self.target, wide, thorough))
        moves: list[int | None] = list(_defender_moves(state, self.target, thorough))
        if depth == 0:
            moves.append(None)  # a pass: deeper in the reading, as in any reader, never
        return moves

    def play(self, state: Board, attacking: bool, move: int | None) -> Board | None:
        return _child(state, self.attacker if attacking else self.defender, move)


def _child(board: Board, color: Color, index: int | None) -> Board | None:
    """The position after ``color`` plays at ``index`` (None: passes), or None if illegal."""
    if index is None:
        return passed(board)
    child = played(board, color, index)
    return None if child is None else child[0]
