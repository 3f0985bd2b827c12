"""SGF reading and writing: round trips, policy, messages, charsets and limits."""

from __future__ import annotations

import random
import tracemalloc

import pytest
from game_support import play_vertices
from hypothesis import given, settings
from hypothesis import strategies as st

from go_tui import __version__
from go_tui.engine import CHINESE, JAPANESE, Color, Game, from_vertex, to_vertex
from go_tui.formats import sgf, sgf_grammar
from go_tui.formats.sgf import (
    GameInfo,
    Node,
    SgfError,
    SgfGame,
    dump_sgf,
    escape_text,
    load_collection,
    load_sgf,
    move_value,
    point_list_value,
    simple_text_value,
    text_value,
)
from go_tui.formats.sgf_grammar import parse_collection, serialise
from go_tui.play.session_sgf import record_from_session, session_from_record

B, W = Color.BLACK, Color.WHITE


def moves(loaded: SgfGame) -> list[str]:
    size = loaded.game.size
    return [f"{m.color.letter} {to_vertex(m.point, size)}" for m in loaded.game.record]


def stones(loaded: SgfGame, color: Color) -> list[str]:
    size = loaded.game.size
    return sorted(to_vertex(p, size) for p, c in loaded.game.setup.items() if c is color)


def comments(root: Node) -> list[str]:
    """Every comment in the tree, depth first, main line first."""
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        found += [text_value(v) for v in node.props.get("C", [])]
        stack += reversed(node.children)
    return found


def shape(root: Node) -> list[object]:
    """The tree as nested lists of child counts (small trees only)."""
    return [shape(child) for child in root.children]


# ---- round trips ------------------------------------------------------------


def test_a_game_round_trips_with_setup_komi_info_and_redo_moves() -> None:
    game = Game(9, komi=5.5, setup={(0, 0): W, (8, 8): B}, rules=CHINESE, free_order=True)
    play_vertices(game, "E5", "C3", "pass", "G7", "D4")
    game.undo()
    game.undo()  # two moves now lie beyond the cursor: they are written too
    info = GameInfo(black="Honinbo ]Shusaku[", white="Gen\\nan", result="B+R", date="1846")
    info.extra["GC"] = ["an ear\\-reddening move"]
    loaded = load_sgf(dump_sgf(game, info))
    assert [(m.color, m.point) for m in loaded.game.record] == [
        (m.color, m.point) for m in game.record
    ]
    assert loaded.game.setup == game.setup
    assert loaded.game.komi == 5.5
    assert loaded.game.rules == CHINESE
    assert loaded.info == GameInfo(
        black="Honinbo ]Shusaku[",
        white="Gen\\nan",
        result="B+R",
        date="1846",
        rules="Chinese",
        extra={"GC": ["an ear\\-reddening move"]},
    )
    assert loaded.warnings == []


def test_fixed_handicap_round_trips_with_white_to_play() -> None:
    game = Game(19, komi=0.5, handicap=4)
    assert game.play(from_vertex("R14", 19))  # White moves first after handicap
    text = dump_sgf(game)
    assert "HA[4]" in text
    assert "PL" not in text
    loaded = load_sgf(text)
    assert loaded.game.handicap == 4
    assert loaded.game.first is W
    assert loaded.game.setup == game.setup
    assert moves(loaded) == ["W R14"]


def test_free_handicap_is_setup_and_its_count_is_kept() -> None:
    loaded = load_sgf("(;SZ[19]HA[2]KM[0.5]AB[cc][qq];W[dd])")
    assert loaded.game.handicap == 2  # a count only: the stones stand where AB put them
    assert loaded.info.handicap == 2
    assert loaded.game.first is W
    assert stones(loaded, B) == ["C17", "R3"]
    assert "HA[2]" in dump_sgf(loaded.game, loaded.info)


def test_a_main_line_cut_short_on_load_is_written_back_as_it_was() -> None:
    text = "(;SZ[9];B[ee];W[cc];AE[ee]C[dead];B[gg]W[gc])"
    loaded = load_sgf(text)
    assert moves(loaded) == ["B E5", "W C7"]
    written = dump_sgf(loaded.game, loaded.info, loaded.tree)
    assert "(;)" not in written
    again = load_sgf(written)
    line = [node.props for node in again.tree.main_line()][1:]
    assert line == [
        {"B": ["ee"]},
        {"W": ["cc"]},
        {"AE": ["ee"], "C": ["dead"]},
        {"B": ["gg"], "W": ["gc"]},
    ]
    assert moves(again) == moves(loaded)
    assert loaded.game.play(from_vertex("G3", 9))  # played on: the old line is a variation
    branched = load_sgf(dump_sgf(loaded.game, loaded.info, loaded.tree))
    assert moves(branched) == ["B E5", "W C7", "B G3"]
    assert branched.tree.children[0].children[0].children[1].props == {"AE": ["ee"], "C": ["dead"]}


@pytest.mark.parametrize("handicap", [1, 3])
def test_a_handicap_without_stones_is_kept_as_given(handicap: int) -> None:
    text = f"(;SZ[9]HA[{handicap}]KM[0.5];B[ee];W[cc])"
    loaded = load_sgf(text)
    assert loaded.info.handicap == handicap
    assert loaded.game.first is B  # no stones set up: Black starts
    written = dump_sgf(loaded.game, loaded.info, loaded.tree)
    assert f"HA[{handicap}]" in written
    assert "PL" not in written
    again = load_sgf(written)
    assert again.info.handicap == handicap
    assert moves(again) == ["B E5", "W C7"]
    session = session_from_record(load_sgf(text))  # as the app opens and saves a file
    assert f"HA[{handicap}]" in record_from_session(session)


@settings(max_examples=40, deadline=None)
@given(
    size=st.sampled_from([5, 9, 13, 19]),
    rng=st.randoms(use_true_random=False),
    length=st.integers(0, 60),
)
def test_random_games_round_trip(size: int, rng: random.Random, length: int) -> None:
    game = Game(size, komi=6.5, free_order=True)
    for _ in range(length):
        if game.is_over:
            break
        game.play(rng.choice([*game.board.empty_points(), None]), rng.choice([B, W]))
    loaded = load_sgf(dump_sgf(game))
    assert [(m.color, m.point, m.captured) for m in loaded.game.record] == [
        (m.color, m.point, m.captured) for m in game.record
    ]
    assert loaded.game.board.rows() == game.board.rows()


VARIATIONS = """(;GM[1]FF[4]SZ[9]KM[7]C[Root comment]AP[Editor:1.0]
;B[ee]C[the centre]LB[ee:A]
(;W[cc]C[main line \\] with escapes\\\\]
;B[gg]C[soft \\
break]
(;W[gc])
(;W[cg]C[another]))
(;W[gg]C[a side branch]
;B[cc]))"""


def test_variations_and_comments_round_trip_exactly() -> None:
    loaded = load_sgf(VARIATIONS)
    assert moves(loaded) == ["B E5", "W C7", "B G3", "W G7"]
    text = dump_sgf(loaded.game, loaded.info, loaded.tree)
    again = load_sgf(text)
    assert moves(again) == moves(loaded)
    assert shape(again.tree) == shape(loaded.tree)
    assert (
        comments(again.tree)
        == comments(loaded.tree)
        == [
            "Root comment",
            "the centre",
            "main line ] with escapes\\",
            "soft break",
            "another",
            "a side branch",
        ]
    )
    assert again.info.extra == {"C": ["Root comment"], "AP": ["Editor:1.0"]}
    assert dump_sgf(again.game, again.info, again.tree) == text  # stable from then on


def test_a_new_move_after_undo_keeps_the_old_line_as_a_variation() -> None:
    loaded = load_sgf(VARIATIONS)
    game = loaded.game
    game.undo()
    game.undo()
    assert game.play(from_vertex("D6", 9))
    again = load_sgf(dump_sgf(game, loaded.info, loaded.tree))
    assert moves(again) == ["B E5", "W C7", "B D6"]
    after_c7 = again.tree.children[0].children[0]
    assert [text_value(n.props["B"][0]) for n in after_c7.children] == ["dd", "gg"]
    assert "another" in comments(again.tree)


def test_moves_added_at_the_end_follow_the_kept_nodes() -> None:
    loaded = load_sgf("(;SZ[9];B[ee]C[first](;W[cc])(;W[gg]C[other]))")
    assert loaded.game.play(from_vertex("G3", 9), B)
    again = load_sgf(dump_sgf(loaded.game, loaded.info, loaded.tree))
    assert moves(again) == ["B E5", "W C7", "B G3"]
    assert comments(again.tree) == ["first", "other"]


def test_setup_written_in_the_root_once() -> None:
    loaded = load_sgf("(;GM[1]SZ[9];AB[aa][bb]C[problem];B[cc])")
    assert stones(loaded, B) == ["A9", "B8"]
    text = dump_sgf(loaded.game, loaded.info, loaded.tree)
    assert text.count("AB") == 1
    again = load_sgf(text)
    assert stones(again, B) == ["A9", "B8"]
    assert moves(again) == ["B C7"]
    assert comments(again.tree) == ["problem"]


def test_a_tree_without_moves_keeps_its_branches_off_the_main_line() -> None:
    loaded = load_sgf("(;SZ[9]AB[aa](;C[look])(;B[bb]))")
    game = Game(9, setup={(0, 0): B})  # no moves: the branch must not become the main line
    again = load_sgf(dump_sgf(game, loaded.info, loaded.tree))
    assert moves(again) == []
    assert comments(again.tree) == ["look"]
    assert again.tree.children[1].props == {"B": ["bb"]}


def test_dump_without_a_tree_writes_the_header_and_passes_as_empty() -> None:
    game = Game(9, komi=6.5)
    game.play((4, 4))
    game.pass_turn()
    text = dump_sgf(game)
    header = f"(;FF[4]GM[1]CA[UTF-8]AP[go-tui:{__version__}]SZ[9]KM[6.5]RU[Japanese]"
    assert text == header + ";B[ee];W[])\n"


# ---- reading: moves, setup, properties --------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(;SZ[19];B[pd];W[];B[tt])", ["B Q16", "W pass", "B pass"]),
        ("(;SZ[9];B[tt])", ["B pass"]),
        ("(;SZ[21];B[tt])", ["B U2"]),
        ("(;B[ss])", ["B T1"]),  # no SZ: 19
        ("(;SZ[9];B[ee];B[cc])", ["B E5", "B C7"]),  # the same colour twice
        ("(;SZ[9]B[ee];W[cc])", ["B E5", "W C7"]),  # a move in the root
        ("(;FF[3]GaMe[1]SiZe[9];Black[ee];White[cc])", ["B E5", "W C7"]),
        ("\r\n(\r\n;\r\nFF [4]\r\nSZ[9]\r\n;\r\nB [ee]\r\n)\r\n", ["B E5"]),
        ("junk before (;SZ[9];B[ee]) and after", ["B E5"]),
        ("(;SZ[9];B[ee];W[ee]PL[B];B[dd];W[ee])", None),
    ],
)
def test_main_line_moves(text: str, expected: list[str] | None) -> None:
    if expected is None:
        with pytest.raises(SgfError, match=r"move 2 \(W E5\) is illegal: occupied"):
            load_sgf(text)
    else:
        assert moves(load_sgf(text)) == expected


def test_play_goes_on_after_two_passes() -> None:
    loaded = load_sgf("(;SZ[9];B[ee];W[];B[];W[cc];B[])")
    assert moves(loaded) == ["B E5", "W pass", "B pass", "W C7", "B pass"]
    assert not loaded.game.is_over
    assert loaded.game.pass_turn()
    assert loaded.game.is_over


def test_a_move_in_the_root_gets_a_node_of_its_own() -> None:
    loaded = load_sgf("(;SZ[9]C[root]B[ee]BM[1];W[cc])")
    assert loaded.tree.props == {"SZ": ["9"], "C": ["root"]}
    assert loaded.tree.children[0].props == {"B": ["ee"], "BM": ["1"]}


def test_compressed_point_lists_either_way_round() -> None:
    assert point_list_value(["aa:bc"], 9) == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
    assert point_list_value(["bc:aa"], 9) == point_list_value(["aa:bc"], 9)
    assert point_list_value(["", "ee"], 9) == [(4, 4)]
    loaded = load_sgf("(;SZ[9]AB[aa:cc]AW[ee]AE[bb])")
    assert stones(loaded, B) == ["A7", "A8", "A9", "B7", "B9", "C7", "C8", "C9"]
    assert stones(loaded, W) == ["E5"]


@pytest.mark.parametrize("raw", ["tt", "aa:tt", "jj", "EE", "a", "aa:bb:cc", " bc"])
def test_bad_points_are_refused(raw: str) -> None:
    with pytest.raises(ValueError, match="is not a point on a 9x9 board"):
        point_list_value([raw], 9)


def test_move_values() -> None:
    assert move_value("", 19) is None
    assert move_value("tt", 19) is None
    assert move_value("tt", 20) == (19, 19)
    with pytest.raises(ValueError, match=r"\[zz\] is not a point on a 19x19 board"):
        move_value("zz", 19)


def test_setup_before_the_first_move_is_the_start_position() -> None:
    loaded = load_sgf("(;SZ[9]AB[aa][bb];AE[aa]AW[cc]PL[W];C[hello];W[dd])")
    assert stones(loaded, B) == ["B8"]
    assert stones(loaded, W) == ["C7"]
    assert loaded.game.first is W
    assert moves(loaded) == ["W D6"]


@pytest.mark.parametrize(
    ("text", "warning", "loaded_moves"),
    [
        (
            "(;SZ[9];B[ee];W[cc]\n;AE[ee];B[dd])",
            "line 2, column 1: node 3 sets up stones (AE) after move 2; the game is loaded up"
            " to move 2 and the rest is kept only in the tree",
            ["B E5", "W C7"],
        ),
        (
            "(;SZ[9];B[ee];B[tt]W[tt])",
            "line 1, column 14: node 2 holds both a black and a white move; the game is loaded"
            " up to move 1 and the rest is kept only in the tree",
            ["B E5"],
        ),
    ],
)
def test_what_a_game_cannot_hold_ends_the_main_line_with_a_warning(
    text: str, warning: str, loaded_moves: list[str]
) -> None:
    loaded = load_sgf(text)
    assert loaded.warnings == [warning]
    assert moves(loaded) == loaded_moves
    assert len(list(loaded.tree.main_line())) == text.count(";")  # the tree keeps it all


@pytest.mark.parametrize(
    ("props", "first"),
    [
        ("", B),
        ("PL[W]", W),
        ("PL[white]", W),
        ("HA[2]AB[dd][pp]", W),
        ("HA[2]", B),  # a handicap with no stones set up: Black starts
        ("HA[2]AB[dd][pp]PL[B]", B),
        ("PL[2]", W),  # FF[3] writers number the colours
        ("PL[1];PL[2]", W),
    ],
)
def test_who_moves_first(props: str, first: Color) -> None:
    loaded = load_sgf(f"(;SZ[19]{props})")
    assert loaded.game.first is first
    assert loaded.to_move is first


@pytest.mark.parametrize(
    ("nodes", "to_move"),
    [
        (";B[aa];W[bb]", B),
        (";B[aa];W[bb]PL[W]", W),  # a PL after the last move says who plays next
        (";B[aa];W[bb];PL[W]", W),
        (";B[aa];PL[B]W[bb]", B),  # before the move in its node: the move decides
        (";B[aa]PL[B];W[bb]", B),  # earlier in the game: later moves decide
    ],
)
def test_who_moves_after_the_main_line(nodes: str, to_move: Color) -> None:
    assert load_sgf(f"(;SZ[9]{nodes})").to_move is to_move


def test_komi_rules_and_info() -> None:
    loaded = load_sgf("(;KM[6,5]RU[AGA]PB[Lee\nSedol]PW[Gu Li][x]RE[W+R]DT[2014]EV[Jubango]GN[1])")
    assert loaded.game.komi == 6.5
    assert loaded.game.rules == CHINESE
    assert loaded.info.rules == "AGA"
    assert (loaded.info.black, loaded.info.white) == ("Lee Sedol", "Gu Li")
    assert (loaded.info.result, loaded.info.date, loaded.info.event) == ("W+R", "2014", "Jubango")
    assert loaded.info.name == "1"
    assert loaded.warnings == ["PW has 2 values; the first is used"]
    assert "RU[AGA]" in dump_sgf(loaded.game, loaded.info)
    assert load_sgf("(;SZ[9])").game.komi == 0.0


@pytest.mark.parametrize(
    ("props", "warning"),
    [
        ("KM[six]", "KM[six] is not a number; komi 0 used"),
        ("KM[nan]", "KM[nan] is not a number; komi 0 used"),
        ("HA[two]", "HA[two] is not a number of stones; ignored"),
        ("RU[GOE]", "unknown rules RU[GOE]; Japanese rules are used"),
        ("PL[X]", "PL[X] is not a colour; ignored"),
    ],
)
def test_odd_values_warn(props: str, warning: str) -> None:
    loaded = load_sgf(f"(;{props})")
    assert loaded.warnings == [warning]
    assert loaded.game.rules == JAPANESE


def test_unknown_rules_are_written_back_as_they_were() -> None:
    loaded = load_sgf("(;RU[GOE])")
    assert "RU[GOE]" in dump_sgf(loaded.game, loaded.info)


def test_text_values() -> None:
    assert text_value("a \\] b \\\\ c") == "a ] b \\ c"
    assert text_value("soft\\\nbreak\\\r\nhere") == "softbreakhere"
    assert text_value("two\r\nlines\ttab") == "two\nlines tab"
    assert text_value("\u3000ideographic space kept") == "\u3000ideographic space kept"
    assert simple_text_value("two\nlines") == "two lines"
    for text in ["plain", "a ] b", "back\\slash\\", "\\]"]:
        assert text_value(escape_text(text)) == text


def test_collections() -> None:
    data = "(;SZ[9];B[ee])\n(;SZ[13];W[gg])(;SZ[19])"
    loaded = load_sgf(data)
    assert loaded.warnings == ["file holds 3 games; the first is loaded"]
    games = load_collection(data)
    assert [g.game.size for g in games] == [9, 13, 19]
    assert [moves(g) for g in games] == [["B E5"], ["W G7"], []]
    assert all(g.warnings == [] for g in games)


# ---- refusals and their messages ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "no SGF data found: a game tree starts with '(;'"),
        ("(B[aa])", "no SGF data found: a game tree starts with '(;'"),
        ("(;B[aa]", "line 1, column 8: unexpected end of data: 1 unclosed '('"),
        ("(;C[x]\n(;B[aa]\n", "line 3, column 1: unexpected end of data: 2 unclosed '('"),
        ("(;C[x]\n  PB[never closed)", "line 2, column 5: unterminated property value"),
        ("(;B)", "line 1, column 3: property B has no value"),
        ("(;B;W[aa])", "line 1, column 3: property B has no value"),
        ("(;[aa])", "line 1, column 3: property value without a name"),
        ("(;+B[aa])", "line 1, column 3: unexpected character '+'"),
        ("(;ab[cd])", "line 1, column 3: property name 'ab' has no capital letter"),
        ("(;B[aa];())", "line 1, column 10: empty game tree or variation '()'"),
        ("(;B[aa]((;W[bb])))", "line 1, column 9: variation before any node"),
        ("(;B[aa](;W[bb]);B[cc])", "line 1, column 16: node after variations"),
        ("(;B[aa];(W[bb]))", "line 1, column 10: property outside a node"),
        ("(;SZ[9:13])", "line 1, column 2: SZ[9:13]: only square boards are supported"),
        ("(;SZ[1])", "line 1, column 2: SZ[1]: board size must be 2 to 25"),
        ("(;SZ[26])", "line 1, column 2: SZ[26]: board size must be 2 to 25"),
        ("(;SZ[big])", "line 1, column 2: SZ[big] is not a board size"),
        ("(;GM[2])", "line 1, column 2: GM[2] is not a Go record (Go is GM[1])"),
        ("(;SZ[9]\n;B[jj])", "line 2, column 1: B[jj] is not a point on a 9x9 board"),
        ("(;SZ[9];B[aa][bb])", "line 1, column 8: B has 2 values; a move has one"),
        ("(;SZ[9]AB[aa:zz])", "line 1, column 2: AB[aa:zz] is not a point on a 9x9 board"),
        (
            "(;SZ[9]AB[ba][ab];W[aa])",
            "line 1, column 18: move 1 (W A9) is illegal: suicide",
        ),
        (
            "(;SZ[9]\n;B[ee];W[ee])",
            "line 2, column 7: move 2 (W E5) is illegal: occupied",
        ),
        (
            "(;SZ[5]AB[ba][cb][bc]AW[ca][db][cc];B[ab];W[bb];B[cb])",
            "line 1, column 48: move 3 (B C4) is illegal: ko",
        ),
    ],
)
def test_refusals_say_what_and_where(text: str, message: str) -> None:
    with pytest.raises(SgfError) as caught:
        load_sgf(text)
    assert str(caught.value).startswith(message)


SGF_PIECES = ["(;", "(", ")", ";", "[", "]", "\\", ":", " ", "\n", "B", "W", "AB", "AE", "C"]
SGF_PIECES += ["SZ[5]", "CA[", "PL", "aa", "bb", "tt", "ee", "GaMe", "é", "HA[2]", "KM[x]"]


@settings(max_examples=300, deadline=None)
@given(
    pieces=st.lists(st.sampled_from(SGF_PIECES), max_size=40),
    as_bytes=st.booleans(),
)
def test_anything_loads_or_is_refused_cleanly(pieces: list[str], as_bytes: bool) -> None:
    text = "(;" + "".join(pieces)
    try:
        loaded = load_collection(text.encode() if as_bytes else text)
    except SgfError:
        return
    for one in loaded:  # and what loads, writes back to the same game
        again = load_sgf(dump_sgf(one.game, one.info, one.tree))
        assert [(m.color, m.point) for m in again.game.record] == [
            (m.color, m.point) for m in one.game.record
        ]
        assert again.game.setup == one.game.setup


def test_error_positions_are_attributes() -> None:
    with pytest.raises(SgfError) as caught:
        load_sgf("(;SZ[9]\n\n   ;B[jj])")
    assert (caught.value.line, caught.value.column) == (3, 4)
    assert isinstance(caught.value, ValueError)


def test_a_damaged_later_game_is_an_error() -> None:
    with pytest.raises(SgfError, match="line 1, column 24: unterminated property value"):
        load_sgf("(;SZ[9];B[ee])(;SZ[9];W[")


# ---- charsets ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "black", "warnings"),
    [
        ("(;PB[本因坊秀策])".encode(), "本因坊秀策", []),
        (b"\xef\xbb\xbf(;CA[ISO-8859-1]PB[\xc3\xa9])", "é", []),  # a BOM beats CA
        (b"(;CA[ISO-8859-1]PB[Fran\xe7ois])", "François", []),
        (b"(;CA[latin-1]PB[Fran\xe7ois])", "François", []),
        ("(;CA[GB2312]PB[古力])".encode("gb2312"), "古力", []),
        ("(;CA[GB2312]PB[镕])".encode("gbk"), "镕", []),  # GBK, beyond GB2312
        ("(;CA[Shift_JIS]PB[表ソ])".encode("shift_jis"), "表ソ", []),  # 2nd bytes 0x5C
        ("(;CA[EUC-KR]PB[이세돌])".encode("euc-kr"), "이세돌", []),
        (
            b"(;PB[\xff\xfe])",
            "\xff\xfe",
            ["the file is not valid UTF-8; read as ISO-8859-1 (SGF's old default)"],
        ),
        (
            b"(;CA[UTF-8]PB[a\xffb])",
            "a\ufffdb",
            ["some bytes are not valid UTF-8; they show as \ufffd"],
        ),
        (
            b"(;CA[klingon]PB[abc])",
            "abc",
            ["unknown charset CA[klingon]; read as UTF-8"],
        ),
        (b"(;CA[base64]PB[abc])", "abc", ["unknown charset CA[base64]; read as UTF-8"]),
        (  # a codec that cannot replace bad bytes is as good as unknown
            b"(;CA[idna]PB[\xe9])",
            "\xe9",
            [
                "unknown charset CA[idna]; read as UTF-8",
                "the file is not valid UTF-8; read as ISO-8859-1 (SGF's old default)",
            ],
        ),
        ("\ufeff(;CA[GB2312]PB[é])", "é", []),  # str input: already text
    ],
)
def test_charsets(data: bytes | str, black: str, warnings: list[str]) -> None:
    loaded = load_sgf(data)
    assert loaded.info.black == black
    assert loaded.warnings == warnings


def test_dump_is_text_for_utf_8() -> None:
    game = Game(9)
    text = dump_sgf(game, GameInfo(black="本因坊秀策"))
    assert "CA[UTF-8]" in text
    assert load_sgf(text.encode("utf-8")).info.black == "本因坊秀策"


# ---- limits -----------------------------------------------------------------


def test_input_size_limit() -> None:
    with pytest.raises(SgfError, match="the limit is 50 MB"):
        load_sgf(b" " * (sgf.MAX_INPUT_BYTES + 1))


def test_node_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sgf_grammar, "MAX_NODES", 10)
    load_sgf("(;" + ";B[]" * 9 + ")")
    with pytest.raises(SgfError, match=r"line 1, column 39: too many nodes \(the limit is 10\)"):
        load_sgf("(;" + ";B[]" * 10 + ")")
    with pytest.raises(SgfError, match="too many nodes"):  # the limit is for the whole text
        load_collection("(;;;;;)" * 3)


def test_value_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sgf_grammar, "MAX_VALUES", 4)
    load_sgf("(;SZ[9]C[a][b];B[])")
    with pytest.raises(SgfError, match=r"column 21: too many property values \(the limit is 4\)"):
        load_sgf("(;SZ[9]C[a][b];B[];W[])")
    with pytest.raises(SgfError, match="too many property values"):  # for the whole text
        load_collection("(;C[a][b])(;C[c][d])(;C[e])")


def test_listed_points_limit_counts_what_rectangles_cover(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sgf_grammar, "MAX_LISTED_POINTS", 100)
    assert len(load_sgf("(;SZ[19]AB[aa:ii][jj]TR[aa:aj])").game.setup) == 82  # 81 + 1 + 10
    load_sgf("(;SZ[19]LB[aa:ss]AR[aa:ss]C[aa:ss])")  # not point lists
    with pytest.raises(SgfError, match=r"column 20: too many points in point lists such as AB"):
        load_sgf("(;SZ[19]AB[aa:ii]AW[jj:ss])")  # 81 + 100
    load_collection("(;SZ[19]AE[aa:gg])(;SZ[19]MA[ss:mm][aa][bb])")  # 49 + 51
    with pytest.raises(SgfError, match=r"too many points .* \(the limit is 100\)"):
        load_collection("(;SZ[19]AE[aa:gg])(;SZ[19]MA[ss:mm][aa][bb][cc])")  # for the whole text


def loaded_with_peak(text: str) -> tuple[SgfGame, int]:
    """The loaded file, and the most memory loading it held at once (bytes)."""
    tracemalloc.start()
    try:
        loaded = load_sgf(text)
        return loaded, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_repeated_rectangles_expand_once_and_stay_small() -> None:
    assert len(point_list_value(["aa:ss", "ss:aa", "jj"] * 1000, 19)) == 361
    text = "(;SZ[19]AB" + "[aa:ss]" * 1000 + ")"  # 361,000 points listed, 7 KB
    loaded, peak = loaded_with_peak(text)
    assert len(loaded.game.setup) == 361
    assert peak < 2_000_000, f"{peak:,} bytes at the peak"  # it was 23 MB
    with pytest.raises(SgfError, match=r"too many points in point lists such as AB"):
        load_sgf("(;SZ[19]AB" + "[aa:ss]" * 10_000 + ")")  # 70 KB: it was 444 MB


def test_escaped_brackets_take_memory_near_their_size() -> None:
    text = "(;C[" + "\\]" * 500_000 + "])"
    loaded, peak = loaded_with_peak(text)
    assert loaded.info.extra["C"] == ["\\]" * 500_000]
    assert peak < 4 * len(text), f"{peak:,} bytes at the peak for {len(text):,}"  # it was 38 MB
    assert text_value(loaded.info.extra["C"][0]) == "]" * 500_000


def test_move_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sgf, "MAX_MOVES", 3)
    assert len(load_sgf("(;B[];W[];B[])").game.record) == 3
    with pytest.raises(SgfError, match="line 1, column 14: more than 3 moves in the main line"):
        load_sgf("(;B[];W[];B[];W[])")


def test_deep_nesting_needs_no_recursion() -> None:
    depth = 20_000
    text = "(;SZ[9]" + "(;C[x]" * depth + ")" * depth + ")"
    loaded = load_sgf(text)
    assert len(list(loaded.tree.main_line())) == depth + 1
    written = serialise(parse_collection(text))
    assert written.count(";") == depth + 1
    again = load_sgf(dump_sgf(loaded.game, loaded.info, loaded.tree))
    assert len(list(again.tree.main_line())) == depth + 1


def test_wide_trees_and_long_comments() -> None:
    wide = "(;SZ[19]" + "(;B[dd])" * 10_000 + ")"
    loaded = load_sgf(wide)
    assert len(loaded.tree.children) == 10_000
    assert dump_sgf(loaded.game, loaded.info, loaded.tree).count("(;B[dd])") == 10_000
    comment = "abcdefgh]\\" * 1_000_000  # 10 MB, 2 million escapes
    big = load_sgf(dump_sgf(Game(9), GameInfo(extra={"C": [escape_text(comment)]})))
    assert text_value(big.info.extra["C"][0]) == comment


def test_a_long_main_line_loads_whole() -> None:
    rows = "abcdefghijklmnopqrs"
    # 342 black stones (the last column stays empty, so no capture), then passes.
    body = "".join(f";B[{c}{r}]" for r in rows for c in rows[: len(rows) - 1])
    text = "(;SZ[19]" + body + ";W[];B[]" * ((100_000 - len(rows) * 18) // 2) + ")"
    loaded = load_sgf(text)
    assert len(loaded.game.record) == 100_000


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-8-sig"])
def test_a_record_with_a_byte_order_mark_is_read_in_its_encoding(codec: str) -> None:
    text = "(;FF[4]GM[1]SZ[9]PB[Zoë]PW[李];B[ee])"
    data = text.encode(codec)
    if not data.startswith((b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf")):
        data = ("\ufeff" + text).encode(codec)  # the -le/-be codecs write no mark themselves
    loaded = load_sgf(data)
    assert loaded.info.black == "Zoë"
    assert loaded.info.white == "李"
    assert len(loaded.game.moves) == 1


def test_a_comment_marked_on_a_move_is_added_to_the_files_own() -> None:
    """``marks`` set properties, but a comment (C) joins the node's own comment, each line
    once: a loaded file's comment is its author's and stays."""
    loaded = load_sgf("(;SZ[9]C[Root];B[ee]C[Tesuji!];W[cc])")
    marks = {0: {"C": ["Note"]}, 1: {"C": ["Tesuji!\nNote"], "BL": ["30"]}, 2: {"C": ["New"]}}
    text = dump_sgf(loaded.game, loaded.info, loaded.tree, marks)
    nodes = list(load_sgf(text).tree.main_line())  # type: ignore[union-attr]
    assert [node.props.get("C") for node in nodes] == [["Root\nNote"], ["Tesuji!\nNote"], ["New"]]
    assert nodes[1].props["BL"] == ["30"]
