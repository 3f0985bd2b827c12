"""What happened in a problem session, as data: the session decides, the screen words and draws.

Every command on a :class:`~go_tui.problems.session.ProblemSession` returns a list of
these events, in the order they happened; an empty list means the command did nothing
now (a move while the engine reads).  They mirror :mod:`go_tui.play.events` for a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from go_tui.engine import Point
from go_tui.engine.count import Role
from go_tui.engine.frame import Box
from go_tui.engine.scoring import Score
from go_tui.engine.solver import Result
from go_tui.problems.counting import CountAnswer
from go_tui.problems.diagram import SolutionDiagram
from go_tui.problems.progress import ProblemResult
from go_tui.problems.review import LadderPlace, Review
from go_tui.problems.timed import Summary
from go_tui.problems.trainer import Answer, Hint, Line, Source, Task


class NextStep(StrEnum):
    """What the learner may do once an attempt has ended, as the session offers it."""

    TRY_AGAIN = "try_again"
    """Retry, a hint or the solution (after a wrong answer, outside a timed set)."""
    NEXT = "next"
    """On to the next problem."""
    SUMMARY = "summary"
    """The last problem of a timed set: on to its summary."""


@dataclass(frozen=True)
class ProblemOpened:
    """Problem ``index`` of the collection is on the board, from its start."""

    index: int


@dataclass(frozen=True)
class OutsideView:
    """A move outside the part of the board shown: refused, and it costs nothing (the
    learner could not see where it went)."""

    point: Point
    region: Box


@dataclass(frozen=True)
class TypeTheCount:
    """A point was chosen in a counting problem, which takes a typed result instead."""


@dataclass(frozen=True)
class ReadingStarted:
    """The engine must read: run ``task`` (in a thread) and give its outcome back to
    :meth:`~go_tui.problems.session.ProblemSession.reading_done`."""

    task: Task


@dataclass(frozen=True)
class ReadingFailed:
    """The engine's reading raised ``error``; a move it was reading is taken back."""

    error: Exception


@dataclass(frozen=True)
class MoveJudged:
    """What the learner's move led to; ``next`` once it ended the attempt."""

    answer: Answer
    next: NextStep | None = None


@dataclass(frozen=True)
class HintGiven:
    """A right move to mark, or (``hint.point`` None) why there is none."""

    hint: Hint


@dataclass(frozen=True)
class SolutionShown:
    """The solution, played from the start on the attempt's board."""

    line: Line
    source: Source
    complete: bool
    """Whether an engine's line reaches the goal (it is cut after a few moves)."""
    diagram: SolutionDiagram


@dataclass(frozen=True)
class NoSolution:
    """There is no solution to show; ``result`` says why."""

    result: Result


@dataclass(frozen=True)
class CountJudged:
    """A typed result of a counting problem, right or wrong; ``score`` is the count."""

    answer: CountAnswer
    score: Score
    next: NextStep


@dataclass(frozen=True)
class CountUnreadable:
    """The typed text is no result at all; nothing changed."""

    text: str


@dataclass(frozen=True)
class AttemptOver:
    """A result typed after the attempt had ended."""


@dataclass(frozen=True)
class TerritoryShown:
    """A counting problem's hint: each side's territory and the dead stones."""

    roles: dict[Point, Role]


@dataclass(frozen=True)
class CountRevealed:
    """A counting problem's solution: the count, part by part, and what it covers."""

    score: Score
    roles: dict[Point, Role]


@dataclass(frozen=True)
class BackToStart:
    """The attempt starts over; a reading still running is dropped when it comes back."""


@dataclass(frozen=True)
class NoNextProblem:
    """The learner asked for the problem after the last one."""


@dataclass(frozen=True)
class ProblemRecorded:
    """The attempt's result is saved (once per attempt) and the review ladder moved by
    ``review``; ``place`` is where the problem stands on it now."""

    result: ProblemResult
    review: Review
    place: LadderPlace | None


@dataclass(frozen=True)
class SetEnded:
    """A timed set is over: every problem ended, the learner stopped, or time ran out."""

    summary: Summary
    size: int
    """How many problems the set holds."""


ProblemEvent = (
    ProblemOpened
    | OutsideView
    | TypeTheCount
    | ReadingStarted
    | ReadingFailed
    | MoveJudged
    | HintGiven
    | SolutionShown
    | NoSolution
    | CountJudged
    | CountUnreadable
    | AttemptOver
    | TerritoryShown
    | CountRevealed
    | BackToStart
    | NoNextProblem
    | ProblemRecorded
    | SetEnded
)
