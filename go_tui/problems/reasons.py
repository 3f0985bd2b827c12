"""Why a wrong move failed, in one sentence the engine proves from the board.

A problem file explains its WRONG lines in comments; where it says nothing (a
move off the tree, answered by the engine, or a line without a comment), the
learner would read only "Not right: F6 is the answer to F7".  :func:`why_wrong`
looks at the position after the answer and says the one thing it can prove
about the problem's stones:

* capture: the marked chain's liberties, and that it can no longer be captured
  when the tactical reader finds no capture with the learner to move; else the
  stones the answer joined it to;
* escape: the learner's marked chain's liberties, when the reader finds it lost;
* kill: the group's true eyes, when it has two;
* live: the learner's group's true eyes, when it has fewer than two;

and otherwise how many stones the answer took.  Nothing is said when none of
these holds: no sentence is better than one the board does not bear out.
"""

from __future__ import annotations

from go_tui.engine import Board, Color, Move, Point, to_vertex
from go_tui.engine.eyes import true_eye
from go_tui.engine.solver import Goal
from go_tui.engine.tactics import Limits, read
from go_tui.problems.aim import Aim
from go_tui.words import Phrase, feedback

LIMITS = Limits(max_nodes=20_000, thorough=True)
"""The reader's budget here: a sentence is not worth a long wait."""


def why_wrong(board: Board, reply: Move, learner: Color, aim: Aim | None) -> Phrase | None:
    """A proven reason the learner's move failed, ``board`` being the position after the
    opponent's ``reply``; None when nothing can be proven."""
    if reply.point is None:  # a pass: the sentence before says what it means
        return None
    name = to_vertex(reply.point, board.size)
    found = _about_goal(board, reply.point, learner, aim) if aim is not None else None
    if found is not None:
        return found
    if reply.captured:
        count = len(reply.captured)
        return _said("takes_one" if count == 1 else "takes", reply=name, count=count)
    return None


def _about_goal(board: Board, reply: Point, learner: Color, aim: Aim) -> Phrase | None:
    target = next((p for p in aim.targets if board[p] is not None), None)
    if target is None:
        return None
    name = to_vertex(reply, board.size)
    marked = set(aim.targets) & set(board.chain_at(target)[0])
    one = "_single" if len(marked) == 1 else ""  # a lone marked stone, in the singular
    liberties = board.liberties(target)
    if aim.goal is Goal.CAPTURE and board[target] is learner.opponent:
        if read(board, target, learner, LIMITS).captured is False:
            return _said("escaped" + one, reply=name, count=liberties)
        chain = set(board.chain_at(target)[0])
        joined = chain - set(aim.targets) - {reply}
        if reply in chain and joined:
            return _said("joined" + one, reply=name, count=len(joined), liberties=liberties)
        return None
    if aim.goal is Goal.ESCAPE and board[target] is learner:
        if read(board, target, learner, LIMITS).captured is True:
            key = "lost_atari" if liberties == 1 else "lost"
            return _said(key + one, reply=name, count=liberties)
        return None
    owner = board[target]
    assert owner is not None
    eyes = _true_eyes(board, aim.targets, owner)
    if aim.goal is Goal.KILL and owner is learner.opponent and len(eyes) >= 2:
        first, second = (to_vertex(p, board.size) for p in eyes[:2])
        return _said("two_eyes", reply=name, first=first, second=second)
    if aim.goal is Goal.LIVE and owner is learner and len(eyes) < 2:
        if not eyes:
            return _said("no_eye", reply=name)
        return _said("one_eye", reply=name, eye=to_vertex(eyes[0], board.size))
    return None


def _true_eyes(board: Board, targets: tuple[Point, ...], owner: Color) -> list[Point]:
    """The true eyes next to the chains of ``targets`` still on the board, in board order."""
    stones = {s for p in targets if board[p] is owner for s in board.chain_at(p)[0]}
    empty = {n for s in stones for n in board.neighbours(s) if board[n] is None}
    return sorted(p for p in empty if true_eye(board, p, owner))


def _said(key: str, **values: object) -> Phrase:
    return feedback(f"problem.why.{key}", **values)
