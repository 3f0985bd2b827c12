"""Small modal dialogs: a yes/no question, and a file path to save to or open."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from go_tui.i18n import t
from go_tui.play import Session
from go_tui.storage import data_dir, write_atomic
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.text import localize_bindings

DIALOG_CSS = """
    align: center middle;
    & > Vertical {
        width: 70; height: auto; padding: 1 2;
        border: round $primary; background: $surface;
    }
    & .title { text-style: bold; margin-bottom: 1; }
    & .error { color: $error; height: auto; }
    & Horizontal { height: auto; align: center middle; margin-top: 1; }
    & Button { margin: 0 1; }
"""


T = TypeVar("T")


class Dialog(ModalScreen[T]):
    """A modal screen that answers once: a second click or key before it has closed
    would otherwise close the screen below it too."""

    answered = False

    def answer(self, value: T) -> None:
        if not self.answered:
            self.answered = True
            self.dismiss(value)


class ConfirmScreen(Dialog[bool]):
    """A question with two answers; dismisses ``True`` for yes."""

    DEFAULT_CSS = f"ConfirmScreen {{ {DIALOG_CSS} }}"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "no", "binding.close")]

    def __init__(self, question: str, yes: str, no: str) -> None:
        super().__init__()
        localize_bindings(self)
        self.question, self.yes, self.no = question, yes, no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question, classes="title")
            with Horizontal():
                yield Button(self.yes, variant="error", id="yes")
                yield Button(self.no, variant="primary", id="no")

    @when_attached
    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    @on(Button.Pressed, "#yes")
    def _yes(self) -> None:
        self.answer(True)

    @on(Button.Pressed, "#no")
    def action_no(self) -> None:
        self.answer(False)


def open_count_question(points: int) -> ConfirmScreen:
    """Borders are still open at ``points`` points: count anyway?  Going back is the default."""
    key = "open_count.question_one" if points == 1 else "open_count.question"
    return ConfirmScreen(t(key, count=points), t("open_count.yes"), t("open_count.no"))


class PathScreen(Dialog[Path | None]):
    """Asks for a file path; ``attempt(path)`` does the work and returns an error or ``None``.

    On an error the dialog stays open and shows it, so nothing typed is lost.  A
    relative path is taken from the folder of the default, not from wherever
    go-tui was started.
    """

    DEFAULT_CSS = f"PathScreen {{ {DIALOG_CSS} }}"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "binding.close")]

    def __init__(self, title: str, default: Path, attempt: Callable[[Path], str | None]) -> None:
        super().__init__()
        localize_bindings(self)
        self.title_text, self.default, self.attempt = title, default, attempt
        self.folder = default if default.is_dir() else default.parent

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.title_text, classes="title")
            yield Input(str(self.default), placeholder=t("file.path"), id="path")
            yield Static("", classes="error", id="error")
            with Horizontal():
                yield Button(t("file.ok"), variant="primary", id="ok")
                yield Button(t("file.cancel"), id="cancel")

    @when_attached
    def on_mount(self) -> None:
        self.query_one("#path", Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#ok")
    def _ok(self) -> None:
        text = self.query_one("#path", Input).value.strip()
        if not text:
            return
        if self.answered:
            return
        path = self.folder / Path(text).expanduser()  # an absolute path stays as it is
        error = self.attempt(path)
        if error:
            self.query_one("#error", Static).update(error)
        else:
            self.answer(path)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.answer(None)


def games_dir() -> Path:
    """Where saved games go by default."""
    return data_dir() / "games"


def save_to(session: Session, path: Path, *, replace: bool) -> str | None:
    """Write the game to ``path``; the error in words, or ``None``.  With ``replace``
    false, an existing file is left alone and the answer says so."""
    if path.is_dir():
        return t("file.is_folder", path=str(path))
    if path.exists() and not replace:
        return t("file.exists", path=str(path))
    try:
        write_atomic(path, session.sgf())
    except OSError as error:
        return t("file.write_failed", path=str(path), error=error.strerror or str(error))
    return None


def ask_and_save(app: App[Any], session: Session, saved: Callable[[Path], None]) -> None:
    """Ask where to save the game (the games folder by default), save it, report where."""
    size = session.game.size
    default = games_dir() / f"go-{size}x{size}-{time.strftime('%Y-%m-%d-%H%M')}.sgf"

    def done(path: Path | None) -> None:
        if path is not None:
            saved(path)

    asked: set[Path] = set()

    def attempt(path: Path) -> str | None:
        """Save; an existing file is replaced only when Enter is pressed on it twice."""
        replace = path in asked
        asked.add(path)
        return save_to(session, path, replace=replace)

    dialog = PathScreen(t("file.save_title"), default, attempt)
    app.push_screen(dialog, done)
