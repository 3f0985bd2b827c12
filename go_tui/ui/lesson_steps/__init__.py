"""The lesson player's steps: one controller per kind of step, chosen here and only here."""

from __future__ import annotations

from typing import Any

from go_tui.learn import (
    ChoiceExercise,
    CountExercise,
    Explanation,
    GameStep,
    MarkExercise,
    MoveExercise,
    SequenceExercise,
    Step,
)
from go_tui.ui.lesson_steps.base import LessonHost, Overlays, StepController
from go_tui.ui.lesson_steps.choice import ChoiceController
from go_tui.ui.lesson_steps.count import CountController
from go_tui.ui.lesson_steps.explanation import ExplanationController
from go_tui.ui.lesson_steps.game import GameController, NewGameController
from go_tui.ui.lesson_steps.marks import MarkController
from go_tui.ui.lesson_steps.moves import MoveController

CONTROLLERS: dict[type[Step], type[StepController[Any]]] = {
    Explanation: ExplanationController,
    MoveExercise: MoveController,
    SequenceExercise: MoveController,
    MarkExercise: MarkController,
    CountExercise: CountController,
    ChoiceExercise: ChoiceController,
    GameStep: GameController,
}
"""Each kind of step and the controller that runs it."""


def controller_for(step: Step, host: LessonHost) -> StepController[Any]:
    """The controller of ``step``, from its start (a game step that opens a whole game on
    the game screen has its own)."""
    if isinstance(step, GameStep) and step.new_game:
        return NewGameController(step, host)
    return CONTROLLERS[type(step)](step, host)


__all__ = ["CONTROLLERS", "LessonHost", "Overlays", "StepController", "controller_for"]
