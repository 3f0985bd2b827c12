"""The problem screen when the engine answers: it reads in a thread and the screen says so.

A small collection written as shared files are (the right first move alone);
the moves are made as a learner makes them, by clicks and keys.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from ui_support import click_point, enter, reading_done, v

from go_tui.engine import Board, Color
from go_tui.i18n import set_language
from go_tui.problems import ProblemProgress, load_file
from go_tui.problems.opponent import Opponent, Response
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen
from go_tui.ui.widgets.board import Label, Mark

COLLECTION = """
(;GM[1]FF[4]CA[UTF-8]SZ[9]PL[B]AB[cd][ce][df][ef]AW[de]
C[Black to play: capture the white stone.]
(;B[ed]C[RIGHT]))
(;GM[1]FF[4]CA[UTF-8]SZ[9]PL[B]AW[ca][cb][bc][cc][ad][bd]AB[da][db][dc][cd][ce][ae][be]
C[Black to play: kill the white group.]
(;B[ab]C[RIGHT]))
"""
SIZE = (100, 32)


@pytest.fixture
def sgf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("en")
    path = tmp_path / "shared.sgf"
    path.write_text(COLLECTION, encoding="utf-8")
    return path


def app_at(path: Path, index: int = 0) -> GoApp:
    collection = load_file(path)
    assert len(collection.problems) == 2
    progress = ProblemProgress.load()
    return GoApp(opening=lambda app: app.push_screen(ProblemScreen(collection, progress, index)))


async def problem_screen(pilot: Pilot[Any]) -> ProblemScreen:
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ProblemScreen)
    return screen


def stone(screen: ProblemScreen, vertex: str) -> Color | None:
    return screen.board_view.board[v(vertex)]


async def test_a_move_off_the_tree_gets_the_engines_reply_on_the_board(sgf: Path) -> None:
    async with app_at(sgf).run_test(size=SIZE) as pilot:
        screen = await problem_screen(pilot)
        await click_point(pilot, "D6")
        await reading_done(pilot)
        assert screen.message == "Good. Your opponent plays E5; play on."
        assert stone(screen, "D6") is Color.BLACK
        assert stone(screen, "E5") is Color.WHITE
        await pilot.press("question_mark")
        await reading_done(pilot)
        assert screen.message == "Hint (from the engine): the marked point is a right move here."
        marked = [p for p, mark in screen.board_view.overlays.items() if mark is Mark.MARKED]
        assert v("F5") in marked


async def test_the_screen_says_it_thinks_and_ignores_moves_meanwhile(sgf: Path) -> None:
    async with app_at(sgf).run_test(size=SIZE) as pilot:
        screen = await problem_screen(pilot)
        screen.point_chosen(v("D6"))  # the reading starts; the loop has not run it yet
        assert screen.session.reading is not None
        assert screen.message == "Thinking…"
        assert stone(screen, "D6") is Color.BLACK
        screen.point_chosen(v("E5"))
        screen.action_hint()
        assert screen.board_view.board[v("E5")] is None
        await reading_done(pilot)
        assert screen.message == "Good. Your opponent plays E5; play on."
        assert stone(screen, "E5") is Color.WHITE


async def test_a_reading_that_comes_back_after_the_problem_changed_is_dropped(
    sgf: Path,
) -> None:
    async with app_at(sgf).run_test(size=SIZE) as pilot:
        screen = await problem_screen(pilot)
        screen.point_chosen(v("D6"))
        screen.action_go(1)  # on to the next problem before the answer is back
        await reading_done(pilot)
        assert screen.session.index == 1
        assert "Good." not in screen.message
        assert stone(screen, "D6") is None
        assert stone(screen, "E5") is None
        screen.point_chosen(v("E5"))
        screen.action_retry()  # back to the start while the engine reads
        await reading_done(pilot)
        assert screen.message == "Back to the start: try again."
        assert stone(screen, "E5") is None
        assert stone(screen, "A8") is None


async def test_a_lone_right_first_move_plays_on_until_the_group_is_dead(
    sgf: Path, tmp_path: Path
) -> None:
    async with app_at(sgf, 1).run_test(size=SIZE) as pilot:
        screen = await problem_screen(pilot)
        await click_point(pilot, "A8")
        await reading_done(pilot)
        assert screen.message == "Good. Your opponent plays B8; play on."
        assert stone(screen, "B8") is Color.WHITE
        assert not screen.session.attempt.finished
        await click_point(pilot, "A9")
        await reading_done(pilot)
        assert screen.message.startswith("Right! Problem solved: the group cannot live any more.")
        assert screen.board_view.overlays[v("A9")] is Mark.RIGHT
        await enter(pilot, "r")
        await click_point(pilot, "E5")
        await reading_done(pilot)
        assert screen.message.startswith("Not right: A8 is the answer to E5.")
        assert stone(screen, "A8") is Color.WHITE
        assert screen.board_view.overlays[v("E5")] is Mark.WRONG


async def test_show_the_answer_plays_the_engines_line_to_the_goal(sgf: Path) -> None:
    async with app_at(sgf, 1).run_test(size=SIZE) as pilot:
        screen = await problem_screen(pilot)
        await enter(pilot, "a")
        await reading_done(pilot)
        assert screen.message == ("The engine's solution: Black A8, White B8, Black A9.")
        overlays = screen.board_view.overlays
        assert overlays[v("A8")] == Label("1")
        assert overlays[v("A9")] == Label("3")


async def test_closing_the_problem_while_the_engine_reads_drops_its_answer(sgf: Path) -> None:
    async with app_at(sgf).run_test(size=SIZE) as pilot:
        screen = await problem_screen(pilot)
        screen.point_chosen(v("D6"))
        assert screen.session.reading is not None
        screen.action_close()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert pilot.app.screen is not screen
        assert not screen.is_attached
        assert screen.session.attempt.game.board[v("E5")] is None  # the reply was never played


async def test_an_engine_error_is_said_and_the_screen_plays_on(
    sgf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(self: Opponent, board: Board) -> Response:
        raise RuntimeError("out of order")

    mended = Opponent.respond
    monkeypatch.setattr(Opponent, "respond", broken)
    async with app_at(sgf).run_test(size=SIZE) as pilot:
        screen = await problem_screen(pilot)
        await click_point(pilot, "D6")
        await reading_done(pilot)
        assert screen.message == "The engine stopped with an error: out of order."
        assert screen.session.reading is None
        assert stone(screen, "D6") is None  # the move is taken back
        monkeypatch.setattr(Opponent, "respond", mended)  # the screen is not stuck
        await enter(pilot, "r")
        await click_point(pilot, "D6")
        await reading_done(pilot)
        assert screen.message == "Good. Your opponent plays E5; play on."
