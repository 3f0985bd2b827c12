"""A game: the starting position, the moves, whose turn, and the way back.

The game keeps every move ever played in ``record``; ``cursor`` says how many
of them are on the board now.  Undo moves the cursor back, redo forward, and a
new move played while moves lie ahead of the cursor drops them (:meth:`Game.cut`,
the one way to shorten the history for good).  Going back
rebuilds the board from the nearest kept snapshot, so undo is exact by
construction: the same code path that played the moves replays them.
Snapshots are taken while replaying, not while playing, so a move played
forward costs no copy; the first undo in a long game replays it once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from go_tui.engine.board import Board, Refusal
from go_tui.engine.coords import Color, Point, check_size, handicap_points
from go_tui.engine.rules import JAPANESE, KoRule, Rules

SNAPSHOT_EVERY = 32


@dataclass(frozen=True, slots=True)
class Move:
    """One played move; ``point`` is ``None`` for a pass."""

    color: Color
    point: Point | None
    captured: tuple[Point, ...] = ()

    @property
    def is_pass(self) -> bool:
        return self.point is None


@dataclass(frozen=True, slots=True)
class Refused:
    """A move the rules did not allow, and why.  Falsy, so ``if not game.play(p)``."""

    reason: Refusal
    point: Point | None = None

    def __bool__(self) -> bool:
        return False


@dataclass
class Game:
    """Everything needed to replay, undo and judge a game."""

    size: int = 19
    komi: float = 6.5
    handicap: int = 0
    """Handicap stones; they go on the star points unless ``setup`` is given,
    which then holds them (a free placement)."""
    rules: Rules = JAPANESE
    setup: dict[Point, Color] = field(default_factory=dict)
    first: Color | None = None
    """Who moves first; by default Black, or White after fixed handicap."""
    free_order: bool = False
    """Let either colour move at any time, also after two passes (GTP, records)."""

    def __post_init__(self) -> None:
        check_size(self.size)
        self.setup = dict(self.setup)
        start = Board(self.size)
        if self.handicap and not self.setup:
            self.setup = dict.fromkeys(handicap_points(self.size, self.handicap), Color.BLACK)
        for p, color in self.setup.items():
            start.place_setup(color, p)
        if self.first is None:
            self.first = Color.WHITE if self.handicap else Color.BLACK
        self.record: list[Move] = []
        self.cursor = 0
        self.board = start
        self.resigned: Color | None = None
        self._snapshots: dict[int, Board] = {0: start.copy()}
        self._hashes: list[int] = [start.hash]  # the position after each move so far
        self._seen: set[int] = {start.hash}  # the same, for superko look-ups
        self._taken: list[int] = [0, 0, 0]  # stones captured by [_, black, white]

    # ---- state -------------------------------------------------------------
    @property
    def moves(self) -> list[Move]:
        """The moves on the board now, in order."""
        return self.record[: self.cursor]

    @property
    def move_number(self) -> int:
        """How many moves (passes included) have been played."""
        return self.cursor

    @property
    def last_move(self) -> Move | None:
        return self.record[self.cursor - 1] if self.cursor else None

    @property
    def to_move(self) -> Color:
        last = self.last_move
        assert self.first is not None
        return last.color.opponent if last else self.first

    def prisoners(self, color: Color) -> int:
        """Stones ``color`` has captured so far."""
        return self._taken[color]

    @property
    def passes(self) -> int:
        """How many passes in a row end the moves played so far."""
        count = 0
        while count < self.cursor and self.record[self.cursor - 1 - count].point is None:
            count += 1
        return count

    @property
    def capture_winner(self) -> Color | None:
        """In capture go, the colour that reached the goal."""
        goal = self.rules.capture_goal
        if goal:
            for color in (Color.BLACK, Color.WHITE):
                if self._taken[color] >= goal:
                    return color
        return None

    @property
    def is_over(self) -> bool:
        record, n = self.record, self.cursor
        two_passes = n >= 2 and record[n - 1].point is None and record[n - 2].point is None
        return self.resigned is not None or two_passes or self.capture_winner is not None

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.record)

    # ---- moving ------------------------------------------------------------
    def check(self, point: Point | None, color: Color | None = None) -> Refusal | None:
        """Why this move would be refused, or ``None`` if it is legal now."""
        color = self._color(color)
        refusal = self._refusal(point, color)
        if refusal is not None or point is None:
            return refusal
        return self.board.check(color, point, self._banned)

    def play(self, point: Point | None, color: Color | None = None) -> Move | Refused:
        """Play ``color`` (default: the side to move) at ``point``; ``None`` passes.

        The same rules as :meth:`check`, judged while the stone goes down.
        """
        if color is None:
            color = self.to_move
        elif type(color) is not Color:
            color = Color(color)
        refusal = self._refusal(point, color)
        if refusal is not None:
            return Refused(refusal, point)
        board = self.board
        if point is None:
            board.pass_turn()
            move = Move(color, None)
        else:
            result = board.try_play(color, point, self._banned)
            if isinstance(result, Refusal):
                return Refused(result, point)
            move = Move(color, point, board.points_of(result))
        if self.cursor < len(self.record):
            self.cut(self.cursor)
        self.record.append(move)
        self._advance(move)
        return move

    def _refusal(self, point: Point | None, color: Color) -> Refusal | None:
        """What the game forbids before the board is asked: the end, the turn, a pass."""
        if not self.free_order:
            if self.is_over:
                return Refusal.GAME_OVER
            if color != self.to_move:
                return Refusal.NOT_YOUR_TURN
        if point is None and self.rules.capture_goal:
            return Refusal.PASS_NOT_ALLOWED
        return None

    @property
    def _banned(self) -> set[int] | None:
        """The positions a move may not bring back: all earlier ones under superko."""
        return self._seen if self.rules.ko is KoRule.POSITIONAL else None

    def pass_turn(self, color: Color | None = None) -> Move | Refused:
        return self.play(None, color)

    def resign(self, color: Color | None = None) -> None:
        """``color`` (default: the side to move) gives up; undo takes it back."""
        self.resigned = self._color(color)

    def undo(self) -> Move | None:
        """Take back the last move (or a resignation); return the move taken back."""
        if self.resigned is not None:
            self.resigned = None
            return None
        if not self.cursor:
            return None
        move = self.record[self.cursor - 1]
        self.goto(self.cursor - 1)
        return move

    def redo(self) -> Move | None:
        if not self.can_redo:
            return None
        move = self.record[self.cursor]
        self.goto(self.cursor + 1)
        return move

    def goto(self, number: int) -> None:
        """Show the position after ``number`` moves (0 = the start)."""
        number = max(0, min(number, len(self.record)))
        if number < self.cursor:
            base = max(n for n in self._snapshots if n <= number)
            self.board = self._snapshots[base].copy()
            self._replay(base, number)
        else:
            self._replay(self.cursor, number)
        self.resigned = None

    def cut(self, number: int) -> None:
        """Keep the first ``number`` moves of the record and forget the rest for good.

        The one way a game's history is shortened: taking a move back for good,
        GTP's ``undo``, and a move played where redo moves lay ahead.
        """
        number = max(0, number)
        if number < self.cursor:
            self.goto(number)
        del self.record[number:]
        self._drop_snapshots_after(number)

    def replayed(self, number: int) -> Game:
        """A fresh game holding the first ``number`` moves; this game is untouched.

        The moves are replayed as :meth:`goto` replays them, so the copy is
        judged exactly as the game was, and a thread may own it.
        """
        copy = Game(
            size=self.size,
            komi=self.komi,
            handicap=self.handicap,
            rules=self.rules,
            setup=self.setup,
            first=self.first,
            free_order=self.free_order,
        )
        copy.record = self.record[: max(0, number)]
        copy.goto(len(copy.record))
        return copy

    # ---- internals ---------------------------------------------------------
    def _color(self, color: Color | None) -> Color:
        return self.to_move if color is None else Color(color)

    def _replay(self, start: int, stop: int) -> None:
        del self._hashes[start + 1 :]
        self._seen = set(self._hashes)
        self._taken = [0, 0, 0]
        for move in self.record[:start]:
            self._taken[move.color] += len(move.captured)
        self.cursor = start
        board, snapshots = self.board, self._snapshots
        for move in self.record[start:stop]:
            if move.point is None:
                board.pass_turn()
            else:
                board.try_play(move.color, move.point)
            self._advance(move)
            if self.cursor % SNAPSHOT_EVERY == 0 and self.cursor not in snapshots:
                snapshots[self.cursor] = board.copy()

    def _advance(self, move: Move) -> None:
        self._taken[move.color] += len(move.captured)
        self.cursor += 1
        self._hashes.append(self.board.hash)
        self._seen.add(self.board.hash)

    def _drop_snapshots_after(self, number: int) -> None:
        for n in [n for n in self._snapshots if n > number]:
            del self._snapshots[n]
