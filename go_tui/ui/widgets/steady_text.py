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

from collections.abc import Hashable
from typing import Self

from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Visual
from textual.widget import Widget


class SteadyText(Widget):
    """Text (markup unless told otherwise) shown with :meth:`show_text`; ``render()`` gives
    it whole (for tests)."""

    DEFAULT_CSS = """
    SteadyText { height: auto; }
    """

    def __init__(self, text: str = "", *, markup: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self._markup = markup
        """False: the text is shown as it is (a comment from a file), brackets and all."""
        self._shown = text
        self._content = self._parsed(text)
        self._strips: list[Strip] | None = None
        """The lines as drawn at ``_drawn_as``'s width; None until drawn."""
        self._drawn_as: tuple[int, VisualStyle] | None = None
        self._drawn: dict[Hashable, list[Strip]] = {}
        """Each line of text drawn last, by its text and styles."""

    def render(self) -> Content:
        return self._content

    def _parsed(self, text: str) -> Content:
        return Content.from_markup(text) if self._markup else Content(text)

    def show_text(self, text: str) -> None:
        """Show ``text`` (markup)."""
        if text == self._shown:
            return
        self._shown = text
        self._content = self._parsed(text)  # parsed once: measured, then shown
        width, height = self.size
        before = self._strips if self._drawn_as and self._drawn_as[0] == width else None
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
            self._strips, self._drawn_as = None, None
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if self._strips is None or not self._drawn_as or self._drawn_as[0] != width:
            self._strips = self._draw(width)
        if y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, self.visual_style.rich_style)

    def _draw(self, width: int) -> list[Strip]:
        """The strips of the text at ``width``; a line of text drawn for the last text is
        taken from there (on a move, most lines of a panel stay as they were)."""
        style = self.visual_style
        known = self._drawn if self._drawn_as == (width, style) else {}
        self._drawn_as, self._drawn = (width, style), {}
        strips: list[Strip] = []
        for line in self._content.split("\n", allow_blank=True):
            key = (line.plain, tuple(line.spans))
            drawn = known.get(key)
            if drawn is None:
                drawn = [
                    strip.crop_extend(0, width, style.rich_style)
                    for strip in Visual.to_strips(self, line, width, None, style)
                ] or [Strip.blank(width, style.rich_style)]
            self._drawn[key] = drawn
            strips.extend(drawn)
        return strips
