"""The words on screen, in Dutch and English: one catalogue per language.

The catalogues are ``go_tui/locale/<lang>.toml``; their tables nest, and a key
is the dotted path (``game.turn``).  :func:`t` looks a key up in the language
chosen with :func:`set_language` (by default the one the system locale asks
for: Dutch for ``nl_*``, English otherwise) and fills in ``{placeholders}``.
The texts are markup for the screen; the values filled in are data (a
name, a path, an engine's words) and go in through :func:`plain`.
A key missing from a catalogue is a bug that ``tests/test_i18n.py`` catches;
at run time the English text stands in, and failing that the key itself.
"""

from __future__ import annotations

import locale
import os
import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "nl")
LOCALE_DIR = Path(__file__).parent / "locale"

_current = {"lang": ""}
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Control characters but newline and tab: escape sequences that could move the cursor,
retitle the terminal or hide text; and the bidirectional controls, which could turn the
text after them around (a name that reads as another, a path that hides its end)."""


def _flatten(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in table.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            flat |= _flatten(value, f"{path}.")
        else:
            flat[path] = str(value)
    return flat


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every key of one language, flattened to dotted paths."""
    with (LOCALE_DIR / f"{lang}.toml").open("rb") as file:
        return _flatten(tomllib.load(file))


def system_language() -> str:
    """``nl`` when the environment or system locale is Dutch, else ``en``."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = os.environ.get(name, "")
        if value:
            return "nl" if value.lower().startswith("nl") else "en"
    code = locale.getlocale()[0] or ""
    return "nl" if code.lower().startswith("nl") else "en"


def set_language(lang: str | None) -> str:
    """Choose the language for :func:`t`; ``None`` asks the system.  Returns the choice."""
    chosen = lang or system_language()
    if chosen not in LANGUAGES:
        raise ValueError(f"unknown language {chosen!r}; choose one of {', '.join(LANGUAGES)}")
    _current["lang"] = chosen
    return chosen


def language() -> str:
    """The language in use now."""
    if not _current["lang"]:
        set_language(None)
    return _current["lang"]


def t(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, with ``values`` filled in as plain text."""
    text = catalogue(language()).get(key) or catalogue("en").get(key) or key
    if not values:
        return text
    return text.format(
        **{k: v if isinstance(v, int | float) else plain(v) for k, v in values.items()}
    )


def printable(value: object) -> str:
    """Text from outside (a file, an engine, a path) as it reads, safe to print on a
    terminal: control characters but newline and tab dropped, and bidirectional controls."""
    return _CONTROL.sub("", str(value))


def plain(value: object) -> str:
    """Text from outside as it reads, safe to show as markup (:func:`printable`, and every
    ``[`` escaped so no tag, style or ``@click`` action can start).  A backslash is
    followed by a zero-width space, so that one at the end (a name such as ``Anna\\``)
    cannot escape the tag that follows it."""
    return printable(value).replace("\\", "\\\u200b").replace("[", "\\[")


def unmarked(text: str) -> str:
    """A text :func:`t` made, as the words it shows, for where no markup is drawn (plain
    mode): the escapes :func:`plain` put in the values undone, and :func:`printable`."""
    return printable(text.replace("\\[", "[").replace("\\\u200b", "\\"))


def number(value: float) -> str:
    """A score as people write it: ``4.5`` in English, ``4,5`` in Dutch; whole numbers bare."""
    text = f"{value:g}"
    return text.replace(".", ",") if language() == "nl" else text
