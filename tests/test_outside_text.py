"""Text from files, engines and paths reaches the screen as written: no markup, no escapes."""

from __future__ import annotations

from pathlib import Path

from textual.content import Content
from textual.widgets import Static
from typer.testing import CliRunner
from ui_support import game_screen

from go_tui.cli import app as cli_app
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import plain, printable, t
from go_tui.play.session_sgf import session_from_record
from go_tui.problems.loader import load_data
from go_tui.problems.progress import ProblemProgress
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen
from go_tui.ui.widgets.game_panel import GamePanel

TITLE = "\x1b]0;owned\x07"
"""An OSC sequence: it would set the terminal's title."""
HOSTILE = f"[b]Ann[/] [/] [@click=app.quit]x[/] [$accent]y {TITLE}\x1b[2J\x9b"
SHOWN = "[b]Ann[/] [/] [@click=app.quit]x[/] [$accent]y ]0;owned[2J"
"""What a player sees of HOSTILE: every bracket as typed, no control character."""


def sgf_text(text: str) -> str:
    """``text`` as an SGF property value (``]`` and ``\\`` escaped)."""
    return text.replace("\\", "\\\\").replace("]", "\\]")


def rendered(markup: str) -> Content:
    return Content.from_markup(markup)


def test_plain_text_shows_as_written_without_control_characters() -> None:
    content = rendered(plain(HOSTILE))
    assert content.plain == SHOWN
    assert not content.spans


def test_values_filled_into_a_text_are_plain() -> None:
    content = rendered(t("game.saved", path=HOSTILE))
    assert SHOWN in content.plain
    assert not content.spans


async def test_names_from_a_file_show_as_written_in_the_game_panel(data_dir: Path) -> None:
    record = f"(;FF[4]GM[1]SZ[9]PB[{sgf_text(HOSTILE)}]PW[Bob];B[ee])"
    session = session_from_record(load_sgf(record))
    app = GoApp(opening=lambda app: app.start_game(session))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        panel = game_screen(app).query_one(GamePanel)
        text = str(panel.render())
        assert SHOWN in text
        assert "\x1b" not in text


async def test_a_problem_file_cannot_restyle_or_act_on_the_trainer(data_dir: Path) -> None:
    hostile = sgf_text(HOSTILE)
    sgf = f"(;FF[4]GM[1]SZ[9]GN[{hostile}]C[{hostile}]AB[ba][ab]AW[bb][cb][ca];W[aa]C[RIGHT])"
    collection = load_data(sgf, "hostile")
    assert collection.problems, collection.faults
    app = GoApp(
        opening=lambda app: app.push_screen(ProblemScreen(collection, ProblemProgress.load()))
    )
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProblemScreen)
        shown = " ".join(str(widget.render()) for widget in screen.query(Static))
        assert SHOWN in shown
        assert "\x1b" not in shown


def test_a_name_ending_in_a_backslash_shows_it_and_keeps_the_tag_after_it() -> None:
    content = rendered(f"[b]Black: {plain('Anna' + chr(92))}[/b] to play")
    assert content.plain.replace("\u200b", "") == "Black: Anna\\ to play"
    assert [(span.start, span.end) for span in content.spans] == [(0, len("Black: Anna\\") + 1)]


def test_bidirectional_controls_are_dropped() -> None:
    turned = "Ann\u202egnp.exe\u2066x\u2069\u200f"
    assert plain(turned) == "Anngnp.exex"
    assert printable(turned) == "Anngnp.exex"


def test_problems_check_prints_a_file_name_without_its_escape_codes(tmp_path: Path) -> None:
    odd = tmp_path / f"a{TITLE}\x1b[2Jb.sgf"
    odd.write_text("(;GM[1]FF[4]SZ[9]AB[aa]")  # never closed: a fault that names the file
    result = CliRunner().invoke(cli_app, ["problems", "check", str(odd)])
    assert result.exit_code == 1
    assert "b.sgf" in result.output
    assert "\x1b" not in result.output
    assert "\x07" not in result.output
