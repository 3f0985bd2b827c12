"""A lesson's game step as it is played: the match, whom the learner plays, and the end.

Both front ends (the lesson screen and plain mode) play a :class:`~go_tui.learn.GameStep`
through one :class:`LessonGame`: it makes the :class:`~go_tui.play.match.Match`
(without autosave: capture go ends at its goal, a counted game is counted as it stands
when both pass), decides what two passes with open borders do (the first time play
goes on, the next time the board is counted as it stands), and who won.  Against the
computer the learner plays Black; the match hands out the computer's work and the
caller runs it, in a thread or at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from go_tui.engine import Color, Game, Point
from go_tui.engine.count import Count
from go_tui.learn.model import GameOpponent, GameStep
from go_tui.play.computer import COMPUTER, EngineChoice
from go_tui.play.events import Event
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.settings import Settings, Variant, wants_hints, wants_warnings

LEARNER = Color.BLACK
"""The learner's colour in a game against the computer."""
OPPONENTS = (GameOpponent.COMPUTER, GameOpponent.FRIEND)
"""The choices of a step against the computer, as the numbers ``1`` and ``2`` pick them."""


class GameVerdict(StrEnum):
    """How a lesson game ended, for the learner."""

    DONE = "game_done"
    """Between friends, or no winner to name: well played."""
    WON = "game_won"
    LOST = "game_lost"


@dataclass(frozen=True)
class OpenBorders:
    """Both passed with borders still open: the points still open, and what came of it."""

    points: tuple[Point, ...]
    """The empty points whose border is open, in order."""
    counted: list[Event] | None
    """``None``: the first time, the game goes on for the borders to be closed; else the
    events of counting the board as it stands."""


class LessonGame:
    """One game of a game step against the opponent chosen; :meth:`restart` begins anew."""

    def __init__(
        self, step: GameStep, label: Callable[[EngineChoice], str], opponent: GameOpponent
    ) -> None:
        self.step = step
        self.label = label
        """How the computer is named (the UI's words)."""
        self.opponent = opponent
        self.match = self._new_match()
        self.warned_open = False
        """Both have passed once with borders open and were told which: the next two
        passes count the board as it stands."""

    @property
    def game(self) -> Game:
        return self.match.game

    def _new_match(self) -> Match:
        game = self.step.game()
        variant = Variant.CAPTURE if game.rules.capture_goal else Variant.TERRITORY
        computers: dict[Color, EngineChoice] = {}
        if self.opponent is GameOpponent.COMPUTER:
            goal = game.rules.capture_goal
            computers[LEARNER.opponent] = EngineChoice(COMPUTER, self.step.level, goal)
        session = Session(game, variant, computers=computers, warnings=True)
        return Match(session, autosave=None, label=self.label)

    def restart(self, opponent: GameOpponent | None = None) -> None:
        """A new game from the first position, against ``opponent`` (default: the same)."""
        self.match.close()
        if opponent is not None:
            self.opponent = opponent
        self.match = self._new_match()
        self.warned_open = False

    def choose(self, n: int) -> bool:
        """``1``: a new game against the computer, ``2``: against a friend; ``False`` when
        the step offers no choice or ``n`` is none of them."""
        if not self.step.against_computer or not 1 <= n <= len(OPPONENTS):
            return False
        self.restart(OPPONENTS[n - 1])
        return True

    def borders_open(self) -> OpenBorders:
        """What two passes do while borders are open (the match said :class:`CountOpen`)."""
        still_open = tuple(sorted(Count.as_it_stands(self.game).needs_sealing()))
        if not self.warned_open:
            self.warned_open = True
            self.match.resume()
            return OpenBorders(still_open, None)
        return OpenBorders(still_open, self.match.count_anyway())

    @property
    def finished(self) -> bool:
        """Whether the game is over with a result: the step is done."""
        return self.game.is_over and bool(self.match.session.info.result)

    def verdict(self) -> GameVerdict:
        """Against the computer, who won; between friends, well played."""
        if self.opponent is not GameOpponent.COMPUTER or LEARNER.opponent not in (
            self.match.computers
        ):
            return GameVerdict.DONE
        session, game = self.match.session, self.game
        winner = game.capture_winner
        if game.resigned is not None:
            winner = game.resigned.opponent
        elif winner is None and session.info.result[:2] in ("B+", "W+"):
            winner = Color.parse(session.info.result[0])
        if winner is None:
            return GameVerdict.DONE
        return GameVerdict.WON if winner is LEARNER else GameVerdict.LOST

    def close(self) -> None:
        """Stop the computer, if one plays."""
        self.match.close()


def whole_game_settings(step: GameStep, opponent: GameOpponent) -> Settings:
    """The settings of the whole game a ``new_game`` step opens against ``opponent``."""
    computer = EngineChoice.computer(step.level) if opponent is GameOpponent.COMPUTER else None
    return Settings(
        size=step.size,
        komi=step.komi,
        white_engine=computer,
        warnings=wants_warnings(None, computer),
        hints=wants_hints(None, computer),
    )
