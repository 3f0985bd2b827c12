"""One eye test for the judge and the lessons: true and false eyes in the corner, on the
edge and in the centre, and diagonals that hold dead stones."""

from __future__ import annotations

import pytest

from go_tui.engine import Color, board_from_rows
from go_tui.engine.eyes import false_eye, false_eye_at, loose_eye, true_eye, walled_in

B, W = Color.BLACK, Color.WHITE
EMPTY_ROWS = ["....."] * 2


@pytest.mark.parametrize(
    ("rows", "point", "true"),
    [
        # The corner: any opponent stone on the one diagonal breaks it.
        ([".X...", "X....", ".....", *EMPTY_ROWS], (0, 0), True),
        ([".X...", "XO...", ".....", *EMPTY_ROWS], (0, 0), False),
        ([".X...", "XX...", ".....", *EMPTY_ROWS], (0, 0), True),
        # The edge: two diagonals, the opponent may hold neither.
        (["X.X..", ".X...", ".....", *EMPTY_ROWS], (0, 1), True),
        (["X.X..", "OX...", ".....", *EMPTY_ROWS], (0, 1), False),
        (["X.X..", "OXO..", ".....", *EMPTY_ROWS], (0, 1), False),
        # The centre: four diagonals, the opponent may hold one.
        ([".....", "..X..", ".X.X.", "..X..", "....."], (2, 2), True),
        ([".....", ".OX..", ".X.X.", "..X..", "....."], (2, 2), True),
        ([".....", ".OX..", ".X.X.", "..XO.", "....."], (2, 2), False),
        ([".....", ".OXO.", ".X.X.", "..X..", "....."], (2, 2), False),
    ],
)
def test_true_and_false_eyes_by_their_diagonals(
    rows: list[str], point: tuple[int, int], true: bool
) -> None:
    board = board_from_rows(rows)
    assert walled_in(board, point, B)
    assert true_eye(board, point, B) is true
    assert false_eye(board, point, B) is not true
    assert not true_eye(board, point, W)
    assert not false_eye(board, point, W)


def test_a_point_not_walled_in_is_no_eye_at_all() -> None:
    board = board_from_rows([".X...", "O....", ".....", *EMPTY_ROWS])
    assert not walled_in(board, (0, 0), B)
    assert not true_eye(board, (0, 0), B)
    assert not false_eye(board, (0, 0), B)


def test_dead_stones_on_the_diagonals_do_not_break_an_eye() -> None:
    """What the judge knows to be dead cannot cut: the corner and centre eyes stay true."""
    board = board_from_rows([".X...", "XO...", ".....", *EMPTY_ROWS])
    corner = board.geo.index((0, 0))
    diagonal = board.geo.index((1, 1))
    assert false_eye_at(board, corner, B)
    assert not false_eye_at(board, corner, B, {diagonal})
    board = board_from_rows([".....", ".OXO.", ".X.X.", "..X..", "....."])
    centre = board.geo.index((2, 2))
    assert false_eye_at(board, centre, B)
    assert not false_eye_at(board, centre, B, {board.geo.index((1, 1))})


def test_a_point_walled_by_three_lone_stones_is_loose() -> None:
    board = board_from_rows(["X.X..", ".X...", ".....", *EMPTY_ROWS])
    assert loose_eye(board, board.geo.index((0, 1)))
    board = board_from_rows(["XX.X.", "..X..", ".....", *EMPTY_ROWS])
    assert not loose_eye(board, board.geo.index((0, 2)))
