"""The board in words and text rows, for a player who reads it line by line."""

from __future__ import annotations

from go_tui.engine import Board, Color, Game, Point
from go_tui.engine.coords import COLUMNS
from go_tui.i18n import t
from go_tui.ui.text import color_name, point_name

STONE_LETTERS = {Color.BLACK: "X", Color.WHITE: "O", None: "."}


def counted(key: str, count: int) -> str:
    """``1 stone``, ``3 stones``: a count with its noun, one or more."""
    return t(f"plain.{key}_one") if count == 1 else t(f"plain.{key}", count=count)


def board_rows(board: Board) -> list[str]:
    """The board as text rows, the top row first, with the column letters above and
    below and the row numbers on both sides (X black, O white, . empty)."""
    size = board.size
    letters = "   " + " ".join(COLUMNS[:size])
    rows = [letters]
    for row in range(size):
        number = size - row
        cells = " ".join(STONE_LETTERS[board[(row, col)]] for col in range(size))
        rows.append(f"{number:>2} {cells} {number}")
    rows.append(letters)
    return rows


def line_words(board: Board, points: list[Point], name: str) -> str:
    """The stones on one row or column, in order, and whether the rest is empty."""
    size = board.size
    stones = [
        t("plain.stone_at", point=point_name(p, size), color=color_name(color).lower())
        for p in points
        if (color := board[p]) is not None
    ]
    if not stones:
        return t("plain.line_empty", line=name)
    if len(stones) == len(points):
        return t("plain.line_full", line=name, stones=", ".join(stones))
    return t("plain.line", line=name, stones=", ".join(stones))


def row_points(size: int, number: int) -> list[Point]:
    return [(size - number, col) for col in range(size)]


def column_points(size: int, letter: str) -> list[Point]:
    col = COLUMNS.index(letter)
    return [(row, col) for row in range(size)]


def chain_words(board: Board, point: Point, *, liberties_named: bool = False) -> str:
    """What stands on ``point``: nothing, or a stone with its chain's size and liberties
    (each by name, with ``liberties_named``)."""
    size = board.size
    name = point_name(point, size)
    color = board[point]
    if color is None:
        return t("plain.no_chain" if liberties_named else "plain.point_empty", point=name)
    stones, liberties = board.chain_at(point)
    words = {
        "point": name,
        "color": color_name(color),
        "stones": counted("stones", len(stones)),
        "liberties": counted("liberty_count", len(liberties)),
    }
    if not liberties_named:
        return t("plain.point_stone", **words)
    named = " ".join(point_name(p, size) for p in sorted(liberties, key=reading_order))
    return t("plain.liberties", **words, points=named)


def reading_order(point: Point) -> tuple[int, int]:
    """Column by column from A, each from row 1 up: as the points are named."""
    return point[1], -point[0]


LISTED = 12
"""Up to this many stones, a position is said stone by stone; more, only how many."""


def stones_words(board: Board) -> str:
    """The stones on the board by colour (``Black C3 D4; White E5.``), or how many there
    are when there are more than :data:`LISTED`."""
    size = board.size
    by_color = {
        color: sorted(
            (p for p in ((r, c) for r in range(size) for c in range(size)) if board[p] is color),
            key=reading_order,
        )
        for color in (Color.BLACK, Color.WHITE)
    }
    count = sum(len(points) for points in by_color.values())
    if count == 0:
        return t("plain.board_empty", size=size)
    if count > LISTED:
        return t("plain.stones_many", size=size, count=count)
    parts = [
        t(
            "plain.color_stones",
            color=color_name(color),
            points=" ".join(point_name(p, size) for p in points),
        )
        for color, points in by_color.items()
        if points
    ]
    return t("plain.stones_listed", size=size, stones="; ".join(parts))


def captured_words(color: Color, point: Point, game: Game) -> str:
    """``Black D5 captures 1 at D4.``: a capture just played on ``game``, and where."""
    size = game.size
    taken = game.last_move
    where = " ".join(point_name(p, size) for p in (taken.captured if taken else ()))
    count = len(taken.captured) if taken else 0
    return t(
        "plain.captured",
        color=color_name(color),
        point=point_name(point, size),
        count=count,
        points=where,
    )
