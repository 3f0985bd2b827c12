"""The learner's progress file: one JSON file, one section per owner (lessons, problems).

Each owner keeps its section in memory and writes it back whole at every
change; :mod:`go_tui.storage` replaces only that section, so the others stay
as they were.  A section that cannot be read is moved aside with the file,
and :attr:`ProgressSection.warning` says so, once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar, Self

from go_tui.learn.messages import Phrase, feedback
from go_tui.storage import Damage, data_dir, read_section, write_section

FILE_NAME = "progress.json"


class ProgressSection:
    """One owner's part of ``progress.json``, saved as it changes."""

    SECTION: ClassVar[str]
    """The key of the file this owner keeps; also names its warnings in ``[feedback.progress]``."""

    def __init__(self, path: Path, data: dict[str, Any], warning: Phrase | None = None) -> None:
        self.path = path
        self._data = data
        self.warning = warning
        """Set when a damaged file was moved aside while loading; the UI shows it once."""

    @classmethod
    def load(cls, path: Path | None = None) -> Self:
        path = path or data_dir() / FILE_NAME
        data, damage = read_section(path, cls.SECTION, cls.valid)
        return cls(path, data, _warning(cls.SECTION, damage) if damage else None)

    @staticmethod
    def valid(section: object) -> bool:
        """Whether ``section`` has the shape this owner writes."""
        raise NotImplementedError

    def save(self) -> None:
        """Write this owner's section, keeping whatever else the file holds."""
        write_section(self.path, self.SECTION, self._data)


def _warning(section: str, damage: Damage) -> Phrase:
    """Tell the learner that their progress file was damaged, and where it went."""
    if damage.aside is None:
        return feedback(f"progress.{section}_stuck", reason=damage.reason, error=damage.error)
    return feedback(f"progress.{section}", reason=damage.reason, aside=damage.aside)
