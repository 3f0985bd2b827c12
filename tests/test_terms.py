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

from go_tui.learn.loader import builtin_lessons_dir

LOCALE = Path(__file__).parent.parent / "go_tui" / "locale"

AVOID = {
    "en": {
        "real eye": "true eye",
        "serie-atari": "a series of ataris",
        "muizeval": "snapback",
        "vals oog": "false eye (no Dutch gloss)",
        "echt oog": "true eye (no Dutch gloss)",
        "on top of": "stones do not stack",
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
    },
}
"""Words that must not appear, with the term to use instead."""


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
    line = re.compile(rf"^{language}: (.*)$", re.MULTILINE)
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


def test_the_texts_are_read() -> None:
    english = list(texts("en"))
    dutch = list(texts("nl"))
    assert len(english) > 1000
    assert len(dutch) > 1000
    assert any("liberty" in text for _, text in english)
    assert any("vrijheid" in text for _, text in dutch)
