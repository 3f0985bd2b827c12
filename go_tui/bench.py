"""Speed figures for the engine: ``python -m go_tui.bench [--games N]``.

Prints moves per second for replaying real game records (our ``Game.play``,
which checks ko and suicide, beside sgfmill's ``Board.play``, which checks
neither), for random legal playouts on 9x9 and 19x19, and the time to score a
finished 19x19 position.  Real records come from GNU Go's regression games in
``../shared/peer-tests`` when that folder is there; otherwise from
self-generated random games, and the output says which.
"""

from __future__ import annotations

import argparse
import random
import tarfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from go_tui.engine import Board, Color, Game, Point
from go_tui.engine.life import estimate_dead
from go_tui.engine.scoring import score
from go_tui.formats.sgf import SgfError, load_sgf

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
    """Random legal moves that do not fill one's own eyes, until both pass."""
    color = Color.BLACK
    moves: list[tuple[Color, Point | None]] = []
    passes = 0
    limit = board.size * board.size * 3
    while passes < 2 and len(moves) < limit:
        candidates = board.empty_points()
        rng.shuffle(candidates)
        chosen: Point | None = None
        for point in candidates:
            if _own_eye(board, point, color):
                continue
            refusal, _ = board.check(color, point)
            if refusal is None:
                chosen = point
                break
        if chosen is None:
            board.pass_turn()
            passes += 1
        else:
            board.play(color, chosen)
            passes = 0
        moves.append((color, chosen))
        color = color.opponent
    return board, moves


def _own_eye(board: Board, point: Point, color: Color) -> bool:
    return all(board[n] == color for n in board.neighbours(point))


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


def rate(label: str, run: Callable[[], int], repeat: int = 3) -> float:
    best = float("inf")
    moves = 0
    for _ in range(repeat):
        start = time.perf_counter()
        moves = run()
        best = min(best, time.perf_counter() - start)
    per_second = moves / best
    print(f"  {label:<44} {per_second:>10,.0f} moves/s  ({moves} moves in {best * 1000:.0f} ms)")
    return per_second


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m go_tui.bench", description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="real game records to replay")
    args = parser.parse_args(argv)

    if GAMES_TGZ.exists():
        records = list(real_records(args.games))
        source = f"{len(records)} real games from GNU Go's regression set"
    else:
        records = list(random_records(60, 19))
        source = "60 random 19x19 games (GNU Go's regression set not found)"
    print(f"Replaying game records: {source}")
    ours = rate("go-tui Game.play (checks ko and suicide)", lambda: replay_ours(records))
    try:
        theirs = rate(
            "sgfmill Board.play (no ko or suicide check)", lambda: replay_sgfmill(records)
        )
        print(f"  ratio go-tui / sgfmill: {ours / theirs:.2f}")
    except ImportError:
        print("  sgfmill is not installed (pip install sgfmill) - no side-by-side figure")

    print("Random legal playouts (no own-eye filling):")
    for size, count in ((9, 400), (19, 40)):

        def run(size: int = size, count: int = count) -> int:
            rng = random.Random(size)
            return sum(len(playout(Board(size), rng)[1]) for _ in range(count))

        rate(f"{size}x{size}, {count} playouts", run, repeat=1)

    print("Scoring a finished 19x19 position:")
    final, _ = playout(Board(19), random.Random(7))
    start = time.perf_counter()
    status = estimate_dead(final)
    estimate_ms = (time.perf_counter() - start) * 1000
    rounds = 50
    start = time.perf_counter()
    for _ in range(rounds):
        result = score(final, status.dead, 6.5, (0, 0), Game().rules.scoring, status.seki)
    score_ms = (time.perf_counter() - start) * 1000 / rounds
    print(f"  score():         {score_ms:8.2f} ms  ({result.result})")
    print(f"  estimate_dead(): {estimate_ms:8.2f} ms  ({len(status.dead)} dead stones)")


if __name__ == "__main__":
    main()
