"""Move numbers on the stones: which stones, how they fit the cell, and the key."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.style import Style
from textual.app import App, ComposeResult
from textual.color import Color as TextualColor
from textual.filter import NoColor
from ui_support import FooterKey, enter, game_screen, notifications, v

from go_tui.engine import Board, Color, Game, Move
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.lessons import LessonListScreen, LessonScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.widgets.board import BoardView, Numbering, move_numbers, number_text


def played(*vertices: str | None, size: int = 9) -> Game:
    game = Game(size)
    for vertex in vertices:
        game.play(None if vertex is None else v(vertex, size))
    return game


def test_a_stone_shows_the_number_of_the_move_that_put_it_there() -> None:
    # White's A1 (move 2) is taken by A2 (move 3), and Black plays A1 itself (move 5).
    game = played("B1", "A1", "A2", "C1", "A1")
    assert game.board[v("A1")] is Color.BLACK
    numbers = move_numbers(game.moves, game.board, Numbering.ALL)
    assert numbers == {v("B1"): 1, v("A2"): 3, v("C1"): 4, v("A1"): 5}
    assert move_numbers(game.moves, game.board, Numbering.OFF) == {}


def test_a_captured_stone_and_a_setup_stone_show_no_number() -> None:
    game = Game(9, setup={v("E5"): Color.BLACK})
    for vertex in ("B1", "A1", "A2"):
        game.play(v(vertex))
    assert game.board[v("A1")] is None
    assert move_numbers(game.moves, game.board, Numbering.ALL) == {v("B1"): 1, v("A2"): 3}


def test_the_last_ten_moves_only() -> None:
    vertices = [f"{column}{row}" for row in (1, 3, 5, 7) for column in "ABCDEFGHJ"][:14]
    game = played(*vertices)
    numbers = move_numbers(game.moves, game.board, Numbering.LAST)
    assert sorted(numbers.values()) == list(range(5, 15))


def test_a_number_fits_its_cell_by_its_last_two_digits() -> None:
    assert number_text(7, 2) == "7"
    assert number_text(42, 2) == "42"
    assert number_text(123, 2) == "23"
    assert number_text(100, 2) == "00"
    assert number_text(123, 3) == "123"


def number_cells(view: BoardView, vertex: str) -> list[tuple[str, Style]]:
    x, y = view.offset_of(v(vertex, view.board.size))
    return [
        (char, segment.style or Style())
        for segment in view.render_line(y).crop(x, x + 2)
        for char in segment.text
    ]


async def test_the_key_cycles_the_numbers_on_the_game_screen(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        view = screen.board_view
        vertices = ["C3", "G7", "C7", "G3", "E5", "E3", "E7", "C5", "G5", "D4", "F6", "D6"]
        await enter(pilot, *[vertex.lower() for vertex in vertices])
        assert view.numbering is Numbering.OFF
        assert "●" in "".join(view.lines())
        await pilot.press("number_sign")
        await pilot.pause()
        assert view.numbering is Numbering.LAST
        assert number_cells(view, "D6")[0][0] == "1"  # move 12, a white stone
        assert [char for char, _ in number_cells(view, "D6")] == ["1", "2"]
        assert number_cells(view, "G7")[0][0] == "○"  # move 2: not among the last 10
        await pilot.press("number_sign")
        await pilot.pause()
        assert view.numbering is Numbering.ALL
        assert number_cells(view, "G7")[0][0] == "2"
        black, white = number_cells(view, "C3")[0][1], number_cells(view, "G7")[0][1]
        assert black.bgcolor == view.get_component_rich_style("board--black").color
        assert white.bgcolor == view.get_component_rich_style("board--white").color
        assert black.color != white.color  # light on black, dark on white
        await pilot.press("number_sign")
        await pilot.pause()
        assert view.numbering is Numbering.OFF
        assert number_cells(view, "C3")[0][0] == "●"
        footer = {key.key_display: key.description for key in screen.query(FooterKey)}
        assert footer.get("#") == "Numbers"


async def test_review_numbers_the_position_it_shows(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = game_screen(app).board_view
        await enter(pilot, "c3", "g7", "e5")
        await pilot.press("number_sign", "number_sign", "left_square_bracket")
        await pilot.pause()
        assert number_cells(view, "G7")[0][0] == "2"
        assert number_cells(view, "E5")[0][0] == "╋"  # a star point: not yet played there


async def test_numbers_show_on_a_lesson_board(data_dir: Path) -> None:
    app = GoApp(opening=lambda app: app.push_screen(LessonListScreen()))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        while not screen.board_view.display:
            await pilot.press("pagedown")
            await pilot.pause()
        view = screen.board_view
        await pilot.press("number_sign", "number_sign")
        await pilot.pause()
        assert view.numbering is Numbering.ALL
        point = next(point for point in view.board.empty_points() if point in view.shown)
        view.moves = [Move(Color.BLACK, point)]
        view.board = Board(view.board.size)
        view.board.play(Color.BLACK, point)
        view.board = view.board
        await pilot.pause()
        x, y = view.offset_of(point)
        assert view.render_line(y).crop(x, x + 1).text == "1"
        footer = {key.key_display for key in screen.query(FooterKey)}
        assert "#" in footer


async def test_numbered_stones_differ_without_colour() -> None:
    game = played("C3", "G7")

    class Numbered(App[None]):
        def compose(self) -> ComposeResult:
            yield BoardView(game.board)

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("NO_COLOR", "1")
        app = Numbered()
    async with app.run_test(size=(25, 11)) as pilot:
        view = app.query_one(BoardView)
        view.moves = game.moves
        view.numbering = Numbering.ALL
        await pilot.pause()
        seen = [
            NoColor().apply(list(view.render_line(y).crop(x, x + 1)), TextualColor(0, 0, 0))[0]
            for x, y in (view.offset_of(v("C3")), view.offset_of(v("G7")))
        ]
    assert [segment.text for segment in seen] == ["1", "2"]
    assert seen[0].style != seen[1].style  # black's number reversed, white's plain


async def test_numbers_show_on_the_marking_board(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await enter(pilot, "c3", "g7", "p", "p")
        screen = app.screen
        assert isinstance(screen, MarkingScreen)
        view = screen.query_one(BoardView)
        await pilot.press("number_sign", "number_sign")
        await pilot.pause()
        assert view.numbering is Numbering.ALL
        assert number_cells(view, "C3")[0][0] == "1"
        assert number_cells(view, "G7")[0][0] == "2"


# ---- numbers in cells of two columns (19x19 at 80 columns) ---------------------------
def rows_of_stones(moves: int = 120) -> Game:
    """Black on rows 1, 3, 5... and White on rows 2, 4, 6..., ten columns A-K, in turn:
    move 1 is A1, move 2 A2, move 21 A3, move 120 K12."""
    game = Game(19)
    for pair in range(moves // 2):
        column, black_row = "ABCDEFGHJK"[pair % 10], 2 * (pair // 10) + 1
        game.play(v(f"{column}{black_row}", 19))
        game.play(v(f"{column}{black_row + 1}", 19))
    return game


def test_narrow_cells_number_at_most_the_last_100_moves() -> None:
    game = rows_of_stones()
    numbers = move_numbers(game.moves, game.board, Numbering.ALL, most=100)
    assert sorted(numbers.values()) == list(range(21, 121))
    shown = [number_text(number, 2) for number in numbers.values()]
    assert len(set(shown)) == 100  # no two alike
    assert number_text(120, 2) == "20"
    assert len(move_numbers(game.moves, game.board, Numbering.ALL)) == 120


class Numbered(App[None]):
    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        yield BoardView(self.game.board)


def shades(view: BoardView, *vertices: str) -> list[tuple[str, Style]]:
    """The number drawn on each point (the characters of its cell in its style), and
    its style."""
    seen = []
    for vertex in vertices:
        cells = number_cells(view, vertex)
        style = cells[0][1]
        seen.append(("".join(char for char, seen in cells if seen == style), style))
    return seen


async def test_numbers_side_by_side_in_narrow_cells_read_apart() -> None:
    game = rows_of_stones()
    app = Numbered(game)
    async with app.run_test(size=(44, 21)) as pilot:
        view = app.query_one(BoardView)
        view.moves, view.last_move = game.moves, v("K12", 19)
        view.numbering = Numbering.ALL
        await pilot.pause()
        assert view.lines()[8].startswith("12 02040608101214161820┼")  # moves 102 to 120
        assert view.lines()[17].startswith(" 3 21232527293133353739┼")
        assert view.lines()[19].startswith(" 1 ●─●─●")  # moves 1-19: before the last 100
        black = view.get_component_rich_style("board--black").color
        white = view.get_component_rich_style("board--white").color
        (h11, h_style), (j11, j_style), (k11, k_style) = shades(view, "H11", "J11", "K11")
        assert (h11, j11, k11) == ("15", "17", "19")
        assert h_style.bgcolor != j_style.bgcolor  # neighbours: two shades
        assert h_style.bgcolor == k_style.bgcolor
        assert black in (h_style.bgcolor, j_style.bgcolor)
        assert h_style.color == j_style.color  # light on either shade
        (_, h12_style), (_, j12_style) = shades(view, "H12", "J12")
        assert white in (h12_style.bgcolor, j12_style.bgcolor)
        assert h12_style.bgcolor != j12_style.bgcolor
        for dark, light in ((h_style, h12_style), (j_style, j12_style)):  # black stays dark
            assert dark.bgcolor is not None
            assert light.bgcolor is not None
            assert sum(dark.bgcolor.get_truecolor()) < sum(light.bgcolor.get_truecolor())
        (last, last_style), (_, before_style) = shades(view, "K12", "J12")
        assert last == "20"
        assert last_style.underline  # the last move: underlined, no bracket on J12's 18
        assert not before_style.underline


async def test_the_last_move_is_underlined_in_a_short_game_too() -> None:
    # Move 11 on H9 and move 7 on J9, both Black, read as "11" and "7", not "117".
    game = played("A1", "A2", "B1", "B2", "C1", "C2", "J9", "D2", "E1", "E2", "H9", "F2")
    app = Numbered(game)
    async with app.run_test(size=(23, 11)) as pilot:
        view = app.query_one(BoardView)
        view.moves, view.last_move = game.moves, v("F2")
        view.numbering = Numbering.ALL
        await pilot.pause()
        (h9, h9_style), (j9, j9_style) = shades(view, "H9", "J9")
        assert (h9, j9) == ("11", "7")
        assert h9_style.bgcolor != j9_style.bgcolor
        assert view.lines()[8].startswith(" 2 2─4─6─8─10")
        assert shades(view, "F2")[0][1].underline
        assert "(" not in view.lines()[8]


async def test_the_key_says_once_how_numbers_show_in_narrow_cells(data_dir: Path) -> None:
    game = rows_of_stones()
    app = Numbered(game)
    async with app.run_test(size=(44, 21)) as pilot:
        view = app.query_one(BoardView)
        view.moves = game.moves
        view.focus()
        await pilot.press("number_sign", "number_sign")
        await pilot.pause()
        notes = notifications(app)
        assert len(notes) == 1
        assert "20 for move 120" in notes[0]
        assert "82x39" in notes[0]  # 19x19 in cells of 4 columns: 82 by 39


async def test_three_digits_on_an_edge_point_keep_clear_of_the_row_numbers() -> None:
    game = rows_of_stones()
    app = Numbered(game)
    async with app.run_test(size=(82, 39)) as pilot:  # 19x19 in cells of 4 columns
        view = app.query_one(BoardView)
        view.moves = game.moves
        view.numbering = Numbering.ALL
        await pilot.pause()
        row = view.lines()[15]
        assert row.startswith("12 102─104─106─")
        assert view.lines()[35].startswith(" 2  2───4───6")  # moves 2, 4, 6: all shown
