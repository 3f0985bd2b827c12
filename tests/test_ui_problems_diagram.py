"""Show solution draws the final position, as a book would."""

from __future__ import annotations

from pathlib import Path

import pytest

from go_tui.engine import Color, from_vertex
from go_tui.i18n import set_language
from go_tui.problems import ProblemProgress, builtin_problems_dir, load_file
from go_tui.problems.diagram import Again, Capture, solution_diagram
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen
from go_tui.ui.widgets.board import Label


def v(vertex: str) -> tuple[int, int]:
    point = from_vertex(vertex, 9)
    assert point is not None
    return point


def snapback() -> ProblemScreen:
    collection = load_file(builtin_problems_dir() / "06-snapback.sgf", key="06-snapback")
    return ProblemScreen(collection, ProblemProgress.load(), 0)


def test_the_diagram_of_a_snapback_numbers_what_stands_and_names_what_went() -> None:
    screen = snapback()
    line = [(Color.BLACK, v("E2")), (Color.WHITE, v("D2")), (Color.BLACK, v("E2"))]
    diagram = solution_diagram(screen.session.problem.start_game(), line)
    assert diagram.labels == {v("E2"): 3}
    assert diagram.again == [Again(3, 1, v("E2"))]
    assert diagram.captures == [Capture(2, 1), Capture(3, 5)]
    board = diagram.game.board
    assert board[v("D2")] is None
    assert board[v("C3")] is None  # the four marked stones are off the board
    assert board[v("E2")] is Color.BLACK


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "Solution: Black E2, White D2, Black E2.\n"
            "3 at 1 (E2). 2 takes 1 stone, 3 takes 5 stones.",
        ),
        (
            "nl",
            "Oplossing: Zwart E2, Wit D2, Zwart E2.\n"
            "3 op 1 (E2). 2 slaat 1 steen, 3 slaat 5 stenen.",
        ),
    ],
)
async def test_show_solution_draws_the_snapback_after_the_captures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language(lang)
    screen = snapback()
    app = GoApp(opening=lambda go_app: go_app.push_screen(screen))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("a", "enter")
        await pilot.pause()
        assert screen.message == said
        view = screen.board_view
        assert view.board[v("C3")] is None
        assert view.board[v("D2")] is None
        assert view.overlays[v("E2")] == Label("3")
        assert v("D2") not in view.overlays
