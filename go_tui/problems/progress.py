"""Problem progress: which problems a learner solved or failed.

Kept in the same ``progress.json`` as the lessons, under the key ``problems``
(one record per :attr:`Problem.key <go_tui.problems.model.Problem.key>`).
Every save reads the file again and replaces only that key, so the
``lessons`` key written by :mod:`go_tui.learn.progress` stays as it was.  A
file that is not JSON is moved aside; a ``problems`` section of the wrong
shape is moved aside with the file, and the other keys are written back.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from pathlib import Path
from typing import Any

from go_tui.learn.messages import Text
from go_tui.storage import Damage, data_dir, read_section, write_section

FILE_NAME = "progress.json"
SECTION = "problems"


class Result(StrEnum):
    FAILED = "failed"  # tried, never solved (a shown solution counts as failed)
    SOLVED = "solved"


class ProblemProgress:
    """Solved and failed problems, saved as they change."""

    def __init__(self, path: Path, records: dict[str, Any], warning: Text | None = None) -> None:
        self.path = path
        self._records = records
        self.warning = warning
        """Set when a damaged file was moved aside while loading; the UI shows it once."""

    @classmethod
    def load(cls, path: Path | None = None) -> ProblemProgress:
        path = path or data_dir() / FILE_NAME
        section, damage = read_section(path, SECTION, _valid)
        return cls(path, section, _warning(damage) if damage else None)

    def result(self, key: str) -> Result | None:
        record = self._records.get(key)
        return Result(record["result"]) if record else None

    def tries(self, key: str) -> int:
        record = self._records.get(key)
        return int(record["tries"]) if record else 0

    def solved(self, keys: Iterable[str]) -> int:
        """How many of these problems are solved (for a collection's line in the list)."""
        return sum(self.result(key) is Result.SOLVED for key in keys)

    def record(self, key: str, result: Result) -> None:
        """Count one finished attempt; a solved problem stays solved."""
        record = self._records.setdefault(key, {"result": result.value, "tries": 0})
        record["tries"] += 1
        if result is Result.SOLVED:
            record["result"] = Result.SOLVED.value
        self.save()

    def save(self) -> None:
        """Write the ``problems`` key, keeping every other key of the file."""
        write_section(self.path, SECTION, self._records)


def _valid(section: object) -> bool:
    """Whether the ``problems`` section has the shape this module writes."""
    return isinstance(section, dict) and all(
        isinstance(record, dict)
        and record.get("result") in {r.value for r in Result}
        and isinstance(record.get("tries"), int)
        for record in section.values()
    )


def _warning(damage: Damage) -> Text:
    """Tell the learner, once, that their problem progress was damaged and where it went."""
    if damage.aside is None:
        return Text(
            f"Your problem progress could not be read ({damage.reason}) "
            f"nor moved aside ({damage.error}).",
            f"Je voortgang bij de opgaven kon niet gelezen worden ({damage.reason}) "
            f"en ook niet opzij gezet ({damage.error}).",
        )
    return Text(
        f"Your problem progress could not be read ({damage.reason}). "
        f"The file was kept as {damage.aside}; problem progress starts afresh.",
        f"Je voortgang bij de opgaven kon niet gelezen worden ({damage.reason}). "
        f"Het bestand is bewaard als {damage.aside}; je begint opnieuw met de opgaven.",
    )
