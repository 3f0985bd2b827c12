"""A hint on request: the move the built-in player would choose for the person to move.

A hint is the built-in player's search (:func:`go_tui.engine.player.think`) at one
fixed strength, :data:`HINT_STRENGTH`, on the position as it stands.  Its budget is
playouts, never seconds, and its seed is fixed, so the same position always gets the
same hint on any machine (asking again changes nothing).  The search takes a moment,
so it runs in a thread (:class:`HintTask`, on its own copy of the position): the match
hands the task out and takes its :class:`HintOutcome` back only while the position is
still the one it was asked about, as it does the score estimate.

When a hint cannot be given now the match says why (:class:`HintRefusal`); the game's
record keeps every hint given (an SGF comment on the move the position follows).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from go_tui.engine import Color, Game, Point
from go_tui.engine.player import LEVELS, Strength, think

HINT_LEVEL = 8
"""The level a hint is searched at: the strongest whose search answers in a few seconds on
9x9 on two busy cores (760 playouts: 0.7 s on 9x9, 1.4 s on 13x13 and 3.1 s on 19x19
at a load of 5 on 29 Nov 2026, measured with :func:`~go_tui.engine.player.choose_move`
after eight moves; level 7 took 0.4 s on 9x9).  No level from 7 up blunders on purpose, and a hint
that is only as good as a gentle opponent's move teaches little."""
HINT_STRENGTH: Strength = replace(LEVELS[HINT_LEVEL], resign=0.0)
""":data:`HINT_LEVEL` that never resigns: a hint names a move even in a lost position."""
HINT_SEED = 0
"""The search's seed: with the position's own hash it makes the same hint every time."""


class HintRefusal(StrEnum):
    """Why no hint is worked out now."""

    OFF = "off"
    """Hints are off in this game (set when the game is made)."""
    PLACING = "placing"
    """Black is still placing free handicap stones."""
    OVER = "over"
    """The game has ended."""
    REVIEWING = "reviewing"
    """An earlier position is shown: a hint is for the game as it stands."""
    COMPUTER = "computer"
    """A computer is to move: the hint is for a person's own turn."""
    LOOKING = "looking"
    """A hint for this position is being worked out already."""


@dataclass(frozen=True)
class GameHint:
    """The built-in player's move for ``color`` in the position after ``move_number`` moves."""

    move_number: int
    color: Color
    point: Point | None
    """``None``: it would pass (or, where passing is not allowed, it has no move at all)."""
    may_pass: bool = True
    """``False`` in capture go, where the rules allow no pass."""

    @classmethod
    def of(cls, game: Game, point: Point | None) -> GameHint:
        """The hint ``point`` for the side to move in ``game`` as it stands."""
        return cls(game.move_number, game.to_move, point, not game.rules.capture_goal)


@dataclass(frozen=True, eq=False)
class HintTask:
    """A hint to work out in a thread; ``position`` is the task's own copy."""

    position: Game = field(repr=False)

    def run(self) -> HintOutcome:
        """The hint (the work: call it in a thread)."""
        position = self.position
        decision = think(position, HINT_STRENGTH, seed=HINT_SEED)
        return HintOutcome(self, GameHint.of(position, decision.point))


@dataclass(frozen=True)
class HintOutcome:
    """A :class:`HintTask`'s answer."""

    task: HintTask
    hint: GameHint
