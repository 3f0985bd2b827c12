"""The command line refuses what it cannot start, before any screen opens."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.engine import Color
from go_tui.play.computer import EngineChoice
from go_tui.play.settings import Settings


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--lang", "fr", "play"], "--lang"),
        (["play", "--variant", "blitz"], "--variant"),
        (["play", "--size", "7"], "--size"),
        (["play", "--size", "9", "--handicap", "12"], "handicap"),
        (["play", "--rules", "martian"], "Unknown rules: martian."),
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


def settings_from(arguments: list[str], monkeypatch: pytest.MonkeyPatch) -> Settings:
    """The settings ``go-tui play ARGUMENTS`` would start the app with."""
    started: list[Settings] = []
    monkeypatch.setattr("go_tui.ui.app.run", lambda **options: started.append(options["settings"]))
    result = CliRunner().invoke(app, ["play", *arguments])
    assert result.exit_code == 0, result.output
    return started[0]


@pytest.mark.parametrize(("no_color", "ascii"), [("", False), ("1", True)])
def test_no_color_draws_the_board_with_letters(
    no_color: str, ascii: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[bool] = []
    monkeypatch.setattr("go_tui.ui.app.run", lambda **options: started.append(options["ascii"]))
    monkeypatch.setenv("NO_COLOR", no_color)
    assert CliRunner().invoke(app, ["play"]).exit_code == 0
    assert started == [ascii]


def test_white_gnugo_at_a_level_makes_the_computer_white(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = settings_from(["--size", "9", "--white", "gnugo", "--level", "3"], monkeypatch)
    assert settings.white_engine == EngineChoice("gnugo", 3)
    assert settings.black_engine is None
    assert settings.white == ()
    assert settings.white_engine.argv()[-4:] == ["--mode", "gtp", "--level", "3"]


def test_an_engine_command_line_plays_black(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = settings_from(["--black-engine", "pachi -t =5000", "--white", "Ann"], monkeypatch)
    assert settings.black_engine == EngineChoice("pachi -t =5000")
    assert settings.white == ("Ann",)
    assert settings.white_engine is None


def test_white_computer_is_the_built_in_player_gentle_on_9x9(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings = settings_from(["--white", "computer"], monkeypatch)
    assert settings.white_engine == EngineChoice("computer", 3)
    assert settings.white == ()
    assert settings.size == 9
    assert settings.white_engine.argv() == [
        sys.executable,
        *("-m", "go_tui", "gtp", "--level", "3"),
    ]
    assert settings_from(["--size", "13", "--white", "computer"], monkeypatch).size == 13
    assert settings_from(["--white", "gnugo"], monkeypatch).white_engine == EngineChoice(
        "gnugo", 10
    )


def test_the_computer_at_black_in_capture_go_is_told_the_goal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    arguments = [
        "--black",
        "computer",
        "--level",
        "2",
        "--variant",
        "capture",
        "--capture-goal",
        "3",
    ]
    settings = settings_from(arguments, monkeypatch)
    assert settings.black_engine == EngineChoice("computer", 2)
    argv = settings.computers()[Color.BLACK].argv()
    assert argv[-4:] == ["--level", "2", "--capture-goal", "3"]
    assert (
        "--capture-goal"
        not in settings_from(["--black", "computer"], monkeypatch).computers()[Color.BLACK].argv()
    )


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["play", "--white", "gnugo", "--level", "11"], "--level"),
        (["play", "--white", "computer", "--level", "0"], "from 1 to 10 (1 weakest"),
        (["play", "--variant", "rengo", "--black", "gnugo"], "four people"),
    ],
)
def test_bad_computer_options_are_refused(arguments: list[str], complaint: str) -> None:
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 2
    assert complaint in " ".join(result.output.replace("│", " ").split())


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        (["play", "--lang", "nl", "--size", "9"], ["--lang", "nl", "play", "--size", "9"]),
        (["learn", "--ascii"], ["--ascii", "learn"]),
        (["problems", "f.sgf", "--lang=en"], ["--lang=en", "problems", "f.sgf"]),
        (["--lang", "nl", "play"], ["--lang", "nl", "play"]),
        (["play", "--black", "Ann", "--", "--lang"], ["play", "--black", "Ann", "--", "--lang"]),
    ],
)
def test_lang_and_ascii_go_before_or_after_the_command(
    arguments: list[str], expected: list[str]
) -> None:
    from go_tui.cli import global_options_first

    assert global_options_first(arguments) == expected


def test_the_language_and_ascii_are_remembered_for_the_next_start(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from go_tui.cli import main

    monkeypatch.delenv("NO_COLOR", raising=False)
    started: list[tuple[str, bool]] = []
    monkeypatch.setattr(
        "go_tui.ui.app.run",
        lambda **options: started.append((options["lang"], options["ascii"])),
    )

    def start(*arguments: str) -> None:
        monkeypatch.setattr("sys.argv", ["go-tui", *arguments])
        with pytest.raises(SystemExit) as ended:
            main()
        assert ended.value.code == 0

    start("play", "--lang", "nl", "--ascii")
    start("learn")
    start("--lang", "en", "play", "--no-ascii")
    start()
    assert started == [("nl", True), ("nl", True), ("en", False), ("en", False)]


def test_a_test_keeps_the_remembered_choices_in_its_own_folder(data_dir: Path) -> None:
    from go_tui.preferences import remember

    remember("nl", True)
    assert (data_dir / "settings.json").is_file()
