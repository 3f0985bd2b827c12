"""A timed set on screen: ten problems against a clock counting down, then a summary.

The model (:mod:`go_tui.problems.timed`) keeps the clock and the score; this
screen is the problem screen without retry, hint, solution or going back,
with the time left under the board.  It asks the model every half second
whether the time is up; tests call :meth:`TimedProblemScreen.tick` with their
own clock instead.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from go_tui.i18n import t
from go_tui.problems import Collection, ProblemProgress, ProblemResult
from go_tui.problems.timed import TimedSet, minutes
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.problems import ProblemScreen, catalogue_text
from go_tui.ui.text import localize_bindings

TICK = 0.5
"""Seconds between two looks at the clock."""

_NOT_TIMED = {"retry", "hint", "solution"}


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
        super().__init__(Collection("timed", title, None, timed.problems), progress)
        self.timed = timed

    @when_attached
    def on_mount(self) -> None:
        self.set_interval(TICK, self.tick)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No help against the clock, and no going back; ] skips a problem not ended, and
        goes on (no skip) after one."""
        if action in _NOT_TIMED:
            return False
        if action == "skip":
            return not self.timed.ended_current
        if action == "go":
            return parameters == (1,) and self.timed.ended_current
        return True

    def tick(self) -> None:
        """Show the time left; when it is up, fail the problem on the board and sum up.
        Not while another screen (the command palette) is on top: the summary would
        replace that one."""
        if not self.is_current:
            return
        if self.timed.run_out():
            self.record(ProblemResult.FAILED)
            self.show_summary()
        elif not self.timed.over:
            self.query_one("#problem-status", Static).update(self._status())

    def _status(self) -> str:
        left = t("problems.practice.timed_left", left=minutes(self.timed.remaining()))
        return f"[b]⏱ {left}[/]\n{super()._status()}"

    def after_wrong(self) -> str:
        return self._after()

    def after_solved(self) -> str:
        return self._after()

    def _after(self) -> str:
        last = self.timed.over or self.index + 1 == len(self.collection.problems)
        return t("problems.practice.timed_last" if last else "problems.practice.timed_after")

    def record(self, result: ProblemResult) -> None:
        """Save the result like any attempt, once, and count it in the set."""
        if not self.recorded:
            super().record(result)
            self.timed.finish(result)
            self.refresh_bindings()

    def action_skip(self) -> None:
        """The next problem, this one not ended: it counts as failed."""
        self.action_go(1)

    def action_go(self, offset: int) -> None:
        """The next problem; one not ended is skipped and counts as failed."""
        if offset < 0:
            return
        if not self.timed.ended_current:
            self.record(ProblemResult.FAILED)
        if self.timed.advance():
            self.open_problem(self.timed.current)
            self.refresh_bindings()
        else:
            self.show_summary()

    def action_close(self) -> None:
        """Stop: the set ends here; what was not reached is not counted."""
        self.timed.stop()
        self.show_summary()

    def show_summary(self) -> None:
        self.timed.stop()
        self.app.switch_screen(TimedSummaryScreen(self.timed))


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

    def __init__(self, timed: TimedSet) -> None:
        super().__init__()
        localize_bindings(self)
        self.summary = timed.summary()
        self.count = len(timed.problems)

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
