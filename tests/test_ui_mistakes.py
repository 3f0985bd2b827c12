"""The mistakes of a finished game in the app: m on the result screen runs the review in a
worker and steps through what it found, each on the board before its move."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from test_review import TINY, left_in_atari, vertices
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button
from ui_support import enter, type_keys

from go_tui.engine import Color, Game
from go_tui.i18n import language, set_language
from go_tui.play.session import Session
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.mistakes import MistakesScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.board import BoardView
from go_tui.ui.widgets.board_scene import Mark

SIZE = (100, 36)


@pytest.fixture(autouse=True)
def tiny(monkeypatch: pytest.MonkeyPatch) -> None:
    """A review of a few seconds: enough playouts to rank a lost group of three."""
    monkeypatch.setattr("go_tui.ui.screens.mistakes.budget_for", lambda size: TINY)


def app_with(game: Game) -> GoApp:
    return GoApp(opening=lambda app: app.start_game(Session(game)))


async def reviewed(pilot: Pilot[object]) -> MistakesScreen:
    """The mistakes screen, once its review is done."""
    screen = pilot.app.screen
    assert isinstance(screen, MistakesScreen)
    for _ in range(3000):
        if screen.found is not None:
            await pilot.pause()
            return screen
        await pilot.pause(0.01)
    raise AssertionError("the review did not finish")


def text(screen: MistakesScreen, name: str) -> str:
    return str(screen.query_one(f"#mistakes-{name}").render())


async def resign_and_open_mistakes(pilot: Pilot[object]) -> MistakesScreen:
    await enter(pilot, "r")
    await pilot.click("#yes")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ResultScreen)
    label = str(pilot.app.screen.query_one("#mistakes", Button).label)
    assert label == ("Fouten" if language() == "nl" else "Mistakes")
    await type_keys(pilot, "m", "enter")
    return await reviewed(pilot)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "left the three stones at E5 in atari; E4 saves them"),
        pytest.param(
            "nl",
            "liet de drie stenen bij E5 atari staan; E4 redt ze",
            marks=pytest.mark.slow,  # a second review in the app
        ),
    ],
)
async def test_the_result_screen_opens_the_mistakes_on_the_board(
    data_dir: Path, lang: str, line: str
) -> None:
    set_language(lang)
    app = app_with(left_in_atari())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        screen = await resign_and_open_mistakes(pilot)
        assert screen.found is not None
        first = screen.found.findings[0]
        assert first.number == 2
        assert line in text(screen, "finding")
        assert text(screen, "status").startswith("Mistake 1 of" if lang == "en" else "Fout 1 van")
        board = screen.query_one(BoardView)
        assert board.board[vertices("H8")[0]] is None  # the position before the move
        assert board.overlays[vertices("H8")[0]] is Mark.WRONG
        assert board.overlays[vertices("E4")[0]] is Mark.RIGHT
        for stone in vertices("C5", "D5", "E5"):
            assert board.board[stone] is Color.BLACK
            assert board.overlays[stone] is Mark.DEAD
        total = len(screen.found.findings)
        which = "Mistake {} of {}" if lang == "en" else "Fout {} van {}"
        await type_keys(pilot, "n")
        assert text(screen, "status").startswith(which.format(min(2, total), total))
        await type_keys(pilot, "p", "p")  # back to the first, then round to the last
        assert text(screen, "status").startswith(which.format(total, total))
        await type_keys(pilot, "escape")
        assert isinstance(app.screen, ResultScreen)


async def test_a_game_with_no_mistake_says_so(data_dir: Path) -> None:
    game = Game(size=9)
    for vertex in ("E5", "E4"):
        assert game.play(vertices(vertex)[0])
    app = app_with(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await resign_and_open_mistakes(pilot)
        assert text(screen, "status") == "No move lost 2 points or more, in 2 moves."
        assert text(screen, "finding") == ""


async def test_leaving_before_the_review_ends_goes_back_to_the_result(data_dir: Path) -> None:
    app = app_with(left_in_atari())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await enter(pilot, "r")
        await pilot.click("#yes")
        await pilot.pause()
        await pilot.press("m", "enter")
        mistakes = app.screen
        assert isinstance(mistakes, MistakesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen)
        assert mistakes.closed  # its worker stops at the review's next step
        await pilot.pause(0.3)
        assert isinstance(app.screen, ResultScreen)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_every_button_of_the_result_shows_its_whole_label_at_80x24(
    data_dir: Path, lang: str
) -> None:
    set_language(lang)
    app = app_with(left_in_atari())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await enter(pilot, "r")
        await pilot.click("#yes")
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ResultScreen)
        right = 0
        for button in result.query(Button):
            label = str(button.label)
            room = button.parent.content_region if isinstance(button.parent, Widget) else None
            assert room is not None
            assert cell_len(label) <= button.content_region.width, label
            assert button.region.x >= right, label  # side by side, none over another
            assert button.region.right <= room.right, label  # none cut off by the dialog
            right = button.region.right
