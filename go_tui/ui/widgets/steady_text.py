"""Text that lays the screen out again only when it needs more room.

``Static.update`` asks for a layout of the whole screen each time, and on a
19x19 board that layout and the repaint after it cost more than the move
itself.  A side panel line whose new text fits the lines it has needs only a
repaint; it keeps its height until the next layout (blank lines under shorter
text), so the panel below does not jump while a player types.
"""

from __future__ import annotations

from textual.content import Content
from textual.css.styles import RulesMap
from textual.widgets import Static


class SteadyText(Static):
    """A ``Static`` whose :meth:`show_text` skips the layout when the text fits."""

    def __init__(self, text: str = "", *, id: str | None = None) -> None:
        super().__init__(text, id=id)
        self._shown: str | None = None

    def show_text(self, text: str) -> None:
        """Show ``text`` (markup)."""
        if text == self._shown:
            return
        self._shown = text
        width, height = self.content_size
        styles = self.styles
        wrapping: RulesMap = {
            "line_pad": styles.line_pad,
            "text_overflow": styles.text_overflow,
            "text_wrap": styles.text_wrap,
        }
        content = Content.from_markup(text)  # parsed once: measured, then shown
        fits = width > 0 and content.get_height(wrapping, width) <= height
        self.update(content, layout=not fits)
