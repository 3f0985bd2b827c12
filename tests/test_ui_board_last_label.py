"""A letter of the lesson's diagram on the stone played last leaves the last-move mark
seen: beside the bracket where the cell has room, on it and underlined in cells of two
columns (``(○A`` once read as a plain label, the last move hidden: ch2 steps 2 and 7,
ch8 5, ch9 2, 3, 11, ch10 3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from ui_support import v

from go_tui.engine import Board, Color
from go_tui.i18n import set_language
from go_tui.learn import Explanation, Progress
from go_tui.ui.app import GoApp
from go_tui.ui.screens.lessons import LessonScreen, builtin_lessons
from go_tui.ui.widgets.board import BoardView, Label

POINT = v("E5")


class BoardApp(App[None]):
    def compose(self) -> ComposeResult:
        board = Board(9)
        board.play(Color.WHITE, POINT)
        yield BoardView(board)


def underlined(view: BoardView, y: int, char: str) -> bool:
    """Whether ``char`` is drawn underlined on line ``y`` of ``view``."""
    segments = view.render_line(y)
    return any(char in s.text and s.style is not None and s.style.underline for s in segments)


def row_of(view: BoardView, char: str) -> str:
    """The drawn row of the board that holds ``char``."""
    return next(line for line in view.lines() if char in line)


@pytest.mark.parametrize(("size", "drawn"), [((25, 11), "(○A"), ((60, 22), "(○)A")])
async def test_a_label_on_the_last_move_leaves_its_mark(size: tuple[int, int], drawn: str) -> None:
    app = BoardApp()
    async with app.run_test(size=size):
        view = app.query_one(BoardView)
        view.overlays = {POINT: Label("A")}
        view.last_move = POINT
        y = view.offset_of(POINT)[1]
        assert drawn in row_of(view, "○")
        assert underlined(view, y, "A") is (drawn == "(○A")
        view.last_move = None  # no last move: the label as before, not underlined
        assert "○A" in row_of(view, "○")
        assert not underlined(view, y, "A")


LABELLED_DEMOS = [
    (chapter, index)
    for chapter in builtin_lessons().chapters
    for index, step in enumerate(chapter.steps)
    if isinstance(step, Explanation)
    and step.position is not None
    and {move.point for move in step.demo} & set(step.position.diagram.labels)
]


def shows_both(view: BoardView, letter: str) -> bool:
    """Whether the last move's bracket and ``letter`` are both seen beside its stone: the
    whole brackets and the letter beyond them, or one bracket and the letter underlined."""
    point = view.last_move
    assert point is not None
    row = row_of(view, "(")
    wide = any(f"({s}){letter}" in row or f"{letter}({s})" in row for s in "●○")
    narrow = any(f"({s}{letter}" in row or f"{letter}{s})" in row for s in "●○")
    return wide or (narrow and underlined(view, view.offset_of(point)[1], letter))


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_the_lessons_show_the_last_move_under_a_letter(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path))
    set_language(language)
    assert len(LABELLED_DEMOS) >= 8
    app = GoApp()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            for chapter, start in LABELLED_DEMOS:
                step = chapter.steps[start]
                assert isinstance(step, Explanation)
                assert step.position is not None
                await app.push_screen(LessonScreen(chapter, Progress.load(), start=start))
                await pilot.pause()
                screen = app.screen
                assert isinstance(screen, LessonScreen)
                labels = step.position.diagram.labels
                for move in step.demo:
                    await pilot.press("enter")
                    await pilot.pause()
                    if move.point in labels:
                        break
                view = screen.board_view
                assert view.last_move in labels
                where = (chapter.number, start + 1, view.lines())
                assert shows_both(view, labels[view.last_move]), where
                app.pop_screen()
                await pilot.pause()
    finally:
        set_language("en")
