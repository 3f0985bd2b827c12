"""Claims: what a text says about its position, in a form the engine checks.

A lesson step (``claims = [...]``) or a problem node (``CL[...]``) lists the
numbers and tactical words its text uses, one claim each; ``lessons check`` and
``problems check`` fail when one is false, so a text cannot drift from its board.
The grammar, in ``lessons/FORMAT.md``::

    [after B E4 W F5:] atari D4 | liberties D4 = 3 | stones D4 = 5 | captured 4
                       | empty D4 | chain D4 E4 | apart D5 E6 | safe D4 | lost D4
                       | ladder D4 | lives D4 | dies D4 | seki D4 | dead D4 | alive D4
                       | eye A1 | false-eye B1 | worth 2 less | area B+3

``worth N less`` says the last move gets N points (of area, with best play to the
end of the game) less for its player than the best move there would; ``area B+3``
(``W+2``, ``0``) that best play from here ends with Black 3 points of area ahead
(:mod:`go_tui.engine.endgame`: for small boards only).

A claim is read against a position (a :class:`Game`); ``after`` plays moves on a
copy first, and ``captured`` counts the stones the last move played took.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from go_tui.engine import Board, Color, Game, Point, Refused
from go_tui.engine.endgame import before_last_move, endgame_values
from go_tui.engine.eyes import false_eye, true_eye
from go_tui.engine.goals import SearchTooBig, captured_anyway
from go_tui.engine.life import estimate_dead
from go_tui.engine.tactics import read

KINDS = {
    "atari": "one stone",
    "liberties": "a stone, = and a number",
    "stones": "a stone, = and a number",
    "captured": "a number",
    "empty": "one point",
    "chain": "two or more stones",
    "apart": "two stones",
    "safe": "one stone",
    "lost": "one stone",
    "ladder": "one stone",
    "lives": "one stone",
    "dies": "one stone",
    "seki": "one stone",
    "dead": "one stone",
    "alive": "one stone",
    "eye": "one empty point",
    "false-eye": "one empty point",
    "worth": "a number and 'less'",
    "area": "a margin: B+3, W+2 or 0",
}
_NUMBERED = {"liberties", "stones"}
_POINTS = {"empty", "captured", "eye", "false-eye", "worth", "area"}
"""Claims about empty points (or none): every other names stones."""
_SHAPE = re.compile(r"^(?:after\s+(?P<after>[^:]*):)?\s*(?P<kind>[a-z-]+)\s*(?P<rest>.*)$")
_MOVE = re.compile(r"^[BW]$", re.IGNORECASE)
_MARGIN = re.compile(r"^(?:(?P<side>[BW])\+)?(?P<points>\d+)$", re.IGNORECASE)


@dataclass(frozen=True)
class Claim:
    """One checked sentence: ``kind`` about ``points`` (and ``number``), after ``after``."""

    text: str
    kind: str
    points: tuple[Point, ...] = ()
    number: int | None = None
    after: tuple[tuple[Color, Point | None], ...] = ()


def parse_claim(raw: str, point: Callable[[str], Point]) -> Claim:
    """A claim from its text; ``point`` reads one point (a vertex, or a diagram's letter).

    Raises ``ValueError`` saying what is wrong, so each file format reports it its way.
    """
    match = _SHAPE.match(raw.strip()) if isinstance(raw, str) else None
    if match is None or match["kind"] not in KINDS:
        raise ValueError(f"claim {raw!r}: start with one of {', '.join(KINDS)}")
    kind, rest = match["kind"], match["rest"].split()
    after = _moves(match["after"], point, raw) if match["after"] is not None else ()
    number = None
    if kind == "worth":
        if len(rest) != 2 or not rest[0].isdigit() or rest[1] != "less":
            raise ValueError(f"claim {raw!r}: write worth <number> less")
        return Claim(raw.strip(), kind, (), int(rest[0]), after)
    if kind == "area":
        margin = _MARGIN.match(rest[0]) if len(rest) == 1 else None
        if margin is None:
            raise ValueError(f"claim {raw!r}: write area B+3, area W+2 or area 0")
        sign = -1 if margin["side"] in ("W", "w") else 1
        return Claim(raw.strip(), kind, (), sign * int(margin["points"]), after)
    if kind in _NUMBERED or kind == "captured":
        if kind in _NUMBERED:
            if len(rest) != 3 or rest[1] != "=":
                raise ValueError(f"claim {raw!r}: write {kind} <point> = <number>")
            rest = [rest[0], rest[2]]
        if not rest or not rest[-1].isdigit():
            raise ValueError(f"claim {raw!r}: {kind} needs {KINDS[kind]}")
        number = int(rest.pop())
    wanted = {"chain": range(2, 362), "apart": range(2, 3), "captured": range(0, 1)}
    if len(rest) not in wanted.get(kind, range(1, 2)):
        raise ValueError(f"claim {raw!r}: {kind} needs {KINDS[kind]}")
    points = tuple(point(name) for name in rest)
    return Claim(raw.strip(), kind, points, number, after)


def _moves(
    raw: str, point: Callable[[str], Point], claim: str
) -> tuple[tuple[Color, Point | None], ...]:
    parts = raw.split()
    if not parts or len(parts) % 2 or not all(_MOVE.match(c) for c in parts[::2]):
        raise ValueError(f"claim {claim!r}: after needs moves like B E4 W F5")
    return tuple(
        (Color.parse(c), None if p.lower() == "pass" else point(p))
        for c, p in zip(parts[::2], parts[1::2], strict=True)
    )


def claim_fault(claim: Claim, game: Game, name: Callable[[Point], str]) -> str | None:
    """Why ``claim`` is false in ``game`` (not changed); ``None`` when the engine agrees."""
    game = game.replayed(game.move_number)
    for color, where in claim.after:
        played = game.play(where, color)
        if isinstance(played, Refused):
            return (
                f"claim {claim.text!r}: {color.letter} {name(where) if where else 'pass'} "
                f"is not legal ({played.reason.value})"
            )
    board = game.board
    stones = [p for p in claim.points if board[p] is not None]
    if claim.kind in _POINTS and stones:
        return f"claim {claim.text!r} is false: there is a stone on {name(stones[0])}"
    if claim.kind not in _POINTS and len(stones) < len(claim.points):
        missing = next(p for p in claim.points if board[p] is None)
        return f"claim {claim.text!r}: there is no stone on {name(missing)}"
    truth, said = _truth(claim, game, board)
    return None if truth else f"claim {claim.text!r} is false: {said}"


def _truth(claim: Claim, game: Game, board: Board) -> tuple[bool, str]:
    """Whether the claim holds, and what the engine finds."""
    kind, points = claim.kind, claim.points
    first = points[0] if points else None
    if kind == "captured":
        last = game.last_move
        taken = len(last.captured) if last else 0
        return taken == claim.number, f"the last move captured {taken}"
    if kind == "worth":
        return _worth(claim, game)
    if kind == "area":
        return _area(claim, game)
    assert first is not None
    if kind == "empty":
        return True, ""
    if kind in ("eye", "false-eye"):
        owners = {board[n] for n in board.neighbours(first)}
        owner = owners.pop() if len(owners) == 1 else None
        if owner is None:
            return False, "it is not walled in by one colour"
        if true_eye(board, first, owner):
            return kind == "eye", "it is a true eye"
        return kind == "false-eye" and false_eye(board, first, owner), "it is a false eye"
    if kind in ("atari", "liberties"):
        liberties = board.liberties(first)
        wanted = 1 if kind == "atari" else claim.number
        return liberties == wanted, f"the chain has {liberties} liberties"
    if kind == "stones":
        size = len(board.chain_at(first)[0])
        return size == claim.number, f"the chain has {size} stones"
    if kind in ("chain", "apart"):
        chain = set(board.chain_at(first)[0])
        joined = all(p in chain for p in points)
        return joined is (kind == "chain"), "they are one chain" if joined else "they are apart"
    owner = board[first]
    assert owner is not None
    return _group_truth(claim, board, first, owner)


def _worth(claim: Claim, game: Game) -> tuple[bool, str]:
    """Whether the last move gets ``claim.number`` points less than the best move in the
    position before it, read to the end of the game."""
    last = game.last_move
    if last is None:
        return False, "no move was played"
    reading = before_last_move(game)
    if not reading.proven:
        return False, f"the endgame reading needs more than {reading.positions - 1} positions"
    if last.point not in reading.values:
        return False, "the endgame reading does not play that move (an own eye)"
    loss = reading.loss(last.point)
    return loss == claim.number, f"it is worth {loss} less"


def _area(claim: Claim, game: Game) -> tuple[bool, str]:
    """Whether best play from the position to the end of the game leaves Black
    ``claim.number`` points of area ahead (negative: White ahead)."""
    last = game.last_move
    to_move = last.color.opponent if last is not None else game.to_move
    history = [game.replayed(n).board for n in range(game.move_number)]
    passed = last is not None and last.is_pass
    reading = endgame_values(game.board, to_move, history, passed)
    if not reading.proven:
        return False, f"the endgame reading needs more than {reading.positions - 1} positions"
    outcome = reading.values[reading.best_moves()[0]]
    found = "0" if outcome == 0 else f"B+{outcome}" if outcome > 0 else f"W+{-outcome}"
    return outcome == claim.number, f"best play ends {found}"


def _group_truth(claim: Claim, board: Board, first: Point, owner: Color) -> tuple[bool, str]:
    """The claims about a group's fate: read, searched, a ladder, or the life estimate."""
    kind = claim.kind
    if kind in ("safe", "lost"):
        # safe: the attacker, moving first, cannot take it; lost: the owner, first, cannot save it
        captured = read(board, first, owner.opponent if kind == "safe" else owner).captured
        if captured is None:
            return False, "the reading cannot settle it"
        return captured is (kind == "lost"), "it can be captured" if captured else "it is safe"
    if kind in ("lives", "dies"):
        return _searched(claim, board, first, owner)
    if kind == "ladder":
        return ladder(board, first, owner.opponent) is not None, "no ladder captures it"
    status = estimate_dead(board)
    found = "dead" if first in status.dead else "seki" if first in status.seki else "alive"
    return found == kind, f"the engine's estimate says {found}"


def _searched(claim: Claim, board: Board, point: Point, owner: Color) -> tuple[bool, str]:
    """lives: the opponent, moving first, cannot capture the group; dies: it is captured
    even when its owner moves first. Searched in the group's area with passes allowed, as
    the lessons' kill and live goals are, so a group living in seki lives."""
    first = owner.opponent if claim.kind == "lives" else owner
    try:
        captured = captured_anyway(board, point, owner.opponent, first)
    except SearchTooBig as too_big:
        return False, f"the search cannot settle it ({too_big})"
    return captured is (claim.kind == "dies"), "it can be captured" if captured else "it lives"


def ladder(board: Board, target: Point, attacker: Color) -> list[Point] | None:
    """The moves of a ladder that takes the chain at ``target``, ``attacker`` first: every
    attacking move an atari (or the capture), every escape on the last liberty, never a
    capture of an attacking stone; ``None`` when no such ladder works."""
    runner = attacker.opponent
    liberties = board.chain_at(target)[1]
    if len(liberties) > 2:
        return None
    for atari in liberties:
        child = board.copy()
        if child.check(attacker, atari) is not None:
            continue
        child.play(attacker, atari)
        if child[target] is None:
            return [atari]
        left = child.chain_at(target)[1]
        if len(left) != 1 or _counter(child, target, attacker):
            continue
        escape = left[0]
        if child.check(runner, escape) is not None:
            continue
        child.play(runner, escape)
        rest = ladder(child, target, attacker)
        if rest is not None:
            return [atari, escape, *rest]
    return None


def _counter(board: Board, target: Point, attacker: Color) -> bool:
    """Whether the runner can capture an attacking stone next to it (the ladder breaks)."""
    stones = board.chain_at(target)[0]
    return any(
        board[n] is attacker and board.liberties(n) == 1
        for s in stones
        for n in board.neighbours(s)
    )
