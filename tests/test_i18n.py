"""The language catalogues: both languages hold the same keys, and lookups fill them in."""

from __future__ import annotations

import re

import pytest

from go_tui import i18n


def test_both_catalogues_hold_the_same_keys() -> None:
    english, dutch = set(i18n.catalogue("en")), set(i18n.catalogue("nl"))
    assert english - dutch == set(), "keys missing in nl.toml"
    assert dutch - english == set(), "keys missing in en.toml"


def test_both_catalogues_use_the_same_placeholders() -> None:
    english, dutch = i18n.catalogue("en"), i18n.catalogue("nl")
    for key, text in english.items():
        assert set(re.findall(r"{(\w+)}", text)) == set(re.findall(r"{(\w+)}", dutch[key])), key


def test_lookup_fills_in_values_in_the_chosen_language() -> None:
    i18n.set_language("nl")
    assert i18n.t("result.wins_by", color="Zwart", points=i18n.number(4.5)) == (
        "Zwart wint met 4,5 punten"
    )
    i18n.set_language("en")
    assert i18n.t("result.wins_by", color="Black", points=i18n.number(4.5)) == (
        "Black wins by 4.5 points"
    )


def test_dutch_uses_the_booklets_go_terms() -> None:
    dutch = " ".join(i18n.catalogue("nl").values()).lower()
    for term in ("vrijheden", "gebied", "gevangenen", "passen", "ko"):
        assert term in dutch


@pytest.mark.parametrize(
    ("environment", "expected"), [("nl_NL.UTF-8", "nl"), ("nl_BE", "nl"), ("en_GB.UTF-8", "en")]
)
def test_system_language_follows_the_locale(
    monkeypatch: pytest.MonkeyPatch, environment: str, expected: str
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", environment)
    assert i18n.system_language() == expected


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("fr")
