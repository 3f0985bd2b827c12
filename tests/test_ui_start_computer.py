"""The start screen's "Play the computer": one key or Enter to a 9x9 game against the
built-in computer, and a start screen that still fits 80x24 in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button
from ui_support import type_keys

from go_tui.engine import Color
from go_tui.i18n import set_language
from go_tui.play.computer import EngineChoice
from go_tui.ui.app import GoApp
from go_tui.ui.screens.fit import footer_width
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.start import StartScreen

SIZE = (80, 24)


@pytest.mark.parametrize("keys", [("t",), ("down", "enter")])
async def test_play_the_computer_starts_black_against_it_on_9x9(
    data_dir: Path, keys: tuple[str, ...]
) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_keys(pilot, *keys)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.size == 9
        assert screen.session.computers == {Color.WHITE: EngineChoice("computer", 3)}
        assert screen.game.to_move is Color.BLACK
        screen.match.close()


@pytest.mark.parametrize(("lang", "label"), [("en", "Play the computer"), ("nl", "Speel tegen")])
async def test_the_start_screen_fits_80x24_with_the_computer(
    data_dir: Path, lang: str, label: str
) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        assert footer_width(screen) <= SIZE[0]
        button = screen.query_one("#computer", Button)
        assert label in str(button.label)
        for widget in screen.query(Button):
            assert widget.region.height >= 1, widget
            assert widget.region.bottom < SIZE[1], widget  # above the footer
