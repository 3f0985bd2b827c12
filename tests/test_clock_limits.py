"""Clock values no game can hold (infinite, or more digits than Python reads) in a record
or a save: the game opens without that clock, and nothing crashes on every start after."""

from __future__ import annotations

from pathlib import Path

import pytest

from go_tui.formats.sgf import load_sgf
from go_tui.play.autosave import load_autosave
from go_tui.play.clock import ClockSpecError, TimeControl, overtime_control, parse_clock
from go_tui.play.match import Match
from go_tui.play.opening import Opened, open_game
from go_tui.play.save_files import autosave_path
from go_tui.play.session_sgf import record_from_session

NINES = "9" * 5000
"""More digits than Python turns into a number."""
RECORDS = {
    "main time infinite": "TM[inf]",
    "main time past a float": "TM[1e999]",
    "main time of centuries": "TM[1e300]",
    "periods of 400 digits": "TM[600]OT[" + "9" * 400 + "x30 byo-yomi]",
    "a count of 5,000 digits": f"TM[600]OT[3x{NINES} byo-yomi]",
    "a Canadian period past a float": "TM[600]OT[25/1e999 canadian]",
    "the free handicap to place": f"GOTUIPLACING[{NINES}]",
    "our own clock spec": f"GOTUICLOCK[{NINES}m]",
}


def record(root: str) -> str:
    return f"(;GM[1]FF[4]SZ[9]{root};B[ee]BL[1e999]OB[{NINES}];W[cc]WL[inf])"


@pytest.mark.parametrize("root", RECORDS.values(), ids=RECORDS.keys())
def test_a_record_opens_without_a_clock_it_cannot_hold(tmp_path: Path, root: str) -> None:
    path = tmp_path / "odd.sgf"
    path.write_text(record(root))
    opened = open_game(path)
    assert isinstance(opened, Opened)
    assert opened.session.clock is None
    assert opened.session.game.move_number == 2
    Match(opened.session, autosave=None)
    assert load_sgf(record_from_session(opened.session)).game.move_number == 2


@pytest.mark.parametrize("root", RECORDS.values(), ids=RECORDS.keys())
def test_such_an_autosave_resumes_every_time(data_dir: Path, root: str) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(record(root))
    for _ in range(2):
        session = load_autosave()
        assert session is not None
        assert session.game.move_number == 2


def test_a_record_within_the_limits_keeps_its_clock() -> None:
    assert overtime_control(600, "5x30 byo-yomi") == TimeControl(
        parse_clock("10m+5x30s").system, 600, period=30, periods=5
    )
    assert overtime_control(360_000, "") is not None  # 100 hours: the longest a spec allows
    assert overtime_control(360_001, "") is None
    assert overtime_control(600, "1001x30 byo-yomi") is None


def test_a_typed_clock_of_too_many_digits_is_refused_in_words() -> None:
    with pytest.raises(ClockSpecError):
        parse_clock(f"{NINES}m")
