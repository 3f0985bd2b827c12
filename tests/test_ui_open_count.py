"""Counting while borders are still open: the players are asked first, and the result
says the count was made anyway."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button, Static
from ui_support import engine_answered, enter, game_screen

from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.session import Session
from go_tui.play.session_sgf import session_from_record
from go_tui.play.settings import Settings, Variant
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import ConfirmScreen
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.screens.result import ResultScreen

SIZE = (100, 36)
OPEN_BOARD = """(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]RU[japanese]GOTUIVARIANT[normal]
;B[ee];W[fe];B[ff];W[gf];B[fd];W[df];B[ge];W[di];B[ci];W[eh];B[bh];W[dg];B[cg]
;W[ch];B[dh];W[gd];B[ch];W[he];B[eg];W[hc];B[];W[])"""
"""A 9x9 game passed while borders are still open."""

QUESTION = {
    "en": "points are still open: a border is not closed there, so this count may be wrong.",
    "nl": "punten open: daar is een grens nog niet dicht, dus deze telling kan fout zijn.",
}
WARNING = {
    "en": "Counted with borders still open (",
    "nl": "Geteld terwijl er nog grenzen open lagen (",
}


def question_of(app: GoApp) -> str:
    dialog = app.screen
    assert isinstance(dialog, ConfirmScreen), dialog
    return dialog.question


async def count_anyway(app: GoApp, pilot: object) -> None:
    """Press the dialog's "count anyway" button (not the default)."""
    assert isinstance(app.screen, ConfirmScreen)
    app.screen.query_one("#yes", Button).press()
    await pilot.pause()  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_accepting_an_unfinished_count_asks_first(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(session_from_record(load_sgf(OPEN_BOARD)))
        await pilot.pause()
        await engine_answered(pilot)
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        still_open = len(marking.count.needs_sealing())
        assert still_open > 1
        await enter(pilot, "a")
        question = question_of(app)
        assert f"{still_open} p" in question.split(":")[0]  # points, punten
        assert QUESTION[lang] in question
        await pilot.press("enter")  # the default: go back to the marking
        await pilot.pause()
        assert app.screen is marking
        assert game_screen_result(app) == ""
        await enter(pilot, "a")
        await count_anyway(app, pilot)
        result = app.screen
        assert isinstance(result, ResultScreen)
        warning = str(result.query_one("#open", Static).render())
        assert warning.startswith(f"{WARNING[lang]}{still_open} ")


def game_screen_result(app: GoApp) -> str:
    """The result the game below the marking screen records."""
    screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    return screen.session.info.result


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_gebieds_go_on_an_open_board_asks_before_counting(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(Session.start(Settings(size=19, variant=Variant.TERRITORY)))
        await pilot.pause()
        screen = game_screen(app)
        await enter(pilot, "d4", "q16", "p", "p")
        assert QUESTION[lang] in question_of(app)
        await pilot.press("enter")  # the default: play on, the passes dropped
        await pilot.pause()
        assert app.screen is screen
        assert screen.game.passes == 0
        assert not screen.game.is_over
        assert screen.session.info.result == ""
        await enter(pilot, "p", "p")
        await count_anyway(app, pilot)
        result = app.screen
        assert isinstance(result, ResultScreen)
        assert screen.session.info.result == "W+6.5"
        warning = str(result.query_one("#open", Static).render())
        assert warning.startswith(WARNING[lang])


async def test_a_closed_count_is_accepted_without_a_question(data_dir: Path) -> None:
    from test_ui_end import walls_session

    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(walls_session())
        await pilot.pause()
        await enter(pilot, "p", "p")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert not marking.count.needs_sealing()
        await enter(pilot, "a")
        result = app.screen
        assert isinstance(result, ResultScreen)
        assert not result.query("#open")
