"""Other projects' rules cases, asked of our GTP engine in-process.

The cases live in ``../shared/peer-tests/rules`` (sgfmill's board tests,
KataGo's liberty and capture grids, the GTP fixed-handicap table); they are read
from there, never copied, and these tests skip when the folder is absent.

Where our rules differ from the source's, the test says how the expected
answer maps onto ours: sgfmill allows suicide (we refuse the move and keep the
board), and sgfmill's setup drops chains left without liberties (an SGF setup
places what it says, so we keep them and report the position illegal).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from peer_support import PEER

from go_tui.engine import JAPANESE, Color, Scoring, from_vertex, to_sgf, to_vertex
from go_tui.engine.scoring import score
from go_tui.formats.gtp_engine import GtpEngine

RULES = PEER / "rules"

pytestmark = [
    pytest.mark.slow,  # a peer suite: thousands of cases from other projects
    pytest.mark.skipif(not RULES.is_dir(), reason="no ../shared/peer-tests here"),
]


def cases(name: str, prefix: str = "") -> list[Any]:
    """The file's records whose id starts with ``prefix``, each a param named by its id."""
    path = RULES / name
    if not path.is_file():
        return []
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [pytest.param(r, id=r["id"]) for r in records if r["id"].startswith(prefix)]


class Gtp:
    """Our GTP engine, in this process, on a fresh board."""

    def __init__(self, size: int) -> None:
        self.engine = GtpEngine(JAPANESE)
        self.size = size
        self.ok(f"boardsize {size}")

    def ask(self, command: str) -> str:
        response = self.engine.respond(command)
        assert response is not None, command
        assert response.endswith("\n\n"), (command, response)
        return response[:-2]

    def ok(self, command: str) -> str:
        response = self.ask(command)
        assert response.startswith("= "), (command, response)
        return response[2:]

    def stones(self, color: str) -> set[str]:
        return set(self.ok(f"list_stones {color}").split())

    def empty(self) -> list[str]:
        return [to_vertex(p, self.size) for p in self.engine.game.board.empty_points()]

    def setup(self, black: list[str], white: list[str]) -> None:
        """Place a legal position stone by stone: no stone of it can capture or be refused."""
        for color, vertices in (("black", black), ("white", white)):
            for vertex in vertices:
                self.ok(f"play {color} {vertex}")
        assert (self.stones("black"), self.stones("white")) == (set(black), set(white))

    def area_margin(self) -> float:
        """Black's area minus White's, every stone alive, no komi."""
        board = self.engine.game.board
        return score(board, frozenset(), 0.0, (0, 0), Scoring.AREA).margin


# ---- sgfmill ---------------------------------------------------------------------
@pytest.mark.parametrize("case", cases("sgfmill_board_cases.jsonl", "sgfmill-play-"))
def test_sgfmill_play(case: dict[str, Any]) -> None:
    gtp = Gtp(case["size"])
    moves: list[str] = case["moves_gtp"]
    expected = case["expected"]
    suicide = "self-capture" in case["id"]
    for command in moves[:-1] if suicide else moves:
        gtp.ok(command)
    if not suicide:
        assert gtp.stones("black") == set(expected["black"])
        assert gtp.stones("white") == set(expected["white"])
        assert gtp.area_margin() == expected["area_score_b_minus_w"]
    else:
        # sgfmill plays the suicide and lifts the suiciding chain; we refuse it and keep
        # the board, so ours is sgfmill's plus the stones that chain would have taken off.
        _, color, vertex = moves[-1].split()
        before = {c: gtp.stones(c) for c in ("black", "white")}
        assert gtp.ask(moves[-1]) == "? illegal move"
        assert {c: gtp.stones(c) for c in ("black", "white")} == before
        board = gtp.engine.game.board
        point = from_vertex(vertex, gtp.size)
        assert point is not None
        doomed = {
            to_vertex(stone, gtp.size)
            for n in board.neighbours(point)
            if board[n] is Color.parse(color)
            for stone in board.chain_at(n)[0]
        }
        other = "white" if color == "black" else "black"
        assert before[color] == set(expected[color]) | doomed
        assert before[other] == set(expected[other])
    ko = gtp.engine.game.board.ko_point
    assert (to_vertex(ko, gtp.size) if ko else None) == expected["ko_point"]
    if expected["ko_point"]:
        last = Color.parse(moves[-1].split()[1])
        assert gtp.ok(f"is_legal {last.opponent.name} {expected['ko_point']}") == "0"


@pytest.mark.parametrize("case", cases("sgfmill_board_cases.jsonl", "sgfmill-score-"))
def test_sgfmill_area_score(case: dict[str, Any]) -> None:
    gtp = Gtp(case["size"])
    gtp.setup(case["setup"]["black"], case["setup"]["white"])
    assert gtp.area_margin() == case["expected"]["area_score_b_minus_w"]


@pytest.mark.parametrize("case", cases("sgfmill_board_cases.jsonl", "sgfmill-setup-"))
def test_sgfmill_setup_through_loadsgf(case: dict[str, Any], tmp_path: Path) -> None:
    size, setup, expected = case["size"], case["setup_points"], case["expected"]
    props = "".join(
        ident + "".join(f"[{to_sgf(from_vertex(v, size), size)}]" for v in setup[ident])
        for ident in ("AB", "AW", "AE")
        if setup[ident]
    )
    path = tmp_path / "setup.sgf"
    path.write_text(f"(;GM[1]FF[4]SZ[{size}]{props})")
    gtp = Gtp(size)
    assert gtp.ok(f"loadsgf {path}") == "black"
    board = gtp.engine.game.board
    breathless = {
        to_vertex(stone, size) for _, stones, liberties in board.chains() if not liberties
        for stone in stones
    }  # fmt: skip
    assert (not breathless) == expected["position_legal"]
    assert gtp.stones("black") - breathless == set(expected["black"])
    assert gtp.stones("white") - breathless == set(expected["white"])


# ---- KataGo ------------------------------------------------------------------------
@pytest.mark.parametrize("case", cases("katago_board_grids.jsonl", "katago-liberties"))
def test_katago_countlib_of_every_stone(case: dict[str, Any]) -> None:
    gtp = Gtp(case["size"])
    gtp.setup(case["setup"]["black"], case["setup"]["white"])
    counted = {v: int(gtp.ok(f"countlib {v}")) for v in case["expected"]["countlib"]}
    assert counted == case["expected"]["countlib"]


@pytest.mark.parametrize("case", cases("katago_board_grids.jsonl", "katago-libs-after-"))
def test_katago_liberties_after_every_move(case: dict[str, Any]) -> None:
    gtp = Gtp(case["size"])
    gtp.setup(case["setup"]["black"], case["setup"]["white"])
    color = case["id"].split("-")[-2]
    found: dict[str, int] = {}
    for vertex in gtp.empty():
        if gtp.ok(f"is_legal {color} {vertex}") == "0":
            assert gtp.ask(f"play {color} {vertex}") == "? illegal move"
            found[vertex] = 0  # suicide: KataGo counts no liberties
            continue
        gtp.ok(f"play {color} {vertex}")
        found[vertex] = int(gtp.ok(f"countlib {vertex}"))
        gtp.ok("undo")
    assert found == case["expected"]["liberties_after_play"]
    assert {v for v, n in found.items() if n == 0} == set(case["expected"]["suicide_points"])


def capturing_moves(gtp: Gtp, color: str) -> dict[str, set[str]]:
    """For each legal empty point: the opponent stones a move there would take."""
    other = "white" if color == "black" else "black"
    taken: dict[str, set[str]] = {}
    for vertex in gtp.empty():
        before = gtp.stones(other)
        if gtp.ask(f"play {color} {vertex}").startswith("="):
            taken[vertex] = before - gtp.stones(other)
            gtp.ok("undo")
    return taken


@pytest.mark.parametrize("case", cases("katago_board_grids.jsonl", "katago-wouldBeCapture-"))
def test_katago_would_capture(case: dict[str, Any]) -> None:
    gtp = Gtp(case["size"])
    gtp.setup(case["setup"]["black"], case["setup"]["white"])
    color = case["id"].rsplit("-", 1)[1]
    taken = capturing_moves(gtp, color)
    assert {v for v, stones in taken.items() if stones} == set(case["expected"]["points"])


@pytest.mark.parametrize("case", cases("katago_board_grids.jsonl", "katago-wouldBeKoCapture-"))
def test_katago_would_ko_capture(case: dict[str, Any]) -> None:
    gtp = Gtp(case["size"])
    gtp.setup(case["setup"]["black"], case["setup"]["white"])
    color = case["id"].rsplit("-", 1)[1]
    other = "white" if color == "black" else "black"
    ko_captures = []
    for vertex, stones in capturing_moves(gtp, color).items():
        if len(stones) != 1:
            continue
        gtp.ok(f"play {color} {vertex}")
        (lost,) = stones
        ko = gtp.engine.game.board.ko_point
        if ko is not None:
            assert to_vertex(ko, gtp.size) == lost
            assert gtp.ok(f"is_legal {other} {lost}") == "0"  # the retake is banned
            ko_captures.append(vertex)
        gtp.ok("undo")
    assert set(ko_captures) == set(case["expected"]["points"])


# ---- the GTP handicap table ---------------------------------------------------------
@pytest.mark.parametrize("case", cases("handicap_cases.jsonl"))
def test_handicap(case: dict[str, Any]) -> None:
    gtp = Gtp(case["size"])
    *before, command = case["commands"]
    for line in before:
        gtp.ok(line)
    black_before = gtp.stones("black")
    response = gtp.ask(command)
    expected = case["expected"]
    if "vertices_as_set" in expected:
        assert response.startswith("= ")
        assert sorted(response[2:].split()) == sorted(expected["vertices_as_set"])
        assert gtp.stones("black") == set(expected["vertices_as_set"])
    elif expected["error"]:
        assert response.startswith("? ")
        assert expected.get("message_hint", "") in response
        assert gtp.stones("black") == black_before  # a refusal changes nothing
    else:
        assert response == "= "
        assert gtp.stones("black") == set(expected["black"])
