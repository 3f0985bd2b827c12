"""The board themes in the command palette: choosing one redraws every board and keeps it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from textual.app import SystemCommand
from textual.screen import Screen

from go_tui.i18n import t
from go_tui.preferences import BOARD_THEMES, remember
from go_tui.ui.widgets.board import BoardView


class ThemedApp(Protocol):
    """What choosing a theme asks of the app (the app imports this module, not back)."""

    board_theme: str

    @property
    def screen_stack(self) -> list[Screen[Any]]: ...


def theme_commands(app: ThemedApp) -> Iterable[SystemCommand]:
    """One command a theme: ``Board: dark``."""
    for name in BOARD_THEMES:
        words = t(f"board.theme.{name.replace('-', '_')}")
        yield SystemCommand(
            t("board.binding.theme", theme=words),
            t("board.command.theme", theme=words),
            lambda name=name: choose_board_theme(app, name),
        )


def choose_board_theme(app: ThemedApp, name: str) -> None:
    """Draw every board, on every open screen, in theme ``name``, and remember it."""
    app.board_theme = name
    for screen in app.screen_stack:
        for view in screen.query(BoardView):
            view.board_theme = name
    remember(board_theme=name)
