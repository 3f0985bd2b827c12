"""Playing against a computer on the game screen: GNU Go, and engines that fail."""

from __future__ import annotations

from pathlib import Path

from engine_support import fake_engine, needs_gnugo
from textual.widgets import Input, Select
from ui_support import autosaved, click_point, engine_answered, new_game_dialog, type_keys

from go_tui.engine import Color, from_vertex
from go_tui.formats.sgf import load_sgf
from go_tui.play.computer import EngineChoice
from go_tui.play.save_files import autosave_path
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.screens.new_game import NewGameScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.game_panel import GamePanel

SIZE = (100, 36)
GNUGO = EngineChoice(level=1)


async def open_game(app: GoApp, pilot: object, settings: Settings) -> GameScreen:
    app.start_game(Session.start(settings))
    await pilot.pause()  # type: ignore[attr-defined]
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


def panel_text(screen: GameScreen) -> str:
    return str(screen.query_one(GamePanel).render())


async def settle(pilot: object, screen: GameScreen, *, moves: int | None = None) -> None:
    """Let the engines work until none is busy (and the game has ``moves`` moves)."""
    for _ in range(2000):
        await pilot.pause(0.01)  # type: ignore[attr-defined]
        idle = screen.thinking is None
        if idle and (moves is None or screen.game.move_number >= moves):
            return
    raise AssertionError(f"the engine is still busy: {screen.message}")


@needs_gnugo
async def test_a_person_plays_black_against_gnugo_and_undo_takes_back_both(
    data_dir: Path,
) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, Settings(size=9, white_engine=GNUGO))
        await settle(pilot, screen)
        assert screen.session.white[0].startswith("GNU Go")
        for vertex in ("E5", "C3", "G7"):
            point = from_vertex(vertex, 9)
            if screen.game.board[point] is not None:
                continue  # GNU Go took it already
            expected = screen.game.move_number + 2  # our move and GNU Go's reply
            await click_point(pilot, vertex)
            await settle(pilot, screen, moves=expected)
            assert screen.game.to_move is Color.BLACK
            last = screen.game.last_move
            assert last is not None
            assert last.color is Color.WHITE
        played = screen.game.move_number
        assert played >= 4
        await type_keys(pilot, "u", "enter")
        await settle(pilot, screen)
        assert screen.game.move_number == played - 2
        assert screen.game.to_move is Color.BLACK
        assert "taken back" in screen.message
        saved = load_sgf(autosave_path().read_bytes())
        assert saved.info.white.startswith("GNU Go")
        assert len(saved.game.moves) == played - 2


@needs_gnugo
async def test_gnugo_plays_both_sides_to_marking_with_its_second_opinion(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        settings = Settings(size=9, black_engine=GNUGO, white_engine=GNUGO)
        screen = await open_game(app, pilot, settings)
        for _ in range(200):
            await settle(pilot, screen)
            if not isinstance(app.screen, GameScreen):
                break
        marking = app.screen
        if isinstance(marking, ResultScreen):  # a resignation ends the game without marking
            assert screen.session.info.result.endswith("+R")
            return
        assert isinstance(marking, MarkingScreen)
        await engine_answered(pilot)
        for _ in range(500):
            await pilot.pause(0.01)
            if marking.engine_dead is not None:
                break
        assert marking.engine_dead is not None
        opinion = str(marking.query_one("#opinion").render())
        assert "GNU Go" in opinion
        marking.count.dead = frozenset()
        await type_keys(pilot, "e", "enter")
        assert marking.count.dead == marking.engine_dead
        await type_keys(pilot, "a", "enter")
        assert isinstance(app.screen, ResultScreen)
        result = screen.session.info.result
        assert result[:2] in ("B+", "W+")
        saved = load_sgf(autosave_path().read_bytes())
        assert saved.info.result == result


async def test_a_missing_engine_leaves_the_colour_to_a_person(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        missing = EngineChoice("/no/such/engine --gtp")
        screen = await open_game(app, pilot, Settings(size=9, white_engine=missing))
        await settle(pilot, screen)
        assert "could not be started" in screen.message
        assert "you play White from now on" in screen.message
        assert not screen.session.computers
        assert "○ you (/no/such/engine --gtp stopped)" in panel_text(screen)
        await click_point(pilot, "E5")
        await click_point(pilot, "D4")  # White, by hand
        assert screen.game.move_number == 2


async def test_an_engine_that_crashes_midway_keeps_the_game(data_dir: Path, tmp_path: Path) -> None:
    engine = EngineChoice(fake_engine(tmp_path, crash_after=1, answer="C3"))
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, Settings(size=9, white_engine=engine))
        await settle(pilot, screen)
        assert screen.session.white == ("Fake",)
        await click_point(pilot, "E5")
        await settle(pilot, screen, moves=2)
        assert screen.game.board[from_vertex("C3", 9)] is Color.WHITE
        assert "White to play" not in panel_text(screen)
        await click_point(pilot, "G7")
        await settle(pilot, screen)
        assert "Fake stopped in the middle of the game (exit code 3)" in screen.message
        assert "out of memory" in screen.message
        assert "you play White from now on" in screen.message
        panel = panel_text(screen)
        assert "White to play: you\n" in panel  # not "White to play: Fake"
        assert "○ you (Fake stopped)" in panel
        assert screen.game.move_number == 3
        assert screen.game.to_move is Color.WHITE
        assert not screen.match.computers
        assert screen.match.person_to_move
        await click_point(pilot, "D4")
        assert screen.game.move_number == 4
        assert screen.game.board[from_vertex("D4", 9)] is Color.WHITE  # as the panel said
        assert "Black to play" in panel_text(screen)
        await autosaved(pilot)
        assert len(load_sgf(autosave_path().read_bytes()).game.moves) == 4


async def test_an_engine_that_hangs_is_stopped_after_its_timeout(
    data_dir: Path, tmp_path: Path
) -> None:
    engine = EngineChoice(fake_engine(tmp_path, hang=True), move_timeout=0.5)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, Settings(size=9, black_engine=engine))
        await settle(pilot, screen)
        assert "no answer within 0.5 seconds" in screen.message
        assert screen.game.to_move is Color.BLACK
        assert not screen.match.computers
        assert screen.session.taken_over == {Color.BLACK: "Fake"}
        assert "Black to play: you\n" in panel_text(screen)
        await click_point(pilot, "E5")
        assert screen.game.move_number == 1
        assert screen.game.board[from_vertex("E5", 9)] is Color.BLACK


async def test_an_engine_that_answers_garbage_leaves_once(data_dir: Path, tmp_path: Path) -> None:
    engine = EngineChoice(fake_engine(tmp_path, reply="E5 is a good move"))
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, Settings(size=9, white_engine=engine))
        await settle(pilot, screen)
        await click_point(pilot, "D4")
        await settle(pilot, screen)
        assert "Fake did not answer as a GTP engine should" in screen.message
        assert "you play White from now on" in screen.message
        assert "White to play: you\n" in panel_text(screen)
        assert screen.game.move_number == 1
        assert screen.match.person_to_move
        assert screen.match.next_task() is None


async def test_an_illegal_engine_move_is_refused_and_explained(
    data_dir: Path, tmp_path: Path
) -> None:
    engine = EngineChoice(fake_engine(tmp_path, answer="E5"))
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, Settings(size=9, white_engine=engine))
        await settle(pilot, screen)
        await click_point(pilot, "E5")
        await settle(pilot, screen)
        assert "Fake chose E5, which is not allowed" in screen.message
        assert "already a stone" in screen.message
        assert screen.game.move_number == 1
        assert screen.game.to_move is Color.WHITE


async def test_the_game_can_be_saved_and_quit_while_the_engine_thinks(
    data_dir: Path, tmp_path: Path
) -> None:
    engine = EngineChoice(fake_engine(tmp_path, hang=True), move_timeout=60)
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, Settings(size=9, white_engine=engine))
        await settle(pilot, screen)
        await click_point(pilot, "E5")
        assert screen.thinking is Color.WHITE
        assert "thinking" in screen.message
        await click_point(pilot, "D4")  # not Black's turn: refused, the engine thinks on
        assert screen.game.move_number == 1
        assert "Wait a moment: Fake is to play and thinking" in screen.message
        await type_keys(pilot, "ctrl+s")
        target = tmp_path / "during.sgf"
        app.screen.query_one("#path").value = str(target)  # type: ignore[attr-defined]
        await type_keys(pilot, "enter")
        assert len(load_sgf(target.read_bytes()).game.moves) == 1
        process = screen.match.computers[Color.WHITE].gtp.process
        await type_keys(pilot, "q", "enter")
    assert process.poll() is not None  # the thinking engine was stopped


async def test_the_new_game_dialog_chooses_a_computer_per_colour(
    data_dir: Path, tmp_path: Path
) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        dialog = await new_game_dialog(pilot)
        levels = [dialog.query_one(f"#{color}_level", Input) for color in ("black", "white")]
        assert not any(level.display for level in levels)  # only with a computer
        dialog.query_one("#black_player", Select).value = "gnugo"
        dialog.query_one("#white_player", Select).value = "other"
        await pilot.pause()
        assert [level.display for level in levels] == [True, False]
        assert levels[0].value == "10"  # GNU Go's own default
        assert dialog.query_one("#size", Select).value == 19  # only the built-in one is 9x9
        assert not dialog.query_one("#black", Input).display  # no name to type for GNU Go
        for bad in ("12", "²", "\u0661"):  # "²".isdigit() is true, but int() refuses it
            levels[0].value = bad
            assert dialog.settings() is None
            assert "from 1 to 10" in str(dialog.query_one("#error").render())
        levels[0].value = "2"
        assert dialog.settings() is None  # the other engine needs its command
        assert "pachi" in str(dialog.query_one("#error").render())
        command = fake_engine(tmp_path)
        dialog.query_one("#white_command", Input).value = command
        settings = dialog.settings()
        assert settings is not None
        assert settings.black_engine == EngineChoice("gnugo", 2)
        assert settings.white_engine == EngineChoice(command)


async def test_the_built_in_computer_in_the_dialog_is_gentle_on_9x9(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        dialog = await new_game_dialog(pilot)
        dialog.query_one("#white_player", Select).value = "computer"
        await pilot.pause()
        assert dialog.query_one("#size", Select).value == 9
        level = dialog.query_one("#white_level", Input)
        assert level.display
        assert level.value == "3"
        assert not dialog.query_one("#white_command", Input).display
        settings = dialog.settings()
        assert settings is not None
        assert settings.size == 9
        assert settings.white_engine == EngineChoice("computer", 3)
        assert settings.black_engine is None
        await type_keys(pilot, "escape")
        await type_keys(pilot, "p")  # again, the size chosen first: the computer keeps it
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        dialog.query_one("#size", Select).value = 13
        await pilot.pause()
        dialog.query_one("#black_player", Select).value = "computer"
        await pilot.pause()
        assert dialog.query_one("#size", Select).value == 13
        settings = dialog.settings()
        assert settings is not None
        assert (settings.size, settings.black_engine) == (13, EngineChoice("computer", 3))


async def test_the_dialog_opened_with_a_computer_keeps_its_level(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        app.new_game(Settings(size=19, white_engine=EngineChoice.computer(7)))
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        assert dialog.query_one("#white_level", Input).value == "7"
        assert dialog.query_one("#size", Select).value == 19
        settings = dialog.settings()
        assert settings is not None
        assert settings.white_engine == EngineChoice("computer", 7)
