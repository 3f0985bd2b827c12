"""The marking screen: its check view only where it means something, and every part
of it on screen at the size it says it needs."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_end import walls_session
from textual.widgets._footer import FooterKey
from ui_support import enter

from go_tui.i18n import set_language
from go_tui.ui.app import GoApp
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.widgets.entry_line import EntryLine

TERRITORY_ONLY = {
    "en": "c: The check view is only for territory counting: t⏎ switches back to it.",
    "nl": "c: De controle is er alleen bij gebiedstelling: met t⏎ ga je daarnaar terug.",
}


def footer_keys(screen: MarkingScreen) -> set[str]:
    return {key.key_display for key in screen.query(FooterKey)}


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_check_view_is_offered_in_territory_counting_only(
    data_dir: Path, lang: str
) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        app.start_game(walls_session())
        await pilot.pause()
        await enter(pilot, "p", "p")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert "c⏎" in footer_keys(marking)
        await enter(pilot, "t")  # area counting
        assert "c⏎" not in footer_keys(marking)
        await enter(pilot, "c")
        assert str(marking.query_one(EntryLine).render()) == TERRITORY_ONLY[lang]
        assert not marking.checking
        await enter(pilot, "t", "c")  # territory counting again: the check view works
        assert "c⏎" in footer_keys(marking)
        assert marking.checking
