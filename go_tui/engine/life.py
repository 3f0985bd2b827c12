"""Life and death at the end of a game: which stones are dead, which live in seki.

Three tools, each for what it does well:

* Benson's algorithm finds chains that can never be captured, even if their
  owner passes every turn (unconditional life).  Such chains are never dead.
* Random playouts from the final position (legal moves, no filling of one's own
  eyes, no self-atari of a group) give each point an owner; a chain whose
  points mostly end up the opponent's is dead.
* A chain that lives next to a living enemy chain, sharing a liberty that
  neither side can fill without putting itself in atari, is in seki.

The playouts use a seeded random generator, so a position always gets the same
proposal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from go_tui.engine.board import EMPTY, Board, Chain
from go_tui.engine.coords import Color, Point

PLAYOUTS = {9: 160, 13: 110, 19: 70}
"""Playouts per board size; other sizes use the nearest."""


@dataclass(frozen=True)
class Status:
    """The proposal shown on the marking screen."""

    dead: frozenset[Point]
    seki: frozenset[Point]


# ---- unconditional life (Benson) -------------------------------------------


def benson_alive(board: Board, color: Color) -> set[int]:
    """The board indices of ``color``'s stones that are pass-alive."""
    cells = board.cells
    neighbours = board.geo.neighbours
    chains = _chains(board, color)
    regions: list[tuple[set[int], set[int]]] = []  # (points, ids of bordering chains)
    seen: set[int] = set()
    for start in board.geo.points:
        if cells[start] == color or start in seen:
            continue
        points = {start}
        stack = [start]
        borders: set[int] = set()
        while stack:
            i = stack.pop()
            for n in neighbours[i]:
                if cells[n] == color:
                    chain = board.chain[n]
                    borders.add(id(chain))
                elif n not in points:
                    points.add(n)
                    stack.append(n)
        seen |= points
        regions.append((points, borders))

    alive = {id(c): c for c in chains}
    live_regions = list(regions)
    while True:
        vital: dict[int, int] = dict.fromkeys(alive, 0)
        for points, borders in live_regions:
            empties = [p for p in points if cells[p] == EMPTY]
            for key in borders:
                chain = alive.get(key)
                if chain is not None and all(p in chain.liberties for p in empties):
                    vital[key] += 1
        doomed = {key for key, count in vital.items() if count < 2}
        if not doomed:
            break
        for key in doomed:
            del alive[key]
        live_regions = [r for r in live_regions if not (r[1] & doomed)]
    return {s for chain in alive.values() for s in chain.stones}


def _chains(board: Board, color: int) -> list[Chain]:
    found: dict[int, Chain] = {}
    for i in board.geo.points:
        chain = board.chain[i]
        if chain is not None and chain.color == color:
            found.setdefault(id(chain), chain)
    return list(found.values())


def unconditional_status(board: Board, point: Point) -> str:
    """GNU Go's answer: ``alive``/``dead`` for stones, ``black_territory``,
    ``white_territory`` for empty points, else ``undecided``.

    A stone is alive when Benson's algorithm says so; a point (stone or empty)
    inside a region enclosed only by one side's pass-alive chains, with no
    room for the other side to make two eyes there, belongs to that side.
    """
    i = board.geo.index(point)
    value = board.cells[i]
    for color in (Color.BLACK, Color.WHITE):
        alive = benson_alive(board, color)
        if value == color and i in alive:
            return "alive"
        if value != color and _inside_owned(board, i, color, alive):
            if value == EMPTY:
                return "black_territory" if color is Color.BLACK else "white_territory"
            return "dead"
    return "undecided"


def _inside_owned(board: Board, start: int, owner: int, alive: set[int]) -> bool:
    """Whether ``start`` lies in a region bounded only by ``owner``'s pass-alive
    stones where the other side cannot live (no two separate empty points
    that are not next to ``owner``'s stones)."""
    cells = board.cells
    neighbours = board.geo.neighbours
    region = {start}
    stack = [start]
    while stack:
        i = stack.pop()
        for n in neighbours[i]:
            if cells[n] == owner:
                if n not in alive:
                    return False
            elif n not in region:
                region.add(n)
                stack.append(n)
    inner = [
        p for p in region if cells[p] == EMPTY and all(cells[n] != owner for n in neighbours[p])
    ]
    return not _has_two_apart(inner, neighbours)


def _has_two_apart(points: list[int], neighbours: tuple[tuple[int, ...], ...]) -> bool:
    """Two points that are not neighbours: room for two eyes."""
    for a, p in enumerate(points):
        for q in points[a + 1 :]:
            if q not in neighbours[p]:
                return True
    return False


# ---- the proposal ------------------------------------------------------------


def estimate_dead(board: Board) -> Status:
    """The dead stones and seki groups of a finished position."""
    sure = benson_alive(board, Color.BLACK) | benson_alive(board, Color.WHITE)
    owner = _ownership(board)
    dead: set[int] = set()
    for chain in _chains(board, Color.BLACK) + _chains(board, Color.WHITE):
        if chain.stones[0] in sure:
            continue
        mine = 1 if chain.color == Color.BLACK else -1
        if sum(owner[s] for s in chain.stones) * mine < 0:
            dead.update(chain.stones)
    seki = _seki(board, dead)
    to_point = board.geo.point
    return Status(frozenset(map(to_point, dead)), frozenset(map(to_point, seki)))


def _seki(board: Board, dead: set[int]) -> set[int]:
    """Stones of living chains that share a liberty nobody can fill safely."""
    stones: set[int] = set()
    cells = board.cells
    for i in board.geo.points:
        if cells[i] != EMPTY:
            continue
        touching = [
            board.chain[n] for n in board.geo.neighbours[i] if cells[n] != EMPTY and n not in dead
        ]
        colors = {c.color for c in touching if c is not None}
        if len(colors) == 2 and all(_self_atari(board, color, i) for color in colors):
            for chain in touching:
                if chain is not None:
                    stones.update(chain.stones)
    return stones


def _self_atari(board: Board, color: int, i: int) -> bool:
    """Playing ``color`` at empty ``i`` would leave its chain with one liberty or none."""
    cells = board.cells
    liberties: set[int] = set()
    for n in board.geo.neighbours[i]:
        if cells[n] == EMPTY:
            liberties.add(n)
        elif cells[n] == color:
            chain = board.chain[n]
            assert chain is not None
            liberties |= chain.liberties
        else:
            chain = board.chain[n]
            assert chain is not None
            if len(chain.liberties) == 1:
                return False  # it captures
    liberties.discard(i)
    return len(liberties) <= 1


def _ownership(board: Board) -> list[float]:
    """Per board index: +1 always Black's at the end of a playout, -1 always White's."""
    size = board.size
    rounds = PLAYOUTS[min(PLAYOUTS, key=lambda s: abs(s - size))]
    rng = random.Random(board.hash)
    total = [0] * len(board.cells)
    points = board.geo.points
    neighbours = board.geo.neighbours
    for n in range(rounds):
        final = _playout(board.copy(), Color.BLACK if n % 2 == 0 else Color.WHITE, rng)
        cells = final.cells
        for i in points:
            value = cells[i]
            if value == EMPTY:
                around = {cells[m] for m in neighbours[i]}
                value = around.pop() if len(around) == 1 else EMPTY
            if value == Color.BLACK:
                total[i] += 1
            elif value == Color.WHITE:
                total[i] -= 1
    return [t / rounds for t in total]


def _playout(board: Board, color: Color, rng: random.Random) -> Board:
    """Random sensible moves until both sides pass."""
    cells = board.cells
    neighbours = board.geo.neighbours
    empties = [i for i in board.geo.points if cells[i] == EMPTY]
    to_point = board.geo.point
    passes = 0
    limit = 3 * len(board.geo.points)
    while passes < 2 and limit:
        limit -= 1
        rng.shuffle(empties)
        chosen = -1
        for i in empties:
            if all(cells[n] == color for n in neighbours[i]):
                continue  # own eye
            if _self_atari(board, color, i) and any(cells[n] == color for n in neighbours[i]):
                continue  # never throw a group into atari
            refusal, _ = board.check(color, to_point(i))
            if refusal is None:
                chosen = i
                break
        if chosen < 0:
            board.pass_turn()
            passes += 1
        else:
            captured = board.play(color, to_point(chosen)).captured
            empties.remove(chosen)
            empties += [board.geo.index(p) for p in captured]
            passes = 0
        color = color.opponent
    return board


def toggle_dead(board: Board, dead: frozenset[Point], point: Point) -> frozenset[Point]:
    """The marking click: the chain at ``point`` and every stone of its colour in
    the same area (its stones and the empty points between them, up to the
    opponent's living stones) change from alive to dead or back."""
    color = board[point]
    if color is None:
        return dead
    geo = board.geo
    cells = board.cells
    start = geo.index(point)
    make_dead = point not in dead
    dead_cells = {geo.index(p) for p in dead}
    area = {start}
    stack = [start]
    while stack:
        i = stack.pop()
        for n in geo.neighbours[i]:
            if n in area:
                continue
            value = cells[n]
            if value in (EMPTY, color) or n in dead_cells:
                area.add(n)
                stack.append(n)
    group = {geo.point(i) for i in area if cells[i] == color}
    return frozenset(dead | group) if make_dead else frozenset(dead - group)
