"""Speed of the board on screen: ``python tools/bench_board.py [--moves N]``.

Drives a bare app around one 19x19 :class:`BoardView` (a mid-game position)
with Textual's Pilot, headless, and prints for cursor keys and for played moves
the time each takes until the screen is drawn again, and how many lines of the
board were drawn for it.  A cursor move should draw the few lines it changes,
not the whole board.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time
from pathlib import Path
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.strip import Strip

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from bench import playout

from go_tui.engine import Board, Game
from go_tui.ui.widgets.board import BoardView

SIZE = (100, 30)


class CountingBoard(BoardView):
    """A board that counts the lines it draws."""

    drawn = 0
    seconds = 0.0

    def render_line(self, y: int) -> Strip:
        start = time.perf_counter()
        strip = super().render_line(y)
        CountingBoard.drawn += 1
        CountingBoard.seconds += time.perf_counter() - start
        return strip


class BoardBench(App[None]):
    """One board; the arrows move its cursor as a game screen would."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "cursor(0, 1)"),
        Binding("left", "cursor(0, -1)"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        yield CountingBoard(self.game.board)

    def action_cursor(self, rows: int, cols: int) -> None:
        self.query_one(BoardView).action_move_cursor(rows, cols)


def mid_game(moves: int) -> Game:
    """A 19x19 game of ``moves`` random legal moves."""
    _, played = playout(Board(19), random.Random(1))
    game = Game(19)
    for color, point in played[:moves]:
        game.play(point, color)
    return game


async def measure(count: int) -> dict[str, tuple[float, float, float]]:
    """Per cursor key and per played move: milliseconds until drawn, board lines drawn,
    and milliseconds spent drawing them."""
    game = mid_game(120)
    app = BoardBench(game)
    figures: dict[str, tuple[float, float, float]] = {}
    async with app.run_test(size=SIZE) as pilot:
        view = app.query_one(BoardView)
        view.focus()
        await pilot.pause()
        CountingBoard.drawn, CountingBoard.seconds = 0, 0.0
        start = time.perf_counter()
        for step in range(count):
            await pilot.press("right" if step % 36 < 18 else "left")
            await pilot.pause()
        figures["cursor key"] = (
            (time.perf_counter() - start) * 1000 / count,
            CountingBoard.drawn / count,
            CountingBoard.seconds * 1000 / count,
        )
        empty = [point for point in game.board.empty_points() if game.check(point) is None]
        CountingBoard.drawn, CountingBoard.seconds = 0, 0.0
        start = time.perf_counter()
        played = 0
        for point in empty[:count]:
            if game.check(point) is None:
                game.play(point)
                view.board = game.board
                view.last_move = point
                await pilot.pause()
                played += 1
        figures["played move"] = (
            (time.perf_counter() - start) * 1000 / max(played, 1),
            CountingBoard.drawn / max(played, 1),
            CountingBoard.seconds * 1000 / max(played, 1),
        )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=100, help="cursor keys and moves to time")
    args = parser.parse_args()
    figures = asyncio.run(measure(args.moves))
    print(f"19x19 board in a {SIZE[0]}x{SIZE[1]} terminal, headless, {args.moves} each:")
    for what, (ms, lines, drawing) in figures.items():
        print(f"  {what:12} {ms:7.2f} ms  {lines:5.1f} board lines drawn in {drawing:5.2f} ms")


if __name__ == "__main__":
    main()
