"""The game tree on the game screen (issue 34): beside the move list at 80x24, the keys
that move through it, a comment typed on a line and a variation deleted after asking,
in English and Dutch; and a real 300-move record stepped through."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from peer_support import PEER
from ui_support import autosaved, enter, game_screen, type_keys, v

from go_tui.formats.sgf import load_sgf, note_along
from go_tui.i18n import set_language
from go_tui.play.autosave import load_autosave
from go_tui.play.session import Session
from go_tui.play.session_sgf import session_from_record
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import ConfirmScreen
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.game_tree_keys import CommentScreen
from go_tui.ui.widgets.comment_panel import CommentPanel
from go_tui.ui.widgets.game_tree import GameTreeView
from go_tui.ui.widgets.move_list import MoveList

RECORD = (
    "(;GM[1]FF[4]SZ[9]"
    ";B[ee];W[cc]C[Main two.];B[gc];W[gg];B[cg]"
    "(;W[ge];B[ec])"
    "(;W[dg]C[A side line.](;B[eg])(;B[dh])))"
)
"""Main line E5 C7 G7 G3 C3 G5 E7; after move 5 the file tries D3, then E3 or D2."""
WORDS = {
    "en": {
        "fork": "Move 6: 1 other move tried here; / goes into it.",
        "no_fork": "No other moves were tried after move 7 on this line.",
        "question": "Delete the variation from move 6: 3 moves in 2 lines?",
        "deleted": "Variation from move 6 deleted (3 moves). The board shows where it left from.",
        "kept": "Move 7 is the game's own, not a variation: nothing deleted (u⏎ takes moves back).",
        "comment": "comment",
        "added": "Comment added to move 7; the record keeps it.",
        "title": "Comment on move 7 (E3)",
    },
    "nl": {
        "fork": "Zet 6: hier is 1 andere zet geprobeerd; / gaat erheen.",
        "no_fork": "Na zet 7 zijn op deze lijn geen andere zetten geprobeerd.",
        "question": "De variant vanaf zet 6 wissen: 3 zetten in 2 lijnen?",
        "deleted": "Variant vanaf zet 6 gewist (3 zetten). Het bord toont waar hij begon.",
        "kept": (
            "Zet 7 hoort bij de partij zelf, niet bij een variant: niets gewist "
            "(u⏎ neemt zetten terug)."
        ),
        "comment": "commentaar",
        "added": "Commentaar bij zet 7 toegevoegd; de partij bewaart het.",
        "title": "Commentaar bij zet 7 (E3)",
    },
}


def tree_view(screen: GameScreen) -> GameTreeView:
    return screen.query_one(GameTreeView)


def lane_shown(screen: GameScreen) -> tuple[int, int]:
    """The lane and row of the highlighted node."""
    view = tree_view(screen)
    assert view.lanes is not None
    assert view.current is not None
    return view.lanes.lane[view.current], view.current.depth - 1


async def opened(pilot: object, app: GoApp, text: str = RECORD) -> GameScreen:
    app.push_screen(GameScreen(session_from_record(load_sgf(text))))
    await pilot.pause()  # type: ignore[attr-defined]
    return game_screen(app)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_tree_follows_the_keys_beside_the_move_list(data_dir: Path, lang: str) -> None:
    set_language(lang)
    words = WORDS[lang]
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await opened(pilot, app)
        view = tree_view(screen)
        assert view.display
        assert view.region.width == 14
        assert view.region.y == screen.query_one(MoveList).region.y  # row for row
        assert view.text.splitlines()[4:7] == [" ●─┐", " ○ ○─┐", " ● ● ●"]
        assert lane_shown(screen) == (0, 6)  # the game's last move: live
        await type_keys(pilot, "left_curly_bracket")
        assert screen.message == words["fork"]
        assert lane_shown(screen) == (0, 5)
        await type_keys(pilot, "slash")
        assert lane_shown(screen) == (1, 5)
        await type_keys(pilot, "right_square_bracket")
        assert lane_shown(screen) == (1, 6)
        await type_keys(pilot, "slash")  # the other answer to D3: D2
        assert lane_shown(screen) == (2, 6)
        assert screen.board_view.board[v("D2")] is not None
        await type_keys(pilot, "right_curly_bracket")
        assert screen.message == words["no_fork"]
        await type_keys(pilot, "left_square_bracket", "left_square_bracket")
        assert lane_shown(screen) == (0, 4)  # before the variation: the game's move 5


async def test_a_click_on_a_node_shows_its_position(data_dir: Path) -> None:
    """Row 7, lane 2 is D2 (the second answer to D3); lane 1 of row 7 is E3; lane 0 of
    row 3 is the game's move 4 (G3).  A click beside the nodes changes nothing."""
    set_language("en")
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await opened(pilot, app)
        await pilot.click(GameTreeView, offset=(5, 6))
        await pilot.pause()
        assert lane_shown(screen) == (2, 6)
        assert screen.board_view.board[v("D2")] is not None
        assert screen.board_view.board[v("E3")] is None
        await pilot.click(GameTreeView, offset=(6, 6))  # the rest of D2's lane
        await pilot.pause()
        assert lane_shown(screen) == (2, 6)
        await pilot.click(GameTreeView, offset=(3, 6))
        await pilot.pause()
        assert lane_shown(screen) == (1, 6)
        assert screen.board_view.board[v("E3")] is not None
        assert screen.board_view.board[v("D2")] is None
        await pilot.click(GameTreeView, offset=(9, 2))  # no node there
        await pilot.pause()
        assert lane_shown(screen) == (1, 6)
        await pilot.click(GameTreeView, offset=(1, 3))
        await pilot.pause()
        assert lane_shown(screen) == (0, 3)
        assert screen.board_view.board[v("G3")] is not None
        assert screen.board_view.board[v("C3")] is None


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_a_comment_is_typed_on_a_line_shown_and_autosaved(data_dir: Path, lang: str) -> None:
    set_language(lang)
    words = WORDS[lang]
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await opened(pilot, app)
        await type_keys(pilot, "left_curly_bracket", "slash", "right_square_bracket")
        await enter(pilot, words["comment"])
        dialog = app.screen
        assert isinstance(dialog, CommentScreen)
        assert dialog.title_text == words["title"]
        await type_keys(pilot, *"not this", "escape")
        assert app.screen is screen
        assert not screen.query_one(CommentPanel).text
        await enter(pilot, "c")
        assert isinstance(app.screen, CommentScreen)
        await pilot.press(*"A [strong] \\ move", "enter")
        await pilot.pause()
        assert app.screen is screen
        assert screen.message == words["added"]
        panel = screen.query_one(CommentPanel)
        assert panel.display
        assert panel.text == "A [strong] \\ move"
    saved = load_autosave()
    assert saved is not None
    assert saved.tree is not None
    line = [(m.color, m.point) for m in screen.match.line_played().moves[:7]]
    assert note_along(saved.tree, 9, line).comment == "A [strong] \\ move"


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_a_variation_is_deleted_only_when_the_player_says_so(
    data_dir: Path, lang: str
) -> None:
    set_language(lang)
    words = WORDS[lang]
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await opened(pilot, app)
        await type_keys(pilot, "delete")  # live, on the game's own last move
        assert app.screen is screen
        assert screen.message == words["kept"]
        await type_keys(pilot, "left_curly_bracket", "slash")
        await type_keys(pilot, "delete")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert question.question == words["question"]
        await type_keys(pilot, "escape")  # No: kept
        assert len(screen.session.variations) == 2
        assert tree_view(screen).display
        await type_keys(pilot, "delete")
        await pilot.click("#yes")
        await pilot.pause()
        assert screen.message == words["deleted"]
        assert screen.session.variations == []
        assert lane_shown(screen) == (0, 4)
        assert not tree_view(screen).display  # one line left: no tree
        assert screen.query_one(MoveList).region.width == 35
    saved = load_autosave()
    assert saved is not None
    assert saved.variations == []
    assert saved.game.move_number == 7


async def test_a_variation_tried_here_brings_the_tree(data_dir: Path) -> None:
    set_language("en")
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(GameScreen(Session.start(Settings(size=9))))
        await pilot.pause()
        screen = game_screen(app)
        await enter(pilot, "e5", "c7", "g7")
        assert not tree_view(screen).display
        await type_keys(pilot, "left_square_bracket", "left_square_bracket")
        await enter(pilot, "d4")
        await autosaved(pilot)
        assert tree_view(screen).display
        assert lane_shown(screen) == (1, 1)
        assert tree_view(screen).text.splitlines()[:3] == [" ●─┐", " ○ ○", " ●"]


# ---- a real record -------------------------------------------------------------------------

LONG_GAME = PEER / "games" / "gnugo_regression_games.tgz"


@pytest.mark.slow
@pytest.mark.skipif(not LONG_GAME.exists(), reason="no peer games beside the checkout")
async def test_a_300_move_record_with_comments_and_variations_is_stepped_through(
    data_dir: Path, tmp_path: Path
) -> None:
    import tarfile

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from review_record import review_record

    with tarfile.open(LONG_GAME) as archive:
        member = archive.extractfile("games/kgs/malitourne-yagr.sgf")
        assert member is not None
        record = review_record(member.read())
    path = tmp_path / "review.sgf"
    path.write_text(record, encoding="utf-8")
    set_language("en")
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await opened(pilot, app, path.read_text(encoding="utf-8"))
        match = screen.match
        assert match.game.move_number == 297
        assert len(match.session.variations) > 40
        await type_keys(pilot, "end")
        for _ in range(3):
            await type_keys(pilot, "left_curly_bracket")
        view = tree_view(screen)
        assert view.current is match.current_node()
        top = round(screen.query_one(MoveList).scroll_offset.y)
        assert top <= match.shown_number - 1 < top + view.size.height  # in view
        screen.apply(match.review_from_start())
        await type_keys(pilot, "right_curly_bracket", "slash")
        assert match.line is not None
        assert match.shown_number == 7
        lane, row = lane_shown(screen)
        assert lane >= 1
        assert row == 6
        comment = screen.query_one(CommentPanel).text
        assert comment == "Move 7: what if this had been played instead?"
        for _ in range(20):
            await type_keys(pilot, "right_square_bracket")
            assert view.current is match.current_node()


# ---- a fork jump that scrolls --------------------------------------------------------------


def forked_record(moves: int = 48, every: int = 8) -> str:
    """A 19x19 game of ``moves`` moves on points apart, a one-move variation after every
    ``every``-th move: ``{`` and ``}`` jump ``every`` moves, more than half a list's view."""
    points = [f"{chr(97 + 2 * (i % 9))}{chr(97 + 2 * (i // 9))}" for i in range(moves)]

    def line(start: int) -> str:
        text = ""
        for number in range(start, moves):
            color = "B" if number % 2 == 0 else "W"
            node = f";{color}[{points[number]}]"
            if number % every == 0 and 0 < number < moves - 1:
                return f"{text}({node}{line(number + 1)})(;{color}[s{chr(97 + number // every)}])"
            text += node
        return text

    return f"(;GM[1]FF[4]SZ[19]{line(0)})"


def check_drawn(screen: GameScreen) -> None:
    """The list and the tree draw, line for line, what they hold for the rows in view: the
    move shown highlighted in the list, and its node alone marked in the tree."""
    moves, view, match = screen.query_one(MoveList), tree_view(screen), screen.match
    top = round(moves.scroll_offset.y)
    height = moves.scrollable_content_region.height
    assert moves.highlighted == match.shown_number - 1
    assert top <= match.shown_number - 1 < top + height
    listed = moves.text.splitlines()
    styles = []
    for y in range(height):
        segments = list(moves.render_line(y))
        expected = listed[top + y] if top + y < len(listed) else ""
        assert "".join(s.text for s in segments).rstrip() == expected.rstrip(), top + y
        styles.append(segments[0].style)
    highlight = styles[match.shown_number - 1 - top]
    assert styles.count(highlight) == 1  # the move shown, and no other
    current = view.current
    assert current is match.current_node()
    for y in range(view.size.height):
        segments = list(view.render_line(y))
        text = "".join(segment.text for segment in segments)
        assert text == view.row_text(top + y)[: view.size.width], (top + y, text)
        plain = segments[0].style
        marked = [segment.text for segment in segments if segment.style != plain]
        if top + y == current.depth - 1:
            assert marked in (["●"], ["○"]), (top + y, text)  # the node shown, alone
        else:
            assert marked == [], (top + y, text)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_a_fork_jump_scrolls_the_list_and_the_tree_row_for_row(
    data_dir: Path, size: tuple[int, int]
) -> None:
    set_language("en")
    app = GoApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await opened(pilot, app, forked_record())
        match = screen.match
        assert match.game.move_number == 48
        check_drawn(screen)
        forks = []
        for _ in range(6):
            await type_keys(pilot, "left_curly_bracket")
            forks.append(match.shown_number)
            check_drawn(screen)
        assert forks == [41, 33, 25, 17, 9, 9]  # the first fork is the last
        await type_keys(pilot, "slash")  # into the variation tried at move 9
        assert lane_shown(screen) == (1, 8)
        check_drawn(screen)
        await type_keys(pilot, "slash")  # back to the game's own move
        assert lane_shown(screen) == (0, 8)
        check_drawn(screen)
        for _ in range(4):
            await type_keys(pilot, "right_curly_bracket")
            check_drawn(screen)
        assert match.shown_number == 41
        await type_keys(pilot, "left_square_bracket", "right_square_bracket", "end")
        check_drawn(screen)
