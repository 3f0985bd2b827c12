"""GNU Go plays itself to two passes; we compare our dead stones and score with its own.

Two steps, each a subcommand:

* ``generate``: GNU Go (``--mode gtp --level 3``) plays itself from a few random
  opening moves until two passes in a row; the record is written as SGF with
  GNU Go's ``final_score`` in RE and its ``final_status_list dead`` in the
  root comment.
* ``compare``: for every such SGF, replay it, ask our estimator for the dead
  stones and our scorer for the result, and report per board size how often
  both agree with GNU Go's, and how long our estimate took.

    python tools/compare_gnugo.py generate --size 9 --count 40 --out /tmp/gnugo-games
    python tools/compare_gnugo.py compare /tmp/gnugo-games
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from go_tui.engine.coords import COLUMNS, from_vertex, to_vertex
from go_tui.engine.game import Game
from go_tui.engine.life import estimate_dead
from go_tui.engine.scoring import score_game
from go_tui.formats.sgf import load_sgf, text_value

GNUGO = "/usr/games/gnugo"
DEAD_PREFIX = "gnugo final_status_list dead:"
SCORE_PREFIX = "gnugo final_score:"


class Gtp:
    """A GNU Go process spoken to over GTP."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [GNUGO, "--mode", "gtp", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def send(self, command: str) -> str:
        assert self.proc.stdin is not None
        assert self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"GNU Go quit on {command!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        answer = " ".join(lines)
        if answer.startswith("?"):
            raise RuntimeError(f"{command!r}: {answer}")
        return answer[1:].strip()

    def close(self) -> None:
        self.send("quit")
        self.proc.wait()


def sgf_point(vertex: str, size: int) -> str:
    point = from_vertex(vertex, size)
    assert point is not None
    return "abcdefghijklmnopqrstuvwxy"[point[1]] + "abcdefghijklmnopqrstuvwxy"[point[0]]


def play_one(gtp: Gtp, size: int, komi: float, rng: random.Random) -> str | None:
    """One game as SGF text, or ``None`` when a side resigned (no final position to judge)."""
    gtp.send(f"boardsize {size}")
    gtp.send("clear_board")
    gtp.send(f"komi {komi}")
    moves: list[tuple[str, str]] = []
    color = "B"
    for _ in range(rng.randint(2, 6)):
        while True:
            vertex = f"{COLUMNS[rng.randrange(size)]}{rng.randrange(size) + 1}"
            try:
                gtp.send(f"play {color} {vertex}")
                break
            except RuntimeError:
                continue
        moves.append((color, vertex.lower()))
        color = "W" if color == "B" else "B"
    passes = 0
    while passes < 2 and len(moves) < 4 * size * size:
        vertex = gtp.send(f"genmove {color}").lower()
        if vertex == "resign":
            return None
        passes = passes + 1 if vertex == "pass" else 0
        moves.append((color, vertex))
        color = "W" if color == "B" else "B"
    dead = gtp.send("final_status_list dead").split()
    result = gtp.send("final_score")
    body = "".join(f";{c}[{'' if v == 'pass' else sgf_point(v, size)}]" for c, v in moves)
    comment = f"{SCORE_PREFIX} {result}\n{DEAD_PREFIX} {' '.join(sorted(dead))}"
    return (
        f"(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[{komi:g}]RU[Japanese]"
        f"PB[GNU Go 3.8 level 3]PW[GNU Go 3.8 level 3]RE[{result}]C[{comment}]{body})\n"
    )


def generate(size: int, count: int, out: Path, seed: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    gtp = Gtp("--level", "3")
    n = 0
    while len(list(out.glob(f"gnugo-{size}x{size}-{seed}-*.sgf"))) < count:
        rng = random.Random(seed * 100_003 + n)
        path = out / f"gnugo-{size}x{size}-{seed}-{n:03d}.sgf"
        n += 1
        if path.exists():
            continue
        komi = rng.choice([6.5, 6.5, 7.0, 0.5])
        start = time.perf_counter()
        text = play_one(gtp, size, komi, rng)
        took = time.perf_counter() - start
        if text is None:
            print(f"{path.name}: resigned after {took:.1f} s, not kept", flush=True)
            continue
        path.write_text(text, encoding="utf-8")
        print(f"{path.name}: {took:.1f} s", flush=True)
    gtp.close()


@dataclass
class Verdict:
    """Our answer against GNU Go's for one game."""

    size: int
    same_dead: bool
    same_score: bool
    ms: float
    ours: str
    theirs: str
    extra_dead: list[str]
    missed_dead: list[str]


def gnugo_answers(comment: str) -> tuple[str, set[str]]:
    result, dead = "", set()
    for line in comment.splitlines():
        if line.startswith(SCORE_PREFIX):
            result = line[len(SCORE_PREFIX) :].strip()
        elif line.startswith(DEAD_PREFIX):
            dead = {v.upper() for v in line[len(DEAD_PREFIX) :].split()}
    return result, dead


def margin(result: str) -> float:
    """Black's lead from a result string: ``B+3.5`` is 3.5, ``W+2.0`` is -2, ``0`` is 0."""
    if result in ("0", "Jigo"):
        return 0.0
    sign = 1 if result.startswith("B+") else -1
    return sign * float(result[2:])


def judge(path: Path) -> Verdict | None:
    """Our answers for one record; ``None`` for a game that did not end in two passes."""
    loaded = load_sgf(path.read_bytes())
    game: Game = loaded.game
    if game.passes < 2:
        return None
    comment = text_value(loaded.info.extra.get("C", [""])[0])
    result, theirs = gnugo_answers(comment)
    start = time.perf_counter()
    status = estimate_dead(game.board)
    ms = (time.perf_counter() - start) * 1000
    ours = {to_vertex(p, game.size) for p in status.dead}
    counted = score_game(game, status.dead).result
    return Verdict(
        game.size,
        ours == theirs,
        margin(counted) == margin(result),
        ms,
        counted,
        result,
        sorted(ours - theirs),
        sorted(theirs - ours),
    )


def compare(folders: list[Path], verbose: bool) -> int:
    paths = [p for folder in folders for p in sorted(folder.glob("*.sgf"))]
    judged = {p: judge(p) for p in paths}
    verdicts = [v for v in judged.values() if v is not None]
    if len(verdicts) < len(paths):
        print(f"{len(paths) - len(verdicts)} records skipped: not ended by two passes")
    for size in sorted({v.size for v in verdicts}):
        rows = [v for v in verdicts if v.size == size]
        dead = sum(v.same_dead for v in rows)
        same = sum(v.same_score for v in rows)
        times = [v.ms for v in rows]
        print(
            f"{size}x{size}: {len(rows)} games,"
            f" same dead set {dead} ({100 * dead / len(rows):.1f}%),"
            f" same score {same} ({100 * same / len(rows):.1f}%),"
            f" estimate median {statistics.median(times):.1f} ms, max {max(times):.1f} ms"
        )
    if verbose:
        for path, v in judged.items():
            if v is not None and not (v.same_dead and v.same_score):
                print(
                    f"  {path.name}: ours {v.ours} theirs {v.theirs}"
                    f" extra {v.extra_dead} missed {v.missed_dead}"
                )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="let GNU Go play itself")
    gen.add_argument("--size", type=int, required=True)
    gen.add_argument("--count", type=int, default=40)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--out", type=Path, required=True)
    cmp_ = sub.add_parser("compare", help="compare our answers with GNU Go's")
    cmp_.add_argument("folders", type=Path, nargs="+")
    cmp_.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.size, args.count, args.out, args.seed)
        return 0
    return compare(args.folders, args.verbose)


if __name__ == "__main__":
    sys.exit(main())
