"""Dead stones, seki and eyes at the end of a game, and counting the booklet's way."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from go_tui.engine import Color, Game, Scoring, board_from_rows, from_vertex
from go_tui.engine.board import Board
from go_tui.engine.count import Count
from go_tui.engine.life import estimate_dead, toggle_dead, unconditional_status
from go_tui.engine.local_life import can_live
from go_tui.engine.scoring import score
from go_tui.formats.sgf import load_sgf, text_value

GNUGO_GAMES = Path(__file__).parent / "data" / "gnugo"


def white_in_the_corner(eye_rows: list[str]) -> Board:
    """A white group on the top edge around ``eye_rows`` (``.`` eye, ``O`` wall),
    shut in by a black wall, with a big black area below."""
    width = 9
    rows = [row.ljust(width - 1, "X") + "." for row in eye_rows]
    rows.append("X" * (width - 1) + ".")
    rows += ["." * width] * (width - len(rows))
    return board_from_rows(rows)


def dead_points(board: Board) -> set[tuple[int, int]]:
    return set(estimate_dead(board).dead)


def whites(board: Board) -> set[tuple[int, int]]:
    return set(board.stones(Color.WHITE))


@pytest.mark.parametrize(
    ("eye_rows", "dead"),
    [
        (["O...O", "OOOOO"], True),  # straight three
        (["O..OO", "O.OOO", "OOOO"], True),  # bent three
        (["O....O", "OOOOOO"], False),  # straight four
        (["O...OO", "OOO.OO", "OOOOOO"], False),  # bent four
        (["O..O", "O..O", "OOOO"], True),  # square four
        (["O...O", "OO.OO", "OOOOO"], True),  # pyramid four
        (["O.....O", "OOOOOOO"], False),  # straight five
        (["O.O.O", "OOOOO"], False),  # two separate eyes
    ],
)
def test_big_eye_shapes(eye_rows: list[str], dead: bool) -> None:
    board = white_in_the_corner(eye_rows)
    assert (dead_points(board) == whites(board)) is dead
    assert dead or not dead_points(board)


def test_an_eye_full_of_dead_stones_is_worth_what_their_capture_leaves() -> None:
    # A straight four, but two black stones sit in it: White captures them by
    # filling both ends and keeps a two-point eye, one eye in all.
    board = board_from_rows(
        ["O.XX.OXX.", "OOOOOO.X.", "XXXXXXXX."] + ["." * 9] * 6,
    )
    assert dead_points(board) == whites(board)


def test_an_eye_whose_walls_can_be_captured_is_read_out() -> None:
    # White counts a five-point eye around the black stone on the edge, but its
    # four chains are short of liberties: Black, moving first, takes them all.
    board = board_from_rows(
        [
            ".....X.O.",
            "....X.XOX",
            "....XXO..",
            "....XXO.O",
            "....XXXO.",
            "....XXXXX",
        ]
        + ["." * 9] * 3,
    )
    assert dead_points(board) == whites(board)


def test_points_walled_by_lone_stones_are_no_eyes() -> None:
    # Seven white stones, none touching another, around two empty points: Black
    # cuts and captures them one by one.
    board = board_from_rows(
        [
            ".XXXXXXX.",
            "XXXXXXXXX",
            "XX.O.O.XX",
            "XXO.O.OXX",
            "XX.O.O.XX",
            "XXXXXXXXX",
            "XXXXXXXXX",
            "XXXXXXXXX",
            ".XXXXXXX.",
        ]
    )
    assert dead_points(board) == whites(board)


def enclosure(board: Board, point: tuple[int, int]) -> list[int]:
    """Board indices of the points without a stone of the other colour around ``point``."""
    owner = 3 - board.cells[board.geo.index(point)]
    start = board.geo.index(point)
    area = [start]
    for i in area:
        for n in board.geo.neighbours[i]:
            if board.cells[n] in (0, 3 - owner) and n not in area:
                area.append(n)
    return area


def test_reading_a_straight_three_depends_on_who_moves_first() -> None:
    board = white_in_the_corner(["O...O", "OOOOO"])
    area = enclosure(board, (0, 0))
    assert can_live(board, area, Color.WHITE, Color.WHITE) is True
    assert can_live(board, area, Color.WHITE, Color.BLACK) is False


def test_reading_refuses_an_area_too_big_to_read_out() -> None:
    board = white_in_the_corner(["O......O", "OOOOOOOO"])
    assert can_live(board, enclosure(board, (0, 0)), Color.WHITE, Color.BLACK) is None


def test_one_real_eye_and_a_false_eye_is_dead() -> None:
    board = board_from_rows(
        [
            ".O.OX....",
            "OOOXX....",
            "XXXX.....",
            *["........."] * 6,
        ]
    )
    assert dead_points(board) == whites(board)


def test_single_stones_inside_territory_are_dead_and_walls_alive() -> None:
    board = board_from_rows(
        [
            "...XO....",
            ".O.XO..X.",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO.X..",
            "...XO....",
            "...XO....",
        ]
    )
    assert dead_points(board) == {(1, 1), (1, 7), (6, 6)}


SEKI = [
    ".O.X.XO..",
    "OOOXXXO..",
    "XXXOOOO..",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
]


def test_seki_one_eye_each_and_one_shared_liberty() -> None:
    board = board_from_rows(SEKI)
    status = estimate_dead(board)
    assert not status.dead
    inner = {(0, 1), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3), (1, 4), (1, 5), (0, 5)}
    assert status.seki == inner


def test_seki_points_are_neutral_under_territory_counting() -> None:
    board = board_from_rows(SEKI)
    status = estimate_dead(board)
    result = score(board, status.dead, 0, (0, 0), Scoring.TERRITORY, status.seki)
    assert {(0, 0), (0, 2), (0, 4)} <= result.neutral
    assert result.black.territory == 18  # the eye at (0, 4) does not count
    area = score(board, status.dead, 0, (0, 0), Scoring.AREA, status.seki)
    assert (0, 4) in area.black_territory


def counting_example() -> Board:
    """The booklet's finished game: after the dead stones come off Black has 20
    points of territory and White 27; one dead white stone lies in Black's area
    and two dead black stones in White's."""
    return board_from_rows(
        [
            "X..XO...O",
            "X..XO...O",
            "X..XO.X.O",
            "X..XO...O",
            "XO.XO...O",
            "X..XO...O",
            "X..XO.X.O",
            "...XO...O",
            "...XO...O",
        ]
    )


def test_counting_example_black_24_white_30() -> None:
    board = counting_example()
    status = estimate_dead(board)
    assert status.dead == {(4, 1), (2, 6), (6, 6)}
    result = score(board, status.dead, 0, (3, 1), Scoring.TERRITORY, status.seki)
    assert (result.black.territory, result.black.prisoners, result.black.dead) == (20, 3, 1)
    assert result.black.total == 24
    assert (result.white.territory, result.white.prisoners, result.white.dead) == (27, 1, 2)
    assert result.white.total == 30
    assert result.result == "W+6"


def test_jigo_after_komi() -> None:
    board = counting_example()
    status = estimate_dead(board)
    result = score(board, status.dead, -6, (3, 1), Scoring.TERRITORY, status.seki)
    assert result.result == "0"
    assert result.winner is None


def test_finished_game_result_counts_with_the_estimate() -> None:
    game = Game(size=9, komi=0.5)
    for point in [(4, 4), None, None]:
        game.play(point)
    assert Count.proposed(game).score().result == "B+79.5"  # 80 empty points less komi


def test_toggle_marks_the_chain_and_its_neighbours_in_the_same_area() -> None:
    board = board_from_rows(
        [
            "...XO....",
            ".O.XO....",
            "...XO....",
            ".O.XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
        ]
    )
    dead = toggle_dead(board, frozenset(), (1, 1))
    assert dead == {(1, 1), (3, 1)}
    assert toggle_dead(board, dead, (3, 1)) == frozenset()
    assert toggle_dead(board, dead, (2, 2)) == dead  # an empty point changes nothing


def test_unconditional_status_of_a_pass_alive_group() -> None:
    board = white_in_the_corner(["O.O.O", "OOOOO"])
    assert unconditional_status(board, (0, 0)) == "alive"
    assert unconditional_status(board, (0, 1)) == "white_territory"
    assert unconditional_status(board, (8, 8)) == "undecided"


def gnugo_games() -> list[Path]:
    return sorted(GNUGO_GAMES.glob("*.sgf"))


@pytest.mark.parametrize("path", gnugo_games(), ids=lambda p: p.stem)
def test_same_dead_stones_and_score_as_gnu_go(path: Path) -> None:
    """GNU Go's self-play games (tools/compare_gnugo.py) with its own answers in C and RE."""
    loaded = load_sgf(path.read_bytes())
    game = loaded.game
    comment = text_value(loaded.info.extra["C"][0])
    dead_line = re.search(r"final_status_list dead:(.*)", comment)
    assert dead_line is not None
    theirs = {from_vertex(v, game.size) for v in dead_line.group(1).split()}
    assert estimate_dead(game.board).dead == theirs
    expected = loaded.info.result.replace(".0", "")
    assert Count.proposed(game).score().result == expected


LADDER = [
    "..X...O..",
    "..X...O..",
    "..X...O..",
    "..X.X.O..",
    "..XXOXO..",
    "..X..XO..",
    "..X...O..",
    "..X...O..",
    "..X...O..",
]
"""White's stone at E5 in atari in a ladder that works: extending only runs it into
Black's wall."""


def test_on_open_borders_a_stone_caught_in_a_ladder_is_dead_whoever_is_to_move() -> None:
    """The random playouts keep the white stone (they do not read the ladder); reading
    captures it even when White moves first."""
    board = board_from_rows(LADDER)
    assert estimate_dead(board, Color.BLACK).dead == {(4, 4)}
    assert estimate_dead(board, Color.WHITE).dead == {(4, 4)}


def test_on_open_borders_a_stone_that_runs_out_when_its_side_moves_first_stays_alive() -> None:
    """Without Black's F5 the stone has two liberties: Black to move would catch it, but
    White to move gets out, so it is unsettled, not dead."""
    rows = list(LADDER)
    rows[4] = "..XXO.O.."
    board = board_from_rows(rows)
    assert estimate_dead(board, Color.BLACK).dead == frozenset()
    assert estimate_dead(board, Color.WHITE).dead == frozenset()


CAUGHT_BY_THE_DEAD = [
    ".X..O....",
    ".X..O....",
    ".X..O....",
    ".X..OOOOO",
    ".X..OOO..",
    ".X..OOOXX",
    ".X..O.OOX",
    ".X..O.OXO",
    ".X..O..X.",
]
"""White's J2 in atari between Black's H1-H2 and H4-J4-J3, both dead in White's corner;
the borders between the walls are still open (OGS game 3964661 had this shape)."""


def test_a_stone_only_dead_stones_can_capture_is_not_caught() -> None:
    """Reading takes J2 even with White first (J1 is suicide, the black chains have two
    liberties), but the stones that would capture it are dead: White's J2 lives."""
    board = board_from_rows(CAUGHT_BY_THE_DEAD)
    black = {from_vertex(v, 9) for v in ("H1", "H2", "H4", "J4", "J3")}
    assert estimate_dead(board, Color.BLACK).dead == black
    assert estimate_dead(board, Color.WHITE).dead == black


def test_a_stone_on_the_vital_point_of_a_bent_three_is_no_seki() -> None:
    # Black's corner shares both liberties with White's stone at J8, and neither side may
    # fill one without atari; but White filling H8 gives Black, when it captures at J9,
    # a space of one eye (H8, J8): Black is dead (an OGS game people marked this way).
    board = board_from_rows(
        [
            "OOOOOOXX.",
            "OOOOOXX.O",
            "O...OOXXX",
            "O...OOOOO",
            "O........",
            "O........",
            "OOOOOOOOO",
            ".O.....O.",
            "OO.....OO",
        ]
    )
    corner = {from_vertex(v, 9) for v in ("G9", "H9", "F8", "G8", "G7", "H7", "J7")}
    assert corner <= set(board.stones(Color.BLACK))
    assert estimate_dead(board).dead == frozenset(corner)


def test_on_open_borders_a_large_chain_shape_calls_dead_needs_a_smaller_playout_margin() -> None:
    """GNU Go's game cut 10 moves before its end: White's seven stones on the second and
    third lines are dead by shape, and end up Black's in a little more playouts than
    White's (less than the margin a large chain needs alone): both judges agree."""
    board = board_from_rows(
        [
            ".........OX..",
            ".....X...OX..",
            ".XO...O..OX..",
            ".O.XXXO..OX..",
            "....OOO..OX..",
            "..O.......X..",
            ".......O.....",
            "...O.O..X....",
            "OOOXOO..X.XXX",
            "OXXX.XX.X.OOX",
            "X.X.X.O..XOXO",
            ".....X.OOOOX.",
            ".............",
        ]
    )
    chain = {from_vertex(v, 13) for v in ("H2", "J2", "K2", "L2", "L3", "L4", "M4")}
    assert chain <= set(board.stones(Color.WHITE))
    assert chain <= estimate_dead(board, Color.BLACK).dead
