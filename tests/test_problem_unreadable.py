"""Problems that cannot be read: counted apart from wrong ones, and told at once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.i18n import set_language
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemScreen, open_problems

GOOD = """(;GM[1]FF[4]SZ[9]PL[B]AB[aa][ea][bb][cb][db]AW[ba][ca]MA[ba][ca]
(;B[da]C[RIGHT]))"""
UNREADABLE = "(;GM[1]FF[4]SZ[9]PL[B]AB[zz](;B[aa]C[RIGHT]))"


@pytest.fixture
def mixed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "mixed.sgf"
    path.write_text(GOOD + "\n" + UNREADABLE, encoding="utf-8")
    return path


def test_an_unreadable_problem_is_not_counted_wrong(mixed: Path) -> None:
    result = CliRunner().invoke(app, ["problems", "check", str(mixed)])
    assert result.exit_code == 1
    assert "mixed.sgf: problem 2:" in result.output
    assert "is not a point" in result.output
    assert result.output.splitlines()[-1] == (
        "2 problems in 1 collection: 1 proven, 0 wrong, 0 unproven, 1 could not be read"
    )


def test_a_file_that_cannot_be_read_says_so_in_the_summary(tmp_path: Path) -> None:
    broken = tmp_path / "broken.sgf"
    broken.write_text("(;GM[1]SZ[9]C[open", encoding="utf-8")
    result = CliRunner().invoke(app, ["problems", "check", str(broken)])
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == (
        "0 problems in 1 collection: 0 proven, 0 wrong, 0 unproven, 1 file could not be read"
    )


@pytest.mark.parametrize(
    ("lang", "said", "where"),
    [
        ("en", "1 problem could not be read:", "mixed.sgf: problem 2:"),
        ("nl", "1 opgave kon niet gelezen worden:", "mixed.sgf: opgave 2:"),
    ],
)
async def test_a_file_opened_with_unreadable_problems_says_so_at_once(
    mixed: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: str, where: str
) -> None:
    set_language(lang)
    notes: list[str] = []
    original = GoApp.notify

    def keep(self: GoApp, message: str, **kwargs: Any) -> None:
        notes.append(message)
        original(self, message, **kwargs)

    monkeypatch.setattr(GoApp, "notify", keep)
    app_ = GoApp(opening=lambda go_app: open_problems(go_app, mixed))
    async with app_.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app_.screen, ProblemScreen)
        assert any(note.startswith(said) and where in note for note in notes)
