"""The text beside a problem at 80x24: what was just said is in view, and keys scroll the
rest."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.widgets import Static

from go_tui.i18n import set_language
from go_tui.problems import ProblemProgress, builtin_problems_dir, load_file
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen

SMALL = (80, 24)


def counting_app(index: int) -> GoApp:
    collection = load_file(builtin_problems_dir() / "18-counting.sgf", key="18-counting")
    return GoApp(
        opening=lambda app: app.push_screen(
            ProblemScreen(collection, ProblemProgress.load(), index)
        )
    )


def in_view(screen: ProblemScreen) -> bool:
    """Whether the whole feedback lies inside the visible part of the side panel."""
    scroll = screen.query_one("#problem-scroll", VerticalScroll)
    feedback = screen.query_one("#problem-feedback", Static).virtual_region
    top = scroll.scroll_offset.y
    return top <= feedback.y and feedback.bottom <= top + scroll.scrollable_content_region.height


@pytest.mark.parametrize(("lang", "result"), [("en", "Result: W+3.5."), ("nl", "Uitslag: W+3,5.")])
async def test_the_count_of_counting_7_is_in_view_at_80x24(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, result: str
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language(lang)
    async with counting_app(6).run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("a", "enter")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ProblemScreen)
        assert screen.message.endswith(result)
        assert in_view(screen)
        scroll = screen.query_one("#problem-scroll", VerticalScroll)
        below = scroll.scroll_offset.y
        assert below > 0  # the problem's text is above, out of view
        await pilot.press("shift+up")
        await pilot.pause()
        assert scroll.scroll_offset.y == below - 1
        await pilot.press("shift+down")
        await pilot.pause()
        assert scroll.scroll_offset.y == below
