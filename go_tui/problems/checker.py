"""Prove a collection with the engine before a learner meets it.

Each problem ends *proven*, *wrong* or *unproven*.  It is wrong when its
position is impossible, a move of its tree is illegal or by the wrong side, a
claim is false, no first move wins against every reply the tree holds (as the
trainer will judge it), or the readers of :mod:`go_tui.problems.proof` find
that a RIGHT first move fails or a WRONG one reaches the goal.  It is proven
when the readers settled every first move of the tree and found nothing
wrong; unproven when they could not (a budget ran out, no goal could be
found), with the reason.  ``go-tui problems check`` prints this.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from go_tui.engine import JAPANESE, Board, Color, Game, Point, Refused, to_vertex
from go_tui.engine.claims import Claim, claim_fault
from go_tui.engine.life import estimate_dead
from go_tui.problems.aim import inferred_goal
from go_tui.problems.counting import COUNTING, count_faults
from go_tui.problems.judge import Judge
from go_tui.problems.loader import builtin_collections, load_file, problem_files
from go_tui.problems.model import Collection, LoadFault, Problem, TreeMove, Verdict
from go_tui.problems.proof import TACTICAL_TOPICS, Proof, prove


class ProofStatus(StrEnum):
    PROVEN = "proven"
    WRONG = "wrong"
    UNPROVEN = "unproven"
    UNREADABLE = "unreadable"  # the problem could not be loaded: not judged at all


def problem_proof(problem: Problem) -> Proof:
    """Everything wrong with one loaded problem, or why it is not proven.

    Each proof runs only when the ones before pass: the position, the tree and its
    claims, the reading of the first moves, then how the RIGHT lines end.  A counting
    problem is proven by its count (:func:`~go_tui.problems.counting.count_faults`).
    """
    faults = position_faults(problem)
    if not faults and problem.topic == COUNTING:
        game = _game(problem)
        faults = _claim_faults(problem.claims, game, problem.size, "the position")
        return Proof(faults + count_faults(problem))
    faults = faults or tree_faults(problem)
    if faults:
        return Proof(faults)
    proof = prove(problem)
    if not proof.faults:
        proof.faults = line_faults(problem)
    return proof


def problem_faults(problem: Problem) -> list[str]:
    """Everything wrong with one loaded problem; empty when it is sound (proven or not)."""
    return problem_proof(problem).faults


def tree_faults(problem: Problem) -> list[str]:
    """Every move legal and by the side to play, every claim true, a RIGHT end reachable,
    and a first move that wins against every reply the tree holds."""
    if not problem.tree:
        return ["no solution tree: the file holds no moves after the position"]
    faults: list[str] = []
    learner = problem.to_move
    if learner is None:
        faults.append("no player to move: the root needs PL[B] or PL[W]")
    game = _game(problem)
    faults += _claim_faults(problem.claims, game, problem.size, "the position")
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
        faults += _claim_faults(move.claims, game, problem.size, where)
        reachable += move.verdict is Verdict.RIGHT
        stack += [(child, depth + 1) for child in reversed(move.children)]
    if not any(move.verdict is Verdict.RIGHT for move in problem.moves()):
        faults.append("no correct line: no comment in the tree starts with RIGHT or Correct")
    elif not reachable:
        faults.append("no RIGHT end can be reached with legal moves")
    elif learner is not None and not Judge(problem).winning_moves(problem.tree):
        faults.append("no first move reaches RIGHT against every reply the tree holds")
    return faults


def line_faults(problem: Problem) -> list[str]:
    """What the RIGHT lines do beyond their goal or short of the topic.

    A capture (or double-atari, ladder, net, snapback) line ends with the move that
    takes marked stones, all of them still standing before it, or with a marked chain
    in atari; every move of a
    ladder line is an atari on the marked stones or that capture; a seki line ends
    where the marked stones live in seki, as the engine's estimate finds it.
    """
    learner = problem.to_move
    if learner is None or not problem.targets:
        return []
    capture = problem.capture_goal and problem.topic in TACTICAL_TOPICS
    faults: list[str] = []
    for path in _right_lines(problem.tree):
        game = _game(problem)
        end = path[-1]
        where = f"{end.where}: the RIGHT line ending {_name(end, problem.size)}"
        for move in path:
            standing = all(game.board[t] is not None for t in problem.targets)
            played = game.play(move.point, move.color)
            assert not isinstance(played, Refused), "problem_faults replays every line first"
            taken = set(played.captured) & set(problem.targets)
            if capture and taken and move is not end:
                faults.append(f"{where} goes on after the capture at {_name(move, problem.size)}")
                break
            ladder = problem.topic == "ladder" and move.color is learner and not taken
            if ladder and not any(game.board.liberties(t) == 1 for t in problem.targets):
                faults.append(f"{where}: {_name(move, problem.size)} is not atari, so no ladder")
                break
        else:
            if capture and not (standing and taken) and not _caught(game.board, problem):
                faults.append(
                    f"{where} stops before the capture: end it with the move that takes the "
                    "marked stones, or with them in atari"
                )
            if problem.topic == "seki":
                seki = estimate_dead(game.board).seki
                if not all(t in seki for t in problem.targets):
                    faults.append(f"{where} does not end in seki (the engine's estimate)")
    return faults


def _caught(board: Board, problem: Problem) -> bool:
    """Whether a marked chain stands in atari: the line may end at the atari that takes it
    (the reader proves separately that the first move wins)."""
    learner = problem.to_move
    assert learner is not None
    return any(board[t] is learner.opponent and board.liberties(t) == 1 for t in problem.targets)


def _right_lines(tree: list[TreeMove]) -> Iterator[list[TreeMove]]:
    """Every path from a first move down to a move whose comment says RIGHT."""
    stack: list[list[TreeMove]] = [[move] for move in reversed(tree)]
    while stack:
        path = stack.pop()
        if path[-1].verdict is Verdict.RIGHT:
            yield path
        stack += [[*path, child] for child in reversed(path[-1].children)]


def _game(problem: Problem) -> Game:
    """The start position, either colour free to move (the tree says who plays)."""
    first = problem.to_move or Color.BLACK
    return Game(
        size=problem.size,
        komi=0,
        rules=JAPANESE,
        setup=problem.setup,
        first=first,
        free_order=True,
    )


def _claim_faults(claims: tuple[Claim, ...], game: Game, size: int, where: str) -> list[str]:
    def name(point: Point) -> str:
        return to_vertex(point, size)

    return [f"{where}: {fault}" for c in claims if (fault := claim_fault(c, game, name))]


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


@dataclass(frozen=True)
class Finding:
    """The verdict on one problem: where it is, its status and the faults or the reason."""

    source: str
    number: int
    status: ProofStatus
    notes: tuple[str, ...] = ()
    goal: str = ""
    """The goal the checker inferred (none stated), in words; empty when it was stated."""

    def lines(self) -> list[LoadFault]:
        """The faults (wrong) or the reason (unproven) as lines naming the problem."""
        prefix = "unproven: " if self.status is ProofStatus.UNPROVEN else ""
        return [LoadFault(self.source, self.number, prefix + note) for note in self.notes]


def collection_findings(collection: Collection) -> list[Finding]:
    """The verdict on every problem of the collection, those that failed to load included."""
    source = collection.path.name if collection.path else collection.key
    findings = [
        Finding(source, f.number, ProofStatus.UNREADABLE, (f.message,))
        for f in collection.faults
        if f.number
    ]
    for problem in collection.problems:
        proof = problem_proof(problem)
        name = f"{problem.title.en!r}" if problem.title.en else ""
        place = f"line {problem.line}" if problem.line else ""
        where = ", ".join(part for part in (name, place) if part)
        head = f"{where}: " if where else ""
        aim, learner = proof.aim, problem.to_move
        goal = ""
        if aim is not None and aim.inferred and learner is not None:
            goal = inferred_goal(aim, learner, problem.size, proof.ko)
        if proof.faults:
            notes = tuple(head + fault for fault in proof.faults)
            findings.append(Finding(source, problem.number, ProofStatus.WRONG, notes, goal))
        elif proof.unknown:
            notes = (head + proof.unknown,)
            findings.append(Finding(source, problem.number, ProofStatus.UNPROVEN, notes, goal))
        else:
            findings.append(Finding(source, problem.number, ProofStatus.PROVEN, (), goal))
    return sorted(findings, key=lambda finding: finding.number)


@dataclass
class Report:
    """What a check found over several collections."""

    collections: list[Collection] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    file_faults: list[LoadFault] = field(default_factory=list)
    """Whole files that could not be read."""

    @property
    def problems(self) -> int:
        """Problems in the files, those that failed to load included."""
        return len(self.findings)

    def count(self, status: ProofStatus) -> int:
        return sum(finding.status is status for finding in self.findings)

    @property
    def faults(self) -> list[LoadFault]:
        """Everything wrong: unreadable files, then each unreadable or wrong problem's faults
        (in the order of the problems)."""
        bad = (ProofStatus.WRONG, ProofStatus.UNREADABLE)
        wrong = [f for x in self.findings if x.status in bad for f in x.lines()]
        return self.file_faults + wrong

    @property
    def inferred(self) -> list[LoadFault]:
        """Each problem whose goal was inferred: the goal and the verdict."""
        return [
            LoadFault(x.source, x.number, f"{x.goal}: {x.status}") for x in self.findings if x.goal
        ]

    @property
    def unproven(self) -> list[LoadFault]:
        """Each unproven problem with the reason."""
        return [f for x in self.findings if x.status is ProofStatus.UNPROVEN for f in x.lines()]

    def summary(self) -> str:
        """The totals: how many problems were proven, found wrong, or left unproven, and how
        many problems (and whole files) could not be read, when any."""
        text = (
            f"{_count(self.problems, 'problem')} in "
            f"{_count(len(self.collections), 'collection')}: "
            f"{self.count(ProofStatus.PROVEN)} proven, {self.count(ProofStatus.WRONG)} wrong, "
            f"{self.count(ProofStatus.UNPROVEN)} unproven"
        )
        if unread := self.count(ProofStatus.UNREADABLE):
            text += f", {unread} could not be read"
        if self.file_faults:
            text += f", {_count(len(self.file_faults), 'file')} could not be read"
        return text


def check_collections(collections: Iterable[Collection]) -> Report:
    report = Report()
    for collection in collections:
        report.collections.append(collection)
        report.file_faults += [f for f in collection.faults if not f.number]
        report.findings += collection_findings(collection)
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
