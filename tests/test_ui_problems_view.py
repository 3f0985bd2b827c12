"""The problem screen keeps the learner on the part of the board it shows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from problem_support import app_for, opened, write_corner
from ui_support import enter

from go_tui.engine import from_vertex
from go_tui.i18n import set_language
from go_tui.ui.widgets.board import Crop

SIZE = (80, 24)


@pytest.fixture
def sgf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    return write_corner(tmp_path)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_a_point_outside_the_view_is_refused_and_costs_nothing(
    sgf: Path, tmp_path: Path, lang: str
) -> None:
    set_language(lang)
    async with app_for(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        assert screen.board_view.crop == Crop(top=5, left=0, bottom=8, right=3)
        await enter(pilot, "j9")
        assert screen.session.attempt.game.move_number == 0
        assert screen.session.attempt.game.board[from_vertex("J9", 9)] is None
        shown = {"en": "columns A to D, rows 1 to 4", "nl": "kolommen A tot D, rijen 1 tot 4"}
        assert screen.message.startswith("J9 ")
        assert shown[lang] in screen.message
        saved = tmp_path / "data" / "progress.json"
        assert not saved.exists() or not json.loads(saved.read_text()).get("problems")
        await enter(pilot, "b3", "c1")
        assert screen.session.attempt.finished
        assert screen.session.attempt.state.value == "solved"


async def test_every_example_point_lies_in_the_view(sgf: Path) -> None:
    set_language("en")
    async with app_for(sgf).run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        crop = screen.board_view.crop
        assert crop is not None

        def inside(vertex: str) -> bool:
            point = from_vertex(vertex, 9)
            assert point is not None
            return crop.top <= point[0] <= crop.bottom and crop.left <= point[1] <= crop.right

        hint = screen.entry_hint()
        example = hint.rstrip(".").split()[-1]
        assert inside(example), hint
        await pilot.press("x", "y", "enter")
        await pilot.pause()
        refused = str(screen.entry_line.render())
        suggested = refused.rstrip(".").split()[-1]
        assert inside(suggested), refused
        await pilot.press("e", "enter")
        await pilot.pause()
        refused = str(screen.entry_line.render())
        assert "such as E" in refused
        row = refused.rstrip(".").split("such as E")[-1]
        assert 1 <= int(row) <= 4, refused
