"""SGF errors carry a key and values, so the UI words them in Dutch as well as English."""

from __future__ import annotations

import pytest

from go_tui import i18n
from go_tui.formats import sgf, sgf_grammar
from go_tui.formats.sgf import SgfError, load_sgf
from go_tui.ui.text import sgf_error_words, sgf_warning_words

BROKEN = [
    ("no_data", "hello"),
    ("value_without_name", "(;[aa])"),
    ("no_value", "(;B;W[aa])"),
    ("node_after_variations", "(;B[aa](;W[bb]);B[cc])"),
    ("variation_before_node", "(;B[aa]((;W[bb])))"),
    ("empty_tree", "(;B[aa]())"),
    ("unexpected_end", "(;B[aa]"),
    ("unterminated_value", "(;C[abc"),
    ("unexpected_character", "(;B[aa]%)"),
    ("property_outside_node", "(;B[aa](W[bb]))"),
    ("no_capital", "(;foo[aa])"),
    ("not_go", "(;GM[2])"),
    ("size_not_number", "(;SZ[abc])"),
    ("size_not_square", "(;SZ[9:13])"),
    ("size_out_of_range", "(;SZ[50])"),
    ("not_a_point", "(;SZ[9];B[zz])"),
    ("move_values", "(;SZ[9];B[aa][bb])"),
    ("illegal_move", "(;SZ[9];B[ee];W[ee])"),
]
LIMITED = [
    ("too_many_nodes", sgf_grammar, "MAX_NODES", 2, "(;;;)"),
    ("too_many_values", sgf_grammar, "MAX_VALUES", 2, "(;C[a][b][c])"),
    ("too_many_points", sgf_grammar, "MAX_LISTED_POINTS", 3, "(;AB[aa:bb])"),
    ("too_many_moves", sgf, "MAX_MOVES", 1, "(;B[aa];W[bb])"),
    ("too_large", sgf, "MAX_INPUT_BYTES", 4, "(;B[aa])"),
]
UNREACHABLE = {"both_colors"}
"""Raised inside the reader only: a node with both moves ends the line with a warning."""


def error_for(text: str) -> SgfError:
    with pytest.raises(SgfError) as caught:
        load_sgf(text)
    return caught.value


def test_every_error_has_words_in_both_languages() -> None:
    for lang in i18n.LANGUAGES:
        words = i18n.catalogue(lang)
        assert {f"sgf_error.{key}" for key in sgf_grammar.MESSAGES} <= set(words), lang


def test_the_cases_here_cover_every_error() -> None:
    covered = {key for key, _ in BROKEN} | {key for key, *_ in LIMITED} | UNREACHABLE
    assert covered == set(sgf_grammar.MESSAGES)


def check_dutch(error: SgfError, key: str) -> str:
    assert error.key == key
    i18n.set_language("nl")
    dutch = sgf_error_words(error)
    i18n.set_language("en")
    english = sgf_error_words(error)
    assert "{" not in dutch
    assert dutch != english
    return dutch


@pytest.mark.parametrize(("key", "text"), BROKEN)
def test_each_error_is_worded_in_dutch(key: str, text: str) -> None:
    check_dutch(error_for(text), key)


@pytest.mark.parametrize(("key", "module", "name", "limit", "text"), LIMITED)
def test_each_limit_is_worded_in_dutch(
    monkeypatch: pytest.MonkeyPatch, key: str, module: object, name: str, limit: int, text: str
) -> None:
    monkeypatch.setattr(module, name, limit)
    check_dutch(error_for(text), key)


def test_the_english_stays_for_logs_and_gtp() -> None:
    error = error_for("(;SZ[9];B[ee];W[ee])")
    assert str(error) == "line 1, column 14: move 2 (W E5) is illegal: occupied"
    assert error.params["refusal"] == "occupied"
    assert (error.line, error.column) == (1, 14)


def test_the_reports_words_in_dutch() -> None:
    i18n.set_language("nl")
    assert sgf_error_words(error_for("(;SZ[9];B[ee];W[ee])")) == (
        "regel 1, kolom 14: zet 2 (Wit E5) is niet toegestaan: Op E5 staat al een steen."
    )
    assert sgf_error_words(error_for("(;SZ[9]C[abc")) == (
        "regel 1, kolom 9: een waarde van een eigenschap zonder sluitende ']'"
    )
    assert sgf_error_words(error_for("no game here")) == (
        "geen SGF gevonden: een partij begint met '(;'"
    )
    assert sgf_error_words(error_for("(;SZ[9]AB[zz])")) == (
        "regel 1, kolom 2: AB[zz] is geen punt op een bord van 9x9"
    )


def test_large_numbers_are_grouped_as_each_language_writes_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sgf, "MAX_INPUT_BYTES", 3 * 1024 * 1024)
    error = SgfError("too_many_nodes", 1, 2, limit=250_000)
    i18n.set_language("nl")
    assert sgf_error_words(error) == "regel 1, kolom 2: te veel knopen (de grens is 250.000)"
    large = error_for("(;C[" + "x" * (3 * 1024 * 1024 + 200_000) + "])")
    assert sgf_error_words(large) == "het bestand is 3,2 MB; de grens is 3 MB"
    i18n.set_language("en")
    assert sgf_error_words(error) == "line 1, column 2: too many nodes (the limit is 250,000)"


ODD: list[tuple[str, str | bytes]] = [
    ("games", "(;SZ[9])(;SZ[9])"),
    ("bad_bytes", b"(;CA[UTF-8]C[\xff])"),
    ("unknown_charset", b"(;CA[nonsense])"),
    ("not_utf8", b"(;C[\xe9])"),
    ("values", "(;SZ[9][13])"),
    ("komi", "(;KM[six])"),
    ("handicap", "(;HA[lots])"),
    ("rules", "(;RU[Martian])"),
    ("setup_cut", "(;SZ[9];B[ee];AB[cc])"),
    ("both_cut", "(;SZ[9];B[ee];B[cc]W[dd])"),
    ("player", "(;PL[X])"),
]


def test_every_warning_has_words_in_both_languages_and_a_case_here() -> None:
    for lang in i18n.LANGUAGES:
        words = i18n.catalogue(lang)
        assert {f"sgf_warning.{key}" for key in sgf_grammar.WARNINGS} <= set(words), lang
    assert {key for key, _ in ODD} == set(sgf_grammar.WARNINGS)


@pytest.mark.parametrize(("key", "data"), ODD)
def test_each_warning_is_worded_in_dutch(key: str, data: str | bytes) -> None:
    warnings = load_sgf(data).warnings
    assert [getattr(w, "key", None) for w in warnings] == [key]
    i18n.set_language("nl")
    dutch = sgf_warning_words(warnings[0])
    i18n.set_language("en")
    assert "{" not in dutch
    assert dutch != sgf_warning_words(warnings[0])


def test_a_warning_is_still_its_english_text() -> None:
    warning = load_sgf("(;SZ[9];B[ee];AB[cc])").warnings[0]
    assert warning == (
        "line 1, column 14: node 2 sets up stones (AB) after move 1; the game is loaded up to"
        " move 1 and the rest is kept only in the tree"
    )
    i18n.set_language("nl")
    assert sgf_warning_words(warning) == (
        "regel 1, kolom 14: knoop 2 zet stenen neer (AB) na zet 1; de partij is geopend tot en"
        " met zet 1; de rest wordt bewaard, maar niet gespeeld"
    )
    assert sgf_warning_words(load_sgf("(;KM[six])").warnings[0]) == (
        "KM[six] is geen getal; er wordt met komi 0 gespeeld"
    )
    assert sgf_warning_words("a remark from elsewhere") == "a remark from elsewhere"
