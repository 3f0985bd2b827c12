"""A position set up stone by stone, to start a game from it (SGF AB, AW and PL).

A player copies a position from a book, a problem or a club game: black and white
stones put down in any order, stones taken off again, and who moves next.  The game
that starts from it keeps the size, komi, rules and variant of the game it was set up
from and is played by two people at the keyboard (an engine would have to be told the
position stone by stone; not every GTP engine can be).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from go_tui.engine import Board, Color, Game, Point
from go_tui.formats.sgf import GameInfo
from go_tui.play.session import Session


@dataclass
class PositionSetup:
    """The stones and the side to move, as the player builds them."""

    size: int
    stones: dict[Point, Color] = field(default_factory=dict)
    to_move: Color = Color.BLACK
    placing: Color = Color.BLACK
    """The colour a chosen empty point gets."""

    @classmethod
    def from_game(cls, game: Game) -> PositionSetup:
        """Start from the position on the board and the side to move there."""
        board = game.board
        stones = {p: c for c in (Color.BLACK, Color.WHITE) for p in board.stones(c)}
        return cls(game.size, stones, game.to_move)

    def choose(self, point: Point) -> None:
        """A stone of the colour being placed, or the stone there taken off when it is one
        of that colour already (a stone of the other colour is replaced)."""
        if self.stones.get(point) is self.placing:
            del self.stones[point]
        else:
            self.stones[point] = self.placing

    def clear(self) -> None:
        self.stones.clear()

    def free_point(self) -> Point:
        """An empty point to name as an example: the one nearest the middle."""
        middle = (self.size - 1) / 2
        empty = [(r, c) for r in range(self.size) for c in range(self.size)]
        empty = [p for p in empty if p not in self.stones] or empty
        return min(empty, key=lambda p: (abs(p[0] - middle) + abs(p[1] - middle), p))

    @property
    def board(self) -> Board:
        board = Board(self.size)
        for point, color in self.stones.items():
            board.place_setup(color, point)
        return board

    def breathless(self) -> list[Point]:
        """One stone of each chain without a liberty: no game can start from that."""
        return [stones[0] for _, stones, liberties in self.board.chains() if not liberties]

    def session(self, current: Session) -> Session:
        """A new game from this position with ``current``'s size, komi and rules, for two
        people; the caller has checked :meth:`breathless`."""
        old = current.game
        game = Game(
            size=self.size,
            komi=old.komi,
            rules=old.rules,
            setup=dict(sorted(self.stones.items())),
            first=self.to_move,
        )
        return Session(game, current.variant, info=GameInfo(date=time.strftime("%Y-%m-%d")))
