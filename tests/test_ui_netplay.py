"""Two game screens, two apps in one test, playing each other over loopback."""

from __future__ import annotations

from pathlib import Path

from netplay_support import pair
from textual.pilot import Pilot
from ui_support import click_point, enter

from go_tui.engine import Color, from_vertex
from go_tui.formats.sgf import load_sgf
from go_tui.play.save_files import autosave_path
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import AllowScreen
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.result import ResultScreen

SIZE = (100, 36)
NAMES = Settings(size=9, black=("Ann",), white=("Bob",))


async def game_screen(pilot: Pilot[None]) -> GameScreen:
    for _ in range(300):
        await pilot.pause(0.01)
        if isinstance(pilot.app.screen, GameScreen):
            return pilot.app.screen
    raise AssertionError("no game screen")


async def until_moves(pilot: Pilot[None], screen: GameScreen, moves: int) -> None:
    """Let the other side's move come in over the network and be drawn."""
    for _ in range(500):
        await pilot.pause(0.01)
        if screen.game.move_number >= moves:
            await pilot.pause()
            return
    raise AssertionError(f"the other side's move did not come: {screen.message}")


def stone(screen: GameScreen, vertex: str) -> Color | None:
    point = from_vertex(vertex, 9)
    assert point is not None
    return screen.board_view.board[point]


async def test_a_move_typed_on_each_side_is_on_the_other_board_and_a_resignation_ends_both(
    data_dir: Path,
) -> None:
    with pair() as (bob, ann):
        host, joiner = GoApp(settings=NAMES, remote=bob), GoApp(settings=NAMES, remote=ann)
        async with host.run_test(size=SIZE) as at_ann, joiner.run_test(size=SIZE) as at_bob:
            ann_screen, bob_screen = await game_screen(at_ann), await game_screen(at_bob)
            await click_point(at_ann, "E5")
            await until_moves(at_bob, bob_screen, 1)
            assert stone(bob_screen, "E5") is Color.BLACK
            assert "E5" in bob_screen.message
            await click_point(at_bob, "E5")  # taken: refused on Bob's own screen
            assert bob_screen.game.move_number == 1
            await enter(at_bob, "c3")
            await until_moves(at_ann, ann_screen, 2)
            assert stone(ann_screen, "C3") is Color.WHITE
            ann_screen.apply(ann_screen.match.resign())  # as the dialog's Yes does
            for _ in range(300):
                await at_bob.pause(0.01)
                if isinstance(joiner.screen, ResultScreen):
                    break
            assert isinstance(joiner.screen, ResultScreen)
            assert bob_screen.session.info.result == "W+R"
    saved = load_sgf(autosave_path().read_text())
    assert (saved.info.black, saved.info.white) == ("Ann", "Bob")


async def test_a_connection_dropped_mid_game_is_said_on_the_screen(data_dir: Path) -> None:
    with pair() as (bob, ann):
        host = GoApp(settings=NAMES, remote=bob)
        async with host.run_test(size=SIZE) as at_ann:
            screen = await game_screen(at_ann)
            await click_point(at_ann, "E5")
            ann.kill()  # Bob's program is gone
            for _ in range(300):
                await at_ann.pause(0.01)
                if "lost" in screen.message:
                    break
            assert screen.message.startswith("The connection to Bob was lost. The game is saved")
            assert screen.game.move_number == 1


async def test_an_undo_asked_on_one_screen_is_allowed_with_y_on_the_other(data_dir: Path) -> None:
    with pair() as (bob, ann):
        host, joiner = GoApp(settings=NAMES, remote=bob), GoApp(settings=NAMES, remote=ann)
        async with host.run_test(size=SIZE) as at_ann, joiner.run_test(size=SIZE) as at_bob:
            ann_screen, bob_screen = await game_screen(at_ann), await game_screen(at_bob)
            await click_point(at_ann, "E5")
            await until_moves(at_bob, bob_screen, 1)
            await enter(at_bob, "c3")
            await until_moves(at_ann, ann_screen, 2)
            await enter(at_ann, "u")
            assert ann_screen.message.startswith("You asked Bob to let you take back")
            for _ in range(300):
                await at_bob.pause(0.01)
                if isinstance(joiner.screen, AllowScreen):
                    break
            assert isinstance(joiner.screen, AllowScreen)
            assert joiner.screen.question == (
                "Your opponent asks to take back their last move. Allow? y/n"
            )
            await at_bob.press("y")
            await at_bob.pause()
            assert bob_screen.game.move_number == 0
            assert stone(bob_screen, "C3") is None
            for _ in range(300):
                await at_ann.pause(0.01)
                if ann_screen.game.move_number == 0:
                    break
            await at_ann.pause()
            assert stone(ann_screen, "E5") is None
            assert ann_screen.message == "Bob agreed: your last move is taken back."
            await click_point(at_ann, "D4")  # Black plays again, and it crosses
            await until_moves(at_bob, bob_screen, 1)
            assert stone(bob_screen, "D4") is Color.BLACK
