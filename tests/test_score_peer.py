"""GNU Go's scoring and unconditional-life regression suites, through our GTP engine.

The suites live in ``../shared/peer-tests/gnugo/regression`` and are read from
there (never copied); these tests skip when the folder is absent.  A ``.tst``
file is plain GTP: a numbered command is a test, and the ``#? [regex]`` line
after it is the expected answer (``!`` negates it, a trailing ``*`` marks a
case GNU Go itself fails, ``&`` one it ignores).

GNU Go passes 46 of the 48 scoring cases it expects to pass; we pass 47 (the
one we miss, case 9, is an unfinished game decided by a race between two large
groups in the open), and the test holds that line.  Every
unconditional-status case passes.

The end positions of real OGS games whose dead stones people marked
(``../shared/peer-tests/scoring``): our proposal gives the same dead stones on
52 of the 54 square boards (GNU Go's figure, from the issue: 50).  goscorer's territory
maps (``scoring/goscorer_positions.jsonl``) on the square boards, and the results of
real 9x9 records that ended in two passes (``games/``), are held too.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from typing import Any

import pytest
from peer_support import PEER

from go_tui.engine import board_from_rows, from_vertex
from go_tui.engine.count import Count
from go_tui.engine.life import estimate_dead
from go_tui.engine.rules import JAPANESE, Scoring
from go_tui.engine.scoring import score
from go_tui.formats.gtp_engine import GtpEngine
from go_tui.formats.sgf import SgfError, load_sgf

REGRESSION = PEER / "gnugo" / "regression"

pytestmark = [
    pytest.mark.slow,  # a peer suite: GNU Go's scoring cases, OGS games and real records counted
    pytest.mark.skipif(not REGRESSION.is_dir(), reason="no ../shared/peer-tests here"),
]

_NUMBERED = re.compile(r"(\d+)\s+(.*)")
_EXPECTED = re.compile(r"#\?\s*(!?)\[(.*)\]\s*([*&]?)")


@dataclass(frozen=True)
class Case:
    """One numbered command, the commands to run before it, and what it must answer."""

    number: int
    setup: tuple[str, ...]
    command: str
    pattern: str
    negated: bool
    gnugo_fails: bool

    def passes(self, answer: str) -> bool:
        found = re.fullmatch(self.pattern, answer) is not None
        return found != self.negated


def read_suite(name: str) -> list[Case]:
    """The cases of a ``.tst`` file; ``loadsgf`` paths made absolute."""
    cases: list[Case] = []
    setup: list[str] = []
    pending: tuple[int, str, tuple[str, ...]] | None = None
    for raw in (REGRESSION / name).read_text().splitlines():
        line = raw.strip()
        expected = _EXPECTED.fullmatch(line)
        if expected and pending is not None:
            number, command, before = pending
            negated, pattern, mark = expected.groups()
            if mark != "&":
                cases.append(Case(number, before, command, pattern, negated == "!", mark == "*"))
            pending = None
            continue
        if not line or line.startswith("#"):
            continue
        words = line.split()
        if words[0] == "loadsgf":
            words[1] = str(REGRESSION / words[1])
            line = " ".join(words)
        numbered = _NUMBERED.fullmatch(line)
        if numbered:
            pending = (int(numbered.group(1)), numbered.group(2), tuple(setup))
            setup = []
        else:
            setup.append(line)
    return cases


def run_case(engine: GtpEngine, case: Case) -> str:
    for command in case.setup:
        response = engine.respond(command)
        assert response is not None, command
        assert response.startswith("="), (command, response)
    response = engine.respond(case.command)
    assert response is not None
    return response[1:].strip()


def run_suite(name: str) -> list[tuple[Case, str]]:
    """Every case of the suite in order, on one engine (setup carries over, as in GNU Go)."""
    engine = GtpEngine(JAPANESE)
    return [(case, run_case(engine, case)) for case in read_suite(name)]


def scoring_results() -> list[tuple[Case, str]]:
    return run_suite("score.tst") + run_suite("score2.tst")


def test_the_scoring_suites_pass_47_of_the_48_cases_gnu_go_expects_to_pass() -> None:
    results = scoring_results()
    expected_to_pass = [(c, a) for c, a in results if not c.gnugo_fails]
    assert len(expected_to_pass) == 48
    failed = [(c.number, c.pattern, a) for c, a in expected_to_pass if not c.passes(a)]
    assert len(failed) <= 1, failed


def test_every_unconditional_status_case_passes() -> None:
    results = run_suite("unconditional.tst")
    assert len(results) == 664
    failed = [(c.number, c.command, c.pattern, a) for c, a in results if not c.passes(a)]
    assert not failed


def test_go_tui_gtp_answers_final_score_as_a_subprocess() -> None:
    case = next(c for c in read_suite("score.tst") if not c.gnugo_fails)
    script = "\n".join([*case.setup, case.command, "quit"]) + "\n"
    run = subprocess.run(
        [sys.executable, "-m", "go_tui", "gtp", "--rules", "japanese"],
        input=script,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    answers = [block for block in run.stdout.split("\n\n") if block.strip()]
    assert case.passes(answers[len(case.setup)][1:].strip()), answers


def test_the_proposal_marks_the_dead_stones_people_marked_on_52_of_54_ogs_games() -> None:
    marked = PEER / "scoring" / "ogs_score_estimator_positions.jsonl"
    cases = [json.loads(line) for line in marked.read_text().splitlines() if line.strip()]
    square = [case for case in cases if case["xsize"] == case["ysize"]]
    assert len(square) == 54
    wrong = []
    for case in square:
        board = board_from_rows(case["board"])
        people = {from_vertex(vertex, board.size) for vertex in case["dead_gtp"]}
        if set(estimate_dead(board).dead) != people:
            wrong.append(case["id"])
    assert len(wrong) <= 2, wrong


def goscorer_square_boards() -> list[dict[str, Any]]:
    marked = PEER / "scoring" / "goscorer_positions.jsonl"
    cases = [json.loads(line) for line in marked.read_text().splitlines() if line.strip()]
    return [case for case in cases if case["xsize"] == case["ysize"]]


def test_goscorer_territory_maps_match_but_for_points_we_hold_must_be_filled() -> None:
    """goscorer's maps (Japanese-like territory, its own dead stones): ours are the same
    on four of the six square boards; on the other two the points that differ are ones
    a wall chain needs filled (we count them for nobody, goscorer for their owner), and
    the corner A9 beside the dead white stone at A8, which goscorer leaves to nobody and
    the booklet's count gives Black once the dead stone is off."""
    differences = {}
    for case in goscorer_square_boards():
        board = board_from_rows(case["board"])
        dead = frozenset(from_vertex(vertex, board.size) for vertex in case["dead_gtp"])
        counted = score(board, dead, 0.0, (0, 0), Scoring.TERRITORY)
        theirs = {
            (row, col): owner
            for row, line in enumerate(case["expected_territory"])
            for col, owner in enumerate(line)
        }
        ours = {
            point: "B"
            if point in counted.black_territory
            else "W"
            if point in counted.white_territory
            else "."
            for point in theirs
        }
        wrong = {point for point in theirs if ours[point] != theirs[point]}
        assert wrong - {from_vertex("A9", 9)} <= counted.to_fill, case["id"]
        differences[case["id"].removeprefix("goscorer/")] = len(wrong)
    assert differences == {
        "test_empty": 0,
        "test_basic": 0,
        "test_dead_stone_marking": 0,
        "test_false_eyes": 1,
        "test_false_eyes_2": 3,
        "test_big_eye_seki": 0,
    }


def test_the_count_of_real_9x9_records_gives_their_winner_on_98_of_101() -> None:
    """Server and tournament games (``games/gnugo_regression_games.tgz``) that ended in
    two passes with a numeric result: counted as the marking screen proposes, the
    winner is the record's on 98 of the 101 9x9 ones (GNU Go's final_score: 98; see
    tools/compare_records.py for every size)."""
    agree = total = 0
    with tarfile.open(PEER / "games" / "gnugo_regression_games.tgz") as archive:
        for member in archive.getmembers():
            source = archive.extractfile(member) if member.name.endswith(".sgf") else None
            if source is None:
                continue
            try:
                loaded = load_sgf(source.read())
            except SgfError:
                continue
            result = loaded.info.result.strip()
            game = loaded.game
            if game.size != 9 or game.passes < 2 or not re.fullmatch(r"[BW]\+[0-9.]+", result):
                continue
            total += 1
            margin = Count.proposed(game).score().margin
            agree += margin != 0 and (margin > 0) == result.startswith("B")
    assert total == 101
    assert agree >= 98
