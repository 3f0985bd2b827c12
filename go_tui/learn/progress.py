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
from typing import Any

from go_tui.learn.model import Chapter, Feedback
from go_tui.progress_file import ProgressSection

__all__ = ["ChapterProgress", "Progress", "Status", "answer_status"]


class Status(StrEnum):
    TRIED = "tried"  # answered, not right yet
    REVEALED = "revealed"  # the answer was shown before it was found
    SOLVED = "solved"  # answered right (a game step: played to the end)


_RANK = {Status.TRIED: 0, Status.REVEALED: 1, Status.SOLVED: 2}


def answer_status(feedback: Feedback) -> Status | None:
    """What an answer records: solved, tried, or nothing (a right move of a line that
    goes on)."""
    if feedback.done:
        return Status.SOLVED
    return None if feedback.correct else Status.TRIED


@dataclass(frozen=True)
class ChapterProgress:
    """One line of the chapter checklist."""

    solved: int
    exercises: int
    started: bool

    @property
    def complete(self) -> bool:
        return self.solved == self.exercises


def _chapter(data: dict[str, Any], chapter_id: str) -> dict[str, Any]:
    chapter: dict[str, Any] = data.setdefault(chapter_id, {})
    return chapter


class Progress(ProgressSection):
    """The learner's progress through the lessons, saved as it changes."""

    SECTION = "lessons"

    # ---- reading ------------------------------------------------------------------

    def status(self, chapter_id: str, step_id: str) -> Status | None:
        record = self._data.get(chapter_id, {}).get("steps", {}).get(step_id)
        return Status(record["status"]) if record else None

    def tries(self, chapter_id: str, step_id: str) -> int:
        record = self._data.get(chapter_id, {}).get("steps", {}).get(step_id)
        return int(record["tries"]) if record else 0

    def opening(self, chapter: Chapter) -> int:
        """The step a chapter opens at: where the learner stopped; a complete one from its
        start."""
        return 0 if self.summary(chapter).complete else self.resume(chapter)

    def resume(self, chapter: Chapter) -> int:
        """The index of the step to open: where the learner was, else the start."""
        current = self._data.get(chapter.id, {}).get("current")
        ids = [s.id for s in chapter.steps]
        return ids.index(current) if current in ids else 0

    def summary(self, chapter: Chapter) -> ChapterProgress:
        solved = sum(self.status(chapter.id, e.id) is Status.SOLVED for e in chapter.exercises)
        return ChapterProgress(solved, len(chapter.exercises), chapter.id in self._data)

    # ---- changing -----------------------------------------------------------------

    def visit(self, chapter_id: str, step_id: str) -> None:
        """Remember the step on screen, to resume there."""

        def visit(data: dict[str, Any]) -> None:
            _chapter(data, chapter_id)["current"] = step_id

        self.change(visit)

    def record(self, chapter_id: str, step_id: str, status: Status) -> None:
        """Count one answer (or a reveal, or a finished game); a better status never drops."""

        def count(data: dict[str, Any]) -> None:
            steps = _chapter(data, chapter_id).setdefault("steps", {})
            record = steps.setdefault(step_id, {"status": Status.TRIED.value, "tries": 0})
            if status is not Status.REVEALED:
                record["tries"] += 1
            if _RANK[status] > _RANK[Status(record["status"])]:
                record["status"] = status.value

        self.change(count)

    @staticmethod
    def valid(section: object) -> bool:
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
