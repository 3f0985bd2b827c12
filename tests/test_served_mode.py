"""A page served in a browser (``go-tui serve``) runs no command line and reaches no file
outside its own folder: the new-game dialog offers no "Other engine", the open and save
dialogs refuse a path elsewhere, and an engine command line is never started."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from textual.widgets import Input, Select, Static
from ui_support import new_game_dialog, type_keys

from go_tui.formats.gtp_client import EngineMissing
from go_tui.play.computer import Computer, EngineChoice
from go_tui.play.settings import PlayerKind, Settings
from go_tui.storage import SERVED_ENV, in_data_dir
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import PathScreen
from go_tui.ui.screens.game import GameScreen

SIZE = (100, 36)


@pytest.fixture
def served(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SERVED_ENV, "1")


def offered(select: Select[PlayerKind]) -> list[PlayerKind]:
    return [value for _prompt, value in select._options if isinstance(value, PlayerKind)]


@pytest.mark.parametrize("is_served", [False, True])
async def test_the_served_new_game_dialog_offers_no_command_line(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, is_served: bool
) -> None:
    if is_served:
        monkeypatch.setenv(SERVED_ENV, "1")
    async with GoApp().run_test(size=SIZE) as pilot:
        dialog = await new_game_dialog(pilot)
        kinds = offered(dialog.query_one("#black_player", Select))
        commands = dialog.query("#black_command, #white_command")
        if is_served:
            assert kinds == [PlayerKind.PERSON, PlayerKind.COMPUTER, PlayerKind.GNUGO]
            assert len(commands) == 0
        else:  # at the terminal, another engine's command line is offered
            assert PlayerKind.OTHER in kinds
            assert len(commands) == 2


async def test_a_served_page_opens_and_saves_only_in_its_own_folder(
    data_dir: Path, tmp_path: Path, served: None
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "theirs.sgf").write_text("(;GM[1]SZ[9];B[aa])")
    (data_dir / "games").mkdir(parents=True)
    (data_dir / "games" / "mine.sgf").write_text("(;GM[1]SZ[9];B[cc])")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        for outside in (elsewhere / "copy.sgf", data_dir / "games" / ".." / ".." / "x.sgf"):
            dialog.query_one(Input).value = str(outside)
            await type_keys(pilot, "enter")
            assert app.screen is dialog
            error = str(dialog.query_one("#error", Static).render())
            assert error.startswith("A page served in a browser keeps its files in its own")
        assert not (elsewhere / "copy.sgf").exists()
        assert not (tmp_path / "x.sgf").exists()
        await type_keys(pilot, "escape", "ctrl+o")
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        dialog.query_one(Input).value = str(elsewhere)  # not even listed
        await type_keys(pilot, "enter")
        assert app.screen is dialog
        assert "own folder" in str(dialog.query_one("#error", Static).render())
        dialog.query_one(Input).value = str(data_dir / "games" / "mine.sgf")
        await type_keys(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert len(screen.game.moves) == 1


def test_a_path_through_a_link_out_of_the_folder_is_outside(data_dir: Path, tmp_path: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "out").symlink_to(tmp_path)
    assert in_data_dir(data_dir / "games" / "a.sgf")
    assert not in_data_dir(data_dir / "out" / "a.sgf")
    assert not in_data_dir(Path("/etc/passwd"))


def test_a_served_page_starts_no_engine_command_line(tmp_path: Path, served: None) -> None:
    ran = tmp_path / "ran"
    computer = Computer(EngineChoice(f"{sys.executable} -c \"open('{ran}', 'w')\""))
    with pytest.raises(EngineMissing, match="served"):
        computer.start()
    assert not ran.exists()


def test_the_served_session_marks_its_app_served(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from go_tui.web import session

    seen: list[str | None] = []
    monkeypatch.setenv(SERVED_ENV, "")  # main sets it: put back as it was after
    monkeypatch.setattr(sys, "argv", ["session", "en", "discs"])
    monkeypatch.setattr("go_tui.ui.app.run", lambda **_: seen.append(os.environ.get(SERVED_ENV)))
    session.main()
    assert seen == ["1"]
