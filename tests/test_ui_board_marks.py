"""BoardView: every mark leaves a stone its own glyph and colour; the ghost; the cheap cursor."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from rich.style import Style
from textual.app import App, ComposeResult
from textual.color import Color as TextualColor
from textual.filter import LineFilter, Monochrome, NoColor
from textual.strip import Strip
from ui_support import enter, game_screen, reading_done, v

from go_tui.engine import Board, Color, Point
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen, open_problems
from go_tui.ui.widgets.board import BoardView, Ghost, Label, Mark

POINT = v("E5")
Cells = list[tuple[str, Style]]


class CountingBoard(BoardView):
    """A board that counts the lines it draws."""

    drawn = 0

    def render_line(self, y: int) -> Strip:
        self.drawn += 1
        return super().render_line(y)


class BoardApp(App[None]):
    def __init__(self, board: Board, *, ascii: bool = False) -> None:
        super().__init__()
        self.start = board
        self.ascii = ascii

    def compose(self) -> ComposeResult:
        yield CountingBoard(self.start, ascii=self.ascii)


def with_stone(color: Color, point: Point = POINT, size: int = 9) -> Board:
    board = Board(size)
    board.play(color, point)
    return board


def window(view: BoardView, point: Point, filters: tuple[LineFilter, ...] = ()) -> Cells:
    """The characters drawn at ``point`` and beside it, each with its style as seen."""
    x, y = view.offset_of(point)
    segments = list(view.render_line(y).crop(x - 1, x + 2))
    for line_filter in filters:
        segments = line_filter.apply(segments, TextualColor(0, 0, 0))
    return [(char, segment.style or Style()) for segment in segments for char in segment.text]


def stone_cell(cells: Cells) -> tuple[str, Style]:
    return cells[1]


def cursor_on(view: BoardView) -> None:
    view.cursor = POINT


def last_move_on(view: BoardView) -> None:
    view.last_move = POINT


def cursor_on_last_move(view: BoardView) -> None:
    last_move_on(view)
    cursor_on(view)


def overlay(mark: Mark | Label) -> Callable[[BoardView], None]:
    def put(view: BoardView) -> None:
        view.overlays = {POINT: mark}

    return put


def cursor_on_mark(view: BoardView) -> None:
    overlay(Mark.MARKED)(view)
    cursor_on(view)


OVERLAYS: dict[str, Callable[[BoardView], None]] = {
    "plain": lambda view: None,
    "cursor": cursor_on,
    "last move": last_move_on,
    "cursor on the last move": cursor_on_last_move,
    **{str(mark): overlay(mark) for mark in Mark},
    "label": overlay(Label("A")),
    "cursor on a mark": cursor_on_mark,
}
MODES = {
    "colour": (False, False),
    "no colour": (False, True),
    "ascii": (True, False),
    "ascii, no colour": (True, True),
}


async def drawn(
    color: Color,
    draw: Callable[[BoardView], None],
    *,
    ascii: bool = False,
    filters: tuple[LineFilter, ...] = (),
    no_color: bool = False,
) -> Cells:
    with pytest.MonkeyPatch.context() as patch:
        if no_color:
            patch.setenv("NO_COLOR", "1")  # the app takes it out of the environment
        app = BoardApp(with_stone(color), ascii=ascii)
    assert app.no_color is no_color
    async with app.run_test(size=(40, 20)) as pilot:
        view = app.query_one(BoardView)
        view.cursor = (0, 0)
        view.focus()
        draw(view)
        await pilot.pause()
        return window(view, POINT, filters)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", OVERLAYS)
async def test_a_black_and_a_white_stone_never_look_the_same(name: str, mode: str) -> None:
    ascii, no_color = MODES[mode]
    filters: list[tuple[LineFilter, ...]] = [(NoColor(),), (Monochrome(),)] if no_color else [()]
    for seen in filters:
        black = await drawn(
            Color.BLACK, OVERLAYS[name], ascii=ascii, filters=seen, no_color=no_color
        )
        white = await drawn(
            Color.WHITE, OVERLAYS[name], ascii=ascii, filters=seen, no_color=no_color
        )
        assert stone_cell(black) != stone_cell(white)
        assert stone_cell(black)[0] != stone_cell(white)[0]  # the shapes differ too


@pytest.mark.parametrize("name", [name for name in OVERLAYS if name != str(Mark.DEAD)])
@pytest.mark.parametrize("color", list(Color))
async def test_a_mark_never_recolours_the_stone(name: str, color: Color) -> None:
    plain = stone_cell(await drawn(color, OVERLAYS["plain"]))
    marked = stone_cell(await drawn(color, OVERLAYS[name]))
    assert marked[0] == plain[0] == ("●" if color is Color.BLACK else "○")
    assert marked[1].color == plain[1].color


async def test_a_black_stone_under_the_cursor_keeps_blacks_glyph_and_colour() -> None:
    app = BoardApp(with_stone(Color.BLACK))
    async with app.run_test(size=(40, 20)) as pilot:
        view = app.query_one(BoardView)
        view.focus()
        view.cursor = POINT
        await pilot.pause()
        char, style = stone_cell(window(view, POINT))
        black = view.get_component_rich_style("board--black")
        assert char == "●"
        assert style.color == black.color
        assert style.bgcolor != black.bgcolor  # the cursor lies behind it


@pytest.mark.parametrize("name", ["cursor", str(Mark.MARKED), str(Mark.SEKI), str(Mark.DEAD)])
async def test_marks_show_without_colour(name: str) -> None:
    for color in Color:
        plain = await drawn(color, OVERLAYS["plain"], filters=(NoColor(),), no_color=True)
        marked = await drawn(color, OVERLAYS[name], filters=(NoColor(),), no_color=True)
        assert stone_cell(marked) != stone_cell(plain)


async def test_a_dead_stone_keeps_its_shape_and_colour_struck_through_on_its_own_background() -> (
    None
):
    for color in Color:
        plain = stone_cell(await drawn(color, OVERLAYS["plain"]))
        dead = stone_cell(await drawn(color, OVERLAYS[str(Mark.DEAD)]))
        assert dead[0] == plain[0]
        assert dead[1].color == plain[1].color
        assert dead[1].bgcolor != plain[1].bgcolor
        assert dead[1].strike


async def test_territory_is_smaller_than_a_stone_and_shaped_by_colour() -> None:
    app = BoardApp(Board(9))
    async with app.run_test(size=(25, 11)):
        view = app.query_one(BoardView)
        view.overlays = {(0, 0): Mark.BLACK_TERRITORY, (0, 1): Mark.WHITE_TERRITORY}
        assert view.lines()[1].startswith(" 9 ▪─▫─┬")


async def test_last_move_brackets_show_whole_on_the_board_edge() -> None:
    # The outer bracket stands in the space before the row number, never on it.
    for vertex, line, drawn_row in (("A9", 1, " 9(●)┬"), ("J5", 5, "┼(●)5"), ("A1", 9, " 1(●)┴")):
        app = BoardApp(with_stone(Color.BLACK, v(vertex)))
        async with app.run_test(size=(25, 11)):
            view = app.query_one(BoardView)
            view.last_move = v(vertex)
            assert drawn_row in view.lines()[line]


async def test_last_move_brackets_show_whole_on_the_edge_of_a_19x19_board() -> None:
    board = Board(19)
    board.play(Color.WHITE, v("T19", 19))
    app = BoardApp(board)
    async with app.run_test(size=(43, 21)):
        view = app.query_one(BoardView)
        view.last_move = v("T19", 19)
        assert view.lines()[1].endswith("─┬(○)19")


async def test_a_label_on_a_stone_stands_beside_it() -> None:
    app = BoardApp(with_stone(Color.WHITE))
    async with app.run_test(size=(25, 11)):
        view = app.query_one(BoardView)
        view.overlays = {POINT: Label("A")}
        assert "○A" in view.lines()[5]


# ---- the ghost ---------------------------------------------------------------------
async def test_the_ghost_shows_the_player_to_move_on_a_legal_point() -> None:
    empty = v("D3")
    app = BoardApp(with_stone(Color.BLACK))
    async with app.run_test(size=(40, 20)) as pilot:
        view = app.query_one(BoardView)
        view.hover = empty
        view.ghost = Ghost(Color.WHITE, allows=lambda point: point != POINT)
        await pilot.pause()
        char, style = stone_cell(window(view, empty))
        assert char == "○"
        assert style.color == view.get_component_rich_style("board--ghost-white").color
        assert style.color != view.get_component_rich_style("board--white").color
        view.ghost = Ghost(Color.WHITE, allows=lambda point: False)  # an illegal point
        await pilot.pause()
        assert stone_cell(window(view, empty))[0] == "┼"
        view.ghost = None
        await pilot.pause()
        assert stone_cell(window(view, empty))[0] == "┼"


async def test_the_ghost_follows_the_mouse() -> None:
    target = v("F3")
    app = BoardApp(Board(9))
    async with app.run_test(size=(40, 20)) as pilot:
        view = app.query_one(BoardView)
        view.ghost = Ghost(Color.BLACK, allows=lambda point: True)
        await pilot.hover(BoardView, offset=view.offset_of(target))
        assert view.hover == target
        assert stone_cell(window(view, target))[0] == "●"
        await pilot.hover(BoardView, offset=(0, 0))  # a coordinate: no point
        assert view.hover is None
        assert stone_cell(window(view, target))[0] == "┼"


async def test_the_ghost_in_ascii_is_a_small_letter() -> None:
    empty = v("D3")
    app = BoardApp(Board(9), ascii=True)
    async with app.run_test(size=(40, 20)) as pilot:
        view = app.query_one(BoardView)
        view.hover = empty
        view.ghost = Ghost(Color.BLACK, allows=lambda point: True)
        await pilot.pause()
        assert stone_cell(window(view, empty))[0] == "x"


@pytest.mark.parametrize(("ascii", "grid", "star"), [(False, "┼", "╋"), (True, ".", "+")])
async def test_the_cursor_on_an_empty_point_is_never_a_stone(
    ascii: bool, grid: str, star: str
) -> None:
    app = BoardApp(with_stone(Color.BLACK, v("C3")), ascii=ascii)
    async with app.run_test(size=(44, 20)) as pilot:  # cells of 4 columns
        view = app.query_one(BoardView)
        view.focus()
        view.ghost = Ghost(Color.WHITE, allows=lambda point: True)
        for empty, glyph in ((v("D4"), grid), (POINT, star)):
            view.cursor = empty
            view.hover = empty  # the mouse there too: the cursor wins
            await pilot.pause()
            cells = window(view, empty)
            char, style = stone_cell(cells)
            assert char == glyph
            assert style.bgcolor == view.get_component_rich_style("board--cursor").bgcolor
            assert style.color == view.get_component_rich_style("board--cursor-empty").color
            assert [style for _, style in cells[:3]] == [style] * 3  # wide cells: the grid too
        view.cursor = v("C3")  # a stone under the cursor keeps its own colour
        await pilot.pause()
        char, style = stone_cell(window(view, v("C3")))
        assert char == ("X" if ascii else "●")
        assert style.color == view.get_component_rich_style("board--black").color


async def test_an_undone_handicap_stone_leaves_an_empty_point_under_the_cursor(
    data_dir: Path,
) -> None:
    app = GoApp(settings=Settings(size=9, handicap=3, free_handicap=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = game_screen(app).board_view
        await enter(pilot, "g7")
        assert view.cursor == v("G7")
        assert stone_cell(window(view, v("G7")))[0] == "●"
        await enter(pilot, "u")
        assert view.board[v("G7")] is None
        assert view.cursor == v("G7")
        char, style = stone_cell(window(view, v("G7")))
        assert char == "╋"  # G7 is a star point of 9x9
        assert style.color == view.get_component_rich_style("board--cursor-empty").color


# ---- speed -------------------------------------------------------------------------
async def test_a_cursor_move_draws_only_the_lines_it_changes() -> None:
    app = BoardApp(Board(19))
    async with app.run_test(size=(100, 30)) as pilot:
        view = app.query_one(CountingBoard)
        view.focus()
        await pilot.pause()
        view.drawn = 0
        view.action_move_cursor(0, 1)
        await pilot.pause()
        assert 0 < view.drawn <= 4  # the cursor's row, and the letters above and below
        assert view.cursor == (9, 10)
        style = stone_cell(window(view, (9, 10)))[1]
        assert style.bgcolor == view.get_component_rich_style("board--cursor").bgcolor
        assert stone_cell(window(view, (9, 9)))[1].bgcolor != style.bgcolor
        view.drawn = 0
        view.action_move_cursor(1, 0)
        await pilot.pause()
        assert 0 < view.drawn <= 4  # the old row, the new row and the letters


async def test_the_game_shows_the_ghost_of_the_player_to_move(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        view = game_screen(app).board_view
        await pilot.hover(BoardView, offset=view.offset_of(v("D4")))
        await pilot.pause()
        assert stone_cell(window(view, v("D4")))[0] == "●"  # Black to move
        await pilot.press("e", "5", "enter")
        await pilot.pause()
        char, style = stone_cell(window(view, v("D4")))
        assert char == "○"  # White to move
        assert style.color == view.get_component_rich_style("board--ghost-white").color
        await pilot.hover(BoardView, offset=view.offset_of(v("E5")))
        await pilot.pause()  # a stone stands there: no ghost, the stone itself
        char, style = stone_cell(window(view, v("E5")))
        assert char == "●"
        assert style.color == view.get_component_rich_style("board--black").color


async def test_a_problem_shows_the_learners_ghost_until_it_is_over(data_dir: Path) -> None:
    app = GoApp(opening=open_problems)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProblemScreen)
        ghost = screen.board_view.ghost
        assert ghost is not None
        assert ghost.color is screen.session.attempt.learner
        wrong = next(
            point
            for point in screen.session.attempt.game.board.empty_points()
            if point in screen.board_view.shown and screen.session.attempt.hint() != point
        )
        screen.point_chosen(wrong)
        await reading_done(pilot)  # a move off the tree is read by the engine, in a thread
        assert screen.session.attempt.finished
        assert screen.board_view.ghost is None
