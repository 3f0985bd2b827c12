"""The marking screen: its check view only where it means something, and every part
of it on screen at the size it says it needs."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_end import walls_session
from test_ui_keys import footer_overflow
from test_ui_open_count import OPEN_BOARD
from ui_support import FooterKey, engine_answered, enter

from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.session_sgf import session_from_record
from go_tui.ui.app import GoApp
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.score_panel import ScorePanel

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


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_marking_screen_shows_all_at_the_size_it_asks_for(
    data_dir: Path, lang: str
) -> None:
    """On an open 9x9 board (the long "not finished" line shown): at the size the screen
    says it needs, the total, who leads and every footer key are on screen."""
    set_language(lang)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        app.start_game(session_from_record(load_sgf(OPEN_BOARD)))
        await pilot.pause()
        await engine_answered(pilot)
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert marking.count.needs_sealing()
        for checking in (False, True):
            if checking:
                await enter(pilot, "c")
                assert marking.checking
            width, height = marking.needed_size()
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            await pilot.pause()
            assert app.screen is marking  # no too-small message
            assert await footer_overflow(pilot, marking, width) == []
            score = marking.query_one(ScorePanel)
            assert score.region.bottom <= height - 1  # above the footer
            assert score.region.height >= 7  # the table, the total and who leads


async def test_the_19x19_marking_board_keeps_a_space_after_its_row_numbers(
    data_dir: Path,
) -> None:
    """At 80x24 the side panel leaves the board its full width: ``19 ▏``, not ``19▏``."""
    from go_tui.play.settings import Settings
    from go_tui.ui.widgets.board import BoardView

    app = GoApp(settings=Settings(size=19))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await enter(pilot, "d4", "q16", "p", "p")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        view = marking.query_one(BoardView)
        rows = [view.render_line(y).text.ljust(view.size.width) for y in range(view.size.height)]
        nineteen = next(row for row in rows if row.lstrip().startswith("19"))
        assert nineteen.rstrip().endswith("19")
        assert nineteen[-1] == " "
