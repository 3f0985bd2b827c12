"""The problem list and the problem header at 80x24: nothing cut or wrapped that has room."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.text import Text
from textual.widgets import OptionList, Static

from go_tui.i18n import set_language
from go_tui.problems import builtin_collections, load_data
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemListScreen, ProblemScreen

SMALL = (80, 24)


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_list_shows_whole_titles_in_one_column(lang: str) -> None:
    set_language(lang)
    collections = builtin_collections()
    app = GoApp(opening=lambda go_app: go_app.push_screen(ProblemListScreen(collections)))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        options = app.screen.query_one("#collections", OptionList)
        lines = [str(options.get_option_at_index(n).prompt) for n in range(options.option_count)]
        titles = [c.title(lang) for c in collections]
        for title, line in zip(titles, lines, strict=True):
            assert title in line
        starts = {line.index("[dim]") for line in lines}
        assert len(starts) == 1  # the levels stand in one column
        width = options.scrollable_content_region.width
        assert all(len(line.replace("[dim]", "").replace("[/]", "")) <= width for line in lines)


async def test_a_title_with_brackets_and_backslashes_lines_up_with_the_others() -> None:
    """The titles are padded as they read, not as their escaped markup counts."""
    mine = load_data("(;GM[1]SZ[9]EV[Nets [hard\\] \\\\ more]AB[cc]AW[dd];B[ce])", "mine")
    collections = [mine, *builtin_collections()[:3]]
    app = GoApp(opening=lambda go_app: go_app.push_screen(ProblemListScreen(collections)))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        options = app.screen.query_one("#collections", OptionList)
        shown = [
            Text.from_markup(str(options.get_option_at_index(n).prompt)).plain
            for n in range(options.option_count)
        ]
        assert "Nets [hard] \\" in shown[0]
        counts = [(line, re.search(r"\d+/\d+", line)) for line in shown]
        starts = {cell_len(line[: found.start()]) for line, found in counts if found}
        assert len(starts) == 1  # the counts in one column, on the screen's cells


@pytest.mark.parametrize(("lang", "index"), [("en", 0), ("en", 8), ("nl", 0), ("nl", 8)])
async def test_the_header_keeps_the_problem_number_and_level_on_one_line(
    lang: str, index: int
) -> None:
    set_language(lang)
    collection = builtin_collections()[index]
    app = GoApp(opening=lambda go_app: go_app.push_screen(ProblemListScreen([collection])))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProblemScreen)
        heading = screen.query_one("#problem-heading", Static)
        text = str(heading.render())
        assert heading.size.height == len(text.splitlines())  # no line wraps
        where = "problem 1 of" if lang == "en" else "opgave 1 van"
        level = collection.problems[0].level
        assert any(where in line and level in line for line in text.splitlines())
