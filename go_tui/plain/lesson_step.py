"""One lesson step line by line: said when it opens, then answered by typing.

The lesson model decides (:mod:`go_tui.learn`: the attempt judges an answer, the lesson
game plays a game step, :func:`~go_tui.learn.answer_status` says what to record); this
module only turns a typed line into the model's command and says what came back, in
the words of :mod:`go_tui.ui.lesson_words`.  A point is typed as on the board (``C3``),
or as the letter the lesson's diagram shows on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from go_tui.engine import Game, Point
from go_tui.i18n import LANGUAGES, catalogue, language, plain, t, unmarked
from go_tui.learn import (
    ChoiceExercise,
    CountExercise,
    Exercise,
    ExerciseAttempt,
    Explanation,
    Feedback,
    GameOpponent,
    GameStep,
    MarkExercise,
    MoveExercise,
    SequenceExercise,
    Status,
    Step,
    answer_status,
)
from go_tui.learn.game import LessonGame, whole_game_settings
from go_tui.plain.board_words import captured_words, reading_order, stones_words
from go_tui.plain.game import PlainGame
from go_tui.plain.reading import Say, point_of, word_of
from go_tui.play.events import CountOpen, Event, GameEnded, Played
from go_tui.play.match import Match
from go_tui.play.save_files import claim_autosave
from go_tui.play.session import Session
from go_tui.ui.entry import typed_number
from go_tui.ui.lesson_words import (
    answer_text,
    feedback_lines,
    lesson_result_lines,
    played_text,
    point_names,
)
from go_tui.ui.match_text import event_text
from go_tui.ui.text import color_name, engine_label, point_name
from go_tui.ui.widgets.lesson_text import lesson_lines

HINT = ("hint", "tip")
ANSWER = ("answer", "antwoord")
RETRY = ("retry", "opnieuw")
DEMO = ("demo",)
CHECK = ("check", "controleer")
PASS = ("pass", "passen", "pas")


class StepHost(Protocol):
    """The chapter as a step sees it."""

    say: Say

    def record(self, status: Status) -> None:
        """Save how the learner did at this step."""

    def recorded(self) -> Status | None:
        """How the learner did at this step before."""

    @property
    def on_last_step(self) -> bool:
        """Whether this is the chapter's last step."""

    def rest(self) -> Iterator[str]:
        """The lines still to come, for a whole game a step opens."""


def flat(text: str) -> str:
    """A teacher's text in one line (a hint, an explanation after an answer)."""
    return " ".join(lesson_lines(text))


class PlainStep:
    """One step of a chapter: what it says when it opens, and what each line does."""

    def __init__(self, step: Step, host: StepHost) -> None:
        self.step = step
        self.host = host
        self.say = host.say
        self.shown = 0
        """How many demonstration moves are on the board (an explanation)."""
        self.attempt: ExerciseAttempt | None = step.start() if isinstance(step, Exercise) else None
        self.marked: frozenset[Point] = frozenset()
        self.lesson_game: LessonGame | None = (
            LessonGame(step, engine_label, step.opponent)
            if isinstance(step, GameStep) and not step.new_game
            else None
        )

    # ---- what is said ----------------------------------------------------------------
    def board(self) -> Game | None:
        """The game whose board is read now; ``None``: the step has no board."""
        step = self.step
        if self.lesson_game is not None:
            return self.lesson_game.game
        if self.attempt is not None:
            return self.attempt.game
        if isinstance(step, Explanation) and step.position is not None:
            return step.demo_game(self.shown)
        return None

    def open(self) -> None:
        """Say the step: its text, its board in short, and what to type."""
        lang = language()
        for line in lesson_lines(self.step.text(lang)):
            self.say(line)
        self.say_board()
        for line in self.todo():
            self.say(line)
        if self.host.recorded() is Status.SOLVED:
            self.say(t("plain.lessons.solved_before"))

    def say_board(self) -> None:
        game = self.board()
        if game is None:
            return
        self.say(stones_words(game.board))
        position = self.step.position
        if position is None:
            return
        diagram, size = position.diagram, position.diagram.size
        if diagram.labels:
            letters = ", ".join(
                t("plain.lessons.letter", letter=text, point=point_name(point, size))
                for point, text in sorted(diagram.labels.items(), key=lambda item: item[1])
            )
            self.say(t("plain.lessons.letters", letters=letters))
        if diagram.marks:
            marked = " ".join(point_name(p, size) for p in sorted(diagram.marks, key=reading_order))
            self.say(t("plain.lessons.marks", points=marked))

    def todo(self) -> list[str]:
        """What the learner may type on this step."""
        step = self.step
        if isinstance(step, Explanation):
            if step.demo:
                key = "plain.lessons.demo_one" if len(step.demo) == 1 else "plain.lessons.demo"
                return [t(key, count=len(step.demo))]
            return [t("plain.lessons.read_on" if step.position else "plain.lessons.next")]
        if isinstance(step, GameStep):
            return self.game_todo(step)
        if isinstance(step, ChoiceExercise):
            lines = [
                f"{n}. {plain(words(language()))}" for n, (_, words) in enumerate(step.choices, 1)
            ]
            return [*lines, t("plain.lessons.choose", last=len(step.choices))]
        if isinstance(step, CountExercise):
            return [t("plain.lessons.count")]
        if isinstance(step, MarkExercise):
            return [t("plain.lessons.mark")]
        assert isinstance(step, MoveExercise | SequenceExercise)
        example = point_name(step.example(), step.position.diagram.size)
        return [t("plain.lessons.move", color=color_name(step.to_play), point=example)]

    def game_todo(self, step: GameStep) -> list[str]:
        level = step.level
        if step.new_game:
            return [t("plain.lessons.whole_game", level=level)]
        lines = [
            t("plain.lessons.game_capture", goal=step.capture_goal)
            if step.capture_goal
            else t("plain.lessons.game_counted")
        ]
        if step.against_computer:
            lines.append(t("plain.lessons.opponents", level=level))
        return lines

    # ---- what a line does ------------------------------------------------------------
    def command(self, line: str) -> None:
        """Do what ``line`` asks on this step, or say why it does nothing here."""
        word = word_of(line)
        step = self.step
        if isinstance(step, Explanation):
            self.explanation(step, word, line)
        elif isinstance(step, GameStep):
            self.game_line(step, word, line)
        else:
            assert isinstance(step, Exercise)
            self.exercise(step, word, line)

    def not_here(self, line: str) -> None:
        self.say(t("plain.lessons.not_here", text=line))

    def labels(self) -> dict[str, Point]:
        position = self.step.position
        if position is None:
            return {}
        return {text.lower(): point for point, text in position.diagram.labels.items()}

    # ---- an explanation --------------------------------------------------------------
    def explanation(self, step: Explanation, word: str, line: str) -> None:
        if word in DEMO and step.demo:
            self.shown = step.next_shown(self.shown)
            game = step.demo_game(self.shown)
            move = game.last_move if self.shown else None
            if move is None:
                self.say(t("plain.lessons.demo_start"))
            else:
                self.say(played_text(move, game.size))
        else:
            self.not_here(line)

    # ---- an exercise -----------------------------------------------------------------
    def exercise(self, step: Exercise, word: str, line: str) -> None:
        attempt = self.attempt
        assert attempt is not None
        if word in HINT:
            if step.hint is None:
                self.say(t("plain.lessons.no_hint"))
            else:
                self.say(t("lessons.hint", text=unmarked(flat(step.hint(language())))))
        elif word in ANSWER:
            self.answer(step, attempt)
        elif word in RETRY:
            self.attempt = attempt.again()
            self.marked = frozenset()
            self.say(t("lessons.again"))
        elif attempt.finished:
            self.say(t("plain.lessons.finished"))
        elif isinstance(step, ChoiceExercise):
            self.choice(step, word, line)
        elif isinstance(step, CountExercise):
            self.count(line)
        elif isinstance(step, MarkExercise):
            self.mark(step, word, line)
        else:
            point = point_of(line, step.position.diagram.size, self.say, self.labels())
            if point is not None:
                self.submit(point)

    def choice(self, step: ChoiceExercise, word: str, line: str) -> None:
        keys = [key for key, _ in step.choices]
        if word.isdigit() and 1 <= int(word) <= len(keys):
            self.submit(keys[int(word) - 1])
            return
        for key in ("yes", "no"):
            said = {
                w.strip()
                for lang in LANGUAGES
                for w in catalogue(lang)[f"lessons.player.words_{key}"].split(",")
            }
            if word in said and key in keys:
                self.submit(key)
                return
        self.say(t("plain.lessons.choose", last=len(keys)))

    def count(self, line: str) -> None:
        """A number in digits or as a word (``3``, ``three``, ``drie``), as on the screen;
        anything else (``B+5``) is told to be no number."""
        typed = typed_number(line)
        if typed is None:
            self.say(t("entry.not_number", text=line))
        else:
            self.submit(typed.text)

    def mark(self, step: MarkExercise, word: str, line: str) -> None:
        if word in CHECK:
            self.submit(self.marked)
            return
        point = point_of(line, step.position.diagram.size, self.say, self.labels())
        if point is None:
            return
        self.marked ^= {point}
        if self.marked:
            names = point_names(step, self.marked)
            self.say(t("plain.lessons.marked", count=len(self.marked), points=names))
        else:
            self.say(t("plain.lessons.marked_none"))

    def submit(self, answer: object) -> None:
        """Let the attempt judge ``answer``, record it, and say what it said."""
        attempt = self.attempt
        assert attempt is not None
        feedback = attempt.submit(answer)
        status = answer_status(feedback)
        if status is not None:
            self.host.record(status)
        for line in feedback_lines(feedback, attempt.game.size, flat):
            self.say(line)
        self.say(self.after(feedback))

    def after(self, feedback: Feedback) -> str:
        """What to type next, after an answer."""
        if feedback.done:
            return t("plain.lessons.last" if self.host.on_last_step else "plain.lessons.go_on")
        if feedback.correct:
            return t("plain.lessons.play_on")
        hint = self.attempt is not None and self.attempt.hint is not None
        return t("plain.lessons.hint_offer" if hint else "plain.lessons.retry_offer")

    def answer(self, step: Exercise, attempt: ExerciseAttempt) -> None:
        """Say the answer; found before, it is only shown, else it is recorded as shown."""
        solved = attempt.solved
        attempt.take_back()
        solution = attempt.reveal()
        if not solved:
            self.host.record(Status.REVEALED)
        self.say(answer_text(step, solution))
        if solution.text is not None:
            self.say(flat(solution.text(language())))

    # ---- a game ----------------------------------------------------------------------
    def game_line(self, step: GameStep, word: str, line: str) -> None:
        if step.new_game:
            self.whole_game(step, word, line)
            return
        lesson_game = self.lesson_game
        assert lesson_game is not None
        if word.isdigit() and step.against_computer:
            if lesson_game.choose(int(word)):
                self.started()
            else:
                self.say(t("plain.lessons.opponents", level=step.level))
        elif word in RETRY:
            lesson_game.restart()
            self.started()
        elif word in PASS and step.counted:
            self.play(None)
        else:
            point = point_of(line, lesson_game.game.size, self.say)
            if point is not None:
                self.play(point)

    def started(self) -> None:
        lesson_game = self.lesson_game
        assert lesson_game is not None
        if lesson_game.opponent is GameOpponent.COMPUTER:
            computer = next(iter(lesson_game.match.computers.values()))
            self.say(t("lessons.game_computer", name=computer.name))
        else:
            self.say(t("lessons.game_again"))

    def play(self, point: Point | None) -> None:
        """The learner's move, then the computer's, each said as it comes."""
        lesson_game = self.lesson_game
        assert lesson_game is not None
        if lesson_game.game.is_over:
            self.say(t("plain.lessons.game_over"))
            return
        self.tell(lesson_game.match.play(point))
        match = lesson_game.match
        while (task := match.next_task()) is not None:
            announced = event_text(task.announce, lesson_game.game.size)
            if announced:
                self.say(announced)
            self.tell(match.task_done(task.run()))

    def tell(self, events: list[Event]) -> None:
        lesson_game = self.lesson_game
        assert lesson_game is not None
        game = lesson_game.game
        for event in events:
            match event:
                case Played(color, point, captured) if captured and point is not None:
                    self.say(captured_words(color, point, game))
                case CountOpen(points):
                    self.borders_open(points)
                case GameEnded(_, counted):
                    for line in lesson_result_lines(lesson_game.match.session, counted):
                        self.say(line if line.endswith(".") else f"{line}.")
                    self.say(t(f"plain.lessons.{lesson_game.verdict().value}"))
                case _:
                    text = event_text(event, game.size)
                    if text:
                        self.say(text)
        if lesson_game.finished:
            self.host.record(Status.SOLVED)

    def borders_open(self, points: int) -> None:
        lesson_game = self.lesson_game
        assert lesson_game is not None
        borders = lesson_game.borders_open()
        size = lesson_game.game.size
        names = ", ".join(point_name(p, size) for p in borders.points)
        if borders.counted is None:
            turn = color_name(lesson_game.game.to_move)
            self.say(t("lessons.play_on", count=points, points=names, color=turn))
            return
        self.say(t("lessons.count_open", count=points, points=names))
        self.tell(borders.counted)

    def whole_game(self, step: GameStep, word: str, line: str) -> None:
        """``1`` or ``2``: a whole game against the computer or a friend, played here; the
        lesson goes on after it."""
        if word not in ("1", "2"):
            self.say(t("plain.lessons.whole_game", level=step.level))
            return
        opponent = GameOpponent.COMPUTER if word == "1" else GameOpponent.FRIEND
        self.host.record(Status.SOLVED)
        claim_autosave()
        match = Match(Session.start(whole_game_settings(step, opponent)), label=engine_label)
        try:
            PlainGame(match, self.say).run(self.host.rest())
        except KeyboardInterrupt:  # the game is kept as play --plain keeps it
            match.save_unsaved()
            match.close()
            raise
        self.say(t("plain.lessons.back"))

    def close(self) -> None:
        """The step is left: stop the computer, if one plays."""
        if self.lesson_game is not None:
            self.lesson_game.close()
