"""Lessons: the built-in chapters are proven, broken files are caught with file and
line, every exercise kind gives the right feedback, and progress survives restarts."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Color, from_vertex
from go_tui.i18n import catalogue
from go_tui.learn import (
    ChoiceExercise,
    CountExercise,
    Exercise,
    ExerciseAttempt,
    GameOpponent,
    GameStep,
    MarkExercise,
    MoveExercise,
    Phrase,
    Progress,
    SequenceExercise,
    Status,
    Text,
    builtin_lessons_dir,
    load_lessons,
)
from go_tui.storage import DATA_DIR_ENV, PROGRESS_FILE, data_dir

HEAD = '[chapter]\nid = "t"\nnumber = 1\ntitle = { en = "T", nl = "T" }\n'
TEXT = 'text = { en = "x", nl = "y" }'
EMPTY5 = '"""\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n"""'


def write(folder: Path, body: str, name: str = "01-t.toml") -> Path:
    path = folder / name
    path.write_text(HEAD + textwrap.dedent(body), encoding="utf-8")
    return path


def step_of(folder: Path, body: str) -> Exercise:
    lessons = load_lessons(write(folder, body))
    assert not lessons.problems, [str(p) for p in lessons.problems]
    step = lessons.chapters[0].steps[0]
    assert isinstance(step, Exercise)
    return step


def pt(vertex: str, size: int = 7) -> tuple[int, int]:
    point = from_vertex(vertex, size)
    assert point is not None
    return point


@pytest.fixture(scope="module")
def builtin():
    """The built-in lessons as the app reads them (proven by the slow tests below)."""
    return load_lessons(prove=False)


def builtin_step(builtin, step_id: str):
    return next(s for c in builtin.chapters for s in c.steps if s.id == step_id)


# ---- the built-in lessons -------------------------------------------------------------


@pytest.mark.xdist_group("content-proof")  # one worker proves it, once
@pytest.mark.slow  # proves every exercise of the course
def test_builtin_lessons_are_all_proven(proven_lessons) -> None:
    builtin = proven_lessons
    assert not builtin.problems, [str(p) for p in builtin.problems]
    numbers = [c.number for c in builtin.chapters]
    assert numbers[:3] == [1, 2, 3]
    for chapter in builtin.chapters[:3]:
        assert len(chapter.exercises) >= 6
        kinds = {type(s).kind for s in chapter.steps}
        assert "text" in kinds
        for step in chapter.steps:
            assert step.text.en
            assert step.text.nl
            assert step.text.en != step.text.nl


def test_builtin_lessons_cover_every_exercise_kind(builtin) -> None:
    kinds = {type(s).kind for c in builtin.chapters for s in c.steps}
    assert {"text", "move", "sequence", "mark", "count", "choice", "game"} <= kinds


def test_builtin_dir_is_the_lessons_folder() -> None:
    folder = builtin_lessons_dir()
    assert (folder / "FORMAT.md").is_file()
    assert sorted(folder.glob("0*.toml"))


@pytest.mark.xdist_group("content-proof")  # one worker proves it, once
@pytest.mark.slow  # the session's proof of the whole course
def test_cli_check_prints_a_line_per_chapter_and_a_total(proven_lessons, monkeypatch) -> None:
    builtin = proven_lessons
    monkeypatch.setattr("go_tui.learn.load_lessons", lambda path=None: proven_lessons)
    result = CliRunner().invoke(app, ["lessons", "check"])
    assert result.exit_code == 0, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == len(builtin.chapters) + 1
    assert lines[0].startswith("01-stones-and-liberties.toml: chapter 1 ")
    chapters, steps, exercises = len(builtin.chapters), builtin.steps, builtin.exercises
    total = f"{chapters} chapters, {steps} steps, {exercises} exercises"
    claims = sum(len(step.claims) for chapter in builtin.chapters for step in chapter.steps)
    steps_all = [step for chapter in builtin.chapters for step in chapter.steps]
    games = sum(isinstance(s, GameStep) and s.against_computer for s in steps_all)
    assert games >= 5  # chapters 3 (two), 5 and 12 (two)
    assert lines[-1] == (
        f"{total}: every exercise's answer proven with the engine, {claims} claims checked, "
        f"{games} games against the computer tried"
    )
    assert lines[2].endswith("checked, 2 games against the computer tried")  # chapter 3
    assert "verified" not in result.output


def test_cli_check_fails_with_file_and_line(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        f"""
        [[step]]
        id = "x"
        kind = "count"
        ask = "liberties"
        target = "C3"
        answer = 5
        text = {{ en = "How many?", nl = "Hoeveel?" }}
        board = {EMPTY5.replace(". . . . .", ". . X . .", 1)}
        """,
    )
    result = CliRunner().invoke(app, ["lessons", "check", str(tmp_path)])
    assert result.exit_code == 1
    assert f"{path}:10: step 'x': target C3 is not a stone" in result.output


# ---- broken files: file, line and reason ----------------------------------------------

STONE_C3 = '"""\n. . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .\n"""'
CORNER = '"""\n. . . . .\n. . . . .\n. . . . .\nX . . . .\na X . . .\n"""'
ATARI = '"""\n. . . . .\n. . O . .\n. O X . .\n. . O . .\n. . . . .\n"""'
KO = '"""\n. . . . .\n. X O . .\nX O . O .\n. X O . .\n. . . . .\n"""'
THREE = '"""\n. . . X O . .\nX X X X O . .\nO O O O O . .\n' + ". . . . . . .\n" * 4 + '"""'

BROKEN = [
    ('id = "a"\nkind = "puzzle"\ntext = { en = "x", nl = "y" }', "kind =", "kind must be one of"),
    ('id = "a"\nkind = "text"\ntext = { en = "x" }', "text =", "text.nl is missing"),
    ('id = "a"\nkind = "text"\ncolour = 1\n' + TEXT, "colour", "unknown field"),
    ('id = "A b"\nkind = "text"\ntext = { en = "x", nl = "y" }', 'id = "A b"', "id must be"),
    (
        'id = "a"\nkind = "text"\n' + TEXT + '\nboard = """\n. .\n. . .\n. . .\n"""',
        "board =",
        "row 1 has 2 points, expected 3",
    ),
    (
        'id = "a"\nkind = "text"\ntext = { en = "x", nl = "y" }\nboard = """\nX O\nO .\n"""',
        "board =",
        "black chain at A2 has no liberties",
    ),
    (
        'id = "a"\nkind = "mark"\nask = "liberties"\ntarget = "C3"\nanswer = ["C4", "B3", "D3"]\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {STONE_C3}',
        "answer =",
        "answer misses C2",
    ),
    (
        'id = "a"\nkind = "choice"\nask = "legal"\nto_play = "white"\nat = "a"\nanswer = "yes"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {CORNER}',
        "answer =",
        "the engine says 'no' (legal)",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "capture"\nto_play = "white"\nanswer = "A1"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {ATARI}',
        "answer =",
        "answer A1 does not reach the goal 'capture'",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "atari"\nanswer = "C2"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {STONE_C3.replace("X", "O")}',
        "answer =",
        "does not reach the goal 'atari'",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "capture"\nto_play = "white"\nanswer = "C3"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {ATARI}',
        "answer =",
        "answer C3 is not legal for white (occupied)",
    ),
    (
        'id = "a"\nkind = "sequence"\ngoal = "capture"\nto_play = "white"\nlines = ["D3 C4 D2"]\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {ATARI}',
        "lines =",
        "line 1, move 2 (black C4) is not legal (occupied)",
    ),
    (
        'id = "a"\nkind = "sequence"\ngoal = "capture"\nlines = ["C2 D2"]\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {STONE_C3}',
        "lines =",
        "line 1 must end with the learner's move",
    ),
    (
        'id = "a"\nkind = "count"\nask = "chains"\nanswer = 2\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {ATARI}',
        "answer =",
        "answer is 2, the engine counts 4",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "capture"\nto_play = "white"\nanswer = "D3"\n'
        'text = { en = "x", nl = "y" }\nboard = """\n. . . . .\n. . O . .\n. O X a .\n'
        '. . O . .\nX O . . .\n"""',
        "answer =",
        "A2 also reaches the goal 'capture'",
    ),
    (
        'id = "a"\nkind = "choice"\nask = "legal"\nat = "B3"\nanswer = "no"\n'
        f'moves = ["B C3", "W B3"]\ntext = {{ en = "x", nl = "y" }}\nboard = {KO}',
        "moves =",
        "moves: move 2 is not legal (ko)",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "capture"\nto_play = "white"\nanswer = "q"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {ATARI}',
        "answer =",
        "the diagram has no letter q",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "capture"\nto_play = "white"\nanswer = "C2"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {ATARI}\n\n[[step.wrong]]\nat = "C2"\n'
        'text = { en = "x", nl = "y" }',
        "[[step.wrong]]",
        "C2 is a right answer, not a wrong one",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "kill"\nto_play = "white"\ntarget = "D6"\nanswer = "A7"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {THREE}',
        "answer =",
        "answer A7 does not reach the goal 'kill'",
    ),
    (
        'id = "a"\nkind = "move"\ngoal = "live"\ntarget = "D6"\nanswer = "C7"\n'
        f'text = {{ en = "x", nl = "y" }}\nboard = {THREE}',
        "answer =",
        "answer C7 does not reach the goal 'live'",
    ),
]


@pytest.mark.parametrize(("body", "needle", "reason"), BROKEN)
def test_checker_rejects_broken_steps(tmp_path: Path, body: str, needle: str, reason: str) -> None:
    path = write(tmp_path, "[[step]]\n" + body + "\n")
    lessons = load_lessons(tmp_path)
    assert not lessons.chapters
    lines = path.read_text().splitlines()
    line = next(n for n, text in enumerate(lines, 1) if needle in text)
    found = [(p.path, p.line, p.message) for p in lessons.problems]
    assert any(at == path and n == line and reason in why for at, n, why in found), found


def test_checker_reports_toml_errors_with_their_line(tmp_path: Path) -> None:
    write(tmp_path, '[[step]]\nid = "a"\nkind = "text\n')
    (problem,) = load_lessons(tmp_path).problems
    assert problem.line == 7
    assert problem.message.startswith("TOML:")


def test_checker_reports_duplicates(tmp_path: Path) -> None:
    step = '[[step]]\nid = "a"{}\nkind = "text"\ntext = {{ en = "x", nl = "y" }}\n'
    path = write(tmp_path, step.format("") + step.format("  # again"))
    again = next(n for n, t in enumerate(path.read_text().splitlines(), 1) if "# again" in t)
    (problem,) = load_lessons(tmp_path).problems
    assert (problem.line, problem.message) == (again, "id 'a' is used twice in this chapter")
    write(tmp_path, step.format(""))
    write(tmp_path, step.format(""), name="02-t.toml")
    lessons = load_lessons(tmp_path)
    assert [p.message for p in lessons.problems] == [
        "chapter id 't' is also used by 01-t.toml",
        "chapter number 1 is also used by 01-t.toml",
    ]
    assert [c.path.name for c in lessons.chapters] == ["01-t.toml"]


def test_checker_wants_a_chapter_table(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text('[[step]]\nid = "a"\nkind = "text"\ntext = { en = "x", nl = "y" }\n')
    (problem,) = load_lessons(path).problems
    assert problem.message == "the [chapter] table is missing"


def test_diagram_with_a_coordinate_frame_is_checked(tmp_path: Path) -> None:
    body = (
        '[[step]]\nid = "a"\nkind = "text"\ntext = { en = "x", nl = "y" }\n'
        'board = """\n  A B C\n3 . . . 3\n1 . X . 2\n1 . . . 1\n"""\n'
    )
    write(tmp_path, body)
    (problem,) = load_lessons(tmp_path).problems
    assert "row 2 is numbered 1, expected 2" in problem.message


# ---- feedback for every kind ----------------------------------------------------------


def test_move_right_and_wrong_for_every_reason(tmp_path: Path) -> None:
    ex = step_of(
        tmp_path,
        f"""
        [[step]]
        id = "ko"
        kind = "move"
        goal = "capture"
        moves = ["B C3"]
        answer = "E4"
        text = {{ en = "Capture", nl = "Sla" }}
        explain = {{ en = "Well seen.", nl = "Goed gezien." }}
        board = {KO.replace(". . . . .", ". . . O X", 1)}
        """,
    )
    assert isinstance(ex, MoveExercise)
    assert ex.to_play is Color.WHITE
    right = ex.check(pt("E4", 5))
    assert right.correct
    assert right.done
    assert right.key == "correct"
    assert right.message.en == "Right! Well seen."
    assert right.message.nl == "Goed zo! Goed gezien."
    assert ex.check(pt("B3", 5)).key == "ko"
    assert ex.check(pt("C3", 5)).key == "occupied"
    missed = ex.check(pt("A1", 5))
    assert not missed.correct
    assert missed.key == "not_capture"
    assert missed.message.en == "A1 does not capture."
    assert ex.solution().points == {pt("E4", 5)}


def test_feedback_names_its_sentences_by_catalogue_key(tmp_path: Path) -> None:
    ex = step_of(
        tmp_path,
        f"""
        [[step]]
        id = "ko"
        kind = "move"
        goal = "capture"
        moves = ["B C3"]
        answer = "E4"
        text = {{ en = "Capture", nl = "Sla" }}
        explain = {{ en = "Well seen.", nl = "Goed gezien." }}
        board = {KO.replace(". . . . .", ". . . O X", 1)}
        """,
    )
    missed = ex.check(pt("A1", 5))
    assert missed.words == (Phrase("feedback.not_capture", {"point": "A1"}),)
    right = ex.check(pt("E4", 5))
    assert right.words == (Phrase("feedback.correct"), Text("Well seen.", "Goed gezien."))
    assert ex.check(pt("C3", 5)).words == (Phrase("refusal.occupied", {"point": "C3"}),)
    for lang in ("en", "nl"):
        assert missed.message(lang) == catalogue(lang)["feedback.not_capture"].format(point="A1")


def test_move_suicide_and_teacher_reason(builtin) -> None:
    ex = builtin_step(builtin, "capture-to-escape")
    wrong = ex.check(pt("E1"))
    assert wrong.key == "teacher"
    assert "F1" in wrong.message.en
    (reply,) = wrong.refutation
    assert reply.color is Color.WHITE
    assert reply.point == pt("F1")
    assert set(reply.captured) == {pt("E1"), pt("E2")}
    inside = builtin_step(builtin, "capture-from-inside")
    suicide = inside.check(pt("C1"))
    assert suicide.correct
    corner = builtin_step(builtin, "white-in-the-corner")
    assert isinstance(corner, ChoiceExercise)
    said_yes = corner.check("yes")
    assert said_yes.key == "choice_wrong"
    assert "suicide" in said_yes.message.en
    assert "zelfmoord" in said_yes.message.nl


def test_save_shows_the_capture_that_follows(builtin) -> None:
    ex = builtin_step(builtin, "extend")
    wrong = ex.check(pt("F2"))
    assert wrong.key == "not_saved"
    (capture,) = wrong.refutation
    assert capture.point == pt("C4")
    assert capture.captured == (pt("C5"),)


def test_kill_wrong_move_gets_the_living_reply(tmp_path: Path) -> None:
    ex = step_of(
        tmp_path,
        f"""
        [[step]]
        id = "k"
        kind = "move"
        goal = "kill"
        to_play = "white"
        target = "D6"
        answer = "B7"
        text = {{ en = "Kill", nl = "Dood" }}
        board = {THREE}
        """,
    )
    wrong = ex.check(pt("A7"))
    assert wrong.key == "not_killed"
    assert [m.point for m in wrong.refutation] == [pt("B7")]
    assert ex.check(pt("B7")).done


DOUBLE = '"""\n. . . . .\n. X O X .\n. . . O X\n. . . . .\n. . . . .\n"""'
SEQUENCE = f"""
[[step]]
id = "double"
kind = "sequence"
goal = "capture"
lines = ["C3 C5 D2", "C3 D2 C5"]
text = {{ en = "Catch one", nl = "Vang er een" }}
board = {DOUBLE}

[[step.wrong]]
at = "C5"
reply = "C3"
text = {{ en = "White connects.", nl = "Wit verbindt." }}
"""


def test_sequence_replies_branches_and_refutes(tmp_path: Path) -> None:
    ex = step_of(tmp_path, SEQUENCE)
    assert isinstance(ex, SequenceExercise)
    first = ex.check([pt("C3", 5)])
    assert first.correct
    assert not first.done
    assert first.key == "continue"
    assert first.reply is not None
    assert first.reply.point == pt("C5", 5)
    assert ex.check([pt("C3", 5)], variant=1).reply.point == pt("D2", 5)  # the other defence
    done = ex.check([pt("C3", 5), pt("D2", 5)])
    assert done.done
    assert done.key == "correct"
    off = ex.check([pt("C3", 5), pt("E4", 5)])  # the search finds the defence and says so
    assert off.key == "lesson.defended_capture_any"
    assert off.refutation
    assert off.message("en").startswith("E4 wins nothing: after your opponent's answer, your next")
    teacher = ex.check([pt("C5", 5)])
    assert teacher.key == "teacher"
    assert [m.point for m in teacher.refutation] == [pt("C3", 5)]
    assert ex.check([pt("C4", 5)]).key == "occupied"
    assert [m.point for m in ex.solution().line] == [pt(v, 5) for v in ("C3", "C5", "D2")]


# ---- other first moves of a sequence ---------------------------------------------------

CHASE = """
[[step]]
id = "chase"
kind = "sequence"
goal = "capture"
target = "C2"
lines = ["D2 C1 D1 B1 A1", "D2 C1 B1 D1 E1", "C1 D2 E2 D1 E1"{more}]
text = {{ en = "Catch it", nl = "Vang hem" }}
board = \"\"\"
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . X X . . .
. X O . . . .
. . . . . . .
\"\"\"
{wrong}
"""
D1_WRONG = '[[step.wrong]]\nat = "D1"\nreply = "C1"\ntext = { en = "Slow", nl = "Traag" }\n'


def test_sequence_with_an_unlisted_winning_first_move_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, CHASE.format(more="", wrong=""))
    (problem,) = load_lessons(path).problems
    assert problem.message == (
        "step 'chase': D1 also reaches the goal 'capture': "
        "add a line that starts with it, or give it a [[step.wrong]] reason"
    )
    assert path.read_text().splitlines()[problem.line - 1].startswith("lines =")
    listed = CHASE.format(more=', "D1 D2 E2 C1 B1"', wrong="")
    assert not load_lessons(write(tmp_path, listed)).problems
    explained = CHASE.format(more="", wrong=D1_WRONG)
    assert not load_lessons(write(tmp_path, explained)).problems


def test_sequence_search_too_big_is_reported_not_passed(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr("go_tui.learn.forcing.NODE_BUDGET", 5)
    (problem,) = load_lessons(write(tmp_path, CHASE.format(more="", wrong=""))).problems
    assert problem.message == (
        "step 'chase': cannot prove the other first moves: more than 5 positions to search"
    )


def test_sequence_whose_lines_need_a_weak_defence_cannot_be_proven(tmp_path: Path) -> None:
    body = """
    [[step]]
    id = "lucky"
    kind = "sequence"
    goal = "capture"
    target = "D4"
    lines = ["E4 A1 D3"]
    text = { en = "Catch it", nl = "Vang hem" }
    board = \"\"\"
    . . . . . . .
    . . . . . . .
    . . . X . . .
    . . X O . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    \"\"\"
    """
    (problem,) = load_lessons(write(tmp_path, body)).problems
    assert "the search finds no first move of the lines that forces the goal within 4" in (
        problem.message
    )


def test_snapback_line_may_come_back_to_a_point(builtin) -> None:
    ex = builtin_step(builtin, "only-the-mousetrap")
    assert isinstance(ex, SequenceExercise)
    bait = ex.check([pt("B1")])
    assert bait.reply is not None
    assert bait.reply.captured == (pt("B1"),)
    again = ex.check([pt("B1"), pt("B1")])
    assert again.done
    direct = ex.check([pt("B2")])
    assert direct.key == "teacher"
    assert [m.point for m in direct.refutation] == [pt("B1")]


def test_a_set_of_points_still_names_each_once(tmp_path: Path) -> None:
    body = (
        '[[step]]\nid = "a"\nkind = "move"\ngoal = "capture"\nto_play = "white"\n'
        f'answer = ["D3", "D3"]\ntext = {{ en = "x", nl = "y" }}\nboard = {ATARI}\n'
    )
    (problem,) = load_lessons(write(tmp_path, body)).problems
    assert "answer names the same point twice" in problem.message


def test_attempt_plays_shows_mistakes_takes_them_back_and_retries(tmp_path: Path) -> None:
    ex = step_of(tmp_path, SEQUENCE)
    attempt = ExerciseAttempt(ex)
    start = attempt.game.board.rows()
    wrong = attempt.submit(pt("C5", 5))
    assert not wrong.correct
    assert attempt.mistakes == 1
    assert not attempt.finished
    assert attempt.game.board[pt("C3", 5)] is Color.WHITE  # the refutation is on the board
    attempt.take_back()
    assert attempt.game.board.rows() == start
    attempt.submit(pt("C5", 5))
    attempt.submit(pt("C3", 5))  # takes the mistake back first
    assert attempt.game.board[pt("C3", 5)] is Color.BLACK
    assert attempt.game.board[pt("C5", 5)] is Color.WHITE  # White's reply
    assert attempt.submit(pt("D2", 5)).done
    assert attempt.solved
    assert attempt.finished
    assert attempt.game.board[pt("D3", 5)] is None  # captured
    attempt.retry()
    assert attempt.game.board.rows() == start
    assert attempt.variant == 1
    assert attempt.submit(pt("C3", 5)).reply.point == pt("D2", 5)
    assert attempt.submit(pt("C5", 5)).done
    assert not ExerciseAttempt(ex).finished
    shown = ExerciseAttempt(ex)
    assert shown.reveal().line
    assert shown.revealed
    assert shown.finished
    assert not shown.solved


def test_illegal_move_in_an_attempt_changes_nothing(builtin) -> None:
    attempt = builtin_step(builtin, "capture-one").start()
    before = attempt.game.move_number
    assert attempt.submit(pt("C5")).key == "occupied"
    assert attempt.game.move_number == before
    assert attempt.submit(pt("C4")).done
    assert attempt.game.board[pt("C5")] is None


def test_mark_points_and_chains(builtin) -> None:
    liberties = builtin_step(builtin, "mark-chain-liberties")
    assert isinstance(liberties, MarkExercise)
    assert liberties.check([pt(v) for v in ("A3", "B2", "C2", "D2")]).correct
    partly = liberties.check([pt(v) for v in ("A3", "B2", "E3")])
    assert partly.key == "marks_wrong"
    assert partly.message.en == (
        "Not yet: 2 missing, 1 too many. "
        "E3: a stone stands there, and this question asks for empty points."
    )
    assert partly.missing == {pt("C2"), pt("D2")}
    assert partly.extra == {pt("E3")}
    chains = builtin_step(builtin, "mark-atari")
    assert chains.check([pt(v) for v in ("A7", "B3", "E5", "F1", "G1")]).correct
    one_short = chains.check([pt(v) for v in ("A7", "B3", "E5", "F1")])
    assert one_short.message.en == "Not yet: 1 missing, 0 too many."


def test_count_accepts_numbers_and_text(builtin) -> None:
    ex = builtin_step(builtin, "count-once")
    assert isinstance(ex, CountExercise)
    assert ex.check(9).correct
    assert ex.check(" 9 ").correct
    assert ex.check("9.0").correct
    wrong = ex.check("11")
    assert wrong.key == "count_wrong"
    assert wrong.message.en == (
        "11 is too many. Count again. Only the empty points straight next to the chain along"
        " a line are liberties: no diagonal points, no stones, and a point beside two of its"
        " stones counts once."
    )
    assert ex.check("nine").message.nl == "nine klopt niet. Tel nog eens."
    assert ex.solution().value == "9"


def test_choice_offers_keys_and_judges(builtin) -> None:
    ex = builtin_step(builtin, "allowed-after-all")
    assert isinstance(ex, ChoiceExercise)
    assert [key for key, _ in ex.choices] == ["yes", "no"]
    assert ex.check("yes").correct
    assert ex.check("no").key == "choice_wrong"
    assert ex.solution().value == "yes"


def test_text_choice_and_game_steps(tmp_path: Path) -> None:
    body = f"""
    [[step]]
    id = "why"
    kind = "choice"
    ask = "text"
    options = [{{ en = "One", nl = "Een" }}, {{ en = "Two", nl = "Twee" }}]
    answer = 2
    text = {{ en = "Which?", nl = "Welke?" }}
    board = {EMPTY5}

    [[step]]
    id = "play"
    kind = "game"
    capture_goal = 3
    size = 7
    text = {{ en = "Play", nl = "Speel" }}
    """
    chapter = load_lessons(write(tmp_path, body)).chapters[0]
    why, play = chapter.steps
    assert [k for k, _ in why.choices] == ["1", "2"]
    assert why.check("2").correct
    assert isinstance(play, GameStep)
    game = play.game()
    assert game.size == 7
    assert game.rules.capture_goal == 3


# ---- progress -------------------------------------------------------------------------


def test_progress_saves_and_resumes(tmp_path: Path, monkeypatch, builtin) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert data_dir() == tmp_path
    chapter = builtin.chapters[0]
    first, second = chapter.exercises[:2]
    progress = Progress.load()
    assert progress.resume(chapter) == 0
    assert not progress.summary(chapter).started
    progress.record(chapter.id, first.id, Status.TRIED)
    progress.record(chapter.id, first.id, Status.SOLVED)
    progress.record(chapter.id, first.id, Status.TRIED)  # a solved exercise stays solved
    progress.record(chapter.id, second.id, Status.REVEALED)
    progress.visit(chapter.id, second.id)
    again = Progress.load()
    assert again.warning is None
    assert again.status(chapter.id, first.id) is Status.SOLVED
    assert again.tries(chapter.id, first.id) == 3
    assert again.status(chapter.id, second.id) is Status.REVEALED
    assert again.resume(chapter) == chapter.index(second.id)
    summary = again.summary(chapter)
    assert summary.started
    assert summary.solved == 1
    assert not summary.complete
    assert summary.exercises == len(chapter.exercises)
    written = [p.name for p in tmp_path.iterdir() if p.suffix != ".lock"]  # the windows' lock
    assert written == [PROGRESS_FILE]  # no temp file left behind


def test_progress_keeps_other_sections(tmp_path: Path) -> None:
    path = tmp_path / PROGRESS_FILE
    path.write_text(json.dumps({"problems": {"p1": "solved"}}))
    progress = Progress.load(path)
    progress.record("c", "s", Status.SOLVED)
    data = json.loads(path.read_text())
    assert data["problems"] == {"p1": "solved"}
    assert data["lessons"]["c"]["steps"]["s"] == {"status": "solved", "tries": 1}


@pytest.mark.parametrize("content", ["{not json", '{"lessons": {"c": {"steps": {"s": 3}}}}', "[]"])
def test_damaged_progress_is_kept_aside_and_reported(tmp_path: Path, content: str) -> None:
    path = tmp_path / PROGRESS_FILE
    path.write_text(content)
    progress = Progress.load(path)
    assert progress.warning is not None
    assert "afresh" in progress.warning.en
    (aside,) = tmp_path.glob(f"{PROGRESS_FILE}.damaged-*")
    assert aside.read_text() == content
    assert str(aside) in progress.warning.nl
    progress.record("c", "s", Status.TRIED)
    assert Progress.load(path).status("c", "s") is Status.TRIED


def test_damaged_lessons_section_keeps_the_problems(tmp_path: Path) -> None:
    path = tmp_path / PROGRESS_FILE
    problems = {"x#1": {"result": "solved", "tries": 1}}
    path.write_text(json.dumps({"lessons": {"c": {"steps": {"s": 3}}}, "problems": problems}))
    progress = Progress.load(path)
    assert progress.warning is not None
    assert progress.status("c", "s") is None
    assert json.loads(path.read_text()) == {"problems": problems}
    assert len(list(tmp_path.glob(f"{PROGRESS_FILE}.damaged-*"))) == 1


def test_the_example_in_format_md_is_a_valid_chapter(tmp_path: Path) -> None:
    text = (builtin_lessons_dir() / "FORMAT.md").read_text(encoding="utf-8")
    example = text.split("```toml\n", 1)[1].split("```", 1)[0]
    (tmp_path / "01-example.toml").write_text(example, encoding="utf-8")
    lessons = load_lessons(tmp_path)
    assert not lessons.problems, [str(p) for p in lessons.problems]
    assert [s.id for s in lessons.chapters[0].steps] == ["one-stone", "count-one"]


# ---- counting and life (need go_tui.engine.scoring and go_tui.engine.life) ---------------

FINISHED = '"""\n. . X O .\n. . X O .\n. . X O .\n. . X O .\n. . X O .\n"""'
WITH_EYES = '"""\nO O X O .\n. . X O O\nX X X O .\n. X X O O\n. . X O .\n"""'
"""A finished game whose groups have two eye spaces each (``lessons check`` proves a dead
list by reading): a dead white pair at A5-B5 in Black's corner."""


def test_counting_answers_are_proven_with_the_scorer(tmp_path: Path) -> None:
    pytest.importorskip("go_tui.engine.scoring")
    body = "".join(
        f'[[step]]\nid = "{name}"\nkind = "{kind}"\nask = "{ask}"\n{extra}answer = {answer}\n'
        f"{TEXT}\nboard = {FINISHED}\n\n"
        for name, kind, ask, extra, answer in [
            ("black-area", "count", "territory", 'color = "black"\n', 10),
            ("white-area", "count", "territory", 'color = "white"\n', 5),
            ("by-how-much", "count", "margin", "", 5),
            ("who", "choice", "winner", "", '"black"'),
            ("with-komi", "choice", "winner", "komi = 5.5\n", '"white"'),
        ]
    )
    body += (  # a dead white pair (2 points, 2 stones) and 2 prisoners
        f'[[step]]\nid = "with-dead"\nkind = "count"\nask = "score"\ncolor = "black"\n'
        f'dead = ["A5"]\nprisoners = [2, 0]\nanswer = 11\n{TEXT}\nboard = {WITH_EYES}\n'
    )
    lessons = load_lessons(write(tmp_path, body))
    assert not lessons.problems, [str(p) for p in lessons.problems]
    wrong = load_lessons(write(tmp_path, body.replace("answer = 5\n", "answer = 4\n", 1)))
    assert [p.message for p in wrong.problems] == [
        "step 'white-area': answer is 4, the engine counts 5 (territory)"
    ]


def test_dead_stones_are_proven_with_the_life_estimate(tmp_path: Path) -> None:
    pytest.importorskip("go_tui.engine.life")
    board = FINISHED.replace(". . X O .\n", ". O X O .\n", 1)
    body = (
        f'[[step]]\nid = "dead"\nkind = "mark"\nask = "dead"\nanswer = ["B5"]\n{TEXT}\n'
        f"board = {board}\n\n"
        f'[[step]]\nid = "is-dead"\nkind = "choice"\nask = "dead"\ntarget = "B5"\n'
        f'answer = "yes"\n{TEXT}\nboard = {board}\n'
    )
    lessons = load_lessons(write(tmp_path, body))
    assert not lessons.problems, [str(p) for p in lessons.problems]
    mark = lessons.chapters[0].steps[0]
    assert mark.check([pt("B5", 5)]).correct
    assert not mark.check([]).correct


def test_territory_game_ends_with_two_passes_and_takes_komi(tmp_path: Path) -> None:
    body = f"""
    [[step]]
    id = "gebieds-go"
    kind = "game"
    size = 7
    komi = 2.5
    {TEXT}
    """
    (play,) = load_lessons(write(tmp_path, body)).chapters[0].steps
    assert isinstance(play, GameStep)
    assert play.counted
    game = play.game()
    assert game.rules.capture_goal == 0
    assert game.komi == 2.5
    assert game.play(pt("D4"), Color.BLACK)
    assert game.pass_turn(Color.WHITE)
    assert not game.is_over
    assert game.pass_turn(Color.BLACK)
    assert game.is_over
    capture = body.replace("komi = 2.5", "capture_goal = 2\n    komi = 2.5")
    problems = load_lessons(write(tmp_path, capture)).problems
    assert [p.message for p in problems] == ["komi is only for a territory game (no capture_goal)"]


def test_marked_territory_is_proven_with_the_scorer(tmp_path: Path) -> None:
    pytest.importorskip("go_tui.engine.scoring")
    board = WITH_EYES.replace("O O X", ". O X", 1)  # a dead white stone at B5
    black = ["A5", "B5", "A4", "B4", "A2", "A1", "B1"]
    body = (
        f'[[step]]\nid = "mine"\nkind = "mark"\nask = "territory"\ncolor = "black"\n'
        f'dead = ["B5"]\nanswer = {json.dumps(black)}\n{TEXT}\nboard = {board}\n'
    )
    lessons = load_lessons(write(tmp_path, body))
    assert not lessons.problems, [str(p) for p in lessons.problems]
    (mark,) = lessons.chapters[0].steps
    assert isinstance(mark, MarkExercise)
    assert mark.check([pt(v, 5) for v in black]).correct
    short = mark.check([pt(v, 5) for v in black if v != "B5"])
    assert not short.correct
    assert short.missing == {pt("B5", 5)}
    alive = load_lessons(write(tmp_path, body.replace('dead = ["B5"]\n', "")))
    (problem,) = alive.problems  # with B5 alive the region touches White: no territory
    assert problem.message.startswith("step 'mine': answer should not have A5, B5, A4")
    no_eyes = FINISHED.replace(". . X O .\n", ". O X O .\n", 1)  # walls without eyes
    unproven = load_lessons(write(tmp_path, body.replace(board, no_eyes)))
    assert any("reading does not prove" in p.message for p in unproven.problems)
    no_color = load_lessons(write(tmp_path, body.replace('color = "black"\n', "")))
    assert [p.message for p in no_color.problems] == ["ask = 'territory' needs color"]


def test_a_sequence_move_that_only_reaches_the_goal_later_is_told_so(tmp_path: Path) -> None:
    """E2 captures C2 as well, in four moves where the lines need three: the search
    says so instead of calling it a move that does not work."""
    ex = step_of(
        tmp_path,
        f"""
        [[step]]
        id = "chase"
        kind = "sequence"
        goal = "capture"
        target = "C2"
        lines = [
          "D2 C1 D1 B1 A1",
          "D2 C1 B1 D1 E1",
          "C1 D2 E2 D1 E1",
          "D1 D2 E2 C1 B1",
          "D1 C1 B1 D2 E2",
        ]
        {TEXT}
        board = \"\"\"
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . O .
        . . X X . . .
        . X O . . . .
        . . . . . . .
        \"\"\"
        """,
    )
    assert isinstance(ex, SequenceExercise)
    slower = ex.check([pt("E2")])
    assert slower.key == "lesson.slower"
    assert slower.message.en == (
        "After E2 you still get there, but only in 4 moves of yours: there is a quicker way."
    )
    assert slower.refutation == ()


COMPUTER_GAME = f"""
    [[step]]
    id = "slag-go"
    kind = "game"
    capture_goal = 1
    size = 7
    opponent = "computer"
    level = 1
    {TEXT}
    """


def test_a_game_step_against_the_computer_states_its_level(tmp_path: Path) -> None:
    body = COMPUTER_GAME
    lessons = load_lessons(write(tmp_path, body))  # proven: the computer answers a first move
    assert not lessons.problems, [str(p) for p in lessons.problems]
    (play,) = lessons.chapters[0].steps
    assert isinstance(play, GameStep)
    assert play.against_computer
    assert (play.opponent, play.level, play.new_game) == (GameOpponent.COMPUTER, 1, False)
    friendly = load_lessons(write(tmp_path, body.replace('opponent = "computer"\n', "")))
    assert [p.message for p in friendly.problems] == ["level is only for opponent = 'computer'"]


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ("level = 1", "", "opponent = 'computer' needs the computer's level (1 to 10)"),
        ("level = 1", "level = 11", "level must be a whole number from 1 to 10, not 11"),
        ("level = 1", 'level = "easy"', "level must be a whole number from 1 to 10, not 'easy'"),
        (
            'opponent = "computer"',
            'opponent = "robot"',
            "opponent must be one of friend, computer, not 'robot'",
        ),
        ("size = 7", "size = 7\n    new_game = true", "a new_game step opens a whole game"),
        ("size = 7", 'size = 7\n    new_game = "yes"', "new_game must be true or false"),
    ],
)
def test_a_game_step_against_the_computer_is_refused_with_the_reason(
    tmp_path: Path, change: str, field: str, message: str
) -> None:
    body = COMPUTER_GAME
    path = write(tmp_path, body.replace(change, field))
    (problem,) = load_lessons(path).problems
    assert message in problem.message
    assert problem.line > 5  # the step's line, or the field's


def test_a_new_game_step_opens_a_whole_game_against_the_computer(tmp_path: Path) -> None:
    body = f"""
    [[step]]
    id = "your-game"
    kind = "game"
    new_game = true
    opponent = "computer"
    level = 2
    {TEXT}
    """
    (step,) = load_lessons(write(tmp_path, body)).chapters[0].steps
    assert isinstance(step, GameStep)
    assert (step.new_game, step.size, step.komi, step.level) == (True, 9, 6.5, 2)
    alone = load_lessons(write(tmp_path, body.replace('opponent = "computer"\n    level = 2', "")))
    assert [p.message for p in alone.problems] == [
        "a new_game step needs opponent = 'computer' (it offers a friend too)"
    ]
