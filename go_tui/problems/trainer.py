"""One attempt at a problem: the learner plays, the tree answers.

The screen owns an :class:`Attempt`, draws ``attempt.game.board`` and sends
each click to :meth:`Attempt.play`; the :class:`Answer` says what happened: a
sentence of the catalogues by key, the tree's comments, and an
:class:`Outcome` for tests and for colouring.  The engine judges legality,
the :class:`~go_tui.problems.judge.Judge` the tree.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from go_tui.engine import Color, Game, Move, Point, Refusal, Refused, to_vertex
from go_tui.learn.messages import Phrase, Text, feedback, refusal
from go_tui.problems.judge import Judge
from go_tui.problems.model import EMPTY_TEXT, Problem, TreeMove, Verdict
from go_tui.problems.region import Region, problem_region


class Outcome(StrEnum):
    SOLVED = "solved"  # a right move that ends a correct line
    RIGHT = "right"  # right so far; the opponent has answered
    WRONG = "wrong"  # off the tree or on a losing line; the attempt is over
    ILLEGAL = "illegal"  # the engine refused the move; nothing changed


class State(StrEnum):
    PLAYING = "playing"
    SOLVED = "solved"
    FAILED = "failed"
    REVEALED = "revealed"  # the solution was shown


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
    """The opponent's answer from the tree, or the refutation of a wrong move."""
    comment: Text = EMPTY_TEXT
    """The tree's comments at the learner's move and at the reply."""
    reason: Refusal | None = None


class Attempt:
    """The learner's attempt at one problem, from the start position."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.judge = Judge(problem)
        self.learner = self.judge.learner
        self.retry()

    def retry(self) -> None:
        """Back to the start position, to try again."""
        self.game: Game = self.problem.start_game()
        self.state = State.PLAYING
        self._choices: list[TreeMove] = list(self.problem.tree)

    @property
    def finished(self) -> bool:
        return self.state is not State.PLAYING

    def region(self) -> Region:
        """The part of the board the problem uses (the whole board if it spreads out)."""
        return problem_region(self.problem)

    def play(self, point: Point | None) -> Answer:
        """The learner plays ``point`` (``None`` passes); the tree judges and answers."""
        if self.finished:
            return Answer(Outcome.ILLEGAL, point, _said("over"), reason=Refusal.GAME_OVER)
        name = to_vertex(point, self.problem.size) if point is not None else "pass"
        played = self.game.play(point, self.learner)
        if isinstance(played, Refused):
            reason = played.reason
            return Answer(Outcome.ILLEGAL, point, refusal(reason, point=name), reason=reason)
        node = next(
            (m for m in self._choices if m.color is self.learner and m.point == point), None
        )
        if node is None:
            self.state = State.FAILED
            return Answer(Outcome.WRONG, point, _said("off_tree", point=name), played)
        if node.verdict is Verdict.RIGHT:
            self.state = State.SOLVED
            return Answer(Outcome.SOLVED, point, _said("solved"), played, None, node.comment)
        reply_node = self._reply(node)
        reply = self._play_reply(reply_node)
        if reply_node is None or reply is None:
            self.state = State.FAILED
            text = _said("off_tree", point=name)
            return Answer(Outcome.WRONG, point, text, played, None, node.comment)
        comment = _joined(node, reply_node)
        if not self.judge.wins(reply_node):
            self.state = State.FAILED
            text = _said("refuted", point=name, reply=self._vertex(reply))
            return Answer(Outcome.WRONG, point, text, played, reply, comment)
        if reply_node.verdict is Verdict.RIGHT:
            self.state = State.SOLVED
            return Answer(Outcome.SOLVED, point, _said("solved"), played, reply, comment)
        self._choices = reply_node.children
        text = _said("right", reply=self._vertex(reply))
        return Answer(Outcome.RIGHT, point, text, played, reply, comment)

    def hint(self) -> Point | None:
        """The first point of a right line from here; ``None`` when there is none (or a pass)."""
        winning = self.judge.winning_moves(self._choices) if not self.finished else []
        return winning[0].point if winning else None

    def solution(self) -> list[tuple[Color, Point | None]]:
        """A correct line from the start: winning moves against the strongest replies."""
        line: list[tuple[Color, Point | None]] = []
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

    def show_solution(self) -> list[tuple[Color, Point | None]]:
        """Play the solution from the start on ``game`` (undo steps back through it)."""
        line = self.solution()
        self.retry()
        for color, point in line:
            self.game.play(point, color)
        self.state = State.REVEALED
        return line

    # ---- internals --------------------------------------------------------------

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

    def _vertex(self, move: Move) -> str:
        return to_vertex(move.point, self.problem.size) if move.point is not None else "pass"


def _said(key: str, **values: object) -> Phrase:
    return feedback(f"problem.{key}", **values)


def _joined(node: TreeMove, reply: TreeMove | None) -> Text:
    comment = node.comment
    if reply is not None and reply.comment.en:
        comment = reply.comment if not comment.en else comment + reply.comment
    return comment
