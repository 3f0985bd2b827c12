"""Counting a finished game again (Match.count_again): which games can be, and what an
accepted count does to the result and the record."""

from __future__ import annotations

from dataclasses import replace

from go_tui.engine.count import Count
from go_tui.formats.sgf import load_sgf
from go_tui.play.events import CountedAgain, CountingAgain, GameEnded, NoCountAgain, NoCountReason
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Settings, Variant

ENDED = "(;FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+0.5];B[cc];W[];B[])"
"""Black's one stone in the centre, two passes, and a result the file says wrongly."""


def test_a_game_without_a_result_is_not_counted_again() -> None:
    match = Match(Session.start(Settings(size=9)), autosave=None)
    match.play((4, 4))
    assert match.count_again() == [NoCountAgain(NoCountReason.NO_RESULT)]


def test_a_resigned_game_has_nothing_to_count() -> None:
    match = Match(Session.start(Settings(size=9)), autosave=None)
    match.resign()
    assert match.count_again() == [NoCountAgain(NoCountReason.RESIGNED)]


def test_gebieds_go_and_capture_go_are_not_counted_by_marking() -> None:
    for variant in (Variant.TERRITORY, Variant.CAPTURE):
        session = Session.start(Settings(size=9, variant=variant))
        session.info = replace(session.info, result="B+3")
        assert Match(session, autosave=None).count_again() == [
            NoCountAgain(NoCountReason.NOT_COUNTED)
        ]


def test_an_accepted_count_replaces_the_result_and_keeps_it_in_the_record() -> None:
    session = session_from_record(load_sgf(ENDED))
    saved: list[str] = []
    match = Match(session, autosave=lambda s: saved.append(record_from_session(s)))
    match.review(-2)
    opening = match.count_again()
    assert opening[-1] == CountingAgain("W+0.5")
    assert match.is_live  # the count is of the game's last position
    assert session.info.result == "W+0.5"  # it stands until a count is accepted
    count = Count.as_it_stands(session.game)
    events = match.counted_again(count)
    assert events[0] == CountedAgain("W+0.5", "B+23.5")
    assert isinstance(events[1], GameEnded)
    assert session.info.result == "B+23.5"
    root = load_sgf(saved[-1]).tree.props
    assert root["RE"] == ["B+23.5"]
    assert len(root["TB"]) == 24
