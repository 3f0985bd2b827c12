"""A timed set: ten problems against the clock.

The set is drawn from one line of the problem list (:func:`choose`): the
problems due for review first, then those never solved, then the rest, each
group in list order, :data:`SET_SIZE` at most.  The whole set has
:data:`TOTAL` seconds.  Each problem ends solved or failed (a wrong move, or
skipped); there is no retry, hint or solution against the clock.  The set is
over when every problem has ended, when the learner stops, or when the time
runs out: the problem on the board then counts as failed, those not reached
count as neither.  Every result is recorded like any attempt, so fails come
back for review; the screen records them, this model only keeps the score.
The clock is injected (seconds, :func:`time.monotonic` by default), so tests
never wait.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from go_tui.problems.model import Problem
from go_tui.problems.progress import ProblemProgress, ProblemResult

SET_SIZE = 10
TOTAL = 300.0
"""Seconds for the whole set: five minutes, half a minute a problem."""

Clock = Callable[[], float]


def choose(
    problems: Sequence[Problem], progress: ProblemProgress, size: int = SET_SIZE
) -> list[Problem]:
    """The set: due first, then never solved, then the rest, in the order given."""
    due = [p for p in problems if progress.is_due(p.key)]
    unsolved = [
        p for p in problems if p not in due and progress.result(p.key) is not ProblemResult.SOLVED
    ]
    rest = [p for p in problems if p not in due and p not in unsolved]
    return (due + unsolved + rest)[:size]


@dataclass(frozen=True)
class Summary:
    """What the set came to."""

    solved: int
    failed: int
    unreached: int
    used: float
    """Seconds used, at most :attr:`total`."""
    total: float
    time_up: bool


class TimedSet:
    """The problems of one set, the clock, and the result of each problem ended."""

    def __init__(
        self, problems: Sequence[Problem], clock: Clock = time.monotonic, total: float = TOTAL
    ) -> None:
        self.problems = list(problems)
        self.clock = clock
        self.total = total
        self.started = clock()
        self.current = 0
        """The problem on the board."""
        self.results: list[ProblemResult] = []
        """The result of each problem ended, in order."""
        self.ended: float | None = None
        """The clock when the set ended; ``None`` while it runs."""
        self.time_up = False

    @property
    def over(self) -> bool:
        return self.ended is not None

    @property
    def ended_current(self) -> bool:
        """Whether the problem on the board has ended (solved or failed)."""
        return len(self.results) > self.current

    def used(self) -> float:
        end = self.clock() if self.ended is None else self.ended
        return min(end - self.started, self.total)

    def remaining(self) -> float:
        return self.total - self.used()

    def finish(self, result: ProblemResult) -> None:
        """The problem on the board ended in ``result``; after the last, the set is over."""
        if not self.over and not self.ended_current:
            self.results.append(result)
            if len(self.results) == len(self.problems):
                self.stop()

    def advance(self) -> bool:
        """Put the next problem on the board, once this one has ended; ``False`` if none."""
        if self.over or not self.ended_current:
            return False
        self.current += 1
        return True

    def stop(self) -> None:
        """End the set now (the learner stopped, or every problem ended)."""
        if self.ended is None:
            self.ended = min(self.clock(), self.started + self.total)

    def run_out(self) -> bool:
        """End the set if its time is up; ``True`` when that happened now.  A problem on the
        board that had not ended then counts as failed (the screen records it)."""
        if self.over or self.remaining() > 0:
            return False
        self.time_up = True
        if not self.ended_current:
            self.results.append(ProblemResult.FAILED)
        self.stop()
        return True

    def summary(self) -> Summary:
        return Summary(
            solved=self.results.count(ProblemResult.SOLVED),
            failed=self.results.count(ProblemResult.FAILED),
            unreached=len(self.problems) - len(self.results),
            used=self.used(),
            total=self.total,
            time_up=self.time_up,
        )


def minutes(seconds: float) -> str:
    """``4:05``: whole seconds, rounded up while counting down so 0:00 means the end."""
    whole = max(int(-(-seconds // 1)), 0)
    return f"{whole // 60}:{whole % 60:02d}"
