"""``go-tui game.sgf`` (and ``go-tui play game.sgf``) opens a record at the start."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner
from ui_support import notifications

from go_tui.cli import app, record_as_play
from go_tui.i18n import set_language
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.start import StartScreen

RECORD = "(;GM[1]FF[4]SZ[9]PB[Anna]PW[Bram];B[ee];W[cc];B[gg])"


@pytest.mark.parametrize(
    ("given", "parsed"),
    [
        (["game.sgf"], ["play", "game.sgf"]),
        (["--lang", "nl", "GAME.SGF"], ["--lang", "nl", "play", "GAME.SGF"]),
        (["--lang=en", "--ascii", "g.sgf"], ["--lang=en", "--ascii", "play", "g.sgf"]),
        (["review", "g.sgf"], ["review", "g.sgf"]),
        (["problems", "g.sgf"], ["problems", "g.sgf"]),
        (["lern"], ["lern"]),  # a mistyped command stays one, for the parser to refuse
        ([], []),
    ],
)
def test_a_record_on_the_command_line_is_played(given: list[str], parsed: list[str]) -> None:
    assert record_as_play(given) == parsed


def opening_of(path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[GoApp], None]:
    """What ``go-tui play PATH`` would open above the start screen."""
    started: list[dict[str, Any]] = []
    monkeypatch.setattr("go_tui.ui.app.run", lambda **options: started.append(options))
    result = CliRunner().invoke(app, ["play", str(path)])
    assert result.exit_code == 0, result.output
    assert started[0].get("settings") is None
    opening = started[0]["opening"]
    assert callable(opening)
    return opening


async def test_the_record_opens_on_the_game_screen(
    tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(RECORD)
    go_app = GoApp(opening=opening_of(path, monkeypatch))
    async with go_app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        screen = go_app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.move_number == 3
        assert screen.session.black == ("Anna",)
        assert f"Opened {path}." in notifications(go_app)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_a_record_that_cannot_be_read_is_said_over_the_start_screen(
    tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    path = tmp_path / "missing.sgf"
    opening = opening_of(path, monkeypatch)
    set_language(lang)  # as run() sets it (the command line's own parse sets the default)
    go_app = GoApp(opening=opening)
    async with go_app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        assert isinstance(go_app.screen, StartScreen)
        missing = {"en": f"There is no file {path}.", "nl": f"Het bestand {path} bestaat niet."}
        assert notifications(go_app) == [missing[lang]]
