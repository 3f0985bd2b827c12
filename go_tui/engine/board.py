"""The board: stones, chains and liberties, kept up to date move by move.

Layout: one flat list with a ring of border cells (the classic padded 1-D
board), so a neighbour is always ``i - 1, i + 1, i - W, i + W`` with no bounds
checks.  Every stone belongs to a chain; each chain keeps its stones and its
set of liberties, so a move touches only the chains next to it, never the
whole board.  A Zobrist hash of the position makes ko and superko checks cheap.

The board knows the rules of a single move (occupied, suicide, simple ko) but
nothing of turns or history: that is :class:`go_tui.engine.game.Game`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from go_tui.engine.coords import Color, Point, check_size, on_board

EMPTY = 0
BORDER = 3


class Refusal(StrEnum):
    """Why a move was refused; the UI turns the code into words."""

    OCCUPIED = "occupied"
    SUICIDE = "suicide"
    KO = "ko"
    SUPERKO = "superko"
    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    PASS_NOT_ALLOWED = "pass_not_allowed"
    OFF_BOARD = "off_board"


class IllegalMove(Exception):
    """A move the rules forbid; ``reason`` says which rule."""

    def __init__(self, reason: Refusal, point: Point | None = None) -> None:
        super().__init__(reason.value)
        self.reason = reason
        self.point = point


@dataclass(frozen=True)
class Geometry:
    """Per-size tables, built once and shared by every board of that size."""

    size: int
    width: int
    points: tuple[int, ...]  # the on-board indices, row by row
    neighbours: tuple[tuple[int, ...], ...]  # on-board neighbours of each index
    zobrist: tuple[tuple[int, int, int], ...]  # [index][colour] random keys

    def index(self, point: Point) -> int:
        return (point[0] + 1) * self.width + point[1] + 1

    def point(self, index: int) -> Point:
        return (index // self.width - 1, index % self.width - 1)


@cache
def geometry(size: int) -> Geometry:
    check_size(size)
    width = size + 2
    cells = width * width
    points = tuple((r + 1) * width + c + 1 for r in range(size) for c in range(size))
    on = set(points)
    neighbours = tuple(
        tuple(n for n in (i - width, i - 1, i + 1, i + width) if n in on) if i in on else ()
        for i in range(cells)
    )
    rng = random.Random(size * 7919)  # fixed seed: hashes are stable between runs
    zobrist = tuple((0, rng.getrandbits(64), rng.getrandbits(64)) for _ in range(cells))
    return Geometry(size, width, points, neighbours, zobrist)


class Chain:
    """A maximal group of connected stones of one colour and its liberties."""

    __slots__ = ("color", "liberties", "stones")

    def __init__(self, color: int, stones: list[int], liberties: set[int]) -> None:
        self.color = color
        self.stones = stones
        self.liberties = liberties


_Judged = tuple[int, list[int], list["Chain"], list["Chain"], list["Chain"], int]
"""A legal move as judged, with what placing it needs: its index, its empty
neighbours, the friendly and enemy chains beside it, the enemies it captures,
and the position's hash after it (a plain tuple: this is every move's path)."""


@dataclass(frozen=True)
class Placement:
    """What one stone on the board did: the stones it took off."""

    point: Point
    color: Color
    captured: tuple[Point, ...]


class Board:
    """A position: stones, chains, the ko point and the position hash."""

    __slots__ = ("cells", "chain", "geo", "hash", "ko", "size")

    def __init__(self, size: int = 19) -> None:
        self.geo = geometry(size)
        self.size = size
        width = self.geo.width
        self.cells: list[int] = [BORDER] * (width * width)
        for i in self.geo.points:
            self.cells[i] = EMPTY
        self.chain: list[Chain | None] = [None] * (width * width)
        self.ko: int = 0  # index of the point the side to move may not retake, or 0
        self.hash: int = 0

    # ---- reading -----------------------------------------------------------
    def __getitem__(self, point: Point) -> Color | None:
        """The colour at ``point``, or ``None`` when it is empty."""
        value = self.cells[self._index(point)]
        return Color(value) if value else None

    def _index(self, point: Point) -> int:
        if not on_board(point, self.size):
            raise IllegalMove(Refusal.OFF_BOARD, point)
        return self.geo.index(point)

    def stones(self, color: Color) -> list[Point]:
        point = self.geo.point
        return [point(i) for i in self.geo.points if self.cells[i] == color]

    def empty_points(self) -> list[Point]:
        point = self.geo.point
        return [point(i) for i in self.geo.points if self.cells[i] == EMPTY]

    def chain_at(self, point: Point) -> tuple[list[Point], list[Point]]:
        """The stones and the liberties of the chain at ``point`` (sorted)."""
        chain = self.chain[self._index(point)]
        if chain is None:
            return [], []
        to_point = self.geo.point
        return sorted(map(to_point, chain.stones)), sorted(map(to_point, chain.liberties))

    def liberties(self, point: Point) -> int:
        """The number of liberties of the chain at ``point`` (0 if empty)."""
        chain = self.chain[self._index(point)]
        return len(chain.liberties) if chain else 0

    def chains(self) -> Iterator[tuple[Color, list[Point], list[Point]]]:
        """Every chain once: colour, stones, liberties."""
        seen: set[int] = set()
        to_point = self.geo.point
        for i in self.geo.points:
            chain = self.chain[i]
            if chain is not None and id(chain) not in seen:
                seen.add(id(chain))
                yield (
                    Color(chain.color),
                    sorted(map(to_point, chain.stones)),
                    sorted(map(to_point, chain.liberties)),
                )

    def neighbours(self, point: Point) -> list[Point]:
        to_point = self.geo.point
        return [to_point(n) for n in self.geo.neighbours[self._index(point)]]

    @property
    def ko_point(self) -> Point | None:
        """The point the player to move may not play now because of simple ko."""
        return self.geo.point(self.ko) if self.ko else None

    def rows(self) -> list[str]:
        """The position as text rows, top first: ``X`` black, ``O`` white."""
        chars = ".XO"
        w = self.geo.width
        return [
            "".join(chars[self.cells[(r + 1) * w + c + 1]] for c in range(self.size))
            for r in range(self.size)
        ]

    def __str__(self) -> str:
        return "\n".join(self.rows())

    # ---- changing ----------------------------------------------------------
    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.geo, other.size = self.geo, self.size
        other.cells = self.cells[:]
        other.ko, other.hash = self.ko, self.hash
        clones: dict[int, Chain] = {}
        table: list[Chain | None] = [None] * len(self.chain)
        for i in self.geo.points:
            chain = self.chain[i]
            if chain is not None:
                clone = clones.get(id(chain))
                if clone is None:
                    clone = Chain(chain.color, chain.stones[:], set(chain.liberties))
                    clones[id(chain)] = clone
                table[i] = clone
        other.chain = table
        return other

    def check(
        self, color: int, point: Point, banned: AbstractSet[int] | None = None
    ) -> Refusal | None:
        """Why ``color`` may not play at ``point``, or ``None``; nothing on the board changes.

        The same judgement :meth:`try_play` makes before it places the stone.
        """
        judged = self._judge(color, point, banned)
        return judged if isinstance(judged, Refusal) else None

    def play(self, color: Color, point: Point) -> Placement:
        """Put a stone down, remove what it captures, or raise :class:`IllegalMove`."""
        result = self.try_play(color, point)
        if isinstance(result, Refusal):
            raise IllegalMove(result, point)
        return Placement(point, color, self.points_of(result))

    def points_of(self, indices: list[int]) -> tuple[Point, ...]:
        """Board indices as sorted points (the form moves report captures in)."""
        if not indices:
            return ()
        return tuple(sorted(map(self.geo.point, indices)))

    def try_play(
        self, color: int, point: Point, banned: AbstractSet[int] | None = None
    ) -> Refusal | list[int]:
        """Play ``color`` at ``point`` if the rules allow it; the fast path of every move.

        Returns the indices of the captured stones, or the :class:`Refusal` with
        the board unchanged.  One look at the neighbours both judges the move
        and tells how to place it.  ``banned`` holds position hashes the move
        may not create (positional superko).
        """
        judged = self._judge(color, point, banned)
        if not isinstance(judged, tuple):  # a Refusal (a tuple test is the cheap one)
            return judged
        i, free, friends, enemies, dead, new_hash = judged
        cells, chains = self.cells, self.chain
        cells[i] = color
        self.hash = new_hash
        for enemy in enemies:
            enemy.liberties.discard(i)
        chain = self._join(color, i, free, friends)
        if not dead:
            self.ko = 0
            return []
        captured: list[int] = []
        neighbours = self.geo.neighbours
        for gone in dead:
            stones = gone.stones
            for s in stones:
                cells[s] = EMPTY
                chains[s] = None
            for s in stones:
                for n in neighbours[s]:
                    touched = chains[n]
                    if touched is not None:
                        touched.liberties.add(s)
            captured += stones
        if len(captured) == 1 and len(chain.stones) == 1 and len(chain.liberties) == 1:
            self.ko = captured[0]
        else:
            self.ko = 0
        return captured

    def _judge(
        self, color: int, point: Point, banned: AbstractSet[int] | None
    ) -> Refusal | _Judged:
        """The rules on one move, from one look at its neighbours: a refusal, or what
        placing the stone needs (the move is not made)."""
        row, col = point
        size = self.size
        if not (0 <= row < size and 0 <= col < size):
            return Refusal.OFF_BOARD
        geo = self.geo
        i = (row + 1) * geo.width + col + 1
        cells = self.cells
        if cells[i] != EMPTY:
            return Refusal.OCCUPIED
        if i == self.ko:
            return Refusal.KO
        free, friends, enemies, dead = self._around(color, i)
        if not (free or dead or any(len(f.liberties) > 1 for f in friends)):
            return Refusal.SUICIDE
        zobrist = geo.zobrist
        new_hash = self.hash ^ zobrist[i][color]
        for chain in dead:
            for s in chain.stones:
                new_hash ^= zobrist[s][chain.color]
        if banned is not None and new_hash in banned:
            return Refusal.SUPERKO

        return i, free, friends, enemies, dead, new_hash

    def place_setup(self, color: Color | None, point: Point) -> None:
        """Set up a point as SGF's AB/AW/AE do: no captures, no legality.

        Used for lesson positions and handicap stones; a position with chains
        lacking liberties can be built this way, and later moves treat it sanely.
        """
        i = self._index(point)
        if self.cells[i] != EMPTY:
            self._lift(i)
        if color is not None:
            self._merge_in(int(color), i)
        self.ko = 0

    def pass_turn(self) -> None:
        """A pass lifts the ko ban."""
        self.ko = 0

    def _merge_in(self, color: int, i: int) -> Chain:
        """Place a stone at empty ``i`` and join it with its friendly neighbours (setup)."""
        free, friends, enemies, _ = self._around(color, i)
        self.cells[i] = color
        self.hash ^= self.geo.zobrist[i][color]
        for enemy in enemies:
            enemy.liberties.discard(i)
        return self._join(color, i, free, friends)

    def _around(
        self, color: int, i: int
    ) -> tuple[list[int], list[Chain], list[Chain], list[Chain]]:
        """What touches ``i`` for a stone of ``color``: its empty neighbours, the friendly
        and the enemy chains beside it (each once), and the enemies whose last liberty
        ``i`` is (a move there takes them)."""
        cells, chains = self.cells, self.chain
        free: list[int] = []
        friends: list[Chain] = []
        enemies: list[Chain] = []
        dead: list[Chain] = []
        for n in self.geo.neighbours[i]:
            value = cells[n]
            if value == EMPTY:
                free.append(n)
            elif value == color:
                friend = chains[n]
                assert friend is not None
                if friend not in friends:
                    friends.append(friend)
            else:
                enemy = chains[n]
                assert enemy is not None
                if enemy not in enemies:
                    enemies.append(enemy)
                    # Liberty sets are exact: every neighbouring chain counts i among them.
                    if len(enemy.liberties) == 1:
                        dead.append(enemy)
        return free, friends, enemies, dead

    def _join(self, color: int, i: int, free: list[int], friends: list[Chain]) -> Chain:
        """The chain of the new stone at ``i``: its friendly neighbours merged into the
        biggest of them, or a chain of its own; ``free`` are its empty neighbours."""
        chains = self.chain
        if not friends:
            chain = Chain(color, [i], set(free))
        else:
            chain = friends[0]
            for other in friends[1:]:
                if len(other.stones) > len(chain.stones):
                    chain = other
            for other in friends:
                if other is not chain:
                    chain.stones += other.stones
                    chain.liberties |= other.liberties
                    for s in other.stones:
                        chains[s] = chain
            chain.stones.append(i)
            chain.liberties.update(free)
            chain.liberties.discard(i)
        chains[i] = chain
        return chain

    def _remove(
        self,
        chain: Chain,
        color: int,
        zobrist: tuple[tuple[int, int, int], ...],
        captured: list[int],
    ) -> None:
        cells = self.cells
        chains = self.chain
        neighbours = self.geo.neighbours
        h = self.hash
        for s in chain.stones:
            cells[s] = EMPTY
            chains[s] = None
            h ^= zobrist[s][color]
        for s in chain.stones:
            for n in neighbours[s]:
                other = chains[n]
                if other is not None:
                    other.liberties.add(s)
        self.hash = h
        captured += chain.stones

    def _lift(self, i: int) -> None:
        """Take one stone off (setup only): rebuild the chains it split."""
        chain = self.chain[i]
        assert chain is not None
        color = chain.color
        rest = [s for s in chain.stones if s != i]
        self._remove(chain, color, self.geo.zobrist, [])
        for s in rest:
            self._merge_in(color, s)


def board_from_rows(rows: Iterable[str]) -> Board:
    """Build a board from text rows (``X``/``B`` black, ``O``/``W`` white, else empty).

    Handy in tests and lesson files; rows are read top first.
    """
    lines = [r.replace(" ", "") for r in rows if r.strip()]
    board = Board(len(lines))
    for r, line in enumerate(lines):
        if len(line) != board.size:
            raise ValueError(f"row {r + 1} has {len(line)} points, expected {board.size}")
        for c, ch in enumerate(line):
            if ch in "XxBb":
                board.place_setup(Color.BLACK, (r, c))
            elif ch in "OoWw":
                board.place_setup(Color.WHITE, (r, c))
    return board
