"""Which lines of a solution tree win, and which reply defends best.

One reading of the tree shared by the trainer (what to answer, what to hint)
and the checker (is there a correct line at all), so they cannot disagree.
A learner's move *wins* when its comment says RIGHT, or when the opponent's
strongest reply still leaves the learner a winning move; an opponent's reply
is *strongest* when its subtree holds the fewest RIGHT ends (the main line on
a tie).  A line that stops without RIGHT loses.
"""

from __future__ import annotations

from go_tui.engine import Color
from go_tui.problems.model import Problem, TreeMove, Verdict


class Judge:
    """The verdict on every move of one problem's tree, worked out once, without recursion."""

    def __init__(self, problem: Problem) -> None:
        self.learner = problem.to_move or Color.BLACK
        self._right_ends: dict[int, int] = {}
        self._wins: dict[int, bool] = {}
        order: list[TreeMove] = []
        stack = list(problem.tree)
        while stack:
            move = stack.pop()
            order.append(move)
            stack += move.children
        for move in reversed(order):  # children before parents
            self._right_ends[id(move)] = int(move.verdict is Verdict.RIGHT) + sum(
                self._right_ends[id(child)] for child in move.children
            )
            self._wins[id(move)] = self._judge(move)

    def right_ends(self, move: TreeMove) -> int:
        """How many RIGHT comments the move's subtree holds, its own included."""
        return self._right_ends[id(move)]

    def wins(self, move: TreeMove) -> bool:
        """For a learner's move: it wins.  For a reply: the learner still wins after it."""
        return self._wins[id(move)]

    def strongest_reply(self, replies: list[TreeMove]) -> TreeMove | None:
        """The reply that leaves the learner the fewest RIGHT ends; the first on a tie."""
        return min(replies, key=self.right_ends, default=None)

    def winning_moves(self, choices: list[TreeMove]) -> list[TreeMove]:
        """The learner's moves among ``choices`` that win, in tree order."""
        return [move for move in choices if move.color is self.learner and self.wins(move)]

    def _judge(self, move: TreeMove) -> bool:
        if move.verdict is not Verdict.NONE:
            return move.verdict is Verdict.RIGHT
        if move.color is self.learner:
            replies = [child for child in move.children if child.color is not self.learner]
            reply = self.strongest_reply(replies)
            return reply is not None and self.wins(reply)
        return any(self.wins(child) for child in move.children if child.color is self.learner)
