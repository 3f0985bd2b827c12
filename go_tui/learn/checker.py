"""Prove every answer of every lesson with the engine before a learner sees it.

:func:`load_lessons` reads the lesson files and proves each exercise: a move
answer is legal and reaches its goal (and no other move does unnoticed), a
sequence is legal to its end and reaches its goal on every line, a marked set
or a number or a yes/no equals what the engine computes. Chapters with a
problem are held back, and each problem is reported as ``file:line: reason``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from go_tui.engine import Board, Color, Game, Point, Refused, goals
from go_tui.engine.benson import benson_alive
from go_tui.engine.board import EMPTY
from go_tui.engine.claims import claim_fault
from go_tui.engine.eyes import false_eye, true_eye
from go_tui.engine.goals import LessonGoal
from go_tui.engine.life import Proposal, estimate_dead
from go_tui.engine.local_life import can_live
from go_tui.engine.player import choose_move
from go_tui.engine.solver import Result, attack
from go_tui.learn.forcing import SLACK, Forcing, learner_moves, sequence_area
from go_tui.learn.loader import LessonFault, lesson_files, read_chapter
from go_tui.learn.model import (
    Chapter,
    ChoiceAsk,
    ChoiceExercise,
    CountAsk,
    CountExercise,
    Exercise,
    GameStep,
    MarkAsk,
    MarkExercise,
    MoveExercise,
    SequenceExercise,
    Step,
    WrongMove,
)
from go_tui.storage import builtin_lessons_dir

Report = Callable[[str, str], None]
"""``report(field, reason)``: note a problem with one field of the step being proven."""


@dataclass(frozen=True)
class Lessons:
    """The chapters whose every answer is proven, and the problems of the rest."""

    chapters: tuple[Chapter, ...]
    problems: tuple[LessonFault, ...]
    files: tuple[Path, ...]

    @property
    def steps(self) -> int:
        return sum(len(c.steps) for c in self.chapters)

    @property
    def exercises(self) -> int:
        return sum(len(c.exercises) for c in self.chapters)


def load_lessons(path: Path | None = None, *, prove: bool = True) -> Lessons:
    """Read and prove a lesson file or folder (default: the built-in lessons).

    ``prove=False`` only reads them: the app does so for the built-in lessons,
    which ``lessons check``, the tests and CI have proven, so Learn opens at once.
    """
    files = tuple(lesson_files(path or builtin_lessons_dir()))
    chapters: list[Chapter] = []
    problems: list[LessonFault] = []
    for file in files:
        chapter, found = read_chapter(file)
        if chapter is not None and prove:
            found = prove_chapter(chapter)
        problems += found
        if chapter is not None and not found:
            chapters.append(chapter)
    for key in ("id", "number"):
        seen: dict[object, Chapter] = {}
        for chapter in chapters:
            value = getattr(chapter, key)
            if value in seen:
                other = seen[value].path
                assert chapter.path is not None
                assert other is not None
                reason = f"chapter {key} {value!r} is also used by {other.name}"
                problems.append(LessonFault(chapter.path, chapter.line, reason))
            seen[value] = chapter
    held_back = {p.path for p in problems}
    good = sorted((c for c in chapters if c.path not in held_back), key=lambda c: c.number)
    return Lessons(tuple(good), tuple(problems), files)


def prove_chapter(chapter: Chapter) -> list[LessonFault]:
    problems: list[LessonFault] = []
    assert chapter.path is not None
    path = chapter.path
    for step in chapter.steps:

        def report(key: str, reason: str, step: Step = step) -> None:
            line = step.field_lines.get(key, step.line)
            problems.append(LessonFault(path, line, f"step {step.id!r}: {reason}"))

        try:
            prove_step(step, report)
        except goals.SearchTooBig as error:
            report("target", f"cannot prove: {error}; split it or use a sequence")
        except ImportError as error:
            report("kind", f"cannot prove yet: {error}")
    return problems


def prove_step(step: Step, report: Report) -> None:
    _prove_claims(step, report)
    _prove_dead_lists(step, report)
    if isinstance(step, GameStep):
        _prove_game(step, report)
    if not isinstance(step, Exercise):
        return
    if isinstance(step, MoveExercise):
        _prove_move(step, report)
    elif isinstance(step, SequenceExercise):
        _prove_sequence(step, report)
    elif isinstance(step, MarkExercise):
        _prove_mark(step, report)
    elif isinstance(step, CountExercise):
        _prove_count(step, report)
    elif isinstance(step, ChoiceExercise):
        _prove_choice(step, report)


PROOF_SECONDS = 20.0
"""How long the built-in computer may think about one move of a game step's proof."""


def _prove_game(step: GameStep, report: Report) -> None:
    """Against the computer: the game can start, and the built-in computer at the step's
    level answers the first move with a legal move of its own (both chosen by it)."""
    if not step.against_computer:
        return
    game = step.game()
    for color in (Color.BLACK, Color.WHITE):
        decision = choose_move(game, step.level, color=color, max_seconds=PROOF_SECONDS)
        if decision.resign or decision.point is None:
            report("level", f"the computer at level {step.level} gives up at once ({color.name})")
            return
        played = game.play(decision.point, color)
        if isinstance(played, Refused):
            reason = played.reason.value
            report("level", f"the computer at level {step.level} chose an illegal move ({reason})")
            return


def _prove_claims(step: Step, report: Report) -> None:
    """Every claim of the step holds on its position (the board after ``moves``)."""
    if step.position is None:
        return
    game = step.position.game()
    for claim in step.claims:
        fault = claim_fault(claim, game, step.position.diagram.name)
        if fault:
            report("claims", fault)


# ---- dead stones -----------------------------------------------------------------


def _prove_dead_lists(step: Step, report: Report) -> None:
    """The dead stones a counting step takes off (``dead``) are proven by reading, not by
    the life estimate that proposes dead stones at the end of a game."""
    if isinstance(step, CountExercise | ChoiceExercise | MarkExercise) and step.counting.dead:
        board = step.position.game().board
        for reason in dead_faults(board, step.counting.dead, step.position.diagram.name):
            report("dead", reason)


DEAD_NODES = 20_000
"""Positions the solver may visit to settle one chain of a counting step."""


def dead_faults(board: Board, dead: frozenset[Point], name: Callable[[Point], str]) -> list[str]:
    """Why ``dead`` is not proven to be the dead stones of ``board`` (empty: proven).

    Each dead chain is captured even when its owner moves first: read out in its
    closed area (:func:`go_tui.engine.local_life.can_live`), or by the
    life-and-death solver.  Each other chain lives once the dead stones are off:
    unconditionally (Benson), or it borders two regions of its colour in which the
    opponent, moving first, cannot live (read out the same way), or the solver
    finds no capture.
    """
    faults: list[str] = []
    clean = board.copy()
    for point in dead:
        clean.place_setup(None, point)
    for color, stones, _ in board.chains():
        point = min(stones)
        if point in dead and not _read_dead(board, point, color):
            faults.append(f"the stones at {name(point)} are not proven dead by reading")
    for color, stones, _ in clean.chains():
        point = min(stones)
        if not _read_alive(clean, point, color):
            faults.append(
                f"the stones at {name(point)} count as alive, but reading does not prove "
                "that they live with the other side moving first"
            )
    return faults


def _closed_area(board: Board, start: int, wall: int) -> set[int]:
    """The points reached from ``start`` through anything but ``wall`` stones."""
    cells = board.cells
    area = {start}
    frontier = [start]
    while frontier:
        i = frontier.pop()
        for n in board.geo.neighbours[i]:
            if n not in area and cells[n] in (EMPTY, 3 - wall):
                area.add(n)
                frontier.append(n)
    return area


def _read_dead(board: Board, point: Point, owner: Color) -> bool:
    area = _closed_area(board, board.geo.index(point), int(owner.opponent))
    lives = can_live(board, area, int(owner), int(owner))
    if lives is not None:
        return not lives
    return attack(board, point, owner, max_nodes=DEAD_NODES).result is Result.SUCCESS


def _read_alive(board: Board, point: Point, owner: Color) -> bool:
    index = board.geo.index(point)
    if index in benson_alive(board, owner):
        return True
    chain = board.chain[index]
    assert chain is not None
    secure = 0
    seen: set[int] = set()
    for liberty in sorted(chain.liberties):
        if liberty in seen:
            continue
        region = _closed_area(board, liberty, int(owner))
        seen |= region
        if any(board.cells[i] != EMPTY for i in region):
            continue
        if can_live(board, region, int(owner.opponent), int(owner.opponent)) is False:
            secure += 1
    if secure >= 2:
        return True
    return attack(board, point, owner.opponent, max_nodes=DEAD_NODES).result is Result.FAILURE


# ---- moves and sequences ------------------------------------------------------------


def _targets_fit(ex: MoveExercise | SequenceExercise, board: Board, report: Report) -> bool:
    """The target points hold what the goal is about: their stones, or empty eye points."""
    me = ex.to_play
    name = ex.position.diagram.name
    if ex.goal is LessonGoal.EYE:
        wanted: Color | None = None
    elif ex.goal in (LessonGoal.CAPTURE, LessonGoal.ATARI, LessonGoal.KILL):
        wanted = me.opponent
    else:
        wanted = me
    for point in ex.target:
        if board[point] is not wanted:
            what = f"a {wanted.name.lower()} stone" if wanted else "an empty point"
            report("target", f"target {name(point)} should be {what}")
            return False
    if ex.goal is LessonGoal.CONNECT and len({goals.chain_key(board, p) for p in ex.target}) < 2:
        report("target", "the target stones are one chain already")
        return False
    if ex.goal is LessonGoal.ATARI and ex.target and board.liberties(ex.target[0]) < 2:
        report("target", "the target chain is in atari already")
        return False
    return True


def _legal_now(game: Game, point: Point, color: Color) -> str | None:
    refusal = game.check(point, color)
    return refusal.value if refusal is not None else None


def _reaches(ex: MoveExercise, board: Board, point: Point) -> bool:
    return goals.reaches(ex.goal, board, ex.to_play, point, ex.target, ex.captures)


def _prove_move(ex: MoveExercise, report: Report) -> None:
    game = ex.position.game()
    board = game.board
    me = ex.to_play
    name = ex.position.diagram.name
    if not _targets_fit(ex, board, report):
        return
    for point in sorted(ex.answers):
        refusal = _legal_now(game, point, me)
        if refusal:
            report("answer", f"answer {name(point)} is not legal for {_color(me)} ({refusal})")
        elif not _reaches(ex, board, point):
            report("answer", f"answer {name(point)} does not reach the goal {ex.goal.value!r}")
    explained = _prove_wrong(ex, ex.wrong, report)
    if ex.goal in (LessonGoal.KILL, LessonGoal.LIVE):
        candidates = goals.area(
            board, ex.target[0], me if ex.goal is LessonGoal.KILL else me.opponent
        )
        _prove_not_without_a_move(ex, board, report)
    else:
        candidates = frozenset(board.empty_points())
    for point in sorted(candidates - ex.answers - explained):
        if goals.legal(board, me, point) and _reaches(ex, board, point):
            report(
                "answer",
                f"{name(point)} also reaches the goal {ex.goal.value!r}: "
                "add it to answer, or give it a [[step.wrong]] reason",
            )


def _prove_not_without_a_move(ex: MoveExercise, board: Board, report: Report) -> None:
    """A kill or live exercise must need its move: passing must not do as well."""
    me = ex.to_play
    target = ex.target[0]
    if ex.goal is LessonGoal.KILL and goals.captured_anyway(board, target, me, me.opponent):
        report("target", "the group dies even if you pass: nothing to find")
    if ex.goal is LessonGoal.LIVE and not goals.captured_anyway(
        board, target, me.opponent, me.opponent
    ):
        report("target", "the group lives even if you pass: nothing to find")


def _prove_wrong(
    ex: MoveExercise | SequenceExercise, entries: tuple[WrongMove, ...], report: Report
) -> frozenset[Point]:
    """Check the [[step.wrong]] entries; return the points they explain at the start."""
    me = ex.to_play
    name = ex.position.diagram.name
    explained: set[Point] = set()
    for number, entry in enumerate(entries):
        key = f"wrong.{number}"
        trial = ex.position.game()
        for i, point in enumerate(entry.after):
            trial.play(point, me if i % 2 == 0 else me.opponent)
        right = _right_moves(ex, entry.after)
        for point in sorted(entry.at):
            if point in right:
                report(key, f"{name(point)} is a right answer, not a wrong one")
                continue
            refusal = _legal_now(trial, point, me)
            if refusal:
                report(key, f"{name(point)} is not legal ({refusal}); the engine says why itself")
                continue
            replay = ex.position.game()
            for i, move in enumerate((*entry.after, point, *entry.reply)):
                color = me if i % 2 == 0 else me.opponent
                if not replay.play(move, color):
                    report(key, f"reply {name(move)} is not legal")
                    break
        if not entry.after:
            explained |= entry.at
    return frozenset(explained)


def _right_moves(ex: MoveExercise | SequenceExercise, after: tuple[Point, ...]) -> frozenset[Point]:
    if isinstance(ex, MoveExercise):
        return ex.answers
    node = ex.tree
    for point in after:
        child = node.child(point)
        assert child is not None, "the loader checks that after follows the lines"
        node = child
    return frozenset(n.point for n in node.children)


def _prove_sequence(ex: SequenceExercise, report: Report) -> None:
    game = ex.position.game()
    if not _targets_fit(ex, game.board, report):
        return
    me = ex.to_play
    name = ex.position.diagram.name
    for number, line in enumerate(ex.lines, 1):
        game = ex.position.game()
        taken: set[Point] = set()
        reached = 0
        for i, point in enumerate(line):
            color = me if i % 2 == 0 else me.opponent
            move = game.play(point, color)
            if isinstance(move, Refused):
                reason = f"line {number}, move {i + 1} ({_color(color)} {name(point)})"
                report("lines", f"{reason} is not legal ({move.reason.value})")
                break
            if color is me:
                taken.update(move.captured)
                before_end = i < len(line) - 1 and ex.goal in _REACHED_AT_ONCE
                if before_end and not reached and _line_reaches(ex, game.board, taken):
                    reached = i + 1
        else:
            if reached:
                report(
                    "lines",
                    f"line {number} reaches the goal {ex.goal.value!r} at move {reached}: "
                    "end it there",
                )
            elif not _line_reaches(ex, game.board, taken):
                report("lines", f"line {number} does not reach the goal {ex.goal.value!r}")
    explained = _prove_wrong(ex, ex.wrong, report)
    _prove_other_first_moves(ex, explained, report)


_REACHED_AT_ONCE = frozenset({LessonGoal.CAPTURE, LessonGoal.CONNECT, LessonGoal.EYE})
"""Goals a position shows without a search: a line must end where it reaches one."""


def _prove_other_first_moves(
    ex: SequenceExercise, explained: frozenset[Point], report: Report
) -> None:
    """No first move outside the lines reaches the goal unnoticed, as for ``move``.

    ``kill`` and ``live`` are searched in the group's area as a move exercise is;
    the other goals by :class:`Forcing` on the sequence's area, with as many moves
    as the lines' own first move needs. A search too big is reported, never passed.
    """
    board = ex.position.game().board
    me = ex.to_play
    name = ex.position.diagram.name
    listed = frozenset(n.point for n in ex.tree.children)
    if ex.goal in (LessonGoal.KILL, LessonGoal.LIVE):
        candidates = goals.area(
            board, ex.target[0], me if ex.goal is LessonGoal.KILL else me.opponent
        )

        def wins(point: Point) -> bool:
            return goals.reaches(ex.goal, board, me, point, ex.target)

    else:
        named = {p for line in ex.lines for p in line}
        named |= {p for w in ex.wrong for p in (*w.at, *w.after, *w.reply)}
        candidates = sequence_area(board, named, ex.target)
        forcing = Forcing(ex.goal, ex.target, me, candidates)
        shortest = learner_moves(ex.lines)
        try:
            found = forcing.fastest(board, sorted(listed), shortest, shortest + SLACK)
        except goals.SearchTooBig as error:
            report("lines", f"cannot prove the other first moves: {error}")
            return
        if found is None:
            report(
                "lines",
                "cannot prove the other first moves: the search finds no first move of "
                f"the lines that forces the goal within {shortest + SLACK} moves against "
                "every defence (the lines may miss one)",
            )
            return
        moves = found

        def wins(point: Point) -> bool:
            return forcing.wins_with(board, point, moves)

    for point in sorted(candidates - listed - explained):
        if not goals.legal(board, me, point):
            continue
        try:
            found_win = wins(point)
        except goals.SearchTooBig as error:
            report(
                "lines",
                f"cannot prove that {name(point)} does not reach the goal too: {error}; "
                "make the position smaller, or give it a [[step.wrong]] reason",
            )
            return
        if found_win:
            report(
                "lines",
                f"{name(point)} also reaches the goal {ex.goal.value!r}: "
                "add a line that starts with it, or give it a [[step.wrong]] reason",
            )


def _line_reaches(ex: SequenceExercise, board: Board, taken: set[Point]) -> bool:
    me = ex.to_play
    target = ex.target
    if ex.goal is LessonGoal.CAPTURE:
        return bool(taken) and set(target) <= taken
    if ex.goal is LessonGoal.CONNECT:
        return len({goals.chain_key(board, p) for p in target}) == 1 and board[target[0]] is me
    if ex.goal is LessonGoal.SAVE:
        return all(board[p] is me for p in target) and board.liberties(target[0]) >= 2
    if ex.goal is LessonGoal.EYE:
        return all(true_eye(board, p, me) for p in target)
    if ex.goal is LessonGoal.KILL:
        return bool(set(target) & taken) or goals.captured_anyway(board, target[0], me, me.opponent)
    return board[target[0]] is me and not goals.captured_anyway(
        board, target[0], me.opponent, me.opponent
    )


# ---- marks, numbers, choices -------------------------------------------------------


def _chains(board: Board, color: Color | None) -> list[tuple[Color, list[Point], list[Point]]]:
    return [c for c in board.chains() if color is None or c[0] is color]


def _status(board: Board) -> Proposal:
    """The engine's estimate of dead stones and seki."""
    return estimate_dead(board)


def _mark_truth(ex: MarkExercise, board: Board) -> frozenset[Point]:
    me = ex.to_play
    empty = board.empty_points()
    colors = [ex.color] if ex.color else [Color.BLACK, Color.WHITE]
    ask = ex.ask
    if ask is MarkAsk.LIBERTIES:
        return frozenset(board.chain_at(ex.target[0])[1])
    if ask is MarkAsk.CHAIN:
        return frozenset(board.chain_at(ex.target[0])[0])
    if ask is MarkAsk.ATARI:
        return frozenset(
            s for _, stones, libs in _chains(board, ex.color) if len(libs) == 1 for s in stones
        )
    if ask is MarkAsk.CAPTURES:
        return frozenset(
            p for p in empty if goals.legal(board, me, p) and goals.after(board, me, p)[1]
        )
    if ask is MarkAsk.LEGAL:
        return frozenset(p for p in empty if goals.legal(board, me, p))
    if ask is MarkAsk.ILLEGAL:
        return frozenset(p for p in empty if not goals.legal(board, me, p))
    if ask is MarkAsk.EYES:
        return frozenset(p for p in empty for c in colors if true_eye(board, p, c))
    if ask is MarkAsk.FALSE_EYES:
        return frozenset(p for p in empty for c in colors if false_eye(board, p, c))
    if ask is MarkAsk.TERRITORY:
        score = ex.counting.score(ex.position)
        return score.black_territory if ex.color is Color.BLACK else score.white_territory
    return frozenset(p for p in _status(board).dead if ex.color is None or board[p] is ex.color)


def _prove_mark(ex: MarkExercise, report: Report) -> None:
    game = _game_with_target(ex, report)
    if game is None:
        return
    board, name = game.board, ex.position.diagram.name
    truth = _mark_truth(ex, board)
    if ex.among:
        truth &= ex.among
        outside = ex.answer - ex.among
        if outside:
            report("answer", f"answer {_names(outside, name)} is not among the choices")
    missing, extra = truth - ex.answer, ex.answer - truth
    if missing:
        report("answer", f"answer misses {_names(missing, name)} (the engine: {ex.ask.value})")
    if extra:
        report("answer", f"answer should not have {_names(extra, name)} ({ex.ask.value})")


def _game_with_target(
    ex: MarkExercise | CountExercise | ChoiceExercise, report: Report
) -> Game | None:
    """The exercise's game, or ``None`` (reported) when a target point holds no stone."""
    game = ex.position.game()
    for point in ex.target:
        if game.board[point] is None:
            report("target", f"target {ex.position.diagram.name(point)} is not a stone")
            return None
    return game


def _prove_count(ex: CountExercise, report: Report) -> None:
    game = _game_with_target(ex, report)
    if game is None:
        return
    board, ask, me = game.board, ex.ask, ex.to_play
    if ask is CountAsk.LIBERTIES:
        truth: float = board.liberties(ex.target[0])
    elif ask is CountAsk.STONES:
        truth = len(board.chain_at(ex.target[0])[0])
    elif ask is CountAsk.CHAINS:
        truth = len(_chains(board, ex.color))
    elif ask is CountAsk.ATARI:
        truth = sum(len(libs) == 1 for _, _, libs in _chains(board, ex.color))
    elif ask is CountAsk.CAPTURES:
        assert ex.at is not None
        refusal = _legal_now(game, ex.at, me)
        if refusal:
            report("at", f"{ex.position.diagram.name(ex.at)} is not legal ({refusal})")
            return
        truth = len(goals.after(board, me, ex.at)[1])
    elif ask is CountAsk.CAPTURE_POINTS:
        truth = sum(
            bool(goals.legal(board, me, p) and goals.after(board, me, p)[1])
            for p in board.empty_points()
        )
    else:
        score = ex.counting.score(ex.position)
        if ask is CountAsk.MARGIN:
            truth = abs(score.black.total - score.white.total)
        else:
            side = score.black if ex.color is Color.BLACK else score.white
            truth = side.territory if ask is CountAsk.TERRITORY else side.total
    if truth != ex.answer:
        report("answer", f"answer is {ex.answer:g}, the engine counts {truth:g} ({ask.value})")


def _prove_choice(ex: ChoiceExercise, report: Report) -> None:
    game = _game_with_target(ex, report)
    if game is None:
        return
    board, ask, me = game.board, ex.ask, ex.to_play
    if ask is ChoiceAsk.TEXT:
        return
    if ask is ChoiceAsk.WINNER:
        score = ex.counting.score(ex.position)
        black, white = score.black.total, score.white.total
        truth = "black" if black > white else "white" if white > black else "draw"
    else:
        if ask is ChoiceAsk.LEGAL:
            assert ex.at is not None
            yes = _legal_now(game, ex.at, me) is None
        elif ask is ChoiceAsk.CAPTURES:
            assert ex.at is not None
            yes = goals.legal(board, me, ex.at) and bool(goals.after(board, me, ex.at)[1])
        elif ask is ChoiceAsk.CONNECTED:
            yes = len({goals.chain_key(board, p) for p in ex.target}) == 1
        elif ask is ChoiceAsk.ATARI:
            yes = board.liberties(ex.target[0]) == 1
        elif ask is ChoiceAsk.DEAD:
            yes = ex.target[0] in _status(board).dead
        else:
            yes = ex.target[0] in _status(board).seki
        truth = "yes" if yes else "no"
    if truth != ex.answer:
        report("answer", f"answer is {ex.answer!r}, the engine says {truth!r} ({ask.value})")


def _color(color: Color) -> str:
    return color.name.lower()


def _names(points: frozenset[Point], name: Callable[[Point], str]) -> str:
    return ", ".join(name(p) for p in sorted(points))
