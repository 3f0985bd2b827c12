"""The line under a board that shows what the player is typing, and what Enter will do."""

from __future__ import annotations

from go_tui.i18n import plain
from go_tui.ui.widgets.steady_text import SteadyText


class EntryLine(SteadyText):
    """Idle: how to type; typing: the text and its meaning; refused: the reason, in red."""

    DEFAULT_CSS = """
    EntryLine {
        height: auto;
        min-height: 1;
        padding: 0 1;
        color: $text-muted;
    }
    EntryLine.-typing { color: $text; background: $boost; text-style: bold; }
    EntryLine.-refused { color: $error; text-style: bold; }
    """

    def idle(self, hint: str) -> None:
        self._state("")
        self.show_text(hint)

    def typing(self, text: str, meaning: str) -> None:
        self._state("-typing")
        self.show_text(f"> {plain(text)}▏ [dim]{meaning}[/]")

    def refused(self, text: str, reason: str) -> None:
        self._state("-refused")
        self.show_text(f"{plain(text)}: {reason}")

    def _state(self, name: str) -> None:
        self.remove_class("-typing", "-refused")
        if name:
            self.add_class(name)
