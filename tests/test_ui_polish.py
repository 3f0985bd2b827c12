"""The game screen as a user saw it: the move list follows, typing hints, counting in the SGF."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from ui_support import enter, type_keys

from go_tui.engine import from_vertex
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.save_files import autosave_path
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.move_list import MoveList

MOVES_19 = (
    "Q16 D4 Q3 D16 C14 F17 R5 O3 R10 C6 F3 K3 C3 D3 C4 C5 B5 D14 D13 E13 D12 E14 C17 "
    "C16 D17 E17 B16 E16 O17 R14"
)
WALLS = [
    ("E1", "F1"), ("E2", "F2"), ("E3", "F3"), ("E4", "F4"), ("E5", "F5"),
    ("E6", "F6"), ("E7", "F7"), ("E8", "F8"), ("E9", "F9"), ("H5", "G5"),
]  # fmt: skip


def session_with(vertices: list[str], size: int) -> Session:
    session = Session.start(Settings(size=size))
    for vertex in vertices:
        assert session.game.play(from_vertex(vertex, size))
    return session


async def open_game(app: GoApp, pilot: object, session: Session) -> GameScreen:
    app.start_game(session)
    await pilot.pause()  # type: ignore[attr-defined]
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


def visible_numbers(moves: MoveList) -> range:
    """The move numbers the list shows now."""
    top = round(moves.scroll_offset.y)
    return range(top + 1, top + moves.scrollable_content_region.height + 1)


async def test_the_move_list_keeps_the_latest_move_in_view(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_game(app, pilot, session_with(MOVES_19.split()[:25], 19))
        moves = screen.query_one(MoveList)
        await pilot.pause()
        assert 25 in visible_numbers(moves)
        assert 1 not in visible_numbers(moves)  # the list is shorter than the game
        for vertex in MOVES_19.split()[25:]:
            await enter(pilot, vertex.lower())
        await pilot.pause()
        assert screen.game.move_number == 30
        assert 30 in visible_numbers(moves)
        assert moves.highlighted == 29


async def test_a_list_that_outgrows_its_room_scrolls_to_each_new_move(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_game(app, pilot, Session.start(Settings(size=9)))
        moves = screen.query_one(MoveList)
        played = [
            "c3",
            "g7",
            "c7",
            "g3",
            "e5",
            "e3",
            "d4",
            "f6",
            "h8",
            "b2",
            "j1",
            "a9",
            "d7",
            "f4",
            "e7",
            "d3",
        ]
        for number, vertex in enumerate(played, start=1):
            await enter(pilot, vertex)
            assert number in visible_numbers(moves), number
        assert 1 not in visible_numbers(moves)
        assert moves.show_vertical_scrollbar


@pytest.mark.slow  # plays and redraws 25 moves of a 19x19 game
async def test_the_scroll_bar_is_redrawn_as_the_list_scrolls_not_on_every_move(
    data_dir: Path,
) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_game(app, pilot, session_with(MOVES_19.split()[:25], 19))
        moves = screen.query_one(MoveList)
        await pilot.pause()
        bar = moves.vertical_scrollbar
        half = moves.scrollable_content_region.height // 2
        lengths = [bar.window_virtual_size]
        apart = [f"{column}{row}" for row in (8, 11) for column in "acegjlnprt"]  # 20 moves
        for number, vertex in enumerate(apart, start=26):
            await enter(pilot, vertex)
            assert number in visible_numbers(moves), number
            assert bar.window_virtual_size - number >= half  # room to bring a move mid-view
            lengths.append(bar.window_virtual_size)
        changes = sum(a != b for a, b in pairwise(lengths))
        assert 0 < changes <= 20 // half + 1, lengths


async def test_a_click_on_a_move_in_the_list_shows_that_move(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        screen = await open_game(app, pilot, session_with(MOVES_19.split()[:6], 19))
        moves = screen.query_one(MoveList)
        await pilot.click(moves, offset=(4, 2))  # the third line: move 3
        await pilot.pause()
        assert screen.reviewing == 3
        assert screen.shown_game().last_move == screen.game.moves[2]
        assert "Reviewing move 3 of 6" in screen.message
        moves.focus()
        await type_keys(pilot, "down", "down", "down", "enter")  # Enter on move 6: the game
        assert screen.reviewing is None


def entry_text(screen: GameScreen) -> str:
    return str(screen.query_one(EntryLine).render())


async def test_the_entry_line_says_how_to_type_a_point_and_a_letter_key(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        screen = await open_game(app, pilot, Session.start(Settings(size=19)))
        hint = entry_text(screen)
        assert "q16" in hint
        assert "p⏎" in hint
        assert hint == "Type a point, then Enter: q16. Letter keys wait for Enter too: p⏎ passes."
        await type_keys(pilot, "p")  # a key and a column: nothing happens before Enter
        assert entry_text(screen) == "> p▏ Enter: Pass (or add a row number: P4)"
        assert screen.game.move_number == 0
        await type_keys(pilot, "backspace", "q", "1", "6")
        assert entry_text(screen) == "> q16▏ Enter: Q16"
        await type_keys(pilot, "enter")
        assert screen.game.last_move is not None
        assert screen.game.last_move.point == from_vertex("Q16", 19)
        assert entry_text(screen) == hint
        await enter(pilot, "i5")
        assert entry_text(screen) == "i5: There is no column I: the letters on a Go board skip I."
        await enter(pilot, "q20")
        assert entry_text(screen).startswith("q20: Row 20 is off this 19x19 board")
        assert screen.game.move_number == 1


async def test_the_hint_in_dutch_names_only_the_columns_of_the_board(data_dir: Path) -> None:
    set_language("nl")
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        screen = await open_game(app, pilot, Session.start(Settings(size=9)))
        hint = entry_text(screen)
        assert hint == (
            "Typ een punt en dan Enter: g7. Lettertoetsen wachten ook op Enter: p⏎ is passen."
        )
        await type_keys(pilot, "p")  # no column P on 9x9: only the key is offered
        assert entry_text(screen) == "> p▏ Enter: Passen"
        await type_keys(pilot, "escape", "j")  # a column and no key (h⏎ asks for a hint)
        assert entry_text(screen) == (
            "> j▏ J is een kolom: typ er een rijnummer achter, bijvoorbeeld J3."
        )
        await type_keys(pilot, "escape")
        assert entry_text(screen) == hint
        await enter(pilot, "q16")  # a point on 19x19, but not here
        assert entry_text(screen) == (
            "q16: Er is geen kolom Q: dit 9x9-bord heeft A tot en met J, zonder I."
        )
        assert screen.game.move_number == 0


async def test_area_counting_chosen_at_marking_is_the_rules_in_the_sgf(data_dir: Path) -> None:
    session = session_with([v for pair in WALLS for v in pair], 9)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        await open_game(app, pilot, session)
        await enter(pilot, "p", "p", "t")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert marking.count.scoring == "area"
        area = marking.score
        await enter(pilot, "a")
        assert isinstance(app.screen, ResultScreen)
    saved = load_sgf(autosave_path().read_bytes())
    assert saved.info.result == area.result
    assert saved.game.rules.scoring == "area"
    assert "RU[area]" in autosave_path().read_text()


async def test_the_counting_toggle_is_greyed_out_in_the_check_view(data_dir: Path) -> None:
    session = session_with([v for pair in WALLS for v in pair], 9)
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        await open_game(app, pilot, session)
        await enter(pilot, "p", "p", "c")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert marking.check_action("counting", ()) is None
        await enter(pilot, "t")
        assert marking.count.scoring == "territory"
        await enter(pilot, "a")
        assert isinstance(app.screen, ResultScreen)
    assert "RU[Japanese]" in autosave_path().read_text()
