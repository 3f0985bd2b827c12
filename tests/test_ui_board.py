"""BoardView: what it draws, and the points it reports."""

from __future__ import annotations

import pytest
from game_support import play_vertices
from textual.app import App, ComposeResult

from go_tui.engine import Board, Game, from_vertex
from go_tui.ui.widgets.board import BoardView, Crop, Label, Mark


class BoardApp(App[None]):
    """A bare app around one board, recording the points it reports."""

    def __init__(self, board: Board, *, ascii: bool = False) -> None:
        super().__init__()
        self.start = board
        self.ascii = ascii
        self.selected: list[tuple[int, int]] = []

    def compose(self) -> ComposeResult:
        yield BoardView(self.start, ascii=self.ascii)

    def on_board_view_point_selected(self, event: BoardView.PointSelected) -> None:
        self.selected.append(event.point)


async def test_19x19_draws_coordinates_on_all_four_sides_in_43_columns() -> None:
    game = play_vertices(Game(19), "D4", "Q16")
    app = BoardApp(game.board)
    async with app.run_test(size=(43, 21)):
        view = app.query_one(BoardView)
        view.last_move = from_vertex("Q16", 19)
        lines = view.lines()
    assert len(lines) == 21
    assert lines[0].split() == list("ABCDEFGHJKLMNOPQRST")
    assert lines[-1].split() == list("ABCDEFGHJKLMNOPQRST")
    assert lines[1].startswith("19 ┌")
    assert lines[1].endswith("┐ 19")
    assert lines[19].startswith(" 1 └")
    assert lines[19].endswith("┘ 1")
    assert " 4 ├─┼─┼─●─┼" in lines[16]
    assert "(○)" in lines[4]  # the last move, Q16, a white stone


async def test_stones_take_their_colours_from_the_component_classes() -> None:
    game = play_vertices(Game(9), "E5", "C3")
    app = BoardApp(game.board)
    async with app.run_test(size=(40, 20)):
        view = app.query_one(BoardView)
        view.show_cursor = False
        black = view.get_component_rich_style("board--black")
        white = view.get_component_rich_style("board--white")
        assert black.color != white.color
        x_row = view.lines()
        stones = [
            segment.style
            for y in range(view.size.height)
            for segment in view.render_line(y)
            if segment.text in ("●", "○")
        ]
    assert any("●" in line for line in x_row)
    assert black in stones
    assert white in stones


async def test_ascii_mode_uses_x_o_dot_and_plus() -> None:
    game = play_vertices(Game(9), "C7", "G3")
    app = BoardApp(game.board, ascii=True)
    async with app.run_test(size=(25, 11)):
        lines = app.query_one(BoardView).lines()
    assert lines[3] == " 7 . . X . . . + . . 7"
    assert lines[7] == " 3 . . + . . . O . . 3"
    assert lines[5] == " 5 . . . . + . . . . 5"
    assert not any(char in "".join(lines) for char in "┼●")


async def test_nine_by_nine_grows_when_there_is_room() -> None:
    app = BoardApp(Board(9))
    async with app.run_test(size=(80, 30)):
        view = app.query_one(BoardView)
        lines = view.lines()
    assert len(lines) == 8 * 3 + 3 + 2  # three rows per point, a line for the rims
    assert lines[2].startswith(" 9   ┌─────┬")


async def test_overlays_draw_marks_labels_and_dead_stones() -> None:
    game = play_vertices(Game(9), "E5", "D5")
    app = BoardApp(game.board, ascii=True)
    async with app.run_test(size=(25, 11)):
        view = app.query_one(BoardView)
        view.overlays = {
            from_vertex("E5", 9): Mark.DEAD,
            from_vertex("A9", 9): Mark.BLACK_TERRITORY,
            from_vertex("B9", 9): Mark.WHITE_TERRITORY,
            from_vertex("C9", 9): Mark.NEUTRAL,
            from_vertex("J1", 9): Label("A"),
        }
        lines = view.lines()
    assert lines[1].split()[1:4] == ["b", "w", "-"]
    assert lines[5].split()[4:6] == ["O", "x"]  # D5 alive, E5 dead
    assert lines[9].split()[-2] == "A"


async def test_a_crop_shows_a_corner_with_its_true_coordinates() -> None:
    app = BoardApp(Board(19), ascii=True)
    async with app.run_test(size=(40, 20)) as pilot:
        view = app.query_one(BoardView)
        view.crop = Crop(12, 0, 18, 6)  # the lower-left corner, A1-G7
        await pilot.pause()
        lines = [line for line in view.lines() if line.strip()]
    assert lines[0].split() == list("ABCDEFG")
    assert lines[1].startswith(" 7")
    assert lines[-2].startswith(" 1")


async def test_a_click_on_an_intersection_reports_the_point() -> None:
    app = BoardApp(Board(19))
    async with app.run_test(size=(43, 21)) as pilot:
        # D4: column D is x = 3 + 3*2, row 4 is line 1 + 15.
        await pilot.click(BoardView, offset=(9, 16))
        await pilot.click(BoardView, offset=(0, 0))  # a coordinate, not a point
    assert app.selected == [from_vertex("D4", 19)]


async def test_the_cursor_moves_on_the_board_and_a_click_chooses_a_point() -> None:
    app = BoardApp(Board(9))
    async with app.run_test(size=(25, 11)) as pilot:
        view = app.query_one(BoardView)
        view.focus()
        assert view.cursor == (4, 4)
        view.action_move_cursor(-1, 0)
        view.action_move_cursor(-1, 0)
        view.action_move_cursor(0, -1)
        assert view.cursor == (2, 3) == from_vertex("D7", 9)
        view.action_move_cursor(0, 12)  # the cursor stays on the board
        assert view.cursor == (2, 8)
        view.action_move_cursor(-20, -20)
        assert view.cursor == (0, 0)
        view.action_move_cursor(100, 100)
        assert view.cursor == (8, 8)
        # The keys belong to the screen now: a bare board neither moves nor chooses.
        await pilot.press("up", "left", "h", "j", "enter", "space")
        assert view.cursor == (8, 8)
        assert app.selected == []
        # A click chooses its point and puts the cursor on it.
        await pilot.click(BoardView, offset=view.offset_of((3, 5)))
        assert view.cursor == (3, 5)
        view.crop = Crop(4, 4, 8, 8)  # a crop pulls the cursor into its region
        await pilot.pause()
        view.cursor = (0, 0)
        assert view.cursor == (4, 4)
        view.action_move_cursor(-3, 10)
        assert view.cursor == (4, 8)
    assert app.selected == [(3, 5)]


@pytest.mark.slow  # lays the board out at 77 widths
async def test_the_right_hand_row_numbers_never_touch_what_stands_beside_the_board() -> None:
    # At every width where the board fits, its last column is a space: the row numbers
    # stand clear of a panel's edge (``19 ▏``), however exactly the board fills its room.
    app = BoardApp(Board(19))
    async with app.run_test(size=(44, 40)) as pilot:
        view = app.query_one(BoardView)
        for width in range(44, 121):
            await pilot.resize_terminal(width, 40)
            await pilot.pause()
            width_now = view.size.width
            rows = [view.render_line(y).text.ljust(width_now) for y in range(view.size.height)]
            nineteen = next(row for row in rows if row.lstrip().startswith("19"))
            assert nineteen.rstrip().endswith("19"), width
            assert nineteen[-1] == " ", (width, nineteen[-6:])
