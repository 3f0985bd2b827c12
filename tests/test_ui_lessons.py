"""The lesson screens, driven as a learner would: keys and clicks on a small chapter.

The chapter is written here (one step of every kind, proven by the lesson
checker like any other) so the tests do not move when the built-in lessons do.
"""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList
from ui_support import FooterKey, engine_answered, enter

from go_tui.engine import Color, from_vertex
from go_tui.i18n import set_language, t
from go_tui.learn import (
    ExerciseAttempt,
    Explanation,
    Feedback,
    GameStep,
    Lessons,
    MoveExercise,
    Progress,
    SequenceExercise,
    Status,
    Step,
    load_lessons,
)
from go_tui.ui.app import GoApp
from go_tui.ui.entry import Mistyped, TypedNumber, read_entry
from go_tui.ui.lesson_steps import CONTROLLERS
from go_tui.ui.lesson_steps.game import GameController
from go_tui.ui.screens.lessons import LessonListScreen, LessonScreen, builtin_lessons
from go_tui.ui.widgets.board import Mark
from go_tui.ui.widgets.entry_line import EntryLine

CHAPTER = '''
[chapter]
id = "ui-test"
number = 1
title.en = "A chapter for the screen tests"
title.nl = "Een hoofdstuk voor de schermtests"
intro.en = "Every kind of step once."
intro.nl = "Elke soort stap een keer."

[[step]]
id = "intro"
kind = "text"
title.en = "Liberties"
title.nl = "Vrijheden"
text.en = """
A *liberty* is an empty point
next to a stone.

Press Enter to see White come closer."""
text.nl = """
Een *vrijheid* is een leeg punt
naast een steen.

Druk op Enter om wit dichterbij te zien komen."""
board = """
. . . . .
. . . . .
. . X . .
. . . . .
. . . . .
"""
demo = ["W C4", "W B3"]

[[step]]
id = "take-it"
kind = "move"
goal = "capture"
answer = "C4"
target = "C3"
text.en = "Black to play. Capture the white stone."
text.nl = "Zwart aan zet. Sla de witte steen."
hint.en = "It has one liberty left."
hint.nl = "Hij heeft nog een vrijheid."
explain.en = "C4 was its last liberty."
explain.nl = "C4 was zijn laatste vrijheid."
board = """
. . . . .
. . . . .
. X O X .
. . X . .
. . . . .
"""

[[step.wrong]]
at = "E5"
reply = "C4"
text.en = "Too far away: White runs out."
text.nl = "Te ver weg: wit loopt weg."

[[step]]
id = "two-steps"
kind = "sequence"
goal = "capture"
target = "B2"
lines = ["B3 B1 C1"]
text.en = "Black to play. Capture the white stone in two moves."
text.nl = "Zwart aan zet. Sla de witte steen in twee zetten."
board = """
. . . . .
. . . . .
. . . . .
X O X . .
X . . . .
"""

[[step.wrong]]
at = "B1"
reply = "B3"
text.en = "White runs out upwards."
text.nl = "Wit loopt naar boven weg."

[[step]]
id = "mark-liberties"
kind = "mark"
ask = "liberties"
target = "C3"
answer = ["B3", "E3", "C4", "D4", "C2", "D2"]
text.en = "Mark every liberty of the two black stones, then type c and Enter."
text.nl = "Markeer alle vrijheden van de twee zwarte stenen en typ c en Enter."
board = """
. . . . .
. . . . .
. . X X .
. . . . .
. . . . .
"""

[[step]]
id = "count-liberties"
kind = "count"
ask = "liberties"
target = "C3"
answer = 4
text.en = "How many liberties does the black stone have?"
text.nl = "Hoeveel vrijheden heeft de zwarte steen?"
hint.en = "Count the empty points next to it."
hint.nl = "Tel de lege punten ernaast."
explain.en = "Four: up, down, left and right."
explain.nl = "Vier: boven, onder, links en rechts."
board = """
. . . . .
. . . . .
. . X . .
. . . . .
. . . . .
"""

[[step]]
id = "may-black"
kind = "choice"
ask = "legal"
at = "B4"
answer = "no"
text.en = "May Black play at B4?"
text.nl = "Mag zwart op B4 spelen?"
board = """
. O . . .
O . O . .
. O . . .
. . . . .
. . . . .
"""

[[step]]
id = "first-capture"
kind = "game"
capture_goal = 1
size = 5
text.en = "Capture go: whoever captures first wins."
text.nl = "Slag-go: wie het eerst slaat, wint."
'''

STEP = {
    name: n
    for n, name in enumerate(
        ["intro", "move", "sequence", "mark", "count", "choice", "game"],
    )
}
SIZE = (100, 32)


@pytest.fixture
def lessons(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Lessons:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("en")
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "01-ui.toml").write_text(CHAPTER, encoding="utf-8")
    loaded = load_lessons(folder)
    assert not loaded.problems, [str(p) for p in loaded.problems]
    return loaded


OPTIONS = [
    (
        "So that the same position cannot come back again and again for ever",
        "Zodat dezelfde stelling niet steeds maar weer terug kan komen",
    ),
    (
        "So that a game always ends, whoever plays and however long it takes",
        "Zodat een partij altijd eindigt, wie er ook speelt en hoe lang ook",
    ),
    (
        "So that White also gets a fair chance to answer each move of Black",
        "Zodat wit ook een eerlijke kans krijgt om elke zet van zwart te beantwoorden",
    ),
]
"""The options of a choice, each longer than the text beside the board is wide."""
PLAYER_CHAPTER = (
    """
[chapter]
id = "player-test"
number = 2
title.en = "The player's own sentences"
title.nl = "De eigen zinnen van de speler"

[[step]]
id = "options"
kind = "choice"
ask = "text"
answer = 2
text.en = "Why does this rule exist?"
text.nl = "Waarom bestaat deze regel?"
options = [
"""
    + "".join(f'  {{ en = "{en}", nl = "{nl}" }},\n' for en, nl in OPTIONS)
    + '''
]
board = """
. . .
. . .
. . .
"""

[[step]]
id = "labels"
kind = "mark"
ask = "legal"
to_play = "white"
among = ["a", "b", "c", "d"]
answer = ["a", "b", "d"]
text.en = "On which of A, B, C and D may White play?"
text.nl = "Op welke van A, B, C en D mag wit spelen?"
hint.en = "A stone needs a liberty."
hint.nl = "Een steen heeft een vrijheid nodig."
explain.en = """
C is surrounded
by black stones.

A, B and D are free."""
explain.nl = """
C is omringd
door zwarte stenen.

A, B en D zijn vrij."""
board = """
a . . . b
. . . . .
. X . . .
X c X . d
. X . . .
"""

[[step]]
id = "score"
kind = "count"
ask = "score"
color = "black"
prisoners = [2, 0]
answer = 12
text.en = "How many points does Black have?"
text.nl = "Hoeveel punten heeft zwart?"
board = """
. . X O .
. . X O .
. . X O .
. . X O .
. . X O .
"""

[[step]]
id = "yes-no"
kind = "choice"
ask = "legal"
at = "C3"
answer = "yes"
text.en = "May Black play at C3?"
text.nl = "Mag zwart op C3 spelen?"
board = """
. . . . .
. . . . .
. . . . .
. . . . .
. . . . .
"""

[[step]]
id = "atari-q"
kind = "choice"
ask = "atari"
target = "C3"
answer = "no"
text.en = "Is the black stone in atari?"
text.nl = "Staat de zwarte steen atari?"
board = """
. . . . .
. . . . .
. . X O .
. . O . .
. . . . .
"""

[[step]]
id = "end"
kind = "text"
text.en = "That is all."
text.nl = "Dat is alles."
'''
)
PLAYER_STEP = {
    name: n for n, name in enumerate(["options", "labels", "score", "yes-no", "atari-q", "end"])
}


@pytest.fixture
def player(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Lessons:
    """A chapter for the player's own words: long options, labels, a score, the last step."""
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("en")
    folder = tmp_path / "player"
    folder.mkdir()
    (folder / "02-player.toml").write_text(PLAYER_CHAPTER, encoding="utf-8")
    loaded = load_lessons(folder)
    assert not loaded.problems, [str(p) for p in loaded.problems]
    return loaded


async def open_player_step(pilot: Pilot[Any], name: str) -> LessonScreen:
    """Open the player chapter at the step ``name``."""
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen)
    while screen.index < PLAYER_STEP[name]:
        await pilot.press("pagedown")
    await pilot.pause()
    return screen


def lesson_app(lessons: Lessons) -> GoApp:
    return GoApp(opening=lambda app: app.push_screen(LessonListScreen(lessons)))


async def open_step(pilot: Pilot[Any], name: str) -> LessonScreen:
    """From the chapter list, open the chapter and step forward to the step ``name``."""
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen)
    while screen.index < STEP[name]:
        await pilot.press("pagedown")
    await pilot.pause()
    assert screen.index == STEP[name]
    return screen


async def click(pilot: Pilot[Any], screen: LessonScreen, vertex: str) -> None:
    """Click the intersection ``vertex`` of the lesson board with the mouse."""
    view = screen.board_view
    target = from_vertex(vertex, view.board.size)
    offset = next(
        (x, y)
        for y in range(view.size.height)
        for x in range(view.size.width)
        if view.point_at(x, y) == target
    )
    assert await pilot.click(view, offset=offset)
    await pilot.pause()
    await engine_answered(pilot)  # a move is judged in a thread


def stone(screen: LessonScreen, vertex: str) -> Color | None:
    board = screen.board_view.board
    return board[from_vertex(vertex, board.size)]


def saved(tmp_path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((tmp_path / "data" / "progress.json").read_text())
    return data["lessons"]["ui-test"]


async def test_the_list_shows_each_chapter_with_its_progress(lessons: Lessons) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonListScreen)
        line = str(screen.query_one("#chapters", OptionList).get_option_at_index(0).prompt)
        assert "A chapter for the screen tests" in line
        assert "0/5 solved" in line
        assert "Every kind of step once." in str(screen.query_one("#chapter-intro").render())


async def test_an_explanation_keeps_paragraphs_and_steps_through_its_demo(
    lessons: Lessons,
) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "intro")
        text = str(screen.query_one("#lesson-text").render())
        assert "A liberty is an empty point next to a stone.\n\nPress Enter" in text
        assert stone(screen, "C4") is None
        await pilot.press("enter")
        assert stone(screen, "C4") is Color.WHITE
        assert stone(screen, "B3") is None
        assert screen.message == "White plays C4."
        await pilot.press("enter")
        assert stone(screen, "B3") is Color.WHITE
        await pilot.press("enter")  # after the last move the demonstration starts over
        assert stone(screen, "C4") is None


async def test_a_move_exercise_says_why_a_move_is_wrong_and_takes_the_right_one(
    lessons: Lessons, tmp_path: Path
) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "move")
        await click(pilot, screen, "B3")
        assert screen.message.startswith("There is already a stone on B3.")
        await click(pilot, screen, "E5")  # the teacher's reason and White's punishment
        assert "Too far away: White runs out." in screen.message
        assert "The answer to that: White C4." in screen.message
        assert stone(screen, "C4") is Color.WHITE
        assert screen.board_view.overlays[from_vertex("E5", 5)] is Mark.WRONG
        await click(pilot, screen, "A1")
        assert screen.message.startswith("A1 does not capture the stones it is about.")
        assert stone(screen, "C4") is None  # the punishment was taken back
        await pilot.press("question_mark")
        assert screen.message == "Hint: It has one liberty left."
        await click(pilot, screen, "C4")
        assert screen.message.startswith("Right! C4 was its last liberty.")
        assert stone(screen, "C3") is None
        assert saved(tmp_path)["steps"]["take-it"] == {"status": "solved", "tries": 4}


async def test_show_answer_marks_the_right_point_and_counts_as_revealed(
    lessons: Lessons, tmp_path: Path
) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "move")
        await click(pilot, screen, "E5")
        await enter(pilot, "a")
        assert screen.message.startswith("The answer: C4\nC4 was its last liberty.")
        assert screen.board_view.overlays[from_vertex("C4", 5)] is Mark.RIGHT
        assert stone(screen, "E5") is None
        assert stone(screen, "C4") is None
        assert saved(tmp_path)["steps"]["take-it"]["status"] == "revealed"
        await click(pilot, screen, "C4")  # the exercise is over until a retry
        assert screen.message.startswith("This exercise is finished")
        await enter(pilot, "r")
        await click(pilot, screen, "C4")
        assert screen.message.startswith("Right!")
        assert saved(tmp_path)["steps"]["take-it"]["status"] == "solved"


async def test_a_sequence_answers_each_right_move_and_refutes_a_wrong_one(
    lessons: Lessons,
) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "sequence")
        await click(pilot, screen, "B1")
        assert "White runs out upwards." in screen.message
        assert "White B3" in screen.message
        assert stone(screen, "B3") is Color.WHITE
        await click(pilot, screen, "B3")  # the wrong move and its refutation go first
        assert screen.message.startswith("Good. Your opponent answers; play on. White plays B1.")
        assert stone(screen, "B3") is Color.BLACK
        assert stone(screen, "B1") is Color.WHITE
        await enter(pilot, "r")
        assert stone(screen, "B3") is None
        assert stone(screen, "B1") is None
        await click(pilot, screen, "B3")
        await click(pilot, screen, "C1")
        assert screen.message.startswith("Right!")
        assert stone(screen, "B2") is None
        assert stone(screen, "B1") is None


async def test_a_mark_exercise_toggles_points_and_checks_them_together(
    lessons: Lessons,
) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "mark")
        await click(pilot, screen, "B3")
        await click(pilot, screen, "A1")
        await click(pilot, screen, "A1")  # a second click takes the mark off
        assert screen.board_view.overlays == {from_vertex("B3", 5): Mark.MARKED}
        await enter(pilot, "c")
        assert screen.message.startswith("Not yet: 5 missing, 0 too many.")
        await click(pilot, screen, "A5")
        for vertex in ("E3", "C4", "D4", "C2"):
            await click(pilot, screen, vertex)
        screen.board_view.cursor = from_vertex("D2", 5)
        await pilot.press("space")  # the keyboard marks too
        await enter(pilot, "c")
        assert screen.message.startswith("Not yet: 0 missing, 1 too many.")
        assert screen.board_view.overlays[from_vertex("A5", 5)] is Mark.WRONG
        await click(pilot, screen, "A5")
        await enter(pilot, "c")
        assert screen.message.startswith("Right!")


async def test_a_count_exercise_takes_a_typed_number(lessons: Lessons) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "count")
        await pilot.press("3", "enter")
        assert screen.message.startswith("3 is too few. Count again.")
        await pilot.press("backspace", "4", "enter")
        assert screen.message.startswith("Right! Four: up, down, left and right.")


async def test_a_count_takes_a_number_word_and_says_to_type_a_number(lessons: Lessons) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "count")
        await pilot.press(*"three", "enter")
        assert screen.message.startswith("3 is too few. Count again.")
        await pilot.press(*"b+5", "enter")
        assert "is no number. Type just the number" in str(screen.entry_line.render())
        await pilot.press(*"four", "enter")
        assert screen.message.startswith("Right! Four: up, down, left and right.")


def test_number_words_in_both_languages() -> None:
    commands: dict[str, str] = {}
    assert read_entry("drie", 9, commands, numbers=True) == TypedNumber("3")
    assert read_entry("Twelve", 9, commands, numbers=True) == TypedNumber("12")
    assert read_entry("B+5", 9, commands, numbers=True) == Mistyped("not_number", {"text": "B+5"})
    assert read_entry("three", 9, commands) == Mistyped("unknown", {"text": "three"})


async def test_the_lesson_keys_work_while_typing_a_count(lessons: Lessons) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "count")
        line = screen.query_one(EntryLine)
        assert str(line.render()) == "Type your count, then Enter."
        await pilot.press("3", "question_mark")  # ? gives the hint at once
        assert screen.typed == "3"
        assert "> 3" in str(line.render())
        assert screen.message == "Hint: Count the empty points next to it."
        await pilot.press("enter")
        assert screen.message.startswith("3 is too few. Count again.")
        await enter(pilot, "r")  # a letter is a command, even while counting
        assert screen.typed == ""
        assert str(line.render()) == "Type your count, then Enter."
        assert screen.message.startswith("Try again")
        await pilot.press("4", "enter")
        assert screen.message.startswith("Right!")


async def test_a_choice_takes_keys_and_buttons_and_gives_the_engines_reason(
    lessons: Lessons,
) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "choice")
        assert screen.board_view.overlays == {}
        buttons = {button.name: button for button in screen.query("#lesson-choices Button")}
        assert list(buttons) == ["yes", "no"]
        await enter(pilot, "y")
        assert screen.message.startswith("That is not right. A stone on B4 would")
        await pilot.press("2")  # the second choice: No
        assert screen.message.startswith("Right!")
        await enter(pilot, "r")
        assert screen.message.startswith("Try again")
        await pilot.click(buttons["no"])
        await pilot.pause()
        assert screen.message.startswith("Right!")


async def test_a_game_step_is_played_hot_seat_to_the_first_capture(
    lessons: Lessons, tmp_path: Path
) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "game")
        for vertex in ("A2", "A1"):
            await click(pilot, screen, vertex)
        await click(pilot, screen, "A2")
        assert screen.message.startswith("There is already a stone on A2.")
        await click(pilot, screen, "B1")
        assert screen.message.startswith("Black captured 1: Black wins")
        assert stone(screen, "A1") is None
        assert saved(tmp_path)["steps"]["first-capture"]["status"] == "solved"
        await enter(pilot, "r")
        assert stone(screen, "A2") is None


async def test_progress_is_saved_at_once_and_resumed_after_a_restart(
    lessons: Lessons, tmp_path: Path
) -> None:
    async with lesson_app(lessons).run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "move")
        await click(pilot, screen, "C4")
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
    assert saved(tmp_path)["current"] == "mark-liberties"
    progress = Progress.load()
    assert progress.status("ui-test", "take-it") is Status.SOLVED
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        listing = app.screen
        assert isinstance(listing, LessonListScreen)
        line = str(listing.query_one("#chapters", OptionList).get_option_at_index(0).prompt)
        assert "1/5 solved" in line
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert screen.step.id == "mark-liberties"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is listing


async def test_a_damaged_progress_file_is_set_aside_with_one_warning(
    lessons: Lessons, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "progress.json").write_text("{ not json")
    warnings: list[str] = []
    monkeypatch.setattr(GoApp, "notify", lambda self, message, **_: warnings.append(message))
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
    assert len(warnings) == 1
    assert "could not be read" in warnings[0]
    assert list((tmp_path / "data").glob("progress.json.damaged-*"))


async def test_the_lesson_speaks_the_apps_language(lessons: Lessons) -> None:
    set_language("nl")
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "move")
        assert "Zwart aan zet. Sla de witte steen." in str(
            screen.query_one("#lesson-text").render()
        )
        await click(pilot, screen, "A1")
        assert screen.message.startswith("Met A1 sla je niet de stenen waar het om gaat.")
        assert "stap 2 van 7" in str(screen.query_one("#lesson-heading").render())
    set_language("en")


def test_every_kind_of_step_has_its_controller() -> None:
    def kinds(cls: type[Step]) -> set[type[Step]]:
        below = {kind for sub in cls.__subclasses__() for kind in kinds(sub)}
        return below | ({cls} if "kind" in vars(cls) else set())

    assert kinds(Step) == set(CONTROLLERS)
    assert kinds(Step) >= {Explanation, GameStep, MoveExercise, SequenceExercise}


class Host:
    """The lesson screen as a controller sees it, writing down what it is told."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.status: list[Status] = []

    def say(self, text: str, tone: str = "") -> None:
        self.said.append(text)

    def draw(self, extra: object = None) -> None:
        pass

    def record(self, status: Status) -> None:
        self.status.append(status)

    def recorded(self) -> Status | None:
        return self.status[-1] if self.status else None

    def refresh_bindings(self) -> None:
        pass


def test_a_counted_game_step_ends_after_two_passes_with_the_count() -> None:
    set_language("en")
    chapter = next(c for c in load_lessons(prove=False).chapters if c.number == 5)
    step = next(s for s in chapter.steps if isinstance(s, GameStep))
    assert step.counted
    assert step.against_computer
    host = Host()
    controller = GameController(step, host)
    controller.choose_number(2)  # a friend at the keyboard, not the computer
    assert host.said[-1] == t("lessons.game_again")
    assert not controller.match.computers
    controller.point_chosen(from_vertex("E5", 9))
    assert host.said[-1] == "Black plays E5."
    controller.pass_turn()
    assert host.said[-1].startswith("White passes.")
    assert not controller.game.is_over
    controller.pass_turn()
    assert controller.game.is_over
    assert host.said[-1].startswith("Black wins by 80 points")
    assert host.status == [Status.SOLVED]
    controller.point_chosen(from_vertex("A1", 9))
    assert host.said[-1] == t("lessons.game_over_again")
    controller.retry()
    assert controller.game.move_number == 0


def test_a_counted_game_with_open_borders_names_them_and_plays_on() -> None:
    set_language("en")
    chapter = next(c for c in load_lessons(prove=False).chapters if c.number == 5)
    step = next(s for s in chapter.steps if isinstance(s, GameStep))
    host = Host()
    controller = GameController(step, host)
    controller.choose_number(2)
    for vertex in ("E5", "E4", "D5"):
        controller.point_chosen(from_vertex(vertex, 9))
    controller.pass_turn()
    controller.pass_turn()
    assert not controller.game.is_over  # they may play on
    said = host.said[-1]
    assert said.startswith("Black passes.\n5 points are still open: F5, C4, D4, F4, D3.")
    assert "the game is over" not in said
    assert controller.game.to_move is Color.WHITE
    controller.point_chosen(from_vertex("D4", 9))
    assert host.said[-1] == "White plays D4."
    controller.pass_turn()
    controller.pass_turn()
    assert controller.game.is_over  # the second time it is counted as it stands
    said = host.said[-1]
    assert "still had an open border" in said
    assert "\nBlack: " in said
    assert " territory + 0 prisoners = " in said
    assert host.status == [Status.SOLVED]


async def test_the_learner_sees_a_ghost_stone_where_a_click_plays(lessons: Lessons) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "intro")
        assert screen.board_view.ghost is None  # an explanation: a click plays nothing
        screen = await open_step(pilot, "move")
        ghost = screen.board_view.ghost
        assert ghost is not None
        assert ghost.color is Color.BLACK
        assert not ghost.allows(from_vertex("B3", 5))  # a stone stands there
        assert ghost.allows(from_vertex("C4", 5))
        await click(pilot, screen, "C4")
        assert screen.message.startswith("Right!")
        assert screen.board_view.ghost is None  # solved: the board takes no more stones


async def test_a_move_on_a_page_that_only_explains_says_there_is_nothing_to_play(
    lessons: Lessons,
) -> None:
    app = GoApp(opening=lambda app: app.push_screen(LessonListScreen(builtin_lessons())))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert screen.index == 0
        assert not screen.controller.step.demo
        await pilot.press("e", "5", "enter")
        await pilot.pause()
        assert screen.message == "Nothing to play on this page: ] goes to the next step."
        assert stone(screen, "E5") is None


@pytest.mark.parametrize(
    ("language", "yes"), [("en", "y"), ("en", "yes"), ("nl", "j"), ("nl", "ja")]
)
async def test_a_yes_no_question_takes_the_word_of_either_language(
    player: Lessons, language: str, yes: str
) -> None:
    set_language(language)
    app = lesson_app(player)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_player_step(pilot, "yes-no")
        await enter(pilot, yes)
        assert screen.message.startswith(t("feedback.correct"))
    set_language("en")


async def test_the_last_step_does_not_send_the_learner_on(player: Lessons) -> None:
    app = lesson_app(player)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_player_step(pilot, "atari-q")
        assert "]" not in screen.message
        await enter(pilot, "n")
        assert "Press ] for the next step." in screen.message
        await pilot.press("pagedown")
        await pilot.pause()
        line = str(screen.query_one(EntryLine).render())
        assert line == "This is the last step: [ goes back, Escape to the chapter list."


async def test_show_answer_names_the_points_it_marks(player: Lessons) -> None:
    app = lesson_app(player)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_player_step(pilot, "labels")
        await enter(pilot, "answer")
        assert screen.message.startswith("The answer, marked on the board: A, B, D.")
        marked = {p for p, o in screen.board_view.overlays.items() if o is Mark.RIGHT}
        assert marked == {from_vertex(v, 5) for v in ("A5", "E5", "E2")}


async def test_an_explanation_is_reflowed_and_keeps_its_paragraphs(player: Lessons) -> None:
    """The teacher's line breaks are where the file wrapped; a blank line is a paragraph."""
    app = lesson_app(player)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_player_step(pilot, "labels")
        for vertex in ("A5", "E5", "E2"):
            await click(pilot, screen, vertex)
        await enter(pilot, "check")
        explained = "C is surrounded by black stones.\n\nA, B and D are free."
        assert screen.message.startswith("Right! " + explained)
        await enter(pilot, "answer")
        assert explained in screen.message


@pytest.mark.parametrize(("language", "size"), [("en", (80, 24)), ("nl", (120, 40))])
async def test_every_option_of_a_choice_is_shown_in_full_one_per_line(
    player: Lessons, language: str, size: tuple[int, int]
) -> None:
    set_language(language)
    app = lesson_app(player)
    async with app.run_test(size=size) as pilot:
        screen = await open_player_step(pilot, "options")
        side = screen.query_one("#lesson-side").region
        buttons = list(screen.query("#lesson-choices Button"))
        assert len(buttons) == len(OPTIONS)
        tops = [button.region.y for button in buttons]
        assert tops == sorted(set(tops))  # one under the other
        for button, option in zip(buttons, OPTIONS, strict=True):
            region = button.region
            assert region.x >= side.x
            assert region.right <= side.right
            text = option[1] if language == "nl" else option[0]
            assert region.width * region.height >= len(text) + 3  # wrapped, not cut off
    set_language("en")


async def test_the_text_beside_the_board_takes_the_room_of_a_wide_window(
    player: Lessons,
) -> None:
    app = lesson_app(player)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_player_step(pilot, "labels")
        assert screen.query_one("#lesson-side").region.width >= 56
        assert screen.board_view.region.width >= 56


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_every_footer_key_shows_on_80_columns(
    lessons: Lessons, player: Lessons, language: str
) -> None:
    """Every step of both chapters, as opened and after a wrong answer (hint, retry and
    show answer all offered): no key of the footer is cut off at 80x24."""
    set_language(language)
    for chapter in (lessons, player):
        app = lesson_app(chapter)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, LessonScreen)
            for index in range(len(screen.chapter.steps)):
                assert screen.index == index
                await pilot.pause()
                keys = list(screen.query(FooterKey))
                assert keys
                keys.sort(key=lambda k: k.region.x)
                ends = [0] + [k.region.right for k in keys]
                cut = [
                    f"{k.key_display} {k.description}"
                    for k, end in zip(keys, ends, strict=False)
                    if k.region.right > 80 or k.region.x < end  # off the edge, or covered
                ]
                assert cut == [], (screen.step.id, cut)
                await pilot.press("pagedown")
    set_language("en")


@pytest.mark.parametrize(("language", "check"), [("en", "check"), ("nl", "controleer")])
async def test_a_letter_the_board_shows_marks_its_point(
    player: Lessons, language: str, check: str
) -> None:
    """A and C are letters on the board: typed, they mark A and C, not show-answer and
    check; check and show-answer are typed as words, and the footer says so."""
    set_language(language)
    app = lesson_app(player)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_player_step(pilot, "labels")
        shown = {k.key_display for k in screen.query(FooterKey)}
        assert f"{check}⏎" in shown
        assert "c⏎" not in shown
        assert "a⏎" not in shown
        assert f"{check}⏎" in str(screen.query_one(EntryLine).render())
        await enter(pilot, "a", "c", "B", "d")
        marked = {p for p, o in screen.board_view.overlays.items() if o is Mark.MARKED}
        assert marked == {from_vertex(v, 5) for v in ("A5", "B2", "E5", "E2")}
        assert screen.recorded() is None  # nothing was checked nor shown
        await enter(pilot, check)
        assert screen.board_view.overlays[from_vertex("B2", 5)] is Mark.WRONG
        await enter(pilot, "c", check)
        assert screen.message.startswith(t("feedback.correct"))
    set_language("en")


async def test_a_wrong_mark_is_named_and_a_stone_is_no_liberty(lessons: Lessons) -> None:
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "mark")
        for vertex in ("B3", "A1"):
            await click(pilot, screen, vertex)
        await enter(pilot, "c")
        assert screen.message.startswith(
            "Not yet: 5 missing, 1 too many. Not to be marked: A1 (crossed on the board)."
        )
        await click(pilot, screen, "A1")
        await click(pilot, screen, "C3")  # one of the black stones themselves
        await enter(pilot, "c")
        assert "C3: a stone stands there, and this question asks for empty points." in (
            screen.message
        )


async def test_a_wrong_count_says_too_many_or_too_few_and_which_part(player: Lessons) -> None:
    app = lesson_app(player)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_player_step(pilot, "score")
        await pilot.press("1", "3", "enter")
        await pilot.pause()
        assert screen.message.startswith("13 is too many. Count again.")
        await pilot.press("1", "0", "enter")
        await pilot.pause()
        assert screen.message.startswith(
            "10 is too few. Count again. That is 2 off: as many as the prisoners."
        )


async def test_a_wrong_move_in_a_sequence_meets_the_defence_the_engine_finds(
    lessons: Lessons,
) -> None:
    """C1 has no reason of the teacher's: the search finds White's B3, after which the
    stone cannot be captured in the moves the lines take, and plays it."""
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "sequence")
        await click(pilot, screen, "C1")
        assert screen.message.startswith(
            "C1 does not catch them: after your opponent's answer, your next 3 moves cannot"
            " force their capture."
        )
        assert "The answer to that: White B3." in screen.message
        assert stone(screen, "B3") is Color.WHITE


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_a_wrong_choice_gets_what_the_engine_sees(player: Lessons, language: str) -> None:
    set_language(language)
    app = lesson_app(player)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_player_step(pilot, "atari-q")
        await pilot.press("1")
        await pilot.pause()
        reason = t("feedback.lesson.liberties", point="C3", count=2)
        assert screen.message.startswith(t("feedback.choice_wrong") + " " + reason)
    set_language("en")


@pytest.mark.parametrize(("lang", "said"), [("en", "Black passes."), ("nl", "Zwart past.")])
def test_a_pass_in_a_demonstration_is_said_as_a_pass(lang: str, said: str) -> None:
    from go_tui.engine.game import Move
    from go_tui.ui.lesson_words import played_text

    set_language(lang)
    assert played_text(Move(Color.BLACK, None), 9) == said


async def test_a_move_is_judged_in_a_thread_while_the_board_stays_live(
    lessons: Lessons, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The screen says the move is being judged; a verdict for an attempt retried
    meanwhile is dropped, and the next one is shown."""
    gate, entered = threading.Event(), threading.Event()
    real = ExerciseAttempt.judge

    def judge(attempt: ExerciseAttempt, answer: object) -> Feedback:
        assert threading.current_thread() is not threading.main_thread()  # never the UI's
        entered.set()
        assert gate.wait(10)
        return real(attempt, answer)

    monkeypatch.setattr(ExerciseAttempt, "judge", judge)
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "move")
        view = screen.board_view
        await pilot.click(view, offset=view.offset_of(from_vertex("E5", 5)))
        await pilot.pause()
        assert entered.wait(5)
        assert screen.judging
        assert screen.message == t("lessons.judging")
        view.cursor = from_vertex("A1", 5)
        await pilot.press("right")  # the board is live meanwhile
        await pilot.pause()
        assert view.cursor == from_vertex("B1", 5)
        await pilot.press("r", "enter")  # retry: the verdict on E5 is no longer wanted
        await pilot.pause()
        gate.set()
        await engine_answered(pilot)
        assert stone(screen, "C4") is None  # E5's punishment was not played
        assert screen.message == t("lessons.again")  # nor its verdict said
        await click(pilot, screen, "C4")
        assert screen.message.startswith("Right! C4 was its last liberty.")


async def test_a_chapter_finished_moves_the_list_on_and_opens_again_at_its_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finishing a chapter highlights the next one in the list; a finished chapter opens
    at its first step again, and Home and End go to the first and the last step."""
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "two"
    folder.mkdir()
    (folder / "01-ui.toml").write_text(CHAPTER, encoding="utf-8")
    (folder / "02-player.toml").write_text(PLAYER_CHAPTER, encoding="utf-8")
    two = load_lessons(folder)
    first = two.chapters[0]
    *before, last = first.exercises
    progress = Progress.load()
    for exercise in before:
        progress.record(first.id, exercise.id, Status.SOLVED)
    app = lesson_app(two)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        listing = app.screen
        assert isinstance(listing, LessonListScreen)
        chapters = listing.query_one("#chapters", OptionList)
        assert chapters.highlighted == 0
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        screen.progress.record(first.id, last.id, Status.SOLVED)  # the last exercise solved
        await pilot.press("escape")
        await pilot.pause()
        assert chapters.highlighted == 1  # on to the next chapter
        await pilot.press("up", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert screen.index == 0  # a finished chapter opens at its start
        await pilot.press("end")
        await pilot.pause()
        assert screen.index == len(first.steps) - 1
        await pilot.press("home")
        await pilot.pause()
        assert screen.index == 0


async def test_a_letter_typed_on_a_small_board_is_dropped_with_its_step() -> None:
    """Chapter 8 goes from a 7x7 step to a 9x9 one whose letter B stands off the 7x7 board:
    the ``b`` typed on the small board (a column there) is not read as that letter."""
    app = lesson_app(builtin_lessons())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*["down"] * 7, "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert screen.chapter.id == builtin_lessons().chapters[7].id
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.board_view.board.size == 7
        await pilot.press("b")
        assert screen.typed == "b"
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.board_view.board.size == 9
        assert screen.typed == ""
        assert app.return_code is None
        await pilot.press("b")
        assert "Enter: F1" in str(screen.entry_line.render())  # B stands on F1


async def test_two_steps_opened_at_once_open_one_after_the_other(lessons: Lessons) -> None:
    """Keys that arrive together can open steps before the last one is in: the second
    waits, and the choice's buttons (each with its id) are put in once."""
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "intro")
        choice = STEP["choice"]
        await asyncio.gather(*(screen.open_step(choice) for _ in range(3)))
        await pilot.pause()
        assert app.return_code is None
        assert screen.index == choice
        assert len(screen.query("#lesson-choices")) == 1


async def test_a_step_waiting_for_the_one_before_opens_nothing_once_the_screen_closed(
    lessons: Lessons,
) -> None:
    """Escape behind two step keys: the second step, waiting its turn, finds the screen
    gone and leaves it be."""
    app = lesson_app(lessons)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_step(pilot, "intro")
        first = asyncio.ensure_future(screen.open_step(STEP["choice"]))
        second = asyncio.ensure_future(screen.open_step(STEP["game"]))
        await asyncio.sleep(0)  # the first is putting its widgets in; the second waits
        app.pop_screen()
        await asyncio.gather(first, second)
        await pilot.pause()
        assert app.return_code is None
        assert screen.index == STEP["choice"]
