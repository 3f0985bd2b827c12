"""The lessons: the chapter checklist, and the player that steps through one chapter.

The player keeps the frame of a step (heading, text, board, entry line,
navigation) and hands the rest to the step's controller
(:mod:`go_tui.ui.lesson_steps`), which asks the lesson model
(:mod:`go_tui.learn`) and records the learner's progress at once.  Texts come
in both languages from the lessons and are shown in the app's language.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from go_tui.engine import Point
from go_tui.i18n import LANGUAGES, catalogue, language, plain, t
from go_tui.learn import Chapter, Feedback, Lessons, Progress, Status, Step, load_lessons
from go_tui.play.match import EngineTask, TaskOutcome
from go_tui.play.settings import Settings
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.entry import Typed, TypedPoint
from go_tui.ui.lesson_steps import Overlays, StepController, controller_for
from go_tui.ui.navigation import navigator
from go_tui.ui.screens.attached import in_use, when_attached
from go_tui.ui.screens.board_keys import BoardKeys, action_name
from go_tui.ui.screens.checklist import ChecklistScreen, warn_once
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.textual_fixes import key_bindings
from go_tui.ui.widgets.board import BoardView
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.lesson_text import lesson_markup

TEXT_WIDTH = 46
"""The fewest columns of the text beside the board (``lessons.tcss`` gives it more, up to
half the window, where the window is wider)."""


@cache
def builtin_lessons() -> Lessons:
    """The built-in lessons as shipped: read, not proven again (CI proves them)."""
    return load_lessons(prove=False)


def chapter_line(chapter: Chapter, progress: Progress) -> str:
    """One line of the checklist: done mark, number, title, solved/total."""
    summary = progress.summary(chapter)
    mark = "✓" if summary.complete else ("…" if summary.started else " ")
    title = chapter.title(language())
    count = t("lessons.solved", solved=summary.solved, total=summary.exercises)
    return f"{mark} {chapter.number:>2}. {plain(f'{title:<40}')} [dim]{count}[/]"


class LessonListScreen(ChecklistScreen):
    """The chapters as a checklist; Enter opens one where the learner stopped."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", "lessons.binding.open", tooltip="lessons.command.open"),
        Binding("escape,q", "close", "lessons.binding.close", tooltip="lessons.command.close"),
    ]
    WORDS = "lessons"
    ITEMS_ID = "chapters"
    ABOUT_ID = "chapter-intro"
    progress: Progress
    finishing: int | None = None
    """The chapter opened while not yet complete, until the list shows again."""

    def __init__(self, lessons: Lessons | None = None, progress: Progress | None = None) -> None:
        super().__init__(progress or Progress.load())
        self.lessons = lessons or builtin_lessons()

    def items(self) -> list[tuple[str, str]]:
        return [(c.id, chapter_line(c, self.progress)) for c in self.lessons.chapters]

    def about(self, index: int) -> str:
        chapter = self.lessons.chapters[index]
        return lesson_markup(chapter.intro(language())) if chapter.intro else ""

    def first_highlight(self) -> int:
        """The first chapter begun and not complete, else the first not complete."""
        summaries = [self.progress.summary(c) for c in self.lessons.chapters]
        for wanted in (True, False):
            for index, summary in enumerate(summaries):
                if not summary.complete and (summary.started or not wanted):
                    return index
        return 0

    def open_item(self, index: int) -> None:
        chapter = self.lessons.chapters[index]
        self.finishing = None if self.progress.summary(chapter).complete else index
        self.app.push_screen(LessonScreen(chapter, self.progress))

    def fill(self) -> None:
        """As the list, and after a chapter finished there, the next one highlighted."""
        super().fill()
        done, self.finishing = self.finishing, None
        chapters = self.lessons.chapters
        finished = done is not None and self.progress.summary(chapters[done]).complete
        if finished and done is not None and done + 1 < len(chapters):
            self.option_list.highlighted = done + 1


class LessonScreen(BoardKeys, WatchesSize, Screen[None]):
    """One chapter, step by step: explanations, demonstrations, exercises, games."""

    CSS_PATH = "lessons.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", "lessons.binding.list", tooltip="lessons.command.list"),
        Binding(
            "right_square_bracket,pagedown",
            "step(1)",
            "lessons.binding.next",
            tooltip="lessons.command.next",
        ),
        Binding(
            "left_square_bracket,pageup",
            "step(-1)",
            "lessons.binding.previous",
            tooltip="lessons.command.previous",
        ),
        Binding(
            "enter", "demo", "lessons.binding.demo", tooltip="lessons.command.demo", key_display="⏎"
        ),
        Binding("c", "check_marks", "lessons.binding.check", tooltip="lessons.command.check"),
        Binding("question_mark", "hint", "lessons.binding.hint", tooltip="lessons.command.hint"),
        Binding("r", "retry", "lessons.binding.retry", tooltip="lessons.command.retry"),
        Binding("a", "answer", "lessons.binding.answer", tooltip="lessons.command.answer"),
        Binding("p", "pass_turn", "binding.pass", tooltip="command.pass"),
        Binding("home", "step_to(0)", show=False),
        Binding("end", "step_to(-1)", show=False),
        Binding("1", "choose_number(1)", show=False),
        Binding("2", "choose_number(2)", show=False),
        Binding("3", "choose_number(3)", show=False),
        Binding("4", "choose_number(4)", show=False),
        Binding("y,j", "choose('yes')", show=False),
        Binding("n", "choose('no')", show=False),
    ]

    def __init__(self, chapter: Chapter, progress: Progress, start: int | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self._keys = dict(key_bindings(self))
        """The bindings as declared, before a step's letters take some of their keys."""
        self.chapter = chapter
        self.progress = progress
        self.index = progress.opening(chapter) if start is None else start
        self.controller: StepController[Any] = controller_for(self.step, self)
        self._judging: tuple[Worker[Any], Callable[[Feedback | None], None]] | None = None
        """The answer being judged in a thread, and where its verdict goes."""
        self._stepping = asyncio.Lock()
        """The step on screen; :meth:`open_step` starts it afresh, this one answers the
        footer's questions before the screen is mounted."""

    @property
    def step(self) -> Step:
        return self.chapter.steps[self.index]

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#lesson-board", BoardView)

    def compose(self) -> ComposeResult:
        ascii = bool(getattr(self.app, "ascii", False))
        with Horizontal(id="lesson"):
            with Vertical(id="lesson-side"):
                yield Static("", id="lesson-heading")
                with VerticalScroll(id="lesson-scroll"):
                    yield Static("", id="lesson-text")
                    yield Vertical(id="lesson-step")
                    yield Static("", id="lesson-feedback")
                yield EntryLine(id="lesson-entry")
                yield Static("", id="lesson-status")
            yield BoardView(ascii=ascii, id="lesson-board")
        yield Footer(compact=True, show_command_palette=False)

    def needed_size(self) -> tuple[int, int]:
        return (TEXT_WIDTH + 30, 24)

    @when_attached
    async def on_mount(self) -> None:
        await self.open_step(self.index)

    def on_unmount(self) -> None:
        self.controller.close()

    # ---- stepping --------------------------------------------------------------------
    async def open_step(self, index: int) -> None:
        """Show step ``index`` from its beginning and remember it for resuming."""
        async with self._stepping:  # keys that come together must not open two at once
            if not in_use(self) or not self.query("#lesson-step"):
                return  # closed, or its widgets being taken down, while it waited
            self.controller.close()
            self._judging = None  # a verdict for the step left is dropped
            self.typed = ""  # and so is what was typed on it
            self.index = index
            step = self.step
            self.progress.visit(self.chapter.id, step.id)
            warn_once(self, self.progress)
            self.controller = controller_for(step, self)
            self._give_letters_to_labels()
            self.query_one("#lesson-heading", Static).update(self._heading())
            self.query_one("#lesson-text", Static).update(lesson_markup(step.text(language())))
            box = self.query_one("#lesson-step", Vertical)
            await box.remove_children()
            await box.mount_all(self.controller.widgets())
            if not in_use(self):
                return  # closed while the step's widgets were put in
            self.say("")
            view = self.board_view
            view.display = self.controller.shown_game() is not None
            self.draw()
            middle = view.board.size // 2
            view.cursor = (middle, middle)
            if view.display:
                view.focus()
            self.query_one("#lesson-scroll", VerticalScroll).scroll_home(animate=False)
            self.set_typed("")
            self.refresh_bindings()

    @property
    def labelled(self) -> dict[str, Point]:
        """The step's letters, lower case, and the points they stand on."""
        position = self.step.position
        if position is None:
            return {}
        return {text.lower(): point for point, text in position.diagram.labels.items()}

    def _give_letters_to_labels(self) -> None:
        """A letter the board shows marks its point: a command on that key is typed as its
        word instead, and the footer shows the word (``check⏎``)."""
        labelled = self.labelled
        keys = key_bindings(self)
        keys.clear()
        for key, group in self._keys.items():
            keys[key] = [
                replace(b, key_display=f"{self._word(b.action)}⏎", description="")
                if key in labelled and self._word(b.action)
                else b
                for b in group
            ]

    @staticmethod
    def _word(action: str) -> str:
        """The first word that runs ``action`` in the app's language, or ``""``."""
        words = catalogue(language()).get(f"words.{action_name(action)}", "")
        return words.split(",")[0].strip()

    def command_key(self, action: str) -> str:
        """What the footer shows for ``action``: ``c⏎``, or the word where C is a label."""
        for group in key_bindings(self).values():
            for binding in group:
                if binding.action == action:
                    return binding.key_display or binding.key
        return action

    def _heading(self) -> str:
        lang = language()
        title = plain(f"{self.chapter.number}. {self.chapter.title(lang)}")
        where = t("lessons.step", number=self.index + 1, total=len(self.chapter.steps))
        heading = f"[b]{title}[/]\n[dim]{where}[/]"
        if self.step.title is not None:
            heading += f"  [b $accent]{plain(self.step.title(lang))}[/]"
        return heading

    async def action_step(self, offset: int) -> None:
        target = self.index + offset
        if 0 <= target < len(self.chapter.steps):
            await self.open_step(target)
        elif target >= len(self.chapter.steps):
            self.say(t("lessons.chapter_done"), "right")

    async def action_step_to(self, index: int) -> None:
        """The first step (0) or the last (-1)."""
        await self.open_step(index % len(self.chapter.steps))

    def action_close(self) -> None:
        self.app.pop_screen()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in StepController.COMMANDS:
            return self.controller.offers(action)
        if action == "step" and parameters:
            return 0 <= self.index + int(str(parameters[0])) <= len(self.chapter.steps)
        return True

    # ---- what the controller asks of the frame ---------------------------------------
    def say(self, text: str, tone: str = "") -> None:
        """Put ``text`` under the question; ``tone`` ``right`` or ``wrong`` colours it."""
        feedback = self.query_one("#lesson-feedback", Static)
        feedback.update(text)
        feedback.set_class(tone == "right", "right")
        feedback.set_class(tone == "wrong", "wrong")

    @property
    def message(self) -> str:
        return str(self.query_one("#lesson-feedback", Static).render())

    def draw(self, extra: Overlays | None = None) -> None:
        """Draw the step's board with its marks and ``extra`` overlays, and the status line."""
        self.show_entry()
        game = self.controller.shown_game()
        if game is not None:
            last = game.last_move
            self.board_view.show_position(
                game.board,
                last_move=last.point if last else None,
                moves=game.moves,
                ghost=self.controller.ghost(),
                overlays=self.controller.overlays() | (extra or {}),
            )
        self.query_one("#lesson-status", Static).update(self.controller.status())

    def run_task(self, task: EngineTask) -> None:
        """Run the computer's work in a thread: the board stays live meanwhile."""
        self.run_worker(task.run, thread=True, exit_on_error=False)

    def run_judging(
        self, work: Callable[[], Feedback], done: Callable[[Feedback | None], None]
    ) -> None:
        """Judge an answer in a thread: the board stays live meanwhile."""
        worker = self.run_worker(work, name="judging", thread=True, exit_on_error=False)
        self._judging = (worker, done)

    @property
    def judging(self) -> bool:
        """Whether an answer is being judged in a thread."""
        return self._judging is not None

    @when_attached
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A computer's work is done: its outcome goes to the step (the match there drops
        an outcome from a game that is no longer played); a verdict goes to the step
        that asked, unless it was left."""
        outcome = event.worker.result if event.state is WorkerState.SUCCESS else None
        if isinstance(outcome, TaskOutcome):
            self.controller.task_done(outcome)
        judging = self._judging
        if judging is not None and event.worker is judging[0] and event.worker.is_finished:
            self._judging = None
            judging[1](outcome if isinstance(outcome, Feedback) else None)

    def open_game(self, settings: Settings) -> None:
        """Close the lessons and open a new game, as the start screen's Play the computer."""
        navigator(self.app).play(settings)

    def record(self, status: Status) -> None:
        self.progress.record(self.chapter.id, self.step.id, status)
        warn_once(self, self.progress)

    def recorded(self) -> Status | None:
        return self.progress.status(self.chapter.id, self.step.id)

    # ---- the keys, handed to the step ------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        self.controller.point_chosen(point)

    def entry_hint(self) -> str:
        if hint := self.controller.entry_hint():
            return hint
        return t("lessons.player.hint_last" if self.on_last_step else "entry.hint_step")

    @property
    def on_last_step(self) -> bool:
        return self.index == len(self.chapter.steps) - 1

    def read_typed(self, text: str) -> Typed | None:
        """A letter the board shows is its point; anything else as on every board."""
        point = self.labelled.get("".join(text.split()).lower())
        if point is None or max(point) >= self.board_view.board.size:
            return super().read_typed(text)  # not a letter of the board shown yet
        return TypedPoint(point)

    def entry_commands(self) -> dict[str, str]:
        """The screen's commands but the letters the board shows, and in a yes/no question
        its words in both languages (``yes``, ``ja``, ``no``, ``nee``)."""
        commands = super().entry_commands()
        for letter in self.labelled:
            commands.pop(letter, None)
        if self.controller.offers("choose"):
            for lang in LANGUAGES:
                for key in ("yes", "no"):
                    words = catalogue(lang)[f"lessons.player.words_{key}"].split(",")
                    commands |= {word.strip(): f"choose('{key}')" for word in words}
        return commands

    @property
    def counting(self) -> bool:
        return self.controller.counting

    def number_typed(self, text: str) -> None:
        self.controller.number_typed(text)

    def action_demo(self) -> None:
        self.controller.demo()

    def action_check_marks(self) -> None:
        self.controller.check_marks()

    def action_choose(self, key: str) -> None:
        self.controller.choose(key)

    def action_choose_number(self, n: int) -> None:
        self.controller.choose_number(n)

    def action_pass_turn(self) -> None:
        self.controller.pass_turn()

    def action_hint(self) -> None:
        self.controller.hint()

    def action_retry(self) -> None:
        self.controller.retry()

    def action_answer(self) -> None:
        self.controller.answer()
