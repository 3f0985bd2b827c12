"""The scrollable list of moves, with the move on the board highlighted."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from go_tui.engine import Move
from go_tui.ui.text import point_name
from go_tui.ui.widgets.game_panel import ASCII_STONES, STONES


class MoveList(VerticalScroll):
    """One line per move: number, colour, point; the current one stands out."""

    DEFAULT_CSS = """
    MoveList { height: 1fr; padding: 0 1; scrollbar-size-vertical: 1; }
    MoveList > Static { width: 100%; }
    """
    can_focus = False

    def compose(self) -> ComposeResult:
        yield Static(id="moves")

    def show(self, moves: list[Move], size: int, current: int, *, ascii: bool = False) -> None:
        """List ``moves``; highlight move number ``current`` (0: none)."""
        stones = ASCII_STONES if ascii else STONES
        text = Text()
        for number, move in enumerate(moves, start=1):
            line = f"{number:>3} {stones[move.color]} {point_name(move.point, size)}"
            if move.captured:
                line += f"  x{len(move.captured)}"
            style = "reverse" if number == current else ""
            text.append(line, style=style)
            if number < len(moves):
                text.append("\n")
        self.query_one("#moves", Static).update(text)
        self.call_after_refresh(self.scroll_to, y=max(0, current - self.size.height // 2))

    @property
    def text(self) -> str:
        """The list as plain text (for tests)."""
        return str(self.query_one("#moves", Static).render())
