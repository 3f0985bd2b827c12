"""Hints on request (the model): the built-in player's move for the person to move, the
same for the same position, dropped when the position changed, refused in words when
there is none to give, kept in the record as a comment; on against a computer."""

from __future__ import annotations

from dataclasses import replace

import pytest
from game_support import play_vertices
from ui_support import v

from go_tui.engine import Color, Game, Rules
from go_tui.engine.player import choose_move, think
from go_tui.formats.sgf import load_sgf
from go_tui.play.computer import EngineChoice
from go_tui.play.events import Event, Hinting, HintRefused, HintShown
from go_tui.play.hints import HINT_LEVEL, HINT_SEED, HINT_STRENGTH, GameHint, HintRefusal
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import hint_comment, record_from_session, session_from_record
from go_tui.play.settings import Choices, PlayerKind, Seat, Settings, Variant, wants_hints

OPENING = ("C3", "G7", "C7", "G3", "E5")
"""A 9x9 opening, White to move."""
QUICK = replace(HINT_STRENGTH, playouts=40)
"""A search cheap enough for the tests that only need some hint (the level's own is in
:func:`test_the_hint_is_the_built_in_players_move_at_the_hint_level`)."""


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("go_tui.play.hints.HINT_STRENGTH", QUICK)


def match_of(
    *vertices: str, hints: bool = True, computers: dict[Color, EngineChoice] | None = None
) -> Match:
    game = play_vertices(Game(size=9), *vertices)
    session = Session(game, hints=hints, computers=computers or {})
    return Match(session, autosave=None)


def hint_now(match: Match) -> list[Event]:
    """Ask for a hint and work it out at once (the game screen runs it in a thread)."""
    [asked] = match.ask_hint()
    assert isinstance(asked, Hinting), asked
    return match.hint_done(asked.task.run())


def shown(events: list[Event]) -> GameHint:
    [event] = [event for event in events if isinstance(event, HintShown)]
    return event.hint


@pytest.mark.slow  # a whole search at the hint's level: 4-5 s
def test_the_hint_is_the_built_in_players_move_at_the_hint_level() -> None:
    """The one search at the real level: the move ``choose_move`` makes there, a legal one."""
    match = match_of(*OPENING)
    hint = shown(hint_now(match))
    expected = choose_move(play_vertices(Game(size=9), *OPENING), HINT_LEVEL, seed=HINT_SEED)
    assert hint == GameHint(len(OPENING), Color.WHITE, expected.point)
    assert hint.point is not None
    assert match.game.check(hint.point) is None  # a legal move for White
    assert match.hint == hint
    assert match.session.hints_given == {len(OPENING): hint.point}


@pytest.mark.usefixtures("quick_hints")
def test_the_hint_is_worked_out_on_its_own_copy_and_the_same_every_time() -> None:
    match = match_of(*OPENING)
    [asked] = match.ask_hint()
    assert isinstance(asked, Hinting)
    assert asked.task.position is not match.game
    assert match.ask_hint() == [HintRefused(HintRefusal.LOOKING)]  # one on its way
    first = shown(match.hint_done(asked.task.run()))
    assert first.point == think(match.game, QUICK, seed=HINT_SEED).point
    assert match.ask_hint() == [HintShown(first)]  # given here already: shown at once
    again = match_of(*OPENING)
    assert shown(hint_now(again)) == first  # another game, the same position


@pytest.mark.usefixtures("quick_hints")
@pytest.mark.parametrize("leave", ["play", "undo", "review", "resign"])
def test_a_hint_for_a_position_left_is_dropped(leave: str) -> None:
    """The thread's answer comes back after a move, an undo, a step or the end: the match
    neither marks it nor keeps it in the record."""
    match = match_of(*OPENING)
    [asked] = match.ask_hint()
    assert isinstance(asked, Hinting)
    {
        "play": lambda: match.play(v("H8")),
        "undo": match.undo,
        "review": lambda: match.review(-1),
        "resign": match.resign,
    }[leave]()
    assert match.hinting is None
    assert match.hint_done(asked.task.run()) == []
    assert match.hint is None
    assert match.session.hints_given == {}


@pytest.mark.usefixtures("quick_hints")
def test_the_mark_goes_with_the_next_move_step_or_undo_and_the_record_keeps_it() -> None:
    match = match_of(*OPENING)
    hint = shown(hint_now(match))
    match.play(v("H8"))
    assert match.hint is None
    assert match.session.hints_given == {len(OPENING): hint.point}
    hint_now(match)
    match.review(-1)
    assert match.hint is None
    match.live()
    assert shown(match.ask_hint()).move_number == len(OPENING) + 1  # given already
    match.undo()
    assert match.hint is None


def test_the_undo_drops_the_hints_of_the_positions_it_takes_back() -> None:
    """A hint asked where the game no longer goes has no move in the record to hang on; one
    asked in the position now on the board stays, as it was asked there."""
    match = match_of(*OPENING)
    given = match.session.hints_given
    given.update({3: v("D4"), 4: v("E4"), 5: v("F4")})
    match.undo()
    assert given == {3: v("D4"), 4: v("E4")}
    match.undo()
    match.undo()
    assert given == {}
    placed = Session.start(Settings(size=9, handicap=2, free_handicap=True, hints=True))
    placed.place(v("C3"))
    placed.place(v("G7"))
    placed.hints_given[0] = v("E5")  # White's first move, after the stones
    assert placed.undo()  # the last stone back: another position before the first move
    assert placed.hints_given == {}


@pytest.mark.usefixtures("quick_hints")
def test_hints_are_refused_in_words_when_there_is_none_to_give() -> None:
    assert match_of(*OPENING, hints=False).ask_hint() == [HintRefused(HintRefusal.OFF)]
    over = match_of(*OPENING)
    over.resign()
    assert over.ask_hint() == [HintRefused(HintRefusal.OVER)]
    reviewing = match_of(*OPENING)
    reviewing.review(-1)
    assert reviewing.ask_hint() == [HintRefused(HintRefusal.REVIEWING)]
    computer = match_of(*OPENING, computers={Color.WHITE: EngineChoice.computer(3)})
    assert computer.ask_hint() == [HintRefused(HintRefusal.COMPUTER)]
    computer.close()
    placing = Session.start(Settings(size=9, handicap=2, free_handicap=True, hints=True))
    assert Match(placing, autosave=None).ask_hint() == [HintRefused(HintRefusal.PLACING)]


def test_a_hint_in_capture_go_plays_to_the_goal_and_never_passes() -> None:
    """Black's E5 is in atari: with one capture to win, White's hint takes it."""
    game = Game(size=9, komi=0, rules=Rules(capture_goal=1))
    play_vertices(game, "E5", "E6", "A1", "D5", "A2", "F5", "A3")
    match = Match(Session(game, Variant.CAPTURE, hints=True), autosave=None)
    hint = shown(hint_now(match))
    assert hint == GameHint(7, Color.WHITE, v("E4"), may_pass=False)


# ---- the record ----------------------------------------------------------------------------
def test_the_record_says_each_hint_on_the_move_of_its_position() -> None:
    match = match_of(*OPENING)
    match.session.hints_given.update({0: v("E5"), 2: None})
    text = record_from_session(match.session)
    assert "GOTUIHINTS[1]" in text
    root = load_sgf(text).tree
    assert root is not None
    nodes = list(root.main_line())
    assert nodes[0].props["C"] == ["Hint: E5"]  # before the first move: the root
    assert nodes[2].props["W"] == ["gc"]  # move 2 (G7)
    assert nodes[2].props["C"] == ["Hint: pass"]
    assert [n for n, node in enumerate(nodes) if "C" in node.props] == [0, 2]
    assert hint_comment(v("J9"), 9) == "Hint: J9"


def test_a_hint_is_added_to_the_files_own_comment_once() -> None:
    loaded = load_sgf("(;GM[1]SZ[9]C[A teaching game];B[cg]C[Good start.];W[gc])")
    session = session_from_record(loaded)
    session.hints = True
    session.hints_given.update({0: v("D4"), 1: v("E5")})
    text = record_from_session(session)
    again = session_from_record(load_sgf(text))
    root = again.tree
    assert root is not None
    nodes = list(root.main_line())
    assert again.info.extra["C"] == ["A teaching game\nHint: D4"]
    assert nodes[1].props["C"] == ["Good start.\nHint: E5"]
    again.hints_given.update({1: v("E5")})  # asked again after the file was opened again
    nodes = list(load_sgf(record_from_session(again)).tree.main_line())  # type: ignore[union-attr]
    assert nodes[1].props["C"] == ["Good start.\nHint: E5"]  # not twice
    assert again.hints


def test_the_setting_is_kept_in_the_saved_game() -> None:
    on = record_from_session(Session.start(Settings(size=9, hints=True)))
    assert "GOTUIHINTS[1]" in on
    assert session_from_record(load_sgf(on)).hints
    off = record_from_session(Session.start(Settings(size=9)))
    assert "GOTUIHINTS" not in off
    assert not session_from_record(load_sgf(off)).hints


# ---- the settings ----------------------------------------------------------------------------
def test_hints_are_on_when_a_person_plays_a_computer_unless_told() -> None:
    computer, engine = EngineChoice.computer, EngineChoice
    assert wants_hints(None, computer(3))
    assert wants_hints(engine("gnugo", 10), None)  # any computer, any level
    assert wants_hints(None, engine("pachi -t =5000"))
    assert not wants_hints(None, None)  # two people: they agree first
    assert not wants_hints(computer(1), computer(5))  # no person to tell
    assert wants_hints(None, None, told=True)
    assert not wants_hints(None, computer(3), told=False)
    assert Settings.against_computer().hints
    chosen = Settings.from_choices(Choices(black=Seat(PlayerKind.GNUGO, level=1)))
    assert isinstance(chosen, Settings)
    assert chosen.hints
    agreed = Settings.from_choices(Choices(hints=True))
    assert isinstance(agreed, Settings)
    assert agreed.hints
    assert Session.start(agreed).hints
