"""Problem progress: which problems a learner solved or failed.

Kept in the same ``progress.json`` as the lessons, under the key ``problems``
(one record per :attr:`Problem.key <go_tui.problems.model.Problem.key>`).
Every save reads the file again and replaces only that key, so the
``lessons`` key written by :mod:`go_tui.learn.progress` stays as it was.  A
file that is not JSON is moved aside; a ``problems`` section of the wrong
shape is moved aside with the file, and the other keys are written back.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from enum import StrEnum
from pathlib import Path
from typing import Any

from go_tui.learn.messages import Text
from go_tui.storage import data_dir, put_aside, write_atomic

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
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(path, {})
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            return cls(path, {}, _put_aside(path, None, str(error)))
        if not isinstance(data, dict):
            return cls(path, {}, _put_aside(path, None, "unexpected content"))
        section = data.get(SECTION, {})
        if not _valid(section):
            data.pop(SECTION, None)
            return cls(path, {}, _put_aside(path, data, f"the {SECTION!r} part is damaged"))
        return cls(path, section)

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
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):
            data = {}
        if not isinstance(data, dict):
            data = {}
        data[SECTION] = self._records
        write_atomic(self.path, json.dumps(data, indent=1, sort_keys=True) + "\n")


def _valid(section: object) -> bool:
    """Whether the ``problems`` section has the shape this module writes."""
    return isinstance(section, dict) and all(
        isinstance(record, dict)
        and record.get("result") in {r.value for r in Result}
        and isinstance(record.get("tries"), int)
        for record in section.values()
    )


def _put_aside(path: Path, keep: dict[str, Any] | None, reason: str) -> Text:
    """Move a damaged file aside (never delete it); write back ``keep``, the sound keys."""
    try:
        aside = put_aside(path)
        if keep:
            write_atomic(path, json.dumps(keep, indent=1, sort_keys=True) + "\n")
    except OSError as error:
        return Text(
            f"Your problem progress could not be read ({reason}) nor moved aside ({error}).",
            f"Je voortgang bij de opgaven kon niet gelezen worden ({reason}) en ook niet opzij "
            f"gezet ({error}).",
        )
    return Text(
        f"Your problem progress could not be read ({reason}). The file was kept as {aside}; "
        "problem progress starts afresh.",
        f"Je voortgang bij de opgaven kon niet gelezen worden ({reason}). Het bestand is bewaard "
        f"als {aside}; je begint opnieuw met de opgaven.",
    )
