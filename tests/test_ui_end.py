"""The end of a game: marking dead stones, counting, the result, and its SGF."""

from __future__ import annotations

from pathlib import Path

from test_scoring import MUST_CONNECT
from textual.pilot import Pilot
from textual.widgets import Button, Input, Static
from ui_support import click_point, enter, type_keys

from go_tui.engine import Color, Game, board_from_rows, from_vertex
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.session import Session
from go_tui.play.settings import Settings, Variant
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import ConfirmScreen
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.board import BoardView, Mark
from go_tui.ui.widgets.score_panel import ScorePanel

SIZE = (100, 36)
# Black owns columns A-E, White F-J; a black stone at H5 is dead inside White's side.
WALLS = [
    ("E1", "F1"), ("E2", "F2"), ("E3", "F3"), ("E4", "F4"), ("E5", "F5"),
    ("E6", "F6"), ("E7", "F7"), ("E8", "F8"), ("E9", "F9"), ("H5", "G5"),
]  # fmt: skip


def v(vertex: str) -> tuple[int, int]:
    point = from_vertex(vertex, 9)
    assert point is not None
    return point


def walls_session(variant: Variant = Variant.NORMAL) -> Session:
    session = Session.start(Settings(size=9, variant=variant))
    for black, white in WALLS:
        assert session.game.play(v(black))
        assert session.game.play(v(white))
    return session


async def open_game(app: GoApp, pilot: object, session: Session) -> GameScreen:
    app.start_game(session)
    await pilot.pause()  # type: ignore[attr-defined]
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


def panel_text(screen: MarkingScreen) -> str:
    return screen.query_one(ScorePanel).text


async def pass_twice(pilot: Pilot[None]) -> MarkingScreen:
    """Both players pass: the marking screen opens."""
    await enter(pilot, "p", "p")
    marking = pilot.app.screen
    assert isinstance(marking, MarkingScreen)
    return marking


async def test_two_passes_open_marking_with_the_proposal(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        game_screen = await open_game(app, pilot, walls_session())
        await enter(pilot, "p")  # p, then Enter: a pass
        assert app.screen is game_screen
        assert game_screen.game.passes == 1
        assert game_screen.message == (
            "Black passes. If White passes too, the game ends and is counted."
        )
        await enter(pilot, "p")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert marking.count.dead == {v("H5")}
        overlays = marking.query_one(BoardView).overlays
        assert overlays[v("H5")] is Mark.DEAD
        assert overlays[v("A1")] is Mark.BLACK_TERRITORY
        assert overlays[v("J9")] is Mark.WHITE_TERRITORY
        assert "h" not in marking.query_one(BoardView).lines()[5]  # ascii is off
        text = panel_text(marking)
        assert "Territory" in text
        assert "Black leads by 2.5" in text
        assert (marking.score.black.territory, marking.score.white.territory) == (36, 26)
        assert marking.score.white.dead == 1
        offered = {binding.key for _, binding, enabled, _ in marking.active_bindings.values()}
        assert {"a", "r"} <= offered
        assert "e" not in offered  # no computer in this game, so no second opinion to adopt


async def test_toggling_a_group_changes_the_score_at_once(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session())
        marking = await pass_twice(pilot)
        await click_point(pilot, "H5")  # alive after all: White's side is no territory
        assert marking.count.dead == frozenset()
        assert marking.score.white.territory == 0
        assert marking.score.margin == 36 - 6.5
        assert "Black leads by 29.5" in panel_text(marking)
        marking.query_one(BoardView).cursor = v("H5")
        await type_keys(pilot, "space")  # cursor and Space: dead again
        assert marking.count.dead == {v("H5")}
        assert marking.score.margin == 2.5


async def test_resume_play_drops_the_marks_and_the_passes(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        game_screen = await open_game(app, pilot, walls_session())
        await enter(pilot, "p", "p")
        assert isinstance(app.screen, MarkingScreen)
        await enter(pilot, "r")
        assert app.screen is game_screen
        game = game_screen.game
        assert len(game.moves) == 20
        assert not game.is_over
        assert game.to_move is Color.BLACK  # White passed last
        assert game_screen.board_view.overlays == {}
        await click_point(pilot, "J1")
        assert game.board[v("J1")] is Color.BLACK


async def test_accept_shows_the_result_and_the_sgf_carries_re_tb_tw(
    data_dir: Path, tmp_path: Path
) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session())
        await enter(pilot, "p", "p", "a")
        result = app.screen
        assert isinstance(result, ResultScreen)
        assert result.text == "Black wins by 2.5 points"
        assert "36" in result.query_one(ScorePanel).text
        await type_keys(pilot, "s", "enter")
        target = tmp_path / "finished.sgf"
        app.screen.query_one(Input).value = str(target)
        await type_keys(pilot, "enter")
    saved = target.read_text()
    assert "RE[B+2.5]" in saved
    root = load_sgf(saved)
    territory_black = root.info.extra["TB"]
    territory_white = root.info.extra["TW"]
    assert len(territory_black) == 36
    assert len(territory_white) == 26
    assert "he" in territory_white  # the dead stone's point is White's
    assert "RE[B+2.5]" in (data_dir / "autosave.sgf").read_text()


async def test_the_result_in_dutch(data_dir: Path) -> None:
    set_language("nl")
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session())
        await enter(pilot, "p", "p", "a")
        assert isinstance(app.screen, ResultScreen)
        assert app.screen.text == "Zwart wint met 2,5 punten"


async def test_the_check_view_fills_prisoners_into_territory(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session())
        await enter(pilot, "p", "p", "c")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        text = panel_text(marking)
        assert "Black: 35 points left" in text
        assert "White: 26 points left" in text
        assert "Difference 2.5 for Black" in text
        view = marking.query_one(BoardView)
        # White's catch (the dead H5) lies in Black's territory as a faint black stone,
        # not as the open border's mark.
        filled = [p for p, m in view.overlays.items() if m is Mark.FILLED_BLACK]
        assert len(filled) == 1
        assert filled[0][1] < 4
        assert Mark.MARKED not in view.overlays.values()
        assert view._scene().cell(filled[0]) == ("●", ("ghost-black",))


async def test_the_marking_screens_help_explains_its_marks_and_keys(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_game(app, pilot, walls_session())
        await enter(pilot, "p", "p")
        assert isinstance(app.screen, MarkingScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        text = "\n".join(str(s.render()) for s in app.screen.query(Static))
        assert "Marking the dead stones" in text
        assert "struck through" in text
        assert "seki" in text
        assert "a⏎  accept the count" in text
        assert "How to play" not in text


async def test_area_counting_toggle(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session())
        await enter(pilot, "p", "p", "t")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        assert marking.score.black.total == 36 + 9  # territory + stones
        assert marking.score.white.total == 26 + 10 + 6.5
        assert "Stones" in panel_text(marking)


SEKI = [
    ".O.X.XO..",
    "OOOXXXO..",
    "XXXOOOO..",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
]


async def test_a_seki_scores_its_shared_points_as_neutral(data_dir: Path) -> None:
    board = board_from_rows(SEKI)
    setup = {p: c for c in (Color.BLACK, Color.WHITE) for p in board.stones(c)}
    session = Session(Game(size=9, komi=0.5, setup=setup))
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, session)
        marking = await pass_twice(pilot)
        assert not marking.count.dead
        assert {(0, 0), (0, 2), (0, 4)} <= marking.score.neutral
        overlays = marking.query_one(BoardView).overlays
        assert overlays[(0, 0)] is Mark.NEUTRAL
        assert overlays[(0, 1)] is Mark.SEKI
        assert marking.score.black.territory == 18


async def test_gebieds_go_counts_without_marking(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session(Variant.TERRITORY))
        await enter(pilot, "p", "p")
        # H5 is not taken off in gebieds-go: White's side is still open, so they are asked
        assert isinstance(app.screen, ConfirmScreen)
        app.screen.query_one("#yes", Button).press()
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ResultScreen)
        # H5 stays on the board: White's side is shared, so only Black has territory
        assert result.text == "Black wins by 29.5 points"
        await type_keys(pilot, "v", "enter")  # review from the start
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.reviewing == 0


async def test_white_resigns_after_marking_is_not_needed(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_point(pilot, "C3")
        await enter(pilot, "r")
        await pilot.click("#yes")
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen)
        assert app.screen.session.info.result == "B+R"


async def test_marking_shows_where_a_border_is_still_open(data_dir: Path) -> None:
    """Walls with a gap at E5: the points in the gap are marked, the screen says the
    game is not over there, and r⏎ resumes play."""
    session = walls_session()
    session.game.cut(8)  # E1-F1 ... E4-F4: the walls stop below row 5
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        game_screen = await open_game(app, pilot, session)
        marking = await pass_twice(pilot)
        open_ = marking.count.needs_sealing()
        assert v("E5") in open_
        overlays = marking.query_one(BoardView).overlays
        assert overlays[v("E5")] is Mark.MARKED
        assert overlays[v("A1")] is not Mark.MARKED
        line = str(marking.query_one("#sealing").render())
        assert f"{len(open_)} marked points are still open" in line
        assert "r⏎ resumes play" in line
        await enter(pilot, "r")
        assert app.screen is game_screen


async def test_a_finished_game_says_nothing_about_sealing(data_dir: Path) -> None:
    app = GoApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, walls_session())
        marking = await pass_twice(pilot)
        assert not marking.query_one("#sealing").display


async def test_marking_marks_a_cut_black_must_still_mend_in_both_languages(
    data_dir: Path,
) -> None:
    """Black's lone stone at E7 touches its territory only at E8; once White fills the
    dame E6 it stands in atari. E8 is no territory and the screen says the game is not
    over there, in English and in Dutch."""
    board = board_from_rows(MUST_CONNECT)
    setup = {p: c for c in (Color.BLACK, Color.WHITE) for p in board.stones(c)}
    for language, words in (("en", "a false eye or cut"), ("nl", "een vals oog of snijpunt")):
        set_language(language)
        app = GoApp()
        async with app.run_test(size=SIZE) as pilot:
            await open_game(app, pilot, Session(Game(size=9, komi=6.5, setup=setup)))
            marking = await pass_twice(pilot)
            assert {v("E8"), v("E6")} <= marking.count.needs_sealing()
            assert v("E8") not in marking.score.black_territory
            assert marking.score.black.territory == 9
            assert marking.query_one(BoardView).overlays[v("E8")] is Mark.MARKED
            assert words in str(marking.query_one("#sealing").render())
