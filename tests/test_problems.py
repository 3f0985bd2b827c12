"""Problems: loading SGF collections, the trainer, progress, the checker and the built-in set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Board, Color, Point, Refusal
from go_tui.engine.goals import after, area, captured_anyway, legal
from go_tui.learn import Progress, Status
from go_tui.problems import (
    Attempt,
    Outcome,
    Problem,
    ProblemProgress,
    ProblemResult,
    State,
    Verdict,
    builtin_collections,
    example_point,
    load_data,
    load_file,
    problem_faults,
    problem_region,
)
from go_tui.problems.checker import ProofStatus, Report
from go_tui.problems.levels import strength
from go_tui.problems.proof import TACTICAL_TOPICS, tactical_faults

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
    assert collection.title.en == "Test set"
    assert collection.title.nl == "Proefreeks"
    loaded = collection.problems[0]
    assert loaded.key == "test#1"
    assert loaded.size == 9
    assert loaded.to_move is Color.BLACK
    assert loaded.setup[(0, 1)] is Color.WHITE
    assert len(loaded.setup) == 7
    assert (loaded.title.en, loaded.title.nl) == ("Edge", "Rand")
    assert (loaded.comment.en, loaded.comment.nl) == ("Take them.", "Sla ze.")
    assert loaded.targets == ((0, 1), (0, 2))
    assert loaded.capture_goal
    [first] = loaded.tree
    assert first.point == (0, 3)
    assert first.verdict is Verdict.RIGHT
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
    assert ladder.title.en == ""
    assert ladder.to_move is Color.BLACK


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
    assert len(messages) == 1, messages
    assert expected in messages[0], messages


def test_a_broken_tree_keeps_the_trees_before_it() -> None:
    collection = load_data(SIMPLE + "(;SZ[9]C[unterminated", "bad.sgf")
    assert len(collection.problems) == 1
    [fault] = collection.faults
    assert fault.number == 2
    assert "unterminated" in fault.message


def test_a_tree_nested_ten_thousand_deep_and_never_closed_is_one_fault() -> None:
    """Read once, not again from each of its tree starts (that took over a minute)."""
    deep = "(;GM[1]SZ[9]AB[aa]" + "(;B[bb]" * 10_000
    collection = load_data(SIMPLE + "\n" + deep, "deep.sgf")
    assert len(collection.problems) == 1
    [fault] = collection.faults
    assert fault.number == 2
    assert fault.message.startswith("line 9, column 70019: unexpected end of data: 10001")


def test_every_move_of_a_long_tree_is_located_on_its_own_line() -> None:
    """Each move's line and column, found by bisection over the line starts."""
    moves = "\n".join(
        f";{'BW'[k % 2]}[{chr(97 + k % 19)}{chr(97 + k // 19 % 19)}]" for k in range(2000)
    )
    [problem] = load_data(f"(;GM[1]SZ[19]AB[ss]PL[B]\n{moves})", "long.sgf").problems
    move, lines = problem.tree[0], []
    while True:
        lines.append((move.line, move.column))
        if not move.children:
            break
        move = move.children[0]
    assert lines == [(2 + k, 1) for k in range(2000)]


def test_latin1_file_is_decoded_by_its_charset() -> None:
    data = "(;CA[ISO-8859-1]SZ[9]PL[B]GN[Élan](;B[aa]C[RIGHT]))".encode("latin-1")
    assert load_data(data, "x").problems[0].title.en == "Élan"


# ---- the trainer ----------------------------------------------------------------------------


def test_right_line_with_the_strongest_reply_then_solved() -> None:
    attempt = Attempt(problem(LADDER))
    answer = attempt.play((2, 1))
    assert answer.outcome is Outcome.RIGHT
    # W cb has one RIGHT end below it, W bb and W ab one each: the first of the fewest.
    assert answer.reply is not None
    assert answer.reply.point == (1, 2)
    assert attempt.game.board[(1, 2)] is Color.WHITE
    assert attempt.play((1, 1)).reply.point == (0, 2)  # type: ignore[union-attr]
    final = attempt.play((0, 1))
    assert final.outcome is Outcome.SOLVED
    assert attempt.state is State.SOLVED
    assert final.played is not None
    assert len(final.played.captured) == 3
    assert final.comment.en == "captured"


def test_wrong_move_shows_the_refutation_and_retry_starts_again() -> None:
    attempt = Attempt(problem(LADDER))
    answer = attempt.play((1, 1))
    assert answer.outcome is Outcome.WRONG
    assert attempt.state is State.FAILED
    assert answer.reply is not None
    assert answer.reply.point == (1, 2)
    assert answer.comment.en == "White gets out of atari."
    assert "C8" in answer.message.en
    assert attempt.play((0, 0)).reason is Refusal.GAME_OVER
    attempt.retry()
    assert attempt.state is State.PLAYING
    assert attempt.game.board[(1, 1)] is None
    assert attempt.play((2, 1)).outcome is Outcome.RIGHT


def test_move_off_the_tree_is_wrong_without_a_refutation() -> None:
    answer = Attempt(problem(LADDER)).play((5, 5))
    assert answer.outcome is Outcome.WRONG
    assert answer.reply is None


def test_illegal_move_is_refused_with_the_engine_reason() -> None:
    attempt = Attempt(problem(LADDER))
    answer = attempt.play((2, 2))
    assert answer.outcome is Outcome.ILLEGAL
    assert answer.reason is Refusal.OCCUPIED
    assert "C7" in answer.message.en
    assert attempt.state is State.PLAYING


def test_hint_and_solution() -> None:
    attempt = Attempt(problem(LADDER))
    assert attempt.hint() == (2, 1)
    solution = attempt.solution()
    assert solution[0] == (Color.BLACK, (2, 1))
    assert solution[-1] == (Color.BLACK, (0, 1))
    shown = attempt.show_solution()
    assert shown == solution
    assert attempt.state is State.REVEALED
    assert attempt.game.board[(2, 2)] is None  # the ladder's stones were taken


def test_region_is_the_corner_the_problem_uses() -> None:
    region = Attempt(problem(LADDER)).region()
    assert (region.top, region.left) == (0, 0)
    assert region.bottom == 4
    assert region.right == 4
    assert not region.whole_board
    assert (3, 3) in region
    assert (5, 5) not in region


def test_a_move_of_a_wrong_line_deeper_down_fails_there() -> None:
    text = "(;SZ[9]PL[B]AB[ba]AW[ab](;B[bb];W[cc](;B[dd]C[RIGHT])(;B[ee]C[WRONG too slow])))"
    attempt = Attempt(problem(text))
    assert attempt.play((1, 1)).outcome is Outcome.RIGHT
    answer = attempt.play((4, 4))
    assert answer.outcome is Outcome.WRONG
    assert answer.comment.en == "too slow"


# ---- progress --------------------------------------------------------------------------------


def test_progress_is_saved_and_lessons_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"lessons": {"ch": {"current": "a"}}}))
    progress = ProblemProgress.load(path)
    progress.record("01-capture#1", ProblemResult.FAILED)
    progress.record("01-capture#1", ProblemResult.SOLVED)
    progress.record("01-capture#1", ProblemResult.FAILED)
    again = ProblemProgress.load(path)
    assert again.result("01-capture#1") is ProblemResult.SOLVED
    assert again.tries("01-capture#1") == 3
    assert again.solved(["01-capture#1", "01-capture#2"]) == 1
    assert json.loads(path.read_text())["lessons"] == {"ch": {"current": "a"}}


def test_damaged_progress_file_is_put_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text("{not json")
    progress = ProblemProgress.load(path)
    assert progress.warning is not None
    assert "could not be read" in progress.warning.en
    assert not path.exists()
    assert len(list(tmp_path.glob("progress.json.damaged-*"))) == 1
    progress.record("x#1", ProblemResult.SOLVED)
    assert ProblemProgress.load(path).result("x#1") is ProblemResult.SOLVED


def test_damaged_problems_section_keeps_the_lessons(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"lessons": {"ch": {}}, "problems": {"x#1": {"result": 7}}}))
    progress = ProblemProgress.load(path)
    assert progress.warning is not None
    assert progress.result("x#1") is None
    assert json.loads(path.read_text()) == {"lessons": {"ch": {}}}
    assert len(list(tmp_path.glob("progress.json.damaged-*"))) == 1


def test_lessons_and_problems_keep_their_sections_of_one_file(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    lessons = Progress.load(path)
    problems = ProblemProgress.load(path)
    lessons.visit("ch", "a")
    problems.record("x#1", ProblemResult.SOLVED)
    lessons.record("ch", "a", Status.SOLVED)
    saved = json.loads(path.read_text())
    assert saved["problems"] == {"x#1": {"result": "solved", "tries": 1}}
    assert saved["lessons"]["ch"]["steps"]["a"] == {"status": "solved", "tries": 1}
    path.write_text(json.dumps({"lessons": {"ch": {"steps": 3}}, "problems": {}}))
    damaged = Progress.load(path)
    assert damaged.warning is not None
    assert damaged.warning.key == "feedback.progress.lessons"
    assert "lesson progress" in damaged.warning.en
    assert "voortgang" in damaged.warning.nl
    assert json.loads(path.read_text()) == {"problems": {}}


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


def test_checker_refuses_an_impossible_position_with_its_name_and_line() -> None:
    """A9 is walled in by White at B9 and A8: a chain without liberties."""
    text = "(;SZ[9]GN[en: Walled in\nnl: Ingesloten]PL[B]AB[aa][ee]AW[ba][ab]\n(;B[cc]C[RIGHT]))"
    faults = problem_faults(problem("\n" + SIMPLE + text, 2))
    assert faults == [
        "line 9: the position of problem 'Walled in' is impossible: "
        "the black chain at A9 has no liberties"
    ]


def test_checker_refuses_stones_off_the_board(tmp_path: Path) -> None:
    path = tmp_path / "off.sgf"
    path.write_text(SIMPLE + "(;SZ[9]PL[B]AB[jj](;B[aa]C[RIGHT]))")
    result = CliRunner().invoke(app, ["problems", "check", str(path)])
    assert result.exit_code == 1
    assert "off.sgf: problem 2: line 8, column 2: [jj] is not a point on a 9x9 board" in (
        result.output
    )


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
    assert result.exit_code == 0
    last = result.output.splitlines()[-1]
    assert last == "1 problem in 1 collection: 1 proven, 0 wrong, 0 unproven"
    result = runner.invoke(app, ["problems", "check", str(good), str(bad)])
    assert result.exit_code == 1
    assert "bad.sgf: problem 2: line 8: no correct line" in result.output
    assert result.output.splitlines()[-1] == (
        "3 problems in 2 collections: 2 proven, 1 wrong, 0 unproven"
    )


# ---- the proof on the open board ----------------------------------------------------------------

# White's stone at E5 has two liberties: the atari at E6 drives it down to the lower right
# edge; the atari at F5 drives it up toward White's B8, which breaks that ladder.
OPEN_LADDER = "(;GM[1]SZ[9]GE[ladder]PL[B]AB[de][ef][fd]AW[ee][bb]MA[ee]{tree})"
# Black's E5 is in atari with its last liberty at E4.
ESCAPE = "(;GM[1]SZ[9]GE[escape]PL[B]AB[ee]AW[ed][de][fe]MA[ee]{tree})"


def test_proof_accepts_a_ladder_with_its_refuted_wrong_move() -> None:
    loaded = problem(OPEN_LADDER.format(tree="(;B[ed];W[fe];B[ff]C[RIGHT])(;B[fe];W[ed]C[WRONG])"))
    assert tactical_faults(loaded) == []
    assert problem_faults(loaded) == []


def test_proof_finds_a_right_move_that_fails_and_a_wrong_one_that_works() -> None:
    loaded = problem(OPEN_LADDER.format(tree="(;B[fe];W[ed]C[RIGHT])(;B[ed];W[fe]C[WRONG])"))
    assert tactical_faults(loaded) == [
        "B F5 is a right first move, but it fails against the best defence",
        "B E6 is a wrong first move, but it captures too",
    ]
    assert problem_faults(loaded) == tactical_faults(loaded)  # the checker reports them


def test_proof_reports_a_capture_missing_from_the_tree() -> None:
    loaded = problem(OPEN_LADDER.format(tree="(;B[fe];W[ed]C[WRONG])"))
    assert tactical_faults(loaded) == [
        "B E6 captures too but is not in the tree (add it, RIGHT or WRONG)"
    ]


def test_proof_refuses_stones_that_are_lost_already() -> None:
    text = "(;GM[1]SZ[9]GE[capture]PL[B]AB[ba][bb]AW[aa]MA[aa](;B[ab]C[RIGHT]))"
    assert tactical_faults(problem(text)) == [
        "the marked stones are lost already: even a pass captures them"
    ]


def test_proof_refuses_stones_that_are_safe_already() -> None:
    text = "(;GM[1]SZ[9]GE[escape]PL[B]AB[ee]AW[ed]MA[ee](;B[ef]C[RIGHT]))"
    assert tactical_faults(problem(text)) == [
        "the marked stones are safe already: even a pass saves them"
    ]


def test_proof_reports_an_escape_missing_from_the_tree() -> None:
    # White's F5 is in atari too: taking it saves E5 as well as the extension at E4.
    text = "(;GM[1]SZ[9]GE[escape]PL[B]AB[ee][ge][fd]AW[ed][de][fe]MA[ee](;B[ef]C[RIGHT]))"
    assert tactical_faults(problem(text)) == [
        "B F4 saves the marked stones too but is not in the tree (add it, RIGHT or WRONG)"
    ]


def test_proof_of_an_escape() -> None:
    loaded = problem(ESCAPE.format(tree="(;B[ef]C[RIGHT])(;B[gg];W[ef]C[WRONG])"))
    assert tactical_faults(loaded) == []
    swapped = problem(ESCAPE.format(tree="(;B[gg];W[ef]C[RIGHT])(;B[ef];W[eg]C[WRONG])"))
    assert tactical_faults(swapped) == [
        "B G3 is a right first move, but it fails against the best defence",
        "B E4 is a wrong first move, but it saves the marked stones too",
    ]


def test_proof_leaves_other_topics_alone() -> None:
    assert tactical_faults(problem(SIMPLE)) == []  # no GE: not a tactical problem
    text = OPEN_LADDER.format(tree="(;B[fe];W[ed]C[RIGHT])").replace("GE[ladder]", "GE[ko]")
    assert tactical_faults(problem(text)) == []


# ---- the built-in collection -------------------------------------------------------------------

BUILTIN = builtin_collections()
PROBLEMS = [p for c in BUILTIN for p in c.problems]
LIFE_AND_DEATH = [p for p in PROBLEMS if p.topic in ("two-eyes", "killing", "seki")]


@pytest.mark.xdist_group("content-proof")  # one worker proves it, once
@pytest.mark.slow  # the session's proof of every built-in problem
def test_check_command_without_files_checks_the_builtin_collections(
    monkeypatch: pytest.MonkeyPatch, builtin_problem_report: Report
) -> None:
    report = builtin_problem_report
    monkeypatch.setattr("go_tui.problems.check_paths", lambda paths: report)
    result = CliRunner().invoke(app, ["problems", "check"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        f"{len(PROBLEMS)} problems in {len(BUILTIN)} collections: "
        f"{report.count(ProofStatus.PROVEN)} proven, 0 wrong, "
        f"{report.count(ProofStatus.UNPROVEN)} unproven"
    )
    assert "verified" not in result.output


@pytest.mark.xdist_group("content-proof")  # one worker proves it, once
@pytest.mark.slow  # the session's proof of every built-in problem
def test_builtin_collection_is_big_enough_and_sound(builtin_problem_report: Report) -> None:
    assert builtin_problem_report.faults == []
    assert len(PROBLEMS) >= 80
    topics = {p.topic for p in PROBLEMS}
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
        "counting",
        "endgame",
    }
    for collection in BUILTIN:
        assert collection.title.en
        assert collection.title.nl
        assert len(collection.problems) >= 4
        for loaded in collection.problems:
            small = loaded.topic == "endgame" and 5 <= loaded.size <= 9  # read to the end
            assert loaded.size in (9, 19) or small, loaded.key
            assert loaded.title.nl
            assert loaded.comment.nl
            assert loaded.targets or loaded.topic in ("ko", "counting", "endgame")
            points = list(loaded.setup) + [m.point for m in loaded.moves() if m.point]
            spread = max(
                max(r for r, _ in points) - min(r for r, _ in points),
                max(c for _, c in points) - min(c for _, c in points),
            )
            if loaded.size == 19 and spread < 9:  # a local problem on the big board is enlarged
                assert not Attempt(loaded).region().whole_board, loaded.key


def test_builtin_levels_go_from_easy_to_hard_within_each_collection() -> None:
    """A learner works through a collection in order, so its levels never step back; the
    set as a whole spans at least six levels."""
    for collection in BUILTIN:
        ranks = [strength(p.level) for p in collection.problems]
        assert None not in ranks, collection.key
        assert ranks == sorted(ranks), (collection.key, [p.level for p in collection.problems])
    assert len({p.level for p in PROBLEMS}) >= 6


def test_every_capture_and_escape_problem_is_read_on_the_open_board() -> None:
    """The checker's proof applies to them all: they are marked, and the marks are one side's."""
    tactical = [p for p in PROBLEMS if p.topic in TACTICAL_TOPICS]
    assert len(tactical) >= 40
    for loaded in tactical:
        owners = {loaded.setup[t] for t in loaded.targets}
        assert len(owners) == 1, loaded.key
    assert sum(p.capture_goal for p in tactical) > sum(not p.capture_goal for p in tactical)


def canonical(loaded: Problem) -> tuple[tuple[int, int, bool], ...]:
    """The position up to the eight symmetries and colour swap (the learner as Black).

    Corners and edges keep their coordinates, so a corner shape on 9x9 and the
    same shape in a corner of 19x19 are the same position.
    """
    forms = []
    last = loaded.size - 1
    for turn in range(8):
        stones = []
        for (row, col), color in loaded.setup.items():
            if turn & 4:
                row, col = col, row
            if turn & 1:
                col = last - col
            if turn & 2:
                row = last - row
            stones.append((row, col, color is loaded.to_move))
        forms.append(tuple(sorted(stones)))
    return min(forms)


def test_builtin_positions_are_all_different() -> None:
    """No position repeats, turned, mirrored or with the colours swapped."""
    forms = {canonical(p): p.key for p in PROBLEMS}
    assert len(forms) == len(PROBLEMS) >= 80


@pytest.mark.parametrize("loaded", LIFE_AND_DEATH, ids=[p.key for p in LIFE_AND_DEATH])
def test_life_and_death_problems_are_proven_by_the_search(loaded: Problem) -> None:
    """Exhaustively, in the group's area: the tree's right first moves reach the goal,
    its wrong ones do not, and no other move in the area reaches it."""
    learner = loaded.to_move
    assert learner is not None
    board = Attempt(loaded).game.board
    target = loaded.targets[0]
    kill = board[target] is not learner
    attacker = learner if kill else learner.opponent

    def reaches(point: Point) -> bool:
        position, _ = after(board, learner, point)
        return captured_anyway(position, target, attacker, learner.opponent) is kill

    assert captured_anyway(board, target, attacker, learner.opponent) is not kill
    judge = Attempt(loaded).judge
    tried = {m.point: judge.wins(m) for m in loaded.tree}
    for point in sorted(area(board, target, attacker)):
        if board[point] is None and legal(board, learner, point):
            assert reaches(point) is tried.get(point, False), point


def test_every_built_in_problem_names_an_empty_legal_example_that_is_no_move() -> None:
    # "Dead or alive 1" named a7 and "False eyes 1" e9: suicide points, refused when typed.
    seen = 0
    for collection in builtin_collections():
        for number, problem in enumerate(collection.problems, 1):
            where = (collection.title.en, number)
            region = problem_region(problem)
            example = example_point(problem, region)
            game = problem.start_game()
            assert game.board[example] is None, where
            assert game.check(example, game.to_move) is None, where
            assert example not in {move.point for move in problem.moves()}, where
            assert example[0] in region.rows, where
            assert example[1] in region.columns, where
            if _own_eye(game.board, example, game.to_move):  # only when nothing else is free
                moves = {move.point for move in problem.moves()}
                free = [
                    (row, col)
                    for row in region.rows
                    for col in region.columns
                    if (row, col) not in problem.setup
                    and (row, col) not in moves
                    and game.check((row, col), game.to_move) is None
                ]
                assert all(_own_eye(game.board, p, game.to_move) for p in free), where
            seen += 1
    assert seen >= 130


def _own_eye(board: Board, point: Point, color: Color) -> bool:
    """A point the player's own stones surround (the endgame problems' A5 was named: filling
    it is a move the endgame reader does not weigh)."""
    return all(board[n] is color for n in board.neighbours(point))


KEPT_UNDER = {
    "11-cut-and-connect#2": "The cut on the side",
    "13-false-eyes#3": "One eye and a half",
    "17-dead-or-alive#8": "Five points in a block",
}
"""Problems that moved within their file when the levels were put in order, by the key
their progress had before, and their title (``PK`` keeps the key)."""


def test_a_problem_moved_within_its_file_keeps_the_progress_key_it_had() -> None:
    keys = [p.key for p in PROBLEMS]
    assert len(keys) == len(set(keys))
    by_key = {p.key: p for p in PROBLEMS}
    for key, title in KEPT_UNDER.items():
        problem = by_key[key]
        assert problem.number != int(key.split("#")[1]), key  # it did move
        assert problem.title.en == title


def test_a_progress_number_that_is_no_number_is_said_and_the_place_is_used(
    tmp_path: Path,
) -> None:
    path = tmp_path / "mine.sgf"
    path.write_text(
        "(;GM[1]FF[4]SZ[9]PK[x]AB[aa]AW[ba]PL[B];B[ab]C[RIGHT])(;GM[1]SZ[9]PK[7]AB[aa]AW[ba]PL[B];B[ab]C[RIGHT])"
    )
    first, second = load_file(path, key="mine").problems
    assert first.key == "mine#1"
    assert "PK[x] is not a problem number; ignored" in first.warnings
    assert second.key == "mine#7"
