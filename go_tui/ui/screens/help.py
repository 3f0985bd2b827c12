"""The help screen: the keys and the shape of a game."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from go_tui.engine import to_vertex
from go_tui.engine.coords import star_points
from go_tui.i18n import t
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.widgets.board_scene import Mark, mark_glyph

_MARKS = {
    "hint": Mark.HINT,
    "black": Mark.BLACK_TERRITORY,
    "white": Mark.WHITE_TERRITORY,
    "neutral": Mark.NEUTRAL,
    "open": Mark.MARKED,
    "triangle": Mark.TRIANGLE,
    "circle": Mark.CIRCLE,
    "square": Mark.SQUARE,
    "cross": Mark.CROSS,
    "filled_black": Mark.FILLED_BLACK,
    "filled_white": Mark.FILLED_WHITE,
}
"""The marks the help names, by the name its words give them."""


def example_vertex(size: int) -> str:
    """A point to show as an example, on this board: the upper right star point (Q16 on
    19x19, G7 on 9x9), or the centre of a board without one."""
    stars = star_points(size)
    point = min(stars, key=lambda p: (p[0], -p[1])) if stars else (size // 2, size // 2)
    return to_vertex(point, size)


class HelpScreen(ModalScreen[None]):
    """Shows how to play; any of Escape, q or ? closes it."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 84; max-width: 100%; height: auto; max-height: 100%;
        padding: 0 2; border: round $primary; background: $surface;
    }
    HelpScreen .title { text-style: bold; }
    HelpScreen .close { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "close", "binding.close")
    ]

    def __init__(self, point: str = "Q16", *, ascii: bool = False, topic: str = "help") -> None:
        """``point``: a point on the board played, for the example of a typed point;
        ``ascii``: the marks as the board draws them with ``--ascii``; ``topic``: the
        catalogue section (``help`` for a game, ``marking_help`` for the marking screen)."""
        super().__init__()
        localize_bindings(self)
        self.point = point
        self.ascii = ascii
        self.topic = topic

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(t(f"{self.topic}.title"), classes="title")
            yield Static(t(f"{self.topic}.body", point=self.point).strip("\n"), markup=False)
            yield Static(self.marks_text(), markup=False)
            yield Static(t("help.close"), classes="close")

    def marks_text(self) -> str:
        """What the marks on the board mean, each drawn as the board draws it."""
        glyphs = {name: mark_glyph(mark, ascii=self.ascii) for name, mark in _MARKS.items()}
        return "\n" + t(f"{self.topic}.marks", **glyphs).strip("\n")

    def action_close(self) -> None:
        self.dismiss(None)
