"""Hints on request at the game screen: h⏎ marks the computer's move and says it, in
English and Dutch, in colour and in ASCII; the next move takes the mark off; refusals in
words; the autosave keeps the hint and the setting; the dialog and the command line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from game_support import play_vertices
from test_ui_cli import settings_from
from test_ui_keys import footer_overflow
from textual.widgets import Select
from ui_support import enter, game_screen, new_game_dialog, type_keys, v

from go_tui.engine import Game, Point, to_vertex
from go_tui.engine.player import think
from go_tui.i18n import set_language, t
from go_tui.play.clock import parse_clock
from go_tui.play.events import HintRefused
from go_tui.play.hints import HINT_SEED, HINT_STRENGTH, HintRefusal
from go_tui.play.settings import PlayerKind, Settings
from go_tui.ui.app import GoApp
from go_tui.ui.match_text import event_text
from go_tui.ui.screens.fit import footer_width
from go_tui.ui.screens.game import GameScreen
from go_tui.ui.widgets.board import BoardView, Mark

OPENING = ("c3", "g7", "c7", "g3", "e5")
"""Five moves on 9x9: White to move."""
QUICK = replace(HINT_STRENGTH, playouts=40)
"""A cheap search: the screen is what is tested here (the level's own: tests/test_hints.py)."""


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("go_tui.play.hints.HINT_STRENGTH", QUICK)


def expected_hint() -> Point:
    """The built-in player's move after :data:`OPENING`, asked of the engine directly."""
    point = think(play_vertices(Game(size=9), *OPENING), QUICK, seed=HINT_SEED).point
    assert point is not None
    return point


def drawn(view: BoardView, point: Point) -> str:
    """The character drawn in the middle of ``point``."""
    x, y = view.offset_of(point)
    return view.render_line(y).crop(x, x + 1).text


SHOWN = {
    "en": "Hint for White: the computer would play {point} ({mark} on the board).",
    "nl": "Tip voor Wit: de computer zou {point} spelen ({mark} op het bord).",
}


@pytest.mark.parametrize(("lang", "ascii"), [("en", False), ("nl", False), ("en", True)])
async def test_h_marks_the_computers_move_and_says_it_until_the_next_move(
    data_dir: Path, lang: str, ascii: bool
) -> None:
    set_language(lang)
    app = GoApp(settings=Settings(size=9, hints=True), ascii=ascii)
    async with app.run_test(size=(100, 36)) as pilot:
        await enter(pilot, *OPENING)
        await enter(pilot, "h")
        screen = game_screen(app)
        point = expected_hint()
        mark = "!" if ascii else "✦"
        assert screen.message == SHOWN[lang].format(point=to_vertex(point, 9), mark=mark)
        view = screen.board_view
        assert view.overlays == {point: Mark.HINT}
        assert drawn(view, point) == mark
        assert screen.match.game.check(point) is None  # legal for White
        elsewhere = next(p for p in [v("A1"), v("A2")] if p != point)
        await enter(pilot, to_vertex(elsewhere, 9))
        assert view.overlays == {}
        assert drawn(view, point) != mark


async def test_the_hint_and_the_setting_are_in_the_autosave_and_come_back(data_dir: Path) -> None:
    app = GoApp(settings=Settings(size=9, hints=True))
    async with app.run_test(size=(100, 36)) as pilot:
        await enter(pilot, *OPENING, "h", "a1")
        await pilot.press("q", "enter")
    again = GoApp(resume=True)
    async with again.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        session = game_screen(again).session
        assert session.hints
        assert session.tree is not None
        nodes = list(session.tree.main_line())
        assert nodes[len(OPENING)].props["C"] == [f"Hint: {to_vertex(expected_hint(), 9)}"]
        await enter(pilot, "h")  # on for the game resumed: White's hint, not a refusal
        assert game_screen(again).match.hint is not None


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_with_hints_off_h_says_how_to_turn_them_on(data_dir: Path, lang: str) -> None:
    set_language(lang)
    app = GoApp(settings=Settings(size=9))  # two people, who have not asked for hints
    async with app.run_test(size=(100, 36)) as pilot:
        await enter(pilot, "h")
        screen = game_screen(app)
        assert screen.message == t("hints.off")
        assert "--hints" in screen.message
        assert screen.board_view.overlays == {}
        await enter(pilot, "c3", "[", "h")  # hints off is said first
        assert screen.message == t("hints.off")


async def test_while_reviewing_h_says_the_hint_is_for_the_game_as_it_stands(
    data_dir: Path,
) -> None:
    app = GoApp(settings=Settings(size=9, hints=True))
    async with app.run_test(size=(100, 36)) as pilot:
        await enter(pilot, "c3", "g7")
        await type_keys(pilot, "left_square_bracket")
        await enter(pilot, "h")
        screen = game_screen(app)
        assert screen.message == "A hint is for the game as it stands: End goes back to it."
        assert screen.match.hinting is None


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_refusal_has_its_words(lang: str) -> None:
    set_language(lang)
    texts = {event_text(HintRefused(reason), 9) for reason in HintRefusal}
    assert None not in texts
    assert len(texts) == len(HintRefusal)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_footer_shows_h_when_hints_are_on_and_fits_80_columns(
    data_dir: Path, lang: str
) -> None:
    """On the clock the pause key takes the room: h⏎ is then in the help and works all
    the same."""
    set_language(lang)
    for settings, shown in (
        (Settings(size=9, hints=True), True),
        (Settings(size=9), False),
        (Settings(size=9, hints=True, clock=parse_clock("10m")), False),
    ):
        app = GoApp(settings=settings)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen)
            assert await footer_overflow(pilot, screen, 80) == []
            assert footer_width(screen) <= 80
            keys = {a.binding.key for a in screen.active_bindings.values() if a.binding.show}
            assert ("h" in keys) is shown
    assert "h⏎" in t("help.body", point="G7")  # the help (?) lists it always


async def test_the_dialog_turns_hints_on_against_a_computer_until_the_user_chooses(
    data_dir: Path,
) -> None:
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        dialog = await new_game_dialog(pilot)
        hints = dialog.query_one("#hints", Select)
        warnings = dialog.query_one("#warnings", Select)
        assert hints.value is False  # two people
        dialog.query_one("#white_player", Select).value = PlayerKind.GNUGO
        await pilot.pause()
        assert hints.value is True  # any computer, at any level
        assert warnings.value is False  # GNU Go at level 10 is no gentle one
        hints.value = False  # the user's choice stands
        await pilot.pause()
        dialog.query_one("#white_player", Select).value = PlayerKind.COMPUTER
        await pilot.pause()
        assert hints.value is False
        assert warnings.value is True  # the other row still follows the players
        dialog.query_one("#white_player", Select).value = PlayerKind.PERSON
        await pilot.pause()
        hints.value = True  # two people who agree
        await pilot.pause()
        settings = dialog.settings()
        assert settings is not None
        assert settings.hints
        assert not settings.warnings


def test_the_command_line_turns_hints_on_or_off(monkeypatch: pytest.MonkeyPatch) -> None:
    assert settings_from(["--white", "computer"], monkeypatch).hints
    assert not settings_from(["--white", "computer", "--no-hints"], monkeypatch).hints
    assert not settings_from(["--size", "9"], monkeypatch).hints
    assert settings_from(["--size", "9", "--hints"], monkeypatch).hints
