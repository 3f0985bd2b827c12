"""Free handicap: Black places the stones (undo takes the last back), then White moves;
the SGF keeps HA and AB; an engine as White is told the stones, an engine as Black
places its own (model, GNU Go, and the screen)."""

from __future__ import annotations

from pathlib import Path

from engine_support import needs_gnugo
from game_support import settle
from textual.widgets import Select
from typer.testing import CliRunner
from ui_support import click_point, enter, game_screen, type_keys, v

from go_tui.cli import app as cli_app
from go_tui.engine import Color, Refusal, Refused
from go_tui.formats.sgf import load_sgf
from go_tui.play.computer import Computer, EngineChoice
from go_tui.play.events import (
    EngineFailed,
    EngineReady,
    HandicapPlaced,
    PersonPlays,
    Placing,
    Played,
)
from go_tui.play.match import Match, TaskOutcome
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.new_game import NewGameScreen
from go_tui.ui.widgets.steady_text import SteadyText


def placing(stones: int = 3, **choices: EngineChoice) -> Match:
    settings = Settings(size=9, handicap=stones, free_handicap=True, **choices)  # type: ignore[arg-type]
    return Match(Session.start(settings), autosave=None)


def test_black_places_the_stones_then_white_moves() -> None:
    match = placing(3)
    assert match.where_it_stands() == [Placing(0, 3)]
    assert match.game.handicap == 0
    assert match.game.to_move is Color.BLACK
    assert match.play(v("C3")) == [Placing(1, 3)]
    assert match.play(v("C3")) == [Refused(Refusal.OCCUPIED, v("C3"))]
    assert match.play(None) == [Placing(1, 3)]  # no pass while placing
    assert match.resign() == [Placing(1, 3)]
    assert match.play(v("G7")) == [Placing(2, 3)]
    assert match.undo() == [Placing(1, 3)]
    assert match.session.placed == (v("C3"),)
    assert match.play(v("G3")) == [Placing(2, 3)]
    assert match.play(v("C7")) == [HandicapPlaced(3)]
    game = match.game
    assert game.handicap == 3
    assert game.setup == dict.fromkeys([v("C3"), v("G3"), v("C7")], Color.BLACK)
    assert game.to_move is Color.WHITE
    assert game.komi == 0.5
    assert game.move_number == 0
    assert match.play(v("E5")) == [Played(Color.WHITE, v("E5"))]


def test_undo_before_whites_first_move_takes_the_last_stone_back() -> None:
    match = placing(2)
    match.play(v("C3"))
    match.play(v("G7"))
    assert match.undo() == [Placing(1, 2)]
    assert match.game.handicap == 0
    assert match.game.to_move is Color.BLACK
    match.play(v("G3"))
    match.play(v("E5"))  # White's first move
    match.undo()
    assert match.game.handicap == 2
    assert match.game.to_move is Color.WHITE


def test_the_sgf_keeps_ha_and_ab_and_white_starts_when_opened() -> None:
    match = placing(4)
    for vertex in ("C3", "G7", "D6", "F4"):
        match.play(v(vertex))
    match.play(v("E5"))
    text = record_from_session(match.session)
    assert "HA[4]" in text
    assert "AB[gc][dd][ff][cg]" in text
    loaded = load_sgf(text)
    assert loaded.game.handicap == 4
    assert set(loaded.game.setup) == {v("C3"), v("G7"), v("D6"), v("F4")}
    assert loaded.game.moves[0].color is Color.WHITE
    assert session_from_record(loaded).free_handicap == 0  # nothing left to place


def test_without_free_placement_the_stones_stand_on_the_star_points() -> None:
    session = Session.start(Settings(size=9, handicap=3))
    assert session.game.handicap == 3
    assert not session.placing


@needs_gnugo
def test_gnugo_as_white_is_told_the_free_stones() -> None:
    match = placing(3, white_engine=EngineChoice(level=1))
    started = settle(match)
    assert isinstance(started[1], EngineReady)
    assert started[2:] == [Placing(0, 3)]  # what Black is to do stays said
    for vertex in ("C3", "G7", "D6"):
        match.play(v(vertex))
    events = settle(match)
    assert any(isinstance(event, Played) and event.color is Color.WHITE for event in events)
    computer = match.computers[Color.WHITE]
    said = computer.gtp.send("list_stones black").split()
    assert sorted(said) == sorted(["C3", "G7", "D6"])
    assert match.game.to_move is Color.BLACK
    match.close()


@needs_gnugo
def test_gnugo_as_black_places_its_own_stones() -> None:
    match = placing(4, black_engine=EngineChoice(level=1))
    events = settle(match)
    assert events[-1] == HandicapPlaced(4, by_computer=True)
    game = match.game
    assert game.handicap == 4
    assert len(game.setup) == 4
    assert set(game.setup.values()) == {Color.BLACK}
    assert game.to_move is Color.WHITE
    free = next(p for p in (v("E5"), v("A1"), v("J9")) if p not in game.setup)
    assert match.play(free) == [Played(Color.WHITE, free)]
    match.undo()  # White's move back; the engine's stones stay
    match.undo()
    assert match.game.handicap == 4
    assert len(match.game.setup) == 4
    match.close()


def test_an_engine_placing_too_few_stones_leaves_and_a_person_places() -> None:
    computer = Computer(EngineChoice("fake"))
    match = placing(3)
    match.computers[Color.BLACK] = computer
    match.ready.add(Color.BLACK)
    task = match.next_task()
    assert task is not None
    failed, person = match.task_done(TaskOutcome(task, [v("C3")]))
    assert isinstance(failed, EngineFailed)
    assert person == PersonPlays(Color.BLACK, "fake")
    assert match.computers == {}
    assert match.session.placing
    assert match.session.placed == ()
    assert match.play(v("C3")) == [Placing(1, 3)]  # a person places now


def test_the_command_line_asks_for_a_handicap_with_free_placement() -> None:
    result = CliRunner().invoke(cli_app, ["play", "--free-handicap"])
    assert result.exit_code != 0
    assert "--handicap" in result.output


async def test_placing_on_the_screen_by_click_and_typed_point_with_undo() -> None:
    app = GoApp(settings=Settings(size=9, handicap=3, free_handicap=True))
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        message = screen.query_one("#message", SteadyText)
        assert "Black places handicap stone 1 of 3" in str(message.render())
        await click_point(pilot, "C3")
        await enter(pilot, "g7")
        assert screen.game.board[v("G7")] is Color.BLACK
        assert "stone 3 of 3" in str(message.render())
        assert "Handicap: 2 of 3" in str(screen.query_one("#panel", SteadyText).render())
        await enter(pilot, "u")
        assert screen.game.board[v("G7")] is None
        assert "stone 2 of 3" in str(message.render())
        await enter(pilot, "g3", "c7")
        assert screen.game.handicap == 3
        assert screen.game.to_move is Color.WHITE
        assert "White to play" in str(message.render())
        await enter(pilot, "e5")
        assert screen.game.board[v("E5")] is Color.WHITE


async def test_the_dialog_offers_free_placement_with_a_handicap() -> None:
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        dialog = NewGameScreen(Settings(size=9))
        chosen: list[Settings | None] = []
        app.push_screen(dialog, chosen.append)
        await pilot.pause()
        placement = dialog.query_one("#placement", Select)
        assert not placement.display
        dialog.query_one("#handicap", Select).value = 4
        await pilot.pause()
        assert placement.display
        placement.value = True
        await pilot.pause()
        settings = dialog.settings()
        assert settings is not None
        assert settings.handicap == 4
        assert settings.free_handicap
        await type_keys(pilot, "escape")


def test_undo_while_placing_is_autosaved() -> None:
    saved: list[str] = []
    match = Match(
        Session.start(Settings(size=9, handicap=2, free_handicap=True)),
        autosave=lambda session: saved.append(record_from_session(session)),
    )
    match.play(v("C3"))
    assert "AB[cg]" in saved[-1]
    match.undo()
    assert "AB[" not in saved[-1]
    assert "GOTUIPLACING[2]" in saved[-1]


def test_a_game_saved_while_placing_goes_on_placing() -> None:
    match = placing(3)
    match.play(v("C3"))
    match.play(v("G7"))
    text = record_from_session(match.session)
    assert "GOTUIPLACING[3]" in text
    session = session_from_record(load_sgf(text))
    assert session.placing
    assert set(session.placed) == {v("C3"), v("G7")}
    resumed = Match(session, autosave=None)
    assert resumed.where_it_stands() == [Placing(2, 3)]
    assert resumed.play(v("G3")) == [HandicapPlaced(3)]
    assert "GOTUIPLACING" not in record_from_session(resumed.session)
    assert "HA[3]" in record_from_session(resumed.session)


@needs_gnugo
async def test_on_the_screen_gnugo_as_black_places_and_as_white_answers(data_dir: Path) -> None:
    app = GoApp(
        settings=Settings(
            size=9, handicap=3, free_handicap=True, black_engine=EngineChoice(level=1)
        )
    )
    async with app.run_test(size=(100, 36)) as pilot:
        screen = game_screen(app)
        for _ in range(2000):
            await pilot.pause(0.01)
            if screen.game.handicap:
                break
        assert screen.game.handicap == 3
        assert len(screen.board_view.board.stones(Color.BLACK)) == 3
        assert "The 3 handicap stones stand. White to play." in screen.message

    app = GoApp(
        settings=Settings(
            size=9, handicap=2, free_handicap=True, white_engine=EngineChoice(level=1)
        )
    )
    async with app.run_test(size=(100, 36)) as pilot:
        screen = game_screen(app)
        for _ in range(2000):
            await pilot.pause(0.01)
            if Color.WHITE in screen.match.ready:
                break
        assert "Black places handicap stone 1 of 2" in screen.message
        await enter(pilot, "c3", "g7")
        for _ in range(2000):
            await pilot.pause(0.01)
            if screen.game.move_number == 1:
                break
        assert screen.game.moves[0].color is Color.WHITE
        assert screen.game.handicap == 2
