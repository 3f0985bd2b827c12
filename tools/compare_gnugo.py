"""GNU Go plays itself to two passes; we compare our dead stones and score with its own.

Two steps, each a subcommand:

* ``generate``: GNU Go (``--mode gtp --level 3``) plays itself from a few random
  opening moves until two passes in a row; the record is written as SGF with
  GNU Go's ``final_score`` in RE and its ``final_status_list dead`` in the
  root comment.
* ``compare``: for every such SGF, replay it, ask our estimator for the dead
  stones and our scorer for the result, and report per board size how often
  both agree with GNU Go's, and how long our estimate took.
* ``compare --cut K``: the unfinished endings people pass on.  Each game is cut
  K moves before its last move, borders still open; the truth is known from
  the end: the stones GNU Go lists dead there, plus those captured in the
  remaining moves, are dead, every other stone alive.  Our proposal and GNU
  Go's own ``final_status_list dead`` on the cut position are judged side by
  side: positions exactly right, stones misjudged, and chains of five or
  more stones judged the wrong way.  GNU Go answers twice: ``final_status_list``
  first plays the game out (with the engine the truth came from), while
  ``dragon_status`` judges the position as it stands, as we do.

    python tools/compare_gnugo.py generate --size 9 --count 40 --out /tmp/gnugo-games
    python tools/compare_gnugo.py compare /tmp/gnugo-games
    python tools/compare_gnugo.py compare --cut 10 /tmp/gnugo-games
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

from go_tui.engine.board import Board
from go_tui.engine.coords import COLUMNS, Color, Point, from_vertex, to_vertex
from go_tui.engine.count import Count
from go_tui.engine.game import Game
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
        lines: list[str] = []
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
    count = Count.proposed(game)  # the marking screen's proposal and count
    ms = (time.perf_counter() - start) * 1000
    ours = {to_vertex(p, game.size) for p in count.dead}
    counted = count.score().result
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


@dataclass
class CutVerdict:
    """Our proposal and GNU Go's on one cut position, each against the truth."""

    size: int
    stones: int
    wrong: dict[str, int]
    """Stones misjudged, by judge (``go-tui``, ``GNU Go``, ``GNU Go static``)."""
    large: dict[str, int]
    """Chains of ``LARGE`` or more stones misjudged, by judge."""
    ms: float
    note: str


LARGE = 5
"""A chain this big judged the wrong way is a large error: a learner is taught a wrong count."""


def cut_truth(game: Game, cut: int, dead_at_end: set[str]) -> tuple[Game, set[Point]]:
    """The position ``cut`` moves into ``game`` and its dead stones, known from the end:
    those captured in the remaining moves, and those still standing and listed dead."""
    position = game.replayed(cut)
    board = position.board
    standing = {p for color in (Color.BLACK, Color.WHITE) for p in board.stones(color)}
    captured: set[Point] = set()
    for move in game.record[cut:]:
        captured.update(p for p in move.captured if p in standing)
    end = game.board
    listed = {p for p in standing if to_vertex(p, game.size) in dead_at_end and end[p] == board[p]}
    return position, captured | listed


def gnugo_dead(gtp: Gtp, position: Game) -> dict[str, set[Point]]:
    """GNU Go's dead stones on a position, its moves replayed over GTP, two ways.

    ``GNU Go`` is ``final_status_list dead``: GNU Go finishes the game itself
    (``genmove_conservative`` for both sides until two passes, in
    ``finish_and_score_game``) and reports what is dead then, so on a cut position
    it foresees its own continuation, the one the truth comes from.  ``GNU Go static``
    is its judgement of the position as it stands: the stones of each dragon whose
    ``dragon_status`` is ``dead``, a judge like ours."""
    gtp.send(f"boardsize {position.size}")
    gtp.send("clear_board")
    gtp.send(f"komi {position.komi}")
    for move in position.record:
        vertex = "pass" if move.point is None else to_vertex(move.point, position.size)
        gtp.send(f"play {'B' if move.color is Color.BLACK else 'W'} {vertex}")
    board = position.board
    static: set[Point] = set()
    for _, stones, _ in board.chains():
        if gtp.send(f"dragon_status {to_vertex(stones[0], position.size)}").startswith("dead"):
            static.update(stones)
    played_out: set[Point] = set()
    for vertex in gtp.send("final_status_list dead").split():
        point = from_vertex(vertex, position.size)
        if point is not None:
            played_out.add(point)
    return {"GNU Go": played_out, "GNU Go static": static}


def misjudged(
    board: Board, truth: set[Point], proposed: frozenset[Point] | set[Point]
) -> tuple[int, list[str]]:
    """Stones judged the wrong way, and the chains of ``LARGE`` or more stones among
    them, each as its first stone, colour, size and the wrong verdict given."""
    wrong = truth ^ set(proposed)
    large: list[str] = []
    seen: set[Point] = set()
    for point in sorted(wrong):
        if point in seen:
            continue
        stones, _ = board.chain_at(point)
        seen.update(stones)
        if len(stones) >= LARGE:
            color = "B" if board[point] is Color.BLACK else "W"
            verdict = "dead" if point in proposed else "alive"
            large.append(f"{to_vertex(point, board.size)} {color}{len(stones)} {verdict}")
    return len(wrong), large


def judge_cut(path: Path, cut: int, gtp: Gtp | None) -> CutVerdict | None:
    """Both judges on ``path`` cut ``cut`` moves before its last move; ``None`` when
    the record did not end in two passes or is too short."""
    loaded = load_sgf(path.read_bytes())
    game: Game = loaded.game
    if game.passes < 2:
        return None
    played = len(game.record)
    while played and game.record[played - 1].point is None:
        played -= 1
    if played <= cut or game.setup:
        return None
    _, dead_at_end = gnugo_answers(text_value(loaded.info.extra.get("C", [""])[0]))
    position, truth = cut_truth(game, played - cut, dead_at_end)
    board = position.board
    start = time.perf_counter()
    ours = Count.proposed(position).dead
    ms = (time.perf_counter() - start) * 1000
    wrong, large = {}, {}
    wrong["go-tui"], chains = misjudged(board, truth, ours)
    large["go-tui"] = len(chains)
    note = f"{path.name}: go-tui {wrong['go-tui']} wrong"
    if chains:
        note += f" (large: {', '.join(chains)})"
    if gtp is not None:
        for name, dead in gnugo_dead(gtp, position).items():
            wrong[name], chains = misjudged(board, truth, dead)
            large[name] = len(chains)
            note += f", {name} {wrong[name]} wrong"
    stones = sum(len(board.stones(c)) for c in (Color.BLACK, Color.WHITE))
    return CutVerdict(game.size, stones, wrong, large, ms, note)


def compare_cut(paths: list[Path], cut: int, with_gnugo: bool, verbose: bool) -> int:
    gtp = Gtp("--level", "3") if with_gnugo else None
    verdicts = [v for v in (judge_cut(p, cut, gtp) for p in paths) if v is not None]
    if gtp is not None:
        gtp.close()
    print(f"cut {cut} moves before the end: {len(verdicts)} positions")
    for size in sorted({v.size for v in verdicts}):
        rows = [v for v in verdicts if v.size == size]
        stones = sum(v.stones for v in rows)
        times = [v.ms for v in rows]
        for name in rows[0].wrong:
            exact = sum(v.wrong[name] == 0 for v in rows)
            wrong = sum(v.wrong[name] for v in rows)
            large = sum(v.large[name] for v in rows)
            print(
                f"{size}x{size} {name:>13}: {len(rows)} positions,"
                f" exactly right {exact} ({100 * exact / len(rows):.0f}%),"
                f" stones misjudged {wrong} of {stones} ({100 * wrong / max(stones, 1):.1f}%),"
                f" chains of {LARGE}+ judged wrong {large}"
            )
        print(
            f"{size}x{size} go-tui proposal median {statistics.median(times):.1f} ms,"
            f" max {max(times):.1f} ms"
        )
    if verbose:
        for v in verdicts:
            if any(v.wrong.values()):
                print("  " + v.note)
    return 0


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
    cmp_.add_argument("--cut", type=int, help="judge positions cut K moves before the end")
    cmp_.add_argument("--size", type=int, help="only records of this board size")
    cmp_.add_argument("--limit", type=int, help="at most this many records")
    cmp_.add_argument("--no-gnugo", action="store_true", help="with --cut: skip GNU Go's figures")
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.size, args.count, args.out, args.seed)
        return 0
    if args.cut is not None:
        paths = [p for folder in args.folders for p in sorted(folder.glob("*.sgf"))]
        if args.size:
            paths = [p for p in paths if f"-{args.size}x{args.size}-" in p.name]
        paths = paths[: args.limit]
        return compare_cut(paths, args.cut, not args.no_gnugo, args.verbose)
    return compare(args.folders, args.verbose)


if __name__ == "__main__":
    sys.exit(main())
