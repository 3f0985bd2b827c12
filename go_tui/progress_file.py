"""The learner's progress file: one JSON file, one section per owner (lessons, problems).

Each owner keeps its section in memory.  A change is made again on the file as
it is at that moment, under a lock, and only that section is replaced: answers
given meanwhile in another go-tui window are kept, and so is every other
section.  A section that cannot be read is moved aside with the file, and
:attr:`ProgressSection.warning` says so, once; so does a file that cannot be
written (the progress then lasts as long as the window).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, Self

import filelock

from go_tui.storage import PROGRESS_FILE, Damage, data_dir, read_section, write_section
from go_tui.words import Phrase, feedback

LOCK_WAIT = 5.0
"""Seconds to wait for another window's write; after that the change is written anyway."""

Change = Callable[[dict[str, Any]], None]


class ProgressSection:
    """One owner's part of ``progress.json``, saved as it changes."""

    SECTION: ClassVar[str]
    """The key of the file this owner keeps; also names its warnings in ``[feedback.progress]``."""

    def __init__(self, path: Path, data: dict[str, Any], warning: Phrase | None = None) -> None:
        self.path = path
        self._data = data
        self.warning = warning
        """Set when a damaged file was moved aside, or the file cannot be written; the UI
        shows it once."""
        self._unsaved = False

    @classmethod
    def load(cls, path: Path | None = None) -> Self:
        path = path or data_dir() / PROGRESS_FILE
        data, damage = read_section(path, cls.SECTION, cls.valid)
        return cls(path, data, _warning(cls.SECTION, damage) if damage else None)

    @staticmethod
    def valid(section: object) -> bool:
        """Whether ``section`` has the shape this owner writes."""
        raise NotImplementedError

    def change(self, change: Change) -> None:
        """Make ``change`` to this owner's section, in memory and in the file."""
        change(self._data)
        lock = filelock.FileLock(self.path.with_name(f".{self.path.name}.lock"), LOCK_WAIT)
        try:
            try:
                with lock:
                    self._write(change)
            except filelock.Timeout:
                self._write(change)
        except OSError as error:
            if not self._unsaved:
                self.warning = feedback(f"progress.{self.SECTION}_unsaved", error=error)
            self._unsaved = True

    def _write(self, change: Change) -> None:
        """Make ``change`` again on the section as the file holds it now, and write it."""
        latest, damage = read_section(self.path, self.SECTION, self.valid)
        if damage is None:
            change(latest)
            self._data = latest
        write_section(self.path, self.SECTION, self._data)


def _warning(section: str, damage: Damage) -> Phrase:
    """Tell the learner that their progress file was damaged, and where it went."""
    if damage.aside is None:
        return feedback(f"progress.{section}_stuck", reason=damage.reason, error=damage.error)
    return feedback(f"progress.{section}", reason=damage.reason, aside=damage.aside)
