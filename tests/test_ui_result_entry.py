"""The result screen's letters act on Enter, as at the boards: a point typed as the game
ended (``q16``) runs nothing, and says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_mistakes import app_with
from textual.pilot import Pilot
from ui_support import enter

from go_tui.engine import Game
from go_tui.i18n import set_language
from go_tui.ui.screens.new_game import NewGameScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.entry_line import EntryLine


async def resigned(pilot: Pilot[object]) -> ResultScreen:
    await pilot.pause()
    await enter(pilot, "r")
    await pilot.click("#yes")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ResultScreen)
    return screen


def line(screen: ResultScreen) -> str:
    return str(screen.query_one(EntryLine).render())


@pytest.mark.parametrize(
    ("lang", "refused"),
    [
        ("en", "q16: no command here: the game is over."),
        ("nl", "q16: hier geen opdracht: de partij is afgelopen."),
    ],
)
async def test_a_point_typed_at_the_result_runs_nothing(
    data_dir: Path, lang: str, refused: str
) -> None:
    set_language(lang)
    app = app_with(Game(size=9))
    async with app.run_test(size=(100, 36)) as pilot:
        screen = await resigned(pilot)
        await pilot.press("q", "1", "6")
        assert line(screen).startswith("> q16▏")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen  # still running, nothing saved or quit
        assert line(screen).startswith(refused)
        assert not list(data_dir.rglob("*.sgf"))[1:]  # the autosave alone: nothing saved


async def test_a_letter_waits_for_enter_and_escape_clears_it(data_dir: Path) -> None:
    app = app_with(Game(size=9))
    async with app.run_test(size=(100, 36)) as pilot:
        screen = await resigned(pilot)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen
        assert line(screen).startswith("> n▏ Enter: New game")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen  # the typing is cleared, the review not opened
        assert line(screen).startswith("s⏎ save")
        await pilot.press("n", "enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
