"""The position shown as a text diagram (Sensei's Library ``$$``) and as an SVG image,
on real games: the diagram reads back to the same position, the image parses as XML and
holds every stone."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from go_tui.engine import COLUMNS, Color, Game, Point
from go_tui.engine.coords import star_points
from go_tui.formats.board_export import board_svg, one_line, sensei_diagram
from go_tui.formats.sgf import load_sgf

DATA = Path(__file__).parent / "data" / "gnugo"
GAMES = ["gnugo-9x9-1-000.sgf", "gnugo-13x13-1-001.sgf", "gnugo-19x19-1-002.sgf"]
SVG = "{http://www.w3.org/2000/svg}"


def game_at(name: str, moves: int | None = None) -> Game:
    game = load_sgf((DATA / name).read_bytes()).game
    return game if moves is None else game.replayed(moves)


def read_diagram(text: str) -> tuple[int, Color, dict[Point, Color], Point | None]:
    """A Sensei's Library diagram read back as the forums read it: the size and the
    player to move from its first line, the stones and the circled last move."""
    lines = text.splitlines()
    heading = re.fullmatch(r"\$\$([BW])c([0-9]+)( .*)?", lines[0])
    assert heading is not None, lines[0]
    size = int(heading[2])
    assert lines[1] == lines[-1] == "$$ +" + "-" * (2 * size + 1) + "+"
    stones: dict[Point, Color] = {}
    last: Point | None = None
    rows = lines[2:-1]
    assert len(rows) == size
    for row, line in enumerate(rows):
        assert line.startswith("$$ | ")
        assert line.endswith(" |")
        cells = line[5:-2].split(" ")
        assert len(cells) == size
        for column, cell in enumerate(cells):
            point = (row, column)
            assert cell in "XOBW.,", cell
            assert (cell == ",") == (point in star_points(size) and cell in ".,"), point
            if cell in "XB":
                stones[point] = Color.BLACK
            elif cell in "OW":
                stones[point] = Color.WHITE
            if cell in "BW":
                assert last is None, "one last move"
                last = point
    return size, Color.parse(heading[1]), stones, last


def position(game: Game) -> dict[Point, Color]:
    board = game.board
    return {
        (r, c): color
        for r in range(game.size)
        for c in range(game.size)
        if (color := board[r, c]) is not None
    }


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("cut", [None, 37])
def test_the_diagram_reads_back_to_the_position(name: str, cut: int | None) -> None:
    game = game_at(name, cut)
    last = game.last_move.point if game.last_move else None
    text = sensei_diagram(game.board, game.to_move, last, "Move 37")
    size, to_move, stones, marked = read_diagram(text)
    assert (size, to_move) == (game.size, game.to_move)
    assert stones == position(game)
    assert len(stones) > 10  # a real position, not an empty board
    assert marked == last
    assert text.splitlines()[0].endswith(" Move 37")


def test_a_diagram_of_a_small_position_as_written() -> None:
    game = Game(size=5)
    for point in [(1, 1), (1, 2), None]:
        game.play(point)
    assert sensei_diagram(game.board, game.to_move, (1, 2)) == (
        "$$Wc5\n"
        "$$ +-----------+\n"
        "$$ | . . . . . |\n"
        "$$ | . X W . . |\n"
        "$$ | . . , . . |\n"
        "$$ | . . . . . |\n"
        "$$ | . . . . . |\n"
        "$$ +-----------+\n"
    )


def test_a_title_stays_one_line_of_plain_text() -> None:
    text = sensei_diagram(Game(size=9).board, Color.BLACK, title="Anna\n\x1b[31mred\x07 ]")
    assert text.splitlines()[0] == "$$Bc9 Anna [31mred ]"
    assert one_line("a\r\n\tb\u202ec") == "a b c"


@pytest.mark.parametrize("name", GAMES)
def test_the_image_parses_with_every_stone(name: str) -> None:
    game = game_at(name, 30)
    last = game.last_move.point if game.last_move else None
    root = ET.fromstring(board_svg(game.board, last))
    assert root.tag == f"{SVG}svg"
    circles = root.iter(f"{SVG}circle")
    found: dict[str, list[tuple[float, float]]] = {}
    for circle in circles:
        found.setdefault(circle.get("class", ""), []).append(
            (float(circle.get("cx", "0")), float(circle.get("cy", "0")))
        )
    stones = position(game)
    blacks = [p for p, c in stones.items() if c is Color.BLACK]
    whites = [p for p, c in stones.items() if c is Color.WHITE]
    assert len(found["stone black"]) == len(blacks)
    assert len(found["stone white"]) == len(whites)
    assert len(found["star"]) == len(star_points(game.size))
    assert len(found["last"]) == 1
    cell, margin = 30, 30
    where = {(int((y - margin) / cell), int((x - margin) / cell)) for x, y in found["stone black"]}
    assert where == set(blacks)
    assert last is not None
    assert found["last"] == [(margin + last[1] * cell, margin + last[0] * cell)]
    texts = [text.text for text in root.iter(f"{SVG}text")]
    assert texts.count("A") == 2
    assert texts.count(str(game.size)) == 2
    assert COLUMNS[game.size - 1] in texts
    assert "I" not in texts
    lines = list(root.iter(f"{SVG}line"))
    assert len(lines) == 2 * game.size
