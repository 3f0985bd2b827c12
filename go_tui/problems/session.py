"""Problems as they are practised: one attempt at a time, its result saved, the ladder moved.

A :class:`ProblemSession` stands beside :class:`~go_tui.play.match.Match`: the
screen sends it what the learner does (a point, a typed count, retry, hint,
solution, the next problem) and gets :mod:`~go_tui.problems.events` back to
word and draw; nothing here knows about Textual.  It owns the problem's
:class:`~go_tui.problems.trainer.Attempt` (or, for ``GE[counting]``, its
:class:`~go_tui.problems.counting.CountingAttempt`), saves each attempt's
result once in :class:`~go_tui.problems.progress.ProblemProgress`, and keeps
whether the learner was helped since the problem opened: only a solve without
a wrong answer, a hint or the solution is a clean solve that lifts a problem
due for review up the ladder (:mod:`go_tui.problems.review`).

The engine's reading is handed out as a :class:`ReadingStarted` event; the
caller runs :func:`read` in a thread and gives the :class:`ReadingOutcome`
back to :meth:`ProblemSession.reading_done`.  While a reading runs, moves,
hints and solutions do nothing; an outcome that is no longer awaited (the
problem changed, or a retry came between) is dropped.

A :class:`TimedSession` is the same against the clock of a
:class:`~go_tui.problems.timed.TimedSet`: no retry, hint, solution or going back.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from go_tui.engine import Point
from go_tui.problems.counting import COUNTING, CountingAttempt
from go_tui.problems.diagram import solution_diagram
from go_tui.problems.events import (
    AttemptOver,
    BackToStart,
    CountJudged,
    CountRevealed,
    CountUnreadable,
    HintGiven,
    MoveJudged,
    NextStep,
    NoNextProblem,
    NoSolution,
    OutsideView,
    ProblemEvent,
    ProblemOpened,
    ProblemRecorded,
    ReadingFailed,
    ReadingStarted,
    SetEnded,
    SolutionShown,
    TerritoryShown,
    TypeTheCount,
)
from go_tui.problems.model import Collection, Problem
from go_tui.problems.progress import ProblemProgress, ProblemResult
from go_tui.problems.timed import TimedSet
from go_tui.problems.trainer import (
    Answer,
    Attempt,
    Hint,
    Outcome,
    SolutionLine,
    State,
    Task,
    TaskKind,
    TaskResult,
)
from go_tui.words import Text

Events = list[ProblemEvent]


@dataclass(frozen=True)
class ReadingOutcome:
    """A reading's result, or the exception it raised (it is reported, not raised)."""

    task: Task
    result: TaskResult | None
    error: Exception | None = None


def read(task: Task) -> ReadingOutcome:
    """Run ``task``: the engine's reading, safe in a thread."""
    try:
        return ReadingOutcome(task, task.run())
    except Exception as error:  # every failure of the engine is said, and play goes on
        return ReadingOutcome(task, None, error)


@dataclass(frozen=True)
class ProblemStatus:
    """The line under the problem: where the attempt stands and what is saved of it."""

    state: State
    counting: bool
    result: ProblemResult | None
    """The saved result of the problem, from any attempt."""
    tries: int
    told: bool
    """Whether the saved result is this attempt's, just told: then only the tries are new."""
    due_in: int | None
    """Days until the problem is due for review (0 or less: due today); None: not on the
    ladder."""
    time_left: float | None = None
    """Seconds left in a timed set."""


def due_today(collections: list[Collection], progress: ProblemProgress) -> list[Problem]:
    """The problems due for review today, from every collection, in list order."""
    return [
        problem
        for collection in collections
        for problem in collection.problems
        if progress.is_due(problem.key)
    ]


def first_unsolved(collection: Collection, progress: ProblemProgress) -> int:
    """Where a collection opens: its first problem not yet solved (the first when all are)."""
    keys = [p.key for p in collection.problems]
    return next(
        (n for n, key in enumerate(keys) if progress.result(key) is not ProblemResult.SOLVED), 0
    )


class ProblemSession:
    """One collection's problems, one at a time, with the learner's progress."""

    def __init__(self, collection: Collection, progress: ProblemProgress, index: int = 0) -> None:
        self.collection = collection
        self.progress = progress
        self.index = index
        self.attempt: Attempt
        self.counting: CountingAttempt | None
        """A counting problem's attempt: the learner types the result instead of playing."""
        self.recorded: bool
        """Whether this attempt's result is saved (one result per attempt)."""
        self.helped: bool
        """Whether a wrong answer, a hint or the solution was seen since the problem opened."""
        self.reading: Task | None
        """The engine's task awaited, if any."""
        self.open(index)

    @property
    def problem(self) -> Problem:
        return self.collection.problems[self.index]

    @property
    def playing(self) -> bool:
        """Whether the learner is to play a move on the board now."""
        return self.counting is None and not self.attempt.finished

    @property
    def helps(self) -> bool:
        """Whether retry, hint and solution are offered."""
        return True

    def can_go(self, offset: int) -> bool:
        """Whether going ``offset`` problems on or back is offered (past either end,
        :meth:`go` says why or does nothing)."""
        return True

    @property
    def can_skip(self) -> bool:
        """Whether the problem may be left unended for the next (in a timed set)."""
        return False

    def status(self) -> ProblemStatus:
        key = self.problem.key
        step = self.progress.step(key)
        return ProblemStatus(
            state=(self.counting or self.attempt).state,
            counting=self.counting is not None,
            result=self.progress.result(key),
            tries=self.progress.tries(key),
            told=self.recorded,
            due_in=None if step is None else (step.due - self.progress.today()).days,
        )

    # ---- commands --------------------------------------------------------------------
    def open(self, index: int) -> Events:
        """Problem ``index`` from its start position; a reading still running is dropped."""
        self.index = index
        self.attempt = Attempt(self.problem)
        counting = self.problem.topic == COUNTING
        self.counting = CountingAttempt(self.problem) if counting else None
        self.recorded = self.helped = False
        self.reading = None
        return [ProblemOpened(index)]

    def go(self, offset: int) -> Events:
        """The problem ``offset`` places on; past the last one, nothing but a word why."""
        target = self.index + offset
        if target >= len(self.collection.problems):
            return [NoNextProblem()]
        return self.open(target) if target >= 0 else []

    def play(self, point: Point) -> Events:
        """The learner's move: judged from the tree, or handed to the engine to read."""
        if self.counting is not None:
            return [TypeTheCount()]
        region = self.attempt.region()
        if point not in region:
            return [OutsideView(point, region)]
        if self.reading is not None:
            return []
        step = self.attempt.begin(point)
        if isinstance(step, Task):
            return self._read(step)
        return self._judged(step)

    def retry(self) -> Events:
        """Back to the start; what the learner saw since the problem opened still counts."""
        if not self.helps:
            return []
        if self.counting is not None:
            self.counting.retry()
        self.reading = None
        self.attempt.retry()
        self.recorded = False
        return [BackToStart()]

    def hint(self) -> Events:
        if not self.helps:
            return []
        if self.counting is not None:
            self.helped = True
            return [TerritoryShown(self.counting.territory())]
        if self.reading is not None:
            return []
        step = self.attempt.hint_task()
        return self._read(step) if isinstance(step, Task) else self._hint(step)

    def solution(self) -> Events:
        """Show a correct line (or the count); it counts as failed unless already solved."""
        if not self.helps:
            return []
        if self.counting is not None:
            events = self._record(ProblemResult.FAILED) if not self._solved() else []
            score = self.counting.reveal()
            return [CountRevealed(score, self.counting.territory()), *events]
        if self.reading is not None:
            return []
        step = self.attempt.answer_task()
        return self._read(step) if isinstance(step, Task) else self._solution(step)

    def answer_count(self, text: str) -> Events:
        """A typed result of a counting problem: right or wrong, saved at once."""
        attempt = self.counting
        if attempt is None:
            return []
        if attempt.finished:
            return [AttemptOver()]
        answer = attempt.answer(text)
        if answer.typed is None:
            return [CountUnreadable(text)]
        solved = answer.outcome is Outcome.SOLVED
        events = self._record(ProblemResult.SOLVED if solved else ProblemResult.FAILED)
        return [CountJudged(answer, attempt.score, self._next(solved=solved)), *events]

    def reading_done(self, outcome: ReadingOutcome) -> Events:
        """A reading came back: taken if it is still the one awaited, else dropped."""
        task = outcome.task
        if task is not self.reading:
            return []
        self.reading = None
        done = outcome.result
        if done is None:
            self.attempt.drop(task)
            assert outcome.error is not None, "a reading without a result failed"
            return [ReadingFailed(outcome.error)]
        if task.judges_move:
            answer = self.attempt.finish(done)
            return [] if answer is None else self._judged(answer)
        if task.job is TaskKind.HINT:
            hint = self.attempt.finish_hint(done)
            return [] if hint is None else self._hint(hint)
        shown = self.attempt.finish_answer(done)
        return [] if shown is None else self._solution(shown)

    # ---- what the commands share -----------------------------------------------------
    def _read(self, task: Task) -> Events:
        self.reading = task
        return [ReadingStarted(task)]

    def _judged(self, answer: Answer) -> Events:
        """A move's answer; a wrong one or a solve ends the attempt and is saved."""
        if answer.outcome is Outcome.WRONG:
            events = self._record(ProblemResult.FAILED)
            return [MoveJudged(answer, self._next(solved=False)), *events]
        if answer.outcome is Outcome.SOLVED:
            events = self._record(ProblemResult.SOLVED)
            return [MoveJudged(answer, self._next(solved=True)), *events]
        return [MoveJudged(answer)]

    def _hint(self, hint: Hint) -> Events:
        if hint.point is not None:
            self.helped = True
        return [HintGiven(hint)]

    def _solution(self, shown: SolutionLine) -> Events:
        if not shown.moves:
            return [NoSolution(shown.result)]
        events = self._record(ProblemResult.FAILED) if not self._solved() else []
        line = self.attempt.show_solution(shown.moves)
        diagram = solution_diagram(self.problem.start_game(), line)
        return [SolutionShown(line, shown.source, shown.complete, diagram), *events]

    def _solved(self) -> bool:
        return (self.counting or self.attempt).state is State.SOLVED

    def _next(self, *, solved: bool) -> NextStep:
        """What is offered once an attempt has ended."""
        return NextStep.NEXT if solved else NextStep.TRY_AGAIN

    def _record(self, result: ProblemResult) -> Events:
        """Save the result of this attempt, once; a fail makes any later solve a helped one."""
        if self.recorded:
            return []
        self.recorded = True
        key = self.problem.key
        review = self.progress.record(key, result, helped=self.helped)
        self.helped = self.helped or result is ProblemResult.FAILED
        return [ProblemRecorded(result, review, self.progress.step(key))]


class TimedSession(ProblemSession):
    """The problems of a timed set against its clock: each ends solved or failed, once."""

    def __init__(self, timed: TimedSet, progress: ProblemProgress, title: Text) -> None:
        self.timed = timed
        super().__init__(Collection("timed", title, None, timed.problems), progress)

    @property
    def helps(self) -> bool:
        return False

    def can_go(self, offset: int) -> bool:
        """Only on, and only once the problem on the board has ended (else it is a skip)."""
        return offset == 1 and self.timed.ended_current

    @property
    def can_skip(self) -> bool:
        return not self.timed.ended_current

    def status(self) -> ProblemStatus:
        return replace(super().status(), time_left=self.timed.remaining())

    def go(self, offset: int) -> Events:
        """The next problem; one not ended is skipped and counts as failed.  After the last,
        the set is over."""
        if offset < 0:
            return []
        events = [] if self.timed.ended_current else self._record(ProblemResult.FAILED)
        if self.timed.advance():
            return [*events, *self.open(self.timed.current)]
        return [*events, *self.stop()]

    def tick(self) -> Events:
        """When the time is up: the problem on the board fails and the set is over."""
        if not self.timed.run_out():
            return []
        return [*self._record(ProblemResult.FAILED), *self.stop()]

    def stop(self) -> Events:
        """The set ends here; what was not reached is not counted."""
        self.timed.stop()
        return [SetEnded(self.timed.summary(), len(self.timed.problems))]

    def _next(self, *, solved: bool) -> NextStep:
        last = self.timed.over or self.index + 1 == len(self.collection.problems)
        return NextStep.SUMMARY if last else NextStep.NEXT

    def _record(self, result: ProblemResult) -> Events:
        """Save the result like any attempt, once, and count it in the set."""
        events = super()._record(result)
        if events:
            self.timed.finish(result)
        return events
