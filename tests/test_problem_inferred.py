"""Problems in the published form (issue 37): no goal stated, the goal read from the position,
the problem closed by a tsumego frame, and a right answer never called wrong without a proof.

The positions are from a published elementary collection (Cho Chikun's, as
sanderland/tsumego keeps it): a corner of a 19x19 board, "Black to play.", one RIGHT move.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from problem_support import app_for, opened
from textual.widgets import Static
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Color, from_vertex
from go_tui.engine.frame import frame
from go_tui.engine.solver import Goal, Result
from go_tui.i18n import set_language
from go_tui.problems import Attempt, Outcome, Problem, builtin_collections, load_data
from go_tui.problems.checker import ProofStatus, collection_findings
from go_tui.problems.inferred import closed_board
from go_tui.problems.proof import LIFE_TOPICS, first_move_result, problem_aim


def published(stones: str, first: str) -> str:
    return f"(;GM[1]FF[4]SZ[19]PL[B]{stones}C[Black to play.];B[{first}]C[RIGHT])"


# Cho Chikun, elementary 1: White's corner group dies after B19.
KILL = "AB[eb][fb][bc][cc][dc][be]AW[da][ab][bb][cb][db]"
# Cho Chikun, elementary 2: Black's group under White's wall lives with B19.
LIVE = "AB[ab][bb][cb][db][eb]AW[ca][ea][fb][ac][bc][cc][dc][ec][fc]"
# Cho Chikun, elementary 5: C19 wins the race against White's E19 group (A19 loses it).
RACE = "AB[ba][da][fa][fb][ac][bc][cc][dc][ec][fc]AW[ea][ab][bb][cb][db][eb]"
# Cho Chikun, elementary 18: A18 (or C19) kills; GNU Go's owl reading agrees.
THROW_IN = "AB[fa][fb][bc][dc][ec][gc][bd][cd][be][de]AW[ea][bb][cb][db][eb][ac][cc]"


def loaded(text: str) -> Problem:
    (problem,) = load_data(text, "cho").problems
    return problem


def test_the_goal_is_read_from_the_position_whose_group_is_enclosed() -> None:
    kill = problem_aim(loaded(published(KILL, "ba")))
    live = problem_aim(loaded(published(LIVE, "ba")))
    assert not isinstance(kill, str)
    assert not isinstance(live, str)
    assert (kill.goal, kill.inferred, kill.targets) == (Goal.KILL, True, (from_vertex("D19", 19),))
    assert (live.goal, live.inferred) == (Goal.LIVE, True)
    assert loaded(published(LIVE, "ba")).start_game().board[live.targets[0]] is Color.BLACK


def test_the_frame_walls_the_corner_in_and_leaves_the_problem_as_it_is() -> None:
    board = loaded(published(KILL, "ba")).start_game().board
    framed = frame(board, Color.BLACK)
    assert framed is not None
    for point in board.stones(Color.BLACK) + board.stones(Color.WHITE):
        assert framed.board[point] is board[point]
    assert len(framed.added) > 200  # the far side of the board is filled
    assert all(point not in framed.added for point in board.stones(Color.WHITE))


def test_the_frame_closes_the_range_beyond_the_attacker_s_stones() -> None:
    """Elementary 1: what lies beyond Black's stones is Black's (filled), the white group
    keeps its liberties and the points up to two steps out, and no white stone is touched."""
    board = loaded(published(KILL, "ba")).start_game().board
    framed = frame(board, Color.BLACK)
    assert framed is not None
    closed = framed.board
    for vertex in ("D16", "E17", "F17"):  # three steps and more from White, Black beyond
        assert closed[from_vertex(vertex, 19)] is Color.BLACK, vertex
    for vertex in ("A19", "B19", "C19", "E19", "F19", "A17", "A16"):  # two steps or fewer
        assert closed[from_vertex(vertex, 19)] is None, vertex
    for point in board.stones(Color.WHITE):
        assert all(n not in framed.added for n in board.neighbours(point))


def test_problems_check_says_which_goal_it_inferred(tmp_path: Path) -> None:
    path = tmp_path / "cho.sgf"
    path.write_text(published(KILL, "ba") + published(LIVE, "ba"), encoding="utf-8")
    result = CliRunner().invoke(app, ["problems", "check", str(path)])
    said = [line for line in result.output.splitlines() if "goal inferred" in line]
    assert said[0].startswith(
        "cho.sgf: problem 1: goal inferred from the position: Black kills the group at D19: "
    )
    assert said[1].startswith("cho.sgf: problem 2: goal inferred from the position: Black ")
    assert "the group at A18" in said[1]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Goal, read from the position: Black kills the group at D19."),
        ("nl", "Doel, afgeleid uit de stelling: Zwart doodt de groep op D19."),
    ],
)
async def test_the_trainer_says_the_inferred_goal(tmp_path: Path, lang: str, said: str) -> None:
    path = tmp_path / "cho.sgf"
    path.write_text(published(KILL, "ba"), encoding="utf-8")
    set_language(lang)
    async with app_for(path).run_test(size=(100, 32)) as pilot:
        screen = await opened(pilot)
        assert said in str(screen.query_one("#problem-text", Static).render())


def test_a_problem_that_states_its_goal_is_not_given_an_inferred_one(tmp_path: Path) -> None:
    text = published(KILL, "ba").replace("Black to play.", "Black to kill.")
    aim = problem_aim(loaded(text))
    assert not isinstance(aim, str)
    assert (aim.goal, aim.source, aim.inferred) == (Goal.KILL, "text", False)


def known_answers() -> list[tuple[str, Problem]]:
    """The built-in kill and life problems (they state their goal and are proven)."""
    return [
        (f"{problem.key}", problem)
        for collection in builtin_collections()
        for problem in collection.problems
        if problem.topic in LIFE_TOPICS
    ]


@pytest.mark.slow
def test_the_frame_does_not_change_a_known_answer() -> None:
    """Every first move of the built-in kill and life problems read on the board as it is
    and on the board closed by a frame: where both readings settle, they agree."""
    compared = 0
    for name, problem in known_answers():
        aim = problem_aim(problem)
        assert not isinstance(aim, str), name
        learner = problem.to_move
        assert learner is not None
        attacker = learner if aim.goal is Goal.KILL else learner.opponent
        closed = closed_board(problem.start_game().board, attacker)
        if closed is None:
            continue
        framed = replace(aim, closed=closed)
        for move in problem.tree:
            plain = first_move_result(problem, aim, move.point).result
            boxed = first_move_result(problem, framed, move.point).result
            if Result.UNKNOWN in (plain, boxed):
                continue
            assert boxed is plain, f"{name}: {move.point}"
            compared += 1
    assert compared >= 20


def finding(text: str) -> tuple[ProofStatus, tuple[str, ...]]:
    (found,) = collection_findings(load_data(text, "cho"))
    return found.status, found.notes


def test_a_wrong_first_move_is_refuted_with_the_line_shown() -> None:
    assert finding(published(RACE, "ca"))[0] is ProofStatus.PROVEN
    status, notes = finding(published(RACE, "aa"))
    assert status is ProofStatus.WRONG
    assert notes[0].endswith(
        "B A19 is a right first move, but the search refutes it: B A19, W C19 "
        "(while B C19 kills the group)"
    )


def test_a_right_answer_the_search_cannot_settle_is_unproven_not_wrong() -> None:
    """After A18 and W A19 the attacker kills by taking White's A17 from outside the group's
    own area (A16): the whole closed region is read, so no refutation is made up by a
    reading that may not play there; the search does not settle it, and says so."""
    status, notes = finding(published(THROW_IN, "ab"))
    assert status is ProofStatus.UNPROVEN
    assert "B A18: the search does not settle it within" in notes[0]


def test_a_loose_wall_on_a_closed_board_is_read_not_left_unknown() -> None:
    """White's E19 stone has two liberties and is not joined to the frame: Black lives by
    taking it (B19, then D19 or F19), and the reading plays there, so the life is proven."""
    assert finding(published(LIVE, "ba"))[0] is ProofStatus.PROVEN


# Cho Chikun, elementary 99: B19 kills; C19 fails (White B19), as GNU Go reads it too.
BESIDE_A_WEAK_STONE = (
    "AB[da][ea][bb][gb][cc][gc][cd][fd][gd][ce][de][ee]AW[fa][cb][eb][fb][dc][fc][dd][ed]"
)


def test_the_frame_stands_nowhere_next_to_the_liberties_of_a_weak_attacker_chain() -> None:
    """Black's lone B18 has three liberties: the frame's stones at A17 and B16, beside them,
    guarded it and made the wrong C19 work; the closing leaves such points empty."""
    board = loaded(published(BESIDE_A_WEAK_STONE, "ba")).start_game().board
    framed = frame(board, Color.BLACK)
    assert framed is not None
    for liberty in board.chain_at(from_vertex("B18", 19))[1]:
        assert liberty not in framed.added
        assert all(n not in framed.added for n in board.neighbours(liberty))


@pytest.mark.slow
def test_a_wrong_move_the_frame_once_made_work_is_refuted_beside_the_right_one() -> None:
    assert finding(published(BESIDE_A_WEAK_STONE, "ba"))[0] is ProofStatus.PROVEN
    status, notes = finding(published(BESIDE_A_WEAK_STONE, "ca"))
    assert status is ProofStatus.WRONG
    assert "B C19 is a right first move, but the search refutes it: B C19, W B19" in notes[0]
    assert notes[0].endswith("(while B B19 kills the group)")


# Cho Chikun, elementary 3: Black's A18-D18 lives with E18, far from G18.
FAR_FROM_THE_GROUP = "AB[ea][ab][bb][cb][db]AW[da][fa][fb][ac][bc][cc][dc][ec]"


def test_a_right_move_where_the_frame_stands_is_unproven_never_proven() -> None:
    status, notes = finding(published(FAR_FROM_THE_GROUP, "gb"))
    assert status is ProofStatus.UNPROVEN
    assert "B G18: the frame that closes the problem stands there" in notes[0]
    assert finding(published(FAR_FROM_THE_GROUP, "eb"))[0] is ProofStatus.PROVEN


def test_the_trainer_answers_on_the_closed_board_the_checker_proved() -> None:
    """On the open board the engine called the published B19 wrong (White D18) and the
    wrong C19 right; on the board closed by the frame, as the checker reads it, C19 is
    refuted by White B19 on the board and B19 kills."""
    wrong = Attempt(loaded(published(BESIDE_A_WEAK_STONE, "aa")))
    answer = wrong.play(from_vertex("C19", 19))
    assert answer.outcome is Outcome.WRONG
    assert answer.reply is not None
    assert answer.reply.point == from_vertex("B19", 19)
    assert wrong.game.board[from_vertex("B19", 19)] is Color.WHITE
    assert answer.message.en == "Not right: B19 is the answer to C19."
    right = Attempt(loaded(published(BESIDE_A_WEAK_STONE, "aa")))
    assert right.play(from_vertex("B19", 19)).outcome in (Outcome.RIGHT, Outcome.SOLVED)
