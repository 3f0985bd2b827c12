"""A game against the computer, continued on the game screen: the computer plays on, or
the panel and the message line say who plays its colour now."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from engine_support import fake_engine
from test_ui_computer import panel_text, settle
from ui_support import autosaved, click_point, notifications, type_keys, v

from go_tui.engine import Color
from go_tui.play.autosave import load_autosave
from go_tui.play.computer import EngineChoice
from go_tui.play.opening import Opened, open_game
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen

SIZE = (100, 36)


def game_screen(app: GoApp) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


@pytest.mark.slow
async def test_continue_last_game_against_the_built_in_computer(data_dir: Path) -> None:
    """Quit a game against the computer, continue it from the start screen: the computer
    is back, named in the panel, and answers the next move."""
    app = GoApp(settings=Settings.against_computer(1))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, screen)
        await click_point(pilot, "E5")
        await settle(pilot, screen, moves=2)
        await type_keys(pilot, "q", "enter")
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#continue")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.game.move_number == 2
        await settle(pilot, screen)
        assert set(screen.match.computers) == {Color.WHITE}
        assert "○ Computer (level 1)" in panel_text(screen)
        assert "Black to play" in panel_text(screen)
        free = next(p for p in ("C3", "G7", "C7", "G3") if screen.game.board[v(p)] is None)
        await click_point(pilot, free)
        await settle(pilot, screen, moves=4)
        last = screen.game.last_move
        assert last is not None
        assert last.color is Color.WHITE
        assert not screen.session.taken_over


async def test_resume_with_an_engine_gone_says_so_once_and_a_person_plays(
    data_dir: Path, tmp_path: Path
) -> None:
    engine = EngineChoice(fake_engine(tmp_path, answer="C3"))
    app = GoApp(settings=Settings(size=9, white_engine=engine))
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await settle(pilot, screen)
        await click_point(pilot, "E5")
        await settle(pilot, screen, moves=2)
        await autosaved(pilot)
    (tmp_path / "fake_engine.py").unlink()  # the engine is gone since
    app = GoApp(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await settle(pilot, screen)
        assert "stopped in the middle of the game" in screen.message or (
            "could not be started" in screen.message
        )
        assert "you play White from now on" in screen.message
        assert "○ you (" in panel_text(screen)
        assert not screen.match.computers
        await click_point(pilot, "D4")
        await click_point(pilot, "G7")  # White, by the person
        assert screen.game.move_number == 4
        await autosaved(pilot)
    again = load_autosave()
    assert again is not None
    assert not again.computers
    assert Color.WHITE in again.taken_over


async def test_an_opened_file_with_a_command_line_leaves_that_colour_to_you(
    data_dir: Path, tmp_path: Path
) -> None:
    marker = tmp_path / "it-ran"
    script = tmp_path / "engine.py"
    script.write_text(f"open({str(marker)!r}, 'w').close()\n")
    path = tmp_path / "downloaded.sgf"
    path.write_text(
        f"(;GM[1]FF[4]SZ[9]PB[Ann]PW[Bot]GOTUICOMPUTERW[engine:{sys.executable} {script}];B[ee])"
    )
    opened = open_game(path)
    assert isinstance(opened, Opened)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.start_game(opened.session)
        await pilot.pause()
        screen = game_screen(app)
        await settle(pilot, screen)
        assert "is not started" in screen.message
        assert "you play White from now on" in screen.message
        notes = notifications(app)
        assert any("only from its own autosave" in note for note in notes)
        panel = panel_text(screen)
        assert "White to play: you\n" in panel
        assert "not started)" in panel
        await click_point(pilot, "D4")
        assert screen.game.move_number == 2
    assert not marker.exists()
