"""Lesson progress: which exercises a learner solved, and where they stopped.

Kept in ``progress.json`` in the user data directory, under the key
``lessons``; other keys of the file (problem progress, say) are left as they
are. Every change is saved at once with an atomic write (temp file, then
rename), so a crash never leaves half a file. A file that cannot be read is
moved aside, never overwritten, and :attr:`Progress.warning` says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from go_tui.learn.messages import Text
from go_tui.learn.model import Chapter
from go_tui.storage import Damage, data_dir, read_section, write_section

FILE_NAME = "progress.json"
SECTION = "lessons"


class Status(StrEnum):
    TRIED = "tried"  # answered, not right yet
    REVEALED = "revealed"  # the answer was shown before it was found
    SOLVED = "solved"  # answered right (a game step: played to the end)


_RANK = {Status.TRIED: 0, Status.REVEALED: 1, Status.SOLVED: 2}


@dataclass(frozen=True)
class ChapterProgress:
    """One line of the chapter checklist."""

    solved: int
    exercises: int
    started: bool

    @property
    def complete(self) -> bool:
        return self.solved == self.exercises


class Progress:
    """The learner's progress through the lessons, saved as it changes."""

    def __init__(self, path: Path, chapters: dict[str, Any], warning: Text | None = None) -> None:
        self.path = path
        self._chapters = chapters
        self.warning = warning
        """Set when a damaged file was moved aside while loading; the UI shows it once."""

    @classmethod
    def load(cls, path: Path | None = None) -> Progress:
        path = path or data_dir() / FILE_NAME
        section, damage = read_section(path, SECTION, _valid)
        return cls(path, section, _warning(damage) if damage else None)

    # ---- reading ------------------------------------------------------------------

    def status(self, chapter_id: str, step_id: str) -> Status | None:
        record = self._chapters.get(chapter_id, {}).get("steps", {}).get(step_id)
        return Status(record["status"]) if record else None

    def tries(self, chapter_id: str, step_id: str) -> int:
        record = self._chapters.get(chapter_id, {}).get("steps", {}).get(step_id)
        return int(record["tries"]) if record else 0

    def resume(self, chapter: Chapter) -> int:
        """The index of the step to open: where the learner was, else the start."""
        current = self._chapters.get(chapter.id, {}).get("current")
        ids = [s.id for s in chapter.steps]
        return ids.index(current) if current in ids else 0

    def summary(self, chapter: Chapter) -> ChapterProgress:
        solved = sum(self.status(chapter.id, e.id) is Status.SOLVED for e in chapter.exercises)
        return ChapterProgress(solved, len(chapter.exercises), chapter.id in self._chapters)

    # ---- changing -----------------------------------------------------------------

    def visit(self, chapter_id: str, step_id: str) -> None:
        """Remember the step on screen, to resume there."""
        self._chapter(chapter_id)["current"] = step_id
        self.save()

    def record(self, chapter_id: str, step_id: str, status: Status) -> None:
        """Count one answer (or a reveal, or a finished game); a better status never drops."""
        steps = self._chapter(chapter_id).setdefault("steps", {})
        record = steps.setdefault(step_id, {"status": Status.TRIED.value, "tries": 0})
        if status is not Status.REVEALED:
            record["tries"] += 1
        if _RANK[status] > _RANK[Status(record["status"])]:
            record["status"] = status.value
        self.save()

    def reset(self, chapter_id: str) -> None:
        """Forget a chapter, to do it again from the start."""
        self._chapters.pop(chapter_id, None)
        self.save()

    def save(self) -> None:
        """Write the ``lessons`` section, keeping whatever else the file holds."""
        write_section(self.path, SECTION, self._chapters)

    def _chapter(self, chapter_id: str) -> dict[str, Any]:
        chapter: dict[str, Any] = self._chapters.setdefault(chapter_id, {})
        return chapter


def _valid(section: object) -> bool:
    """Whether the ``lessons`` section has the shape this module writes."""
    if not isinstance(section, dict):
        return False
    for chapter in section.values():
        if not isinstance(chapter, dict) or not isinstance(chapter.get("current", ""), str):
            return False
        steps = chapter.get("steps", {})
        if not isinstance(steps, dict):
            return False
        for record in steps.values():
            if not (
                isinstance(record, dict)
                and record.get("status") in {s.value for s in Status}
                and isinstance(record.get("tries"), int)
            ):
                return False
    return True


def _warning(damage: Damage) -> Text:
    """Tell the learner, once, that their progress file was damaged and where it went."""
    if damage.aside is None:
        return Text(
            f"Your lesson progress could not be read ({damage.reason}) "
            f"nor moved aside ({damage.error}).",
            f"Je voortgang kon niet gelezen worden ({damage.reason}) "
            f"en ook niet opzij gezet ({damage.error}).",
        )
    return Text(
        f"Your lesson progress could not be read ({damage.reason}). "
        f"The file was kept as {damage.aside}; progress starts afresh.",
        f"Je voortgang kon niet gelezen worden ({damage.reason}). "
        f"Het bestand is bewaard als {damage.aside}; je begint opnieuw.",
    )
