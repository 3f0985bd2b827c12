"""A list to work through: the lesson chapters, the problem collections.

Each line has its done mark and count, the highlighted item is described
under the list, Enter opens it, and the lines are drawn again whenever the
learner comes back, so they show what was just solved.  A subclass says what
the items are and what opening one does.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from go_tui.i18n import language, t
from go_tui.progress_file import ProgressSection
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.too_small import WatchesSize


def warn_once(screen: Widget, progress: ProgressSection) -> None:
    """Show the progress file's warning (damaged, or not writable), then forget it."""
    warning = progress.warning
    if warning is not None:
        screen.notify(warning(language()), severity="warning", timeout=20)
        progress.warning = None


class ChecklistScreen(WatchesSize, Screen[None]):
    """Title, hint, the lines, and a description of the highlighted one."""

    CSS_PATH = "checklist.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "cursor(-1)", show=False),
        Binding("down,j", "cursor(1)", show=False),
    ]
    WORDS: ClassVar[str]
    """The catalogue section with the list's ``title`` and ``choose`` hint."""
    ITEMS_ID: ClassVar[str]
    ABOUT_ID: ClassVar[str]
    """The ids of the list and of the description under it."""

    def __init__(self, progress: ProgressSection) -> None:
        super().__init__()
        localize_bindings(self)
        self.progress = progress

    # ---- what a subclass provides ------------------------------------------------------
    def items(self) -> list[tuple[str, str]]:
        """Each item's id and its line (markup)."""
        raise NotImplementedError

    def about(self, index: int) -> str:
        """The description of item ``index`` (markup)."""
        raise NotImplementedError

    def open_item(self, index: int) -> None:
        raise NotImplementedError

    def first_highlight(self) -> int:
        """The item to highlight when the list first shows."""
        return 0

    # ---- the list ----------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Vertical(classes="checklist"):
            yield Static(t(f"{self.WORDS}.title"), classes="checklist-title")
            yield Static(t(f"{self.WORDS}.choose"), classes="checklist-hint")
            yield OptionList(id=self.ITEMS_ID, classes="checklist-items")
            yield Static("", id=self.ABOUT_ID, classes="checklist-about")
        yield Footer()

    @property
    def option_list(self) -> OptionList:
        return self.query_one(f"#{self.ITEMS_ID}", OptionList)

    @when_attached
    def on_mount(self) -> None:
        self.fill()
        warn_once(self, self.progress)
        self.option_list.focus()

    @when_attached
    def on_screen_resume(self) -> None:
        self.fill()

    def fill(self) -> None:
        """Draw the lines again, keeping the highlight."""
        options = self.option_list
        highlighted = options.highlighted
        options.clear_options()
        options.add_options(Option(line, id=key) for key, line in self.items())
        options.highlighted = self.first_highlight() if highlighted is None else highlighted

    @on(OptionList.OptionHighlighted)
    @when_attached
    def _describe(self, event: OptionList.OptionHighlighted) -> None:
        self.query_one(f"#{self.ABOUT_ID}", Static).update(self.about(event.option_index))

    @on(OptionList.OptionSelected)
    @when_attached
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.open_item(event.option_index)

    @when_attached
    def action_open(self) -> None:
        index = self.option_list.highlighted
        if index is not None:
            self.open_item(index)

    @when_attached
    def action_cursor(self, step: int) -> None:
        options = self.option_list
        options.action_cursor_down() if step > 0 else options.action_cursor_up()

    def action_close(self) -> None:
        self.app.pop_screen()
