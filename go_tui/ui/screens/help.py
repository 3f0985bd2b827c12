"""The help screen: the keys and the shape of a game."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from go_tui.i18n import t
from go_tui.ui.text import localize_bindings


class HelpScreen(ModalScreen[None]):
    """Shows how to play; any of Escape, q or ? closes it."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 84; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 2; border: round $primary; background: $surface;
    }
    HelpScreen .title { text-style: bold; }
    HelpScreen .close { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "close", "binding.close")
    ]

    def __init__(self, point: str = "Q16") -> None:
        """``point``: a point on the board played, for the example of a typed point."""
        super().__init__()
        localize_bindings(self)
        self.point = point

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(t("help.title"), classes="title")
            yield Static(t("help.body", point=self.point).strip("\n"), markup=False)
            yield Static(t("help.close"), classes="close")

    def action_close(self) -> None:
        self.dismiss(None)
