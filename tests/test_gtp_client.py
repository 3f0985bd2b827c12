"""The GTP client against real processes: GNU Go, a script that crashes, one that hangs."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from engine_support import fake_engine, needs_gnugo

from go_tui.engine import Color, Game, from_vertex, handicap_points
from go_tui.engine.scoring import score
from go_tui.formats.gtp_client import (
    MAX_LINE,
    RESIGN,
    EngineCrashed,
    EngineMissing,
    EngineTimeout,
    GtpClient,
    GtpFailure,
)
from go_tui.play.computer import Computer, EngineChoice, gnugo_command


def test_a_missing_binary_is_reported_as_missing() -> None:
    with pytest.raises(EngineMissing) as raised:
        GtpClient("/no/such/engine --mode gtp")
    assert raised.value.command == "/no/such/engine --mode gtp"
    assert "No such file" in raised.value.detail


def test_an_engine_that_exits_midway_is_reported_with_its_last_words(tmp_path: Path) -> None:
    client = GtpClient(fake_engine(tmp_path, crash_after=1))
    assert client.name() == "Fake"
    assert client.genmove(Color.BLACK, 9) is None  # the first move: a pass
    with pytest.raises(EngineCrashed) as raised:
        client.genmove(Color.WHITE, 9)
    assert raised.value.exit_code == 3
    assert raised.value.said == "out of memory"
    with pytest.raises(EngineCrashed):  # and stays reported as crashed
        client.name()


def test_last_words_in_a_box_are_read_without_the_box(tmp_path: Path) -> None:
    script = tmp_path / "boxed.py"
    script.write_text(
        "import sys\n"
        "print('Usage: engine [OPTIONS]', file=sys.stderr)\n"
        "print('╭─ Error ──────────╮', file=sys.stderr)\n"
        "print('│ No such option: --level │', file=sys.stderr)\n"
        "print('╰──────────────────╯', file=sys.stderr)\n"
        "sys.exit(2)\n"
    )
    client = GtpClient([sys.executable, str(script)])
    with pytest.raises(EngineCrashed) as raised:
        client.name()
    assert raised.value.exit_code == 2
    assert raised.value.said == "No such option: --level"


def test_an_engine_that_hangs_is_stopped_after_the_timeout(tmp_path: Path) -> None:
    client = GtpClient(fake_engine(tmp_path, hang=True), move_timeout=0.3)
    assert client.name() == "Fake"
    with pytest.raises(EngineTimeout) as raised:
        client.genmove(Color.BLACK, 9)
    assert raised.value.seconds == 0.3
    assert client.process.poll() is not None  # the process is gone


def test_an_answer_that_is_not_a_vertex_is_an_error(tmp_path: Path) -> None:
    client = GtpClient(fake_engine(tmp_path, answer="Z99"))
    with pytest.raises(Exception, match="not a vertex"):
        client.genmove(Color.BLACK, 9)


@needs_gnugo
def test_gnugo_answers_name_version_and_refusals() -> None:
    client = GtpClient(gnugo_command(1))
    try:
        assert client.name() == "GNU Go"
        assert client.version()[0].isdigit()
        assert client.knows("final_status_list")
        assert not client.knows("no_such_command")
        client.boardsize(9)
        client.clear_board()
        assert set(client.fixed_handicap(4, 9)) == set(handicap_points(9, 4))
        client.play(Color.WHITE, from_vertex("E5", 9), 9)
        with pytest.raises(GtpFailure) as raised:
            client.play(Color.BLACK, from_vertex("E5", 9), 9)
        assert raised.value.message == "illegal move"
    finally:
        client.close()
    assert client.process.poll() is not None


@needs_gnugo
def test_gnugo_plays_gnugo_a_whole_9x9_game_to_the_score() -> None:
    """Both sides through the client at level 1; our Game referees every move."""
    game = Game(size=9, komi=6.5)
    engines = {color: Computer(EngineChoice(level=1)) for color in Color}
    try:
        assert engines[Color.BLACK].start().startswith("GNU Go")
        while not game.is_over and game.move_number < 200:
            color = game.to_move
            answer = engines[color].genmove(game, color)
            if answer == RESIGN:
                game.resign(color)
                break
            assert not isinstance(answer, str)
            assert game.play(answer, color), f"GNU Go played an illegal {answer}"
        assert game.is_over
        dead = engines[Color.WHITE].dead_stones(game)
        assert dead is not None
        assert all(game.board[p] is not None for p in dead)
        counted = score(
            game.board,
            dead,
            game.komi,
            (game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)),
            game.rules.scoring,
        )
        assert counted.result[:2] in ("B+", "W+")
        assert game.passes == 2 or game.resigned is not None
    finally:
        for engine in engines.values():
            engine.close()


@needs_gnugo
def test_the_engine_follows_undo_and_handicap() -> None:
    game = Game(size=9, komi=0.5, handicap=2)
    computer = Computer(EngineChoice(level=1))
    try:
        first = computer.genmove(game, Color.WHITE)
        assert isinstance(first, tuple)
        game.play(first, Color.WHITE)
        reply = next(p for p in ((4, 4), (4, 5), (5, 4)) if game.board[p] is None)
        assert game.play(reply)
        computer.sync(game)
        assert computer.known == [(m.color, m.point) for m in game.moves]
        game.undo()
        game.undo()
        computer.sync(game)
        assert computer.known == []
        # the handicap stones are on the engine's board: playing on one is illegal there
        with pytest.raises(GtpFailure):
            computer.gtp.play(Color.WHITE, handicap_points(9, 2)[0], 9)
    finally:
        computer.close()


def script_engine(tmp_path: Path, body: str) -> str:
    """A GTP engine as a short Python script that answers every command the same way."""
    script = tmp_path / "engine.py"
    script.write_text(f"import sys\nfor line in sys.stdin:\n{body}\n")
    return f"{sys.executable} {script}"


def test_an_endless_line_from_an_engine_is_cut_not_kept(tmp_path: Path) -> None:
    body = "    sys.stdout.write('= ' + 'x' * 3_000_000 + '\\n\\n'); sys.stdout.flush()"
    client = GtpClient(script_engine(tmp_path, body))
    answer = client.send("name")
    assert answer.startswith("xxx")
    assert len(answer) < MAX_LINE
    assert client.send("version").startswith("xxx")  # still in step after the long line


def test_an_engine_that_answers_twice_stays_in_step(tmp_path: Path) -> None:
    body = (
        "    word = line.split()[0] if line.split() else ''\n"
        "    print(f'= {word}\\n\\n= {word} again\\n', flush=True)"
    )
    client = GtpClient(script_engine(tmp_path, body))
    assert client.send("name") == "name"
    time.sleep(0.2)  # the second answer has come in by now
    assert client.send("version") == "version"
