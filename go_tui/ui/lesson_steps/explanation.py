"""An explanation: the teacher's text, maybe a board, maybe moves shown one at a time."""

from __future__ import annotations

from go_tui.engine import Game, Point
from go_tui.i18n import t
from go_tui.learn import Explanation
from go_tui.ui.lesson_steps.base import StepController
from go_tui.ui.lesson_words import played_text


class ExplanationController(StepController[Explanation]):
    """Enter (or a click on the board) shows the next demonstration move."""

    shown = 0
    """How many demonstration moves are on the board."""

    def offers(self, command: str) -> bool:
        return command == "demo" and bool(self.step.demo)

    def shown_game(self) -> Game | None:
        return self.step.demo_game(self.shown) if self.step.position is not None else None

    def status(self) -> str:
        if not self.step.demo:
            return ""
        return t("lessons.demo_state", shown=self.shown, total=len(self.step.demo))

    def point_chosen(self, point: Point) -> None:
        """A move on a page that only explains shows its next demonstration move, or says
        that there is nothing to play here."""
        if self.step.demo:
            self.demo()
        else:
            self.host.say(t("lessons.nothing_to_play"))

    def demo(self) -> None:
        """Show the next demonstration move; after the last, start over."""
        demo = self.step.demo
        if not demo:
            return
        self.shown = self.step.next_shown(self.shown)
        self.host.draw()
        game = self.step.demo_game(self.shown)
        move = game.last_move if self.shown else None
        self.host.say(played_text(move, game.size) if move is not None else "")
