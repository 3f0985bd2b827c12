"""The newer problem collections (files 11 and up), replayed line by line with the engine.

The checker proves a problem's first moves; these tests prove what the comments claim about
the rest of each line: a life-and-death line marked WRONG really ends with the learner beaten
and one marked RIGHT with the goal reached; a ko-threat line takes a ko, the threat it shows
is an atari exactly when the comment says so, and a right line saves what was threatened; an
endgame's right move wins more stones than its wrong one.  The set is also graded over at
least four levels.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from go_tui.engine import Board, Color, Game, Point
from go_tui.engine.goals import captured_anyway
from go_tui.problems import Judge, Problem, Verdict, builtin_collections
from go_tui.problems.model import TreeMove

NEWER = [c for c in builtin_collections() if c.key[:2].isdigit() and int(c.key[:2]) >= 11]
PROBLEMS = [p for c in NEWER for p in c.problems]
LIFE_AND_DEATH = [p for p in PROBLEMS if p.topic in ("two-eyes", "killing", "seki")]
KO = [p for p in PROBLEMS if p.topic == "ko"]
ENDGAME = [p for c in NEWER if c.key.endswith("endgame") for p in c.problems]

THREAT_IS_ATARI = {1: True, 2: True, 3: False, 4: True}
"""Per ko problem: whether White's threat (the second move) puts black stones in atari."""


def lines(first: list[TreeMove]) -> Iterator[list[TreeMove]]:
    """Every line of the tree from one of the ``first`` moves to an end."""
    stack = [[move] for move in reversed(first)]
    while stack:
        line = stack.pop()
        if not line[-1].children:
            yield line
        stack += [[*line, child] for child in reversed(line[-1].children)]


def replayed(problem: Problem, line: list[TreeMove]) -> Game:
    game = problem.start_game()
    for move in line:
        assert game.play(move.point, move.color), (problem.key, move)
    return game


def in_atari(board: Board) -> set[Point]:
    """Black's stones with one liberty left."""
    return {point for point in board.stones(Color.BLACK) if board.liberties(point) == 1}


def test_the_newer_set_is_big_and_graded() -> None:
    assert len(PROBLEMS) >= 45
    assert len({p.level for p in PROBLEMS}) >= 4
    assert {"killing", "two-eyes", "seki", "ko", "capture", "escape"} <= {p.topic for p in PROBLEMS}


@pytest.mark.parametrize("loaded", LIFE_AND_DEATH, ids=[p.key for p in LIFE_AND_DEATH])
def test_each_line_ends_as_its_verdict_says(loaded: Problem) -> None:
    learner = loaded.to_move
    assert learner is not None
    target = loaded.targets[0]
    kill = loaded.setup[target] is not learner
    attacker = learner if kill else learner.opponent
    for line in lines(loaded.tree):
        game = replayed(loaded, line)
        captured = captured_anyway(game.board, target, attacker, game.to_move)
        reached = captured is kill
        assert reached is (line[-1].verdict is Verdict.RIGHT), (loaded.key, line)


@pytest.mark.parametrize("loaded", KO, ids=[p.key for p in KO])
def test_ko_lines_take_a_ko_and_show_the_threat_they_name(loaded: Problem) -> None:
    for line in lines(loaded.tree):
        taken = replayed(loaded, line[:1])
        assert len(taken.moves[-1].captured) == 1
        assert taken.board.ko_point is not None, "the first move takes a ko"
        threatened = in_atari(replayed(loaded, line[:2]).board) - in_atari(taken.board)
        assert bool(threatened) is THREAT_IS_ATARI[loaded.number]
        if line[-1].verdict is Verdict.RIGHT:  # the threatened stones are saved
            end = replayed(loaded, line).board
            assert all(end[p] is Color.BLACK and end.liberties(p) > 1 for p in threatened)


@pytest.mark.parametrize("loaded", ENDGAME, ids=[p.key for p in ENDGAME])
def test_the_right_endgame_move_wins_more_stones(loaded: Problem) -> None:
    def stones_won(first: TreeMove) -> int:
        assert first.point is not None
        board = loaded.start_game().board.copy()
        placed = board.play(first.color, first.point)
        if loaded.capture_goal:
            return len(placed.captured)
        return len(board.chain_at(first.point)[0]) - 1  # the stones the move joins

    judge = Judge(loaded)
    right = [m for m in loaded.tree if judge.wins(m)]
    wrong = [m for m in loaded.tree if not judge.wins(m)]
    assert right
    assert wrong
    assert min(map(stones_won, right)) > max(map(stones_won, wrong))
