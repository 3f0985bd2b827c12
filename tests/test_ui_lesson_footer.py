"""The built-in exercise steps keep every footer key on an 80-column screen, in both
languages, once a wrong answer has added hint, retry and show-answer: the Dutch check
key's label once pushed Antwoord off the edge on a mark step."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey
from ui_support import enter

from go_tui.i18n import set_language
from go_tui.learn import Progress
from go_tui.ui.app import GoApp
from go_tui.ui.screens.lessons import LessonScreen, builtin_lessons

CHAPTER_1 = builtin_lessons().chapters[0]
STEPS = {"mark-liberties": "a1", "count-edge": "9"}


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("step_id", sorted(STEPS))
async def test_no_footer_key_is_cut_off_after_a_wrong_answer(
    step_id: str, language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path))
    set_language(language)
    start = CHAPTER_1.index(step_id)
    app = GoApp(
        opening=lambda a: a.push_screen(LessonScreen(CHAPTER_1, Progress.load(), start=start))
    )
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, LessonScreen)
            await enter(pilot, STEPS[step_id])
            if step_id.startswith("mark"):
                await enter(pilot, screen.command_key("check_marks").rstrip("⏎"))
            keys = sorted(screen.query(FooterKey), key=lambda k: k.region.x)
            shown = [f"{k.key_display} {k.description}" for k in keys]
            assert any("⏎" in s and ("Answer" in s or "Antwoord" in s) for s in shown), shown
            cut = [s for k, s in zip(keys, shown, strict=True) if k.region.right > 80]
            assert cut == [], (step_id, shown)
    finally:
        set_language("en")
