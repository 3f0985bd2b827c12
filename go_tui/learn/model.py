"""Chapters, steps and exercises: the lesson model a UI steps through, with no UI in it.

A :class:`Chapter` is a tuple of steps. An :class:`Explanation` shows a text and
maybe a board and a demonstration; a :class:`GameStep` starts a capture-go game;
an :class:`Exercise` asks something and answers ``check(answer)`` with a
:class:`Feedback`. Exercises are immutable and shared; one learner's try at one
exercise lives in an :class:`ExerciseAttempt`, which also keeps the board to draw.

Every right answer in the model has been proven by :mod:`go_tui.learn.checker`
before a chapter reaches the UI, and wrong moves are judged by the same engine
predicates (:mod:`go_tui.engine.goals`) that the proof used.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar

from go_tui.engine import (
    Board,
    Color,
    Game,
    Move,
    Point,
    Refusal,
    Rules,
    Scoring,
    decimal_number,
    goals,
    tactics,
    to_vertex,
)
from go_tui.engine.claims import Claim
from go_tui.engine.count import Count
from go_tui.engine.goals import LessonGoal
from go_tui.engine.scoring import Score
from go_tui.i18n import catalogue
from go_tui.learn.forcing import SLACK, Forcing, learner_moves, sequence_area
from go_tui.words import Phrase, Text, Words, feedback, joined, refusal

REFUSALS = frozenset(r.value for r in Refusal)


@dataclass(frozen=True)
class Diagram:
    """A board as the teacher drew it: stones, marks and letters."""

    size: int
    stones: Mapping[Point, Color]
    marks: frozenset[Point] = frozenset()
    labels: Mapping[Point, str] = field(default_factory=dict)
    """Point to the capital letter drawn on it."""

    def board(self) -> Board:
        board = Board(self.size)
        for point, color in self.stones.items():
            board.place_setup(color, point)
        return board

    def name(self, point: Point) -> str:
        """How feedback names a point: its letter if it has one, else its vertex."""
        return self.labels.get(point) or to_vertex(point, self.size)


@dataclass(frozen=True)
class Position:
    """What the learner sees: a diagram, the moves played on it, and who is to play."""

    diagram: Diagram
    to_play: Color = Color.BLACK
    moves: tuple[Move, ...] = ()
    prisoners: tuple[int, int] = (0, 0)
    """Stones captured (by Black, by White) before the diagram."""

    def game(self) -> Game:
        """A fresh game at this position; either colour may move (exercises alternate)."""
        game = Game(self.diagram.size, komi=0, setup=dict(self.diagram.stones), free_order=True)
        for move in self.moves:
            game.play(move.point, move.color)
        return game

    def captured(self) -> tuple[int, int]:
        """Prisoners of (Black, White): those before the diagram and those of ``moves``."""
        game = self.game()
        return (
            self.prisoners[0] + game.prisoners(Color.BLACK),
            self.prisoners[1] + game.prisoners(Color.WHITE),
        )


@dataclass(frozen=True)
class Counting:
    """What a counting question needs besides the position."""

    dead: frozenset[Point] = frozenset()
    """Every dead stone (whole chains)."""
    komi: float = 0.0
    scoring: Scoring = Scoring.TERRITORY

    def score(self, position: Position) -> Score:
        """Count with the engine's scorer: the answer a counting exercise must match."""
        board = position.game().board
        return Count(board, self.komi, position.captured(), self.scoring, self.dead).score()


@dataclass(frozen=True)
class Feedback:
    """The answer to one ``check``: right or wrong, why, and what the opponent does."""

    correct: bool
    key: str
    """What was judged: a ``[feedback]`` key of the catalogues, a :class:`Refusal` value, or
    ``teacher`` when the lesson's own text answers."""
    words: tuple[Words, ...]
    """What to tell the learner: catalogue sentences and the lesson's texts, in order."""
    done: bool = False
    """The exercise is solved (a sequence goes on while this is False)."""
    reply: Move | None = None
    """In a sequence: the opponent's automatic answer to a right move."""
    refutation: tuple[Move, ...] = ()
    """After a wrong move: what the opponent does to it, to show before a retry."""
    missing: frozenset[Point] = frozenset()
    extra: frozenset[Point] = frozenset()
    """Marking: points or stones that should have been marked, and those that should not."""

    @property
    def message(self) -> Text:
        """The words in both languages, as one text."""
        return joined(self.words)


@dataclass(frozen=True)
class LessonAnswer:
    """What "show answer" shows."""

    points: frozenset[Point] = frozenset()
    """The right moves (move), or the points or stones to mark (mark)."""
    line: tuple[Move, ...] = ()
    """A sequence's main line, both colours."""
    value: str = ""
    """The right number or choice key (count, choice)."""
    text: Text | None = None


@dataclass(frozen=True, kw_only=True)
class Step:
    """One screen of a chapter."""

    kind: ClassVar[str]
    id: str
    text: Text
    title: Text | None = None
    position: Position | None = None
    line: int = 0
    """The line of the step in its lesson file, for problem reports."""
    field_lines: Mapping[str, int] = field(default_factory=dict, compare=False, repr=False)
    claims: tuple[Claim, ...] = ()
    """What the step's texts say about its position, for ``lessons check`` to verify."""


@dataclass(frozen=True, kw_only=True)
class Explanation(Step):
    kind: ClassVar[str] = "text"
    demo: tuple[Move, ...] = ()
    """Moves the player shows one at a time on ``position``."""

    def next_shown(self, shown: int) -> int:
        """How many demo moves to show after ``shown``: one more; after the last, none."""
        return (shown + 1) % (len(self.demo) + 1)

    def demo_game(self, moves: int) -> Game:
        """The position after the first ``moves`` demo moves (0: as drawn), to draw."""
        assert self.position is not None, "a demo always has a board (the loader checks)"
        game = self.position.game()
        for move in self.demo[:moves]:
            game.play(move.point, move.color)
        return game


class GameOpponent(StrEnum):
    """Whom the learner plays in a game step."""

    FRIEND = "friend"
    """Someone at the same keyboard: the two take turns."""
    COMPUTER = "computer"
    """The built-in computer at the step's level; a friend can still be chosen instead."""


@dataclass(frozen=True, kw_only=True)
class GameStep(Step):
    """A game started from inside the lesson, against a friend or the computer.

    Capture go (slag-go) when ``capture_goal`` is above 0; with 0 a territory
    game (gebieds-go): it ends when both players pass and is counted.  Against
    the computer the learner plays Black and the built-in computer White at
    ``level``.  A ``new_game`` step plays no game in the lesson: it opens a
    whole game (normal rules, dead stones marked at the end) on the game screen.
    """

    kind: ClassVar[str] = "game"
    capture_goal: int = 1
    size: int = 9
    komi: float = 0.0
    opponent: GameOpponent = GameOpponent.FRIEND
    """Whom the step offers first; the computer's steps offer a friend too."""
    level: int = 0
    """The built-in computer's level (1-10) when ``opponent`` is the computer."""
    new_game: bool = False
    """Open a whole game on the game screen instead of playing one in the lesson."""

    @property
    def counted(self) -> bool:
        """Whether the game ends with two passes and a count, not at a capture goal."""
        return self.capture_goal == 0

    @property
    def against_computer(self) -> bool:
        """Whether the step offers a game against the built-in computer."""
        return self.opponent is GameOpponent.COMPUTER

    def game(self) -> Game:
        setup = dict(self.position.diagram.stones) if self.position else {}
        size = self.position.diagram.size if self.position else self.size
        rules = Rules(capture_goal=self.capture_goal)
        return Game(size, komi=self.komi, rules=rules, setup=setup)


@dataclass(frozen=True, kw_only=True)
class WrongMove:
    """A teacher's reason for a tempting wrong move, and the opponent's punishment."""

    at: frozenset[Point]
    text: Text
    after: tuple[Point, ...] = ()
    reply: tuple[Point, ...] = ()
    line: int = 0


@dataclass(frozen=True, kw_only=True)
class Exercise(Step):
    """A step that asks for an answer. ``check`` never changes anything."""

    position: Position
    hint: Text | None = None
    explain: Text | None = None

    @property
    def to_play(self) -> Color:
        return self.position.to_play

    def start(self) -> ExerciseAttempt:
        return ExerciseAttempt(self)

    def check(self, answer: Any) -> Feedback:
        """Judge an answer: a point (move), the moves so far (sequence), a set of points
        (mark), a number (count) or a choice key (choice)."""
        raise NotImplementedError

    def solution(self) -> LessonAnswer:
        raise NotImplementedError

    def _right(self, reply: Move | None = None) -> Feedback:
        """Right; with a ``reply`` the sequence goes on, else the exercise is solved."""
        if reply is not None:
            return Feedback(True, "continue", (feedback("continue"),), reply=reply)
        words = (feedback("correct"), self.explain) if self.explain else (feedback("correct"),)
        return Feedback(True, "correct", words, done=True)

    def _name(self, point: Point) -> str:
        return self.position.diagram.name(point)


def example_point(game: Game, color: Color, avoid: Iterable[Point] = ()) -> Point:
    """A point for the entry hint to name as an example of typing one: empty, legal for
    ``color`` and none of ``avoid``, the nearest the middle (an example that is refused or
    gives the answer away misleads)."""
    middle = (game.size - 1) / 2
    left_out = set(avoid)
    free = [
        point
        for point in game.board.empty_points()
        if point not in left_out and game.check(point, color) is None
    ]
    return min(
        free,
        key=lambda p: (abs(p[0] - middle) + abs(p[1] - middle), p),
        default=(game.size // 2, game.size // 2),
    )


_Why = tuple[str, dict[str, object]]
"""A message key and its values."""


class _MoveJudge:
    """Reasons for wrong moves, shared by single moves and sequences."""

    goal: LessonGoal
    target: tuple[Point, ...]
    wrong: tuple[WrongMove, ...]
    position: Position

    def example(self) -> Point:
        """The entry hint's example: no right answer, no wrong move the lesson explains,
        no point it marks or letters."""
        diagram = self.position.diagram
        avoid = {point for entry in self.wrong for point in entry.at}
        avoid |= self.answer_points() | diagram.marks | set(diagram.labels)
        return example_point(self.position.game(), self.position.to_play, avoid)

    def answer_points(self) -> set[Point]:
        raise NotImplementedError

    def _judge_wrong(self, game: Game, point: Point, path: tuple[Point, ...]) -> Feedback:
        """Why ``point`` is wrong after ``path``; ``game`` shows the position before it."""
        me = self.position.to_play
        name = self.position.diagram.name(point)
        refused = game.check(point, me)
        if refused is not None:
            return Feedback(False, refused.value, (refusal(refused, point=name),))
        for entry in self.wrong:
            if point in entry.at and entry.after == path:
                refutation = _play_out(game, me, point, entry.reply)
                return Feedback(False, "teacher", (entry.text,), refutation=refutation)
        child, _ = goals.after(game.board, me, point)
        reply, why = self._defence(child, len(path) // 2 + 1)
        key, values = why or self._miss(name)
        values = {"point": name, **values}
        refutation = _play_out(game, me, point, (reply,) if reply else ())
        return Feedback(False, key, (feedback(key, **values),), refutation=refutation)

    def _miss(self, name: str) -> tuple[str, dict[str, object]]:
        """The message for a legal move that misses the goal."""
        raise NotImplementedError

    def _defence(self, child: Board, played: int) -> tuple[Point | None, _Why | None]:
        """The opponent's answer to a wrong move (``played``: the learner's moves so far,
        with it), and for a sequence what its search proved, as a message key and values
        (``None``: the goal's own reason, :meth:`_miss`)."""
        return self._punishment(child), None

    def _punishment(self, child: Board) -> Point | None:
        """The opponent's answer the engine can find for itself after a wrong move."""
        me = self.position.to_play
        if not self.target or child[self.target[0]] is None:
            return None
        if self.goal is LessonGoal.SAVE:
            liberties = child.chain_at(self.target[0])[1]
            return liberties[0] if len(liberties) == 1 else None
        if self.goal not in (LessonGoal.KILL, LessonGoal.LIVE):
            return None
        attacker = me if self.goal is LessonGoal.KILL else me.opponent
        try:
            return goals.best_move(child, self.target[0], attacker, me.opponent)
        except goals.SearchTooBig:
            return None


_MISS = {
    LessonGoal.CAPTURE: "not_capture_target",
    LessonGoal.ATARI: "not_atari",
    LessonGoal.SAVE: "not_saved",
    LessonGoal.CONNECT: "not_connected",
    LessonGoal.EYE: "not_eye",
    LessonGoal.KILL: "not_killed",
    LessonGoal.LIVE: "not_alive",
}


def _play_out(game: Game, me: Color, point: Point, replies: Sequence[Point]) -> tuple[Move, ...]:
    """Play the learner's ``point``, then the opponent's ``replies`` (alternating) on ``game``.

    ``game`` is the scratch game of one ``check``; the moves come back with their captures.
    """
    color = me
    game.play(point, color)
    played: list[Move] = []
    for reply in replies:
        color = color.opponent
        move = game.play(reply, color)
        assert isinstance(move, Move), f"the lesson checker let an illegal reply through: {move}"
        played.append(move)
    return tuple(played)


@dataclass(frozen=True, kw_only=True)
class MoveExercise(_MoveJudge, Exercise):
    """Play one move that reaches the goal: capture, atari, save, connect, eye, kill, live."""

    kind: ClassVar[str] = "move"
    goal: LessonGoal
    answers: frozenset[Point]
    target: tuple[Point, ...] = ()
    captures: int | None = None
    wrong: tuple[WrongMove, ...] = ()

    def check(self, answer: Point) -> Feedback:
        if answer in self.answers:
            return self._right()
        return self._judge_wrong(self.position.game(), answer, ())

    def _miss(self, name: str) -> tuple[str, dict[str, object]]:
        if self.goal is LessonGoal.CAPTURE and self.captures:
            return "not_capture_count", {"point": name, "count": self.captures}
        key = (
            "not_capture"
            if self.goal is LessonGoal.CAPTURE and not self.target
            else _MISS[self.goal]
        )
        return key, {"point": name}

    def solution(self) -> LessonAnswer:
        return LessonAnswer(points=self.answers, text=self.explain)

    def answer_points(self) -> set[Point]:
        return set(self.answers)


@dataclass(frozen=True)
class LineNode:
    """A move in a sequence tree and the moves that may follow it."""

    point: Point
    children: tuple[LineNode, ...] = ()

    def child(self, point: Point) -> LineNode | None:
        return next((n for n in self.children if n.point == point), None)


def build_tree(lines: Iterable[Sequence[Point]]) -> LineNode:
    """Merge lines into one tree under a root whose point is never used."""

    def grow(paths: list[Sequence[Point]]) -> tuple[LineNode, ...]:
        order: dict[Point, list[Sequence[Point]]] = {}
        for path in paths:
            if path:
                order.setdefault(path[0], []).append(path[1:])
        return tuple(LineNode(p, grow(rest)) for p, rest in order.items())

    return LineNode((-1, -1), grow(list(lines)))


_PUNISHED = frozenset({LessonGoal.SAVE, LessonGoal.KILL, LessonGoal.LIVE})
"""Goals whose punishment (:meth:`_MoveJudge._punishment`) shows the goal missed."""
_FORCED = frozenset({LessonGoal.CAPTURE, LessonGoal.CONNECT, LessonGoal.SAVE, LessonGoal.EYE})
"""Goals whose defence :class:`Forcing` can search."""
DEFENCE_BUDGET = 5_000
"""Most positions the search for a wrong move's defence visits while the learner waits:
past it no defence is shown (the checker's proofs get more)."""


@dataclass(frozen=True, kw_only=True)
class SequenceExercise(_MoveJudge, Exercise):
    """Several moves; the opponent answers each right one from the lesson's lines."""

    kind: ClassVar[str] = "sequence"
    goal: LessonGoal
    lines: tuple[tuple[Point, ...], ...]
    target: tuple[Point, ...] = ()
    wrong: tuple[WrongMove, ...] = ()

    @cached_property
    def tree(self) -> LineNode:
        return build_tree(self.lines)

    def answer_points(self) -> set[Point]:
        return {point for line in self.lines for point in line}

    def _miss(self, name: str) -> tuple[str, dict[str, object]]:
        return "off_line", {"point": name}

    def _defence(self, child: Board, played: int) -> tuple[Point | None, _Why | None]:
        """Besides the answers every goal has, what the search proves within the moves the
        checker allows the lines (their longest, and the slack): the move reaches the goal
        too in more moves than the lines (said so), or a defence after which it cannot in
        the learner's moves left (said with their number: that is what was searched)."""
        found = self._punishment(child)
        if found is not None:
            return found, (_MISS[self.goal], {}) if self.goal in _PUNISHED else None
        # A kill whose lines end in the capture of the target: a capture found later
        # still kills (said so); one not found proves no life, so no defence is named.
        by_capture = self.goal is LessonGoal.KILL and bool(self.target)
        if self.goal not in _FORCED and not by_capture:
            return None, None
        shortest = learner_moves(self.lines)
        named = {p for line in self.lines for p in line}
        named |= {p for w in self.wrong for p in (*w.at, *w.after, *w.reply)}
        area = sequence_area(child, named, self.target)
        searched = LessonGoal.CAPTURE if by_capture else self.goal
        forcing = Forcing(searched, self.target, self.to_play, area)
        forcing.max_nodes = DEFENCE_BUDGET
        try:
            for moves in range(shortest, shortest + SLACK + 1):
                if forcing.solve((child, moves - played, frozenset()), False)[0]:
                    return None, ("lesson.slower", {"moves": moves}) if moves > shortest else None
            if by_capture:
                return None, None
            left = shortest + SLACK - played
            state = (child, left, frozenset[Point]())
            if not self.target and forcing.settle(state, False, 0) is not None:
                return None, None  # out of reach already: no one defence to show
            for defence in forcing.moves(state, False, 0):
                after = None if defence is None else forcing.play(state, False, defence)
                if after is not None and forcing.solve(after, True)[0] is False:
                    goal = self.goal.value if self.target else "capture_any"
                    return defence, (f"lesson.defended_{goal}", {"moves": left})
        except goals.SearchTooBig:
            return self._escape(child)
        return None, None

    def _escape(self, child: Board) -> tuple[Point | None, _Why | None]:
        """Where the search is too big (a ladder across the board): the tactical reader,
        as the ``safe`` claim reads, finds the target's escape against every attack."""
        if self.goal is not LessonGoal.CAPTURE or not self.target or child[self.target[0]] is None:
            return None, None
        reading = tactics.read(child, self.target[0], self.to_play.opponent)
        if reading.captured is not False or reading.move is None:
            return None, None
        return reading.move, ("lesson.escapes", {})

    def check(self, answer: Sequence[Point], variant: int = 0) -> Feedback:
        """Judge the last of the learner's moves ``answer`` (all of them, in order).

        The opponent's replies come from the lines: at each branch the
        ``variant``-th defence (counting round), so retries meet every defence.
        """
        me = self.position.to_play
        game = self.position.game()
        node = self.tree
        path: list[Point] = []
        for number, point in enumerate(answer, 1):
            mine = node.child(point)
            if mine is None:
                if number < len(answer):
                    raise ValueError(f"move {number} leaves the lines of {self.id}")
                return self._judge_wrong(game, point, tuple(path))
            game.play(point, me)
            path.append(point)
            if not mine.children:
                return self._right()
            node = mine.children[variant % len(mine.children)]
            move = game.play(node.point, me.opponent)
            path.append(node.point)
            if number == len(answer):
                assert isinstance(move, Move)
                return self._right(reply=move)
        raise ValueError("no move to judge")

    def solution(self) -> LessonAnswer:
        colors = [self.to_play, self.to_play.opponent]
        line = tuple(Move(colors[i % 2], p) for i, p in enumerate(self.lines[0]))
        return LessonAnswer(
            points=frozenset(n.point for n in self.tree.children), line=line, text=self.explain
        )


class MarkAsk(StrEnum):
    LIBERTIES = "liberties"
    CHAIN = "chain"
    ATARI = "atari"
    CAPTURES = "captures"
    LEGAL = "legal"
    ILLEGAL = "illegal"
    EYES = "eyes"
    FALSE_EYES = "false_eyes"
    DEAD = "dead"
    TERRITORY = "territory"

    @property
    def by_chain(self) -> bool:
        """Whether one marked stone stands for its whole chain."""
        return self in (MarkAsk.ATARI, MarkAsk.DEAD)


_EMPTY_ASKS = frozenset(
    {
        MarkAsk.LIBERTIES,
        MarkAsk.CAPTURES,
        MarkAsk.LEGAL,
        MarkAsk.ILLEGAL,
        MarkAsk.EYES,
        MarkAsk.FALSE_EYES,
    }
)
"""Asks whose answer is empty points only."""
_STONE_ASKS = frozenset({MarkAsk.CHAIN, MarkAsk.ATARI, MarkAsk.DEAD})
"""Asks whose answer is stones only."""


def _listed(names: Iterable[str]) -> str:
    """``A, C, D4``: names in a steady order (letters first, then vertices)."""
    return ", ".join(sorted(names, key=lambda name: (len(name) > 1, name[0], name[1:].zfill(2))))


@dataclass(frozen=True, kw_only=True)
class MarkExercise(Exercise):
    """Mark a set of points or stones, then submit them all at once."""

    kind: ClassVar[str] = "mark"
    ask: MarkAsk
    answer: frozenset[Point]
    """Every point or stone to mark (for chain asks: every stone of those chains)."""
    target: tuple[Point, ...] = ()
    color: Color | None = None
    among: frozenset[Point] = frozenset()
    counting: Counting = Counting()
    """For ``territory``: the dead stones that come off before the count."""

    def check(self, answer: Iterable[Point]) -> Feedback:
        given = frozenset(answer)
        board = self.position.game().board
        if self.ask.by_chain:
            given = frozenset(
                s for p in given for s in (goals.chain_key(board, p) if board[p] else {p})
            )
        missing, extra = self.answer - given, given - self.answer
        if not missing and not extra:
            return self._right()

        def units(points: frozenset[Point]) -> int:
            if not self.ask.by_chain:
                return len(points)
            return len({goals.chain_key(board, p) if board[p] else frozenset({p}) for p in points})

        words: tuple[Words, ...] = (
            feedback("marks_wrong", missing=units(missing), extra=units(extra)),
        )
        if extra:
            words += self._why_extra(board, extra)
        return Feedback(False, "marks_wrong", words, missing=missing, extra=extra)

    def _why_extra(self, board: Board, extra: frozenset[Point]) -> tuple[Phrase, ...]:
        """Name the points marked wrongly, and say so where they are the wrong kind of point:
        a stone where empty points are asked, or an empty point where stones are.  Each is
        named as the board shows it: an empty point crossed, a stone tinted behind it."""
        stones = _listed(self._name(p) for p in extra if board[p] is not None)
        empty = _listed(self._name(p) for p in extra if board[p] is None)
        if self.ask in _EMPTY_ASKS and stones:
            return (feedback("lesson.marks_stone", points=stones),)
        if self.ask in _STONE_ASKS and empty:
            return (feedback("lesson.marks_empty", points=empty),)
        said: tuple[Phrase, ...] = (feedback("lesson.marks_extra", points=empty),) if empty else ()
        if stones:
            said += (feedback("lesson.marks_extra_stones", points=stones),)
        return said

    def solution(self) -> LessonAnswer:
        return LessonAnswer(points=self.answer, text=self.explain)


class CountAsk(StrEnum):
    LIBERTIES = "liberties"
    STONES = "stones"
    CHAINS = "chains"
    ATARI = "atari"
    CAPTURES = "captures"
    CAPTURE_POINTS = "capture_points"
    TERRITORY = "territory"
    SCORE = "score"
    MARGIN = "margin"


def number_text(value: float) -> str:
    """A count as the learner types it: 3, 6.5 (the key of a count's `why`)."""
    return str(int(value)) if float(value).is_integer() else str(value)


@dataclass(frozen=True, kw_only=True)
class CountExercise(Exercise):
    """Answer with a number."""

    kind: ClassVar[str] = "count"
    ask: CountAsk
    answer: float
    target: tuple[Point, ...] = ()
    color: Color | None = None
    at: Point | None = None
    counting: Counting = Counting()
    why: Mapping[str, Text] = field(default_factory=dict)
    """The lesson's own reason for a tempting wrong number, by the number (``why.18``)."""

    def check(self, answer: float | str) -> Feedback:
        value = decimal_number(str(answer))
        if value == self.answer:
            return self._right()
        if value is None:
            shown = str(answer).strip()
            return Feedback(False, "count_wrong", (feedback("count_wrong", value=shown),))
        high = value > self.answer
        key = "lesson.count_high" if high else "lesson.count_low"
        words: tuple[Words, ...] = (feedback(key, value=number_text(value)),)
        reason = self.why.get(number_text(value)) or self._part_off(abs(value - self.answer))
        direction = "high" if high else "low"
        words += (reason or feedback(f"lesson.count_why.{self.ask.value}_{direction}"),)
        return Feedback(False, "count_wrong", words)

    def _part_off(self, off: float) -> Phrase | None:
        """Where a count is made of parts (territory, prisoners, dead stones, komi) and
        the answer is off by exactly one part: name that part."""
        if self.ask not in (CountAsk.TERRITORY, CountAsk.SCORE):
            return None
        score = self.counting.score(self.position)
        side = score.black if self.color is Color.BLACK else score.white
        parts: dict[str, float] = {"territory": side.territory}
        if self.ask is CountAsk.SCORE:
            parts |= {"prisoners": side.prisoners, "dead": side.dead, "komi": side.komi}
            if self.counting.scoring is Scoring.AREA:
                parts |= {"stones": side.stones}
        else:
            parts |= {"prisoners_not": side.prisoners + side.dead}
        part = next((name for name, size in parts.items() if size and size == off), None)
        if part is None:
            return None
        return feedback(f"lesson.count_part_{part}", count=number_text(off))

    def solution(self) -> LessonAnswer:
        return LessonAnswer(value=number_text(self.answer), text=self.explain)


class ChoiceAsk(StrEnum):
    LEGAL = "legal"
    CAPTURES = "captures"
    CONNECTED = "connected"
    ATARI = "atari"
    DEAD = "dead"
    SEKI = "seki"
    WINNER = "winner"
    TEXT = "text"


@dataclass(frozen=True, kw_only=True)
class ChoiceExercise(Exercise):
    """Pick one of :attr:`choices`: yes/no, a colour, or one of the teacher's options."""

    kind: ClassVar[str] = "choice"
    ask: ChoiceAsk
    answer: str
    """The key of the right choice: ``yes``/``no``, ``black``/``white``/``draw``, or ``1``..."""
    at: Point | None = None
    target: tuple[Point, ...] = ()
    options: tuple[Text, ...] = ()
    counting: Counting = Counting()
    why: Mapping[str, Text] = field(default_factory=dict)
    """The lesson's own reason for a wrong answer, by its key (said after the engine's)."""

    @property
    def choices(self) -> tuple[tuple[str, Words], ...]:
        """The keys the UI offers, with their words, in order."""
        if self.ask is ChoiceAsk.TEXT:
            return tuple((str(n), text) for n, text in enumerate(self.options, 1))
        if self.ask is ChoiceAsk.WINNER:
            colors = (("black", Phrase("color.black")), ("white", Phrase("color.white")))
            return (*colors, ("draw", feedback("choice.draw")))
        return tuple((key, feedback(f"choice.{key}")) for key in ("yes", "no"))

    def check(self, answer: str) -> Feedback:
        if answer == self.answer:
            return self._right()
        words: tuple[Words, ...] = (feedback("choice_wrong"),)
        reason = self._reason()
        if reason is not None:
            words += (reason,)
        if answer in self.why:
            words += (self.why[answer],)
        return Feedback(False, "choice_wrong", words)

    def _reason(self) -> Words | None:
        """What the engine sees that decides the question: the refusal of an illegal move
        (or what makes a move legal), the liberties of the chain, what a move captures,
        whether stones are one chain, the count that decides who wins."""
        game = self.position.game()
        board = game.board
        if self.ask is ChoiceAsk.LEGAL and self.at is not None:
            refused = game.check(self.at, self.to_play)
            if refused is not None:
                return refusal(refused, point=self._name(self.at))
            return self._why_legal(board)
        if self.ask is ChoiceAsk.WINNER:
            return score_words(self.counting.score(self.position))
        if self.ask is ChoiceAsk.ATARI and self.target:
            count = board.liberties(self.target[0])
            key = _counted("lesson.liberties", count)
            return feedback(key, point=self._name(self.target[0]), count=count)
        if self.ask is ChoiceAsk.CAPTURES and self.at is not None:
            if not goals.legal(board, self.to_play, self.at):
                return None
            taken = len(goals.after(board, self.to_play, self.at)[1])
            key = _counted("lesson.captures", taken)
            return feedback(key, point=self._name(self.at), count=taken)
        if self.ask is ChoiceAsk.CONNECTED and self.target:
            chains = len({goals.chain_key(board, p) for p in self.target})
            return feedback(_counted("lesson.chains", chains), count=chains)
        return None

    def _why_legal(self, board: Board) -> Phrase:
        """Why a legal move may be played: it captures first, or its stone has liberties."""
        assert self.at is not None
        after, taken = goals.after(board, self.to_play, self.at)
        point = self._name(self.at)
        if taken:
            return feedback(
                _counted("lesson.legal_captures", len(taken)), point=point, count=len(taken)
            )
        liberties = after.liberties(self.at)
        return feedback(_counted("lesson.legal_liberties", liberties), point=point, count=liberties)

    def solution(self) -> LessonAnswer:
        return LessonAnswer(value=self.answer, text=self.explain)


def score_words(score: Score) -> Text:
    """Both totals and who wins by how much, in each language's own numbers."""

    def said(lang: str) -> str:
        words = catalogue(lang)

        def figure(value: float) -> str:
            text = f"{value:g}"
            return text.replace(".", ",") if lang == "nl" else text

        winner = score.winner
        if winner is None:
            outcome = words["result.draw"]
        else:
            name = words["color.black" if winner is Color.BLACK else "color.white"]
            margin = abs(score.margin)
            key = "result.wins_by_one" if margin == 1 else "result.wins_by"
            outcome = words[key].format(color=name, points=figure(margin))
        komi = score.black.komi or score.white.komi
        key = "feedback.lesson.totals" if komi else "feedback.lesson.totals_no_komi"
        return words[key].format(
            black=figure(score.black.total), white=figure(score.white.total), outcome=outcome
        )

    return Text(said("en"), said("nl"))


def _counted(key: str, count: int) -> str:
    """The sentence for ``count`` things: ``key_none`` for 0, ``key_one`` for 1, else ``key``."""
    return {0: f"{key}_none", 1: f"{key}_one"}.get(count, key)


class ExerciseAttempt:
    """One learner's try at one exercise: the board to draw, and how it went.

    ``submit`` checks an answer (a point for move and sequence exercises, a set
    of points, a number or a choice key for the others): ``judge`` gives the
    verdict and ``take`` plays it out, so that the judging can run in a thread.
    A right move is played on :attr:`game` with the opponent's reply; a wrong one is played with its
    refutation so the learner sees why, and taken back by the next ``submit``.
    ``retry`` starts over (a sequence then meets the next defence).
    """

    def __init__(self, exercise: Exercise) -> None:
        self.exercise = exercise
        self.variant = 0
        self.solved = False
        self.revealed = False
        self.mistakes = 0
        self._restart()

    def _restart(self) -> None:
        self.game = self.exercise.position.game()
        self.played: list[Point] = []
        self._steady = self.game.cursor

    @property
    def finished(self) -> bool:
        return self.solved or self.revealed

    def take_back(self) -> None:
        """Clear a wrong move and its refutation from the board (``submit`` does it too)."""
        if self.game.cursor != self._steady:
            self.game.goto(self._steady)

    def submit(self, answer: Any) -> Feedback:
        """Judge ``answer`` and take the verdict: :meth:`judge`, then :meth:`take`."""
        return self.take(answer, self.judge(answer))

    def judge(self, answer: Any) -> Feedback:
        """The verdict on ``answer``, the attempt left as it is: the search for why a move
        is wrong (bounded in positions) may run in a thread while the board is drawn."""
        exercise = self.exercise
        if isinstance(exercise, SequenceExercise):
            return exercise.check([*self.played, answer], self.variant)
        return exercise.check(answer)

    def take(self, answer: Any, feedback: Feedback) -> Feedback:
        """Play out the verdict :meth:`judge` gave on ``answer`` on the board and count it."""
        exercise = self.exercise
        self.take_back()
        if isinstance(exercise, MoveExercise | SequenceExercise) and feedback.key not in REFUSALS:
            self.game.play(answer, exercise.to_play)
            for move in (feedback.reply, *feedback.refutation):
                if move is not None:
                    self.game.play(move.point, move.color)
            if feedback.correct:
                self.played.append(answer)
        if feedback.correct:
            self._steady = self.game.cursor
            self.solved = self.solved or feedback.done
        else:
            self.mistakes += 1
        return feedback

    def retry(self) -> None:
        self.variant += 1
        self._restart()

    def again(self) -> ExerciseAttempt:
        """The attempt to go on with when the learner starts again: this one from the
        start, or after a finished one a fresh attempt that meets the next defence."""
        if not self.finished:
            self.retry()
            return self
        fresh = self.exercise.start()
        fresh.variant = self.variant + 1
        return fresh

    def reveal(self) -> LessonAnswer:
        self.revealed = True
        return self.exercise.solution()

    @property
    def hint(self) -> Text | None:
        return self.exercise.hint


@dataclass(frozen=True)
class Chapter:
    id: str
    number: int
    title: Text
    steps: tuple[Step, ...]
    intro: Text | None = None
    path: Path | None = None
    line: int = 0

    @property
    def exercises(self) -> tuple[Exercise, ...]:
        return tuple(s for s in self.steps if isinstance(s, Exercise))

    def index(self, step_id: str) -> int:
        """The position of a step, by id (progress stores ids, not numbers)."""
        return next(i for i, s in enumerate(self.steps) if s.id == step_id)
