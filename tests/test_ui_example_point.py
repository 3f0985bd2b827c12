"""The example point of a hint is on the board being played."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static
from ui_support import enter, game_screen, type_keys, v

from go_tui.i18n import set_language
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.help import HelpScreen
from go_tui.ui.widgets.entry_line import EntryLine

HINT = {
    "en": "Type a point, then Enter: {point}. Letter keys wait for Enter too: p⏎ passes.",
    "nl": "Typ een punt en dan Enter: {point}. Lettertoetsen wachten ook op Enter: p⏎ is passen.",
}


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize(("size", "point"), [(9, "G7"), (13, "K10"), (19, "Q16")])
async def test_the_hint_shows_a_point_of_this_board(
    data_dir: Path, lang: str, size: int, point: str
) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        app.start_game(Session.start(Settings(size=size)))
        await pilot.pause()
        screen = game_screen(app)
        hint = str(screen.query_one(EntryLine).render())
        assert hint == HINT[lang].format(point=point.lower())
        await type_keys(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        body = "\n".join(str(text.render()) for text in app.screen.query(Static))
        assert f"d4, {point} (" in body
        await type_keys(pilot, "escape")
        await enter(pilot, point.lower())  # the example, typed, is played
        assert screen.game.last_move is not None
        assert screen.game.last_move.point == v(point, size)
