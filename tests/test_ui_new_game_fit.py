"""The new-game dialog fits an 80x24 terminal in both languages, with the most fields shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Input, Label, Select
from ui_support import new_game_dialog

from go_tui.i18n import set_language
from go_tui.ui.app import GoApp

SIZE = (80, 24)


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize(("black", "white"), [("computer", "other"), ("gnugo", "person")])
async def test_every_field_and_the_buttons_fit_80x24(
    data_dir: Path, lang: str, black: str, white: str
) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        dialog = await new_game_dialog(pilot)
        dialog.query_one("#handicap", Select).value = 4  # the placement row too
        dialog.query_one("#variant", Select).value = "capture"  # and the goal
        dialog.query_one("#black_player", Select).value = black
        dialog.query_one("#white_player", Select).value = white
        await pilot.pause()
        dialog.query_one("#komi", Input).value = "x"
        assert dialog.settings() is None  # an error shown below the fields
        await pilot.pause()
        shown = [w for w in dialog.query("#fields > *") if w.display]
        assert len(shown) == 2 * 14  # 10 settings, and 2 lines for each colour's player
        for widget in [*shown, dialog.query_one("#error"), dialog.query_one("#start")]:
            region = widget.region
            assert region.height >= 1, widget
            assert region.y >= 0, widget
            assert region.bottom <= SIZE[1], widget
            assert region.right <= SIZE[0], widget
        for label in dialog.query("#fields Label").results(Label):
            if label.display:
                text = str(label.render())
                assert cell_len(text) <= label.region.width, text  # no label cut off
        for select in dialog.query(".players").results(Select):
            prompt = str(select.query_one("SelectCurrent Static#label").render())
            assert cell_len(prompt) + 2 <= select.region.width, prompt
