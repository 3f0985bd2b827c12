"""The count of a position: the dead stones the players agree on, and what they give.

One model for every place that counts: the marking and result screens, a
lesson's hot-seat game, the GTP engine (``final_score``, ``final_status_list``)
and the bench.  A count starts from the proposal (:func:`estimate_dead`) or from
the position as it stands (gebieds-go, where nothing is removed); a group is
toggled with its loose stones nearby, the counting switched between territory
and area, and the score and the booklet's check view follow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from go_tui.engine.board import Board
from go_tui.engine.coords import Color, Point
from go_tui.engine.game import Game
from go_tui.engine.life import estimate_dead, open_points, seki_after_marks, toggle_dead
from go_tui.engine.rules import Scoring
from go_tui.engine.scoring import Score, score


class Role(StrEnum):
    """What a point plays in the count, as the marking screen shows it."""

    BLACK_TERRITORY = "black-territory"
    WHITE_TERRITORY = "white-territory"
    NEUTRAL = "neutral"
    SEKI = "seki"
    DEAD = "dead"
    FILLED_BLACK = "filled-black"
    """The booklet's check: a black prisoner or dead black stone filled into Black's own
    territory (White took it, and it fills a point of Black's)."""
    FILLED_WHITE = "filled-white"
    UNSEALED = "needs-sealing"
    """An empty point on a border still open, or a dame to fill: the game is not over there."""


@dataclass
class Count:
    board: Board
    komi: float
    prisoners: tuple[int, int]
    """Black's and White's prisoners, taken during the game."""
    scoring: Scoring
    dead: frozenset[Point] = field(default_factory=frozenset)
    seki: frozenset[Point] = field(default_factory=frozenset)
    """Stones living in seki, as proposed; the count follows the marks
    (:func:`seki_after_marks`)."""
    cut_short: bool = False
    """The proposal it opened with was cut short by the engine's safety clock
    (:attr:`~go_tui.engine.life.Proposal.cut_short`)."""
    _seki_for: tuple[tuple[frozenset[Point], frozenset[Point]] | None, frozenset[Point]] = field(
        default=(None, frozenset()), init=False, repr=False, compare=False
    )
    _score_for: tuple[tuple[frozenset[Point], Scoring] | None, Score | None] = field(
        default=(None, None), init=False, repr=False, compare=False
    )

    @classmethod
    def proposed(cls, game: Game) -> Count:
        """The game's position with the engine's proposal of dead stones and seki."""
        proposal = estimate_dead(game.board, game.to_move)
        return cls(*_terms(game), proposal.dead, proposal.seki, proposal.cut_short)

    @classmethod
    def as_it_stands(cls, game: Game) -> Count:
        """The position counted as it is: every stone alive (gebieds-go, a lesson's game)."""
        return cls(*_terms(game))

    def toggle(self, point: Point) -> bool:
        """Mark the group at ``point``, with its colour's stones in the same region, dead or
        alive; ``False`` on an empty point."""
        if self.board[point] is None:
            return False
        self.dead = toggle_dead(self.board, self.dead, point)
        return True

    def adopt(self, dead: frozenset[Point]) -> None:
        """Take another opinion's dead stones (an engine's) instead of the marks so far."""
        self.dead = frozenset(point for point in dead if self.board[point] is not None)

    def agrees(self, dead: frozenset[Point]) -> bool:
        """Whether another opinion's dead stones are the ones marked now."""
        return frozenset(point for point in dead if self.board[point] is not None) == self.dead

    def switch_scoring(self) -> None:
        self.scoring = Scoring.AREA if self.scoring is Scoring.TERRITORY else Scoring.TERRITORY

    @property
    def living_seki(self) -> frozenset[Point]:
        """The stones in seki with the dead stones as marked now."""
        key = (self.dead, self.seki)
        if self._seki_for[0] != key:
            self._seki_for = (key, seki_after_marks(self.board, self.dead, self.seki))
        return self._seki_for[1]

    def score(self) -> Score:
        """Kept until the marks or the counting change: a screen asks for it several
        times per redraw, and on 19x19 each count takes about a millisecond."""
        key = (self.dead, self.scoring)
        cached = self._score_for[1]
        if self._score_for[0] != key or cached is None:
            cached = score(
                self.board, self.dead, self.komi, self.prisoners, self.scoring, self.living_seki
            )
            self._score_for = (key, cached)
        return cached

    def status(self, point: Point) -> str:
        """``dead``, ``seki`` or ``alive``: a stone's status, as GTP names it."""
        if point in self.dead:
            return "dead"
        return "seki" if point in self.living_seki else "alive"

    def roles(self, *, check: bool = False) -> dict[Point, Role]:
        """Every point that counts for something: territory, neutral, seki, dead, and with
        ``check`` the booklet's filled points on top."""
        board, counted = self.board, self.score()
        roles: dict[Point, Role] = {}
        for points, role in (
            (counted.black_territory, Role.BLACK_TERRITORY),
            (counted.white_territory, Role.WHITE_TERRITORY),
            (counted.neutral, Role.NEUTRAL),
        ):
            roles.update(dict.fromkeys((p for p in points if board[p] is None), role))
        roles.update(dict.fromkeys(self._sealing(counted), Role.UNSEALED))
        roles.update(dict.fromkeys(self.living_seki, Role.SEKI))
        roles.update(dict.fromkeys(self.dead, Role.DEAD))
        if check:
            roles.update(self._filled(counted))
        return roles

    def needs_sealing(self) -> frozenset[Point]:
        """The empty points where the game is not over (a border still open, a dame
        still to fill, a false eye or a cut its owner must still fill), with the
        stones marked dead lifted.  Where stones stand too far apart for any border
        to show, every point neither side encloses is such a point, but the liberties
        a seki keeps empty."""
        return self._sealing(self.score())

    def _sealing(self, counted: Score) -> frozenset[Point]:
        board, seki = self.board, self.living_seki
        found = open_points(board, self.dead, seki) | counted.to_fill
        if found:
            return found
        return frozenset(
            point
            for point in counted.neutral
            if board[point] is None and not any(n in seki for n in board.neighbours(point))
        )

    def _filled(self, counted: Score) -> dict[Point, Role]:
        """The booklet's check: each side's catches laid into the other side's territory."""
        if self.scoring is not Scoring.TERRITORY:
            return {}
        black_taken = counted.black.prisoners + counted.black.dead
        white_taken = counted.white.prisoners + counted.white.dead
        filled: dict[Point, Role] = {}
        for territory, taken, role in (
            (counted.white_territory, black_taken, Role.FILLED_WHITE),
            (counted.black_territory, white_taken, Role.FILLED_BLACK),
        ):
            filled.update(dict.fromkeys(sorted(territory)[:taken], role))
        return filled


def _terms(game: Game) -> tuple[Board, float, tuple[int, int], Scoring]:
    prisoners = (game.prisoners(Color.BLACK), game.prisoners(Color.WHITE))
    return game.board, game.komi, prisoners, game.rules.scoring
