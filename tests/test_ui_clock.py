"""Clocks on screen: the panel counts down, warns, pauses, a game is lost on time, and
the dialog and the command line choose a clock.  Time moves by hand (the clock's time
source is replaced), never by sleeping."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_clock import FakeTime
from textual.widget import Widget
from textual.widgets import Input, Static
from typer.testing import CliRunner
from ui_support import click_point, game_screen, new_game_dialog, type_keys

from go_tui.cli import app as cli_app
from go_tui.engine import Color
from go_tui.formats.sgf import load_sgf
from go_tui.play.clock import parse_clock
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.screens.too_small import TooSmallScreen
from go_tui.ui.widgets.game_panel import ClockPanel

SIZE = (100, 36)


def clock_lines(screen: GameScreen) -> list[str]:
    return str(screen.query_one(ClockPanel).render()).splitlines()


def clocked_app(spec: str, size: int = 9) -> GoApp:
    return GoApp(settings=Settings(size=size, clock=parse_clock(spec)))


async def test_the_panel_counts_down_for_the_player_to_move(time: FakeTime) -> None:
    app = clocked_app("10m+5x30s")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert clock_lines(screen) == ["● 10:00  then 5x30s", "○ 10:00  then 5x30s"]
        time.advance(62.5)
        screen.tick()
        assert clock_lines(screen)[0] == "● 8:58  then 5x30s"
        await click_point(pilot, "E5")
        time.advance(3)
        screen.tick()
        assert clock_lines(screen) == ["● 8:58  then 5x30s", "○ 9:57  then 5x30s"]
        time.advance(600)  # White into byo-yomi: 3 s into the first period
        screen.tick()
        assert clock_lines(screen)[1] == "○ 0:27  5 periods left"


async def test_the_last_ten_seconds_are_shown_as_a_warning(time: FakeTime) -> None:
    app = clocked_app("1m")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        panel = screen.query_one(ClockPanel)
        time.advance(49)
        screen.tick()
        assert "$error" not in panel.markup
        time.advance(2)
        screen.tick()
        assert clock_lines(screen)[0] == "● 0:09"
        assert panel.markup.startswith("● [b $error]0:09")
        assert "$error" not in panel.markup.splitlines()[1]


async def test_canadian_and_fischer_show_their_overtime(time: FakeTime) -> None:
    app = clocked_app("1m+25/5m")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        time.advance(70)
        await click_point(pilot, "E5")
        assert clock_lines(screen)[0] == "● 4:50  24 stones to play"
    app = clocked_app("5m+10s")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        time.advance(5)
        await click_point(pilot, "E5")
        assert clock_lines(screen)[0] == "● 5:05  +10s a move"


async def test_the_pause_key_stops_both_clocks(time: FakeTime) -> None:
    app = clocked_app("1m")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        time.advance(10)
        await type_keys(pilot, "full_stop")
        assert screen.message == "Clocks stopped. Press . to start them again."
        time.advance(300)
        screen.tick()
        assert clock_lines(screen) == ["● 0:50  (stopped)", "○ 1:00"]
        assert isinstance(app.screen, GameScreen)
        await type_keys(pilot, "full_stop")
        assert screen.message == "Clocks running."
        time.advance(5)
        screen.tick()
        assert clock_lines(screen)[0] == "● 0:45"


async def test_a_game_is_lost_on_time(time: FakeTime, data_dir: Path) -> None:
    app = clocked_app("1m")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await click_point(pilot, "E5")
        time.advance(61)
        screen.tick()
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ResultScreen)
        assert str(result.query_one("#result", Static).render()) == (
            "White lost on time: Black wins"
        )
        assert "RE[B+T]" in str(result.query_one("#record", Static).render())
        assert screen.message == "White lost on time."
        saved = load_sgf((data_dir / "autosave.sgf").read_text())
        assert saved.info.result == "B+T"
        assert saved.info.extra["TM"] == ["60"]
        await type_keys(
            pilot, "v", "enter", "end"
        )  # back at the game: undo cannot take the loss back
        await type_keys(pilot, "u", "enter")
        assert screen.message == (
            "The game is over: White lost on time: Black wins. A loss on time cannot be taken back."
        )
        assert screen.game.move_number == 1
        assert screen.session.info.result == "B+T"


async def test_a_resumed_game_goes_on_with_the_time_left(time: FakeTime, data_dir: Path) -> None:
    app = clocked_app("2m")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        time.advance(30)
        await click_point(pilot, "E5")
        time.advance(45)
        await type_keys(pilot, "q", "enter")  # quit: White has thought 45 s
    app = GoApp(resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert clock_lines(screen) == ["● 1:30", "○ 1:15"]
        time.advance(15)
        screen.tick()
        assert clock_lines(screen)[1] == "○ 1:00"


async def test_a_19x19_game_on_the_clock_fits_80x24(time: FakeTime) -> None:
    app = clocked_app("10m+5x30s", size=19)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert not isinstance(app.screen, TooSmallScreen)
        panel = screen.query_one(ClockPanel)
        assert panel.region.height == 2
        assert panel.region.right <= 80
        assert clock_lines(screen)[1] == "○ 10:00  then 5x30s"


async def test_the_new_game_dialog_chooses_a_clock(time: FakeTime) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        dialog = await new_game_dialog(pilot)
        field = dialog.query_one("#clock", Input)
        field.value = "10 minutes"
        assert dialog.settings() is None
        error = str(dialog.query_one("#error", Static).render())
        assert error.startswith("10 minutes is not a clock.")
        assert "10m+5x30s (byo-yomi" in error
        field.value = "10m+25/5m"
        await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.match.clock is not None
        assert screen.match.clock.control == parse_clock("10m+25/5m")
        assert screen.session.clock == parse_clock("10m+25/5m")
        assert clock_lines(screen)[0] == "● 10:00  then 25/5m"


async def test_a_game_without_a_clock_shows_none_and_hides_the_key() -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert not screen.query(ClockPanel)
        assert screen.check_action("pause_clock", ()) is False
        await type_keys(pilot, "full_stop")
        assert screen.game.to_move is Color.BLACK


def test_the_command_line_takes_a_clock_and_the_bell(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[dict[str, object]] = []
    monkeypatch.setattr("go_tui.ui.app.run", lambda **options: started.append(options))
    result = CliRunner().invoke(cli_app, ["play", "--clock", "5m+10s", "--bell"])
    assert result.exit_code == 0, result.output
    settings = started[0]["settings"]
    assert isinstance(settings, Settings)
    assert settings.clock == parse_clock("5m+10s")
    assert started[0]["bell"] is True


def test_the_command_line_refuses_a_bad_clock_with_an_example() -> None:
    result = CliRunner().invoke(cli_app, ["play", "--clock", "10m+5x"])
    assert result.exit_code == 2
    assert "--clock" in result.output
    assert "10m+5x30s" in result.output


async def test_the_bell_rings_in_the_last_seconds_only_when_asked(time: FakeTime) -> None:
    for bell, rings in ((False, 0), (True, 2)):
        app = GoApp(settings=Settings(size=9, clock=parse_clock("1m")), bell=bell)
        rung: list[int] = []
        app.bell = lambda rung=rung: rung.append(1)  # type: ignore[method-assign]
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = game_screen(app)
            time.advance(45)
            screen.tick()  # 15 s left: quiet
            time.advance(6)
            screen.tick()
            time.advance(1)
            screen.tick()
        assert len(rung) == rings


async def test_a_tick_redraws_the_clock_and_leaves_the_board_alone(time: FakeTime) -> None:
    app = clocked_app("10m")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        refreshed: list[str] = []

        def counted(widget: Widget) -> None:
            original = widget.refresh

            def counting(*args: Any, **kwargs: Any) -> Widget:
                refreshed.append(widget.id or "")
                return original(*args, **kwargs)

            widget.refresh = counting  # type: ignore[method-assign]

        counted(screen.board_view)
        counted(screen.query_one(ClockPanel))
        time.advance(1)
        screen.tick()
        assert "clock" in refreshed
        assert "board" not in refreshed
        refreshed.clear()
        time.advance(0.2)  # the same second: nothing to draw
        screen.tick()
        assert refreshed == []
