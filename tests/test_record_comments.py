"""A record's comments, read while stepping through it: the position's own words from the
file, along the main line and its variations, shown safely beside the board."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_support import enter, game_screen, type_keys

from go_tui.engine import Color, Point, from_vertex
from go_tui.formats.sgf import load_sgf, note_along
from go_tui.formats.sgf_grammar import Node
from go_tui.i18n import set_language, t
from go_tui.play.session_sgf import session_from_record
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.widgets.comment_panel import CommentPanel
from go_tui.ui.widgets.steady_text import SteadyText

RECORD = (
    "(;GM[1]FF[4]SZ[9]C[A teaching game.]"
    ";B[ee]C[The centre.\\] A strong start.]"
    ";C[A note with no move.]"
    ";W[cc];B[gc]C[\x1b[2JNo codes\nSecond line]"
    "(;W[gg]C[The main line.])"
    "(;W[cg]C[White takes the other corner.]))"
)


def line(*moves: str) -> list[tuple[Color, tuple[int, int] | None]]:
    colors = (Color.BLACK, Color.WHITE)
    return [(colors[i % 2], from_vertex(m, 9)) for i, m in enumerate(moves)]


def comment_along(tree: Node, size: int, moves: list[tuple[Color, Point | None]]) -> str:
    return note_along(tree, size, moves).comment


def test_each_position_has_the_comment_of_its_node() -> None:
    tree = load_sgf(RECORD).tree
    assert comment_along(tree, 9, []) == "A teaching game."
    assert (
        comment_along(tree, 9, line("E5")) == "The centre.] A strong start.\n\nA note with no move."
    )
    assert comment_along(tree, 9, line("E5", "C7")) == ""
    assert comment_along(tree, 9, line("E5", "C7", "G7", "G3")) == "The main line."
    assert comment_along(tree, 9, line("E5", "C7", "G7", "C3")) == "White takes the other corner."
    assert comment_along(tree, 9, line("E5", "C7", "G7", "D4")) == ""  # not in the file
    assert comment_along(tree, 9, line("D4")) == ""


def test_a_root_with_a_move_keeps_its_comment_on_the_position_before_it() -> None:
    tree = load_sgf("(;GM[1]SZ[9]C[Before.]B[ee];W[cc]C[After.])").tree
    assert comment_along(tree, 9, []) == "Before."
    assert comment_along(tree, 9, line("E5", "C7")) == "After."


def panel(screen: GameScreen) -> CommentPanel:
    return screen.query_one(CommentPanel)


@pytest.mark.parametrize(("lang", "title"), [("en", "Comment"), ("nl", "Commentaar")])
async def test_stepping_through_a_record_shows_each_comment(
    data_dir: Path, lang: str, title: str
) -> None:
    set_language(lang)
    session = session_from_record(load_sgf(RECORD))
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(GameScreen(session))
        await pilot.pause()
        screen = game_screen(app)
        shown = panel(screen)
        assert shown.display
        assert shown.text == "The main line."
        assert shown.border_title == title
        await type_keys(pilot, "left_square_bracket")
        assert shown.text == "[2JNo codes\nSecond line"  # the escape character dropped
        assert "\x1b" not in str(shown.query_one(SteadyText).render())
        await type_keys(pilot, "left_square_bracket")
        assert shown.text == ""  # C7 has none: the panel stays and says so
        assert shown.display
        assert str(shown.query_one(SteadyText).render()) == t("game.no_comment")
        await type_keys(pilot, "left_square_bracket", "left_square_bracket")
        assert shown.text == "A teaching game."
        await type_keys(pilot, *["right_square_bracket"] * 4, "slash")
        assert shown.text == "White takes the other corner."
        await type_keys(pilot, "end")
        assert shown.text == "The main line."


async def test_a_game_played_here_shows_no_comment_panel(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await enter(pilot, "e5", "c3")
        await type_keys(pilot, "left_square_bracket")
        assert not panel(screen).display


async def test_a_comment_of_a_megabyte_is_cut_and_says_so(data_dir: Path) -> None:
    huge = "(;GM[1]FF[4]SZ[9];B[ee]C[" + "x" * 1_000_000 + "];W[cc])"
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(GameScreen(session_from_record(load_sgf(huge))))
        await pilot.pause()
        screen = game_screen(app)
        await type_keys(pilot, "left_square_bracket")
        shown = str(panel(screen).query_one(SteadyText).render())
        assert len(panel(screen).text) == 1_000_000  # the record keeps it whole
        assert shown.endswith(
            "the comment goes on: 1000000 characters in all; the file keeps it whole)"
        )
        assert len(shown) < 5_200
