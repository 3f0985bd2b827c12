"""A wrong move the tree does not explain gets a reason the engine proves."""

from __future__ import annotations

from pathlib import Path

import pytest

from go_tui.engine import from_vertex
from go_tui.engine.eyes import true_eye
from go_tui.i18n import set_language
from go_tui.problems import Attempt, Outcome, ProblemProgress, builtin_problems_dir, load_file
from go_tui.problems.model import Problem
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen


def builtin(name: str, number: int) -> Problem:
    return load_file(builtin_problems_dir() / name, key=name).problems[number - 1]


def v(vertex: str) -> tuple[int, int]:
    point = from_vertex(vertex, 9)
    assert point is not None
    return point


def test_an_escape_the_reader_proves_is_told_with_its_liberties() -> None:
    attempt = Attempt(builtin("01-capture.sgf", 1))
    answer = attempt.play(v("C3"))
    assert answer.outcome is Outcome.WRONG
    assert not answer.comment.en
    assert answer.reply is not None
    liberties = attempt.game.board.liberties(v("D5"))
    assert answer.why is not None
    assert answer.why("en") == (
        f"After D5 the marked stone has {liberties} liberties and can no longer be captured."
    )
    assert answer.why("nl") == (
        f"Na D5 heeft de gemarkeerde steen {liberties} vrijheden en is hij niet meer te vangen."
    )


def test_a_group_that_makes_two_eyes_is_told_where_they_are() -> None:
    attempt = Attempt(builtin("09-killing.sgf", 1))
    answer = attempt.play(v("A6"))
    assert answer.outcome is Outcome.WRONG
    board = attempt.game.board
    owner = board[v("E9")]
    assert owner is not None
    assert true_eye(board, v("D9"), owner)
    assert true_eye(board, v("F9"), owner)
    assert answer.why is not None
    assert answer.why("en") == "After E9 the group has two true eyes, D9 and F9."
    assert answer.why("nl") == "Na E9 heeft de groep twee echte ogen, D9 en F9."


def test_an_answer_that_captures_says_how_many_stones() -> None:
    attempt = Attempt(builtin("02-escape.sgf", 1))
    answer = attempt.play(v("A1"))
    assert answer.outcome is Outcome.WRONG
    assert answer.reply is not None
    assert len(answer.reply.captured) == 1
    assert answer.why is not None
    assert answer.why("en") == "D5 takes 1 stone."


def test_the_tree_s_own_comment_goes_first() -> None:
    attempt = Attempt(builtin("09-killing.sgf", 1))
    answer = attempt.play(v("D9"))
    assert answer.comment.en
    assert answer.why is None


async def test_the_screen_shows_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language("en")
    collection = load_file(builtin_problems_dir() / "06-snapback.sgf", key="06-snapback")
    screen = ProblemScreen(collection, ProblemProgress.load(), 0)
    app = GoApp(opening=lambda go_app: go_app.push_screen(screen))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("d", "2", "enter")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.message.startswith(
            "Not right: E2 is the answer to D2.\n"
            "After E2 the marked stones have 3 liberties and can no longer be captured."
        )
