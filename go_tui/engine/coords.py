"""Coordinates: every conversion between the notations lives here.

Vocabulary used across the engine:

* A *point* is ``(row, col)`` with ``(0, 0)`` the top-left corner, the way an
  SGF file and a screen both count (SGF ``aa`` is the top-left corner).
* A *vertex* is the GTP notation: a column letter A-Z without I, then the row
  number counted from the bottom (``D4``).  ``pass`` is a vertex too.
* An *SGF point* is two lower-case letters, column first (``dp``).

A move of ``None`` means a pass everywhere in the engine.
"""

from __future__ import annotations

import re
from enum import IntEnum

MIN_SIZE = 2
MAX_SIZE = 25
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP skips I

Point = tuple[int, int]

_WHOLE = re.compile(r"([+-]?)0*([0-9]+)")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]{1,9}(?:[.,][0-9]{0,20})?|[.,][0-9]{1,20})")
TOO_LONG = 10**18
"""What a number of more than 18 digits reads as: out of every range, refused in words."""


def whole_number(text: str) -> int | None:
    """``text`` as a whole number in ASCII digits, with an optional sign; else ``None``.

    Python's ``int`` also reads Arabic-Indic and other digits, and ``str.isdigit``
    accepts ``²``, which ``int`` then refuses: numbers from files and engines are
    read here instead.  A number too long to matter comes back as ``±TOO_LONG``,
    so it costs no time and a range check refuses it.
    """
    found = _WHOLE.fullmatch(text.strip())
    if found is None:
        return None
    sign, digits = found.groups()
    value = int(digits) if len(digits) <= 18 else TOO_LONG
    return -value if sign == "-" else value


def decimal_number(text: str) -> float | None:
    """``text`` as a plain decimal in ASCII digits (``6.5``, or ``6,5`` as in Dutch); else
    ``None``.  Python's ``float`` also takes ``nan``, ``inf`` and other scripts' digits."""
    text = text.strip()
    return float(text.replace(",", ".")) if _DECIMAL.fullmatch(text) else None


class Color(IntEnum):
    """A stone colour; the int values are the ones the board stores."""

    BLACK = 1
    WHITE = 2

    @property
    def opponent(self) -> Color:
        return Color.WHITE if self is Color.BLACK else Color.BLACK

    @property
    def letter(self) -> str:
        """``B`` or ``W``, as SGF and GTP write it."""
        return "B" if self is Color.BLACK else "W"

    @classmethod
    def parse(cls, text: str) -> Color:
        """Accept ``b``, ``black``, ``w``, ``white`` in any case (GTP, SGF)."""
        word = text.strip().lower()
        if word in ("b", "black"):
            return cls.BLACK
        if word in ("w", "white"):
            return cls.WHITE
        raise ValueError(f"not a colour: {text!r}")


class CoordError(ValueError):
    """A coordinate that does not name a point on this board."""


def check_size(size: int) -> None:
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise CoordError(f"board size must be {MIN_SIZE} to {MAX_SIZE}, not {size}")


def on_board(point: Point, size: int) -> bool:
    row, col = point
    return 0 <= row < size and 0 <= col < size


def _checked(point: Point, size: int) -> Point:
    """``point`` itself when it is on the board; ``CoordError`` when it is not."""
    if not on_board(point, size):
        raise CoordError(f"{point} is off a {size}x{size} board")
    return point


def to_vertex(point: Point | None, size: int) -> str:
    """``(row, col)`` to GTP ``D4``; ``None`` to ``pass``."""
    if point is None:
        return "pass"
    row, col = _checked(point, size)
    return f"{COLUMNS[col]}{size - row}"


def from_vertex(text: str, size: int) -> Point | None:
    """GTP vertex (any case) to ``(row, col)``; ``pass`` to ``None``."""
    word = text.strip().upper()
    if word == "PASS":
        return None
    number = whole_number(word[1:]) if word[1:].isascii() and word[1:].isdigit() else None
    if len(word) < 2 or word[0] not in COLUMNS or number is None:
        raise CoordError(f"not a vertex: {text!r}")
    col = COLUMNS.index(word[0])
    row = size - number
    if not on_board((row, col), size):
        raise CoordError(f"{text} is off a {size}x{size} board")
    return (row, col)


def to_sgf(point: Point | None, size: int) -> str:
    """``(row, col)`` to SGF ``dd``; a pass is the empty string (FF[4])."""
    if point is None:
        return ""
    row, col = _checked(point, size)
    return chr(ord("a") + col) + chr(ord("a") + row)


def from_sgf(text: str, size: int) -> Point | None:
    """SGF point to ``(row, col)``; ``""`` (and ``tt`` up to 19x19) is a pass."""
    if len(text) == 2:  # the common case first: records hold hundreds of these
        col, row = ord(text[0]) - 97, ord(text[1]) - 97
        if 0 <= row < size and 0 <= col < size:
            return (row, col)
    if text == "" or (text == "tt" and size <= 19):
        return None
    if len(text) != 2 or not text.isalpha() or not text.islower():
        raise CoordError(f"not an SGF point: {text!r}")
    col = ord(text[0]) - ord("a")
    row = ord(text[1]) - ord("a")
    if not on_board((row, col), size):
        raise CoordError(f"SGF point {text!r} is off a {size}x{size} board")
    return (row, col)


def star_points(size: int) -> list[Point]:
    """The hoshi drawn on the board: corners, sides and centre where they fit."""
    if size < 7:
        return [(size // 2, size // 2)] if size % 2 else []
    edge = 2 if size < 13 else 3
    far = size - 1 - edge
    mid = size // 2
    points = [(edge, edge), (edge, far), (far, edge), (far, far)]
    if size % 2:
        points.append((mid, mid))
        if size >= 13:
            points += [(edge, mid), (far, mid), (mid, edge), (mid, far)]
    return sorted(points)


def handicap_limit(size: int) -> int:
    """The most fixed handicap stones GTP v2 places on this size (``0``: none, under 7x7):
    9 on odd sizes from 9x9, 4 on even ones and on 7x7, whose sides have no star point."""
    if size < 7:
        return 0
    return 9 if size % 2 and size > 7 else 4


def handicap_points(size: int, stones: int) -> list[Point]:
    """Fixed handicap placement exactly as GTP v2 section 4.1.1 orders it.

    Raises ``ValueError`` for a count the specification does not allow on this
    size (fewer than 2, more than 9, more than 4 on even sizes, boards under 7).
    """
    if stones < 2:
        raise ValueError("a handicap needs at least 2 stones")
    limit = handicap_limit(size)
    if not limit:
        raise ValueError(f"no fixed handicap on a {size}x{size} board")
    if stones > limit:
        raise ValueError(f"at most {limit} handicap stones on a {size}x{size} board")
    near = 2 if size < 13 else 3
    far, mid = size - 1 - near, size // 2
    # In GTP terms: D4 Q16 D16 Q4, then D10 Q10 K4 K16 (19x19), tengen last.
    corners = [(far, near), (near, far), (near, near), (far, far)]
    sides = [(mid, near), (mid, far), (far, mid), (near, mid)]
    centre = (mid, mid)
    order: list[Point]
    if stones <= 4:
        order = corners[:stones]
    elif stones == 5:
        order = [*corners, centre]
    elif stones == 6:
        order = corners + sides[:2]
    elif stones == 7:
        order = corners + sides[:2] + [centre]
    elif stones == 8:
        order = corners + sides
    else:
        order = corners + sides + [centre]
    return order
