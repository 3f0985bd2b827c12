"""Warnings while playing: a person is told when their move leaves stones of theirs in
atari, only when the board proves it, once per chain; on for a learner's game."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Select
from ui_support import enter, game_screen, new_game_dialog, notifications

from go_tui.engine import Color, Game, Point, Rules, from_vertex
from go_tui.engine.atari_warning import Endangered, in_atari
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.computer import EngineChoice
from go_tui.play.events import InAtari
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Choices, PlayerKind, Seat, Settings, Variant, wants_warnings
from go_tui.ui.app import GoApp


def at(*vertices: str) -> list[Point]:
    points = [from_vertex(vertex, 9) for vertex in vertices]
    assert all(point is not None for point in points)
    return [point for point in points if point is not None]


def position(black: str, white: str, rules: Rules | None = None) -> Game:
    """A 9x9 game with these stones set up, Black to move."""
    setup = dict.fromkeys(at(*black.split()), Color.BLACK)
    setup |= dict.fromkeys(at(*white.split()), Color.WHITE)
    if rules is None:
        return Game(size=9, setup=setup, first=Color.BLACK)
    return Game(size=9, komi=0, rules=rules, setup=setup, first=Color.BLACK)


CORNER = ("B2", "A3 B3 C2 B1")
"""Black's B2 in atari in the corner: A2 joins it into two stones with one liberty, A1."""
SIDE = ("D5 E5", "D6 E6 F5 D4")
"""White's E4 leaves Black's D5-E5 one liberty, C5."""


def play(game: Game, *vertices: str) -> None:
    for point in at(*vertices):
        assert game.play(point)


# ---- the engine: what the board proves ---------------------------------------------------
def test_a_move_that_puts_its_own_two_stones_in_atari_is_a_self_atari() -> None:
    game = position(*CORNER)
    play(game, "A2")
    assert in_atari(game, Color.BLACK, 2) == [
        Endangered(Color.BLACK, tuple(at("A2", "B2")), at("A1")[0], self_atari=True)
    ]
    assert in_atari(game, Color.WHITE, 1) == []


def test_stones_left_in_atari_are_found_and_one_stone_only_when_asked() -> None:
    game = position(*SIDE)
    play(game, "J9", "E4", "H8")  # White ataris, Black plays elsewhere
    assert in_atari(game, Color.BLACK, 2) == [
        Endangered(Color.BLACK, tuple(at("D5", "E5")), at("C5")[0], self_atari=False)
    ]
    assert in_atari(game, Color.BLACK, 3) == []


def test_a_stone_the_ko_rule_keeps_from_being_taken_is_no_atari() -> None:
    game = position("D5 E4 E6", "E5 F4 F6 G5")
    play(game, "F5")  # takes the ko: F5 has one liberty, but White may not take back now
    assert in_atari(game, Color.BLACK, 1) == []
    play(game, "A9", "A1")  # once White may take it, it is in atari
    assert [chain.stones for chain in in_atari(game, Color.BLACK, 1)] == [tuple(at("F5"))]


# ---- the match: when a warning is given ----------------------------------------------------
def match_of(game: Game, *, warnings: bool = True, variant: Variant = Variant.NORMAL) -> Match:
    return Match(Session(game, variant, warnings=warnings), autosave=None)


def warnings_of(events: list[object]) -> list[tuple[Point, ...]]:
    return [event.chain.stones for event in events if isinstance(event, InAtari)]


def test_a_warning_follows_the_move_and_names_each_chain_once() -> None:
    match = match_of(position(*SIDE))
    assert warnings_of(match.play(at("J9")[0])) == []
    assert warnings_of(match.play(at("E4")[0])) == []  # White's move: Black is not warned
    assert warnings_of(match.play(at("H8")[0])) == [tuple(at("D5", "E5"))]
    match.play(at("J8")[0])
    assert warnings_of(match.play(at("H7")[0])) == []  # said once
    match.undo()
    match.undo()
    match.undo()
    assert warnings_of(match.play(at("H8")[0])) == [tuple(at("D5", "E5"))]  # again after undo


def test_no_warning_when_off_or_for_one_stone_but_in_capture_go() -> None:
    off = match_of(position(*CORNER), warnings=False)
    assert warnings_of(off.play(at("A2")[0])) == []
    one = match_of(position("E5", "E6 D5 F5"))
    assert warnings_of(one.play(at("A9")[0])) == []  # one stone left in atari: no warning
    capture = match_of(position("E5", "E6 D5 F5", Rules(capture_goal=2)), variant=Variant.CAPTURE)
    assert warnings_of(capture.play(at("A9")[0])) == [tuple(at("E5"))]


# ---- the settings: on for a learner's game -------------------------------------------------
def test_warnings_are_on_against_a_gentle_computer_unless_told() -> None:
    computer, gnugo = EngineChoice.computer, EngineChoice
    assert wants_warnings(None, computer(3))
    assert wants_warnings(gnugo("gnugo", 5), None)
    assert not wants_warnings(None, computer(6))
    assert not wants_warnings(None, None)  # two people
    assert not wants_warnings(computer(1), computer(1))  # no person to warn
    assert not wants_warnings(None, gnugo("pachi", 1))  # another engine's level says nothing
    assert not wants_warnings(None, computer(3), told=False)
    assert wants_warnings(None, None, told=True)
    assert Settings.against_computer().warnings
    chosen = Settings.from_choices(Choices(white=Seat(PlayerKind.COMPUTER, level=2)))
    assert isinstance(chosen, Settings)
    assert chosen.warnings
    told = Settings.from_choices(Choices(white=Seat(PlayerKind.COMPUTER), warnings=False))
    assert isinstance(told, Settings)
    assert not told.warnings


def test_the_setting_is_kept_in_the_saved_game() -> None:
    session = Session.start(Settings(size=9, warnings=True))
    text = record_from_session(session)
    assert "GOTUIWARN[1]" in text
    assert session_from_record(load_sgf(text)).warnings
    plain = record_from_session(Session.start(Settings(size=9)))
    assert "GOTUIWARN" not in plain
    assert not session_from_record(load_sgf(plain)).warnings


# ---- the screens ----------------------------------------------------------------------------
WARNED = {
    "en": "Black, watch out: this move leaves the two stones at A2 one liberty, at A1. "
    "u⏎ takes the move back.",
    "nl": "Zwart, let op: deze zet laat de twee stenen bij A2 maar één vrijheid, op A1. "
    "u⏎ neemt de zet terug.",
}


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_game_screen_says_the_warning_and_shows_it_as_a_notice(
    data_dir: Path, lang: str
) -> None:
    set_language(lang)
    app = GoApp(settings=Settings(size=9, warnings=True))
    async with app.run_test(size=(100, 36)) as pilot:
        await enter(pilot, "b2", "a3", "j9", "b3", "j8", "c2", "j7", "b1")
        assert WARNED[lang] not in notifications(app)
        await enter(pilot, "a2")
        assert game_screen(app).message == WARNED[lang]
        assert WARNED[lang] in notifications(app)
        await enter(pilot, "u")
        assert game_screen(app).game.move_number == 8


async def test_the_dialog_turns_warnings_on_for_a_gentle_computer_until_the_user_chooses(
    data_dir: Path,
) -> None:
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        dialog = await new_game_dialog(pilot)
        warnings = dialog.query_one("#warnings", Select)
        assert warnings.value is False  # two people
        dialog.query_one("#white_player", Select).value = PlayerKind.COMPUTER
        await pilot.pause()
        assert warnings.value is True
        dialog.query_one("#white_player", Select).value = PlayerKind.GNUGO  # level 10
        await pilot.pause()
        assert warnings.value is False
        warnings.value = True  # the user's choice stands
        await pilot.pause()
        dialog.query_one("#white_player", Select).value = PlayerKind.PERSON
        await pilot.pause()
        assert warnings.value is True
        settings = dialog.settings()
        assert settings is not None
        assert settings.warnings
