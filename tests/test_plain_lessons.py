"""Lessons in plain mode: a whole chapter through a pipe, in English and Dutch, with the
progress saved as the lesson screen saves it, and bad input refused without loss."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import to_vertex
from go_tui.learn import (
    ChoiceExercise,
    CountExercise,
    Exercise,
    MarkExercise,
    Progress,
    SequenceExercise,
    Status,
    load_lessons,
)
from go_tui.plain import start

WORDS = {
    "en": {"next": "next", "check": "check"},
    "nl": {"next": "volgende", "check": "controleer"},
}
ESCAPES = re.compile(r"\x1b|\[/?(b|dim|i)\b|\[/\]|\$accent")
"""An escape code, or Textual markup left in a line."""


def learn(lang: str, lines: list[str] | bytes) -> list[str]:
    given = lines if isinstance(lines, bytes) else "\n".join(lines) + "\n"
    result = CliRunner().invoke(
        app, ["--lang", lang, "learn", "--plain"], input=given, terminal_width=200
    )
    assert result.exit_code == 0, result.output
    out = result.stdout.splitlines()
    assert not [line for line in out if ESCAPES.search(line)]
    return out


def answers(number: int, lang: str) -> list[str]:
    """The lines that open chapter ``number`` and answer each exercise right, step by step:
    the model's own answers, typed as a learner types them."""
    chapter = load_lessons(prove=False).chapters[number - 1]
    words = WORDS[lang]
    lines = [str(number)]
    for step in chapter.steps:
        if isinstance(step, Exercise):
            solution = step.solution()
            size = step.position.diagram.size
            if isinstance(step, SequenceExercise):
                lines += [to_vertex(move.point, size) for move in solution.line[::2]]
            elif isinstance(step, MarkExercise):
                lines += [to_vertex(p, size) for p in sorted(solution.points)] + [words["check"]]
            elif isinstance(step, CountExercise):
                lines.append(solution.value)
            elif isinstance(step, ChoiceExercise):
                keys = [key for key, _ in step.choices]
                lines.append(str(keys.index(solution.value) + 1))
            else:
                lines.append(to_vertex(min(solution.points), size))
        lines.append(words["next"])
    return lines


@pytest.mark.parametrize(
    ("lang", "opened", "end", "listed"),
    [
        (
            "en",
            "Chapter 1: Stones, liberties and chains.",
            "End of the chapter: 11 of 11 exercises solved.",
            "1. Stones, liberties and chains: done, all 11 exercises solved.",
        ),
        (
            "nl",
            "Hoofdstuk 1: Stenen, vrijheden en ketens.",
            "Einde van het hoofdstuk: 11 van 11 oefeningen opgelost.",
            "1. Stenen, vrijheden en ketens: klaar, alle 11 oefeningen opgelost.",
        ),
    ],
)
def test_a_chapter_is_completed_through_a_pipe(
    data_dir: Path, lang: str, opened: str, end: str, listed: str
) -> None:
    out = learn(lang, answers(1, lang))
    assert opened in out
    right = "Right!" if lang == "en" else "Goed zo!"
    assert sum(line.startswith(right) for line in out) == 11
    assert out.index(end) < out.index(listed)
    chapter = load_lessons(prove=False).chapters[0]
    progress = Progress.load()
    assert progress.summary(chapter).complete
    assert progress.resume(chapter) == len(chapter.steps) - 1


def test_wrong_answers_say_why_and_hint_answer_retry_are_recorded(data_dir: Path) -> None:
    out = learn("en", ["1", *["next"] * 5, "5", "hint", "answer", "retry", "3", "board"])
    assert "Step 6 of 20." in out
    assert any(line.startswith("5 is too many. Count again. Only the empty points") for line in out)
    assert "Type hint for a hint, retry to start again, answer for the answer." in out
    assert "Hint: It stands on the lowest line. Is there a point below it?" in out
    assert "The answer: 3" in out
    assert "Try again." in out
    assert "Right! Left, right and up: three. Below it the board ends." in out
    assert " 1 . . . X . . . 1" in out  # the board, as text rows
    chapter = load_lessons(prove=False).chapters[0]
    progress = Progress.load()
    assert progress.status(chapter.id, chapter.steps[5].id) is Status.SOLVED
    assert progress.tries(chapter.id, chapter.steps[5].id) == 2
    # the chapter opens where the learner stopped, with the step solved before
    out = learn("en", ["1"])
    assert "Step 6 of 20." in out
    assert "You solved this step before." in out


def test_a_wrong_move_says_why_and_a_letter_names_its_point(data_dir: Path) -> None:
    chapter = load_lessons(prove=False).chapters[9]
    index, step = next(
        (n, s)
        for n, s in enumerate(chapter.steps)
        if isinstance(s, Exercise) and s.kind == "move" and s.position.diagram.labels
    )
    labels = step.position.diagram.labels
    right = min(step.solution().points)
    wrong = next(p for p in sorted(labels) if p != right)
    said = step.check(wrong).message("en").replace("*", "")
    typed = [labels[wrong].lower(), to_vertex(right, step.position.diagram.size)]
    out = learn("en", ["10", *["next"] * index, *typed])
    assert f"Step {index + 1} of {len(chapter.steps)}." in out
    assert any(line.startswith(said[:40]) for line in out)
    assert out.index(next(line for line in out if line.startswith(said[:40]))) < out.index(
        next(line for line in out if line.startswith("Right!"))
    )
    progress = Progress.load()
    assert progress.status(chapter.id, step.id) is Status.SOLVED
    assert progress.tries(chapter.id, step.id) == 2


def test_the_computer_answers_in_a_lesson_game(data_dir: Path) -> None:
    out = learn("en", ["3", *["next"] * 13, "e5", "d5", "2", "e5", "e6"])
    assert "Step 14 of 15. Play: the first capture wins." in out
    assert "Black E5." in out
    start = out.index("Black E5.")
    replies = [line for line in out[start:] if re.fullmatch(r"White [A-J][1-9]\.", line)]
    assert replies  # the computer's move, said
    assert "There is already a stone on D5." in out or "Black D5." in out
    assert "A new game: Black begins." in out
    assert out[-3:-1] == ["Black E5.", "White E6."]  # a friend's move at the keyboard


def test_a_lesson_game_between_friends_ends_and_is_recorded(data_dir: Path) -> None:
    out = learn("nl", ["3", *["volgende"] * 13, "2", "a2", "a1", "b1", "b2"])
    assert out[out.index("Een nieuwe partij: Zwart begint.") :][1:8] == [
        "Zwart A2.",
        "Wit A1.",
        "Wit, let op: deze zet laat de steen op A1 maar één vrijheid, op B1.",
        "Zwart B1 slaat 1 op A1.",
        "Zwart sloeg er 1: Zwart wint.",
        "Goed gespeeld! opnieuw voor nog een partij, volgende om verder te gaan.",
        "De partij is voorbij: opnieuw start een nieuwe, volgende gaat verder.",
    ]
    chapter = load_lessons(prove=False).chapters[2]
    assert Progress.load().status(chapter.id, chapter.steps[13].id) is Status.SOLVED


def test_bad_input_is_refused_and_nothing_is_lost(data_dir: Path) -> None:
    lines = b"1\n" + b"x" * 1_000_000 + b"\n\xff\xfe\n" + b"next\n" * 5 + b"B+5\nz9\n3\n"
    out = learn("en", lines)
    assert "That line is longer than 200 characters: nothing was done." in out
    assert "'\ufffd\ufffd' does nothing on this step: type help for the commands." in out
    assert "“B+5” is no number. Type just the number, in digits (3) or as a word (three)." in out
    assert "“z9” is no number. Type just the number, in digits (3) or as a word (three)." in out
    assert out[-1] == (
        "Your progress is kept: go-tui learn --plain opens each chapter where you stopped."
    )
    chapter = load_lessons(prove=False).chapters[0]
    assert Progress.load().status(chapter.id, chapter.steps[5].id) is Status.SOLVED
    out = learn("en", ["13", "seven", "help", "quit", "1"])
    assert "'13' is no chapter: type a number from 1 to 12, or quit." in out
    assert "  a number: open that chapter where you stopped" in out
    assert not any(line.startswith("Chapter 1") for line in out)  # nothing after quit


@pytest.mark.parametrize(
    ("lang", "wrong", "right"), [("en", "five", "three"), ("nl", "vijf", "drie")]
)
def test_a_count_takes_a_number_word(data_dir: Path, lang: str, wrong: str, right: str) -> None:
    # "three" was refused as no number in plain mode, though the screen takes it.
    out = learn(lang, ["1", *["next"] * 5, wrong, right])
    too_many = {"en": "5 is too many.", "nl": "5 is te veel."}
    assert any(line.startswith(too_many[lang]) for line in out)
    chapter = load_lessons(prove=False).chapters[0]
    assert Progress.load().status(chapter.id, chapter.steps[5].id) is Status.SOLVED


def test_ctrl_c_stops_with_the_progress_kept(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted() -> Iterator[str]:
        yield from ["1\n", "next\n", "next\n"]
        raise KeyboardInterrupt

    monkeypatch.setattr(start, "input_lines", interrupted)
    assert start.learn_plain() == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "Stopped (Ctrl+C): everything done so far is kept."
    chapter = load_lessons(prove=False).chapters[0]
    assert Progress.load().resume(chapter) == 2
