"""Plain mode: a whole game through a pipe, one line per event, in English and Dutch."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.formats.sgf import load_sgf
from go_tui.play.save_files import autosave_path

WALLS = [f"e{row}\nf{row}" for row in range(1, 10)]
"""Black walls column E, White column F: Black's 36 points against White's 27 and komi."""


def plain(lang: str, *arguments: str, lines: list[str] | bytes) -> tuple[int, list[str]]:
    given = lines if isinstance(lines, bytes) else "\n".join(lines) + "\n"
    result = CliRunner().invoke(
        app, ["--lang", lang, "play", "--plain", *arguments], input=given, terminal_width=200
    )
    return result.exit_code, result.stdout.splitlines()


@pytest.mark.parametrize(
    ("lang", "words", "result"),
    [
        (
            "en",
            ["pass", "pass", "accept"],
            [
                "Black: 36 territory + 0 prisoners = 36.",
                "White: 27 territory + 0 prisoners + 6.5 komi = 33.5.",
                "Black wins by 2.5 points. The game is over and kept.",
            ],
        ),
        (
            "nl",
            ["passen", "pas", "akkoord"],
            [
                "Zwart: 36 gebied + 0 gevangenen = 36.",
                "Wit: 27 gebied + 0 gevangenen + 6,5 komi = 33,5.",
                "Zwart wint met 2,5 punten. De partij is voorbij en bewaard.",
            ],
        ),
    ],
)
def test_a_whole_game_is_played_and_counted_through_a_pipe(
    data_dir: Path, lang: str, words: list[str], result: list[str]
) -> None:
    code, out = plain(lang, "--size", "9", lines=[*WALLS, *words])
    assert code == 0
    assert out[-3:] == result
    assert out.count("Black E1." if lang == "en" else "Zwart E1.") == 1
    record = load_sgf(autosave_path().read_text(encoding="utf-8"))
    assert len(record.game.moves) == 20
    assert record.info.result == "B+2.5"


def test_a_capture_says_where_and_the_board_is_read_in_words(data_dir: Path) -> None:
    code, out = plain("en", "--size", "9", lines=["c4", "d4", "d3", "j1", "e4", "j2", "d5"])
    assert code == 0
    assert "Black D5 captures 1 at D4." in out
    code, out = plain(
        "en",
        "--size",
        "9",
        lines=["c3", "g3", "board", "row 3", "column C", "point c3", "liberties g3", "last"],
    )
    assert out[out.index("White G3.") + 2 : out.index("White G3.") + 14] == [
        "   A B C D E F G H J",
        " 9 . . . . . . . . . 9",
        " 8 . . . . . . . . . 8",
        " 7 . . . . . . . . . 7",
        " 6 . . . . . . . . . 6",
        " 5 . . . . . . . . . 5",
        " 4 . . . . . . . . . 4",
        " 3 . . X . . . O . . 3",
        " 2 . . . . . . . . . 2",
        " 1 . . . . . . . . . 1",
        "   A B C D E F G H J",
        "Row 3: C3 black, G3 white, the rest empty.",
    ]
    assert "Column C: C3 black, the rest empty." in out
    assert "C3: Black, a chain of 1 stone with 4 liberties." in out
    assert "The chain of White at G3: 1 stone, 4 liberties: F3 G2 G4 H3." in out
    assert "Move 2: White G3." in out


def test_mistakes_are_said_and_nothing_is_lost(data_dir: Path) -> None:
    huge = "x" * 1_000_000
    code, out = plain(
        "en",
        "--size",
        "9",
        lines=["d4", "d4", "i5", "k3", "d", huge, "blah", "row 12", "column Z", "dead d4", "e5"],
    )
    assert code == 0
    assert "There is already a stone on D4." in out
    assert "There is no column I: the letters on a Go board skip I." in out
    assert "There is no column K: this 9x9 board has A to J, without I." in out
    assert "D is a column: type a row number after it, such as D3." in out
    assert "That line is longer than 200 characters: nothing was done." in out
    assert "'blah' is no point and no command. Type help for the commands." in out
    assert "'12' is no row: give a number from 1 to 9, as in row 3." in out
    assert "'Z' is no column: give a letter from A to J (there is no I), as in column C." in out
    assert "accept, dead and resume are for the count, after both players pass." in out
    assert "White E5." in out
    assert out[-1] == "The game is kept: go-tui play --plain --resume goes on with it."
    record = load_sgf(autosave_path().read_text(encoding="utf-8"))
    assert len(record.game.moves) == 2


def test_a_byte_that_is_no_utf8_is_refused_and_play_goes_on(data_dir: Path) -> None:
    code, out = plain("en", "--size", "9", lines=b"\xff\xfe\nd4\n")
    assert code == 0
    assert "'\ufffd\ufffd' is no point and no command. Type help for the commands." in out
    assert "Black D4." in out


def test_the_built_in_computer_answers_and_the_game_resumes(data_dir: Path) -> None:
    code, out = plain("en", "--size", "9", "--white", "computer", "--level", "1", lines=["e5"])
    assert code == 0
    assert "White: Computer (level 1)." in out[0]
    answered = [line for line in out if re.fullmatch(r"White [A-J][1-9]\.", line)]
    assert len(answered) == 1  # its reply to E5
    code, out = plain("en", "--resume", lines=["last"])
    assert code == 0
    assert f"Move 2: {answered[0]}" in out


def test_a_record_that_cannot_be_read_says_so(data_dir: Path, tmp_path: Path) -> None:
    code, out = plain("en", str(tmp_path / "none.sgf"), lines=[])
    assert code == 1
    assert out == [f"There is no file {tmp_path / 'none.sgf'}."]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Ann (Black) resigned: Bob (White) wins. The game is over and kept."),
        ("nl", "Ann (Zwart) gaf op: Bob (Wit) wint. De partij is voorbij en bewaard."),
    ],
)
def test_the_result_names_the_players(data_dir: Path, lang: str, said: str) -> None:
    code, out = plain(
        lang, "--size", "9", "--black", "Ann", "--white", "Bob", lines=["resign", "e5"]
    )
    assert code == 0
    assert out[-1] == said  # and the line after the end is not read: the game is over
