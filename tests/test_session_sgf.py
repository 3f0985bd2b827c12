"""A session to SGF and back: the typed state survives a save, a foreign record keeps
every property it came with, and the autosaves of the version before still load."""

from __future__ import annotations

from dataclasses import replace

import pytest

from go_tui import __version__
from go_tui.engine import Color, Point, from_vertex
from go_tui.engine.count import Count
from go_tui.formats.sgf import load_sgf
from go_tui.formats.sgf_grammar import Node, parse_collection
from go_tui.play.clock import System, TimeLeft, parse_clock
from go_tui.play.computer import EngineChoice
from go_tui.play.match import Match
from go_tui.play.session import LeftOut, SeatFault, Session, Territory
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Settings, Variant

B, W = Color.BLACK, Color.WHITE


def at(vertex: str) -> Point:
    point = from_vertex(vertex, 9)
    assert point is not None
    return point


def again(session: Session, *, own: bool = True) -> Session:
    """The session as the record written now reads back."""
    return session_from_record(load_sgf(record_from_session(session)), own=own)


def typed(session: Session) -> dict[str, object]:
    """Everything a session keeps in typed fields, to compare two of them."""
    return {
        "variant": session.variant,
        "black": session.black,
        "white": session.white,
        "computers": session.computers,
        "taken_over": session.taken_over,
        "left_out": session.left_out,
        "clock": session.clock,
        "time_left": session.time_left,
        "free_handicap": session.free_handicap,
        "placed": session.placed,
        "lost_on_time": session.lost_on_time,
        "territory": session.territory,
        "result": session.info.result,
        "moves": session.game.record,
    }


def nodes(text: str) -> list[dict[str, list[str]]]:
    """Every node's properties, depth first (the order of properties aside)."""
    found: list[dict[str, list[str]]] = []
    todo: list[Node] = parse_collection(text)[:1]
    while todo:
        node = todo.pop(0)
        found.append(node.props)
        todo[:0] = node.children
    return found


# ---- the typed fields, through SGF and back -------------------------------------------


def test_computers_a_clock_and_the_time_left_come_back_typed() -> None:
    settings = Settings(
        size=9,
        variant=Variant.TERRITORY,
        black=("Ann",),
        white_engine=EngineChoice("pachi -t =5000"),
        clock=parse_clock("10m+25/5m"),
    )
    session = Session.start(settings)
    session.game.play(at("E5"))
    assert settings.clock is not None
    left = replace(settings.clock.start(), main=590.0)
    session.timed(left)
    session.time_left = {B: left, W: TimeLeft(0.0, 200.0, stones=20)}
    read = again(session)
    assert typed(read) == typed(session)
    assert read.clock is not None
    assert read.clock.system is System.CANADIAN
    assert read.info.extra == {}  # no property of ours left as a string


def test_a_pair_a_taken_over_engine_and_a_loss_on_time_come_back_typed() -> None:
    session = Session.start(
        Settings(size=9, variant=Variant.RENGO, black=("Ann", "Bob"), white=("Cas", "Dee"))
    )
    session.take_over(W, "GNU Go 3.8")
    session.game.play(at("E5"))
    assert session.lose_on_time(W) == "B+T"
    read = again(session)
    assert typed(read) == typed(session)
    assert read.lost_on_time is W
    assert read.game.resigned is W


def test_free_handicap_being_placed_and_a_computer_come_back_typed() -> None:
    session = Session.start(
        Settings(
            size=9,
            handicap=4,
            free_handicap=True,
            variant=Variant.CAPTURE,
            capture_goal=3,
            white_engine=EngineChoice.computer(5),
        )
    )
    session.place(at("C3"))
    read = again(session)
    assert typed(read) == typed(session)
    assert read.computers == {W: EngineChoice("computer", 5, capture_goal=3)}
    assert read.placing


def test_the_counted_territory_comes_back_typed() -> None:
    match = Match(Session.start(Settings(size=9)), autosave=None)
    for vertex in ("D1", "F1", "D2", "F2", "D3", "F3", "D4", "F4", "D5", "F5"):
        match.play(at(vertex))
    for vertex in ("D6", "F6", "D7", "F7", "D8", "F8", "D9", "F9"):
        match.play(at(vertex))
    match.play(None)
    match.play(None)
    count = match.count()
    match.agree(count)
    score = count.score()
    read = again(match.session)
    assert read.territory == Territory(score.black_territory, score.white_territory)
    assert read.info.result == score.result
    read.undo()  # the count goes with its result
    assert "TB[" not in record_from_session(read)


# ---- a foreign record ---------------------------------------------------------------

DATE = "2026-03-01"
KGS = (
    "(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]RU[Japanese]SZ[9]KM[6.50]TM[600]"
    "OT[5x30 byo-yomi]PW[Bob]PB[Ann]WR[3k]BR[4k]DT[2026-03-01]PC[The Go Club]"
    "GC[club evening]KGSDE[1]XYZ[a][b]C[Root\\] comment]RE[W+6.5]"
    "TB[aa:ab]TW[ii][hi]"
    ";B[ee]BL[580.5];W[cc]WL[590]C[a comment on a move])"
)


def test_a_foreign_record_keeps_every_property_it_came_with() -> None:
    session = session_from_record(load_sgf(KGS))
    assert session.clock == parse_clock("10m+5x30s")
    assert session.black == ("Ann",)
    assert session.white == ("Bob",)
    assert session.territory == Territory(
        frozenset({at("A9"), at("A8")}), frozenset({at("J1"), at("H1")})
    )  # a compressed list is read too
    written = load_sgf(record_from_session(session))
    for ident in ("AP", "ST", "PC", "GC", "KGSDE", "XYZ", "C"):
        assert written.info.extra[ident] == load_sgf(KGS).info.extra[ident]
    assert (written.info.black_rank, written.info.white_rank) == ("4k", "3k")
    assert written.info.extra["OT"] == ["5x30 byo-yomi"]
    assert written.info.extra["TM"] == ["600"]
    assert (written.info.black, written.info.white, written.info.date) == ("Ann", "Bob", DATE)
    assert "C[a comment on a move]" in record_from_session(session)


@pytest.mark.parametrize(
    "props",
    [
        "TM[600]OT[3 moves per 5 minutes]",  # a time system we do not know
        "RE[B+3.5]TB[aa][zz]",  # a point off the board
    ],
)
def test_properties_of_ours_we_cannot_read_are_written_back_as_they_came(props: str) -> None:
    text = f"(;GM[1]FF[4]SZ[9]{props};B[ee])"
    session = session_from_record(load_sgf(text))
    assert session.clock is None
    written = record_from_session(session)
    assert props.removeprefix("RE[B+3.5]") in written


def test_a_territory_that_cannot_be_read_goes_once_the_result_changes() -> None:
    session = session_from_record(load_sgf("(;GM[1]FF[4]SZ[9]RE[B+R]TB[aa][zz];B[ee])"))
    assert session.territory is None  # not ours to rebuild a count from
    session.set_result("W+R")
    assert "TB[" not in record_from_session(session)


def test_our_own_properties_never_stay_strings() -> None:
    text = (
        "(;GM[1]FF[4]SZ[9]GOTUIVARIANT[territory]GOTUICLOCK[nonsense]"
        "GOTUIPLACING[x]GOTUICOMPUTERW[martian:9];B[ee])"
    )
    session = session_from_record(load_sgf(text))
    assert session.variant is Variant.TERRITORY
    assert session.info.extra == {}
    assert session.left_out == {W: LeftOut(SeatFault.UNREADABLE, "", "martian:9")}


# ---- autosaves written before the session had typed fields ---------------------------

OLD_AUTOSAVES = {
    "clock_computer": (
        "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]RU[japanese]PB[Ann]DT[2026-01-02]"
        "GOTUIVARIANT[normal]TM[600]GOTUICLOCK[10m+5x30s]OT[5x30 byo-yomi]"
        "GOTUICOMPUTERW[computer:4]\n;B[ee]BL[588];W[cg]WL[593]BL[588])\n"
    ),
    "placing": (
        "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[0.5]RU[japanese]PB[Ann]PW[Bob]DT[2026-01-02]"
        "GOTUIVARIANT[normal]GOTUIPLACING[4]AB[gc][cg])\n"
    ),
    "capture_gnugo": (
        "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[0]RU[capture-3]PW[Cas]DT[2026-01-02]"
        "GOTUIVARIANT[capture]GOTUICOMPUTERB[gnugo:7])\n"
    ),
    "rengo_lost_on_time": (
        "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]RU[japanese]PB[Ann & Bob]PW[Cas & Dee]RE[B+T]"
        "DT[2026-01-02]GOTUIVARIANT[rengo]TM[60]GOTUICLOCK[1m]\n;B[ee]BL[60])\n"
    ),
    "counted_taken_over": (
        "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]RU[japanese]PB[Ann]RE[W+6.5]DT[2026-01-02]"
        "GOTUIVARIANT[normal]TB[aa][ab][ac][ad][ae][af][ag][ah][ai][ba][bb][bc][bd][be]"
        "[bf][bg][bh][bi][ca][cb][cc][cd][ce][cf][cg][ch][ci]TW[ga][gb][gc][gd][ge][gf]"
        "[gg][gh][gi][ha][hb][hc][hd][he][hf][hg][hh][hi][ia][ib][ic][id][ie][if][ig][ih]"
        "[ii]GOTUICOMPUTERW[stopped:Pachi 12.8]\n;B[di];W[fi];B[dh];W[fh];B[dg];W[fg];"
        "B[df];W[ff];B[de];W[fe];B[dd];W[fd];B[dc]\n;W[fc];B[db];W[fb];B[da];W[fa];B[];W[])\n"
    ),
}
"""Written by go-tui before this change (commit ed9eabc), as its autosave holds them."""


def test_old_autosaves_load_with_every_choice_they_held() -> None:
    loaded = {
        name: session_from_record(load_sgf(text), own=True) for name, text in OLD_AUTOSAVES.items()
    }
    first = loaded["clock_computer"]
    assert first.clock == parse_clock("10m+5x30s")
    assert first.computers == {W: EngineChoice.computer(4)}
    assert first.time_left[B] == TimeLeft(588.0, 30.0, 5)
    placing = loaded["placing"]
    assert (placing.free_handicap, placing.placing, len(placing.placed)) == (4, True, 2)
    capture = loaded["capture_gnugo"]
    assert capture.variant is Variant.CAPTURE
    assert capture.computers == {B: EngineChoice("gnugo", 7, capture_goal=3)}
    rengo = loaded["rengo_lost_on_time"]
    assert (rengo.variant, rengo.black, rengo.white) == (
        Variant.RENGO,
        ("Ann", "Bob"),
        ("Cas", "Dee"),
    )
    assert rengo.lost_on_time is W
    assert rengo.game.is_over
    counted = loaded["counted_taken_over"]
    assert counted.taken_over == {W: "Pachi 12.8"}
    assert counted.territory is not None
    assert len(counted.territory.black) == 27
    match = Match(counted, autosave=None, computers={})
    match.where_it_stands()
    assert match.counted == Count.as_it_stands(counted.game).score()  # rebuilt from TB/TW
    for session in loaded.values():
        assert session.info.extra == {}


@pytest.mark.parametrize("name", sorted(OLD_AUTOSAVES))
def test_an_old_autosave_is_written_again_with_the_same_properties(name: str) -> None:
    text = OLD_AUTOSAVES[name]
    session = session_from_record(load_sgf(text), own=True)
    expected = nodes(text)  # and now the writer's name, and RU as other programs spell it
    spelled = {"japanese": "Japanese", "chinese": "Chinese"}
    rules = expected[0]["RU"][0]
    expected[0] |= {"AP": [f"go-tui:{__version__}"], "RU": [spelled.get(rules, rules)]}
    assert nodes(record_from_session(session)) == expected
    assert typed(again(session)) == typed(session)


def test_the_names_are_written_from_the_typed_fields() -> None:
    session = session_from_record(load_sgf("(;SZ[9]PB[Ann]PW[Bob])"))
    session.set_names(W, ("GNU Go 3.8",))
    assert nodes(record_from_session(session))[0]["PW"] == ["GNU Go 3.8"]
    assert session.info.white == ""  # no second copy of the names to go stale
