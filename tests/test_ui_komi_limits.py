"""A komi no board can hold and a capture goal under one are refused, with a reason,
on the command line and in the new-game dialog alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Select, Static
from typer.testing import CliRunner
from ui_support import new_game_dialog

from go_tui.cli import app as cli_app
from go_tui.i18n import set_language
from go_tui.ui.app import GoApp


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--komi", "inf"], "Komi must lie between -81 and 81 on a 9x9 board, not inf."),
        (["--komi", "1e9"], "on a 9x9 board, not 1e+09."),
        (["--komi", "nan"], "on a 9x9 board, not nan."),
        (["--komi=-100"], "on a 9x9 board, not -100."),
        (
            ["--variant", "capture", "--capture-goal", "0"],
            "The number of captures that wins must be a whole number of at least 1.",
        ),
    ],
)
def test_the_command_line_refuses_an_impossible_number(
    arguments: list[str], complaint: str
) -> None:
    result = CliRunner().invoke(cli_app, ["play", "--size", "9", *arguments])
    assert result.exit_code == 2
    assert complaint in " ".join(result.output.replace("│", " ").split())


def test_the_command_line_takes_a_komi_within_the_board(monkeypatch: pytest.MonkeyPatch) -> None:
    from test_ui_cli import settings_from

    assert settings_from(["--size", "9", "--komi=-81"], monkeypatch).komi == -81
    settings = settings_from(["--variant", "capture", "--capture-goal", "5"], monkeypatch)
    assert settings.capture_goal == 5


LIMIT = {
    "en": "Komi must lie between -81 and 81 on a 9x9 board, not 500.",
    "nl": "Komi moet tussen -81 en 81 liggen op een 9x9-bord, niet 500.",
}


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_dialog_refuses_a_komi_beyond_the_board(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        dialog = await new_game_dialog(pilot)
        dialog.query_one("#size", Select).value = 9
        dialog.query_one("#komi", Input).value = "500"
        await pilot.click("#start")
        await pilot.pause()
        assert app.screen is dialog
        assert str(dialog.query_one("#error", Static).render()) == LIMIT[lang]
