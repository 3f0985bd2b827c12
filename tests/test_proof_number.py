"""Proof-number search against the depth-first search, on games small enough to know.

The depth-first :class:`Search` is the reference: on any game tree, with leaves won,
lost or unknown, both must give the same three-valued answer (an unknown line decides
only when nothing else does), and a winning move that really wins.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest
from test_reading import TakeAway

from go_tui.engine.proof_number import ProofNumberSearch
from go_tui.engine.reading import Outcome, Search, SearchTooBig

Tree = dict[int, list[int]]
"""A game tree: each inner node's children; a leaf has none."""


class RandomTree(Search[int, int]):
    """A game on a tree: the leaves say who won (None: unknown), the moves are child numbers."""

    def __init__(self, tree: Tree, leaves: dict[int, bool | None], max_nodes: int) -> None:
        super().__init__(max_nodes)
        self.tree = tree
        self.leaves = leaves

    def settle(self, state: int, attacking: bool, depth: int) -> Outcome[int] | None:
        if state in self.leaves:
            return self.leaves[state], None
        return None

    def key(self, state: int, attacking: bool) -> Hashable:
        return state, attacking

    def moves(self, state: int, attacking: bool, depth: int) -> list[int | None]:
        return list(self.tree[state])

    def play(self, state: int, attacking: bool, move: int | None) -> int | None:
        return move


def random_tree(rng: random.Random) -> tuple[Tree, dict[int, bool | None]]:
    tree: Tree = {}
    leaves: dict[int, bool | None] = {}
    count = 1

    def grow(node: int, depth: int) -> None:
        nonlocal count
        if depth == 0 or (depth < 4 and rng.random() < 0.2):
            leaves[node] = rng.choice([True, True, False, False, None])
            return
        tree[node] = []
        for _ in range(rng.randint(1, 3)):
            child, count = count, count + 1
            tree[node].append(child)
            grow(child, depth - 1)

    grow(0, rng.randint(1, 6))
    return tree, leaves


def winning(tree: Tree, leaves: dict[int, bool | None], node: int, attacking: bool) -> bool:
    """Whether the attacker wins from ``node`` with unknown leaves counted against it."""
    if node in leaves:
        return leaves[node] is True
    results = [winning(tree, leaves, child, not attacking) for child in tree[node]]
    return any(results) if attacking else all(results)


@pytest.mark.parametrize("seed", range(300))
def test_the_answer_is_the_depth_first_searchs_on_a_random_tree(seed: int) -> None:
    rng = random.Random(seed)
    tree, leaves = random_tree(rng)
    attacking = rng.random() < 0.5
    if 0 in leaves:
        return
    expected = RandomTree(tree, leaves, 10_000).solve(0, attacking)
    result, move = ProofNumberSearch(RandomTree(tree, leaves, 10_000)).solve(0, attacking)
    assert result is expected[0]
    if result is attacking and result is not None:  # the move wins for the side to move
        assert move in tree[0]
        assert winning(tree, leaves, move, not attacking) is attacking
    else:
        assert move is None


@pytest.mark.parametrize("pile", range(1, 16))
def test_the_side_to_move_wins_off_a_multiple_of_three(pile: int) -> None:
    assert ProofNumberSearch(TakeAway(max_nodes=1000)).solve(pile, True) == (
        (True, pile % 3) if pile % 3 else (False, None)
    )
    assert ProofNumberSearch(TakeAway(max_nodes=1000)).solve(pile, False)[0] is (pile % 3 == 0)


class Cycle(TakeAway):
    """The take-away game with a move that gives a stone back: a line may never end."""

    def moves(self, state: int, attacking: bool, depth: int) -> list[int | None]:
        return [-1, *super().moves(state, attacking, depth)]


@pytest.mark.parametrize("pile", range(1, 7))
def test_a_line_that_comes_back_is_unknown_and_decides_only_when_nothing_else_does(
    pile: int,
) -> None:
    # With a stone given back whenever it suits, the side left with a multiple of three
    # gives one back and the lines never end: only a pile taken at once is won.
    search = ProofNumberSearch(Cycle(max_nodes=10_000, max_depth=40))
    assert search.solve(pile, True) == ((True, pile) if pile <= 2 else (None, None))


def test_a_search_past_its_budget_says_so() -> None:
    with pytest.raises(SearchTooBig, match="more than 5 positions"):
        ProofNumberSearch(TakeAway(max_nodes=5)).solve(30, True)


def test_a_narrow_forced_line_is_read_to_its_end_before_the_wide_ones() -> None:
    """One move wins by a forced line 12 moves deep; every other of 6 moves opens a wide
    tree that never settles: the proof numbers find the line within a small budget."""
    tree: Tree = {}
    leaves: dict[int, bool | None] = {}
    count = 1

    def wide(node: int, depth: int) -> None:
        nonlocal count
        if depth == 0:
            leaves[node] = None
            return
        tree[node] = list(range(count, count + 6))
        count += 6
        for child in tree[node]:
            wide(child, depth - 1)

    tree[0] = []
    for _ in range(5):
        tree[0].append(count)
        count += 1
        wide(tree[0][-1], 5)
    narrow = count
    tree[0].append(narrow)
    for depth in range(12):  # one move each, the defender's only one
        tree[narrow + depth] = [narrow + depth + 1]
    leaves[narrow + 12] = True
    search = RandomTree(tree, leaves, 200)
    assert ProofNumberSearch(search).solve(0, True) == (True, narrow)
