"""The opened record's comment on the position shown, beside the board: what a club
player reads while stepping through a server's or a teacher's record.

Once a comment has been shown the panel stays, keeping its height (a position without
one says so): stepping on then repaints a few lines instead of laying the screen out
anew and moving the move list and the tree below it at every step."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll

from go_tui.i18n import printable, t
from go_tui.ui.widgets.steady_text import SteadyText

MAX_SHOWN = 5_000
"""Characters of a comment shown; a longer one (a megabyte, say) is cut, and says so."""


class CommentPanel(VerticalScroll):
    """Shown from the first position with a comment on; a long one scrolls (the mouse
    wheel), at most eight lines high so the move list keeps some room at 80x24."""

    DEFAULT_CSS = """
    CommentPanel {
        height: auto;
        max-height: 8;
        display: none;
        border-top: solid $primary-darken-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    CommentPanel.-shown { display: block; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = ""

    def compose(self) -> ComposeResult:
        yield SteadyText(markup=False)

    def show_comment(self, text: str) -> None:
        """Show ``text`` (from the file: control characters dropped, no markup); where there
        is none, say so once the panel is shown, or leave it hidden."""
        text = printable(text).strip()
        title = t("game.comment")
        if self.border_title != title:  # setting it repaints the whole panel
            self.border_title = title
        if text == self.text:
            return
        self.text = text
        if text:
            self.add_class("-shown")
        shown = text or t("game.no_comment")
        if len(text) > MAX_SHOWN:  # a panel of eight lines: the rest is in the file
            shown = text[:MAX_SHOWN] + "\n" + t("game.comment_cut", count=len(text))
        self.query_one(SteadyText).show_text(shown)
        self.scroll_home(animate=False)
