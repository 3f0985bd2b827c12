"""Every use of Textual's private API, in one place (Textual 8.2; see pyproject.toml).

Textual gives no public way to do these, so each is a small named function or
override here, and ``tests/test_textual_private.py`` fails when a Textual release
renames or reshapes one of the attributes they reach:

* :func:`key_bindings`: a node's bindings by key, to word them in the chosen
  language and to change what the footer shows (``DOMNode._bindings``).
* :func:`run_key_binding`: run a key's binding now, from the focused widget up, as
  Textual would later (``App._check_bindings``).
* :func:`fix_option_list_paging`: an ``OptionList`` turns a page by the lines it
  measured at its last layout; a PageUp or PageDown that lands before that (a list
  just filled, a screen just opened, a key held down) raises ``KeyError``.  Textual's
  own scrolling to the highlight ignores that case; paging does the same here, for
  every list in the app: ours, the one under a ``Select``, and the command palette's
  (``OptionList._move_page``, ``OptionList._index_to_line``).  Applied on import.
* :func:`line_scroll_bar`: a widget's vertical scroll bar as a :class:`LineScrollBar`,
  made as Textual makes its own (``Widget._vertical_scrollbar``, ``App._start_widget``).
* :class:`AppCommandPalette`: the command palette with its one fixed English phrase
  in the chosen language, steady under keys that arrive faster than it opens and
  closes (its private actions, watcher, search worker and "no matches" countdown).
"""

from __future__ import annotations

from typing import Literal

from rich.align import Align
from rich.color import Color
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import work
from textual.app import App
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.command import CommandList, CommandPalette
from textual.dom import DOMNode
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from go_tui.i18n import t


def key_bindings(node: DOMNode) -> dict[str, list[Binding]]:
    """``node``'s own bindings by key: the dictionary Textual reads, so a change to it
    changes what the key does and what the footer shows."""
    return node._bindings.key_to_bindings


async def run_key_binding(app: App[object], key: str) -> bool:
    """Run ``key``'s binding now, from the focused widget up; whether one ran."""
    return await app._check_bindings(key)


class LineScrollBar(ScrollBar):
    """Textual's vertical scroll bar, drawn line by line (the Line API) from the segments
    its renderer makes, not through Rich's console: a list that scrolls on a key repaints
    its bar each time, and Rich's way costs as much as the list's own lines."""

    def __init__(self, *, thickness: int = 1) -> None:
        super().__init__(vertical=True, name="vertical", thickness=thickness)
        self._drawn: tuple[tuple[object, ...], list[Strip]] | None = None
        """What the lines were drawn from, and the lines."""

    def render_line(self, y: int) -> Strip:
        bar = self.render()
        assert isinstance(bar, ScrollBarRender)
        width, height = self.size
        style, base = bar.style, self.visual_style.rich_style  # under it, as Textual draws
        assert isinstance(style, Style)
        drawn_as = (width, height, bar.virtual_size, bar.window_size, bar.position, style, base)
        if self._drawn is None or self._drawn[0] != drawn_as:
            segments = bar.render_bar(
                size=height,
                virtual_size=bar.virtual_size,
                window_size=bar.window_size,
                position=bar.position,
                thickness=width,
                vertical=True,
                back_color=style.bgcolor or Color.parse("#555555"),
                bar_color=style.color or Color.parse("bright_magenta"),
            ).segments
            strips = [Strip([Segment(text, base + own)], width) for text, own, _ in segments]
            self._drawn = (drawn_as, strips)
        drawn = self._drawn[1]
        return drawn[y] if 0 <= y < len(drawn) else Strip.blank(width)


def line_scroll_bar(widget: Widget) -> ScrollBar:
    """``widget``'s vertical scroll bar, a :class:`LineScrollBar`, made when first asked
    for as Textual makes its own (``Widget.vertical_scrollbar``)."""
    if widget._vertical_scrollbar is None:
        bar = LineScrollBar(thickness=widget.scrollbar_size_vertical)
        bar.display = False
        widget._vertical_scrollbar = bar
        widget.app._start_widget(widget, bar)
    return widget._vertical_scrollbar


_move_page = OptionList._move_page


def _move_page_once_laid_out(self: OptionList, direction: Literal[-1, 1]) -> None:
    if (self.highlighted or 0) in self._index_to_line:
        _move_page(self, direction)


def fix_option_list_paging() -> None:
    """Page an ``OptionList`` only once it has been laid out (see the module's text)."""
    OptionList._move_page = _move_page_once_laid_out  # type: ignore[method-assign]


fix_option_list_paging()


_gather_commands = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]
"""The palette's search, without the worker Textual's decorator starts it in."""


class AppCommandPalette(CommandPalette):
    """Textual's command palette, with its one fixed English phrase in the chosen language,
    steady under keys that arrive faster than it opens and closes."""

    _dismissed = False

    def _action_command_list(self, action: str) -> None:
        """Keys that land before the list is built have no list to move."""
        if self.query(CommandList):
            super()._action_command_list(action)

    def _action_cursor_down(self) -> None:
        if self.query(CommandList):
            super()._action_cursor_down()

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        """A search that starts after the palette began to close (its first one starts as it
        opens, in a worker) has no list to fill."""
        if self.query(CommandList):
            await _gather_commands(self, search_value)

    def _watch__list_visible(self) -> None:
        """A search that ends after the palette began to close has no list to show."""
        if self.query(CommandList):
            super()._watch__list_visible()

    def dismiss(self, result: None = None) -> AwaitComplete:
        """Close once: a second Enter or Escape before the palette has gone would close the
        screen below it (as :class:`~go_tui.ui.screens.dialogs.Dialog` does for dialogs)."""
        if self._dismissed:
            return AwaitComplete()
        self._dismissed = True
        return super().dismiss(result)

    def _start_no_matches_countdown(self, search_value: str) -> None:
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if not self.query(CommandList):
                return  # the palette closed before the countdown ended
            if not search_value:
                self._list_visible = False
                return
            self.query_one(CommandList).add_option(
                Option(
                    Align.center(Text(t("app.palette_no_matches"), style="not bold")),
                    disabled=True,
                    id=self._NO_MATCHES,
                )
            )
            self._list_visible = True

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
