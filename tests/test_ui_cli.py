"""The command line refuses what it cannot start, before any screen opens."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from go_tui.cli import app


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--lang", "fr", "play"], "--lang"),
        (["play", "--variant", "blitz"], "--variant"),
        (["play", "--size", "7"], "--size"),
        (["play", "--size", "9", "--handicap", "12"], "handicap"),
        (["play", "--rules", "martian"], "unknown rules"),
    ],
)
def test_bad_options_are_refused_with_a_reason(arguments: list[str], complaint: str) -> None:
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 2
    assert complaint in result.output


def test_play_lists_its_options() -> None:
    result = CliRunner().invoke(app, ["play", "--help"])
    assert result.exit_code == 0
    for option in ("--size", "--komi", "--handicap", "--variant", "--capture-goal", "--resume"):
        assert option in result.output
