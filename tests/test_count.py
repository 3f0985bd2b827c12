"""The counting model: proposal, toggling, switching the counting, the check view, statuses.

On the scorer's finished 9x9 position: Black left, White right, a dead white stone
at (1, 1) in Black's area.
"""

from __future__ import annotations

from test_scoring import FINISHED  # the same finished position the scorer is tested on

from go_tui.engine import Color, Game, Point, Scoring, board_from_rows, from_vertex
from go_tui.engine.count import Count, Role
from go_tui.engine.rules import CHINESE, JAPANESE


def setup_of(rows: list[str]) -> dict[Point, Color]:
    board = board_from_rows(rows)
    return {
        (row, col): color
        for row in range(board.size)
        for col in range(board.size)
        if (color := board[(row, col)]) is not None
    }


def finished_game() -> Game:
    return Game(size=9, komi=6.5, setup=setup_of(FINISHED))


def test_the_proposal_marks_the_lone_stone_dead_and_counts_as_the_booklet() -> None:
    count = Count.proposed(finished_game())
    assert count.dead == {(1, 1)}
    assert count.status((1, 1)) == "dead"
    assert count.status((0, 5)) == "alive"
    counted = count.score()
    assert (counted.black.territory, counted.black.dead) == (45, 1)
    assert counted.white.territory == 18
    assert counted.result == "B+21.5"


def test_toggling_a_group_and_an_empty_point() -> None:
    count = Count.proposed(finished_game())
    assert not count.toggle((0, 0))  # empty: nothing to mark
    assert count.score().result == "B+21.5"  # asked before the toggle too: it follows the marks
    assert count.toggle((1, 1))
    assert count.dead == frozenset()
    # alive, the white stone touches the left side: it is nobody's, White leads by 18 + 6.5
    assert count.score().result == "W+24.5"
    assert count.toggle((0, 6))
    assert (8, 6) in count.dead


def test_switching_to_area_counting_and_back() -> None:
    count = Count.proposed(finished_game())
    assert count.score().black.total == 45 + 1  # territory and the dead stone
    count.switch_scoring()
    assert count.scoring is Scoring.AREA
    area = count.score()
    assert area.black.total == 45 + 9
    assert area.white.total == 18 + 9 + 6.5
    roles = set(count.roles(check=True).values())
    assert not roles & {Role.FILLED_BLACK, Role.FILLED_WHITE}  # the check is the territory count's
    count.switch_scoring()
    assert count.scoring is Scoring.TERRITORY


def test_the_check_fills_the_dead_stone_into_whites_territory() -> None:
    count = Count.proposed(finished_game())
    roles = count.roles(check=True)
    filled = {p for p, role in roles.items() if role is Role.FILLED_WHITE}
    assert len(filled) == 1
    assert Role.FILLED_BLACK not in roles.values()  # Black lost no stone
    assert filled <= count.score().white_territory


def test_as_it_stands_removes_nothing_and_adopt_keeps_only_stones() -> None:
    game = finished_game()
    count = Count.as_it_stands(game)
    assert count.dead == frozenset()
    assert count.seki == frozenset()
    count.adopt(frozenset({(1, 1), (0, 0)}))
    assert count.dead == {(1, 1)}
    assert game.board[(1, 1)] is Color.WHITE


def test_a_finished_game_needs_no_sealing() -> None:
    assert Count.proposed(finished_game()).needs_sealing() == frozenset()


def test_an_open_border_and_its_dame_need_sealing() -> None:
    """Black's wall and White's wall meet with a gap on rows 4 to 6: the points in it are
    open, and so is the dame on the top row; the territories behind the walls are not."""
    rows = [
        "...X.O...",
        "...XO....",
        "...XO....",
        "...X.....",
        ".........",
        "...X.....",
        "...XO....",
        "...XO....",
        "...XO....",
    ]
    board = board_from_rows(rows)
    setup = {(r, c): color for r in range(9) for c in range(9) if (color := board[(r, c)])}
    count = Count.proposed(Game(size=9, komi=6.5, setup=setup))
    open_ = count.needs_sealing()
    assert {(0, 4), (3, 4), (4, 4), (5, 4)} <= open_
    assert not {(0, 0), (8, 8), (1, 6), (7, 1)} & open_
    assert count.roles()[(4, 4)] is Role.UNSEALED


def test_an_open_board_needs_sealing_between_the_stones() -> None:
    game = Game(size=9)
    for vertex in ("E5", "C3", "G7", "C7", "G3"):
        assert game.play(from_vertex(vertex, 9))
    game.pass_turn()
    game.pass_turn()
    count = Count.proposed(game)
    assert count.dead == frozenset()
    assert from_vertex("D4", 9) in count.needs_sealing()


# Three white stones (D1-D3) and four black ones (E1-F3) share the liberties E1 and
# E2 and have no other: whoever fills one is taken first.  Walls of both colours.
SEKI = [
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "..XXOOO..",
    "..XOXXO..",
    "..XO.XO..",
    "..XO.XO..",
]
WHITE_IN_SEKI = {(6, 3), (7, 3), (8, 3)}
BLACK_IN_SEKI = {(6, 4), (6, 5), (7, 5), (8, 5)}


def test_the_count_finds_a_seki_the_marks_make_without_the_proposal() -> None:
    count = Count(board_from_rows(SEKI), 0.0, (0, 0), Scoring.TERRITORY)
    assert count.living_seki == WHITE_IN_SEKI | BLACK_IN_SEKI
    assert not {(7, 4), (8, 4)} & (count.score().black_territory | count.score().white_territory)


def test_marking_one_seki_group_dead_ends_the_seki_of_the_other() -> None:
    count = Count.proposed(Game(size=9, setup=setup_of(SEKI)))
    assert count.living_seki == WHITE_IN_SEKI | BLACK_IN_SEKI
    assert count.toggle((6, 4))
    assert count.dead == BLACK_IN_SEKI
    assert count.living_seki == frozenset()
    assert {(7, 4), (8, 4)} <= count.score().white_territory


def test_a_seki_with_eyes_has_nothing_to_fill_under_either_counting() -> None:
    """Each chain keeps one eye (A1, E1) and they share C1: no eye is a point to fill."""
    rows = [*SEKI[:6], "XXXOOOO..", "OOOXXXO..", ".O.X.XO.."]
    for rules in (JAPANESE, CHINESE):
        count = Count.proposed(Game(size=9, setup=setup_of(rows), rules=rules))
        assert len(count.living_seki) == 9
        assert count.score().to_fill == frozenset()
        assert count.needs_sealing() == frozenset()


def test_a_second_click_on_a_stone_brings_the_proposal_back_on_an_open_board() -> None:
    """Borders still open: the click reaches the stones near D4, not every white stone
    the empty points lead to (it once took all eight dead, B+74.5)."""
    game = Game(size=9, komi=6.5)
    moves = "E5 F5 F4 G4 F6 D4 G5 D1 C1 E2 B2 D3 C3 C2 D2 G6 C2 H5 E3 H7"
    for vertex in moves.split():
        game.play(from_vertex(vertex, 9))
    count = Count.proposed(game)
    proposal = {from_vertex(v, 9) for v in ("D4", "D3", "D1", "E2")}
    assert count.dead == proposal
    assert count.toggle(from_vertex("D4", 9))
    assert count.dead == proposal - {from_vertex("D4", 9), from_vertex("D3", 9)}
    assert count.toggle(from_vertex("D4", 9))
    assert count.dead == proposal
    assert count.score().result == "W+0.5"


def test_a_board_still_wide_open_is_not_finished_anywhere() -> None:
    """Two passes after four moves on 19x19: no point lies near stones of both colours,
    but no empty point is anyone's either, so none of them is counted as finished."""
    game = Game(size=19)
    for vertex in ("D4", "Q16", "C3", "R17"):
        game.play(from_vertex(vertex, 19))
    count = Count.proposed(game)
    assert count.dead == frozenset()
    assert len(count.needs_sealing()) == 19 * 19 - 4
