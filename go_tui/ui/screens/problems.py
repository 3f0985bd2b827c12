"""The problem trainer: the collections with progress, and one problem at a time.

A :class:`~go_tui.problems.session.ProblemSession` decides everything about
an attempt: it judges every move from the solution tree, or hands the engine's
reading out (run here in a thread worker), saves solved or failed at once in
``progress.json`` and moves the problem on the review ladder
(:mod:`go_tui.problems.review`).  The problem screen words its events
(:mod:`go_tui.ui.problem_text`) and draws them on a board cropped to the part
the problem uses.
The list starts with the problems due for review today, when there are any.
A counting problem (``GE[counting]``) takes a typed result instead of moves
(:mod:`go_tui.problems.counting`).
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from go_tui.engine import Point, to_vertex
from go_tui.i18n import catalogue, language, plain, t
from go_tui.problems import (
    Collection,
    Outcome,
    Problem,
    ProblemProgress,
    builtin_collections,
    example_point,
)
from go_tui.problems.events import (
    BackToStart,
    CountJudged,
    CountRevealed,
    HintGiven,
    MoveJudged,
    ProblemEvent,
    ProblemOpened,
    ProblemRecorded,
    ReadingFailed,
    ReadingStarted,
    SolutionShown,
    TerritoryShown,
)
from go_tui.problems.levels import level_span
from go_tui.problems.review import RUNGS
from go_tui.problems.session import (
    ProblemSession,
    ReadingOutcome,
    due_today,
    first_unsolved,
    read,
)
from go_tui.problems.timed import Clock, TimedSet, choose
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.entry import Mistyped, Typed, TypedCommand, TypedNumber
from go_tui.ui.navigation import navigator
from go_tui.ui.problem_text import (
    clip,
    event_said,
    fault_words,
    from_file,
    from_file_in,
    goal_text,
    heading_text,
    status_text,
    tries_text,
)
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.board_keys import BoardKeys
from go_tui.ui.screens.checklist import ChecklistScreen, warn_once
from go_tui.ui.screens.marking import MARKS
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import color_name
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
        due = due_today(self.collections, self.progress)
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
            return f"[b $accent]↻ {from_file_in(collection.title, 35)}[/] {count}"
        title_width, levels_width = self.widths()
        tally = self.progress.tally(p.key for p in collection.problems)
        mark = "✓" if tally.total and tally.solved == tally.total else " "
        title = from_file_in(collection.title, title_width)
        levels = plain(_levels(collection).ljust(levels_width))
        return f"{mark} {title} [dim]{levels} {self.count_words(collection)}[/]"

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
        levels = max((len(_levels(c)) for c in self.collections), default=0)
        counts = max((len(self.count_words(c)) for c in self.collections), default=0)
        titles = max((len(c.title(language())) for c in self.collections), default=0)
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
        first = first_unsolved(collection, self.progress)
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


def _levels(collection: Collection) -> str:
    return level_span(p.level for p in collection.problems)


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
        self.due.problems = due_today(self.collections, self.progress)
        return [(p.key, self.line(p)) for p in self.due.problems]

    def line(self, problem: Problem) -> str:
        """One problem due: its collection and number, its level, its tries."""
        owner = clip(self.owners[problem.key].title(language()), 30)
        name = plain(f"{owner} {problem.number}".ljust(36))
        tries = tries_text(self.progress.tries(problem.key))
        return f"↻ {name} [dim]{plain(problem.level.ljust(5))} {tries}[/]"

    def about(self, index: int) -> str:
        """The problem's title, and the rung it falls from or climbs to."""
        problem = self.due.problems[index]
        step = self.progress.step(problem.key)
        rung = t("problems.practice.rung", days=step.days_after_clean if step else RUNGS[1])
        title = from_file(problem.title)
        return f"{title}\n{rung}" if title else rung

    def open_item(self, index: int) -> None:
        self.app.push_screen(ProblemScreen(self.due, self.progress, index))

    def fill(self) -> None:
        super().fill()
        if not self.due.problems:
            self.query_one(f"#{self.ABOUT_ID}", Static).update(t("problems.practice.review_none"))


class ProblemScreen(BoardKeys, WatchesSize, Screen[None]):
    """One problem: the learner plays, the session judges, the screen says and draws it.

    The engine's reading runs in a thread worker; what comes back goes to the session,
    which drops a reading no longer awaited (the problem changed, or a retry came
    between).
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

    def __init__(
        self,
        collection: Collection,
        progress: ProblemProgress,
        index: int = 0,
        *,
        session: ProblemSession | None = None,
    ) -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session or ProblemSession(collection, progress, index)

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
        self.watch(scroll, "virtual_size", self.show_feedback, init=False)
        self.show_problem()

    # ---- showing ---------------------------------------------------------------------
    def show_problem(self) -> None:
        """Show the session's problem from its start position, cropped to the part it uses."""
        session = self.session
        region = session.attempt.region()
        view = self.board_view
        view.crop = (
            None
            if region.whole_board
            else Crop(region.top, region.left, region.bottom, region.right)
        )
        heading = heading_text(session.collection, session.index, HEADING_WIDTH)
        self.query_one("#problem-heading", Static).update(heading)
        learner = color_name(session.attempt.learner)
        text = lesson_markup(session.problem.comment(language()))  # the file's: made plain there
        text = text or t("problems.to_play", color=learner)
        attempt = session.attempt
        if goal := goal_text(attempt.aim, attempt.learner, session.problem.size):
            text += f"\n{goal}"
        self.query_one("#problem-text", Static).update(text)
        self.say("")
        self.draw()
        view.cursor = ((region.top + region.bottom) // 2, (region.left + region.right) // 2)
        view.focus()
        self.set_typed("")

    def apply(self, events: list[ProblemEvent]) -> None:
        """Say and draw what the session did, and the status under it."""
        for event in events:
            said = event_said(event, self.session.problem.size)
            if said is not None:
                self.say(*said)
            overlays = board_marks(event)
            if overlays is not None:
                self.draw(overlays)
            if isinstance(event, ProblemOpened):
                self.show_problem()
            elif isinstance(event, ReadingStarted):
                self.run_worker(
                    partial(read, event.task), name=READING, thread=True, exit_on_error=False
                )
            elif isinstance(event, ProblemRecorded):
                warn_once(self, self.session.progress)
        self.show_status()

    def say(self, text: str, tone: str = "") -> None:
        feedback = self.query_one("#problem-feedback", Static)
        feedback.update(text)
        feedback.set_class(tone == "right", "right")
        feedback.set_class(tone == "wrong", "wrong")
        self.call_after_refresh(self.show_feedback)

    @when_attached
    def show_feedback(self) -> None:
        """Scroll the side text so what was just said is in view: all of it when it fits (the
        problem's text above as far as room allows), else from its first line; nothing said,
        the problem's text from the top.  Shift+Up and Shift+Down scroll the rest."""
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
        session = self.session
        game = session.attempt.game
        last = game.last_move
        overlays: dict[Point, Overlay] = {
            point: Mark.MARKED for point in session.problem.targets if game.board[point] is not None
        }
        self.board_view.show_position(
            game.board,
            last_move=last.point if last else None,
            moves=game.moves,
            ghost=ghost_of(game, session.attempt.learner) if session.playing else None,
            overlays=overlays | (extra or {}),
        )
        self.show_status()

    def show_status(self) -> None:
        session = self.session
        text = status_text(session.status(), session.problem, session.attempt.learner)
        self.query_one("#problem-status", Static).update(text)

    # ---- what the learner does -------------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        self.apply(self.session.play(point))

    @when_attached
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A reading came back: the session takes it, or drops it when no longer awaited."""
        outcome = event.worker.result if event.state is WorkerState.SUCCESS else None
        if isinstance(outcome, ReadingOutcome):
            self.apply(self.session.reading_done(outcome))

    def action_retry(self) -> None:
        self.apply(self.session.retry())

    def action_hint(self) -> None:
        self.apply(self.session.hint())

    def action_solution(self) -> None:
        """Show a correct line, numbered on the start position; it counts as failed."""
        self.apply(self.session.solution())

    def action_go(self, offset: int) -> None:
        self.apply(self.session.go(offset))

    def action_close(self) -> None:
        self.app.pop_screen()

    # ---- the entry line --------------------------------------------------------------
    @property
    def counting(self) -> bool:
        """A counting problem takes typed results; one typed after the attempt ended is told
        so."""
        return self.session.counting is not None

    def number_typed(self, text: str) -> None:
        self.apply(self.session.answer_count(text))

    def entry_hint(self) -> str:
        if self.counting:
            return t("problems.counting.entry_hint")
        example = to_vertex(self.example, self.session.problem.size).lower()
        return t("problems.view.entry_hint", example=example)

    @property
    def example(self) -> Point:
        """The point the entry line names as an example: one in view, not an answer."""
        return example_point(self.session.problem, self.session.attempt.region())

    def read_typed(self, text: str) -> Typed | None:
        """While counting, every line that is not a command is an answer (``B+4.5``, ``jigo``);
        otherwise a mistyped point is told an example in view."""
        typed = super().read_typed(text)
        if self.counting and typed is not None and not isinstance(typed, TypedCommand):
            return TypedNumber(text.strip())
        if isinstance(typed, Mistyped) and typed.key in ("unknown", "no_row"):
            example = to_vertex(self.example, self.session.problem.size)
            values = typed.values | {"example": example, "row": example[1:]}
            return Mistyped(f"view.{typed.key}", values)
        return typed


def board_marks(event: ProblemEvent) -> dict[Point, Overlay] | None:
    """What to mark on the board after ``event``; ``None``: the board stays as it is."""
    match event:
        case ReadingStarted(task) if task.judges_move:
            return {}  # the move stands on the board while it is read
        case ReadingFailed() | BackToStart() | CountJudged():
            return {}
        case MoveJudged(answer) if answer.outcome is not Outcome.ILLEGAL:
            point, outcome = answer.point, answer.outcome
            if point is not None and outcome in (Outcome.WRONG, Outcome.SOLVED):
                return {point: Mark.WRONG if outcome is Outcome.WRONG else Mark.RIGHT}
            return {}
        case HintGiven(hint) if hint.point is not None:
            return {hint.point: Mark.MARKED}
        case SolutionShown(diagram=diagram):
            return {point: Label(str(n)) for point, n in diagram.labels.items()}
        case TerritoryShown(roles) | CountRevealed(_, roles):
            return {point: MARKS[role] for point, role in roles.items()}
    return None
