"""One term per idea in each language, and no Dutch words left in the English texts.

Reads every text the learner sees: the lessons (each ``.en`` / ``.nl`` value),
the problems (each ``en:`` / ``nl:`` line) and the interface catalogues.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from go_tui.storage import builtin_lessons_dir

LOCALE = Path(__file__).parent.parent / "go_tui" / "locale"

AVOID = {
    "en": {
        "real eye": "true eye",
        "serie-atari": "a series of ataris",
        "muizeval": "snapback",
        "vals oog": "false eye (no Dutch gloss)",
        "echt oog": "true eye (no Dutch gloss)",
        "on top of": "stones do not stack",
        "mousetrap": "snapback",
        "area go": "territory go (area counting is another way to count)",
        "in dutch": "no Dutch glosses",
        "(vals": "no Dutch glosses",
        "(echt": "no Dutch glosses",
    },
    "nl": {
        "loop het door": "speel het stap voor stap na",
        "maar maar": "slechts",
        "boven op de": "stenen stapelen niet",
        "wie samen het meeste": "wie in totaal de meeste punten heeft",
        "van wie ze omsingelde": "van de speler die ze insloot",
        "nog steeds geen keten": "vormen nog geen keten",
        "gelijke totalen": "een gelijke stand heet jigo",
        "zwart passen": "zwart past",
        "wit passen": "wit past",
        "terugslag": "muizeval",
        "sleutelpunt": "vitaal punt",
        "een halve punt": "een half punt",
        "het vitaal punt": "het vitale punt",
        "nep-oog": "vals oog",
        "zwart is aan zet: leef": "breng de groep tot leven",
        "dood of levend te maken": "te doden of tot leven te brengen",
        "zijn geen één keten": "vormen samen geen keten",
        "want het slaat": "want die zet slaat",
        "en hij slaat niets": "en slaat niets",
        "voorkomt dat ermee": "een natuurlijke zin",
        "laat wit met één vrijheid": "wit houdt één vrijheid over",
    },
}
"""Words that must not appear, with the term to use instead."""

AVOID_IN_COURSE = {
    "en": {
        "key point": "vital point",
    },
    "nl": {
        "dubbele atari": "dubbel-atari",
        "dubbel atari": "dubbel-atari",
        "in atari": "staat atari / zet atari",
        "problemen": "opgaven",
    },
}
"""More settled terms, checked in every text as ``AVOID`` is (the problems' English uses
"in atari", which stays: only the Dutch form is settled as "staat atari")."""

PRONOUNS = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)
"""White is "she" in the English texts; a sentence about White alone may not say "he"."""


def _walk(value: object, language: str) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == language and isinstance(inner, str):
                yield inner
            else:
                yield from _walk(inner, language)
    elif isinstance(value, list):
        for inner in value:
            yield from _walk(inner, language)


def texts(language: str) -> Iterator[tuple[str, str]]:
    """Each text in ``language``, with the file it comes from."""
    folder = builtin_lessons_dir()
    for path in sorted(folder.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for text in _walk(data, language):
            yield path.name, text
    line = re.compile(rf"^{language}: ((?:[^\]\\\n]|\\.)*)", re.MULTILINE)  # to the value's "]"
    for path in sorted((folder / "problems").glob("*.sgf")):
        for found in line.finditer(path.read_text(encoding="utf-8")):
            yield path.name, found[1]
    catalogue = tomllib.loads((LOCALE / f"{language}.toml").read_text(encoding="utf-8"))
    for text in _strings(catalogue):
        yield f"{language}.toml", text


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _strings(inner)


@pytest.mark.parametrize("language", ["en", "nl"])
def test_each_idea_has_one_term(language: str) -> None:
    found = [
        f"{name}: {word!r} (use: {instead}) in {text[:60]!r}"
        for name, text in texts(language)
        for word, instead in AVOID[language].items()
        if word in text.lower()
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", ["en", "nl"])
def test_the_course_keeps_the_settled_terms(language: str) -> None:
    found = [
        f"{name}: {word!r} (use: {instead}) in {text[:60]!r}"
        for name, text in texts(language)
        for word, instead in AVOID_IN_COURSE[language].items()
        if word in text.lower()
    ]
    assert not found, "\n".join(found)


def test_dutch_numbers_have_decimal_commas() -> None:
    found = [f"{name}: {text[:60]!r}" for name, text in texts("nl") if re.search(r"\d\.\d", text)]
    assert not found, "\n".join(found)


def test_white_has_one_pronoun_in_english() -> None:
    found = [
        f"{name}: {sentence.strip()!r}"
        for name, text in texts("en")
        for sentence in re.split(r"(?<=[.?!:;])\s", text)
        if "White" in sentence and "Black" not in sentence and PRONOUNS.search(sentence)
    ]
    assert not found, "\n".join(found)


def test_the_texts_are_read() -> None:
    english = list(texts("en"))
    dutch = list(texts("nl"))
    assert len(english) > 1000
    assert len(dutch) > 1000
    assert any("liberty" in text for _, text in english)
    assert any("vrijheid" in text for _, text in dutch)
