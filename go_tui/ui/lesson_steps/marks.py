"""Mark exercises: the learner marks points or stones, then has them checked together."""

from __future__ import annotations

from go_tui.engine import Point
from go_tui.i18n import t
from go_tui.learn import Feedback, MarkExercise
from go_tui.ui.lesson_steps.base import Overlays
from go_tui.ui.lesson_steps.exercise import ExerciseController
from go_tui.ui.widgets.board import Mark


class MarkController(ExerciseController[MarkExercise]):
    """A chosen point is marked or unmarked; ``c`` checks the marks."""

    marked: frozenset[Point] = frozenset()

    def offers(self, command: str) -> bool:
        if command == "check_marks":
            return not self.attempt.finished
        return super().offers(command)

    def overlays(self) -> Overlays:
        return super().overlays() | {point: Mark.MARKED for point in self.marked}

    def entry_hint(self) -> str:
        return t("entry.hint_mark", check=self.host.command_key("check_marks"))

    def point_chosen(self, point: Point) -> None:
        if self.attempt.finished:
            return
        self.marked ^= {point}
        key = self.host.command_key("check_marks")
        self.host.say(t("lessons.marked", count=len(self.marked), check=key))
        self.host.draw()

    def check_marks(self) -> None:
        self.submit(self.marked)

    def feedback_marks(self, answer: object, feedback: Feedback) -> Overlays:
        """A cross on each point marked wrongly."""
        return {point: Mark.WRONG for point in feedback.extra}

    def retry(self) -> None:
        self.marked = frozenset()
        super().retry()
