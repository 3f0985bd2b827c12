"""The rules in force for a game: ko, counting, and the capture-go variant."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class KoRule(StrEnum):
    SIMPLE = "simple"  # no immediate retake of a single stone (the booklets' rule)
    POSITIONAL = "positional"  # no move may repeat any earlier whole-board position


class Scoring(StrEnum):
    TERRITORY = "territory"  # empty points surrounded + prisoners (Japanese, the booklets)
    AREA = "area"  # stones on the board + empty points surrounded (Chinese)


@dataclass(frozen=True)
class Rules:
    ko: KoRule = KoRule.SIMPLE
    scoring: Scoring = Scoring.TERRITORY
    capture_goal: int = 0
    """Capture go (slag-go) when above 0: the first to capture this many stones
    wins and passing is not allowed."""

    @property
    def name(self) -> str:
        """A short name that :meth:`named` reads back to the same rules."""
        if self.capture_goal:
            return f"capture-{self.capture_goal}"
        return _NAMES.get((self.ko, self.scoring), "japanese")

    @classmethod
    def named(cls, name: str) -> Rules:
        """Rules from a name as SGF RU and GTP ``--rules`` write them."""
        key = name.strip().lower()
        if key.startswith("capture-") and key[8:].isdigit() and int(key[8:]) > 0:
            return cls(capture_goal=int(key[8:]))
        key = _ALIASES.get(key, key)
        for (ko, scoring), known in _NAMES.items():
            if known == key:
                return cls(ko=ko, scoring=scoring)
        raise ValueError(f"unknown rules: {name!r} (use japanese or chinese)")


_NAMES = {
    (KoRule.SIMPLE, Scoring.TERRITORY): "japanese",
    (KoRule.POSITIONAL, Scoring.AREA): "chinese",
    (KoRule.SIMPLE, Scoring.AREA): "area",
    (KoRule.POSITIONAL, Scoring.TERRITORY): "territory-superko",
}
_ALIASES = {
    "": "japanese",
    "jp": "japanese",
    "korean": "japanese",
    "territory": "japanese",
    "cn": "chinese",
    "aga": "chinese",
    "nz": "chinese",
    "new zealand": "chinese",
    "tromp-taylor": "chinese",
}

JAPANESE = Rules()
CHINESE = Rules(ko=KoRule.POSITIONAL, scoring=Scoring.AREA)
