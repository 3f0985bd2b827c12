"""The exact endgame reader on positions counted by hand, and the proof of endgame problems:
a RIGHT move that is not the best, or a comment's wrong number of points, is caught."""

from __future__ import annotations

import dataclasses

from go_tui.engine import Color, board_from_rows, from_vertex
from go_tui.engine.endgame import EndgameValues, area, endgame_values
from go_tui.problems import (
    Attempt,
    Judge,
    Outcome,
    TreeMove,
    Verdict,
    builtin_collections,
    load_data,
)
from go_tui.problems.checker import ProofStatus, check_collections, problem_faults, problem_proof
from go_tui.problems.trainer import Task, TaskKind, TaskResult

# Both groups live with one-point eyes (A5, A1; E5, E3, E1).  Black: 9 stones and 2 eyes,
# White: 7 stones and 3 eyes.
NOTCH = [".X.O.", "XXXOO", "X..O.", "XXXOO", ".X.O."]
"""B3 and C3 open: a move at C3 is worth more than the dame C5 and C1."""
DAME = [".X.O.", "XXXOO", "X.XO.", "XXXOO", ".X.O."]
"""Only the dame C5 and C1 are left."""
CAPTURE = [".X.O.", "XXXOO", "XO.O.", "XXXOO", ".X.O."]
"""White B3 is in atari: Black C3 takes it, White C3 saves it."""

KO = [".X.O.", "XXXOO", "XXO.O", "XXXOO", ".X.O."]
"""White C3 is in atari, but Black D3 takes it in a ko; White D3 connects it instead."""


def values(rows: list[str], color: Color = Color.BLACK) -> dict[str, int]:
    board = board_from_rows(rows)
    reading = endgame_values(board, color)
    assert reading.proven
    return {("pass" if m is None else f"{m}"): v for m, v in reading.values.items()}


def value(rows: list[str], vertex: str | None, color: Color = Color.BLACK) -> int:
    board = board_from_rows(rows)
    reading = endgame_values(board, color)
    return reading.values[None if vertex is None else from_vertex(vertex, board.size)]


def test_area_counts_stones_and_the_points_one_colour_surrounds() -> None:
    assert area(board_from_rows(DAME)) == (10 + 3) - (7 + 3)  # C5 and C1 reach both colours


def test_dame_are_shared_whoever_starts() -> None:
    # Black fills one dame, White the other: 13 + 1 against 10 + 1.
    assert value(DAME, "C5") == value(DAME, None) == 3


def test_the_two_point_move_beats_the_dame() -> None:
    # Black C3: B3 and C3 Black's, the dame shared: 11 + 2 + 1 against 10 + 1.
    assert value(NOTCH, "C3") == 3
    # Black C5: White C3, Black must fill B3, then Black C1: 11 + 1 + 2 against 10 + 1 + 1.
    assert value(NOTCH, "C5") == 1
    reading = endgame_values(board_from_rows(NOTCH), Color.BLACK)
    assert reading.best_moves() == [from_vertex("C3", 5)]
    assert reading.loss(from_vertex("C1", 5)) == 2


def test_a_stone_in_atari_must_be_taken_before_the_count() -> None:
    # Black C3 takes B3: 11 + 2 + 1 against 10 + 1.  Black passing: White C3 joins B3 to its
    # group, 12 + 1 against 11 + 1 (no dead stone is taken off by the count).
    assert value(CAPTURE, "C3") == 3
    assert value(CAPTURE, None) == -1


def test_a_ko_is_read_with_its_bans() -> None:
    # Black D3 takes C3; White may not take back at once, takes C5, Black fills the ko at
    # C3 and White takes C1: 12 + 2 against 9 + 2.  Black C5: White connects at D3, Black
    # C1: the same 3.  Black passing: White D3 joins C3, Black C5, White C1: 11 + 2 against
    # 10 + 2.
    assert value(KO, "D3") == 3
    assert value(KO, "C5") == 3
    assert value(KO, None) == 1


def test_white_to_move_values_are_still_blacks_margin() -> None:
    # White C3, Black fills B3, the dame shared: 11 + 1 + 1 against 10 + 1 + 1.
    assert value(NOTCH, "C3", Color.WHITE) == 1


def test_a_reading_past_its_budget_proves_nothing() -> None:
    reading = endgame_values(board_from_rows(NOTCH), Color.BLACK, budget=10)
    assert not reading.proven
    assert reading.values == {}


def test_superko_history_bans_a_position_of_the_game() -> None:
    board = board_from_rows(DAME)
    after_c5 = board.copy()
    after_c5.play(Color.BLACK, from_vertex("C5", 5))
    # A game in which the position after Black C5 was seen already: C5 is not legal now.
    reading = endgame_values(board, Color.BLACK, history=[after_c5])
    assert from_vertex("C5", 5) not in reading.values
    assert from_vertex("C1", 5) in reading.values


def problem(right: str, wrong: str, worth: int) -> str:
    """The NOTCH position as an endgame problem: ``right`` RIGHT, ``wrong`` WRONG."""
    return (
        "(;GM[1]FF[4]SZ[5]GE[endgame]DI[30k]PL[B]"
        "AB[ba][bb][cb][ab][ac][ad][bd][cd][be]AW[da][db][eb][dc][dd][ed][de]"
        "C[Black to play.]"
        f"(;B[{right}]C[RIGHT])"
        f"(;B[{wrong}]C[WRONG worth {worth} less]CL[worth {worth} less]))"
    )


def faults(text: str) -> list[str]:
    collection = load_data(text, "endgame-test")
    assert not collection.faults, collection.faults
    return problem_faults(collection.problems[0])


def test_the_bigger_move_as_right_answer_is_proven() -> None:
    assert faults(problem("cc", "ca", 2)) == []


def test_a_right_move_that_is_not_the_best_is_a_fault() -> None:
    found = faults(problem("ca", "cc", 0))  # the claim is true: C3 is the best
    assert any("B C5 is a right first move, but B C3 gets 2 points more" in f for f in found)


def test_a_comment_with_the_wrong_number_of_points_is_a_fault() -> None:
    found = faults(problem("cc", "ca", 3))
    assert any("claim 'worth 3 less' is false: it is worth 2 less" in f for f in found)


def test_a_wrong_move_without_its_difference_is_a_fault() -> None:
    text = problem("cc", "ca", 2).replace("CL[worth 2 less]", "")
    assert any("say by how much" in f for f in faults(text))


def test_the_builtin_endgame_collection_is_proven() -> None:
    (collection,) = [c for c in builtin_collections() if c.key == "24-endgame-values"]
    report = check_collections([collection])
    assert report.faults == []
    assert report.count(ProofStatus.PROVEN) == len(collection.problems) >= 8
    for loaded in collection.problems:
        assert loaded.topic == "endgame"
        assert any(move.verdict is Verdict.WRONG for move in loaded.moves()), loaded.key


def test_the_trainer_says_how_much_a_move_off_the_tree_loses() -> None:
    (collection,) = [c for c in builtin_collections() if c.key == "24-endgame-values"]
    (long_line,) = [p for p in collection.problems if p.title.en == "A long first line"]
    assert all(move.point != from_vertex("B1", 7) for move in long_line.tree)
    answer = Attempt(long_line).play(from_vertex("B1", 7))
    assert answer.outcome is Outcome.WRONG
    assert answer.message.key == "feedback.problem.endgame_less"
    assert answer.message.values["count"] == 2
    assert "B1 gets 2 points less than the best move" in answer.message("en")


def test_a_reply_in_the_tree_that_is_not_best_play_is_a_fault() -> None:
    # After Black C5, White's best is C3 (Black ends 1 ahead); the tree answers C1 instead.
    text = problem("cc", "ca", 2).replace("CL[worth 2 less])", "CL[worth 2 less];W[ce]C[WRONG])")
    found = faults(text)
    assert any("W C1 (move 2) is not best play: W C3 gets 2 points more" in f for f in found)


def _long_line_attempt() -> tuple[Attempt, Task]:
    """Black's B1 on "A long first line", handed to the worker as a value to read."""
    (collection,) = [c for c in builtin_collections() if c.key == "24-endgame-values"]
    (long_line,) = [p for p in collection.problems if p.title.en == "A long first line"]
    attempt = Attempt(long_line)
    task = attempt.begin(from_vertex("B1", 7))
    assert isinstance(task, Task)
    return attempt, task


def test_a_move_off_the_tree_is_read_in_the_worker_with_the_stone_on_the_board() -> None:
    attempt, task = _long_line_attempt()
    assert task.job is TaskKind.VALUE
    assert task.judges_move
    assert attempt.game.board[from_vertex("B1", 7)] is Color.BLACK
    answer = attempt.finish(task.run())
    assert answer is not None
    assert answer.outcome is Outcome.WRONG
    assert answer.message.values["count"] == 2


def test_a_move_as_good_as_the_best_or_unread_is_taken_back_not_called_wrong() -> None:
    attempt, task = _long_line_attempt()
    point = from_vertex("B1", 7)
    even = EndgameValues(Color.BLACK, {point: 3, from_vertex("C1", 7): 3}, 40)
    answer = attempt.finish(TaskResult(task, values=even))
    assert answer is not None
    assert answer.outcome is Outcome.UNSETTLED
    assert answer.message.key == "feedback.problem.endgame_equal"
    assert attempt.game.board[point] is None
    assert not attempt.finished
    attempt, task = _long_line_attempt()
    unread = EndgameValues(Color.BLACK, {}, 200_000)
    answer = attempt.finish(TaskResult(task, values=unread))
    assert answer is not None
    assert answer.outcome is Outcome.UNSETTLED
    assert answer.message.key == "feedback.problem.engine.unsettled"
    assert attempt.game.board[point] is None


def test_filling_an_eye_of_ones_own_is_taken_back_with_the_reason() -> None:
    """The reader never weighs such a move (its one pruning): it is no value to say."""
    (collection,) = [c for c in builtin_collections() if c.key == "24-endgame-values"]
    attempt = Attempt(collection.problems[0])
    eye = from_vertex("A5", 5)
    task = attempt.begin(eye)
    assert isinstance(task, Task)
    answer = attempt.finish(task.run())
    assert answer is not None
    assert answer.outcome is Outcome.UNSETTLED
    assert answer.message.key == "feedback.problem.endgame_unread"
    assert attempt.game.board[eye] is None


def test_each_builtin_endgame_problem_with_a_wrong_move_marked_right_fails_its_proof() -> None:
    """As every other built-in problem is checked (tests/test_problem_proof.py): its first
    WRONG move marked RIGHT, alone, is caught."""
    (collection,) = [c for c in builtin_collections() if c.key == "24-endgame-values"]
    for loaded in collection.problems:
        judge = Judge(loaded)
        wrong = next(m for m in loaded.tree if not judge.wins(m))
        swapped = dataclasses.replace(
            loaded, tree=[TreeMove(wrong.color, wrong.point, Verdict.RIGHT)], claims=()
        )
        assert problem_proof(swapped).faults, loaded.key
