"""The checker catches a wrong answer: every built-in problem with a failing move marked RIGHT,
and a shared-style file (goal in the text, no marks) with a wrong first move."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Point
from go_tui.engine.solver import Result
from go_tui.problems import Judge, Problem, TreeMove, Verdict, builtin_collections
from go_tui.problems.aim import Aim
from go_tui.problems.checker import ProofStatus, Report, problem_proof
from go_tui.problems.proof import first_move_result, problem_aim

# counting: no moves to refute; ko and endgame: refuted by their own proofs
# (tests/test_ko_proof.py, tests/test_endgame.py)
REFUTABLE = [
    (collection.key, problem)
    for collection in builtin_collections()
    for problem in collection.problems
    if problem.topic not in ("counting", "ko", "endgame")
]


def failing_move(problem: Problem, aim: Aim) -> Point:
    """The tree's first WRONG first move the readers refute (not a ko), else the nearest
    legal point they refute."""
    judge = Judge(problem)
    for move in problem.tree:
        if move.point is None or judge.wins(move):
            continue
        if first_move_result(problem, aim, move.point).result is Result.FAILURE:
            return move.point
    right = {move.point for move in problem.tree if judge.wins(move)}
    board = problem.start_game().board
    row, col = aim.targets[0]
    empty = sorted(board.empty_points(), key=lambda p: abs(p[0] - row) + abs(p[1] - col))
    assert problem.to_move is not None
    for point in empty:
        if point in right or board.check(problem.to_move, point) is not None:
            continue
        if first_move_result(problem, aim, point).result is Result.FAILURE:
            return point
    raise AssertionError(f"{problem.key}: no failing first move found")


@pytest.mark.xdist_group("content-proof")  # one worker proves it, once
@pytest.mark.slow  # proves every built-in problem (the session's one report)
def test_the_builtin_problems_are_all_proven(builtin_problem_report: Report) -> None:
    report = builtin_problem_report
    assert report.count(ProofStatus.WRONG) == 0, report.faults
    assert report.count(ProofStatus.UNPROVEN) == 0, report.unproven
    assert report.count(ProofStatus.PROVEN) == report.problems
    assert len(REFUTABLE) >= 110


@pytest.mark.slow  # reads a refutation for each of 110+ problems
@pytest.mark.parametrize(("key", "problem"), REFUTABLE, ids=[p.key for _, p in REFUTABLE])
def test_a_failing_move_marked_right_is_caught(key: str, problem: Problem) -> None:
    aim = problem_aim(problem)
    assert isinstance(aim, Aim), aim
    point = failing_move(problem, aim)
    assert problem.to_move is not None
    swapped = dataclasses.replace(
        problem, tree=[TreeMove(problem.to_move, point, Verdict.RIGHT)], claims=()
    )
    proof = problem_proof(swapped)
    assert any("is a right first move, but" in fault for fault in proof.faults), (
        key,
        point,
        proof,
    )


# "The middle point" of 09-killing, as a shared file gives it: no GE, no MA, the goal in
# the text.  Black must play E9 between White's three empty points; D9 lets White live.
KILL = (
    "(;GM[1]FF[4]SZ[9]PL[B]AB[ba][ha][bb][hb][bc][cc][dc][ec][fc][gc][hc]"
    "AW[ca][ga][cb][db][eb][fb][gb]C[Black to kill.]{tree})"
)


def test_a_shared_file_with_a_wrong_right_move_fails_the_check(tmp_path: Path) -> None:
    path = tmp_path / "shared.sgf"
    path.write_text(KILL.format(tree="(;B[ea]C[Correct])") + KILL.format(tree="(;B[da]C[RIGHT])"))
    result = CliRunner().invoke(app, ["problems", "check", str(path)])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[-1] == "2 problems in 1 collection: 1 proven, 1 wrong, 0 unproven"
    assert lines[0] == (
        "shared.sgf: problem 2: line 1: "
        "B D9 is a right first move, but the search refutes it: B D9, W E9 "
        "(while B E9 kills the group)"
    )


def test_a_shared_file_that_is_right_is_proven(tmp_path: Path) -> None:
    path = tmp_path / "shared.sgf"
    path.write_text(KILL.format(tree="(;B[ea]C[Correct])"))
    result = CliRunner().invoke(app, ["problems", "check", str(path)])
    assert result.exit_code == 0, result.output
    summary = "1 problem in 1 collection: 1 proven, 0 wrong, 0 unproven"
    assert result.output.splitlines() == [summary]
