"""The built-in player: the moves it must find, the ones it must never play, and its seed.

Positions are drawn top row first, ``X`` Black and ``O`` White; Black is to move unless
a test says otherwise.  Tactical tests use :func:`think` with a strength that never
blunders, so they test the search and not a level's deliberate slips.
"""

from __future__ import annotations

import random

import pytest

from go_tui.engine import CHINESE, Color, Game, Rules, board_from_rows
from go_tui.engine.eyes import true_eye
from go_tui.engine.player import LEVELS, Strength, choose_move, think
from go_tui.engine.reading import played
from go_tui.engine.tactics import read

STEADY = Strength(playouts=120, prior=1.0, blunder=0.0, resign=0.0, reading=True)
"""A small budget that never blunders."""


def game_from(rows: list[str], to_move: Color = Color.BLACK, **options: object) -> Game:
    board = board_from_rows(rows)
    setup = {p: Color.BLACK for p in board.stones(Color.BLACK)}
    setup |= {p: Color.WHITE for p in board.stones(Color.WHITE)}
    return Game(size=board.size, setup=setup, first=to_move, **options)  # type: ignore[arg-type]


# Black's chain of six stones is in atari at E4 (extending there is a self-atari); taking
# the white stone at D5 in atari saves it.
CAPTURE = [
    "..OXO.X..",
    "..OXO.X..",
    "..OXO.X..",
    "..OXXOX..",
    "..XOXO.X.",
    "..X..O.X.",
    "...OO..X.",
    ".......X.",
    ".......X.",
]


def test_takes_a_stone_in_atari_that_saves_its_group() -> None:
    game = game_from(CAPTURE, komi=0.5)
    assert game.board.chain_at((0, 3))[1] == [(5, 4)]
    assert game.board.chain_at((4, 3))[1] == [(5, 3)]
    for seed in range(3):
        assert think(game, STEADY, seed=seed).point == (5, 3)


# Black's four stones in atari at E3; extending there gives them room (no ladder).
SAVE = [
    ".........",
    "....O....",
    "...OXO...",
    "...OXO...",
    "...OXO...",
    "...OXO...",
    ".........",
    ".X.....X.",
    ".........",
]


def test_saves_its_own_big_group_in_atari() -> None:
    game = game_from(SAVE, komi=0.5)
    assert game.board.chain_at((2, 4))[1] == [(6, 4)]
    for seed in range(3):
        assert think(game, STEADY, seed=seed).point == (6, 4)


# Two black stones in atari; extending at E4 runs into a ladder that works.
LADDER = [
    ".........",
    ".........",
    ".........",
    "...OO....",
    "..OXXO...",
    "...O.....",
    ".........",
    ".........",
    ".........",
]
BREAKER = [*LADDER[:7], ".......X.", "........."]
"""The same with a black stone on the ladder's path: now it fails."""


def ladder_works(rows: list[str]) -> bool:
    board = board_from_rows(rows)
    after = played(board, Color.BLACK, board.geo.index((5, 4)))
    assert after is not None
    return read(after[0], (4, 3), Color.WHITE).captured is True


def test_does_not_run_from_a_ladder_that_works() -> None:
    assert ladder_works(LADDER)
    game = game_from(LADDER)
    for seed in range(3):
        assert think(game, STEADY, seed=seed).point != (5, 4)


def test_runs_when_a_breaker_makes_the_ladder_fail() -> None:
    assert not ladder_works(BREAKER)
    game = game_from(BREAKER)
    for seed in range(3):
        assert think(game, STEADY, seed=seed).point == (5, 4)


# Black lives with two eyes (A9-ish and C9); the rest is settled; White just passed.
EYES = [
    ".X.XO....",
    "XXXXO....",
    "OOOOO....",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]


@pytest.mark.parametrize("level", [1, 3])
def test_never_fills_its_own_true_eye(level: int) -> None:
    game = game_from(EYES)
    board = game.board
    eyes = [p for p in board.empty_points() if true_eye(board, p, Color.BLACK)]
    assert eyes == [(0, 0), (0, 2)]
    for seed in range(5):
        decision = choose_move(game, level, seed=seed)
        assert decision.point not in eyes


def test_passes_when_the_game_is_settled_and_won() -> None:
    rows = [
        ".X.X.XO.O",
        "XXXXXXO.O",
        "....XXOOO",
        "XXXXXXO..",
        ".X.X.XO.O",
        "XXXXXXOOO",
        ".....XO..",
        "XXXXXXO.O",
        ".X.X.XO.O",
    ]
    game = game_from(rows, Color.WHITE, komi=0.5, rules=CHINESE)
    assert game.pass_turn()  # White passes: Black, far ahead, passes too
    assert choose_move(game, 3, seed=1).is_pass


def test_never_passes_on_an_open_board() -> None:
    game = Game(size=9, komi=7, rules=CHINESE)
    game.play((4, 4))
    game.pass_turn()  # White passes at once: Black plays on, the board is wide open
    assert choose_move(game, 1).point is not None


def test_capture_go_takes_the_winning_capture() -> None:
    rows = [
        ".......",
        "..X....",
        ".XO....",
        "..X.O..",
        ".......",
        "....O..",
        ".......",
    ]
    game = game_from(rows, rules=Rules(capture_goal=1))
    for level in (1, 10):
        assert choose_move(game, level).point == (2, 3)


def test_capture_go_saves_its_stone_from_the_losing_capture() -> None:
    rows = [
        ".......",
        "..O....",
        ".OXO...",
        ".......",
        ".......",
        ".......",
        "......X",
    ]
    game = game_from(rows, rules=Rules(capture_goal=1))
    assert think(game, STEADY, seed=2).point == (3, 2)


def test_level_one_never_plays_an_illegal_move() -> None:
    """Two level-1 players on a small board with a ko, under superko: every move stands."""
    game = Game(size=5, komi=0.5, rules=CHINESE)
    rng = random.Random(5)
    for n in range(40):
        decision = choose_move(game, 1, seed=rng.randrange(1000))
        if decision.resign:
            break
        assert game.play(decision.point), (n, decision, str(game.board))
        if game.is_over:
            break


def test_the_same_seed_gives_the_same_move() -> None:
    game = game_from(CAPTURE)
    for level in (1, 2):
        assert choose_move(game, level, seed=7) == choose_move(game, level, seed=7)


def test_the_levels_are_a_table_from_one_to_ten() -> None:
    assert sorted(LEVELS) == list(range(1, 11))
    budgets = [LEVELS[level].playouts for level in sorted(LEVELS)]
    assert budgets == sorted(budgets)
    assert LEVELS[1].blunder > 0
    assert LEVELS[10].blunder == 0
    with pytest.raises(ValueError, match="from 1 to 10"):
        choose_move(Game(size=9), 11)


def test_a_safety_clock_of_no_time_says_it_cut_the_search() -> None:
    decision = choose_move(Game(size=9), 10, max_seconds=0.0)
    assert decision.cut_short
    assert decision.point is not None


def test_no_legal_move_is_a_pass() -> None:
    game = game_from(["X.", "XX"], Color.BLACK)
    assert choose_move(game, 1).is_pass
