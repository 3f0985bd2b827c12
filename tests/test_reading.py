"""The shared attacker/defender search, on a take-away game small enough to know by heart.

A pile of stones; each side takes one or two; whoever takes the last one wins.
The side to move wins exactly when the pile is not a multiple of three, by
taking what is left over.
"""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from go_tui.engine import Color, board_from_rows
from go_tui.engine.reading import Outcome, Search, SearchTooBig, passed, played


class TakeAway(Search[int, int]):
    """The attacker wants to take the last stone."""

    def settle(self, state: int, attacking: bool, depth: int) -> Outcome[int] | None:
        if state == 0:  # the side that just moved took the last stone
            return (not attacking), None
        return None

    def key(self, state: int, attacking: bool) -> Hashable:
        return state, attacking

    def moves(self, state: int, attacking: bool, depth: int) -> list[int | None]:
        return [take for take in (1, 2) if take <= state]

    def play(self, state: int, attacking: bool, move: int | None) -> int | None:
        assert move is not None
        return state - move


class Dawdle(TakeAway):
    """The same game with a move that leaves the pile as it is."""

    superko = True

    def moves(self, state: int, attacking: bool, depth: int) -> list[int | None]:
        return [0, *super().moves(state, attacking, depth)]

    def position(self, state: int) -> Hashable:
        return state


@pytest.mark.parametrize("pile", range(1, 13))
def test_the_side_to_move_wins_off_a_multiple_of_three(pile: int) -> None:
    attacker_first = TakeAway(max_nodes=1000).solve(pile, True)
    assert attacker_first == ((True, pile % 3) if pile % 3 else (False, None))
    defender_first = TakeAway(max_nodes=1000).solve(pile, False)
    assert defender_first[0] is (pile % 3 == 0)


def test_a_position_is_read_once_whatever_the_order_of_moves() -> None:
    search = TakeAway(max_nodes=1000)
    search.solve(30, True)
    assert search.nodes <= 2 * 30  # a pile and a side to move each read once
    assert search.table[(30, True)] == (False, None)


def test_a_search_past_its_budget_says_so() -> None:
    with pytest.raises(SearchTooBig, match="more than 5 positions"):
        TakeAway(max_nodes=5).solve(30, True)


def test_a_line_past_the_depth_limit_is_unknown_not_a_guess() -> None:
    search = TakeAway(max_nodes=1000, max_depth=3)
    assert search.solve(30, True) == (None, None)
    assert (30, True) not in search.table  # an unknown is never kept
    # A line that settles within the limit still decides.
    assert TakeAway(max_nodes=1000, max_depth=3).solve(4, True) == (True, 1)


def test_superko_skips_a_move_that_brings_a_position_back() -> None:
    search = Dawdle(max_nodes=1000)
    search.line.add(4)
    assert search.solve(4, True) == (True, 1)
    assert not search.line - {4}  # the line is unwound after every move


def test_moves_on_a_shared_board_leave_the_parent_as_it_was() -> None:
    board = board_from_rows([".OX..", ".X...", ".....", ".....", "....."])
    before = (board.rows(), board.hash, board.liberties((1, 1)))
    child, taken = played(board, Color.BLACK, board.geo.index((0, 0))) or (None, [])
    assert child is not None
    assert taken == [board.geo.index((0, 1))]
    assert child.rows()[0] == "X.X.."
    assert child.liberties((1, 1)) == 4
    assert (board.rows(), board.hash, board.liberties((1, 1))) == before
    assert played(board, Color.WHITE, board.geo.index((1, 1))) is None  # occupied
    assert passed(child).ko == 0
    assert passed(child).hash == child.hash
