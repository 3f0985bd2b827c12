"""The game information (PB PW BR WR EV DT RE RU KM): read from a record, checked, kept in
the session and the SGF, and refused with the reason when it cannot be kept."""

from __future__ import annotations

from dataclasses import replace

import pytest

from go_tui.engine import CHINESE, JAPANESE, Color
from go_tui.engine.count import Count
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.events import InfoChanged, InfoRefused
from go_tui.play.game_info import (
    INFO_LIMIT,
    Field,
    GameDetails,
    check_details,
    details_of,
    result_value,
)
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Settings, Variant
from go_tui.ui.match_text import event_text

RECORD = (
    "(;FF[4]GM[1]SZ[9]KM[6.5]RU[Japanese]PB[Anna]PW[Bram]BR[3k]WR[2d]"
    "EV[Club evening]DT[2026-11-28]RE[W+R]PC[Utrecht]"
    ";B[ee];W[cc];B[gc])"
)


def opened(text: str = RECORD) -> Session:
    return session_from_record(load_sgf(text))


def root_of(session: Session) -> dict[str, list[str]]:
    return load_sgf(record_from_session(session)).tree.props


def test_the_details_are_read_from_the_record() -> None:
    assert details_of(opened()) == GameDetails(
        black="Anna",
        white="Bram",
        black_rank="3k",
        white_rank="2d",
        event="Club evening",
        date="2026-11-28",
        result="W+R",
        rules="japanese",
        komi="6.5",
    )


def test_edited_details_are_written_as_the_record_properties() -> None:
    session = opened()
    match = Match(session, autosave=None)
    edited = GameDetails(
        black="Anna de Vries",
        white="Bram",
        black_rank="2k",
        white_rank="",
        event="Club [final] \\ round 2",
        date="2026-11-29",
        result="b+3,5",
        rules="chinese",
        komi="7,5",
    )
    events = match.edit_info(edited)
    assert isinstance(events[0], InfoChanged)
    assert events[0].result_kept == "B+3.5"  # komi and rules changed; the result stays
    root = root_of(session)
    assert root["PB"] == ["Anna de Vries"]
    assert root["BR"] == ["2k"]
    assert "WR" not in root
    assert load_sgf(record_from_session(session)).info.event == "Club [final] \\ round 2"
    assert root["DT"] == ["2026-11-29"]
    assert root["RE"] == ["B+3.5"]
    assert root["RU"] == ["Chinese"]
    assert root["KM"] == ["7.5"]
    assert root["PC"] == ["Utrecht"]  # what the dialog does not show is kept
    assert session.game.rules == CHINESE
    assert session.game.komi == 7.5
    assert details_of(opened(record_from_session(session))) == replace(
        edited, result="B+3.5", komi="7.5"
    )


def test_a_value_left_as_it_was_is_kept_as_the_file_has_it() -> None:
    session = opened(RECORD.replace("EV[Club evening]", "EV[Club\x1b[31m]"))
    match = Match(session, autosave=None)
    details = replace(details_of(session), date="2026-12-01")
    assert check_details(session, details) == []
    assert [type(e) for e in match.edit_info(details)] == [InfoChanged]
    assert session.info.event == "Club\x1b[31m"  # untouched: kept, not cleaned


@pytest.mark.parametrize(
    ("field", "text", "key"),
    [
        (Field.BLACK, "Anna\nBram", "info.line_break"),
        (Field.EVENT, "a\rb", "info.line_break"),
        (Field.WHITE, "Bram\x1b[2J", "info.control"),
        (Field.DATE, "2026\u202e", "info.control"),
        (Field.EVENT, "x" * 1_000_000, "info.too_long"),
        (Field.BLACK_RANK, "x" * (INFO_LIMIT + 1), "info.too_long"),
        (Field.RESULT, "Black won", "info.result_form"),
        (Field.KOMI, "six", "settings.komi_number"),
        (Field.KOMI, "1000", "settings.komi_limit"),
        (Field.RULES, "ing", "settings.rules"),
    ],
)
def test_bad_input_is_refused_with_the_reason_and_changes_nothing(
    field: Field, text: str, key: str
) -> None:
    session = opened()
    before = record_from_session(session)
    details = replace(details_of(session), **{field.value: text})
    problems = check_details(session, details)
    assert [(p.about, p.words.key) for p in problems] == [(field, key)]
    events = Match(session, autosave=None).edit_info(details)
    assert isinstance(events[0], InfoRefused)
    assert record_from_session(session) == before


def test_markup_in_a_name_is_kept_as_typed_and_worded_as_plain_text() -> None:
    session = opened()
    match = Match(session, autosave=None)
    match.edit_info(replace(details_of(session), black="[b]Anna[/b]"))
    assert session.names(Color.BLACK) == "[b]Anna[/b]"
    set_language("en")
    problem = check_details(session, replace(details_of(session), white="x" * 300))[0]
    text = event_text(InfoRefused((problem,)), 9)
    assert text == "Game information not kept: White: 300 characters is too long: at most 200."


@pytest.mark.parametrize(
    ("typed", "written"),
    [
        ("B+R", "B+R"),
        ("w+resign", "W+Resign"),
        ("W+3.5", "W+3.5"),
        ("b+12,5", "B+12.5"),
        ("Z+4,5", "B+4.5"),
        ("w+t", "W+T"),
        ("B+F", "B+F"),
        ("B+", "B+"),
        ("0", "0"),
        ("draw", "Draw"),
        ("void", "Void"),
        ("?", "?"),
        (" W+0.5 ", "W+0.5"),
    ],
)
def test_results_are_read_in_the_forms_sgf_has(typed: str, written: str) -> None:
    assert result_value(typed) == written


@pytest.mark.parametrize("typed", ["B+X", "Black+R", "W-3", "B+1.2.3", "jigo", "W+1e9"])
def test_other_results_are_none(typed: str) -> None:
    assert result_value(typed) is None


def test_komi_and_rules_of_a_game_in_progress_count_at_its_end() -> None:
    session = Session.start(Settings(size=9))
    match = Match(session, autosave=None)
    for point in [(4, 4), (2, 2)]:
        match.play(point)
    events = match.edit_info(replace(details_of(session), komi="0.5", rules="chinese"))
    assert isinstance(events[0], InfoChanged)
    assert events[0].result_kept == ""
    set_language("en")
    assert event_text(events[0], 9) == (
        "Game information kept: komi 0.5 and rules Chinese (area) count from now on."
    )
    match.play(None)
    match.play(None)
    count = Count.as_it_stands(session.game)
    score = count.score()
    assert score.white.komi == 0.5
    assert count.scoring is CHINESE.scoring
    match.agree(count)
    assert session.info.result == score.result
    root = root_of(session)
    assert (root["KM"], root["RU"]) == (["0.5"], ["Chinese"])


def test_the_result_of_a_game_ended_on_the_board_is_not_typed() -> None:
    session = Session.start(Settings(size=9))
    match = Match(session, autosave=None)
    match.resign()
    assert session.info.result == "W+R"
    details = replace(details_of(session), result="B+R")
    assert [p.words.key for p in check_details(session, details)] == ["info.result_from_game"]
    kept = match.edit_info(replace(details_of(session), komi="0.5"))
    assert isinstance(kept[0], InfoChanged)
    assert kept[0].result_kept == "W+R"
    assert session.info.result == "W+R"


def test_capture_go_has_no_komi_or_rules_to_edit() -> None:
    session = Session.start(Settings(size=9, variant=Variant.CAPTURE))
    problems = check_details(session, replace(details_of(session), komi="5"))
    assert [p.words.key for p in problems] == ["info.capture_go"]


def test_a_rengo_pair_is_typed_with_an_ampersand() -> None:
    session = Session.start(Settings(size=9, variant=Variant.RENGO))
    Match(session, autosave=None).edit_info(
        replace(details_of(session), black="Anna & Cor", white="Bram&Dirk")
    )
    assert session.black == ("Anna", "Cor")
    assert session.white == ("Bram", "Dirk")
    assert root_of(session)["PW"] == ["Bram & Dirk"]


def test_nothing_changed_says_nothing_and_writes_nothing() -> None:
    session = opened()
    saved: list[Session] = []
    match = Match(session, autosave=saved.append)
    assert match.edit_info(replace(details_of(session), komi="6,5")) == []
    assert saved == []
    assert match.edit_info(replace(details_of(session), event="Final")) != []
    assert saved == [session]  # the autosave holds the change
    assert session.game.rules == JAPANESE
