"""The problem trainer: the collections with progress, and one problem at a time.

The trainer model (:mod:`go_tui.problems`) judges every move and answers from
the solution tree, or by the engine's reading where the tree is silent (run in
a thread worker); the screens draw its answer on a board cropped to the part
the problem uses, and save solved or failed at once in ``progress.json``,
which also moves the problem on the review ladder (:mod:`go_tui.problems.review`).
The list starts with the problems due for review today, when there are any.
A counting problem (``GE[counting]``) takes a typed result instead of moves
(:mod:`go_tui.problems.counting`).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from go_tui.engine import COLUMNS, Color, Point, to_vertex
from go_tui.engine.scoring import Side
from go_tui.engine.solver import Result
from go_tui.i18n import catalogue, language, number, plain, t
from go_tui.learn import Words
from go_tui.problems import (
    Answer,
    Attempt,
    Collection,
    Hint,
    LoadFault,
    Outcome,
    Problem,
    ProblemProgress,
    ProblemResult,
    SolutionLine,
    Source,
    State,
    Task,
    TaskKind,
    TaskResult,
    builtin_collections,
    example_point,
)
from go_tui.problems.counting import COUNTING, CountingAttempt, Part
from go_tui.problems.diagram import SolutionDiagram, solution_diagram
from go_tui.problems.levels import level_span
from go_tui.problems.review import RUNGS
from go_tui.problems.timed import Clock, TimedSet, choose
from go_tui.ui.entry import Mistyped, Typed, TypedCommand, TypedNumber
from go_tui.ui.navigation import navigator
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.board_keys import BoardKeys
from go_tui.ui.screens.checklist import ChecklistScreen, warn_once
from go_tui.ui.screens.marking import MARKS
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import (
    color_name,
    localize_bindings,
    point_name,
    reading_error_words,
    words,
)
from go_tui.ui.widgets.board import BoardView, Crop, Label, Mark, Overlay, ghost_of
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.lesson_text import lesson_markup
from go_tui.words import Text

if TYPE_CHECKING:
    from textual.app import App

READING = "problem-reading"
"""The name of the thread worker that runs the engine's reading of a problem."""

SIDE_WIDTH = 40
"""Columns of the text beside the board."""

HEADING_WIDTH = SIDE_WIDTH - 3
"""Columns of the heading's lines (the side's border and padding taken off)."""

LIST_WIDTH = 66
"""Columns of a line in the list of collections (the frame's 78, less its border, padding
and scroll bar)."""

LIST_CSS = """
#collections, #review { max-height: 50vh; }
ProblemListScreen .checklist, ReviewListScreen .checklist { width: 78; }
"""
"""Room under the lines for the description (the review line, the tallies) at 80x24, and
across for the longest title beside its levels and count."""

REVIEW_KEY = "review-today"
"""The id of the list's first line when problems are due for review."""


def open_problems(app: App[None], path: Path | None = None) -> None:
    """Open the problem list: the built-in collections, or the one in ``path`` at its first
    unsolved problem (``go-tui problems FILE.sgf``)."""
    from go_tui.problems import load_file

    if path is None:
        app.push_screen(ProblemListScreen())
        return
    collection = load_file(path)
    listing = ProblemListScreen([collection])
    app.push_screen(listing)
    listing.call_after_refresh(listing.action_open)
    if collection.faults:
        app.notify(faults_text(collection), severity="warning", timeout=15)


def _from_file(words: Words) -> str:
    """A title or comment from the problem file, shown as written."""
    return plain(words(language()))


def catalogue_text(key: str) -> Text:
    """A catalogue text in both languages, where a collection needs a title."""
    return Text(catalogue("en")[key], catalogue("nl")[key])


class ProblemListScreen(ChecklistScreen):
    """The collections by topic and level, with how many problems are solved."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", "problems.binding.open", tooltip="problems.command.open"),
        Binding("escape,q", "close", "problems.binding.close", tooltip="problems.command.close"),
        Binding(
            "ctrl+t",
            "timed",
            "problems.practice.timed_binding",
            tooltip="problems.practice.timed_command",
        ),
    ]
    CSS = LIST_CSS
    WORDS = "problems"
    ITEMS_ID = "collections"
    ABOUT_ID = "collection-about"
    progress: ProblemProgress

    def __init__(
        self,
        collections: list[Collection] | None = None,
        progress: ProblemProgress | None = None,
        *,
        clock: Clock = time.monotonic,
    ) -> None:
        super().__init__(progress or ProblemProgress.load())
        self.collections = builtin_collections() if collections is None else collections
        self.clock = clock
        """The clock of a timed set (seconds); tests give their own."""
        self.rows: list[Collection] = list(self.collections)
        """The lines as shown: the review of today (when any is due), then the collections."""

    def review_today(self) -> Collection:
        """The problems due for review today, from every collection, in list order."""
        due = [
            problem
            for collection in self.collections
            for problem in collection.problems
            if self.progress.is_due(problem.key)
        ]
        return Collection(REVIEW_KEY, catalogue_text("problems.practice.review_title"), None, due)

    def items(self) -> list[tuple[str, str]]:
        review = self.review_today()
        self.rows = ([review] if review.problems else []) + self.collections
        return [(c.key, self.line(c)) for c in self.rows]

    def fill(self) -> None:
        """Draw the lines again, the highlight staying on its collection when the review line
        comes or goes."""
        options = self.option_list
        index = options.highlighted
        key = self.rows[index].key if index is not None and index < len(self.rows) else None
        super().fill()
        keys = [c.key for c in self.rows]
        if key in keys:
            options.highlighted = keys.index(key)

    def line(self, collection: Collection) -> str:
        """One collection: done mark, title, levels, solved/total and failed; the titles as
        wide as the longest one, as far as the counts leave room."""
        if collection.key == REVIEW_KEY:
            count = t("problems.practice.review_count", count=len(collection.problems))
            return f"[b $accent]↻ {_from_file(collection.title):<35}[/] {count}"
        title_width, levels_width = self.widths()
        tally = self.progress.tally(p.key for p in collection.problems)
        mark = "✓" if tally.total and tally.solved == tally.total else " "
        title = _clip(_from_file(collection.title), title_width)
        levels = plain(_levels(collection))
        return (
            f"{mark} {title:<{title_width}} [dim]{levels:<{levels_width}} "
            f"{self.count_words(collection)}[/]"
        )

    def count_words(self, collection: Collection) -> str:
        """``3/9 solved``, with ``· 2 failed`` when any failed."""
        tally = self.progress.tally(p.key for p in collection.problems)
        count = t("problems.solved", solved=tally.solved, total=tally.total)
        if tally.failed:
            count += " " + t("problems.practice.failed_count", failed=tally.failed)
        return count

    def widths(self) -> tuple[int, int]:
        """The columns of the titles and of the levels: the longest title where the widest
        levels and counts leave room for it."""
        levels = max((len(plain(_levels(c))) for c in self.collections), default=0)
        counts = max((len(self.count_words(c)) for c in self.collections), default=0)
        titles = max((len(_from_file(c.title)) for c in self.collections), default=0)
        room = LIST_WIDTH - len("✓ ") - 1 - levels - 1 - counts
        return max(12, min(titles, room)), levels

    def about(self, index: int) -> str:
        """Levels and tallies of the collection, and the problems it could not read (the
        topic is the title's: ``GE`` is a word of the file's, not of the learner's language)."""
        collection = self.rows[index]
        if collection.key == REVIEW_KEY:
            return t("problems.practice.review_about", count=len(collection.problems))
        keys = [p.key for p in collection.problems]
        tally = self.progress.tally(keys)
        heading = plain(_levels(collection))
        text = t(
            "problems.practice.tally",
            solved=tally.solved,
            failed=tally.failed,
            due=tally.due,
            untried=sum(self.progress.result(key) is None for key in keys),
        )
        if heading:
            text = f"{heading}\n{text}"
        if collection.faults:
            text += f"\n[$warning]{faults_text(collection)}[/]"
        return text

    def open_item(self, index: int) -> None:
        """Open the first problem not yet solved (the first one when all are); the review
        line opens the list of problems due."""
        collection = self.rows[index]
        if collection.key == REVIEW_KEY:
            self.app.push_screen(ReviewListScreen(self.collections, self.progress))
            return
        if not collection.problems:
            self.notify(t("problems.empty"), severity="warning")
            return
        keys = [p.key for p in collection.problems]
        first = next(
            (
                n
                for n, key in enumerate(keys)
                if self.progress.result(key) is not ProblemResult.SOLVED
            ),
            0,
        )
        self.app.push_screen(ProblemScreen(collection, self.progress, first))

    @when_attached
    def action_timed(self) -> None:
        """A timed set from the highlighted line: its due, unsolved, then other problems."""
        index = self.option_list.highlighted
        if index is None:
            return
        problems = choose(self.rows[index].problems, self.progress)
        if not problems:
            self.notify(t("problems.empty"), severity="warning")
            return
        timed = TimedSet(problems, self.clock)
        navigator(self.app).timed_set(timed, self.progress)


def faults_text(collection: Collection) -> str:
    """How many problems of ``collection`` could not be read, and the first five faults."""
    faults = collection.faults
    shown = "\n".join(fault_words(fault) for fault in faults[:5])
    key = "problems.unread.one" if len(faults) == 1 else "problems.unread.many"
    return t(key, count=len(faults), faults=shown)


def fault_words(fault: LoadFault) -> str:
    """One problem (or file) that could not be read, and why, in the player's language:
    plain text (see :func:`~go_tui.ui.text.words`)."""
    why = reading_error_words(fault.error, fault.message)
    if fault.rest_unread:
        why = words("problems.unread.rest", why=why)
    if fault.number:
        return words("problems.unread.problem", source=fault.source, number=fault.number, why=why)
    return words("problems.unread.file", source=fault.source, why=why)


def tries_text(tries: int) -> str:
    """``1 try``, ``3 tries``."""
    if tries == 1:
        return t("problems.practice.tries_one")
    return t("problems.practice.tries", tries=tries)


_ENDED = (WorkerState.SUCCESS, WorkerState.ERROR, WorkerState.CANCELLED)
_NO_HINT = {
    Result.UNKNOWN: "problems.engine.no_hint",
    Result.SUCCESS: "problems.engine.hint_pass",
}
"""Why the engine gives no hint, by its result (no right move: the usual sentence)."""
_NO_SOLUTION = {
    Result.KO: "problems.engine.no_solution_ko",
    Result.UNKNOWN: "problems.engine.no_solution_unknown",
}


def _levels(collection: Collection) -> str:
    return level_span(p.level for p in collection.problems)


def _clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` columns, with an ellipsis where it was cut."""
    return text if len(text) <= width else text[: width - 1] + "…"


class ReviewListScreen(ChecklistScreen):
    """The problems due for review today; Enter opens one, ] goes on to the next due."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", "problems.binding.open", tooltip="problems.practice.open_review"),
        Binding("escape,q", "close", "problems.binding.close", tooltip="problems.command.list"),
    ]
    CSS = LIST_CSS
    WORDS = "problems.practice.review"
    ITEMS_ID = "review"
    ABOUT_ID = "review-about"
    progress: ProblemProgress

    def __init__(self, collections: list[Collection], progress: ProblemProgress) -> None:
        super().__init__(progress)
        self.collections = collections
        self.owners = {p.key: c for c in collections for p in c.problems}
        title = catalogue_text("problems.practice.review_title")
        self.due = Collection(REVIEW_KEY, title, None, [])

    def items(self) -> list[tuple[str, str]]:
        self.due.problems = [
            p for c in self.collections for p in c.problems if self.progress.is_due(p.key)
        ]
        return [(p.key, self.line(p)) for p in self.due.problems]

    def line(self, problem: Problem) -> str:
        """One problem due: its collection and number, its level, its tries."""
        owner = _clip(_from_file(self.owners[problem.key].title), 30)
        name = f"{owner} {problem.number}"
        tries = tries_text(self.progress.tries(problem.key))
        return f"↻ {name:<36} [dim]{plain(problem.level):<5} {tries}[/]"

    def about(self, index: int) -> str:
        """The problem's title, and the rung it falls from or climbs to."""
        problem = self.due.problems[index]
        step = self.progress.step(problem.key)
        rung = t("problems.practice.rung", days=step.days_after_clean if step else RUNGS[1])
        title = _from_file(problem.title)
        return f"{title}\n{rung}" if title else rung

    def open_item(self, index: int) -> None:
        self.app.push_screen(ProblemScreen(self.due, self.progress, index))

    def fill(self) -> None:
        super().fill()
        if not self.due.problems:
            self.query_one(f"#{self.ABOUT_ID}", Static).update(t("problems.practice.review_none"))


class ProblemScreen(BoardKeys, WatchesSize, Screen[None]):
    """One problem: the learner plays, the solution tree answers, else the engine.

    The engine's reading runs in a thread worker: the screen says it is thinking
    and ignores moves, hints and answers meanwhile; a result that comes back
    after the problem changed, or after a retry, is dropped (the task it
    answers is no longer :attr:`reading`, and the attempt knows it is stale).
    """

    CSS_PATH = "problems.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "problems.binding.list", tooltip="problems.command.list"),
        Binding("r", "retry", "problems.binding.retry", tooltip="problems.command.retry"),
        Binding("question_mark", "hint", "problems.binding.hint", tooltip="problems.command.hint"),
        Binding("a", "solution", "problems.binding.solution", tooltip="problems.command.solution"),
        Binding(
            "right_square_bracket,pagedown",
            "go(1)",
            "problems.binding.next",
            tooltip="problems.command.next",
        ),
        Binding(
            "left_square_bracket,pageup",
            "go(-1)",
            "problems.binding.previous",
            tooltip="problems.command.previous",
        ),
        Binding(
            "shift+up",
            "scroll_text(-1)",
            "problems.text.up",
            tooltip="problems.text.up_command",
            show=False,
        ),
        Binding(
            "shift+down",
            "scroll_text(1)",
            "problems.text.down",
            tooltip="problems.text.down_command",
            show=False,
        ),
    ]

    def __init__(self, collection: Collection, progress: ProblemProgress, index: int = 0) -> None:
        super().__init__()
        localize_bindings(self)
        self.collection = collection
        self.progress = progress
        self.index = index
        self.attempt = Attempt(self.problem)
        self.count_attempt: CountingAttempt | None = None
        """A counting problem's attempt: the learner types the result instead of playing."""
        self.recorded = False
        """Whether this attempt's result is saved (one result per attempt)."""
        self.helped = False
        """Whether a wrong move, a hint or the solution was seen since the problem opened: a
        solve is then no clean solve, and does not move the problem up the review ladder."""
        self.reading: Task | None = None
        """The engine's task running in a thread, if any."""
        self.reader: Worker[TaskResult] | None = None
        """The thread worker running :attr:`reading`."""

    @property
    def problem(self) -> Problem:
        return self.collection.problems[self.index]

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#problem-board", BoardView)

    def compose(self) -> ComposeResult:
        ascii = bool(getattr(self.app, "ascii", False))
        with Horizontal(id="problem"):
            yield BoardView(ascii=ascii, id="problem-board")
            with Vertical(id="problem-side"):
                yield Static("", id="problem-heading")
                with VerticalScroll(id="problem-scroll"):
                    yield Static("", id="problem-text")
                    yield Static("", id="problem-feedback")
                yield EntryLine(id="problem-entry")
                yield Static("", id="problem-status")
        yield Footer(compact=True, show_command_palette=False)

    def needed_size(self) -> tuple[int, int]:
        return (SIDE_WIDTH + 30, 20)

    @when_attached
    def on_mount(self) -> None:
        scroll = self.query_one("#problem-scroll", VerticalScroll)
        self.watch(scroll, "virtual_size", lambda _size: self.show_feedback(), init=False)
        self.open_problem(self.index)

    # ---- showing ---------------------------------------------------------------------
    def open_problem(self, index: int) -> None:
        """Show problem ``index`` of the collection from its start position."""
        self.index = index
        self.attempt = Attempt(self.problem)
        counting = self.problem.topic == COUNTING
        self.count_attempt = CountingAttempt(self.problem) if counting else None
        self.recorded = False
        self.helped = False
        self.reading = self.reader = None
        problem = self.problem
        region = self.attempt.region()
        view = self.board_view
        view.crop = (
            None
            if region.whole_board
            else Crop(region.top, region.left, region.bottom, region.right)
        )
        title = _from_file(self.collection.title)
        where = t("problems.number", number=index + 1, total=len(self.collection.problems))
        if problem.level:
            where += f" · {plain(problem.level)}"
        if len(title) + 2 + len(where) <= HEADING_WIDTH:
            heading = f"[b]{title}[/]  [dim]{where}[/]"
        else:  # each on a line of its own, rather than the level wrapped away from its number
            heading = f"[b]{_clip(title, HEADING_WIDTH)}[/]\n[dim]{where}[/]"
        if problem.title.en or problem.title.nl:
            heading += f"\n[b $accent]{_from_file(problem.title)}[/]"
        self.query_one("#problem-heading", Static).update(heading)
        text = _from_file(problem.comment) or t(
            "problems.to_play", color=color_name(self.attempt.learner)
        )
        self.query_one("#problem-text", Static).update(lesson_markup(text))
        self.say("")
        self.draw()
        middle = ((region.top + region.bottom) // 2, (region.left + region.right) // 2)
        view.cursor = middle
        view.focus()
        self.set_typed("")

    def say(self, text: str, tone: str = "") -> None:
        feedback = self.query_one("#problem-feedback", Static)
        feedback.update(text)
        feedback.set_class(tone == "right", "right")
        feedback.set_class(tone == "wrong", "wrong")
        self.call_after_refresh(self.show_feedback)

    def show_feedback(self) -> None:
        """Scroll the side text so what was just said is in view: all of it when it fits (the
        problem's text above as far as room allows), else from its first line; nothing said,
        the problem's text from the top.  Shift+Up and Shift+Down scroll the rest."""
        if not self.is_attached:
            return
        scroll = self.query_one("#problem-scroll", VerticalScroll)
        feedback = self.query_one("#problem-feedback", Static)
        if not self.message:
            scroll.scroll_home(animate=False)
        elif feedback.outer_size.height <= scroll.scrollable_content_region.height:
            scroll.scroll_end(animate=False)
        else:
            scroll.scroll_to_widget(feedback, animate=False, top=True)

    def action_scroll_text(self, lines: int) -> None:
        """Scroll the text beside the board by ``lines`` (the board keeps the arrows)."""
        scroll = self.query_one("#problem-scroll", VerticalScroll)
        scroll.scroll_relative(y=lines, animate=False)

    @property
    def message(self) -> str:
        return str(self.query_one("#problem-feedback", Static).render())

    def draw(self, extra: dict[Point, Overlay] | None = None) -> None:
        """Draw the attempt's board, the targets and ``extra``."""
        game = self.attempt.game
        last = game.last_move
        playing = not self.attempt.finished and self.count_attempt is None
        overlays: dict[Point, Overlay] = {
            point: Mark.MARKED for point in self.problem.targets if game.board[point] is not None
        }
        self.board_view.show_position(
            game.board,
            last_move=last.point if last else None,
            moves=game.moves,
            ghost=ghost_of(game, self.attempt.learner) if playing else None,
            overlays=overlays | (extra or {}),
        )
        self.query_one("#problem-status", Static).update(self._status())

    def _status(self) -> str:
        attempt = self.count_attempt or self.attempt
        key = self.problem.key
        if self.count_attempt is not None and attempt.state is State.PLAYING:
            black, white = self.problem.prisoners
            line = t(
                "problems.counting.to_count",
                black=black,
                white=white,
                komi=number(self.problem.komi),
            )
        elif attempt.state is State.PLAYING:
            line = t("problems.to_play", color=color_name(self.attempt.learner))
        else:
            line = t(f"problems.state.{attempt.state.value}")
        result = self.progress.result(key)
        if result is not None:
            tries = tries_text(self.progress.tries(key))
            if self.recorded:  # this attempt's result, just told above: the tries alone
                before = t("problems.result_now.tries", tries=tries)
            else:
                before = t(f"problems.result.{result.value}", tries=tries)
            line += f"\n[dim]{before}[/]"
        step = self.progress.step(key)
        if step is not None:
            days = (step.due - self.progress.today()).days
            if days <= 0:
                line += f"\n{t('problems.practice.due_today')}"
            elif days == 1:
                line += f"\n{t('problems.practice.back_tomorrow')}"
            else:
                line += f"\n{t('problems.practice.back_in', days=days)}"
        return line

    # ---- playing ---------------------------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        """Play ``point``; one outside the part of the board shown is refused and costs
        nothing (the learner could not see where it went)."""
        region = self.attempt.region()
        if self.count_attempt is None and point not in region:
            size = self.problem.size
            self.say(
                t(
                    "problems.view.outside",
                    point=to_vertex(point, size),
                    first=COLUMNS[region.left],
                    last=COLUMNS[region.right],
                    low=size - region.bottom,
                    high=size - region.top,
                ),
                "wrong",
            )
            return
        self.play(point)

    def play(self, point: Point) -> None:
        """The learner's move: the trainer judges it, from the tree or by the engine's reading
        (in a thread); moves are ignored while it reads."""
        if self.count_attempt is not None:
            self.say(t("problems.counting.type_result"))
            return
        if self.reading is not None:
            return
        step = self.attempt.begin(point)
        if isinstance(step, Task):
            self.think(step)
            self.draw()
            return
        self.show_answer(step)

    def show_answer(self, answer: Answer) -> None:
        """Say what the move led to and draw the board after it."""
        point = answer.point
        text = answer.message(language())
        comment = _from_file(answer.comment)
        if comment:
            text += "\n" + comment
        elif answer.why is not None:
            text += "\n" + answer.why(language())
        if answer.outcome is Outcome.ILLEGAL:
            self.say(text, "wrong")
            return
        extra: dict[Point, Overlay] = {}
        tone = "right"
        if answer.outcome is Outcome.WRONG and point is not None:
            extra = {point: Mark.WRONG}
        if answer.outcome is Outcome.WRONG:
            tone = "wrong"
            text += "\n" + self.after_wrong()
            self.record(ProblemResult.FAILED)
        elif answer.outcome is Outcome.SOLVED:
            if point is not None:
                extra = {point: Mark.RIGHT}
            text += "\n" + self.after_solved()
            self.record(ProblemResult.SOLVED)
        elif answer.outcome in (Outcome.KO, Outcome.UNSETTLED):
            tone = ""
        self.say(text, tone)
        self.draw(extra)

    # ---- the engine's reading ----------------------------------------------------------
    def think(self, task: Task) -> None:
        """Run the engine's ``task`` in a thread; :meth:`on_worker_state_changed` shows it."""
        self.reading = task
        self.say(t("problems.engine.thinking"))
        self.reader = self.run_worker(task.run, name=READING, thread=True, exit_on_error=False)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A reading came back: shown if it is still the one awaited (else dropped)."""
        worker, task = event.worker, self.reading
        if worker is not self.reader or task is None or event.state not in _ENDED:
            return
        if not self.is_attached:
            return
        self.reading = self.reader = None
        done = worker.result if event.state is WorkerState.SUCCESS else None
        if not isinstance(done, TaskResult):
            self.attempt.drop(task)
            self.say(t("problems.engine.failed", error=worker.error), "wrong")
            self.draw()
            return
        if task.job is TaskKind.MOVE:
            answer = self.attempt.finish(done)
            if answer is not None:
                self.show_answer(answer)
        elif task.job is TaskKind.HINT:
            hint = self.attempt.finish_hint(done)
            if hint is not None:
                self.show_hint(hint)
        else:
            shown = self.attempt.finish_answer(done)
            if shown is not None:
                self.draw_solution(shown)

    def after_wrong(self) -> str:
        return t("problems.after_wrong")

    def after_solved(self) -> str:
        return t("problems.after_solved")

    def record(self, result: ProblemResult) -> None:
        """Save the result of this attempt, once."""
        if not self.recorded:
            self.recorded = True
            self.progress.record(self.problem.key, result, helped=self.helped)
            self.helped = self.helped or result is ProblemResult.FAILED
            warn_once(self, self.progress)

    # ---- actions ---------------------------------------------------------------------
    def action_retry(self) -> None:
        """Back to the start; a reading still running is dropped when it comes back."""
        if self.count_attempt is not None:
            self.count_attempt.retry()
        self.reading = self.reader = None
        self.attempt.retry()
        self.recorded = False
        self.say(t("problems.again"))
        self.draw()

    def action_hint(self) -> None:
        if self.count_attempt is not None:
            self.count_hint(self.count_attempt)
            return
        if self.reading is not None:
            return
        step = self.attempt.hint_task()
        if isinstance(step, Task):
            self.think(step)
        else:
            self.show_hint(step)

    def show_hint(self, hint: Hint) -> None:
        """Mark the hint's point, or say why there is none."""
        if hint.point is None:
            self.say(t(_NO_HINT.get(hint.result, "problems.no_hint")))
            return
        self.helped = True
        if hint.source is Source.TREE:
            self.say(t("problems.hint"))
        else:
            ko = hint.result is Result.KO
            self.say(t("problems.engine.hint_ko" if ko else "problems.engine.hint"))
        self.draw({hint.point: Mark.MARKED})

    def action_solution(self) -> None:
        """Show a correct line, numbered on the start position; it counts as failed."""
        if self.count_attempt is not None:
            self.count_solution(self.count_attempt)
            return
        if self.reading is not None:
            return
        step = self.attempt.answer_task()
        if isinstance(step, Task):
            self.think(step)
        else:
            self.draw_solution(step)

    def draw_solution(self, shown: SolutionLine) -> None:
        """Play the solution from the start and number its moves, or say why there is none."""
        if not shown.moves:
            self.say(t(_NO_SOLUTION.get(shown.result, "problems.no_solution")), "wrong")
            return
        if self.attempt.state is not State.SOLVED:
            self.record(ProblemResult.FAILED)
        line = self.attempt.show_solution(shown.moves)
        moves = ", ".join(self._move(color, point) for color, point in line)
        if shown.source is Source.TREE:
            key = "problems.solution"
        else:
            key = "problems.engine.solution" if shown.complete else "problems.engine.solution_cut"
        diagram = solution_diagram(self.problem.start_game(), line)
        notes = self.diagram_words(diagram)
        self.say(t(key, moves=moves) + (f"\n{notes}" if notes else ""), "right")
        labels: dict[Point, Overlay] = {p: Label(str(n)) for p, n in diagram.labels.items()}
        self.draw(labels)

    def diagram_words(self, diagram: SolutionDiagram) -> str:
        """``3 at 1 (E2). 2 takes 1 stone, 3 takes 5 stones.``: what the final position
        does not show."""
        size = self.problem.size
        parts = [
            t(
                "problems.diagram.again",
                later=a.later,
                earlier=a.earlier,
                point=to_vertex(a.point, size),
            )
            for a in diagram.again
        ]
        takes = [
            t(
                "problems.diagram.takes_one" if c.count == 1 else "problems.diagram.takes",
                move=c.move,
                count=c.count,
            )
            for c in diagram.captures
        ]
        if takes:
            parts.append(", ".join(takes) + ".")
        return " ".join(parts)

    # ---- counting problems: the learner types the result -----------------------------
    @property
    def counting(self) -> bool:
        """A counting problem takes typed results; one typed after the attempt ended is told
        so."""
        return self.count_attempt is not None

    def entry_hint(self) -> str:
        if self.counting:
            return t("problems.counting.entry_hint")
        example = to_vertex(self.example, self.problem.size).lower()
        return t("problems.view.entry_hint", example=example)

    @property
    def example(self) -> Point:
        """The point the entry line names as an example: one in view, not an answer."""
        return example_point(self.problem, self.attempt.region())

    def read_typed(self, text: str) -> Typed | None:
        """While counting, every line that is not a command is an answer (``B+4.5``, ``jigo``);
        otherwise a mistyped point is told an example in view."""
        typed = super().read_typed(text)
        if self.counting and typed is not None and not isinstance(typed, TypedCommand):
            return TypedNumber(text.strip())
        if isinstance(typed, Mistyped) and typed.key in ("unknown", "no_row"):
            size = self.problem.size
            example = to_vertex(self.example, size)
            values = typed.values | {"example": example, "row": example[1:]}
            return Mistyped(f"view.{typed.key}", values)
        return typed

    def number_typed(self, text: str) -> None:
        if self.count_attempt is not None:
            self.count_answer(self.count_attempt, text)

    def count_answer(self, attempt: CountingAttempt, text: str) -> None:
        """Judge a typed result, say which part was off, and save solved or failed."""
        if attempt.finished:
            self.say(t("feedback.problem.over"), "wrong")
            return
        answer = attempt.answer(text)
        if answer.typed is None:
            self.say(t("problems.counting.unreadable", text=text), "wrong")
            return
        shown = self.result_words(answer.typed)
        if answer.outcome is Outcome.SOLVED:
            self.record(ProblemResult.SOLVED)
            right = t("problems.counting.right", result=shown)
            self.say(f"{right}\n{self.after_solved()}", "right")
        elif answer.outcome is Outcome.WRONG:
            self.record(ProblemResult.FAILED)
            why = self.missed_words(attempt, answer.missed)
            text = f"{t('problems.counting.wrong', result=shown)} {why}\n{self.after_wrong()}"
            self.say(text, "wrong")
        self.draw()

    def missed_words(self, attempt: CountingAttempt, missed: Part | None) -> str:
        black, white = attempt.score.black, attempt.score.white
        values: dict[Part, float] = {
            Part.KOMI: white.komi,
            Part.BLACK_PRISONERS: black.prisoners,
            Part.WHITE_PRISONERS: white.prisoners,
            Part.BLACK_DEAD: black.dead,
            Part.WHITE_DEAD: white.dead,
        }
        if missed is None:
            return t("problems.counting.missed.none")
        return t(f"problems.counting.missed.{missed.value}", count=number(values.get(missed, 0)))

    def count_hint(self, attempt: CountingAttempt) -> None:
        """Show each side's territory and the dead stones on the board."""
        self.helped = True
        self.say(t("problems.counting.hint"))
        self.draw({point: MARKS[role] for point, role in attempt.territory().items()})

    def count_solution(self, attempt: CountingAttempt) -> None:
        """The count of each side, part by part, and the result; it counts as failed."""
        if attempt.state is not State.SOLVED:
            self.record(ProblemResult.FAILED)
        score = attempt.reveal()
        lines = [
            self.side_words("black", score.black),
            self.side_words("white", score.white),
            t("problems.counting.result", result=self.result_words(score.margin)),
        ]
        self.say("\n".join(lines), "right")
        self.draw({point: MARKS[role] for point, role in attempt.territory().items()})

    def side_words(self, color: str, side: Side) -> str:
        return t(
            f"problems.counting.{color}_sum",
            territory=side.territory,
            prisoners=side.prisoners,
            dead=side.dead,
            komi=number(side.komi),
            total=number(side.total),
        )

    def result_words(self, margin: float) -> str:
        """``B+4.5`` in English, ``Z+4,5`` in Dutch, or jigo."""
        if margin == 0:
            return t("problems.counting.jigo")
        key = "black_wins" if margin > 0 else "white_wins"
        return t(f"problems.counting.{key}", points=number(abs(margin)))

    def _move(self, color: Color, point: Point | None) -> str:
        return t(
            "lessons.move", color=color_name(color), point=point_name(point, self.problem.size)
        )

    def action_go(self, offset: int) -> None:
        target = self.index + offset
        if 0 <= target < len(self.collection.problems):
            self.open_problem(target)
        elif target >= len(self.collection.problems):
            self.say(t("problems.last"))

    def action_close(self) -> None:
        self.app.pop_screen()
