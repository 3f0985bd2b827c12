"""Every lesson step and every built-in problem, walked as a learner does: by keys.

Each chapter is stepped forward to its end and back to its start; each
exercise is answered once wrong and once right by typing points, numbers and
letter commands; each problem's right line is typed and one wrong move is
tried.  These follow the content: a new step or problem is walked without a
change here.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from textual.pilot import Pilot
from ui_support import burst, reading_done

from go_tui.engine import Color, Point, to_vertex
from go_tui.engine.scoring import margin_result
from go_tui.learn import (
    Chapter,
    ChoiceExercise,
    CountExercise,
    ExerciseAttempt,
    Explanation,
    GameStep,
    MarkExercise,
    MoveExercise,
    SequenceExercise,
    Step,
)
from go_tui.learn.progress import Progress
from go_tui.problems import (
    Attempt,
    Collection,
    Problem,
    ProblemProgress,
    State,
    builtin_collections,
)
from go_tui.problems.counting import COUNTING
from go_tui.ui.app import GoApp
from go_tui.ui.lesson_steps.exercise import ExerciseController
from go_tui.ui.lesson_steps.explanation import ExplanationController
from go_tui.ui.lesson_steps.game import GameController
from go_tui.ui.screens.lessons import LessonScreen, builtin_lessons
from go_tui.ui.screens.problems import ProblemScreen

SIZE = (100, 32)
CHAPTERS = builtin_lessons().chapters
COLLECTIONS = builtin_collections()

pytestmark = pytest.mark.slow  # every lesson step and every problem, by keys


async def type_point(pilot: Pilot[object], point: Point, size: int) -> None:
    """Type ``point`` as a learner would (``c3`` Enter), as fast as a typist; a problem's
    engine reading is waited for."""
    await burst(pilot, *to_vertex(point, size).lower(), "enter")
    await reading_done(pilot)


async def command(pilot: Pilot[object], word: str) -> None:
    """Type a command's letter or word (``c``, or ``check`` where C is a point's letter)."""
    await burst(pilot, *word, "enter")


def lesson_app(chapter: Chapter) -> GoApp:
    return GoApp(
        opening=lambda app: app.push_screen(LessonScreen(chapter, Progress.load(), start=0))
    )


def attempt_of(screen: LessonScreen) -> ExerciseAttempt | None:
    """The attempt at the exercise on screen, if the step is one."""
    controller = screen.controller
    return controller.attempt if isinstance(controller, ExerciseController) else None


def lesson_screen(app: GoApp) -> LessonScreen:
    screen = app.screen
    assert isinstance(screen, LessonScreen), screen
    return screen


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda c: c.id)
async def test_every_step_forward_to_the_end_and_back(data_dir: Path, chapter: Chapter) -> None:
    total = len(chapter.steps)
    app = lesson_app(chapter)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        for index in range(total):
            assert screen.index == index
            heading = str(screen.query_one("#lesson-heading").render())
            assert f"step {index + 1} of {total}" in heading
            await pilot.press("right_square_bracket")
            await pilot.pause()
        assert screen.index == total - 1
        assert "last step of the chapter" in screen.message
        for index in reversed(range(total)):
            assert screen.index == index
            await pilot.press("left_square_bracket")
            await pilot.pause()
        assert screen.index == 0
        assert lesson_screen(app) is screen


def wrong_point(step: MoveExercise | SequenceExercise, right: frozenset[Point]) -> Point:
    """An empty point that is no right first move."""
    board = step.position.diagram.board()
    size = board.size
    return next(
        (row, col)
        for row in range(size)
        for col in range(size)
        if board[(row, col)] is None and (row, col) not in right
    )


async def answer_wrong(pilot: Pilot[object], screen: LessonScreen, step: Step) -> None:
    size = screen.board_view.board.size
    if isinstance(step, MoveExercise | SequenceExercise):
        right = step.solution().points
        await type_point(pilot, wrong_point(step, right), size)
    elif isinstance(step, MarkExercise):
        points = sorted(step.answer)
        for point in points[1:] if points else [wrong_point_on(step)]:
            await type_point(pilot, point, size)
        await command(pilot, screen.command_key("check_marks").rstrip("⏎"))
    elif isinstance(step, CountExercise):
        await pilot.press(*str(int(step.answer) + 1), "enter")
    elif isinstance(step, ChoiceExercise):
        wrong = next(n for n, (key, _) in enumerate(step.choices, 1) if key != step.answer)
        await pilot.press(str(wrong))
    await pilot.pause()
    attempt = attempt_of(screen)
    assert attempt is not None, step.id
    assert not attempt.solved, (step.id, screen.message)
    assert screen.query_one("#lesson-feedback").has_class("wrong"), (step.id, screen.message)


def wrong_point_on(step: MarkExercise) -> Point:
    board = step.position.diagram.board()
    return next((row, col) for row in range(board.size) for col in range(board.size))


async def answer_right(pilot: Pilot[object], screen: LessonScreen, step: Step) -> None:
    size = screen.board_view.board.size
    if isinstance(step, MoveExercise):
        await type_point(pilot, min(step.answers), size)
    elif isinstance(step, SequenceExercise):
        attempt = attempt_of(screen)
        assert attempt is not None
        for _ in range(20):
            if attempt.solved:
                break
            played = [move.point for move in attempt.game.moves[len(step.position.moves) :]]
            line = next(line for line in step.lines if list(line[: len(played)]) == played)
            await type_point(pilot, line[len(played)], size)
    elif isinstance(step, MarkExercise):
        for point in sorted(step.answer):
            await type_point(pilot, point, size)
        await command(pilot, screen.command_key("check_marks").rstrip("⏎"))
    elif isinstance(step, CountExercise):
        await pilot.press(*step.solution().value, "enter")
    elif isinstance(step, ChoiceExercise):
        right = next(n for n, (key, _) in enumerate(step.choices, 1) if key == step.answer)
        await pilot.press(str(right))
    await pilot.pause()
    attempt = attempt_of(screen)
    assert attempt is not None, step.id
    assert attempt.solved, (step.id, screen.message)
    assert screen.query_one("#lesson-feedback").has_class("right"), (step.id, screen.message)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda c: c.id)
async def test_every_exercise_answered_wrong_then_right_by_keys(
    data_dir: Path, chapter: Chapter
) -> None:
    app = lesson_app(chapter)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = lesson_screen(app)
        for index, step in enumerate(chapter.steps):
            await screen.open_step(index)
            await pilot.pause()
            if isinstance(step, Explanation):
                explanation = screen.controller
                assert isinstance(explanation, ExplanationController)
                for shown in range(1, len(step.demo) + 1):
                    await pilot.press("enter")
                    await pilot.pause()
                    assert explanation.shown == shown
            elif isinstance(step, GameStep) and step.new_game:
                continue  # it leaves the lessons for the game screen (test_ui_lesson_computer)
            elif isinstance(step, GameStep):
                controller = screen.controller
                assert isinstance(controller, GameController)
                game = controller.game
                middle = game.size // 2
                await type_point(pilot, (middle, middle), game.size)
                assert game.board[(middle, middle)] is Color.BLACK, screen.message
            else:
                await answer_wrong(pilot, screen, step)
                await command(pilot, "r")
                await answer_right(pilot, screen, step)
        solved = {s.id for s in chapter.exercises}
        summary = screen.progress.summary(chapter)
        assert summary.solved == len(solved)
        assert summary.complete


def keys_of(text: str) -> list[str]:
    return ["plus" if char == "+" else "full_stop" if char == "." else char for char in text]


async def count_by_keys(pilot: Pilot[object], screen: ProblemScreen, problem: Problem) -> None:
    """A counting problem: a wrong result fails it, the engine's count typed after a retry
    solves it; then on to the next problem."""
    attempt = screen.session.counting
    assert attempt is not None, problem.key
    margin = attempt.score.margin
    await pilot.press(*keys_of(margin_result(margin + 1)), "enter")
    assert attempt.state is State.FAILED, (problem.key, screen.message)
    assert screen.query_one("#problem-feedback").has_class("wrong")
    await command(pilot, "r")
    await pilot.press(*keys_of(margin_result(margin)), "enter")
    assert attempt.state is State.SOLVED, (problem.key, screen.message)
    await pilot.press("right_square_bracket")
    await pilot.pause()


@pytest.mark.parametrize("collection", COLLECTIONS, ids=lambda c: c.key)
async def test_every_problem_right_line_and_one_wrong_move_by_keys(
    data_dir: Path, collection: Collection
) -> None:
    progress = ProblemProgress.load()
    app = GoApp(opening=lambda app: app.push_screen(ProblemScreen(collection, progress)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProblemScreen)
        for index, problem in enumerate(collection.problems):
            assert screen.session.index == index
            if problem.topic == COUNTING:
                await count_by_keys(pilot, screen, problem)
                continue
            size = problem.size
            line = Attempt(problem).solution()
            assert line, problem.key
            for color, point in line:
                if color is screen.session.attempt.learner:
                    assert point is not None
                    await type_point(pilot, point, size)
            assert screen.session.attempt.state is State.SOLVED, (problem.key, screen.message)
            await command(pilot, "r")
            judge, learner = screen.session.attempt.judge, screen.session.attempt.learner
            listed = {move.point for move in problem.tree if move.color is learner}
            losing = [m.point for m in problem.tree if m.color is learner and not judge.wins(m)]
            start = problem.start_game()
            tries = itertools.chain(  # the tree's wrong moves first, then any other
                (point for point in losing if point is not None),
                (
                    (row, col)
                    for row in range(size)
                    for col in range(size)
                    if (row, col) not in listed and start.check((row, col)) is None
                ),
            )
            for wrong in tries:  # a move the engine finds only a ko (or cannot settle) is
                await type_point(pilot, wrong, size)  # taken back: the next one is tried
                if screen.session.attempt.state is not State.PLAYING:
                    break
                board = screen.session.attempt.game.board
                assert board[wrong] is None, (problem.key, screen.message)
            assert screen.session.attempt.state is State.FAILED, (problem.key, screen.message)
            assert screen.query_one("#problem-feedback").has_class("wrong")
            await pilot.press("right_square_bracket")
            await pilot.pause()
