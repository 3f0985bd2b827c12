"""The review ladder (fails come back after 1, 3, 7, 14, 30, 60 days; clean solves climb),
levels, and the timed set's choice and clock."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from go_tui.problems import Problem
from go_tui.problems.levels import level_span
from go_tui.problems.progress import ProblemProgress, ProblemResult, Tally
from go_tui.problems.review import OLD_FAIL, RUNGS, LadderPlace, Review, advance, step_of
from go_tui.problems.timed import Summary, TimedSet, choose, minutes

DAY = date(2026, 3, 2)


def write(folder: Path, data: object) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "progress.json").write_text(json.dumps(data))


def days(n: int) -> date:
    return DAY + timedelta(days=n)


@pytest.mark.parametrize(
    ("before", "review", "today", "after"),
    [
        # a first fail steps on at the bottom: back tomorrow
        (None, Review.FAIL, DAY, LadderPlace(0, days(1), DAY)),
        # a clean solve of a problem never failed: not on the ladder
        (None, Review.CLEAN, DAY, None),
        # up: a due clean solve climbs one rung
        (LadderPlace(0, days(1), DAY), Review.CLEAN, days(1), LadderPlace(1, days(4), days(1))),
        (LadderPlace(2, days(7), DAY), Review.CLEAN, days(9), LadderPlace(3, days(23), days(9))),
        # top: 60 days stays 60 days
        (
            LadderPlace(5, days(60), DAY),
            Review.CLEAN,
            days(60),
            LadderPlace(5, days(120), days(60)),
        ),
        # down: a fail drops one rung, counted from the day of the fail
        (LadderPlace(3, days(14), DAY), Review.FAIL, days(14), LadderPlace(2, days(21), days(14))),
        (LadderPlace(3, days(14), DAY), Review.FAIL, days(5), LadderPlace(2, days(12), days(5))),
        # bottom: rung 0 stays rung 0
        (LadderPlace(0, days(1), DAY), Review.FAIL, days(1), LadderPlace(0, days(2), days(1))),
        # early: a clean solve before the due day is no review
        (LadderPlace(1, days(3), DAY), Review.CLEAN, days(2), LadderPlace(1, days(3), DAY)),
        # a solve after a hint changes nothing, even when due
        (LadderPlace(1, days(3), DAY), Review.HELPED, days(3), LadderPlace(1, days(3), DAY)),
        # once a day: a second fail on the day of the first changes nothing
        (LadderPlace(2, days(7), DAY), Review.FAIL, DAY, LadderPlace(2, days(7), DAY)),
        # an old fail (no review data) is due and climbs from rung 0
        (OLD_FAIL, Review.CLEAN, DAY, LadderPlace(1, days(3), DAY)),
        (OLD_FAIL, Review.FAIL, DAY, LadderPlace(0, days(1), DAY)),
    ],
)
def test_the_ladder(
    before: LadderPlace | None, review: Review, today: date, after: LadderPlace | None
) -> None:
    assert advance(before, review, today) == after


def test_the_rungs_are_the_booklet_intervals() -> None:
    assert RUNGS == (1, 3, 7, 14, 30, 60)


def test_a_failed_problem_is_due_the_next_day_and_not_before(data_dir: Path) -> None:
    today = [DAY]
    progress = ProblemProgress.load(today=lambda: today[0])
    progress.record("c#1", ProblemResult.FAILED)
    progress.record("c#2", ProblemResult.SOLVED)
    assert progress.due(["c#1", "c#2"]) == []
    today[0] = days(1)
    assert progress.due(["c#1", "c#2"]) == ["c#1"]
    assert ProblemProgress.load(today=lambda: days(1)).due(["c#2", "c#1"]) == ["c#1"]
    saved = json.loads((data_dir / "progress.json").read_text())["problems"]
    assert saved["c#1"] == {
        "result": "failed",
        "tries": 1,
        "review": {"rung": 0, "due": "2026-03-03", "moved": "2026-03-02"},
    }
    assert saved["c#2"] == {"result": "solved", "tries": 1}


def test_a_clean_review_climbs_and_comes_back_later(data_dir: Path) -> None:
    today = [DAY]
    progress = ProblemProgress.load(today=lambda: today[0])
    progress.record("c#1", ProblemResult.FAILED)
    progress.record("c#1", ProblemResult.SOLVED)  # at once, after the wrong move: no review
    assert progress.step("c#1") == LadderPlace(0, days(1), DAY)
    today[0] = days(1)
    progress.record("c#1", ProblemResult.SOLVED, helped=True)
    assert progress.step("c#1") == LadderPlace(0, days(1), DAY)
    progress.record("c#1", ProblemResult.SOLVED)
    assert progress.step("c#1") == LadderPlace(1, days(4), days(1))
    assert progress.due(["c#1"]) == []
    today[0] = days(4)
    assert progress.due(["c#1"]) == ["c#1"]
    assert progress.tally(["c#1", "c#2"]) == Tally(total=2, solved=1, failed=0, due=1)


def test_an_old_progress_file_without_review_data_is_read(data_dir: Path) -> None:
    old = {
        "lessons": {"capture": {"atari": "solved"}},
        "problems": {
            "c#1": {"result": "failed", "tries": 2},
            "c#2": {"result": "solved", "tries": 1},
        },
    }
    write(data_dir, old)
    progress = ProblemProgress.load(today=lambda: DAY)
    assert progress.warning is None
    assert progress.step("c#1") == OLD_FAIL
    assert progress.step("c#2") is None
    assert progress.due(["c#1", "c#2", "c#3"]) == ["c#1"]
    assert progress.tally(["c#1", "c#2", "c#3"]) == Tally(total=3, solved=1, failed=1, due=1)
    progress.record("c#1", ProblemResult.SOLVED)
    saved = json.loads((data_dir / "progress.json").read_text())
    assert saved["lessons"] == old["lessons"]
    assert saved["problems"]["c#1"]["review"] == {
        "rung": 1,
        "due": "2026-03-05",
        "moved": "2026-03-02",
    }


@pytest.mark.parametrize(
    "review",
    [
        {"rung": 6, "due": "2026-03-03", "moved": None},
        {"rung": 0, "due": "tomorrow", "moved": None},
        {"rung": "0", "due": "2026-03-03", "moved": None},
        "2026-03-03",
    ],
)
def test_a_damaged_review_step_is_reported_and_kept_aside(data_dir: Path, review: object) -> None:
    section = {"c#1": {"result": "failed", "tries": 1, "review": review}}
    write(data_dir, {"problems": section})
    progress = ProblemProgress.load(today=lambda: DAY)
    assert progress.warning is not None
    assert progress.step("c#1") is None


def test_two_windows_keep_each_others_steps(data_dir: Path) -> None:
    here = ProblemProgress.load(today=lambda: DAY)
    there = ProblemProgress.load(today=lambda: DAY)
    here.record("c#1", ProblemResult.FAILED)
    there.record("c#2", ProblemResult.FAILED)
    again = ProblemProgress.load(today=lambda: days(1))
    assert again.due(["c#1", "c#2"]) == ["c#1", "c#2"]
    assert step_of({"result": "solved", "tries": 1}) is None


@pytest.mark.parametrize(
    ("levels", "span"),
    [
        (["25k", "25k"], "25k"),
        (["20k", "15k", "25k", ""], "25k-15k"),
        (["2k", "1d", "30k"], "30k-1d"),
        (["", ""], ""),
        (["hard", "25k"], "hard"),
    ],
)
def test_a_collection_shows_its_easiest_and_hardest_level(levels: list[str], span: str) -> None:
    assert level_span(levels) == span


def test_a_timed_set_takes_due_then_unsolved_then_the_rest(data_dir: Path) -> None:
    today = [DAY]
    progress = ProblemProgress.load(today=lambda: today[0])
    problems = [Problem(f"c#{n}", n, 9, {}, None, []) for n in range(1, 13)]
    progress.record("c#1", ProblemResult.SOLVED)
    progress.record("c#2", ProblemResult.SOLVED)
    progress.record("c#9", ProblemResult.FAILED)
    today[0] = days(1)
    chosen = [p.number for p in choose(problems, progress)]
    assert chosen == [9, 3, 4, 5, 6, 7, 8, 10, 11, 12]


def test_a_timed_set_keeps_its_clock() -> None:
    now = [50.0]
    problems = [Problem(f"c#{n}", n, 9, {}, None, []) for n in range(1, 4)]
    timed = TimedSet(problems, lambda: now[0], total=60)
    now[0] += 10
    timed.finish(ProblemResult.SOLVED)
    assert not timed.run_out()
    assert timed.advance()
    now[0] += 55
    assert timed.run_out()
    assert timed.summary() == Summary(
        solved=1, failed=1, unreached=1, used=60, total=60, time_up=True
    )
    assert not timed.advance()
    assert [minutes(s) for s in (0, 0.2, 59.5, 300)] == ["0:00", "0:01", "1:00", "5:00"]
