"""A finished game opens where it stands: resumed, opened from a file, or after a cancel."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input
from ui_support import engine_answered

from go_tui.engine import Color, from_vertex
from go_tui.i18n import set_language
from go_tui.play.autosave import write_autosave
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.screens.new_game import NewGameScreen
from go_tui.ui.screens.result import ResultScreen

SIZE = (100, 36)


def passed_twice() -> Session:
    """Black walls off A-E, White F-J; both pass: Black 36 points, White 27 and komi."""
    session = Session.start(Settings(size=9, komi=6.5))
    for row in range(1, 10):
        black, white = from_vertex(f"E{row}", 9), from_vertex(f"F{row}", 9)
        assert session.game.play(black)
        assert session.game.play(white)
    assert session.game.play(None)
    assert session.game.play(None)
    return session


@pytest.mark.slow  # plays 18 moves by keys, then restarts the app
async def test_two_passes_then_quit_resume_at_the_marking_screen(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for row in range(1, 10):
            await pilot.press(*f"e{row}", "enter", *f"f{row}", "enter")
        await pilot.press(*"pass", "enter", *"pass", "enter")
        await pilot.pause()
        await engine_answered(pilot)
        assert isinstance(app.screen, MarkingScreen)
        await pilot.press("q", "enter")  # quit on the marking screen
    resumed = GoApp(resume=True)
    async with resumed.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(resumed.screen, MarkingScreen), resumed.screen
        await engine_answered(pilot)
        await pilot.press("a", "enter")
        await pilot.pause()
        assert isinstance(resumed.screen, ResultScreen)
        assert "Black wins by 2.5 points" in str(resumed.screen.query_one("#result").render())


async def test_a_counted_game_resumes_at_its_result(data_dir: Path) -> None:
    session = passed_twice()
    session.set_result("B+2.5")
    write_autosave(session)
    app = GoApp(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen)
        assert "Black wins by 2.5 points" in str(app.screen.query_one("#result").render())


async def test_a_finished_sgf_opened_with_ctrl_o_goes_to_the_count(
    data_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "finished.sgf"
    path.write_text(record_from_session(passed_twice()), encoding="utf-8")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.pause()
        field = app.screen.query_one(Input)
        field.value = str(path)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MarkingScreen), app.screen
        await engine_answered(pilot)
        assert app.screen.score.black.territory == 36
        assert app.screen.score.white.territory == 27


@pytest.mark.slow  # plays 18 moves by keys and counts the game
async def test_a_cancelled_new_game_shows_the_result_again(data_dir: Path) -> None:
    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for row in range(1, 10):
            await pilot.press(*f"e{row}", "enter", *f"f{row}", "enter")
        await pilot.press(*"pas", "enter", *"pas", "enter")
        await pilot.pause()
        await engine_answered(pilot)
        assert isinstance(app.screen, MarkingScreen)
        await pilot.press("a", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen)
        result = str(app.screen.query_one("#result").render())
        assert result == "Zwart wint met 2,5 punten"
        await pilot.press("n", "enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen)
        assert str(app.screen.query_one("#result").render()) == result
        assert screen.session.info.result == "B+2.5"
        assert screen.game.board[from_vertex("E5", 9)] is Color.BLACK
