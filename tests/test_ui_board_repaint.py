"""A new position repaints only the rows that changed, and never misses one."""

from __future__ import annotations

import pytest
from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.geometry import Region
from ui_support import v

from go_tui.engine import Game
from go_tui.ui.widgets.board import BoardView, Mark, Numbering, ghost_of

# Black captures two white stones at the edge, White takes back one at A1 (a ko shape), and
# a move far away: captures, the last move moving, numbers shifting, the ghost changing.
MOVES = ("C1", "B1", "C2", "B2", "A2", "C3", "A1", "D3", "B3", "A3", "J9", "B1", "E5")


class BoardApp(App[None]):
    def compose(self) -> ComposeResult:
        yield BoardView(Game(9).board)


def drawn(view: BoardView) -> list[list[Segment]]:
    return [list(view.render_line(y)) for y in range(view.size.height)]


@pytest.mark.parametrize("size", [(43, 21), (100, 50)], ids=["compact", "discs"])
@pytest.mark.parametrize("numbering", [Numbering.OFF, Numbering.LAST])
async def test_every_row_that_changes_is_repainted(
    size: tuple[int, int], numbering: Numbering
) -> None:
    app = BoardApp()
    async with app.run_test(size=size) as pilot:
        view = app.query_one(BoardView)
        view.numbering = numbering
        view.focus()
        game = Game(9)
        view.show_position(game.board, ghost=ghost_of(game))
        await pilot.pause()
        repainted: list[tuple[Region, ...]] = []
        refresh = view.refresh

        def record(*regions: Region, **flags: bool) -> BoardView:
            repainted.append(regions)
            return refresh(*regions, **flags)

        view.refresh = record  # type: ignore[method-assign]
        for number, vertex in enumerate(MOVES):
            view.cursor = v(vertex)
            await pilot.pause()
            before = drawn(view)
            repainted.clear()
            game.play(v(vertex))
            overlays = {v("E5"): Mark.MARKED} if number % 2 else {}
            view.show_position(
                game.board,
                last_move=v(vertex),
                moves=game.moves,
                ghost=ghost_of(game),
                overlays=overlays,
            )
            after = drawn(view)
            assert all(regions for regions in repainted), "the whole board was repainted"
            rows = {
                y
                for regions in repainted
                for region in regions
                for y in range(region.y, region.bottom)
            }
            changed = {y for y, line in enumerate(after) if line != before[y]}
            assert changed, vertex
            assert changed <= rows, (vertex, sorted(changed - rows))
            assert len(rows) < view.size.height // 2, vertex


async def test_a_position_of_another_size_lays_the_board_out_again() -> None:
    app = BoardApp()
    async with app.run_test(size=(60, 30)) as pilot:
        view = app.query_one(BoardView)
        view.show_position(Game(9).board)
        await pilot.pause()
        assert view.lines()[0].split()[-1] == "J"
        view.show_position(Game(13).board)
        await pilot.pause()
        assert view.lines()[0].split()[-1] == "N"
        row = view.lines()[1].split()
        assert (row[0], row[1][0], row[-1]) == ("13", "┌", "13")


@pytest.mark.parametrize("size", [(43, 21), (100, 50)], ids=["compact", "discs"])
async def test_a_new_position_leaves_the_letters_and_an_unchanged_one_everything(
    size: tuple[int, int],
) -> None:
    """The letters above and below the board name the cursor's column, never a stone: a
    move repaints its rows but not theirs, and the same position again repaints nothing
    (not the whole board)."""
    app = BoardApp()
    async with app.run_test(size=size) as pilot:
        view = app.query_one(BoardView)
        view.focus()
        game = Game(9)
        view.show_position(game.board)
        await pilot.pause()
        lines = view.lines()
        top = next(y for y in range(view.size.height) if view.render_line(y).text.strip())
        letters = {top, top + len(lines) - 1}
        repainted: list[tuple[Region, ...]] = []
        refresh = view.refresh

        def record(*regions: Region, **flags: bool) -> BoardView:
            repainted.append(regions)
            return refresh(*regions, **flags)

        view.refresh = record  # type: ignore[method-assign]
        game.play(v("E5"))
        view.show_position(game.board, last_move=v("E5"), moves=game.moves)
        rows = {
            y for regions in repainted for region in regions for y in range(region.y, region.bottom)
        }
        assert repainted
        assert all(repainted)  # no call without a region: that repaints the whole board
        assert rows
        assert not rows & letters, sorted(rows)
        assert view.lines()[0] == lines[0]  # the letters as they were
        repainted.clear()
        view.show_position(game.board, last_move=v("E5"), moves=game.moves)
        assert repainted == []
        view.cursor = v("C3")  # the cursor names its column: the letters repaint
        rows = {
            y for regions in repainted for region in regions for y in range(region.y, region.bottom)
        }
        assert letters <= rows
