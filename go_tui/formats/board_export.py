"""A position as others read it: a text diagram for mail and forums, and an SVG image.

The text diagram is Sensei's Library's ``$$`` form, which the Go forums that draw
diagrams read too (between ``[go]`` tags) and which reads as it stands in a mail::

    $$Wc9 Move 3
    $$ +-------------------+
    $$ | . . . . . . . . . |
    $$ | . . X . . . , . . |
    ...

The first line names the player to move (``B``/``W``), asks for coordinates (``c``)
and gives the board size; ``X`` is a black stone, ``O`` a white one, ``.`` an empty
point, ``,`` a star point, and the last move is the circled stone (``B`` black, ``W``
white).  The image is a plain board: the grid, the star points, the stones, a ring on the
last move and the coordinates (columns without I, rows counted from the bottom, as the
board on screen shows them).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from go_tui.engine import COLUMNS, Board, Color, Point
from go_tui.engine.coords import star_points

_STONE = {Color.BLACK: "X", Color.WHITE: "O"}
_LAST = {Color.BLACK: "B", Color.WHITE: "W"}
_NOT_TEXT = re.compile(r"[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def one_line(text: str) -> str:
    """``text`` as one line of plain text: control characters and line breaks become
    spaces, runs of spaces one."""
    return " ".join(_NOT_TEXT.sub(" ", text).split())


def sensei_diagram(
    board: Board, to_move: Color, last_move: Point | None = None, title: str = ""
) -> str:
    """The position as a Sensei's Library diagram (see the module's docstring)."""
    size = board.size
    stars = set(star_points(size))
    heading = f"$${to_move.letter}c{size}"
    title = one_line(title)
    lines = [f"{heading} {title}" if title else heading]
    border = f"$$ +{'-' * (2 * size + 1)}+"
    lines.append(border)
    for row in range(size):
        cells = []
        for column in range(size):
            point = (row, column)
            color = board[point]
            if color is None:
                cells.append("," if point in stars else ".")
            else:
                cells.append((_LAST if point == last_move else _STONE)[color])
        lines.append(f"$$ | {' '.join(cells)} |")
    lines.append(border)
    return "\n".join(lines) + "\n"


CELL = 30
"""Pixels between two lines of the image's grid."""
WOOD = "#dcb35c"


def board_svg(board: Board, last_move: Point | None = None) -> str:
    """The position as an SVG image (see the module's docstring); each stone a ``circle``
    of class ``stone black`` or ``stone white``, each star point of class ``star``."""
    size = board.size
    margin = CELL
    side = 2 * margin + (size - 1) * CELL
    far = margin + (size - 1) * CELL

    def at(index: int) -> int:
        return margin + index * CELL

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" '
        f'viewBox="0 0 {side} {side}">',
        f'<rect class="board" width="{side}" height="{side}" fill="{WOOD}"/>',
        '<g class="grid" stroke="#000" stroke-width="1">',
    ]
    for index in range(size):
        parts.append(f'<line x1="{margin}" y1="{at(index)}" x2="{far}" y2="{at(index)}"/>')
        parts.append(f'<line x1="{at(index)}" y1="{margin}" x2="{at(index)}" y2="{far}"/>')
    parts.append("</g>")
    for row, column in star_points(size):
        parts.append(f'<circle class="star" cx="{at(column)}" cy="{at(row)}" r="3" fill="#000"/>')
    parts.append(_coordinates(size, at, side))
    radius = CELL * 0.47
    for row in range(size):
        for column in range(size):
            color = board[row, column]
            if color is None:
                continue
            fill = "#000" if color is Color.BLACK else "#fff"
            name = "black" if color is Color.BLACK else "white"
            parts.append(
                f'<circle class="stone {name}" cx="{at(column)}" cy="{at(row)}" '
                f'r="{radius:g}" fill="{fill}" stroke="#000" stroke-width="1"/>'
            )
            if (row, column) == last_move:
                ring = "#fff" if color is Color.BLACK else "#000"
                parts.append(
                    f'<circle class="last" cx="{at(column)}" cy="{at(row)}" '
                    f'r="{CELL * 0.22:g}" fill="none" stroke="{ring}" stroke-width="2"/>'
                )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _coordinates(size: int, at: Callable[[int], int], side: int) -> str:
    """The column letters above and below the grid, the row numbers left and right."""
    edge = CELL // 2
    texts = [
        '<g class="coordinates" font-family="sans-serif" font-size="12" fill="#000" '
        'text-anchor="middle" dominant-baseline="central">'
    ]
    for index in range(size):
        letter, number = COLUMNS[index], size - index
        texts.append(f'<text x="{at(index)}" y="{edge}">{letter}</text>')
        texts.append(f'<text x="{at(index)}" y="{side - edge}">{letter}</text>')
        texts.append(f'<text x="{edge}" y="{at(index)}">{number}</text>')
        texts.append(f'<text x="{side - edge}" y="{at(index)}">{number}</text>')
    texts.append("</g>")
    return "\n".join(texts)
