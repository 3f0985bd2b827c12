"""Can the learner force a sequence's goal? A depth-limited search near the fight.

A sequence exercise lists the learner's right first moves as its lines. The
checker asks this search whether some *other* first move reaches the goal as
well, so that a learner who finds it is not told it is wrong. The search plays
only on the sequence's area (the points its lines and wrong moves name, and
their neighbours) and lets the opponent pass. Another first move gets as many
moves as the lines' own first move needs against every defence: at least the
longest line's, more when the lines' opponent helps by filling its own
liberties. The search gives up with :class:`~go_tui.engine.reading.SearchTooBig`
rather than guess.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator

from go_tui.engine import Board, Color, Point, goals
from go_tui.engine.eyes import true_eye
from go_tui.engine.goals import LessonGoal
from go_tui.engine.reading import Outcome, Search, passed, played

NODE_BUDGET = 100_000
"""Most positions one exercise's search may visit before it reports it cannot prove."""

SLACK = 2
"""Learner moves beyond the longest line in which the lines' own first move may be proven."""

NO_CAPTURE = 10_000
"""More moves than any search has: nothing left to capture."""


def sequence_area(
    board: Board, named: Iterable[Point], target: Iterable[Point]
) -> frozenset[Point]:
    """The points the search may play on: the named points, the target chains and
    their liberties, and every empty point next to a named point."""
    inside = set(named)
    for point in target:
        stones, liberties = board.chain_at(point)
        inside.update(stones, liberties)
    for point in list(inside):
        inside.update(n for n in board.neighbours(point) if board[n] is None)
    return frozenset(inside)


def learner_moves(lines: Iterable[tuple[Point, ...]]) -> int:
    """The learner's moves in the longest line (lines alternate, learner first)."""
    return max(((len(line) + 1) // 2 for line in lines), default=0)


_TimedPosition = tuple[Board, int, frozenset[Point]]
"""A position, the learner's moves left, and the target stones the learner has taken."""


class Forcing(Search[_TimedPosition, Point]):
    """Whether ``learner`` can force ``goal`` on ``target`` within a number of moves.

    ``goal`` is one a sequence proves at the end of its lines: ``capture`` (the
    target stones, or without a target any stones, taken by the learner),
    ``connect``, ``save`` or ``eye``. ``kill`` and ``live`` have their own
    unbounded search in :mod:`go_tui.engine.goals`. The learner attacks.
    """

    def __init__(
        self, goal: LessonGoal, target: tuple[Point, ...], learner: Color, points: frozenset[Point]
    ) -> None:
        if goal in (LessonGoal.KILL, LessonGoal.LIVE, LessonGoal.ATARI):
            raise ValueError(f"goal {goal.value!r} is not searched here")
        super().__init__(NODE_BUDGET)
        self.goal = goal
        self.target = target
        self.learner = learner
        self.points = sorted(points)
        self.known: dict[Hashable, tuple[int, int]] = {}
        """Per position: the most moves known to fail and the fewest known to win."""

    def wins_with(self, board: Board, point: Point, moves: int) -> bool:
        """Whether the legal learner move ``point`` forces the goal in ``moves`` moves in all."""
        child = self.play((board, moves, frozenset()), True, point)
        assert child is not None
        return bool(self.solve(child, False)[0])

    def fastest(
        self, board: Board, points: Iterable[Point], lowest: int, highest: int
    ) -> int | None:
        """The fewest moves, from ``lowest`` to ``highest``, in which one of the learner's
        ``points`` forces the goal against every defence (None: not within ``highest``)."""
        for moves in range(lowest, highest + 1):
            if any(self.wins_with(board, point, moves) for point in points):
                return moves
        return None

    # ---- the reading's rules ----------------------------------------------------------
    def settle(self, state: _TimedPosition, attacking: bool, depth: int) -> Outcome[Point] | None:
        """After a learner move: the goal reached; either side to move: out of reach."""
        board, moves, held = state
        if not attacking and self._reached(board, held):
            return True, None
        if self.goal is LessonGoal.CAPTURE:
            if self._needed(board, held) > moves:
                return False, None
        elif moves <= 0:
            return False, None
        return None

    def key(self, state: _TimedPosition, attacking: bool) -> Hashable:
        board, _, held = state
        return board.hash, board.ko, attacking, held

    def moves(self, state: _TimedPosition, attacking: bool, depth: int) -> Iterator[Point | None]:
        """The target chains' liberties first; the opponent passes after those (lazily:
        most positions are settled by the first few tries)."""
        board, moves, held = state
        escapes = self._target_liberties(board)
        order = sorted(self.points, key=lambda p: p not in escapes)
        if not attacking:
            yield from order[: len(escapes)]
            yield None
            yield from order[len(escapes) :]
            return
        must: list[set[Point]] = []
        if self.goal is LessonGoal.CAPTURE:
            needed = self._needed(board, held)
            if needed == moves:
                must = self._must_take(board, held, needed)
        for point in order:
            if all(point in hit for hit in must):
                yield point

    def play(
        self, state: _TimedPosition, attacking: bool, move: Point | None
    ) -> _TimedPosition | None:
        board, moves, held = state
        if move is None:
            return (passed(board) if board.ko else board), moves, held
        color = self.learner if attacking else self.learner.opponent
        after = played(board, color, board.geo.index(move))
        if after is None:
            return None
        child, taken = after
        if not attacking:
            return child, moves, held
        return child, moves - 1, self._gain(held, child.points_of(taken))

    def recall(self, key: Hashable, state: _TimedPosition) -> Outcome[Point] | None:
        """What is known of a position: a win with fewer moves is a win with more,
        a failure with more moves is a failure with fewer."""
        failed, won = self.known.get(key, (-1, NO_CAPTURE))
        moves = state[1]
        if moves >= won:
            return True, None
        if moves <= failed:
            return False, None
        return None

    def store(self, key: Hashable, state: _TimedPosition, outcome: Outcome[Point]) -> None:
        failed, won = self.known.get(key, (-1, NO_CAPTURE))
        moves = state[1]
        self.known[key] = (failed, min(won, moves)) if outcome[0] else (max(failed, moves), won)

    # ---- the goal -------------------------------------------------------------------
    def _gain(self, held: frozenset[Point], taken: tuple[Point, ...]) -> frozenset[Point]:
        """What the learner has captured that matters to the goal."""
        if self.goal is not LessonGoal.CAPTURE:
            return held
        wanted = set(taken) & set(self.target) if self.target else set(taken[:1])
        return held | wanted

    def _reached(self, board: Board, held: frozenset[Point]) -> bool:
        me = self.learner
        target = self.target
        if self.goal is LessonGoal.CAPTURE:
            return set(target) <= held if target else bool(held)
        if self.goal is LessonGoal.CONNECT:
            return len({goals.chain_key(board, p) for p in target}) == 1 and board[target[0]] is me
        if self.goal is LessonGoal.SAVE:
            return all(board[p] is me for p in target) and board.liberties(target[0]) >= 2
        return all(true_eye(board, p, me) for p in target)

    def _needed(self, board: Board, held: frozenset[Point]) -> int:
        """The fewest learner moves a capture still needs: a move per liberty.

        A learner stone takes at most one liberty from a chain, and the opponent may
        pass, so a chain with more liberties than moves left cannot be captured in
        time (with no target: the opposing chain with the fewest liberties).
        """
        enemy = self.learner.opponent
        if self.target:
            return max(
                (board.liberties(p) for p in self.target if p not in held and board[p] is enemy),
                default=0,
            )
        return min(
            (len(libs) for color, _, libs in board.chains() if color is enemy),
            default=NO_CAPTURE,
        )

    def _must_take(self, board: Board, held: frozenset[Point], needed: int) -> list[set[Point]]:
        """With as many moves left as liberties, each move must take one: every returned
        set must be hit (each target chain at the bound; without a target, any one
        opposing chain at the bound)."""
        enemy = self.learner.opponent
        if self.target:
            return [
                set(board.chain_at(p)[1])
                for p in self.target
                if p not in held and board[p] is enemy and board.liberties(p) == needed
            ]
        return [
            {
                p
                for color, _, libs in board.chains()
                if color is enemy and len(libs) == needed
                for p in libs
            }
        ]

    def _target_liberties(self, board: Board) -> set[Point]:
        """Where the opponent's target chains breathe: the likeliest escapes and attacks."""
        found: set[Point] = set()
        for point in self.target:
            if board[point] is self.learner.opponent:
                found.update(board.chain_at(point)[1])
        return found & set(self.points)
