"""Never lose a game: autosave, resume after a crash, save and open, damaged files, resign."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.screen import Screen
from textual.widgets import Input, Static
from ui_support import autosaved, click_point, enter, notifications, type_keys

from go_tui.engine import Color, from_vertex
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.autosave import load_autosave
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import ConfirmScreen, PathScreen
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.lessons import LessonListScreen
from go_tui.ui.screens.problems import ProblemListScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.screens.start import StartScreen
from go_tui.ui.screens.too_small import TooSmallScreen

SIZE = (100, 36)


async def play(pilot: object, *vertices: str) -> None:
    for vertex in vertices:
        await click_point(pilot, vertex)  # type: ignore[arg-type]


async def test_every_move_is_autosaved_and_resumes_after_a_crash(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9, black=("Ann",), white=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play(pilot, "C3", "G7", "E5")
        await autosaved(pilot)
        saved = load_autosave()
        assert saved is not None
        assert len(saved.game.moves) == 3
        # the test ends without quitting: as good as a crash
    resumed = GoApp(resume=True)
    async with resumed.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = resumed.screen
        assert isinstance(screen, GameScreen)
        assert [m.point for m in screen.game.moves] == [
            from_vertex(vertex, 9) for vertex in ("C3", "G7", "E5")
        ]
        assert screen.session.black == ("Ann",)
        assert screen.game.to_move is Color.WHITE
        await play(pilot, "D4")
    again = load_autosave()
    assert again is not None
    assert len(again.game.moves) == 4


async def test_continue_last_game_from_the_start_screen(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=13))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "D4", size=13)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#continue")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.size == 13
        assert len(screen.game.moves) == 1


async def test_a_damaged_autosave_is_reported_and_put_aside(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    damaged = data_dir / "autosave.sgf"
    damaged.write_text("(;SZ[9];B[zz")
    app = GoApp(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, GameScreen)
        notes = notifications(app)
        assert any("could not be read" in note for note in notes)
    kept = list(data_dir.glob("autosave.sgf.damaged-*"))
    assert len(kept) == 1
    assert kept[0].read_text() == "(;SZ[9];B[zz"
    assert not damaged.exists()


async def test_a_new_game_keeps_the_previous_autosave(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "C3")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
    assert ";B[cg]" in (data_dir / "previous.sgf").read_text()
    assert ";B[" not in (data_dir / "autosave.sgf").read_text()


async def test_save_and_open_again(data_dir: Path, tmp_path: Path) -> None:
    target = tmp_path / "games" / "mine.sgf"
    app = GoApp(settings=Settings(size=9, black=("Ann",), white=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play(pilot, "C3", "G7", "E5")
        await type_keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        assert str(data_dir) in dialog.query_one(Input).value  # the default folder
        dialog.query_one(Input).value = str(target)
        await type_keys(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.message == f"Saved to {target}."
        loaded = load_sgf(target.read_bytes())
        assert loaded.info.black == "Ann"
        assert len(loaded.game.moves) == 3

        await play(pilot, "D4")  # a different game on screen, then open the file
        await type_keys(pilot, "ctrl+o")
        app.screen.query_one(Input).value = str(target)
        await type_keys(pilot, "enter")
        opened = app.screen
        assert isinstance(opened, GameScreen)
        assert opened is not screen
        assert len(opened.game.moves) == 3
        assert opened.game.to_move is Color.WHITE


async def test_a_malformed_sgf_is_explained_and_nothing_is_lost(
    data_dir: Path, tmp_path: Path
) -> None:
    broken = tmp_path / "broken.sgf"
    broken.write_text("(;GM[1]SZ[9]\n;B[cc];W[cc])")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play(pilot, "C3", "G7")
        screen = app.screen
        await type_keys(pilot, "ctrl+o")
        dialog = app.screen
        dialog.query_one(Input).value = str(broken)
        await type_keys(pilot, "enter")
        assert app.screen is dialog
        error = str(dialog.query_one("#error", Static).render())
        assert error.startswith(f"{broken} is not a valid SGF file:")
        assert "There is already a stone on C7." in error
        dialog.query_one(Input).value = str(tmp_path / "missing.sgf")
        await type_keys(pilot, "enter")
        assert "There is no file" in str(dialog.query_one("#error", Static).render())
        await type_keys(pilot, "escape")
        assert app.screen is screen
        assert len(screen.game.moves) == 2
    assert broken.read_text() == "(;GM[1]SZ[9]\n;B[cc];W[cc])"


async def test_resigning_asks_first_and_records_the_result(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play(pilot, "C3")
        await enter(pilot, "r")
        assert isinstance(app.screen, ConfirmScreen)
        await type_keys(pilot, "escape")  # no: play on
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.resigned is None
        await enter(pilot, "r")
        await pilot.click("#yes")
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ResultScreen)
        assert result.text == "White resigned: Black wins"
        assert screen.session.info.result == "B+R"
    assert "RE[B+R]" in (data_dir / "autosave.sgf").read_text()


async def test_a_too_small_terminal_shows_a_message_until_it_grows(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=19))
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        game = app.screen
        await click_point(pilot, "D4", size=19)
        await pilot.resize_terminal(60, 18)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "at least 80x22" in str(app.screen.query_one(Static).render())
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is game
        await click_point(pilot, "Q16", size=19)
        assert isinstance(game, GameScreen)
        assert len(game.game.moves) == 2


@pytest.mark.parametrize(
    ("opening", "shown", "lang", "said"),
    [
        (None, StartScreen, "en", "everything waits as it is."),
        (GoApp.action_learn, LessonListScreen, "en", "everything waits as it is."),
        (GoApp.action_problems, ProblemListScreen, "nl", "alles wacht zoals het is."),
    ],
    ids=["start", "learn", "problems"],
)
async def test_a_too_small_screen_without_a_game_speaks_of_no_game(
    data_dir: Path,
    opening: Callable[[GoApp], None] | None,
    shown: type[Screen[None]],
    lang: str,
    said: str,
) -> None:
    set_language(lang)
    app = GoApp(opening=opening)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        below = app.screen
        assert isinstance(below, shown)
        await pilot.resize_terminal(20, 8)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        text = str(app.screen.query_one(Static).render())
        assert "20x8" in text
        assert text.endswith(said)
        assert "game" not in text
        assert "partij" not in text
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is below


async def test_saving_asks_before_replacing_a_file_and_takes_names_from_the_games_folder(
    data_dir: Path,
) -> None:
    existing = data_dir / "games" / "mine.sgf"
    existing.parent.mkdir(parents=True)
    existing.write_text("keep me")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play(pilot, "E5")
        await type_keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        dialog.query_one(Input).value = "mine.sgf"  # relative: in the games folder
        await type_keys(pilot, "enter")
        assert app.screen is dialog
        assert "already exists" in str(dialog.query_one("#error").render())
        assert existing.read_text() == "keep me"
        await type_keys(pilot, "enter")  # asked twice: replace it
        assert isinstance(app.screen, GameScreen)
        assert ";B[ee]" in existing.read_text()


async def test_a_dialog_answered_twice_closes_once(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await type_keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        dialog.action_cancel()
        dialog.action_cancel()  # a second key before the dialog has gone
        await pilot.pause()
        assert app.screen is screen
