"""Reading: the attacker/defender search every reader of the program shares.

The engine's tactical reader (:mod:`go_tui.engine.tactics`), its local
life-and-death reader (:mod:`go_tui.engine.local_life`) and the lessons'
searches (:mod:`go_tui.engine.goals`, :mod:`go_tui.learn.forcing`) all ask one
question of a position: can the *attacker* reach its goal against every
defence?  They differ in what a position is, which moves are worth trying and
when the goal is reached; the search itself is this one:

* the side to move wins when one of its moves leads to a position the other
  side loses (an OR node for the attacker, an AND node for the defender);
* a position is looked up in a table before it is read, so a transposition is
  read once;
* every position read is counted, and a reading past its node budget stops
  with :class:`SearchTooBig`: it says it does not know, it never guesses;
* a line longer than the depth limit is *unknown* (``None``), and an unknown
  line only decides when nothing else does;
* with ``superko``, a move that brings back a position of the line being read
  is not tried, so every line ends.

A move is ``M``, or ``None`` for a pass (the readers that pass put it among
their moves).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Generic, TypeVar

from go_tui.engine.board import EMPTY, Board, Chain, Refusal

S = TypeVar("S")
"""A position as one reader keeps it."""
M = TypeVar("M")
"""A move as one reader names it."""

Outcome = tuple[bool | None, M | None]
"""True: the attacker reaches its goal; False: the defender stops it; None: beyond the
limits; and the move of the side to move that decides it (None: a pass, or none helps)."""


class SearchTooBig(Exception):
    """A reading that would have to visit more positions than it may: its answer is unknown."""


class Search(Generic[S, M]):
    """One reading: its budget, its table of settled positions, and the line being read.

    A reader subclasses it and says what its positions and its goal are:
    :meth:`settle`, :meth:`key`, :meth:`moves`, :meth:`play` (and
    :meth:`position` when it reads with ``superko``).
    """

    superko = False
    """Skip moves that repeat a position of the current line (:meth:`position` names it)."""

    def __init__(self, max_nodes: int, max_depth: int = 1_000_000) -> None:
        self.max_nodes = max_nodes
        self.max_depth = max_depth
        self.nodes = 0
        self.table: dict[Hashable, Outcome[M]] = {}
        self.line: set[Hashable] = set()

    # ---- what a reader says about its positions ---------------------------------
    def settle(self, state: S, attacking: bool, depth: int) -> Outcome[M] | None:
        """The outcome when it is known without reading (the goal reached, or out of
        reach), else None."""
        raise NotImplementedError

    def key(self, state: S, attacking: bool) -> Hashable:
        """What identifies the position in the table, the side to move included."""
        raise NotImplementedError

    def moves(self, state: S, attacking: bool, depth: int) -> Iterable[M | None]:
        """The tries of the side to move, best first; ``None`` is a pass."""
        raise NotImplementedError

    def play(self, state: S, attacking: bool, move: M | None) -> S | None:
        """The position after ``move``, or None when it is illegal or not worth reading."""
        raise NotImplementedError

    def position(self, state: S) -> Hashable:
        """The stones of a position, for ``superko``."""
        raise NotImplementedError

    def too_deep(self) -> Outcome[M]:
        """What a line past ``max_depth`` is worth: unknown, unless a reader says otherwise."""
        return None, None

    def recall(self, key: Hashable, state: S) -> Outcome[M] | None:
        """What the table knows of the position."""
        return self.table.get(key)

    def store(self, key: Hashable, state: S, outcome: Outcome[M]) -> None:
        """Keep a settled outcome (an unknown one is never kept)."""
        self.table[key] = outcome

    # ---- the search -------------------------------------------------------------
    def solve(self, state: S, attacking: bool, depth: int = 0) -> Outcome[M]:
        """The outcome with the attacker (or the defender) to move, and its deciding move."""
        settled = self.settle(state, attacking, depth)
        if settled is not None:
            return settled
        key = self.key(state, attacking)
        known = self.recall(key, state)
        if known is not None:
            return known
        if depth >= self.max_depth:
            return self.too_deep()
        self.nodes += 1  # one more position read: past the budget the reading stops
        if self.nodes > self.max_nodes:
            raise SearchTooBig(f"more than {self.max_nodes} positions to search")
        outcome = self._expand(state, attacking, depth)
        if outcome[0] is not None:
            self.store(key, state, outcome)
        return outcome

    def _expand(self, state: S, attacking: bool, depth: int) -> Outcome[M]:
        unknown = False
        line = self.line if self.superko else None
        for move in self.moves(state, attacking, depth):
            child = self.play(state, attacking, move)
            if child is None:
                continue
            if line is None or move is None:
                result = self.solve(child, not attacking, depth + 1)[0]
            else:
                seen = self.position(child)
                if seen in line:
                    continue
                line.add(seen)
                result = self.solve(child, not attacking, depth + 1)[0]
                line.discard(seen)
            if result is attacking:
                return result, move
            unknown = unknown or result is None
        return (None if unknown else not attacking), None


# ---- moves on a shared board ------------------------------------------------------


def passed(board: Board) -> Board:
    """The position after a pass: the same stones, the ko ban lifted."""
    child = _shallow(board)
    child.ko = 0
    return child


def played(board: Board, color: int, index: int) -> tuple[Board, list[int]] | None:
    """The position after ``color`` plays at ``index`` and the indices it captured,
    or None when the move is illegal.

    Copy on write: the child shares every chain the move leaves alone and
    clones only those it changes (its neighbours, and the neighbours of what
    it captures), so a move costs a few list copies instead of a whole board.
    A reading may look at such a board and play on from it with these two
    functions, never change it in place.
    """
    if board.cells[index] != EMPTY or index == board.ko:
        return None
    child = _shallow(board)
    chains = child.chain
    neighbours = board.geo.neighbours
    touched: list[Chain] = []
    for n in neighbours[index]:
        chain = chains[n]
        if chain is None or chain in touched:
            continue
        touched.append(chain)
        if chain.color != color and len(chain.liberties) == 1:
            for stone in chain.stones:
                for m in neighbours[stone]:
                    other = chains[m]
                    if other is not None and other not in touched:
                        touched.append(other)
    for chain in touched:
        clone = Chain(chain.color, chain.stones[:], set(chain.liberties))
        for stone in chain.stones:
            chains[stone] = clone
    captured = child.try_play(color, child.geo.point(index))
    if isinstance(captured, Refusal):
        return None
    return child, captured


def _shallow(board: Board) -> Board:
    """A board sharing ``board``'s chain objects; only :func:`played` may change it."""
    child = Board.__new__(Board)
    child.geo, child.size = board.geo, board.size
    child.cells = board.cells[:]
    child.chain = board.chain[:]
    child.ko, child.hash = board.ko, board.hash
    return child
