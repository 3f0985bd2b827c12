"""A timed set on screen: ten problems against a clock counting down, then a summary.

The session (:class:`~go_tui.problems.session.TimedSession`) keeps the clock
and the score, and refuses retry, hint, solution and going back; this screen
is the problem screen with the time left under the board.  It asks the
session every half second whether the time is up; tests call
:meth:`TimedProblemScreen.tick` with their own clock instead.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from go_tui.i18n import t
from go_tui.problems import ProblemProgress
from go_tui.problems.events import ProblemEvent, SetEnded
from go_tui.problems.session import TimedSession
from go_tui.problems.timed import Summary, TimedSet, minutes
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.problems import ProblemScreen, catalogue_text

TICK = 0.5
"""Seconds between two looks at the clock."""

_HELP = {"retry", "hint", "solution"}


class TimedProblemScreen(ProblemScreen):
    """The problems of a timed set, one after the other, against the clock."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "escape,q",
            "close",
            "problems.practice.timed_end",
            tooltip="problems.practice.timed_end_command",
        ),
        Binding(
            "right_square_bracket,pagedown",
            "skip",
            "problems.practice.timed_skip",
            tooltip="problems.practice.timed_skip_command",
        ),
        Binding(
            "right_square_bracket,pagedown",
            "go(1)",
            "problems.binding.next",
            tooltip="problems.command.next",
        ),
    ]

    def __init__(self, timed: TimedSet, progress: ProblemProgress) -> None:
        title = catalogue_text("problems.practice.timed_title")
        session = TimedSession(timed, progress, title)
        super().__init__(session.collection, progress, session=session)
        self.session: TimedSession = session

    @when_attached
    def on_mount(self) -> None:
        self.set_interval(TICK, self.tick)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """What the set allows now: no help against the clock and no going back; ] skips a
        problem not ended, and goes on (no skip) after one."""
        if action in _HELP:
            return self.session.helps
        if action == "skip":
            return self.session.can_skip
        if action == "go":
            return bool(parameters) and self.session.can_go(int(str(parameters[0])))
        return True

    @when_attached
    def tick(self) -> None:
        """Show the time left, or the summary once it is up.  Not while another screen (the
        command palette) is on top: the summary would replace that one."""
        if self.is_current:
            self.apply(self.session.tick())

    def apply(self, events: list[ProblemEvent]) -> None:
        super().apply(events)
        if events:  # what the set allows may have changed: the footer is drawn again
            self.refresh_bindings()
        for event in events:
            if isinstance(event, SetEnded):
                self.app.switch_screen(TimedSummaryScreen(event.summary, event.size))

    def action_skip(self) -> None:
        """The next problem, this one not ended: it counts as failed."""
        self.action_go(1)

    def action_close(self) -> None:
        """Stop: the set ends here; what was not reached is not counted."""
        self.apply(self.session.stop())


class TimedSummaryScreen(Screen[None]):
    """Solved, failed, not reached and the time used; any of its keys goes back."""

    DEFAULT_CSS = """
    TimedSummaryScreen { align: center middle; }
    TimedSummaryScreen > Vertical {
        width: 50; height: auto; padding: 1 2; border: round $primary;
    }
    TimedSummaryScreen .title { text-style: bold; margin-bottom: 1; }
    TimedSummaryScreen .hint { color: $text-muted; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            "enter,escape",
            "close",
            "problems.practice.summary_back",
            tooltip="problems.practice.summary_back_command",
        ),
    ]

    def __init__(self, summary: Summary, count: int) -> None:
        super().__init__()
        localize_bindings(self)
        self.summary = summary
        self.count = count

    def compose(self) -> ComposeResult:
        summary = self.summary
        if summary.time_up:
            ending = t("problems.practice.summary_time_up")
        elif summary.unreached == 0:
            ending = t("problems.practice.summary_all_done", count=self.count)
        else:
            ending = t("problems.practice.summary_stopped")
        with Vertical():
            yield Static(f"{t('problems.practice.timed_title')}: {ending}", classes="title")
            yield Static(
                t(
                    "problems.practice.summary",
                    solved=summary.solved,
                    failed=summary.failed,
                    unreached=summary.unreached,
                    used=minutes(summary.used),
                    total=minutes(summary.total),
                ),
                id="timed-summary",
            )
            yield Static(t("problems.practice.summary_close"), classes="hint")
        yield Footer()

    def action_close(self) -> None:
        self.app.pop_screen()
