"""Setting up a position stone by stone and starting a game from it (SGF AB/AW/PL)."""

from __future__ import annotations

from pathlib import Path

from go_tui.engine import Color, Game, Rules, from_vertex
from go_tui.formats.sgf import load_sgf
from go_tui.play.position_setup import PositionSetup
from go_tui.play.save_files import keep_previous
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session
from go_tui.play.settings import Variant


def at(vertex: str) -> tuple[int, int]:
    point = from_vertex(vertex, 9)
    assert point is not None
    return point


def test_a_point_gets_the_colour_placed_and_a_second_choice_takes_it_off() -> None:
    setup = PositionSetup(9)
    setup.choose(at("C3"))
    setup.placing = Color.WHITE
    setup.choose(at("D4"))
    setup.choose(at("C3"))  # a black stone there: White's replaces it
    assert setup.stones == {at("C3"): Color.WHITE, at("D4"): Color.WHITE}
    setup.choose(at("D4"))
    assert setup.stones == {at("C3"): Color.WHITE}


def test_a_chain_without_liberties_is_named_and_a_surrounded_point_is_not() -> None:
    setup = PositionSetup(9)
    setup.choose(at("A1"))
    setup.placing = Color.WHITE
    for vertex in ("A2", "B1"):
        setup.choose(at(vertex))
    assert setup.breathless() == [at("A1")]
    setup.choose(at("B1"))  # off again: A1 breathes
    assert setup.breathless() == []


def test_a_game_from_the_position_keeps_size_komi_rules_and_who_moves() -> None:
    old = Session(Game(size=9, komi=3.5, rules=Rules(capture_goal=2)), Variant.CAPTURE)
    setup = PositionSetup.from_game(old.game)
    setup.choose(at("E5"))
    setup.placing = Color.WHITE
    setup.choose(at("E6"))
    setup.to_move = Color.WHITE
    session = setup.session(old)
    game = session.game
    assert game.board[at("E5")] is Color.BLACK
    assert game.board[at("E6")] is Color.WHITE
    assert game.to_move is Color.WHITE
    assert (game.komi, game.rules, session.variant) == (3.5, old.game.rules, Variant.CAPTURE)
    assert not game.moves


def test_the_position_is_written_as_ab_aw_pl_and_reads_back() -> None:
    setup = PositionSetup(9, {at("C3"): Color.BLACK, at("G7"): Color.WHITE}, Color.WHITE)
    text = record_from_session(setup.session(Session(Game(size=9))))
    assert "AB[cg]" in text
    assert "AW[gc]" in text
    assert "PL[W]" in text
    game = load_sgf(text).game
    assert game.setup == {at("C3"): Color.BLACK, at("G7"): Color.WHITE}
    assert game.to_move is Color.WHITE


def test_a_set_up_position_without_a_move_is_kept_when_a_new_game_starts(
    data_dir: Path,
) -> None:
    setup = PositionSetup(9, {at("C3"): Color.BLACK}, Color.WHITE)
    data_dir.mkdir(parents=True, exist_ok=True)
    save = data_dir / "autosave.sgf"
    save.write_text(record_from_session(setup.session(Session(Game(size=9)))))
    assert keep_previous(save)
    assert (data_dir / "previous.sgf").is_file()
    # a handicap game left before its first move is still dropped
    handicap = Session(Game(size=9, handicap=2))
    save.write_text(record_from_session(handicap))
    assert not keep_previous(save)
