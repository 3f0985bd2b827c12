"""The list of moves: it follows the game, and a click (or Enter) on a move shows it.

Built on Textual's ``OptionList``: the move on the board is the highlighted
option, scrolled into view each time the game or the review moves, so the
latest move stays visible however long the game.  Choosing an option posts
``OptionSelected`` with its index; the game screen turns that into a review.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.text import Text
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widgets import OptionList

from go_tui.engine import Move
from go_tui.ui.text import point_name
from go_tui.ui.widgets.game_panel import ASCII_STONES, STONES


class MoveList(OptionList):
    """One line per move: number, colour, point, captures, and where other lines part."""

    DEFAULT_CSS = """
    MoveList {
        height: 1fr; max-height: 100%; border: none; padding: 0 1;
        background: transparent; scrollbar-size-vertical: 1;
    }
    MoveList:focus { border: none; }
    """

    virtual_size = Reactive(Size(0, 0), layout=False)
    """A longer list needs its scroll bar redrawn, not the screen laid out again (which
    costs more than the move it lists); the bar appearing still asks for a layout."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, compact=True)
        self._listed: list[str] = []

    def show(
        self,
        moves: Sequence[Move],
        size: int,
        current: int,
        *,
        ascii: bool = False,
        branches: Mapping[int, int] | None = None,
        varied_after: int | None = None,
    ) -> None:
        """List ``moves``; highlight move number ``current`` (0: none) and keep it in view.

        ``branches``: the moves where other lines part, and how many (``+2``);
        ``varied_after``: the moves after this number are a variation's, marked."""
        stones = ASCII_STONES if ascii else STONES
        branches = branches or {}
        lines = []
        for number, move in enumerate(moves, start=1):
            varied = varied_after is not None and number > varied_after
            sign = (">" if ascii else "\u203a") if varied else " "
            line = f"{number:>3}{sign}{stones[move.color]} {point_name(move.point, size)}"
            if move.captured:
                line += f"  x{len(move.captured)}"
            if number in branches:
                line += f"  +{branches[number]}"
            lines.append(line)
        listed = self._listed
        if lines[: len(listed)] == listed:  # the game went on: add the new moves alone
            self.add_options(Text(line) for line in lines[len(listed) :])
        elif lines != listed:
            self.set_options(Text(line) for line in lines)
        self._listed = lines
        self.highlighted = current - 1 if current else None
        if current:
            self.call_after_refresh(self.scroll_to_highlight)
        else:
            self.call_after_refresh(self.scroll_home, animate=False)

    def on_resize(self) -> None:
        """The panel above or below grew: keep the move on the board in view."""
        self.call_after_refresh(self.scroll_to_highlight)

    @property
    def text(self) -> str:
        """The list as plain text (for tests and screenshots)."""
        return "\n".join(self._listed)
