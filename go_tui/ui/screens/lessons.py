"""The lessons: the chapter checklist, and the player that steps through one chapter.

The screens ask the lesson model (:mod:`go_tui.learn`) and draw its answers:
an :class:`~go_tui.learn.ExerciseAttempt` judges every answer and keeps the board, a
:class:`~go_tui.learn.Progress` records it at once.  Texts come in both
languages from the lessons and are shown in the app's language.
"""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, OptionList, Static
from textual.widgets.option_list import Option

from go_tui.engine import Color, Game, Move, Point, Refused
from go_tui.engine.count import Count
from go_tui.i18n import language, t
from go_tui.learn import (
    Chapter,
    ChoiceExercise,
    CountExercise,
    Exercise,
    ExerciseAttempt,
    Explanation,
    Feedback,
    GameStep,
    Lessons,
    MarkExercise,
    MoveExercise,
    Position,
    Progress,
    SequenceExercise,
    Solution,
    Status,
    Step,
    load_lessons,
)
from go_tui.ui.screens.board_keys import BoardKeys
from go_tui.ui.screens.result import margin_text
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import color_name, localize_bindings, point_name, refusal_text
from go_tui.ui.widgets.board import BoardView, Label, Mark, Overlay
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.lesson_text import lesson_markup

TEXT_WIDTH = 46
"""Columns of the text beside the board."""


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
    return f"{mark} {chapter.number:>2}. {title:<40} [dim]{count}[/]"


class LessonListScreen(WatchesSize, Screen[None]):
    """The chapters as a checklist; Enter opens one where the learner stopped."""

    CSS_PATH = "lessons.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "open", "lessons.binding.open", tooltip="lessons.command.open"),
        Binding("escape,q", "close", "lessons.binding.close", tooltip="lessons.command.close"),
        Binding("up,k", "cursor(-1)", show=False),
        Binding("down,j", "cursor(1)", show=False),
    ]

    def __init__(self, lessons: Lessons | None = None, progress: Progress | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self.lessons = lessons or builtin_lessons()
        self.progress = progress or Progress.load()

    def compose(self) -> ComposeResult:
        with Vertical(id="chapters-box"):
            yield Static(t("lessons.title"), id="chapters-title")
            yield Static(t("lessons.choose"), id="chapters-hint")
            yield OptionList(id="chapters")
            yield Static("", id="chapter-intro")
        yield Footer()

    def on_mount(self) -> None:
        self.fill()
        warning = self.progress.warning
        if warning is not None:
            self.notify(warning(language()), severity="warning", timeout=20)
            self.progress.warning = None
        self.query_one("#chapters", OptionList).focus()

    def on_screen_resume(self) -> None:
        self.fill()

    def fill(self) -> None:
        """List the chapters; highlight the one to go on with."""
        chapters = self.query_one("#chapters", OptionList)
        highlighted = chapters.highlighted
        chapters.clear_options()
        chapters.add_options(
            Option(chapter_line(chapter, self.progress), id=chapter.id)
            for chapter in self.lessons.chapters
        )
        if highlighted is None:
            highlighted = self.next_chapter()
        chapters.highlighted = highlighted

    def next_chapter(self) -> int:
        """The first chapter begun and not complete, else the first not complete."""
        summaries = [self.progress.summary(c) for c in self.lessons.chapters]
        for wanted in (True, False):
            for index, summary in enumerate(summaries):
                if not summary.complete and (summary.started or not wanted):
                    return index
        return 0

    @on(OptionList.OptionHighlighted, "#chapters")
    def _describe(self, event: OptionList.OptionHighlighted) -> None:
        chapter = self.lessons.chapters[event.option_index]
        intro = chapter.intro(language()) if chapter.intro else ""
        self.query_one("#chapter-intro", Static).update(lesson_markup(intro))

    @on(OptionList.OptionSelected, "#chapters")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.open_chapter(self.lessons.chapters[event.option_index])

    def open_chapter(self, chapter: Chapter) -> None:
        self.app.push_screen(LessonScreen(chapter, self.progress))

    def action_open(self) -> None:
        index = self.query_one("#chapters", OptionList).highlighted
        if index is not None:
            self.open_chapter(self.lessons.chapters[index])

    def action_cursor(self, step: int) -> None:
        chapters = self.query_one("#chapters", OptionList)
        chapters.action_cursor_down() if step > 0 else chapters.action_cursor_up()

    def action_close(self) -> None:
        self.app.pop_screen()


def _move_text(move: Move, size: int, key: str = "lessons.move") -> str:
    """``White C4`` (``lessons.move``), or a sentence: ``White plays C4.`` (``lessons.plays``)."""
    return t(key, color=color_name(move.color), point=point_name(move.point, size))


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
        Binding("1", "choose_number(1)", show=False),
        Binding("2", "choose_number(2)", show=False),
        Binding("3", "choose_number(3)", show=False),
        Binding("4", "choose_number(4)", show=False),
        Binding("y", "choose('yes')", show=False),
        Binding("n", "choose('no')", show=False),
    ]

    def __init__(self, chapter: Chapter, progress: Progress, start: int | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self.chapter = chapter
        self.progress = progress
        self.index = progress.resume(chapter) if start is None else start
        self.demo_moves = 0
        self.attempt: ExerciseAttempt | None = None
        self.game: Game | None = None
        """The game of a game step, played hot-seat."""
        self.marked: set[Point] = set()
        self.feedback: Feedback | None = None

    # ---- layout ----------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return language()

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
                    yield Horizontal(id="lesson-choices")
                    yield Static("", id="lesson-feedback")
                yield EntryLine(id="lesson-entry")
                yield Static("", id="lesson-status")
            yield BoardView(ascii=ascii, id="lesson-board")
        yield Footer()

    def needed_size(self) -> tuple[int, int]:
        return (TEXT_WIDTH + 30, 24)

    async def on_mount(self) -> None:
        await self.open_step(self.index)

    # ---- stepping --------------------------------------------------------------------
    async def open_step(self, index: int) -> None:
        """Show step ``index`` from its beginning and remember it for resuming."""
        self.index = index
        step = self.step
        self.progress.visit(self.chapter.id, step.id)
        self.demo_moves = 0
        self.marked = set()
        self.feedback = None
        self.attempt = step.start() if isinstance(step, Exercise) else None
        self.game = step.game() if isinstance(step, GameStep) else None
        self.query_one("#lesson-heading", Static).update(self._heading())
        self.query_one("#lesson-text", Static).update(lesson_markup(step.text(self.lang)))
        await self._build_choices(step)
        self.say("")
        self.board_view.display = self._position() is not None or self.game is not None
        self.draw()
        middle = self.board_view.board.size // 2
        self.board_view.cursor = (middle, middle)
        if self.board_view.display:
            self.board_view.focus()
        self.query_one("#lesson-scroll", VerticalScroll).scroll_home(animate=False)
        self.set_typed("")
        self.refresh_bindings()

    def _heading(self) -> str:
        step = self.step
        title = f"{self.chapter.number}. {self.chapter.title(self.lang)}"
        where = t("lessons.step", number=self.index + 1, total=len(self.chapter.steps))
        heading = f"[b]{title}[/]\n[dim]{where}[/]"
        if step.title is not None:
            heading += f"  [b $accent]{step.title(self.lang)}[/]"
        return heading

    async def _build_choices(self, step: Step) -> None:
        """The answer buttons of a choice step; the old ones are gone before the new come."""
        box = self.query_one("#lesson-choices", Horizontal)
        await box.remove_children()
        box.display = isinstance(step, ChoiceExercise)
        if isinstance(step, ChoiceExercise):
            await box.mount_all(
                Button(f"{n}  {text(self.lang)}", name=key, compact=True)
                for n, (key, text) in enumerate(step.choices, 1)
            )

    def _position(self) -> Position | None:
        return self.step.position

    async def action_step(self, offset: int) -> None:
        target = self.index + offset
        if 0 <= target < len(self.chapter.steps):
            await self.open_step(target)
        elif target >= len(self.chapter.steps):
            self.say(t("lessons.chapter_done"), "right")

    def action_close(self) -> None:
        self.app.pop_screen()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        step, attempt = self.step, self.attempt
        if action == "demo":
            return isinstance(step, Explanation) and bool(step.demo)
        if action == "check_marks":
            return isinstance(step, MarkExercise) and not (attempt and attempt.finished)
        if action == "hint":
            return isinstance(step, Exercise) and step.hint is not None
        if action == "answer":
            return isinstance(step, Exercise) and not (attempt and attempt.revealed)
        if action == "retry":
            return isinstance(step, Exercise | GameStep)
        if action == "pass_turn":
            return isinstance(step, GameStep) and step.counted
        if action in ("choose", "choose_number"):
            return isinstance(step, ChoiceExercise)
        if action == "step" and parameters:
            return 0 <= self.index + int(str(parameters[0])) <= len(self.chapter.steps)
        return True

    # ---- drawing ---------------------------------------------------------------------
    def say(self, text: str, tone: str = "") -> None:
        """Put ``text`` under the question; ``tone`` ``right`` or ``wrong`` colours it."""
        feedback = self.query_one("#lesson-feedback", Static)
        feedback.update(text)
        feedback.set_class(tone == "right", "right")
        feedback.set_class(tone == "wrong", "wrong")

    @property
    def message(self) -> str:
        return str(self.query_one("#lesson-feedback", Static).render())

    def shown_game(self) -> Game | None:
        """The game whose board is drawn now."""
        step = self.step
        if self.game is not None:
            return self.game
        if self.attempt is not None:
            return self.attempt.game
        if isinstance(step, Explanation) and step.position is not None:
            return step.demo_game(self.demo_moves)
        return None

    def draw(self, extra: dict[Point, Overlay] | None = None) -> None:
        """Draw the board of the step, the teacher's marks and ``extra`` overlays."""
        self.show_entry()
        game = self.shown_game()
        if game is None:
            self.query_one("#lesson-status", Static).update(self._status())
            return
        view = self.board_view
        view.board = game.board
        last = game.last_move
        view.last_move = last.point if last else None
        overlays: dict[Point, Overlay] = {}
        position = self._position()
        if position is not None and self.game is None:
            diagram = position.diagram
            overlays |= {point: Mark.MARKED for point in diagram.marks}
            overlays |= {point: Label(text) for point, text in diagram.labels.items()}
        overlays |= {point: Mark.MARKED for point in self.marked}
        overlays |= extra or {}
        view.overlays = overlays
        self.query_one("#lesson-status", Static).update(self._status())

    def _status(self) -> str:
        """The line under the text: whose turn, the prisoners, the step's state."""
        step, game = self.step, self.game
        if game is not None and isinstance(step, GameStep):
            black, white = game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)
            prisoners = t("lessons.prisoners", black=black, white=white)
            if game.is_over:
                return prisoners
            return f"{t('game.turn', color=color_name(game.to_move))}   {prisoners}"
        if isinstance(step, Exercise):
            state = self.progress.status(self.chapter.id, step.id)
            done = t("lessons.done") if state is Status.SOLVED else ""
            turn = ""
            if isinstance(step, MoveExercise | SequenceExercise):
                turn = t("game.turn", color=color_name(step.to_play))
            return "   ".join(part for part in (turn, done) if part)
        if isinstance(step, Explanation) and step.demo:
            return t("lessons.demo_state", shown=self.demo_moves, total=len(step.demo))
        return ""

    # ---- explanations ------------------------------------------------------------------
    def action_demo(self) -> None:
        """Show the next demonstration move; after the last, start over."""
        step = self.step
        if not isinstance(step, Explanation) or not step.demo:
            return
        self.demo_moves = (self.demo_moves + 1) % (len(step.demo) + 1)
        self.draw()
        game = step.demo_game(self.demo_moves)
        move = game.last_move if self.demo_moves else None
        if move is None:
            self.say("")
        elif move.captured:
            where = point_name(move.point, game.size)
            color = color_name(move.color)
            self.say(t("game.captured", color=color, point=where, count=len(move.captured)))
        else:
            self.say(_move_text(move, game.size, "lessons.plays"))

    # ---- answering -------------------------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        step = self.step
        if self.game is not None:
            self.play_game(point)
        elif isinstance(step, MarkExercise):
            self.toggle_mark(point)
        elif isinstance(step, MoveExercise | SequenceExercise):
            self.submit(point)
        elif isinstance(step, Explanation) and step.demo:
            self.action_demo()

    def entry_hint(self) -> str:
        step = self.step
        if self.counting:
            return t("entry.hint_count")
        if isinstance(step, MarkExercise):
            return t("entry.hint_mark")
        if isinstance(step, MoveExercise | SequenceExercise | GameStep):
            return t("entry.hint")
        if isinstance(step, ChoiceExercise):
            return t("entry.hint_choice")
        return t("entry.hint_step")

    @property
    def counting(self) -> bool:
        return isinstance(self.step, CountExercise) and not (self.attempt and self.attempt.finished)

    def number_typed(self, text: str) -> None:
        self.submit(text)

    def toggle_mark(self, point: Point) -> None:
        if self.attempt is None or self.attempt.finished:
            return
        self.marked ^= {point}
        self.say(t("lessons.marked", count=len(self.marked)))
        self.draw()

    def action_check_marks(self) -> None:
        if isinstance(self.step, MarkExercise):
            self.submit(frozenset(self.marked))

    @on(Button.Pressed, "#lesson-choices Button")
    def _choice(self, event: Button.Pressed) -> None:
        self.submit(event.button.name or "")

    def action_choose(self, key: str) -> None:
        step = self.step
        if isinstance(step, ChoiceExercise) and key in dict(step.choices):
            self.submit(key)

    def action_choose_number(self, n: int) -> None:
        step = self.step
        if isinstance(step, ChoiceExercise) and 1 <= n <= len(step.choices):
            self.submit(step.choices[n - 1][0])

    def submit(self, answer: object) -> None:
        """Let the attempt judge ``answer``, record it, and show what it said."""
        attempt, step = self.attempt, self.step
        if attempt is None or attempt.finished:
            if attempt is not None:
                self.say(t("lessons.finished"))
            return
        feedback = attempt.submit(answer)
        self.feedback = feedback
        if feedback.done:
            self.progress.record(self.chapter.id, step.id, Status.SOLVED)
        elif not feedback.correct:
            self.progress.record(self.chapter.id, step.id, Status.TRIED)
        text = feedback.message(self.lang)
        size = attempt.game.size
        if feedback.reply is not None:
            text += " " + _move_text(feedback.reply, size, "lessons.plays")
        if feedback.refutation:
            moves = ", ".join(_move_text(move, size) for move in feedback.refutation)
            text += "\n" + t("lessons.refutation", moves=moves)
        extra: dict[Point, Overlay] = {}
        if isinstance(step, MarkExercise):
            extra = {point: Mark.WRONG for point in feedback.extra}
        elif isinstance(answer, tuple) and not (feedback.correct and not feedback.done):
            extra = {answer: Mark.RIGHT if feedback.correct else Mark.WRONG}
        if feedback.done:
            text += "\n" + t("lessons.go_on")
        elif not feedback.correct and attempt.hint is not None:
            text += "\n" + t("lessons.hint_offer")
        self.say(text, "right" if feedback.correct else "wrong")
        self.draw(extra)
        self.refresh_bindings()

    def action_hint(self) -> None:
        step = self.step
        if isinstance(step, Exercise) and step.hint is not None:
            self.say(t("lessons.hint", text=step.hint(self.lang)))

    def action_retry(self) -> None:
        """Start the exercise (or the game) again from its first position."""
        step = self.step
        if isinstance(step, GameStep):
            self.game = step.game()
            self.say(t("lessons.game_again"))
            self.draw()
            self.refresh_bindings()
            return
        if self.attempt is None or not isinstance(step, Exercise):
            return
        if self.attempt.finished:  # solved or shown: a fresh attempt, at the next defence
            variant = self.attempt.variant + 1
            self.attempt = step.start()
            self.attempt.variant = variant
        else:
            self.attempt.retry()
        self.marked = set()
        self.feedback = None
        self.show_entry()
        self.say(t("lessons.again"))
        self.draw()
        self.refresh_bindings()

    def action_answer(self) -> None:
        """Show the answer: the right points on the board, the number or choice in words."""
        attempt = self.attempt
        if attempt is None:
            return
        solved = attempt.solved
        attempt.take_back()
        solution = attempt.reveal()
        if not solved:
            self.progress.record(self.chapter.id, self.step.id, Status.REVEALED)
        self.say(self._solution_text(solution), "right")
        self.draw(self._solution_marks(solution))
        self.refresh_bindings()

    def _solution_text(self, solution: Solution) -> str:
        step = self.step
        size = self.attempt.game.size if self.attempt else 19
        parts: list[str] = []
        if solution.line:
            moves = ", ".join(_move_text(move, size) for move in solution.line)
            parts.append(t("lessons.answer_line", moves=moves))
        elif isinstance(step, MoveExercise):
            points = ", ".join(sorted(step.position.diagram.name(p) for p in solution.points))
            parts.append(t("lessons.answer_points", points=points))
        elif isinstance(step, MarkExercise):
            parts.append(t("lessons.answer_marks", count=len(solution.points)))
        elif isinstance(step, ChoiceExercise):
            chosen = dict(step.choices)[solution.value]
            parts.append(t("lessons.answer_value", value=chosen(self.lang)))
        elif solution.value:
            parts.append(t("lessons.answer_value", value=solution.value))
        if solution.text is not None:
            parts.append(solution.text(self.lang))
        return "\n".join(parts)

    def _solution_marks(self, solution: Solution) -> dict[Point, Overlay]:
        if solution.line:
            return {
                move.point: Label(str(n))
                for n, move in enumerate(solution.line[:9], 1)
                if move.point is not None
            }
        return {point: Mark.RIGHT for point in solution.points}

    # ---- game steps ------------------------------------------------------------------
    def play_game(self, point: Point | None) -> None:
        """A move of the hot-seat game: the engine plays it or says why not."""
        game, step = self.game, self.step
        if game is None or not isinstance(step, GameStep):
            return
        if game.is_over:
            self.say(t("lessons.game_over_again"))
            return
        color = game.to_move
        result = game.play(point)
        if isinstance(result, Refused):
            self.say(refusal_text(result.reason, result.point, game.size), "wrong")
            return
        if point is None:
            self.say(t("game.passed", color=color_name(color)))
        elif result.captured:
            where = point_name(point, game.size)
            self.say(
                t("game.captured", color=color_name(color), point=where, count=len(result.captured))
            )
        else:
            self.say(_move_text(result, game.size, "lessons.plays"))
        if game.is_over:
            self.say(self._game_result(game) + "\n" + t("lessons.game_done"), "right")
            self.progress.record(self.chapter.id, step.id, Status.SOLVED)
        self.draw()
        self.refresh_bindings()

    def _game_result(self, game: Game) -> str:
        winner = game.capture_winner
        if winner is not None:
            return t("result.captured", color=color_name(winner), count=game.prisoners(winner))
        counted = Count.as_it_stands(game).score()
        if counted.winner is None:
            return t("result.draw")
        return margin_text(counted.winner, abs(counted.margin))

    def action_pass_turn(self) -> None:
        self.play_game(None)
