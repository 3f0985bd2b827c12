"""The problem session: commands go down, events come up, and the review ladder moves.

No screen here: the session is driven as the problem screen drives it, and its
events, the attempt's board and the saved progress are what the tests read.
"""

from __future__ import annotations

from datetime import date, timedelta

from go_tui.engine import Color, Point, from_vertex
from go_tui.problems import Collection, Outcome, ProblemProgress, ProblemResult, State, load_data
from go_tui.problems.counting import Part
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
from go_tui.problems.review import LadderPlace, Review
from go_tui.problems.session import ProblemSession, ReadingOutcome, TimedSession, read
from go_tui.problems.timed import Summary, TimedSet
from go_tui.words import Text

# Two capture problems in a corner: B3 (White B1), then C1 solves; B1 is refuted by B3.
CORNER = """
(;GM[1]FF[4]SZ[9]GE[capture]PL[B]AB[ah][ai][ch]AW[bh]MA[bh]C[Black to play.]
(;B[bg];W[bi];B[ci]C[RIGHT])
(;B[bi];W[bg]C[WRONG]))
(;GM[1]FF[4]SZ[9]GE[capture]PL[B]AB[aa][ea][bb][cb][db]AW[ba][ca]MA[ba][ca]
(;B[da]C[RIGHT]))
"""

# The right first move alone, as shared files have it: the engine reads any other move.
SHARED = """
(;GM[1]FF[4]SZ[9]PL[B]AB[cd][ce][df][ef]AW[de]C[Black to play: capture the white stone.]
(;B[ed]C[RIGHT]))
"""

# A finished game: B+3.5 with komi 6.5 (see test_problem_counting).
COUNT = """(;GM[1]SZ[9]GE[counting]KM[6.5]XP[B 2][W 1]
AB[da][db][dc][dd][ed][ee][fe][ff][eg][fg][eh][ei]
AW[ea][eb][ec][fd][gd][ge][gf][gg][fh][gh][fi][bb]MA[bb]CL[score B+3.5]C[Count.])"""

DAY = date(2026, 3, 2)


def v(vertex: str) -> Point:
    point = from_vertex(vertex, 9)
    assert point is not None
    return point


def collection(text: str) -> Collection:
    loaded = load_data(text, "test")
    assert not loaded.faults, loaded.faults
    return loaded


class Days:
    """The day the ladder counts from; the test turns the page."""

    def __init__(self) -> None:
        self.today = DAY

    def __call__(self) -> date:
        return self.today


def progress_on(days: Days) -> ProblemProgress:
    return ProblemProgress.load(today=days)


def session_on(days: Days, text: str = CORNER, index: int = 0) -> ProblemSession:
    return ProblemSession(collection(text), progress_on(days), index)


def kinds(events: list[ProblemEvent]) -> list[type]:
    return [type(event) for event in events]


def judged(events: list[ProblemEvent]) -> MoveJudged:
    assert isinstance(events[0], MoveJudged), events
    return events[0]


def recorded(events: list[ProblemEvent]) -> ProblemRecorded:
    found = [event for event in events if isinstance(event, ProblemRecorded)]
    assert len(found) == 1, events
    return found[0]


def solve_corner(session: ProblemSession) -> list[ProblemEvent]:
    assert judged(session.play(v("B3"))).answer.outcome is Outcome.RIGHT
    return session.play(v("C1"))


# ---- right and wrong ------------------------------------------------------------------------


def test_a_right_line_is_answered_then_solves_and_is_saved_once() -> None:
    days = Days()
    session = session_on(days)
    first = session.play(v("B3"))
    assert kinds(first) == [MoveJudged]  # right so far: the attempt goes on, nothing saved
    assert judged(first).next is None
    assert session.attempt.game.board[v("B1")] is Color.WHITE
    assert session.progress.result(session.problem.key) is None
    events = session.play(v("C1"))
    assert kinds(events) == [MoveJudged, ProblemRecorded]
    assert judged(events).answer.outcome is Outcome.SOLVED
    assert judged(events).next is NextStep.NEXT
    assert recorded(events) == ProblemRecorded(ProblemResult.SOLVED, Review.CLEAN, None)
    status = session.status()
    assert (status.state, status.result, status.tries, status.told) == (
        State.SOLVED,
        ProblemResult.SOLVED,
        1,
        True,
    )
    over = session.play(v("D4"))
    assert kinds(over) == [MoveJudged]  # the attempt is over: refused, nothing saved
    assert judged(over).answer.outcome is Outcome.ILLEGAL
    assert session.progress.tries(session.problem.key) == 1


def test_a_wrong_move_is_refuted_saved_as_failed_and_steps_on_the_ladder() -> None:
    days = Days()
    session = session_on(days)
    events = session.play(v("B1"))
    assert judged(events).answer.outcome is Outcome.WRONG
    assert judged(events).next is NextStep.TRY_AGAIN
    assert session.attempt.game.board[v("B3")] is Color.WHITE  # the refutation
    place = LadderPlace(0, DAY + timedelta(days=1), DAY)
    assert recorded(events) == ProblemRecorded(ProblemResult.FAILED, Review.FAIL, place)
    assert session.status().due_in == 1
    assert session.retry() == [BackToStart()]
    assert session.attempt.game.move_number == 0
    assert not session.status().told
    again = solve_corner(session)  # a solve after a wrong answer is a helped one
    assert recorded(again).review is Review.HELPED
    assert session.progress.tries(session.problem.key) == 2


def test_a_move_outside_the_part_shown_is_refused_and_costs_nothing() -> None:
    session = session_on(Days())
    assert session.play(v("E5")) == [OutsideView(v("E5"), session.attempt.region())]
    assert session.attempt.game.move_number == 0
    assert session.status().state is State.PLAYING


def test_the_solution_is_played_from_the_start_and_counts_as_failed() -> None:
    session = session_on(Days())
    events = session.solution()
    assert kinds(events) == [SolutionShown, ProblemRecorded]
    shown = events[0]
    assert isinstance(shown, SolutionShown)
    assert shown.line == [(Color.BLACK, v("B3")), (Color.WHITE, v("B1")), (Color.BLACK, v("C1"))]
    assert shown.diagram.labels[v("C1")] == 3
    assert recorded(events).result is ProblemResult.FAILED
    assert session.attempt.state is State.REVEALED
    assert kinds(session.solution()) == [SolutionShown]  # once per attempt


def test_going_past_either_end() -> None:
    session = session_on(Days())
    assert session.go(-1) == []
    assert session.go(1) == [ProblemOpened(1)]
    assert session.problem.number == 2
    assert session.go(1) == [NoNextProblem()]


# ---- the clean-solve rule and the review ladder ----------------------------------------------


def test_a_clean_solve_of_a_due_problem_climbs_a_rung() -> None:
    days = Days()
    assert recorded(session_on(days).play(v("B1"))).place == LadderPlace(
        0, DAY + timedelta(days=1), DAY
    )
    days.today = DAY + timedelta(days=1)
    session = session_on(days)
    assert session.status().due_in == 0
    up = recorded(solve_corner(session))
    assert up.review is Review.CLEAN
    assert up.place == LadderPlace(1, days.today + timedelta(days=3), days.today)
    assert session.status().due_in == 3


def test_a_fail_on_the_due_day_steps_down_a_rung() -> None:
    days = Days()
    session_on(days).play(v("B1"))
    days.today = DAY + timedelta(days=1)
    solve_corner(session_on(days))  # rung 1: due in 3 days
    days.today += timedelta(days=3)
    down = recorded(session_on(days).play(v("B1")))
    assert down.review is Review.FAIL
    assert down.place == LadderPlace(0, days.today + timedelta(days=1), days.today)


def test_a_solve_after_a_hint_is_no_clean_solve_and_the_ladder_stays() -> None:
    days = Days()
    session_on(days).play(v("B1"))
    days.today = DAY + timedelta(days=1)
    session = session_on(days)
    hint = session.hint()
    assert hint
    assert isinstance(hint[0], HintGiven)
    assert hint[0].hint.point == v("B3")
    stays = recorded(solve_corner(session))
    assert stays.review is Review.HELPED
    assert stays.place == LadderPlace(0, DAY + timedelta(days=1), DAY)
    assert session.status().due_in == 0  # still due today


def test_help_counts_until_another_problem_is_opened() -> None:
    session = session_on(Days())
    session.hint()
    session.retry()
    assert session.helped  # a retry does not forget the hint
    session.go(1)
    assert not session.helped
    events = session.play(v("D9"))
    assert recorded(events).review is Review.CLEAN


# ---- the engine's reading -------------------------------------------------------------------


def test_a_move_off_the_tree_is_read_and_nothing_else_happens_meanwhile() -> None:
    session = session_on(Days(), SHARED)
    started = session.play(v("D6"))
    assert kinds(started) == [ReadingStarted]
    task = session.reading
    assert task is not None
    assert started == [ReadingStarted(task)]
    assert session.attempt.game.board[v("D6")] is Color.BLACK  # the move stands meanwhile
    assert session.play(v("E5")) == []
    assert session.hint() == []
    assert session.solution() == []
    answer = judged(session.reading_done(read(task))).answer
    assert answer.outcome is Outcome.RIGHT
    assert answer.reply is not None
    assert answer.reply.point == v("E5")
    assert session.reading is None


def test_a_reading_no_longer_awaited_is_dropped() -> None:
    session = session_on(Days(), SHARED)
    (started,) = session.play(v("D6"))
    assert isinstance(started, ReadingStarted)
    session.retry()
    assert session.reading_done(read(started.task)) == []
    assert session.attempt.game.move_number == 0


def test_a_reading_that_failed_is_said_and_its_move_taken_back() -> None:
    session = session_on(Days(), SHARED)
    (started,) = session.play(v("D6"))
    assert isinstance(started, ReadingStarted)
    error = RuntimeError("out of order")
    events = session.reading_done(ReadingOutcome(started.task, None, error))
    assert events == [ReadingFailed(error)]
    assert session.attempt.game.board[v("D6")] is None
    assert session.reading is None
    assert kinds(session.play(v("D6"))) == [ReadingStarted]  # not stuck


# ---- counting problems ----------------------------------------------------------------------


def test_a_counting_problem_takes_typed_results_not_moves() -> None:
    session = session_on(Days(), COUNT)
    assert session.counting is not None
    assert session.status().counting
    assert not session.playing
    assert session.play(v("E5")) == [TypeTheCount()]
    assert session.answer_count("four") == [CountUnreadable("four")]
    wrong = session.answer_count("B+10")
    assert kinds(wrong) == [CountJudged, ProblemRecorded]
    verdict = wrong[0]
    assert isinstance(verdict, CountJudged)
    assert (verdict.answer.outcome, verdict.answer.missed) == (Outcome.WRONG, Part.KOMI)
    assert verdict.next is NextStep.TRY_AGAIN
    assert verdict.score.margin == 3.5
    assert recorded(wrong).result is ProblemResult.FAILED
    assert session.answer_count("B+3.5") == [AttemptOver()]
    assert session.retry() == [BackToStart()]
    right = session.answer_count("Z+3,5")
    assert isinstance(right[0], CountJudged)
    assert right[0].answer.outcome is Outcome.SOLVED
    assert right[0].next is NextStep.NEXT
    assert recorded(right).review is Review.HELPED  # it failed first


def test_a_counting_problems_hint_and_answer_show_the_count() -> None:
    session = session_on(Days(), COUNT)
    (hint,) = session.hint()
    assert isinstance(hint, TerritoryShown)
    assert hint.roles
    assert session.helped
    events = session.solution()
    assert kinds(events) == [CountRevealed, ProblemRecorded]
    assert isinstance(events[0], CountRevealed)
    assert events[0].score.margin == 3.5
    assert session.status().state is State.REVEALED


def test_an_answer_typed_in_a_problem_with_moves_does_nothing() -> None:
    session = session_on(Days())
    assert session.answer_count("B+3") == []


# ---- a timed set ----------------------------------------------------------------------------


class Seconds:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def timed_session(clock: Seconds) -> TimedSession:
    problems = collection(CORNER).problems
    timed = TimedSet(problems, clock, total=60)
    return TimedSession(timed, progress_on(Days()), Text("Timed", "Op tijd"))


def test_a_timed_set_offers_no_help_and_no_way_back() -> None:
    session = timed_session(Seconds())
    assert not session.helps
    assert (session.retry(), session.hint(), session.solution()) == ([], [], [])
    assert not session.can_go(-1)
    assert session.go(-1) == []
    assert session.can_skip
    assert not session.can_go(1)
    assert session.status().time_left == 60


def test_a_timed_set_skips_fails_and_ends_with_its_summary() -> None:
    clock = Seconds()
    session = timed_session(clock)
    skipped = session.go(1)  # skipped: it fails
    assert kinds(skipped) == [ProblemRecorded, ProblemOpened]
    assert recorded(skipped).result is ProblemResult.FAILED
    clock.now += 20
    events = session.play(v("D9"))
    assert judged(events).next is NextStep.SUMMARY  # the last problem of the set
    assert session.can_go(1)
    assert not session.can_skip
    (ended,) = session.go(1)
    summary = Summary(solved=1, failed=1, unreached=0, used=20, total=60, time_up=False)
    assert ended == SetEnded(summary, 2)


def test_when_the_time_runs_out_the_problem_on_the_board_fails() -> None:
    clock = Seconds()
    session = timed_session(clock)
    clock.now += 59
    assert session.tick() == []
    clock.now += 1
    events = session.tick()
    assert kinds(events) == [ProblemRecorded, SetEnded]
    assert recorded(events).result is ProblemResult.FAILED
    assert events[-1] == SetEnded(Summary(0, 1, 1, 60, 60, True), 2)
