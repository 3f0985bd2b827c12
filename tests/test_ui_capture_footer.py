"""Capture go offers only what it allows: no pass and no estimate in the footer or hint."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_support import FooterKey, enter, game_screen, type_keys

from go_tui.i18n import set_language
from go_tui.play.session import Session
from go_tui.play.settings import Settings, Variant
from go_tui.ui.app import GoApp
from go_tui.ui.widgets.entry_line import EntryLine

HINT = {
    "en": "Type a point, then Enter: g7. Letter keys wait for Enter too: u⏎ takes back a move.",
    "nl": "Typ een punt en dan Enter: g7. Lettertoetsen wachten ook op Enter: u⏎ neemt een zet "
    "terug.",
}
REFUSED = {
    "en": ("In capture go you may not pass.", "Capture go has no count to estimate"),
    "nl": ("Bij slag-go mag je niet passen.", "Slag-go heeft geen telling om te schatten"),
}


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_capture_go_offers_no_pass_and_no_estimate(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        app.start_game(Session.start(Settings(size=9, variant=Variant.CAPTURE, capture_goal=3)))
        await pilot.pause()
        screen = game_screen(app)
        keys = {key.key_display for key in screen.query(FooterKey)}
        assert "u⏎" in keys
        assert "p⏎" not in keys
        assert "=" not in keys
        assert str(screen.query_one(EntryLine).render()) == HINT[lang]
        await enter(pilot, "p")  # still refused in words, not taken for a point
        assert screen.message == REFUSED[lang][0]
        assert screen.game.move_number == 0
        await type_keys(pilot, "equals_sign")
        assert screen.message.startswith(REFUSED[lang][1])


async def test_normal_go_offers_pass_and_estimate(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        app.start_game(Session.start(Settings(size=9)))
        await pilot.pause()
        keys = {key.key_display for key in game_screen(app).query(FooterKey)}
        assert {"p⏎", "="} <= keys
