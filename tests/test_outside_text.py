"""Text from files, engines and paths reaches the screen as written: no markup, no escapes."""

from __future__ import annotations

from pathlib import Path

from textual.content import Content
from textual.widgets import Input, OptionList, Static
from typer.testing import CliRunner
from ui_support import game_screen, type_keys

from go_tui.cli import app as cli_app
from go_tui.formats.sgf import load_sgf
from go_tui.i18n import plain, printable, t
from go_tui.play.session_sgf import session_from_record
from go_tui.play.settings import Settings
from go_tui.problems.loader import load_data
from go_tui.problems.progress import ProblemProgress
from go_tui.ui.app import GoApp
from go_tui.ui.screens.dialogs import PathScreen
from go_tui.ui.screens.problems import ProblemScreen
from go_tui.ui.widgets.game_panel import GamePanel
from go_tui.ui.widgets.lesson_text import lesson_markup

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


# ---- issue 35: backslashes, bidirectional controls, file names -------------------------

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
"""Every bidirectional control: each could turn the text after it around."""
BACKSLASHED = "\\[bold]x[/] Anna\\"
"""A comment that shows as ``\\[bold]`` and ``[/]`` when escaped twice, and a trailing
backslash that escapes the tag after it when escaped once the usual way."""


def shown_text(widget: Static) -> str:
    """What a widget shows, as the terminal gets it (the zero-width space after a backslash,
    which keeps it off the tag after it, is invisible)."""
    return str(widget.render()).replace("\u200b", "")


def on_terminal(text: str) -> bool:
    """Whether ``text`` holds nothing that acts on a terminal: no control character but
    newline and tab, no bidirectional control."""
    return not any((ord(c) < 0x20 and c not in "\n\t") or c in BIDI for c in text)


async def test_a_name_ending_in_a_backslash_keeps_the_panel_bold_where_it_was(
    data_dir: Path,
) -> None:
    record = f"(;FF[4]GM[1]SZ[9]PB[{sgf_text('Anna' + chr(92))}]PW[B{BIDI}ob])"
    session = session_from_record(load_sgf(record))
    app = GoApp(opening=lambda app: app.start_game(session))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        panel = game_screen(app).query_one(GamePanel)
        content = panel.render()
        assert isinstance(content, Content)
        lines = content.plain.replace("\u200b", "").splitlines()
        assert lines[0].endswith("Black to play: Anna\\")  # no [/b] shown after it
        assert any(line.endswith("○ Bob") for line in lines)
        assert on_terminal(content.plain)
        first = content.plain.index("\n")
        assert any(span.start == 0 and span.end >= first for span in content.spans)  # bold


async def test_a_problem_comment_shows_as_written(data_dir: Path) -> None:
    comment = f"{BACKSLASHED} {BIDI}\x1b[2J"
    sgf = (
        f"(;FF[4]GM[1]SZ[9]C[{sgf_text(comment)}]GN[{sgf_text('T' + chr(92))}]"
        "AB[ba][ab]AW[bb][cb][ca];W[aa]C[RIGHT])"
    )
    collection = load_data(sgf, "odd")
    assert collection.problems, collection.faults
    app = GoApp(
        opening=lambda app: app.push_screen(ProblemScreen(collection, ProblemProgress.load()))
    )
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        text = shown_text(app.screen.query_one("#problem-text", Static))
        goal = "Goal, read from the position: White wins the capturing race at B9."
        assert text == f"{BACKSLASHED} [2J\n{goal}"  # no goal stated: the one inferred
        heading = shown_text(app.screen.query_one("#problem-heading", Static))
        assert "T\\" in heading
        assert on_terminal(text + heading)


def test_lesson_text_shows_brackets_and_backslashes_as_written() -> None:
    markup = lesson_markup(f"A *term* then {BACKSLASHED}\n\n- {BIDI}\x1b]0;x\x07item\\")
    content = rendered(markup)
    assert content.plain.replace("\u200b", "") == f"A term then {BACKSLASHED}\n\n• ]0;xitem\\"
    assert [content.plain[span.start : span.end] for span in content.spans] == ["term"]


def test_lessons_check_prints_a_file_name_without_its_escape_codes(tmp_path: Path) -> None:
    folder = tmp_path / f"l{TITLE}\x1b[2J{BIDI}"
    folder.mkdir()
    (folder / f"c{TITLE}{BIDI}.toml").write_text('title = "x"\n')
    result = CliRunner().invoke(cli_app, ["lessons", "check", str(folder)])
    assert result.exit_code == 1
    assert "]0;owned" in result.output  # the name is there, without what acts on a terminal
    assert on_terminal(result.output)


def test_problems_check_prints_no_bidirectional_control(tmp_path: Path) -> None:
    odd = tmp_path / f"a{BIDI}b.sgf"
    odd.write_text("(;GM[1]FF[4]SZ[9]AB[aa]")
    result = CliRunner().invoke(cli_app, ["problems", "check", str(odd)])
    assert result.exit_code == 1
    assert "ab.sgf" in result.output
    assert on_terminal(result.output)


async def test_the_open_dialog_lists_a_file_name_without_its_escape_codes(
    data_dir: Path,
) -> None:
    games = data_dir / "games"
    games.mkdir(parents=True)
    odd = games / f"a{TITLE}b\x1b[2J{BIDI}c.sgf"
    odd.write_text("(;FF[4]GM[1]SZ[9]PB[Ann];B[ee])")
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await type_keys(pilot, "ctrl+o")
        dialog = app.screen
        assert isinstance(dialog, PathScreen)
        listed = dialog.query_one(OptionList).get_option_at_index(0).prompt
        assert str(listed).startswith("a]0;ownedb[2Jc.sgf  ")
        await type_keys(pilot, "down")
        path = dialog.query_one(Input).value
        assert path == str(games / "a]0;ownedb[2Jc.sgf")
        assert on_terminal(str(listed) + path)
        await type_keys(pilot, "enter")
        screen = game_screen(app)
        assert screen.session.black == ("Ann",)  # the file itself was opened


def test_plain_mode_says_names_and_the_clock_left_out_as_written(
    data_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "[odd].sgf"
    path.write_text(
        f"(;FF[4]GM[1]SZ[9]PB[{sgf_text('Anna' + chr(92))}]PW[{sgf_text('[Bob]')}{BIDI}]"
        "TM[inf];B[ee])"
    )
    result = CliRunner().invoke(cli_app, ["play", "--plain", str(path)], input="[x\nquit\n")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert "Black: Anna\\. White: [Bob]." in lines[0]
    assert lines[1].startswith("The clock in the file is beyond go-tui's limits (TM[inf];")
    assert "'[x' is no point and no command." in lines[3]  # the line typed, said back
    assert "\u200b" not in result.stdout
    assert on_terminal(result.stdout)


def test_the_command_line_says_a_path_as_written(tmp_path: Path) -> None:
    path = tmp_path / "game [1].sgf"
    path.write_text("(;GM[1]FF[4]SZ[9]AB[aa]")
    for command in (["review", str(path)], ["problems", str(path)]):
        result = CliRunner().invoke(cli_app, command)
        assert result.exit_code == 1
        assert f"{path} " in result.output or f"{path}:" in result.output
        assert "\\[" not in result.output
