"""The dead-stone proposal and the score estimate are worked out in a thread worker: the
screen is live and says the engine is working meanwhile, an answer for a screen closed or
a position left is dropped, and a proposal the safety clock cut short says so in words."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_estimate import MOVES
from test_ui_end import open_game, walls_session
from textual.widgets import Static
from ui_support import engine_answered, enter, game_screen, type_keys, v

from go_tui.engine import count as count_module
from go_tui.engine.count import Count
from go_tui.engine.life import estimate_dead
from go_tui.i18n import set_language, t
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.widgets.board import BoardView

SIZE = (100, 36)


class Gate:
    """Holds the engine's proposals in their thread until opened."""

    def __init__(self) -> None:
        self.opened = threading.Event()
        self.entered = threading.Event()

    def open(self) -> None:
        self.opened.set()


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    """Every proposal (marking and estimate) waits for the gate, in its worker thread."""
    held = Gate()
    real = Count.proposed.__func__  # type: ignore[attr-defined]

    def proposed(cls: type[Count], game: object) -> Count:
        assert threading.current_thread() is not threading.main_thread()  # never the UI's
        held.entered.set()
        assert held.opened.wait(10)
        return real(cls, game)  # type: ignore[no-any-return]

    monkeypatch.setattr(Count, "proposed", classmethod(proposed))
    yield held
    held.open()  # no thread is left waiting


async def test_the_marking_screen_is_live_while_the_engine_proposes(
    data_dir: Path, gate: Gate
) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session())
        await pilot.press("p", "enter", "p", "enter")
        await pilot.pause()
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert gate.entered.wait(5)
        assert marking.proposing
        line = str(marking.query_one("#proposal", Static).render())
        assert line == t("marking.proposing")
        assert marking.count.dead == frozenset()  # every stone alive until it comes
        assert marking.check_action("accept", ()) is None  # greyed out meanwhile
        view = marking.query_one(BoardView)
        view.cursor = v("A1")
        await pilot.press("right")  # the board is live: the cursor moves
        await pilot.pause()
        assert view.cursor == v("B1")
        await pilot.press(*"h5", "enter")  # a mark waits for the proposal
        await pilot.pause()
        assert marking.count.dead == frozenset()
        gate.open()
        await engine_answered(pilot)
        assert not marking.proposing
        assert marking.count.dead == {v("H5")}
        assert not marking.query_one("#proposal", Static).display
        assert marking.check_action("accept", ()) is True


async def test_a_proposal_for_a_marking_screen_closed_is_dropped(
    data_dir: Path, gate: Gate
) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, walls_session())
        await pilot.press("p", "enter", "p", "enter")
        await pilot.pause()
        assert isinstance(app.screen, MarkingScreen)
        assert gate.entered.wait(5)
        await pilot.press("r", "enter")  # resume play before the engine answers
        await pilot.pause()
        assert app.screen is screen
        gate.open()
        await app.workers.wait_for_complete()
        await pilot.pause(0.1)
        assert app.screen is screen  # nothing came back to a screen that is gone
        await enter(pilot, "a1")
        assert screen.game.board[v("A1")] is not None  # the game goes on


async def test_the_estimate_is_worked_out_while_the_game_screen_is_live(
    data_dir: Path, gate: Gate
) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        gate.open()
        await enter(pilot, *(move.lower() for move in MOVES))
        gate.opened.clear()
        gate.entered.clear()
        await pilot.press("equals_sign")
        await pilot.pause()
        assert gate.entered.wait(5)
        assert screen.message == t("estimate.working")
        assert screen.match.estimating is not None
        assert dict(screen.query_one(BoardView).overlays) == {}
        await pilot.press(*"h8", "enter")  # a move before the estimate comes back
        await pilot.pause()
        assert screen.match.estimating is None
        gate.open()
        await app.workers.wait_for_complete()
        await pilot.pause(0.1)
        assert screen.match.estimate is None  # the answer for the position left is dropped
        assert dict(screen.query_one(BoardView).overlays) == {}


def hurried(game: object, to_move: object) -> object:
    """The proposal on a machine where the safety clock is up at once."""
    return estimate_dead(game, to_move, safety=0.0)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_a_proposal_cut_short_says_so(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    set_language(lang)
    monkeypatch.setattr(
        count_module, "estimate_dead", lambda board, to_move: hurried(board, to_move)
    )
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await enter(pilot, *(move.lower() for move in MOVES))
        await type_keys(pilot, "equals_sign")
        assert screen.match.estimate is not None
        assert screen.match.estimate.cut_short
        assert t("estimate.cut_short") in screen.message
        await type_keys(pilot, "equals_sign")
        await enter(pilot, "p", "p")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert marking.count.cut_short
        line = marking.query_one("#proposal", Static)
        assert line.display
        assert str(line.render()) == t("marking.cut_short")
        assert isinstance(app.screen.app.screen_stack[-2], GameScreen)
