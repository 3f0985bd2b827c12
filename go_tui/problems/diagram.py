"""A solution as a book prints it: the final position, numbers on the stones still there.

A diagram of the start position with every move numbered hides what a capture
did: a stone taken is still drawn, and a move played again on the point of a
taken stone covers the first number.  :func:`solution_diagram` plays the line
and keeps, for each point, the number of the move whose stone stands there at
the end; the moves that went, it names: each capture (the move and how many
stones it took) and each move played where an earlier one stood ("3 at 1").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from go_tui.engine import Color, Game, Point, Refused

Line = list[tuple[Color, Point | None]]

LABELLED = 9
"""Moves numbered on the board: one character each."""


@dataclass(frozen=True)
class Again:
    """Move ``later`` was played on the point of the earlier move ``earlier``."""

    later: int
    earlier: int
    point: Point


@dataclass(frozen=True)
class Capture:
    """Move ``move`` took ``count`` stones off the board."""

    move: int
    count: int


@dataclass
class SolutionDiagram:
    """The final position's numbers, the moves played on an earlier move's point, and the
    captures, in the order they were played."""

    game: Game
    labels: dict[Point, int] = field(default_factory=dict)
    again: list[Again] = field(default_factory=list)
    captures: list[Capture] = field(default_factory=list)


def solution_diagram(start: Game, line: Line) -> SolutionDiagram:
    """Play ``line`` on a copy of ``start`` and say what a book's diagram would print."""
    game = start.replayed(start.move_number)
    diagram = SolutionDiagram(game)
    standing: dict[Point, int] = {}
    first_at: dict[Point, int] = {}
    for number, (color, point) in enumerate(line, 1):
        played = game.play(point, color)
        if isinstance(played, Refused) or point is None:
            continue
        for taken in played.captured:
            standing.pop(taken, None)
        if played.captured:
            diagram.captures.append(Capture(number, len(played.captured)))
        if point in first_at:
            diagram.again.append(Again(number, first_at[point], point))
        else:
            first_at[point] = number
        standing[point] = number
    diagram.labels = {point: n for point, n in standing.items() if n <= LABELLED}
    return diagram
