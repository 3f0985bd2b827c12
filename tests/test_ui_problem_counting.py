"""A counting problem on screen: the learner types the result and reads the verdict."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from go_tui.engine import from_vertex
from go_tui.i18n import set_language
from go_tui.problems import ProblemProgress, builtin_problems_dir, load_file
from go_tui.problems.timed import TimedSet
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen
from go_tui.ui.screens.timed import TimedProblemScreen
from go_tui.ui.widgets.board import Mark

SIZE = (100, 32)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("en")
    return tmp_path / "data"


def app_at(index: int) -> GoApp:
    """The built-in counting collection, open at problem ``index`` (0-based)."""
    collection = load_file(builtin_problems_dir() / "18-counting.sgf", key="18-counting")
    return GoApp(
        opening=lambda app: app.push_screen(
            ProblemScreen(collection, ProblemProgress.load(), index)
        )
    )


async def answer(pilot: Pilot[Any], typed: str) -> ProblemScreen:
    keys = ["plus" if char == "+" else char for char in typed]
    await pilot.press(*keys, "enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ProblemScreen)
    return screen


def saved(data: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((data / "progress.json").read_text())
    return loaded["problems"]


async def test_a_right_result_typed_solves_the_problem(data: Path) -> None:
    async with app_at(0).run_test(size=SIZE) as pilot:
        await pilot.pause()
        status = str(pilot.app.screen.query_one("#problem-status").render())
        assert status.startswith("Count the game.\nPrisoners: Black 2, White 3. Komi: 0.")
        screen = await answer(pilot, "x")
        assert screen.message == "“x” is no result: type it as B+4.5, W+2 or jigo."
        screen = await answer(pilot, "b+4")
        assert screen.message.startswith("Right: B+4.")
        assert saved(data)["18-counting#1"]["result"] == "solved"


async def test_a_wrong_result_names_the_missed_part_and_the_answer_shows_the_count(
    data: Path,
) -> None:
    async with app_at(1).run_test(size=SIZE) as pilot:  # "Komi for White": B+1.5
        await pilot.pause()
        screen = await answer(pilot, "b+8")
        assert screen.message.startswith("Not B+8. Did you give White the komi? It is 6.5 points.")
        assert saved(data)["18-counting#2"]["result"] == "failed"
        screen = await answer(pilot, "b+1.5")
        assert screen.message.startswith("This attempt is over")
        screen = await answer(pilot, "a")
        assert screen.message.splitlines() == [
            "Black: territory 33 + prisoners 0 + dead stones 0 = 33",
            "White: territory 25 + prisoners 0 + dead stones 0 + komi 6.5 = 31.5",
            "Result: B+1.5.",
        ]
        overlays = screen.board_view.overlays
        assert overlays[from_vertex("A9", 9)] is Mark.BLACK_TERRITORY
        assert overlays[from_vertex("J9", 9)] is Mark.WHITE_TERRITORY


async def test_dutch_results_and_a_jigo(data: Path) -> None:
    set_language("nl")
    try:
        async with app_at(3).run_test(size=SIZE) as pilot:  # "Jigo"
            await pilot.pause()
            screen = await answer(pilot, "z+1")
            assert screen.message.startswith("Niet Z+1.")
            await pilot.press("r", "enter")
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert screen.board_view.overlays[from_vertex("H3", 9)] is Mark.DEAD
            screen = await answer(pilot, "jigo")
            assert screen.message.startswith("Goed: jigo.")
        async with app_at(5).run_test(size=SIZE) as pilot:  # "Half a point": W+0.5
            await pilot.pause()
            status = str(pilot.app.screen.query_one("#problem-status").render())
            assert "Gevangenen: Zwart 1, Wit 3. Komi: 6,5." in status
            screen = await answer(pilot, "w+0,5")
            assert screen.message.startswith("Goed: W+0,5.")
    finally:
        set_language("en")


async def test_a_counting_problem_in_a_timed_set_counts_as_solved(data: Path) -> None:
    problems = load_file(builtin_problems_dir() / "18-counting.sgf").problems[:2]
    timed = TimedSet(problems, lambda: 0.0)
    screen = TimedProblemScreen(timed, ProblemProgress.load())
    async with GoApp(opening=lambda app: app.push_screen(screen)).run_test(size=SIZE) as pilot:
        await pilot.pause()
        await answer(pilot, "b+4")
        assert screen.message.startswith("Right: B+4.")
        await pilot.press("right_square_bracket")
        await pilot.pause()
        await answer(pilot, "w+5")
        assert screen.message.startswith("Not W+5.")
        assert (timed.summary().solved, timed.summary().failed) == (1, 1)
