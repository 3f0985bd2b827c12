"""A published collection that states no goal, put to ``go-tui problems check``.

The test set is Cho Chikun's *Encyclopedia of Life and Death, Elementary* as the public
repository sanderland/tsumego keeps it (https://github.com/sanderland/tsumego, folder
``problems/1a. Tsumego Beginner/Cho Chikun Encyclopedia Life And Death - Elementary``):
one ``ProbNNNN.json`` per problem with the stones (``AB``, ``AW``), the comment ("Black to
play: Elementary") and the right first moves (``SOL``).  The collection is not part of
this project: clone that repository and pass the folder.  A folder of ``.sgf`` files in
the usual form (a position, ``PL``, first moves whose comment starts with RIGHT) is read
the same way.

Each problem is turned into the form published collections use: 19x19, the corner
position, ``PL[B]``, the comment "Black to play.", every listed answer a first move with
the comment RIGHT, no ``GE``, no marks.  Two runs over the first ``--count`` problems:

* *true*: as published; counted proven, wrong (a right answer called wrong) and
  unproven;
* *wrong first move*: the RIGHT move replaced by a plausible wrong one (the empty point
  nearest the first listed answer, not a listed answer, legal for Black, beside a stone,
  not inside Black's own eye); counted caught (wrong), proven and unproven.

The seconds of each run are printed; the readers' budgets are positions, never seconds.

    git clone https://github.com/sanderland/tsumego /tmp/tsumego
    BEGINNER="/tmp/tsumego/problems/1a. Tsumego Beginner"
    python tools/bench_collection.py "$BEGINNER/Cho Chikun Encyclopedia Life And Death - Elementary"
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from go_tui.engine import Board, Color, Point
from go_tui.engine.coords import from_sgf, to_sgf
from go_tui.problems.checker import Finding, ProofStatus, collection_findings
from go_tui.problems.loader import load_data, load_file
from go_tui.problems.model import Problem, Verdict

SIZE = 19
GOALS = {"proven": 80, "wrong": 1, "caught": 80, "seconds": 600}
"""Of 100 problems: true answers proven (at least), true answers called wrong (at most),
wrong first moves caught (at least), seconds for the 100 true answers (at most)."""


@dataclass(frozen=True)
class Published:
    """One problem as the collection gives it: the stones, who plays and the right moves."""

    name: str
    black: tuple[Point, ...]
    white: tuple[Point, ...]
    to_play: Color
    right: tuple[Point, ...]

    def sgf(self, first_moves: tuple[Point, ...] | None = None) -> str:
        """The problem in the usual published form; ``first_moves`` replaces the answers."""
        letter = self.to_play.letter
        stones = "".join(
            f"{tag}{''.join(f'[{to_sgf(p, SIZE)}]' for p in points)}"
            for tag, points in (("AB", self.black), ("AW", self.white))
            if points
        )
        name = "Black" if self.to_play is Color.BLACK else "White"
        moves = first_moves if first_moves is not None else self.right
        tree = "".join(f"(;{letter}[{to_sgf(p, SIZE)}]C[RIGHT])" for p in moves)
        body = tree if len(moves) > 1 else tree[1:-1]
        return f"(;GM[1]FF[4]SZ[{SIZE}]PL[{letter}]{stones}C[{name} to play.]{body})"

    def board(self) -> Board:
        board = Board(SIZE)
        for color, points in ((Color.BLACK, self.black), (Color.WHITE, self.white)):
            for point in points:
                board.place_setup(color, point)
        return board


def load_collection(path: Path, count: int) -> list[Published]:
    """The first ``count`` problems of the folder (JSON as sanderland/tsumego keeps them,
    else SGF files with RIGHT first moves)."""
    files = sorted(path.glob("*.json"))
    if files:
        return [_from_json(file) for file in files[:count]]
    problems: list[Published] = []
    for file in sorted(path.glob("*.sgf")):
        for problem in load_file(file).problems:
            if len(problems) < count:
                problems.append(_from_problem(file.stem, problem))
    return problems


def _from_json(file: Path) -> Published:
    data = json.loads(file.read_text(encoding="utf-8"))

    def points(key: str) -> tuple[Point, ...]:
        return tuple(p for raw in data.get(key, []) if (p := from_sgf(raw, SIZE)) is not None)

    right = tuple(
        p for color, raw, *_ in data["SOL"] if color == "B" and (p := from_sgf(raw, SIZE))
    )
    return Published(file.stem, points("AB"), points("AW"), Color.BLACK, right)


def _from_problem(name: str, problem: Problem) -> Published:
    def stones(color: Color) -> tuple[Point, ...]:
        return tuple(p for p, c in problem.setup.items() if c is color)

    right = tuple(
        m.point for m in problem.tree if m.verdict is Verdict.RIGHT and m.point is not None
    )
    return Published(
        f"{name}-{problem.number}",
        stones(Color.BLACK),
        stones(Color.WHITE),
        problem.to_move or Color.BLACK,
        right,
    )


def plausible_wrong(problem: Published) -> Point | None:
    """The empty point nearest the first right move that is not a listed answer, legal for
    the side to play, beside a stone and not inside its own eye; None: no such point."""
    board = problem.board()
    color = problem.to_play
    first = problem.right[0]
    candidates: list[tuple[int, Point]] = []
    for row in range(SIZE):
        for col in range(SIZE):
            point = (row, col)
            if point in problem.right or board[point] is not None:
                continue
            around = [board[n] for n in board.neighbours(point)]
            if not any(around) or all(c is color for c in around):
                continue
            if board.check(color, point) is not None:
                continue
            candidates.append((abs(row - first[0]) + abs(col - first[1]), point))
    return min(candidates)[1] if candidates else None


@dataclass
class Run:
    """What ``problems check`` said of one run, and how long it took."""

    statuses: Counter[ProofStatus]
    findings: dict[str, Finding]
    seconds: float


def check(problems: list[Published], variant: Callable[[Published], str | None]) -> Run:
    """Check every problem in the form ``variant`` gives it (None: left out)."""
    statuses: Counter[ProofStatus] = Counter()
    findings: dict[str, Finding] = {}
    start = time.perf_counter()
    for problem in problems:
        text = variant(problem)
        if text is None:
            continue
        (finding,) = collection_findings(load_data(text, problem.name))
        statuses[finding.status] += 1
        findings[problem.name] = finding
    return Run(statuses, findings, time.perf_counter() - start)


def true_form(problem: Published) -> str:
    return problem.sgf()


def wrong_form(problem: Published) -> str | None:
    wrong = plausible_wrong(problem)
    return None if wrong is None else problem.sgf((wrong,))


def _line(label: str, run: Run, good: str) -> str:
    total = sum(run.statuses.values())
    s = run.statuses
    return (
        f"{label}: {total} problems, {s[ProofStatus.PROVEN]} proven, "
        f"{s[ProofStatus.WRONG]} wrong, {s[ProofStatus.UNPROVEN]} unproven "
        f"({good}) in {run.seconds:.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="the collection's folder")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--verbose", action="store_true", help="every verdict not as hoped")
    args = parser.parse_args()
    if not args.path.is_dir():
        sys.exit(f"{args.path}: no such folder (see the docstring for where to get it)")
    problems = load_collection(args.path, args.count)
    true = check(problems, true_form)
    wrong = check(problems, wrong_form)
    print(_line("true answers", true, "proven is right, wrong is a right answer called wrong"))
    print(_line("wrong first moves", wrong, "wrong is caught, proven is missed"))
    print(_goals(true, wrong, len(problems)))
    if args.verbose:
        for name, finding in true.findings.items():
            if finding.status is not ProofStatus.PROVEN:
                print(f"  true {name}: {finding.status}: {'; '.join(finding.notes)}")
        for name, finding in wrong.findings.items():
            if finding.status is not ProofStatus.WRONG:
                print(f"  wrong-first {name}: {finding.status}: {'; '.join(finding.notes)}")


def _goals(true: Run, wrong: Run, count: int) -> str:
    """The figures scaled to 100 problems beside the goals."""
    scale = 100 / max(count, 1)
    proven = true.statuses[ProofStatus.PROVEN] * scale
    called = true.statuses[ProofStatus.WRONG] * scale
    caught = wrong.statuses[ProofStatus.WRONG] * scale
    seconds = true.seconds * scale
    met = {
        "proven": proven >= GOALS["proven"],
        "wrong": called <= GOALS["wrong"],
        "caught": caught >= GOALS["caught"],
        "seconds": seconds <= GOALS["seconds"],
    }
    parts = [
        f"proven {proven:.0f}/100 (goal >= {GOALS['proven']})",
        f"called wrong {called:.0f} (goal <= {GOALS['wrong']})",
        f"caught {caught:.0f}/100 (goal >= {GOALS['caught']})",
        f"{seconds:.0f} s per 100 (goal <= {GOALS['seconds']})",
    ]
    missed = [k for k, ok in met.items() if not ok]
    return "goals: " + ", ".join(parts) + (f"; missed: {', '.join(missed)}" if missed else "")


if __name__ == "__main__":
    main()
