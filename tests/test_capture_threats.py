"""Capture go's threats read at the root: what must be met, and what wins at once.

Positions are drawn top row first, ``X`` Black and ``O`` White.
"""

from __future__ import annotations

from collections.abc import Iterable

from test_player import STEADY, game_from

from go_tui.engine import Board, Color, Rules
from go_tui.engine.capture_threats import read_threats, safest
from go_tui.engine.coords import from_vertex, to_vertex
from go_tui.engine.player import think
from go_tui.engine.reading import played
from go_tui.engine.tactics import read

# Black's two stones D4-E4 have two liberties, E3 and F4.  White's atari at F4 starts a
# ladder that takes them; Black at F4 first gets four liberties and escapes, while E3
# gets three and is still taken in a net.
LADDER = [
    ".......",
    ".......",
    "...OO..",
    "..OXX..",
    "...O...",
    ".......",
    ".......",
]


def vertices(board: Board, moves: Iterable[int] | None) -> set[str]:
    assert moves is not None
    return {to_vertex(board.geo.point(i), board.size) for i in moves}


def test_a_threat_to_reach_the_goal_leaves_only_the_moves_that_meet_it() -> None:
    board = game_from(LADDER, rules=Rules(capture_goal=3)).board
    threats = read_threats(board, int(Color.BLACK), goal=3, ours=0, theirs=1)
    assert threats.decisive
    assert vertices(board, threats.must) == {"F4"}
    assert vertices(board, threats.saving) == {"F4"}


def test_a_threat_short_of_the_goal_is_weighed_not_forced() -> None:
    board = game_from(LADDER, rules=Rules(capture_goal=5)).board
    threats = read_threats(board, int(Color.BLACK), goal=5, ours=0, theirs=1)
    assert not threats.decisive
    assert threats.must is None
    assert vertices(board, threats.saving) == {"F4"}


def test_a_proven_capture_that_reaches_the_goal_wins() -> None:
    board = game_from(LADDER, rules=Rules(capture_goal=3)).board
    threats = read_threats(board, int(Color.WHITE), goal=3, ours=1, theirs=0)
    assert vertices(board, threats.winning) == {"F4"}
    short = read_threats(board, int(Color.WHITE), goal=4, ours=1, theirs=0)
    assert not short.winning
    assert vertices(board, short.taking) == {"F4"}


def test_the_player_escapes_the_ladder_and_starts_it() -> None:
    for seed in range(3):
        black = game_from(LADDER, Color.BLACK, rules=Rules(capture_goal=2))
        assert think(black, STEADY, seed=seed).point == from_vertex("F4", 7)
        white = game_from(LADDER, Color.WHITE, rules=Rules(capture_goal=2))
        assert think(white, STEADY, seed=seed).point == from_vertex("F4", 7)


def test_the_safest_moves_leave_no_chain_to_be_taken() -> None:
    """Far from the ladder no move saves the two stones; the extension and the ladder
    breakers do."""
    board = game_from(LADDER, rules=Rules(capture_goal=3)).board
    empty = [i for i in board.geo.points if board.cells[i] == 0]
    threats = read_threats(board, int(Color.BLACK), goal=3, ours=0, theirs=0)
    kept = vertices(board, safest(board, int(Color.BLACK), empty, threats))
    assert "F4" in kept
    assert not {"E3", "A1", "A7", "G7", "B6"} & kept
    for vertex in kept:
        after = played(board, int(Color.BLACK), board.geo.index(from_vertex(vertex, 7)))
        assert after is not None
        assert read(after[0], from_vertex("D4", 7), Color.WHITE).captured is False
