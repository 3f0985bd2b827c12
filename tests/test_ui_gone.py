"""Screens that go while work for them is still queued: nothing runs on their widgets.

Keys that arrive together can close a screen before what its last keys set going has
run: a timer, a worker's end, a watch, a message from one of its widgets, the
palette's search.  Textual still delivers those while it takes the screen's widgets
down, one by one (issue 35: ``NoMatches '#problem-feedback'`` after 24,484 keys in a
terminal, ``NoMatches '#variant'`` after ``n``, Enter, Escape on the game screen).
Which of them lands in that window is a matter of timing, so each test here first
sends the keys together, then puts the screen in that window itself: gone from the
screen stack, a widget already removed, and the late work run.
"""

from __future__ import annotations

from textual.geometry import Size
from textual.pilot import Pilot
from textual.widgets import Select
from ui_support import burst, type_keys

from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.new_game import NewGameScreen
from go_tui.ui.screens.problems import ProblemListScreen, ProblemScreen
from go_tui.ui.textual_fixes import AppCommandPalette

SIZE = (100, 32)


async def gone_half_way(pilot: Pilot[object], widget_id: str) -> None:
    """Take the screen shown off the stack and remove one of its widgets, as Textual's
    removal of a closed screen does before the rest."""
    screen = pilot.app.screen
    pilot.app.pop_screen()
    await screen.query_one(widget_id).remove()
    assert screen.is_attached
    assert screen not in pilot.app.screen_stack


async def test_n_enter_escape_together_on_the_game_screen_leave_the_game_shown() -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(3):
            await burst(pilot, "n", "enter", "escape")
            await pilot.pause(0.1)
            assert isinstance(app.screen, GameScreen)
    assert app.return_code in (None, 0)


async def test_the_new_game_dialog_closed_while_its_fields_change_does_nothing() -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_keys(pilot, "n", "enter")
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        await gone_half_way(pilot, "#variant")
        dialog._variant_changed()  # a Select.Changed queued before Escape
        dialog._komi_follows(Select.Changed(dialog.query_one("#handicap", Select), 2))
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    assert app.return_code in (None, 0)


async def test_keys_together_on_a_problem_then_its_feedback_scrolled_after_it_closed() -> None:
    app = GoApp(opening=GoApp.action_problems)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_keys(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, ProblemScreen)
        await burst(pilot, "a", "r", "question_mark")
        scroll = screen.query_one("#problem-scroll")
        await gone_half_way(pilot, "#problem-feedback")
        scroll.virtual_size = Size(40, 99)  # its text going changes its size: the watch runs
        screen.show_feedback()  # and a call after the refresh
        await pilot.pause()
        assert isinstance(app.screen, ProblemListScreen)
    assert app.return_code in (None, 0)


async def test_the_palette_closed_as_it_opens_searches_nothing() -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(3):
            app.action_command_palette()  # ctrl+p
            assert isinstance(app.screen, AppCommandPalette)
            app.screen.dismiss()  # and Escape behind it: the search starts after
            await pilot.pause(0.1)
        await burst(pilot, "ctrl+p", "escape", "ctrl+p", "escape")
        await pilot.pause(0.1)
        assert isinstance(app.screen, GameScreen)
    assert app.return_code in (None, 0)


async def test_a_key_whose_screen_has_gone_runs_no_binding() -> None:
    """A binding of the game screen asked for after it closed (``p`` queued behind the key
    that closed it) neither passes there nor on the screen now shown."""
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        app.pop_screen()
        await pilot.pause()
        assert not await app.run_action("pass_turn", game)
        assert game.game.move_number == 0
        assert await app.run_action("app.learn", app.screen)  # the start screen's: runs


async def test_the_palette_opened_again_while_the_last_one_is_taken_down() -> None:
    """``ctrl+p``, Escape, ``ctrl+p`` as one burst in a terminal: the new palette is put in
    while the closed one is still being removed, and both are in the app at once."""
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.action_command_palette()
        await pilot.pause()
        app.pop_screen()  # not awaited: its removal is still under way
        app.action_command_palette()
        await pilot.pause()
        assert app.return_code is None
        assert isinstance(app.screen, AppCommandPalette)
        assert len(app.screen_stack) == 3
