"""Choice exercises: yes or no, a colour, or one of the teacher's options."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Button

from go_tui.i18n import language, plain, t
from go_tui.learn import ChoiceExercise
from go_tui.ui.lesson_steps.exercise import ExerciseController
from go_tui.ui.screens.attached import when_attached


class ChoiceButtons(Vertical):
    """The choices as buttons, numbered as the keys ``1``..``4`` pick them: one per line,
    wrapped, so a long option is read in full."""

    DEFAULT_CSS: ClassVar[str] = """
    ChoiceButtons {
        height: auto;
        margin-top: 1;
    }
    ChoiceButtons Button {
        width: 100%;
        height: auto;
        margin: 0 0 1 0;
        text-wrap: wrap;
        text-align: left;
        content-align: left top;
    }
    """

    def __init__(self, controller: ChoiceController) -> None:
        super().__init__(id="lesson-choices")
        self.controller = controller

    def compose(self) -> ComposeResult:
        for n, (key, words) in enumerate(self.controller.step.choices, 1):
            yield Button(plain(f"{n}  {words(language())}"), name=key, compact=True)

    @on(Button.Pressed)
    @when_attached
    def _pressed(self, event: Button.Pressed) -> None:
        self.controller.choose(event.button.name or "")


class ChoiceController(ExerciseController[ChoiceExercise]):
    """A key (``y``, ``n``, ``1``..``4``) or a button gives the answer."""

    def offers(self, command: str) -> bool:
        return command in ("choose", "choose_number") or super().offers(command)

    def widgets(self) -> list[Widget]:
        return [ChoiceButtons(self)]

    def entry_hint(self) -> str:
        return t("entry.hint_choice")

    def choose(self, key: str) -> None:
        if key in dict(self.step.choices):
            self.submit(key)

    def choose_number(self, n: int) -> None:
        choices = self.step.choices
        if 1 <= n <= len(choices):
            self.submit(choices[n - 1][0])
