"""Small modal dialogs: a yes/no question, and a file path to save to or open."""

from __future__ import annotations

import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from go_tui.i18n import printable, t
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session
from go_tui.storage import data_dir, in_data_dir, served, write_atomic
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import attached_only, when_attached
from go_tui.ui.text import os_error_words

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
    @when_attached
    def _yes(self) -> None:
        self.answer(True)

    @on(Button.Pressed, "#no")
    @when_attached
    def action_no(self) -> None:
        self.answer(False)


class AllowScreen(ConfirmScreen):
    """A yes/no question answered with a key too: ``y`` (``j`` in Dutch) or ``n``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,j", "yes", "binding.close", show=False),
        Binding("n", "no", "binding.close", show=False),
    ]

    @when_attached
    def action_yes(self) -> None:
        self.answer(True)


def open_count_question(points: int) -> ConfirmScreen:
    """Borders are still open at ``points`` points: count anyway?  Going back is the default."""
    key = "open_count.question_one" if points == 1 else "open_count.question"
    return ConfirmScreen(t(key, count=points), t("open_count.yes"), t("open_count.no"))


class PathScreen(Dialog[Path | None]):
    """Asks for a file path; ``attempt(path)`` does the work and returns an error or ``None``.

    On an error the dialog stays open and shows it, so nothing typed is lost.  A
    relative path is taken from the folder of the default, not from wherever
    go-tui was started.  When the default is a folder (opening a file), the dialog
    lists that folder's SGF files, newest first: Down goes from the path to the list,
    where the arrows choose and Enter opens; a folder given as the path lists its own.
    """

    DEFAULT_CSS = f"""PathScreen {{ {DIALOG_CSS}
        & .hint {{ color: $text-muted; }}
        & #files {{ height: auto; max-height: 12; }}
    }}"""
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "binding.close")]

    def __init__(self, title: str, default: Path, attempt: Callable[[Path], str | None]) -> None:
        super().__init__()
        localize_bindings(self)
        self.title_text, self.default, self.attempt = title, default, attempt
        self.browse = default.is_dir()
        self.folder = default if self.browse else default.parent
        self.chosen: Path | None = None
        """The file last chosen in the list: the path shows it as it prints."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.title_text, classes="title")
            if self.browse:
                yield Static(t("file_open.hint"), classes="hint")
            yield Input(str(self.default), placeholder=t("file.path"), id="path")
            if self.browse:
                yield OptionList(id="files")
            yield Static("", classes="error", id="error")
            with Horizontal():
                yield Button(t("file.ok"), variant="primary", id="ok")
                yield Button(t("file.cancel"), id="cancel")

    @when_attached
    def on_mount(self) -> None:
        self.query_one("#path", Input).focus()
        if self.browse:
            self.show_folder(self.folder)

    def show_folder(self, folder: Path) -> None:
        """List the SGF files in ``folder``, newest first; relative paths start there now."""
        self.folder = folder
        listing = self.query_one("#files", OptionList)
        listing.clear_options()
        try:
            files = sgf_files(folder)
        except OSError as error:
            files, note = [], t("file.unreadable", path=str(folder), error=os_error_words(error))
        else:
            note = "" if files else t("file_open.none", folder=str(folder))
        listing.add_options(
            Option(Text(f"{printable(path.name)}  {_when(written)}"), id=str(path))
            for path, written in files
        )
        listing.display = bool(files)
        self._say(note)

    def _say(self, text: str) -> None:
        """Show an error or a note below the path (the list gives it room)."""
        self.query_one("#error", Static).update(text)
        if self.browse:
            self.call_after_refresh(self._fit_list)

    @when_attached
    def on_resize(self) -> None:
        if self.browse:
            self.call_after_refresh(self._fit_list)

    @when_attached
    def _fit_list(self) -> None:
        """Give the list the rows the rest of the dialog leaves on the screen (at least one:
        an error that names a long path may take several lines of a small terminal)."""
        box, listing = self.query_one(Vertical), self.query_one("#files", OptionList)
        if not listing.display:
            return
        error = self.query_one("#error", Static)
        # the error's lines as they will be laid out: a text just set may not be yet
        wrapped = error.get_content_height(self.size, self.size, error.content_size.width)
        others = box.outer_size.height - listing.outer_size.height
        others += wrapped - error.content_size.height
        listing.styles.max_height = max(1, min(12, self.size.height - others))

    @when_attached
    def on_key(self, event: Key) -> None:
        """Down from the path goes to the list of files."""
        if event.key == "down" and self.browse and self.focused is self.query_one("#path"):
            event.stop()
            self._to_list()

    def _to_list(self) -> None:
        listing = self.query_one("#files", OptionList)
        if listing.option_count:
            self.set_focus(listing)  # at once: the next key already goes to the list
            listing.highlighted = listing.highlighted or 0

    @on(OptionList.OptionHighlighted, "#files")
    @when_attached
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The chosen file shows as the path, so OK opens it too (a name with control
        characters shows without them, and still opens)."""
        if event.option.id is not None and event.option_list.has_focus:
            self.chosen = Path(event.option.id)
            self.query_one("#path", Input).value = printable(self.chosen)

    @on(OptionList.OptionSelected, "#files")
    @when_attached
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self._try(Path(event.option.id))

    @on(Input.Submitted)
    @on(Button.Pressed, "#ok")
    @when_attached
    def _ok(self) -> None:
        text = self.query_one("#path", Input).value.strip()
        if not text:
            return
        path = self.folder / Path(text).expanduser()  # an absolute path stays as it is
        if self.chosen is not None and text == printable(self.chosen):
            path = self.chosen
        if served() and not in_data_dir(path):
            self._say(t("file.outside", folder=str(data_dir())))
            return
        if self.browse and path.is_dir():
            self.query_one("#path", Input).value = str(path)
            self.show_folder(path)
            self._to_list()
            return
        self._try(path)

    def _try(self, path: Path) -> None:
        if self.answered:
            return
        error = self.attempt(path)
        if error:
            self._say(error)
        else:
            self.answer(path)

    @on(Button.Pressed, "#cancel")
    @when_attached
    def action_cancel(self) -> None:
        self.answer(None)


MAX_LISTED_FILES = 200
"""The newest SGF files a folder lists; older ones can still be typed."""


def sgf_files(folder: Path) -> list[tuple[Path, float]]:
    """The SGF files in ``folder`` and when each was last written, newest first (at most
    :data:`MAX_LISTED_FILES`).  Raises :class:`OSError` when the folder cannot be read."""
    dated: list[tuple[Path, float]] = []
    for path in folder.iterdir():
        if path.suffix.lower() != ".sgf":
            continue
        try:
            status = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(status.st_mode):
            dated.append((path, status.st_mtime))
    dated.sort(key=lambda item: (-item[1], item[0].name))
    return dated[:MAX_LISTED_FILES]


def _when(written: float) -> str:
    """A time as ``2026-11-27 11:43``."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(written))


def games_dir() -> Path:
    """Where saved games go by default."""
    return data_dir() / "games"


def save_to(session: Session, path: Path, *, replace: bool) -> str | None:
    """Write the game to ``path``; the error in words, or ``None``.  With ``replace``
    false, an existing file is left alone and the answer says so."""
    return write_to(path, lambda: record_from_session(session), replace=replace)


def write_to(path: Path, text: Callable[[], str], *, replace: bool) -> str | None:
    """Write ``text()`` to ``path``; the error in words, or ``None``.  With ``replace``
    false, an existing file is left alone and the answer says so."""
    if path.is_dir():
        return t("file.is_folder", path=str(path))
    if path.exists() and not replace:
        return t("file.exists", path=str(path))
    try:
        write_atomic(path, text())
    except OSError as error:
        return t("file.write_failed", path=str(path), error=os_error_words(error))
    return None


def ask_and_save(screen: Screen[Any], session: Session, saved: Callable[[Path], None]) -> None:
    """Ask where to save the game (the games folder by default), save it, and say where on
    ``screen`` (while it is still there)."""
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
    screen.app.push_screen(dialog, attached_only(screen, done))
