"""The second lane of a two-lane level, searched in a process of its own.

A level with two lanes (:attr:`go_tui.engine.player.Strength.lanes`) runs two searches of
the same position from seeds of their own and adds up their root statistics (root
parallelism).  In one process the lanes run one after the other; with a :class:`Partner`
the second runs at the same time on the other core, and the move is the same, only
sooner: the budget is still playouts, never seconds.  The partner keeps a copy of the game
and its own tree between moves, as the first lane does, so both reuse their trees alike.
A partner that fails is closed and the lane runs in this process again.
"""

from __future__ import annotations

import multiprocessing
import signal
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from go_tui.engine.coords import Color, Point
from go_tui.engine.game import Game
from go_tui.engine.player import KeptTree, LaneTask, RootStats, Strength, run_lane
from go_tui.engine.rules import Rules


@dataclass(frozen=True)
class _Position:
    """A game as the partner rebuilds it: its settings and the moves on the board."""

    size: int
    komi: float
    handicap: int
    rules: Rules
    setup: tuple[tuple[Point, Color], ...]
    first: Color | None
    free_order: bool
    moves: tuple[tuple[Color, Point | None], ...]

    @classmethod
    def of(cls, game: Game) -> _Position:
        return cls(
            game.size,
            game.komi,
            game.handicap,
            game.rules,
            tuple(game.setup.items()),
            game.first,
            game.free_order,
            tuple((m.color, m.point) for m in game.moves),
        )

    def same_start(self, other: _Position) -> bool:
        return replace(self, moves=()) == replace(other, moves=())

    def game(self) -> Game:
        game = Game(
            size=self.size,
            komi=self.komi,
            handicap=self.handicap,
            rules=self.rules,
            setup=dict(self.setup),
            first=self.first,
            free_order=self.free_order,
        )
        for color, point in self.moves:
            game.play(point, color)
        return game


@dataclass(frozen=True)
class _Request:
    position: _Position
    strength: Strength
    color: Color
    goal: int
    seed: int
    max_seconds: float
    lane: int


class Partner:
    """A process that runs the second lane; started at the first :meth:`ask`."""

    def __init__(self) -> None:
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._failed = False

    def ask(self, task: LaneTask) -> bool:
        if self._failed:
            return False
        position = _Position.of(task.game)
        request = _Request(
            position, task.strength, task.color, task.goal, task.seed, task.max_seconds, task.lane
        )
        try:
            if self._conn is None:
                self._start()
            assert self._conn is not None
            self._conn.send(request)
        except (OSError, ValueError):
            self._fail()
            return False
        return True

    def answer(self) -> RootStats | None:
        if self._conn is None:
            return None
        try:
            found = self._conn.recv()
        except (OSError, EOFError, ValueError):
            found = None
        if not isinstance(found, RootStats):
            self._fail()
            return None
        return found

    def close(self) -> None:
        conn, process = self._conn, self._process
        self._conn = self._process = None
        if conn is not None:
            conn.close()  # the partner reads the end of its input and stops
        if process is not None:
            process.join(timeout=2)
            if process.is_alive():
                process.terminate()
                process.join(timeout=2)

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a running program
        ours, theirs = context.Pipe()
        process = context.Process(target=_serve, args=(theirs,), daemon=True)
        process.start()
        theirs.close()
        self._conn, self._process = ours, process

    def _fail(self) -> None:
        self._failed = True
        self.close()


def _serve(conn: Connection) -> None:
    """The partner's loop: a lane's statistics for each request, until its input ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the controller's to handle
    tree = KeptTree()
    position: _Position | None = None
    game: Game | None = None
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        game = _follow(game, position, request.position)
        position = request.position
        task = LaneTask(
            game,
            request.strength,
            request.color,
            request.goal,
            request.seed,
            request.max_seconds,
            request.lane,
        )
        found, root = run_lane(task, tree.take(game, task.key, task.lane))
        tree.keep(game, task.key, {task.lane: root})
        try:
            conn.send(found)
        except (OSError, ValueError):
            return


def _follow(game: Game | None, before: _Position | None, now: _Position) -> Game:
    """The partner's copy of the game at ``now``: the same object with the new moves played
    when they extend the moves before (so the kept tree is used again), else a new game."""
    known = len(before.moves) if before is not None else 0
    if (
        game is None
        or before is None
        or not before.same_start(now)
        or now.moves[:known] != before.moves
        or len(now.moves) <= known
    ):
        return now.game()
    for color, point in now.moves[known:]:
        if not game.play(point, color):
            return now.game()
    return game
