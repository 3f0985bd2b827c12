"""Text that repaints only its lines that changed, and lays the screen out only when it
needs more room.

``Static.update`` lays out the whole screen and renders the widget whole each
time; beside a 19x19 board that costs more than the move itself.  A side panel
whose new text fits the lines it has repaints the lines that differ (on a move:
whose turn, the move number), drawn line by line (Textual's Line API) from strips
made once per text.  It keeps its height until the next layout (blank lines
under shorter text), so the panel below does not jump while a player types.
"""

from __future__ import annotations

from typing import Self

from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget


class SteadyText(Widget):
    """Markup text shown with :meth:`show_text`; ``render()`` gives it whole (for tests)."""

    DEFAULT_CSS = """
    SteadyText { height: auto; }
    """

    def __init__(self, text: str = "", *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown = text
        self._content = Content.from_markup(text)
        self._strips: list[Strip] | None = None
        """The lines as drawn at ``_strips_width``; None until drawn."""
        self._strips_width = 0

    def render(self) -> Content:
        return self._content

    def show_text(self, text: str) -> None:
        """Show ``text`` (markup)."""
        if text == self._shown:
            return
        self._shown = text
        self._content = Content.from_markup(text)  # parsed once: measured, then shown
        width, height = self.size
        before = self._strips if self._strips_width == width else None
        after = self._draw(width) if width else []
        if before is None or not width or len(after) > height:
            self.refresh(layout=True)
            return
        self._strips = after
        for y in range(min(max(len(before), len(after)), height)):
            if before[y : y + 1] != after[y : y + 1]:
                self.refresh(Region(0, y, width, 1))

    def refresh(
        self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False
    ) -> Self:
        """A repaint of the whole widget (a new theme, a resize) draws its lines anew."""
        if repaint and not regions:
            self._strips = None
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if self._strips is None or self._strips_width != width:
            self._strips = self._draw(width)
        if y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, self.visual_style.rich_style)

    def _draw(self, width: int) -> list[Strip]:
        self._strips_width = width
        style = self.visual_style
        strips = Visual.to_strips(self, self._content, width, None, style)
        return [strip.crop_extend(0, width, style.rich_style) for strip in strips]
