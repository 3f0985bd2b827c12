"""Board themes: each tells black from white, with and without colour; the palette
chooses one, every board takes it, and it is there again after a restart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.color import Color as RichColor
from rich.style import Style
from textual.app import App, ComposeResult
from textual.color import Color as TextualColor
from textual.filter import NoColor
from ui_support import game_screen, v

from go_tui.engine import Board, Color
from go_tui.play.settings import Settings
from go_tui.preferences import BOARD_THEMES, load_preferences
from go_tui.ui.app import GoApp
from go_tui.ui.widgets.board import BoardView
from go_tui.ui.widgets.board_themes import PALETTES

BLACK, WHITE = v("C3"), v("G7")
rich_color = RichColor.parse


class ThemedApp(App[None]):
    CSS = ""

    def __init__(self, theme: str) -> None:
        super().__init__()
        self.board_theme = theme

    def compose(self) -> ComposeResult:
        board = Board(9)
        board.play(Color.BLACK, BLACK)
        board.play(Color.WHITE, WHITE)
        yield BoardView(board)


def cell(view: BoardView, point: tuple[int, int], no_color: bool) -> tuple[str, Style]:
    x, y = view.offset_of(point)
    segments = list(view.render_line(y).crop(x, x + 1))
    if no_color:
        segments = NoColor().apply(segments, TextualColor(0, 0, 0))
    return segments[0].text, segments[0].style or Style()


@pytest.mark.parametrize("no_color", [False, True], ids=["colour", "no colour"])
@pytest.mark.parametrize("theme", BOARD_THEMES)
async def test_each_theme_tells_black_from_white(theme: str, no_color: bool) -> None:
    with pytest.MonkeyPatch.context() as patch:
        if no_color:
            patch.setenv("NO_COLOR", "1")
        app = ThemedApp(theme)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.pause()
        view = app.query_one(BoardView)
        view.show_cursor = False
        await pilot.pause()
        black, white = cell(view, BLACK, no_color), cell(view, WHITE, no_color)
        assert black[0] != white[0]  # the shapes differ
        if not no_color:
            palette = PALETTES[theme]
            assert black[1].color == rich_color(palette.black)
            assert white[1].color == rich_color(palette.white)
            assert black[1].bgcolor == white[1].bgcolor == rich_color(palette.board)


def test_the_themes_differ() -> None:
    boards = {palette.board for palette in PALETTES.values()}
    assert set(PALETTES) == set(BOARD_THEMES)
    assert len(boards) == len(BOARD_THEMES)


def contrast(first: str, second: str) -> float:
    """WCAG's contrast ratio of two ``#rrggbb`` colours (1 to 21)."""

    def luminance(color: str) -> float:
        channels = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


@pytest.mark.parametrize("theme", BOARD_THEMES)
def test_seki_and_dead_stones_stand_out_from_the_board_and_both_stones_read_on_them(
    theme: str,
) -> None:
    """The marking screen's two backgrounds (once seki was the board's colour in the dark
    theme, 1.02:1, and dead stones the faintest thing in the high-contrast one)."""
    palette = PALETTES[theme]
    for behind in (palette.on_seki, palette.on_dead):
        assert contrast(behind, palette.board) >= 1.25
        assert contrast(palette.black, behind) >= 3
        assert contrast(palette.white, behind) >= 3
    assert contrast(palette.on_seki, palette.on_dead) >= 1.25


async def test_an_app_stylesheet_restyles_the_board() -> None:
    class Restyled(ThemedApp):
        CSS = "BoardView > .board--black { color: #ff0000; }"

    app = Restyled("wood")
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.pause()
        view = app.query_one(BoardView)
        view.show_cursor = False
        assert cell(view, BLACK, False)[1].color == rich_color("#ff0000")


async def test_the_palette_chooses_a_theme_that_survives_a_restart(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = game_screen(app).board_view
        wood = view.get_component_rich_style("board--black").bgcolor
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Board: dark")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await pilot.pause()
        assert app.board_theme == "dark"
        dark = view.get_component_rich_style("board--black").bgcolor
        assert dark != wood
        assert dark == rich_color(PALETTES["dark"].board)
    stored = json.loads((data_dir / "settings.json").read_text())
    assert stored["preferences"]["board_theme"] == "dark"
    assert load_preferences().board_theme == "dark"
    again = GoApp(settings=Settings(size=9))
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = game_screen(again).board_view
        assert view.board_theme == "dark"
        assert view.get_component_rich_style("board--black").bgcolor == dark


def test_a_damaged_theme_falls_back_to_wood(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text('{"preferences": {"board_theme": "neon"}}')
    assert load_preferences().board_theme == "wood"
