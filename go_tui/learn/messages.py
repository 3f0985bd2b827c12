"""The feedback sentences of the lesson player, in both languages, by key.

A :class:`~go_tui.learn.model.Feedback` carries the key and the finished text;
the UI shows the text in the chosen language, and tests compare keys.
"""

from __future__ import annotations

from dataclasses import dataclass

from go_tui.engine import Refusal
from go_tui.i18n import catalogue


@dataclass(frozen=True)
class Text:
    """One text in English and Dutch: lesson content and feedback alike."""

    en: str
    nl: str

    def __call__(self, lang: str) -> str:
        return self.nl if lang == "nl" else self.en

    def format(self, **values: object) -> Text:
        return Text(self.en.format(**values), self.nl.format(**values))

    def __add__(self, other: Text) -> Text:
        return Text(f"{self.en} {other.en}", f"{self.nl} {other.nl}")


MESSAGES: dict[str, Text] = {
    # right
    "correct": Text("Right!", "Goed zo!"),
    "continue": Text(
        "Good. Your opponent answers; play on.", "Goed. De tegenstander antwoordt; speel verder."
    ),
    # a legal move that misses the goal
    "not_capture": Text("{point} does not capture.", "Met {point} sla je niets."),
    "not_capture_target": Text(
        "{point} does not capture the stones it is about.",
        "Met {point} sla je niet de stenen waar het om gaat.",
    ),
    "not_capture_count": Text(
        "{point} does not capture {count} stones.",
        "Met {point} sla je geen {count} stenen.",
    ),
    "not_atari": Text(
        "After {point} no chain is left with a single liberty.",
        "Na {point} staat er geen keten met maar één vrijheid.",
    ),
    "not_saved": Text(
        "After {point} your stones can still be captured.",
        "Na {point} kunnen je stenen nog steeds geslagen worden.",
    ),
    "not_connected": Text(
        "After {point} the stones are still not one chain.",
        "Na {point} zijn de stenen nog steeds geen keten.",
    ),
    "not_eye": Text("{point} does not make a real eye.", "{point} maakt geen echt oog."),
    "not_killed": Text(
        "After {point} the group can still live.",
        "Na {point} kan de groep nog leven.",
    ),
    "not_alive": Text(
        "After {point} the group can still be captured.",
        "Na {point} kan de groep nog gevangen worden.",
    ),
    "off_line": Text("{point} does not work here.", "{point} werkt hier niet."),
    # marks, numbers, choices
    "marks_wrong": Text(
        "Not yet: {missing} missing, {extra} too many.",
        "Nog niet: {missing} te weinig, {extra} te veel.",
    ),
    "count_wrong": Text("{value} is not right. Count again.", "{value} klopt niet. Tel nog eens."),
    "choice_wrong": Text("That is not right.", "Dat klopt niet."),
    # choice labels
    "yes": Text("Yes", "Ja"),
    "no": Text("No", "Nee"),
    "black": Text("Black", "Zwart"),
    "white": Text("White", "Wit"),
    "draw": Text("A draw", "Gelijkspel"),
}


def _refusals() -> dict[str, Text]:
    """The engine's reasons (:class:`~go_tui.engine.Refusal` values), worded once: in the
    app's catalogues, where the game screen finds them too."""
    return {
        refusal.value: Text(*(catalogue(lang)[f"refusal.{refusal.value}"] for lang in ("en", "nl")))
        for refusal in Refusal
    }


MESSAGES |= _refusals()


def message(key: str, **values: object) -> Text:
    return MESSAGES[key].format(**values)
