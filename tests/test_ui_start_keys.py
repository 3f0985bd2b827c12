"""The start screen's keys follow the words of the chosen language: the Dutch footer
said Spelen on p and Leren on l, keys that follow the English words."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey

from go_tui.i18n import set_language
from go_tui.ui.app import GoApp
from go_tui.ui.screens.start import StartScreen

FOOTER = {
    "en": ["p Play", "t Computer", "l Learn", "o Problems", "c Continue", "q Quit"],
    "nl": ["s Spelen", "c Computer", "l Leren", "o Opgaven", "v Verder", "q Stoppen"],
}


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_the_start_keys_and_their_words_in_each_language(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path))
    set_language(language)
    try:
        app = GoApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            keys = sorted(app.screen.query(FooterKey), key=lambda k: k.region.x)
            shown = [f"{k.key_display} {k.description}" for k in keys]
            assert shown[:6] == FOOTER[language]  # then the command palette's ^p
            assert all(k.region.right <= 80 for k in keys)
            learn = FOOTER[language][2].split()[0]
            await pilot.press(learn)
            await pilot.pause()
            assert not isinstance(app.screen, StartScreen)
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_the_key_of_play_opens_a_new_game_in_each_language(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path))
    set_language(language)
    try:
        app = GoApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            other = {"en": "s", "nl": "p"}[language]  # the other language's key does nothing
            await pilot.press(other)
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            await pilot.press(FOOTER[language][0].split()[0])
            await pilot.pause()
            assert not isinstance(app.screen, StartScreen)
    finally:
        set_language("en")
