"""The board themes in the command palette: choosing one redraws every board and keeps it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.app import SystemCommand

from go_tui.i18n import t
from go_tui.preferences import BOARD_THEMES, remember
from go_tui.ui.widgets.board import BoardView

if TYPE_CHECKING:
    from go_tui.ui.app import GoApp


def theme_commands(app: GoApp) -> Iterable[SystemCommand]:
    """One command a theme: ``Board: dark``."""
    for name in BOARD_THEMES:
        words = t(f"board.theme.{name.replace('-', '_')}")
        yield SystemCommand(
            t("board.binding.theme", theme=words),
            t("board.command.theme", theme=words),
            lambda name=name: choose_board_theme(app, name),
        )


def choose_board_theme(app: GoApp, name: str) -> None:
    """Draw every board, on every open screen, in theme ``name``, and remember it."""
    app.board_theme = name
    for screen in app.screen_stack:
        for view in screen.query(BoardView):
            view.board_theme = name
    remember(board_theme=name)
