"""Capture go's threats, read at the root of the built-in player's search.

In capture go one lost chain can end the game, and random playouts see a ladder or a
net two moves away no better than chance.  So before the search the tactical reader
(:mod:`go_tui.engine.tactics`) reads every chain with one or two liberties, both
colours: which of our chains the opponent takes if left alone, which moves save them,
and which enemy chains we can take, with which first move.  A threat that would give
the opponent the goal is *decisive*: the search then keeps only the moves that meet
every such threat (when some do).  Likewise a capture the reader proves and that
reaches our goal is played when no decisive threat stands against us.  Of the moves
left, the search keeps those after which the opponent can prove the capture of the
fewest of our stones (:func:`safest`): the playouts choose among safe moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from go_tui.engine.board import EMPTY, Board
from go_tui.engine.coords import Color
from go_tui.engine.reading import played
from go_tui.engine.tactics import Limits, read

CAPTURE_GO_LIMITS = Limits(escape_liberties=4, max_nodes=1_500)
"""One reading: a chain that gets four liberties has escaped, and what these nodes do
not settle counts as not proven (so as safe: the reader claims only what it proves)."""
READ_LIBERTIES = 2
"""Chains with at most this many liberties are read for threats before a move."""
SAFE_LIBERTIES = 3
"""After a candidate move, chains with at most this many liberties are read (an
extension to three liberties may still run into a net)."""


@dataclass
class Threats:
    """What the reader proved at the root, as move indices."""

    saving: dict[int, int] = field(default_factory=dict)
    """Moves that save a chain of ours the opponent would take: the stones saved."""
    taking: dict[int, int] = field(default_factory=dict)
    """First moves of a capture the reader proves: the stones they take."""
    decisive: bool = False
    """Whether the opponent threatens a capture that reaches their goal."""
    must: set[int] | None = None
    """The moves that meet every decisive threat (None: no such threat, or no move
    meets them all)."""
    winning: set[int] = field(default_factory=set)
    """First moves of a proven capture that reaches our goal."""
    threatened: list[int] = field(default_factory=list)
    """A stone of each chain of ours the opponent takes if left alone."""


def read_threats(board: Board, color: int, goal: int, ours: int, theirs: int) -> Threats:
    """The threats on ``board`` with ``color`` to move, who has taken ``ours`` stones
    and lost ``theirs`` (the opponent's prisoners) towards ``goal``."""
    threats = Threats()
    decisive: list[set[int]] = []
    seen: set[int] = set()
    geo = board.geo
    for i in geo.points:
        chain = board.chain[i]
        if chain is None or id(chain) in seen or len(chain.liberties) > READ_LIBERTIES:
            continue
        seen.add(id(chain))
        size = len(chain.stones)
        target = geo.point(i)
        if chain.color == color:
            attacked = read(board, target, Color(3 - color), CAPTURE_GO_LIMITS)
            if attacked.captured is not True:
                continue
            threats.threatened.append(i)
            savers = _savers(board, color, i)
            for move in savers:
                threats.saving[move] = threats.saving.get(move, 0) + size
            if theirs + size >= goal:
                decisive.append(savers)
        else:
            taken = read(board, target, Color(color), CAPTURE_GO_LIMITS)
            if taken.captured is not True or taken.move is None:
                continue
            move = geo.index(taken.move)
            threats.taking[move] = threats.taking.get(move, 0) + size
            if ours + size >= goal:
                threats.winning.add(move)
    if decisive:
        threats.decisive = True
        meet_all = set.intersection(*decisive)
        threats.must = meet_all or None
    return threats


def safest(board: Board, color: int, moves: list[int], threats: Threats) -> list[int]:
    """The ``moves`` after which the opponent can prove the capture of the fewest of our
    stones (none, as a rule): capture go is lost by the stones one leaves to be taken,
    and no random playout sees a ladder or a net coming.  A move changes the liberties
    of no chain of ours but the one it joins, so besides that chain only the chains
    already under threat (``threats``) are read again."""
    risk: dict[int, int] = {}
    for move in moves:
        after = played(board, color, move)
        if after is None:
            continue
        child = after[0]
        joined = child.chain[move]
        assert joined is not None
        lost = 0
        if len(joined.liberties) <= SAFE_LIBERTIES and _taken(child, color, move):
            lost += len(joined.stones)
        for stone in threats.threatened:
            chain = child.chain[stone]
            if chain is not None and chain is not joined and _taken(child, color, stone):
                lost += len(chain.stones)
        risk[move] = lost
    if not risk:
        return moves
    least = min(risk.values())
    return [move for move in moves if risk.get(move) == least]


def _taken(board: Board, color: int, stone: int) -> bool:
    """Whether the reader proves the capture of our chain at ``stone``, the opponent
    to move."""
    target = board.geo.point(stone)
    return read(board, target, Color(3 - color), CAPTURE_GO_LIMITS).captured is True


def _savers(board: Board, color: int, stone: int) -> set[int]:
    """The moves after which the reader no longer captures our chain at ``stone``:
    extending on its liberties, or playing on the liberties of the enemy chains next
    to it that are short of liberties (a capture or an atari that gains time)."""
    geo = board.geo
    chain = board.chain[stone]
    assert chain is not None
    tries = set(chain.liberties)
    for s in chain.stones:
        for n in geo.neighbours[s]:
            enemy = board.chain[n]
            if board.cells[n] == 3 - color and enemy is not None and len(enemy.liberties) <= 2:
                tries.update(enemy.liberties)
    found: set[int] = set()
    for move in sorted(tries):
        if board.cells[move] != EMPTY or move == board.ko:
            continue
        after = played(board, color, move)
        if after is None:
            continue
        if not _taken(after[0], color, stone):
            found.add(move)
    return found
