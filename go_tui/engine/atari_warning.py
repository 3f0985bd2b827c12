"""The chains a move leaves in atari: what a learner is warned of while playing.

Only what the board proves, with no reading: a chain of the mover's with one liberty
left, where the opponent's move takes it now (legal there: a ko that forbids the capture
is no atari to warn of).
"""

from __future__ import annotations

from dataclasses import dataclass

from go_tui.engine.coords import Color, Point
from go_tui.engine.game import Game


@dataclass(frozen=True)
class Endangered:
    """A chain of ``color`` that the opponent takes at ``liberty``."""

    color: Color
    stones: tuple[Point, ...]
    liberty: Point
    self_atari: bool
    """The last move is one of its stones: the move itself put it in atari."""


def in_atari(game: Game, color: Color, min_stones: int = 1) -> list[Endangered]:
    """``color``'s chains of at least ``min_stones`` stones that the side to move could
    take with its next move, biggest first."""
    last = game.last_move
    played = last.point if last is not None and last.color is color else None
    found = []
    for owner, stones, liberties in game.board.chains():
        if owner is not color or len(liberties) != 1 or len(stones) < min_stones:
            continue
        if game.check(liberties[0], color.opponent) is not None:
            continue
        found.append(Endangered(color, tuple(stones), liberties[0], played in stones))
    return sorted(found, key=lambda chain: (-len(chain.stones), chain.stones))
