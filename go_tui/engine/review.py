"""The review of a game: the moves that cost the most, and what the reader proves about them.

Vocabulary: move ``number`` counts from 1 along the main line; the *mover* plays it.
The *margin* of a position is the playouts' mean area count, Black's minus White's
(:func:`go_tui.engine.playouts.ownership`); the *cost* of a move is, from the
mover's side, the margin after the better move minus the margin after the played one,
both positions with the opponent to move, measured with the same playouts and seed.
A *claim* is what the tactical reader (:mod:`go_tui.engine.tactics`) settled about a
move; a finding carries a tactical :class:`Kind` only when the reader proved it, and
otherwise only its cost and the built-in player's better move (:attr:`Kind.COST`).

Why this shape:

* **A screen, then a measure.**  Every position of the line is judged once with a few
  playouts; the drop from the position before a move to the one after it ranks the
  moves.  Playouts are too noisy and too blind for a verdict there, so only the
  *candidates* (the moves with a claim, and the moves the screen ranks worst) are
  measured again, with more playouts, against their better move.
* **The reader where it can prove something**: the chains with one liberty, the
  move's own chain with one or two, and captures of chains with one or two.  A better
  move it proves (the move that saves the chain, the move that captures) is the one
  measured; where it proves none, the player searches for one.
* **Budgets are playouts and reader positions, never seconds**, so the same game and
  seed give the same review on any machine; ``Budget.max_seconds`` is only a safety
  net, and :attr:`GameReview.cut_short` says when it cut a measure short.
* **One call for a worker**: :func:`review` takes the game, a budget and a progress
  callback, and returns typed findings; the words are the caller's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from go_tui.engine.board import Board, Refusal
from go_tui.engine.coords import Color, Point
from go_tui.engine.game import Game, Move
from go_tui.engine.player import Strength, think
from go_tui.engine.playouts import _own_eye, ownership
from go_tui.engine.tactics import CaptureReading, Limits, read

Progress = Callable[[int, int], None]
"""Called with the steps done and the steps in all, as the review goes."""


class Kind(StrEnum):
    """What the reader proved about a move; :attr:`COST` when it proved nothing."""

    LEFT = "left"
    """A chain of the mover's with one or two liberties, not the move's own: the
    opponent takes it now, and the better move saves it."""
    SELF_ATARI = "self_atari"
    """The move's own chain has one liberty and the opponent takes it."""
    CAUGHT = "caught"
    """The move's own chain has two liberties and is still taken (a ladder or net that works)."""
    ATARI_FAILS = "atari_fails"
    """The move ataris a chain that escapes (a ladder that fails)."""
    MISSED_CAPTURE = "missed_capture"
    """The mover could take a chain (the better move) and after the move it gets away."""
    COST = "cost"
    """Nothing proven: the move cost this much against the player's choice."""


@dataclass(frozen=True)
class Mistake:
    """One mistake: the move, its cost, what was proven, and the better move."""

    number: int
    color: Color
    point: Point | None
    """The move played (None: a pass)."""
    cost: float
    """Points of area the move lost against :attr:`better`, from the mover's side."""
    kind: Kind
    stones: tuple[Point, ...] = ()
    """The chain the claim is about (empty for :attr:`Kind.COST`)."""
    liberties: int = 0
    """That chain's liberties after the move."""
    better: Point | None = None
    proven: bool = False
    """The reader proved :attr:`better` saves or takes :attr:`stones`; else it is the
    player's choice."""
    answer: Point | None = None
    """The opponent's move that takes the stones, as the reader found it (or None)."""

    @property
    def points(self) -> float:
        """What the move lost, as the review ranks and words it: the playouts' cost, or
        the stones the reader proves change hands when that is more (two points each, the
        stone and the point under it, for a chain of two or more).  The playouts are blind
        to tactics (a ladder, a chain they save or take at random) and see a lost group
        as less than it is; the reader's proof is the surer figure (measured with
        ``tools/bench_review.py``: with the playouts' cost alone, 3 of 10 planted blunders
        ranked in the first three lines)."""
        if self.kind in _MATERIAL and len(self.stones) >= 2:
            return max(self.cost, 2.0 * len(self.stones))
        return self.cost


_MATERIAL = frozenset({Kind.LEFT, Kind.SELF_ATARI, Kind.CAUGHT, Kind.MISSED_CAPTURE})
"""The kinds in which the reader proves stones change hands."""


@dataclass(frozen=True)
class GameReview:
    """What the review found, worst first, and how it went."""

    findings: tuple[Mistake, ...]
    moves: int
    """The moves of the main line reviewed."""
    playouts: int
    cut_short: bool = False
    """The safety-net clock stopped some measure before its budget of playouts."""


@dataclass(frozen=True)
class Budget:
    """How much a review may look: playouts and reader positions, never seconds."""

    playouts: int = 64
    """Playouts per position of the screen."""
    probe: int = 8
    """Playouts for each legal move in the first round of the search for the better move."""
    narrow: int = 24
    """Playouts for each of the best quarter of the moves, in its second round."""
    finalists: int = 2
    """Moves of the second round measured in full, with the player's choice."""
    measure: int = 160
    """Playouts for each position a cost compares (the move played, each finalist)."""
    think: int = 100
    """The player's playouts for its choice, a finalist."""
    candidates: int = 8
    """Moves measured, among those with a claim (the screen's worst first); half as
    many more among the others."""
    losses: int = 12
    """Moves measured first, beside the candidates: those the reader proves lose two
    stones or more, the biggest first (cheap: their better move is proven, no search)."""
    read_nodes: int = 20_000
    """Positions one reading may visit."""
    min_cost: float = 2.0
    """A move that costs less is no mistake worth a line (playout noise is about a point)."""
    max_seconds: float = 600.0
    """The safety net; a review within its budget never reaches it."""


def budget_for(size: int) -> Budget:
    """The default budget for a board: fewer playouts where a playout and a game are
    longer, so a 9x9 review takes well under a minute and a 13x13 one under two."""
    if size <= 9:
        return Budget()
    if size <= 13:
        return Budget(playouts=24, probe=4, narrow=12, measure=128, think=80, candidates=8)
    return Budget(playouts=12, probe=2, narrow=8, measure=96, think=60, candidates=6)


@dataclass
class _Verdict:
    """A reader's verdict on one move, before its cost is measured."""

    kind: Kind
    stones: tuple[Point, ...]
    liberties: int
    better: Point | None = None
    answer: Point | None = None


@dataclass
class _Move:
    """One move of the line, the positions around it, and what the reader said."""

    number: int
    move: Move
    before: Board
    after: Board
    claims: list[_Verdict] = field(default_factory=list)
    drop: float = 0.0
    """The screen's margin lost, from the mover's side."""


def review(
    game: Game,
    budget: Budget | None = None,
    progress: Progress | None = None,
    *,
    seed: int = 0,
) -> GameReview:
    """The mistakes of ``game``'s moves (those up to its cursor), worst first.

    Deterministic for a game, budget and seed.  The game is not changed.
    """
    return _Reviewer(game, budget or budget_for(game.size), progress, seed).run()


class _Reviewer:
    """One review: the positions, the screen, the reader's claims and the measures."""

    def __init__(self, game: Game, budget: Budget, progress: Progress | None, seed: int) -> None:
        self.game = game
        self.budget = budget
        self.progress = progress
        self.seed = seed
        self.limits = Limits(max_nodes=budget.read_nodes)
        self.deadline = time.monotonic() + budget.max_seconds
        self.cut_short = False
        self.playouts = 0
        self.readings: dict[tuple[int, int, Color], CaptureReading] = {}
        self.choices: dict[int, tuple[Point | None, ...]] = {}
        self.moves = _line(game)
        self.steps = 2 * len(self.moves) + budget.losses + budget.candidates * 3 // 2
        self.done = 0

    def run(self) -> GameReview:
        moves = self.moves
        self._screen()
        for entry in moves:
            entry.claims = self._claims(entry)
            self._step()
        _first_time_only(moves)
        candidates = self._candidates()
        self.steps = self.done + len(candidates)
        findings = [f for f in map(self._measure, candidates) if f is not None]
        findings.sort(key=_rank)
        if self.progress is not None:
            self.progress(self.steps, self.steps)
        return GameReview(tuple(findings), len(moves), self.playouts, self.cut_short)

    def _step(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(min(self.done, self.steps), self.steps)

    # ---- the screen ---------------------------------------------------------------
    def _screen(self) -> None:
        """Each move's drop in the playouts' margin, from the mover's side."""
        moves = self.moves
        if not moves:
            return
        playouts = self.budget.playouts
        margins = [self._margin(moves[0].before, moves[0].move.color, playouts, 0)]
        for entry in moves:
            nxt = entry.number  # the index of the next move, if any
            to_move = moves[nxt].move.color if nxt < len(moves) else entry.move.color.opponent
            margins.append(self._margin(entry.after, to_move, playouts, nxt))
            self._step()
        for entry in moves:
            sign = _sign(entry.move.color)
            entry.drop = sign * (margins[entry.number - 1] - margins[entry.number])

    def _margin(self, board: Board, to_move: Color, playouts: int, salt: int) -> float:
        """The playouts' mean margin, Black's area minus White's."""
        owners, done = ownership(
            board, to_move, playouts, seed=self.seed * 1_000_003 + salt, deadline=self.deadline
        )
        self.playouts += done
        if done < playouts:
            self.cut_short = True
        return sum(owners.values())

    # ---- the reader's claims ------------------------------------------------------
    def _read(self, entry: _Move, after: bool, point: Point, to_move: Color) -> CaptureReading:
        """One reading, kept: the next move's reading of the same board asks it again."""
        board = entry.after if after else entry.before
        index = entry.number if after else entry.number - 1
        chain = board.chain[board.geo.index(point)]
        assert chain is not None
        key = (index, min(chain.stones), to_move)
        known = self.readings.get(key)
        if known is None:
            known = self.readings[key] = read(board, point, to_move, self.limits)
        return known

    def _claims(self, entry: _Move) -> list[_Verdict]:
        claims = self._own_chain(entry) + self._left(entry) + self._missed(entry)
        return claims + self._failed_ataris(entry)

    def _own_chain(self, entry: _Move) -> list[_Verdict]:
        """A self-atari, or a run with a chain that is still caught."""
        point, color = entry.move.point, entry.move.color
        if point is None:
            return []
        stones, liberties = entry.after.chain_at(point)
        if len(liberties) > 2:
            return []
        taken = self._read(entry, True, point, color.opponent)
        if taken.captured is not True:
            return []
        kind = Kind.SELF_ATARI if len(liberties) == 1 else Kind.CAUGHT
        return [_Verdict(kind, tuple(stones), len(liberties), answer=taken.move)]

    def _left(self, entry: _Move) -> list[_Verdict]:
        """The mover's short chains the move left to be taken, that it could save."""
        color, point = entry.move.color, entry.move.point
        claims = []
        for owner, stones, liberties in entry.after.chains():
            if owner is not color or len(liberties) > 2 or (point is not None and point in stones):
                continue
            taken = self._read(entry, True, stones[0], color.opponent)
            if taken.captured is not True:
                continue
            saved = self._read(entry, False, stones[0], color)
            if saved.captured is False and saved.move is not None:
                claims.append(
                    _Verdict(Kind.LEFT, tuple(stones), len(liberties), saved.move, taken.move)
                )
        return claims

    def _missed(self, entry: _Move) -> list[_Verdict]:
        """The opponent's chains the mover could take, that get away after the move."""
        color, point = entry.move.color, entry.move.point
        claims = []
        for owner, stones, liberties in entry.before.chains():
            if owner is color or len(liberties) > 2 or entry.after[stones[0]] is not owner:
                continue
            taking = self._read(entry, False, stones[0], color)
            if taking.captured is not True or taking.move is None or taking.move == point:
                continue
            if self._read(entry, True, stones[0], color.opponent).captured is False:
                claims.append(
                    _Verdict(Kind.MISSED_CAPTURE, tuple(stones), len(liberties), taking.move)
                )
        return claims

    def _failed_ataris(self, entry: _Move) -> list[_Verdict]:
        """The move's ataris that do not take: the chain escapes with its owner to move."""
        color, point = entry.move.color, entry.move.point
        if point is None:
            return []
        claims = []
        seen: list[Point] = []
        for near in entry.after.neighbours(point):
            if entry.after[near] is not color.opponent:
                continue
            stones, liberties = entry.after.chain_at(near)
            if len(liberties) != 1 or stones[0] in seen:
                continue
            seen.append(stones[0])
            if self._read(entry, True, near, color.opponent).captured is False:
                claims.append(_Verdict(Kind.ATARI_FAILS, tuple(stones), 1))
        return claims

    # ---- the measures -------------------------------------------------------------
    def _candidates(self) -> list[_Move]:
        """The moves worth measuring: those the reader proves lose two stones or more
        (the most stones first), then the others with a claim and those the screen ranks
        worst, each kind by its drop, worst first.  The screen is blind to tactics: a
        move that left a group to be taken can show a gain there, and more moves have a
        claim than ``candidates`` (15 and 34 in two games of ``tools/bench_review.py``)."""
        budget = self.budget
        worst = sorted(self.moves, key=lambda e: (-e.drop, e.number))
        losses = sorted(
            (e for e in worst if _lost_stones(e.claims)), key=lambda e: -_lost_stones(e.claims)
        )[: budget.losses]
        claimed = [e for e in worst if e.claims and e not in losses][: budget.candidates]
        others = [e for e in worst if not e.claims and e.drop > 0]
        return losses + claimed + others[: budget.candidates // 2]

    def _measure(self, entry: _Move) -> Mistake | None:
        """The move's finding: its cost against the better move of its best claim (or the
        player's choice), if it is a mistake at all.  The best claim is the one the list
        would rank first: a proven loss of two stones or more before a costlier claim
        on one stone (a move that lost a group and a stone says the group)."""
        budget = self.budget
        color = entry.move.color
        sign = _sign(color)
        played = self._margin(entry.after, color.opponent, budget.measure, entry.number)
        best: Mistake | None = None
        for claim in entry.claims or [_Verdict(Kind.COST, (), 0)]:
            proven = claim.better is not None
            for better in (claim.better,) if proven else self._choice(entry):
                margin = self._after(entry, better)
                if margin is None:
                    continue
                cost = round(sign * (margin - played), 1)
                found = Mistake(
                    entry.number,
                    color,
                    entry.move.point,
                    cost,
                    claim.kind,
                    claim.stones,
                    claim.liberties,
                    better,
                    proven,
                    claim.answer,
                )
                if best is None or _rank(found) < _rank(best):
                    best = found
        self._step()
        if best is None or best.points < budget.min_cost:
            return None
        return best

    def _choice(self, entry: _Move) -> tuple[Point | None, ...]:
        """The moves that may be better than the one played, asked once: the player's
        choice and the playouts' best by margin (the player plays for a win, not for
        points, and a winning side's choice may give points away).  The playouts' best
        are found in rounds: every legal move with a few playouts, the best quarter
        with more, and the best of those go on to the full measure."""
        known = self.choices.get(entry.number)
        if known is not None:
            return known
        budget = self.budget
        color = entry.move.color
        sign = _sign(color)
        moves: list[Point | None] = [
            p for p in _moves(entry.before, color) if p != entry.move.point
        ]
        for playouts, keep in (
            (budget.probe, max(len(moves) // 4, budget.finalists)),
            (budget.narrow, budget.finalists),
        ):
            scored = []
            for k, point in enumerate(moves):
                margin = self._after(entry, point, playouts, salt=k + 1)
                if margin is not None:
                    scored.append((-sign * margin, k, point))
            moves = [point for _, _, point in sorted(scored)[:keep]]
        player = self._player(entry)
        if player != entry.move.point and player not in moves:
            moves.append(player)
        choice = tuple(moves)
        self.choices[entry.number] = choice
        return choice

    def _player(self, entry: _Move) -> Point | None:
        """The built-in player's move in the position before ``entry``."""
        strength = Strength(
            playouts=self.budget.think, prior=1.0, blunder=0.0, resign=0.0, reading=True
        )
        position = self.game.replayed(entry.number - 1)
        left = max(self.deadline - time.monotonic(), 0.0)
        decision = think(
            position, strength, color=entry.move.color, seed=self.seed, max_seconds=left
        )
        self.playouts += decision.playouts
        self.cut_short = self.cut_short or decision.cut_short
        return decision.point

    def _after(
        self, entry: _Move, better: Point | None, playouts: int = 0, salt: int = 0
    ) -> float | None:
        """The margin after ``better`` instead of the move played (None: not legal);
        by default with the full measure and the seed the played move is measured with."""
        board = entry.before.copy()
        color = entry.move.color
        if better is None:
            board.pass_turn()
        elif isinstance(board.try_play(color, better), Refusal):
            return None
        count = playouts or self.budget.measure
        return self._margin(board, color.opponent, count, entry.number + 7919 * salt)


def _rank(finding: Mistake) -> tuple[bool, float, int]:
    """Proven losses of two or more stones first, then the rest, each by points.  The
    playouts' costs of ordinary moves scatter by ten points or more (GNU Go calls such
    moves even), so an unproven cost does not push a proven lost group down the list
    (``tools/bench_review.py``, with the next rule: planted blunders in the first three
    lines 6 -> 8 of 14 games)."""
    proven = finding.kind in _MATERIAL and len(finding.stones) >= 2
    return (not proven, -finding.points, finding.number)


def _lost_stones(claims: list[_Verdict]) -> int:
    """The most stones a claim proves change hands, if two or more (else 0)."""
    most = max((len(c.stones) for c in claims if c.kind in _MATERIAL), default=0)
    return most if most >= 2 else 0


def _first_time_only(moves: list[_Move]) -> None:
    """A chain left to be taken again at the mover's next move was lost at the first move
    that left it, and a capture missed again was missed at the first: the later claims on
    it go, however many moves in a row repeat it (each is compared with the claims of the
    same side's move before, as the reader made them)."""
    repeated = (Kind.LEFT, Kind.MISSED_CAPTURE)
    made = [
        {kind: {s for c in entry.claims if c.kind is kind for s in c.stones} for kind in repeated}
        for entry in moves
    ]
    for entry in moves[2:]:
        index = entry.number - 1
        earlier = moves[index - 2]  # the same side's move before
        if earlier.move.color is not entry.move.color:
            continue
        entry.claims = [
            c
            for c in entry.claims
            if not (c.kind in repeated and made[index - 2][c.kind] & set(c.stones))
        ]


def _sign(color: Color) -> int:
    return 1 if color is Color.BLACK else -1


def _moves(board: Board, color: Color) -> list[Point]:
    """The legal moves of ``color`` that fill none of its own eyes."""
    geo = board.geo
    return [
        point
        for point in board.empty_points()
        if not _own_eye(board.cells, geo.neighbours, geo.width, geo.index(point), int(color))
        and board.check(color, point) is None
    ]


def _line(game: Game) -> list[_Move]:
    """The moves up to the game's cursor, each with the boards before and after it."""
    board = game.replayed(0).board
    moves = []
    for number, move in enumerate(game.moves, 1):
        before = board.copy()
        if move.point is None:
            board.pass_turn()
        else:
            board.try_play(move.color, move.point)
        moves.append(_Move(number, move, before, board.copy()))
    return moves
