"""How strong and how fast is the built-in player?  Measured, printed, side by side with GNU Go.

Sections (``--only`` picks some; all run by default):

* ``speed``: playouts per second of :func:`go_tui.engine.playouts.play_out` on 9x9 and
  19x19 (an empty board and a middle-game position), with GNU Go's seconds per
  ``genmove`` (level 10) beside them.
* ``gnugo``: ``go-tui gtp --level L`` against ``/usr/games/gnugo --level M`` (M = 1, 5, 10),
  9x9, komi 7, Chinese rules (area counting, positional superko), colours swapped every game.
* ``ladder``: each level against the one below (the table the levels are spaced by).
* ``random``: level 1 against a player that picks a random legal move.
* ``beginner``: level 1 against GNU Go level 1 (it should lose most).
* ``capture``: capture go to 3 stones, level 10 against GNU Go level 10 (which does not
  know the goal: it plays ordinary Go).
* ``memory``: the peak memory of one 19x19 level-10 move, in a fresh process.

At the end one table sets every goal of issue 31 beside its figure, the games played and
the machine's load average (one-minute, read before and after each section: the machine
is shared, and seconds per move mean little without it).

The referee is honest about how a game ends.  Every move is judged by go-tui's own
rules (an illegal move loses).  Resigning loses.  After two passes the game is counted
with go-tui's area scoring (:func:`go_tui.engine.scoring.score`), the dead stones being
the ones GNU Go lists in ``final_status_list dead`` when GNU Go plays, else go-tui's own
estimate (:meth:`go_tui.engine.count.Count.proposed`).  A game that reaches the move cap
(three times the board's points) is counted the same way.  In capture go the first to
take the goal wins.  Capture go has no passes: GNU Go, which plays ordinary Go, passes on
a settled board, and a pass there gives the game up, as in the app.  A game that reaches
the move cap is won by more captures (equal: a draw).  The built-in player's seconds per move are
timed by the referee around ``genmove`` (the whole exchange with the process).

    python tools/bench_player.py --only speed
    python tools/bench_player.py --only gnugo --games 4 --gnugo-levels 1
    python tools/bench_player.py --games 2          # everything, short
"""

from __future__ import annotations

import argparse
import os
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
from go_tui.engine.player import LEVELS, KeptTree, choose_move
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
        self.tree = KeptTree()
        """Kept between its moves, as ``go-tui gtp`` keeps it."""

    def move(self, game: Game, color: Color) -> Answer:
        decision = choose_move(game, self.level, color=color, seed=self.seed, tree=self.tree)
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


@dataclass
class Row:
    """One line of the summary: a goal, what was measured, whether it is met."""

    goal: str
    measured: str
    met: str
    load: str


SUMMARY: list[Row] = []


def load_now() -> float:
    return os.getloadavg()[0]


def loads(before: float) -> str:
    return f"{before:.1f}-{load_now():.1f}"


def record(goal: str, measured: str, met: bool | None, before: float) -> None:
    SUMMARY.append(
        Row(goal, measured, "-" if met is None else "yes" if met else "NO", loads(before))
    )


def rate(tally: Tally) -> str:
    return f"{tally.wins}/{tally.games} won ({100 * tally.wins / max(tally.games, 1):.0f}%)"


def times(tally: Tally) -> str:
    if not tally.seconds:
        return ""
    return f", s/move median {statistics.median(tally.seconds):.2f} max {max(tally.seconds):.2f}"


def print_summary() -> None:
    if not SUMMARY:
        return
    print()
    cpus = os.cpu_count()
    print(f"Summary ({cpus} CPUs, shared; load: the one-minute load average before-after):")
    goal_width = max(len(row.goal) for row in SUMMARY)
    measured_width = max(len(row.measured) for row in SUMMARY)
    print(f"  {'goal':<{goal_width}}  {'measured':<{measured_width}}  met  load")
    for row in SUMMARY:
        goal, measured = f"{row.goal:<{goal_width}}", f"{row.measured:<{measured_width}}"
        print(f"  {goal}  {measured}  {row.met:<3}  {row.load}")


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
        if point is None and goal:  # capture go has no passes: as the app, a pass gives up
            return Outcome(color.opponent, "pass in capture go", game.move_number)
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
        before = load_now()
        empty = playout_rate(size, 0, args.seconds)
        middle = playout_rate(size, size * size // 4, args.seconds)
        theirs = gnugo_seconds(size, 6 if size == 9 else 2)
        line = (
            f"empty board {empty:.0f}/s, a quarter full {middle:.0f}/s;"
            f" GNU Go 10 {theirs:.2f} s/move"
        )
        print(f"  {size}x{size}: {line}")
        record(f"playouts/s {size}x{size}, beside GNU Go", line, None, before)


def _ours(level: int, seed: int) -> Callable[[int], Player]:
    return lambda n: ours(level, seed + n)


def _gnugo(level: int) -> Callable[[int], Player]:
    return lambda n: gnugo(level)


def _builtin(level: int, seed: int) -> Callable[[int], Player]:
    return lambda n: BuiltIn(level, seed + 100 * n)


def section_gnugo(args: argparse.Namespace) -> None:
    for theirs in args.gnugo_levels:
        before = load_now()
        label = f"go-tui {args.level} vs GNU Go {theirs}"
        tally = match(_ours(args.level, args.seed), _gnugo(theirs), args.games, label=label)
        print(tally.line(label))
        met: bool | None = None
        goal = f"level {args.level} vs GNU Go {theirs} (9x9, komi 7)"
        if theirs == 1 and args.level == max(LEVELS):
            goal += ": wins >= half, median <= 3 s, max <= 15 s"
            median = statistics.median(tally.seconds) if tally.seconds else 0.0
            top = max(tally.seconds, default=0.0)
            met = 2 * tally.wins >= tally.games and median <= 3.0 and top <= 15.0
        record(goal, rate(tally) + times(tally), met, before)


def section_ladder(args: argparse.Namespace) -> None:
    print("Each level against the one below (9x9, komi 7, in-process, colours swapped):")
    rows = []
    pairs = [(level, level - 1) for level in args.ladder_levels or range(2, max(LEVELS) + 1)]
    if args.pairs:
        pairs = [(int(a), int(b)) for a, b in (pair.split(":") for pair in args.pairs)]
    for level, below in pairs:
        before = load_now()
        label = f"level {level} vs level {below}"
        tally = match(
            _builtin(level, args.seed),
            _builtin(below, args.seed + 7),
            args.games,
            label=label,
        )
        print(tally.line(label))
        rows.append((label, tally))
        record(
            f"ladder: {label} wins most",
            rate(tally) + times(tally),
            2 * tally.wins > tally.games,
            before,
        )
    print("The ladder:")
    print(f"  {'match':<20} {'won':>5} {'games':>5}  {'playouts':>8}  {'blunder':>7}")
    for label, tally in rows:
        level = int(label.split()[1])
        strength = LEVELS[level]
        print(
            f"  {label:<20} {tally.wins:>5} {tally.games:>5}  {strength.playouts:>8}"
            f"  {strength.blunder:>7.2f}"
        )


def section_random(args: argparse.Namespace) -> None:
    before = load_now()
    label = "level 1 vs random"
    tally = match(
        lambda n: BuiltIn(1, args.seed + n),
        lambda n: RandomPlayer(args.seed + n),
        args.games,
        label=label,
    )
    print(tally.line(label))
    record(
        "level 1 beats a random player every game", rate(tally), tally.wins == tally.games, before
    )


def section_beginner(args: argparse.Namespace) -> None:
    before = load_now()
    label = "go-tui 1 vs GNU Go 1"
    tally = match(_ours(1, args.seed), _gnugo(1), args.games, label=label)
    print(tally.line(label))
    record("level 1 loses most to GNU Go 1", rate(tally), 2 * tally.wins < tally.games, before)


def section_capture(args: argparse.Namespace) -> None:
    before = load_now()
    label = "capture go 3: go-tui 10 vs GNU Go 10"
    tally = match(
        lambda n: ours(10, args.seed + n, goal=3),
        lambda n: gnugo(10),
        args.games,
        goal=3,
        label=label,
    )
    print(tally.line(label))
    lost = tally.games - tally.wins
    record(
        "capture go 3: level 10 wins almost every game vs GNU Go 10",
        rate(tally) + times(tally),
        lost <= tally.games // 10 or (tally.games < 10 and lost <= 1 and tally.games >= 4),
        before,
    )


MEMORY_SCRIPT = """
import resource, time
from go_tui.engine import Game, CHINESE
from go_tui.engine.partner import Partner
from go_tui.engine.player import choose_move
if __name__ == "__main__":
    game = Game(size=19, komi=7.5, rules=CHINESE)
    for p in [(3, 3), (15, 15), (3, 15), (15, 3), (2, 5), (16, 13)]:
        game.play(p)
    partner = Partner()
    started = time.perf_counter()
    decision = choose_move(game, 10, helper=partner)
    seconds = time.perf_counter() - started
    partner.close()
    peaks = [resource.getrusage(who).ru_maxrss
             for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    print(seconds, decision.playouts, sum(peaks))
"""


def section_memory(args: argparse.Namespace) -> None:
    before = load_now()
    result = subprocess.run(
        [sys.executable, "-c", MEMORY_SCRIPT], capture_output=True, text=True, check=True
    )
    seconds, playouts, peak = result.stdout.split()
    line = f"{float(seconds):.1f} s, {playouts} playouts, peak {int(peak) / 1024:.0f} MB"
    print(f"19x19 level-10 move: {line} (ru_maxrss of a fresh process and its partner, added)")
    record("memory of a 19x19 level-10 move < 300 MB", line, int(peak) / 1024 < 300, before)


SECTIONS = {
    "speed": section_speed,
    "gnugo": section_gnugo,
    "ladder": section_ladder,
    "random": section_random,
    "beginner": section_beginner,
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
    parser.add_argument(
        "--ladder-levels", type=int, nargs="*", help="the ladder's upper levels (default 2-10)"
    )
    parser.add_argument(
        "--pairs", nargs="*", help="ladder matches as HIGH:LOW (e.g. 10:3 7:4) instead"
    )
    parser.add_argument("--seed", type=int, default=0, help="first seed (game n adds n)")
    parser.add_argument("--seconds", type=float, default=3.0, help="per playout-speed sample")
    args = parser.parse_args()
    for name in args.only or list(SECTIONS):
        SECTIONS[name](args)
    print_summary()


if __name__ == "__main__":
    main()
