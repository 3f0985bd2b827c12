"""Read lesson files (TOML, see ``lessons/FORMAT.md``) into the lesson model.

Reading checks the form: fields, texts in both languages, diagrams, points, and
that setup moves are legal. Proving the answers is the checker's job. Every
problem names the file and the line of the step (or field) it is about:
``tomllib`` gives no positions, so a small :class:`SourceMap` finds them.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from go_tui.engine import (
    COLUMNS,
    Color,
    CoordError,
    Game,
    Move,
    Point,
    Refused,
    Scoring,
    decimal_number,
    from_vertex,
    whole_number,
)
from go_tui.engine.claims import Claim, parse_claim
from go_tui.engine.goals import LessonGoal
from go_tui.engine.player import MAX_LEVEL, MIN_LEVEL
from go_tui.learn.model import (
    Chapter,
    ChoiceAsk,
    ChoiceExercise,
    CountAsk,
    CountExercise,
    Counting,
    Diagram,
    Exercise,
    Explanation,
    GameOpponent,
    GameStep,
    MarkAsk,
    MarkExercise,
    MoveExercise,
    Position,
    SequenceExercise,
    Step,
    WrongMove,
    build_tree,
    number_text,
)
from go_tui.storage import read_file
from go_tui.words import Text

NEW_GAME_KOMI = 6.5
"""The komi of a whole game a ``new_game`` step opens, unless it says otherwise."""


def lesson_files(path: Path) -> list[Path]:
    """A lesson file, or the ``*.toml`` files of a folder in name order."""
    return [path] if path.is_file() else sorted(path.glob("*.toml"))


@dataclass(frozen=True)
class LessonFault:
    """Something wrong in a lesson file, where it is, and why."""

    path: Path
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


class Bad(Exception):
    """One problem in the step being read; ``field`` places it on a line."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


_HEADER = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.-]+)\s*\]\]?\s*(#.*)?$")


class SourceMap:
    """Line numbers of the tables and keys of a TOML text, found by reading it."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.code: list[int] = []  # numbers of the lines outside multi-line strings
        self.headers: list[tuple[int, str]] = []
        inside = None
        for number, line in enumerate(self.lines, 1):
            if inside is None:
                self.code.append(number)
                match = _HEADER.match(line)
                if match:
                    self.headers.append((number, match.group(2)))
            for quote in ('"""', "'''"):
                if line.count(quote) % 2 and inside in (None, quote):
                    inside = quote if inside is None else None
        self.steps = [n for n, name in self.headers if name == "step"]

    def _block(self, table: str, index: int) -> tuple[int, int]:
        starts = self.steps if table == "step" else [n for n, t in self.headers if t == table]
        if index >= len(starts):
            return 1, len(self.lines) + 1
        start = starts[index]
        following = [n for n, name in self.headers if n > start and not name.startswith("step.")]
        return start, following[0] if following else len(self.lines) + 1

    def line(self, table: str, index: int = 0, key: str | None = None) -> int:
        """The line of ``key`` in the ``index``-th ``table`` (``step`` or ``chapter``)."""
        start, end = self._block(table, index)
        if key is None:
            return start
        if key.startswith("wrong."):
            wrongs = [n for n, name in self.headers if start < n < end and name == "step.wrong"]
            number = int(key.split(".")[1])
            return wrongs[number] if number < len(wrongs) else start
        pattern = re.compile(rf"^\s*{re.escape(key)}\s*[=.]")
        for number in self.code:
            if start < number < end and pattern.match(self.lines[number - 1]):
                return number
        for number, name in self.headers:
            if start < number < end and name.startswith(f"{table}.{key}"):
                return number
        return start


# ---- values ----------------------------------------------------------------------

_LABEL_CHARS = set("abcdefghijklmnpqrstuvwyz")
_STONE_CHARS = {"X": Color.BLACK, "B": Color.BLACK, "O": Color.WHITE, "W": Color.WHITE}
"""A stone, and for ``B`` and ``W`` a marked one."""
_ROW = re.compile(r"([0-9]+)?\s*(.*?)\s*([0-9]+)?")
"""A diagram row: its number may stand on either side of the points."""
_ID = re.compile(r"[a-z0-9][a-z0-9-]*")


def parse_text(raw: Any, key: str) -> Text:
    if not isinstance(raw, dict):
        raise Bad(f"{key} must be a table with en and nl", key)
    unknown = set(raw) - {"en", "nl"}
    if unknown:
        raise Bad(f"{key} has unknown language {sorted(unknown)[0]!r} (use en and nl)", key)
    for lang in ("en", "nl"):
        value = raw.get(lang)
        if not isinstance(value, str) or not value.strip():
            raise Bad(f"{key}.{lang} is missing or empty", key)
    return Text(raw["en"].strip(), raw["nl"].strip())


def parse_diagram(raw: Any) -> Diagram:
    """Read a board diagram; see the table in FORMAT.md."""
    if not isinstance(raw, str):
        raise Bad("board must be a text diagram", "board")
    rows = _diagram_rows(raw)
    size = len(rows)
    stones: dict[Point, Color] = {}
    marks: set[Point] = set()
    labels: dict[Point, str] = {}
    for r, row in enumerate(rows):
        for c, char in enumerate(_row_points(row, r, size)):
            point = (r, c)
            if char in _STONE_CHARS:
                stones[point] = _STONE_CHARS[char]
            elif char in _LABEL_CHARS:
                if char.upper() in labels.values():
                    raise Bad(f"board uses the letter {char} twice", "board")
                labels[point] = char.upper()
            elif char not in ".*":
                raise Bad(f"board row {r + 1} has {char!r}; use X O . B W * or a-z", "board")
            if char in "BW*":
                marks.add(point)
    diagram = Diagram(size, stones, frozenset(marks), labels)
    for color, chain, liberties in diagram.board().chains():
        if not liberties:
            where = diagram.name(chain[0])
            raise Bad(f"board: the {color.name.lower()} chain at {where} has no liberties", "board")
    return diagram


def _diagram_rows(raw: str) -> list[str]:
    """The rows of points of a diagram; a first line of column letters is checked and dropped."""
    rows = [line.strip() for line in raw.splitlines() if line.strip()]
    header = None
    if rows and COLUMNS.startswith(rows[0].replace(" ", "")):
        header = rows.pop(0).replace(" ", "")
    size = len(rows)
    if not 2 <= size <= 19:
        raise Bad(f"board has {size} rows; it must have 2 to 19", "board")
    if header is not None and header != COLUMNS[:size]:
        raise Bad(f"board column letters should be {COLUMNS[:size]}", "board")
    return rows


def _row_points(row: str, r: int, size: int) -> str:
    """The points of row ``r`` (from the top), its row numbers on either side checked."""
    match = _ROW.fullmatch(row)
    assert match is not None
    numbers, cells = [n for n in (match.group(1), match.group(3)) if n], match.group(2)
    cells = cells.replace(" ", "")
    if any(whole_number(n) != size - r for n in numbers):
        raise Bad(f"board row {r + 1} is numbered {numbers[0]}, expected {size - r}", "board")
    if len(cells) != size:
        raise Bad(f"board row {r + 1} has {len(cells)} points, expected {size}", "board")
    return cells


def parse_point(raw: Any, diagram: Diagram, key: str) -> Point:
    """A vertex (``C3``) or a letter of the diagram (``a``)."""
    if not isinstance(raw, str) or not raw.strip():
        raise Bad(f"{key}: expected a point like C3 or a letter, got {raw!r}", key)
    token = raw.strip()
    if len(token) == 1 and token.isalpha():
        found = [p for p, label in diagram.labels.items() if label == token.upper()]
        if not found:
            raise Bad(f"{key}: the diagram has no letter {token}", key)
        return found[0]
    try:
        point = from_vertex(token, diagram.size)
    except CoordError as error:
        raise Bad(f"{key}: {error}", key) from error
    if point is None:
        raise Bad(f"{key}: a pass is not a point", key)
    return point


def parse_points(raw: Any, diagram: Diagram, key: str, *, moves: bool = False) -> tuple[Point, ...]:
    """One point, several separated by spaces, or a list of them; order kept.

    A set of points names each once; a line of ``moves`` may come back to a point
    (a snapback or a ko retakes where a stone was captured), the engine judges it.
    """
    items = raw.replace(",", " ").split() if isinstance(raw, str) else raw
    if not isinstance(items, list):
        raise Bad(f"{key}: expected points, got {raw!r}", key)
    points = tuple(parse_point(item, diagram, key) for item in items)
    if not moves and len(set(points)) != len(points):
        raise Bad(f"{key} names the same point twice", key)
    return points


def parse_color(raw: Any, key: str) -> Color:
    try:
        return Color.parse(str(raw))
    except ValueError as error:
        raise Bad(f"{key} must be black or white, not {raw!r}", key) from error


def parse_moves(raw: Any, diagram: Diagram, key: str) -> tuple[Move, ...]:
    """``["B C3", "W pass"]``: moves with their colours."""
    if not isinstance(raw, list):
        raise Bad(f'{key} must be a list like ["B C3", "W D4"]', key)
    moves = []
    for item in raw:
        parts = item.split() if isinstance(item, str) else []
        if len(parts) != 2:
            raise Bad(f'{key}: {item!r} should be a colour and a point, like "B C3"', key)
        color = parse_color(parts[0], key)
        point = None if parts[1].lower() == "pass" else parse_point(parts[1], diagram, key)
        moves.append(Move(color, point))
    return tuple(moves)


def _number(raw: Any, key: str, low: float | None = None) -> float:
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        raise Bad(f"{key} must be a number, not {raw!r}", key)
    if low is not None and raw < low:
        raise Bad(f"{key} must be at least {low:g}", key)
    return float(raw)


def _integer(raw: Any, key: str, low: int, high: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
        raise Bad(f"{key} must be a whole number from {low} to {high}, not {raw!r}", key)
    return raw


E = TypeVar("E")


def _enum(kind: Callable[[str], E], raw: Any, key: str, names: list[str]) -> E:
    try:
        return kind(raw)
    except ValueError as error:
        raise Bad(f"{key} must be one of {', '.join(names)}, not {raw!r}", key) from error


# ---- steps -----------------------------------------------------------------------

_COMMON = {"id", "kind", "title", "text", "board", "moves", "to_play", "prisoners", "claims"}
_EXERCISE = _COMMON | {"hint", "explain"}
_COUNTING = {"dead", "komi", "scoring"}
FIELDS: dict[str, set[str]] = {
    "text": _COMMON | {"demo"},
    "game": {
        "id",
        "kind",
        "title",
        "text",
        "board",
        "capture_goal",
        "size",
        "komi",
        "opponent",
        "level",
        "new_game",
    },
    "move": _EXERCISE | {"goal", "answer", "target", "captures", "wrong"},
    "sequence": _EXERCISE | {"goal", "target", "lines", "wrong"},
    "mark": _EXERCISE | {"ask", "answer", "target", "color", "among", "dead"},
    "count": _EXERCISE | _COUNTING | {"ask", "answer", "target", "color", "at", "why"},
    "choice": _EXERCISE | _COUNTING | {"ask", "answer", "at", "target", "options", "why"},
}
_WRONG_FIELDS = {"at", "after", "reply", "text"}

# What each ask needs besides the position: a target chain, a point, a colour.
_NEEDS: dict[str, dict[str, str]] = {
    "mark": {"liberties": "target", "chain": "target", "territory": "color"},
    "count": {
        "liberties": "target",
        "stones": "target",
        "captures": "at",
        "territory": "color",
        "score": "color",
    },
    "choice": {
        "legal": "at",
        "captures": "at",
        "connected": "target",
        "atari": "target",
        "dead": "target",
        "seki": "target",
        "text": "options",
    },
}


def _play_all(game: Game, moves: tuple[Move, ...], key: str) -> None:
    for number, move in enumerate(moves, 1):
        played = game.play(move.point, move.color)
        if isinstance(played, Refused):
            raise Bad(f"{key}: move {number} is not legal ({played.reason.value})", key)


class _StepReader:
    """Reads one ``[[step]]`` table; raises :class:`Bad` at the first problem."""

    def __init__(self, raw: dict[str, Any], lines: dict[str, int]) -> None:
        self.raw = raw
        self.lines = lines
        self.diagram: Diagram | None = None

    def get(self, key: str, default: Any = None) -> Any:
        return self.raw.get(key, default)

    def text(self, key: str) -> Text | None:
        return parse_text(self.raw[key], key) if key in self.raw else None

    def points(self, key: str) -> tuple[Point, ...]:
        assert self.diagram is not None
        return parse_points(self.raw[key], self.diagram, key) if key in self.raw else ()

    def point(self, key: str) -> Point | None:
        assert self.diagram is not None
        return parse_point(self.raw[key], self.diagram, key) if key in self.raw else None

    def read(self, line: int) -> Step:
        kind = self.get("kind")
        if not isinstance(kind, str) or kind not in FIELDS:
            raise Bad(f"kind must be one of {', '.join(FIELDS)}, not {kind!r}", "kind")
        unknown = sorted(set(self.raw) - FIELDS[kind])
        if unknown:
            raise Bad(f"unknown field {unknown[0]!r} for a {kind} step", unknown[0])
        step_id = self.get("id")
        if not isinstance(step_id, str) or not _ID.fullmatch(step_id):
            raise Bad("id must be lower-case letters, digits and dashes", "id")
        text = self.text("text")
        if text is None:
            raise Bad("text is missing", "text")
        common: dict[str, Any] = {
            "id": step_id,
            "text": text,
            "title": self.text("title"),
            "line": line,
            "field_lines": self.lines,
        }
        if kind == "game":
            return self._game(common)
        position = self._position()
        common["claims"] = self._claims()
        if kind == "text":
            demo = self._demo(position) if "demo" in self.raw else ()
            return Explanation(position=position, demo=demo, **common)
        if position is None:
            raise Bad(f"a {kind} exercise needs a board", "kind")
        for key, value in _NEEDS.get(kind, {}).items():
            if self.get("ask") == key and value not in self.raw:
                raise Bad(f"ask = {key!r} needs {value}", "ask")
        common |= {"position": position, "hint": self.text("hint"), "explain": self.text("explain")}
        readers: dict[str, Callable[[dict[str, Any]], Exercise]] = {
            "move": self._move,
            "sequence": self._sequence,
            "mark": self._mark,
            "count": self._count,
            "choice": self._choice,
        }
        return readers[kind](common)

    def _position(self) -> Position | None:
        if "board" not in self.raw:
            for key in ("moves", "to_play", "prisoners"):
                if key in self.raw:
                    raise Bad(f"{key} needs a board", key)
            return None
        self.diagram = parse_diagram(self.raw["board"])
        moves = parse_moves(self.raw["moves"], self.diagram, "moves") if "moves" in self.raw else ()
        default = moves[-1].color.opponent if moves else Color.BLACK
        to_play = parse_color(self.raw["to_play"], "to_play") if "to_play" in self.raw else default
        prisoners = self.get("prisoners", [0, 0])
        if not (
            isinstance(prisoners, list)
            and len(prisoners) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in prisoners)
        ):
            raise Bad("prisoners must be [by_black, by_white], two whole numbers", "prisoners")
        position = Position(self.diagram, to_play, (), (prisoners[0], prisoners[1]))
        _play_all(position.game(), moves, "moves")
        return Position(self.diagram, to_play, moves, position.prisoners)

    def _claims(self) -> tuple[Claim, ...]:
        """The step's ``claims``, read against its diagram (checked by ``lessons check``)."""
        if "claims" not in self.raw:
            return ()
        raw = self.raw["claims"]
        if self.diagram is None:
            raise Bad("claims need a board", "claims")
        if not isinstance(raw, list) or not all(isinstance(c, str) for c in raw):
            raise Bad('claims must be a list like ["atari D4", "liberties C3 = 2"]', "claims")
        diagram = self.diagram

        def point(name: str) -> Point:
            return parse_point(name, diagram, "claims")

        try:
            return tuple(parse_claim(c, point) for c in raw)
        except ValueError as error:
            raise Bad(str(error), "claims") from None

    def _demo(self, position: Position | None) -> tuple[Move, ...]:
        if position is None:
            raise Bad("demo needs a board", "demo")
        demo = parse_moves(self.raw["demo"], position.diagram, "demo")
        _play_all(position.game(), demo, "demo")
        return demo

    def _game(self, common: dict[str, Any]) -> GameStep:
        goal = _integer(self.get("capture_goal", 0), "capture_goal", 0, 361)
        if goal and "komi" in self.raw:
            raise Bad("komi is only for a territory game (no capture_goal)", "komi")
        new_game = self.get("new_game", False)
        if not isinstance(new_game, bool):
            raise Bad(f"new_game must be true or false, not {new_game!r}", "new_game")
        if new_game:
            for key in ("capture_goal", "board"):
                if key in self.raw:
                    raise Bad(f"a new_game step opens a whole game: it has no {key}", key)
        komi = _number(self.get("komi", NEW_GAME_KOMI if new_game else 0), "komi")
        names = [o.value for o in GameOpponent]
        opponent = _enum(GameOpponent, self.get("opponent", "friend"), "opponent", names)
        level = 0
        if opponent is GameOpponent.COMPUTER:
            if "level" not in self.raw:
                levels = f"{MIN_LEVEL} to {MAX_LEVEL}"
                raise Bad(
                    f"opponent = 'computer' needs the computer's level ({levels})", "opponent"
                )
            level = _integer(self.get("level"), "level", MIN_LEVEL, MAX_LEVEL)
        elif "level" in self.raw:
            raise Bad("level is only for opponent = 'computer'", "level")
        if new_game and opponent is not GameOpponent.COMPUTER:
            raise Bad(
                "a new_game step needs opponent = 'computer' (it offers a friend too)", "new_game"
            )
        position = self._position()
        size = _integer(self.get("size", 9), "size", 5, 19)
        return GameStep(
            capture_goal=goal,
            size=size,
            komi=komi,
            opponent=opponent,
            level=level,
            new_game=new_game,
            position=position,
            **common,
        )

    def _goal(self) -> LessonGoal:
        goal = _enum(LessonGoal, self.get("goal"), "goal", [g.value for g in LessonGoal])
        target = self.points("target")
        if goal not in (LessonGoal.CAPTURE, LessonGoal.ATARI) and not target:
            raise Bad(f"goal = {goal.value!r} needs a target", "goal")
        if goal is LessonGoal.CONNECT and len(target) < 2:
            raise Bad("goal = 'connect' needs two or more target stones", "target")
        return goal

    def _wrong(self, sequence: bool) -> tuple[WrongMove, ...]:
        assert self.diagram is not None
        raw = self.get("wrong", [])
        if not isinstance(raw, list) or not all(isinstance(entry, dict) for entry in raw):
            raise Bad("wrong must be [[step.wrong]] tables", "wrong")
        entries = []
        for number, entry in enumerate(raw):
            key = f"wrong.{number}"
            unknown = sorted(set(entry) - _WRONG_FIELDS)
            if unknown:
                raise Bad(f"unknown field {unknown[0]!r} in [[step.wrong]]", key)
            if "after" in entry and not sequence:
                raise Bad("after is only for sequence steps", key)
            try:
                at = parse_points(entry.get("at", ""), self.diagram, "at")
                after = parse_points(entry.get("after", ""), self.diagram, "after", moves=True)
                reply = parse_points(entry.get("reply", ""), self.diagram, "reply", moves=True)
                text = parse_text(entry.get("text"), "text")
            except Bad as bad:
                raise Bad(str(bad), key) from bad
            if not at:
                raise Bad("[[step.wrong]] needs at", key)
            line = self.lines.get(key, 0)
            entries.append(
                WrongMove(at=frozenset(at), text=text, after=after, reply=reply, line=line)
            )
        return tuple(entries)

    def _move(self, common: dict[str, Any]) -> MoveExercise:
        goal = self._goal()
        answers = self.points("answer")
        if not answers:
            raise Bad("answer is missing", "answer")
        captures = self.get("captures")
        if captures is not None:
            if goal is not LessonGoal.CAPTURE:
                raise Bad("captures is only for goal = 'capture'", "captures")
            captures = _integer(captures, "captures", 1, 361)
        return MoveExercise(
            goal=goal,
            answers=frozenset(answers),
            target=self.points("target"),
            captures=captures,
            wrong=self._wrong(sequence=False),
            **common,
        )

    def _sequence(self, common: dict[str, Any]) -> SequenceExercise:
        goal = self._goal()
        assert self.diagram is not None
        raw = self.get("lines")
        if not isinstance(raw, list) or not raw:
            raise Bad("lines must be a list of strings of moves", "lines")
        lines = tuple(parse_points(line, self.diagram, "lines", moves=True) for line in raw)
        for number, line in enumerate(lines, 1):
            if len(line) % 2 == 0:
                raise Bad(f"line {number} must end with the learner's move (odd length)", "lines")
            for other in lines[: number - 1]:
                if line[: len(other)] == other or other[: len(line)] == line:
                    raise Bad(f"line {number} repeats or continues an earlier line", "lines")
        wrong = self._wrong(sequence=True)
        tree = build_tree(lines)
        for number, entry in enumerate(wrong):
            node = tree
            for point in entry.after:
                child = node.child(point)
                if child is None:
                    raise Bad("after is not a path of the lines", f"wrong.{number}")
                node = child
            if len(entry.after) % 2:
                raise Bad("after must end with an opponent move", f"wrong.{number}")
        return SequenceExercise(
            goal=goal, lines=lines, target=self.points("target"), wrong=wrong, **common
        )

    def _mark(self, common: dict[str, Any]) -> MarkExercise:
        ask = _enum(MarkAsk, self.get("ask"), "ask", [a.value for a in MarkAsk])
        if "answer" not in self.raw:
            raise Bad("answer is missing", "answer")
        answer = self.points("answer")
        if ask.by_chain:
            board = common["position"].game().board
            if any(board[p] is None for p in answer):
                raise Bad(f"ask = {ask.value!r}: every answer point must be a stone", "answer")
            answer = tuple({s for p in answer for s in board.chain_at(p)[0]})
        color = parse_color(self.get("color"), "color") if "color" in self.raw else None
        if "dead" in self.raw and ask is not MarkAsk.TERRITORY:
            raise Bad("dead is only for ask = 'territory'", "dead")
        return MarkExercise(
            ask=ask,
            answer=frozenset(answer),
            target=self.points("target"),
            color=color,
            among=frozenset(self.points("among")),
            counting=self._counting(common["position"]),
            **common,
        )

    def _counting(self, position: Position) -> Counting:
        board = position.game().board
        if any(board[p] is None for p in self.points("dead")):
            raise Bad("every dead point must be a stone", "dead")
        return Counting(
            dead=frozenset(s for p in self.points("dead") for s in board.chain_at(p)[0]),
            komi=_number(self.get("komi", 0), "komi"),
            scoring=_enum(
                Scoring, self.get("scoring", "territory"), "scoring", ["territory", "area"]
            ),
        )

    def _count(self, common: dict[str, Any]) -> CountExercise:
        ask = _enum(CountAsk, self.get("ask"), "ask", [a.value for a in CountAsk])
        if "answer" not in self.raw:
            raise Bad("answer is missing", "answer")
        color = parse_color(self.get("color"), "color") if "color" in self.raw else None
        answer = _number(self.get("answer"), "answer", 0)
        return CountExercise(
            ask=ask,
            answer=answer,
            target=self.points("target"),
            color=color,
            at=self.point("at"),
            counting=self._counting(common["position"]),
            why=self._count_why(answer),
            **common,
        )

    def _count_why(self, answer: float) -> dict[str, Text]:
        """The lesson's reason for each wrong number it explains (``why.18``)."""
        raw = self.raw.get("why", {})
        if not isinstance(raw, dict):
            raise Bad("why must be a table of wrong numbers", "why")
        why: dict[str, Text] = {}
        for key, text in raw.items():
            value = decimal_number(str(key))
            if value is None or value < 0 or value == answer:
                raise Bad(
                    f"why.{key} is no wrong number (the answer is {number_text(answer)})", "why"
                )
            why[number_text(value)] = parse_text(text, f"why.{key}")
        return why

    def _why(self, keys: list[str], answer: str) -> dict[str, Text]:
        """The lesson's reason for each wrong answer it explains (``why.2``, ``why.no``)."""
        raw = self.raw.get("why", {})
        if not isinstance(raw, dict):
            raise Bad("why must be a table of wrong answers", "why")
        for key in raw:
            if key not in keys or key == answer:
                wrong = ", ".join(k for k in keys if k != answer)
                raise Bad(f"why.{key} is no wrong answer (the wrong ones: {wrong})", "why")
        return {str(key): parse_text(text, f"why.{key}") for key, text in raw.items()}

    def _choice(self, common: dict[str, Any]) -> ChoiceExercise:
        ask = _enum(ChoiceAsk, self.get("ask"), "ask", [a.value for a in ChoiceAsk])
        answer = self.get("answer")
        options: tuple[Text, ...] = ()
        if ask is ChoiceAsk.TEXT:
            raw = self.get("options")
            if not isinstance(raw, list) or len(raw) < 2:
                raise Bad("options must list two or more texts", "options")
            options = tuple(parse_text(option, "options") for option in raw)
            answer = str(_integer(answer, "answer", 1, len(options)))
        else:
            keys = ["black", "white", "draw"] if ask is ChoiceAsk.WINNER else ["yes", "no"]
            if answer not in keys:
                raise Bad(f"answer must be {' or '.join(keys)}, not {answer!r}", "answer")
        if "options" in self.raw and ask is not ChoiceAsk.TEXT:
            raise Bad("options are only for ask = 'text'", "options")
        keys = [str(n) for n in range(1, len(options) + 1)] if options else keys
        return ChoiceExercise(
            ask=ask,
            answer=answer,
            at=self.point("at"),
            target=self.points("target"),
            options=options,
            why=self._why(keys, answer),
            counting=self._counting(common["position"]),
            **common,
        )


def _toml(text: str) -> dict[str, Any] | LessonFault:
    """The TOML data, or the fault that stops it being read (its path left to fill in)."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        return LessonFault(Path(), int(found.group(1)) if found else 0, f"TOML: {error}")
    except RecursionError:
        return LessonFault(Path(), 0, "TOML: nested deeper than a lesson ever is")


def read_chapter(path: Path) -> tuple[Chapter | None, list[LessonFault]]:
    """Read one lesson file: the chapter (None if it cannot be used) and its problems."""
    try:
        source_text = read_file(path).decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return None, [LessonFault(path, 0, f"cannot read: {error}")]
    data = _toml(source_text)
    if isinstance(data, LessonFault):
        return None, [replace(data, path=path)]
    source = SourceMap(source_text)
    problems: list[LessonFault] = []

    def bad(table: str, index: int, error: Bad) -> None:
        problems.append(LessonFault(path, source.line(table, index, error.field), str(error)))

    unknown = sorted(set(data) - {"chapter", "step"})
    for key in unknown:
        problems.append(
            LessonFault(path, 1, f"unknown top-level key {key!r} (use [chapter], [[step]])")
        )
    head: dict[str, Any] = {}
    try:
        head = _chapter_head(data.get("chapter"))
    except Bad as error:
        bad("chapter", 0, error)
    raw_steps = data.get("step", [])
    if not isinstance(raw_steps, list) or not all(isinstance(raw, dict) for raw in raw_steps):
        problems.append(LessonFault(path, 1, "step must be [[step]] tables"))
        return None, problems
    steps: list[Step] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_steps):
        lines = {key: source.line("step", index, key) for key in raw}
        wrongs = raw.get("wrong") if isinstance(raw.get("wrong"), list) else []
        lines |= {
            f"wrong.{n}": source.line("step", index, f"wrong.{n}") for n in range(len(wrongs))
        }
        try:
            step = _StepReader(raw, lines).read(source.line("step", index))
        except Bad as error:
            bad("step", index, error)
            continue
        if step.id in seen:
            bad("step", index, Bad(f"id {step.id!r} is used twice in this chapter", "id"))
        seen.add(step.id)
        steps.append(step)
    if not raw_steps:
        problems.append(LessonFault(path, 1, "no [[step]] tables"))
    if problems:
        return None, problems
    chapter = Chapter(steps=tuple(steps), path=path, line=source.line("chapter"), **head)
    return chapter, []


def _chapter_head(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise Bad("the [chapter] table is missing")
    unknown = sorted(set(raw) - {"id", "number", "title", "intro"})
    if unknown:
        raise Bad(f"unknown field {unknown[0]!r} in [chapter]", unknown[0])
    chapter_id = raw.get("id")
    if not isinstance(chapter_id, str) or not _ID.fullmatch(chapter_id):
        raise Bad("chapter id must be lower-case letters, digits and dashes", "id")
    return {
        "id": chapter_id,
        "number": _integer(raw.get("number"), "number", 1, 999),
        "title": parse_text(raw.get("title"), "title"),
        "intro": parse_text(raw["intro"], "intro") if "intro" in raw else None,
    }
