"""A game that has ended says so: no turn, no pass or resign offered, and undo after a
loss on time answers."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_clock import FakeTime
from test_ui_end import walls_session
from ui_support import FooterKey, click_point, enter, game_screen, type_keys

from go_tui.engine import from_vertex
from go_tui.i18n import set_language
from go_tui.play.clock import parse_clock
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import ConfirmScreen
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.game_panel import GamePanel

SIZE = (100, 36)
OVER = {
    "en": ("The game is over: Black wins by 2.5 points", "Back to the end of the game: "),
    "nl": ("De partij is afgelopen: Zwart wint met 2,5 punten", "Terug bij het einde van de "),
}


HINT = {
    "en": "The game is over: ] and [ step through it, n⏎ starts a new game.",
    "nl": "De partij is afgelopen: met ] en [ loop je erdoor, n⏎ begint een nieuwe partij.",
}


def footer_keys(screen: GameScreen) -> set[str]:
    return {key.key_display for key in screen.query(FooterKey)}


def panel_first_line(screen: GameScreen) -> str:
    return str(screen.query_one(GamePanel).render()).splitlines()[0]


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_a_counted_game_shows_it_is_over(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(walls_session())
        await pilot.pause()
        screen = game_screen(app)
        assert {"p⏎", "r⏎"} <= footer_keys(screen)
        await enter(pilot, "p", "p", "a")
        assert isinstance(app.screen, ResultScreen)
        await type_keys(pilot, "v", "enter", "end")
        assert app.screen is screen
        panel, line = OVER[lang]
        assert panel_first_line(screen) == panel
        assert screen.message.startswith(line)
        assert not {"p⏎", "r⏎"} & footer_keys(screen)
        assert "u⏎" in footer_keys(screen)  # the passes can still be taken back
        assert str(screen.query_one(EntryLine).render()) == HINT[lang]
        await enter(pilot, "u")  # asks first: the result would go
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question.startswith(panel)
        await type_keys(pilot, "escape")
        assert screen.game.is_over
        assert screen.session.info.result == "B+2.5"
        await enter(pilot, "u")
        await pilot.click("#yes")
        await pilot.pause()
        assert not screen.game.is_over
        assert screen.session.info.result == ""
        assert panel_first_line(screen).endswith(("White to play", "Wit is aan zet"))
        assert {"p⏎", "r⏎"} <= footer_keys(screen)
        assert "p⏎" in str(screen.query_one(EntryLine).render())


async def test_undo_after_a_loss_on_time_says_why_not(time: FakeTime, data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9, clock=parse_clock("1m")))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await click_point(pilot, "E5")
        time.advance(61)
        screen.tick()
        await pilot.pause()
        await type_keys(pilot, "v", "enter", "end")
        assert panel_first_line(screen) == "The game is over: White lost on time: Black wins"
        assert not {"p⏎", "u⏎", "r⏎"} & footer_keys(screen)
        await enter(pilot, "u")
        assert screen.message == (
            "The game is over: White lost on time: Black wins. A loss on time cannot be taken back."
        )
        assert screen.session.info.result == "B+T"


async def test_undo_after_a_resignation_asks_to_take_the_resignation_back(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await click_point(pilot, "E5")
        screen.apply(screen.match.resign())
        await pilot.pause()
        await type_keys(pilot, "v", "enter", "end")
        await enter(pilot, "u")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Take the resignation back and play on?" in app.screen.question
        await type_keys(pilot, "escape")
        assert screen.session.info.result == "B+R"
        await enter(pilot, "u")
        await pilot.click("#yes")
        await pilot.pause()
        assert screen.game.resigned is None
        assert screen.session.info.result == ""
        assert [m.point for m in screen.game.moves] == [from_vertex("E5", 9)]
