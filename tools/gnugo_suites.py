"""GNU Go's life-and-death suites put to go-tui's solver, beside GNU Go's own score.

The suites (``ld_owl.tst``, ``owl.tst``, ``owl1.tst``, ``seki.tst``, ``tactics.tst``
in ``../shared/peer-tests/gnugo/regression``, their games in
``../shared/peer-tests/games/gnugo_regression_games.tgz``) are GTP scripts: a
numbered command is a test, and the ``#? [regex]`` line after it is the answer
expected (a leading ``!`` negates it; a trailing ``*`` marks a test GNU Go itself
fails).  ``loadsgf``, ``play``, ``undo`` and GNU Go's old ``black V`` / ``white V``
set up the position; they are run by go-tui's own GTP engine.

How the tests map to the solver (:mod:`go_tui.engine.solver`), the target being
the chain at the vertex:

* ``owl_attack V``: the attacker moves first; ``1 MOVE`` when it kills outright,
  ``2 MOVE`` when it kills by ko (GNU Go's KO_A), else ``0``.
* ``owl_defend V``: the defender moves first; ``1 MOVE`` when it lives outright,
  ``2 MOVE`` by ko, else ``0``.
* ``dragon_status V``: ``alive`` when the attacker cannot kill moving first,
  ``dead`` when it kills even with the defender first, else
  ``critical ATTACK DEFENCE``.
* ``attack V`` / ``defend V`` (tactics): the capture and escape readings, as
  ``1 MOVE`` or ``0``.
* ``owl_does_attack``, ``owl_does_defend`` and ``reg_genmove`` (a whole-board move
  choice) are not mapped and are not counted.

A question the solver cannot settle within its budget answers ``?``, which
matches no expected answer.  GNU Go is run on the same commands
(``/usr/games/gnugo --mode gtp``) and judged by the same regexes.

    python tools/gnugo_suites.py                 # every suite, both programs
    python tools/gnugo_suites.py ld_owl --no-gnugo --limit 60 --nodes 3000 -v
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from go_tui.engine import JAPANESE, Board, Point, to_vertex
from go_tui.engine.solver import Goal, Result, attack, solve
from go_tui.formats.gtp_engine import CommandFailed, GtpEngine, parse_vertex

PEER = Path(__file__).resolve().parents[2] / "shared" / "peer-tests"
GAMES = PEER / "games" / "gnugo_regression_games.tgz"
SUITES = ("ld_owl", "owl", "owl1", "seki", "tactics")
MAPPED = frozenset({"owl_attack", "owl_defend", "dragon_status", "attack", "defend"})
SETUP = frozenset({"loadsgf", "play", "undo", "black", "white", "komi", "boardsize"})
GNUGO = "/usr/games/gnugo"


@dataclass(frozen=True)
class Test:
    """One numbered command of a suite, the setup before it and the answer expected."""

    number: int
    command: str
    setup: tuple[str, ...]
    """The setup commands from the last ``loadsgf`` on, in order (the position is rebuilt)."""
    expected: str
    negated: bool
    gnugo_fails: bool

    def passes(self, answer: str) -> bool:
        matched = re.fullmatch(self.expected, answer.strip()) is not None
        return matched is not self.negated


def read_suite(path: Path) -> list[Test]:
    """The mapped tests of one ``.tst`` file."""
    tests: list[Test] = []
    setup: list[str] = []
    pending: tuple[int, str] | None = None
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = raw.strip()
        if line.startswith("#?") and pending is not None:
            match = re.match(r"#\?\s*(!?)\[(.*)\](\*?)", line)
            if match:
                number, command = pending
                tests.append(
                    Test(number, command, tuple(setup), match[2], match[1] == "!", match[3] == "*")
                )
            pending = None
            continue
        if not line or line.startswith("#"):
            continue
        words = line.split()
        if words[0].isdigit():
            pending = (int(words[0]), " ".join(words[1:])) if words[1] in MAPPED else None
        elif words[0] == "loadsgf":
            setup = [line]  # a new position: what came before no longer counts
        elif words[0] in SETUP:
            setup.append(line)
    return tests


def extract_games(folder: Path) -> None:
    """The suites' SGF files, unpacked into ``folder`` (as ``folder/games/...``)."""
    with tarfile.open(GAMES) as archive:
        archive.extractall(folder, filter="data")


class Solver:
    """go-tui's answers to the mapped commands, positions set up by its GTP engine."""

    def __init__(self, games: Path, max_nodes: int) -> None:
        self.games = games
        self.max_nodes = max_nodes
        self.engine = GtpEngine(JAPANESE)
        self.done: tuple[str, ...] = ()

    def answer(self, test: Test) -> str:
        try:
            self._set_up(test.setup)
        except (CommandFailed, OSError, ValueError):
            return "? setup failed"
        name, *args = test.command.split()
        board = self.engine.game.board
        try:
            point = parse_vertex(args[0], board.size) if args else None
        except ValueError:
            point = None
        if point is None or board[point] is None:
            return "? no stone there"
        return self._answer(name, board, point)

    def _set_up(self, setup: tuple[str, ...]) -> None:
        """Run the setup commands not yet run (all of them again after a new ``loadsgf``)."""
        if setup[: len(self.done)] != self.done:
            self.done = ()
        for line in setup[len(self.done) :]:
            words = line.split()
            if words[0] == "loadsgf":
                words[1] = str(self.games / words[1])
            elif words[0] in ("black", "white"):
                words = ["play", *words]
            self.engine.commands[words[0]](words[1:])
        self.done = setup

    def _answer(self, name: str, board: Board, point: Point) -> str:
        defender = board[point]
        assert defender is not None
        attacker = defender.opponent
        size = board.size
        if name in ("attack", "defend"):
            goal = Goal.CAPTURE if name == "attack" else Goal.ESCAPE
            first = attacker if name == "attack" else defender
            found = solve(board, goal, point, first, self.max_nodes)
            return _code(found.result, found.move, size)
        if name == "owl_attack":
            found = attack(board, point, attacker, self.max_nodes)
            return _code(found.result, found.move, size)
        defended = attack(board, point, defender, self.max_nodes)
        flipped = {Result.SUCCESS: Result.FAILURE, Result.FAILURE: Result.SUCCESS}
        if name == "owl_defend":
            return _code(flipped.get(defended.result, defended.result), defended.move, size)
        attacked = attack(board, point, attacker, self.max_nodes)
        if Result.UNKNOWN in (attacked.result, defended.result):
            return "?"
        if attacked.result is Result.FAILURE:
            return "alive"
        if defended.result is Result.SUCCESS:
            return "dead"
        return f"critical {_vertex(attacked.move, size)} {_vertex(defended.move, size)}"


def _code(result: Result, move: Point | None, size: int) -> str:
    if result is Result.UNKNOWN:
        return "?"
    if result is Result.FAILURE:
        return "0"
    return f"{1 if result is Result.SUCCESS else 2} {_vertex(move, size)}"


def _vertex(point: Point | None, size: int) -> str:
    return to_vertex(point, size) if point is not None else "PASS"


def gnugo_answers(tests: list[Test], games: Path) -> list[str]:
    """GNU Go's answers to the same tests, over one GTP session per suite."""
    lines: list[str] = []
    done: tuple[str, ...] = ()
    for test in tests:
        if test.setup[: len(done)] != done:
            done = ()
        lines += test.setup[len(done) :]
        done = test.setup
        lines.append(f"{test.number} {test.command}")
    script = "\n".join(lines) + "\nquit\n"
    run = subprocess.run(
        [GNUGO, "--mode", "gtp"], input=script, capture_output=True, text=True, cwd=games
    )
    answers = {
        int(m[1]): m[2].strip() for m in re.finditer(r"^=(\d+)\s*(.*)$", run.stdout, re.MULTILINE)
    }
    return [answers.get(test.number, "?") for test in tests]


def run_suite(
    name: str, games: Path, max_nodes: int, limit: int | None = None
) -> Iterator[tuple[Test, str]]:
    """Each mapped test of the suite (the first ``limit``) with the solver's answer."""
    solver = Solver(games, max_nodes)
    for test in read_suite(PEER / "gnugo" / "regression" / f"{name}.tst")[:limit]:
        yield test, solver.answer(test)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suites", nargs="*", default=list(SUITES))
    parser.add_argument("--nodes", type=int, default=5_000, help="node budget per reading")
    parser.add_argument("--no-gnugo", action="store_true", help="do not run GNU Go")
    parser.add_argument("--limit", type=int, help="only the first N mapped tests of each suite")
    parser.add_argument("--verbose", "-v", action="store_true", help="every test and answer")
    options = parser.parse_args()
    if not GAMES.is_file():
        sys.exit(f"no suites here: GNU Go's regression games are not at {GAMES}")
    with tempfile.TemporaryDirectory() as folder:
        games = Path(folder)
        extract_games(games)
        for name in options.suites:
            start = time.perf_counter()
            results = list(run_suite(name, games, options.nodes, options.limit))
            took = time.perf_counter() - start
            ours = sum(test.passes(answer) for test, answer in results)
            unknown = sum(answer.startswith("?") for _, answer in results)
            line = (
                f"{name}.tst: {len(results)} mapped tests; go-tui {ours} as expected "
                f"({unknown} unsettled, {took:.0f} s)"
            )
            if not options.no_gnugo and results:
                theirs = gnugo_answers([t for t, _ in results], games)
                passed = sum(t.passes(a) for (t, _), a in zip(results, theirs, strict=True))
                line += f"; GNU Go {passed} as expected"
            print(line, flush=True)
            if options.verbose:
                for test, answer in results:
                    mark = "ok " if test.passes(answer) else "BAD"
                    print(f"  {mark} {test.number} {test.command}: {answer} [{test.expected}]")


if __name__ == "__main__":
    main()
