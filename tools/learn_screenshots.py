"""Screenshot scenarios of the lesson and problem screens (see ``tools/screenshots.py``).

They open the built-in lessons and problems and pick what to show by kind, not
by number, so the pictures follow the content as it grows.
"""

from __future__ import annotations

import sys
from pathlib import Path

from textual.pilot import Pilot

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from go_tui.learn import MoveExercise, load_lessons
from go_tui.problems import builtin_collections
from go_tui.ui.app import GoApp
from go_tui.ui.screens.lessons import LessonListScreen, LessonScreen
from go_tui.ui.screens.problems import ProblemListScreen, ProblemScreen
from screenshots import scenario


@scenario("lessons")
async def chapter_list(app: GoApp, pilot: Pilot[None]) -> None:
    app.push_screen(LessonListScreen())
    await pilot.pause()


@scenario("lesson-exercise")
async def wrong_move(app: GoApp, pilot: Pilot[None]) -> None:
    """A move exercise just after a tempting wrong move: the reason and the punishment."""
    listing = LessonListScreen()
    app.push_screen(listing)
    await pilot.pause()
    chapter, index, exercise = next(
        (chapter, n, step)
        for chapter in load_lessons().chapters
        for n, step in enumerate(chapter.steps)
        if isinstance(step, MoveExercise) and any(w.reply for w in step.wrong)
    )
    screen = LessonScreen(chapter, listing.progress, index)
    app.push_screen(screen)
    await pilot.pause()
    wrong = next(w for w in exercise.wrong if w.reply)
    screen.point_chosen(min(wrong.at))
    await pilot.pause()


@scenario("problem")
async def problem(app: GoApp, pilot: Pilot[None]) -> None:
    """A corner problem, enlarged, after the learner's first right move and the answer."""
    collections = builtin_collections()
    listing = ProblemListScreen(collections)
    app.push_screen(listing)
    await pilot.pause()
    collection, index, first = next(
        (collection, n, problem.tree[0])
        for collection in collections
        for n, problem in enumerate(collection.problems)
        if problem.tree and problem.tree[0].children and problem.tree[0].point is not None
    )
    screen = ProblemScreen(collection, listing.progress, index)
    app.push_screen(screen)
    await pilot.pause()
    assert first.point is not None
    screen.point_chosen(first.point)
    await pilot.pause()
