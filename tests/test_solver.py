"""The life-and-death solver: kills, lives, ko told apart from success, the budget."""

from __future__ import annotations

from go_tui.engine import Color, board_from_rows
from go_tui.engine.solver import Goal, Result, attack, solve

# White on the top edge with three empty points in a row: the middle one decides.
STRAIGHT_THREE = [
    "XO...OX..",
    "XOOOOOX..",
    "XXXXXXX..",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]
# Black's corner after White D8: the eye at C9 is false only if White can take D9,
# and taking it is a ko (Black retakes at D9).
FALSE_EYE_KO = [
    ".X.XO....",
    "XXXOO....",
    "XXOOO....",
    "OO.......",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]


def test_the_vital_point_kills_and_saves() -> None:
    board = board_from_rows(STRAIGHT_THREE)
    killed = attack(board, (1, 1), Color.BLACK)
    assert (killed.result, killed.move) == (Result.SUCCESS, (0, 3))
    saved = attack(board, (1, 1), Color.WHITE)
    assert (saved.result, saved.move) == (Result.FAILURE, (0, 3))
    lives = solve(board, Goal.LIVE, (1, 1), Color.WHITE)
    assert (lives.result, lives.move) == (Result.SUCCESS, (0, 3))


def test_a_wrong_first_move_is_refuted_with_the_answer() -> None:
    board = board_from_rows(STRAIGHT_THREE)
    board.play(Color.BLACK, (0, 2))
    answer = solve(board, Goal.KILL, (1, 1), Color.WHITE)
    assert answer.result is Result.FAILURE
    assert answer.move == (0, 3)


def test_a_kill_that_needs_a_ko_is_reported_as_ko() -> None:
    board = board_from_rows(FALSE_EYE_KO)
    result = solve(board, Goal.KILL, (0, 1), Color.BLACK)
    assert result.result is Result.KO
    assert solve(board, Goal.LIVE, (0, 1), Color.BLACK).result is Result.KO


def test_the_budget_makes_an_answer_unknown_never_a_guess() -> None:
    board = board_from_rows(STRAIGHT_THREE)
    answer = attack(board, (1, 1), Color.BLACK, max_nodes=1)
    assert answer.result is Result.UNKNOWN
    assert answer.reason == "the search does not settle it within 1 positions"
    assert attack(board, (1, 1), Color.BLACK, max_nodes=1_000).result is Result.SUCCESS


def test_capture_and_escape_are_the_tactical_reader_s() -> None:
    board = board_from_rows(["." * 9] * 9)
    board.place_setup(Color.WHITE, (4, 4))
    for point in ((3, 4), (5, 4), (4, 3)):
        board.place_setup(Color.BLACK, point)
    taken = solve(board, Goal.CAPTURE, (4, 4), Color.BLACK)
    assert (taken.result, taken.move) == (Result.SUCCESS, (4, 5))
    escaped = solve(board, Goal.ESCAPE, (4, 4), Color.WHITE)
    assert (escaped.result, escaped.move) == (Result.SUCCESS, (4, 5))
