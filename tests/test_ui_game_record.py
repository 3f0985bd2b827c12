"""The game record's commands at the game screen: i⏎ the game information, k⏎ counting a
finished game again, x⏎ the position exported; in English and Dutch, with bad input
refused in words."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input, Static
from ui_support import engine_answered, enter, game_screen

from go_tui.formats.sgf import load_sgf
from go_tui.i18n import set_language
from go_tui.play.save_files import autosave_path
from go_tui.play.session import Session
from go_tui.play.session_sgf import session_from_record
from go_tui.play.settings import Settings
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import PathScreen
from go_tui.ui.screens.game_info import GameInfoScreen
from go_tui.ui.screens.marking import MarkingScreen
from go_tui.ui.screens.result import ResultScreen
from go_tui.ui.widgets.game_panel import GamePanel

GNUGO = Path(__file__).parent / "data" / "gnugo" / "gnugo-9x9-1-000.sgf"
"""A 9x9 game GNU Go played to two passes, with RE[B+20.0]: it opens at its result."""


def record_app(text: str) -> tuple[GoApp, Session]:
    session = session_from_record(load_sgf(text))
    return GoApp(opening=lambda app: app.start_game(session)), session


async def to_the_board(pilot: Pilot[object]) -> None:
    """From the result screen a finished record opens at, to the game (v⏎)."""
    await pilot.pause()
    if isinstance(pilot.app.screen, ResultScreen):
        await pilot.press("v", "enter")
        await pilot.pause()


def autosaved_root() -> dict[str, list[str]]:
    return load_sgf(autosave_path().read_bytes()).tree.props


async def test_i_shows_the_information_and_keeps_an_edit(data_dir: Path) -> None:
    set_language("en")
    app = GoApp(settings=Settings(size=9, black=("Anna",), white=("Bram",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await enter(pilot, "e5")
        await enter(pilot, "i")
        dialog = app.screen
        assert isinstance(dialog, GameInfoScreen)
        assert dialog.query_one("#black", Input).value == "Anna"
        assert dialog.query_one("#white", Input).value == "Bram"
        assert dialog.query_one("#komi", Input).value == "6.5"
        assert "count from now on" in str(dialog.query_one("#note", Static).render())
        assert dialog.query_one("#result", Input).disabled is False
        event = dialog.query_one("#event", Input)
        event.focus()
        await pilot.press(*"Club", "enter")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.message == "Game information kept."
        root = autosaved_root()
        assert (root["EV"], root["PB"], root["KM"]) == (["Club"], ["Anna"], ["6.5"])
        await enter(pilot, "i")
        app.screen.query_one("#white_rank", Input).value = "2d [b]"
        await pilot.click("#keep")
        await pilot.pause()
        panel = str(screen.query_one(GamePanel).render())
        assert "○ Bram 2d [b]" in panel.splitlines()  # the rank beside the name, as typed


async def test_a_bad_komi_is_refused_in_words_and_nothing_typed_is_lost(data_dir: Path) -> None:
    set_language("nl")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await enter(pilot, "i")
        dialog = app.screen
        assert isinstance(dialog, GameInfoScreen)
        assert str(dialog.query_one(".title", Static).render()) == "Gegevens van de partij"
        assert dialog.query_one("#komi", Input).value == "6,5"  # as Dutch writes it
        komi = dialog.query_one("#komi", Input)
        komi.value = "zes"
        dialog.query_one("#event", Input).value = "Clubavond"
        komi.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog
        error = str(dialog.query_one("#error", Static).render())
        assert error == "Komi moet een getal zijn, bijvoorbeeld 6,5."
        assert dialog.query_one("#event", Input).value == "Clubavond"
        assert app.focused is komi
        await pilot.press("escape")
        await pilot.pause()
        assert game_screen(app).session.info.event == ""
        assert game_screen(app).game.komi == 6.5


async def test_a_files_control_codes_are_not_shown_and_kept_when_untouched(
    data_dir: Path,
) -> None:
    set_language("en")
    app, session = record_app("(;FF[4]SZ[9]PB[Anna\x1b[31m]PW[[b\\]Bram[/b\\]];B[ee])")
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_board(pilot)
        await enter(pilot, "i")
        dialog = app.screen
        assert isinstance(dialog, GameInfoScreen)
        assert dialog.query_one("#black", Input).value == "Anna[31m"
        assert dialog.query_one("#white", Input).value == "[b]Bram[/b]"
        dialog.query_one("#date", Input).value = "2026-11-28"
        await pilot.click("#keep")
        await pilot.pause()
        assert session.info.date == "2026-11-28"
        root = autosaved_root()
        assert root["PB"] == ["Anna\x1b[31m"]
        assert root["DT"] == ["2026-11-28"]


async def test_k_on_a_game_without_a_result_says_why(data_dir: Path) -> None:
    set_language("en")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await enter(pilot, "e5", "k")
        assert game_screen(app).message == (
            "This game has no result yet: it is counted after two passes."
        )
        assert not isinstance(app.screen, MarkingScreen)


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_k_counts_a_finished_record_again_and_replaces_its_result_when_accepted(
    data_dir: Path, lang: str
) -> None:
    set_language(lang)
    app, session = record_app(GNUGO.read_text())
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_board(pilot)
        screen = game_screen(app)
        await enter(pilot, "k")
        marking = app.screen
        assert isinstance(marking, MarkingScreen)
        title = {
            "en": "Count again: mark the dead stones",
            "nl": "Opnieuw tellen: wijs de dode stenen aan",
        }
        assert str(marking.query_one("#title", Static).render()) == title[lang]
        await engine_answered(pilot)
        await pilot.press("escape")  # keeps the result
        await pilot.pause()
        assert app.screen is screen
        kept = {
            "en": "The result stays B+20: the new count was not accepted.",
            "nl": "De uitslag blijft B+20: de nieuwe telling is niet aanvaard.",
        }
        assert screen.message == kept[lang].replace("B+20", "B+20.0")
        assert session.info.result == "B+20.0"
        await enter(pilot, "k")
        await engine_answered(pilot)
        await enter(pilot, "a")  # the same dead stones GNU Go named: the same result
        assert isinstance(app.screen, ResultScreen)
        same = {
            "en": "Counted again: the result stays B+20.",
            "nl": "Opnieuw geteld: de uitslag blijft B+20.",
        }
        assert screen.message == same[lang]
        await pilot.press("v", "enter")
        await pilot.pause()
        await enter(pilot, "k")
        assert isinstance(app.screen, MarkingScreen)
        await engine_answered(pilot)
        await enter(pilot, "d8", "a")  # White's D8 group marked dead as well
        assert isinstance(app.screen, ResultScreen)
        new = session.info.result
        assert new.startswith("B+")
        assert float(new[2:]) > 20
        said = {
            "en": f"Counted again: {new} replaces B+20.",
            "nl": f"Opnieuw geteld: {new} vervangt B+20.",
        }
        assert screen.message == said[lang]
        assert autosaved_root()["RE"] == [new]


async def test_k_after_a_resignation_says_there_is_nothing_to_count(data_dir: Path) -> None:
    set_language("en")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await enter(pilot, "e5", "r")
        await pilot.click("#yes")
        await pilot.pause()
        await pilot.press("v", "enter")
        await pilot.pause()
        await enter(pilot, "k")
        assert game_screen(app).message.startswith("This game ended by a resignation or on time")


async def test_x_writes_the_position_shown_as_a_diagram_or_an_image(
    data_dir: Path, tmp_path: Path
) -> None:
    set_language("en")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(80, 24)) as pilot:
        await enter(pilot, "e5", "c3", "g7")
        await pilot.press("left_square_bracket")
        await pilot.pause()
        await enter(pilot, "x")
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        path = dialog.query_one("#path", Input)
        assert path.value.endswith("-move-2.txt")
        assert Path(path.value).parent == data_dir / "games"
        path.value = str(tmp_path / "board.png")
        await pilot.press("enter")
        await pilot.pause()
        error = str(dialog.query_one("#error", Static).render())
        assert error == "Name the file .txt (a text diagram) or .svg (an image), not “.png”."
        blocker = tmp_path / "file"
        blocker.write_text("")
        path.value = str(blocker / "board.txt")
        await pilot.press("enter")
        await pilot.pause()
        assert str(dialog.query_one("#error", Static).render()).startswith("Could not write")
        path.value = str(tmp_path / "board.txt")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is game_screen(app)
        text = (tmp_path / "board.txt").read_text()
        assert text.splitlines()[0] == "$$Bc9 Move 2"  # the position shown: move 2
        rows = "".join(text.splitlines()[2:-1])
        assert (rows.count("X"), rows.count("B"), rows.count("O")) == (1, 0, 0)
        assert rows.count("W") == 1  # White's C3, the last move shown, circled
        assert game_screen(app).message == f"Position written to {tmp_path / 'board.txt'}."
        await enter(pilot, "x")
        app.screen.query_one("#path", Input).value = str(tmp_path / "board.svg")
        await pilot.press("enter")
        await pilot.pause()
        assert (tmp_path / "board.svg").read_text().count('class="stone') == 2


async def test_a_paste_of_several_lines_or_a_megabyte_is_refused_in_words(data_dir: Path) -> None:
    set_language("en")
    app = GoApp(settings=Settings(size=9, black=("Anna",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await enter(pilot, "i")
        dialog = app.screen
        assert isinstance(dialog, GameInfoScreen)
        black = dialog.query_one("#black", Input)
        black.post_message(events.Paste("Anna\n\x1b[2JBram"))
        await pilot.pause()
        assert black.value == "Anna"  # nothing of the paste taken
        error = dialog.query_one("#error", Static)
        assert str(error.render()) == "Black: one line only: a line break cannot be kept."
        event = dialog.query_one("#event", Input)
        event.value = "x" * 1_000_000
        await pilot.click("#keep")
        await pilot.pause()
        assert app.screen is dialog
        assert str(error.render()) == "Event: 1000000 characters is too long: at most 200."
        event.value = "Club \x1b[31m"
        await pilot.click("#keep")
        await pilot.pause()
        assert str(error.render()) == (
            "Event: a control character (such as an escape code) cannot be kept: type plain text."
        )
        assert app.focused is event
