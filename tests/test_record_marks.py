"""A record's marks (TR, CR, SQ, MA, LB) and clock times, read while stepping through it:
found along the line shown as its comments are, drawn on the board for the position
shown, under the estimate and the hint, and safe whatever the file holds."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from rich.style import Style
from test_clock import FakeTime
from textual.pilot import Pilot
from textual.widgets import Static
from ui_support import enter, game_screen, type_keys, v

from go_tui.engine import Color, Point
from go_tui.formats.sgf import Note, Shape, load_sgf, note_along
from go_tui.play.clock import TimeLeft, parse_clock
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import recorded_times, session_from_record
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.game_shown import label_glyph
from go_tui.ui.screens.help import HelpScreen
from go_tui.ui.screens.marking import MARKS
from go_tui.ui.widgets.board import BoardView
from go_tui.ui.widgets.game_panel import ClockPanel

RECORD = (
    "(;GM[1]FF[4]SZ[9]TM[600]OT[5x30 byo-yomi]TR[ee]LB[cg:a]"
    ";B[cc]BL[590]TR[cc]CR[gg]SQ[cg]MA[gc]LB[ee:A][eg:\x1b[31mred][ge:][zz:Z]C[Four shapes.]"
    ";W[gg]WL[580]LB[cc:\uff22]"
    ";B[ge]"
    ";W[eg]WL[25]OW[4]CR[eg]"
    "(;B[ce]BL[20]OB[3]SQ[ce])"
    "(;B[ec]BL[500]MA[ec]C[Another way.]))"
)
"""Every shape and labels on the first move, a label on a stone, a move with no marks
and no time, then a variation; times in main time, then in byo-yomi."""
B, W = Color.BLACK, Color.WHITE
TRIANGLE, CIRCLE, SQUARE, CROSS = Shape.TRIANGLE, Shape.CIRCLE, Shape.SQUARE, Shape.CROSS
GLYPHS = "▲◎▣☓"


def line(*moves: str) -> list[tuple[Color, Point | None]]:
    return [((B, W)[i % 2], v(move)) for i, move in enumerate(moves)]


# ---- the loader ---------------------------------------------------------------------


def test_each_position_has_the_marks_of_its_node() -> None:
    tree = load_sgf(RECORD).tree
    assert note_along(tree, 9, []).marks == {v("E5"): TRIANGLE, v("C3"): "a"}
    first = note_along(tree, 9, line("C7"))
    assert first == Note(
        "Four shapes.",
        {
            v("C7"): TRIANGLE,
            v("G3"): CIRCLE,
            v("C3"): SQUARE,
            v("G7"): CROSS,
            v("E5"): "A",
            v("E3"): "\x1b[31mred",  # as the file has it: the board makes it safe
        },
    )
    assert note_along(tree, 9, line("C7", "G3")).marks == {v("C7"): "\uff22"}
    assert note_along(tree, 9, line("C7", "G3", "G5")) == Note()
    assert note_along(tree, 9, line("C7", "G3", "G5", "E3", "C5")).marks == {v("C5"): SQUARE}
    variation = note_along(tree, 9, line("C7", "G3", "G5", "E3", "E7"))
    assert variation == Note("Another way.", {v("E7"): CROSS})
    assert note_along(tree, 9, line("C7", "G3", "G5", "E3", "D4")) == Note()  # not in the file


def test_ff3_letters_and_marks_are_read_as_labels_and_crosses() -> None:
    """FF[3] had L (the points lettered a, b, c ... in order) and M (a mark)."""
    tree = load_sgf("(;FF[3]GM[1]SZ[9];B[ee]L[cc][gg][zz][cg]M[gc])").tree
    marks = note_along(tree, 9, line("E5")).marks
    assert marks == {v("C7"): "a", v("G3"): "b", v("C3"): "c", v("G7"): CROSS}


def test_a_note_without_a_move_adds_its_marks_and_a_point_marked_twice_keeps_the_last() -> None:
    tree = load_sgf(
        "(;GM[1]SZ[9];B[ee]TR[ee][cc]SQ[cc];CR[gg]LB[ee:x]C[A note.];W[gg]LB[ee:\\]b][gc:a b])"
    ).tree
    assert note_along(tree, 9, line("E5")) == Note(
        "A note.", {v("E5"): "x", v("C7"): SQUARE, v("G3"): CIRCLE}
    )
    assert note_along(tree, 9, line("E5", "G3")).marks == {v("E5"): "]b", v("G7"): "a b"}


def test_marks_that_cannot_be_shown_are_left_out_and_nothing_raises() -> None:
    bad = (
        "(;GM[1]SZ[9];B[ee]TR[zz][tt][][aa:bb][A1]CR[ee:]MA[ab:zz]"
        "LB[zz:Z][ee][ff:][gg:   ][cc:ok][dd:x:y][hh:\\\nsoft][tt:T])"
    )
    marks = note_along(load_sgf(bad).tree, 9, line("E5")).marks
    assert marks == {
        v("A9"): TRIANGLE,  # the rectangle aa:bb, every point of it
        v("B9"): TRIANGLE,
        v("A8"): TRIANGLE,
        v("B8"): TRIANGLE,
        v("C7"): "ok",
        v("D6"): "x:y",
        v("H2"): "soft",
    }


@pytest.mark.parametrize(
    ("text", "glyph"),
    [
        ("A", "A"),
        ("  b c", "b"),
        ("\x1b[31mred", "["),  # the escape character goes: no code reaches the terminal
        ("\u202eZ", "Z"),  # so does a bidirectional control
        ("[b]bold[/b]", "["),  # markup is a character like any other
        ("\uff22", "B"),  # a full-width letter is the letter
        ("\u2460", "1"),
        ("\u9ed1", ""),  # two columns: a point has one
        ("\U0001f600", ""),
        ("\u0301a", ""),  # a combining mark alone takes none
        ("\x00\x07", ""),
    ],
)
def test_a_label_shows_its_first_character_made_safe(text: str, glyph: str) -> None:
    assert label_glyph(text) == glyph


# ---- the clock at the move shown ------------------------------------------------------


def test_the_time_at_each_move_is_the_one_recorded_at_or_after_the_players_last_move() -> None:
    session = session_from_record(load_sgf(RECORD))
    control = session.clock
    assert control == parse_clock("10m+5x30s")
    start = control.start()

    def times(*moves: str) -> dict[Color, TimeLeft | None]:
        return recorded_times(session, control, line(*moves))

    assert times() == {B: start, W: start}  # nobody has moved: the clock as it starts
    assert times("C7") == {B: replace(start, main=590), W: start}
    assert times("C7", "G3") == {B: replace(start, main=590), W: replace(start, main=580)}
    # Black's move G5 has no time: not the time from before it, which is from another moment.
    assert times("C7", "G3", "G5") == {B: None, W: replace(start, main=580)}
    in_byoyomi = TimeLeft(0, 25, periods=4)
    assert times("C7", "G3", "G5", "E3") == {B: None, W: in_byoyomi}
    assert times("C7", "G3", "G5", "E3", "C5") == {B: TimeLeft(0, 20, periods=3), W: in_byoyomi}
    assert times("C7", "G3", "G5", "E3", "E7") == {B: replace(start, main=500), W: in_byoyomi}
    assert times("D4") == {B: None, W: start}  # a line the file does not have


def test_reviewing_a_game_played_here_shows_the_time_after_each_move(time: FakeTime) -> None:
    session = Session.start(Settings(size=9, clock=parse_clock("10m")))
    match = Match(session, autosave=None, now=time)
    for vertex, seconds in (("E5", 30), ("C3", 50), ("G7", 5)):
        time.advance(seconds)
        match.play(v(vertex))
    time.advance(100)  # White thinks on
    match.review(-1)
    face = match.clock_face()
    assert face is not None
    assert face.left == {B: TimeLeft(570), W: TimeLeft(550)}
    assert face.running is None  # a time from the past: no clock runs there
    match.review(-1)
    face = match.clock_face()
    assert face is not None
    assert face.left == {B: TimeLeft(570), W: TimeLeft(600)}
    match.live()
    face = match.clock_face()
    assert face is not None
    assert face.left == {B: TimeLeft(565), W: TimeLeft(450)}
    assert face.running is W


# ---- on the screen --------------------------------------------------------------------


def drawn_at(view: BoardView, point: Point) -> str:
    """The point as drawn, with the column on each side of it."""
    x, y = view.offset_of(point)
    return view.render_line(y).crop(x - 1, x + 2).text


def drawn_beside(view: BoardView, point: Point) -> str:
    """The point as drawn with two columns on its right: the stone played last, its
    brackets and a mark beyond them."""
    x, y = view.offset_of(point)
    return view.render_line(y).crop(x - 1, x + 3).text


def style_at(view: BoardView, point: Point) -> Style:
    x, y = view.offset_of(point)
    segments = list(view.render_line(y).crop(x, x + 1))
    return segments[0].style or Style()


def record_glyphs(view: BoardView) -> str:
    return "".join(char for row in view.lines() for char in row if char in GLYPHS)


async def open_record(pilot: Pilot[None], record: str = RECORD) -> GameScreen:
    await pilot.pause()
    pilot.app.push_screen(GameScreen(session_from_record(load_sgf(record))))
    await pilot.pause()
    return game_screen(pilot.app)


async def test_stepping_through_a_record_draws_its_marks(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_record(pilot)
        view = screen.board_view
        await type_keys(pilot, *["left_square_bracket"] * 5)
        assert drawn_at(view, v("E5")) == "─▲─"
        assert drawn_at(view, v("C3")) == "─a─"
        await type_keys(pilot, "right_square_bracket")
        assert drawn_beside(view, v("C7")) == "(●)▲"  # beyond the last move's bracket
        on_record = view.get_component_rich_style("board--on-record").bgcolor
        assert style_at(view, v("C7")).bgcolor == on_record  # and behind it
        assert style_at(view, v("C7")).color == view.get_component_rich_style("board--black").color
        assert drawn_at(view, v("G3")) == "─◎─"
        assert drawn_at(view, v("C3")) == "─▣─"  # the root's label is the root's alone
        assert drawn_at(view, v("G7")) == "─☓─"
        assert drawn_at(view, v("E5")) == "─A─"
        assert drawn_at(view, v("E3")) == "─[─"
        assert drawn_at(view, v("G5")) == "─┼─"  # an empty label is left out
        assert not any("\x1b" in row for row in view.lines())
        await type_keys(pilot, "right_square_bracket")
        assert drawn_at(view, v("C7")) == "─●B"
        assert record_glyphs(view) == ""
        await type_keys(pilot, "right_square_bracket")
        assert record_glyphs(view) == ""  # a move without marks shows none
        assert "B" not in drawn_at(view, v("C7"))
        await type_keys(pilot, "right_square_bracket")
        assert drawn_beside(view, v("E3")) == "(○)◎"
        await type_keys(pilot, "right_square_bracket", "slash")
        assert drawn_beside(view, v("E7")) == "(●)☓"
        assert record_glyphs(view) == "☓"


async def test_the_marks_in_ascii(data_dir: Path) -> None:
    app = GoApp(ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_record(pilot)
        view = screen.board_view
        await type_keys(pilot, *["left_square_bracket"] * 4)
        drawn = {vertex: drawn_at(view, v(vertex)) for vertex in ("G3", "C3", "G7", "E5")}
        assert drawn == {"G3": " @ ", "C3": " = ", "G7": " % ", "E5": " A "}
        assert drawn_beside(view, v("C7")) == "(X)<"


async def test_the_marks_on_a_19x19_board_at_80x24(data_dir: Path) -> None:
    record = "(;GM[1]FF[4]SZ[19];B[pd];W[dp]TR[pd]CR[dp]LB[jj:K][dd:\u9ed1])"
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_record(pilot, record)
        view = screen.board_view
        assert drawn_at(view, v("Q16", 19)) == "─●▲"
        assert drawn_at(view, v("D4", 19)) == "(○◎"
        assert drawn_at(view, v("K10", 19)) == "─K─"
        assert drawn_at(view, v("D16", 19)) == "─╋─"  # a label of two columns is left out


async def test_a_mark_on_a_disc_stands_in_its_middle(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(120, 45)) as pilot:
        screen = await open_record(pilot)
        view = screen.board_view
        await type_keys(pilot, *["left_square_bracket"] * 3)
        assert "█▌" in view.render_line(view.offset_of(v("G3"))[1]).text  # a disc
        assert drawn_at(view, v("C7")) == "█B█"
        await type_keys(pilot, "left_square_bracket")
        assert drawn_at(view, v("C7")) == "(▲)"


async def test_the_estimate_and_the_hint_lie_over_the_records_marks(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_record(pilot, "(;GM[1]FF[4]SZ[9];B[ee]TR[cc][gg][ce])")
        screen.session.hints = True
        screen.session.hints_given[1] = v("C7")  # White's hint here: given at once again
        view = screen.board_view
        await enter(pilot, "h")
        assert drawn_at(view, v("C7")) == "─✦─"
        assert drawn_at(view, v("G3")) == "─▲─"
        await type_keys(pilot, "equals_sign")
        estimate = screen.match.estimate
        assert estimate is not None
        covered = set(estimate.roles) & {v("G3"), v("C5")}
        assert covered  # the estimate has a say on a marked point
        for point in covered:
            assert view.overlays[point] == MARKS[estimate.roles[point]]
        await type_keys(pilot, "equals_sign")
        assert drawn_at(view, v("G3")) == "─▲─"


async def test_the_clock_shows_the_time_at_the_move_shown(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_record(pilot)
        panel = screen.query_one(ClockPanel)

        def shown() -> list[str]:
            return str(panel.render()).splitlines()

        await type_keys(pilot, *["left_square_bracket"] * 5)
        assert shown() == ["● 10:00  then 5x30s", "○ 10:00  then 5x30s"]
        await type_keys(pilot, "right_square_bracket", "right_square_bracket")
        assert shown() == ["● 9:50  then 5x30s", "○ 9:40  then 5x30s"]
        await type_keys(pilot, "right_square_bracket")
        assert shown() == ["● time not recorded here", "○ 9:40  then 5x30s"]
        await type_keys(pilot, "right_square_bracket")
        assert shown() == ["● time not recorded here", "○ 0:25  4 periods left"]
        await type_keys(pilot, "right_square_bracket", "slash")
        assert shown() == ["● 8:20  then 5x30s", "○ 0:25  4 periods left"]
        screen.tick()  # the next second changes nothing at a move of the past
        assert "[b]" not in panel.markup


async def test_the_help_says_what_the_marks_mean(data_dir: Path) -> None:
    for ascii, glyphs in ((False, "▲ triangle, ◎ circle"), (True, "< triangle, @ circle")):
        app = GoApp(ascii=ascii)
        async with app.run_test(size=(80, 24)) as pilot:
            await open_record(pilot)
            await type_keys(pilot, "question_mark")
            assert isinstance(app.screen, HelpScreen)
            shown = " ".join(str(text.render()) for text in app.screen.query(Static))
            assert glyphs in shown.replace("\n", " ")
