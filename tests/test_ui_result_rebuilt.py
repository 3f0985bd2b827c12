"""A counted game opened again shows its count as at the end, rebuilt from TB/TW."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_end import walls_session
from test_ui_open_count import OPEN_BOARD
from textual.widgets import Button, Static
from ui_support import enter

from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.save_files import autosave_path
from go_tui.play.session import Session
from go_tui.play.session_sgf import session_from_record
from go_tui.play.settings import Variant
from go_tui.ui.app import GoApp
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.score_panel import ScorePanel

SIZE = (100, 36)


async def count_at_the_end(session: Session, *, anyway: bool = False) -> tuple[str, str]:
    """Play the game to its count and accept it: the table and the open warning shown."""
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(session)
        await pilot.pause()
        if not session.game.passes:
            await enter(pilot, "p", "p")
        if session.variant is not Variant.TERRITORY:
            await enter(pilot, "a")
        if anyway:
            app.screen.query_one("#yes", Button).press()
        for _ in range(500):  # the result screen is pushed after the press, later when busy
            if isinstance(app.screen, ResultScreen) and app.screen.query(ScorePanel):
                break
            await pilot.pause(0.01)
        await pilot.pause()
        return shown_count(app)


def shown_count(app: GoApp) -> tuple[str, str]:
    result = app.screen
    assert isinstance(result, ResultScreen)
    table = result.query_one(ScorePanel).text if result.query(ScorePanel) else ""
    warning = str(result.query_one("#open", Static).render()) if result.query("#open") else ""
    return table, warning


async def count_when_resumed() -> tuple[str, str]:
    app = GoApp(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        return shown_count(app)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_a_resumed_counted_game_shows_its_count(data_dir: Path, lang: str) -> None:
    set_language(lang)
    at_the_end = await count_at_the_end(walls_session())
    assert at_the_end[0]
    assert at_the_end[1] == ""
    assert await count_when_resumed() == at_the_end


async def test_a_count_made_with_borders_open_says_so_again(data_dir: Path) -> None:
    """Gebieds-go counted anyway with White's side open (H5 not taken off)."""
    at_the_end = await count_at_the_end(walls_session(Variant.TERRITORY), anyway=True)
    assert at_the_end[1].startswith("Counted with borders still open")
    assert await count_when_resumed() == at_the_end


async def test_dead_stones_in_no_territory_cannot_be_rebuilt(data_dir: Path) -> None:
    """Four dead stones on an open board: TB/TW are empty, so the record cannot tell
    them, and the result shows RE alone rather than another count."""
    at_the_end = await count_at_the_end(session_from_record(load_sgf(OPEN_BOARD)), anyway=True)
    assert "4" in at_the_end[0]
    assert await count_when_resumed() == ("", "")


async def test_a_count_the_record_does_not_bear_out_is_not_shown(data_dir: Path) -> None:
    """TB changed by hand: the rebuilt count would not give RE, so only RE is shown."""
    table, _ = await count_at_the_end(walls_session())
    assert table
    path = autosave_path()
    text = path.read_text()
    assert "TB[" in text
    path.write_text(text.replace("TB[", "TB[ia][", 1))  # J9, on White's side, added
    assert await count_when_resumed() == ("", "")
