"""Bench: does ``go-tui review`` find a planted blunder among its first three lines, and how fast?

The games are built at run time from a seed, in a temporary folder (never in the repo):
GNU Go plays itself (``--level`` 1-5, after a few random opening moves on the third line
or higher, for variety), and at a random move in the middle game one side plays a planted
blunder instead of GNU Go's move:

* a *self-atari* of three or more stones (the move's chain has one liberty and the
  move captures nothing), or
* *left to be captured*: a chain of three or more stones of its own stands in atari or
  in a ladder or net (the reader proves the opponent takes it, and that the side could
  save it) and the side plays elsewhere (a random quiet move three or more points away).

A blunder is kept only when GNU Go's ``estimate_score`` after it is six points or more
worse for the side than after GNU Go's own move there; then GNU Go plays the game out.
Each game is reviewed by ``go-tui review --top 3`` in a subprocess, as a user runs it,
and timed; the figures, with the machine's load, are printed at the end.

Usage::

    python tools/bench_review.py --nine 10 --thirteen 4 --seed 1
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from go_tui.engine.board import Board, Refusal
from go_tui.engine.coords import Color, Point, from_vertex, to_sgf, to_vertex
from go_tui.engine.game import Game
from go_tui.engine.playouts import _own_eye
from go_tui.engine.tactics import Limits, read
from go_tui.formats.gtp_client import GtpClient

GNUGO = "/usr/games/gnugo"
MIN_COST = 6.0
"""The least a planted blunder costs, by GNU Go's estimate."""
LIMITS = Limits(max_nodes=5000)
LINE = re.compile(r"^move (\d+) \(")


class Gnugo(GtpClient):
    """A GNU Go process over GTP, one per game."""

    def __init__(self, level: int, seed: int) -> None:
        super().__init__([GNUGO, "--mode", "gtp", "--level", str(level), "--seed", str(seed)])

    def estimate(self) -> float:
        """GNU Go's estimate of the score, Black's side (``W+4.5`` is -4.5)."""
        words = self.send("estimate_score").split()
        text = words[0] if words else "0"
        if text[:2] in ("B+", "W+"):
            value = float(text[2:])
            return value if text[0] == "B" else -value
        return 0.0


@dataclass(frozen=True)
class Planted:
    """One game with its planted blunder."""

    size: int
    level: int
    sgf: str
    number: int
    """The blunder's move number."""
    kind: str
    cost: float
    """Points GNU Go's estimate says it lost."""


def _chains_to_lose(board: Board, color: Color) -> list[list[Point]]:
    """The mover's chains of three or more stones that the opponent, to move, would take
    (in atari, or caught in a ladder or net by the reader) and the mover can save."""
    found = []
    for owner, stones, liberties in board.chains():
        if owner is not color or len(liberties) > 2 or len(stones) < 3:
            continue
        if read(board, stones[0], color.opponent, LIMITS).captured is not True:
            continue
        if read(board, stones[0], color, LIMITS).captured is False:
            found.append(stones)
    return found


def _self_ataris(board: Board, color: Color) -> list[Point]:
    """Moves that leave the mover's own chain of three or more with one liberty, taking nothing."""
    found = []
    for point in board.empty_points():
        after = board.copy()
        taken = after.try_play(color, point)
        if isinstance(taken, Refusal) or taken:
            continue
        stones, liberties = after.chain_at(point)
        if len(stones) >= 3 and len(liberties) == 1:
            found.append(point)
    return found


def _quiet_moves(board: Board, color: Color, away: list[Point]) -> list[Point]:
    """Legal moves three or more points from every stone of ``away`` that fill no own eye
    and put nothing of the mover's in atari."""
    geo = board.geo
    found = []
    for point in board.empty_points():
        if any(abs(point[0] - s[0]) + abs(point[1] - s[1]) < 3 for s in away):
            continue
        if _own_eye(board.cells, geo.neighbours, geo.width, geo.index(point), int(color)):
            continue
        after = board.copy()
        if isinstance(after.try_play(color, point), Refusal):
            continue
        if after.liberties(point) >= 2:
            found.append(point)
    return found


def _blunders(game: Game, color: Color, rng: random.Random) -> list[tuple[Point, str]]:
    board = game.board
    options = [(p, "self-atari") for p in _self_ataris(board, color)]
    for stones in _chains_to_lose(board, color):
        quiet = _quiet_moves(board, color, stones)
        options += [(p, "left to be captured") for p in rng.sample(quiet, min(3, len(quiet)))]
    rng.shuffle(options)
    return options[:4]


def _plant(gnugo: Gnugo, game: Game, color: Color, rng: random.Random) -> tuple[str, float] | None:
    """Play a checked blunder for ``color`` on both boards: its kind and cost, or None."""
    options = _blunders(game, color, rng)
    if not options:
        return None
    vertex = gnugo.send(f"genmove {color.letter}")
    if vertex.lower() in ("pass", "resign"):
        if vertex.lower() == "pass":
            gnugo.send("undo")
        return None
    best = gnugo.estimate()
    gnugo.send("undo")
    sign = 1 if color is Color.BLACK else -1
    for point, kind in options:
        gnugo.send(f"play {color.letter} {to_vertex(point, game.size)}")
        cost = sign * (best - gnugo.estimate())
        if cost >= MIN_COST:
            game.play(point, color)
            return kind, cost
        gnugo.send("undo")
    return None


def make_game(size: int, seed: int) -> Planted | None:
    """One GNU Go game with a planted blunder, or None when none could be planted."""
    rng = random.Random(seed)
    level = rng.randint(1, 5)
    gnugo = Gnugo(level, seed)
    gnugo.send(f"boardsize {size}")
    gnugo.send("clear_board")
    komi = 6.5
    gnugo.send(f"komi {komi}")
    game = Game(size=size, komi=komi, free_order=True)
    middle = [
        p for p in game.board.empty_points() if min(*p, size - 1 - p[0], size - 1 - p[1]) >= 2
    ]
    for _ in range(rng.randint(1, 3)):  # on the third line or higher: no blunder of their own
        point = rng.choice(middle)
        if game.check(point) is None:
            gnugo.send(f"play {game.to_move.letter} {to_vertex(point, size)}")
            game.play(point)
    plant_from = rng.randint(12, 30) if size == 9 else rng.randint(30, 70)
    planted: tuple[int, str, float] | None = None
    result = ""
    while len(game.moves) < 3 * size * size:
        color = game.to_move
        if planted is None and len(game.moves) >= plant_from:
            done = _plant(gnugo, game, color, rng)
            if done is not None:
                planted = (len(game.moves), *done)
                continue
        vertex = gnugo.send(f"genmove {color.letter}")
        if vertex.lower() == "resign":
            result = f"{color.opponent.letter}+R"
            break
        game.play(from_vertex(vertex, size), color)
        if game.passes >= 2:
            break
    if not result:
        result = gnugo.send("final_score")
    gnugo.close()
    if planted is None:
        return None
    body = "".join(f";{m.color.letter}[{to_sgf(m.point, size)}]" for m in game.moves)
    sgf = (
        f"(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[{komi:g}]RU[Japanese]"
        f"PB[GNU Go level {level}]PW[GNU Go level {level}]RE[{result}]{body})\n"
    )
    return Planted(size, level, sgf, *planted)


def review_lines(path: Path) -> tuple[list[int], float]:
    """The move numbers of ``go-tui review --top 3``'s lines, and the seconds it took."""
    command = [sys.executable, "-m", "go_tui", "review", str(path), "--lang", "en", "--top", "3"]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    took = time.perf_counter() - start
    if done.returncode:
        print(f"  review failed ({done.returncode}): {done.stderr.strip()}", flush=True)
    numbers = [int(m.group(1)) for m in map(LINE.match, done.stdout.splitlines()) if m]
    return numbers, took


def bench(size: int, count: int, seed: int, folder: Path) -> tuple[int, list[float]]:
    """Hits and seconds for ``count`` games of one size."""
    hits = 0
    seconds: list[float] = []
    attempt = 0
    while len(seconds) < count:
        game_seed = seed * 10_007 + size * 1_000 + attempt
        attempt += 1
        planted = make_game(size, game_seed)
        if planted is None:
            continue
        path = folder / f"review-{size}x{size}-{game_seed}.sgf"
        path.write_text(planted.sgf, encoding="utf-8")
        numbers, took = review_lines(path)
        hit = planted.number in numbers
        hits += hit
        seconds.append(took)
        moves = planted.sgf.count(";") - 1
        print(
            f"{path.name}: level {planted.level}, {moves} moves, move {planted.number} "
            f"{planted.kind} (GNU Go: -{planted.cost:.1f}); review lines {numbers}: "
            f"{'hit' if hit else 'MISS'}, {took:.1f} s",
            flush=True,
        )
    return hits, seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nine", type=int, default=10, help="9x9 games")
    parser.add_argument("--thirteen", type=int, default=4, help="13x13 games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="keep the games in this folder")
    args = parser.parse_args()
    before = os.getloadavg()
    with tempfile.TemporaryDirectory() as temp:
        folder = args.keep or Path(temp)
        folder.mkdir(parents=True, exist_ok=True)
        results = {
            size: bench(size, count, args.seed, folder)
            for size, count in ((9, args.nine), (13, args.thirteen))
            if count
        }
    after = os.getloadavg()
    total_hits = sum(hits for hits, _ in results.values())
    total = sum(len(seconds) for _, seconds in results.values())
    for size, (hits, seconds) in results.items():
        print(
            f"{size}x{size}: {hits}/{len(seconds)} planted blunders in the first three lines; "
            f"review {sum(seconds) / len(seconds):.1f} s a game on average, "
            f"{max(seconds):.1f} s at most"
        )
    if total:
        print(f"hit rate {100 * total_hits / total:.0f}% ({total_hits}/{total}), goal 80%")
    print(
        f"load average before {before[0]:.2f} {before[1]:.2f}, "
        f"after {after[0]:.2f} {after[1]:.2f}; {os.cpu_count()} cores"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
