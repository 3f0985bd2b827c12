"""The rules in force for a game: ko, counting, and the capture-go variant."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class KoRule(str, Enum):
    SIMPLE = "simple"  # no immediate retake of a single stone (the booklets' rule)
    POSITIONAL = "positional"  # no move may repeat any earlier whole-board position


class Scoring(str, Enum):
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
        if self.capture_goal:
            return f"capture-{self.capture_goal}"
        if self.scoring is Scoring.AREA:
            return "chinese" if self.ko is KoRule.POSITIONAL else "area"
        return "japanese" if self.ko is KoRule.SIMPLE else "territory-superko"

    @classmethod
    def named(cls, name: str) -> Rules:
        """``japanese`` (the default) or ``chinese``, as SGF RU and GTP use them."""
        key = name.strip().lower()
        if key in ("chinese", "cn", "area", "aga", "nz", "new zealand", "tromp-taylor"):
            return cls(ko=KoRule.POSITIONAL, scoring=Scoring.AREA)
        if key in ("japanese", "jp", "korean", "territory", ""):
            return cls()
        raise ValueError(f"unknown rules: {name!r} (use japanese or chinese)")


JAPANESE = Rules()
CHINESE = Rules(ko=KoRule.POSITIONAL, scoring=Scoring.AREA)
