"""Random keys on every screen, through the pilot: the app may refuse a key, never crash.

Each run opens the app on one screen (the start, the new-game dialog, a game, the
marking, the result, the mistakes, help, the open dialog, the lessons, a lesson step,
the problems, a problem) and sends seeded random keys in bursts of 1 to 40, all
queued before any is handled, as a fast typist or a paste sends them: keys land while
screens are being built or taken down.  The keys roam: Enter opens, Escape closes,
letters run bindings and type points.  A run that quits (``q``, ``ctrl+q``) starts
again on its screen.  The suite runs this small (``tests/test_ui_flood.py``);
``tools/fuzz.py keys`` runs it long.
"""

from __future__ import annotations

import asyncio
import random
import traceback
from collections.abc import Callable
from contextlib import suppress
from itertools import cycle, islice

from fuzz_support import Tally
from textual.pilot import Pilot
from ui_support import burst, engine_answered, type_keys

from go_tui.engine import Game
from go_tui.i18n import set_language
from go_tui.learn import Progress, load_lessons
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.lessons import LessonListScreen, LessonScreen

KEYS = [
    *"abcdefghijklmnoprstuvwxyz0123456789",
    *"ABCDEFGHJKPQST",
    *"[]?+-.,",
    *["enter"] * 3,
    *["escape"] * 3,
    "tab",
    "shift+tab",
    "space",
    "up",
    "down",
    "left",
    "right",
    "shift+up",
    "shift+down",
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
    "ctrl+t",
    "question_mark",
    "left_square_bracket",
    "right_square_bracket",
]
"""Every key a player might hit, but those that quit the app (``q``, ``ctrl+q``, ``ctrl+c``):
they come one in a few hundred (:data:`QUIT_KEYS`)."""
QUIT_KEYS = ["q", "ctrl+q"]
LONGEST_BURST = 40
SIZE = (100, 32)


def long_game() -> Session:
    """A 19x19 game of 200 moves: the move list has pages to flip."""
    game = Game(19)
    rng = random.Random(7)
    while game.move_number < 200:
        game.play((rng.randrange(19), rng.randrange(19)))  # a refused point plays nothing
    return Session(game)


def short_game() -> Session:
    """A 9x9 game of a few moves, ready to be passed to its count."""
    game = Game(9)
    for point in [(2, 2), (6, 6), (2, 6), (6, 2), (4, 4), (3, 5)]:
        game.play(point)
    return Session(game)


def chapter(number: int) -> Callable[[GoApp], None]:
    def open_chapter(app: GoApp) -> None:
        lessons = load_lessons(prove=False)
        app.push_screen(LessonListScreen(lessons))
        app.push_screen(LessonScreen(lessons.chapters[number - 1], Progress.load()))

    return open_chapter


def lesson_app(number: int) -> Callable[[], GoApp]:
    return lambda: GoApp(opening=chapter(number))


def in_game(session: Callable[[], Session]) -> Callable[[], GoApp]:
    return lambda: GoApp(opening=lambda app: app.start_game(session()))


Report = Callable[[Tally], None]
Screen = tuple[Callable[[], GoApp], tuple[str, ...]]
"""How a run reaches its screen: the app as it starts, and the keys typed then, each
handled before the next."""

SCREENS: dict[str, Screen] = {
    "start": (GoApp, ()),
    "new game": (GoApp, ("p",)),
    "game 9x9": (lambda: GoApp(settings=Settings(size=9)), ()),
    "game 19x19, 200 moves": (in_game(long_game), ()),
    "marking": (in_game(short_game), ("p", "p")),
    "result": (in_game(short_game), ("p", "p", "a")),
    "mistakes": (in_game(short_game), ("p", "p", "a", "m")),
    "help": (in_game(short_game), ("question_mark",)),
    "open dialog": (in_game(short_game), ("ctrl+o",)),
    "resign question": (in_game(short_game), ("r",)),
    "lesson list": (lambda: GoApp(opening=GoApp.action_learn), ()),
    **{f"lesson {n}": (lesson_app(n), ()) for n in (1, 4, 8, 11)},
    "problem list": (lambda: GoApp(opening=GoApp.action_problems), ()),
    "problem": (lambda: GoApp(opening=GoApp.action_problems), ("enter",)),
    "timed problems": (lambda: GoApp(opening=GoApp.action_problems), ("ctrl+t",)),
}


def random_keys(rng: random.Random, count: int) -> list[str]:
    """``count`` keys, a quitting one among every few hundred."""
    return [
        rng.choice(QUIT_KEYS) if rng.random() < 0.003 else rng.choice(KEYS) for _ in range(count)
    ]


async def run_screen(name: str, rng: random.Random, count: int, tally: Tally) -> None:
    """``count`` random keys on the screen ``name``, in bursts, starting again after a quit;
    a crash is tallied with its traceback and ends the run."""
    start, opening = SCREENS[name]
    while count > 0:
        app = start()
        try:
            async with app.run_test(size=SIZE) as pilot:
                await pilot.pause()
                await type_keys(pilot, *opening)  # type: ignore[arg-type]
                count = await _bursts(pilot, rng, count, tally)  # type: ignore[arg-type]
        except Exception:
            tally.crash(name.encode(), traceback.format_exc(limit=-6))
            return
        if app.return_code:
            tally.crash(name.encode(), f"{name}: the app ended with {app.return_code}")
            return


async def _bursts(pilot: Pilot[object], rng: random.Random, count: int, tally: Tally) -> int:
    """Bursts of keys until ``count`` are sent or the app has quit; the keys left."""
    app = pilot.app
    while count > 0 and app.is_running:
        keys = random_keys(rng, min(count, rng.randint(1, LONGEST_BURST)))
        await burst(pilot, *keys)
        tally.inputs += len(keys)
        count -= len(keys)
        if rng.random() < 0.1:  # now and then the engine's work comes back before more keys
            await _settled(pilot)
    return count


async def _settled(pilot: Pilot[object]) -> None:
    if pilot.app.is_running:
        with suppress(AssertionError):  # still working: the keys go on regardless
            await engine_answered(pilot)


PER_RUN = 250
"""Keys sent in one run, on one screen, before the next run starts on the next."""


def fuzz_keys(
    seed: int, count: int, screens: list[str] | None = None, report: Report | None = None
) -> Tally:
    """``count`` keys spread over ``screens`` (all by default), from ``seed``; the runs
    take turns in English and Dutch.  ``report`` hears the tally after each run."""
    return asyncio.run(fuzz_keys_async(seed, count, screens, report))


async def fuzz_keys_async(
    seed: int, count: int, screens: list[str] | None = None, report: Report | None = None
) -> Tally:
    names = screens or list(SCREENS)
    tally = Tally("keys")
    runs = max(1, count // PER_RUN)
    for index, name in enumerate(islice(cycle(names), runs)):
        rng = random.Random(f"{seed}/{index}/{name}")
        set_language("nl" if index % 2 else "en")
        keys = PER_RUN if index < runs - 1 else count - PER_RUN * index
        await run_screen(name, rng, keys, tally)
        if report is not None:
            report(tally)
    set_language("en")
    return tally
