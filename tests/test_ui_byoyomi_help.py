"""Byo-yomi without main time, and the help that lists every key."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_clock import FakeTime
from textual.widgets import Static
from ui_support import game_screen, type_keys

from go_tui.i18n import set_language
from go_tui.play.clock import System, parse_clock
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.help import HelpScreen
from go_tui.ui.widgets.game_panel import ClockPanel


def test_byoyomi_may_come_without_main_time(monkeypatch: pytest.MonkeyPatch) -> None:
    from test_ui_cli import settings_from

    for spec in ("0m+3x5s", "0s+3x5s", "0+3x5s"):
        control = parse_clock(spec)
        assert (control.system, control.main, control.periods, control.period) == (
            System.BYOYOMI,
            0,
            3,
            5,
        )
    clock = settings_from(["--size", "9", "--clock", "0m+3x5s"], monkeypatch).clock
    assert clock is not None
    assert clock.spec == "0+3x5s"


async def test_a_game_on_byoyomi_alone_starts_in_its_periods(
    data_dir: Path, time: FakeTime
) -> None:
    app = GoApp(settings=Settings(size=9, clock=parse_clock("0m+3x5s")))
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        lines = str(game_screen(app).query_one(ClockPanel).render()).splitlines()
        assert lines[0].startswith("● 0:05  3 periods left")


HELP = {
    "en": ("#   move numbers: last 10, all, none", "Words work: pass, undo, resign, hint."),
    "nl": ("#   zetnummers: laatste 10, alle, geen", "Ook woorden: pas, terug, opgeven, tip."),
}


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_help_lists_the_move_numbers_key(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        await type_keys(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        body = "\n".join(str(text.render()) for text in app.screen.query(Static))
        for line in HELP[lang]:
            assert line in body
