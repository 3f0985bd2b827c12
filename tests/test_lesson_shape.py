"""The shape of the built-in course: every chapter lets the learner act on the board for
at least 40% of its steps, and no page asks them to read more than about 80 words."""

from __future__ import annotations

import re

import pytest

from go_tui.learn import (
    ChoiceExercise,
    CountExercise,
    Exercise,
    Explanation,
    GameStep,
    MoveExercise,
    SequenceExercise,
    Step,
    builtin_lessons_dir,
    load_lessons,
)
from go_tui.learn.model import ChoiceAsk, CountAsk

EXERCISE_SHARE = 0.4
MAX_WORDS = 80

LESSONS = load_lessons(builtin_lessons_dir(), prove=False)
CHAPTERS = {chapter.number: chapter for chapter in LESSONS.chapters}


def on_the_board(step: Step) -> bool:
    """Whether the learner acts on a position: places a stone, marks, counts or judges it.

    A choice between the teacher's written options is a question about an idea, not a
    position, so it does not count."""
    if isinstance(step, GameStep):
        return True
    if isinstance(step, ChoiceExercise):
        return step.ask is not ChoiceAsk.TEXT
    return isinstance(step, Exercise)


def test_the_course_is_loaded() -> None:
    assert not LESSONS.problems  # read without faults (proven in test_lessons.py)
    assert len(CHAPTERS) >= 12


@pytest.mark.parametrize("number", sorted(CHAPTERS))
def test_each_chapter_is_mostly_practice(number: int) -> None:
    steps = CHAPTERS[number].steps
    exercises = [step.id for step in steps if on_the_board(step)]
    assert len(exercises) >= EXERCISE_SHARE * len(steps), (
        f"chapter {number}: {len(exercises)} of {len(steps)} steps are exercises on the board"
    )


@pytest.mark.parametrize("number", sorted(CHAPTERS))
def test_each_page_is_short(number: int) -> None:
    long = [
        f"{step.id} ({language}): {len(step.text(language).split())} words"
        for step in CHAPTERS[number].steps
        for language in ("en", "nl")
        if len(step.text(language).split()) > MAX_WORDS
    ]
    assert not long, "split into one idea per page:\n" + "\n".join(long)


def test_a_text_choice_is_not_board_practice() -> None:
    texts = [
        step
        for chapter in LESSONS.chapters
        for step in chapter.steps
        if isinstance(step, ChoiceExercise) and step.ask is ChoiceAsk.TEXT
    ]
    assert texts
    assert not any(on_the_board(step) for step in texts)
    moves = [step for chapter in LESSONS.chapters for step in chapter.steps if step.kind == "move"]
    assert all(on_the_board(step) for step in moves)


def test_the_example_game_is_a_whole_game() -> None:
    """Chapter 11 replays one game of 50 moves or more to its two passes, with a ko on the
    way, and ends with marking the dead stones and counting; its last page points to the
    next chapter, where the learner's own games are."""
    chapter = next(c for c in LESSONS.chapters if c.id == "example-game")
    assert not any(isinstance(step, GameStep) for step in chapter.steps)
    closing = chapter.steps[-1]
    assert isinstance(closing, Explanation)
    assert "Your first games" in closing.text("en")
    assert "Je eerste partijen" in closing.text("nl")
    last = chapter.steps[-2]
    assert last.position is not None
    moves = last.position.moves
    assert len(moves) >= 50
    assert moves[-1].point is None
    assert moves[-2].point is None
    assert any(
        step.kind == "mark" and str(getattr(step, "ask", "")) == "dead" for step in chapter.steps
    )
    counted = [step for step in chapter.steps if step.kind == "count"]
    assert counted
    assert all(step.position is not None for step in counted)
    ko = [
        step
        for step in chapter.steps
        if isinstance(step, ChoiceExercise) and step.ask is ChoiceAsk.LEGAL
    ]
    assert ko
    assert any(step.answer == "no" for step in ko)


def test_the_first_games_end_in_a_whole_game_against_the_computer() -> None:
    """Chapter 12 follows the example game: connecting and cutting on the board, the
    corner, edge and centre counted, a border to close, then capture go against the
    computer at level 1 and, last, a whole 9x9 game at level 2 on the game screen."""
    chapter = CHAPTERS[12]
    assert chapter.id == "first-games"
    assert CHAPTERS[11].id == "example-game"
    goals = {str(getattr(step, "goal", "")) for step in chapter.steps if step.kind == "move"}
    assert {"connect", "atari", "save"} <= goals
    territory = [
        step.answer
        for step in chapter.steps
        if isinstance(step, CountExercise) and step.ask is CountAsk.TERRITORY
    ]
    assert territory == sorted(territory, reverse=True)
    assert len(territory) == 3
    games = [step for step in chapter.steps if isinstance(step, GameStep)]
    assert [(g.against_computer, g.level, g.new_game) for g in games] == [
        (True, 1, False),
        (True, 2, True),
    ]
    assert games[0].capture_goal >= 1
    own = chapter.steps[-1]
    assert own is games[-1]
    assert (own.size, own.komi) == (9, 6.5)
    steps = [step for c in LESSONS.chapters for step in c.steps]
    whole = [s.id for s in steps if isinstance(s, GameStep) and s.new_game]
    assert whole == [own.id]  # the course's one hand-over to the game screen


@pytest.mark.parametrize("language", ["en", "nl"])
def test_each_term_is_introduced_once(language: str) -> None:
    """A term in ``*stars*`` is taught on that page; teaching it again elsewhere (as eyes were,
    in chapters 6 and 8) repeats a lesson and gives the later exercises away."""
    pages: dict[str, list[str]] = {}
    for chapter in LESSONS.chapters:
        for step in chapter.steps:
            for term in re.findall(r"\*([^*\n]+)\*", step.text(language)):
                key = term.lower().removesuffix("s") if language == "en" else term.lower()
                pages.setdefault(key, []).append(f"{chapter.number}/{step.id}")
    twice = {term: where for term, where in pages.items() if len(where) > 1}
    assert not twice, twice
    assert "eye" in pages if language == "en" else "ogen" in pages


def test_the_entry_hint_names_an_empty_legal_point_that_is_no_answer() -> None:
    # "c3" was named on every move step, a stone or the answer on some of them.
    seen = 0
    for chapter in load_lessons(builtin_lessons_dir()).chapters:
        for step in chapter.steps:
            if not isinstance(step, MoveExercise | SequenceExercise):
                continue
            example = step.example()
            game = step.position.game()
            assert game.board[example] is None, (chapter.number, step.id)
            assert game.check(example, step.position.to_play) is None, (chapter.number, step.id)
            assert example not in step.answer_points(), (chapter.number, step.id)
            assert all(example not in wrong.at for wrong in step.wrong), (chapter.number, step.id)
            assert example not in step.position.diagram.labels, (chapter.number, step.id)
            seen += 1
    assert seen >= 38
