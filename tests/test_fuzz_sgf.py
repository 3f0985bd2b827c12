"""Fuzzed SGF files open, load as problems, or are refused in words; none crashes.

Seeded and small enough for every run; ``tools/fuzz.py sgf`` runs the same longer.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fuzz_support import Tally, feed, fuzz_sgf, sgf_inputs, sgf_seeds

COUNT = 2000


@pytest.mark.slow  # long fuzzing: thousands of mutated files through the reader
def test_fuzzed_sgf_never_crashes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    tally = fuzz_sgf(seed=20, count=COUNT, folder=tmp_path)
    print(tally)
    assert tally.inputs == COUNT, str(tally)
    assert tally.crashes == 0, str(tally)
    assert COUNT // 10 < tally.refusals < COUNT - COUNT // 10, str(tally)  # both kinds are made


def test_the_inputs_are_the_same_for_a_seed_and_differ_between_seeds() -> None:
    seeds = sgf_seeds()
    first = list(sgf_inputs(1, 50, seeds))
    assert first == list(sgf_inputs(1, 50, seeds))
    assert first != list(sgf_inputs(2, 50, seeds))
    assert len(set(first)) > 40


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
