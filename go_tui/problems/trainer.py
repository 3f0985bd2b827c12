"""One attempt at a problem: the learner plays, the tree answers, else the engine.

The screen owns an :class:`Attempt`, draws ``attempt.game.board`` and sends
each click to :meth:`Attempt.play`; the :class:`Answer` says what happened: a
sentence of the catalogues by key, the tree's comments, and an
:class:`Outcome` for tests and for colouring.  The engine judges legality,
the :class:`~go_tui.problems.judge.Judge` the tree.

Where the tree is silent the engine answers (:mod:`go_tui.problems.opponent`),
from the position on the board, on the problem's aim:

* a move the tree does not list, or one it lists without a reply and without a
  verdict, is read: one that reaches the goal is answered by the opponent's
  threat (or solves the problem when the goal stands for good), one that fails
  is wrong and its refutation is played, one that leads only to a ko or that
  the engine cannot settle within its budget is taken back, with a word why;
* a first move the tree marks RIGHT and follows with nothing (the usual shared
  file) solves the problem only when the goal is reached: the engine plays on
  against it until then.  When the engine finds the file's move refuted, the
  learner is told so; a ko or an unsettled reading leaves the file's word.  A
  line of the tree that ends RIGHT deeper down is the author's, and solves;
* the hint and the shown answer come from the tree when it has a right move,
  else from the engine.

Reading can take seconds, so it is handed out as a :class:`Task` that reads a
copy of the position: a screen runs :meth:`Task.run` in a thread and gives the
result back to the attempt, which ignores it when the position has moved on
since (:attr:`Attempt.generation`).  :meth:`Attempt.play`, :meth:`Attempt.advice`
and :meth:`Attempt.answer` do all of it at once, for callers that may wait.
A problem without an aim the engine can read (no goal found, or ``GE[ko]``)
is answered by its tree alone, as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from itertools import count

from go_tui.engine import Board, Color, Game, Move, Point, Refusal, Refused, to_vertex
from go_tui.engine.endgame import EndgameValues, before_last_move
from go_tui.engine.frame import Box
from go_tui.engine.solver import Result
from go_tui.problems.aim import Aim
from go_tui.problems.endgame_proof import ENDGAME
from go_tui.problems.judge import Judge
from go_tui.problems.model import EMPTY_TEXT, Problem, TreeMove, Verdict
from go_tui.problems.opponent import EngineLine, Opponent, Reading, Response
from go_tui.problems.proof import problem_aim
from go_tui.problems.reasons import why_wrong
from go_tui.problems.region import problem_region
from go_tui.words import Phrase, Text, feedback, refusal

Line = list[tuple[Color, Point | None]]

_generations = count(1)
"""One counter for every attempt: a task of one attempt is never taken for another's."""


class Outcome(StrEnum):
    SOLVED = "solved"  # the goal is reached, or a right line of the tree ends
    RIGHT = "right"  # right so far; the opponent has answered
    WRONG = "wrong"  # a losing move, refuted; the attempt is over
    ILLEGAL = "illegal"  # the engine refused the move; nothing changed
    KO = "ko"  # the move leads only to a ko: taken back, the attempt goes on
    UNSETTLED = "unsettled"  # the engine could not settle the move: taken back


class State(StrEnum):
    PLAYING = "playing"
    SOLVED = "solved"
    FAILED = "failed"
    REVEALED = "revealed"  # the solution was shown


class Source(StrEnum):
    """Who gave a hint or a shown answer."""

    TREE = "tree"
    ENGINE = "engine"


@dataclass(frozen=True)
class Answer:
    """What one move of the learner led to."""

    outcome: Outcome
    point: Point | None
    message: Phrase
    """The feedback sentence to show."""
    played: Move | None = None
    """The learner's move as the engine played it (with its captures); None if illegal."""
    reply: Move | None = None
    """The opponent's answer (the tree's or the engine's), or the refutation of a wrong move."""
    comment: Text = EMPTY_TEXT
    """The tree's comments at the learner's move and at the reply."""
    reason: Refusal | None = None
    why: Phrase | None = None
    """Where the tree says nothing, a reason the engine proves for a wrong move's failure."""


@dataclass(frozen=True)
class Hint:
    """Where a right move is, and who says so; ``point`` is None when there is no hint:
    ``result`` says why (FAILURE: no right move, UNKNOWN: the engine ran out, SUCCESS: the
    goal holds already).  A KO hint marks the move that reaches a ko at best."""

    point: Point | None
    source: Source
    result: Result = Result.SUCCESS


@dataclass(frozen=True)
class SolutionLine:
    """A solution to show: its moves from the start, who found it and whether it reaches
    the goal (an engine line is cut after a few moves)."""

    moves: Line
    source: Source
    result: Result = Result.SUCCESS
    complete: bool = True


class TaskKind(StrEnum):
    MOVE = "move"
    VALUE = "value"
    """A move of an endgame problem the tree does not list: what it is worth."""
    HINT = "hint"
    ANSWER = "answer"


@dataclass(frozen=True)
class Task:
    """Reading the engine must do, on its own copy of a position: safe in a thread."""

    job: TaskKind
    generation: int
    """The attempt's :attr:`Attempt.generation` when it was handed out."""
    board: Board
    opponent: Opponent | None
    """None for a value, which the exact endgame reader reads from ``game``."""
    point: Point | None = None
    """For a move: the learner's move, already on ``board``."""
    played: Move | None = None
    listed: TreeMove | None = None
    """For a move the tree lists (a RIGHT first move with nothing after it)."""
    first: Point | None = None
    """For an answer: the tree's first move, to read on from (None: the engine chooses)."""
    game: Game | None = None
    """For a value: the game with the learner's move last (its earlier positions are
    banned by superko)."""

    @property
    def judges_move(self) -> bool:
        """Whether the learner's move stands on the board, waiting for this reading."""
        return self.job in (TaskKind.MOVE, TaskKind.VALUE)

    def run(self) -> TaskResult:
        """Read; the attempt that handed the task out takes the result."""
        if self.game is not None:
            return TaskResult(self, values=before_last_move(self.game))
        assert self.opponent is not None, "every other reading has an opponent"
        if self.opponent.pointless():
            return TaskResult(self, pointless=True)
        if self.job is TaskKind.MOVE:
            return TaskResult(self, response=self.opponent.respond(self.board))
        if self.job is TaskKind.HINT:
            return TaskResult(self, best=self.opponent.best(self.board))
        return TaskResult(self, line=self.opponent.line(self.board, self.first))


@dataclass(frozen=True)
class TaskResult:
    """A task's result."""

    task: Task
    response: Response | None = None
    best: Reading | None = None
    line: EngineLine | None = None
    values: EndgameValues | None = None
    pointless: bool = False
    """The goal stands at the start whatever the learner does: the tree's word goes."""


class Attempt:
    """The learner's attempt at one problem, from the start position."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.judge = Judge(problem)
        self.learner = self.judge.learner
        aim = problem_aim(problem) if problem.topic != "ko" else "a ko fight"
        self.aim: Aim | None = None if isinstance(aim, str) else aim
        """The goal the engine plays for (inferred when the problem states none)."""
        self.opponent: Opponent | None = (
            None
            if self.aim is None
            else Opponent(self.aim, self.learner, problem.start_game().board)
        )
        """The engine's answers where the tree is silent; None when it cannot read the aim."""
        self.generation = 0
        """Changes with the position: a task handed out before a change is stale."""
        self.retry()

    def retry(self) -> None:
        """Back to the start position, to try again."""
        self.game: Game = self.problem.start_game()
        self.state = State.PLAYING
        self._choices: list[TreeMove] = list(self.problem.tree)
        self.generation = next(_generations)

    @property
    def finished(self) -> bool:
        return self.state is not State.PLAYING

    def region(self) -> Box:
        """The part of the board the problem uses (the whole board if it spreads out)."""
        return problem_region(self.problem)

    # ---- a move ------------------------------------------------------------------
    def play(self, point: Point | None) -> Answer:
        """The learner plays ``point`` (``None`` passes); the tree or the engine answers."""
        step = self.begin(point)
        if isinstance(step, Task):
            answer = self.finish(step.run())
            assert answer is not None, "nothing changed while it was read"
            return answer
        return step

    def begin(self, point: Point | None) -> Answer | Task:
        """Play the learner's move: the tree's answer, or the reading the engine must do
        (the move stands on the board meanwhile; :meth:`finish` takes its result)."""
        if self.finished:
            return Answer(Outcome.ILLEGAL, point, _said("over"), reason=Refusal.GAME_OVER)
        name = self._name(point)
        first = self.game.move_number == 0
        played = self.game.play(point, self.learner)
        if isinstance(played, Refused):
            reason = played.reason
            return Answer(Outcome.ILLEGAL, point, refusal(reason, point=name), reason=reason)
        self.generation = next(_generations)
        node = next(
            (m for m in self._choices if m.color is self.learner and m.point == point), None
        )
        if node is None:
            return (
                self._ask(point, played, None)
                or self._value(point, played)
                or self._fail(point, _said("off_tree", point=name), played)
            )
        if node.verdict is Verdict.RIGHT:
            if first and not node.children and (step := self._ask(point, played, node)):
                return step
            return self._solved(point, played, None, node.comment)
        reply_node = self._reply(node)
        if reply_node is None and node.verdict is Verdict.NONE:
            step = self._ask(point, played, node)
            if step is not None:
                return step
        reply = self._play_reply(reply_node)
        if reply_node is None or reply is None:
            return self._fail(point, _said("off_tree", point=name), played, None, node.comment)
        comment = _joined(node, reply_node)
        if not self.judge.wins(reply_node):
            if reply.point is None:
                text = _said("pass.refuted", point=name)
            else:
                text = _said("refuted", point=name, reply=self._vertex(reply))
            return self._fail(point, text, played, reply, comment)
        if reply_node.verdict is Verdict.RIGHT:
            return self._solved(point, played, reply, comment)
        self._choices = reply_node.children
        return Answer(Outcome.RIGHT, point, self._right(reply), played, reply, comment)

    def finish(self, done: TaskResult) -> Answer | None:
        """The engine's reading of a move, played out; None when the position moved on since
        the task was handed out (another problem, a retry)."""
        task, response = done.task, done.response
        if task.generation != self.generation or task.played is None:
            return None
        point, played, listed = task.point, task.played, task.listed
        if done.values is not None:
            return self._valued(point, played, done.values)
        comment = listed.comment if listed is not None else EMPTY_TEXT
        trusted = listed is not None and listed.verdict is Verdict.RIGHT
        name = self._name(point)
        if response is None:  # pointless: the tree's word
            if trusted:
                return self._solved(point, played, None, comment)
            return self._fail(point, _said("off_tree", point=name), played, None, comment)
        if response.result is Result.SUCCESS and response.reached:
            text = _said(f"engine.solved_{self._goal}")
            return self._solved(point, played, None, comment, text)
        if response.result is Result.SUCCESS:
            reply = self._engine_reply(response.reply)
            if reply is None:
                return self._take_back(point, _said("engine.unsettled", point=name), comment)
            self._choices = []  # off the tree for good: the engine answers from here
            return Answer(Outcome.RIGHT, point, self._right(reply), played, reply, comment)
        if response.result is Result.FAILURE:
            reply = None if response.reply is None else self._engine_reply(response.reply)
            key = "engine.file_refuted" if trusted else "refuted"
            if reply is None:
                text = _said("engine.file_failed" if trusted else "engine.failed", point=name)
            else:
                text = _said(key, point=name, reply=self._vertex(reply))
            return self._fail(point, text, played, reply, comment)
        if trusted:
            return self._solved(point, played, None, comment)
        key = "engine.ko" if response.result is Result.KO else "engine.unsettled"
        return self._take_back(point, _said(key, point=name), comment)

    def drop(self, task: Task) -> None:
        """A reading that never came back (the engine failed): its move is taken back, so the
        learner may play again; nothing happens when the position moved on since."""
        if task.generation == self.generation and task.judges_move:
            self.game.cut(self.game.move_number - 1)
            self.generation = next(_generations)

    # ---- help --------------------------------------------------------------------
    def hint(self) -> Point | None:
        """The first point of a right line from here; ``None`` when there is none (or a pass)."""
        return self.advice().point

    def advice(self) -> Hint:
        """Where a right move is: the tree's, else the engine's (it may read for seconds)."""
        step = self.hint_task()
        if isinstance(step, Task):
            hint = self.finish_hint(step.run())
            assert hint is not None, "nothing changed while it was read"
            return hint
        return step

    def hint_task(self) -> Hint | Task:
        """The tree's hint, or the reading the engine must do for one."""
        winning = self.judge.winning_moves(self._choices) if not self.finished else []
        if winning or self.finished or self.opponent is None:
            point = winning[0].point if winning else None
            return Hint(point, Source.TREE, Result.SUCCESS if winning else Result.FAILURE)
        return Task(TaskKind.HINT, self.generation, self.game.board.copy(), self.opponent)

    def finish_hint(self, done: TaskResult) -> Hint | None:
        """The engine's hint; None when the position moved on since the task was handed out."""
        best = done.best
        if done.task.generation != self.generation:
            return None
        if best is None:  # pointless: the tree has no hint either
            return Hint(None, Source.TREE, Result.FAILURE)
        useful = best.result in (Result.SUCCESS, Result.KO)
        return Hint(best.move if useful else None, Source.ENGINE, best.result)

    def solution(self) -> Line:
        """A correct line from the start: the tree's winning moves against the strongest
        replies, or the engine's line (it may read for seconds)."""
        return self.answer().moves

    def answer(self) -> SolutionLine:
        """The solution to show, with who found it (the engine may read for seconds)."""
        step = self.answer_task()
        if isinstance(step, Task):
            shown = self.finish_answer(step.run())
            assert shown is not None, "nothing changed while it was read"
            return shown
        return step

    def answer_task(self) -> SolutionLine | Task:
        """The tree's solution, or the reading the engine must do: when the tree has no
        correct line, or one that is only a first move (the engine plays it to the goal)."""
        line = self._tree_line()
        if self.opponent is None or (line and not self._open_ended(line)):
            return SolutionLine(line, Source.TREE, Result.SUCCESS if line else Result.FAILURE)
        first = line[0][1] if line else None
        start = self.problem.start_game().board
        return Task(TaskKind.ANSWER, self.generation, start, self.opponent, first=first)

    def finish_answer(self, done: TaskResult) -> SolutionLine | None:
        """The engine's solution (the tree's first move when it names one); None when the
        position moved on since the task was handed out."""
        line = done.line
        if done.task.generation != self.generation:
            return None
        first = done.task.first
        if line is None or (
            first is not None and (line.result is not Result.SUCCESS or len(line.moves) == 1)
        ):
            return SolutionLine(self._tree_line(), Source.TREE)  # the file's move alone, as it says
        return SolutionLine(line.moves, Source.ENGINE, line.result, line.reached)

    def show_solution(self, line: Line | None = None) -> Line:
        """Play ``line`` (by default the solution) from the start on ``game`` (undo steps back
        through it)."""
        line = self.solution() if line is None else line
        self.retry()
        for color, point in line:
            self.game.play(point, color)
        self.state = State.REVEALED
        return line

    # ---- internals --------------------------------------------------------------
    @property
    def _goal(self) -> str:
        assert self.opponent is not None
        return self.opponent.aim.goal.value

    def _ask(
        self, point: Point | None, played: Move, listed: TreeMove | None
    ) -> Answer | Task | None:
        """The reading of the learner's move (on the board now), when the engine can read;
        a move that took the stones to capture solves at once, without reading."""
        if self.opponent is None:
            return None
        board = self.game.board.copy()
        if self.opponent.taken(board):
            comment = listed.comment if listed is not None else EMPTY_TEXT
            return self._solved(point, played, None, comment)
        return Task(TaskKind.MOVE, self.generation, board, self.opponent, point, played, listed)

    def _tree_line(self) -> Line:
        line: Line = []
        choices = self.problem.tree
        while winning := self.judge.winning_moves(choices):
            move = winning[0]
            line.append((move.color, move.point))
            if move.verdict is Verdict.RIGHT:
                break
            replies = [child for child in move.children if child.color is not self.learner]
            reply = self.judge.strongest_reply(replies)
            if reply is None:
                break
            line.append((reply.color, reply.point))
            if reply.verdict is Verdict.RIGHT:
                break
            choices = reply.children
        return line

    def _open_ended(self, line: Line) -> bool:
        """Whether the tree's line is a RIGHT first move and nothing after it."""
        if len(line) != 1:
            return False
        point = line[0][1]
        node = next(m for m in self.problem.tree if m.point == point and m.color is self.learner)
        return not node.children

    def _solved(
        self,
        point: Point | None,
        played: Move,
        reply: Move | None,
        comment: Text,
        text: Phrase | None = None,
    ) -> Answer:
        self.state = State.SOLVED
        return Answer(Outcome.SOLVED, point, text or _said("solved"), played, reply, comment)

    def _fail(
        self,
        point: Point | None,
        text: Phrase,
        played: Move,
        reply: Move | None = None,
        comment: Text = EMPTY_TEXT,
    ) -> Answer:
        self.state = State.FAILED
        why = None
        if reply is not None and not (comment.en or comment.nl):
            aim = self.opponent.aim if self.opponent is not None else None
            why = why_wrong(self.game.board, reply, self.learner, aim)
        return Answer(Outcome.WRONG, point, text, played, reply, comment, why=why)

    def _value(self, point: Point | None, played: Move) -> Task | None:
        """On an endgame problem, a move the tree does not list is judged by what it is
        worth: the exact reader reads it in the worker (:meth:`finish` takes the result)."""
        if self.problem.topic != ENDGAME:
            return None
        game = self.game.replayed(self.game.move_number)
        return Task(TaskKind.VALUE, self.generation, game.board, None, point, played, game=game)

    def _valued(self, point: Point | None, played: Move, values: EndgameValues) -> Answer:
        """The points the move loses against the best, as the reading proved them; a move
        as good as the best, or one the reading could not settle, is taken back."""
        name = self._name(point)
        if not values.proven:
            return self._take_back(point, _said("engine.unsettled", point=name), EMPTY_TEXT)
        if point not in values.values:  # filling an eye of one's own, or a repetition
            return self._take_back(point, _said("endgame_unread", point=name), EMPTY_TEXT)
        loss = values.loss(point)
        if not loss:
            return self._take_back(point, _said("endgame_equal", point=name), EMPTY_TEXT)
        key = "endgame_less_one" if loss == 1 else "endgame_less"
        return self._fail(point, _said(key, point=name, count=loss), played)

    def _take_back(self, point: Point | None, text: Phrase, comment: Text) -> Answer:
        """The learner's last move off the board again: the engine gave no verdict on it."""
        self.game.cut(self.game.move_number - 1)
        self.generation = next(_generations)
        outcome = Outcome.KO if text.key.endswith(".ko") else Outcome.UNSETTLED
        return Answer(outcome, point, text, None, None, comment)

    def _engine_reply(self, point: Point | None) -> Move | None:
        """The opponent's move the engine chose (None: a pass), played; None if refused."""
        played = self.game.play(point, self.learner.opponent)
        if isinstance(played, Refused):
            return None
        self.generation = next(_generations)
        return played

    def _reply(self, move: TreeMove) -> TreeMove | None:
        """The strongest reply the tree holds to the learner's ``move`` that is legal now."""
        replies = [
            child
            for child in move.children
            if child.color is not self.learner and self.game.check(child.point, child.color) is None
        ]
        return self.judge.strongest_reply(replies)

    def _play_reply(self, reply: TreeMove | None) -> Move | None:
        if reply is None:
            return None
        played = self.game.play(reply.point, reply.color)
        return None if isinstance(played, Refused) else played

    def _right(self, reply: Move) -> Phrase:
        """Right so far, and the opponent's answer: a move, or a pass in words."""
        if reply.point is None:
            return _said("engine.right_pass")
        return _said("right", reply=self._vertex(reply))

    def _name(self, point: Point | None) -> str:
        return to_vertex(point, self.problem.size) if point is not None else "pass"

    def _vertex(self, move: Move) -> str:
        return self._name(move.point)


def _said(key: str, **values: object) -> Phrase:
    return feedback(f"problem.{key}", **values)


def _joined(node: TreeMove, reply: TreeMove | None) -> Text:
    comment = node.comment
    if reply is not None and reply.comment.en:
        comment = reply.comment if not comment.en else comment + reply.comment
    return comment
