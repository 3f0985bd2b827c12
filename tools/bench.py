"""Speed figures for the engine: ``python tools/bench.py [--games N]``.

Prints moves per second for replaying real game records (our ``Game.play``,
which checks ko and suicide, beside sgfmill's ``Board.play``, which checks
neither), for random legal playouts on 9x9 and 19x19, and the time to score a
finished 19x19 position, and how long SGF stress inputs (deep nesting, a
100,000-move main line, a 10 MB comment, 10,000 siblings) take to load or be
refused, and how long the life-and-death problems take to prove (each built-in one
as it stands, and moved into the matching corner of a 19x19 board).  Real records
come from GNU Go's regression games in
``../shared/peer-tests`` when that folder is there; otherwise from
self-generated random games, and the output says which.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import tarfile
import time
from collections.abc import Callable, Iterator
from importlib.util import find_spec
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from go_tui.engine import Board, Color, Game, Point, Refusal
from go_tui.engine.board import EMPTY
from go_tui.engine.count import Count
from go_tui.engine.solver import Goal
from go_tui.formats.sgf import SgfError, load_sgf
from go_tui.problems import builtin_collections
from go_tui.problems.aim import Aim
from go_tui.problems.checker import problem_proof
from go_tui.problems.model import Problem, TreeMove
from go_tui.problems.proof import problem_aim

Record = tuple[int, dict[Point, Color], list[tuple[Color, Point | None]]]

GAMES_TGZ = (
    Path(__file__).resolve().parents[2] / "shared/peer-tests/games/gnugo_regression_games.tgz"
)


def real_records(limit: int) -> Iterator[Record]:
    """Main lines of real games that load cleanly, as plain move lists."""
    with tarfile.open(GAMES_TGZ) as archive:
        count = 0
        for member in archive:
            if count >= limit or not member.isfile() or not member.name.endswith(".sgf"):
                continue
            handle = archive.extractfile(member)
            if handle is None:
                continue
            try:
                loaded = load_sgf(handle.read())
            except SgfError:
                continue
            game = loaded.game
            if game.move_number < 20:
                continue
            count += 1
            yield game.size, dict(game.setup), [(m.color, m.point) for m in game.record]


def random_records(count: int, size: int) -> Iterator[Record]:
    for seed in range(count):
        board, moves = playout(Board(size), random.Random(seed))
        del board
        yield size, {}, moves


def playout(board: Board, rng: random.Random) -> tuple[Board, list[tuple[Color, Point | None]]]:
    """Random legal moves that do not fill one's own eyes, until both pass.

    Empty points are drawn at random without putting them all in order first,
    so a move costs the tries it takes, not a shuffle of the whole board.
    """
    cells = board.cells
    neighbours = board.geo.neighbours
    to_point = board.geo.point
    empties = [i for i in board.geo.points if cells[i] == EMPTY]
    color = Color.BLACK
    moves: list[tuple[Color, Point | None]] = []
    passes = 0
    limit = board.size * board.size * 3
    while passes < 2 and len(moves) < limit:
        chosen: Point | None = None
        left = len(empties)
        while left:
            pick = rng.randrange(left)
            i = empties[pick]
            if not all(cells[n] == color for n in neighbours[i]):
                result = board.try_play(color, to_point(i))
                if not isinstance(result, Refusal):
                    chosen = to_point(i)
                    empties[pick] = empties[-1]
                    empties.pop()
                    empties += result
                    break
            left -= 1
            empties[pick], empties[left] = empties[left], i
        if chosen is None:
            board.pass_turn()
            passes += 1
        else:
            passes = 0
        moves.append((color, chosen))
        color = color.opponent
    return board, moves


def replay_ours(records: list[Record]) -> int:
    moves = 0
    for size, setup, record in records:
        game = Game(size, setup=setup, free_order=True)
        for color, point in record:
            if not game.play(point, color):
                raise AssertionError(f"record refused at move {moves}")
            moves += 1
    return moves


def replay_sgfmill(records: list[Record]) -> int:
    from sgfmill import boards  # type: ignore[import-untyped]

    moves = 0
    for size, setup, record in records:
        board = boards.Board(size)
        for (row, col), color in setup.items():
            board.play(size - 1 - row, col, "b" if color is Color.BLACK else "w")
        for color, point in record:
            if point is not None:
                board.play(size - 1 - point[0], point[1], "b" if color is Color.BLACK else "w")
            moves += 1
    return moves


def timed(run: Callable[[], int]) -> tuple[int, float]:
    """Moves done by ``run`` and the seconds it took."""
    start = time.perf_counter()
    moves = run()
    return moves, time.perf_counter() - start


def report(label: str, moves: int, seconds: float) -> float:
    per_second = moves / seconds
    print(f"  {label:<44} {per_second:>10,.0f} moves/s  ({moves} moves in {seconds * 1000:.0f} ms)")
    return per_second


def side_by_side(records: list[Record], rounds: int = 5) -> None:
    """Our replay and sgfmill's, taking turns so machine noise hits both alike."""
    if find_spec("sgfmill") is None:
        moves, seconds = min(
            (timed(lambda: replay_ours(records)) for _ in range(rounds)), key=lambda t: t[1]
        )
        report("go-tui Game.play (checks ko and suicide)", moves, seconds)
        print("  sgfmill is not installed (pip install sgfmill) - no side-by-side figure")
        return
    ours: list[tuple[int, float]] = []
    theirs: list[tuple[int, float]] = []
    for _ in range(rounds):
        ours.append(timed(lambda: replay_ours(records)))
        theirs.append(timed(lambda: replay_sgfmill(records)))
    best_ours = min(ours, key=lambda t: t[1])
    best_theirs = min(theirs, key=lambda t: t[1])
    mine = report("go-tui Game.play (checks ko and suicide)", *best_ours)
    other = report("sgfmill Board.play (no ko or suicide check)", *best_theirs)
    print(f"  ratio go-tui / sgfmill: {mine / other:.2f}  (best of {rounds}, taking turns)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python tools/bench.py", description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="real game records to replay")
    args = parser.parse_args(argv)

    if GAMES_TGZ.exists():
        records = list(real_records(args.games))
        source = f"{len(records)} real games from GNU Go's regression set"
    else:
        records = list(random_records(60, 19))
        source = "60 random 19x19 games (GNU Go's regression set not found)"
    print(f"Replaying game records: {source}")
    side_by_side(records)

    print("Random legal playouts (no own-eye filling):")
    for size, count in ((9, 400), (19, 40)):

        def run(size: int = size, count: int = count) -> int:
            rng = random.Random(size)
            return sum(len(playout(Board(size), rng)[1]) for _ in range(count))

        report(f"{size}x{size}, {count} playouts", *timed(run))

    proposal_times()
    sgf_stress()
    problem_proofs()


STRESS: dict[str, Callable[[], str]] = {
    "20,000-deep nesting": lambda: "(;GM[1]" + "(;C[x]" * 20_000 + ")" * 20_001,
    "100,000-move main line (passes)": lambda: "(;GM[1]SZ[19]" + ";B[tt];W[tt]" * 50_000 + ")",
    "10 MB comment": lambda: "(;GM[1]C[" + "x" * 10_000_000 + "])",
    "10,000 sibling variations": lambda: "(;GM[1]" + "(;B[aa])" * 10_000 + ")",
}


def sgf_stress() -> None:
    """Huge or deep inputs load, or are refused with a message, in reasonable time."""
    print("Loading SGF stress inputs:")
    for label, build in STRESS.items():
        data = build()
        start = time.perf_counter()
        try:
            load_sgf(data)
            outcome = "loaded"
        except SgfError as error:
            outcome = f"refused: {str(error)[:50]}"
        print(f"  {label:36} {(time.perf_counter() - start) * 1000:8.0f} ms  {outcome}")


FINISHED_GAMES = Path(__file__).resolve().parents[1] / "tests" / "data" / "gnugo"
"""GNU Go self-play games that ended in two passes (written by tools/compare_gnugo.py)."""


def proposal_times() -> None:
    """Dead-stone proposal and count on 19x19 games (ended by two passes), finished and
    cut 10 and 30 moves before their end (borders open, the playouts asked): median and
    worst time."""
    games = [load_sgf(p.read_bytes()).game for p in sorted(FINISHED_GAMES.glob("*19x19*.sgf"))]
    if not games:
        print(f"No 19x19 games in {FINISHED_GAMES}: no proposal times.")
        return
    print(f"Judging 19x19 positions ({len(games)} GNU Go games), 20 rounds each:")
    for cut in (0, 10, 30):
        positions = [g.replayed(len(g.record) - 2 - cut) for g in games if len(g.record) > cut + 2]
        estimate_ms: list[float] = []
        score_ms: list[float] = []
        for position in positions:
            for _ in range(20):
                start = time.perf_counter()
                count = Count.proposed(position)
                middle = time.perf_counter()
                count.score()
                estimate_ms.append((middle - start) * 1000)
                score_ms.append((time.perf_counter() - middle) * 1000)
        label = "at the end" if cut == 0 else f"cut {cut} moves before it"
        print(f"  {label}:")
        for name, times in (("proposal", estimate_ms), ("score()", score_ms)):
            median = statistics.median(times)
            print(f"    {name:9} median {median:7.2f} ms, max {max(times):7.2f} ms")


def problem_proofs() -> None:
    """``problems check``'s proof of each built-in kill or live problem: median and worst."""
    problems = [p for c in builtin_collections() for p in c.problems]
    life = [
        p
        for p in problems
        if isinstance(aim := problem_aim(p), Aim) and aim.goal in (Goal.KILL, Goal.LIVE)
    ]
    print(f"Proving the {len(life)} built-in kill/live problems (problems check's proof):")
    for label, chosen in (
        ("as written (9x9)", life),
        ("in a 19x19 corner", [m for p in life if (m := _in_corner_19(p)) is not None]),
    ):
        times: list[float] = []
        proven = 0
        for problem in chosen:
            start = time.perf_counter()
            proof = problem_proof(problem)
            times.append(time.perf_counter() - start)
            proven += not (proof.faults or proof.unknown)
        print(
            f"  {label:18} {len(times):3} problems ({proven} proven): "
            f"median {statistics.median(times):6.2f} s, max {max(times):6.2f} s"
        )


def _in_corner_19(problem: Problem) -> Problem | None:
    """The problem moved to the corner of a 19x19 board its stones touch on the small board;
    None when they touch no corner."""
    points = list(problem.setup) + [m.point for m in problem.moves() if m.point is not None]
    last = problem.size - 1
    shifts: list[int] = []
    for axis in (0, 1):
        low = min(p[axis] for p in points) == 0
        high = max(p[axis] for p in points) == last
        if low == high:
            return None
        shifts.append(0 if low else 19 - problem.size)

    def moved(point: Point) -> Point:
        return point[0] + shifts[0], point[1] + shifts[1]

    tree = [_moved_tree(move, moved) for move in problem.tree]
    return dataclasses.replace(
        problem,
        size=19,
        setup={moved(p): c for p, c in problem.setup.items()},
        targets=tuple(map(moved, problem.targets)),
        tree=tree,
        claims=(),
    )


def _moved_tree(root: TreeMove, moved: Callable[[Point], Point]) -> TreeMove:
    """A copy of the subtree with every point moved (no claims: they name old vertices)."""

    def copy(move: TreeMove) -> TreeMove:
        point = None if move.point is None else moved(move.point)
        return TreeMove(move.color, point, move.verdict, move.comment, [], move.line, move.column)

    top = copy(root)
    stack = [(root, top)]
    while stack:
        old, new = stack.pop()
        for child in old.children:
            twin = copy(child)
            new.children.append(twin)
            stack.append((child, twin))
    return top


if __name__ == "__main__":
    main()
