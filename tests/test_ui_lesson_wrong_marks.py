"""A stone marked wrongly is tinted red behind it, and the reason says so: it said
"crossed on the board", which is what an empty point gets, not a stone."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_support import enter

from go_tui.engine import from_vertex
from go_tui.i18n import set_language
from go_tui.learn import Progress
from go_tui.ui.app import GoApp
from go_tui.ui.screens.lessons import LessonScreen, builtin_lessons
from go_tui.ui.widgets.board import Mark

CHAPTER_2 = builtin_lessons().chapters[1]
SAID = {
    "en": "Not to be marked: B7 (tinted red on the board).",
    "nl": "Niet te markeren: B7 (rood gekleurd op het bord).",
}


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_a_stone_marked_wrongly_is_said_to_be_tinted(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path))
    set_language(language)
    start = CHAPTER_2.index("mark-atari")
    app = GoApp(
        opening=lambda a: a.push_screen(LessonScreen(CHAPTER_2, Progress.load(), start=start))
    )
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, LessonScreen)
            await enter(pilot, "b7", screen.command_key("check_marks").rstrip("⏎"))
            assert SAID[language] in screen.message
            assert "crossed" not in screen.message
            assert "doorgekruist" not in screen.message
            view = screen.board_view
            point = from_vertex("B7", 7)
            assert point is not None
            assert view.overlays[point] is Mark.WRONG
            await pilot.press("down")  # the cursor, left on B7 by typing it, moves off
            await pilot.pause()
            assert view.cursor != point
            x, y = view.offset_of(point)
            stone = next(s for s in view.render_line(y).crop(x, x + 1) if s.text)
            assert stone.text == "○"
            tint = view.get_component_rich_style("board--on-wrong").bgcolor
            assert stone.style is not None
            assert stone.style.bgcolor == tint
    finally:
        set_language("en")
