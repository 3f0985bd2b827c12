"""Shared helpers for the UI tests: clicks on points, typed keys, the game screen.

The tests' own uses of Textual's private API are here too, each once: the driver
(:func:`burst`), the notifications shown (:func:`notifications`) and the footer's keys
(:data:`FooterKey`)."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Footer
from textual.widgets._footer import FooterKey as FooterKey  # not exported by Textual

from go_tui.engine import Point, from_vertex
from go_tui.i18n import t
from go_tui.ui.screens.game import SAVE_AFTER, GameScreen
from go_tui.ui.screens.new_game import NewGameScreen
from go_tui.ui.widgets.board import BoardView


async def click_point(pilot: Pilot[object], point: Point | str, size: int = 9) -> None:
    """Click the intersection ``point`` (or a vertex such as ``"D4"``) on the shown board."""
    if isinstance(point, str):
        vertex = from_vertex(point, size)
        assert vertex is not None
        point = vertex
    view = pilot.app.screen.query_one(BoardView)
    await pilot.click(view, offset=view.offset_of(point))
    await pilot.pause()
    await engine_answered(pilot)


def notifications(app: App[object]) -> list[str]:
    """The messages of the notifications the app shows, oldest first."""
    return [note.message for note in app._notifications]


async def type_keys(pilot: Pilot[object], *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()
    await engine_answered(pilot)


def engine_working(app: App[object]) -> bool:
    """Whether the screen shown waits for the engine's proposal (marking), estimate or hint
    (game) or verdict on a move (lesson), worked out in a thread worker."""
    from go_tui.ui.screens.lessons import LessonScreen
    from go_tui.ui.screens.marking import MarkingScreen

    screen = app.screen
    if isinstance(screen, MarkingScreen):
        return screen.proposing
    if isinstance(screen, LessonScreen):
        return screen.judging
    if not isinstance(screen, GameScreen):
        return False
    return screen.match.estimating is not None or screen.match.hinting is not None


async def engine_answered(pilot: Pilot[object]) -> None:
    """Let the proposal, the estimate or the hint come back from its thread and be drawn."""
    for _ in range(3000):
        if not engine_working(pilot.app):
            return
        await pilot.pause(0.01)
    raise AssertionError("the engine is still working out its proposal, estimate, hint or verdict")


async def enter(pilot: Pilot[object], *entries: str) -> None:
    """Type each entry into the board screen's entry line and press Enter after it.

    ``enter(pilot, "d4", "p")`` plays D4, then passes (``p`` Enter).
    """
    for entry in entries:
        await pilot.press(*entry, "enter")
        await pilot.pause()
        await engine_answered(pilot)


async def autosaved(pilot: Pilot[object]) -> None:
    """Wait for the autosave of the moves just played: it is written once the stone is
    drawn (``SAVE_AFTER``), not with the move."""
    screen = game_screen(pilot.app)  # type: ignore[arg-type]
    for _ in range(100):
        if not screen.match.unsaved:
            return
        await pilot.pause(SAVE_AFTER)
    raise AssertionError("the moves were never autosaved")


def v(vertex: str, size: int = 9) -> Point:
    """The point of a vertex such as ``"D4"``."""
    point = from_vertex(vertex, size)
    assert point is not None
    return point


def game_screen(app: App[None]) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen), screen
    return screen


async def burst(pilot: Pilot[object], *keys: str) -> None:
    """Send ``keys`` as a fast typist or a paste does: all queued before any is handled."""
    app = pilot.app
    driver = app._driver
    assert driver is not None
    for key in keys:
        char = key if len(key) == 1 else {"enter": "\r", "space": " "}.get(key)
        event = events.Key(key, char)
        event.set_sender(app)
        driver.send_message(event)
    await pilot.pause()
    await pilot.pause()


async def reading_done(pilot: Pilot[object]) -> None:
    """Let the problem screen's engine reading (a thread worker) come back and be shown."""
    from go_tui.ui.screens.problems import ProblemScreen

    await pilot.app.workers.wait_for_complete()  # a dropped reading too: its end is handled
    for _ in range(3000):
        await pilot.pause(0.01)
        screen = pilot.app.screen
        if not isinstance(screen, ProblemScreen) or screen.session.reading is None:
            await pilot.pause()
            return
    raise AssertionError("the engine is still reading")


async def footer_labels(pilot: Pilot[object]) -> str:
    """The footer's keys as shown, once the footer has drawn them (it fills itself after
    the screen is shown, later on a busy machine)."""
    for _ in range(250):
        footer = pilot.app.screen.query_one(Footer)
        labels = " ".join(str(key.render()) for key in footer.children)
        if labels.strip():
            return labels
        await pilot.pause(0.02)
    raise AssertionError("the footer shows no keys")


async def new_game_dialog(pilot: Pilot[object]) -> NewGameScreen:
    """Play's key on the start screen (``p``, Dutch ``s``): the new-game dialog, open."""
    await type_keys(pilot, t("start.keys.play"))
    dialog = pilot.app.screen
    assert isinstance(dialog, NewGameScreen)
    return dialog
