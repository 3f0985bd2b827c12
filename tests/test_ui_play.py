"""Playing at one terminal: moves by click and by key, refusals, undo, review, the variants."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from ui_support import click_point, enter, game_screen, notifications, type_keys, v

from go_tui.engine import Color, handicap_points
from go_tui.play.session import Session
from go_tui.play.settings import Settings, Variant
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.widgets.move_list import MoveList

SIZE = (100, 36)


async def test_a_game_by_clicks_and_by_keys(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await click_point(pilot, "C3")
        await type_keys(pilot, "d", "4", "enter")  # a typed point
        view = screen.board_view
        view.cursor = v("E5")
        await type_keys(pilot, "up", "right", "enter")  # F6 by cursor keys
        await enter(pilot, "H2")  # no ':' any more, and capitals do too
        game = screen.game
        assert [m.point for m in game.moves] == [v("C3"), v("D4"), v("F6"), v("H2")]
        assert [m.color for m in game.moves] == [Color.BLACK, Color.WHITE] * 2
        assert game.board[v("F6")] is Color.BLACK
        row = view.offset_of(v("H2"))[1] - view._layout()[3]
        assert "(○)" in view.lines()[row]  # H2 (White) is the last move
        assert "4 ○ H2" in app.screen.query_one(MoveList).text
        assert "Black to play" in str(screen.query_one("#panel").render())


async def test_a_capture_counts_a_prisoner(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for vertex in ("D5", "E5", "E4", "A1", "E6", "A2", "F5"):
            await click_point(pilot, vertex)
        screen = game_screen(app)
        assert screen.game.board[v("E5")] is None
        assert screen.game.prisoners(Color.BLACK) == 1
        assert screen.message == "Black F5 captures 1."
        assert "Prisoners: 1" in str(screen.query_one("#panel").render())


async def test_an_illegal_move_is_explained_and_the_turn_stays(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await click_point(pilot, "E5")
        await click_point(pilot, "E5")
        assert screen.message == "There is already a stone on E5."
        assert screen.game.to_move is Color.WHITE
        # suicide: a black stone in the corner White closed off
        for vertex in ("A2", "J9", "B1"):
            await click_point(pilot, vertex)
        await click_point(pilot, "A1")
        assert "suicide" in screen.message
        assert "A1" in screen.message
        assert screen.game.to_move is Color.BLACK
        assert len(screen.game.moves) == 4


async def test_ko_is_refused_in_words(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for vertex in ("D5", "E5", "C4", "F4", "D3", "E3", "J9", "D4", "E4"):
            await click_point(pilot, vertex)
        screen = game_screen(app)
        assert screen.game.board[v("D4")] is None  # black E4 took the white stone
        await click_point(pilot, "D4")
        assert screen.message.startswith("Ko:")
        assert screen.game.to_move is Color.WHITE


async def test_undo_takes_back_the_last_move_for_good(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "C3")
        await click_point(pilot, "G7")
        await enter(pilot, "u")
        screen = game_screen(app)
        assert [m.point for m in screen.game.moves] == [v("C3")]
        assert screen.game.board[v("G7")] is None
        assert screen.game.to_move is Color.WHITE
    saved = (data_dir / "autosave.sgf").read_text()
    assert ";B[cg]" in saved
    assert "W[gc]" not in saved


async def test_review_steps_back_and_returns_to_the_live_position(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for vertex in ("C3", "G7", "C7"):
            await click_point(pilot, vertex)
        screen = game_screen(app)
        await type_keys(pilot, "left_square_bracket", "left_square_bracket")
        assert screen.reviewing == 1
        assert screen.board_view.board[v("G7")] is None
        assert "Reviewing move 1 of 3" in screen.message
        await type_keys(pilot, "right_square_bracket")
        assert screen.board_view.board[v("G7")] is Color.WHITE
        await type_keys(pilot, "left_square_bracket")
        await click_point(pilot, "E5")  # a move while reviewing is a variation
        assert len(screen.game.moves) == 3
        assert screen.board_view.board[v("E5")] is Color.WHITE
        assert "Variation from move 1" in screen.message
        await type_keys(pilot, "end")
        assert screen.board_view.board[v("E5")] is None
        assert screen.reviewing is None
        await click_point(pilot, "E5")
        assert len(screen.game.moves) == 4


async def test_handicap_stones_stand_on_the_star_points_and_white_starts(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=19, handicap=4))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        game = screen.game
        assert game.komi == 0.5
        assert sorted(game.board.stones(Color.BLACK)) == sorted(handicap_points(19, 4))
        assert game.to_move is Color.WHITE
        lines = screen.board_view.lines()
        assert lines[4].startswith("16 ├─┼─┼─●")
        assert lines[16].startswith(" 4 ├─┼─┼─●")
        await click_point(pilot, "K10", size=19)
        assert game.board[v("K10", 19)] is Color.WHITE


async def test_capture_go_ends_at_the_first_capture(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9, variant=Variant.CAPTURE, capture_goal=1))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await enter(pilot, "p")
        screen = game_screen(app)
        assert screen.message == "In capture go you may not pass."
        for vertex in ("A2", "A1", "B1"):
            await click_point(pilot, vertex)
        from go_tui.ui.screens.result import ResultScreen

        assert isinstance(app.screen, ResultScreen)
        assert app.screen.text == "Black captured 1: Black wins"
        assert screen.session.info.result == "B+"


async def test_rengo_shows_which_of_the_four_is_to_play(data_dir: Path) -> None:
    settings = Settings(size=9, variant=Variant.RENGO, black=("Ann", "Cor"), white=("Bea", "Dirk"))
    app = GoApp(settings=settings)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        turns = []
        for vertex in ("C3", "G7", "C7", "G3", "E5"):
            turns.append(str(screen.query_one("#panel").render()).splitlines()[0])
            await click_point(pilot, vertex)
        assert turns == [
            "● Black to play: Ann",
            "○ White to play: Bea",
            "● Black to play: Cor",
            "○ White to play: Dirk",
            "● Black to play: Ann",
        ]


async def test_the_new_game_dialog_sets_size_handicap_and_komi(data_dir: Path) -> None:
    from textual.widgets import Input, Select

    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await type_keys(pilot, "p")
        dialog = app.screen
        dialog.query_one("#size", Select).value = 13
        dialog.query_one("#handicap", Select).value = 3
        await pilot.pause()
        assert dialog.query_one("#komi", Input).value == "0.5"
        dialog.query_one("#black", Input).value = "Ann"
        await pilot.click("#start")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.game.size == 13
        assert screen.game.handicap == 3
        assert screen.game.komi == 0.5
        assert screen.session.black == ("Ann",)


async def test_the_komi_follows_chinese_rules_until_it_is_typed(data_dir: Path) -> None:
    from textual.widgets import Input, Select

    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await type_keys(pilot, "p")
        dialog = app.screen
        komi = dialog.query_one("#komi", Input)
        assert komi.value == "6.5"
        dialog.query_one("#rules", Select).value = "chinese"
        await pilot.pause()
        assert komi.value == "7.5"
        dialog.query_one("#handicap", Select).value = 3
        await pilot.pause()
        assert komi.value == "0.5"
        dialog.query_one("#handicap", Select).value = 0
        dialog.query_one("#rules", Select).value = "japanese"
        await pilot.pause()
        assert komi.value == "6.5"


async def test_the_new_game_dialog_explains_a_bad_komi(data_dir: Path) -> None:
    from textual.widgets import Input, Static

    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await type_keys(pilot, "p")
        dialog = app.screen
        for bad in ("six", "nan", "inf", "\u0666.\u0665"):
            dialog.query_one("#komi", Input).value = bad
            await pilot.click("#start")
            await pilot.pause()
            assert app.screen is dialog
            assert str(dialog.query_one("#error", Static).render()) == (
                "Komi must be a number, such as 6.5."
            )
        field = dialog.query_one("#komi", Input)
        field.value = "7,5"
        field.focus()
        await type_keys(pilot, "enter")  # Enter in a field starts the game too
        assert game_screen(app).game.komi == 7.5


async def test_the_footer_and_the_command_palette_offer_the_game_keys(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "E5")
        screen = game_screen(app)
        shown = {
            key: active.binding.description
            for key, active in screen.active_bindings.items()
            if active.binding.show
        }
        for key, text in [
            ("p", "Pass"),
            ("u", "Undo"),
            ("r", "Resign"),
            ("ctrl+s", "Save"),
            ("question_mark", "Help"),
            ("q", "Quit"),
        ]:
            assert shown[key] == text
        # Open and New game are in the help and the palette; the footer must fit 80 columns.
        assert "ctrl+o" not in shown
        assert "n" not in shown
        titles = [command.title for command in app.get_system_commands(screen)]
        assert {"Pass", "Undo", "Resign", "Save", "Open", "New", "Back"} <= set(titles)
        assert "Forward" not in titles  # greyed out at the live position


async def test_help_opens_and_closes(data_dir: Path) -> None:
    from go_tui.ui.screens.help import HelpScreen

    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_keys(pilot, "question_mark")
        assert isinstance(app.screen, HelpScreen)
        await type_keys(pilot, "escape")
        assert isinstance(app.screen, GameScreen)


async def test_dutch_texts_on_the_game_screen(data_dir: Path) -> None:
    from go_tui.i18n import set_language

    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "E5")
        await click_point(pilot, "E5")
        screen = game_screen(app)
        assert screen.message == "Op E5 staat al een steen."
        assert "Gevangenen: 0" in str(screen.query_one("#panel").render())


@pytest.mark.parametrize(("size", "lines"), [(19, 24), (9, 21)])
async def test_a_board_and_its_panel_fit_in_80_columns(
    data_dir: Path, size: int, lines: int
) -> None:
    app = GoApp(settings=Settings(size=size))
    async with app.run_test(size=(80, lines)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        assert screen.needed_size()[0] <= 80
        drawn = screen.board_view.lines()
        assert drawn[0].split()[0] == "A"
        assert drawn[-1].split()[-1] == "JT"[size == 19]
        assert app.screen is screen  # no too-small message


async def test_ascii_mode_draws_the_game_with_letters(data_dir: Path) -> None:
    app = GoApp(ascii=True, settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "C7")
        await click_point(pilot, "G3")
        lines = game_screen(app).board_view.lines()
        drawn = "\n".join(lines)
        assert "X" in drawn
        assert "O" in drawn
        assert "+" in drawn
        assert not any(char in drawn for char in "●○┼")
        assert "2 O G3" in app.screen.query_one(MoveList).text


async def test_ctrl_c_quits_and_the_game_is_kept(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "E5")
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert not app.is_running
    assert ";B[ee]" in (data_dir / "autosave.sgf").read_text()


async def test_a_move_not_yet_drawn_when_the_app_quits_is_kept(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen(app).point_chosen(v("E5"))  # its autosave waits for the screen
        assert game_screen(app).match.unsaved
        app.exit()
    assert ";B[ee]" in (data_dir / "autosave.sgf").read_text()


async def test_a_closed_terminal_keeps_the_last_move(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game_screen(app).point_chosen(v("E5"))  # its autosave waits for the screen
        os.kill(os.getpid(), signal.SIGHUP)  # what a closed terminal sends
        await pilot.pause()
        assert not app.is_running
    assert ";B[ee]" in (data_dir / "autosave.sgf").read_text()


async def test_the_start_screen_offers_continue_only_with_a_saved_game(data_dir: Path) -> None:
    from textual.widgets import Button

    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#continue", Button).disabled
        await type_keys(pilot, "c")
        assert "no saved game" in notifications(app)[-1]
        app.start_game(Session.start(Settings(size=9)))
        await pilot.pause()
        await enter(pilot, "q")
        assert not app.is_running
    assert (data_dir / "autosave.sgf").exists()
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.screen.query_one("#continue", Button).disabled


async def test_the_footer_is_rebuilt_only_when_what_is_allowed_changes(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        refreshes: list[int] = []
        monkeypatch.setattr(screen, "refresh_bindings", lambda: refreshes.append(1))
        await enter(pilot, "d4")  # undo and stepping back become possible
        assert len(refreshes) == 1
        await enter(pilot, "e5", "c3", "f6")  # nothing new is allowed or refused
        assert len(refreshes) == 1
        await enter(pilot, "u")  # still something to undo
        assert len(refreshes) == 1
        await type_keys(pilot, "left_square_bracket")  # reviewing: forward and back to the game
        assert len(refreshes) == 2
        assert screen.check_action("live", ()) is True
