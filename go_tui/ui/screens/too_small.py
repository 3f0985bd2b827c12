"""The message shown while the terminal is too small for the screen below it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.geometry import Size
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from go_tui.i18n import t
from go_tui.ui.screens.attached import when_attached

DEFAULT_NEED = (40, 12)


def needed_size(screen: Screen[object]) -> tuple[int, int]:
    """The columns and lines ``screen`` needs: its ``needed_size()``, or a small default."""
    need = getattr(screen, "needed_size", None)
    return need() if callable(need) else DEFAULT_NEED


class WatchesSize:
    """Mixed into a screen: every resize asks the app to check the terminal's size."""

    @when_attached
    def on_resize(self) -> None:
        app = getattr(self, "app", None)
        check = getattr(app, "check_size", None)
        if callable(check):
            check()


class TooSmallScreen(WatchesSize, ModalScreen[None]):
    """Covers the app until the terminal is big enough again; the screen below waits."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    TooSmallScreen > Static { width: 100%; content-align: center middle; padding: 0 1; }
    """

    def __init__(self, size: Size, need: tuple[int, int]) -> None:
        super().__init__()
        self.size_now = size
        self.need = need
        self.message = Static(self._text(), id="too-small")

    def compose(self) -> ComposeResult:
        yield self.message

    def _text(self) -> str:
        return t(
            "app.too_small",
            width=self.size_now.width,
            height=self.size_now.height,
            need_width=self.need[0],
            need_height=self.need[1],
        )

    def update(self, size: Size, need: tuple[int, int]) -> None:
        self.size_now, self.need = size, need
        self.message.update(self._text())

    def needed_size(self) -> tuple[int, int]:
        return (0, 0)
