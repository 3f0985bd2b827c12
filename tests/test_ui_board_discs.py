"""Stones sized to the grid: a disc of blocks where a point has room, glyphs where not."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rich.style import Style
from test_ui_board_marks import OVERLAYS, BoardApp, with_stone
from textual.app import App
from ui_support import v

from go_tui.engine import Board, Color, Point
from go_tui.ui.widgets.board import BoardView, Mark

POINT = v("E5")
ROOMY = (100, 50)
"""Ten columns and five lines a point for 9x9."""


def box(view: BoardView, point: Point) -> list[list[tuple[str, Style]]]:
    """The characters of the cell around ``point``, line by line, with their styles."""
    x, y = view.offset_of(point)
    return [
        [
            (char, segment.style or Style())
            for segment in view.render_line(line).crop(x - 4, x + 5)
            for char in segment.text
        ]
        for line in range(y - 2, y + 3)
    ]


def text(cells: list[list[tuple[str, Style]]]) -> list[str]:
    return ["".join(char for char, _ in line) for line in cells]


async def drawn(
    color: Color, draw: Callable[[BoardView], None], size: tuple[int, int] = ROOMY
) -> list[list[tuple[str, Style]]]:
    app = BoardApp(with_stone(color))
    async with app.run_test(size=size) as pilot:
        view = app.query_one(BoardView)
        view.cursor = (0, 0)
        view.focus()
        draw(view)
        await pilot.pause()
        return box(view, POINT)


async def test_a_stone_fills_its_cell_where_there_is_room() -> None:
    shown = text(await drawn(Color.BLACK, OVERLAYS["plain"]))
    assert shown == ["  ▗▄▄▄▖  ", " ▟█████▙ ", "▐███●███▌", " ▜█████▛ ", "  ▝▀▀▀▘  "]


async def test_the_board_keeps_square_points_at_every_size() -> None:
    for size in ((25, 11), (40, 20), (80, 30), (100, 40), ROOMY):
        app = BoardApp(Board(9))
        async with app.run_test(size=size):
            view = app.query_one(BoardView)
            (x0, y0), (x1, y1) = view.offset_of((0, 0)), view.offset_of((1, 1))
            assert x1 - x0 == 2 * (y1 - y0)


async def test_small_boards_draw_glyphs_two_columns_a_point() -> None:
    shown = text(await drawn(Color.WHITE, OVERLAYS["plain"], size=(25, 11)))
    assert shown[2].strip("─┼│ ") == "○"


async def test_territory_and_dead_marks_are_smaller_than_a_stone() -> None:
    board = with_stone(Color.BLACK)
    app = BoardApp(board)
    async with app.run_test(size=ROOMY) as pilot:
        view = app.query_one(BoardView)
        view.overlays = {v("C3"): Mark.BLACK_TERRITORY, v("G7"): Mark.WHITE_TERRITORY}
        await pilot.pause()
        stone = sum(char in "▗▄▖▟█▙▐●▌▜▛▝▀▘" for line in text(box(view, POINT)) for char in line)
        for point, mark in ((v("C3"), "▪"), (v("G7"), "▫")):
            cells = "".join(text(box(view, point)))
            assert cells.count(mark) == 1
            assert not any(char in cells for char in "█▄▀")
        assert stone > 20
        view.overlays = {POINT: Mark.DEAD}
        await pilot.pause()
        dead = box(view, POINT)
        assert dead[2][4][0] == "✕"  # a mark on a faded disc
        assert dead[1][4][1].color == view.get_component_rich_style("board--dead-black").color


@pytest.mark.parametrize("name", OVERLAYS)
async def test_black_and_white_discs_never_look_the_same(name: str) -> None:
    black = await drawn(Color.BLACK, OVERLAYS[name])
    white = await drawn(Color.WHITE, OVERLAYS[name])
    assert black[2][4] != white[2][4]  # the middle
    assert black[1][4][1].color != white[1][4][1].color  # the blocks


@pytest.mark.parametrize("name", ["cursor", str(Mark.MARKED), str(Mark.SEKI)])
async def test_a_mark_on_a_disc_lies_behind_it(name: str) -> None:
    for color in Color:
        plain = await drawn(color, OVERLAYS["plain"])
        marked = await drawn(color, OVERLAYS[name])
        assert text(marked) == text(plain)  # the same disc
        assert marked[1][4][1].color == plain[1][4][1].color  # its blocks in its own colour
        assert marked[0][0][1].bgcolor != plain[0][0][1].bgcolor  # a background behind it


async def test_without_colour_a_disc_is_a_glyph() -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("NO_COLOR", "1")
        app: App[None] = BoardApp(with_stone(Color.BLACK))
    async with app.run_test(size=ROOMY) as pilot:
        await pilot.pause()
        view = app.query_one(BoardView)
        shown = text(box(view, POINT))
        assert shown[2].strip("─┼│ ") == "●"
        assert "█" not in "".join(shown)
