"""The new-game dialog opens on its first field, and the field with focus stands out."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.color import Color
from textual.widget import Widget
from textual.widgets import Select
from ui_support import new_game_dialog, type_keys

from go_tui.i18n import set_language
from go_tui.ui.app import GoApp


def background(widget: Widget) -> Color:
    bgcolor = widget.rich_style.bgcolor
    assert bgcolor is not None
    assert bgcolor.triplet is not None
    return Color(*bgcolor.triplet)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_dialog_opens_on_the_board_size_not_on_start(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        dialog = await new_game_dialog(pilot)
        size = dialog.query_one("#size", Select)
        assert app.focused is size
        await type_keys(pilot, "enter")  # opens the board sizes; no game starts
        assert app.screen is dialog
        assert size.expanded
        await type_keys(pilot, "up", "enter")  # from 19x19 one up
        assert app.screen is dialog
        assert size.value == 13


async def test_the_field_with_focus_stands_out(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        await type_keys(pilot, "p")
        dialog = app.screen
        plain = background(dialog.query_one("#dialog"))
        for focused, other in (("#size SelectCurrent", "#komi"), ("#komi", "#size SelectCurrent")):
            assert background(dialog.query_one(other)) == plain
            lit = background(dialog.query_one(focused))
            assert abs(lit.brightness - plain.brightness) > 0.15, (focused, lit, plain)
            await type_keys(pilot, "tab", "tab")  # size, handicap, komi
