"""The proposal on endings people pass on with borders still open, and on bad input."""

from __future__ import annotations

import pytest
from test_scoring import FINISHED

from go_tui.engine import Color, Game, Scoring, board_from_rows, from_vertex
from go_tui.engine.board import Board
from go_tui.engine.count import Count
from go_tui.engine.life import _Judge, estimate_dead, open_points


def passed_after(size: int, vertices: list[str]) -> Game:
    """A game of ``vertices`` played in turn, then two passes."""
    game = Game(size=size)
    for vertex in vertices:
        assert game.play(from_vertex(vertex, size))
    game.pass_turn()
    game.pass_turn()
    return game


def test_stones_on_an_open_board_are_not_dead() -> None:
    """Black E5, G7, G3 and White C3, C7, then both pass: nothing is settled."""
    game = passed_after(9, ["E5", "C3", "G7", "C7", "G3"])
    assert Count.proposed(game).dead == frozenset()


def test_a_lone_stone_in_a_closed_territory_is_still_dead() -> None:
    board = board_from_rows(FINISHED)  # a white stone alone in Black's closed area
    assert estimate_dead(board).dead == {(1, 1)}


def test_an_unsettled_group_beside_an_open_border_lives() -> None:
    """Black's border has a gap at D5; White's group on the right still has its
    whole side to live in."""
    board = board_from_rows(
        [
            "...XO....",
            "...XO....",
            "...XO....",
            "...X.....",
            ".........",
            "...X.....",
            "...XO....",
            "...XO....",
            "...XO....",
        ]
    )
    assert estimate_dead(board).dead == frozenset()


@pytest.mark.parametrize(
    "rows",
    [
        ["....."] * 5,
        [".....", ".X...", ".....", "...X.", "....."],
        [".....", ".O...", ".....", "...O.", "....."],
        ["XXXX.", "XXXXX", "XXXXX", "XXXXX", ".XXXX"],
        ["XOXOX", "OXOXO", "XOXOX", "OXOXO", "XOXO."],
        [".XO.X", "XO.OX", "O.XO.", ".OX.O", "XO.OX"],
    ],
    ids=["empty", "black-only", "white-only", "nearly-full", "filled", "ataris"],
)
def test_bad_input_is_answered_without_an_error(rows: list[str]) -> None:
    board = board_from_rows(rows)
    proposal = estimate_dead(board)
    stones = {p for p in (divmod(i, 5) for i in range(25)) if board[p] is not None}
    assert proposal.dead <= stones
    assert proposal.seki <= stones
    count = Count(board, 6.5, (0, 0), Scoring.TERRITORY, proposal.dead, proposal.seki)
    assert count.needs_sealing() <= {p for p in count.roles() if board[p] is None}
    count.score()


def test_a_board_without_stones_has_nothing_dead() -> None:
    assert estimate_dead(Board(19)).dead == frozenset()


SPARSE_19 = [
    "...................",
    "...................",
    "...X.....X.....X...",
    "...................",
    "...................",
    "...................",
    "...X.....X.....X...",
    "...................",
    "...................",
    "...X.....X.....X...",
    "...................",
    "...................",
    ".....OO............",
    "....O..O...........",
    ".....OO......X.....",
    "...X.....X.....X...",
    "...................",
    "...................",
    "...................",
]
"""Black's loose framework and White's ring with room all round: passed far too early."""


def test_a_19x19_group_with_room_that_shape_calls_dead_is_revived() -> None:
    board = board_from_rows(SPARSE_19)
    ring = set(board.stones(Color.WHITE))
    assert _Judge(board).run().dead == ring  # shape alone: enclosed by Black's area
    assert estimate_dead(board, Color.BLACK).dead == frozenset()


def test_a_19x19_stone_without_room_stays_dead_beside_open_borders() -> None:
    """A black stone in White's closed corner, the rest of the board still open."""
    rows = list(SPARSE_19)
    rows[0] = "...O..............."
    rows[1] = ".X.O..............."
    rows[2] = "...O.....X.....X..."
    rows[3] = "OOOO..............."
    board = board_from_rows(rows)
    assert (1, 1) in _Judge(board).run().dead
    assert open_points(board, frozenset({(1, 1)}), frozenset())
    assert (1, 1) in estimate_dead(board, Color.BLACK).dead


@pytest.mark.parametrize(
    "rows",
    [
        ["." * 19] * 19,
        [("X." * 19)[:19] if r % 2 == 0 else "." * 19 for r in range(19)],
        [("XO" * 19)[r % 2 : r % 2 + 19] for r in range(19)],
        [(".XO.X" * 5)[r % 5 : r % 5 + 19] for r in range(19)],
    ],
    ids=["empty", "black-only", "filled", "ataris"],
)
def test_bad_input_on_19x19_is_answered_without_an_error(rows: list[str]) -> None:
    board = board_from_rows(rows)
    proposal = estimate_dead(board)
    count = Count(board, 6.5, (0, 0), Scoring.TERRITORY, proposal.dead, proposal.seki)
    stones = {(r, c) for r in range(19) for c in range(19) if board[(r, c)] is not None}
    assert proposal.dead | count.living_seki <= stones
    assert count.needs_sealing() <= {p for p in count.roles() if board[p] is None}
    count.score()


GNUGO_19_CUT_10 = [
    ".....XOO...........",
    "...X.XOXO..........",
    ".XX..XOXXOOOO......",
    "XOOXXO.OXXXXO.O....",
    "XO.OXOO.OX..XO..OOO",
    "XO.OOO..OOX.XOXOO.O",
    "XXO....OXXX.XXOOXOX",
    ".O.....OOOX...XXXXX",
    "O..OO..OXX.X.....X.",
    "XOOX.O..OX......XO.",
    "XXOOXOX.OXXX...OXO.",
    "X.XX.XOXOXOOXX.XOO.",
    ".X...XOOOO.OXX.XO.X",
    "..X...XO....OXXOOOX",
    "......XO...OOXOXXX.",
    "......X.O....OOOX.X",
    ".......XO......OXXX",
    ".....X.XO.....O.OOX",
    "......XOO.......OXX",
]
"""GNU Go self-play on 19x19 (tools/compare_gnugo.py generate), 10 moves before its
end, White to play: borders still open."""


def test_a_19x19_ending_with_open_borders_gets_gnu_gos_dead_stones() -> None:
    """Shape alone keeps the black stone at D10 inside White's side; the playouts lose
    it.  The whole proposal is what GNU Go called dead at the end."""
    board = board_from_rows(GNUGO_19_CUT_10)
    assert from_vertex("D10", 19) not in _Judge(board).run().dead
    dead = ["D10", "G9", "H8", "P14", "Q6", "Q9", "R6", "R7", "R8", "S10", "S6", "S8", "S9"]
    assert estimate_dead(board, Color.WHITE).dead == {from_vertex(v, 19) for v in dead}


GNUGO_19_CUT_10_ATARI = [
    ".....OXXX..........",
    "....OOOOX..........",
    "...OOOXXX......X...",
    "...OXOOOX....XXX...",
    "...OXXOX......OOX.X",
    "....OXXX....XXXX.XO",
    "....OOOX..XXOXOOXOO",
    "......OX..X.OOO.X.O",
    "....OOX.X.XO...OXXO",
    "...OOX.XOXXO...OXXO",
    "..OOXXXXOOO.....OO.",
    "....OX.X.O.O....O..",
    "...OOXXXOO.........",
    "....OOOOXXO.OO..O..",
    "..OOXXXXXOOOOXOO.O.",
    "..OX.X..XO.XXXXOO..",
    "..OX.....XX...XXXO.",
    ".OXXX.......X...XXO",
    ".OOOX.........X.XO.",
]
"""Another GNU Go self-play game on 19x19, 10 moves before its end, Black to play.
White's S1 has one liberty, T1, and no way out even with White first: T1 joins it to T2
with one liberty left, T3, where Black takes all three.  The playouts leave S1 standing;
reading takes it."""


GNUGO_19_CUT_10_LONE = [
    "XX.................",
    "OXX................",
    ".OX......X.....X...",
    "OOXXXX.............",
    ".XOXOX..........X..",
    ".OOOOXXX.........XX",
    ".....OOOXX..X..X.XO",
    "....O.O.OX......XOO",
    "........OOX..XXXO.O",
    "X.X.....O.X.X.OOOO.",
    ".....O..OX..XO.....",
    "......OOXX.XOO.....",
    "..X.O..XOX.XXO.....",
    "....OXOOOX.XOO....O",
    "..O.OOOOX..XXO.....",
    "......XXX.X.O......",
    ".O.XOOOXOX.XO.OO...",
    "....XO.OOXX.XO.....",
    "......O.X...XXO....",
]
"""A third GNU Go self-play game on 19x19, 10 moves before its end, Black to play.
Black's A10, C10 and C7 stand alone on White's open left side: shape cannot call them
dead (the side is not closed); the playouts lose them more often than not."""


@pytest.mark.parametrize(
    ("rows", "dead"),
    [
        (GNUGO_19_CUT_10_ATARI, ["P15", "Q15", "S1"]),
        (GNUGO_19_CUT_10_LONE, ["A10", "A18", "B15", "C10", "C7", "D3", "E2", "F6", "H7"]),
    ],
    ids=["a-stone-in-atari-without-a-way-out", "lone-stones-in-an-open-framework"],
)
def test_19x19_endings_with_open_borders_get_gnu_gos_dead_stones(
    rows: list[str], dead: list[str]
) -> None:
    """The whole proposal is what GNU Go called dead at the end, and the stones it
    captured in the ten moves cut off."""
    board = board_from_rows(rows)
    assert estimate_dead(board, Color.BLACK).dead == {from_vertex(v, 19) for v in dead}
