"""Speed of the trainer's engine answers: ``python tools/bench_trainer.py``.

For every built-in problem the engine can read, every move in the part of
the board the problem uses that the tree leaves to the engine (off the tree,
or a RIGHT first move with nothing after it) is read as the problem screen
reads it, in one :class:`~go_tui.problems.trainer.Task`; so are the engine's
hint for the start position and the shown answer where the engine gives it.
Prints the median, the 90th percentile and the worst time of each, the
outcomes of the moves, and the slowest moves.  The screen runs these in a
thread: this says how long the learner sees "Thinking…".
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from go_tui.engine import to_vertex
from go_tui.problems import Attempt, Task, builtin_collections


def _spread(label: str, seconds: list[float]) -> None:
    if not seconds:
        print(f"{label}: none")
        return
    ordered = sorted(seconds)
    p90 = ordered[int(len(ordered) * 0.9)]
    print(
        f"{label}: {len(ordered)}, median {statistics.median(ordered) * 1000:.1f} ms, "
        f"90% {p90 * 1000:.0f} ms, worst {ordered[-1]:.2f} s"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python tools/bench_trainer.py", description=__doc__)
    parser.add_argument("--slowest", type=int, default=5, help="slowest moves to list")
    args = parser.parse_args(argv)
    moves: list[tuple[float, str]] = []
    hints: list[float] = []
    answers: list[float] = []
    outcomes: Counter[str] = Counter()
    for collection in builtin_collections():
        for problem in collection.problems:
            fresh = Attempt(problem)
            if fresh.opponent is None:
                continue
            region = fresh.region()
            for point in ((r, c) for r in region.rows for c in region.columns):
                attempt = Attempt(problem)
                step = attempt.begin(point)
                if not isinstance(step, Task):
                    continue
                start = time.perf_counter()
                done = step.run()
                moves.append(
                    (time.perf_counter() - start, f"{problem.key} {to_vertex(point, problem.size)}")
                )
                answer = attempt.finish(done)
                outcomes[answer.outcome.value if answer else "stale"] += 1
            start = time.perf_counter()
            fresh.opponent.best(fresh.game.board)  # the engine's hint, tree or not
            hints.append(time.perf_counter() - start)
            shown = fresh.answer_task()
            if isinstance(shown, Task):
                start = time.perf_counter()
                shown.run()
                answers.append(time.perf_counter() - start)
    _spread("moves read", [seconds for seconds, _ in moves])
    print("outcomes: " + ", ".join(f"{n} {name}" for name, n in outcomes.most_common()))
    _spread("hints read", hints)
    _spread("answers read", answers)
    for seconds, where in sorted(moves, reverse=True)[: args.slowest]:
        print(f"  {seconds:.2f} s  {where}")


if __name__ == "__main__":
    main()
