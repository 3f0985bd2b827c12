"""Games for the tests, played from GTP vertices."""

from __future__ import annotations

from go_tui.engine import Game, from_vertex


def play_vertices(game: Game, *vertices: str) -> Game:
    """Play ``vertices`` (``"D4"``, ``"pass"``) in turn, each one legal; returns ``game``."""
    for vertex in vertices:
        assert game.play(from_vertex(vertex, game.size)), vertex
    return game
