"""The problems line by line: the collections (and the review of today), then one problem
at a time, played by typing moves.

A :class:`~go_tui.problems.session.ProblemSession` decides everything, as on the problem
screen: it judges each move, hands out the engine's reading (run here before the next
line is read), and saves each attempt's result at once in the same ``progress.json``,
moving the problem on the review ladder.  This module turns lines into its commands and
its events into sentences; the board is read with the commands of every plain mode.
Timed sets are left to the full-screen trainer.
"""

from __future__ import annotations

from collections.abc import Iterable

from go_tui.engine import COLUMNS, Point
from go_tui.engine.count import Role
from go_tui.engine.solver import Result
from go_tui.i18n import catalogue, language, number, plain, t
from go_tui.plain.board_words import reading_order, stones_words
from go_tui.plain.reading import (
    HELP,
    QUIT,
    Say,
    board_command,
    help_lines,
    point_of,
    read_aloud,
    typed_lines,
    word_of,
)
from go_tui.problems import Collection, Outcome, ProblemProgress, Source, example_point
from go_tui.problems.events import (
    CountJudged,
    HintGiven,
    MoveJudged,
    NextStep,
    NoNextProblem,
    ProblemEvent,
    ProblemOpened,
    ProblemRecorded,
    ReadingStarted,
    TerritoryShown,
)
from go_tui.problems.levels import level_span
from go_tui.problems.session import ProblemSession, due_today, first_unsolved, read
from go_tui.problems.trainer import Hint
from go_tui.ui.problem_text import (
    NO_HINT,
    answer_text,
    event_said,
    missed_text,
    result_text,
    tries_text,
)
from go_tui.ui.text import color_name, point_name
from go_tui.ui.widgets.lesson_text import lesson_lines
from go_tui.words import Text

NEXT = ("next", "volgende")
PREVIOUS = ("previous", "vorige")
LIST = ("list", "lijst", "collections", "verzamelingen")
PROBLEMS = ("problems", "problemen", "opgaven")
PROBLEM = ("problem", "probleem", "opgave")
REPEAT = ("again", "nogmaals")
HINT = ("hint", "tip")
SOLUTION = ("solution", "oplossing")
RETRY = ("retry", "opnieuw")
ACTIONS = {
    word: action
    for words, action in (
        (NEXT, "next"),
        (PREVIOUS, "previous"),
        (HINT, "hint"),
        (SOLUTION, "solution"),
        (RETRY, "retry"),
    )
    for word in words
}
"""The words of the session's commands, in either language."""
AFTER = {
    NextStep.TRY_AGAIN: "plain.problems.after_wrong",
    NextStep.NEXT: "plain.problems.after_solved",
    NextStep.SUMMARY: "plain.problems.after_solved",
}
ROLES = (
    (Role.BLACK_TERRITORY, "plain.problems.black_territory"),
    (Role.WHITE_TERRITORY, "plain.problems.white_territory"),
    (Role.DEAD, "plain.problems.dead"),
)
"""What a counting problem's hint names, in order."""


class PlainProblems:
    """The list of collections and the problem open, over lines of text."""

    def __init__(self, collections: list[Collection], progress: ProblemProgress, say: Say) -> None:
        self.collections = collections
        self.progress = progress
        self.say = say
        self.rows: list[Collection] = []
        """The list as said last: the review of today (when any is due), the collections."""
        self.session: ProblemSession | None = None

    def run(self, lines: Iterable[str]) -> None:
        """Read commands until ``quit`` or the end of the input; each result is saved as
        it is told."""
        self.warn()
        self.list_collections()
        for line in typed_lines(lines, self.say):
            if word_of(line) in QUIT:
                break
            if self.session is None:
                self.in_list(line)
            else:
                self.in_problem(line, self.session)
        self.say(t("plain.problems.kept"))

    # ---- the collections -------------------------------------------------------------
    def list_collections(self) -> None:
        due = due_today(self.collections, self.progress)
        title = Text(*(catalogue(lang)["problems.practice.review_title"] for lang in ("en", "nl")))
        review = [Collection("review-today", title, None, due)] if due else []
        self.rows = review + self.collections
        self.say(t("plain.problems.collections"))
        for n, collection in enumerate(self.rows, 1):
            self.say(self.collection_line(n, collection, review=bool(review) and n == 1))
        self.say(t("plain.problems.open", last=len(self.rows)))

    def collection_line(self, n: int, collection: Collection, *, review: bool) -> str:
        title = collection.title(language())
        if review:
            count = len(collection.problems)
            key = "plain.problems.review_one" if count == 1 else "plain.problems.review"
            return t(key, number=n, title=title, count=count)
        tally = self.progress.tally(p.key for p in collection.problems)
        levels = level_span(p.level for p in collection.problems)
        return t(
            "plain.problems.collection",
            number=n,
            title=title,
            levels=f" ({levels})" if levels else "",
            solved=tally.solved,
            total=tally.total,
            failed=tally.failed,
            due=tally.due,
        )

    def in_list(self, line: str) -> None:
        word = word_of(line)
        if word in HELP:
            for said in help_lines("plain.problems.help_list"):
                self.say(said)
        elif word in LIST:
            self.list_collections()
        elif word.isdigit() and 1 <= int(word) <= len(self.rows):
            self.open_collection(self.rows[int(word) - 1])
        else:
            self.say(t("plain.problems.no_collection", text=line, last=len(self.rows)))

    def open_collection(self, collection: Collection) -> None:
        if not collection.problems:
            self.say(t("problems.empty"))
            return
        start = 0 if collection.key == "review-today" else first_unsolved(collection, self.progress)
        self.session = ProblemSession(collection, self.progress, start)
        self.say_problem(self.session)

    # ---- a problem -------------------------------------------------------------------
    def say_problem(self, session: ProblemSession) -> None:
        """The problem as it opens: where it stands, its text, its board, what to type."""
        problem, lang = session.problem, language()
        where = t(
            "plain.problems.problem",
            collection=session.collection.title(lang),
            number=session.index + 1,
            total=len(session.collection.problems),
        )
        if problem.level:
            where += " " + t("plain.problems.level", level=problem.level)
        if problem.title.en or problem.title.nl:
            where += " " + plain(problem.title(lang)) + "."
        self.say(where)
        for line in lesson_lines(problem.comment(lang)):
            self.say(line)
        game = session.attempt.game
        self.say(stones_words(game.board))
        region, size = session.attempt.region(), problem.size
        if not region.whole_board:
            self.say(
                t(
                    "plain.problems.region",
                    first=COLUMNS[region.left],
                    last=COLUMNS[region.right],
                    low=size - region.bottom,
                    high=size - region.top,
                )
            )
        if problem.targets:
            points = " ".join(
                point_name(p, size) for p in sorted(problem.targets, key=reading_order)
            )
            self.say(t("plain.problems.targets", points=points))
        if session.counting is not None:
            black, white = problem.prisoners
            counting = t(
                "problems.counting.to_count", black=black, white=white, komi=number(problem.komi)
            )
            for line in counting.splitlines():
                self.say(line)
            self.say(t("plain.problems.count"))
        else:
            example = point_name(example_point(problem, region), size)
            learner = color_name(session.attempt.learner)
            self.say(t("plain.problems.move", color=learner, point=example))
        self.say_result(session, before=True)

    def say_result(self, session: ProblemSession, *, before: bool) -> None:
        """The problem's saved result and when it comes back for review."""
        status = session.status()
        if status.result is not None:
            tries = tries_text(status.tries)
            if before:
                self.say(t(f"problems.result.{status.result.value}", tries=tries))
            else:
                self.say(t(f"plain.problems.saved_{status.result.value}", tries=tries))
        if status.due_in is None:
            return
        if status.due_in <= 0:
            self.say(t("plain.problems.due_today"))
        elif status.due_in == 1:
            self.say(t("plain.problems.back_tomorrow"))
        else:
            self.say(t("plain.problems.back_in", days=status.due_in))

    def in_problem(self, line: str, session: ProblemSession) -> None:
        if self.read(line, session):
            return
        action = ACTIONS.get(word_of(line))
        if action is not None:
            self.act(action, session)
        elif session.counting is not None:
            self.apply(session, session.answer_count(line))
        else:
            point = point_of(line, session.problem.size, self.say)
            if point is not None:
                self.apply(session, session.play(point))

    def read(self, line: str, session: ProblemSession) -> bool:
        """Say what ``line`` asks to hear (help, the problem, the board, the lists) or go
        where it says; ``False`` when it asks none of that."""
        word = word_of(line)
        first, _, rest = line.partition(" ")
        if word in HELP:
            for said in help_lines("plain.problems.help"):
                self.say(said)
        elif word in LIST:
            self.session = None
            self.list_collections()
        elif word in PROBLEMS:
            self.list_problems(session)
        elif first.lower() in PROBLEM:
            self.go_to(session, rest.strip())
        elif word in REPEAT:
            self.say_problem(session)
        elif board_command(line):
            read_aloud(line, session.attempt.game.board, self.say)
        else:
            return False
        return True

    def act(self, action: str, session: ProblemSession) -> None:
        """One of the session's commands: on, back, hint, solution, retry."""
        commands = {
            "next": lambda: session.go(1),
            "previous": lambda: session.go(-1),
            "hint": session.hint,
            "solution": session.solution,
            "retry": session.retry,
        }
        events = commands[action]()
        if action == "previous" and not events:
            self.say(t("plain.problems.first"))
        self.apply(session, events)

    def list_problems(self, session: ProblemSession) -> None:
        """Each problem of the collection with its result and whether it is due."""
        for n, problem in enumerate(session.collection.problems, 1):
            result = self.progress.result(problem.key)
            state = t(
                f"plain.problems.state_{result.value}" if result else "plain.problems.untried"
            )
            if self.progress.is_due(problem.key):
                state += ", " + t("plain.problems.due")
            title = problem.title(language()) or t("plain.problems.untitled")
            self.say(t("plain.problems.problem_line", number=n, title=title, state=state))
        self.say(t("plain.problems.go_to", last=len(session.collection.problems)))

    def go_to(self, session: ProblemSession, text: str) -> None:
        total = len(session.collection.problems)
        if not text.isdigit() or not 1 <= int(text) <= total:
            self.say(t("plain.problems.no_problem", text=text, last=total))
            return
        self.apply(session, session.open(int(text) - 1))

    # ---- what the session did --------------------------------------------------------
    def apply(self, session: ProblemSession, events: list[ProblemEvent]) -> None:
        """Say each event; a reading is run at once and what it gives is said in turn."""
        for event in events:
            match event:
                case ProblemOpened():
                    self.say_problem(session)
                case ProblemRecorded():
                    self.say_result(session, before=False)
                    self.warn()
                case ReadingStarted(task):
                    self.say(t("problems.engine.thinking"))
                    self.apply(session, session.reading_done(read(task)))
                case _:
                    for line in self.event_lines(event, session.problem.size):
                        self.say(line)

    def event_lines(self, event: ProblemEvent, size: int) -> list[str]:
        """The sentences for ``event``: the problem screen's, where they name no key or
        point at a mark on the board."""
        match event:
            case MoveJudged(answer, next_step):
                lines = answer_text(answer).splitlines()
                return lines + ([t(AFTER[next_step])] if next_step is not None else [])
            case HintGiven(hint):
                return [hint_words(hint, size)]
            case TerritoryShown(roles):
                return [t("plain.problems.territory"), *roles_words(roles, size)]
            case CountJudged(answer, score, next_step):
                shown = result_text(answer.typed or 0.0)
                if answer.outcome is Outcome.SOLVED:
                    verdict = t("problems.counting.right", result=shown)
                else:
                    why = missed_text(score, answer.missed)
                    verdict = f"{t('problems.counting.wrong', result=shown)} {why}"
                return [verdict, t(AFTER[next_step])]
            case NoNextProblem():
                return [t("plain.problems.last")]
        worded = event_said(event, size)
        return worded[0].splitlines() if worded is not None else []

    def warn(self) -> None:
        """Say the progress file's warning (damaged, or not writable), once."""
        warning = self.progress.warning
        if warning is not None:
            self.say(warning(language()))
            self.progress.warning = None


def hint_words(hint: Hint, size: int) -> str:
    """The right move the hint names, who found it, or why there is none."""
    if hint.point is None:
        return t(NO_HINT.get(hint.result, "plain.problems.no_hint"))
    point = point_name(hint.point, size)
    if hint.source is Source.TREE:
        return t("plain.problems.hint", point=point)
    ko = hint.result is Result.KO
    return t("plain.problems.hint_ko" if ko else "plain.problems.hint_engine", point=point)


def roles_words(roles: dict[Point, Role], size: int) -> list[str]:
    """Each side's territory and the dead stones of a count, by name."""
    lines = []
    for role, key in ROLES:
        points = sorted((p for p, r in roles.items() if r is role), key=reading_order)
        if points:
            names = " ".join(point_name(p, size) for p in points)
            lines.append(t(key, count=len(points), points=names))
    return lines
