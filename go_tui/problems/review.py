"""The review ladder: a failed problem comes back after 1, 3, 7, 14, 30 and 60 days.

Vocabulary.  The ladder has six *rungs*, numbered 0 to 5, each with its
interval in days (:data:`RUNGS`).  A problem is *on the ladder* from its first
fail; its :class:`LadderPlace` holds its rung, the day it is *due* (it comes back
for review that day, and stays due until it is tried) and the day the ladder
last *moved* for it.  ``today`` is always passed in: no rule reads the clock.

What an attempt does (:func:`advance`):

- A *fail* (a wrong move, the solution shown, a problem skipped or left when
  the time ran out in a timed set): a problem not on the ladder steps on at
  rung 0; one on the ladder steps down a rung (rung 0 is the bottom: it stays
  there).  It is due the rung's interval after today.
- A *clean solve* (solved with no wrong move, no hint and no solution shown
  since the problem was opened) of a problem that is due steps up a rung (rung
  5, 60 days, is the top: it stays there) and is due that rung's interval
  after today.  A clean solve before the due day, or of a problem not on the
  ladder, changes nothing: coming back early is not the review.
- A solve *with help* (after a hint) changes nothing.
- The ladder moves once a day at most for a problem: the first fail or due
  clean solve of the day decides, so trying again at once after a wrong move
  neither drops the problem further nor lifts it back.

A progress file written before the ladder existed has no steps; a problem it
records as failed counts as on rung 0 and due, so old fails come back first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum
from typing import Any

RUNGS: tuple[int, ...] = (1, 3, 7, 14, 30, 60)
"""The interval of each rung in days, bottom first."""

TOP = len(RUNGS) - 1


class Review(StrEnum):
    """What one finished attempt says, for the ladder."""

    FAIL = "fail"
    CLEAN = "clean"
    HELPED = "helped"


@dataclass(frozen=True)
class LadderPlace:
    """Where a problem stands on the ladder."""

    rung: int
    due: date
    moved: date | None = None
    """The day the ladder last moved for this problem; ``None`` for an old fail."""

    @property
    def days(self) -> int:
        """The interval of this rung."""
        return RUNGS[self.rung]

    @property
    def days_after_clean(self) -> int:
        """The interval a clean review gives: the next rung's (the top keeps its own)."""
        return RUNGS[min(self.rung + 1, TOP)]

    def is_due(self, today: date) -> bool:
        return self.due <= today

    def to_json(self) -> dict[str, Any]:
        return {
            "rung": self.rung,
            "due": self.due.isoformat(),
            "moved": self.moved.isoformat() if self.moved else None,
        }


OLD_FAIL = LadderPlace(0, date.min)
"""The step of a problem failed in a progress file without review data: due at once."""


def advance(step: LadderPlace | None, review: Review, today: date) -> LadderPlace | None:
    """The step after an attempt ending in ``review`` on ``today`` (``None``: off the ladder)."""
    if step is not None and step.moved == today:
        return step
    if review is Review.FAIL:
        rung = 0 if step is None else max(step.rung - 1, 0)
    elif review is Review.CLEAN and step is not None and step.is_due(today):
        rung = min(step.rung + 1, TOP)
    else:
        return step
    return LadderPlace(rung, today + timedelta(days=RUNGS[rung]), today)


def step_of(record: Mapping[str, Any]) -> LadderPlace | None:
    """The step a progress record holds (see :data:`OLD_FAIL` for records without one)."""
    stored = record.get("review")
    if stored is None:
        return OLD_FAIL if record.get("result") == "failed" else None
    moved = stored.get("moved")
    return LadderPlace(
        int(stored["rung"]),
        date.fromisoformat(stored["due"]),
        date.fromisoformat(moved) if moved else None,
    )


def valid_step(stored: object) -> bool:
    """Whether a record's ``review`` value has the shape :meth:`LadderPlace.to_json` writes."""
    if stored is None:
        return True
    if not isinstance(stored, dict):
        return False
    rung, due, moved = stored.get("rung"), stored.get("due"), stored.get("moved")
    if not (isinstance(rung, int) and 0 <= rung <= TOP):
        return False
    return _is_date(due) and (moved is None or _is_date(moved))


def _is_date(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True
