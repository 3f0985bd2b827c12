"""What a screen needs to show all it has: its footer keys, a panel's lines as laid out.

A screen's ``needed_size`` adds these to what its board needs, so the size it
asks for is the size at which nothing is cut off, in the language shown.  Before
the first layout a panel is not measured yet and only the board's need counts.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget

from go_tui.ui.screens.attached import attached_only


def footer_width(screen: Screen[Any]) -> int:
    """The columns the compact footer's keys take, side by side, one apart: each shown
    command once, as ``key description`` (worked out from the bindings, as the footer
    does, so it is known before the footer is laid out)."""
    shown: dict[str, Binding] = {}
    for active in screen.active_bindings.values():
        if active.binding.show:
            shown.setdefault(active.binding.action, active.binding)
    widths = [
        cell_len(screen.app.get_key_display(binding)) + 1 + cell_len(binding.description)
        for binding in shown.values()
    ]
    return sum(widths) + len(widths) - 1 if widths else 0


def content_height(panel: Widget) -> int:
    """The lines ``panel``'s shown children take, laid out at its width (0 before layout)."""
    shown = [child for child in panel.children if child.display and child.region.height]
    if not shown:
        return 0
    bottom = max(child.region.bottom + child.styles.margin.bottom for child in shown)
    return bottom - panel.content_region.y


def board_and_side(screen: Screen[Any], size: int) -> tuple[int, int]:
    """The columns and lines a screen of a board beside a 36-column ``#side`` panel and a
    compact footer needs: the board, every line of the panel, every footer key."""
    span = size - 1
    width = max(span * 2 + 8 + 36, footer_width(screen))
    side = max((content_height(panel) for panel in screen.query("#side")), default=0)
    return (width, max(span + 3, 20, side) + 1)


def check_size_later(screen: Screen[object]) -> None:
    """Ask the app to check the terminal's size once what changed is laid out."""
    check = getattr(screen.app, "check_size", None)
    if callable(check):
        screen.call_after_refresh(attached_only(screen, check))
