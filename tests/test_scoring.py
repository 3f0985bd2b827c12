"""Counting: territory + prisoners + dead stones (+ komi), area counting, seki, results."""

from __future__ import annotations

from go_tui.engine import Color, Scoring, board_from_rows
from go_tui.engine.scoring import format_points, score

B, W = Color.BLACK, Color.WHITE

# Black owns the left, White the right; a dead white stone sits in Black's
# area at (1, 1); column 3/4 form the wall.
FINISHED = [
    ".....XO..",
    ".O...XO..",
    ".....XO..",
    ".....XO..",
    ".....XO..",
    ".....XO..",
    ".....XO..",
    ".....XO..",
    ".....XO..",
]


def test_territory_counting_follows_the_booklet() -> None:
    board = board_from_rows(FINISHED)
    result = score(board, frozenset({(1, 1)}), 6.5, (3, 2), Scoring.TERRITORY)
    # Black: 45 empty points (incl. where the dead stone stood), 3 prisoners,
    # 1 dead white stone.  White: 18 empty points, 2 prisoners, 6.5 komi.
    assert (result.black.territory, result.black.prisoners, result.black.dead) == (45, 3, 1)
    assert result.black.total == 49
    assert (result.white.territory, result.white.prisoners, result.white.dead) == (18, 2, 0)
    assert result.white.total == 26.5
    assert result.margin == 22.5
    assert result.result == "B+22.5"
    assert (1, 1) in result.black_territory
    assert not result.neutral


def test_area_counting_counts_stones_not_prisoners() -> None:
    board = board_from_rows(FINISHED)
    result = score(board, frozenset({(1, 1)}), 7.5, (3, 2), Scoring.AREA)
    assert result.black.total == 45 + 9
    assert result.white.total == 18 + 9 + 7.5
    assert result.result == "B+19.5"


def test_a_stone_left_alive_makes_the_region_neutral() -> None:
    board = board_from_rows(FINISHED)
    result = score(board, frozenset(), 6.5, (0, 0), Scoring.TERRITORY)
    # The white stone at (1, 1) is counted as alive: Black's area touches both colours.
    assert result.black.territory == 0
    assert len(result.neutral) == 44
    assert result.result == "W+24.5"


def test_dame_between_the_walls_belongs_to_nobody() -> None:
    board = board_from_rows(
        [
            "....X.O..",
        ]
        * 9
    )
    result = score(board, frozenset(), 0, (0, 0), Scoring.TERRITORY)
    assert result.neutral == frozenset((r, 5) for r in range(9))
    assert result.black.territory == 36
    assert result.white.territory == 18
    assert result.result == "B+18"


def test_points_next_to_a_seki_group_count_under_area_but_not_under_territory() -> None:
    board = board_from_rows(FINISHED)
    seki = frozenset((r, 5) for r in range(9))  # say the black wall lived in seki
    territory = score(board, frozenset({(1, 1)}), 0, (0, 0), Scoring.TERRITORY, seki)
    assert territory.black.territory == 0
    assert (0, 0) in territory.neutral
    area = score(board, frozenset({(1, 1)}), 0, (0, 0), Scoring.AREA, seki)
    assert area.black.territory == 45
    assert (0, 0) in area.black_territory


def test_jigo_and_number_format() -> None:
    board = board_from_rows(["X.O", "X.O", "X.O"])
    result = score(board, frozenset(), 0, (0, 0), Scoring.TERRITORY)
    assert result.margin == 0
    assert result.result == "0"
    assert result.winner is None
    assert format_points(12.0) == "12"
    assert format_points(3.5) == "3.5"


# Black's top is territory, but the lone black stone at (2, 4) touches it only at
# (1, 4); its other liberty (3, 4) is a dame White can fill.
MUST_CONNECT = [
    ".........",
    "XXXX.XXXX",
    "OOOOXOOOO",
    "...O.O...",
    "....O....",
    ".........",
    ".........",
    ".........",
    ".........",
]


def test_a_point_its_owner_must_still_fill_is_no_territory() -> None:
    board = board_from_rows(MUST_CONNECT)
    result = score(board, frozenset(), 0.0, (0, 0), Scoring.TERRITORY)
    assert result.to_fill == {(1, 4)}
    assert (1, 4) not in result.black_territory
    assert result.black.territory == 9
    board.play(W, (3, 4))  # White fills the dame: Black must connect at (1, 4)
    assert board.chain_at((2, 4))[1] == [(1, 4)]


def test_a_point_to_fill_counts_under_area_counting() -> None:
    result = score(board_from_rows(MUST_CONNECT), frozenset(), 0.0, (0, 0), Scoring.AREA)
    assert result.to_fill == {(1, 4)}
    assert (1, 4) in result.black_territory


def test_a_finished_position_has_nothing_to_fill() -> None:
    rows = list(MUST_CONNECT)
    rows[1] = "XXXXXXXXX"  # connected: the top is Black's, all ten points
    result = score(board_from_rows(rows), frozenset(), 0.0, (0, 0), Scoring.TERRITORY)
    assert result.to_fill == frozenset()
    assert result.black.territory == 9
