"""Clock values no game can hold (infinite, or more digits than Python reads) in a record
or a save: the game opens without that value and says so, and nothing crashes on every
start after; whatever else goes wrong building a game from a save sets the save aside."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_support import game_screen, notifications

from go_tui.engine import Color
from go_tui.formats.sgf import load_sgf
from go_tui.play import autosave
from go_tui.play.autosave import DamagedSave, load_autosave
from go_tui.play.clock import (
    ClockLimitError,
    ClockSpecError,
    TimeControl,
    TimeLeft,
    overtime_control,
    parse_clock,
)
from go_tui.play.events import ClockLeftOut
from go_tui.play.match import Match
from go_tui.play.opening import FileFault, Opened, OpenFailed, open_game
from go_tui.play.save_files import autosave_path
from go_tui.play.session_sgf import record_from_session
from go_tui.ui.app import GoApp
from go_tui.ui.screens.start import StartScreen

NINES = "9" * 5000
"""More digits than Python turns into a number."""
MOVES = f";B[ee]BL[1e999]OB[{NINES}];W[cc]WL[inf]"
"""Two moves whose time left no clock can hold."""
CLOCKS = {
    "main time infinite": ("TM[inf]", "TM[inf]"),
    "main time past a float": ("TM[1e999]", "TM[1e999]"),
    "main time of centuries": ("TM[1e300]", "TM[1e300]"),
    "periods of 400 digits": ("TM[600]OT[" + "9" * 400 + "x30 byo-yomi]", "OT[999"),
    "a count of 5,000 digits": (f"TM[600]OT[3x{NINES} byo-yomi]", "OT[3x999"),
    "a Canadian period past a float": ("TM[600]OT[25/" + "9" * 400 + " canadian]", "OT[25/999"),
    "a Fischer increment of centuries": ("TM[600]OT[999999999 fischer]", "OT[999999999 fischer]"),
}
"""A clock no game can hold, and how the game names it as it opens."""
PRIVATE = {
    "the free handicap to place": f"GOTUIPLACING[{NINES}]",
    "our own clock spec": f"GOTUICLOCK[{NINES}m]",
    "a computer's level": f"GOTUICOMPUTERW[computer:{NINES}]",
}
"""Our own properties with values no game can hold: read as if they were not there."""
UNKNOWN = {"a period in no form SGF writes": "TM[600]OT[25/1e999 canadian]"}
"""A clock in words we do not know: the file's own, as any clock we do not know."""
ROOTS = {name: root for name, (root, _) in CLOCKS.items()} | PRIVATE | UNKNOWN


def record(root: str, moves: str = MOVES) -> str:
    return f"(;GM[1]FF[4]SZ[9]{root}{moves})"


def opened(text: str, tmp_path: Path) -> Opened:
    path = tmp_path / "odd.sgf"
    path.write_text(text)
    outcome = open_game(path)
    assert isinstance(outcome, Opened), outcome
    return outcome


@pytest.mark.parametrize("root", ROOTS.values(), ids=ROOTS.keys())
def test_a_record_opens_without_a_value_it_cannot_hold(tmp_path: Path, root: str) -> None:
    session = opened(record(root), tmp_path).session
    assert session.clock is None
    assert session.game.move_number == 2
    assert not session.computers
    Match(session, autosave=None)
    again = record_from_session(session)
    assert load_sgf(again).game.move_number == 2
    if root.startswith("TM"):
        assert root in again  # the file's own clock goes back as it came


@pytest.mark.parametrize(("root", "named"), CLOCKS.values(), ids=CLOCKS.keys())
def test_the_game_says_which_clock_it_left_out(tmp_path: Path, root: str, named: str) -> None:
    session = opened(record(root), tmp_path).session
    said = Match(session, autosave=None).opened()
    left_out = [event for event in said if isinstance(event, ClockLeftOut)]
    assert len(left_out) == 1
    assert not left_out[0].clock
    assert any(value.startswith(named) for value in left_out[0].values)
    assert all(len(value) <= len("OT[]...") + 20 for value in left_out[0].values)  # cut short


def test_time_left_beyond_the_limits_is_left_out_and_the_clock_kept(tmp_path: Path) -> None:
    moves = f";B[ee]BL[500]OB[{NINES}];W[cc]WL[1e999];B[gg]BL[400]OB[3]"
    session = opened(record("TM[600]OT[5x30 byo-yomi]", moves), tmp_path).session
    assert session.clock == parse_clock("10m+5x30s")
    assert session.time_left == {Color.BLACK: TimeLeft(0.0, 400.0, periods=3)}  # not WL[1e999]
    said = Match(session, autosave=None).opened()
    assert ClockLeftOut(("BL[500]", f"OB[{NINES[:20]}...]", "WL[1e999]"), clock=True) in said


def test_a_record_within_the_limits_keeps_its_clock() -> None:
    assert overtime_control(600, "5x30 byo-yomi") == TimeControl(
        parse_clock("10m+5x30s").system, 600, period=30, periods=5
    )
    assert overtime_control(360_000, "") is not None  # 100 hours: the longest a spec allows
    assert overtime_control(600, "0005x30 byo-yomi") == overtime_control(600, "5x30 byo-yomi")
    assert overtime_control(600, "3 moves per 10 minutes") is None  # unknown: the file's own
    for main, overtime in ((360_001, ""), (600, "1001x30 byo-yomi"), (600, "5x360001 byo-yomi")):
        with pytest.raises(ClockLimitError):
            overtime_control(main, overtime)


def test_a_typed_clock_of_too_many_digits_is_refused_in_words() -> None:
    with pytest.raises(ClockSpecError):
        parse_clock(f"{NINES}m")


# ---- the autosave: every start --------------------------------------------------------


def write_save(text: str) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(text)


@pytest.mark.parametrize("root", ROOTS.values(), ids=ROOTS.keys())
def test_such_an_autosave_loads_every_time(data_dir: Path, root: str) -> None:
    write_save(record(root))
    for _ in range(2):
        session = load_autosave()
        assert session is not None
        assert session.game.move_number == 2


@pytest.mark.parametrize(("root", "named"), CLOCKS.values(), ids=CLOCKS.keys())
async def test_resume_and_continue_go_on_without_that_clock_and_say_so(
    data_dir: Path, root: str, named: str
) -> None:
    text = record(root)
    write_save(text)
    for app, start in ((GoApp(resume=True), None), (GoApp(), "#continue")):
        async with app.run_test(size=(100, 36)) as pilot:
            await pilot.pause()
            if start is not None:
                assert isinstance(app.screen, StartScreen)
                await pilot.click(start)
                await pilot.pause()
            screen = game_screen(app)
            assert screen.session.clock is None
            assert screen.game.move_number == 2
            told = [note for note in notifications(app) if "beyond go-tui's limits" in note]
            assert len(told) == 1
            assert named in told[0].replace("\\[", "[")
            assert "without a clock" in told[0]
            assert named in screen.message.replace("\\[", "[")
        assert load_sgf(autosave_path().read_text()).game.move_number == 2  # nothing lost
    assert root in autosave_path().read_text()


def fail_to_build(monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    """Building a session from a parsed file goes wrong in a way nobody foresaw."""

    def broken(*_: object, **__: object) -> None:
        raise error

    monkeypatch.setattr(autosave, "session_from_record", broken)
    monkeypatch.setattr("go_tui.play.opening.session_from_record", broken)


@pytest.mark.parametrize("error", [OverflowError("too big"), RecursionError(), KeyError("x")])
def test_anything_going_wrong_building_the_game_sets_the_save_aside(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, error: Exception
) -> None:
    text = record("TM[600]")
    write_save(text)
    fail_to_build(monkeypatch, error)
    with pytest.raises(DamagedSave) as damaged:
        load_autosave()
    assert damaged.value.kept.read_text() == text
    assert not autosave_path().exists()
    assert load_autosave() is None  # the next start starts clean
    path = tmp_path / "mine.sgf"
    path.write_text(text)
    failed = open_game(path)
    assert isinstance(failed, OpenFailed)
    assert failed.fault is FileFault.MALFORMED
    assert failed.detail
    assert path.read_text() == text  # a file opened is the user's: never moved


async def test_resume_sets_a_save_it_cannot_build_aside_and_starts(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = record("TM[600]")
    write_save(text)
    fail_to_build(monkeypatch, OverflowError("cannot convert float infinity to integer"))
    app = GoApp(resume=True)
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        notes = notifications(app)
        assert any("could not be read (cannot convert float infinity" in note for note in notes)
    kept = list(data_dir.glob("autosave.sgf.damaged-*"))
    assert [path.read_text() for path in kept] == [text]
    assert not autosave_path().exists()
