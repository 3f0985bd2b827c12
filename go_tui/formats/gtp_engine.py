"""A GTP v2 engine over stdin/stdout that drives the rules engine.

GoGui, Sabaki, gomill and regression scripts talk to ``go-tui gtp`` as they
talk to GNU Go 3.8, so the answers copy GNU Go's: the same words in error
messages (``? illegal move``, ``? invalid color or coordinate``), the same
``showboard`` picture, vertices listed in board order (top row first, left to
right), trailing arguments ignored, and numbers and vertices read as C's
``sscanf`` reads them (``boardsize 9x`` is 9, ``d4x`` is D4).

The state is one :class:`Game` played with ``free_order``: GTP lets either
colour move at any time.  Handicap stones are setup stones, not moves, so
``undo`` cannot take them back (the specification says so).

Where the answers differ from GNU Go 3.8, on purpose:

* ``name``, ``version`` and ``list_commands`` are ours; sizes run 2 to 25, not 1 to 19.
* ``genmove`` and ``reg_genmove`` are there only with a level (``go-tui gtp --level N``):
  the built-in player (:mod:`go_tui.engine.player`) at that level, and ``name`` then
  says it (``go-tui (level 3)``).  Without one this is a rules engine for referees and
  regression suites, as before.  A search the safety clock cut short says so on stderr.
* In capture go (``--capture-goal K``) ``genmove`` after a side has taken K stones is
  refused (``? game is over``), and with no legal move it answers ``pass`` and plays
  nothing (the rules there forbid a pass).
* A failed ``set_free_handicap`` changes nothing (GNU Go keeps the stones
  before a bad vertex), and it may not fill the board (the specification's limit).
* A pass lifts the ko ban, as the engine's simple ko has it; GNU Go keeps it.
* ``printsgf`` writes the record, setup and moves, so ``loadsgf`` gets the
  history back (GNU Go writes the position as setup); an unwritable file is
  an error, not a note on stderr.
* ``final_score`` and ``final_status_list`` judge dead stones with
  :mod:`go_tui.engine.life`, not GNU Go's reading: unclear positions can differ.
* A line over :data:`MAX_LINE` bytes is refused, not cut into several commands.
* ``loadsgf`` refuses a cut-off file (GNU Go plays what it read), and stops
  the main line before stones set up after the first move, as the SGF reader does.
"""

from __future__ import annotations

import math
import os
import re
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import BinaryIO

from go_tui import __version__
from go_tui.engine import (
    COLUMNS,
    JAPANESE,
    MAX_SIZE,
    MIN_SIZE,
    Color,
    Game,
    Move,
    Point,
    Rules,
    from_vertex,
    handicap_points,
    to_vertex,
    whole_number,
)
from go_tui.engine.count import Count
from go_tui.engine.life import unconditional_status
from go_tui.engine.partner import Partner
from go_tui.engine.player import LEVELS, KeptTree, choose_move
from go_tui.formats.sgf import SgfGame, dump_sgf, load_sgf
from go_tui.storage import read_file, write_atomic

DEFAULT_SIZE = 19
DEFAULT_KOMI = 0.0
"""GNU Go 3.8 in GTP mode starts with no komi; controllers send ``komi``."""

MAX_LINE = 1 << 16
"""Longer command lines are refused whole: running a cut-off command (half a
``set_free_handicap`` list) would do something nobody asked for."""

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# ASCII digits only: Python's \d and int() also take other scripts' digits.
_ID = re.compile(r"([0-9]+)(.*)", re.DOTALL)
_INT = re.compile(r"[+-]?[0-9]+")
_FLOAT = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_VERTEX = re.compile(r"[A-Za-z][0-9]+")


class CommandFailed(Exception):
    """A command that cannot be carried out; the message follows the ``?``."""


def preprocess(line: str) -> str:
    """Clean one input line as GTP v2 section 2 says: controls, comment, tabs."""
    text = _CONTROL.sub("", line).split("#", 1)[0]
    return text.replace("\t", " ").strip()


def split_id(text: str) -> tuple[str, str]:
    """The command id (digits, echoed as a number like GNU Go: ``007`` -> ``7``) and the rest."""
    match = _ID.match(text)
    if match is None:
        return "", text
    return match.group(1).lstrip("0") or "0", match.group(2).strip()


def answer(ident: str, text: str, ok: bool = True) -> str:
    """A full response; blank lines inside would end it early, so none survive."""
    body = re.sub(r"\n{2,}", "\n", text)
    return f"{'=' if ok else '?'}{ident} {body}\n\n"


def _leading_int(args: list[str], message: str) -> int:
    match = _INT.match(args[0]) if args else None
    number = None if match is None else whole_number(match.group())
    if number is None:
        raise CommandFailed(message)
    return number


def parse_vertex(word: str, size: int) -> Point | None:
    """A vertex or ``pass``; as in GNU Go, anything after the row number is ignored (``d4x``)."""
    match = _VERTEX.match(word)
    return from_vertex(match.group() if match else word, size)


def _color(word: str, message: str) -> Color:
    try:
        return Color.parse(word)
    except ValueError:
        raise CommandFailed(message) from None


@cache
def hoshi(size: int) -> frozenset[Point]:
    """The points GNU Go's ``showboard`` marks ``+`` (not quite our star points)."""
    if size in (2, 4):
        return frozenset()
    near = 1 if size < 6 else 2 if size <= 11 else 3
    lines = (near, size - 1 - near)
    points = {(row, col) for row in lines for col in lines}
    if size % 2:
        mid = size // 2
        points.add((mid, mid))
        if size >= 13:
            points |= {(near, mid), (lines[1], mid), (mid, near), (mid, lines[1])}
    return frozenset(points)


class GtpEngine:
    """One GTP session: board size, komi, and the game the commands act on."""

    def __init__(self, rules: Rules, level: int | None = None, seed: int = 0) -> None:
        if level is not None and level not in LEVELS:
            raise ValueError(f"{level} is no level: give a level from 1 to 10")
        self.rules = rules
        self.level = level
        """The built-in player's level for ``genmove``; None: no ``genmove``."""
        self.seed = seed
        self.tree = KeptTree()
        """The search tree kept between genmoves of one game (tree reuse)."""
        self.partner = Partner()
        """The process that searches a level's second lane on the other core."""
        self.size = DEFAULT_SIZE
        self.komi = DEFAULT_KOMI
        self.game = self._new_game()
        self.done = False
        self._last_file: tuple[tuple[str, int, int], SgfGame] | None = None
        """The file ``loadsgf`` read last: regression suites load one file many times."""
        self.commands: dict[str, Callable[[list[str]], str]] = {
            "boardsize": self.boardsize,
            "captures": self.captures,
            "clear_board": self.clear_board,
            "countlib": self.countlib,
            "final_score": self.final_score,
            "final_status_list": self.final_status_list,
            "fixed_handicap": self.fixed_handicap,
            "is_legal": self.is_legal,
            "known_command": self.known_command,
            "komi": self.set_komi,
            "list_commands": self.list_commands,
            "list_stones": self.list_stones,
            "loadsgf": self.loadsgf,
            "name": lambda args: "go-tui",
            "play": self.play,
            "printsgf": self.printsgf,
            "protocol_version": lambda args: "2",
            "quit": self.quit,
            "set_free_handicap": self.set_free_handicap,
            "showboard": self.showboard,
            "unconditional_status": self.unconditional_status,
            "undo": self.undo,
            "version": lambda args: __version__,
        }
        if level is not None:
            self.commands["genmove"] = self.genmove
            self.commands["reg_genmove"] = self.reg_genmove
            self.commands["name"] = lambda args: f"go-tui (level {level})"

    # ---- the protocol ------------------------------------------------------
    def respond(self, line: str) -> str | None:
        """The response to one input line, or ``None`` for a line with no command."""
        ident, rest = split_id(preprocess(line))
        words = rest.split()
        if not words:
            return None
        handler = self.commands.get(words[0])
        if handler is None:
            return answer(ident, "unknown command", ok=False)
        try:
            return answer(ident, handler(words[1:]))
        except CommandFailed as failure:
            return answer(ident, str(failure), ok=False)
        except Exception as error:  # a bug must cost one answer, never the session
            return answer(ident, f"internal error: {type(error).__name__}: {error}", ok=False)

    # ---- helpers -----------------------------------------------------------
    def _new_game(self, handicap: int = 0, setup: dict[Point, Color] | None = None) -> Game:
        return Game(
            size=self.size,
            komi=self.komi,
            handicap=handicap,
            rules=self.rules,
            setup=setup or {},
            free_order=True,
        )

    def _point(self, args: list[str]) -> Point:
        """A vertex on the board (not ``pass``), as countlib and friends want it."""
        try:
            point = parse_vertex(args[0], self.size) if args else None
        except ValueError:
            point = None
        if point is None:
            raise CommandFailed("invalid coordinate")
        return point

    def _vertices(self, points: list[Point]) -> str:
        return " ".join(to_vertex(p, self.size) for p in sorted(points))

    def _board_is_empty(self) -> bool:
        board = self.game.board
        return not (board.stones(Color.BLACK) or board.stones(Color.WHITE))

    # ---- setting up --------------------------------------------------------
    def boardsize(self, args: list[str]) -> str:
        size = _leading_int(args, "boardsize not an integer")
        if not MIN_SIZE <= size <= MAX_SIZE:
            raise CommandFailed("unacceptable size")
        self.size = size
        self.game = self._new_game()
        return ""

    def clear_board(self, args: list[str]) -> str:
        self.game = self._new_game()
        return ""

    def set_komi(self, args: list[str]) -> str:
        match = _FLOAT.match(args[0]) if args else None
        if match is None or not math.isfinite(komi := float(match.group())):
            raise CommandFailed("komi not a float")
        self.komi = self.game.komi = komi
        return ""

    def fixed_handicap(self, args: list[str]) -> str:
        stones = _leading_int(args, "handicap not an integer")
        if stones < 2:
            raise CommandFailed("invalid handicap")
        if not self._board_is_empty():
            raise CommandFailed("board not empty")
        try:
            points = handicap_points(self.size, stones)
        except ValueError:
            raise CommandFailed("invalid handicap") from None
        self.game = self._new_game(handicap=stones)
        return self._vertices(points)

    def set_free_handicap(self, args: list[str]) -> str:
        if not self._board_is_empty():
            raise CommandFailed("board not empty")
        points: list[Point] = []
        for word in args:
            point = self._point([word])
            if point in points:
                raise CommandFailed("repeated vertex")
            points.append(point)
        if not 2 <= len(points) < self.size * self.size:
            raise CommandFailed("invalid handicap")
        self.game = self._new_game(len(points), dict.fromkeys(points, Color.BLACK))
        return ""

    def loadsgf(self, args: list[str]) -> str:
        if not args:
            raise CommandFailed("missing filename")
        try:
            loaded = self._read_sgf(Path(args[0]))
        except (OSError, ValueError):
            raise CommandFailed(f"cannot open or parse '{args[0]}'") from None
        source = loaded.game
        stop = self._load_stop(args[1:], source.record, source.size)
        # Who moves next is who moves next in the file, as GNU Go answers.
        color = source.record[stop].color if stop < len(source.record) else loaded.to_move
        game = Game(
            size=source.size,
            komi=source.komi,
            handicap=source.handicap,
            rules=JAPANESE,  # simple ko, as the file was checked when it loaded
            setup=source.setup,
            first=source.first,
            free_order=True,
        )
        for move in source.record[:stop]:
            game.play(move.point, move.color)  # legal: the file's moves loaded
        game.rules = self.rules  # the engine's rules from here on, as GNU Go keeps its own
        self.game, self.size, self.komi = game, game.size, game.komi
        return color.name.lower()

    def _read_sgf(self, path: Path) -> SgfGame:
        """The file loaded, or the copy read last time if the file has not changed."""
        info = path.stat()
        key = (str(path.resolve()), info.st_mtime_ns, info.st_size)
        if self._last_file is None or self._last_file[0] != key:
            self._last_file = (key, load_sgf(read_file(path)))
        return self._last_file[1]

    @staticmethod
    def _load_stop(args: list[str], moves: list[Move], size: int) -> int:
        """How many moves ``loadsgf`` replays: all but from move N, or up to a vertex.

        Like GNU Go, anything it cannot use (0, a bad vertex) means the whole game.
        """
        if not args:
            return len(moves)
        number = whole_number(args[0])
        if number is not None:
            return min(number - 1, len(moves)) if number > 0 else len(moves)
        try:
            point = parse_vertex(args[0], size)
        except ValueError:
            point = None
        if point is None:
            return len(moves)
        return next((i for i, move in enumerate(moves) if move.point == point), len(moves))

    # ---- playing -----------------------------------------------------------
    def _move(self, args: list[str]) -> tuple[Color, Point | None]:
        if len(args) < 2:
            raise CommandFailed("invalid color or coordinate")
        color = _color(args[0], "invalid color or coordinate")
        try:
            return color, parse_vertex(args[1], self.size)
        except ValueError:
            raise CommandFailed("invalid color or coordinate") from None

    def play(self, args: list[str]) -> str:
        color, point = self._move(args)
        if not self.game.play(point, color):
            raise CommandFailed("illegal move")
        return ""

    def genmove(self, args: list[str]) -> str:
        return self._generate(args, play=True)

    def reg_genmove(self, args: list[str]) -> str:
        return self._generate(args, play=False)

    def _generate(self, args: list[str], *, play: bool) -> str:
        """The built-in player's move for a colour; played on the board when ``play``."""
        color = _color(args[0] if args else "", "invalid color")
        game = self.game
        if game.capture_winner is not None:
            raise CommandFailed("game is over")
        assert self.level is not None
        decision = choose_move(
            game, self.level, color=color, seed=self.seed, tree=self.tree, helper=self.partner
        )
        if decision.cut_short:
            print(
                f"go-tui: the safety clock stopped the search after {decision.playouts} playouts",
                file=sys.stderr,
                flush=True,
            )
        if decision.resign:
            return "resign"
        if play and game.check(decision.point, color) is None:
            game.play(decision.point, color)
        return "pass" if decision.point is None else to_vertex(decision.point, self.size)

    def is_legal(self, args: list[str]) -> str:
        color, point = self._move(args)
        return "0" if self.game.check(point, color) else "1"

    def undo(self, args: list[str]) -> str:
        game = self.game
        if not game.move_number:
            raise CommandFailed("cannot undo")
        game.cut(game.move_number - 1)  # GTP has no redo: printsgf must not write it back
        self.tree.clear()  # a position undone to is searched afresh
        return ""

    # ---- looking -----------------------------------------------------------
    def countlib(self, args: list[str]) -> str:
        point = self._point(args)
        if self.game.board[point] is None:
            raise CommandFailed("vertex must not be empty")
        return str(self.game.board.liberties(point))

    def list_stones(self, args: list[str]) -> str:
        color = _color(args[0] if args else "", "invalid color")
        return self._vertices(self.game.board.stones(color))

    def captures(self, args: list[str]) -> str:
        color = _color(args[0] if args else "", "invalid color")
        return str(self.game.prisoners(color))

    def showboard(self, args: list[str]) -> str:
        board, size = self.game.board, self.size
        marks = hoshi(size)
        header = "  " + "".join(f" {c}" for c in COLUMNS[:size])
        lines = ["", header]
        for row, text in enumerate(board.rows()):
            number = size - row
            cells = " ".join(
                "+" if ch == "." and (row, col) in marks else ch for col, ch in enumerate(text)
            )
            line = f"{number:2d} {cells} {number}"
            if row == (size - 2 if size < 10 else 8):
                taken = self.game.prisoners(Color.WHITE)
                line += f"     WHITE (O) has captured {taken} stones"
            if row == (size - 1 if size < 10 else 9):
                taken = self.game.prisoners(Color.BLACK)
                line += f"     BLACK (X) has captured {taken} stones"
            lines.append(line)
        lines.append(header)
        return "\n".join(lines)

    def printsgf(self, args: list[str]) -> str:
        text = dump_sgf(self.game).rstrip("\n")
        if not args:
            return text
        path = Path(args[0])
        other = path.exists() and not path.is_file()  # a device such as /dev/null, a pipe
        if path.is_symlink() or other or not path.parent.is_dir():
            raise CommandFailed(f"cannot write '{args[0]}'")
        try:
            write_atomic(path, text + "\n")
        except OSError:
            raise CommandFailed(f"cannot write '{args[0]}'") from None
        return ""

    # ---- judging -----------------------------------------------------------
    def final_score(self, args: list[str]) -> str:
        count = Count.proposed(self.game)
        count.scoring = self.rules.scoring
        return count.score().result

    def final_status_list(self, args: list[str]) -> str:
        if not args:
            raise CommandFailed("missing status")
        wanted = args[0]
        if wanted not in ("alive", "dead", "seki"):
            raise CommandFailed("invalid status")
        count = Count.proposed(self.game)
        lines = [
            self._vertices(stones)
            for _, stones, _ in self.game.board.chains()
            if count.status(stones[0]) == wanted
        ]
        return "\n".join(lines)

    def unconditional_status(self, args: list[str]) -> str:
        return unconditional_status(self.game.board, self._point(args))

    # ---- about the protocol ------------------------------------------------
    def known_command(self, args: list[str]) -> str:
        return "true" if args and args[0] in self.commands else "false"

    def list_commands(self, args: list[str]) -> str:
        return "\n".join(sorted(self.commands))

    def quit(self, args: list[str]) -> str:
        self.done = True
        return ""


def read_lines(stream: BinaryIO) -> Iterator[tuple[str, bool]]:
    """Input lines as text, each with whether it fitted in :data:`MAX_LINE` bytes.

    An overlong line yields its start (so its id can be echoed) and is skipped
    to its end in chunks, never held whole in memory.
    """
    while raw := stream.readline(MAX_LINE + 1):
        whole = len(raw) <= MAX_LINE or raw.endswith(b"\n")
        if not whole:
            while (rest := stream.readline(MAX_LINE)) and not rest.endswith(b"\n"):
                pass
        yield raw.decode("utf-8", errors="replace"), whole


def serve(
    rules: Rules,
    stdin: BinaryIO | None = None,
    stdout: BinaryIO | None = None,
    *,
    level: int | None = None,
    seed: int = 0,
) -> None:
    """Answer GTP commands until ``quit`` or the end of input; with a ``level`` the
    built-in player answers ``genmove``."""
    source = stdin or sys.stdin.buffer
    sink = stdout or sys.stdout.buffer
    engine = GtpEngine(rules, level, seed)
    try:
        for line, whole in read_lines(source):
            if whole:
                response = engine.respond(line)
            else:
                response = answer(split_id(preprocess(line))[0], "command too long", ok=False)
            if response is not None:
                sink.write(response.encode("utf-8"))
                sink.flush()
            if engine.done:
                return
    except KeyboardInterrupt:
        return
    except BrokenPipeError:
        # The controller went away; keep Python's exit-time flush from failing too.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sink.fileno())
    finally:
        engine.partner.close()
