"""Random playouts: the owner they find on settled and unsettled positions."""

from __future__ import annotations

import random
import time

import pytest

from go_tui.engine import Color, Game, board_from_rows, from_vertex, playouts
from go_tui.engine.board import Board, Refusal
from go_tui.engine.count import Count
from go_tui.engine.playouts import Stones, _looked_at, _shaped, _urgent, _windows, ownership

# Black lives on the left with two eyes, White on the right; one white stone sits
# alone in Black's area.
SETTLED = [
    ".X.X.XO.O",
    "XXXXXXO.O",
    "..O..XOOO",
    "XXXXXXO..",
    ".X.X.XO.O",
    "XXXXXXOOO",
    ".....XO..",
    "XXXXXXO.O",
    ".X.X.XO.O",
]


def test_living_groups_keep_their_points_and_a_lone_stone_dies() -> None:
    board = board_from_rows(SETTLED)
    owners, runs = ownership(board, Color.BLACK, 60)
    assert runs == 60
    index = board.geo.index
    assert owners[index((1, 0))] > 0.9  # Black's wall
    assert owners[index((1, 6))] < -0.9  # White's wall
    assert owners[index((2, 2))] > 0.5  # the lone white stone ends up Black's point
    assert owners[index((6, 0))] > 0.9  # Black's territory


def test_the_same_seed_gives_the_same_owners() -> None:
    board = board_from_rows(SETTLED)
    assert ownership(board, Color.WHITE, 20, seed=3) == ownership(board, Color.WHITE, 20, seed=3)


def test_an_unfinished_9x9_game_keeps_its_unsettled_groups_alive() -> None:
    """Two passes with both sides' groups still open: nothing is proposed dead, and the
    count says where borders are open."""
    game = Game(size=9)
    for vertex in ("C3", "G7", "C7", "G3", "E5", "E3", "D4", "F6"):
        assert game.play(from_vertex(vertex, 9))
    game.pass_turn()
    game.pass_turn()
    count = Count.proposed(game)
    assert count.dead == frozenset()
    assert count.needs_sealing()


def test_the_count_of_playouts_is_the_budget_whatever_the_time() -> None:
    """No clock: every playout asked for runs.  A safety deadline already past stops
    them, but at least one runs, and the count returned says how many."""
    board = board_from_rows(SETTLED)
    assert ownership(board, Color.BLACK, 50)[1] == 50
    _, runs = ownership(board, Color.BLACK, 50, deadline=time.monotonic() - 1.0)
    assert runs == 1


# Top-left corner of a 9x9 board.  The white pair (row 2) has one liberty, at (2, 3);
# the black stone in the corner has one, at (1, 0); the white stone beside it one, at (0, 2).
ATARI = [
    "XO.......",
    ".XX......",
    "XOO......",
    ".XX......",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]


def test_the_side_to_move_takes_chains_in_atari_and_saves_its_own_first() -> None:
    """Light playouts left these to chance: a big dead group with eye space then lived."""
    board = board_from_rows(ATARI)
    index = board.geo.index
    cells = list(board.cells)
    watch = [index((2, 1)), index((0, 1)), index((0, 0))]
    stones = Stones(cells, board.geo.neighbours, board.geo.points)
    urgent = _urgent(stones, watch, int(Color.BLACK))
    assert set(urgent) == {index((2, 3)), index((0, 2)), index((1, 0))}
    # White takes the corner stone and runs out with the pair; its stone at (0, 1) would
    # still have one liberty after extending, so it is not saved.
    urgent = _urgent(stones, watch, int(Color.WHITE))
    assert set(urgent) == {index((1, 0)), index((2, 3))}


def test_the_chain_the_last_move_put_in_atari_is_seen() -> None:
    board = board_from_rows(ATARI)
    index = board.geo.index
    stones = Stones(list(board.cells), board.geo.neighbours, board.geo.points)
    last = index((3, 2))
    urgent = _urgent(stones, (last, *board.geo.neighbours[last]), int(Color.BLACK))
    assert urgent == [index((2, 3))]


# White's stones at (0, 0) and (1, 1) are in atari at (1, 0), Black's at (0, 1) at (0, 2).
BOTH_IN_ATARI = [
    "OX.......",
    ".OX......",
    ".X.......",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]


def test_the_players_playouts_look_at_the_move_before_last_too() -> None:
    """Black's own last move (1, 2) left White's stones in atari; White then played far
    away: the player's playouts still take them, as a player finishes what their last
    move began; the dead-stone judge's look at the last move alone."""
    board = board_from_rows(BOTH_IN_ATARI)
    geo = board.geo
    stones = Stones(list(board.cells), geo.neighbours, geo.points)
    windows = _windows(geo.width)
    far, before = geo.index((8, 8)), geo.index((1, 2))
    black = int(Color.BLACK)
    alone = _looked_at(windows, geo.neighbours, far, before, both_moves=False)
    assert _urgent(stones, alone, black) == []
    both = _looked_at(windows, geo.neighbours, far, before, both_moves=True)
    assert geo.index((1, 0)) in _urgent(stones, both, black)


def test_no_chain_of_two_or_more_stones_is_put_in_atari_but_a_lone_throw_in_is() -> None:
    """White filling one of its last two liberties gives its group away; Black's lone
    stone there is how an eye space is reduced, and stays allowed."""
    board = board_from_rows(
        [
            "OOOX.....",
            "..OX.....",
            "OOOX.....",
            "XXXX.....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]
    )
    index = board.geo.index
    stones = Stones(list(board.cells), board.geo.neighbours, board.geo.points)
    assert stones.self_atari(index((1, 1)), int(Color.WHITE))
    assert stones.self_atari(index((1, 0)), int(Color.WHITE))
    assert not stones.self_atari(index((1, 1)), int(Color.BLACK))
    assert not stones.self_atari(index((0, 4)), int(Color.BLACK))


def test_the_last_moves_shapes_come_before_those_of_the_move_before_it() -> None:
    rows = ["........."] * 9
    rows[4] = "....XO..."
    rows[7] = "...X....."
    rows[8] = "...O....."
    board = board_from_rows(rows)
    geo = board.geo
    last, before = geo.index((4, 5)), geo.index((8, 3))
    found = [
        geo.point(i) for i in _shaped(list(board.cells), geo.width, last, before, random.Random(1))
    ]
    assert set(found[:4]) == {(3, 4), (3, 5), (5, 4), (5, 5)}
    assert set(found[4:]) == {(7, 2), (7, 4), (8, 2), (8, 4)}


def _shape_points(rows: list[str], last: tuple[int, int]) -> set[tuple[int, int]]:
    board = board_from_rows(rows)
    geo = board.geo
    found = _shaped(list(board.cells), geo.width, geo.index(last), 0, random.Random(1))
    return {geo.point(i) for i in found}


def test_an_attachment_is_answered_with_a_hane_on_either_side() -> None:
    rows = ["........."] * 9
    rows[4] = "....XO..."
    assert _shape_points(rows, (4, 5)) == {(3, 4), (3, 5), (5, 4), (5, 5)}


def test_a_lone_stone_in_the_open_has_no_shape_move_around_it() -> None:
    rows = ["........."] * 9
    rows[4] = "....O...."
    assert _shape_points(rows, (4, 4)) == set()


def test_a_stone_on_the_first_line_is_blocked_or_hane_d_from_the_second() -> None:
    rows = ["........."] * 9
    rows[7] = "...X....."
    rows[8] = "...O....."
    assert _shape_points(rows, (8, 3)) == {(7, 2), (7, 4), (8, 2), (8, 4)}


# A 9x9 game of GNU Go's against itself, ten moves before its end, Black to play: the
# white stone at (5, 3) was captured before the end.
INVASION = [
    "O..XO.O.O",
    "..OXOO.O.",
    ".O..X.XO.",
    ".XX.X....",
    ".......XX",
    "...O.X.OX",
    "..XX..O..",
    ".....X.O.",
    ".........",
]


def test_shape_moves_make_an_invasion_stone_the_other_side_s_point(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With uniformly random answers its point's mean owner is 0.2 (near a coin toss);
    answering the last move with hane and cuts makes it 0.9, Black's."""
    board = board_from_rows(INVASION)
    stone = board.geo.index((5, 3))
    owners, _ = ownership(board, Color.BLACK, 100)
    assert owners[stone] > 0.6
    monkeypatch.setattr(playouts, "PATTERN_SHARE", 0.0)
    owners, _ = ownership(board, Color.BLACK, 100)
    assert owners[stone] < 0.4


def _chains(stones: Stones, points: tuple[int, ...]) -> set[tuple[frozenset[int], frozenset[int]]]:
    found = set()
    for i in points:
        if stones.head[i]:
            h = stones.head[i]
            found.add((frozenset(stones.members[h]), frozenset(stones.libs[h])))
    return found


@pytest.mark.parametrize("seed", range(3))
def test_the_chains_kept_move_by_move_are_the_chains_a_flood_fill_finds(seed: int) -> None:
    """Stones keeps each chain's stones and liberties as moves and captures come: after
    every move they are what building them afresh from the cells gives, and a move is
    refused exactly when the rules' board calls it a suicide."""
    board = Board(7)
    geo = board.geo
    cells = list(board.cells)
    stones = Stones(cells, geo.neighbours, geo.points)
    rng = random.Random(seed)
    color = 1
    for _ in range(150):
        i = rng.choice([i for i in geo.points if cells[i] == 0])
        result = board.copy().try_play(color, geo.point(i))
        if result == Refusal.KO:
            continue  # the playouts keep the ko point themselves
        captured = stones.place(i, color)
        assert (captured is None) == (result == Refusal.SUICIDE)
        if captured is None:
            continue
        board.try_play(color, geo.point(i))
        assert cells == list(board.cells)
        fresh = Stones(list(cells), geo.neighbours, geo.points)
        assert _chains(stones, geo.points) == _chains(fresh, geo.points)
        color = 3 - color
