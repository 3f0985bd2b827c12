"""Which first moves of a lesson's sequence steps force the goal, searched wider than the checker.

``go-tui lessons check`` searches a sequence's area with as many moves as the lines
need. A learner may find a slower move that wins too (a net instead of an atari), or
one that wins only because the search area left out an escape. This lists, for every
``capture``/``connect``/``save``/``eye`` sequence, each first move that forces the goal
within the lines' moves plus ``--extra``, with the fewest moves it needs: on the whole
board up to 7x7, else on the sequence's area grown by ``--rings`` empty points.
A move marked ``*`` starts a line. Usage::

    python tools/lesson_alternatives.py [--extra 2] [--rings 2] [step-id ...]
"""

from __future__ import annotations

import argparse
import time

from go_tui.engine import goals
from go_tui.engine.goals import LessonGoal
from go_tui.engine.reading import SearchTooBig
from go_tui.learn import load_lessons
from go_tui.learn.forcing import Forcing, learner_moves, sequence_area
from go_tui.learn.model import SequenceExercise

BUDGET = 3_000_000
"""Positions one first move may visit before it is reported as too big."""


def area(ex: SequenceExercise, rings: int) -> frozenset[tuple[int, int]]:
    board = ex.position.game().board
    if board.size <= 7:
        return frozenset(board.geo.point(i) for i in board.geo.points)
    named = {p for line in ex.lines for p in line}
    named |= {p for w in ex.wrong for p in (*w.at, *w.after, *w.reply)}
    inside = set(sequence_area(board, named, ex.target))
    for _ in range(rings):
        inside |= {n for p in list(inside) for n in board.neighbours(p) if board[n] is None}
    return frozenset(inside)


def fewest(
    ex: SequenceExercise, point: tuple[int, int], points: frozenset[tuple[int, int]], most: int
) -> str:
    """The fewest learner moves in which ``point`` forces the goal, or '' (not within most)."""
    board = ex.position.game().board
    search = Forcing(ex.goal, ex.target, ex.to_play, points)
    search.max_nodes = BUDGET
    try:
        for moves in range(1, most + 1):
            if search.wins_with(board, point, moves):
                return str(moves)
    except SearchTooBig:
        return "too big"
    return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--extra", type=int, default=2)
    parser.add_argument("--rings", type=int, default=2)
    parser.add_argument("steps", nargs="*")
    args = parser.parse_args()
    for chapter in load_lessons(prove=False).chapters:
        for number, ex in enumerate(chapter.steps, 1):
            if not isinstance(ex, SequenceExercise) or ex.goal in (
                LessonGoal.KILL,
                LessonGoal.LIVE,
            ):
                continue
            if args.steps and ex.id not in args.steps:
                continue
            started = time.monotonic()
            board = ex.position.game().board
            points = area(ex, args.rings)
            listed = {line[0] for line in ex.lines}
            most = learner_moves(ex.lines) + args.extra
            found = []
            for point in sorted(points):
                if board[point] is not None or not goals.legal(board, ex.to_play, point):
                    continue
                moves = fewest(ex, point, points, most)
                if moves or point in listed:
                    mark = "*" if point in listed else ""
                    found.append(f"{ex.position.diagram.name(point)}{mark}:{moves or '-'}")
            seconds = time.monotonic() - started
            print(
                f"ch{chapter.number} step {number} {ex.id}: lines need "
                f"{learner_moves(ex.lines)}, searched to {most}: {' '.join(found)}",
                f"({seconds:.1f} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
