"""Fuzzed SGF files open, load as problems, resume as the last game, or are refused in
words; none crashes.

Seeded and small; ``tools/fuzz.py sgf`` and ``sgf-bytes`` run the same longer.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fuzz_support import Tally, check_resume, feed, fuzz_sgf, sgf_inputs, sgf_seeds

from go_tui.storage import DATA_DIR_ENV

COUNT = 1000


@pytest.mark.slow  # long fuzzing: a thousand mutated files through every reader
@pytest.mark.parametrize("kind", ["properties", "bytes"])
def test_fuzzed_sgf_never_crashes(
    kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    tally = fuzz_sgf(seed=20, count=COUNT, folder=tmp_path, kind=kind)
    print(tally)
    assert tally.inputs == COUNT, str(tally)
    assert tally.crashes == 0, str(tally)
    assert COUNT // 10 < tally.refusals < COUNT - COUNT // 10, str(tally)  # both kinds are made


@pytest.mark.parametrize("kind", ["properties", "bytes"])
def test_the_inputs_are_the_same_for_a_seed_and_differ_between_seeds(kind: str) -> None:
    seeds = sgf_seeds()
    first = list(sgf_inputs(1, 50, seeds, kind))
    assert first == list(sgf_inputs(1, 50, seeds, kind))
    assert first != list(sgf_inputs(2, 50, seeds, kind))
    assert len(set(first)) > 40


def test_the_two_kinds_change_different_things() -> None:
    seeds = sgf_seeds()
    properties = list(sgf_inputs(3, 200, seeds, "properties"))
    blind = list(sgf_inputs(3, 200, seeds, "bytes"))
    assert sum(b"TM[" in data or b"GOTUI" in data for data in properties) > 40
    assert sum(b"GOTUI" in data for data in blind) == 0  # no seed names one


def test_a_resumed_save_is_said_and_a_damaged_one_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert check_resume(b"(;SZ[9]TM[1e999]OT[5x30 byo-yomi];B[ee];W[cc])")
    assert (tmp_path / "autosave.sgf").read_text().endswith(";B[df])\n")  # d4, played on
    assert not check_resume(b"(;SZ[9];B[ee")
    assert [path.name[:22] for path in tmp_path.glob("autosave.sgf*")] == ["autosave.sgf.damaged-2"]


def test_a_crash_is_counted_and_the_smallest_kept() -> None:
    def check(data: bytes) -> bool:
        if b"x" in data:
            raise RuntimeError("boom")
        return data == b"no"

    tally = feed(Tally("t"), check, iter([b"no", b"xxxx", b"ok", b"x!", b"xyz"]))
    assert (tally.inputs, tally.refusals, tally.crashes) == (5, 1, 3)
    assert tally.smallest is not None
    assert tally.smallest[0] == b"x!"
    assert "RuntimeError: boom" in str(tally)
