"""The list of moves: it follows the game, and a click (or Enter) on a move shows it.

Drawn line by line (Textual's Line API): the move on the board is highlighted
and kept in view however long the game, and a new move repaints the lines that
changed, not the whole list (a list that redraws itself whole costs more than
the move on the board).  With the focus (``Tab``), the arrows move the
highlight; a click or ``Enter`` posts :class:`MoveList.Chosen` with the index
of the move, which the game screen turns into a review.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import Reactive
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar
from textual.strip import Strip

from go_tui.engine import Move
from go_tui.ui.text import point_name
from go_tui.ui.textual_fixes import line_scroll_bar
from go_tui.ui.widgets.game_panel import ASCII_STONES, STONES


class MoveList(ScrollView, can_focus=True):
    """One line per move: number, colour, point, captures, and where other lines part."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"move-list--highlight"}
    DEFAULT_CSS = """
    MoveList {
        height: 1fr; max-height: 100%; padding: 0 1;
        background: transparent; scrollbar-size-vertical: 1;
    }
    MoveList > .move-list--highlight { background: $block-cursor-blurred-background; }
    MoveList:focus > .move-list--highlight {
        background: $block-cursor-background; color: $block-cursor-foreground;
        text-style: $block-cursor-text-style;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        Binding("home", "first", show=False),
        Binding("end", "last", show=False),
        Binding("enter", "choose", show=False),
    ]

    @dataclass
    class Chosen(Message):
        """The player chose the move at ``index`` (0: the first move)."""

        move_list: MoveList
        index: int

        @property
        def control(self) -> MoveList:
            return self.move_list

    virtual_size = Reactive(Size(0, 0), layout=False, repaint=False)
    """A longer list repaints its new line and its scroll bar, not the screen (a layout)
    nor itself whole (see :meth:`_fit_scroll_bar`)."""

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        """The scroll bar, drawn line by line: a step to a move out of view scrolls it."""
        return line_scroll_bar(self)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._listed: list[str] = []
        self._listed_for: tuple[Move | None, tuple[object, ...]] | None = None
        """What the list was made of: the last move (the object: a line's moves are its
        own), and the count of moves and all else :meth:`show` was given."""
        self.highlighted: int | None = None
        """The index of the highlighted move: the one on the board, or the focus's."""

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
        branches = branches or {}
        last = moves[-1] if moves else None
        listed = (len(moves), size, ascii, dict(branches), varied_after)
        kept = self._listed_for
        if kept is not None and kept[0] is last and kept[1] == listed:  # only the highlight
            self._highlight(current - 1 if current else None)
            return
        self._listed_for = (last, listed)
        stones = ASCII_STONES if ascii else STONES
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
        before = self._listed
        longest = max(len(lines), len(before))
        changed = [i for i in range(longest) if lines[i : i + 1] != before[i : i + 1]]
        self._listed = lines
        self.virtual_size = Size(0, self._length())
        self._fit_scroll_bar()
        self._highlight(current - 1 if current else None, changed)

    def _length(self) -> int:
        """Lines to scroll through: the moves, and at least half a view of room under a list
        longer than its view, so a new move can come into view in the middle (see
        :meth:`_highlight`).  The room shrinks as moves come and grows by half a view at a
        time, when the list scrolls: the scroll bar is redrawn then, not on every move."""
        moves, height = len(self._listed), self.scrollable_content_region.height
        if moves <= height:
            return moves
        half = max(1, height // 2)
        return (moves // half + 2) * half

    def _fit_scroll_bar(self) -> None:
        """A scroll bar that comes or goes needs the screen laid out again; one that stays
        only learns the list's new length."""
        lines, height = self._length(), self.scrollable_content_region.height
        if (lines > height) != self.show_vertical_scrollbar:
            self.refresh(layout=True)
        elif self.show_vertical_scrollbar:
            bar = self.vertical_scrollbar
            bar.window_virtual_size = lines
            bar.window_size = height

    @property
    def text(self) -> str:
        """The list as plain text (for tests and screenshots)."""
        return "\n".join(self._listed)

    # ---- drawing ---------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        index = round(self.scroll_offset.y) + y
        width = self.scrollable_content_region.width
        style: Style = self.visual_style.rich_style  # (cached, unlike rich_style)
        if not 0 <= index < len(self._listed):
            return Strip.blank(width, style)
        if index == self.highlighted:
            style += self.get_component_rich_style("move-list--highlight")
        text = self._listed[index][:width].ljust(width)
        return Strip([Segment(text, style)], width)

    def _highlight(self, index: int | None, changed: Iterable[int] = ()) -> None:
        """Highlight the move at ``index`` and bring it into view, into the middle of the
        view when it was out of it: the list then scrolls once every half view of moves,
        and a move in between repaints only the lines that changed (the old and the new
        highlight among them), not the whole list."""
        old, self.highlighted = self.highlighted, index
        lines = set(changed) | {i for i in (old, index) if i is not None}
        top = round(self.scroll_offset.y)
        height = self.scrollable_content_region.height
        if index is not None and height and not top <= index < top + height:
            # forced: the scroll bar of a list that just grew comes with the next layout
            self.scroll_to(y=max(0, index - height // 2), animate=False, force=True)
        elif index is None and top:
            self.scroll_to(y=0, animate=False, force=True)
        else:
            width = self.size.width
            for line in lines:
                if top <= line < top + height:
                    self.refresh(Region(0, line - top, width, 1))

    def on_resize(self) -> None:
        """The panel above or below grew: room under the moves and the highlighted move
        in view, for the new height."""
        self.virtual_size = Size(0, self._length())
        self._highlight(self.highlighted)

    # ---- choosing ---------------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = round(self.scroll_offset.y) + offset.y
        if 0 <= index < len(self._listed):
            event.stop()
            self._highlight(index)
            self.post_message(self.Chosen(self, index))

    def action_move(self, step: int) -> None:
        if self._listed:
            start = self.highlighted if self.highlighted is not None else -1
            self._highlight(min(max(start + step, 0), len(self._listed) - 1))

    def action_page(self, step: int) -> None:
        self.action_move(step * max(1, self.scrollable_content_region.height - 1))

    def action_first(self) -> None:
        if self._listed:
            self._highlight(0)

    def action_last(self) -> None:
        if self._listed:
            self._highlight(len(self._listed) - 1)

    def action_choose(self) -> None:
        if self.highlighted is not None:
            self.post_message(self.Chosen(self, self.highlighted))
