"""The built-in problems' comments say only what the engine shows."""

from __future__ import annotations

import re

import pytest

from go_tui.engine import Color, from_vertex
from go_tui.problems import builtin_collections, check_collections
from go_tui.problems.model import Problem

SEKI = ("seki",)


def seki_problems() -> list[Problem]:
    return [
        problem
        for collection in builtin_collections()
        for problem in collection.problems
        if problem.topic in SEKI
    ]


def test_every_seki_comment_is_backed_by_checked_claims() -> None:
    """A liberty race is easy to tell wrongly: each seki text states its facts as claims."""
    unchecked = [
        (problem.title.en, move.comment.en)
        for problem in seki_problems()
        for move in problem.moves()
        if move.comment.en and not move.claims
    ]
    assert seki_problems()
    assert unchecked == []


@pytest.mark.slow  # content proofs: the seki collections checked whole
def test_seki_collections_prove_their_claims() -> None:
    seki = [c for c in builtin_collections() if any(p.topic in SEKI for p in c.problems)]
    report = check_collections(seki)
    assert report.faults == []


@pytest.mark.parametrize(("first", "capture"), [("E9", "A9"), ("A9", "E9")])
def test_seki_1_wrong_lines_as_their_text_tells(first: str, capture: str) -> None:
    """After a wrong first move and White's F9 both sides are in atari; Black takes three, and
    White's C9 then leaves Black one eye at most."""
    problem = next(p for p in seki_problems() if p.title.en == "Close the last gap")
    game = problem.start_game()

    def at(vertex: str) -> tuple[int, int]:
        point = from_vertex(vertex, 9)
        assert point is not None
        return point

    game.play(at(first), Color.BLACK)
    game.play(at("F9"), Color.WHITE)
    assert game.board.liberties(at("A8")) == 1
    assert game.board.liberties(at("B9")) == 1
    taken = game.play(at(capture), Color.BLACK)
    assert len(getattr(taken, "captured", ())) == 3
    node = next(m for m in problem.tree if m.point == at(first))
    wrong = node.children[0]
    assert "runs out of liberties" not in wrong.comment.en
    assert capture in wrong.comment.en
    assert {c.kind for c in wrong.claims} >= {"atari", "captured", "dead"}


def test_dutch_texts_name_the_players_with_a_capital_as_the_screens_do() -> None:
    """'Wit' and 'Zwart' are the players, as the UI writes them; 'witte', 'zwarte' stay."""
    lower = re.compile(r"\b(wit|zwart)\b")
    found = [
        (collection.key, problem.number, text)
        for collection in builtin_collections()
        for problem in collection.problems
        for text in [problem.title.nl, problem.comment.nl]
        + [move.comment.nl for move in problem.moves()]
        if lower.search(text)
    ]
    assert found == []


NUMBER = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)"
TAKES = re.compile(
    rf"\b(?:captures?|takes?)\b[^.:;]*?\b{NUMBER}\b(?: \w+)? stones?"
    rf"|\b{NUMBER} (?:black |white )?stones? (?:in all|at once)",
    re.IGNORECASE,
)


def test_a_comment_that_counts_the_stones_taken_is_backed_by_claims() -> None:
    unchecked = [
        (collection.key, problem.number, move.comment.en)
        for collection in builtin_collections()
        for problem in collection.problems
        for move in problem.moves()
        if TAKES.search(move.comment.en) and not move.claims
    ]
    assert unchecked == []
