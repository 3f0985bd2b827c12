"""One builder judges a new game's set-up: the command line and the new-game dialog take
and refuse the same choices, in the same words."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Select, Static
from typer.testing import CliRunner
from ui_support import new_game_dialog

from go_tui.cli import app as cli_app
from go_tui.i18n import set_language, t
from go_tui.play.clock import parse_clock
from go_tui.play.computer import EngineChoice
from go_tui.play.settings import (
    Choice,
    Choices,
    PlayerKind,
    Seat,
    Settings,
    Variant,
)
from go_tui.ui.app import GoApp


def problems(choices: Choices) -> list[tuple[Choice, str]]:
    """What the builder finds wrong, as (what it is about, the English words)."""
    built = Settings.from_choices(choices)
    assert isinstance(built, list), built
    return [(problem.about, problem.words.en) for problem in built]


def cli_words(*arguments: str) -> str:
    """What ``go-tui play ARGUMENTS`` says as it refuses, on one line."""
    result = CliRunner().invoke(cli_app, [*arguments[:2], "play", *arguments[2:]])
    assert result.exit_code == 2, result.output
    return " ".join(result.output.replace("│", " ").split())


def test_choices_as_both_front_ends_give_them_make_the_same_settings() -> None:
    typed = Choices(
        size=13,
        komi="0,5",
        handicap=3,
        free_handicap=True,
        variant="capture",
        capture_goal="4",
        clock="10m+5x30s",
        black=Seat(names=("Ann", "")),
        white=Seat(PlayerKind.GNUGO, level="7"),
    )
    parsed = Choices(
        size=13,
        komi=0.5,
        handicap=3,
        free_handicap=True,
        variant="capture",
        capture_goal=4,
        clock="10m+5x30s",
        black=Seat(names=("Ann",)),
        white=Seat(PlayerKind.GNUGO, level=7),
    )
    expected = Settings(
        size=13,
        komi=0.5,
        handicap=3,
        variant=Variant.CAPTURE,
        capture_goal=4,
        black=("Ann",),
        white_engine=EngineChoice("gnugo", 7),
        clock=parse_clock("10m+5x30s"),
        free_handicap=True,
        hints=True,  # a person against a computer
    )
    assert Settings.from_choices(typed) == Settings.from_choices(parsed) == expected


def test_defaults_follow_who_plays() -> None:
    computer = Settings.from_choices(Choices(white=Seat(PlayerKind.COMPUTER)))
    assert computer == Settings.against_computer()
    assert Settings.from_choices(Choices()) == Settings()
    engine = Settings.from_choices(Choices(black=Seat(PlayerKind.OTHER, command=" pachi ")))
    assert isinstance(engine, Settings)
    assert engine.black_engine == EngineChoice("pachi")


def test_a_pair_in_rengo_and_one_name_otherwise() -> None:
    pair = Seat(names=(" Ann ", "Bob", "Cas"))
    rengo = Settings.from_choices(Choices(variant="rengo", black=pair, white=pair))
    normal = Settings.from_choices(Choices(black=pair))
    assert isinstance(rengo, Settings)
    assert isinstance(normal, Settings)
    assert (rengo.black, rengo.white, normal.black) == (("Ann", "Bob"), ("Ann", "Bob"), ("Ann",))


@pytest.mark.parametrize(
    ("choices", "found", "words"),
    [
        (Choices(size=7), [Choice.SIZE], "7 is no board size here: choose 9, 13 or 19."),
        (
            Choices(size=9, handicap=10),
            [Choice.HANDICAP],
            "At most 9 handicap stones fit on a 9x9 board.",
        ),
        (
            Choices(handicap=1),
            [Choice.HANDICAP],
            "A handicap is 2 to 9 stones; for an even game give none (0).",
        ),
        (
            Choices(free_handicap=True),
            [Choice.FREE_HANDICAP],
            "Free placement needs a handicap: choose 2 to 9 stones.",
        ),
        (Choices(komi="six"), [Choice.KOMI], "Komi must be a number, such as 6.5."),
        (
            Choices(komi=float("inf")),
            [Choice.KOMI],
            "Komi must lie between -361 and 361 on a 19x19 board, not inf.",
        ),
        (
            Choices(variant="blitz", rules="martian"),
            [Choice.VARIANT, Choice.RULES],
            "blitz is no variant: choose normal, capture, territory (gebieds-go) or rengo.",
        ),
        (
            Choices(variant="capture", capture_goal="0"),
            [Choice.CAPTURE_GOAL],
            "The number of captures that wins must be a whole number of at least 1.",
        ),
        (Choices(clock="5q"), [Choice.CLOCK], "5q is not a clock."),
        (
            Choices(black=Seat(PlayerKind.OTHER), white=Seat(level=0)),
            [Choice.BLACK_COMMAND, Choice.WHITE_LEVEL],
            "Type the command that starts the engine, such as: pachi -t =5000",
        ),
        (
            Choices(variant="rengo", white=Seat(PlayerKind.COMPUTER)),
            [Choice.VARIANT],
            "Rengo is for four people: no computer can play in it.",
        ),
    ],
)
def test_the_builder_says_everything_that_is_wrong(
    choices: Choices, found: list[Choice], words: str
) -> None:
    said = problems(choices)
    assert [about for about, _ in said] == found
    assert said[0][1].startswith(words)


def test_the_command_line_refuses_handicap_10_on_9x9_in_the_builders_words() -> None:
    built = Settings.from_choices(Choices(size=9, handicap=10))
    assert isinstance(built, list)
    [problem] = built
    assert problem.about is Choice.HANDICAP
    words = cli_words("--lang", "en", "--size", "9", "--handicap", "10")
    assert f"Invalid value for '--handicap': {problem.words.en}" in words
    assert t(problem.words.key, **problem.words.values) == problem.words.en  # the dialog's


async def dialog_words(fields: dict[str, str | int]) -> tuple[str, str | None]:
    """What the new-game dialog says when Start is pressed with ``fields`` filled in, and
    the field it puts the focus on."""
    app = GoApp()
    async with app.run_test(size=(100, 36)) as pilot:
        dialog = await new_game_dialog(pilot)
        for name, value in fields.items():
            widget = dialog.query_one(f"#{name}")
            if isinstance(widget, Select):
                widget.value = value
            else:
                assert isinstance(widget, Input)
                widget.value = str(value)
            await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        assert app.screen is dialog
        focused = app.focused.id if app.focused is not None else None
        return str(dialog.query_one("#error", Static).render()), focused


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize(
    ("arguments", "fields", "focused"),
    [
        (["--size", "9", "--komi", "500"], {"size": 9, "komi": "500"}, "komi"),
        (
            ["--variant", "capture", "--capture-goal", "0"],
            {"variant": "capture", "goal": "0"},
            "goal",
        ),
        (["--clock", "10 minutes"], {"clock": "10 minutes"}, "clock"),
        (
            ["--white", "computer", "--level", "11"],
            {"white_player": "computer", "white_level": "11"},
            "white_level",
        ),
    ],
)
async def test_the_command_line_and_the_dialog_refuse_alike(
    data_dir: Path,
    lang: str,
    arguments: list[str],
    fields: dict[str, str | int],
    focused: str,
) -> None:
    said = cli_words("--lang", lang, *arguments)
    set_language(lang)
    shown, where = await dialog_words(fields)
    assert shown
    assert shown in said
    assert where == focused


@pytest.mark.parametrize(
    ("rules", "handicap", "komi"),
    [("japanese", 0, 6.5), ("chinese", 0, 7.5), ("chinese", 3, 0.5), ("Chinese", 0, 7.5)],
)
def test_the_komi_by_default_follows_the_rules_and_the_handicap(
    rules: str, handicap: int, komi: float
) -> None:
    assert Settings(rules=rules, handicap=handicap).new_game().komi == komi
