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
stone is chased as a player would, where random answers let it live at random.
The built-in player's playouts look around the move before the last one too, after the
last one's own (as Michi does): a side finishes what its own move began when the reply
was elsewhere (see :func:`play_out`).  A
playout works on a copy of the cells and keeps every chain's liberties up to date as it
plays (:class:`Stones`): which chain is in atari, what a move captures and whether it
is a self-atari are looked up, not flood-filled (measured: some twice as many playouts
a second as the flood fills of before, with the same moves for the same seed).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable
from functools import cache

from go_tui.engine.board import BORDER, EMPTY, Board
from go_tui.engine.coords import Color


def ownership(
    board: Board, first: Color, playouts: int, *, seed: int = 0, deadline: float | None = None
) -> tuple[dict[int, float], int]:
    """For each on-board index, the mean owner over the playouts, from 1 (always
    Black's) to -1 (always White's), and how many playouts ran.

    The work is counted in playouts, never in seconds, so that the answer is the same
    on a slow or busy machine: all ``playouts`` run, in the same order from the same
    ``seed``.  ``deadline`` (a :func:`time.monotonic` time, ``None``: none) is only a
    safety net: past it no new playout starts (at least one always runs), and the count
    returned, short of ``playouts``, says the answer was cut short."""
    geo = board.geo
    points = geo.points
    totals = dict.fromkeys(points, 0)
    rng = random.Random(seed)
    watch = [geo.index(stones[0]) for _, stones, libs in board.chains() if len(libs) == 1]
    done = 0
    while done < playouts and (done == 0 or deadline is None or time.monotonic() < deadline):
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
    both_moves: bool = False,
) -> None:
    """Moves until both sides pass: an urgent move when there is one (:func:`_urgent`),
    else mostly a shape move next to the last one (:func:`_shaped`), else a random legal
    move; neither of the last two fills one's own eye or puts a chain of two or more
    stones in atari.

    With ``both_moves`` a side also looks around the move before the last one, after the
    last one's own (:func:`_looked_at`): the built-in player's playouts, where it won 15 of
    34 games against GNU Go level 1 instead of 3 of 17.  The dead-stone proposal's
    playouts answer the last move alone: they were tuned and measured so, and looking
    further proposed a living stone of a 19x19 GNU Go ending dead
    (``tests/test_open_endings.py``).

    The search of :mod:`go_tui.engine.player` starts one from a position of its tree:
    ``last`` is the move that led there (the playout looks around it alone at its first
    move) and ``ko`` the point the side to move may not retake.  ``record`` gets every
    move in turn (0 for a pass: the colours alternate), ``taken`` (``[_, black, white]``)
    counts the stones each side captures, and with a ``goal`` (capture go) the playout
    ends as soon as one side has taken that many."""
    empties = [i for i in points if cells[i] == EMPTY]
    stones = Stones(cells, neighbours, points)
    place = stones.place
    self_atari = stones.self_atari
    passes = 0
    before = 0
    windows = _windows(width)
    for _ in range(3 * len(points)):
        if passes >= 2:
            return
        around = _looked_at(windows, neighbours, last, before, both_moves)
        move, captured = _try(stones, _urgent(stones, (*watch, *around), color), color, ko)
        if not move and (last or before) and rng.random() < PATTERN_SHARE:
            shaped = (
                i
                for i in _shaped(cells, width, last, before, rng)
                if not _own_eye(cells, neighbours, width, i, color) and not self_atari(i, color)
            )
            move, captured = _try(stones, shaped, color, ko)
        if move:
            empties.remove(move)
        left = len(empties) if not move else 0
        while left:
            k = rng.randrange(left)
            i = empties[k]
            if (
                i != ko
                and not _own_eye(cells, neighbours, width, i, color)
                and not self_atari(i, color)
            ):
                captured = place(i, color)
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
        before = last if both_moves else 0
        last = move
        color = 3 - color


def _try(stones: Stones, moves: Iterable[int], color: int, ko: int) -> tuple[int, list[int] | None]:
    """Play the first legal one of ``moves``: where, and what it captured; ``(0, None)``
    when none is."""
    for i in moves:
        if i != ko:
            captured = stones.place(i, color)
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


@cache
def _windows(width: int) -> tuple[tuple[int, ...], ...]:
    """For each index of a board ``width`` wide (borders included), the nine indices of
    the 3x3 square around it, the centre among them, where they are all inside; none for
    index 0, which stands for no move."""
    cells = width * width
    return tuple(
        tuple(i + dr * width + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1))
        if width < i < cells - width - 1
        else ()
        for i in range(cells)
    )


def _shaped(cells: list[int], width: int, last: int, before: int, rng: random.Random) -> list[int]:
    """The empty points around the last move, then around the one before it (diagonals
    too), where a shape of ``_PATTERN_SOURCE`` is: each group in random order."""
    patterns = _pattern_table()
    windows = _windows(width)
    found: list[int] = []
    for m in (last, before):
        shapes = []
        for i in windows[m]:
            if cells[i] == EMPTY and i != m and i not in found:  # _code, written out: this
                up = i - width  # runs at most moves of a playout
                down = i + width
                code = (
                    cells[up - 1]
                    | cells[up] << 2
                    | cells[up + 1] << 4
                    | cells[i - 1] << 6
                    | cells[i + 1] << 8
                    | cells[down - 1] << 10
                    | cells[down] << 12
                    | cells[down + 1] << 14
                )
                if patterns[code]:
                    shapes.append(i)
        if len(shapes) > 1:
            rng.shuffle(shapes)
        found += shapes
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


def _looked_at(
    windows: tuple[tuple[int, ...], ...],
    neighbours: tuple[tuple[int, ...], ...],
    last: int,
    before: int,
    both_moves: bool,
) -> tuple[int, ...]:
    """Where a side looks for chains in atari: the last move and its neighbours, or with
    ``both_moves`` the 3x3 squares around the last move and the one before it."""
    if both_moves:
        return (*windows[last], *windows[before])
    return (last, *neighbours[last]) if last else ()


def _urgent(stones: Stones, starts: Iterable[int], color: int) -> list[int]:
    """Where ``color`` captures a chain in atari on one of the ``starts`` (near the last
    moves, or one that stood in atari when the playouts began), or saves its own chain
    there by extending where that gives it two liberties: what a player does first.
    Light playouts skip them, and a big dead group with eye space then lives at random.

    Saving by taking a neighbour in atari instead was measured too and left out: dead
    groups then lived at random by taking a stone of the wall (one more of the 54 OGS
    games people marked was proposed wrong, and a built-in counting problem too), and the
    built-in player with it won 2 of 8 games against GNU Go level 1 where it won 7 of 16
    without it."""
    cells, head, libs = stones.cells, stones.head, stones.libs
    moves: list[int] = []
    for s in starts:
        chain_libs = libs[head[s]]  # empty for an empty point and the border
        if len(chain_libs) != 1:
            continue
        for lib in chain_libs:
            if lib not in moves and (cells[s] != color or not stones.self_atari(lib, color)):
                moves.append(lib)
    return moves


def _own_eye(
    cells: list[int], neighbours: tuple[tuple[int, ...], ...], width: int, i: int, color: int
) -> bool:
    """An empty point all of whose neighbours are ``color`` and whose diagonals do not
    make it false: filling it would be the only way such a group dies at random."""
    around = neighbours[i]
    for n in around:
        if cells[n] != color:
            return False
    enemy = 0
    for d in (i - width - 1, i - width + 1, i + width - 1, i + width + 1):
        value = cells[d]
        if value != color and value != EMPTY and value != BORDER:
            enemy += 1
    return enemy < (1 if len(around) < 4 else 2)


class Stones:
    """A playout's board: the cells, and every chain with its exact liberties, kept up to
    date move by move (no flood fill to find a chain in atari, a capture or a self-atari).

    ``head[i]`` names the chain of the stone on ``i`` (one of its stones; 0 for an empty
    point), ``members[h]`` lists the chain's stones and ``libs[h]`` its liberties.
    Built once per playout from the cells; thrown away at its end."""

    __slots__ = ("cells", "head", "libs", "members", "neighbours")

    def __init__(
        self, cells: list[int], neighbours: tuple[tuple[int, ...], ...], points: Iterable[int]
    ) -> None:
        self.cells = cells
        self.neighbours = neighbours
        size = len(cells)
        head = [0] * size
        members: list[list[int]] = [_NO_STONES] * size
        libs: list[set[int]] = [_NO_LIBERTIES] * size
        for start in points:
            color = cells[start]
            if head[start] or (color != 1 and color != 2):
                continue
            chain = [start]
            head[start] = start
            free: set[int] = set()
            for s in chain:
                for n in neighbours[s]:
                    value = cells[n]
                    if value == EMPTY:
                        free.add(n)
                    elif value == color and not head[n]:
                        head[n] = start
                        chain.append(n)
            members[start] = chain
            libs[start] = free
        self.head = head
        self.members = members
        self.libs = libs

    def place(self, i: int, color: int) -> list[int] | None:
        """Put ``color`` on empty ``i`` and take off what it captures (in the order a
        flood fill from each captured neighbour finds them); ``None``, and nothing
        changed, for a suicide."""
        own = self._joined(i, color)
        if own is None:
            return None
        cells, head, libs = self.cells, self.head, self.libs
        around = self.neighbours[i]
        enemy = 3 - color
        cells[i] = color
        merged = self._join(i, own)
        members = self.members
        captured: list[int] = []
        for n in around:
            value = cells[n]
            if value == EMPTY:
                merged.add(n)
            elif value == enemy:
                h = head[n]
                chain_libs = libs[h]
                chain_libs.discard(i)
                if not chain_libs:
                    captured.extend(_flood(cells, self.neighbours, n))
                    for s in members[h]:
                        cells[s] = EMPTY
                        head[s] = 0
        if captured:
            self._freed(captured, color)
        return captured

    def _joined(self, i: int, color: int) -> list[int] | None:
        """The own chains a stone of ``color`` on ``i`` joins; ``None`` for a suicide."""
        cells, head, libs = self.cells, self.head, self.libs
        enemy = 3 - color
        free = False
        own: list[int] = []
        for n in self.neighbours[i]:
            value = cells[n]
            if value == EMPTY:
                free = True
            elif value == color:
                h = head[n]
                if h not in own:
                    own.append(h)
            elif value == enemy and len(libs[head[n]]) == 1:
                free = True  # it captures
        if free or any(len(libs[h]) > 1 for h in own):
            return own
        return None

    def _freed(self, captured: list[int], color: int) -> None:
        """The ``color`` chains next to the ``captured`` points gain them as liberties."""
        cells, head, libs, neighbours = self.cells, self.head, self.libs, self.neighbours
        for s in captured:
            for n in neighbours[s]:
                if cells[n] == color:
                    libs[head[n]].add(s)

    def _join(self, i: int, own: list[int]) -> set[int]:
        """The new stone on ``i`` joins the chains ``own`` (into the biggest): the
        liberties of the chain it makes, ``i`` taken out."""
        head, libs, members = self.head, self.libs, self.members
        if not own:
            head[i] = i
            members[i] = [i]
            merged: set[int] = set()
            libs[i] = merged
            return merged
        base = own[0]
        for h in own:
            if len(members[h]) > len(members[base]):
                base = h
        stones = members[base]
        merged = libs[base]
        for h in own:
            if h != base:
                more = members[h]
                for s in more:
                    head[s] = base
                stones.extend(more)
                merged |= libs[h]
        stones.append(i)
        head[i] = base
        merged.discard(i)
        return merged

    def self_atari(self, i: int, color: int) -> bool:
        """Whether ``color`` on empty ``i`` leaves a chain of two or more stones with one
        liberty and captures nothing: such a chain is only given away (a lone stone may
        be a throw-in, and stays allowed).  Allowing the self-atari that also ataris the
        neighbour (a nakade) was measured too: no better with ``--cut 10`` and ``--cut 30``."""
        cells, head, libs = self.cells, self.head, self.libs
        around = self.neighbours[i]
        lib = 0
        grown = False
        for n in around:
            value = cells[n]
            if value == EMPTY:
                if lib and lib != n:
                    return False
                lib = n
            elif value == color:
                grown = True
                for m in libs[head[n]]:
                    if m != i and m != lib:
                        if lib:
                            return False
                        lib = m
        if not grown or not lib:
            return False
        enemy = 3 - color  # and it captures nothing:
        return all(cells[n] != enemy or len(libs[head[n]]) != 1 for n in around)


_NO_STONES: list[int] = []
_NO_LIBERTIES: set[int] = set()


def _flood(cells: list[int], neighbours: tuple[tuple[int, ...], ...], start: int) -> list[int]:
    """The stones of the chain on ``start``, in flood-fill order."""
    color = cells[start]
    chain = [start]
    seen = {start}
    for s in chain:
        for n in neighbours[s]:
            if cells[n] == color and n not in seen:
                seen.add(n)
                chain.append(n)
    return chain
