"""What a move achieves, asked of the engine: the one place lesson answers are judged.

The checker uses these functions to prove a teacher's answer when a lesson is
loaded, and the exercises use the very same functions to judge a learner's
move, so proof and feedback can never disagree.
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import StrEnum

from go_tui.engine import Board, Color, Point
from go_tui.engine.eyes import true_eye
from go_tui.engine.reading import Outcome, Search, passed, played
from go_tui.engine.reading import SearchTooBig as SearchTooBig  # raised to the lessons


class LessonGoal(StrEnum):
    CAPTURE = "capture"
    ATARI = "atari"
    SAVE = "save"
    CONNECT = "connect"
    EYE = "eye"
    KILL = "kill"
    LIVE = "live"


MAX_AREA = 10
"""Most empty points a kill/live search will take on: beyond this, write a sequence."""
NODE_BUDGET = 200_000


def legal(board: Board, color: Color, point: Point) -> bool:
    return board[point] is None and board.check(color, point) is None


def after(board: Board, color: Color, point: Point) -> tuple[Board, tuple[Point, ...]]:
    """The position after a legal move, and the stones it captured."""
    child = board.copy()
    placed = child.play(color, point)
    return child, placed.captured


def chain_key(board: Board, point: Point) -> frozenset[Point]:
    """The stones of the chain at ``point``: a chain's identity for marking and counting."""
    return frozenset(board.chain_at(point)[0])


def reaches(
    goal: LessonGoal,
    board: Board,
    color: Color,
    point: Point,
    target: tuple[Point, ...],
    captures: int | None = None,
) -> bool:
    """Whether the legal move ``color`` at ``point`` reaches ``goal`` on ``board``."""
    child, taken = after(board, color, point)
    if goal is LessonGoal.CAPTURE:
        if captures is not None and len(taken) != captures:
            return False
        return bool(taken) and set(target) <= set(taken)
    if goal is LessonGoal.ATARI:
        return any(
            board[n] is color.opponent
            and child[n] is color.opponent
            and child.liberties(n) == 1
            and board.liberties(n) > 1
            and (not target or n in board.chain_at(target[0])[0])
            for n in board.neighbours(point)
        )
    if goal is LessonGoal.SAVE:
        return all(child[p] is color for p in target) and child.liberties(target[0]) >= 2
    if goal is LessonGoal.CONNECT:
        return len({chain_key(child, p) for p in target}) == 1 and child[target[0]] is color
    if goal is LessonGoal.EYE:
        return all(true_eye(child, p, color) for p in target)
    if goal is LessonGoal.KILL:
        return captured_anyway(child, target[0], color, color.opponent)
    return not captured_anyway(child, target[0], color.opponent, color.opponent)


def captured_anyway(board: Board, target: Point, attacker: Color, to_move: Color) -> bool:
    """Whether ``attacker`` can take the chain at ``target`` with ``to_move`` first."""
    if board[target] is not attacker.opponent:
        return True
    return _LifeAndDeath(board, target, attacker).run(board, to_move)[0]


def best_move(board: Board, target: Point, attacker: Color, to_move: Color) -> Point | None:
    """The move by which ``to_move`` wins the fight for the chain at ``target`` (None: pass)."""
    return _LifeAndDeath(board, target, attacker).run(board, to_move)[1]


def area(board: Board, target: Point, attacker: Color) -> frozenset[Point]:
    """The points a life-and-death search may play on: the group and what it walls in.

    Flood from the group through empty points and its own stones; attacker chains
    whose every liberty lies inside are inside too (stones played into an eye).
    """
    inside: set[Point] = set()
    frontier = [target]
    while True:
        while frontier:
            point = frontier.pop()
            if point in inside:
                continue
            inside.add(point)
            frontier += [n for n in board.neighbours(point) if board[n] is not attacker]
        walls = {n for p in inside for n in board.neighbours(p) if board[n] is attacker} - inside
        swallowed = False
        for wall in walls:
            stones, liberties = board.chain_at(wall)
            if wall not in inside and set(liberties) <= inside:
                inside.update(stones)
                frontier += [n for s in stones for n in board.neighbours(s)]
                swallowed = True
        if not swallowed:
            return frozenset(inside)


_AreaPosition = tuple[Board, int]
"""A position and the passes that led to it in a row."""


class _LifeAndDeath(Search[_AreaPosition, Point]):
    """Exhaustive local search: can the attacker capture the target chain?

    Moves are limited to the group's area; both sides may pass and two passes
    in a row end the fight with the group alive. A move that repeats a position
    of the current line is skipped, so every line ends.
    """

    superko = True

    def __init__(self, board: Board, target: Point, attacker: Color) -> None:
        self.target = target
        self.attacker = attacker
        self.points = sorted(area(board, target, attacker))
        if sum(board[p] is None for p in self.points) > MAX_AREA:
            raise SearchTooBig(f"more than {MAX_AREA} empty points around the group")
        super().__init__(NODE_BUDGET)

    def run(self, board: Board, to_move: Color) -> tuple[bool, Point | None]:
        self.line.add(board.hash)
        captured, move = self.solve((board, 0), to_move is self.attacker)
        assert captured is not None, "an exhaustive search knows or runs out of budget"
        return captured, move

    def settle(self, state: _AreaPosition, attacking: bool, depth: int) -> Outcome[Point] | None:
        board, passes = state
        if board[self.target] is not self.attacker.opponent:
            return True, None
        if passes >= 2:
            return False, None
        return None

    def key(self, state: _AreaPosition, attacking: bool) -> Hashable:
        board, passes = state
        return board.hash, board.ko, attacking, passes

    def moves(self, state: _AreaPosition, attacking: bool, depth: int) -> list[Point | None]:
        return [*self.points, None]

    def play(
        self, state: _AreaPosition, attacking: bool, move: Point | None
    ) -> _AreaPosition | None:
        board, passes = state
        if move is None:  # a second pass ends the reading: no position to make
            return (board if passes else passed(board)), passes + 1
        color = self.attacker if attacking else self.attacker.opponent
        child = played(board, color, board.geo.index(move))
        return None if child is None else (child[0], 0)

    def position(self, state: _AreaPosition) -> Hashable:
        return state[0].hash
