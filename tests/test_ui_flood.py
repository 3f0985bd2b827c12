"""Keys that arrive faster than the screens change: no screen may crash under a flood.

Each run starts on one screen and sends seeded random keys in bursts, all queued
before any is handled, so keys land while screens are being built or removed.
The keys roam: Enter opens, Escape closes, letters run bindings and type points.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from ui_support import burst

from go_tui.engine import Game
from go_tui.learn import Progress, load_lessons
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.lessons import LessonListScreen, LessonScreen

pytestmark = pytest.mark.slow  # long fuzzing: thousands of random keys on every screen

KEYS = [
    *"abcdefghijklmnoprstuvwxyz0123456789",
    *"ABCDEFGHJKPQST",
    *"[]?+-.,",
    "enter",
    "enter",
    "escape",
    "escape",
    "tab",
    "shift+tab",
    "space",
    "up",
    "down",
    "left",
    "right",
    "pageup",
    "pagedown",
    "home",
    "end",
    "backspace",
    "delete",
    "ctrl+s",
    "ctrl+o",
    "ctrl+z",
    "ctrl+p",
    "ctrl+n",
]
"""Every key a player might hit, except those that quit the app (``ctrl+c``, ``q``)."""

BURSTS = 10
BURST_SIZE = 30


def long_game() -> Session:
    """A 19x19 game of 200 moves: the move list has pages to flip."""
    game = Game(19)
    rng = random.Random(7)
    while game.move_number < 200:
        game.play((rng.randrange(19), rng.randrange(19)))  # a refused point plays nothing
    return Session(game)


def chapter(number: int) -> Callable[[GoApp], None]:
    def open_chapter(app: GoApp) -> None:
        lessons = load_lessons(prove=False)
        app.push_screen(LessonListScreen(lessons))
        app.push_screen(LessonScreen(lessons.chapters[number - 1], Progress.load()))

    return open_chapter


STARTS: dict[str, Callable[[], GoApp]] = {
    "start": GoApp,
    "game 9x9": lambda: GoApp(settings=Settings(size=9)),
    "game 19x19, 200 moves": lambda: GoApp(opening=lambda app: app.start_game(long_game())),
    "lesson list": lambda: GoApp(opening=GoApp.action_learn),
    "problem list": lambda: GoApp(opening=GoApp.action_problems),
    **{f"lesson {n}": (lambda n=n: GoApp(opening=chapter(n))) for n in (1, 2, 4, 6, 8, 10, 11)},
}
OPENING_KEYS = {"start": ["p"], "problem list": ["enter"], "game 9x9": []}


@pytest.mark.parametrize("start", list(STARTS))
@pytest.mark.parametrize("seed", [1, 2])
async def test_a_flood_of_keys_crashes_no_screen(start: str, seed: int) -> None:
    rng = random.Random(f"{start}/{seed}")
    app = STARTS[start]()
    seen: set[str] = set()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await burst(pilot, *OPENING_KEYS.get(start, []))
        for _ in range(BURSTS):
            if not app.is_running:
                break
            await burst(pilot, *rng.choices(KEYS, k=BURST_SIZE))
            seen.add(type(app.screen).__name__)
    assert seen  # the app took the keys; a crash would have raised on leaving run_test
