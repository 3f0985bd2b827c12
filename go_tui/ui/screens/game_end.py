"""The end of a game on the game screen: marking, the count with borders open, the result.

Mixed into :class:`~go_tui.ui.screens.game.GameScreen`: the match says the game
has ended (``NeedsMarking``, ``CountOpen``, ``GameEnded``); these open the screen
or question for it, and hand the players' answer back to the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from go_tui.engine.count import Count
from go_tui.i18n import t
from go_tui.play.match import Match
from go_tui.ui.match_text import result_text
from go_tui.ui.navigation import navigator
from go_tui.ui.screens.attached import attached_only
from go_tui.ui.screens.dialogs import ConfirmScreen, open_count_question

if TYPE_CHECKING:
    from textual.screen import Screen

    from go_tui.play.events import Event

    _Base = Screen[Any]
else:
    _Base = object


class GameEnding(_Base):
    """The end screens of a game; the screen mixing this in holds the :class:`Match`."""

    if TYPE_CHECKING:
        match: Match

        def apply(self, events: list[Event]) -> None: ...

        def say(self, text: str) -> None: ...

        def show(self) -> None: ...

    def result_words(self) -> str:
        """The result in words once the game has ended; ``""`` while it goes on."""
        session = self.match.session
        if not self.match.game.is_over or session.placing:
            return ""
        return result_text(session, self.match.counted)

    def open_marking(self) -> None:
        from go_tui.ui.screens.marking import MarkingScreen

        def done(count: Count | None) -> None:
            self.apply(self.match.resume() if count is None else self.match.agree(count))

        ascii = bool(getattr(self.app, "ascii", False))
        self.app.push_screen(MarkingScreen(self.match, ascii=ascii), attached_only(self, done))

    def ask_count_open(self, points: int) -> None:
        """Gebieds-go ended with borders open: count anyway, or (the default) play on."""

        def answered(yes: bool | None) -> None:
            self.apply(self.match.count_anyway() if yes else self.match.resume())

        self.app.push_screen(open_count_question(points), attached_only(self, answered))

    def open_result(self) -> None:
        """Show the result; from there: review the game, a new game, or the start screen."""
        from go_tui.ui.screens.result import ResultScreen

        def done(choice: str | None) -> None:
            if choice == "review":
                self.apply(self.match.review_from_start())
                return
            if choice == "mistakes":
                from go_tui.ui.screens.mistakes import MistakesScreen

                mistakes = MistakesScreen(self.match.game)
                self.app.push_screen(mistakes, attached_only(self, lambda _: self.open_result()))
                return
            if choice == "new":
                navigator(self.app).new_game(cancelled=self.open_result)
            elif choice == "start":
                self.app.pop_screen()
                return
            self.show()

        match = self.match
        result = ResultScreen(match.session, match.counted, open_points=match.counted_open)
        self.app.push_screen(result, attached_only(self, done))

    def action_undo(self) -> None:
        """Take back the last move; against a computer, its reply and your move together.
        A game that has ended (counted or resigned) is reopened only when the player says
        so, as its result goes; a game lost on time stays lost: say so."""
        if self.result_words() and self.match.remote is None:  # over the network: a request
            self.undo_ended()
        else:
            self.apply(self.match.undo())

    def undo_ended(self) -> None:
        """``u⏎`` on an ended game: a loss on time stays; a counted or resigned game gives
        its last move (or the resignation) back only when the player says so, as the
        result goes with it."""
        if self.match.session.lost_on_time is not None:
            self.say(t("game_over.no_undo_on_time", result=self.result_words()))
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.apply(self.match.undo())

        resigned = self.match.game.resigned is not None
        key = "game_over.undo_resigned" if resigned else "game_over.undo_question"
        question = t(key, result=self.result_words())
        yes, no = t("game_over.undo_yes"), t("game_over.undo_no")
        self.app.push_screen(ConfirmScreen(question, yes, no), attached_only(self, answered))
