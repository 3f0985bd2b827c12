"""What every exercise shares: the attempt, the feedback, hint, retry and show-answer.

An :class:`~go_tui.learn.ExerciseAttempt` judges each answer and keeps the
board; the controller words its :class:`~go_tui.learn.Feedback` (in the words
:mod:`go_tui.ui.lesson_words` shares with plain mode), records the result at once,
and asks its kind only where the kinds differ: the marks an answer leaves on the
board.  A move is judged in a
thread (:meth:`ExerciseController.submit_in_thread`): why a move is wrong is a
search, and the board stays live meanwhile.
"""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from go_tui.engine import Game
from go_tui.i18n import language, t
from go_tui.learn import (
    Exercise,
    ExerciseAttempt,
    Feedback,
    LessonAnswer,
    Status,
    answer_status,
)
from go_tui.ui.lesson_steps.base import LessonHost, Overlays, StepController
from go_tui.ui.lesson_words import answer_text, feedback_lines
from go_tui.ui.widgets.board import Label, Mark
from go_tui.ui.widgets.lesson_text import lesson_markup

E = TypeVar("E", bound=Exercise)


class ExerciseController(StepController[E]):
    """An exercise: the learner answers, the attempt judges, the screen says why."""

    def __init__(self, step: E, host: LessonHost) -> None:
        super().__init__(step, host)
        self.attempt: ExerciseAttempt = step.start()
        self.judging: object | None = None
        """A token for the answer being judged in a thread (one at a time); retry and
        show-answer drop it."""

    def offers(self, command: str) -> bool:
        if command == "hint":
            return self.step.hint is not None
        if command == "answer":
            return not self.attempt.revealed
        return command == "retry"

    def shown_game(self) -> Game:
        return self.attempt.game

    def status(self) -> str:
        return t("lessons.done") if self.host.recorded() is Status.SOLVED else ""

    # ---- answering -----------------------------------------------------------------------
    def submit(self, answer: object) -> None:
        """Let the attempt judge ``answer``, record it, and show what it said."""
        if self.attempt.finished:
            self.host.say(t("lessons.finished"))
            return
        self.show_feedback(answer, self.attempt.submit(answer))

    def submit_in_thread(self, answer: object) -> None:
        """As :meth:`submit`, the judging in a thread: the screen says the move is being
        judged, and a verdict for an attempt retried or shown meanwhile is dropped."""
        if self.attempt.finished:
            self.host.say(t("lessons.finished"))
            return
        if self.judging is not None:
            return  # one answer at a time: the line says it is being judged
        attempt, token = self.attempt, object()
        self.judging = token

        def done(feedback: Feedback | None) -> None:
            if self.judging is not token or self.attempt is not attempt:
                return
            self.judging = None
            if feedback is None:
                self.host.say(t("lessons.judging_failed"), "wrong")
                return
            self.show_feedback(answer, attempt.take(answer, feedback))

        self.host.say(t("lessons.judging"))
        self.host.run_judging(partial(attempt.judge, answer), done)

    def show_feedback(self, answer: object, feedback: Feedback) -> None:
        """Record the verdict taken on ``answer`` and show what it said."""
        status = answer_status(feedback)
        if status is not None:
            self.host.record(status)
        self.host.say(self.feedback_text(feedback), "right" if feedback.correct else "wrong")
        self.host.draw(self.feedback_marks(answer, feedback))
        self.host.refresh_bindings()

    def feedback_text(self, feedback: Feedback) -> str:
        """The feedback in words: the verdict, the opponent's answer, what to do next."""
        text = "\n".join(feedback_lines(feedback, self.attempt.game.size, lesson_markup))
        if feedback.done:
            text += "\n" + t("lessons.player.last" if self.host.on_last_step else "lessons.go_on")
        elif not feedback.correct and self.attempt.hint is not None:
            text += "\n" + t("lessons.hint_offer")
        return text

    def feedback_marks(self, answer: object, feedback: Feedback) -> Overlays:
        """The marks an answer leaves on the board until the next one."""
        return {}

    # ---- commands ------------------------------------------------------------------------
    def hint(self) -> None:
        if self.step.hint is not None:
            self.host.say(t("lessons.hint", text=lesson_markup(self.step.hint(language()))))

    def retry(self) -> None:
        """Start again from the first position; a finished exercise at the next defence."""
        self.judging = None
        self.attempt = self.attempt.again()
        self.host.say(t("lessons.again"))
        self.host.draw()
        self.host.refresh_bindings()

    def answer(self) -> None:
        """Show the answer: the right points on the board, the number or choice in words."""
        self.judging = None
        solved = self.attempt.solved
        self.attempt.take_back()
        solution = self.attempt.reveal()
        if not solved:
            self.host.record(Status.REVEALED)
        explain = lesson_markup(solution.text(language())) if solution.text is not None else ""
        parts = (answer_text(self.step, solution), explain)
        self.host.say("\n".join(part for part in parts if part), "right")
        self.host.draw(self.answer_marks(solution))
        self.host.refresh_bindings()

    def answer_marks(self, solution: LessonAnswer) -> Overlays:
        """The answer on the board: a numbered line, or the right points."""
        if solution.line:
            return {
                move.point: Label(str(n))
                for n, move in enumerate(solution.line[:9], 1)
                if move.point is not None
            }
        return {point: Mark.RIGHT for point in solution.points}
