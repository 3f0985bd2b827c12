"""``go-tui gtp --level N``: the built-in player behind ``genmove``, as other programs see it."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator

import pytest
from gtp_support import COMMAND, Engine

from go_tui import __version__


@pytest.fixture(scope="module")
def level1() -> Iterator[Engine]:
    engine = Engine("--level", "1")
    yield engine
    assert engine.close() == (0, "")


def fresh(gtp: Engine, size: int = 9, komi: float = 7) -> None:
    gtp.ok(f"boardsize {size}")
    gtp.ok(f"komi {komi}")


def test_name_says_the_level_and_genmove_is_listed(level1: Engine) -> None:
    assert level1.ok("name") == "go-tui (level 1)"
    assert level1.ok("version") == __version__
    commands = level1.ok("list_commands").split("\n")
    assert "genmove" in commands
    assert "reg_genmove" in commands
    assert level1.ok("known_command genmove") == "true"


def test_genmove_plays_the_move_and_reg_genmove_does_not(level1: Engine) -> None:
    fresh(level1)
    vertex = level1.ok("genmove b")
    assert level1.ok("list_stones black") == vertex
    suggested = level1.ok("reg_genmove w")
    assert suggested not in ("", "pass", "resign", vertex)
    assert level1.ok("list_stones white") == ""
    level1.ok(f"play w {suggested}")  # a legal move: the board takes it
    assert level1.ok("genmove white") not in ("", vertex, suggested)


def test_genmove_answers_a_legal_move_all_game_long(level1: Engine) -> None:
    fresh(level1, size=5, komi=0.5)
    color = "b"
    for _ in range(30):
        answer = level1.ok(f"genmove {color}")
        assert answer != "resign"
        color = "w" if color == "b" else "b"


def test_bad_colours_are_refused(level1: Engine) -> None:
    fresh(level1)
    assert level1.fail("genmove") == "invalid color"
    assert level1.fail("genmove purple") == "invalid color"
    assert level1.fail("reg_genmove 7") == "invalid color"


def test_no_legal_move_is_a_pass(level1: Engine) -> None:
    level1.ok("boardsize 2")
    for vertex in ("A1", "A2", "B2"):
        level1.ok(f"play b {vertex}")
    assert level1.ok("genmove b") == "pass"  # B1 is Black's own eye, and a suicide


def test_without_a_level_there_is_no_genmove() -> None:
    engine = Engine()
    assert engine.ok("name") == "go-tui"
    assert engine.fail("genmove b") == "unknown command"
    assert engine.close() == (0, "")


def test_capture_go_genmove_takes_the_winning_stone_and_then_the_game_is_over() -> None:
    engine = Engine("--level", "1", "--capture-goal", "1")
    engine.ok("boardsize 7")
    for move in ("b C5", "w D5", "b D6", "w E3", "b E5"):
        engine.ok(f"play {move}")
    assert engine.fail("play w pass") == "illegal move"  # no passing in capture go
    engine.ok("play w F2")
    assert engine.ok("genmove b") == "D4"  # takes D5, its last liberty
    assert engine.ok("captures black") == "1"
    assert engine.fail("genmove w") == "game is over"
    assert engine.close() == (0, "")


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (["--level", "0"], "from 1 to 10"),
        (["--level", "11"], "from 1 to 10"),
        (["--level", "x"], "--level"),
        (["--capture-goal", "0"], "at least 1"),
        (["--level", "3", "--capture-goal", "-2"], "at least 1"),
    ],
)
def test_the_cli_refuses_a_level_or_goal_out_of_range(options: list[str], words: str) -> None:
    result = subprocess.run([*COMMAND, *options], input=b"", capture_output=True, timeout=30)
    assert result.returncode == 2
    assert words in " ".join(result.stderr.decode().split())
