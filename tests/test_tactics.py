"""The tactical reader on open boards: ladders, breakers, nets, snapbacks, escapes."""

from __future__ import annotations

from go_tui.engine import Board, Color, board_from_rows
from go_tui.engine.tactics import Limits, attacker_moves, defender_moves, read, read_any

B, W = Color.BLACK, Color.WHITE

# White's stone at (4, 3) is in atari; running at (4, 4) gives it two liberties,
# and Black's ataris drive it down and to the right, to the lower edge.
LADDER = [
    ".........",
    ".........",
    ".........",
    "...XX....",
    "..XO.....",
    "...X.....",
    ".........",
    ".........",
    ".........",
]


def board(rows: list[str], **stones: Color) -> Board:
    """``rows`` with extra stones given as ``r4c6=W`` keywords."""
    position = board_from_rows(rows)
    for name, color in stones.items():
        row, col = name[1:].split("c")
        position.place_setup(color, (int(row), int(col)))
    return position


def test_ladder_is_read_to_the_edge() -> None:
    position = board(LADDER)
    running = read(position, (4, 3), W)
    assert running.captured is True
    assert running.nodes > 10
    taking = read(position, (4, 3), B)
    assert taking.captured is True
    assert taking.move == (4, 4)


def test_ladder_breaker_on_the_path_saves_the_stone() -> None:
    broken = read(board(LADDER, r7c6=W), (4, 3), W)
    assert broken.captured is False
    assert broken.move == (4, 4)
    # A black stone on the same point only helps the ladder.
    assert read(board(LADDER, r7c6=B), (4, 3), W).captured is True


def test_ladder_on_a_big_board_runs_to_the_edge_and_a_breaker_far_away_counts() -> None:
    rows = ["." * 19 for _ in range(19)]
    position = board(rows, r8c8=W, r7c8=B, r7c9=B, r8c7=B, r9c8=B)
    assert read(position, (8, 8), W).captured is True
    position.place_setup(W, (16, 15))  # on the ladder's diagonal, eight lines away
    assert read(position, (8, 8), W).captured is False


def test_net_captures_where_both_ladders_fail() -> None:
    rows = [
        ".........",
        "......O..",  # breaks the ladder up and to the right
        ".........",
        "..X......",
        "..XO.....",
        "...XX....",
        ".........",
        ".........",
        ".........",
    ]
    position = board(rows)
    reading = read(position, (4, 3), B)
    assert reading.captured is True
    assert reading.move == (3, 4)
    for atari in ((3, 3), (4, 4)):
        after = position.copy()
        after.play(B, atari)
        assert read(after, (4, 3), W).captured is False, atari


def test_snapback_the_throw_in_is_taken_back() -> None:
    rows = [
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "XXXX.....",
        "OOOX.....",
        "..OX.....",
    ]
    position = board(rows)
    thrown = position.copy()
    thrown.play(B, (8, 1))  # into atari on purpose
    assert thrown.liberties((8, 1)) == 1
    assert read(thrown, (7, 0), W).captured is True
    assert (8, 0) in defender_moves(thrown, (7, 0))  # the capture was read, and it fails


def test_escape_by_capturing_the_stone_in_atari() -> None:
    rows = [
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".OX......",
        "OXOX.....",
        "O........",  # running at (8, 1) would be self-atari
    ]
    position = board(rows)
    saved = read(position, (7, 1), B)
    assert saved.captured is False
    assert saved.move == (8, 2)
    assert read(position, (7, 1), W).captured is True


def test_double_atari_takes_one_of_two_that_escape_alone() -> None:
    rows = [
        ".........",
        ".........",
        "...X.X...",
        "..XO.OX..",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
    ]
    position = board(rows)
    assert read_any(position, [(3, 3), (3, 5)], W) is False
    position.play(B, (3, 4))
    assert read(position, (3, 3), W).captured is False
    assert read(position, (3, 5), W).captured is False
    assert read_any(position, [(3, 3), (3, 5)], W) is True


def test_four_liberties_escape_and_an_empty_target_is_captured() -> None:
    position = board(["....."] * 5, r2c2=W)
    assert read(position, (2, 2), B).captured is False
    assert read(position, (0, 0), B).captured is True


def test_running_out_of_nodes_is_unknown_not_a_guess() -> None:
    reading = read(board(LADDER, r7c6=W), (4, 3), W, Limits(max_nodes=5))
    assert reading.captured is None
    assert reading.move is None


def test_attacker_tries_liberties_first_then_loose_moves() -> None:
    position = board(["........."] * 9, r4c4=W, r4c3=B, r5c4=B)
    moves = attacker_moves(position, (4, 4))
    assert moves[:2] == [(3, 4), (4, 5)]
    assert (3, 5) in moves
    assert len(moves) == len(set(moves))
