"""Fuzzed GTP sessions: every line answered once, well formed, never an internal error.

Seeded and small enough for every run; ``tools/fuzz.py gtp`` runs the same longer.
Files for ``loadsgf`` and ``printsgf`` (a FIFO, a directory, symbolic links, a
large file) are made in the test's own folder, and ``printsgf`` writes nowhere else.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fuzz_support import check_gtp, fuzz_gtp

from go_tui.formats.gtp_engine import GtpEngine

COUNT = 4000


@pytest.mark.slow  # long fuzzing: random sessions through go-tui gtp and a replay
def test_fuzzed_gtp_sessions_stay_in_step(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    tally = fuzz_gtp(seed=20, count=COUNT, folder=tmp_path / "files")
    print(tally)
    assert tally.inputs == COUNT, str(tally)
    assert tally.crashes == 0, str(tally)
    assert tally.refusals > COUNT // 2, str(tally)


@pytest.mark.parametrize(
    "lines",
    [
        "boardsize \u0661\u0669",
        "play b A\u0661",
        "komi " + "9" * 5000,
        "7 fixed_handicap " + "9" * 40,
        "\u0661 name",
        "loadsgf /dev/zero\nplay b D4",
        "list_commands\nquit\nplay b D4",
    ],
)
def test_odd_lines_are_answered_in_step(lines: str) -> None:
    check_gtp(lines.encode("utf-8"))  # raises on a malformed or missing answer


def test_an_internal_error_is_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: GtpEngine, args: list[str]) -> str:
        raise RuntimeError("boom")

    monkeypatch.setattr(GtpEngine, "showboard", broken)
    check_gtp(b"name\nplay b D4")
    with pytest.raises(AssertionError, match="internal error"):
        check_gtp(b"name\n3 showboard")
