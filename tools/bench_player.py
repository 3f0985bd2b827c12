"""How strong and how fast is the built-in player?  Measured, printed, side by side with GNU Go.

Sections (``--only`` picks some; all run by default):

* ``speed``: playouts per second of :func:`go_tui.engine.playouts.play_out` on 9x9 and
  19x19 (an empty board and a middle-game position), with GNU Go's seconds per
  ``genmove`` (level 10) beside them.
* ``gnugo``: ``go-tui gtp --level L`` against ``/usr/games/gnugo --level M`` (M = 1, 5, 10),
  9x9, komi 7, Chinese rules (area counting, positional superko), colours swapped every game.
* ``ladder``: each level against the one below (the table the levels are spaced by).
* ``random``: level 1 against a player that picks a random legal move.
* ``capture``: capture go to 3 stones, level 10 against GNU Go level 10 (which does not
  know the goal: it plays ordinary Go).
* ``memory``: the peak memory of one 19x19 level-10 move, in a fresh process.

The referee is honest about how a game ends.  Every move is judged by go-tui's own
rules (an illegal move loses).  Resigning loses.  After two passes the game is counted
with go-tui's area scoring (:func:`go_tui.engine.scoring.score`), the dead stones being
the ones GNU Go lists in ``final_status_list dead`` when GNU Go plays, else go-tui's own
estimate (:meth:`go_tui.engine.count.Count.proposed`).  A game that reaches the move cap
(three times the board's points) is counted the same way.  In capture go the first to
take the goal wins; GNU Go may pass there (it plays ordinary Go): the game then ends,
and more captures win (equal: a draw).  The built-in player's seconds per move are
timed by the referee around ``genmove`` (the whole exchange with the process).

    python tools/bench_player.py --only speed
    python tools/bench_player.py --only gnugo --games 4 --gnugo-levels 1
    python tools/bench_player.py --games 2          # everything, short
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from go_tui.engine import CHINESE, Board, Color, Game, Point
from go_tui.engine.count import Count
from go_tui.engine.player import LEVELS, choose_move
from go_tui.engine.playouts import play_out
from go_tui.engine.scoring import score
from go_tui.formats.gtp_client import RESIGN, GtpClient

GNUGO = "/usr/games/gnugo"
OURS = [sys.executable, "-m", "go_tui", "gtp", "--rules", "chinese"]
KOMI = 7.0

Answer = Point | str | None
"""A point, None to pass, or ``"resign"``."""


# ---- players ------------------------------------------------------------------------


class Player:
    """One side of a match; told every move, asked for its own."""

    name = "player"
    timed = False
    """Whether its seconds per move are reported."""

    def start(self, game: Game) -> None:
        """A new game (size, komi) begins."""

    def told(self, color: Color, point: Point | None) -> None:
        """The other side played."""

    def move(self, game: Game, color: Color) -> Answer:
        raise NotImplementedError

    def dead(self, game: Game) -> list[Point] | None:
        """The stones this player calls dead at the end, if it can say."""
        return None

    def close(self) -> None:
        """Stop its process, if any."""


class GtpPlayer(Player):
    def __init__(self, name: str, argv: list[str], *, timed: bool = False) -> None:
        self.name = name
        self.timed = timed
        self.client = GtpClient(argv, timeout=60, move_timeout=600)
        self.size = 9

    def start(self, game: Game) -> None:
        self.size = game.size
        self.client.boardsize(game.size)
        self.client.clear_board()
        self.client.komi(game.komi)

    def told(self, color: Color, point: Point | None) -> None:
        self.client.play(color, point, self.size)

    def move(self, game: Game, color: Color) -> Answer:
        return self.client.genmove(color, self.size)

    def dead(self, game: Game) -> list[Point] | None:
        return self.client.final_status_list("dead", self.size)

    def close(self) -> None:
        self.client.close()


class BuiltIn(Player):
    """The player in this process (the level table: no process to start)."""

    timed = True

    def __init__(self, level: int, seed: int) -> None:
        self.level = level
        self.seed = seed
        self.name = f"level {level}"

    def move(self, game: Game, color: Color) -> Answer:
        decision = choose_move(game, self.level, color=color, seed=self.seed + game.move_number)
        return RESIGN if decision.resign else decision.point


class RandomPlayer(Player):
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def move(self, game: Game, color: Color) -> Answer:
        points = game.board.empty_points()
        self.rng.shuffle(points)
        return next((p for p in points if game.check(p, color) is None), None)


def ours(level: int, seed: int, goal: int = 0) -> GtpPlayer:
    extra = ["--capture-goal", str(goal)] if goal else []
    argv = [*OURS, "--level", str(level), "--seed", str(seed), *extra]
    return GtpPlayer(f"go-tui {level}", argv, timed=True)


def gnugo(level: int) -> GtpPlayer:
    return GtpPlayer(f"GNU Go {level}", [GNUGO, "--mode", "gtp", "--level", str(level)])


# ---- the referee --------------------------------------------------------------------


@dataclass
class Outcome:
    winner: Color | None
    how: str
    moves: int


@dataclass
class Tally:
    """A match seen from the first player's side."""

    wins: int = 0
    games: int = 0
    seconds: list[float] = field(default_factory=list)
    endings: dict[str, int] = field(default_factory=dict)

    def line(self, label: str) -> str:
        rate = f"{self.wins}/{self.games} ({100 * self.wins / max(self.games, 1):.0f}%)"
        times = ""
        if self.seconds:
            median = statistics.median(self.seconds)
            times = f"  s/move median {median:.2f} max {max(self.seconds):.2f}"
        how = ", ".join(f"{k} {v}" for k, v in sorted(self.endings.items()))
        return f"{label:<34} wins {rate:<14}{times}  [{how}]"


def referee(black: Player, white: Player, size: int, goal: int, seconds: list[float]) -> Outcome:
    game = Game(size=size, komi=0.0 if goal else KOMI, rules=CHINESE)
    players = {Color.BLACK: black, Color.WHITE: white}
    for player in players.values():
        player.start(game)
    for _ in range(3 * size * size):
        color = game.to_move
        player, other = players[color], players[color.opponent]
        started = time.perf_counter()
        answer = player.move(game, color)
        if player.timed:
            seconds.append(time.perf_counter() - started)
        if answer == RESIGN:
            return Outcome(color.opponent, "resign", game.move_number)
        point = answer if isinstance(answer, tuple) else None
        if point is None and goal:
            return _captures_decide(game, "pass in capture go")
        if not game.play(point, color):
            return Outcome(color.opponent, "illegal", game.move_number)
        other.told(color, point)
        if goal and game.prisoners(color) >= goal:
            return Outcome(color, "goal", game.move_number)
        if game.is_over:
            return _count(game, players, "count")
    if goal:
        return _captures_decide(game, "cap")
    return _count(game, players, "cap")


def _captures_decide(game: Game, how: str) -> Outcome:
    black, white = game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)
    winner = None if black == white else Color.BLACK if black > white else Color.WHITE
    return Outcome(winner, how, game.move_number)


def _count(game: Game, players: dict[Color, Player], how: str) -> Outcome:
    dead: list[Point] | None = None
    for player in players.values():
        if isinstance(player, GtpPlayer) and player.name.startswith("GNU Go"):
            dead = player.dead(game)
    if dead is None:
        dead = list(Count.proposed(game).dead)
        how += " (our dead stones)"
    else:
        how += " (GNU Go's dead stones)"
    prisoners = (game.prisoners(Color.BLACK), game.prisoners(Color.WHITE))
    counted = score(game.board, frozenset(dead), game.komi, prisoners, CHINESE.scoring)
    return Outcome(counted.winner, how, game.move_number)


def match(
    first: Callable[[int], Player],
    second: Callable[[int], Player],
    games: int,
    *,
    size: int = 9,
    goal: int = 0,
    label: str = "",
) -> Tally:
    """``games`` games, the first player Black in the even ones; seeds vary by game."""
    tally = Tally()
    for n in range(games):
        a, b = first(n), second(n)
        try:
            black, white = (a, b) if n % 2 == 0 else (b, a)
            outcome = referee(black, white, size, goal, tally.seconds)
        finally:
            a.close()
            b.close()
        mine = Color.BLACK if n % 2 == 0 else Color.WHITE
        tally.games += 1
        tally.wins += outcome.winner is mine
        key = outcome.how if outcome.winner is not None else f"{outcome.how}, draw"
        tally.endings[key] = tally.endings.get(key, 0) + 1
        won = "won" if outcome.winner is mine else "lost"
        print(f"  {label} game {n + 1}: {a.name} {won} ({outcome.how}, {outcome.moves} moves)")
    return tally


# ---- sections -----------------------------------------------------------------------


def playout_rate(size: int, stones: int, seconds: float) -> float:
    """Playouts per second from a position with ``stones`` random stones."""
    game = Game(size=size)
    rng = random.Random(size)
    while len(game.board.stones(Color.BLACK)) + len(game.board.stones(Color.WHITE)) < stones:
        points = game.board.empty_points()
        game.play(rng.choice(points))
    board: Board = game.board
    geo = board.geo
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        cells = board.cells[:]
        play_out(cells, geo.neighbours, geo.width, geo.points, int(game.to_move), [], rng)
        done += 1
    return done / (time.perf_counter() - started)


def gnugo_seconds(size: int, moves: int) -> float:
    """GNU Go level 10's median seconds per genmove in a game against itself."""
    client = GtpClient([GNUGO, "--mode", "gtp", "--level", "10"], move_timeout=600)
    try:
        client.boardsize(size)
        client.komi(KOMI)
        times = []
        color = Color.BLACK
        for _ in range(moves):
            started = time.perf_counter()
            client.genmove(color, size)
            times.append(time.perf_counter() - started)
            color = color.opponent
        return statistics.median(times)
    finally:
        client.close()


def section_speed(args: argparse.Namespace) -> None:
    print("Playouts per second (one core), GNU Go level 10 seconds per move beside:")
    for size in (9, 19):
        empty = playout_rate(size, 0, args.seconds)
        middle = playout_rate(size, size * size // 4, args.seconds)
        theirs = gnugo_seconds(size, 6 if size == 9 else 2)
        print(
            f"  {size}x{size}: empty board {empty:7.0f}/s, a quarter full {middle:7.0f}/s;"
            f"  GNU Go {theirs:.2f} s/move"
        )


def section_gnugo(args: argparse.Namespace) -> None:
    for theirs in args.gnugo_levels:
        label = f"go-tui {args.level} vs GNU Go {theirs}"
        tally = match(
            lambda n: ours(args.level, args.seed + n),
            lambda n, t=theirs: gnugo(t),
            args.games,
            label=label,
        )
        print(tally.line(label))


def section_ladder(args: argparse.Namespace) -> None:
    print("Each level against the one below (9x9, komi 7, in-process):")
    for level in range(2, max(LEVELS) + 1):
        label = f"level {level} vs level {level - 1}"
        tally = match(
            lambda n, lv=level: BuiltIn(lv, args.seed + 100 * n),
            lambda n, lv=level: BuiltIn(lv - 1, args.seed + 100 * n + 7),
            args.games,
            label=label,
        )
        print(tally.line(label))


def section_random(args: argparse.Namespace) -> None:
    label = "level 1 vs random"
    tally = match(
        lambda n: BuiltIn(1, args.seed + n),
        lambda n: RandomPlayer(args.seed + n),
        args.games,
        label=label,
    )
    print(tally.line(label))


def section_capture(args: argparse.Namespace) -> None:
    label = "capture go 3: go-tui 10 vs GNU Go 10"
    tally = match(
        lambda n: ours(10, args.seed + n, goal=3),
        lambda n: gnugo(10),
        args.games,
        goal=3,
        label=label,
    )
    print(tally.line(label))


MEMORY_SCRIPT = """
import resource, time
from go_tui.engine import Game, CHINESE
from go_tui.engine.player import choose_move
game = Game(size=19, komi=7.5, rules=CHINESE)
for p in [(3, 3), (15, 15), (3, 15), (15, 3), (2, 5), (16, 13)]:
    game.play(p)
started = time.perf_counter()
decision = choose_move(game, 10)
print(time.perf_counter() - started, decision.playouts,
      resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def section_memory(args: argparse.Namespace) -> None:
    result = subprocess.run(
        [sys.executable, "-c", MEMORY_SCRIPT], capture_output=True, text=True, check=True
    )
    seconds, playouts, peak = result.stdout.split()
    print(
        f"19x19 level-10 move: {float(seconds):.1f} s, {playouts} playouts, "
        f"peak memory {int(peak) / 1024:.0f} MB (ru_maxrss of a fresh process)"
    )


SECTIONS = {
    "speed": section_speed,
    "gnugo": section_gnugo,
    "ladder": section_ladder,
    "random": section_random,
    "capture": section_capture,
    "memory": section_memory,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", choices=sorted(SECTIONS), help="sections to run")
    parser.add_argument("--games", type=int, default=4, help="games per match (default 4)")
    parser.add_argument("--level", type=int, default=10, help="our level against GNU Go")
    parser.add_argument(
        "--gnugo-levels", type=int, nargs="*", default=[1, 5, 10], help="GNU Go's levels"
    )
    parser.add_argument("--seed", type=int, default=0, help="first seed (game n adds n)")
    parser.add_argument("--seconds", type=float, default=3.0, help="per playout-speed sample")
    args = parser.parse_args()
    for name in args.only or list(SECTIONS):
        SECTIONS[name](args)


if __name__ == "__main__":
    main()
