"""The line under a board that shows what the player is typing, and what Enter will do."""

from __future__ import annotations

from textual.widgets import Static

from go_tui.i18n import plain


class EntryLine(Static):
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
        self.update(hint)

    def typing(self, text: str, meaning: str) -> None:
        self._state("-typing")
        self.update(f"> {plain(text)}▏ [dim]{meaning}[/]")

    def refused(self, text: str, reason: str) -> None:
        self._state("-refused")
        self.update(f"{plain(text)}: {reason}")

    def _state(self, name: str) -> None:
        self.remove_class("-typing", "-refused")
        if name:
            self.add_class(name)
