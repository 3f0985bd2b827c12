"""Counting problems: a finished game, and the learner works out its result.

A counting problem (``GE[counting]``) has no solution tree.  Its root holds the
final position (``AB``/``AW``), the dead stones (``MA``, every one of them),
the stones each player took during the game (``XP``, a private property:
``XP[B 3][W 2]``) and the komi (``KM``).  The answer is never written in the
file as truth: it is what the engine's count gives, territory counting as the
Dutch booklets teach it (empty points surrounded, plus prisoners, plus the dead
stones taken off, plus komi for White).  The file may state the result and its
parts in ``CL`` claims (``score B+4.5``, ``territory W = 12``) that ``problems
check`` compares with the count.

The learner types the result as ``B+4.5``, ``W+2``, ``0`` or ``jigo``, or the
Dutch way, ``Z+4,5``; a wrong answer is told which part of the count it
missed when exactly one part explains the difference.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from go_tui.engine import Color, Point, Scoring, decimal_number, to_vertex
from go_tui.engine.count import Count, Role
from go_tui.engine.life import estimate_dead
from go_tui.engine.scoring import Score, format_points, margin_result
from go_tui.problems.model import CountClaim, Problem
from go_tui.problems.trainer import Outcome, State

COUNTING = "counting"
"""The ``GE`` of a counting problem."""

CLAIM_KINDS = ("score", "territory", "prisoners", "removed", "total", "komi")
"""The ``CL`` claims about a count; the loader hands them here, not to the lesson claims."""

_SIDES = {"b": Color.BLACK, "z": Color.BLACK, "w": Color.WHITE}
_RESULT = re.compile(r"([bzw])\+?([0-9]+(?:[.,][0-9]+)?)")
_DRAWS = frozenset({"0", "jigo", "draw", "gelijk", "gelijkspel", "remise"})
_PART = re.compile(r"([bw])\s*=\s*(\S+)")


def parse_result(text: str) -> float | None:
    """A typed result as Black's margin (above zero Black wins); ``None`` if it is none.

    ``B+4.5``, ``W+2``, ``Z+4,5`` (Zwart), ``0``, ``jigo``; the ``+`` may be left out.
    """
    word = "".join(text.split()).lower()
    if word in _DRAWS:
        return 0.0
    match = _RESULT.fullmatch(word)
    if match is None:
        return None
    value = decimal_number(match[2])
    if value is None:
        return None
    return value if _SIDES[match[1]] is Color.BLACK else -value


def is_count_claim(raw: str) -> bool:
    words = raw.split()
    return bool(words) and words[0].lower() in CLAIM_KINDS


def parse_count_claim(raw: str) -> CountClaim:
    """``score B+4.5``, ``komi 6.5``, or ``territory|prisoners|removed|total B|W = N``;
    raises ``ValueError`` saying what is wrong."""
    kind, _, rest = raw.strip().partition(" ")
    kind, rest = kind.lower(), rest.strip()
    if kind == "score":
        margin = parse_result(rest)
        if margin is None:
            raise ValueError(f"claim {raw!r}: write score B+N, score W+N or score 0")
        return CountClaim(raw.strip(), kind, None, margin)
    if kind == "komi":
        value = decimal_number(rest)
        if value is None:
            raise ValueError(f"claim {raw!r}: write komi N")
        return CountClaim(raw.strip(), kind, None, value)
    match = _PART.fullmatch(rest.lower())
    number = decimal_number(match[2]) if match else None
    if match is None or number is None:
        raise ValueError(f"claim {raw!r}: write {kind} B = N or {kind} W = N")
    return CountClaim(raw.strip(), kind, Color.parse(match[1]), number)


def dead_stones(problem: Problem) -> frozenset[Point]:
    """The marked stones with the rest of their chains: a chain dies as a whole."""
    board = problem.start_game().board
    dead: set[Point] = set()
    for point in problem.targets:
        if board[point] is not None:
            dead.update(board.chain_at(point)[0])
    return frozenset(dead)


def problem_count(problem: Problem) -> Count:
    """The engine's count of the problem: its position, dead stones, prisoners and komi."""
    board = problem.start_game().board
    return Count(board, problem.komi, problem.prisoners, Scoring.TERRITORY, dead_stones(problem))


def count_faults(problem: Problem) -> list[str]:
    """What makes a counting problem wrong: moves, marks on empty points, a game not
    over, dead stones the engine's estimate does not find dead, a false or missing claim."""

    def name(point: Point) -> str:
        return to_vertex(point, problem.size)

    faults: list[str] = []
    if problem.tree:
        faults.append("a counting problem holds no moves: the learner types the result")
    count = problem_count(problem)
    empty = [p for p in problem.targets if count.board[p] is None]
    faults += [f"MA[{name(p)}] marks an empty point" for p in empty]
    open_points = sorted(count.needs_sealing())
    if open_points:
        shown = " ".join(name(p) for p in open_points[:8])
        faults.append(f"the game is not over: still open or to be filled at {shown}")
    estimate = estimate_dead(count.board).dead
    if estimate != count.dead:
        missing = " ".join(name(p) for p in sorted(estimate - count.dead))
        extra = " ".join(name(p) for p in sorted(count.dead - estimate))
        faults.append(
            f"the dead stones are not the engine's: marked but alive {extra or '-'}, "
            f"dead but not marked {missing or '-'}"
        )
    if not any(claim.kind == "score" for claim in problem.count_claims):
        faults.append("states no result: add CL[score B+N], CL[score W+N] or CL[score 0]")
    score = count.score()
    for claim in problem.count_claims:
        actual = claim_value(claim, score, problem.komi)
        if actual != claim.value:
            shown = margin_result(actual) if claim.kind == "score" else format_points(actual)
            faults.append(f"CL[{claim.raw}] is false: the count gives {shown}")
    return faults


def claim_value(claim: CountClaim, score: Score, komi: float) -> float:
    """What the count says for the claim's kind and side."""
    if claim.kind == "score":
        return score.margin
    if claim.kind == "komi":
        return komi
    side = score.black if claim.color is Color.BLACK else score.white
    values = {
        "territory": side.territory,
        "prisoners": side.prisoners,
        "removed": side.dead,
        "total": side.total,
    }
    return values[claim.kind]


class Part(StrEnum):
    """The part of the count a wrong answer left out, when one part alone explains it."""

    WINNER = "winner"
    KOMI = "komi"
    BLACK_PRISONERS = "black_prisoners"
    WHITE_PRISONERS = "white_prisoners"
    BLACK_DEAD = "black_dead"
    """The white stones Black removed: prisoners and the points under them."""
    WHITE_DEAD = "white_dead"


def missed_part(score: Score, typed: float) -> Part | None:
    """The one part of the count whose omission gives ``typed``; ``None`` if none or several."""
    right, black, white = score.margin, score.black, score.white
    candidates = {
        Part.WINNER: [-right] if right else [],
        Part.KOMI: [right + white.komi] if white.komi else [],
        Part.BLACK_PRISONERS: [right - black.prisoners] if black.prisoners else [],
        Part.WHITE_PRISONERS: [right + white.prisoners] if white.prisoners else [],
        Part.BLACK_DEAD: [right - black.dead, right - 2 * black.dead] if black.dead else [],
        Part.WHITE_DEAD: [right + white.dead, right + 2 * white.dead] if white.dead else [],
    }
    found = [part for part, values in candidates.items() if typed in values]
    return found[0] if len(found) == 1 else None


@dataclass(frozen=True)
class CountAnswer:
    """What one typed answer led to: ``ILLEGAL`` when it is no result at all."""

    outcome: Outcome
    typed: float | None
    missed: Part | None = None


class CountingAttempt:
    """The learner's attempt at one counting problem: typed results until one is right."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.count = problem_count(problem)
        self.score = self.count.score()
        self.state = State.PLAYING

    @property
    def finished(self) -> bool:
        return self.state is not State.PLAYING

    def retry(self) -> None:
        self.state = State.PLAYING

    def answer(self, text: str) -> CountAnswer:
        """Judge a typed result; an unreadable one changes nothing."""
        typed = parse_result(text)
        if typed is None or self.finished:
            return CountAnswer(Outcome.ILLEGAL, typed)
        if typed == self.score.margin:
            self.state = State.SOLVED
            return CountAnswer(Outcome.SOLVED, typed)
        self.state = State.FAILED
        return CountAnswer(Outcome.WRONG, typed, missed_part(self.score, typed))

    def territory(self) -> dict[Point, Role]:
        """Each side's territory and the dead stones, as the hint and the answer show them."""
        return self.count.roles()

    def reveal(self) -> Score:
        """The count, shown with its parts; the attempt is over."""
        if self.state is not State.SOLVED:
            self.state = State.REVEALED
        return self.score
