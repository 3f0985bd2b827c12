"""Move exercises: one move that reaches the goal, or a sequence the opponent answers."""

from __future__ import annotations

from go_tui.engine import Point, to_vertex
from go_tui.i18n import t
from go_tui.learn import Feedback, MoveExercise, SequenceExercise
from go_tui.ui.lesson_steps.base import Overlays
from go_tui.ui.lesson_steps.exercise import ExerciseController
from go_tui.ui.text import color_name
from go_tui.ui.widgets.board import Ghost, Mark, ghost_of


class MoveController(ExerciseController[MoveExercise | SequenceExercise]):
    """A chosen point is the learner's move; the attempt plays it with the answer to it."""

    def status(self) -> str:
        turn = t("game.turn", color=color_name(self.step.to_play))
        done = super().status()
        return f"{turn}   {done}" if done else turn

    def entry_hint(self) -> str:
        example = to_vertex(self.step.example(), self.attempt.game.size)
        return t("entry.hint", point=example.lower())

    def ghost(self) -> Ghost | None:
        return None if self.attempt.finished else ghost_of(self.attempt.game, self.step.to_play)

    def point_chosen(self, point: Point) -> None:
        self.submit_in_thread(point)

    def feedback_marks(self, answer: object, feedback: Feedback) -> Overlays:
        """A cross on a wrong move, a ring on the last right one; none while a line goes on."""
        if not isinstance(answer, tuple) or (feedback.correct and not feedback.done):
            return {}
        return {answer: Mark.RIGHT if feedback.correct else Mark.WRONG}
