"""Problems in plain mode: five problems solved through a pipe, in English and Dutch, the
results saved as the trainer saves them, and the helps and bad input said in words."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import to_vertex
from go_tui.plain import start
from go_tui.plain.problems import PlainProblems
from go_tui.problems import ProblemProgress, ProblemResult, builtin_collections

ESCAPES = re.compile(r"\x1b|\[/?(b|dim|i)\b|\[/\]|\$accent")
NEXT = {"en": "next", "nl": "volgende"}


def problems(lang: str, lines: list[str] | bytes, *arguments: str) -> list[str]:
    given = lines if isinstance(lines, bytes) else "\n".join(lines) + "\n"
    result = CliRunner().invoke(
        app,
        ["--lang", lang, "problems", "--plain", *arguments],
        input=given,
        terminal_width=200,
    )
    assert result.exit_code == 0, result.output
    out = result.stdout.splitlines()
    assert not [line for line in out if ESCAPES.search(line)]
    return out


def main_line(number: int) -> list[str]:
    """The learner's moves of the first collection's problem ``number``, along the file's
    first line (the opponent's answers are the session's)."""
    problem = builtin_collections()[0].problems[number - 1]
    moves, nodes = [], problem.tree
    while nodes:
        moves.append(nodes[0])
        nodes = nodes[0].children
    learner = moves[0].color
    return [
        to_vertex(move.point, problem.size)
        for move in moves
        if move.color is learner and move.point
    ]


@pytest.mark.parametrize(
    ("lang", "solved", "saved"),
    [
        ("en", "Right! Problem solved.", "Saved as solved (1 try in all)."),
        ("nl", "Goed zo! Opgave opgelost.", "Bewaard als opgelost (1 poging in totaal)."),
    ],
)
def test_five_problems_are_solved_through_a_pipe(
    data_dir: Path, lang: str, solved: str, saved: str
) -> None:
    lines = ["1"]
    for number in range(1, 6):
        lines += [*main_line(number), NEXT[lang]]
    out = problems(lang, lines)
    assert out.count(solved) == 5
    assert out.count(saved) == 5
    collection = builtin_collections()[0]
    progress = ProblemProgress.load()
    keys = [p.key for p in collection.problems]
    assert [progress.result(key) for key in keys[:6]] == [ProblemResult.SOLVED] * 5 + [None]
    where = "problem 6 of 9" if lang == "en" else "opgave 6 van 9"
    assert any(where in line for line in out[-8:])
    out = problems(lang, ["1"])  # the collection opens at its first unsolved problem
    assert any(where in line for line in out)
    assert any(line.startswith("1. ") and "5 of 9 solved" in line for line in out) or (
        any(line.startswith("1. ") and "5 van 9 opgelost" in line for line in out)
    )


def test_a_wrong_move_the_reply_hint_solution_and_retry(data_dir: Path) -> None:
    out = problems("en", ["4", "a1", "hint", "e3", "solution", "retry", "problems", "problem 9"])
    assert "The ladder, problem 1 of 9. Level 25k. Down the stairs." in out
    assert any(line.startswith("A1 is outside the part of the board") for line in out)
    wrong = next(line for line in out if line.startswith("Not right"))
    assert (
        out[out.index(wrong) + 1 :].index(
            "Type retry to try again, hint for a hint, solution for the solution."
        )
        < 3
    )
    assert "Saved as not solved this time (1 try in all)." in out
    assert "Comes back for review tomorrow." in out
    assert any(re.fullmatch(r"Hint: [A-J][1-9] is a right move here\.", line) for line in out)
    assert any(line.startswith("Solution: Black ") for line in out)
    assert "Back to the start: try again." in out
    assert "1. Down the stairs: not solved yet." in out
    assert any(line.startswith("The ladder, problem 9 of 9.") for line in out)
    key = builtin_collections()[3].problems[0].key
    assert ProblemProgress.load().result(key) is ProblemResult.FAILED


def test_the_opponents_reply_is_said_and_the_board_follows(data_dir: Path) -> None:
    first = main_line(3)[0]
    out = problems("en", ["1", "problem 3", first, "board"])
    reply = next(line for line in out if line.startswith("Good. Your opponent plays"))
    point = reply.removeprefix("Good. Your opponent plays ").split(";")[0]
    rows = out[out.index(reply) + 1 :]
    row = next(r for r in rows if r.startswith(f"{int(point[1:]):>2} "))
    column = "ABCDEFGHJ".index(point[0])
    assert row.split()[1 + column] == "O"  # White's answer stands on the board


def test_a_counting_problem_takes_a_typed_result(data_dir: Path) -> None:
    out = problems("nl", ["18", "c3", "hint", "onzin", "Z+3", "oplossing"])
    assert "Tellen, opgave 1 van 7. Niveau 25k. Gebied en gevangenen." in out
    assert "„c3” is geen uitslag: typ hem als Z+4,5, W+2 of jigo." in out
    assert any(line.startswith("Gebied van Zwart (32): A1 A2") for line in out)
    assert "„onzin” is geen uitslag: typ hem als Z+4,5, W+2 of jigo." in out
    assert any(line.startswith("Niet Z+3.") for line in out)
    assert "Uitslag: Z+4." in out


def test_the_review_of_today_comes_first(data_dir: Path) -> None:
    problems("en", ["1", "c7"])  # wrong: due for review tomorrow
    said: list[str] = []
    tomorrow = date.today() + timedelta(days=1)
    progress = ProblemProgress.load(today=lambda: tomorrow)
    PlainProblems(builtin_collections(), progress, said.append).run(["1\n", "problems\n"])
    assert said[1] == "1. Review today: 1 problem due for review today."
    assert said[2].startswith(
        "2. Capture and atari (30k-25k): 0 of 9 solved, 1 failed, 1 to review."
    )
    assert "Review today, problem 1 of 1. Level 30k. One liberty left." in said
    assert "Due for review today." in said
    assert "1. One liberty left: not solved yet, due for review." in said


def test_bad_input_is_refused_and_nothing_is_lost(data_dir: Path) -> None:
    lines = b"1\n" + b"y" * 1_000_000 + b"\n\xff\n" + b"problem 12\nd5\n"
    out = problems("en", lines)
    assert "That line is longer than 200 characters: nothing was done." in out
    assert "'\ufffd' is no point and no command. Type help for the commands." in out
    no_problem = "'12' is no problem of this collection: give a number from 1 to 9, as in problem 3"
    assert f"{no_problem}." in out
    assert "Right! Problem solved." in out
    assert out[-1] == "Your results are kept: go-tui problems --plain goes on where you stopped."
    key = builtin_collections()[0].problems[0].key
    assert ProblemProgress.load().result(key) is ProblemResult.SOLVED


def test_ctrl_c_stops_with_the_results_kept(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted() -> Iterator[str]:
        yield from ["1\n", "d5\n"]
        raise KeyboardInterrupt

    monkeypatch.setattr(start, "input_lines", interrupted)
    assert start.problems_plain(None) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "Stopped (Ctrl+C): everything done so far is kept."
    key = builtin_collections()[0].problems[0].key
    assert ProblemProgress.load().result(key) is ProblemResult.SOLVED


def test_a_file_of_ones_own(data_dir: Path, tmp_path: Path) -> None:
    from problem_support import write_corner

    out = problems("en", ["1", "b3", "c1"], str(write_corner(tmp_path)))
    assert out[1] == "1. Corner (30k): 0 of 1 solved, 0 failed, 0 to review."
    assert "Good. Your opponent plays B1; play on." in out
    assert "Right! Problem solved." in out


@pytest.mark.slow
def test_a_real_pipe_in_dutch(data_dir: Path) -> None:
    """The same through the operating system's pipe, as a script or a screen reader's
    terminal gives it: bytes in, lines out, nothing but text."""
    lines = ["1"] + [word for number in range(1, 6) for word in [*main_line(number), "volgende"]]
    done = subprocess.run(
        [sys.executable, "-m", "go_tui", "--lang", "nl", "problems", "--plain"],
        input="\n".join(lines).encode() + b"\n",
        capture_output=True,
        timeout=120,
        check=True,
    )
    out = done.stdout.decode("utf-8").splitlines()
    assert out.count("Goed zo! Opgave opgelost.") == 5
    assert not [line for line in out if ESCAPES.search(line)]
    assert done.stderr == b""


def test_text_from_the_file_is_said_as_written_without_escapes(
    data_dir: Path, tmp_path: Path
) -> None:
    from problem_support import CORNER

    marked = CORNER.replace(
        "en: Into the corner", "en: Into [red\\]the[/red\\] corner\\\\"
    ).replace("en: Black to play.", "en: Black \x1b[2Jto play [@click=app.quit\\]now.")
    path = tmp_path / "marked.sgf"
    path.write_text(marked, encoding="utf-8")
    out = problems("en", ["1"], str(path))
    assert "Corner, problem 1 of 1. Level 30k. Into [red]the[/red] corner\\." in out
    assert "Black [2Jto play [@click=app.quit]now." in out
    assert not any("\x1b" in line or "\\[" in line for line in out)
