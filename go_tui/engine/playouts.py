"""Random playouts to the end: how often each point ends up whose.

Shape alone cannot judge an ending whose borders are still open: a group with
room around it is unsettled, not dead.  Playing the position out many times,
both sides choosing legal moves at random but never filling their own eyes,
measures it: a stone that could live stays on the board, or its point ends up
its own side's, in most playouts (the approach of Sabaki's deadstones).  A
playout works on a plain copy of the cells with flood fills, no chains: it is
thrown away at its end.
"""

from __future__ import annotations

import random
import time

from go_tui.engine.board import BORDER, EMPTY, Board
from go_tui.engine.coords import Color


def ownership(
    board: Board, first: Color, playouts: int, *, seed: int = 0, budget: float = 1.0
) -> tuple[dict[int, float], int]:
    """For each on-board index, the mean owner over the playouts, from 1 (always
    Black's) to -1 (always White's), and how many playouts ran: at most
    ``playouts``, fewer when ``budget`` seconds ran out (at least one always runs)."""
    geo = board.geo
    points = geo.points
    totals = dict.fromkeys(points, 0)
    rng = random.Random(seed)
    deadline = time.perf_counter() + budget
    done = 0
    while done < playouts and (done == 0 or time.perf_counter() < deadline):
        cells = list(board.cells)
        _play_out(cells, geo.neighbours, geo.width, points, int(first), rng)
        for i in points:
            totals[i] += _owner(cells, geo.neighbours, i)
        done += 1
    return {i: total / done for i, total in totals.items()}, done


def _owner(cells: list[int], neighbours: tuple[tuple[int, ...], ...], i: int) -> int:
    """1 for Black, -1 for White, 0 for nobody, at the end of a playout."""
    value = cells[i]
    if value == EMPTY:
        around = {cells[n] for n in neighbours[i]}
        if len(around) != 1:
            return 0
        value = around.pop()
    return 1 if value == Color.BLACK else -1 if value == Color.WHITE else 0


def _play_out(
    cells: list[int],
    neighbours: tuple[tuple[int, ...], ...],
    width: int,
    points: tuple[int, ...],
    color: int,
    rng: random.Random,
) -> None:
    """Random legal moves, never into one's own eye, until both sides pass."""
    empties = [i for i in points if cells[i] == EMPTY]
    passes = 0
    ko = 0
    for _ in range(3 * len(points)):
        if passes >= 2:
            return
        move = 0
        left = len(empties)
        while left:
            k = rng.randrange(left)
            i = empties[k]
            captured = None
            if i != ko and not _own_eye(cells, neighbours, width, i, color):
                captured = _place(cells, neighbours, i, color)
            if captured is not None:
                empties[k] = empties[-1]
                empties.pop()
                empties.extend(captured)
                lone = all(cells[n] != color for n in neighbours[i])
                ko = captured[0] if len(captured) == 1 and lone else 0
                move = i
                break
            left -= 1
            empties[k], empties[left] = empties[left], empties[k]
        passes = 0 if move else passes + 1
        if not move:
            ko = 0
        color = 3 - color


def _own_eye(
    cells: list[int], neighbours: tuple[tuple[int, ...], ...], width: int, i: int, color: int
) -> bool:
    """An empty point all of whose neighbours are ``color`` and whose diagonals do not
    make it false: filling it would be the only way such a group dies at random."""
    around = neighbours[i]
    if any(cells[n] != color for n in around):
        return False
    enemy = 0
    for d in (i - width - 1, i - width + 1, i + width - 1, i + width + 1):
        value = cells[d]
        if value != color and value != EMPTY and value != BORDER:
            enemy += 1
    return enemy < (1 if len(around) < 4 else 2)


def _place(
    cells: list[int], neighbours: tuple[tuple[int, ...], ...], i: int, color: int
) -> list[int] | None:
    """Put ``color`` on ``i`` and take off what it captures; ``None`` (and nothing
    changed) for suicide."""
    cells[i] = color
    enemy = 3 - color
    captured: list[int] = []
    for n in neighbours[i]:
        if cells[n] == enemy:
            chain = _chain_without_liberty(cells, neighbours, n)
            if chain:
                for s in chain:
                    cells[s] = EMPTY
                captured.extend(chain)
    if not captured and _chain_without_liberty(cells, neighbours, i) is not None:
        cells[i] = EMPTY
        return None
    return captured


def _chain_without_liberty(
    cells: list[int], neighbours: tuple[tuple[int, ...], ...], start: int
) -> list[int] | None:
    """The stones of the chain at ``start`` if it has no liberty, else ``None``."""
    color = cells[start]
    chain = [start]
    seen = {start}
    for s in chain:
        for n in neighbours[s]:
            value = cells[n]
            if value == EMPTY:
                return None
            if value == color and n not in seen:
                seen.add(n)
                chain.append(n)
    return chain
