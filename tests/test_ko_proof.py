"""Ko problems are proven by the engine: a ko taken or closed, a real ko threat answered and
a fake one ignored; a tree that says otherwise is caught."""

from __future__ import annotations

import copy

import pytest

from go_tui.engine import Color, from_vertex
from go_tui.engine.solver import Result
from go_tui.problems import Problem, Verdict, builtin_collections
from go_tui.problems.checker import ProofStatus, check_collections, problem_proof
from go_tui.problems.ko_proof import first_move_value, prove_ko

pytestmark = pytest.mark.slow  # content proofs: each ko problem read to its end, twice

KO = [c for c in builtin_collections() if c.key in ("07-ko", "15-ko-threats")]
BY_KEY = {c.key: c for c in KO}


def problem(key: str, number: int) -> Problem:
    return BY_KEY[key].problems[number - 1]


def flipped(original: Problem) -> Problem:
    """The problem with every RIGHT and WRONG of its tree swapped."""
    twin = copy.deepcopy(original)
    swap = {Verdict.RIGHT: Verdict.WRONG, Verdict.WRONG: Verdict.RIGHT}
    for move in twin.moves():
        move.verdict = swap.get(move.verdict, move.verdict)
    return twin


def value(key: str, number: int, vertex: str | None) -> Result:
    """What the learner's first move gets on the contested chains (None: a pass)."""
    p = problem(key, number)
    assert p.to_move is not None
    board = p.start_game().board
    contested = [s[0] for _, s, libs in board.chains() if len(libs) == 1]
    point = None if vertex is None else from_vertex(vertex, p.size)
    return first_move_value(board, p.to_move, point, contested).result


@pytest.mark.parametrize(
    ("number", "right", "wrong", "got"),
    [
        (1, "E6", "F4", Result.KO),  # take the ko; elsewhere, White connects
        (4, "E9", "C7", Result.KO),  # the same on the edge, White to play
        (2, "E1", "F4", Result.SUCCESS),  # close the ko; elsewhere, Black starts it
        (6, "B9", "D6", Result.SUCCESS),
        (3, "F2", "E7", Result.SUCCESS),  # two stones for good beat one stone in a ko
    ],
)
def test_each_first_move_gets_what_the_text_says(
    number: int, right: str, wrong: str, got: Result
) -> None:
    assert value("07-ko", number, right) is got
    worse = Result.FAILURE if got is Result.KO else Result.KO
    assert value("07-ko", number, wrong) is worse
    assert value("07-ko", number, None) in (worse, Result.FAILURE)


def test_every_ko_problem_is_proven() -> None:
    report = check_collections(KO)
    assert report.summary() == "10 problems in 2 collections: 10 proven, 0 wrong, 0 unproven"
    assert all(f.status is ProofStatus.PROVEN for f in report.findings)


@pytest.mark.parametrize("number", [1, 2, 3, 4, 6])
def test_a_ko_problem_with_right_and_wrong_swapped_is_wrong(number: int) -> None:
    faults = prove_ko(flipped(problem("07-ko", number))).faults
    assert any("is a right first move, but it gets" in f for f in faults), faults
    assert any("is a wrong first move, but it gets" in f for f in faults), faults


def test_a_right_move_that_gets_no_more_than_a_pass_is_wrong() -> None:
    twin = copy.deepcopy(problem("07-ko", 5))
    twin.tree[0].point = from_vertex("E5", twin.size)  # far from the corner ko
    twin.tree[0].claims = ()
    assert prove_ko(twin).faults == [
        "B E5 is a right first move, but it gets nothing: a pass does as well",
        "B A9 gets only a ko too but is not in the tree (add it, RIGHT or WRONG)",
        "no ko: no first move of the tree reaches a ko or lets the opponent start one",
    ]


def test_a_real_threat_ignored_in_the_right_line_is_caught() -> None:
    faults = prove_ko(flipped(problem("15-ko-threats", 1))).faults
    assert "W H2 is a real ko threat, but B C6 ignores it and is right" in faults


def test_a_fake_threat_marked_as_needing_an_answer_is_caught() -> None:
    faults = prove_ko(flipped(problem("15-ko-threats", 3))).faults
    assert "W D3 threatens nothing, but B E3 answers it and is right" in faults
    assert "W D3 threatens nothing, but B F7 resolves the ko and is wrong" in faults


def test_an_own_move_that_threatens_nothing_is_not_a_threat() -> None:
    twin = copy.deepcopy(problem("15-ko-threats", 4))
    a6 = next(m for m in twin.moves() if m.color is Color.BLACK and m.point == (3, 0))
    a6.verdict = Verdict.RIGHT
    a6.children = []
    faults = problem_proof(twin).faults
    assert "B A6 is a right move, but it threatens nothing" in faults


def test_an_answer_that_does_not_save_is_caught() -> None:
    """Before its fix, 15-ko-threats #1: after B F1 takes G1, White E1 still captures.
    No answer saves the stones, so W G1 is no real threat (Black resolves the ko and
    gives them up), and the tree's answer B F1 is caught as a fault."""
    twin = copy.deepcopy(problem("15-ko-threats", 1))
    size = twin.size
    twin.setup = {
        p: c
        for p, c in twin.setup.items()
        if p not in [from_vertex(v, size) for v in ["H4", "J3", "H3", "J2", "F1"]]
    }
    for vertex, color in (("H2", Color.WHITE), ("H1", Color.BLACK)):
        twin.setup[from_vertex(vertex, size)] = color
    threat = twin.tree[0].children[0]
    threat.point = from_vertex("G1", size)
    answer = threat.children[0]
    answer.point = from_vertex("F1", size)
    answer.claims = ()
    threat.claims = ()
    threat.children[1].children[0].point = from_vertex("F1", size)
    faults = prove_ko(twin).faults
    assert "W G1 threatens nothing, but B F1 answers it and is right" in faults
