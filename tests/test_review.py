"""The review of a game: what the reader proves is named, and the command line's words."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Color, Game, Point, from_vertex, to_sgf
from go_tui.engine.review import Budget, GameReview, Kind, Mistake, _rank, review
from go_tui.engine.tactics import Limits, read
from go_tui.i18n import set_language
from go_tui.review_words import finding_line

TINY = Budget(playouts=16, probe=4, narrow=8, measure=48, think=20, candidates=4)
"""Enough playouts to rank a lost group of three on 9x9; a test takes a few seconds."""


def vertices(*names: str) -> list[Point]:
    points = [from_vertex(name, 9) for name in names]
    assert all(p is not None for p in points)
    return [p for p in points if p is not None]


def left_in_atari() -> Game:
    """White ataris C5-D5-E5 with F5 (E4 saves them: the reader needs some 8,000
    positions for it), Black plays H8 elsewhere, and White takes them."""
    setup = dict.fromkeys(vertices("C5", "D5", "E5", "D3", "C3"), Color.BLACK)
    setup |= dict.fromkeys(vertices("C6", "D6", "E6", "B5", "C4", "D4", "F7"), Color.WHITE)
    game = Game(size=9, komi=6.5, setup=setup, first=Color.WHITE)
    for point in vertices("F5", "H8", "E4", "B2", "D2"):
        assert game.play(point)
    return game


@functools.cache
def atari_review() -> GameReview:
    """The review of :func:`left_in_atari`, made once for the tests that read it."""
    return review(left_in_atari(), TINY)


def finding(game: Game, number: int) -> Mistake:
    found = [f for f in review(game, TINY).findings if f.number == number]
    assert found, f"no finding for move {number}"
    return found[0]


def test_a_group_left_in_atari_is_named_with_its_stones_and_the_saving_move() -> None:
    mistake = next(f for f in atari_review().findings if f.number == 2)
    assert mistake.kind is Kind.LEFT
    assert mistake.color is Color.BLACK
    assert sorted(mistake.stones) == sorted(vertices("C5", "D5", "E5"))
    assert mistake.liberties == 1
    assert mistake.better == from_vertex("E4", 9)
    assert mistake.proven
    assert mistake.cost >= TINY.min_cost
    set_language("en")
    line = finding_line(mistake, 9)
    assert line.startswith("move 2 (Black H8): about ")
    assert line.endswith("left the three stones at E5 in atari; E4 saves them")


def test_a_self_atari_is_named() -> None:
    """Black B2-C2 have two liberties, A2 and B1: B1 joins them and leaves A2 alone,
    where White takes the three."""
    setup = dict.fromkeys(vertices("B2", "C2"), Color.BLACK)
    setup |= dict.fromkeys(vertices("A3", "B3", "C3", "D2", "C1", "A1"), Color.WHITE)
    game = Game(size=9, komi=6.5, setup=setup)
    for point in vertices("B1", "A2"):
        assert game.play(point)
    mistake = finding(game, 1)
    assert mistake.kind is Kind.SELF_ATARI
    assert sorted(mistake.stones) == sorted(vertices("B1", "B2", "C2"))
    assert mistake.answer == from_vertex("A2", 9)
    set_language("nl")
    assert "zelfatari: A2 slaat de drie stenen bij B1" in finding_line(mistake, 9)


@pytest.mark.slow  # two reviews and a full reading of every claim
def test_every_tactical_claim_is_one_the_reader_proves() -> None:
    """A quiet opening: no chain short of liberties, so nothing tactical is claimed; and
    whatever a game claims, the reader proves again."""
    game = Game(size=9, komi=6.5)
    for point in vertices("E5", "C3", "G7", "C7", "G3", "E3"):
        assert game.play(point)
    assert all(f.kind is Kind.COST for f in review(game, TINY).findings)
    played = left_in_atari()
    for found in review(played, TINY).findings:
        if found.kind in (Kind.LEFT, Kind.SELF_ATARI, Kind.CAUGHT):
            after = played.replayed(found.number).board
            verdict = read(after, found.stones[0], found.color.opponent, Limits(max_nodes=20_000))
            assert verdict.captured is True


@pytest.mark.slow  # reviews the game twice
def test_the_review_is_the_same_every_time_and_reports_its_progress_to_the_end() -> None:
    seen: list[tuple[int, int]] = []
    again = review(left_in_atari(), TINY, lambda done, total: seen.append((done, total)))
    assert again == atari_review()
    assert seen[-1][0] == seen[-1][1]
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


# ---- the command line -----------------------------------------------------------------


@pytest.fixture
def tiny(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("go_tui.engine.review.budget_for", lambda size: TINY)


def sgf_of(game: Game, root: str = "") -> str:
    moves = "".join(f";{m.color.letter}[{to_sgf(m.point, 9)}]" for m in game.moves)
    stones = "".join(f"A{color.letter}[{to_sgf(p, 9)}]" for p, color in game.setup.items())
    first = "PL[W]" if game.first is Color.WHITE else ""
    return f"(;GM[1]FF[4]SZ[9]KM[6.5]{root}{stones}{first}{moves})"


def run(lang: str, *arguments: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["--lang", lang, "review", *arguments], terminal_width=200)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.usefixtures("tiny")
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "move 2 (Black H8): about"),
        pytest.param(
            "nl",
            "zet 2 (Zwart H8): ongeveer",
            marks=pytest.mark.slow,  # a second whole review; the Dutch words are also read quick
        ),
    ],
)
def test_the_command_prints_the_mistakes_in_both_languages(
    tmp_path: Path, lang: str, line: str
) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(sgf_of(left_in_atari(), "RE[W+R]"), encoding="utf-8")
    code, out, _ = run(lang, str(path), "--top", "5")
    assert code == 0
    assert any(text.startswith(line) for text in out.splitlines())
    assert len(out.splitlines()) <= 5


@pytest.mark.usefixtures("tiny")
@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        (None, "cannot be read: there is no such file"),
        ("(;GM[1]SZ[9];B[ee", "cannot be read"),
        ("(;GM[1]FF[4]SZ[9:13];B[aa])", "cannot be read"),
        ("(;GM[1]FF[4]SZ[9]KM[6.5])", "the game has no moves to review"),
        ("(;GM[1]FF[4]SZ[9]AB[cc][gg]AW[ee])", "the game has no moves to review"),
        ("not a game at all", "cannot be read"),
    ],
)
def test_bad_input_is_refused_in_words(tmp_path: Path, text: str | None, complaint: str) -> None:
    path = tmp_path / "game.sgf"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    code, out, err = run("en", str(path))
    assert code == 1
    assert complaint in err
    assert "Traceback" not in out + err


@pytest.mark.usefixtures("tiny")
def test_a_folder_is_refused_in_dutch(tmp_path: Path) -> None:
    code, _, err = run("nl", str(tmp_path))
    assert code == 1
    assert "kan niet gelezen worden: het is een map, geen bestand" in err


@pytest.mark.slow  # reviews a game on the command line
@pytest.mark.usefixtures("tiny")
def test_variations_handicap_and_a_result_are_reviewed_along_the_main_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(
        "(;GM[1]FF[4]SZ[9]KM[0.5]HA[2]AB[cg][gc]RE[B+3.5]PL[W];W[ee];B[ec](;W[ce];B[gg])(;W[dd]))",
        encoding="utf-8",
    )
    code, out, err = run("en", str(path))
    assert code == 0, err
    assert "the main line is reviewed" in err
    assert out.strip()


def test_top_must_be_at_least_one(tmp_path: Path) -> None:
    code, _, err = run("en", str(tmp_path / "game.sgf"), "--top", "0")
    assert code == 2
    assert "--top" in err


@pytest.mark.slow  # a review of its own
def test_a_group_left_again_and_again_is_named_at_the_first_move_that_left_it() -> None:
    """White ataris C5-D5-E5, Black plays elsewhere three times while White plays elsewhere
    twice, then White takes them: the mistakes are Black's first move away and White's
    first move that did not take them."""
    setup = dict.fromkeys(vertices("C5", "D5", "E5", "D3", "C3"), Color.BLACK)
    setup |= dict.fromkeys(vertices("C6", "D6", "E6", "B5", "C4", "D4", "F7"), Color.WHITE)
    game = Game(size=9, komi=6.5, setup=setup, first=Color.WHITE)
    for point in vertices("F5", "H8", "B8", "G2", "A2", "J9", "E4"):
        assert game.play(point)
    findings = review(game, TINY).findings

    def numbers(kind: Kind) -> list[int]:
        return [f.number for f in findings if f.kind is kind and from_vertex("D5", 9) in f.stones]

    assert numbers(Kind.LEFT) == [2]  # not 4 and 6, where Black left them again
    assert numbers(Kind.MISSED_CAPTURE) == [3]  # not 5, where White missed them again


def test_a_proven_lost_group_is_measured_even_when_no_other_move_is() -> None:
    """The screen's playouts can rank a move that left a group as a gain; the reader's
    proof puts it among the moves measured all the same."""
    only_losses = Budget(
        playouts=16, probe=4, narrow=8, measure=48, think=20, candidates=0, losses=1
    )
    (found,) = review(left_in_atari(), only_losses).findings
    assert (found.number, found.kind) == (2, Kind.LEFT)


def test_a_proven_lost_group_ranks_above_an_unproven_cost() -> None:
    group = Mistake(9, Color.BLACK, (2, 2), 4.0, Kind.LEFT, tuple(vertices("C5", "D5", "E5")))
    single = Mistake(5, Color.BLACK, (3, 3), 5.0, Kind.LEFT, tuple(vertices("A1")))
    unproven = Mistake(7, Color.WHITE, (4, 4), 15.0, Kind.COST)
    assert sorted([unproven, single, group], key=_rank) == [group, unproven, single]
