"""Exact endgame values on a small board: the game played out to its end by minimax.

An endgame problem asks which move is biggest and by how many points; only
reading the game to its end answers that for sure.  Every legal move and the
pass are tried; two passes in a row end the game, and the board is counted by
area as Tromp and Taylor do: a side's stones plus the empty regions that reach
its stones only.  No stone is called dead: the search itself must capture what
is dead.  Positional superko holds along every line (a move may not recreate a
position of the line or of the game before it).

The value of a position is Black's area minus White's with best play for both.
Alpha-beta with a transposition table keeps the reading small.  A position's
value can depend on the line that reached it only through superko (the graph
history interaction), so a stored value must not depend on the line:

* a value whose reading was cut by a superko ban is never stored;
* a stored value remembers which stone counts (Black's, White's) its reading
  met; it is reused only on a line whose earlier positions have none of these
  counts, so no position of its reading can repeat one of the line.

One kind of move is left out, and it is the reader's one assumption: a stone
in a one-point eye of the player's own pass-alive chains (:func:`own_eyes`).
The opponent may not play there anyway (suicide).  The owner changes no count
(the point is its area already) and only takes an eye from its own chain; the
reader holds such a move to be worth no more than the pass, which it reads.
Without this, one filled eye lets the group die in the reading, and every
line after it opens the whole board.  Every other legal move is read.  The
reading counts the positions it visits; past its budget it
answers *unproven*, never a guess.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from go_tui.engine.benson import benson_alive
from go_tui.engine.board import EMPTY, Board, Refusal
from go_tui.engine.coords import Color, Point
from go_tui.engine.game import Game

BUDGET = 200_000
"""Positions one reading may visit by default."""

_EXACT, _LOWER, _UPPER = 0, 1, 2


@dataclass(frozen=True)
class EndgameValues:
    """The value of each legal first move (``None``: the pass), Black's area minus White's
    with best play after it, and the positions read; ``values`` is empty when the reading
    ran past its budget (nothing proven)."""

    to_move: Color
    values: dict[Point | None, int]
    positions: int

    @property
    def proven(self) -> bool:
        return bool(self.values)

    def gain(self, move: Point | None) -> int:
        """The move's value from the mover's side (Black's margin for Black, White's for
        White)."""
        value = self.values[move]
        return value if self.to_move is Color.BLACK else -value

    @property
    def best(self) -> int:
        """The best gain for the side to move."""
        return max(self.gain(move) for move in self.values)

    def best_moves(self) -> list[Point | None]:
        """The moves that get the best value (the pass last, if it is one)."""
        top = self.best
        moves = [m for m in self.values if m is not None and self.gain(m) == top]
        return moves + ([None] if None in self.values and self.gain(None) == top else [])

    def loss(self, move: Point | None) -> int:
        """How many points less than the best the move gets for its player."""
        return self.best - self.gain(move)


class _OverBudget(Exception):
    """The reading visited more positions than it may."""


def area(board: Board) -> int:
    """Black's area minus White's: stones, plus empty regions reaching one colour only."""
    cells = board.cells
    neighbours = board.geo.neighbours
    total = 0
    seen: set[int] = set()
    for start in board.geo.points:
        value = cells[start]
        if value == Color.BLACK:
            total += 1
        elif value == Color.WHITE:
            total -= 1
        elif start not in seen:
            seen.add(start)
            region = [start]
            reached = 0
            for i in region:
                for n in neighbours[i]:
                    if cells[n] == EMPTY:
                        if n not in seen:
                            seen.add(n)
                            region.append(n)
                    else:
                        reached |= cells[n]
            if reached == Color.BLACK:
                total += len(region)
            elif reached == Color.WHITE:
                total -= len(region)
    return total


def own_eyes(board: Board, color: Color) -> set[int]:
    """The empty points every neighbour of which is a stone of ``color``'s pass-alive
    chains (:func:`go_tui.engine.benson.benson_alive`): the reader never plays there.

    The opponent may not: a stone there would have no liberty and take none (each
    pass-alive chain keeps two liberties at least).  Its owner gains no count: the point
    is its area already, and a stone there only takes an eye from its own chain; the
    reader holds the move to be worth no more than the pass (see the module's note).
    """
    cells, neighbours = board.cells, board.geo.neighbours
    closed = [
        i
        for i in board.geo.points
        if cells[i] == EMPTY and all(cells[n] == color for n in neighbours[i])
    ]
    if not closed:
        return set()
    alive = benson_alive(board, color)
    return {i for i in closed if all(n in alive for n in neighbours[i])}


def endgame_values(
    board: Board,
    to_move: Color,
    history: Iterable[Board] = (),
    passed: bool = False,
    budget: int = BUDGET,
) -> EndgameValues:
    """Every legal first move of ``to_move`` (and the pass) read to the end of the game.

    ``history`` holds the positions of the game before ``board`` (superko bans them);
    ``passed`` says the last move was a pass (a second one ends the game).
    """
    earlier = list(history)
    key = (board.hash, board.ko, to_move, passed, budget, tuple(b.hash for b in earlier))
    known = _READ.get(key)
    if known is not None:
        return known
    reader = _Reader(board, earlier, budget)
    values: dict[Point | None, int] = {}
    try:
        for move, child in reader.children(board, to_move):
            if move is None and passed:
                values[None] = area(board)
            else:
                values[reader.point(move)] = reader.value(child, to_move.opponent, move)
    except _OverBudget:
        values = {}
    found = EndgameValues(to_move, values, reader.positions)
    if len(_READ) >= _MEMO:
        _READ.pop(next(iter(_READ)))
    _READ[key] = found
    return found


_MEMO = 32
"""Readings kept: a problem's proof and the claims of its comments ask about the same
positions (the oldest reading goes first)."""
_READ: dict[tuple[int, int, Color, bool, int, tuple[int, ...]], EndgameValues] = {}


def before_last_move(game: Game) -> EndgameValues:
    """The reading of the position before the game's last move (its player to move), the
    game's earlier positions banned: what that move is worth beside the others."""
    before = game.move_number - 1
    last = game.last_move
    assert last is not None, "a move was played"
    position = game.replayed(before)
    history = [game.replayed(n).board for n in range(before)]
    passed = position.last_move is not None and position.last_move.is_pass
    return endgame_values(position.board, last.color, history, passed)


class _Reader:
    """One reading: the transposition table, the line being read and the count."""

    def __init__(self, board: Board, history: Iterable[Board], budget: int) -> None:
        self.budget = budget
        self.positions = 0
        self.width = board.size * board.size + 1
        self.table: dict[tuple[int, int, int, bool], tuple[int, int, int | None, int]] = {}
        earlier = list(history)
        self.banned: set[int] = {b.hash for b in earlier} | {board.hash}
        self.counts = 0
        """The stone counts of the positions of the game before the one being read."""
        for b in earlier:
            self.counts |= 1 << self._index(b)
        self.root = self._index(board)
        self.geo = board.geo
        self.eyes: dict[tuple[int, Color], set[int]] = {}

    def point(self, move: int | None) -> Point | None:
        return None if move is None else self.geo.point(move)

    def _index(self, board: Board) -> int:
        """The position's stone counts as one number (its bit in the count masks)."""
        cells = board.cells
        black = sum(1 for i in board.geo.points if cells[i] == Color.BLACK)
        white = sum(1 for i in board.geo.points if cells[i] == Color.WHITE)
        return black * self.width + white

    def _after(self, index: int, color: Color, taken: int) -> int:
        """The count index after ``color`` placed a stone and took ``taken`` stones."""
        if color is Color.BLACK:
            return index + self.width - taken
        return index + 1 - taken * self.width

    def children(self, board: Board, color: Color) -> list[tuple[int | None, Board]]:
        """The moves the reading tries (:meth:`_order`), each with the position after it."""
        found: list[tuple[int | None, Board]] = []
        to_point = board.geo.point
        for move in self._order(board, color, None):
            child = board.copy()
            if move is None:
                child.pass_turn()
            elif isinstance(child.try_play(color, to_point(move), self.banned), Refusal):
                continue
            found.append((move, child))
        return found

    def value(self, child: Board, color: Color, move: int | None) -> int:
        """The exact value (Black's margin) of the position after the first ``move`` (None:
        the pass), ``color`` to move."""
        sign = 1 if color is Color.BLACK else -1
        if move is None:
            value, _, _ = self._negamax(child, color, True, -_INF, _INF, self.counts, self.root)
            return sign * value
        self.banned.add(child.hash)
        counts = self.counts | 1 << self.root
        try:
            value, _, _ = self._negamax(
                child, color, False, -_INF, _INF, counts, self._index(child)
            )
        finally:
            self.banned.discard(child.hash)
        return sign * value

    def _negamax(
        self,
        board: Board,
        color: Color,
        passed: bool,
        alpha: int,
        beta: int,
        counts: int,
        index: int,
    ) -> tuple[int, bool, int]:
        """The value for ``color`` (to move) within (alpha, beta); whether no superko ban
        cut the reading; the stone counts its positions had (bits).  ``counts``: those of
        the line's earlier positions; ``index``: the board's own (:meth:`_index`)."""
        self.positions += 1
        if self.positions > self.budget:
            raise _OverBudget
        key = (board.hash, board.ko, int(color), passed)
        stored = self.table.get(key)
        if stored is not None and not stored[3] & counts:
            value, kind, _, seen = stored
            if kind == _EXACT or (kind == _LOWER and value >= beta):
                return value, True, seen
            if kind == _UPPER and value <= alpha:
                return value, True, seen
        start_alpha = alpha
        clean, seen = True, 0
        best, best_move = -_INF, None
        for move in self._order(board, color, stored[2] if stored else None):
            read = self._child(board, color, move, passed, (-beta, -alpha), counts, index)
            if read is None:
                continue
            value, ok, reached = read
            clean, seen = clean and ok, seen | reached
            if -value > best:
                best, best_move = -value, move
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        if clean:
            kind = _UPPER if best <= start_alpha else _LOWER if best >= beta else _EXACT
            self.table[key] = (best, kind, best_move, seen)
        return best, clean, seen

    def _child(
        self,
        board: Board,
        color: Color,
        move: int | None,
        passed: bool,
        window: tuple[int, int],
        counts: int,
        index: int,
    ) -> tuple[int, bool, int] | None:
        """The opponent's value after ``color`` plays ``move`` (None: passes), as
        :meth:`_negamax` gives it; None when the move is illegal.  A pass after a pass ends
        the game: the board is counted."""
        if move is None and passed:
            return (-1 if color is Color.BLACK else 1) * area(board), True, 0
        if move is None:
            ko = board.ko
            board.pass_turn()
            try:
                return self._negamax(board, color.opponent, True, *window, counts, index)
            finally:
                board.ko = ko
        child = board.copy()
        played = child.try_play(color, self.geo.point(move), self.banned)
        if played is Refusal.SUPERKO:
            return _INF, False, 0  # the mover's worst: never chosen, and the reading is cut
        if isinstance(played, Refusal):
            return None
        after = self._after(index, color, len(played))
        self.banned.add(child.hash)
        try:
            value, ok, reached = self._negamax(
                child, color.opponent, False, *window, counts | 1 << index, after
            )
        finally:
            self.banned.discard(child.hash)
        return value, ok, reached | 1 << after

    def _order(self, board: Board, color: Color, first: int | None) -> list[int | None]:
        """The moves worth reading, best guesses first: the stored best move, captures,
        the pass, the other empty points but the own eyes of :func:`own_eyes`."""
        cells, chains, neighbours = board.cells, board.chain, board.geo.neighbours
        captures: list[int | None] = []
        quiet: list[int | None] = []
        closed: list[int] = []
        for i in board.geo.points:
            if cells[i] != EMPTY:
                continue
            around = neighbours[i]
            if all(cells[n] == color for n in around):
                closed.append(i)
            elif any(
                cells[n] == color.opponent and len(chain.liberties) == 1
                for n in around
                if (chain := chains[n]) is not None
            ):
                captures.append(i)
            else:
                quiet.append(i)
        if closed:
            eyes = self.eyes.get((board.hash, color))
            if eyes is None:
                eyes = self.eyes[board.hash, color] = own_eyes(board, color)
            quiet += [i for i in closed if i not in eyes]
        moves = [*captures, None, *quiet]
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves


_INF = 10_000
