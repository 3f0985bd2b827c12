"""The built-in player: the moves it must find, the ones it must never play, and its seed.

Positions are drawn top row first, ``X`` Black and ``O`` White; Black is to move unless
a test says otherwise.  Tactical tests use :func:`think` with a strength that never
blunders, so they test the search and not a level's deliberate slips.
"""

from __future__ import annotations

import random

import pytest

from go_tui.engine import CHINESE, Color, Game, Rules, board_from_rows
from go_tui.engine.coords import to_vertex
from go_tui.engine.eyes import true_eye
from go_tui.engine.player import LEVELS, Decision, KeptTree, Strength, choose_move, think
from go_tui.engine.reading import played
from go_tui.engine.tactics import read
from go_tui.formats.gtp_engine import GtpEngine

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


# ---- tree reuse ------------------------------------------------------------------------

REUSE = Strength(playouts=60, prior=1.0, blunder=0.0, resign=0.0, reading=True)


def _opening(tree: KeptTree | None) -> tuple[Game, list[Decision]]:
    """Black thinks, plays, White answers with Black's most visited reply, Black thinks
    again: with ``tree`` the second search starts from the kept branch."""
    game = Game(size=7, komi=7, rules=CHINESE)
    first = think(game, REUSE, seed=4, tree=tree)
    assert first.point is not None
    game.play(first.point)
    game.play(think(game, REUSE, seed=9).point)
    return game, [first, think(game, REUSE, seed=4, tree=tree)]


def test_a_kept_tree_adds_the_whole_budget_of_new_playouts() -> None:
    """The invariant of tree reuse: the budget counts new playouts only, on top of those
    the earlier search left on the branch of the moves played since."""
    _, (first, second) = _opening(KeptTree())
    assert first.kept == 0
    assert first.playouts == REUSE.playouts
    assert second.playouts == REUSE.playouts
    _, (_, fresh) = _opening(None)
    assert fresh.kept == 0
    assert fresh.playouts == REUSE.playouts


def test_the_kept_tree_is_used_when_the_reply_was_searched() -> None:
    game = Game(size=7, komi=7, rules=CHINESE)
    tree = KeptTree()
    first = think(game, REUSE, seed=4, tree=tree)
    assert first.point is not None
    game.play(first.point)
    root = tree._roots[0]
    assert root is not None
    assert root.children is not None
    (child,) = [c for c in root.children if c.move == game.board.geo.index(first.point)]
    assert child.children is not None
    reply = max(child.children, key=lambda c: c.visits)
    assert reply.board is not None
    game.play(game.board.geo.point(reply.move))
    second = think(game, REUSE, seed=4, tree=tree)
    assert second.kept == reply.visits > 0
    assert second.playouts == REUSE.playouts


def test_the_same_commands_give_the_same_moves_and_an_undo_searches_afresh() -> None:
    """Two engines fed the same commands answer the same moves (reuse is deterministic);
    after an undo the move is a fresh search's, as if nothing had been kept."""
    answers = []
    for _ in range(2):
        engine = GtpEngine(CHINESE, level=2, seed=3)
        engine.respond("boardsize 7")
        moves = [engine.respond("genmove b"), engine.respond("play w D4")]
        moves.append(engine.respond("genmove b"))
        answers.append(moves)
    assert answers[0] == answers[1]
    engine = GtpEngine(CHINESE, level=2, seed=3)
    engine.respond("boardsize 7")
    engine.respond("genmove b")
    engine.respond("play w D4")
    engine.respond("genmove b")
    engine.respond("undo")
    again = engine.respond("genmove b")
    fresh = choose_move(engine.game.replayed(engine.game.move_number - 1), 2, seed=3)
    assert fresh.point is not None
    assert again == f"= {to_vertex(fresh.point, 7)}\n\n"


# Black's wall has one eye space of three in a row on the edge: the middle point (E1)
# makes two eyes and lives, White's stone there kills; nothing else on the board matters.
VITAL = [
    ".........",
    ".........",
    ".........",
    "OOOOOOOOO",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXXXXXXXX",
    "XXX...XXX",
]


@pytest.mark.parametrize("color", [Color.BLACK, Color.WHITE])
@pytest.mark.parametrize(
    "playouts",
    [50, 400, pytest.param(1500, marks=pytest.mark.slow)],  # slow: 3-6 s of search each
)
def test_plays_the_vital_point_with_a_shallow_and_a_deep_tree(color: Color, playouts: int) -> None:
    # The search's best move is played in most playouts, so its point ends up the
    # mover's: the pass rule's "settled, useless" test once threw it out, the more
    # surely the more playouts (400 and up played elsewhere, at a win rate of 1.0).
    game = game_from(VITAL, color, komi=7.0, rules=CHINESE)
    strength = Strength(playouts=playouts, prior=1.0, blunder=0.0, resign=0.0, reading=True)
    decision = think(game, strength, seed=0)
    assert decision.point == (8, 4)
    assert decision.win_rate > 0.9  # for the side to move, who wins with it
    assert not decision.resign


SETTLED_WON = [
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


@pytest.mark.parametrize("playouts", [100, 800])
def test_win_rates_are_the_side_to_moves_and_a_settled_won_game_passes(playouts: int) -> None:
    # Black is far ahead and nothing is left to play.  Every playout may go through one
    # root move (every move wins): with nothing to compare it with, a move into the
    # opponent's area is still useless and Black passes instead of playing there.
    strength = Strength(playouts=playouts, prior=1.0, blunder=0.0, resign=0.05, reading=True)
    black = think(game_from(SETTLED_WON, Color.BLACK, komi=0.5, rules=CHINESE), strength)
    white = think(game_from(SETTLED_WON, Color.WHITE, komi=0.5, rules=CHINESE), strength)
    assert black.win_rate > 0.9
    assert not black.resign
    assert black.is_pass
    assert white.win_rate < 0.1


# Black has five columns, White four, both alive with many eyes and a space of two
# points each to play in: Black is ahead by exactly nine points on the board.
SPLIT = [
    "X..XXOO.O",
    "XXXXXOOOO",
    "X.X.XO.O.",
    "XXXXXOOOO",
    "X.X.XO..O",
    "XXXXXOOOO",
    "X.X.XO.O.",
    "XXXXXOOOO",
    "X.X.XO.O.",
]


@pytest.mark.parametrize("to_move", [Color.BLACK, Color.WHITE])
def test_a_draw_is_no_win_for_the_side_to_move(to_move: Color) -> None:
    # With komi 9 the settled board is a draw: neither side may count it as a win (White
    # did, and settled for draws at komi 7); with komi 8 Black wins it, with 10 White.
    drawn = think(game_from(SPLIT, to_move, komi=9, rules=CHINESE), STEADY)
    assert drawn.win_rate < 0.2
    black_ahead = think(game_from(SPLIT, to_move, komi=8, rules=CHINESE), STEADY)
    white_ahead = think(game_from(SPLIT, to_move, komi=10, rules=CHINESE), STEADY)
    mine, theirs = (
        (black_ahead, white_ahead) if to_move is Color.BLACK else (white_ahead, black_ahead)
    )
    assert mine.win_rate > 0.8
    assert theirs.win_rate < 0.2
