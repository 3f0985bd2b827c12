"""Counting problems: the typed result, the engine's count, and the checker's proof."""

from __future__ import annotations

import pytest

from go_tui.engine import Color, from_vertex
from go_tui.engine.scoring import margin_result
from go_tui.problems import builtin_problems_dir, load_data, load_file
from go_tui.problems.checker import ProofStatus, check_collections, problem_faults
from go_tui.problems.counting import (
    COUNTING,
    CountingAttempt,
    Part,
    missed_part,
    parse_result,
    problem_count,
)
from go_tui.problems.model import Problem
from go_tui.problems.trainer import Outcome, State

# Black's side and White's, the border closed; one dead white stone (B8) in Black's area;
# Black took 2 stones, White 1.
GAME = """(;GM[1]SZ[9]GE[counting]KM[{komi}]XP[B 2][W 1]
AB[da][db][dc][dd][ed][ee][fe][ff][eg][fg][eh][ei]
AW[ea][eb][ec][fd][gd][ge][gf][gg][fh][gh][fi][bb]MA[bb]{claims}C[en: Count.
nl: Tel.])"""


def counting(komi: str = "0.5", claims: str = "CL[score B+9.5]") -> Problem:
    collection = load_data(GAME.format(komi=komi, claims=claims), "test")
    assert not collection.faults
    return collection.problems[0]


@pytest.mark.parametrize(
    ("typed", "margin"),
    [
        ("B+4.5", 4.5),
        ("b+4,5", 4.5),
        ("Z+4,5", 4.5),
        ("z 4.5", 4.5),
        ("W+2", -2.0),
        ("w+2,0", -2.0),
        ("0", 0.0),
        ("jigo", 0.0),
        ("Jigo", 0.0),
        ("4.5", None),
        ("B+", None),
        ("X+3", None),
        ("B+-3", None),
        ("W+٣", None),
    ],
)
def test_a_result_is_read_in_both_languages_forms(typed: str, margin: float | None) -> None:
    assert parse_result(typed) == margin


def test_the_result_is_written_as_sgf_writes_it() -> None:
    assert (margin_result(4.5), margin_result(-2), margin_result(0)) == ("B+4.5", "W+2", "0")


def test_the_count_takes_the_dead_stones_prisoners_and_komi_from_the_file() -> None:
    problem = counting()
    assert problem.topic == COUNTING
    assert (problem.komi, problem.prisoners) == (0.5, (2, 1))
    score = problem_count(problem).score()
    # Black: 33 points, B8 (the dead white stone) among them, 2 prisoners and 1 dead stone.
    assert (score.black.territory, score.black.prisoners, score.black.dead) == (33, 2, 1)
    assert (score.white.territory, score.white.prisoners, score.white.komi) == (25, 1, 0.5)
    assert score.margin == 9.5  # 36 against 26.5
    assert from_vertex("B8", 9) in score.black_territory
    assert problem_faults(problem) == []


def test_a_false_stated_result_is_caught_as_wrong() -> None:
    problem = counting(claims="CL[score W+9.5]")
    assert problem_faults(problem) == ["CL[score W+9.5] is false: the count gives B+9.5"]
    wrong = load_data(GAME.format(komi="0.5", claims="CL[score B+6]CL[territory B = 32]"), "x")
    report = check_collections([wrong])
    assert report.count(ProofStatus.WRONG) == 1
    notes = report.findings[0].notes
    assert any("CL[score B+6] is false: the count gives B+9.5" in n for n in notes)
    assert any("CL[territory B = 32] is false: the count gives 33" in n for n in notes)


def test_a_counting_problem_must_state_its_result() -> None:
    assert problem_faults(counting(claims="")) == [
        "states no result: add CL[score B+N], CL[score W+N] or CL[score 0]"
    ]


def test_dead_stones_must_be_the_engines_and_the_game_over() -> None:
    alive = GAME.replace("MA[bb]", "MA[bb][fi]").format(komi="0", claims="CL[score B+6]")
    faults = problem_faults(load_data(alive, "x").problems[0])
    assert any("marked but alive F6 G6 G5 G4 G3 F2 G2 F1," in fault for fault in faults)
    open_border = GAME.replace("[ei]", "").replace("[fi]", "")  # E1 and F1 gone: not over
    faults = problem_faults(load_data(open_border.format(komi="0", claims=""), "x").problems[0])
    assert any(
        fault.startswith("the game is not over: still open or to be filled at") for fault in faults
    )


def test_a_bad_prisoner_count_is_a_load_fault() -> None:
    for value in ("B two", "B ٣", "2"):
        broken = GAME.replace("XP[B 2]", f"XP[{value}]").format(komi="0", claims="")
        assert f"XP[{value}]: write XP[B N] or XP[W N]" in load_data(broken, "x").faults[0].message
    bad_komi = GAME.format(komi="6.5.1", claims="")
    assert "KM[6.5.1] is not a number" in load_data(bad_komi, "x").faults[0].message


def test_an_attempt_judges_typed_results_and_names_the_missed_part() -> None:
    attempt = CountingAttempt(counting(komi="6.5", claims="CL[score B+3.5]"))
    unreadable = attempt.answer("four")
    assert (unreadable.outcome, attempt.state) == (Outcome.ILLEGAL, State.PLAYING)
    forgot_komi = attempt.answer("B+10")
    assert (forgot_komi.outcome, forgot_komi.missed) == (Outcome.WRONG, Part.KOMI)
    assert attempt.finished
    attempt.retry()
    assert attempt.answer("Z+3,5").outcome is Outcome.SOLVED
    assert attempt.state is State.SOLVED


def test_the_missed_part_is_named_only_when_one_part_explains_the_answer() -> None:
    score = problem_count(counting(komi="0.5")).score()  # B+9.5: B 2 prisoners, 1 dead
    assert missed_part(score, -9.5) is Part.WINNER
    assert missed_part(score, 10) is Part.KOMI
    assert missed_part(score, 10.5) is Part.WHITE_PRISONERS
    assert missed_part(score, 8.5) is Part.BLACK_DEAD  # the dead stone not taken
    assert missed_part(score, 7.5) is None  # 2 prisoners, or the dead stone and its point?
    assert missed_part(score, 20) is None


def test_the_builtin_counting_problems_are_all_proven() -> None:
    collection = load_file(builtin_problems_dir() / "18-counting.sgf")
    assert not collection.faults
    report = check_collections([collection])
    assert report.count(ProofStatus.PROVEN) == len(collection.problems) >= 6
    margins = [problem_count(p).score().margin for p in collection.problems]
    assert 0 in margins  # a jigo
    assert any(m % 1 == 0.5 for m in margins)  # and half a point decides one
    assert {p.level for p in collection.problems} == {"25k", "20k", "15k", "10k"}
    assert any(p.targets for p in collection.problems)
    assert any(Color.WHITE in {p.setup[t] for t in p.targets} for p in collection.problems)


def test_count_claims_belong_to_counting_problems_only() -> None:
    capture = "(;GM[1]SZ[9]GE[capture]PL[B]AB[ba][bb]AW[aa]MA[aa]CL[score B+3](;B[ab]C[RIGHT]))"
    fault = load_data(capture, "x").faults[0].message
    assert "claim 'score B+3': start with one of" in fault
    odd_komi = capture.replace("CL[score B+3]", "KM[six]")
    assert not load_data(odd_komi, "x").faults  # KM matters to a counting problem only
