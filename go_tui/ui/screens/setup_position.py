"""The setup screen: put black and white stones down, choose who moves, start from there.

It draws a :class:`~go_tui.play.position_setup.PositionSetup`; a click on a point, its
point typed, or the cursor and Space puts down a stone of the colour being placed (or
takes off one of that colour).  ``a`` dismisses with the setup when every chain has a
liberty, and says which do not otherwise; Escape dismisses with ``None``.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from go_tui.engine import Color, Point, to_vertex
from go_tui.i18n import t
from go_tui.play.position_setup import PositionSetup
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.board_keys import BoardKeys
from go_tui.ui.screens.fit import board_and_side, check_size_later
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import color_name
from go_tui.ui.widgets.board import BoardView
from go_tui.ui.widgets.entry_line import EntryLine


class SetupScreen(BoardKeys, WatchesSize, Screen[PositionSetup | None]):
    """A position built stone by stone, until the player starts a game from it."""

    CSS_PATH = "setup_position.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("b", "placing('black')", "setup.key_black", tooltip="setup.command_black"),
        Binding("w", "placing('white')", "setup.key_white", tooltip="setup.command_white"),
        Binding("p", "to_move", "setup.key_to_move", tooltip="setup.command_to_move"),
        Binding("x", "clear", "setup.key_clear", tooltip="setup.command_clear"),
        Binding("a", "start", "setup.key_start", tooltip="setup.command_start"),
        Binding("escape", "cancel", "setup.key_cancel", tooltip="setup.command_cancel"),
    ]

    def __init__(self, setup: PositionSetup, *, ascii: bool = False) -> None:
        super().__init__()
        localize_bindings(self)
        self.setup = setup
        self.ascii = ascii

    def compose(self) -> ComposeResult:
        with Horizontal(id="setup"):
            yield BoardView(self.setup.board, ascii=self.ascii, id="board")
            with Vertical(id="side"):
                yield Static(t("setup.title"), id="title")
                yield EntryLine(id="entry")
                yield Static("", id="state")
                yield Static("", id="fault")
                yield Static(t("setup.about"), id="about")
        yield Footer(compact=True, show_command_palette=False)

    def needed_size(self) -> tuple[int, int]:
        return board_and_side(self, self.setup.size)

    @when_attached
    def on_mount(self) -> None:
        self.query_one(BoardView).focus()
        self.show()
        self.show_entry()

    def show(self, fault: str = "") -> None:
        """The board, what a chosen point gets, who moves, and a fault if there is one."""
        setup = self.setup
        self.query_one(BoardView).board = setup.board
        counts = {color: sum(1 for c in setup.stones.values() if c is color) for color in Color}
        state = t(
            "setup.state",
            placing=color_name(setup.placing),
            to_move=color_name(setup.to_move),
            black=counts[Color.BLACK],
            white=counts[Color.WHITE],
        )
        self.query_one("#state", Static).update(state)
        line = self.query_one("#fault", Static)
        line.update(fault)
        line.display = bool(fault)
        check_size_later(self)

    def point_chosen(self, point: Point) -> None:
        self.setup.choose(point)
        self.show()

    def entry_hint(self) -> str:
        return t("setup.hint", point=to_vertex(self.setup.free_point(), self.setup.size))

    def action_placing(self, color: str) -> None:
        self.setup.placing = Color.BLACK if color == "black" else Color.WHITE
        self.show()

    def action_to_move(self) -> None:
        self.setup.to_move = self.setup.to_move.opponent
        self.show()

    def action_clear(self) -> None:
        self.setup.clear()
        self.show()

    def action_start(self) -> None:
        """Start from the position, unless a chain has no liberty: then say which."""
        breathless = self.setup.breathless()
        if breathless:
            points = ", ".join(to_vertex(point, self.setup.size) for point in breathless)
            self.show(t("setup.breathless", points=points))
            return
        self.dismiss(self.setup)

    def action_cancel(self) -> None:
        self.dismiss(None)
