"""Random playouts: the owner they find on settled and unsettled positions."""

from __future__ import annotations

from go_tui.engine import Color, Game, board_from_rows, from_vertex
from go_tui.engine.count import Count
from go_tui.engine.playouts import ownership

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


def test_a_budget_of_no_time_still_runs_one_playout() -> None:
    board = board_from_rows(SETTLED)
    _, runs = ownership(board, Color.BLACK, 50, budget=0.0)
    assert runs == 1
