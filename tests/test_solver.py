"""The life-and-death solver: kills, lives, ko told apart from success, the budget."""

from __future__ import annotations

from go_tui.engine import Board, Color, Point, board_from_rows, from_vertex
from go_tui.engine.benson import benson_alive
from go_tui.engine.frame import frame
from go_tui.engine.solver import Goal, Result, attack, closed_region, solve

# White on the top edge with three empty points in a row: the middle one decides.
STRAIGHT_THREE = [
    "XO...OX..",
    "XOOOOOX..",
    "XXXXXXX..",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]
# Black's corner after White D8: the eye at C9 is false only if White can take D9,
# and taking it is a ko (Black retakes at D9).
FALSE_EYE_KO = [
    ".X.XO....",
    "XXXOO....",
    "XXOOO....",
    "OO.......",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]


def test_the_vital_point_kills_and_saves() -> None:
    board = board_from_rows(STRAIGHT_THREE)
    killed = attack(board, (1, 1), Color.BLACK)
    assert (killed.result, killed.move) == (Result.SUCCESS, (0, 3))
    saved = attack(board, (1, 1), Color.WHITE)
    assert (saved.result, saved.move) == (Result.FAILURE, (0, 3))
    lives = solve(board, Goal.LIVE, (1, 1), Color.WHITE)
    assert (lives.result, lives.move) == (Result.SUCCESS, (0, 3))


def test_a_wrong_first_move_is_refuted_with_the_answer() -> None:
    board = board_from_rows(STRAIGHT_THREE)
    board.play(Color.BLACK, (0, 2))
    answer = solve(board, Goal.KILL, (1, 1), Color.WHITE)
    assert answer.result is Result.FAILURE
    assert answer.move == (0, 3)


def test_a_kill_that_needs_a_ko_is_reported_as_ko() -> None:
    board = board_from_rows(FALSE_EYE_KO)
    result = solve(board, Goal.KILL, (0, 1), Color.BLACK)
    assert result.result is Result.KO
    assert solve(board, Goal.LIVE, (0, 1), Color.BLACK).result is Result.KO


def test_the_budget_makes_an_answer_unknown_never_a_guess() -> None:
    board = board_from_rows(STRAIGHT_THREE)
    answer = attack(board, (1, 1), Color.BLACK, max_nodes=1)
    assert answer.result is Result.UNKNOWN
    assert answer.reason == "the search does not settle it within 1 positions"
    assert attack(board, (1, 1), Color.BLACK, max_nodes=1_000).result is Result.SUCCESS


def test_capture_and_escape_are_the_tactical_reader_s() -> None:
    board = board_from_rows(["." * 9] * 9)
    board.place_setup(Color.WHITE, (4, 4))
    for point in ((3, 4), (5, 4), (4, 3)):
        board.place_setup(Color.BLACK, point)
    taken = solve(board, Goal.CAPTURE, (4, 4), Color.BLACK)
    assert (taken.result, taken.move) == (Result.SUCCESS, (4, 5))
    escaped = solve(board, Goal.ESCAPE, (4, 4), Color.WHITE)
    assert (escaped.result, escaped.move) == (Result.SUCCESS, (4, 5))


# Cho Chikun, elementary 2 (19x19 corner): Black's group under White's wall; White's E19
# stone has two liberties (D19, F19) and is not joined to the rest of White's wall.
LOOSE_STONE = {
    Color.BLACK: ["A18", "B18", "C18", "D18", "E18"],
    Color.WHITE: ["C19", "E19", "F18", "A17", "B17", "C17", "D17", "E17", "F17"],
}


def at(vertex: str) -> Point:
    point = from_vertex(vertex, 19)
    assert point is not None
    return point


def framed_loose_stone() -> Board:
    board = Board(19)
    for color, vertices in LOOSE_STONE.items():
        for vertex in vertices:
            board.place_setup(color, at(vertex))
    framed = frame(board, Color.WHITE)
    assert framed is not None
    return framed.board


def test_a_closed_board_is_read_up_to_the_attacker_s_pass_alive_stones() -> None:
    """The frame's wall lives for good and bounds the reading; a stone that might be taken
    (E19) is read with its outside liberty (F19), where the defender takes it."""
    board = framed_loose_stone()
    region = closed_region(board, at("A18"), Color.WHITE)
    alive = benson_alive(board, Color.WHITE)
    assert not region & alive
    for vertex in ("E19", "D19", "F19", "A19", "B19"):
        assert board.geo.index(at(vertex)) in region, vertex
    assert len(region) < 40


def test_a_kill_beside_a_stone_that_might_be_taken_is_read_through() -> None:
    """B19 lives by taking E19: on the closed board the kill is refuted, not left unknown
    for the loose stone, and a kill is never claimed by a reading that leaves F19 out."""
    board = framed_loose_stone()
    board.play(Color.BLACK, at("B19"))
    result = attack(board, at("A18"), Color.WHITE, max_nodes=3_000, closed=True)
    assert result.result is Result.FAILURE


# Black's E9-F9 can be taken at G9 unless Black joins it to the wall there first; then
# White's eye at B9 is its only one.  G9 lies between two of Black's own chains.
JOIN_TO_KILL = [
    "O.O.XX.XX",
    "OOOOOOXXX",
    "OXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
    ".X.XXXXXX",
]


def test_a_point_between_two_chains_of_ones_own_is_tried_it_may_be_the_only_kill() -> None:
    board = board_from_rows(JOIN_TO_KILL)
    killed = attack(board, (0, 0), Color.BLACK, closed=True)
    assert (killed.result, killed.move) == (Result.SUCCESS, (0, 6))
    # Without the join, D9 is taken back at G9: Black's D9 first fails.
    after_d9 = board.copy()
    after_d9.play(Color.BLACK, (0, 3))
    assert attack(after_d9, (0, 0), Color.WHITE, closed=True).result is Result.FAILURE
