"""A record written by go-tui and edited here reads back unchanged in sgfmill, property by
property: the comments, marks, setup (AB AW AE PL) and variations of the file, the game
information edited here, a variation tried here and a hint given here.  Any property
lost, changed or added beyond go-tui's own fails the test."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sgfmill import sgf

from go_tui.formats.sgf import load_sgf
from go_tui.play.game_info import GameDetails, details_of
from go_tui.play.match import Match
from go_tui.play.session_sgf import record_from_session, session_from_record

RECORD = (
    "(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]"
    "PB[Anna]PW[Bram]BR[3k]WR[2d]EV[Club evening]DT[2026-11-28]RE[W+R]PC[Utrecht]"
    "GN[Lesson game]C[A game with notes: \\] and \\\\ inside.]"
    "AB[cc][gc]AW[cg]PL[W]"
    ";W[ee]C[The centre.\nA second line.]TR[cc]CR[gc]SQ[cg]MA[ee]LB[dd:A][fd:b]"
    ";B[ge]C[Black answers.]"
    "(;W[gg]C[Main line.];B[eg]"
    "(;W[dg])"
    "(;W[fg]C[A nested side line.]TR[fg]))"
    "(;W[ce]C[The side line.]LB[ce:1]"
    ";AE[cc]AW[dc]C[Set up: a stone taken away, one added.]"
    ";B[ec]))"
)
EDITED = {
    "PB": "Anna de Vries",
    "BR": "2k",
    "EV": "Club [final] \\ round 2",
    "DT": "2026-11-29",
    "KM": 7.5,
    "RU": "Chinese",
}
OURS = {"AP", "GOTUIVARIANT"}
"""Root properties go-tui adds as the writer: the application and the game's variant."""


def props(node: Any) -> dict[str, object]:
    """Every property of a node as sgfmill reads it (its interpreted value)."""
    return {ident: node.get(ident) for ident in node.properties()}


def edited_record() -> str:
    """The record go-tui writes after the edits here."""
    session = session_from_record(load_sgf(RECORD))
    match = Match(session, autosave=None)
    edited = GameDetails(
        **(
            vars(details_of(session))
            | {
                "black": "Anna de Vries",
                "black_rank": "2k",
                "event": "Club [final] \\ round 2",
                "date": "2026-11-29",
                "komi": "7.5",
                "rules": "chinese",
            }
        )
    )
    assert match.edit_info(replace(edited))
    match.review(-4)  # the position after White's E5 (of five moves)
    match.play((6, 6))  # Black G3 there: a variation tried here
    session.hints_given[1] = (2, 2)  # a hint given after White's E5: C7
    return record_from_session(session)


def written() -> tuple[Any, Any]:
    """The file as sgfmill reads it, and the record go-tui writes after the edits here."""
    before = sgf.Sgf_game.from_string(RECORD).get_root()
    after = sgf.Sgf_game.from_string(edited_record()).get_root()
    return before, after


def test_the_root_keeps_every_property_with_the_edits() -> None:
    before, after = written()
    expected = props(before) | EDITED
    got = props(after)
    assert set(got) - set(expected) == OURS
    assert {ident: got[ident] for ident in expected} == expected
    assert after.get("AB") == {(6, 2), (6, 6)}
    assert after.get("AW") == {(2, 2)}
    assert after.get("PL") == "w"


def test_every_node_of_the_file_reads_back_unchanged() -> None:
    before, after = written()
    compared = 0
    todo = [(before, after)]
    while todo:
        old, new = todo.pop()
        if old is not before:
            expected = props(old)
            if old.get_move() == ("w", (4, 4)):
                expected["C"] = f"{expected['C']}\nHint: C7"  # the hint given here
            assert props(new) == expected, old.get_move()
            compared += 1
        old_children, new_children = list(old), list(new)
        assert [c.get_move() for c in new_children[: len(old_children)]] == [
            c.get_move() for c in old_children
        ]
        todo += zip(old_children, new_children, strict=False)
    assert compared == 9


def test_the_variation_tried_here_hangs_where_it_was_played() -> None:
    _, after = written()
    first = after[0]
    assert first.get_move() == ("w", (4, 4))
    g3 = (2, 6)  # sgfmill counts rows from the bottom
    assert [child.get_move() for child in first] == [("b", (4, 6)), ("b", g3)]
    tried = list(first)[1]
    assert props(tried) == {"B": g3}
    assert list(tried) == []


def test_a_record_go_tui_wrote_is_written_again_as_it_was() -> None:
    """Opened and saved again without an edit, go-tui's own record stays byte for byte."""
    text = edited_record()
    assert record_from_session(session_from_record(load_sgf(text))) == text
