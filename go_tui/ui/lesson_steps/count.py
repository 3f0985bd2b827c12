"""Count exercises: the learner types a number."""

from __future__ import annotations

from go_tui.i18n import t
from go_tui.learn import CountExercise
from go_tui.ui.lesson_steps.exercise import ExerciseController


class CountController(ExerciseController[CountExercise]):
    """Digits typed go into the entry line; Enter gives them as the answer."""

    @property
    def counting(self) -> bool:
        return not self.attempt.finished

    def entry_hint(self) -> str:
        return t("entry.hint_count") if self.counting else super().entry_hint()

    def number_typed(self, text: str) -> None:
        self.submit(text)
