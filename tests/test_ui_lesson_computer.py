"""Learn leads into play: lesson games against the built-in computer, in the Textual pilot.

The chapter 3 and 5 game steps offer the computer (or a friend at the keyboard), the
computer answers in a worker while the board stays live, a finished game says who won
and counts as done, an engine that dies is reported and the learner plays on, and the
last step of chapter 12 opens a 9x9 game against the computer on the game screen.
Tests marked slow run the real player (``go-tui gtp --level N``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from engine_support import fake_engine
from textual.pilot import Pilot
from textual.widgets import Button
from ui_support import enter

from go_tui.engine import Color, from_vertex
from go_tui.i18n import set_language
from go_tui.learn import Chapter, GameStep, Progress, Status, load_lessons
from go_tui.play import computer
from go_tui.ui.app import GoApp
from go_tui.ui.lesson_steps.game import GameController, NewGameController
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.lessons import LessonScreen, builtin_lessons

SIZE = (80, 24)
CHAPTERS = {chapter.number: chapter for chapter in builtin_lessons().chapters}


def lesson_app(chapter: Chapter, step_id: str) -> GoApp:
    start = chapter.index(step_id)
    return GoApp(
        opening=lambda app: app.push_screen(LessonScreen(chapter, Progress.load(), start=start))
    )


def lesson_screen(app: GoApp) -> LessonScreen:
    screen = app.screen
    assert isinstance(screen, LessonScreen), screen
    return screen


def game_controller(screen: LessonScreen) -> GameController:
    controller = screen.controller
    assert isinstance(controller, GameController), controller
    return controller


def buttons(screen: LessonScreen) -> list[str]:
    return [
        str(button.label) for button in screen.query("#lesson-opponents Button").results(Button)
    ]


async def until(pilot: Pilot[object], done: Callable[[], bool], seconds: float = 60) -> None:
    """Let the app run until ``done()``: the computer thinks in a worker."""
    for _ in range(int(seconds / 0.05)):
        if done():
            return
        await pilot.pause(0.05)
    raise AssertionError("still waiting for the computer")


def stone(controller: GameController, vertex: str) -> Color | None:
    game = controller.game
    return game.board[from_vertex(vertex, game.size)]


async def test_the_chapter_3_game_offers_the_computer_and_a_friend(data_dir: Path) -> None:
    app = lesson_app(CHAPTERS[3], "first-capture-wins")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        controller = game_controller(screen)
        assert buttons(screen) == [
            "1  Against the computer (level 1)",
            "2  Against a friend at this keyboard",
        ]
        computers = controller.match.computers
        assert [
            (color, c.choice.level, c.choice.capture_goal) for color, c in computers.items()
        ] == [(Color.WHITE, 1, 1)]
        assert controller.match.thinking is None  # nothing started before the first move
        await pilot.press("2")
        await pilot.pause()
        assert screen.message == "A new game: Black begins."
        assert not controller.match.computers
        await enter(pilot, "e5", "d5")
        assert (stone(controller, "E5"), stone(controller, "D5")) == (Color.BLACK, Color.WHITE)
        await pilot.click("#lesson-opponents Button")  # the first: the computer again
        await pilot.pause()
        assert controller.game.move_number == 0
        assert screen.message == "A new game against Computer (level 1): you are Black and begin."
        assert Color.WHITE in controller.match.computers


async def test_the_choice_is_worded_in_dutch(data_dir: Path) -> None:
    set_language("nl")
    app = lesson_app(CHAPTERS[5], "play-territory-go")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert buttons(lesson_screen(app)) == [
            "1  Tegen de computer (niveau 1)",
            "2  Tegen een vriend aan dit toetsenbord",
        ]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("chapter", "step_id", "level"),
    [
        (3, "first-capture-wins", 1),
        (3, "five-captures-win", 2),
        (5, "play-territory-go", 1),
        (12, "capture-go-warm-up", 1),
    ],
)
async def test_a_learners_move_gets_the_computers_reply(
    data_dir: Path, chapter: int, step_id: str, level: int
) -> None:
    app = lesson_app(CHAPTERS[chapter], step_id)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        controller = game_controller(screen)
        assert controller.match.computers[Color.WHITE].choice.level == level
        await enter(pilot, "e5")
        assert stone(controller, "E5") is Color.BLACK
        await until(pilot, lambda: controller.game.move_number == 2)
        reply = controller.game.last_move
        assert reply is not None
        assert reply.color is Color.WHITE
        assert reply.point is not None
        assert screen.message.startswith("Black plays E5. White plays ")
        assert controller.match.person_to_move
        assert Color.WHITE in controller.match.computers  # it did not fail


FIRST_CAPTURE = """
[chapter]
id = "play"
number = 1
title = { en = "Play", nl = "Spelen" }

[[step]]
id = "slag-go"
kind = "game"
capture_goal = 1
size = 5
opponent = "computer"
level = 1
text = { en = "The first capture wins.", nl = "De eerste slag wint." }
"""


@pytest.fixture
def capture_chapter(data_dir: Path, tmp_path: Path) -> Chapter:
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "01-play.toml").write_text(FIRST_CAPTURE, encoding="utf-8")
    lessons = load_lessons(folder)
    assert not lessons.problems, [str(p) for p in lessons.problems]
    return lessons.chapters[0]


def fake_computer(monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    """The built-in computer's command line is a scripted engine's."""
    monkeypatch.setattr(computer, "computer_command", lambda level, goal=0: command)


async def test_a_game_won_against_the_computer_says_so_and_counts_as_done(
    capture_chapter: Chapter, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_computer(monkeypatch, fake_engine(tmp_path, answer="A1"))
    app = lesson_app(capture_chapter, "slag-go")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        controller = game_controller(screen)
        await enter(pilot, "a2")
        await until(pilot, lambda: controller.game.move_number == 2)
        assert screen.message == "Black plays A2. White plays A1."
        await enter(pilot, "b1")
        assert controller.game.is_over
        assert screen.message.splitlines() == [
            "Black captured 1: Black wins",
            "You won! r⏎ for another game, ] to go on.",
        ]
        assert screen.progress.status(capture_chapter.id, "slag-go") is Status.SOLVED
        await enter(pilot, "r")
        assert controller.game.move_number == 0


async def test_the_board_stays_live_while_the_computer_thinks(
    capture_chapter: Chapter, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_computer(monkeypatch, fake_engine(tmp_path, hang=True))
    app = lesson_app(capture_chapter, "slag-go")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        controller = game_controller(screen)
        await enter(pilot, "c3")
        await until(pilot, lambda: Color.WHITE in controller.match.ready)
        assert controller.match.thinking is Color.WHITE
        status = str(screen.query_one("#lesson-status").render())
        assert status.startswith("Computer (level 1) is thinking…")
        assert screen.board_view.ghost is None
        await enter(pilot, "d4")
        assert screen.message.startswith("Wait a moment: Computer (level 1) is to play")
        assert controller.game.move_number == 1
        await enter(pilot, "r")  # a new game: the thinking computer is stopped
        assert controller.game.move_number == 0
        assert controller.match.thinking is None


async def test_a_computer_that_dies_is_reported_and_the_learner_plays_on(
    capture_chapter: Chapter, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_computer(monkeypatch, fake_engine(tmp_path, crash_after=0))
    app = lesson_app(capture_chapter, "slag-go")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        controller = game_controller(screen)
        await enter(pilot, "c3")
        await until(pilot, lambda: not controller.match.computers)
        assert "you play White from now on" in screen.message, screen.message
        assert controller.game.move_number == 1  # nothing was played for White
        assert str(screen.query_one("#lesson-status").render()).startswith("White to play")
        await enter(pilot, "d3")
        assert stone(controller, "D3") is Color.WHITE


@pytest.mark.parametrize(("key", "level"), [("1", 2), ("2", None)])
async def test_the_last_step_of_chapter_12_opens_a_9x9_game_against_the_computer(
    data_dir: Path, key: str, level: int | None
) -> None:
    chapter = CHAPTERS[12]
    last = chapter.steps[-1]
    assert isinstance(last, GameStep)
    assert last.new_game
    app = lesson_app(chapter, last.id)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        assert isinstance(screen.controller, NewGameController)
        assert buttons(screen) == [
            "1  Against the computer (level 2)",
            "2  Against a friend at this keyboard",
        ]
        await pilot.press(key)
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen), game_screen
        assert not any(isinstance(s, LessonScreen) for s in app.screen_stack)
        match = game_screen.match
        assert (match.game.size, match.game.komi, match.game.to_move) == (9, 6.5, Color.BLACK)
        levels = {color: c.choice.level for color, c in match.computers.items()}
        assert levels == ({Color.WHITE: level} if level else {})
        assert screen.progress.status(chapter.id, last.id) is Status.SOLVED
