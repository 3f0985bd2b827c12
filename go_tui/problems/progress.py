"""Problem progress: which problems a learner solved or failed.

Kept in the same ``progress.json`` as the lessons, under the key ``problems``
(one record per :attr:`Problem.key <go_tui.problems.model.Problem.key>`);
:class:`~go_tui.learn.progress_file.ProgressSection` reads and writes it and
leaves the ``lessons`` key as it was.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Any

from go_tui.learn.progress_file import ProgressSection


class Result(StrEnum):
    FAILED = "failed"  # tried, never solved (a shown solution counts as failed)
    SOLVED = "solved"


class ProblemProgress(ProgressSection):
    """Solved and failed problems, saved as they change."""

    SECTION = "problems"

    def result(self, key: str) -> Result | None:
        record = self._data.get(key)
        return Result(record["result"]) if record else None

    def tries(self, key: str) -> int:
        record = self._data.get(key)
        return int(record["tries"]) if record else 0

    def solved(self, keys: Iterable[str]) -> int:
        """How many of these problems are solved (for a collection's line in the list)."""
        return sum(self.result(key) is Result.SOLVED for key in keys)

    def record(self, key: str, result: Result) -> None:
        """Count one finished attempt; a solved problem stays solved."""

        def count(data: dict[str, Any]) -> None:
            record = data.setdefault(key, {"result": result.value, "tries": 0})
            record["tries"] += 1
            if result is Result.SOLVED:
                record["result"] = Result.SOLVED.value

        self.change(count)

    @staticmethod
    def valid(section: object) -> bool:
        """Whether the ``problems`` section has the shape this module writes."""
        return isinstance(section, dict) and all(
            isinstance(record, dict)
            and record.get("result") in {r.value for r in Result}
            and isinstance(record.get("tries"), int)
            for record in section.values()
        )
