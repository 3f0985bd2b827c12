"""Lines of play tried while reviewing: variations beside the game, which stays as it was.

A :class:`Variation` leaves the game's main line after ``start`` of its moves and
goes on with moves of its own.  Lines are compared whole, as the moves from the
start of the game (:func:`full_line`), so a variation of a variation is simply
another variation that shares the first moves; where lines part the tree of them
(:mod:`go_tui.play.game_tree`) says, and a player steps from one line to another at
the move where they part (:func:`alternatives`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from go_tui.engine import Color, Game, Point, Refused

LineMove = tuple[Color, Point | None]
Line = tuple[LineMove, ...]


@dataclass
class Variation:
    """Moves tried from the main line's position after ``start`` moves."""

    start: int
    moves: list[LineMove] = field(default_factory=list)
    from_file: bool = False
    """Read from the opened file: its tree writes it back, not this."""

    @property
    def end(self) -> int:
        """The number of its last move, counted from the start of the game."""
        return self.start + len(self.moves)


def main_line(game: Game) -> Line:
    return tuple((move.color, move.point) for move in game.record)


def full_line(main: Line, variation: Variation) -> Line:
    """The variation as the moves from the start of the game."""
    return main[: variation.start] + tuple(variation.moves)


def line_game(game: Game, variation: Variation) -> Game:
    """A fresh game through the variation's last move; the game is untouched."""
    copy = game.replayed(variation.start)
    for color, point in variation.moves:
        copy.play(point, color)
    return copy


def playable(game: Game, lines: Sequence[tuple[int, Sequence[LineMove]]]) -> list[list[LineMove]]:
    """For each line from a file (the game's moves before it, its moves): the moves the
    rules let follow, up to the first they refuse.  One copy of the game walks the main
    line once, the lines taken in order of where they leave it, each taken back after."""
    main = main_line(game)[: game.move_number]
    copy = game.replayed(0)
    kept: list[list[LineMove]] = [[] for _ in lines]
    on_main = 0  # how far the copy's record is the game's own
    for index in sorted(range(len(lines)), key=lambda i: lines[i][0]):
        start, moves = lines[index]
        if start > len(main):
            continue
        copy.goto(on_main)
        while copy.move_number < start:
            color, point = main[copy.move_number]
            copy.play(point, color)
        on_main = start
        for color, point in moves:
            if isinstance(copy.play(point, color), Refused):
                break
            kept[index].append((color, point))
    return kept


def alternatives(lines: Sequence[Line], current: Line, number: int) -> list[int]:
    """The lines (by index, the first of each move) that share ``current``'s moves before
    move ``number`` and play a move at it: one for each move tried there."""
    shared = current[: number - 1]
    chosen: list[int] = []
    seen: set[LineMove] = set()
    for index, line in enumerate(lines):
        if len(line) >= number and line[: number - 1] == shared and line[number - 1] not in seen:
            seen.add(line[number - 1])
            chosen.append(index)
    return chosen
