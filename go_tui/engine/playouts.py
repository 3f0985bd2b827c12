"""Random playouts to the end: how often each point ends up whose.

Shape alone cannot judge an ending whose borders are still open: a group with
room around it is unsettled, not dead.  Playing the position out many times,
both sides choosing legal moves at random but never filling their own eyes,
measures it: a stone that could live stays on the board, or its point ends up
its own side's, in most playouts (the approach of Sabaki's deadstones).  The
moves are not all random: a side first takes a chain in atari and saves its own
the last move put in atari, and never puts a chain of two or more stones in
atari; without these, a big dead group with eye space lived at random (measured
with ``tools/compare_gnugo.py compare --cut 10``: 9x9 52% -> 63% of positions
exactly right, 13x13 54% -> 63%).  Then, most of the time, a side answers the last
move with a shape of MoGo's next to it (hane, cut, a block on the edge): an invasion
stone is chased as a player would, where random answers let it live at random.  A
playout works on a plain copy of the cells with flood fills, no chains: it is thrown
away at its end.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from functools import cache

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
    watch = [geo.index(stones[0]) for _, stones, libs in board.chains() if len(libs) == 1]
    done = 0
    while done < playouts and (done == 0 or time.perf_counter() < deadline):
        cells = list(board.cells)
        play_out(cells, geo.neighbours, geo.width, points, int(first), watch, rng)
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


def play_out(
    cells: list[int],
    neighbours: tuple[tuple[int, ...], ...],
    width: int,
    points: tuple[int, ...],
    color: int,
    watch: list[int],
    rng: random.Random,
    *,
    last: int = 0,
    ko: int = 0,
    record: list[int] | None = None,
    taken: list[int] | None = None,
    goal: int = 0,
) -> None:
    """Moves until both sides pass: an urgent move when there is one (:func:`_urgent`),
    else mostly a shape move next to the last one (:func:`_shaped`), else a random legal
    move; neither of the last two fills one's own eye or puts a chain of two or more
    stones in atari.

    The search of :mod:`go_tui.engine.player` starts one from a position of its tree:
    ``last`` is the move that led there and ``ko`` the point the side to move may not
    retake.  ``record`` gets every move in turn (0 for a pass: the colours alternate),
    ``taken`` (``[_, black, white]``) counts the stones each side captures, and with a
    ``goal`` (capture go) the playout ends as soon as one side has taken that many."""
    empties = [i for i in points if cells[i] == EMPTY]
    passes = 0
    for _ in range(3 * len(points)):
        if passes >= 2:
            return
        move, captured = _try(
            cells, neighbours, _urgent(cells, neighbours, last, watch, color), color, ko
        )
        if not move and last and rng.random() < PATTERN_SHARE:
            shaped = (
                i
                for i in _shaped(cells, width, last, rng)
                if not _own_eye(cells, neighbours, width, i, color)
                and not _self_atari(cells, neighbours, i, color)
            )
            move, captured = _try(cells, neighbours, shaped, color, ko)
        if move:
            empties.remove(move)
        left = len(empties) if not move else 0
        while left:
            k = rng.randrange(left)
            i = empties[k]
            if (
                i != ko
                and not _own_eye(cells, neighbours, width, i, color)
                and not _self_atari(cells, neighbours, i, color)
            ):
                captured = _place(cells, neighbours, i, color)
            if captured is not None:
                empties[k] = empties[-1]
                empties.pop()
                move = i
                break
            left -= 1
            empties[k], empties[left] = empties[left], empties[k]
        if record is not None:
            record.append(move)
        if captured is not None:
            empties.extend(captured)
            lone = all(cells[n] != color for n in neighbours[move])
            ko = captured[0] if len(captured) == 1 and lone else 0
            if taken is not None and captured:
                taken[color] += len(captured)
                if goal and taken[color] >= goal:
                    return
        else:
            ko = 0
        passes = 0 if move else passes + 1
        last = move
        color = 3 - color


def _try(
    cells: list[int],
    neighbours: tuple[tuple[int, ...], ...],
    moves: Iterable[int],
    color: int,
    ko: int,
) -> tuple[int, list[int] | None]:
    """Play the first legal one of ``moves``: where, and what it captured; ``(0, None)``
    when none is."""
    for i in moves:
        if i != ko:
            captured = _place(cells, neighbours, i, color)
            if captured is not None:
                return i, captured
    return 0, None


PATTERN_SHARE = 0.95
"""How often a side answers the last move with a shape move (:func:`_shaped`) when one
is there.  Measured with ``tools/compare_gnugo.py compare --cut 10`` and ``--cut 30``,
positions exactly right and stones misjudged, on the games all earlier tuning used and on
held-out ones (``generate --seed 11``): 9x9 cut 10 88 -> 90 of 120 (stones 66 -> 52),
held out 41 -> 44 of 60 (45 -> 29); 13x13 cut 10 56 -> 57 of 76 (57 -> 55), held out
24 -> 24 of 30 (25 -> 24); 9x9 cut 30 57 -> 58 of 106 (126 -> 106), held out 18 -> 21
of 49 (52 -> 45); 13x13 cut 30 34 -> 33 of 76 (102 -> 104), held out 18 -> 19 of 30
(36 -> 38); chains of five or more judged wrong as they were, the clean endings as they
were (13x13 stones misjudged 12 -> 7).  Michi's share: 1.0 measured within one position
of it on every set, one better on the tuning games, one worse on three of the four
held-out ones."""

_PATTERN_SOURCE = (
    ("XOX", "...", "???"),
    ("XO.", "...", "?.?"),
    ("XO?", "X..", "x.?"),
    (".O.", "X..", "..."),
    ("XO?", "O.o", "?o?"),
    ("XO?", "O.X", "???"),
    ("?X?", "O.O", "ooo"),
    ("OX?", "o.O", "???"),
    ("X.?", "O.?", "###"),
    ("OX?", "X.O", "###"),
    ("?X?", "x.O", "###"),
    ("?XO", "x.x", "###"),
    ("?OX", "X.O", "###"),
)
"""MoGo's 3x3 shapes around an empty centre (as Michi writes them): hane, cut and edge
moves.  X and O are either colour, x not X, o not O, # the edge, ? anything."""

_CHOICES = {
    ".": (EMPTY,),
    "X": (1,),
    "O": (2,),
    "#": (BORDER,),
    "?": (EMPTY, 1, 2, BORDER),
    "x": (EMPTY, 2, BORDER),
    "o": (EMPTY, 1, BORDER),
}


@cache
def _pattern_table() -> bytearray:
    """1 for each code of eight surrounding cells (:func:`_code`) that matches a shape
    in any rotation, reflection or colour swap.  Built at the first playout, not at
    start-up (it takes some 20 ms)."""
    table = bytearray(1 << 16)
    swap = str.maketrans("XOxo", "OXox")
    for rows in _PATTERN_SOURCE:
        grid = [list(row) for row in rows]
        for _ in range(4):
            grid = [[grid[2 - c][r] for c in range(3)] for r in range(3)]
            for flipped in (grid, grid[::-1]):
                for mirrored in (flipped, [row[::-1] for row in flipped]):
                    flat = "".join("".join(row) for row in mirrored)
                    for text in (flat, flat.translate(swap)):
                        codes = [0]
                        for k, ch in enumerate(text[:4] + text[5:]):
                            codes = [c | (v << 2 * k) for c in codes for v in _CHOICES[ch]]
                        for c in codes:
                            table[c] = 1
    return table


def _shaped(cells: list[int], width: int, last: int, rng: random.Random) -> list[int]:
    """The empty points around the last move (diagonals too) where a shape of
    ``_PATTERN_SOURCE`` is, in random order."""
    around = [last - width - 1, last - width, last - width + 1, last - 1, last + 1]
    around += [last + width - 1, last + width, last + width + 1]
    patterns = _pattern_table()
    found = [i for i in around if cells[i] == EMPTY and patterns[_code(cells, width, i)]]
    rng.shuffle(found)
    return found


def _code(cells: list[int], width: int, i: int) -> int:
    """The eight cells around ``i``, two bits each, row by row from the top left."""
    up = i - width
    down = i + width
    return (
        cells[up - 1]
        | cells[up] << 2
        | cells[up + 1] << 4
        | cells[i - 1] << 6
        | cells[i + 1] << 8
        | cells[down - 1] << 10
        | cells[down] << 12
        | cells[down + 1] << 14
    )


def _urgent(
    cells: list[int],
    neighbours: tuple[tuple[int, ...], ...],
    last: int,
    watch: list[int],
    color: int,
) -> list[int]:
    """Where ``color`` captures a chain in atari that the last move made or left (or one
    that stood in atari when the playouts began), or saves its own chain the last move put
    in atari by extending where that gives it two liberties: what a player does first.
    Light playouts skip them, and a big dead group with eye space then lives at random."""
    moves: list[int] = []
    starts = list(watch)
    if last:
        starts.append(last)
        starts.extend(n for n in neighbours[last] if cells[n] != EMPTY)
    seen: set[int] = set()
    for s in starts:
        if cells[s] == EMPTY:
            continue
        lib = _atari_liberty(cells, neighbours, s)
        if not lib or lib in seen:
            continue
        seen.add(lib)
        if cells[s] != color or not _self_atari(cells, neighbours, lib, color):
            moves.append(lib)
    return moves


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
    free = False
    for n in neighbours[i]:
        value = cells[n]
        if value == EMPTY:
            free = True
        elif value == enemy:
            for m in neighbours[n]:  # a liberty next to the stone: no flood fill needed
                if cells[m] == EMPTY:
                    break
            else:
                chain = _chain_without_liberty(cells, neighbours, n)
                if chain:
                    for s in chain:
                        cells[s] = EMPTY
                    captured.extend(chain)
    if not captured and not free and _chain_without_liberty(cells, neighbours, i) is not None:
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


def _atari_liberty(cells: list[int], neighbours: tuple[tuple[int, ...], ...], start: int) -> int:
    """The one liberty of the chain at ``start`` when it is in atari, else 0 (the fill
    stops at a second liberty: most chains have one near)."""
    if _two_empty(cells, neighbours, start):  # two liberties next to it: no flood fill
        return 0
    color = cells[start]
    chain = [start]
    seen = {start}
    lib = 0
    for s in chain:
        for n in neighbours[s]:
            value = cells[n]
            if value == EMPTY:
                if lib and n != lib:
                    return 0
                lib = n
            elif value == color and n not in seen:
                seen.add(n)
                chain.append(n)
    return lib


def _self_atari(
    cells: list[int], neighbours: tuple[tuple[int, ...], ...], i: int, color: int
) -> bool:
    """Whether ``color`` on ``i`` leaves a chain of two or more stones with one liberty
    and captures nothing: such a chain is only given away (a lone stone may be a
    throw-in, and stays allowed).  Allowing the self-atari that also ataris the
    neighbour (a nakade) was measured too: no better with ``--cut 10`` and ``--cut 30``."""
    if _two_empty(cells, neighbours, i):  # two liberties next to it: no flood fill
        return False
    lib = 0
    chain = [i]
    seen = {i}
    enemies: list[int] = []
    for s in chain:
        for n in neighbours[s]:
            value = cells[n]
            if value == EMPTY:
                if n != i and n != lib:
                    if lib:
                        return False
                    lib = n
            elif value == color:
                if n not in seen:
                    seen.add(n)
                    chain.append(n)
            elif s == i and value != BORDER:
                enemies.append(n)
    if len(chain) < 2 or not lib:
        return False
    return all(_liberties_besides(cells, neighbours, n, i) for n in enemies)


def _two_empty(cells: list[int], neighbours: tuple[tuple[int, ...], ...], i: int) -> bool:
    """Whether ``i`` has two or more empty neighbours (a chain there has two liberties)."""
    free = 0
    for n in neighbours[i]:
        if cells[n] == EMPTY:
            if free:
                return True
            free = 1
    return False


def _liberties_besides(
    cells: list[int], neighbours: tuple[tuple[int, ...], ...], start: int, skip: int
) -> int:
    """The liberties of the chain at ``start`` other than ``skip``, counted up to two
    (none: a stone on ``skip`` captures it)."""
    color = cells[start]
    chain = [start]
    seen = {start}
    libs: set[int] = set()
    for s in chain:
        for n in neighbours[s]:
            value = cells[n]
            if value == EMPTY:
                if n != skip:
                    libs.add(n)
                    if len(libs) > 1:
                        return 2
            elif value == color and n not in seen:
                seen.add(n)
                chain.append(n)
    return len(libs)
