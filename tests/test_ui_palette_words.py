"""The command palette speaks the chosen language: none of Textual's own English bindings,
and no command with its title repeated as its help."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from ui_support import type_keys

from go_tui.i18n import set_language
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp

SIZE = (100, 36)
TEXTUAL = {
    "Focus Next",
    "Focus Previous",
    "Copy selected text",
    "Press button",
    "Move cursor left",
    "Submit",
    "Scroll Up",
}
"""Names Textual gives its own bindings (screens, the app, buttons, fields, scrolling)."""


async def commands(pilot: Pilot[object]) -> list[tuple[str, str | None]]:
    app = pilot.app
    return [(c.title, c.help) for c in app.get_system_commands(app.screen)]


@pytest.mark.parametrize("language", ["nl", "en"])
async def test_the_palette_lists_only_our_own_commands(data_dir: Path, language: str) -> None:
    set_language(language)
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        listed = {"game": await commands(pilot)}
        await type_keys(pilot, "ctrl+o")  # a field has the focus
        listed["open"] = await commands(pilot)
        await type_keys(pilot, "escape", "?")  # a scrolling text
        listed["help"] = await commands(pilot)
        await type_keys(pilot, "escape")
        app.back_to_start()  # a button has the focus
        await pilot.pause()
        listed["start"] = await commands(pilot)
    for screen, found in listed.items():
        titles = {title for title, _ in found}
        assert titles, screen
        assert titles & TEXTUAL == set(), screen
        assert "Quit the app and return to the command prompt." not in {h for _, h in found}
        assert [title for title, help in found if help == title] == [], screen
    game = dict(listed["game"])
    if language == "nl":
        assert game["Passen"] == "Deze beurt passen"
        assert ("Stoppen", "") in listed["start"]
    else:
        assert game["Pass"] == "Pass this turn"
