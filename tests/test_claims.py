"""Checked claims and the end of RIGHT lines: texts may not say what the board does not show."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Board, Color, Game, board_from_rows, from_vertex, to_vertex
from go_tui.engine.claims import claim_fault, ladder, parse_claim
from go_tui.learn import load_lessons
from go_tui.problems import load_data, problem_faults
from go_tui.problems.checker import check_collections, line_faults
from go_tui.problems.model import Problem
from go_tui.problems.proof import life_faults

# C2 (White) is in atari at C3; D2-D3 is a black chain of two with five liberties.
ROWS = [
    ".....",
    ".....",
    "...X.",
    ".XOX.",
    "..X..",
]


def game_of(rows: list[str]) -> Game:
    board = board_from_rows(rows)
    setup = {p: c for c in Color for p in board.stones(c)}
    return Game(size=len(rows), komi=0, setup=setup, free_order=True)


def fault(text: str, rows: list[str] = ROWS) -> str | None:
    size = len(rows)

    def point(name: str) -> tuple[int, int]:
        found = from_vertex(name, size)
        assert found is not None
        return found

    return claim_fault(parse_claim(text, point), game_of(rows), lambda p: to_vertex(p, size))


@pytest.mark.parametrize(
    "claim",
    [
        "atari C2",
        "liberties D3 = 5",
        "stones D2 = 2",
        "chain D2 D3",
        "apart B2 D2",
        "after B C3: captured 1",
        "after B C3: empty C2",
        "ladder C2",
        "lost C2",
        "safe D3",
        "dead C2",
    ],
)
def test_true_claims_pass(claim: str) -> None:
    assert fault(claim) is None


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("atari D3", "claim 'atari D3' is false: the chain has 5 liberties"),
        ("liberties C2 = 2", "the chain has 1 liberties"),
        ("stones D2 = 3", "the chain has 2 stones"),
        ("chain B2 D2", "they are apart"),
        ("after B C3: captured 2", "the last move captured 1"),
        ("seki C2", "the engine's estimate says dead"),
        ("safe C2", "it can be captured"),
        ("atari A1", "there is no stone on A1"),
        ("after W D2: atari C2", "W D2 is not legal (occupied)"),
    ],
)
def test_false_claims_say_what_the_engine_finds(claim: str, reason: str) -> None:
    found = fault(claim)
    assert found is not None
    assert reason in found


# B3 is a true eye of Black; D3 is false: White holds two of its diagonals, E4 and E2.
EYES = [".....", "XXXXO", "X.X.X", "XXXXO", "....."]


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("eye B3", None),
        ("false-eye B3", "it is a true eye"),
        ("eye D3", "it is a false eye"),
        ("false-eye D3", None),
        ("eye A1", "it is not walled in by one colour"),
        ("eye A2", "there is a stone on A2"),
    ],
)
def test_eye_claims(claim: str, reason: str | None) -> None:
    found = fault(claim, EYES)
    if reason is None:
        assert found is None
    else:
        assert found is not None
        assert reason in found


# A seki the shape judge misses: Black (A2) has three liberties, the three white stones
# inside two. Black can take them, but then White kills at C1; White cannot take Black.
SEKI = [
    ".......",
    ".......",
    ".......",
    ".......",
    "OOOOOOO",
    "XXXXXXO",
    ".OOO.X.",
]


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("lives A2", None),
        ("dies B2", "it lives"),
        ("dies B1", None),
        ("lives B1", "it can be captured"),
        ("after B A1 W G1 B E1: lives A2", "it can be captured"),  # White to play: C1
        ("after B A1 W G1 B E1 W C1: dies A2", None),
        ("after B A1 W G1 B E1 W C1: lives A2", "it can be captured"),
        ("safe A2", "it can be captured"),
    ],
)
def test_searched_claims_see_a_seki(claim: str, reason: str | None) -> None:
    """lives/dies search the group's area with passes, as the kill and live goals do;
    the tactical reader's safe does not see that White's capture of Black never comes."""
    found = fault(claim, SEKI)
    if reason is None:
        assert found is None
    else:
        assert found is not None
        assert reason in found


@pytest.mark.parametrize(
    "claim", ["bogus C2", "liberties C2 3", "atari", "apart C2", "after B: atari C2", "captured"]
)
def test_malformed_claims_are_refused(claim: str) -> None:
    with pytest.raises(ValueError, match="claim"):
        parse_claim(claim, lambda name: (0, 0))


def test_ladder_is_every_move_an_atari() -> None:
    # White's F4 has two liberties; the ladder to the lower right works.
    board = Board(9)
    for vertex in ("G5", "E4", "F3"):
        board.place_setup(Color.BLACK, _pt(vertex))
    board.place_setup(Color.WHITE, _pt("F4"))
    moves = ladder(board, _pt("F4"), Color.BLACK)
    assert moves is not None
    assert moves[0] == _pt("F5")
    board.place_setup(Color.WHITE, _pt("E5"))  # the other way is broken already
    assert ladder(board, _pt("F4"), Color.BLACK) is not None
    board.place_setup(Color.WHITE, _pt("H3"))  # and now this one too
    assert ladder(board, _pt("F4"), Color.BLACK) is None


def _pt(vertex: str) -> tuple[int, int]:
    point = from_vertex(vertex, 9)
    assert point is not None
    return point


# ---- lessons ----------------------------------------------------------------------------

HEAD = """
[chapter]
id = "t"
number = 1
title.en = "T"
title.nl = "T"
"""

STEP = """
[[step]]
id = "claimed"
kind = "text"
text.en = "The white stone is in atari."
text.nl = "De witte steen staat atari."
claims = [{claims}]
board = \"\"\"
. . . . .
. . . . .
. . . X .
. X O X .
. . X . .
\"\"\"
"""


def lesson(tmp_path: Path, claims: str, body: str = STEP) -> Path:
    path = tmp_path / "01-t.toml"
    path.write_text(HEAD + textwrap.dedent(body.format(claims=claims)), encoding="utf-8")
    return path


def test_lesson_claims_are_checked_with_file_line_step_and_claim(tmp_path: Path) -> None:
    assert not load_lessons(lesson(tmp_path, '"atari C2", "after B C3: captured 1"')).problems
    problems = load_lessons(lesson(tmp_path, '"atari C2", "liberties D3 = 3"')).problems
    assert [str(p) for p in problems] == [
        f"{tmp_path / '01-t.toml'}:13: step 'claimed': claim 'liberties D3 = 3' is false: "
        "the chain has 5 liberties"
    ]
    result = CliRunner().invoke(app, ["lessons", "check", str(tmp_path)])
    assert result.exit_code == 1
    assert "claim 'liberties D3 = 3' is false" in result.output


def test_lesson_claims_of_bad_form_are_refused(tmp_path: Path) -> None:
    problems = load_lessons(lesson(tmp_path, '"atari Z9"')).problems
    assert problems
    assert "claims" in str(problems[0])


def test_lessons_check_counts_the_claims(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["lessons", "check", str(lesson(tmp_path, '"atari C2"'))])
    assert result.exit_code == 0, result.output
    assert "1 steps, 0 exercises, 1 claim checked" in result.output


SEQUENCE = """
[[step]]
id = "chase"
kind = "sequence"
goal = "capture"
target = "C2"
lines = [{claims}]
text.en = "Capture."
text.nl = "Sla."
board = \"\"\"
. . . . .
. . . . .
. . . X .
. X O X .
. . X . .
\"\"\"
"""


def test_a_sequence_line_ends_where_the_goal_is_reached(tmp_path: Path) -> None:
    assert not load_lessons(lesson(tmp_path, '"C3"', SEQUENCE)).problems
    problems = load_lessons(lesson(tmp_path, '"C3 E5 E4"', SEQUENCE)).problems
    assert any(
        "line 1 reaches the goal 'capture' at move 1: end it there" in str(p) for p in problems
    )


# ---- problems -----------------------------------------------------------------------------


def sgf(body: str, head: str = "PL[B]AB[bd][dd][dc][ce]AW[cd]MA[cd]") -> str:
    """The diagram of ROWS as a problem: White's C2 in atari, Black to take it at C3."""
    return f"(;GM[1]SZ[5]{head}{body})"


def one(text: str) -> Problem:
    collection = load_data(text, "test")
    assert not collection.faults, collection.faults
    return collection.problems[0]


def test_problem_claims_are_checked_where_they_stand() -> None:
    good = one(sgf("CL[atari C2](;B[cc]C[RIGHT]CL[captured 1][empty C2])"))
    assert problem_faults(good) == []
    bad = one(sgf("CL[liberties C2 = 2](;B[cc]C[RIGHT]CL[captured 3])"))
    faults = problem_faults(bad)
    assert "the position: claim 'liberties C2 = 2' is false: the chain has 1 liberties" in faults
    assert any("move 1 (B C3): claim 'captured 3' is false" in f for f in faults)


def test_problem_claims_of_bad_form_are_load_faults() -> None:
    collection = load_data(sgf("CL[atari Z9](;B[cc]C[RIGHT])"), "test")
    assert "'Z9' is not a point on a 5x5 board" in str(collection.faults[0])


def test_a_capture_line_ends_with_the_capture() -> None:
    going_on = one(
        sgf("(;B[cc];W[aa];B[ab]C[RIGHT])", "GE[capture]PL[B]AB[bd][dd][dc][ce]AW[cd]MA[cd]")
    )
    [found] = line_faults(going_on)
    assert found.endswith("the RIGHT line ending B A4 goes on after the capture at B C3")


def test_a_capture_line_may_not_stop_short() -> None:
    # Without Black's D2, White's C2 has two liberties: E1 far away takes nothing.
    short = one(sgf("(;B[ee]C[RIGHT])", "GE[capture]PL[B]AB[bd][dc][ce]AW[cd]MA[cd]"))
    [found] = line_faults(short)
    assert found.endswith(
        "the RIGHT line ending B E1 stops before the capture: end it with the "
        "move that takes the marked stones, or with them in atari"
    )


def test_every_move_of_a_ladder_line_is_atari() -> None:
    head = "GE[ladder]PL[B]AB[ge][ef][fg]AW[ee][ff]MA[ff]"
    loose = one(f"(;GM[1]SZ[9]{head}(;B[fd];W[gf];B[hf];W[gg];B[gh];W[hg]C[RIGHT]))")
    assert any("B F6 is not atari, so no ladder" in f for f in line_faults(loose))


def test_a_seki_line_ends_in_seki() -> None:
    # Black's B8-F8 wall and White's B9-D9 share A9 and E9 once Black plays F9.
    head = (
        "GE[seki]PL[B]AB[ab][bb][cb][db][eb][fb]AW[ba][ca][da][ga][gb][ac][bc][cc][dc][ec][fc][gc]"
        "MA[ab][bb][cb][db][eb][fb]"
    )
    at_seki = one(f"(;GM[1]SZ[9]{head}(;B[fa]C[RIGHT]))")
    assert line_faults(at_seki) == []
    broken = one(f"(;GM[1]SZ[9]{head}(;B[fa];W[aa];B[ea]C[RIGHT]))")
    assert any("does not end in seki" in f for f in line_faults(broken))


def test_life_and_death_is_proven_by_problems_check() -> None:
    # Three empty points in a row under Black's wall: only the middle one, C9, gives two eyes.
    head = "GE[two-eyes]PL[B]AB[aa][ea][ab][bb][cb][db][eb]AW[fa][fb][ac][bc][cc][dc][ec][fc]"
    marks = "MA[aa][ea][ab][bb][cb][db][eb]"
    right = one(f"(;GM[1]SZ[9]{head}{marks}(;B[ca]C[RIGHT])(;B[ba];W[ca]C[WRONG]))")
    assert life_faults(right) == []
    wrong = one(f"(;GM[1]SZ[9]{head}{marks}(;B[ba]C[RIGHT]))")
    assert life_faults(wrong) == [
        "B B9 is a right first move, but the search refutes it: B B9, W C9, B D9, W C9",
        "B C9 saves the group too but is not a right first move of the tree",
    ]


def test_summary_says_what_was_proven() -> None:
    collection = load_data(sgf("CL[atari C2](;B[cc]C[RIGHT]CL[captured 1])"), "test")
    summary = check_collections([collection]).summary()
    assert summary == "1 problem in 1 collection: 1 proven, 0 wrong, 0 unproven"
