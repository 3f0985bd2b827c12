"""What the problem screens say along the way."""

from __future__ import annotations

from pathlib import Path

import pytest
from problem_support import app_for, opened, write_corner
from ui_support import enter

from go_tui.engine import from_vertex
from go_tui.i18n import set_language
from go_tui.ui.widgets.board import Mark

SIZE = (100, 32)


@pytest.fixture
def sgf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    return write_corner(tmp_path)


@pytest.mark.parametrize(
    ("lang", "hint"),
    [
        ("en", "Hint: the marked point is a right move here."),
        ("nl", "Tip: het gemarkeerde punt is hier een goede zet."),
    ],
)
async def test_a_hint_in_the_middle_of_a_line_does_not_speak_of_the_start(
    sgf: Path, lang: str, hint: str
) -> None:
    set_language(lang)
    async with app_for(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await enter(pilot, "b3")
        await pilot.press("question_mark")
        await pilot.pause()
        assert screen.message == hint
        assert screen.board_view.overlays[from_vertex("C1", 9)] is Mark.MARKED


@pytest.mark.parametrize(
    ("lang", "now", "before"),
    [
        ("en", "1 try in all.", "Solved before"),
        ("nl", "1 poging in totaal.", "Eerder opgelost"),
    ],
)
async def test_a_first_solve_is_not_told_as_solved_before(
    sgf: Path, lang: str, now: str, before: str
) -> None:
    set_language(lang)
    async with app_for(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await enter(pilot, "b3", "c1")
        status = str(screen.query_one("#problem-status").render())
        assert now in status
        assert before not in status
        await pilot.press("escape")
        await pilot.pause()
        screen = await opened(pilot)
        status = str(screen.query_one("#problem-status").render())
        assert before in status
