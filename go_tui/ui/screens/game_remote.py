"""The player at another computer, on the game screen: their news, and their undo request.

Mixed into :class:`~go_tui.ui.screens.game.GameScreen`.  The other side's lines are read
in a thread (:class:`~go_tui.play.remote.RemotePeer`); while it is our turn nothing waits
for them, so the reader wakes the screen, which hands them to the match in the app's
thread.  An undo the other player asks for is put to the person here as a yes/no question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from go_tui.i18n import t
from go_tui.play.match import Match
from go_tui.ui.screens.attached import attached_only, when_attached
from go_tui.ui.screens.dialogs import AllowScreen

if TYPE_CHECKING:
    from textual.screen import Screen

    from go_tui.play.events import Event

    _Base = Screen[Any]
else:
    _Base = object


class RemoteGame(_Base):
    """The network side of a game screen; the screen mixing this in holds the :class:`Match`."""

    if TYPE_CHECKING:
        match: Match

        def apply(self, events: list[Event]) -> None: ...

    def listen_to_remote(self) -> None:
        """Have the other side's lines wake this screen (a network game only)."""
        if self.match.remote is not None:
            self.match.remote.on_news = self.news_came

    def news_came(self) -> None:
        """Called from the network reader's thread: take the news in the app's thread."""
        self.app.call_from_thread(self.take_news)

    @when_attached
    def take_news(self) -> None:
        self.apply(self.match.remote_news())

    def ask_undo_allowed(self) -> None:
        """The other player asks to take a move back: yes or no, sent as answered."""

        def answered(yes: bool | None) -> None:
            self.apply(self.match.answer_undo(bool(yes)))

        dialog = AllowScreen(t("net.undo_question"), t("net.undo_allow"), t("net.undo_keep"))
        self.app.push_screen(dialog, attached_only(self, answered))
