"""Counting a finished game, with a breakdown the score screen shows row by row.

Territory counting is the way the Dutch booklets teach it: the dead stones come
off and join the opponent's prisoners; each player then has the empty points
surrounded by their own stones alone, plus their prisoners; komi goes to White.
Points that touch both colours are neutral (dame), and so, under territory
counting, are the empty points next to a group living in seki, and a point its
owner must still fill: once the opponent fills the dame, a wall chain with no
other liberty in its own territory stands in atari there (the booklets: a false
eye can be forced shut).  The game is not over there (``Score.to_fill``).

Area counting (Chinese) adds the stones left on the board instead of prisoners.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from go_tui.engine.board import EMPTY, Board
from go_tui.engine.coords import Color, Point
from go_tui.engine.rules import Scoring


@dataclass(frozen=True)
class Side:
    """One player's rows of the sum."""

    territory: int
    prisoners: int
    """Stones this player captured during play."""
    dead: int
    """Opponent stones this player removed as dead at the end."""
    komi: float
    stones: int
    """Own stones left on the board (counted under area scoring only)."""
    total: float


@dataclass(frozen=True)
class Score:
    black: Side
    white: Side
    black_territory: frozenset[Point]
    white_territory: frozenset[Point]
    neutral: frozenset[Point]
    scoring: Scoring
    to_fill: frozenset[Point] = frozenset()
    """Points of territory their owner must still fill (a false eye, a cut): none under
    territory counting (under area counting the stone that fills one counts the same)."""

    @property
    def margin(self) -> float:
        """Black's total minus White's: above zero Black wins."""
        return self.black.total - self.white.total

    @property
    def winner(self) -> Color | None:
        if self.margin > 0:
            return Color.BLACK
        return Color.WHITE if self.margin < 0 else None

    @property
    def result(self) -> str:
        return margin_result(self.margin)


def margin_result(margin: float) -> str:
    """``B+3.5``, ``W+12`` or ``0`` for a draw (Black's margin), as GTP and SGF RE write it."""
    if margin == 0:
        return "0"
    return f"{'B' if margin > 0 else 'W'}+{format_points(abs(margin))}"


def format_points(value: float) -> str:
    """``12`` for whole numbers, ``3.5`` otherwise."""
    return f"{value:g}"


def score(
    board: Board,
    dead: frozenset[Point],
    komi: float,
    prisoners: tuple[int, int],
    scoring: Scoring,
    seki: frozenset[Point] = frozenset(),
) -> Score:
    """Count ``board`` with ``dead`` stones removed; ``prisoners`` = (taken by B, by W)."""
    geo = board.geo
    cells, removed = _without(board, dead)
    seki_cells = {geo.index(p) for p in seki}
    owned: tuple[set[int], set[int], set[int]] = (set(), set(), set())  # neutral, black, white
    for region, edge in _empty_regions(board, cells):
        colors = {cells[i] for i in edge}
        owner = colors.pop() if len(colors) == 1 else 0
        if scoring is Scoring.TERRITORY and not seki_cells.isdisjoint(edge):
            owner = 0
        owned[owner].update(region)
    to_fill = _to_fill(board, cells, owned, seki_cells)
    if scoring is Scoring.TERRITORY:
        owned[0].update(to_fill)
        owned[1].difference_update(to_fill)
        owned[2].difference_update(to_fill)

    stones = [0, 0, 0]  # [empty, black, white] points after the dead came off
    for i in geo.points:
        stones[cells[i]] += 1

    def side(color: Color) -> Side:
        other = color.opponent
        territory = len(owned[color])
        own_komi = komi if color is Color.WHITE else 0.0
        taken = prisoners[0] if color is Color.BLACK else prisoners[1]
        if scoring is Scoring.AREA:
            total = territory + stones[color] + own_komi
        else:
            total = territory + taken + removed[other] + own_komi
        return Side(territory, taken, removed[other], own_komi, stones[color], total)

    to_points = geo.point
    return Score(
        black=side(Color.BLACK),
        white=side(Color.WHITE),
        black_territory=frozenset(map(to_points, owned[1])),
        white_territory=frozenset(map(to_points, owned[2])),
        neutral=frozenset(map(to_points, owned[0])),
        scoring=scoring,
        to_fill=frozenset(map(to_points, to_fill)),
    )


def _to_fill(
    board: Board, cells: list[int], owned: tuple[set[int], ...], seki: set[int]
) -> set[int]:
    """The points of a side's territory its owner must still fill: the one liberty in
    that territory of a chain whose other liberties lie outside it (a dame, an open
    border).  Once the opponent fills those, the chain stands in atari there: a false
    eye forced shut, a cut to mend.  Not a chain in ``seki``: neither side fills its
    shared liberties, and its eye stays open."""
    neighbours = board.geo.neighbours
    found: set[int] = set()
    seen: set[int] = set()
    for start in board.geo.points:
        color = cells[start]
        if color not in (Color.BLACK, Color.WHITE) or start in seen:
            continue
        stones, liberties = _chain(cells, neighbours, start)
        seen.update(stones)
        if start in seki:
            continue
        inside = liberties & owned[color]
        if len(inside) == 1 and len(liberties) > 1:
            found |= inside
    return found


def _chain(
    cells: list[int], neighbours: tuple[tuple[int, ...], ...], start: int
) -> tuple[list[int], set[int]]:
    """The chain of ``cells`` at ``start`` and its liberties (the board's chains still
    hold the stones marked dead)."""
    color = cells[start]
    chain = [start]
    seen = {start}
    liberties: set[int] = set()
    for i in chain:
        for n in neighbours[i]:
            if cells[n] == EMPTY:
                liberties.add(n)
            elif cells[n] == color and n not in seen:
                seen.add(n)
                chain.append(n)
    return chain, liberties


def _without(board: Board, dead: frozenset[Point]) -> tuple[list[int], list[int]]:
    """The board's cells with the ``dead`` stones taken off, and how many of
    each colour came off (``[_, black, white]``)."""
    cells = board.cells[:]
    removed = [0, 0, 0]
    for point in dead:
        i = board.geo.index(point)
        if cells[i] in (Color.BLACK, Color.WHITE):
            removed[cells[i]] += 1
            cells[i] = EMPTY
    return cells, removed


def _empty_regions(board: Board, cells: list[int]) -> Iterator[tuple[list[int], set[int]]]:
    """Each connected region of empty ``cells``, with the stones that border it."""
    neighbours = board.geo.neighbours
    seen: set[int] = set()
    for start in board.geo.points:
        if cells[start] != EMPTY or start in seen:
            continue
        region = [start]
        seen.add(start)
        edge: set[int] = set()
        for i in region:  # grows while it is walked
            for n in neighbours[i]:
                if cells[n] != EMPTY:
                    edge.add(n)
                elif n not in seen:
                    seen.add(n)
                    region.append(n)
        yield region, edge
