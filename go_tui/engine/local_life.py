"""Reading a group shut in a small area to the end: can it live at all?

Eye counting is quick but trusts the walls of an eye: an eye whose walls are
several short-of-liberty chains, or that holds an enemy stone that may still
capture its way out, can be worth nothing.  When the area is small, reading
every line settles it instead.

The region read is the area (the connected points without an owner stone that
hold the group), the owner's chains on its edge with fewer than
``SAFE_LIBERTIES`` liberties or none outside, and those chains' liberties.  The
owner's other chains on its edge are taken as safe; a region that touches an
empty point or an intruder stone outside is not a closed fight and is not read.
Both sides play only inside and may pass.  The group lives when some of its
stones become unconditionally alive (Benson, counted inside the region) or when
both sides pass with some standing (seki); it is dead once all are captured.
The intruder never plays a self-atari that captures nothing, and a position may
not come back along one line (superko).  A reading past ``MAX_NODES`` positions
answers ``None``, never a guess.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from go_tui.engine.benson import pass_alive
from go_tui.engine.board import EMPTY, Board
from go_tui.engine.reading import Outcome, Search, SearchTooBig

MAX_POINTS = 16
"""Areas (with their capturable walls) above this size are not read."""
MAX_NODES = 2000
"""Positions one reading may visit."""
SAFE_LIBERTIES = 3
"""A wall chain with liberties outside the area needs this many to be taken as safe."""


def can_live(board: Board, area: Iterable[int], intruder: int, first: int) -> bool | None:
    """Whether ``intruder``'s stones in ``area`` (board indices) can live, ``first`` to move.

    ``None`` when the area is too big or the reading runs out of nodes.
    """
    region = _region(board, set(area), 3 - intruder)
    if region is None:
        return None
    search = _IntruderSearch(board, region, intruder)
    start = tuple(board.cells[i] for i in region)
    search.line.add(start)
    try:
        dead = search.solve((start, -1, 0), first != intruder)[0]
    except SearchTooBig:
        return None
    return not dead


def _region(board: Board, area: set[int], owner: int) -> list[int] | None:
    """The area plus the owner's short-of-liberty chains on its edge and their liberties.

    None when that grows past ``MAX_POINTS`` or reaches an intruder stone or an
    empty point outside (the group might escape or connect: not a closed fight).
    """
    cells = board.cells
    neighbours = board.geo.neighbours
    points = set(area)
    grew = True
    while grew:
        grew = False
        for i in sorted(points):
            for n in neighbours[i]:
                if n in points or cells[n] != owner:
                    continue
                chain = board.chain[n]
                assert chain is not None
                if len(chain.liberties) < SAFE_LIBERTIES or chain.liberties <= points:
                    points.update(chain.stones)
                    points |= chain.liberties
                    grew = True
            if len(points) > MAX_POINTS:
                return None
    for i in points:
        for n in neighbours[i]:
            if n not in points and cells[n] in (EMPTY, 3 - owner):
                return None
    return sorted(points)


_LocalPosition = tuple[tuple[int, ...], int, int]
"""The region's cells, the ko point (-1: none) and the passes in a row."""


class _IntruderSearch(Search[_LocalPosition, int]):
    """The local board (one cell per region point) and the search over it.

    The owner of the area attacks: True is the intruder dead, False alive.
    """

    superko = True

    def __init__(self, board: Board, region: list[int], intruder: int) -> None:
        local = {i: k for k, i in enumerate(region)}
        owner = 3 - intruder
        self.intruder = intruder
        self.owner = owner
        self.nbrs: list[list[int]] = []
        self.walled: list[bool] = []  # touches a safe owner stone outside the region
        for i in region:
            inside = [local[n] for n in board.geo.neighbours[i] if n in local]
            self.nbrs.append(inside)
            self.walled.append(
                any(n not in local and board.cells[n] == owner for n in board.geo.neighbours[i])
            )
        self.size = len(region)
        super().__init__(MAX_NODES, 2 * self.size + 9)

    def _chain(
        self, cells: tuple[int, ...] | list[int], k: int
    ) -> tuple[list[int], set[int], bool]:
        """Stones, liberties and whether an owner chain reaches a safe wall."""
        color = cells[k]
        stones = [k]
        seen = {k}
        libs: set[int] = set()
        safe = False
        for s in stones:
            if color == self.owner and self.walled[s]:
                safe = True
            for n in self.nbrs[s]:
                value = cells[n]
                if value == EMPTY:
                    libs.add(n)
                elif value == color and n not in seen:
                    seen.add(n)
                    stones.append(n)
        return stones, libs, safe

    def _play(
        self, cells: tuple[int, ...], ko: int, color: int, k: int
    ) -> tuple[tuple[int, ...], int] | None:
        """The cells after ``color`` plays at ``k`` and the new ko point, or None if illegal."""
        if k == ko:
            return None
        board = list(cells)
        board[k] = color
        captured: list[int] = []
        for n in self.nbrs[k]:
            if board[n] == 3 - color:
                stones, libs, safe = self._chain(board, n)
                if not libs and not safe:
                    for s in stones:
                        board[s] = EMPTY
                    captured += stones
        stones, libs, safe = self._chain(board, k)
        if not libs and not safe:
            return None
        new_ko = -1
        if len(captured) == 1 and len(stones) == 1 and libs == {captured[0]}:
            new_ko = captured[0]
        return tuple(board), new_ko

    def _own_eye(self, cells: tuple[int, ...], color: int, k: int) -> bool:
        """An empty point whose every neighbour is ``color``'s: filling it never helps."""
        if color == self.intruder and self.walled[k]:
            return False
        return all(cells[n] == color for n in self.nbrs[k])

    def _lives(self, cells: tuple[int, ...]) -> bool:
        """Benson inside the region: some intruder chain has two vital eye regions."""
        liberties: dict[int, set[int]] = {}
        chain_of: dict[int, int] = {}
        for k in range(self.size):
            if cells[k] == self.intruder and k not in chain_of:
                stones, libs, _ = self._chain(cells, k)
                chain_of.update(dict.fromkeys(stones, k))
                liberties[k] = libs
        return bool(liberties) and bool(pass_alive(liberties, self._eye_regions(cells, chain_of)))

    def _eye_regions(
        self, cells: tuple[int, ...], chain_of: dict[int, int]
    ) -> list[tuple[list[int], set[int]]]:
        """The regions without intruder stones that touch no safe wall: their empty
        points and the intruder chains (named by ``chain_of``) around them."""
        regions: list[tuple[list[int], set[int]]] = []
        seen: set[int] = set()
        for k in range(self.size):
            if cells[k] == self.intruder or k in seen:
                continue
            points = [k]
            seen.add(k)
            borders: set[int] = set()
            for p in points:
                for n in self.nbrs[p]:
                    if cells[n] == self.intruder:
                        borders.add(chain_of[n])
                    elif n not in seen:
                        seen.add(n)
                        points.append(n)
            if not any(self.walled[p] for p in points):
                regions.append(([p for p in points if cells[p] == EMPTY], borders))
        return regions

    def _self_atari(self, before: tuple[int, ...], after: tuple[int, ...], k: int) -> bool:
        """The stone at ``k`` captured nothing and its chain is left with one liberty."""
        if sum(1 for c in before if c == EMPTY) != sum(1 for c in after if c == EMPTY) + 1:
            return False
        _, libs, _ = self._chain(after, k)
        return len(libs) == 1

    def _moves(self, cells: tuple[int, ...], color: int) -> list[int]:
        """Empty points worth trying, those next to the chains shortest of liberties first."""
        pressure: dict[int, int] = {}
        done: set[int] = set()
        for k in range(self.size):
            if cells[k] == EMPTY or k in done:
                continue
            stones, libs, safe = self._chain(cells, k)
            done.update(stones)
            if safe or cells[k] == color:
                continue
            for lib in libs:
                pressure[lib] = min(pressure.get(lib, 99), len(libs))
        moves = [
            k for k in range(self.size) if cells[k] == EMPTY and not self._own_eye(cells, color, k)
        ]
        moves.sort(key=lambda k: pressure.get(k, 99))
        return moves

    def settle(self, state: _LocalPosition, attacking: bool, depth: int) -> Outcome[int] | None:
        cells, _, passes = state
        if self.intruder not in cells:
            return True, None
        if self._lives(cells) or passes >= 2:
            return False, None
        return None

    def key(self, state: _LocalPosition, attacking: bool) -> Hashable:
        return state, attacking

    def moves(self, state: _LocalPosition, attacking: bool, depth: int) -> list[int | None]:
        return [*self._moves(state[0], self.owner if attacking else self.intruder), None]

    def play(
        self, state: _LocalPosition, attacking: bool, move: int | None
    ) -> _LocalPosition | None:
        cells, ko, passes = state
        if move is None:
            return cells, -1, passes + 1
        color = self.owner if attacking else self.intruder
        child = self._play(cells, ko, color, move)
        if child is None or (not attacking and self._self_atari(cells, child[0], move)):
            return None
        return child[0], child[1], 0

    def position(self, state: _LocalPosition) -> Hashable:
        return state[0]

    def too_deep(self) -> Outcome[int]:
        """A line this long is a sign of a fight the region does not hold: give up."""
        raise SearchTooBig(f"a line longer than {self.max_depth} moves")
