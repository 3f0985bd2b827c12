"""Cutting a game's history for good, and fresh copies replayed to a move."""

from __future__ import annotations

import random

import pytest

from go_tui.engine import JAPANESE, Color, Game
from go_tui.engine.game import SNAPSHOT_EVERY
from go_tui.formats.gtp_engine import GtpEngine
from go_tui.play.session import Session


def play_on(game: Game, rng: random.Random, count: int) -> Game:
    """``count`` more random legal moves (fewer if the board fills up)."""
    for _ in range(count):
        empties = game.board.empty_points()
        rng.shuffle(empties)
        if not any(game.play(point) for point in empties):
            break
    return game


def random_game(seed: int, size: int, length: int) -> Game:
    return play_on(Game(size), random.Random(seed), length)


def state(game: Game) -> tuple[str, int, int, int]:
    board = game.board
    return str(board), game.prisoners(Color.BLACK), game.prisoners(Color.WHITE), board.hash


@pytest.mark.parametrize("seed", range(4))
def test_a_move_after_a_cut_never_meets_the_forgotten_snapshots(seed: int) -> None:
    length = SNAPSHOT_EVERY + 10
    game = random_game(seed, 9, length)
    assert game.move_number == length
    game.goto(0)
    game.goto(length)  # the replay keeps a snapshot at move SNAPSHOT_EVERY
    game.cut(SNAPSHOT_EVERY - 5)
    assert len(game.record) == game.move_number == SNAPSHOT_EVERY - 5
    assert not game.can_redo
    play_on(game, random.Random(seed + 100), 10)  # new moves where the old ones were
    assert game.move_number > SNAPSHOT_EVERY
    number = game.move_number
    fresh = game.replayed(number)
    game.goto(SNAPSHOT_EVERY + 1)  # back from the end: built from the nearest snapshot
    game.goto(number)
    assert state(game) == state(fresh)
    for back in range(number, SNAPSHOT_EVERY - 1, -1):
        game.goto(back)
        assert state(game) == state(game.replayed(back))


def test_replayed_is_a_fresh_game_and_leaves_the_original_alone() -> None:
    game = Game(size=9, komi=0.5, handicap=2)
    for point in ((2, 2), (4, 4), (6, 6)):
        game.play(point)
    copy = game.replayed(2)
    assert copy is not game
    assert copy.move_number == 2
    assert game.move_number == 3
    assert (copy.komi, copy.handicap, copy.setup, copy.first) == (0.5, 2, game.setup, Color.WHITE)
    copy.play((0, 0))
    assert game.moves[2].point == (6, 6)
    assert len(game.record) == 3
    assert game.replayed(0).move_number == 0
    assert game.replayed(99).move_number == 3


def test_session_undo_and_gtp_undo_cut_the_record() -> None:
    session = Session(random_game(7, 9, 20))
    game = session.game
    assert session.undo()
    assert session.game is game
    assert len(game.record) == game.move_number == 19
    engine = GtpEngine(JAPANESE)
    for line in ("boardsize 9", "clear_board", "play b e5", "play w d4", "undo"):
        engine.respond(line)
    assert len(engine.game.record) == 1
    assert not engine.game.can_redo
