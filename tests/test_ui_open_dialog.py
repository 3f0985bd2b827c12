"""The Open dialog lists the SGF files of a folder, newest first, to pick with the arrows;
a typed path still opens, and a typed folder lists its own files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static
from ui_support import type_keys

from go_tui.i18n import set_language
from go_tui.play.settings import Settings
from go_tui.storage import DATA_DIR_ENV
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import PathScreen, sgf_files
from go_tui.ui.screens.game import GameScreen

SIZE = (80, 24)
GAMES = {
    "old.sgf": ("(;GM[1]SZ[9];B[ee])", 1_700_000_000),
    "newest.sgf": ("(;GM[1]SZ[13];B[dd];W[jj])", 1_700_300_000),
    "middle.SGF": ("(;GM[1]SZ[9];B[cc];W[gg];B[ee])", 1_700_200_000),
}


def make_games(folder: Path) -> None:
    folder.mkdir(parents=True)
    for name, (text, when) in GAMES.items():
        (folder / name).write_text(text)
        os.utime(folder / name, (when, when))
    (folder / "notes.txt").write_text("not a game")
    (folder / "folder.sgf").mkdir()  # named like a game, but a folder


async def open_dialog(pilot: Pilot[object]) -> PathScreen:
    await type_keys(pilot, "ctrl+o")
    dialog = pilot.app.screen
    assert isinstance(dialog, PathScreen)
    return dialog


def listed(dialog: PathScreen) -> list[str]:
    files = dialog.query_one("#files", OptionList)
    return [str(files.get_option_at_index(i).prompt) for i in range(files.option_count)]


def test_the_files_are_the_sgf_files_newest_first(tmp_path: Path) -> None:
    make_games(tmp_path / "games")
    names = [path.name for path, _ in sgf_files(tmp_path / "games")]
    assert names == ["newest.sgf", "middle.SGF", "old.sgf"]


async def test_the_games_folder_is_listed_and_arrows_and_enter_open_one(
    data_dir: Path,
) -> None:
    make_games(data_dir / "games")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dialog = await open_dialog(pilot)
        assert [line.split()[0] for line in listed(dialog)] == [
            "newest.sgf",
            "middle.SGF",
            "old.sgf",
        ]
        await type_keys(pilot, "down", "down")  # into the list, then one further
        assert dialog.query_one(Input).value == str(data_dir / "games" / "middle.SGF")
        await type_keys(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.size == 9
        assert len(screen.game.moves) == 3


async def test_ok_on_the_folder_lists_it_instead_of_an_error(data_dir: Path) -> None:
    """OK on the folder the dialog was opened with lists it, it is no error."""
    make_games(data_dir / "games")
    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dialog = await open_dialog(pilot)
        assert dialog.query_one(Input).value == str(data_dir / "games")
        await type_keys(pilot, "enter")
        assert app.screen is dialog
        assert str(dialog.query_one("#error", Static).render()) == ""
        assert dialog.query_one("#files", OptionList).has_focus
        await type_keys(pilot, "enter")  # the newest
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.size == 13


async def test_a_typed_folder_lists_its_files_and_a_typed_path_still_opens(
    data_dir: Path, tmp_path: Path
) -> None:
    make_games(data_dir / "games")
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "mine.sgf").write_text("(;GM[1]SZ[9];B[aa])")
    empty = tmp_path / "empty"
    empty.mkdir()
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dialog = await open_dialog(pilot)
        dialog.query_one(Input).value = str(empty)
        await type_keys(pilot, "enter")
        assert str(dialog.query_one("#error", Static).render()) == f"No SGF files in {empty}."
        assert not dialog.query_one("#files", OptionList).display
        dialog.query_one(Input).value = str(other)
        await type_keys(pilot, "enter")
        assert [line.split()[0] for line in listed(dialog)] == ["mine.sgf"]
        dialog.query_one(Input).focus()
        dialog.query_one(Input).value = "../empty/../elsewhere/mine.sgf"  # from the folder shown
        await type_keys(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert len(screen.game.moves) == 1


async def test_the_dialog_fits_a_small_terminal_with_an_error_shown(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The error names the whole path: a deep data folder makes it take four lines."""
    deep = data_dir / "a-folder-with-a-rather-long-name" / "and-another-one-inside-it"
    monkeypatch.setenv(DATA_DIR_ENV, str(deep))
    folder = deep / "games"
    folder.mkdir(parents=True)
    for number in range(20):
        (folder / f"game-{number}.sgf").write_text("(;GM[1]SZ[9];B[ee];W[ee])")
    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        dialog = await open_dialog(pilot)
        await type_keys(pilot, "down", "enter")  # a broken game: a long error
        await pilot.pause()
        assert "is geen geldig SGF-bestand" in str(dialog.query_one("#error", Static).render())
        for widget in (dialog.query_one("#ok"), dialog.query_one("#error")):
            assert widget.region.bottom <= SIZE[1], widget
