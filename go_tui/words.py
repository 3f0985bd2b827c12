"""Words the lesson and problem models hand to the UI, in both languages.

Feedback sentences are the app's own words: they live in the catalogues
(``[feedback]`` in ``go_tui/locale/*.toml``), and the models name them by key
with the values they need (a :class:`Phrase`).  A lesson's or a problem's own
texts come from its file, written by the teacher in both languages (a
:class:`Text`).  Both are worded by calling them with a language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from go_tui.engine import Refusal
from go_tui.i18n import catalogue


@dataclass(frozen=True)
class Text:
    """A teacher's text in English and Dutch, as written in a lesson or problem file."""

    en: str
    nl: str

    def __call__(self, lang: str) -> str:
        return self.nl if lang == "nl" else self.en

    def __add__(self, other: Text) -> Text:
        return Text(f"{self.en} {other.en}", f"{self.nl} {other.nl}")


@dataclass(frozen=True)
class Phrase:
    """A sentence of the catalogues, by its key, with the values to fill in."""

    key: str
    values: Mapping[str, object] = field(default_factory=dict)

    def __call__(self, lang: str) -> str:
        return catalogue(lang)[self.key].format(**self.values)

    @property
    def en(self) -> str:
        return self("en")

    @property
    def nl(self) -> str:
        return self("nl")


Words = Text | Phrase
"""Anything the UI words by calling it with a language."""


def feedback(key: str, **values: object) -> Phrase:
    """A sentence of the catalogues' ``[feedback]`` section."""
    return Phrase(f"feedback.{key}", values)


def refusal(reason: Refusal, **values: object) -> Phrase:
    """Why the engine refused a move: worded once, where the game screen finds it too."""
    return Phrase(f"refusal.{reason.value}", values)


def joined(words: tuple[Words, ...]) -> Text:
    """Several sentences as one text, in both languages."""
    return Text(*(" ".join(part(lang) for part in words) for lang in ("en", "nl")))
