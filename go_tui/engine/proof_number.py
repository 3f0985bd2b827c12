"""Depth-first proof-number search (df-pn) over a reader's positions.

A depth-first search with iterative deepening spends its budget evenly: every
defence is read a little deeper each round, and in a corner problem with nine
defences at each level the budget runs out long before the one narrow line that
decides is read to its end.  Proof numbers steer the budget instead: a node's
*proof number* is how many more leaves must be shown won for the attacker to
prove it, its *disproof number* how many for the defender; the search always
reads on in the child that is cheapest to settle, so it follows a narrow forced
line as deep as it goes and leaves the wide ones alone (Allis's proof-number
search, run depth first with thresholds as Nagai's df-pn, with Pawlewicz and
Lew's 1 + epsilon trick against thrashing).

It asks the same questions of a position as :class:`go_tui.engine.reading.Search`
(:meth:`settle`, :meth:`key`, :meth:`moves`, :meth:`play`), so a reader gets it
by handing over its own :class:`Search`.

Unknown lines.  A line the reader cannot end (longer than its depth limit, or a
position that comes back on the line: a cycle of ko captures) has no value.  The
search counts such a leaf as a loss of the side that must *prove*: one pass
proves the attacker's win with every unknown leaf counted against it, and when
that fails a second pass proves the defender's with every unknown leaf counted
as the attacker's.  A result proven so never leans on an unknown line; when
neither pass proves anything, the answer is unknown.  A value that came from an
unknown leaf is kept in its pass's table only, so the one-sidedness holds for the
positions reached again by another line.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic

from go_tui.engine.reading import M, Outcome, S, Search, SearchTooBig

INF = 10**9
"""A proof or disproof number that cannot be met: the node is settled the other way."""
EPSILON = 0.25
"""The 1 + epsilon trick: a child is read until its number passes the second best's by
this share, so the search does not jump between two children at every step."""

_Numbers = tuple[int, int]


class ProofNumberSearch(Generic[S, M]):
    """One df-pn reading of ``search``'s positions, within ``search``'s budget of nodes."""

    def __init__(self, search: Search[S, M]) -> None:
        self.search = search
        self.path: set[Hashable] = set()
        self.unknown_is_win = False
        """This pass counts an unknown leaf as the attacker's (True) or the defender's."""
        self.saw_unknown = False
        self.table: dict[Hashable, _Numbers] = {}
        self.best: dict[Hashable, M | None] = {}

    def solve(self, state: S, attacking: bool) -> Outcome[M]:
        """The outcome with the attacker (or the defender) to move, and the deciding move;
        :class:`SearchTooBig` past the budget, as the depth-first search."""
        settled = self.search.settle(state, attacking, 0)
        if settled is not None:
            return settled
        proven = self._pass(state, attacking, unknown_is_win=False)
        if proven is True or (proven is False and not self.saw_unknown):
            return proven, self._move(state, attacking, proven)
        self.table = {key: numbers for key, numbers in self.table.items() if numbers[0] == 0}
        self.best = {key: move for key, move in self.best.items() if key in self.table}
        # the proofs of the first pass hold in the second; nothing else does
        proven = self._pass(state, attacking, unknown_is_win=True)
        if proven is False:
            return False, self._move(state, attacking, False)
        return None, None

    def _pass(self, state: S, attacking: bool, unknown_is_win: bool) -> bool | None:
        self.unknown_is_win = unknown_is_win
        self.saw_unknown = False
        self.path.clear()
        key = self.search.key(state, attacking)
        pn, dn = self._mid(state, attacking, key, 0, INF - 1, INF - 1)
        return True if pn == 0 else False if dn == 0 else None

    def _move(self, state: S, attacking: bool, result: bool) -> M | None:
        """The side to move's deciding move: the one that wins for it, or None when it loses
        (or wins by passing)."""
        if result is not attacking:
            return None
        return self.best.get(self.search.key(state, attacking))

    def _leaf(self, won: bool | None) -> _Numbers:
        if won is None:
            self.saw_unknown = True
            won = self.unknown_is_win
        return (0, INF) if won else (INF, 0)

    def _mid(
        self, state: S, attacking: bool, key: Hashable, depth: int, th_pn: int, th_dn: int
    ) -> _Numbers:
        search = self.search
        if depth >= search.max_depth:
            return self._leaf(search.too_deep()[0])
        search.nodes += 1
        if search.nodes > search.max_nodes:
            raise SearchTooBig(f"more than {search.max_nodes} positions to search")
        children: list[tuple[M | None, S | None, Hashable, _Numbers]] = []
        for move in search.moves(state, attacking, depth):
            child = search.play(state, attacking, move)
            if child is None:
                continue
            settled = search.settle(child, not attacking, depth + 1)
            child_key = search.key(child, not attacking)
            if settled is not None:
                numbers = self._leaf(settled[0])
                child = None
            elif child_key in self.path:
                numbers = self._leaf(None)  # a cycle: the line does not end
                child = None
            else:
                numbers = self.table.get(child_key, (1, 1))
            children.append((move, child, child_key, numbers))
            if numbers[0 if attacking else 1] == 0:
                break  # a winning move: nothing else matters
        self.path.add(key)
        try:
            while True:
                pn, dn, index, second = self._numbers(children, attacking)
                if pn >= th_pn or dn >= th_dn or index < 0:
                    break
                move, child, child_key, (c_pn, c_dn) = children[index]
                assert child is not None  # a settled child has a 0 or INF number
                if attacking:
                    child_th_pn = min(th_pn, int(second * (1 + EPSILON)) + 1)
                    child_th_dn = min(INF - 1, th_dn - dn + c_dn)
                else:
                    child_th_dn = min(th_dn, int(second * (1 + EPSILON)) + 1)
                    child_th_pn = min(INF - 1, th_pn - pn + c_pn)
                numbers = self._mid(
                    child, not attacking, child_key, depth + 1, child_th_pn, child_th_dn
                )
                children[index] = (move, child, child_key, numbers)
        finally:
            self.path.discard(key)
        if pn == 0 or dn == 0:
            won = (pn == 0) is attacking
            self.best[key] = children[index][0] if won and index >= 0 else None
        self.table[key] = (pn, dn)
        return pn, dn

    @staticmethod
    def _numbers(
        children: list[tuple[M | None, S | None, Hashable, _Numbers]], attacking: bool
    ) -> tuple[int, int, int, int]:
        """The node's proof and disproof numbers, the child to read on (or the winning one;
        -1 when there is none) and the second smallest number of the side to move."""
        if not children:
            return (INF, 0, -1, INF) if attacking else (0, INF, -1, INF)
        mine = 0 if attacking else 1  # the number the side to move makes small
        best = second = INF
        index = -1
        total = 0
        for i, (_, _, _, numbers) in enumerate(children):
            value = numbers[mine]
            total = min(INF, total + numbers[1 - mine])
            if value < best:
                best, second, index = value, best, i
            elif value < second:
                second = value
        if best == 0:
            total = INF
        elif total == 0:
            best = INF
        own, other = best, total
        return (own, other, index, second) if attacking else (other, own, index, second)
