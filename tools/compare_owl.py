"""Side by side with GNU Go: our verdicts on a published collection beside GNU Go's owl reading.

For each problem of the collection (read as ``tools/bench_collection.py`` reads it) this
runs ``go-tui problems check`` on the published form and asks GNU Go, over GTP, about the
same group (the one our checker inferred the goal for): the first move of the file is
played, then ``owl_defend`` (a kill: can the group still live?) or ``owl_attack`` (life:
can it still be killed?) with the opponent to move, and ``owl_attack``/``owl_defend`` on
the start position for GNU Go's own first move.  A *disagreement* is a problem where one
reader says the first move works and the other says it fails; each is printed, so it is
looked at rather than hidden.  GNU Go is not a dependency of the tests: this is a tool.

    python tools/compare_owl.py FOLDER [--count 100] [--wrong] [--gnugo /usr/games/gnugo]

``--wrong``: the first move replaced by the bench's plausible wrong one.

``--set``: the folder is a go-tui set (``lessons/problems``: several problems a file, each
with ``GE`` and ``MA``).  Every first move of every tree, right and wrong, is put to GNU Go
on the problem's own board: owl reading for kill and live (``killing``, ``two-eyes``) and
its tactical reading (``attack``/``defend``) for capture and escape; ko, seki and counting
problems are left out (owl has no seki or ko goal to compare with).  A disagreement is a
first move the tree calls right that GNU Go says fails, or the reverse; one looked at and
found to be GNU Go's mistake is listed in ``EXPLAINED`` with the reason, and printed as
explained rather than counted.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_collection

from bench_collection import SIZE, Published, load_collection, plausible_wrong

from go_tui.engine import Color, Point, to_vertex
from go_tui.engine.solver import Goal
from go_tui.problems import Attempt
from go_tui.problems.aim import Aim
from go_tui.problems.checker import ProofStatus, collection_findings
from go_tui.problems.loader import load_data, load_file, problem_files
from go_tui.problems.model import Problem
from go_tui.problems.proof import problem_aim

WORKS, FAILS, KO = "works", "fails", "ko"
"""GNU Go's verdict on a first move: the goal reached, not reached, reached by a ko."""


class Gtp:
    """One GNU Go process spoken to over GTP."""

    def __init__(self, program: str) -> None:
        self.process = subprocess.Popen(
            [program, "--mode", "gtp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, command: str) -> str:
        """The answer to ``command`` without its ``=``; a GTP error stops the tool."""
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines: list[str] = []
        while (line := self.process.stdout.readline()) not in ("\n", ""):
            lines.append(line.rstrip("\n"))
        answer = " ".join(lines)
        if not answer.startswith("="):
            sys.exit(f"GNU Go refused {command!r}: {answer}")
        return answer[1:].strip()

    def close(self) -> None:
        self.ask("quit")
        self.process.wait()

    def setup(self, problem: Published) -> None:
        self.ask(f"boardsize {SIZE}")
        self.ask("clear_board")
        for color, points in ((Color.BLACK, problem.black), (Color.WHITE, problem.white)):
            for point in points:
                self.ask(f"play {color.letter} {to_vertex(point, SIZE)}")

    def owl(self, command: str, target: Point) -> tuple[int, str]:
        """``owl_attack``/``owl_defend`` on the chain at ``target``: the result code (0 the
        side fails, 1 it succeeds, higher a ko) and the move."""
        code, *move = self.ask(f"{command} {to_vertex(target, SIZE)}").split()
        return int(code), (move[0] if move else "")


def gnugo_verdict(gtp: Gtp, problem: Published, aim: Aim, first: Point) -> tuple[str, str]:
    """GNU Go's verdict on ``first`` for the aim, and its own first move for the goal."""
    target = aim.targets[0]
    kill = aim.goal is Goal.KILL
    gtp.setup(problem)
    _, own = gtp.owl("owl_attack" if kill else "owl_defend", target)
    gtp.ask(f"play {problem.to_play.letter} {to_vertex(first, SIZE)}")
    if gtp.ask(f"color {to_vertex(target, SIZE)}") == "empty":
        return (WORKS if kill else FAILS), own
    code, _ = gtp.owl("owl_defend" if kill else "owl_attack", target)
    # The opponent's reading after the move: 0 it fails (the move works), 1 it succeeds.
    return (WORKS if code == 0 else FAILS if code == 1 else KO), own


EXPLAINED = {
    ("08-two-eyes.sgf", 4, "A9"): (
        "a ko, not life: White B9 answers, and after B8 White A8 takes A9 for a ko (the "
        "solver reads the closed corner to the end); GNU Go's owl_attack after A9 misses "
        "the ko, though its own owl_defend after B9 reports it (3); the comment says ko"
    ),
}
"""Disagreements looked at and settled in the problem's favour: (file, number, first move)
and why GNU Go's reading is wrong there.  They are printed as explained, not counted as
disagreements."""

SET_READINGS = {
    "killing": ("owl_defend", True),
    "two-eyes": ("owl_attack", False),
    "capture": ("defend", True),
    "double-atari": ("defend", True),
    "ladder": ("defend", True),
    "net": ("defend", True),
    "snapback": ("defend", True),
    "escape": ("attack", False),
}
"""Topic: GNU Go's question after the first move (the opponent to move), and whether the
learner attacks the marked stones."""


def set_verdict(gtp: Gtp, problem: Problem, first: Point) -> str:
    """GNU Go's verdict on the learner's ``first`` move of a go-tui problem."""
    command, attacks = SET_READINGS[problem.topic]
    size = problem.size
    gtp.ask(f"boardsize {size}")
    gtp.ask("clear_board")
    for point, color in problem.setup.items():
        gtp.ask(f"play {color.letter} {to_vertex(point, size)}")
    assert problem.to_move is not None
    gtp.ask(f"play {problem.to_move.letter} {to_vertex(first, size)}")
    targets = [t for t in problem.targets if gtp.ask(f"color {to_vertex(t, size)}") != "empty"]
    if len(targets) < len(problem.targets):  # marked stones taken: a capture or kill done
        return WORKS if attacks else FAILS
    if problem.topic == "double-atari":
        return WORKS if _one_falls(gtp, problem, targets) else FAILS
    codes = [int(gtp.ask(f"{command} {to_vertex(t, size)}").split()[0]) for t in targets[:1]]
    if attacks:
        # The defender's reading: 0 it cannot save the stones, so the move works.
        if any(code == 0 for code in codes):
            return WORKS
        return KO if all(code > 1 for code in codes) else FAILS
    # The attacker's reading: 0 it cannot take the stones, so the move works.
    return WORKS if codes[0] == 0 else FAILS if codes[0] == 1 else KO


def _one_falls(gtp: Gtp, problem: Problem, targets: list[Point]) -> bool:
    """A double atari works when whichever marked chain the defender saves (GNU Go's own
    defence of it), another one can still be taken."""
    size = problem.size
    assert problem.to_move is not None
    defender = problem.to_move.opponent
    for target in targets:
        code, *move = gtp.ask(f"defend {to_vertex(target, size)}").split()
        if code == "0":
            return True  # this one cannot be saved at all
        gtp.ask(f"play {defender.letter} {move[0]}")
        standing = [t for t in targets if gtp.ask(f"color {to_vertex(t, size)}") != "empty"]
        others = [t for t in standing if t != target]
        falls = any(gtp.ask(f"attack {to_vertex(t, size)}").split()[0] != "0" for t in others)
        gtp.ask("undo")
        if not falls:
            return False
    return True


def compare_set(gtp: Gtp, folder: Path) -> None:
    """Each first move of each tree in a go-tui set beside GNU Go's reading (``--set``)."""
    table: Counter[tuple[str, str]] = Counter()
    disagreements = explained = 0
    for path in problem_files(folder):
        for problem in load_file(path).problems:
            if problem.topic not in SET_READINGS or problem.to_move is None:
                continue
            judge = Attempt(problem).judge
            for move in problem.tree:
                if move.point is None:
                    continue
                ours = "right" if judge.wins(move) else "wrong"
                verdict = set_verdict(gtp, problem, move.point)
                table[(ours, verdict)] += 1
                if (ours, verdict) not in (("right", FAILS), ("wrong", WORKS)):
                    continue
                vertex = to_vertex(move.point, problem.size)
                where = f"{path.name}#{problem.number} ({problem.topic}, {problem.title.en})"
                said = f"{vertex} is {ours} in the tree, GNU Go: it {verdict}"
                reason = EXPLAINED.get((path.name, problem.number, vertex))
                if reason is None:
                    disagreements += 1
                    print(f"DISAGREE {where}: {said}")
                else:
                    explained += 1
                    print(f"EXPLAINED {where}: {said}: {reason}")
    print("tree \\ GNU Go: " + ", ".join(f"{o}/{g} {n}" for (o, g), n in sorted(table.items())))
    print(
        f"{disagreements} unexplained disagreements, {explained} explained "
        "(first moves of the set's trees)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="the collection's folder")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--wrong", action="store_true", help="a wrong first move marked RIGHT")
    parser.add_argument("--gnugo", default="/usr/games/gnugo")
    parser.add_argument("--set", action="store_true", help="a go-tui set (lessons/problems)")
    args = parser.parse_args()
    if not args.path.is_dir():
        sys.exit(f"{args.path}: no such folder (see tools/bench_collection.py for where to get it)")
    if not Path(args.gnugo).is_file():
        sys.exit(f"{args.gnugo}: GNU Go is not there (apt-get install gnugo, or --gnugo PATH)")
    gtp = Gtp(args.gnugo)
    if args.set:
        compare_set(gtp, args.path)
        gtp.close()
        return
    table: Counter[tuple[str, str]] = Counter()
    disagreements = 0
    for published in load_collection(args.path, args.count):
        first = plausible_wrong(published) if args.wrong else published.right[0]
        if first is None:
            continue
        text = published.sgf((first,)) if args.wrong else published.sgf()
        collection = load_data(text, published.name)
        (finding,) = collection_findings(collection)
        aim = problem_aim(collection.problems[0])
        if isinstance(aim, str):
            table[(str(finding.status), "no goal")] += 1
            print(f"{published.name}: ours {finding.status}, no goal to ask GNU Go about: {aim}")
            continue
        verdict, own = gnugo_verdict(gtp, published, aim, first)
        table[(str(finding.status), verdict)] += 1
        says_works = finding.status is ProofStatus.PROVEN
        says_fails = finding.status is ProofStatus.WRONG
        if (says_works and verdict == FAILS) or (says_fails and verdict == WORKS):
            disagreements += 1
            notes = "; ".join(finding.notes)
            print(
                f"DISAGREE {published.name}: first move {to_vertex(first, SIZE)}: ours "
                f"{finding.status}, GNU Go: it {verdict} (GNU Go plays {own or 'nothing'}) {notes}"
            )
    gtp.close()
    print("ours \\ GNU Go: " + ", ".join(f"{o}/{g} {n}" for (o, g), n in sorted(table.items())))
    print(f"{disagreements} disagreements ({'wrong' if args.wrong else 'published'} first moves)")


if __name__ == "__main__":
    main()
