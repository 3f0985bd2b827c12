"""What every plain front end shares: the lines typed, the points named, the board read.

A game, a lesson and a problem read their board with the same commands (``board``,
``row 3``, ``column C``, ``point C3``, ``liberties C3``, in English or Dutch), and
refuse an overlong line or a mistyped point in the same words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping

from go_tui.engine import Board, Point
from go_tui.engine.coords import COLUMNS
from go_tui.i18n import printable, t
from go_tui.plain.board_words import (
    board_rows,
    chain_words,
    column_points,
    line_words,
    row_points,
)
from go_tui.ui.entry import Mistyped, TypedPoint, read_entry

Say = Callable[[str], None]

MAX_LINE = 200
"""A longer line is refused whole: nothing typed is that long."""
ROW = ("row", "rij")
COLUMN = ("column", "kolom")
POINT = ("point", "punt")
LIBERTIES = ("liberties", "vrijheden")
BOARD = ("board", "bord")
QUIT = ("quit", "stop")
HELP = ("help", "hulp")


def typed_lines(lines: Iterable[str], say: Say) -> Iterator[str]:
    """The lines typed, made printable and stripped; empty ones left out, and one longer
    than :data:`MAX_LINE` refused in words."""
    for raw in lines:
        line = printable(raw).strip()
        if not line:
            continue
        if len(line) > MAX_LINE:
            say(t("plain.too_long", most=MAX_LINE))
            continue
        yield line


def word_of(line: str) -> str:
    """The line as one lower-case word, spaces left out (``Pass`` and ``pass `` alike)."""
    return "".join(line.split()).lower()


def point_of(
    text: str, size: int, say: Say, labels: Mapping[str, Point] | None = None
) -> Point | None:
    """The point ``text`` names (or the letter a lesson's board shows on it), or ``None``
    after saying why it names none."""
    labelled = (labels or {}).get(word_of(text))
    if labelled is not None:
        return labelled
    typed = read_entry(text, size, {})
    if isinstance(typed, TypedPoint):
        return typed.point
    if isinstance(typed, Mistyped) and typed.key != "unknown":
        say(t(f"entry.{typed.key}", **typed.values))
    else:
        say(t("plain.unknown", text=text))
    return None


def read_aloud(line: str, board: Board, say: Say) -> bool:
    """Say what a reading command asks (the board, a row, a column, a point, a chain's
    liberties); ``False`` when the line is no such command."""
    first, _, rest = line.partition(" ")
    word, rest = first.lower(), rest.strip()
    size = board.size
    if word_of(line) in BOARD:
        for row in board_rows(board):
            say(row)
    elif word in ROW:
        if not rest.isdigit() or not 1 <= int(rest) <= size:
            say(t("plain.no_row", text=rest, size=size))
        else:
            name = t("plain.row_name", row=int(rest))
            say(line_words(board, row_points(size, int(rest)), name))
    elif word in COLUMN:
        letter = rest.upper()
        if len(letter) != 1 or letter not in COLUMNS[:size]:
            say(t("plain.no_column", text=rest, last=COLUMNS[size - 1]))
        else:
            name = t("plain.column_name", column=letter)
            say(line_words(board, column_points(size, letter), name))
    elif word in POINT or word in LIBERTIES:
        point = point_of(rest, size, say)
        if point is not None:
            say(chain_words(board, point, liberties_named=word in LIBERTIES))
    else:
        return False
    return True


def board_command(line: str) -> bool:
    """Whether ``line`` asks to read the board (:func:`read_aloud` says what)."""
    first = line.partition(" ")[0].lower()
    return word_of(line) in BOARD or first in (*ROW, *COLUMN, *POINT, *LIBERTIES)


def help_lines(key: str) -> list[str]:
    """A help text of the catalogue, one line each."""
    return [line for line in t(key).splitlines() if line]
