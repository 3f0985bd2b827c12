"""A score estimate during play: who owns what now, and the score that gives.

It is the count the marking screen would open with (the same
:class:`~go_tui.engine.count.Count` proposal of dead stones and seki, or the
position as it stands in gebieds-go), taken at one moment and kept as it was:
the game goes on under it, so it holds its own roles and score, not the board.
The points where a border is still open (``needs_sealing``) are where the
estimate can still change.

The engine's proposal takes a moment, so an estimate is worked out in a thread
(:class:`EstimateTask`, on its own copy of the position): the match hands the
task out and takes its :class:`EstimateOutcome` back only while it still wants it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from go_tui.engine import Game, Point
from go_tui.engine.count import Count, Role
from go_tui.engine.scoring import Score


@dataclass(frozen=True)
class Estimate:
    """The count of one position, as a proposal: not a result."""

    score: Score
    roles: Mapping[Point, Role]
    """What each point plays in it, as the marking screen shows it."""
    open_points: frozenset[Point]
    """Empty points on a border still open, or a dame to fill."""
    move_number: int
    """The move it was taken after."""
    cut_short: bool = False
    """The engine's safety clock cut the proposal short: it may be less sure than usual."""

    @classmethod
    def of(cls, game: Game, *, dead_stones: bool = True) -> Estimate:
        """``game`` counted as the marking screen would propose; ``dead_stones=False``
        counts it as it stands (gebieds-go)."""
        count = Count.proposed(game) if dead_stones else Count.as_it_stands(game)
        return cls(
            count.score(), count.roles(), count.needs_sealing(), game.move_number, count.cut_short
        )


@dataclass(frozen=True, eq=False)
class EstimateTask:
    """An estimate to work out in a thread; ``position`` is the task's own copy."""

    position: Game = field(repr=False)
    dead_stones: bool = True
    """As :meth:`Estimate.of`: ``False`` counts the position as it stands."""

    def run(self) -> EstimateOutcome:
        """The estimate (the work: call it in a thread)."""
        return EstimateOutcome(self, Estimate.of(self.position, dead_stones=self.dead_stones))


@dataclass(frozen=True)
class EstimateOutcome:
    """An :class:`EstimateTask`'s answer."""

    task: EstimateTask
    estimate: Estimate
