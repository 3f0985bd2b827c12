"""The rules of a single move, as the booklets teach them, on small diagrams."""

from __future__ import annotations

import pytest
from game_support import play_vertices

from go_tui.engine import (
    Board,
    Color,
    Game,
    IllegalMove,
    Refusal,
    Refused,
    board_from_rows,
    from_vertex,
)

B, W = Color.BLACK, Color.WHITE


def libs(board: Board, point: tuple[int, int]) -> int:
    return board.liberties(point)


def test_liberties_in_the_centre_on_the_edge_and_in_the_corner() -> None:
    board = board_from_rows(
        [
            "X...X",
            ".....",
            "..X..",
            ".....",
            "..X..",
        ]
    )
    assert libs(board, (0, 0)) == 2  # corner
    assert libs(board, (0, 4)) == 2
    assert libs(board, (2, 2)) == 4  # centre
    assert libs(board, (4, 2)) == 3  # edge


def test_a_chain_counts_a_shared_liberty_once() -> None:
    board = board_from_rows(
        [
            ".....",
            ".XX..",
            ".X...",
            ".....",
            ".....",
        ]
    )
    stones, liberties = board.chain_at((1, 1))
    assert stones == [(1, 1), (1, 2), (2, 1)]
    # (2, 2) touches two stones of the chain but is one liberty.
    assert liberties == [(0, 1), (0, 2), (1, 0), (1, 3), (2, 0), (2, 2), (3, 1)]


def test_diagonal_stones_are_separate_chains() -> None:
    board = board_from_rows(
        [
            "X....",
            ".X...",
            ".....",
            ".....",
            ".....",
        ]
    )
    assert len(list(board.chains())) == 2


def test_capture_removes_a_chain_without_liberties_and_counts_prisoners() -> None:
    game = play_vertices(Game(9), "E5", "D5", "A1", "E6", "A2", "F5", "A3")
    move = game.play(from_vertex("E4", 9))
    assert move
    assert move.captured == ((4, 4),)
    assert game.board[(4, 4)] is None
    assert game.prisoners(W) == 1
    assert game.prisoners(B) == 0


def test_one_move_captures_two_chains() -> None:
    board = board_from_rows(
        [
            "OX.XO",
            ".O.O.",
            ".....",
            ".....",
            ".....",
        ]
    )
    placed = board.play(W, (0, 2))
    assert placed.captured == ((0, 1), (0, 3))
    assert board.rows()[0] == "O.O.O"


def test_suicide_is_refused() -> None:
    board = board_from_rows(
        [
            ".O...",
            "O....",
            ".....",
            ".....",
            ".....",
        ]
    )
    with pytest.raises(IllegalMove) as error:
        board.play(B, (0, 0))
    assert error.value.reason is Refusal.SUICIDE
    assert board[(0, 0)] is None


def test_suicide_of_several_stones_is_refused() -> None:
    board = board_from_rows(
        [
            "X.O..",
            "OO...",
            ".....",
            ".....",
            ".....",
        ]
    )
    refusal = board.check(B, (0, 1))
    assert refusal is Refusal.SUICIDE


def test_a_move_without_liberties_that_captures_is_allowed() -> None:
    board = board_from_rows(
        [
            ".OX..",
            "OX...",
            "X....",
            ".....",
            ".....",
        ]
    )
    placed = board.play(B, (0, 0))
    assert set(placed.captured) == {(0, 1), (1, 0)}
    assert board.liberties((0, 0)) == 2


def test_occupied_point_is_refused() -> None:
    game = Game(9)
    game.play((4, 4))
    refused = game.play((4, 4))
    assert isinstance(refused, Refused)
    assert refused.reason is Refusal.OCCUPIED
    assert game.to_move is W  # the turn did not change


KO = [
    ".XO..",
    "X.XO.",
    ".XO..",
    ".....",
    ".....",
]


def test_ko_forbids_the_immediate_retake_but_allows_it_after_a_move_elsewhere() -> None:
    game = Game(5, setup=_setup(KO), first=W)
    take = game.play((1, 1))
    assert take
    assert take.captured == ((1, 2),)
    assert game.board.ko_point == (1, 2)
    retake = game.play((1, 2))
    assert isinstance(retake, Refused)
    assert retake.reason is Refusal.KO
    assert game.play((4, 4))  # black plays elsewhere (a ko threat)
    assert game.play((4, 0))  # white answers
    assert game.play((1, 2))  # now black may take back


def test_two_passes_end_the_game_and_undo_reopens_it() -> None:
    game = Game(9)
    game.play((4, 4))
    game.pass_turn()
    assert not game.is_over
    assert game.passes == 1
    game.pass_turn()
    assert game.is_over
    assert game.passes == 2
    refused = game.play((0, 0))
    assert isinstance(refused, Refused)
    assert refused.reason is Refusal.GAME_OVER
    game.undo()
    assert not game.is_over
    assert game.to_move is B
    assert game.play((0, 0))


def test_capturing_two_stones_is_not_ko() -> None:
    board = board_from_rows(
        [
            ".XOO.",
            "X.XXO",
            ".XOO.",
            ".....",
            ".....",
        ]
    )
    placed = board.play(W, (1, 1))
    assert placed.captured == ((1, 2), (1, 3))
    assert board.ko_point is None
    # Black may take back at once: that captures one stone, it is no ko.
    retake = board.play(B, (1, 2))
    assert retake.captured == ((1, 1),)


def test_snapback_captures_the_stones_that_took_the_throw_in() -> None:
    game = Game(
        5,
        setup=_setup(
            [
                "O..X.",
                "OOOX.",
                "XXXX.",
                ".....",
                ".....",
            ]
        ),
    )
    throw_in = game.play((0, 1))
    assert throw_in
    assert throw_in.captured == ()
    assert game.board.liberties((0, 0)) == 1  # white is in atari
    take = game.play((0, 2))
    assert take
    assert take.captured == ((0, 1),)
    assert game.board.ko_point is None
    snap = game.play((0, 1))
    assert snap
    assert snap.captured == ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2))
    assert game.prisoners(B) == 5
    assert game.prisoners(W) == 1


def _setup(rows: list[str]) -> dict[tuple[int, int], Color]:
    board = board_from_rows(rows)
    setup = {p: B for p in board.stones(B)}
    setup.update({p: W for p in board.stones(W)})
    return setup
