"""Every key means what the player meant: typed points on every board, refusals, bursts.

A column letter and a row number are a point on every board size, whatever
the letter does as a key elsewhere; a bad entry says why and plays nothing;
keys sent in one burst are handled in the order they were sent.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.screen import Screen
from ui_support import FooterKey, burst, enter, footer_labels, game_screen, v

from go_tui.engine import COLUMNS, Color, Point, from_vertex
from go_tui.i18n import set_language
from go_tui.play.clock import parse_clock
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.entry import TypedPoint, read_entry
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.screens.problems import ProblemScreen
from go_tui.ui.widgets.entry_line import EntryLine

SIZE = (110, 36)


def entry_text(screen: GameScreen) -> str:
    return str(screen.query_one(EntryLine).render())


def typed_cases(size: int) -> list[tuple[str, Point]]:
    """Each column letter with a row, lower case on one diagonal and upper case on the other."""
    cases: list[tuple[str, Point]] = []
    for index, letter in enumerate(COLUMNS[:size]):
        cases.append((f"{letter.lower()}{index + 1}", (size - 1 - index, index)))
        if index != size - 1 - index:
            cases.append((f"{letter}{size - index}", (index, index)))
    return cases


# 13x13 and 19x19 type every column of a large board: slow, the same code as 9x9
SLOW_SIZES = [pytest.param(size, marks=pytest.mark.slow) for size in (13, 19)]


@pytest.mark.parametrize("size", [9, *SLOW_SIZES])
async def test_every_column_letter_with_a_row_is_played_there(data_dir: Path, size: int) -> None:
    cases = typed_cases(size)
    app = GoApp(settings=Settings(size=size))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        for number, (typed, point) in enumerate(cases):
            await pilot.press(*typed, "enter")
            await pilot.pause()
            moves = screen.game.moves
            assert len(moves) == number + 1, (typed, screen.message, entry_text(screen))
            assert moves[-1].point == point, typed
            assert screen.board_view.cursor == point
        # no letter fired its action on the way: no pass, no undo, no review, still this game
        assert all(move.point is not None for move in screen.game.moves)
        assert app.screen is screen
        assert screen.reviewing is None
        colors = [move.color for move in screen.game.moves]
        assert colors == [Color.BLACK, Color.WHITE] * (len(cases) // 2) + [Color.BLACK] * (
            len(cases) % 2
        )


async def test_a_point_typed_with_a_space_or_reversed_is_played(data_dir: Path) -> None:
    """``d 4`` (the space waits for the row) and ``16q`` as some write it; ``q`` and a
    space on 19x19 is a column waiting for its row, not quit."""
    app = GoApp(settings=Settings(size=19))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await pilot.press("d", "space", "4", "enter")
        await pilot.pause()
        assert [m.point for m in screen.game.moves] == [from_vertex("D4", 19)]
        typed = read_entry("16q", 19, {})
        assert typed == TypedPoint(from_vertex("Q16", 19))
        await pilot.press("q", "space", "1", "6", "enter")
        await pilot.pause()
        assert screen.game.moves[-1].point == from_vertex("Q16", 19)


@pytest.mark.parametrize(
    ("size", "typed", "reason"),
    [
        (19, "i3", "There is no column I"),
        (9, "I3", "There is no column I"),
        (19, "q20", "Row 20 is off this 19x19 board"),
        (19, "a0", "Row 0 is off this 19x19 board"),
        (9, "j10", "Row 10 is off this 9x9 board"),
        (9, "k3", "There is no column K: this 9x9 board has A to J"),
        (9, "q16", "There is no column Q"),
        (13, "t1", "There is no column T: this 13x13 board has A to N"),
        (19, "z", "There is no column Z"),  # x⏎ exports
        (19, "d", "D is a column: type a row number after it"),
        (19, "d4d4", "“d4d4” is no point and no command"),
        (9, "paas", "“paas” is no point and no command"),
    ],
)
async def test_a_bad_entry_is_refused_with_its_reason_and_plays_nothing(
    data_dir: Path, size: int, typed: str, reason: str
) -> None:
    app = GoApp(settings=Settings(size=size))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await pilot.press(*typed, "enter")
        await pilot.pause()
        assert screen.game.moves == []
        assert reason in entry_text(screen)
        assert screen.query_one(EntryLine).state == "refused"
        await pilot.press("enter")  # then Enter plays at the cursor, as always
        assert [m.point for m in screen.game.moves] == [screen.board_view.cursor]


async def test_the_entry_line_says_what_enter_will_do(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=19))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await pilot.press("p")
        assert "Enter: Pass (or add a row number: P4)" in entry_text(screen)
        await pilot.press("4")
        assert "p4" in entry_text(screen)
        assert "Enter: P4" in entry_text(screen)
        await pilot.press("backspace", "backspace")
        assert "q16" in entry_text(screen)  # the hint again
        await pilot.press("q", "1", "escape")
        assert screen.typed == ""
        assert screen.game.moves == []
        assert app.screen is screen


async def test_letter_commands_and_words_act_on_enter(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=19))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await pilot.press(*"q16", "enter", *"p4", "enter", "p")
        assert [m.point for m in screen.game.moves] == [v("Q16", 19), v("P4", 19)]
        await pilot.press("enter")
        assert screen.game.moves[-1].point is None
        assert "If White passes too, the game ends and is counted" in screen.message
        await pilot.press("u", "enter")
        assert len(screen.game.moves) == 2
        await pilot.press(*"undo", "enter")
        assert len(screen.game.moves) == 1
        await pilot.press(*"PASS", "enter")
        assert screen.game.moves[-1].point is None
        assert screen.game.moves[-1].color is Color.WHITE


async def test_keys_in_one_burst_are_handled_in_the_order_sent(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert screen.board_view.cursor == v("E5", 9)
        await burst(pilot, "enter", "d", "4", "enter")
        await burst(pilot, "c", "3", "enter", "p", "enter", "right", "space", "g", "7", "enter")
        await burst(pilot, "left_square_bracket", "end", "u", "enter", "left", "enter")
        points = [move.point for move in screen.game.moves]
        # G7 was taken back; the cursor, left of the typed G7, played F7 for White
        expected = ["E5", "D4", "C3", None, "D3", "F7"]
        assert points == [v(p, 9) if p else None for p in expected]
        assert [m.color for m in screen.game.moves] == [Color.BLACK, Color.WHITE] * 3


async def test_the_palette_and_its_footer_entry_speak_dutch(data_dir: Path) -> None:
    from textual.command import CommandInput, CommandList

    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        labels = await footer_labels(pilot)
        assert "p⏎ Passen" in labels
        assert "q⏎ Stop" in labels
        app.action_learn()
        await pilot.pause()
        labels = await footer_labels(pilot)
        assert "Opdrachten" in labels
        assert "palette" not in labels
        app.pop_screen()
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert app.screen.query_one(CommandInput).placeholder == "Zoek een opdracht…"
        await pilot.press(*"pass")
        await pilot.pause(0.3)
        prompts = [str(option.prompt) for option in app.screen.query_one(CommandList).options]
        assert any("Passen" in prompt for prompt in prompts), prompts
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app)
        assert [move.point for move in screen.game.moves] == [None]
        assert "Past Wit ook, dan is de partij uit" in screen.message


@pytest.mark.parametrize("screen_name", ["start", "game", "lessons", "problems"])
async def test_every_screen_lists_its_commands_in_the_palette(
    data_dir: Path, screen_name: str
) -> None:
    app = GoApp(settings=Settings(size=9) if screen_name == "game" else None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if screen_name == "lessons":
            app.action_learn()
        elif screen_name == "problems":
            app.action_problems()
        await pilot.pause()
        bound = {
            active.binding.description
            for active in app.screen.active_bindings.values()
            if active.binding.description and active.enabled and active.binding.show
        }
        listed = {command.title for command in app.get_system_commands(app.screen)}
        assert bound
        assert bound <= listed | {"Commands"}


FOOTER_FRAMES = 50
"""Frames a test waits for the footer's keys at most."""


async def footer_overflow(pilot: Pilot[object], screen: Screen[object], width: int) -> list[str]:
    """The footer keys that do not fit on a terminal ``width`` columns wide, once the footer
    has put its keys in (it does so after the screen's bindings change, a few frames later
    on a loaded machine)."""
    for _ in range(FOOTER_FRAMES):
        keys = list(screen.query(FooterKey))
        if keys and all(key.region.width for key in keys):
            break
        await pilot.pause()
    assert keys, "a footer with keys"
    return [f"{key.key_display} {key.description}" for key in keys if key.region.right > width]


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_every_footer_key_shows_on_80_columns(data_dir: Path, language: str) -> None:
    """In a game with a clock, on the marking screen and at a problem: the footer's
    last keys (the estimate, quit, the next problem) are not cut off at 80x24."""
    set_language(language)
    app = GoApp(settings=Settings(size=9, clock=parse_clock("10m")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert await footer_overflow(pilot, app.screen, 80) == []
        await enter(pilot, "p", "p")
        assert isinstance(app.screen, MarkingScreen)
        assert await footer_overflow(pilot, app.screen, 80) == []
        app.action_problems()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ProblemScreen)
        assert await footer_overflow(pilot, app.screen, 80) == []


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_the_marking_footer_with_an_engines_view_fits_80_columns(
    data_dir: Path, language: str
) -> None:
    """Against an engine the marking screen offers its view of the dead stones as well
    (``e⏎``): with every key shown the footer still fits at 80x24, in both languages."""
    from test_match import FakeComputer

    from go_tui.engine import Game
    from go_tui.play.computer import EngineChoice
    from go_tui.play.match import Match
    from go_tui.play.session import Session

    set_language(language)
    session = Session(Game(size=9), computers={Color.WHITE: EngineChoice("fake")})
    match = Match(session, autosave=None, computers={Color.WHITE: FakeComputer(None)})
    match.task_done(match.next_task().run())  # the engine starts
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(MarkingScreen(match))
        for _ in range(300):
            await pilot.pause(0.01)
            marking = app.screen
            if isinstance(marking, MarkingScreen) and marking.engine_dead is not None:
                break
        assert isinstance(app.screen, MarkingScreen)
        await pilot.pause()
        shown = [key.key_display for key in app.screen.query(FooterKey)]
        assert "e⏎" in shown, shown  # the engine's view is offered
        assert await footer_overflow(pilot, app.screen, 80) == []
