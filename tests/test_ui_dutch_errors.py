"""The Dutch interface says in Dutch why a file could not be read: no English inside."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Input, Static
from ui_support import notifications, type_keys

from go_tui.i18n import set_language
from go_tui.play.computer import EngineChoice
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen

SIZE = (100, 36)


async def open_error(pilot: Pilot[object], path: Path) -> str:
    """What the Open dialog says about ``path``."""
    app = pilot.app
    await type_keys(pilot, "ctrl+o")
    dialog = app.screen
    dialog.query_one(Input).value = str(path)
    await type_keys(pilot, "enter")
    assert app.screen is dialog
    return str(dialog.query_one("#error", Static).render())


async def test_a_broken_file_is_explained_in_dutch(data_dir: Path, tmp_path: Path) -> None:
    illegal = tmp_path / "illegal.sgf"
    illegal.write_text("(;GM[1]SZ[9]\n;B[cc];W[cc])")
    unclosed = tmp_path / "unclosed.sgf"
    unclosed.write_text("(;GM[1]SZ[9]C[geen einde")
    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await open_error(pilot, illegal) == (
            f"{illegal} is geen geldig SGF-bestand: regel 2, kolom 7: zet 2 (Wit C7) is niet"
            " toegestaan: Op C7 staat al een steen."
        )
        await type_keys(pilot, "escape")
        assert await open_error(pilot, unclosed) == (
            f"{unclosed} is geen geldig SGF-bestand: regel 1, kolom 14: een waarde van een"
            " eigenschap zonder sluitende ']'"
        )


async def test_a_damaged_autosave_is_reported_in_dutch(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "autosave.sgf").write_text("(;SZ[9];B[zz])")
    set_language("nl")
    app = GoApp(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, GameScreen)
        notes = [Text.from_markup(n).plain for n in notifications(app)]
    assert len(notes) == 1
    assert notes[0].startswith(
        "De bewaarde partij kon niet gelezen worden (regel 1, kolom 8: B[zz] is geen punt op een"
        " bord van 9x9). Hij is bewaard als "
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
async def test_a_file_that_is_no_file_is_explained_in_dutch(data_dir: Path, tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.sgf"
    os.mkfifo(pipe)
    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await open_error(pilot, pipe) == (
            f"{pipe} kon niet gelezen worden: het is geen gewoon bestand (maar bijvoorbeeld een"
            " apparaat of een pijp)"
        )


async def test_an_engine_that_cannot_start_is_explained_in_dutch(data_dir: Path) -> None:
    set_language("nl")
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        missing = EngineChoice("/no/such/engine --gtp")
        app.start_game(Session.start(Settings(size=9, white_engine=missing)))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(500):
            if screen.thinking is None and "gestart" in screen.message:
                break
            await pilot.pause(0.01)
        assert screen.message.startswith(
            "/no/such/engine --gtp kon niet gestart worden: dat bestand bestaat niet."
        )


async def test_what_was_odd_about_an_opened_file_is_said_in_dutch(
    data_dir: Path, tmp_path: Path
) -> None:
    odd = tmp_path / "odd.sgf"
    odd.write_text("(;GM[1]SZ[9]KM[zes];B[ee])(;GM[1]SZ[9])")
    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_keys(pilot, "ctrl+o")
        app.screen.query_one(Input).value = str(odd)
        await type_keys(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        notes = [Text.from_markup(n).plain for n in notifications(app)]
    assert any(
        "het bestand bevat 2 partijen; de eerste is geopend; KM[zes] is geen getal; er wordt met"
        " komi 0 gespeeld" in note
        for note in notes
    ), notes


def test_a_broken_problem_file_is_explained_in_dutch(tmp_path: Path) -> None:
    """``go-tui --lang nl problems FILE``: the reader's fault and the verdict in Dutch."""
    from typer.testing import CliRunner

    from go_tui.cli import app

    broken = tmp_path / "broken.sgf"
    broken.write_text("(;GM[1]SZ[9]AB[cc")
    env = {"GO_TUI_DATA_DIR": str(tmp_path / "data")}
    result = CliRunner().invoke(app, ["--lang", "nl", "problems", str(broken)], env=env)
    assert result.exit_code == 1
    assert "broken.sgf: regel 1, kolom" in result.output
    assert f"{broken}: er kon geen opgave gelezen worden" in result.output
    assert "line" not in result.output
