"""What a player types at a board: a point (``q16``), a command, or a number.

Every letter typed at a board goes into one entry line and nothing happens
before Enter, so a letter that is also a column (``p`` on 19x19) can never fire
its action while a point is being typed.  Enter reads the line: a column and a
row make a point; a single letter that is a key of the screen, or a command
word (``pass``), runs that command; in a count exercise a number is an answer.
Anything else is refused with its reason.  This module is pure: the screens
feed it the typed text and word its answer through the catalogue.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from go_tui.engine import COLUMNS, Point

MAX_LENGTH = 12
"""Longer than any point or command word; more is not taken."""

_POINT = re.compile(r"([a-z])([0-9]*)")
_REVERSED = re.compile(r"([0-9]+)([a-z])")
_NUMBER = re.compile(r"-?[0-9]+([.,][0-9]*)?|-")
_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty",
    "nul een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien "
    "vijftien zestien zeventien achttien negentien twintig",
)
NUMBER_WORDS = {word: n for words in _WORDS for n, word in enumerate(words.split())}
"""Numbers a count may be typed as, in English and Dutch (``three``, ``drie``)."""


@dataclass(frozen=True)
class TypedPoint:
    point: Point


@dataclass(frozen=True)
class TypedCommand:
    action: str
    """The binding's action string, run as the key would run it."""


@dataclass(frozen=True)
class TypedNumber:
    text: str


@dataclass(frozen=True)
class Mistyped:
    """Why the line is no point or command: a key under ``entry.`` and its values."""

    key: str
    values: dict[str, object] = field(default_factory=dict)


Typed = TypedPoint | TypedCommand | TypedNumber | Mistyped


def accepts(character: str, *, numbers: bool = False) -> bool:
    """Whether ``character`` may go into the entry line (ASCII letters and digits only)."""
    if len(character) != 1 or not character.isascii():
        return False
    return character.isalnum() or (numbers and character in ".,-+")


def starts_entry(character: str, *, numbers: bool = False) -> bool:
    """Whether ``character`` opens the line: a letter; a digit or sign only for a count."""
    if not accepts(character, numbers=numbers):
        return False
    return character.isalpha() or numbers


def typed_number(text: str) -> TypedNumber | None:
    """The number ``text`` is, in digits or as a word (``3``, ``three``, ``drie``); ``None``
    for anything else (``B+5``), which a count refuses as no number."""
    word = "".join(text.split()).lower()
    if _NUMBER.fullmatch(word):
        return TypedNumber(word)
    if word in NUMBER_WORDS:
        return TypedNumber(str(NUMBER_WORDS[word]))
    return None


def read_entry(
    text: str, size: int, commands: Mapping[str, str], *, numbers: bool = False
) -> Typed | None:
    """What Enter does with ``text`` on a ``size`` board; ``None`` for an empty line.

    ``commands`` maps a lower-case letter or word to an action.  A command wins
    over a point only where the word cannot be a point, since every point has a
    row number and no command word has a digit.
    """
    word = "".join(text.split()).lower()
    if not word:
        return None
    if word in commands:
        return TypedCommand(commands[word])
    typed = typed_number(word) if numbers else None
    if typed is not None:
        return typed
    reversed_point = _REVERSED.fullmatch(word)  # 4d, as some write it: D4
    if reversed_point is not None:
        word = reversed_point[2] + reversed_point[1]
    match = _POINT.fullmatch(word)
    if match is None:
        return Mistyped("not_number" if numbers else "unknown", {"text": text.strip()})
    letter, digits = match[1].upper(), match[2]
    columns = COLUMNS[:size]
    if letter == "I":
        return Mistyped("no_column_i")
    if letter not in columns:
        return Mistyped("no_column", {"column": letter, "last": columns[-1], "size": size})
    if not digits:
        return Mistyped("no_row", {"column": letter, "size": size})
    row = int(digits)
    if not 1 <= row <= size:
        return Mistyped("off_board", {"row": row, "size": size})
    return TypedPoint((size - row, columns.index(letter)))
