"""The dead-stone proposal depends on the position alone, never on the machine's speed:
its playouts and readings are counted, and a clock only stops them as a safety net,
with the proposal saying so (``cut_short``)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from go_tui.engine import Color, life, playouts
from go_tui.engine.board import Board
from go_tui.engine.game import Game
from go_tui.engine.life import Proposal, caught, estimate_dead
from go_tui.formats.sgf import load_sgf

GAMES = Path(__file__).parent / "data" / "gnugo"
POSITIONS = (
    ("gnugo-9x9-1-003.sgf", 10),
    ("gnugo-13x13-1-005.sgf", 10),
    ("gnugo-13x13-1-001.sgf", 30),
    ("gnugo-19x19-1-001.sgf", 10),
    ("gnugo-19x19-1-006.sgf", 30),
)
"""GNU Go games of each size cut some moves before the end, borders still open: the
playouts judge them (on 19x19 they revive and kill), and chains short of liberties are
read."""


def cut_position(name: str, cut: int) -> Game:
    """The game ``name`` of ``tests/data/gnugo``, ``cut`` moves before its last move."""
    game = load_sgf((GAMES / name).read_bytes()).game
    played = len(game.record)
    while played and game.record[played - 1].point is None:
        played -= 1
    return game.replayed(played - cut)


def proposals() -> list[Proposal]:
    return [estimate_dead(p.board, p.to_move) for p in (cut_position(*pos) for pos in POSITIONS)]


def test_the_proposal_is_the_same_every_time() -> None:
    first = proposals()
    assert any(p.dead for p in first)  # the positions have dead stones to find
    assert first == proposals()
    assert not any(p.cut_short for p in first)


class SlowClock:
    """A machine where every look at the clock finds ``step`` seconds gone: some 0.1 s a
    playout, ten times slower than the machine the budgets were measured on."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def monotonic(self) -> float:
        self.now += self.step
        return self.now


def on_a_slow_machine(monkeypatch: pytest.MonkeyPatch, step: float) -> None:
    clock = SimpleNamespace(monotonic=SlowClock(step).monotonic)
    monkeypatch.setattr(playouts, "time", clock)
    monkeypatch.setattr(life, "time", clock)


def test_a_slow_machine_gets_the_same_proposal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The old budget of one second ran some ten playouts on such a machine, not 100."""
    idle = proposals()
    on_a_slow_machine(monkeypatch, 0.1)
    assert proposals() == idle


def test_the_safety_clock_cuts_short_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine so slow that the playouts pass ``SAFETY_SECONDS``: they stop, and the
    proposal says it was cut short."""
    game = cut_position("gnugo-13x13-1-005.sgf", 10)
    on_a_slow_machine(monkeypatch, 5.0)
    proposal = estimate_dead(game.board, game.to_move)
    assert proposal.cut_short
    assert estimate_dead(game.board, game.to_move, safety=1e9).cut_short is False


def test_shape_alone_is_never_cut_short() -> None:
    """Shape alone judges a board below 9x9: no playouts, no readings, so even a clock
    that is up at once cuts nothing."""
    board = ataris(7)
    proposal = estimate_dead(board, safety=0.0)
    assert proposal.dead
    assert proposal.cut_short is False


def ataris(size: int) -> Board:
    """Rows of lone black stones in atari, each walled in by white ones round its last
    liberty: every one is read, and caught."""
    board = Board(size)
    for row in range(1, size - 1, 4):
        for col in range(1, size - 2, 4):
            board.place_setup(Color.BLACK, (row, col))
            for point in ((-1, 0), (1, 0), (0, -1), (-1, 1), (1, 1), (0, 2)):
                board.place_setup(Color.WHITE, (row + point[0], col + point[1]))
    return board


def test_the_readings_stop_at_their_count_of_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    board = ataris(13)
    everything = caught(board, frozenset())
    assert everything
    monkeypatch.setattr(life, "CAUGHT_NODES", 0)
    assert caught(board, frozenset()) == set()
    nodes = []

    def counted(*args: object) -> object:
        reading = real_read(*args)  # type: ignore[arg-type]
        nodes.append(reading.nodes)
        return reading

    real_read = life.read
    monkeypatch.setattr(life, "read", counted)
    monkeypatch.setattr(life, "CAUGHT_NODES", 10)
    some = caught(board, frozenset())
    assert some < everything
    assert sum(nodes) <= 10 + max(nodes)  # the last reading may take what was left


@pytest.mark.slow  # a few seconds of proposals twice, once beside two busy processes
def test_a_busy_machine_gets_the_same_proposals() -> None:
    """The proposals for real positions, once on an idle machine and once with two
    CPU-bound processes beside them, are the same: nothing in them depends on the time."""
    idle = proposals()
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        time.sleep(0.2)
        assert all(process.poll() is None for process in busy)  # they do run
        started = time.perf_counter()
        loaded = proposals()
        assert all(process.poll() is None for process in busy)
    finally:
        for process in busy:
            process.kill()
            process.wait()
    assert loaded == idle
    assert time.perf_counter() - started < life.SAFETY_SECONDS
