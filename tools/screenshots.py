"""Drive the real app through named scenarios and save an SVG screenshot of each.

    python tools/screenshots.py [NAME ...] [--out screenshots]

Each scenario is an async function registered with :func:`scenario`; it gets
the running app and its Pilot and leaves the screen to photograph.  The games
are played through the app itself, with a throw-away data directory, so a
screenshot shows exactly what a player sees.  To add one, write another
decorated function (here or in a module listed in ``MODULES``).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from textual.pilot import Pilot

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from go_tui.engine import from_vertex
from go_tui.i18n import set_language
from go_tui.play.computer import COMPUTER, EngineChoice
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp

Drive = Callable[[GoApp, Pilot[None]], Awaitable[None]]


@dataclass(frozen=True)
class Scenario:
    name: str
    drive: Drive
    size: tuple[int, int] = (100, 32)
    lang: str = "en"
    app_options: dict[str, object] = field(default_factory=dict)


SCENARIOS: list[Scenario] = []
MODULES: tuple[str, ...] = ("learn_screenshots",)
"""Other modules that register scenarios when imported (the lesson and problem screens)."""


def scenario(
    name: str, *, size: tuple[int, int] = (100, 32), lang: str = "en"
) -> Callable[[Drive], Drive]:
    """Register ``drive`` as the scenario ``name`` (the file is ``screenshots/NAME.svg``)."""

    def register(drive: Drive) -> Drive:
        SCENARIOS.append(Scenario(name, drive, size, lang))
        return drive

    return register


def play_moves(session: Session, vertices: str) -> None:
    """Play the space-separated ``vertices`` in turn."""
    size = session.game.size
    for vertex in vertices.split():
        result = session.game.play(from_vertex(vertex, size))
        if not result:
            raise ValueError(f"{vertex} is refused in the screenshot game: {result}")


NINE_BY_NINE = "E5 C4 D3 C3 D4 G5 F3 F6 E6 F7 C6 G3 B5 B4 G4 H4 F4 H5 D2 C2 E7 F8 B6 A5 D8 A6"
"""A 9x9 game in its middle: a fight on the left, territory taking shape on the right."""

NINETEEN = (
    "Q16 D4 Q3 D16 C14 F17 R5 O3 R10 C6 F3 K3 C3 D3 C4 C5 B5 D14 D13 E13 D12 E14 C17 "
    "C16 D17 E17 B16 E16 O17 R14 Q14 R13 Q13 R12 Q12 R11 Q11 Q10"
)

WALLS = [
    ("E1", "F1"), ("E2", "F2"), ("D3", "E3"), ("D4", "E4"), ("E5", "F5"), ("E6", "F6"),
    ("E7", "F7"), ("D8", "E8"), ("D9", "E9"), ("H4", "B7"),
]  # fmt: skip
"""A finished 9x9 game: Black on the left, White on the right, one dead stone each."""


async def open_session(app: GoApp, pilot: Pilot[None], session: Session) -> None:
    app.start_game(session)
    await pilot.pause()


@scenario("start")
async def start_screen(app: GoApp, pilot: Pilot[None]) -> None:
    await pilot.pause()


@scenario("game-9x9", size=(80, 24))
async def game_nine(app: GoApp, pilot: Pilot[None]) -> None:
    session = Session.start(Settings(size=9, black=("Anna",), white=("Bram",)))
    play_moves(session, NINE_BY_NINE.rsplit(maxsplit=1)[0])
    await open_session(app, pilot, session)
    await pilot.press("a", "6", "enter")  # the last move typed, as a player would
    await pilot.pause()


@scenario("game-19x19", size=(80, 24))
async def game_nineteen(app: GoApp, pilot: Pilot[None]) -> None:
    session = Session.start(Settings(size=19, black=("Anna",), white=("Bram",)))
    play_moves(session, NINETEEN)
    await open_session(app, pilot, session)


@scenario("game-9x9-nl", size=(80, 24), lang="nl")
async def game_nine_dutch(app: GoApp, pilot: Pilot[None]) -> None:
    session = Session.start(Settings(size=9, black=("Anna",), white=("Bram",)))
    play_moves(session, NINE_BY_NINE)
    await open_session(app, pilot, session)
    await pilot.press("e", "5", "enter")  # occupied: the refusal in words


@scenario("game-computer", size=(80, 24))
async def game_computer(app: GoApp, pilot: Pilot[None]) -> None:
    """Black, a person, has just played; GNU Go (White) thinks while the board stays live."""
    from go_tui.ui.screens.game import GameScreen

    settings = Settings(size=19, black=("Anna",), white_engine=EngineChoice(level=10))
    session = Session.start(settings)
    play_moves(session, NINETEEN)
    await open_session(app, pilot, session)
    screen = app.screen
    assert isinstance(screen, GameScreen)
    while screen.thinking is not None:  # GNU Go starts and answers the last move
        await pilot.pause(0.05)
    await pilot.press("c", "1", "0", "enter")


@scenario("new-game-computer", size=(80, 24))
async def new_game_computer(app: GoApp, pilot: Pilot[None]) -> None:
    app.new_game(Settings(size=9, black=("Anna",), white_engine=EngineChoice(COMPUTER, 2)))
    await pilot.pause()


def finished_game() -> Session:
    session = Session.start(Settings(size=9, black=("Anna",), white=("Bram",)))
    for black, white in WALLS:
        play_moves(session, f"{black} {white}")
    return session


@scenario("marking")
async def marking(app: GoApp, pilot: Pilot[None]) -> None:
    await open_session(app, pilot, finished_game())
    await pilot.press("p", "enter", "p", "enter")
    await pilot.pause()


@scenario("marking-check")
async def marking_check(app: GoApp, pilot: Pilot[None]) -> None:
    await open_session(app, pilot, finished_game())
    await pilot.press("p", "enter", "p", "enter", "c", "enter")
    await pilot.pause()


@scenario("result")
async def result(app: GoApp, pilot: Pilot[None]) -> None:
    await open_session(app, pilot, finished_game())
    await pilot.press("p", "enter", "p", "enter", "a", "enter")
    await pilot.pause()


async def shoot(item: Scenario, out: Path) -> Path:
    set_language(item.lang)
    app = GoApp()
    path = out / f"{item.name}.svg"
    async with app.run_test(size=item.size) as pilot:
        await item.drive(app, pilot)
        await pilot.pause()
        app.save_screenshot(filename=path.name, path=str(out))
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="scenarios to run (default: all)")
    parser.add_argument("--out", default="screenshots", type=Path)
    args = parser.parse_args(argv)
    for module in MODULES:
        importlib.import_module(module)
    # Under ``python -m`` this file runs as ``__main__``; the modules above register
    # in the importable copy, which registers this file's scenarios as well.
    registry: list[Scenario] = importlib.import_module("screenshots").SCENARIOS
    chosen = [s for s in registry if not args.names or s.name in args.names]
    unknown = set(args.names) - {s.name for s in registry}
    if unknown:
        parser.error(f"unknown scenarios: {', '.join(sorted(unknown))}")
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        os.environ["GO_TUI_DATA_DIR"] = data
        for item in chosen:
            print(asyncio.run(shoot(item, args.out)))


if __name__ == "__main__":
    main()
