"""Numbers from files, engines and dialogs: ASCII digits only, and no length can crash."""

from __future__ import annotations

import pytest

from go_tui.engine import CoordError, Rules, decimal_number, from_vertex, whole_number
from go_tui.formats.gtp_engine import GtpEngine
from go_tui.formats.sgf import load_sgf
from go_tui.formats.sgf_grammar import SgfError
from go_tui.problems.loader import load_data

HUGE = "1" + "0" * 5000
"""Longer than Python's int() reads from text (4,300 digits): it raised ValueError."""


@pytest.mark.parametrize(
    ("text", "value"),
    [("19", 19), ("007", 7), ("+3", 3), ("-2", -2), (" 5 ", 5), ("0", 0), ("000", 0)],
)
def test_whole_numbers_in_ascii_digits_are_read(text: str, value: int) -> None:
    assert whole_number(text) == value


ARABIC_19, FULLWIDTH_19 = "\u0661\u0669", "\uff11\uff19"


@pytest.mark.parametrize("text", ["²", ARABIC_19, FULLWIDTH_19, "1.5", "", "+", "1 2", "x1", "½"])
def test_anything_else_is_not_a_whole_number(text: str) -> None:
    assert whole_number(text) is None


def test_a_number_too_long_to_matter_is_out_of_every_range() -> None:
    assert whole_number(HUGE) == 10**18
    assert whole_number("-" + HUGE) == -(10**18)


@pytest.mark.parametrize(("text", "value"), [("6.5", 6.5), ("6,5", 6.5), ("-0.5", -0.5), ("7", 7)])
def test_decimals_take_a_point_or_a_comma(text: str, value: float) -> None:
    assert decimal_number(text) == value


@pytest.mark.parametrize("text", ["nan", "inf", "-inf", "\u0666.\u0665", "1e3", "6.5.5", "", HUGE])
def test_nan_infinity_and_foreign_digits_are_not_decimals(text: str) -> None:
    assert decimal_number(text) is None


@pytest.mark.parametrize("vertex", ["A\u0661", "A²", "D\uff14", "A" + HUGE])
def test_a_vertex_row_is_ascii_digits(vertex: str) -> None:
    with pytest.raises(CoordError):
        from_vertex(vertex, 19)


@pytest.mark.parametrize("size", ["²", "\u0661\u0669", HUGE, "19:" + HUGE])
def test_an_sgf_board_size_that_is_no_number_is_refused_in_words(size: str) -> None:
    with pytest.raises(SgfError, match="SZ"):
        load_sgf(f"(;FF[4]GM[1]SZ[{size}];B[aa])")


@pytest.mark.parametrize("handicap", ["²", "\u0661", HUGE, "-2"])
def test_an_sgf_handicap_that_is_no_number_is_ignored_with_a_warning(handicap: str) -> None:
    loaded = load_sgf(f"(;FF[4]GM[1]SZ[9]HA[{handicap}];B[aa])")
    assert loaded.game.handicap == 0
    assert any("HA[" in warning for warning in loaded.warnings)


@pytest.mark.parametrize("komi", ["nan", "inf", "\u0666.\u0665"])
def test_an_sgf_komi_that_is_no_number_gives_the_default(komi: str) -> None:
    loaded = load_sgf(f"(;FF[4]GM[1]SZ[9]KM[{komi}];B[aa])")
    assert loaded.game.komi == 0  # FF[4]: no komi given
    assert any("KM[" in warning for warning in loaded.warnings)


def test_a_problem_file_with_a_size_that_is_no_number_is_a_fault() -> None:
    collection = load_data("(;FF[4]GM[1]SZ[²]AB[aa];B[bb]C[RIGHT])", "odd")
    assert collection.problems == []
    assert "SZ[²] is not a board size" in str(collection.faults[0])


@pytest.fixture
def gtp() -> GtpEngine:
    return GtpEngine(Rules())


def test_gtp_takes_no_foreign_digits(gtp: GtpEngine) -> None:
    assert gtp.respond("boardsize \u0661\u0669") == "? boardsize not an integer\n\n"
    answer = gtp.respond("play b A\u0661")
    assert answer is not None
    assert answer.startswith("? ")
    assert gtp.game.move_number == 0


def test_gtp_refuses_huge_numbers_in_words(gtp: GtpEngine) -> None:
    assert gtp.respond(f"boardsize {HUGE}") == "? unacceptable size\n\n"
    assert gtp.respond(f"fixed_handicap {HUGE}") == "? invalid handicap\n\n"
    answer = gtp.respond(f"{HUGE} name")
    assert answer is not None
    assert answer.startswith("=" + HUGE + " ")
