"""Open a saved game: the path dialog (or the command line's file), the record read, its
warnings in a notice."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.app import App
from textual.screen import Screen

from go_tui.i18n import t
from go_tui.play.opening import Opened, OpenFailed, open_game
from go_tui.storage import data_dir
from go_tui.ui.match_text import open_failure_text
from go_tui.ui.screens.attached import attached_only
from go_tui.ui.screens.dialogs import PathScreen, games_dir
from go_tui.ui.text import sgf_warning_words


def ask_and_open(screen: Screen[Any], opened: Callable[[Opened], object]) -> None:
    """Ask which game to open (the games folder by default), read it, and hand it on from
    ``screen`` (while it is still there); a file that cannot be read is said so in the
    dialog, its warnings in a notice after."""
    records: list[tuple[Opened, Path]] = []

    def attempt(path: Path) -> str | None:
        outcome = open_game(path)
        if isinstance(outcome, OpenFailed):
            return open_failure_text(outcome)
        records.append((outcome, path))
        return None

    def done(path: Path | None) -> None:
        if path is None or not records:
            return
        record, path = records[-1]
        _hand_on(screen.app, record, path, opened)

    default = games_dir() if games_dir().is_dir() else data_dir()
    dialog = PathScreen(t("file.open_title"), default, attempt)
    screen.app.push_screen(dialog, attached_only(screen, done))


def open_at_once(app: App[Any], path: Path, opened: Callable[[Opened], object]) -> None:
    """Read the record at ``path`` (``go-tui game.sgf``) and hand it on; a file that cannot
    be read is said so in a notice, over the start screen."""
    outcome = open_game(path)
    if isinstance(outcome, OpenFailed):
        app.notify(open_failure_text(outcome), severity="error", timeout=15)
        return
    _hand_on(app, outcome, path, opened)


def _hand_on(app: App[Any], record: Opened, path: Path, opened: Callable[[Opened], object]) -> None:
    """The record to the caller, what was odd in it in a notice, and where it came from."""
    if record.warnings:
        remarks = "; ".join(map(sgf_warning_words, record.warnings[:3]))
        app.notify(t("game.warnings", path=str(path), warnings=remarks), timeout=10)
    opened(record)
    app.notify(t("game.opened", path=str(path)))
