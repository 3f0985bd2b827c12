"""What every kind of lesson step answers for, and the screen it answers to.

:class:`~go_tui.ui.screens.lessons.LessonScreen` keeps the frame (heading,
text, board, entry line, navigation) and hands all that depends on the kind of
step to a :class:`StepController`: which commands it offers, what a chosen
point or a typed number does, the entry hint, the status line, the marks on
the board, retry and show-answer.  A controller speaks through its
:class:`LessonHost`, so it never looks up widgets of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Generic, Protocol, TypeVar

from textual.widget import Widget

from go_tui.engine import Game, Point
from go_tui.learn import Feedback, Status, Step
from go_tui.ui.widgets.board import Ghost, Label, Mark, Overlay

if TYPE_CHECKING:
    from go_tui.play.match import EngineTask, TaskOutcome
    from go_tui.play.settings import Settings

Overlays = dict[Point, Overlay]

S = TypeVar("S", bound=Step)


class LessonHost(Protocol):
    """The lesson screen as a step controller sees it."""

    def say(self, text: str, tone: str = "") -> None:
        """Show ``text`` under the question; ``tone`` ``right`` or ``wrong`` colours it."""

    def draw(self, extra: Overlays | None = None) -> None:
        """Draw the controller's board and status again, with ``extra`` overlays on top."""

    def record(self, status: Status) -> None:
        """Save how the learner did at this step."""

    def recorded(self) -> Status | None:
        """How the learner did at this step before."""

    def refresh_bindings(self) -> None:
        """Ask the controller again which commands it offers."""

    def command_key(self, action: str) -> str:
        """The key or word that runs ``action`` on this step, as the footer shows it."""

    @property
    def on_last_step(self) -> bool:
        """Whether this is the chapter's last step: no ``]`` to go on."""

    def run_task(self, task: EngineTask) -> None:
        """Run a computer's work in a thread; its outcome comes back to
        :meth:`StepController.task_done`."""

    def open_game(self, settings: Settings) -> None:
        """Leave the lessons for a new game on the game screen."""

    def run_judging(
        self, work: Callable[[], Feedback], done: Callable[[Feedback | None], None]
    ) -> None:
        """Judge an answer in a thread (``work``); ``done`` gets the verdict (``None``: the
        judging failed), unless the step was left first."""


class StepController(Generic[S]):
    """One step on the lesson screen.  The base shows the step and offers nothing."""

    COMMANDS: ClassVar[frozenset[str]] = frozenset(
        {"demo", "check_marks", "hint", "answer", "retry", "pass_turn", "choose", "choose_number"}
    )
    """The screen's actions that belong to a kind of step; :meth:`offers` enables them."""

    def __init__(self, step: S, host: LessonHost) -> None:
        self.step = step
        self.host = host

    def offers(self, command: str) -> bool:
        """Whether the command (one of :attr:`COMMANDS`) can be used now."""
        return False

    # ---- what the screen shows ---------------------------------------------------------
    def widgets(self) -> list[Widget]:
        """Widgets to show under the step's text (a choice's buttons)."""
        return []

    def shown_game(self) -> Game | None:
        """The game whose board is drawn now; ``None``: the step has no board."""
        return None

    def overlays(self) -> Overlays:
        """The marks and letters the teacher drew on the diagram."""
        if self.step.position is None:
            return {}
        diagram = self.step.position.diagram
        return {point: Mark.MARKED for point in diagram.marks} | {
            point: Label(text) for point, text in diagram.labels.items()
        }

    def ghost(self) -> Ghost | None:
        """The faint stone under the cursor and the mouse, where a click plays a stone."""
        return None

    def status(self) -> str:
        """The line under the text."""
        return ""

    def entry_hint(self) -> str:
        """The entry line while nothing is typed; empty: the screen says how to step on."""
        return ""

    @property
    def counting(self) -> bool:
        """Whether a typed number is an answer."""
        return False

    # ---- what the learner does -----------------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        """A point was clicked, typed or chosen with the cursor."""

    def number_typed(self, text: str) -> None:
        """A number was typed while :attr:`counting`."""

    def demo(self) -> None:
        """Show the next move of a demonstration."""

    def check_marks(self) -> None:
        """Check the points marked so far."""

    def choose(self, key: str) -> None:
        """Pick the choice ``key``."""

    def choose_number(self, n: int) -> None:
        """Pick the ``n``-th choice."""

    def pass_turn(self) -> None:
        """Pass in a game."""

    def hint(self) -> None:
        """Show the exercise's hint."""

    def retry(self) -> None:
        """Start the step again."""

    def answer(self) -> None:
        """Show the answer."""

    def task_done(self, outcome: TaskOutcome) -> None:
        """A computer's work, run by :meth:`LessonHost.run_task`, is done."""

    def close(self) -> None:
        """The step is left (another step, or the lesson closed): stop what it runs."""
