"""Benson's unconditional life: the chains no run of opponent moves can capture.

Not a search: a fixed point over the chains of one colour and the regions
they enclose.  A region is *vital* to a chain when every empty point in it is
a liberty of the chain; a chain with fewer than two vital regions may fall,
and so may every region it borders.  What is left when nothing more falls is
pass-alive.  :func:`benson_alive` runs it on the whole board; the local
life-and-death reader (:mod:`go_tui.engine.local_life`) runs the same
:func:`pass_alive` inside the region it reads.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import TypeVar

from go_tui.engine.board import EMPTY, Board, Chain
from go_tui.engine.coords import Color

K = TypeVar("K", bound=Hashable)
"""What names a chain."""


def pass_alive(
    liberties: Mapping[K, AbstractSet[int]], regions: Iterable[tuple[Sequence[int], AbstractSet[K]]]
) -> set[K]:
    """The chains (keys of ``liberties``) that keep two vital regions to the end.

    ``regions`` are the enclosed regions as (their empty points, the chains
    bordering them).
    """
    alive = set(liberties)
    standing = list(regions)
    while True:
        vital = dict.fromkeys(alive, 0)
        for empties, borders in standing:
            for key in borders:
                if key in alive and all(p in liberties[key] for p in empties):
                    vital[key] += 1
        doomed = {key for key, count in vital.items() if count < 2}
        if not doomed:
            return alive
        alive -= doomed
        standing = [region for region in standing if not (region[1] & doomed)]


def benson_alive(board: Board, color: Color) -> set[int]:
    """The board indices of ``color``'s stones that are pass-alive."""
    chains = {id(c): c for c in _chains(board, color)}
    liberties = {key: chain.liberties for key, chain in chains.items()}
    alive = pass_alive(liberties, _regions(board, color))
    return {s for key in alive for s in chains[key].stones}


def _chains(board: Board, color: int) -> list[Chain]:
    found: dict[int, Chain] = {}
    for i in board.geo.points:
        chain = board.chain[i]
        if chain is not None and chain.color == color:
            found.setdefault(id(chain), chain)
    return list(found.values())


def _regions(board: Board, color: int) -> list[tuple[list[int], set[int]]]:
    """The regions holding no ``color`` stone: their empty points and the ids of the
    ``color`` chains around them."""
    cells = board.cells
    neighbours = board.geo.neighbours
    regions: list[tuple[list[int], set[int]]] = []
    seen: set[int] = set()
    for start in board.geo.points:
        if cells[start] == color or start in seen:
            continue
        seen.add(start)
        points = [start]
        borders: set[int] = set()
        for i in points:
            for n in neighbours[i]:
                if cells[n] == color:
                    borders.add(id(board.chain[n]))
                elif n not in seen:
                    seen.add(n)
                    points.append(n)
        regions.append(([p for p in points if cells[p] == EMPTY], borders))
    return regions
