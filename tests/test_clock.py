"""Game clocks without any UI: the specs, each system, pause, undo, the end on time,
SGF, resuming, and what a GTP engine is told.  Time is moved by hand, never slept."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

import pytest
from engine_support import needs_gnugo

from go_tui.engine import Color, Game, Point, from_vertex
from go_tui.formats.sgf import load_sgf
from go_tui.play.clock import (
    Clock,
    ClockSpecError,
    System,
    TimeControl,
    TimeLeft,
    parse_clock,
)
from go_tui.play.computer import Computer, EngineChoice
from go_tui.play.events import ClockPaused, GameEnded, LostOnTime, Played, Undone
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Settings

B, W = Color.BLACK, Color.WHITE


class FakeTime:
    """A time source the test moves: ``time.advance(30)``."""

    def __init__(self) -> None:
        self.seconds = 1000.0

    def __call__(self) -> float:
        return self.seconds

    def advance(self, seconds: float) -> None:
        self.seconds += seconds


def at(vertex: str, size: int = 9) -> Point:
    point = from_vertex(vertex, size)
    assert point is not None
    return point


def clocked(spec: str, time: FakeTime) -> Match:
    session = Session.start(Settings(size=9, clock=parse_clock(spec)))
    return Match(session, autosave=None, now=time)


# ---- the specs ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "control"),
    [
        ("20m", TimeControl(System.ABSOLUTE, 1200)),
        ("1h30m", TimeControl(System.ABSOLUTE, 5400)),
        ("90s", TimeControl(System.ABSOLUTE, 90)),
        ("10m+5x30s", TimeControl(System.BYOYOMI, 600, period=30, periods=5)),
        ("10M + 5X30S", TimeControl(System.BYOYOMI, 600, period=30, periods=5)),
        ("0+3x10s", TimeControl(System.BYOYOMI, 0, period=10, periods=3)),
        ("10m+25/5m", TimeControl(System.CANADIAN, 600, period=300, stones=25)),
        ("5m+10s", TimeControl(System.FISCHER, 300, increment=10)),
    ],
)
def test_good_specs_parse_and_write_back(spec: str, control: TimeControl) -> None:
    assert parse_clock(spec) == control
    assert parse_clock(control.spec) == control


@pytest.mark.parametrize(
    "spec", ["", "20", "20x", "10m+", "10m+5x", "10m+x30s", "10m+0x30s", "0", "0+10s", "abc", "5m-"]
)
def test_bad_specs_are_refused_with_good_examples(spec: str) -> None:
    with pytest.raises(ClockSpecError) as refused:
        parse_clock(spec)
    assert "10m+5x30s" in str(refused.value)
    assert "20m" in str(refused.value)


# ---- each system --------------------------------------------------------------------


def test_absolute_time_runs_only_for_the_player_to_move_and_runs_out() -> None:
    time = FakeTime()
    match = clocked("1m", time)
    clock = match.clock
    assert clock is not None
    time.advance(20)
    assert clock.left(B).main == 40
    assert clock.left(W).main == 60
    assert isinstance(match.play(at("E5"))[0], Played)
    time.advance(59)
    assert clock.left(B).main == 40
    assert clock.left(W).main == 1
    assert match.check_time() == []
    time.advance(1)
    events = match.check_time()
    assert events[:2] == [LostOnTime(W), GameEnded("B+T")]
    assert match.session.info.result == "B+T"
    assert match.game.is_over
    time.advance(100)
    assert clock.left(B).main == 40  # stopped at the end


def test_a_move_after_the_time_ran_out_is_not_played_but_loses() -> None:
    time = FakeTime()
    match = clocked("1m", time)
    time.advance(61)
    events = match.play(at("E5"))
    assert events[0] == LostOnTime(B)
    assert GameEnded("W+T") in events
    assert match.game.move_number == 0


def test_byoyomi_keeps_a_period_used_in_time_and_loses_one_run_out() -> None:
    time = FakeTime()
    match = clocked("1m+3x30s", time)
    clock = match.clock
    assert clock is not None
    time.advance(70)  # main time gone, 10 s into the first period
    left = clock.left(B)
    assert left == TimeLeft(0, 20, periods=3)
    assert left.overtime
    match.play(at("E5"))
    assert clock.left(B) == TimeLeft(0, 30, periods=3)  # the period is kept, full again
    match.play(at("C3"))
    time.advance(45)  # one period used up, 15 s into the next
    assert clock.left(B) == TimeLeft(0, 15, periods=2)
    match.play(at("G7"))
    assert clock.left(B) == TimeLeft(0, 30, periods=2)
    match.play(at("C7"))
    time.advance(60)
    assert match.check_time()[0] == LostOnTime(B)


def test_canadian_counts_the_stones_and_starts_the_period_again() -> None:
    time = FakeTime()
    match = clocked("10s+3/1m", time)
    clock = match.clock
    assert clock is not None
    vertices = iter(["A1", "J9", "A2", "J8", "A3", "J7", "A4", "J6", "A5", "J5"])
    time.advance(15)  # 5 s into the period
    match.play(at(next(vertices)))
    assert clock.left(B) == TimeLeft(0, 55, stones=2)
    for spent in (10, 10):
        match.play(at(next(vertices)))
        time.advance(spent)
        match.play(at(next(vertices)))
    assert clock.left(B) == TimeLeft(0, 60, stones=3)  # three stones in time: a new period
    match.play(at(next(vertices)))
    time.advance(59)
    match.play(at(next(vertices)))
    match.play(at(next(vertices)))
    time.advance(2)
    assert match.check_time()[0] == LostOnTime(B)


def test_fischer_adds_the_increment_after_each_move() -> None:
    time = FakeTime()
    match = clocked("1m+10s", time)
    clock = match.clock
    assert clock is not None
    time.advance(5)
    match.play(at("E5"))
    assert clock.left(B).main == 65
    time.advance(3)
    match.play(None)
    assert clock.left(W).main == 67
    assert match.session.move_times == [TimeLeft(65), TimeLeft(67)]


def test_pause_stops_both_clocks() -> None:
    time = FakeTime()
    match = clocked("1m", time)
    clock = match.clock
    assert clock is not None
    time.advance(10)
    assert match.pause() == [ClockPaused(True)]
    time.advance(500)
    assert match.check_time() == []
    assert clock.left(B).main == 50
    match.play(at("E5"))  # a move while paused: nobody's time runs
    time.advance(500)
    assert clock.left(W).main == 60
    assert match.pause() == [ClockPaused(False)]
    time.advance(5)
    assert clock.left(W).main == 55
    assert clock.left(B).main == 50


def test_undo_gives_no_time_back_and_a_loss_on_time_stays() -> None:
    time = FakeTime()
    match = clocked("1m", time)
    clock = match.clock
    assert clock is not None
    time.advance(10)
    match.play(at("E5"))
    time.advance(20)
    assert match.undo()[0] == Undone()
    assert clock.left(W).main == 40  # White's thinking stays spent
    assert clock.left(B).main == 50  # and Black's clock runs on from where it was
    time.advance(5)
    assert clock.left(B).main == 45
    assert match.session.move_times == []
    time.advance(100)
    assert match.check_time()[0] == LostOnTime(B)
    assert match.undo() == [LostOnTime(B)]
    assert match.session.info.result == "W+T"
    assert not match.can_undo


def test_marking_stops_the_clock_and_resuming_starts_it() -> None:
    time = FakeTime()
    match = clocked("1m", time)
    clock = match.clock
    assert clock is not None
    match.play(None)
    match.play(None)
    assert clock.running is None
    time.advance(500)
    assert match.check_time() == []
    match.resume()
    assert clock.running is B
    time.advance(5)
    assert clock.left(B).main == 55


# ---- SGF and resuming ---------------------------------------------------------------


def test_the_sgf_keeps_the_clock_and_an_opened_game_goes_on_with_the_time_left() -> None:
    time = FakeTime()
    match = clocked("1m+3x30s", time)
    time.advance(20)
    match.play(at("E5"))  # Black 40 s
    time.advance(75)
    match.play(at("C3"))  # White in byo-yomi: 15 s into the first period, kept
    time.advance(7)  # Black thinks 7 s, then the game is saved (as on quitting)
    match.save()
    text = record_from_session(match.session)
    assert "TM[60]" in text
    assert "OT[3x30 byo-yomi]" in text
    assert ";B[ee]BL[40]" in text
    assert "W[cg]WL[30]OW[3]BL[33]" in text
    session = session_from_record(load_sgf(text))
    assert session.clock == parse_clock("1m+3x30s")
    assert session.time_left == {B: TimeLeft(33, 30, periods=3), W: TimeLeft(0, 30, periods=3)}
    later = FakeTime()
    resumed = Match(session, autosave=None, now=later)
    assert resumed.clock is not None
    later.advance(3)
    assert resumed.clock.left(B).main == 30
    resumed.play(at("G7"))
    later.advance(40)
    assert resumed.clock.left(W) == TimeLeft(0, 20, periods=2)
    again = record_from_session(resumed.session)
    assert ";B[gc]BL[30]" in again
    assert ";B[ee]BL[40]" in again  # the moves read from the file keep their times


def test_a_game_lost_on_time_opens_at_its_end() -> None:
    time = FakeTime()
    match = clocked("1m", time)
    time.advance(61)
    match.check_time()
    session = session_from_record(load_sgf(record_from_session(match.session)))
    assert session.lost_on_time is B
    reopened = Match(session, autosave=None, now=time)
    assert reopened.where_it_stands() == [GameEnded("W+T")]


@pytest.mark.parametrize("result", ["B+T", "B+Time"])
def test_a_file_lost_on_time_elsewhere_opens_as_lost(result: str) -> None:
    session = session_from_record(load_sgf(f"(;GM[1]SZ[9]RE[{result}];B[ee];W[cc])"))
    assert session.lost_on_time is W
    assert session.game.is_over


@pytest.mark.parametrize(
    ("tm_ot", "control"),
    [
        ("TM[600]OT[5x30 byo-yomi]", parse_clock("10m+5x30s")),
        ("TM[600]OT[25/300 Canadian]", parse_clock("10m+25/5m")),
        ("TM[1200]", parse_clock("20m")),
        ("TM[300]OT[10 fischer]", parse_clock("5m+10s")),
        ("TM[300]OT[something else]", None),
        ("", None),
    ],
)
def test_a_file_from_elsewhere_gives_its_clock(tm_ot: str, control: TimeControl | None) -> None:
    session = session_from_record(load_sgf(f"(;GM[1]SZ[9]{tm_ot};B[ee]BL[500.5])"))
    assert session.clock == control
    if control is not None:
        assert session.time_left[B].main == 500.5


# ---- what an engine is told ------------------------------------------------------------

RECORDING_ENGINE = """
import sys
log = open({log!r}, "a")
for line in sys.stdin:
    command = line.split()
    if not command:
        continue
    log.write(line)
    log.flush()
    if command[0] == "list_commands":
        print("= " + " ".join({known!r}) + "\\n", flush=True)
    elif command[0] == "genmove":
        print("= pass\\n", flush=True)
    elif command[0] == "quit":
        print("=\\n", flush=True)
        break
    else:
        print("= \\n", flush=True)
"""


def recording_engine(tmp_path: Path, known: list[str]) -> tuple[str, Path]:
    log = tmp_path / "commands.log"
    script = tmp_path / "engine.py"
    script.write_text(RECORDING_ENGINE.format(log=str(log), known=known))
    return f"{sys.executable} {script}", log


def genmove_with_clock(command: str, spec: str) -> None:
    time = FakeTime()
    session = Session.start(
        Settings(size=9, clock=parse_clock(spec), white_engine=EngineChoice(command))
    )
    match = Match(session, autosave=None, now=time)
    try:
        for _ in range(2):  # start, then nothing until Black moves
            task = match.next_task()
            if task is not None:
                match.task_done(task.run())
        time.advance(42)
        match.play(at("E5"))
        time.advance(3)
        task = match.next_task()
        assert task is not None
        match.task_done(task.run())
    finally:
        match.close()


def test_the_engine_is_told_the_settings_and_the_time_left(tmp_path: Path) -> None:
    command, log = recording_engine(
        tmp_path, ["time_settings", "time_left", "kgs-time_settings", "genmove"]
    )
    genmove_with_clock(command, "10m+5x30s")
    lines = log.read_text().splitlines()
    told = lines[lines.index("time_settings 600 30 1") :]
    assert told[:4] == [
        "time_settings 600 30 1",
        "kgs-time_settings byoyomi 600 30 5",
        "time_left B 558 0",
        "time_left W 597 0",
    ]
    assert told[4] == "genmove W"


def test_an_engine_without_kgs_gets_the_standard_commands_only(tmp_path: Path) -> None:
    command, log = recording_engine(tmp_path, ["time_settings", "time_left"])
    genmove_with_clock(command, "10m+25/5m")
    lines = log.read_text().splitlines()
    assert "time_settings 600 300 25" in lines
    assert not any(line.startswith("kgs-") for line in lines)
    assert lines.index("time_left W 597 0") < lines.index("genmove W")


def test_overtime_is_told_in_stones_or_periods() -> None:
    from go_tui.play.clock import gtp_time_left

    byoyomi = TimeLeft(0, 12.7, periods=4)
    assert gtp_time_left(byoyomi, kgs=True) == (12, 4)
    assert gtp_time_left(byoyomi, kgs=False) == (12, 1)
    assert gtp_time_left(TimeLeft(0, 200, stones=7), kgs=False) == (200, 7)
    assert gtp_time_left(TimeLeft(300), kgs=True) == (300, 0)


@needs_gnugo
def test_gnu_go_accepts_the_time_commands_and_moves() -> None:
    computer = Computer(EngineChoice("gnugo", level=1))
    try:
        computer.start()
        game = Session.start(Settings(size=9)).game
        clock = Clock(parse_clock("1m+5x10s"))
        answer = computer.genmove(game, B, (clock.control, clock.times()))
        assert answer is not None
        assert computer.gtp.knows("time_left")
    finally:
        computer.close()


class SlowComputer(Computer):
    """An engine that answers E5 whenever asked, however long the test says it thought."""

    def start(self) -> str:
        self.name = "Slow"
        return self.name

    def genmove(
        self,
        game: Game,
        color: Color,
        clock: tuple[TimeControl, Mapping[Color, TimeLeft]] | None = None,
    ) -> Point | str | None:
        return at("E5")

    def kill(self) -> None:
        """Nothing runs."""


def test_an_engine_that_runs_out_while_thinking_loses_and_its_move_is_dropped() -> None:
    time = FakeTime()
    session = Session.start(Settings(size=9, clock=parse_clock("1m")))
    match = Match(session, autosave=None, now=time, computers={B: SlowComputer(EngineChoice())})
    start = match.next_task()
    assert start is not None
    match.task_done(start.run())
    thinking = match.next_task()
    assert thinking is not None
    outcome = thinking.run()
    time.advance(61)  # the answer comes after the time ran out
    assert match.check_time()[:2] == [LostOnTime(B), GameEnded("W+T")]
    assert match.task_done(outcome) == []
    assert match.game.move_number == 0


@pytest.mark.parametrize("result", ["B+R", "W+4.5"])
def test_a_finished_record_is_read_without_its_clock_running_out(result: str) -> None:
    # A server's record ends in a resignation or a count without the passes or the
    # resignation as moves: stepping through it long must not lose it on time again.
    time = FakeTime()
    record = f"(;GM[1]SZ[9]TM[60]RE[{result}];B[ee]BL[50];W[cc]WL[40])"
    match = Match(session_from_record(load_sgf(record)), autosave=None, now=time)
    time.advance(3600)
    assert match.check_time() == []
    assert match.session.info.result == result
    assert not match.can_pause
