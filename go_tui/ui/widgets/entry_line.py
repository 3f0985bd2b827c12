"""The line under a board that shows what the player is typing, and what Enter will do."""

from __future__ import annotations

from typing import Literal

from go_tui.i18n import plain
from go_tui.ui.widgets.steady_text import SteadyText

State = Literal["idle", "typing", "refused"]


class EntryLine(SteadyText):
    """Idle: how to type; typing: the text and its meaning; refused: the reason, in red.

    The states are styled in the text itself, not by CSS classes: a class that
    comes and goes restyles the widget through the stylesheet on every move."""

    DEFAULT_CSS = """
    EntryLine {
        height: auto;
        min-height: 1;
        padding: 0 1;
        color: $text-muted;
    }
    """

    state: State = "idle"

    def idle(self, hint: str) -> None:
        self.state = "idle"
        self.show_text(hint)

    def typing(self, text: str, meaning: str) -> None:
        self.state = "typing"
        self.show_text(f"[b $text on $boost]> {plain(text)}▏[/] {meaning}")

    def refused(self, text: str, reason: str) -> None:
        self.state = "refused"
        self.show_text(f"[b $error]{plain(text)}: {reason}[/]")
