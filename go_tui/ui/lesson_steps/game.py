"""A game step: two learners play hot-seat on one board, from inside the lesson.

Kept to itself so that its game can change (a match model) without touching
the other kinds of step.
"""

from __future__ import annotations

from go_tui.engine import Color, Game, Point, Refused
from go_tui.engine.count import Count
from go_tui.i18n import t
from go_tui.learn import GameStep, Status
from go_tui.ui.lesson_steps.base import LessonHost, Overlays, StepController, played_text
from go_tui.ui.screens.result import margin_text
from go_tui.ui.text import color_name, refusal_text


class GameController(StepController[GameStep]):
    """Each chosen point is the next move, Black and White in turn."""

    def __init__(self, step: GameStep, host: LessonHost) -> None:
        super().__init__(step, host)
        self.game: Game = step.game()

    def offers(self, command: str) -> bool:
        return command == "retry" or (command == "pass_turn" and self.step.counted)

    def shown_game(self) -> Game:
        return self.game

    def overlays(self) -> Overlays:
        return {}

    def status(self) -> str:
        game = self.game
        black, white = game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)
        prisoners = t("lessons.prisoners", black=black, white=white)
        if game.is_over:
            return prisoners
        return f"{t('game.turn', color=color_name(game.to_move))}   {prisoners}"

    def entry_hint(self) -> str:
        return t("entry.hint")

    def point_chosen(self, point: Point) -> None:
        self.play(point)

    def pass_turn(self) -> None:
        self.play(None)

    def play(self, point: Point | None) -> None:
        """A move of the game: the engine plays it or says why not."""
        game = self.game
        if game.is_over:
            self.host.say(t("lessons.game_over_again"))
            return
        color = game.to_move
        move = game.play(point)
        if isinstance(move, Refused):
            self.host.say(refusal_text(move.reason, move.point, game.size), "wrong")
            return
        if point is None:
            self.host.say(t("game.passed", color=color_name(color)))
        else:
            self.host.say(played_text(move, game.size))
        if game.is_over:
            self.host.say(self.result() + "\n" + t("lessons.game_done"), "right")
            self.host.record(Status.SOLVED)
        self.host.draw()
        self.host.refresh_bindings()

    def result(self) -> str:
        """Who won the finished game, and by how much."""
        game = self.game
        winner = game.capture_winner
        if winner is not None:
            return t("result.captured", color=color_name(winner), count=game.prisoners(winner))
        counted = Count.as_it_stands(game).score()
        if counted.winner is None:
            return t("result.draw")
        return margin_text(counted.winner, abs(counted.margin))

    def retry(self) -> None:
        """A new game from the first position."""
        self.game = self.step.game()
        self.host.say(t("lessons.game_again"))
        self.host.draw()
        self.host.refresh_bindings()
