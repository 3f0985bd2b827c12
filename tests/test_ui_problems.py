"""The problem screens, driven as a learner would: clicks and keys on a small collection."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from problem_support import opened
from textual.pilot import Pilot
from textual.widgets import OptionList
from ui_support import enter

from go_tui.engine import Color, from_vertex
from go_tui.i18n import set_language
from go_tui.problems import Collection, LoadFault, ProblemProgress, load_file
from go_tui.problems.timed import minutes
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import (
    ProblemListScreen,
    ProblemScreen,
    ReviewListScreen,
    open_problems,
)
from go_tui.ui.screens.timed import TimedProblemScreen, TimedSummaryScreen
from go_tui.ui.widgets.board import Crop, Label, Mark

COLLECTION = """
(;GM[1]FF[4]CA[UTF-8]SZ[9]EV[en: Screen tests
nl: Schermtests]GE[capture]DI[30k]GN[en: Into the corner
nl: De hoek in]PL[B]AB[ah][ai][ch]AW[bh]MA[bh]C[en: Black to play. Capture the white stone.
nl: Zwart aan zet. Sla de witte steen.]
(;B[bg];W[bi];B[ci]C[RIGHT
en: Both white stones are off the board.
nl: Beide witte stenen zijn van het bord.])
(;B[bi];W[bg]C[WRONG
en: White runs out upwards.
nl: Wit loopt naar boven weg.]))
(;GM[1]FF[4]CA[UTF-8]SZ[9]GE[capture]DI[30k]GN[en: The last liberty
nl: De laatste vrijheid]PL[B]AB[aa][ea][bb][cb][db]AW[ba][ca]MA[ba][ca]C[en: Black to play.
nl: Zwart aan zet.]
(;B[da]C[RIGHT]))
"""
SIZE = (100, 32)


@pytest.fixture
def sgf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("en")
    path = tmp_path / "mine.sgf"
    path.write_text(COLLECTION, encoding="utf-8")
    return path


def collection(path: Path) -> Collection:
    loaded = load_file(path)
    assert len(loaded.problems) == 2
    assert not loaded.faults
    return loaded


def list_app(path: Path) -> GoApp:
    return GoApp(opening=lambda app: app.push_screen(ProblemListScreen([collection(path)])))


async def click(pilot: Pilot[Any], screen: ProblemScreen, vertex: str) -> None:
    view = screen.board_view
    target = from_vertex(vertex, view.board.size)
    offset = next(
        (x, y)
        for y in range(view.size.height)
        for x in range(view.size.width)
        if view.point_at(x, y) == target
    )
    assert await pilot.click(view, offset=offset)
    await pilot.pause()


def stone(screen: ProblemScreen, vertex: str) -> Color | None:
    return screen.board_view.board[from_vertex(vertex, 9)]


def saved(tmp_path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((tmp_path / "data" / "progress.json").read_text())
    return data["problems"]


async def test_the_list_shows_a_collection_by_title_and_level_with_progress(sgf: Path) -> None:
    app = list_app(sgf)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        options = app.screen.query_one("#collections", OptionList)
        line = str(options.get_option_at_index(0).prompt)
        assert "Screen tests" in line
        assert "30k" in line
        assert "0/2 solved" in line
        about = str(app.screen.query_one("#collection-about").render())
        assert about.startswith("30k\n0 solved · 0 failed · 2 not tried · 0 to review")
        assert "capture" not in about  # GE is the file's word, not the learner's


async def test_the_board_shows_only_the_corner_the_problem_uses(sgf: Path) -> None:
    async with list_app(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        view = screen.board_view
        assert view.crop == Crop(top=5, left=0, bottom=8, right=3)
        assert view.overlays == {from_vertex("B2", 9): Mark.MARKED}
        assert view.lines()[0].split() == ["A", "B", "C", "D"]
        assert "Black to play. Capture the white stone." in str(
            screen.query_one("#problem-text").render()
        )


async def test_right_moves_get_the_opponents_replies_until_solved(
    sgf: Path, tmp_path: Path
) -> None:
    async with list_app(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await click(pilot, screen, "B3")
        assert screen.message.startswith("Good. Your opponent plays B1; play on.")
        assert stone(screen, "B1") is Color.WHITE
        await click(pilot, screen, "C1")
        assert screen.message.startswith("Right! Problem solved.")
        assert "Both white stones are off the board." in screen.message
        assert stone(screen, "B2") is None
        assert stone(screen, "B1") is None
        assert screen.board_view.overlays == {from_vertex("C1", 9): Mark.RIGHT}
        key = screen.session.problem.key
        assert saved(tmp_path)[key] == {"result": "solved", "tries": 1}
        await pilot.press("pagedown")
        assert screen.session.index == 1


async def test_a_wrong_move_shows_its_refutation_and_retry_starts_over(
    sgf: Path, tmp_path: Path
) -> None:
    async with list_app(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await click(pilot, screen, "B2")
        assert screen.message.startswith("There is already a stone on B2.")
        await click(pilot, screen, "B1")
        assert screen.message.startswith("Not right: B3 is the answer to B1.")
        assert "White runs out upwards." in screen.message
        assert stone(screen, "B3") is Color.WHITE
        assert screen.board_view.overlays[from_vertex("B1", 9)] is Mark.WRONG
        record = saved(tmp_path)[screen.session.problem.key]
        assert (record["result"], record["tries"], record["review"]["rung"]) == ("failed", 1, 0)
        await click(pilot, screen, "C1")
        assert screen.message.startswith("This attempt is over")
        await enter(pilot, "r")
        assert stone(screen, "B3") is None
        assert stone(screen, "B1") is None
        await pilot.press("question_mark")
        assert screen.board_view.overlays[from_vertex("B3", 9)] is Mark.MARKED
        await click(pilot, screen, "B3")
        await click(pilot, screen, "C1")
        assert screen.message.startswith("Right!")
        record = saved(tmp_path)[screen.session.problem.key]
        assert (record["result"], record["tries"], record["review"]["rung"]) == ("solved", 2, 0)


async def test_show_solution_numbers_the_line_and_counts_as_failed(
    sgf: Path, tmp_path: Path
) -> None:
    async with list_app(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await enter(pilot, "a")
        assert screen.message == "Solution: Black B3, White B1, Black C1.\n3 takes 2 stones."
        overlays = screen.board_view.overlays
        assert overlays[from_vertex("B3", 9)] == Label("1")
        assert overlays[from_vertex("C1", 9)] == Label("3")
        assert stone(screen, "B2") is None  # the final position, the stones taken off
        assert saved(tmp_path)[screen.session.problem.key]["result"] == "failed"


async def test_progress_is_kept_and_the_list_opens_the_first_unsolved_problem(
    sgf: Path, tmp_path: Path
) -> None:
    async with list_app(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await click(pilot, screen, "B3")
        await click(pilot, screen, "C1")
    app = list_app(sgf)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        line = str(app.screen.query_one("#collections", OptionList).get_option_at_index(0).prompt)
        assert "1/2 solved" in line
        screen = await opened(pilot)
        assert screen.session.index == 1
        assert "Not solved" not in str(screen.query_one("#problem-status").render())
        await pilot.press("pageup")
        assert "Solved before (1 try)." in str(screen.query_one("#problem-status").render())


async def test_a_file_given_on_the_command_line_opens_at_its_first_problem(sgf: Path) -> None:
    app = GoApp(opening=lambda app: open_problems(app, sgf))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProblemScreen)
        assert screen.session.index == 0
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ProblemListScreen)


async def test_the_list_describes_the_problems_a_collection_could_not_read(sgf: Path) -> None:
    loaded = collection(sgf)
    loaded.faults.append(LoadFault("mine.sgf", 3, "unterminated value"))
    app = GoApp(opening=lambda app: app.push_screen(ProblemListScreen([loaded])))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        about = str(app.screen.query_one("#collection-about").render())
        assert "1 problem could not be read:" in about
        assert "mine.sgf: problem 3: unterminated value" in about


DAY = date(2026, 3, 2)


def practice_app(path: Path, today: list[date]) -> GoApp:
    """The list of ``path``'s collection on the day ``today[0]`` (the test turns the page)."""
    progress = ProblemProgress.load(today=lambda: today[0])
    return GoApp(
        opening=lambda app: app.push_screen(ProblemListScreen([collection(path)], progress))
    )


def lines(app: GoApp, list_id: str) -> list[str]:
    options = app.screen.query_one(f"#{list_id}", OptionList)
    return [str(options.get_option_at_index(n).prompt) for n in range(options.option_count)]


def status(screen: ProblemScreen) -> str:
    return str(screen.query_one("#problem-status").render())


async def test_a_failed_problem_comes_back_for_review_the_next_day(sgf: Path) -> None:
    today = [DAY]
    app = practice_app(sgf, today)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await click(pilot, screen, "B1")
        assert "Comes back for review tomorrow." in status(screen)
        await pilot.press("escape")
        await pilot.pause()
        assert "Review today" not in "".join(lines(app, "collections"))
    today[0] = DAY + timedelta(days=1)
    app = practice_app(sgf, today)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first = lines(app, "collections")[0]
        assert "Review today" in first
        assert "1 due for review" in first
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReviewListScreen)
        assert len(lines(app, "review")) == 1
        assert "Screen tests 1" in lines(app, "review")[0]
        assert "30k" in lines(app, "review")[0]
        screen = await opened(pilot)
        assert "Into the corner" in str(screen.query_one("#problem-heading").render())
        assert "Due for review today." in status(screen)
        await click(pilot, screen, "B3")
        await click(pilot, screen, "C1")
        assert "Comes back for review in 3 days." in status(screen)
        await pilot.press("escape")
        await pilot.pause()
        assert lines(app, "review") == []
        assert "Nothing left to review today." in str(
            app.screen.query_one("#review-about").render()
        )
        await pilot.press("escape")
        await pilot.pause()
        assert "Review today" not in "".join(lines(app, "collections"))


async def test_a_solve_after_a_hint_is_no_clean_review(sgf: Path, tmp_path: Path) -> None:
    today = [DAY]
    async with practice_app(sgf, today).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await click(pilot, screen, "B1")
    today[0] = DAY + timedelta(days=2)
    async with practice_app(sgf, today).run_test(size=SIZE) as pilot:
        await pilot.press("down", "enter")
        screen = await opened(pilot)
        assert screen.session.index == 0
        await pilot.press("question_mark")
        await click(pilot, screen, "B3")
        await click(pilot, screen, "C1")
        assert screen.message.startswith("Right!")
        assert saved(tmp_path)[screen.session.problem.key]["review"]["rung"] == 0
        assert "Due for review today." in status(screen)


async def test_the_list_tallies_solved_and_failed_and_shows_each_level(sgf: Path) -> None:
    app = practice_app(sgf, [DAY])
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        assert "problem 1 of 2 · 30k" in str(screen.query_one("#problem-heading").render())
        await click(pilot, screen, "B1")
        await pilot.press("right_square_bracket")
        assert "problem 2 of 2 · 30k" in str(screen.query_one("#problem-heading").render())
        await click(pilot, screen, "D9")
        assert screen.message.startswith("Right!")
        await pilot.press("escape")
        await pilot.pause()
        assert "1/2 solved · 1 failed" in lines(app, "collections")[0]
        about = str(app.screen.query_one("#collection-about").render())
        assert "1 solved · 1 failed · 0 not tried · 0 to review" in about


class FakeClock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def eleven(tmp_path: Path) -> Collection:
    """Eleven problems: the two of the screen tests, taking turns."""
    first, second = COLLECTION.strip().split("\n(;GM[1]")
    games = [first if n % 2 == 0 else "(;GM[1]" + second for n in range(11)]
    path = tmp_path / "eleven.sgf"
    path.write_text("\n".join(games), encoding="utf-8")
    loaded = load_file(path)
    assert len(loaded.problems) == 11
    return loaded


def timed_app(tmp_path: Path, clock: FakeClock) -> GoApp:
    progress = ProblemProgress.load(today=lambda: DAY)
    listing = ProblemListScreen([eleven(tmp_path)], progress, clock=clock)
    return GoApp(opening=lambda app: app.push_screen(listing))


async def start_timed(pilot: Pilot[Any]) -> TimedProblemScreen:
    await pilot.pause()
    await pilot.press("ctrl+t")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, TimedProblemScreen)
    return screen


def summary(app: GoApp) -> str:
    assert isinstance(app.screen, TimedSummaryScreen)
    return str(app.screen.query_one("#timed-summary").render())


@pytest.mark.slow  # plays a whole timed set of ten problems through the screens
async def test_a_timed_set_of_ten_runs_to_the_end(sgf: Path, tmp_path: Path) -> None:
    clock = FakeClock()
    app = timed_app(tmp_path, clock)
    async with app.run_test(size=SIZE) as pilot:
        commands = [c.title for c in app.get_system_commands(app.screen)]
        assert "Timed set" in commands
        screen = await start_timed(pilot)
        assert "⏱ 5:00 left" in status(screen)
        for n in range(10):
            assert f"problem {n + 1} of 10" in str(screen.query_one("#problem-heading").render())
            clock.now += 20
            screen.tick()
            assert f"⏱ {minutes(300 - 20 * (n + 1))} left" in status(screen)
            await enter(pilot, "r")
            assert "Back to the start" not in screen.message
            if n % 2 == 0:
                await click(pilot, screen, "B1")
                assert screen.message.startswith("Not right")
            else:
                await click(pilot, screen, "D9")
                assert screen.message.startswith("Right!")
            await pilot.press("left_square_bracket")
            assert screen.session.index == n
            await pilot.press("right_square_bracket")
            await pilot.pause()
        assert summary(app) == "Solved: 5\nFailed: 5\nNot reached: 0\nTime used: 3:20 of 5:00"
        assert "All 10 problems done." in str(app.screen.query_one(".title").render())
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ProblemListScreen)
        assert "5/11 solved · 5 failed" in lines(app, "collections")[0]
    records = saved(tmp_path)
    assert sorted(int(key.rsplit("#", 1)[1]) for key in records) == list(range(1, 11))


async def test_a_timed_set_ends_when_the_time_runs_out(sgf: Path, tmp_path: Path) -> None:
    clock = FakeClock()
    app = timed_app(tmp_path, clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start_timed(pilot)
        await click(pilot, screen, "B3")
        await click(pilot, screen, "C1")
        await pilot.press("right_square_bracket")
        clock.now += 299.5
        screen.tick()
        assert "⏱ 0:01 left" in status(screen)
        key = screen.session.problem.key
        clock.now += 1
        screen.tick()
        await pilot.pause()
        assert summary(app) == "Solved: 1\nFailed: 1\nNot reached: 8\nTime used: 5:00 of 5:00"
        assert "Time is up." in str(app.screen.query_one(".title").render())
    assert saved(tmp_path)[key]["result"] == "failed"
    assert len(saved(tmp_path)) == 2


async def test_the_highlight_stays_on_its_collection_when_the_review_line_goes(
    sgf: Path, tmp_path: Path
) -> None:
    today = [DAY]
    progress = ProblemProgress.load(today=lambda: today[0])
    listing = ProblemListScreen([collection(sgf), eleven(tmp_path)], progress)
    app = GoApp(opening=lambda app: app.push_screen(listing))
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await click(pilot, screen, "B1")
        today[0] = DAY + timedelta(days=1)
        await pilot.press("escape")
        await pilot.pause()
        assert len(lines(app, "collections")) == 3
        assert listing.option_list.highlighted == 1
        screen = await opened(pilot)
        await click(pilot, screen, "B3")
        await click(pilot, screen, "C1")
        await pilot.press("escape")
        await pilot.pause()
        assert len(lines(app, "collections")) == 2
        assert listing.option_list.highlighted == 0
        assert "1/2 solved" in lines(app, "collections")[0]
