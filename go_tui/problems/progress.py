"""Problem progress: which problems a learner solved or failed, and when each comes back.

Kept in the same ``progress.json`` as the lessons, under the key ``problems``
(one record per :attr:`Problem.key <go_tui.problems.model.Problem.key>`);
:class:`~go_tui.progress_file.ProgressSection` reads and writes it and
leaves the ``lessons`` key as it was.  A record is ``{"result", "tries"}`` and,
once the problem has failed, ``"review"``: its step on the review ladder
(:mod:`go_tui.problems.review`).  Every change is made again on the file as it
is at that moment, so two windows keep each other's answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from pathlib import Path
from typing import Any, Self

from go_tui.problems.review import LadderPlace, Review, advance, step_of, valid_step
from go_tui.progress_file import ProgressSection


class ProblemResult(StrEnum):
    FAILED = "failed"  # tried, never solved (a shown solution counts as failed)
    SOLVED = "solved"


@dataclass(frozen=True)
class Tally:
    """A collection's line: how many problems are solved, failed (never solved) and due."""

    total: int
    solved: int
    failed: int
    due: int


class ProblemProgress(ProgressSection):
    """Solved and failed problems and their review steps, saved as they change."""

    SECTION = "problems"

    today: Callable[[], date] = date.today
    """The day the ladder counts from; tests give a fixed one."""

    @classmethod
    def load(cls, path: Path | None = None, *, today: Callable[[], date] | None = None) -> Self:
        progress = super().load(path)
        if today is not None:
            progress.today = today
        return progress

    def result(self, key: str) -> ProblemResult | None:
        record = self._data.get(key)
        return ProblemResult(record["result"]) if record else None

    def tries(self, key: str) -> int:
        record = self._data.get(key)
        return int(record["tries"]) if record else 0

    def solved(self, keys: Iterable[str]) -> int:
        """How many of these problems are solved (for a collection's line in the list)."""
        return sum(self.result(key) is ProblemResult.SOLVED for key in keys)

    def step(self, key: str) -> LadderPlace | None:
        """Where the problem stands on the review ladder; ``None`` when it never failed."""
        record = self._data.get(key)
        return step_of(record) if record else None

    def is_due(self, key: str) -> bool:
        step = self.step(key)
        return step is not None and step.is_due(self.today())

    def due(self, keys: Iterable[str]) -> list[str]:
        """The problems among ``keys`` that are due for review today, in the order given."""
        return [key for key in keys if self.is_due(key)]

    def tally(self, keys: Iterable[str]) -> Tally:
        keys = list(keys)
        results = [self.result(key) for key in keys]
        return Tally(
            total=len(keys),
            solved=results.count(ProblemResult.SOLVED),
            failed=results.count(ProblemResult.FAILED),
            due=len(self.due(keys)),
        )

    def record(self, key: str, result: ProblemResult, *, helped: bool = False) -> Review:
        """Count one finished attempt and move the problem on the review ladder by what the
        attempt says for it (returned).

        A solved problem stays solved.  ``helped``: a hint was shown before the solve, so
        it is no clean solve."""
        if result is ProblemResult.FAILED:
            review = Review.FAIL
        else:
            review = Review.HELPED if helped else Review.CLEAN
        today = self.today()

        def count(data: dict[str, Any]) -> None:
            before = step_of(data[key]) if key in data else None
            record = data.setdefault(key, {"result": result.value, "tries": 0})
            record["tries"] += 1
            if result is ProblemResult.SOLVED:
                record["result"] = ProblemResult.SOLVED.value
            after = advance(before, review, today)
            if after is not None and after != before:
                record["review"] = after.to_json()

        self.change(count)
        return review

    @staticmethod
    def valid(section: object) -> bool:
        """Whether the ``problems`` section has the shape this module writes."""
        return isinstance(section, dict) and all(
            isinstance(record, dict)
            and record.get("result") in {r.value for r in ProblemResult}
            and isinstance(record.get("tries"), int)
            and valid_step(record.get("review"))
            for record in section.values()
        )
