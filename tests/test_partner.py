"""A level's second lane in a process of its own gives the same moves, sooner."""

from __future__ import annotations

import multiprocessing

from go_tui.engine import CHINESE, Game
from go_tui.engine.partner import Partner
from go_tui.engine.player import (
    LEVELS,
    Decision,
    KeptTree,
    LaneTask,
    RootStats,
    Strength,
    choose_move,
    think,
)

TWO_LANES = Strength(playouts=60, prior=1.0, blunder=0.0, resign=0.0, reading=True, lanes=2)
ONE_LANE = Strength(playouts=60, prior=1.0, blunder=0.0, resign=0.0, reading=True)


class _Failing:
    """A helper whose lane never comes back."""

    def __init__(self) -> None:
        self.asked = 0

    def ask(self, task: LaneTask) -> bool:
        self.asked += 1
        return True

    def answer(self) -> RootStats | None:
        return None


def _game(helper: Partner | _Failing | None, *, kill_after: int = -1) -> list[Decision]:
    """Three moves each side; each of ours with the two lanes and a kept tree."""
    game = Game(size=9, komi=7, rules=CHINESE)
    tree = KeptTree()
    decisions = []
    for n in range(3):
        if n == kill_after:
            for child in multiprocessing.active_children():
                child.kill()
                child.join()
        decision = think(game, TWO_LANES, seed=3, tree=tree, helper=helper)
        decisions.append(decision)
        game.play(decision.point)
        game.play(think(game, ONE_LANE, seed=8).point)
    return decisions


def test_the_partner_gives_the_moves_the_lanes_give_one_after_the_other() -> None:
    alone = _game(None)
    partner = Partner()
    try:
        together = _game(partner)
    finally:
        partner.close()
    assert [d.point for d in together] == [d.point for d in alone]
    assert [d.playouts for d in together] == [120, 120, 120]
    assert [d.win_rate for d in together] == [d.win_rate for d in alone]
    assert not multiprocessing.active_children()


def test_a_lane_runs_here_when_the_partner_fails() -> None:
    alone = _game(None)
    failing = _Failing()
    assert [d.point for d in _game(failing)] == [d.point for d in alone]
    assert failing.asked == 3
    partner = Partner()
    try:
        killed = _game(partner, kill_after=1)
    finally:
        partner.close()
    assert [d.point for d in killed[:1]] == [d.point for d in alone[:1]]
    assert [d.playouts for d in killed] == [120, 120, 120]


def test_two_lanes_add_up_their_playouts_and_one_lane_is_unchanged() -> None:
    game = Game(size=9, komi=7, rules=CHINESE)
    assert think(game, TWO_LANES, seed=3).playouts == 120
    assert think(game, ONE_LANE, seed=3).playouts == 60
    assert LEVELS[10].lanes == 2
    assert all(LEVELS[level].lanes == 1 for level in range(1, 10))


def test_a_move_found_at_once_asks_no_partner() -> None:
    game = Game(size=5, komi=0, rules=CHINESE)
    for point in [(0, 0), (0, 1), (4, 4)]:
        game.play(point)
    failing = _Failing()
    decision = choose_move(game, 10, capture_goal=1, helper=failing)  # B2 takes the goal
    assert decision.point == (1, 0)
    assert failing.asked == 0
    assert decision.playouts == 0
