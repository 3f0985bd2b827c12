"""Problems: loading SGF collections, the trainer, progress, the checker and the built-in set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Board, Color, Point, Refusal
from go_tui.learn.goals import SearchTooBig, after, captured_anyway
from go_tui.problems import (
    Attempt,
    Outcome,
    Problem,
    ProblemProgress,
    Result,
    State,
    Verdict,
    builtin_collections,
    check_paths,
    load_data,
    problem_faults,
)

SIMPLE = """(;GM[1]FF[4]SZ[9]EV[en: Test set
nl: Proefreeks]GN[en: Edge
nl: Rand]PL[B]AB[aa][ea][bb][cb][db]AW[ba][ca]MA[ba][ca]C[en: Take them.
nl: Sla ze.]
(;B[da]C[RIGHT
en: Taken.
nl: Geslagen.]))
"""

# A ladder: Black ataris, White runs, Black takes. Two White replies to the
# first move: the strongest (fewest RIGHT ends) must be chosen.
LADDER = """(;GM[1]SZ[9]PL[B]AB[da][db][dc][ad][bd][cd][dd]AW[cc]
(;B[bc]
  (;W[cb];B[bb];W[ca];B[ba]C[Correct: captured])
  (;W[bb];B[cb]C[right]
   )
  (;W[ab];B[cb]C[RIGHT])
)
(;B[cb];W[bc];B[bb];W[ac];B[ab]C[RIGHT the other way])
(;B[bb];W[cb]C[WRONG White gets out of atari.]))
"""


def problem(text: str, number: int = 1) -> Problem:
    collection = load_data(text, "test")
    assert not collection.faults, collection.faults
    return collection.problems[number - 1]


# ---- loading ------------------------------------------------------------------------------


def test_single_problem_loads_position_texts_and_tree() -> None:
    collection = load_data(SIMPLE, "test")
    assert collection.title.en == "Test set" and collection.title.nl == "Proefreeks"
    loaded = collection.problems[0]
    assert loaded.key == "test#1" and loaded.size == 9 and loaded.to_move is Color.BLACK
    assert loaded.setup[(0, 1)] is Color.WHITE and len(loaded.setup) == 7
    assert (loaded.title.en, loaded.title.nl) == ("Edge", "Rand")
    assert (loaded.comment.en, loaded.comment.nl) == ("Take them.", "Sla ze.")
    assert loaded.targets == ((0, 1), (0, 2)) and loaded.capture_goal
    [first] = loaded.tree
    assert first.point == (0, 3) and first.verdict is Verdict.RIGHT
    assert (first.comment.en, first.comment.nl) == ("Taken.", "Geslagen.")


def test_collection_of_several_trees_and_right_correct_wrong_markers() -> None:
    text = SIMPLE + LADDER
    collection = load_data(text, "test")
    assert [p.number for p in collection.problems] == [1, 2]
    ladder = collection.problems[1]
    verdicts = {(m.color, m.point): m.verdict for m in ladder.moves() if not m.children}
    assert verdicts[(Color.BLACK, (0, 1))] is Verdict.RIGHT  # "Correct: captured"
    assert verdicts[(Color.BLACK, (1, 2))] is Verdict.RIGHT  # lower-case "right"
    assert verdicts[(Color.WHITE, (1, 2))] is Verdict.WRONG
    assert ladder.title.en == "" and ladder.to_move is Color.BLACK


def test_missing_pl_is_taken_from_the_first_moves_with_a_warning() -> None:
    loaded = problem("(;SZ[9]AB[aa](;W[bb]C[RIGHT]))")
    assert loaded.to_move is Color.WHITE
    assert any("no PL" in w for w in loaded.warnings)


def test_unmarked_texts_serve_both_languages() -> None:
    loaded = problem("(;SZ[9]PL[B]GN[Tesuji 12]C[Black lives.](;B[aa]C[Correct!]))")
    assert loaded.title.en == loaded.title.nl == "Tesuji 12"
    assert loaded.tree[0].verdict is Verdict.RIGHT


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(;SZ[9]AB[zz](;B[aa]))", "problem 2: line 8, column 2: [zz] is not a point"),
        ("(;SZ[9:13](;B[aa]))", "only square boards"),
        ("(;GM[2](;B[aa]))", "is not Go"),
        ("(;SZ[9](;B[aa]W[bb]))", "both a black and a white move"),
        ("(;SZ[9](;B[aa];AB[cc]))", "sets up stones (AB) inside the solution tree"),
        ("(;SZ[9](;B[aa][bb]))", "B has 2 values"),
        ("no sgf here", "no SGF data found"),
    ],
)
def test_malformed_files_give_a_message_per_problem(text: str, expected: str) -> None:
    collection = load_data(SIMPLE + text, "bad.sgf")
    messages = [str(fault) for fault in collection.faults]
    if "no SGF" in expected:
        collection = load_data(text, "bad.sgf")
        messages = [str(fault) for fault in collection.faults]
        assert collection.problems == []
    else:
        assert len(collection.problems) == 1  # the sound problem before it still loads
    assert len(messages) == 1 and expected in messages[0], messages


def test_a_broken_tree_keeps_the_trees_before_it() -> None:
    collection = load_data(SIMPLE + "(;SZ[9]C[unterminated", "bad.sgf")
    assert len(collection.problems) == 1
    [fault] = collection.faults
    assert fault.number == 2 and "unterminated" in fault.message


def test_latin1_file_is_decoded_by_its_charset() -> None:
    data = "(;CA[ISO-8859-1]SZ[9]PL[B]GN[Élan](;B[aa]C[RIGHT]))".encode("latin-1")
    assert load_data(data, "x").problems[0].title.en == "Élan"


# ---- the trainer ----------------------------------------------------------------------------


def test_right_line_with_the_strongest_reply_then_solved() -> None:
    attempt = Attempt(problem(LADDER))
    answer = attempt.play((2, 1))
    assert answer.outcome is Outcome.RIGHT
    # W cb has one RIGHT end below it, W bb and W ab one each: the first of the fewest.
    assert answer.reply is not None and answer.reply.point == (1, 2)
    assert attempt.game.board[(1, 2)] is Color.WHITE
    assert attempt.play((1, 1)).reply.point == (0, 2)  # type: ignore[union-attr]
    final = attempt.play((0, 1))
    assert final.outcome is Outcome.SOLVED and attempt.state is State.SOLVED
    assert final.played is not None and len(final.played.captured) == 3
    assert final.comment.en == "captured"


def test_wrong_move_shows_the_refutation_and_retry_starts_again() -> None:
    attempt = Attempt(problem(LADDER))
    answer = attempt.play((1, 1))
    assert answer.outcome is Outcome.WRONG and attempt.state is State.FAILED
    assert answer.reply is not None and answer.reply.point == (1, 2)
    assert answer.comment.en == "White gets out of atari."
    assert "C8" in answer.message.en
    assert attempt.play((0, 0)).reason is Refusal.GAME_OVER
    attempt.retry()
    assert attempt.state is State.PLAYING and attempt.game.board[(1, 1)] is None
    assert attempt.play((2, 1)).outcome is Outcome.RIGHT


def test_move_off_the_tree_is_wrong_without_a_refutation() -> None:
    answer = Attempt(problem(LADDER)).play((5, 5))
    assert answer.outcome is Outcome.WRONG and answer.reply is None


def test_illegal_move_is_refused_with_the_engine_reason() -> None:
    attempt = Attempt(problem(LADDER))
    answer = attempt.play((2, 2))
    assert answer.outcome is Outcome.ILLEGAL and answer.reason is Refusal.OCCUPIED
    assert "C7" in answer.message.en and attempt.state is State.PLAYING


def test_hint_and_solution() -> None:
    attempt = Attempt(problem(LADDER))
    assert attempt.hint() == (2, 1)
    solution = attempt.solution()
    assert solution[0] == (Color.BLACK, (2, 1)) and solution[-1] == (Color.BLACK, (0, 1))
    shown = attempt.show_solution()
    assert shown == solution and attempt.state is State.REVEALED
    assert attempt.game.board[(2, 2)] is None  # the ladder's stones were taken


def test_region_is_the_corner_the_problem_uses() -> None:
    region = Attempt(problem(LADDER)).region()
    assert (region.top, region.left) == (0, 0)
    assert region.bottom == 4 and region.right == 4 and not region.whole_board
    assert (3, 3) in region and (5, 5) not in region


def test_a_move_of_a_wrong_line_deeper_down_fails_there() -> None:
    text = "(;SZ[9]PL[B]AB[ba]AW[ab](;B[bb];W[cc](;B[dd]C[RIGHT])(;B[ee]C[WRONG too slow])))"
    attempt = Attempt(problem(text))
    assert attempt.play((1, 1)).outcome is Outcome.RIGHT
    answer = attempt.play((4, 4))
    assert answer.outcome is Outcome.WRONG and answer.comment.en == "too slow"


# ---- progress --------------------------------------------------------------------------------


def test_progress_is_saved_and_lessons_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"lessons": {"ch": {"current": "a"}}}))
    progress = ProblemProgress.load(path)
    progress.record("01-capture#1", Result.FAILED)
    progress.record("01-capture#1", Result.SOLVED)
    progress.record("01-capture#1", Result.FAILED)
    again = ProblemProgress.load(path)
    assert again.result("01-capture#1") is Result.SOLVED and again.tries("01-capture#1") == 3
    assert again.solved(["01-capture#1", "01-capture#2"]) == 1
    assert json.loads(path.read_text())["lessons"] == {"ch": {"current": "a"}}


def test_damaged_progress_file_is_put_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text("{not json")
    progress = ProblemProgress.load(path)
    assert progress.warning is not None and "could not be read" in progress.warning.en
    assert not path.exists() and len(list(tmp_path.glob("progress.json.damaged-*"))) == 1
    progress.record("x#1", Result.SOLVED)
    assert ProblemProgress.load(path).result("x#1") is Result.SOLVED


def test_damaged_problems_section_keeps_the_lessons(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"lessons": {"ch": {}}, "problems": {"x#1": {"result": 7}}}))
    progress = ProblemProgress.load(path)
    assert progress.warning is not None and progress.result("x#1") is None
    assert json.loads(path.read_text()) == {"lessons": {"ch": {}}}
    assert len(list(tmp_path.glob("progress.json.damaged-*"))) == 1


# ---- the checker and the command ---------------------------------------------------------------


def test_checker_finds_illegal_moves_wrong_colours_and_missing_lines() -> None:
    faults = problem_faults(problem("(;SZ[9]PL[B]AB[aa](;B[aa]C[RIGHT])(;B[bb];B[cc]))"))
    assert any("move 1 (B A9) is illegal: occupied" in f for f in faults)
    assert any("move 2 (B C7) is played by the wrong side" in f for f in faults)
    assert any("no RIGHT end can be reached" in f for f in faults)
    assert problem_faults(problem("(;SZ[9]PL[B](;B[aa]))")) == [
        "no correct line: no comment in the tree starts with RIGHT or Correct"
    ]
    assert problem_faults(problem(SIMPLE)) == []


def test_checker_needs_a_player_to_move() -> None:
    loaded = problem("(;SZ[9](;B[aa];W[bb]C[RIGHT])(;W[cc]C[RIGHT]))")
    assert loaded.to_move is None
    assert "no player to move: the root needs PL[B] or PL[W]" in problem_faults(loaded)


def test_checker_refuses_a_right_move_the_tree_refutes() -> None:
    text = "(;SZ[9]PL[B](;B[aa](;W[bb];B[cc]C[RIGHT])(;W[cc]C[WRONG])))"
    faults = problem_faults(problem(text))
    assert faults == ["no first move reaches RIGHT against every reply the tree holds"]


def test_check_command_reports_faults_per_file_and_problem(tmp_path: Path) -> None:
    good = tmp_path / "good.sgf"
    good.write_text(SIMPLE)
    bad = tmp_path / "bad.sgf"
    bad.write_text(SIMPLE + "(;SZ[9]PL[B](;B[aa]))")
    runner = CliRunner()
    result = runner.invoke(app, ["problems", "check", str(good)])
    assert result.exit_code == 0 and "1 problem in 1 collection, all verified" in result.output
    result = runner.invoke(app, ["problems", "check", str(good), str(bad)])
    assert result.exit_code == 1
    assert "bad.sgf: problem 2: no correct line" in result.output
    assert "3 problems in 2 collections; 1 fault" in result.output


def test_check_command_without_files_checks_the_builtin_collections() -> None:
    result = CliRunner().invoke(app, ["problems", "check"])
    assert result.exit_code == 0, result.output
    assert "in 10 collections, all verified" in result.output


# ---- the built-in collection -------------------------------------------------------------------

BUILTIN = builtin_collections()
CAPTURES = [p for c in BUILTIN for p in c.problems if p.capture_goal]


def test_builtin_collection_is_big_enough_and_sound() -> None:
    report = check_paths([])
    assert report.faults == []
    assert sum(len(c.problems) for c in BUILTIN) >= 80
    topics = {c.topic for c in BUILTIN}
    assert topics == {
        "capture",
        "escape",
        "double-atari",
        "ladder",
        "net",
        "snapback",
        "ko",
        "two-eyes",
        "killing",
        "seki",
    }
    for collection in BUILTIN:
        assert collection.title.en and collection.title.nl
        for loaded in collection.problems:
            assert loaded.size in (9, 19) and loaded.title.nl and loaded.comment.nl
            assert not Attempt(loaded).region().whole_board


@pytest.mark.parametrize("loaded", CAPTURES, ids=[p.key for p in CAPTURES])
def test_capture_problems_are_proven_by_the_search(loaded: Problem) -> None:
    """After every right first move, the marked stones cannot be saved within their area.

    Where a problem marks several chains (a double atari), whatever the
    defender plays next, the attacker can take one of them.
    """
    attempt = Attempt(loaded)
    attacker = loaded.to_move
    assert attacker is not None
    board = attempt.game.board
    right = attempt.judge.winning_moves(loaded.tree)
    assert right
    for move in right:
        assert move.point is not None
        position, _ = after(board, attacker, move.point)
        targets = [t for t in loaded.targets if position[t] is not None]
        chains = {frozenset(position.chain_at(t)[0]) for t in targets}
        if len(chains) <= 1:
            assert all(captured_anyway(position, t, attacker, attacker.opponent) for t in targets)
            continue
        passed = position.copy()
        passed.pass_turn()
        answers = [passed]
        for point in position.empty_points():
            if position.check(attacker.opponent, point)[0] is None:
                answers.append(after(position, attacker.opponent, point)[0])
        for answered in answers:
            assert any(_taken(answered, t, attacker) for t in targets), move.point


def _taken(position: Board, target: Point, attacker: Color) -> bool:
    """The chain at ``target`` is gone or falls with ``attacker`` to move; False if too big."""
    try:
        return position[target] is None or captured_anyway(position, target, attacker, attacker)
    except SearchTooBig:  # a defence elsewhere widened this chain's area; another chain falls
        return False
