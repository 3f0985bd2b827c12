"""The words of a lesson step, shared by the lesson screen and plain mode.

Moves as the lessons say them, the feedback on an answer (the verdict, the opponent's
answer, the refutation), the answer shown, and a lesson game's result: each as text
:func:`~go_tui.i18n.t` made, so the screen draws it and plain mode prints it
(:func:`~go_tui.i18n.unmarked`).  A teacher's text keeps its ``*terms*`` here;
each front end makes it plain its own way (``markup``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from go_tui.engine import Color, Move, Point, Scoring
from go_tui.engine.scoring import Score
from go_tui.i18n import language, number, t
from go_tui.learn import (
    ChoiceExercise,
    CountExercise,
    Exercise,
    Feedback,
    LessonAnswer,
    MarkExercise,
)
from go_tui.play.session import Session
from go_tui.ui.match_text import result_text
from go_tui.ui.text import color_name, point_name

NAMED = 12
"""Up to this many right points, show-answer names them; more are only marked."""


def move_text(move: Move, size: int) -> str:
    """``White C4``: a move in a list of moves."""
    return t("lessons.move", color=color_name(move.color), point=point_name(move.point, size))


def plays_text(move: Move, size: int) -> str:
    """A move as a sentence: ``White plays C4.``, ``White passes.``"""
    if move.point is None:
        return t("lessons.passes", color=color_name(move.color))
    return t("lessons.plays", color=color_name(move.color), point=point_name(move.point, size))


def played_text(move: Move, size: int) -> str:
    """What a demonstrated or played move did: ``White plays C4.``, or what it captured."""
    if not move.captured:
        return plays_text(move, size)
    where = point_name(move.point, size)
    return t("game.captured", color=color_name(move.color), point=where, count=len(move.captured))


def feedback_lines(feedback: Feedback, size: int, markup: Callable[[str], str]) -> list[str]:
    """The verdict (through ``markup``) with the opponent's answer, and the refutation."""
    text = markup(feedback.message(language()))
    if feedback.reply is not None:
        text += " " + plays_text(feedback.reply, size)
    lines = [text]
    if feedback.refutation:
        moves = ", ".join(move_text(move, size) for move in feedback.refutation)
        lines.append(t("lessons.refutation", moves=moves))
    return lines


def point_names(exercise: Exercise, points: Iterable[Point]) -> str:
    """``A, C, D4``: letters in order, then vertices column by column, from the bottom."""
    diagram = exercise.position.diagram
    labels = diagram.labels

    def order(point: Point) -> tuple[bool, str, int, int]:
        return (point not in labels, labels.get(point, ""), point[1], -point[0])

    return ", ".join(diagram.name(point) for point in sorted(points, key=order))


def answer_text(exercise: Exercise, solution: LessonAnswer) -> str:
    """The answer in words, before the teacher's explanation."""
    if isinstance(exercise, ChoiceExercise):
        chosen = dict(exercise.choices)[solution.value]
        return t("lessons.answer_value", value=chosen(language()))
    if isinstance(exercise, CountExercise):
        return t("lessons.answer_value", value=solution.value)
    if isinstance(exercise, MarkExercise):
        if len(solution.points) > NAMED:
            return t("lessons.answer_marks", count=len(solution.points))
        return t("lessons.player.answer_marks", points=point_names(exercise, solution.points))
    size = exercise.position.diagram.size
    if solution.line:
        moves = ", ".join(move_text(move, size) for move in solution.line)
        return t("lessons.answer_line", moves=moves)
    diagram = exercise.position.diagram
    points = ", ".join(sorted(diagram.name(point) for point in solution.points))
    return t("lessons.answer_points", points=points)


def lesson_result_lines(session: Session, counted: Score | None) -> list[str]:
    """A lesson game's result, and each side's count when it was counted."""
    lines = [result_text(session, counted)]
    if counted is not None:
        lines += [side_text(color, counted) for color in (Color.BLACK, Color.WHITE)]
    return lines


def side_text(color: Color, score: Score) -> str:
    """One side's count: ``Black: 12 territory + 2 prisoners = 14``."""
    side = score.black if color is Color.BLACK else score.white
    parts = [t("lessons.count_territory", count=side.territory)]
    if score.scoring is Scoring.AREA:
        parts.append(t("lessons.count_stones", count=side.stones))
    parts.append(t("lessons.count_prisoners", count=side.prisoners + side.dead))
    if side.komi:
        parts.append(t("lessons.count_komi", komi=number(side.komi)))
    return t(
        "lessons.count_side",
        color=color_name(color),
        parts=" + ".join(parts),
        total=number(side.total),
    )
