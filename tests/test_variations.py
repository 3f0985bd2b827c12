"""Variations while reviewing: a move tried at a reviewed position starts (or lengthens) a
variation and the game stays as it was; lines are switched where they part, saved in the
SGF and the autosave, and an opened file's variations are walked (model and screen)."""

from __future__ import annotations

from pathlib import Path

from game_support import play_vertices
from textual.widgets import Input
from ui_support import click_point, game_screen, type_keys, v

from go_tui.engine import Color, Game
from go_tui.formats.sgf import load_sgf
from go_tui.play.events import LineSwitched, Live, OnVariation, Reviewing, VariationPlayed
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.variations import Variation
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.widgets.move_list import MoveList

VARIED = "\u203a"
"""How the move list marks a variation's move."""
NESTED = "(;GM[1]FF[4]SZ[9];B[ee](;W[dd];B[cc])(;W[gg](;B[hh])(;B[aa])))"
"""Main line E5 D6 C7; at move 2 White tried G3, then Black H2 or A9."""


def played(*vertices: str, saved: list[str] | None = None) -> Match:
    session = Session(play_vertices(Game(size=9), *vertices))
    autosave = None if saved is None else (lambda s: saved.append(record_from_session(s)))
    return Match(session, autosave=autosave)


def test_a_move_while_reviewing_starts_a_variation_and_the_game_stays() -> None:
    match = played("E5", "D4", "C3", "F6")
    match.review(-3)
    assert match.play(v("G7")) == [VariationPlayed(Color.WHITE, v("G7"), 0, 1)]
    assert match.session.variations == [Variation(1, [(Color.WHITE, v("G7"))])]
    assert match.play(v("H8")) == [VariationPlayed(Color.BLACK, v("H8"), 0, 1)]
    assert match.session.variations == [
        Variation(1, [(Color.WHITE, v("G7")), (Color.BLACK, v("H8"))])
    ]
    shown = match.shown()
    assert shown.board[v("G7")] is Color.WHITE
    assert shown.board[v("D4")] is None
    assert [move.point for move in match.game.moves] == [v("E5"), v("D4"), v("C3"), v("F6")]
    assert match.branches() == {2: 1}  # the game played D4 at move 2
    assert match.review(-1) == [OnVariation(2, 1, 3)]
    assert not match.can_review(2)
    assert match.live() == [Live()]
    assert match.shown() is match.game
    assert match.game.board[v("G7")] is None


def test_the_games_own_move_or_a_variations_is_followed_not_made_again() -> None:
    match = played("E5", "D4", "C3")
    match.review(-2)
    assert match.play(v("D4")) == [Reviewing(2, 3)]  # the game's next move: a step
    match.review(-1)
    match.play(v("G7"))
    match.review(-1)
    match.live()
    match.review(-2)
    match.play(v("G7"))
    assert len(match.session.variations) == 1
    assert match.line == 0


def test_a_variation_from_inside_a_variation() -> None:
    match = played("E5", "D4", "C3")
    match.review(-2)
    for vertex in ("G7", "H8", "J9"):
        match.play(v(vertex))
    match.review(-1)
    match.play(v("A1"))  # White's other try at move 4 of the variation
    variations = match.session.variations
    assert len(variations) == 2
    assert variations[1].start == 1
    assert [point for _, point in variations[1].moves] == [v("G7"), v("H8"), v("A1")]
    assert match.branches() == {2: 1, 4: 1}


def test_switching_lines_where_they_part() -> None:
    match = played("E5", "D4", "C3")
    match.review(-2)
    match.play(v("G7"))
    assert match.switch_line() == [LineSwitched(2, 1, 2, in_game=True)]
    assert match.line is None
    assert match.shown().board[v("D4")] is Color.WHITE
    assert match.switch_line() == [LineSwitched(2, 2, 2, in_game=False)]
    assert match.shown().board[v("G7")] is Color.WHITE
    match.review(-1)
    assert match.switch_line() == [LineSwitched(1, 1, 1, in_game=False)]  # none at move 1


def test_variations_are_saved_and_autosaved_and_come_back() -> None:
    saved: list[str] = []
    match = played("E5", "D4", "C3", saved=saved)
    match.review(-2)
    match.play(v("G7"))
    match.play(v("H8"))
    assert saved
    assert "(;W[gc];B[hb])" in saved[-1]
    text = record_from_session(match.session)
    loaded = load_sgf(text)
    assert [move.point for move in loaded.game.moves] == [v("E5"), v("D4"), v("C3")]
    session = session_from_record(loaded)
    assert session.variations == [
        Variation(1, [(Color.WHITE, v("G7")), (Color.BLACK, v("H8"))], from_file=True)
    ]
    again = record_from_session(session)
    assert again.count("W[gc]") == 1  # the file's variation is written once


def test_an_opened_files_nested_variations_are_walked() -> None:
    session = session_from_record(load_sgf(NESTED))
    assert [(line.start, [point for _, point in line.moves]) for line in session.variations] == [
        (1, [v("G3"), v("H2")]),
        (1, [v("G3"), v("A9")]),
    ]
    match = Match(session, autosave=None)
    match.review(-1)  # move 2, the game's D6
    assert match.branches() == {2: 1}
    assert match.switch_line() == [LineSwitched(2, 2, 2, in_game=False)]
    match.review(1)
    assert match.shown().board[v("H2")] is Color.BLACK
    assert match.branches() == {2: 1, 3: 1}
    match.switch_line()
    assert match.shown().board[v("A9")] is Color.BLACK
    assert match.shown().board[v("H2")] is None
    match.live()
    assert match.game.board[v("C7")] is Color.BLACK


def test_undo_drops_the_variations_after_the_new_end() -> None:
    match = played("E5", "D4", "C3")
    match.review(-2)
    match.play(v("G7"))
    match.live()
    match.undo()
    assert match.session.variations  # from move 1, still on the game
    match.undo()
    assert match.session.variations == []


async def test_variations_on_the_screen(data_dir: Path, tmp_path: Path) -> None:
    target = tmp_path / "tried.sgf"
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        session = Session(play_vertices(Game(size=9), "E5", "D4", "C3"))
        app.push_screen(GameScreen(session))
        await pilot.pause()
        screen = game_screen(app)
        moves = screen.query_one(MoveList)
        await type_keys(pilot, "left_square_bracket", "left_square_bracket")
        await click_point(pilot, "G7")
        assert "Variation from move 1: White G7." in screen.message
        assert moves.text.splitlines() == ["  1 ● E5", f"  2{VARIED}○ G7  +1"]
        assert screen.board_view.board[v("G7")] is Color.WHITE
        await type_keys(pilot, "slash")
        assert moves.text.splitlines() == ["  1 ● E5", "  2 ○ D4  +1", "  3 ● C3"]
        assert screen.board_view.board[v("D4")] is Color.WHITE
        assert "Move 2: the game's own move" in screen.message
        await type_keys(pilot, "slash")
        assert screen.board_view.board[v("G7")] is Color.WHITE
        await type_keys(pilot, "end")
        assert screen.reviewing is None
        assert screen.board_view.board[v("G7")] is None
        assert len(screen.game.moves) == 3
        target.write_text(record_from_session(screen.session))

        await type_keys(pilot, "ctrl+o")
        app.screen.query_one(Input).value = str(target)
        await type_keys(pilot, "enter")
        opened = game_screen(app)
        assert opened is not screen
        assert opened.session.variations[0].moves == [(Color.WHITE, v("G7"))]
        await type_keys(pilot, "left_square_bracket")
        await type_keys(pilot, "slash")
        assert opened.board_view.board[v("G7")] is Color.WHITE
        assert f"  2{VARIED}○ G7  +1" in opened.query_one(MoveList).text


def test_a_files_variation_stops_at_a_move_the_rules_refuse() -> None:
    text = "(;GM[1]FF[4]SZ[9];B[ee](;W[dd];B[cc])(;W[gg];B[ee];W[aa])(;W[ee]))"
    session = session_from_record(load_sgf(text))
    assert session.variations == [Variation(1, [(Color.WHITE, v("G3"))], from_file=True)]
    assert "W[aa]" in record_from_session(session)  # the file's tree is written back whole
