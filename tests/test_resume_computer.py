"""A game against the computer goes on against it: continued, opened again, or from a file.

The session keeps who plays each colour in a private root property (``GOTUICOMPUTERB``,
``GOTUICOMPUTERW``).  The built-in computer and GNU Go come back from any file; another
engine's command line only from our own autosave, never from an opened file.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from engine_support import fake_engine
from game_support import settle

from go_tui.engine import Color, Point, from_vertex
from go_tui.formats.gtp_client import EngineMissing
from go_tui.formats.sgf import load_sgf
from go_tui.play.autosave import load_autosave, write_autosave
from go_tui.play.computer import EngineChoice
from go_tui.play.events import (
    ComputerLeftOut,
    EngineFailed,
    EngineReady,
    PersonPlays,
    Played,
    Undone,
)
from go_tui.play.match import Match
from go_tui.play.opening import Opened, open_game
from go_tui.play.session import LeftOut, SeatFault, Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Settings, Variant
from go_tui.ui.match_text import event_text


def at(vertex: str, size: int = 9) -> Point:
    point = from_vertex(vertex, size)
    assert point is not None
    return point


def reopened(session: Session, *, own: bool = False) -> Session:
    """The session written to SGF and read back, as the autosave (``own``) or a file."""
    return session_from_record(load_sgf(record_from_session(session)), own=own)


def record(white: str, moves: str = ";B[ee]") -> str:
    """A 9x9 record, White to play, its seat as ``white`` says (the property's value)."""
    return f"(;GM[1]FF[4]SZ[9]PB[Ann]PW[Engine]GOTUICOMPUTERW[{white}]{moves})"


# ---- the record ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "choice",
    [EngineChoice.computer(2), EngineChoice("gnugo", 5)],
    ids=["built-in", "gnugo"],
)
@pytest.mark.parametrize("own", [True, False], ids=["autosave", "file"])
def test_the_computer_and_its_level_come_back_from_any_file(
    choice: EngineChoice, own: bool
) -> None:
    session = Session.start(Settings(size=9, white_engine=choice))
    assert "GOTUICOMPUTERW" in record_from_session(session)
    again = reopened(session, own=own)
    assert again.computers == {Color.WHITE: choice}
    assert not again.taken_over
    assert not again.left_out


def test_capture_go_tells_the_computer_the_goal_again() -> None:
    settings = Settings(
        size=9, variant=Variant.CAPTURE, capture_goal=3, black_engine=EngineChoice.computer(1)
    )
    again = reopened(Session.start(settings))
    assert again.computers == {Color.BLACK: EngineChoice("computer", 1, capture_goal=3)}


def test_another_engine_comes_back_from_our_autosave_with_its_command_line_whole() -> None:
    command = r"C:\go\pachi.exe -t =5000 --name [x]"
    session = Session.start(Settings(size=9, black_engine=EngineChoice(command)))
    assert reopened(session, own=True).computers == {Color.BLACK: EngineChoice(command)}


def test_a_person_plays_the_colour_an_engine_left_after_it_is_continued() -> None:
    session = Session.start(Settings(size=9, white_engine=EngineChoice("gnugo", 3)))
    session.set_names(Color.WHITE, ("GNU Go 3.8",))
    session.take_over(Color.WHITE, "GNU Go 3.8")
    again = reopened(session, own=True)
    assert not again.computers
    assert again.taken_over == {Color.WHITE: "GNU Go 3.8"}
    assert not again.left_out
    assert Match(again, autosave=None).person_to_move
    assert reopened(again, own=True).taken_over == {Color.WHITE: "GNU Go 3.8"}  # and stays


def test_a_game_between_people_names_no_computer() -> None:
    session = Session.start(Settings(size=9, black=("Ann",), white=("Bram",)))
    assert "GOTUICOMPUTER" not in record_from_session(session)
    again = reopened(session, own=True)
    assert not again.computers
    assert not again.taken_over


# ---- a command line from elsewhere -----------------------------------------------------------
def marker_engine(tmp_path: Path) -> tuple[str, Path]:
    """A command line that leaves a file behind when it runs (and then plays as an engine)."""
    marker = tmp_path / "it-ran"
    script = tmp_path / "engine.py"
    script.write_text(f"open({str(marker)!r}, 'w').close()\n")
    return f"{sys.executable} {script}", marker


def test_an_opened_file_never_runs_the_command_line_it_holds(tmp_path: Path) -> None:
    command, marker = marker_engine(tmp_path)
    path = tmp_path / "from-a-server.sgf"
    path.write_text(record(f"engine:{command}"))
    opened = open_game(path)
    assert isinstance(opened, Opened)
    session = opened.session
    assert not session.computers
    left = session.left_out[Color.WHITE]
    assert (left.fault, left.name) == (SeatFault.FOREIGN_COMMAND, command)
    assert session.taken_over == {Color.WHITE: command}
    match = Match(session)  # autosaved, as the game screen does
    opened_events = match.opened()
    assert opened_events == [ComputerLeftOut(Color.WHITE, session.left_out[Color.WHITE])]
    words = event_text(opened_events[0], 9) or ""
    assert "not started" in words
    assert "you play White from now on" in words
    assert settle(match) == []
    assert match.person_to_move  # White, by the person
    match.take_over_autosave()
    match.play(at("D4"))
    settle(match)
    match.close()
    # The autosave holds no command line: continued, it runs nothing either.
    continued = load_autosave()
    assert continued is not None
    assert f"engine:{command}" not in record_from_session(continued)
    assert not continued.computers
    assert continued.taken_over == {Color.WHITE: command}
    assert settle(Match(continued, autosave=None)) == []
    assert not marker.exists()


def test_a_copy_of_our_own_autosave_opened_as_a_file_does_not_run_its_command(
    tmp_path: Path,
) -> None:
    """Only the autosave itself is ours: a file could have come from anywhere."""
    command, marker = marker_engine(tmp_path)
    session = Session.start(Settings(size=9, white_engine=EngineChoice(command)))
    path = write_autosave(session)
    opened = open_game(path)
    assert isinstance(opened, Opened)
    assert not opened.session.computers
    assert settle(Match(opened.session, autosave=None)) == []
    assert not marker.exists()


# ---- what cannot be read ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "value",
    ["computer:11", "gnugo:x", "computer:", "nonsense", "chess:3", "engine:", ""],
)
def test_a_corrupt_property_warns_and_a_person_plays_that_colour(value: str) -> None:
    session = session_from_record(load_sgf(record(value)), own=True)
    assert not session.computers
    assert session.left_out == {Color.WHITE: LeftOut(SeatFault.UNREADABLE, "Engine", value)}
    assert session.taken_over == {Color.WHITE: "Engine"}
    match = Match(session, autosave=None)
    [left] = match.opened()
    assert left == ComputerLeftOut(Color.WHITE, session.left_out[Color.WHITE])
    words = event_text(left, 9) or ""
    assert "Which computer played White cannot be read" in words
    assert f"({value})" in words
    assert match.person_to_move
    assert settle(match) == []


def test_two_values_are_no_seat_either() -> None:
    text = "(;GM[1]FF[4]SZ[9]GOTUICOMPUTERB[computer:3][gnugo:3])"
    session = session_from_record(load_sgf(text), own=True)
    assert not session.computers
    assert session.left_out[Color.BLACK].fault is SeatFault.UNREADABLE
    assert session.left_out[Color.BLACK].value == "computer:3][gnugo:3"


# ---- continued: the engine starts again, or a person plays -----------------------------------
def test_a_continued_game_starts_its_engine_again_and_it_plays_on(tmp_path: Path) -> None:
    """Our own autosave with another engine: it starts, is told the game, and moves."""
    choice = EngineChoice(fake_engine(tmp_path, answer="C3"))
    match = Match(Session.start(Settings(size=9, white_engine=choice)))
    match.take_over_autosave()
    settle(match)
    match.play(at("E5"))
    assert settle(match)[-1] == Played(Color.WHITE, at("C3"), by_computer=True)
    match.play(at("G7"))  # saved; then quit while the engine would think
    match.close()
    fake_engine(tmp_path, answer="D6")  # the same command line, another answer
    continued = load_autosave()
    assert continued is not None
    assert continued.computers == {Color.WHITE: choice}
    again = Match(continued, autosave=None)
    assert again.opened() == []
    events = settle(again)
    assert EngineReady(Color.WHITE, "Fake") in events
    assert events[-1] == Played(Color.WHITE, at("D6"), by_computer=True)
    assert again.game.move_number == 4
    again.close()


@pytest.mark.parametrize("gone", ["gnugo", "command"])
def test_an_engine_that_cannot_start_again_hands_its_seat_to_a_person(
    gone: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """GNU Go uninstalled since, or a command gone: said once, and a person plays it."""
    if gone == "gnugo":
        monkeypatch.setattr("go_tui.play.computer.shutil.which", lambda name: None)
        monkeypatch.setattr("go_tui.play.computer.DEBIAN_GNUGO", tmp_path / "no-gnugo")
        choice = EngineChoice("gnugo", 4)
    else:
        choice = EngineChoice(str(tmp_path / "no-such-engine"))
    write_autosave(Session.start(Settings(size=9, white_engine=choice)))
    continued = load_autosave()
    assert continued is not None
    match = Match(continued)
    match.play(at("E5"))
    events = settle(match)
    failed = [event for event in events if isinstance(event, EngineFailed)]
    assert len(failed) == 1
    assert isinstance(failed[0].cause, EngineMissing)
    assert events[-1] == PersonPlays(Color.WHITE, failed[0].name)
    assert match.person_to_move
    assert match.play(at("D4")) == [Played(Color.WHITE, at("D4"))]
    later = load_autosave()  # the person keeps that colour when continued again
    assert later is not None
    assert not later.computers
    assert later.taken_over == {Color.WHITE: failed[0].name}


@pytest.mark.slow
def test_the_built_in_computer_answers_after_the_game_is_continued() -> None:
    """The real ``go-tui gtp --level 1``: a game autosaved, continued, and the computer
    answers the next move, the whole game replayed to it."""
    match = Match(Session.start(Settings.against_computer(1)))
    match.take_over_autosave()
    assert settle(match)[-1] == EngineReady(Color.WHITE, "Computer (level 1)")
    match.play(at("E5"))
    settle(match)
    match.play(at("C7") if match.game.board[at("C7")] is None else at("G3"))
    match.close()  # quit while the computer thinks: its move is to come
    continued = load_autosave()
    assert continued is not None
    assert continued.computers == {Color.WHITE: EngineChoice.computer(1)}
    again = Match(continued, autosave=None)
    reply = settle(again)[-1]
    assert isinstance(reply, Played)
    assert reply.color is Color.WHITE
    assert reply.by_computer
    assert again.game.move_number == 4
    assert again.person_to_move
    again.close()


def test_a_finished_game_starts_no_engine_until_an_undo_opens_it_again(tmp_path: Path) -> None:
    """A counted record reviewed needs no engine; undo, and the computer is back."""
    choice = EngineChoice(fake_engine(tmp_path, answer="pass"))
    session = Session.start(Settings(size=9, white_engine=choice))
    session.game.play(None)
    session.game.play(None)
    session.set_result("W+6.5")
    again = Match(reopened(session, own=True), autosave=None)
    assert again.game.is_over
    assert again.next_task() is None
    assert again.undo()[0] == Undone()  # White's pass and Black's: Black to move
    assert again.game.move_number == 0
    assert EngineReady(Color.WHITE, "Fake") in settle(again)
    assert again.person_to_move
    again.close()
