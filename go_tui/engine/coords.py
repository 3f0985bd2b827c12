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

from enum import IntEnum

MIN_SIZE = 2
MAX_SIZE = 25
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP skips I

Point = tuple[int, int]


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
    if len(word) < 2 or word[0] not in COLUMNS or not word[1:].isdigit():
        raise CoordError(f"not a vertex: {text!r}")
    col = COLUMNS.index(word[0])
    row = size - int(word[1:])
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


def handicap_points(size: int, stones: int) -> list[Point]:
    """Fixed handicap placement exactly as GTP v2 section 4.1.1 orders it.

    Raises ``ValueError`` for a count the specification does not allow on this
    size (fewer than 2, more than 9, more than 4 on even sizes, boards under 7).
    """
    if stones < 2:
        raise ValueError("a handicap needs at least 2 stones")
    if size < 7:
        raise ValueError(f"no fixed handicap on a {size}x{size} board")
    limit = 9 if size % 2 else 4
    if size == 7:
        limit = 4
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
