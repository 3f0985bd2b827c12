"""The setup screen: stones put down by typing and clicking, who moves, a game from it."""

from __future__ import annotations

from pathlib import Path

from ui_support import click_point, enter, game_screen, v

from go_tui.engine import Color, Game
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.session import Session
from go_tui.ui.app import GoApp
from go_tui.ui.screens.setup_position import SetupScreen


def side_text(screen: SetupScreen) -> str:
    return "\n".join(str(static.render()) for static in screen.query("#side Static"))


async def test_a_position_set_up_by_typing_and_clicking_starts_a_game_with_white_to_move(
    data_dir: Path,
) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(Session(Game(size=9)))
        await pilot.pause()
        await enter(pilot, "e5", "s")  # a move in the old game, then set up
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.setup.stones == {v("E5"): Color.BLACK}  # from the position shown
        assert "White moves first" in side_text(setup)  # as in the game after E5
        await enter(pilot, "c3", "w", "g7", "g6", "p")
        assert "Black moves first" in side_text(setup)
        await click_point(pilot, "G6")  # White's stone comes off again
        await enter(pilot, "p")
        assert "White moves first" in side_text(setup)
        assert "Stones: Black 2, White 1" in side_text(setup)
        await enter(pilot, "a")
        screen = game_screen(app)
        game = screen.match.game
        assert game.setup == {v("E5"): Color.BLACK, v("C3"): Color.BLACK, v("G7"): Color.WHITE}
        assert game.to_move is Color.WHITE
        assert not game.moves
        await enter(pilot, "d4")  # White plays first
        assert game.board[v("D4")] is Color.WHITE
        screen.save_unsaved()
        saved = load_sgf((data_dir / "autosave.sgf").read_text()).game
        assert saved.setup == game.setup
        assert saved.moves[0].color is Color.WHITE
        assert (data_dir / "previous.sgf").is_file()  # the game it replaced is kept


async def test_a_chain_without_liberties_is_refused_in_words_and_escape_changes_nothing(
    data_dir: Path,
) -> None:
    set_language("nl")
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(Session(Game(size=9)))
        await pilot.pause()
        await enter(pilot, "s", "a1", "w", "a2", "b1", "a")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert "geen vrijheid heeft: A1" in side_text(setup)
        await pilot.press("escape")
        await pilot.pause()
        screen = game_screen(app)
        assert not screen.match.game.setup
        assert screen.match.game.move_number == 0
