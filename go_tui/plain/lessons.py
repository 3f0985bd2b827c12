"""The lessons line by line: the chapters with their state, then one chapter step by step.

Progress is the lesson screen's (:class:`~go_tui.learn.Progress`, the same
``progress.json``): each step opened is remembered for resuming, each answer recorded
at once, so a pipe that ends, a Ctrl+C or ``quit`` loses nothing.  A chapter opens
where the learner stopped (a complete one from its start); ``next`` after its last step
goes back to the chapters.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from go_tui.i18n import language, plain, t
from go_tui.learn import Chapter, Lessons, Progress, Status
from go_tui.plain.lesson_step import PlainStep
from go_tui.plain.reading import (
    HELP,
    QUIT,
    Say,
    board_command,
    help_lines,
    read_aloud,
    typed_lines,
    word_of,
)
from go_tui.ui.widgets.lesson_text import lesson_lines

NEXT = ("next", "volgende")
PREVIOUS = ("previous", "vorige")
CHAPTERS = ("chapters", "hoofdstukken", "list", "lijst")
REPEAT = ("again", "nogmaals")


class PlainLessons:
    """The chapter list and the chapter open, over lines of text; :meth:`run` reads them."""

    def __init__(self, lessons: Lessons, progress: Progress, say: Say) -> None:
        self.lessons = lessons
        self.progress = progress
        self.say = say
        self.chapter: Chapter | None = None
        self.index = 0
        self.step: PlainStep | None = None
        self.lines: Iterator[str] = iter(())

    def run(self, lines: Iterable[str]) -> None:
        """Read commands until ``quit`` or the end of the input; the progress is saved as
        it changes, so nothing waits to be saved at the end."""
        self.lines = typed_lines(lines, self.say)
        self.warn()
        self.list_chapters()
        try:
            for line in self.lines:
                if word_of(line) in QUIT:
                    break
                if self.step is None:
                    self.in_list(line)
                else:
                    self.in_chapter(line)
        finally:
            self.leave_step()
        self.say(t("plain.lessons.kept"))

    def rest(self) -> Iterator[str]:
        return self.lines

    # ---- the chapter list ------------------------------------------------------------
    def list_chapters(self) -> None:
        self.say(t("plain.lessons.chapters"))
        for chapter in self.lessons.chapters:
            summary = self.progress.summary(chapter)
            state = "done" if summary.complete else ("begun" if summary.started else "new")
            self.say(
                t(
                    f"plain.lessons.chapter_{state}",
                    number=chapter.number,
                    title=chapter.title(language()),
                    solved=summary.solved,
                    total=summary.exercises,
                )
            )
        self.say(t("plain.lessons.open", last=len(self.lessons.chapters)))

    def in_list(self, line: str) -> None:
        word = word_of(line)
        chapters = self.lessons.chapters
        if word in HELP:
            for said in help_lines("plain.lessons.help_list"):
                self.say(said)
        elif word in CHAPTERS:
            self.list_chapters()
        elif word.isdigit() and 1 <= int(word) <= len(chapters):
            self.open_chapter(chapters[int(word) - 1])
        else:
            self.say(t("plain.lessons.no_chapter", text=line, last=len(chapters)))

    def open_chapter(self, chapter: Chapter) -> None:
        self.chapter = chapter
        title = chapter.title(language())
        self.say(t("plain.lessons.chapter", number=chapter.number, title=title))
        if chapter.intro is not None:
            for line in lesson_lines(chapter.intro(language())):
                self.say(line)
        self.open_step(self.progress.opening(chapter))

    # ---- a chapter -------------------------------------------------------------------
    def open_step(self, index: int) -> None:
        """Say step ``index`` from its beginning and remember it for resuming."""
        chapter = self.chapter
        assert chapter is not None
        self.leave_step()
        self.index = index
        step = chapter.steps[index]
        self.progress.visit(chapter.id, step.id)
        self.warn()
        self.step = PlainStep(step, self)
        self.say_step()

    def say_step(self) -> None:
        """The step's number and title, then the step itself."""
        assert self.chapter is not None
        assert self.step is not None
        where = t("plain.lessons.step", number=self.index + 1, total=len(self.chapter.steps))
        title = self.step.step.title
        if title is not None:
            where += " " + plain(title(language())) + "."
        self.say(where)
        self.step.open()

    def leave_step(self) -> None:
        if self.step is not None:
            self.step.close()
        self.step = None

    def in_chapter(self, line: str) -> None:
        step = self.step
        assert step is not None
        word = word_of(line)
        if word in HELP:
            for said in help_lines("plain.lessons.help"):
                self.say(said)
        elif word in NEXT:
            self.go(1)
        elif word in PREVIOUS:
            self.go(-1)
        elif word in CHAPTERS:
            self.leave_step()
            self.list_chapters()
        elif word in REPEAT:
            self.say_step()
        elif board_command(line):
            game = step.board()
            if game is None:
                self.say(t("plain.lessons.no_board"))
            else:
                read_aloud(line, game.board, self.say)
        else:
            step.command(line)

    def go(self, offset: int) -> None:
        chapter = self.chapter
        assert chapter is not None
        target = self.index + offset
        if target < 0:
            self.say(t("plain.lessons.first"))
        elif target < len(chapter.steps):
            self.open_step(target)
        else:
            self.leave_step()
            summary = self.progress.summary(chapter)
            self.say(t("plain.lessons.chapter_end", solved=summary.solved, total=summary.exercises))
            self.list_chapters()

    # ---- what a step asks of the chapter ---------------------------------------------
    def record(self, status: Status) -> None:
        assert self.chapter is not None
        self.progress.record(self.chapter.id, self.chapter.steps[self.index].id, status)
        self.warn()

    def recorded(self) -> Status | None:
        assert self.chapter is not None
        return self.progress.status(self.chapter.id, self.chapter.steps[self.index].id)

    @property
    def on_last_step(self) -> bool:
        return self.chapter is not None and self.index == len(self.chapter.steps) - 1

    def warn(self) -> None:
        """Say the progress file's warning (damaged, or not writable), once."""
        warning = self.progress.warning
        if warning is not None:
            self.say(warning(language()))
            self.progress.warning = None
