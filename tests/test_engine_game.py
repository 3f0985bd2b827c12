"""The game: turns, history, undo/redo, handicap, superko, resignation, capture go."""

from __future__ import annotations

import random

import pytest
from game_support import play_vertices
from hypothesis import given, settings
from hypothesis import strategies as st

from go_tui.engine import (
    CHINESE,
    Color,
    Game,
    Point,
    Refusal,
    Refused,
    Rules,
    from_vertex,
    handicap_points,
    to_vertex,
)
from go_tui.engine.coords import CoordError, from_sgf, star_points, to_sgf

B, W = Color.BLACK, Color.WHITE


def test_coordinates_convert_both_ways_and_skip_i() -> None:
    assert to_vertex((18, 0), 19) == "A1"
    assert to_vertex((0, 18), 19) == "T19"
    assert to_vertex((10, 8), 19) == "J9"
    assert from_vertex("j9", 19) == (10, 8)
    assert from_vertex("PASS", 19) is None
    assert to_sgf((3, 15), 19) == "pd"
    assert from_sgf("pd", 19) == (3, 15)
    assert from_sgf("tt", 19) is None
    assert from_sgf("tt", 21) == (19, 19)
    for bad in ["I5", "Z1", "A20", "A0", "", "44"]:
        with pytest.raises(CoordError):
            from_vertex(bad, 19)


def test_star_points_on_the_three_sizes() -> None:
    assert [to_vertex(p, 9) for p in star_points(9)] == ["C7", "G7", "E5", "C3", "G3"]
    assert len(star_points(13)) == 9
    assert {to_vertex(p, 19) for p in star_points(19)} >= {"D4", "K10", "Q16"}


@pytest.mark.parametrize(
    ("size", "stones", "expected"),
    [
        (19, 2, ["D4", "Q16"]),
        (19, 3, ["D4", "Q16", "D16"]),
        (19, 5, ["D4", "Q16", "D16", "Q4", "K10"]),
        (19, 6, ["D4", "Q16", "D16", "Q4", "D10", "Q10"]),
        (19, 8, ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16"]),
        (9, 9, ["C3", "G7", "C7", "G3", "C5", "G5", "E3", "E7", "E5"]),
    ],
)
def test_fixed_handicap_follows_gtp(size: int, stones: int, expected: list[str]) -> None:
    assert [to_vertex(p, size) for p in handicap_points(size, stones)] == expected


def test_handicap_game_has_stones_on_the_star_points_and_white_to_move() -> None:
    game = Game(9, komi=0.5, handicap=4)
    assert sorted(game.board.stones(B)) == sorted(handicap_points(9, 4))
    assert game.to_move is W
    refused = game.play((0, 0), B)
    assert isinstance(refused, Refused)
    assert refused.reason is Refusal.NOT_YOUR_TURN


@pytest.mark.parametrize(("size", "stones"), [(19, 1), (19, 10), (18, 5), (5, 2), (7, 5)])
def test_impossible_handicaps_are_refused(size: int, stones: int) -> None:
    with pytest.raises(ValueError, match="handicap"):
        Game(size, handicap=stones)


def test_undo_and_redo_walk_the_history() -> None:
    game = Game(9)
    play_vertices(game, "E5", "D5", "A1", "E6", "A2", "F5", "A3", "E4")
    assert game.prisoners(W) == 1
    assert game.board[(4, 4)] is None
    assert game.undo() is not None
    assert game.board[(4, 4)] is B
    assert game.prisoners(W) == 0
    assert game.to_move is W
    assert game.can_redo
    game.redo()
    assert game.board[(4, 4)] is None
    assert game.prisoners(W) == 1
    game.goto(0)
    assert game.board.stones(B) == []
    assert game.to_move is B
    game.goto(99)
    assert game.move_number == 8
    game.goto(3)
    play_vertices(game, "J9")  # a new move drops the moves ahead
    assert not game.can_redo
    assert game.move_number == 4


def test_resign_ends_the_game_and_undo_takes_it_back() -> None:
    game = Game(9)
    game.play((4, 4))
    game.resign()
    assert game.is_over
    assert game.resigned is W
    assert game.play((0, 0)).reason is Refusal.GAME_OVER  # type: ignore[union-attr]
    game.undo()
    assert not game.is_over
    assert game.move_number == 1


def test_positional_superko_forbids_a_repeat_that_simple_ko_allows() -> None:
    rows = [
        ".XO.",
        "XO.O",
        ".XO.",
        "....",
    ]
    setup = {
        (r, c): (B if ch == "X" else W)
        for r, row in enumerate(rows)
        for c, ch in enumerate(row)
        if ch in "XO"
    }
    simple = Game(4, setup=setup, free_order=True)
    strict = Game(4, setup=setup, rules=CHINESE, free_order=True)
    for game in (simple, strict):
        assert game.play((1, 2), B)  # black takes the ko
        assert game.pass_turn(W)  # a pass lifts the simple-ko ban...
    # ...so white may retake, which rebuilds the starting position exactly.
    retake = simple.play((1, 1), W)
    assert retake
    assert retake.captured == ((1, 2),)
    refused = strict.play((1, 1), W)
    assert isinstance(refused, Refused)
    assert refused.reason is Refusal.SUPERKO


def test_capture_go_ends_at_the_first_capture_and_forbids_passing() -> None:
    game = Game(9, komi=0, rules=Rules(capture_goal=1))
    refused = game.pass_turn()
    assert isinstance(refused, Refused)
    assert refused.reason is Refusal.PASS_NOT_ALLOWED
    play_vertices(game, "E5", "D5", "A1", "E6", "A2", "F5", "A3")
    assert game.capture_winner is None
    play_vertices(game, "E4")
    assert game.capture_winner is W
    assert game.is_over


def test_off_board_is_a_refusal_not_a_crash() -> None:
    game = Game(9)
    refused = game.play((9, 0))
    assert isinstance(refused, Refused)
    assert refused.reason is Refusal.OFF_BOARD


# ---- properties -------------------------------------------------------------


def random_game(seed: int, size: int, length: int) -> Game:
    rng = random.Random(seed)
    game = Game(size, free_order=False)
    for _ in range(length):
        empties = game.board.empty_points()
        rng.shuffle(empties)
        for point in empties:
            if game.play(point):
                break
        else:
            break
    return game


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.sampled_from([5, 7, 9]))
def test_random_games_never_leave_a_chain_without_liberties(seed: int, size: int) -> None:
    game = random_game(seed, size, size * size * 2)
    for _color, stones, liberties in game.board.chains():
        assert liberties, stones
        # The incremental bookkeeping agrees with a flood fill from scratch.
        expected = {n for s in stones for n in game.board.neighbours(s) if game.board[n] is None}
        assert set(liberties) == expected


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.sampled_from([5, 9]), back=st.integers(1, 40))
def test_undo_returns_the_exact_previous_position(seed: int, size: int, back: int) -> None:
    game = random_game(seed, size, 120)
    states = []
    replay = Game(size)
    states.append((str(replay.board), 0, 0, replay.board.hash))
    for move in game.moves:
        assert replay.play(move.point)
        states.append(
            (str(replay.board), replay.prisoners(B), replay.prisoners(W), replay.board.hash)
        )
    for _ in range(min(back, game.move_number)):
        game.undo()
        board, black, white, zobrist = states[game.move_number]
        assert str(game.board) == board
        assert (game.prisoners(B), game.prisoners(W)) == (black, white)
        assert game.board.hash == zobrist


def assert_bookkeeping_exact(game: Game) -> None:
    """Chains, liberties and the position hash agree with the stones on the board."""
    board = game.board
    expected_hash = 0
    for i in board.geo.points:
        color = board.cells[i]
        chain = board.chain[i]
        if color:
            expected_hash ^= board.geo.zobrist[i][color]
            assert chain is not None
            assert chain.color == color
            assert i in chain.stones
        else:
            assert chain is None
    assert board.hash == expected_hash
    for _color, stones, liberties in board.chains():
        expected = {n for s in stones for n in board.neighbours(s) if board[n] is None}
        assert set(liberties) == expected


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    size=st.sampled_from([3, 4, 5]),
    rules=st.sampled_from([Rules(), CHINESE]),
)
def test_check_and_play_agree_and_undo_replays_exactly(seed: int, size: int, rules: Rules) -> None:
    """Every kind of try (off the board, occupied, suicide, ko, superko, pass, undo)."""
    rng = random.Random(seed)
    game = Game(size, rules=rules, free_order=True)
    for _ in range(size * size * 6):
        if game.move_number and rng.random() < 0.05:
            game.undo()
            continue
        color = rng.choice([B, W])
        empties = game.board.empty_points()
        roll = rng.random()
        point: Point | None = None  # a pass, now and then
        if roll > 0.85 or (roll > 0.05 and not empties):
            point = (rng.randrange(size + 1), rng.randrange(size))  # anywhere, or off the board
        elif roll > 0.05:
            point = rng.choice(empties)
        refusal = game.check(point, color)
        result = game.play(point, color)
        if refusal is None:
            assert result
            assert result.color is color
            assert result.point == point
        else:
            assert result == Refused(refusal, point)
        assert_bookkeeping_exact(game)
    replay = Game(size, rules=rules, free_order=True)
    for move in game.moves:
        assert replay.play(move.point, move.color) == move
    assert str(replay.board) == str(game.board)
    assert replay.board.hash == game.board.hash
    assert (replay.prisoners(B), replay.prisoners(W)) == (game.prisoners(B), game.prisoners(W))


@pytest.mark.parametrize(
    "rules",
    [Rules(), CHINESE, Rules(capture_goal=3), Rules(ko=CHINESE.ko), Rules(scoring=CHINESE.scoring)],
)
def test_rules_names_read_back_to_the_same_rules(rules: Rules) -> None:
    assert Rules.named(rules.name) == rules


def test_unknown_rules_name_is_refused_with_a_message() -> None:
    with pytest.raises(ValueError, match="unknown rules"):
        Rules.named("ing")
