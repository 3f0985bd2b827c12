"""A problem's aim: the goal, the stones it is about and where the checker read it.

The aim is what the readers prove a problem's first moves against
(:mod:`go_tui.problems.proof`) and what the trainer's opponent plays for
(:mod:`go_tui.problems.opponent`).  It is said by the problem (its topic, its words,
its marks) or inferred from the position (:mod:`go_tui.problems.inferred`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from go_tui.engine import Board, Color, Point, to_vertex
from go_tui.engine.solver import Goal


@dataclass(frozen=True)
class Aim:
    """The goal of a problem, the stones it is about and where the checker read it."""

    goal: Goal
    targets: tuple[Point, ...]
    source: str
    """``GE``, ``text``, ``MA`` or ``position``: what said the goal."""
    race: bool = False
    """Inferred: the enclosed group and a chain of the attacker's beside it are both short
    of liberties (a capturing race: the side to play wins it or loses it)."""
    closed: Board | None = field(default=None, compare=False)
    """Inferred: the start position closed by a tsumego frame (:mod:`go_tui.engine.frame`),
    where the first moves are read."""

    @property
    def inferred(self) -> bool:
        """No word, topic or mark said the goal: it was read from the position."""
        return self.source == "position"

    @property
    def authored(self) -> bool:
        """Topic and marks given (the built-in convention): other first moves are scanned."""
        return self.source == "GE"


def inferred_goal(aim: Aim, learner: Color, size: int, ko: bool = False) -> str:
    """The inferred goal in words, for ``problems check`` (ko: the answer is a ko)."""
    point = to_vertex(aim.targets[0], size)
    side = learner.name.capitalize()
    if aim.race:
        said = f"{side} wins the capturing race with the group at {point}"
    elif aim.goal is Goal.KILL:
        said = f"{side} kills the group at {point}"
    else:
        said = f"{side} lives with the group at {point}"
    return f"goal inferred from the position: {said}" + (", in a ko" if ko else "")
