"""The goal of a problem that states none, inferred as a player would.

Published collections say "Black to play" and nothing more: the reader sees
which group the problem is about.  So does this module: the *attacker* is the
side whose stones lie on the outside of the problem (nearer its open sides,
:func:`go_tui.engine.frame.outside_colour`); the *defender's* group is the one
enclosed.  The side to play lives if the enclosed group is its own and kills
if it is the opponent's; when the enclosed group and an attacker chain inside
the wall are both short of liberties, the fight is a capturing race (won by
the side that lives, lost by the side whose group dies).  The problem is closed
with a tsumego frame (:func:`go_tui.engine.frame.frame`) and read there.  A
ko is a result of its own: the proof says so (:mod:`go_tui.problems.proof`).

A position that names no group clearly gets a reason instead of a goal: a
colour missing, the board full, two groups enclosed at once with nothing
(a first move) to tell which one is meant.  A position with no open side
(a whole-board problem) is read as it stands: the group walled in by the
other colour in the smallest area.
"""

from __future__ import annotations

from go_tui.engine import Board, Color, Point, to_vertex
from go_tui.engine.frame import frame, outside_colour
from go_tui.engine.goals import area
from go_tui.engine.solver import Goal
from go_tui.problems.aim import Aim
from go_tui.problems.model import Problem

ENCLOSED = 40
"""A group whose area (it and what it walls in) holds more points, or more than a quarter
of the board, is not walled in."""
RACE_LIBERTIES = 4
"""Both sides' chains with at most this many liberties: a capturing race."""


def inferred_aim(problem: Problem) -> Aim | str:
    """The goal the position implies for the side to play, or why none can be found."""
    learner = problem.to_move
    assert learner is not None, "the caller checks the player to move"
    board = problem.start_game().board
    for color in (Color.BLACK, Color.WHITE):
        if not board.stones(color):
            return f"no goal: there is no {color.name.lower()} stone, so no group is enclosed"
    if not board.empty_points():
        return "no goal: the stones fill the whole board"
    attacker = outside_colour(board)
    framed = frame(board, attacker) if attacker is not None else None
    if attacker is None or framed is None:
        return _walled_aim(board, learner)
    closed = framed.board
    groups = _enclosed_groups(closed, attacker.opponent, framed.added)
    first = {m.point for m in problem.tree if m.point is not None}
    if len(groups) > 1:
        meant = [g for g in groups if first & _with_neighbours(closed, g)]
        if len(meant) > 1 and len(meant[0]) > 2 * len(meant[1]):
            meant = meant[:1]  # a stone or two beside a big group: the big group is meant
        if len(meant) != 1:
            names = " and ".join(to_vertex(min(g), board.size) for g in groups[:2])
            return (
                f"no goal: two groups are enclosed at once (at {names}); "
                "mark the stones the problem is about (MA)"
            )
        groups = meant
    target = _main_chain(closed, groups[0])
    goal = Goal.LIVE if attacker.opponent is learner else Goal.KILL
    opened = closed.copy()  # the race is told before the closing joins walls to the frame
    for point in framed.closing:
        opened.place_setup(None, point)
    race = _race(opened, target, attacker, framed.added - framed.closing)
    return Aim(goal, (target,), "position", race, closed)


def closed_board(board: Board, attacker: Color) -> Board | None:
    """``board`` closed by a tsumego frame with ``attacker`` outside; None when it cannot be
    (no open side, no room for a living frame)."""
    framed = frame(board, attacker)
    return None if framed is None else framed.board


def walled_in(board: Board, target: Point, attacker: Color) -> bool:
    """Whether the chain at ``target`` is walled in by ``attacker`` in a small area."""
    return len(area(board, target, attacker)) <= min(ENCLOSED, board.size**2 // 4)


def _walled_aim(board: Board, learner: Color) -> Aim | str:
    """No open side to close: the group walled in by the other colour is the one to settle."""
    walled: list[tuple[int, Point, Color]] = []
    for color, stones, _ in board.chains():
        if walled_in(board, stones[0], color.opponent):
            walled.append((len(area(board, stones[0], color.opponent)), stones[0], color))
    if not walled:
        return "no goal: no GE, no goal word in the text and no group walled in"
    _, point, color = min(walled)
    return Aim(Goal.LIVE if color is learner else Goal.KILL, (point,), "position")


def _enclosed_groups(board: Board, defender: Color, frame: frozenset[Point]) -> list[set[Point]]:
    """The defender's stones of the problem (not the frame's), grouped by the area each
    reaches through anything but attacker stones; largest group first."""
    stones = {p for p in board.stones(defender) if p not in frame}
    groups: list[set[Point]] = []
    seen: set[Point] = set()
    for start in sorted(stones):
        if start in seen:
            continue
        reached = {start}
        frontier = [start]
        while frontier:
            point = frontier.pop()
            for n in board.neighbours(point):
                if n not in reached and n not in frame and board[n] is not defender.opponent:
                    reached.add(n)
                    frontier.append(n)
        seen |= reached
        groups.append(reached & stones)
    return sorted(groups, key=lambda g: (-len(g), min(g)))


def _with_neighbours(board: Board, stones: set[Point]) -> set[Point]:
    """The stones and the points next to them and to their liberties (where a first move
    about them is played)."""
    near = set(stones)
    for _ in range(2):
        near |= {n for p in near for n in board.neighbours(p)}
    return near


def _main_chain(board: Board, stones: set[Point]) -> Point:
    """A stone of the group's largest chain (the fewest liberties among equals)."""
    chains = {min(board.chain_at(p)[0]) for p in stones}
    return max(chains, key=lambda p: (len(board.chain_at(p)[0]), -board.liberties(p), p))


def _race(board: Board, target: Point, attacker: Color, frame: frozenset[Point]) -> bool:
    """Whether the target and an attacker chain beside it that is not joined to the frame
    are both short of liberties."""
    if board.liberties(target) > RACE_LIBERTIES:
        return False
    stones = board.chain_at(target)[0]
    for n in {n for s in stones for n in board.neighbours(s)}:
        if board[n] is not attacker:
            continue
        chain, liberties = board.chain_at(n)
        if len(liberties) <= RACE_LIBERTIES and not frame & set(chain):
            return True
    return False
