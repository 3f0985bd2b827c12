"""Games for the tests, played from GTP vertices, and matches whose engines are run here."""

from __future__ import annotations

from go_tui.engine import Game, from_vertex
from go_tui.play.events import Event
from go_tui.play.match import Match


def play_vertices(game: Game, *vertices: str) -> Game:
    """Play ``vertices`` (``"D4"``, ``"pass"``) in turn, each one legal; returns ``game``."""
    for vertex in vertices:
        assert game.play(from_vertex(vertex, game.size)), vertex
    return game


def settle(match: Match) -> list[Event]:
    """Run the engine tasks the match hands out, as the screen's thread would."""
    events: list[Event] = []
    while (task := match.next_task()) is not None:
        events.append(task.announce)
        events += match.task_done(task.run())
    return events
