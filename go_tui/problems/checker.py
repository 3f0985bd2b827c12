"""Prove a collection with the engine before a learner meets it.

A problem passes when it says who is to play, every move of its tree is
legal and made by the side whose turn it is, at least one RIGHT end can be
reached, and a first move wins against every reply the tree holds (as the
trainer will judge it).  Capture and escape problems are then read on the open
board (:mod:`go_tui.problems.proof`).  ``go-tui problems check`` prints what this finds.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from go_tui.engine import JAPANESE, Game, to_vertex
from go_tui.problems.judge import Judge
from go_tui.problems.loader import builtin_collections, load_file, problem_files
from go_tui.problems.model import Collection, LoadFault, Problem, TreeMove, Verdict
from go_tui.problems.proof import tactical_faults


def problem_faults(problem: Problem) -> list[str]:
    """Everything wrong with one loaded problem; empty when it is sound."""
    impossible = position_faults(problem)
    if impossible:
        return impossible
    if not problem.tree:
        return ["no solution tree: the file holds no moves after the position"]
    faults: list[str] = []
    learner = problem.to_move
    if learner is None:
        faults.append("no player to move: the root needs PL[B] or PL[W]")
    game = Game(
        size=problem.size,
        komi=0,
        rules=JAPANESE,
        setup=problem.setup,
        first=learner,
        free_order=True,
    )
    reachable = 0
    stack: list[tuple[TreeMove, int]] = [(move, 0) for move in reversed(problem.tree)]
    while stack:
        move, depth = stack.pop()
        game.goto(depth)
        where = f"{move.where}: move {depth + 1} ({_name(move, problem.size)})"
        if learner is not None:
            expected = learner if depth % 2 == 0 else learner.opponent
            if move.color is not expected:
                faults.append(f"{where} is played by the wrong side: {expected.name} is to play")
                continue
        refusal = game.check(move.point, move.color)
        if refusal is not None:
            faults.append(f"{where} is illegal: {refusal.value.replace('_', ' ')}")
            continue
        game.play(move.point, move.color)
        reachable += move.verdict is Verdict.RIGHT
        stack += [(child, depth + 1) for child in reversed(move.children)]
    if not any(move.verdict is Verdict.RIGHT for move in problem.moves()):
        faults.append("no correct line: no comment in the tree starts with RIGHT or Correct")
    elif not reachable:
        faults.append("no RIGHT end can be reached with legal moves")
    elif learner is not None and not Judge(problem).winning_moves(problem.tree):
        faults.append("no first move reaches RIGHT against every reply the tree holds")
    if not faults:
        faults += tactical_faults(problem)
    return faults


def position_faults(problem: Problem) -> list[str]:
    """A start position no game can reach: a chain without liberties (stones off the board
    are refused by the loader)."""
    board = problem.start_game().board
    place = f"line {problem.line}: " if problem.line else ""
    name = f" {problem.title.en!r}" if problem.title.en else ""
    return [
        f"{place}the position of problem{name} is impossible: the {color.name.lower()} chain "
        f"at {to_vertex(chain[0], problem.size)} has no liberties"
        for color, chain, liberties in board.chains()
        if not liberties
    ]


def collection_faults(collection: Collection) -> list[LoadFault]:
    """The collection's load faults and the faults of every problem it holds."""
    source = collection.path.name if collection.path else collection.key
    faults = list(collection.faults)
    for problem in collection.problems:
        faults += [LoadFault(source, problem.number, f) for f in problem_faults(problem)]
    return sorted(faults, key=lambda fault: fault.number)


@dataclass
class Report:
    """What a check found over several collections."""

    collections: list[Collection] = field(default_factory=list)
    faults: list[LoadFault] = field(default_factory=list)

    @property
    def problems(self) -> int:
        """Problems in the files, those that failed to load included."""
        loaded = sum(len(c.problems) for c in self.collections)
        return loaded + sum(1 for c in self.collections for f in c.faults if f.number)

    def summary(self) -> str:
        counts = (
            f"{_count(self.problems, 'problem')} in {_count(len(self.collections), 'collection')}"
        )
        if self.faults:
            return f"{counts}; {_count(len(self.faults), 'fault')}"
        return f"{counts}, all verified"


def check_collections(collections: Iterable[Collection]) -> Report:
    report = Report()
    for collection in collections:
        report.collections.append(collection)
        report.faults += collection_faults(collection)
    return report


def check_paths(paths: list[Path]) -> Report:
    """Check SGF files and folders of them; none: the built-in collections."""
    if not paths:
        return check_collections(builtin_collections())
    files = [file for path in paths for file in (problem_files(path) if path.is_dir() else [path])]
    return check_collections(load_file(file) for file in files)


def _name(move: TreeMove, size: int) -> str:
    return f"{move.color.letter} {to_vertex(move.point, size)}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
