"""The trainer where the problem's tree is silent: the engine answers, hints and solves.

The files here are written as problem files shared online are: a position, a
sentence that says the goal, and the right first move alone (or no right move).
"""

from __future__ import annotations

import pytest

from go_tui.engine import Color
from go_tui.problems import Attempt, Outcome, Problem, Source, State, Task, TaskKind, load_data
from go_tui.problems import opponent as engine_opponent
from go_tui.problems.trainer import Answer

# White's corner group, Black to kill it: A8 is the vital point; White's best try B8 is
# answered at A9, and White cannot live even with two moves in a row any more.
KILL = """(;GM[1]FF[4]SZ[9]PL[B]AW[ca][cb][bc][cc][ad][bd]AB[da][db][dc][cd][ce][ae][be]
C[Black to play: kill the white group.]
(;B[ab]C[RIGHT]))"""

# A white stone to capture: the file lists the net at E6; the atari at D6 works too.
NET = """(;GM[1]FF[4]SZ[9]PL[B]AB[cd][ce][df][ef]AW[de]
C[Black to play: capture the white stone.]
(;B[ed]C[RIGHT]))"""

# Black's corner group to save: E8 makes two eyes; a move elsewhere leaves a ko.
LIVE = """(;GM[1]FF[4]SZ[9]PL[B]AB[aa][ca][ea][ab][bb][cb][db]AW[fa][fb][ac][bc][cc][dc][ec][fc]
C[Black to play: live.]
(;B[eb]C[RIGHT Two eyes.]))"""

A9, B9, A8, B8, E5, F4, J1 = (0, 0), (0, 1), (1, 0), (1, 1), (4, 4), (5, 5), (8, 8)
E6, D6 = (3, 4), (3, 3)


def problem(text: str) -> Problem:
    collection = load_data(text, "test")
    assert not collection.faults, collection.faults
    return collection.problems[0]


def test_a_lone_right_first_move_solves_only_when_the_goal_is_reached() -> None:
    attempt = Attempt(problem(KILL))
    answer = attempt.play(A8)
    assert answer.outcome is Outcome.RIGHT
    assert attempt.state is State.PLAYING
    assert answer.reply is not None
    assert answer.reply.point == B8
    assert attempt.game.board[B8] is Color.WHITE
    assert answer.message.en == "Good. Your opponent plays B8; play on."
    final = attempt.play(A9)
    assert final.outcome is Outcome.SOLVED
    assert attempt.state is State.SOLVED
    assert final.message.en == "Right! Problem solved: the group cannot live any more."
    assert final.message.nl == "Goed zo! Opgave opgelost: de groep kan niet meer leven."


def test_a_move_the_tree_does_not_list_is_answered_by_the_engine_to_the_goal() -> None:
    attempt = Attempt(problem(NET))
    answer = attempt.play(D6)
    assert answer.outcome is Outcome.RIGHT
    assert answer.reply is not None
    assert answer.reply.point == E5
    assert attempt.game.board[E5] is Color.WHITE
    learner_moves = 1
    while not attempt.finished:
        hint = attempt.advice()
        assert hint.source is Source.ENGINE
        assert hint.point is not None
        last = attempt.play(hint.point)
        assert last.outcome in (Outcome.RIGHT, Outcome.SOLVED)
        learner_moves += 1
        assert learner_moves < 15, "the chase goes on"
    assert attempt.state is State.SOLVED  # solved when taken, not when caught
    assert last.played is not None
    assert (4, 3) in last.played.captured
    assert last.message.en == "Right! Problem solved."


def test_a_failing_move_off_the_tree_is_wrong_with_the_refutation_on_the_board() -> None:
    attempt = Attempt(problem(KILL))
    answer = attempt.play(E5)
    assert answer.outcome is Outcome.WRONG
    assert attempt.state is State.FAILED
    assert answer.reply is not None
    assert answer.reply.point == A8
    assert attempt.game.board[A8] is Color.WHITE
    assert answer.message.en == "Not right: A8 is the answer to E5."
    assert attempt.play(A9).outcome is Outcome.ILLEGAL


def test_a_right_move_the_file_lists_but_the_engine_refutes_is_said_so() -> None:
    text = KILL.replace("(;B[ab]C[RIGHT])", "(;B[aa]C[RIGHT])")
    attempt = Attempt(problem(text))
    answer = attempt.play(A9)
    assert answer.outcome is Outcome.WRONG
    assert attempt.game.board[A8] is Color.WHITE
    assert answer.message.en == "The file calls A9 right, but the engine finds the answer A8."


def test_a_move_that_leads_only_to_a_ko_is_taken_back() -> None:
    attempt = Attempt(problem(LIVE))
    answer = attempt.play(J1)
    assert answer.outcome is Outcome.KO
    assert answer.message.en.startswith("J1 leads to a ko, not a clean solution")
    assert attempt.state is State.PLAYING
    assert attempt.game.board[J1] is None
    assert attempt.game.move_number == 0
    solved = attempt.play((1, 4))  # the tree's move, still the tree's after a take-back
    assert solved.outcome is Outcome.SOLVED
    assert solved.message.en == "Right! Problem solved: the group lives."
    assert solved.comment.en == "Two eyes."


def test_a_move_the_engine_cannot_settle_is_taken_back_neither_right_nor_wrong(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(engine_opponent, "READ_NODES", 1)
    attempt = Attempt(problem(KILL))
    answer = attempt.play(E5)
    assert answer.outcome is Outcome.UNSETTLED
    assert answer.message.en.startswith("The engine could not settle E5 within its budget")
    assert attempt.state is State.PLAYING
    assert attempt.game.board[E5] is None


def test_hint_and_answer_come_from_the_engine_when_the_tree_has_none() -> None:
    text = KILL.replace("(;B[ab]C[RIGHT])", "(;B[ba]C[WRONG])")
    attempt = Attempt(problem(text))
    hint = attempt.advice()
    assert (hint.point, hint.source) == (A8, Source.ENGINE)
    shown = attempt.answer()
    assert shown.source is Source.ENGINE
    assert shown.complete
    assert shown.moves == [(Color.BLACK, A8), (Color.WHITE, B8), (Color.BLACK, A9)]
    attempt.show_solution(shown.moves)
    assert attempt.state is State.REVEALED
    assert attempt.game.board[A8] is Color.BLACK
    assert attempt.game.board[B8] is Color.WHITE
    assert attempt.game.board[A9] is Color.BLACK


def test_a_lone_right_first_move_is_shown_with_the_engines_continuation() -> None:
    attempt = Attempt(problem(KILL))
    assert attempt.advice().source is Source.TREE
    shown = attempt.answer()
    assert shown.moves == [(Color.BLACK, A8), (Color.WHITE, B8), (Color.BLACK, A9)]
    assert shown.source is Source.ENGINE
    after = Attempt(problem(KILL))
    after.play(E6)  # off the tree, and failing: the hint has no right move left
    assert after.finished
    assert after.advice().point is None


def test_a_reading_that_comes_back_after_a_retry_is_dropped() -> None:
    attempt = Attempt(problem(KILL))
    step = attempt.begin(E5)
    assert isinstance(step, Task)
    assert step.job is TaskKind.MOVE
    assert attempt.game.board[E5] is Color.BLACK  # on the board while the engine reads
    done = step.run()
    attempt.retry()
    assert attempt.finish(done) is None
    assert attempt.game.board[A8] is None
    assert attempt.state is State.PLAYING
    other = Attempt(problem(KILL))
    assert other.finish(done) is None  # nor taken by another attempt


def test_a_problem_whose_goal_stands_at_the_start_is_left_to_its_tree() -> None:
    # The guessed aim (kill the walled-in stone) holds whatever Black does: the engine
    # has nothing to say, and a move off the tree is wrong as the tree says.
    text = "(;GM[1]SZ[9]PL[B]AB[da][db][dc][ad][bd][cd][dd]AW[cc](;B[bc]C[RIGHT]))"
    answer: Answer = Attempt(problem(text)).play(F4)
    assert answer.outcome is Outcome.WRONG
    assert answer.reply is None
    assert answer.message.en == "Not right: F4 does not solve this problem."
