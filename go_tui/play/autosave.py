"""The game saved after every move, so that quitting or a crash loses nothing.

The file is ``autosave.sgf`` in :func:`go_tui.storage.data_dir`, written
atomically.  A save that cannot be read is moved aside (never overwritten) and
reported with :class:`DamagedSave`.
"""

from __future__ import annotations

from pathlib import Path

from go_tui.formats.sgf import load_sgf
from go_tui.formats.sgf_grammar import SgfError
from go_tui.play.session import Session
from go_tui.storage import data_dir, put_aside, read_file, write_atomic

AUTOSAVE_NAME = "autosave.sgf"
PREVIOUS_NAME = "previous.sgf"
"""The game before the current one: starting a new game keeps the last one here."""
KEPT_GAMES = 10
"""How many games replaced by a new one are kept."""


class DamagedSave(Exception):
    """The autosave could not be read; it now lies at ``kept``."""

    def __init__(self, reason: str, kept: Path) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kept = kept


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def write_autosave(session: Session) -> Path:
    """Save the session over the previous autosave, in one atomic step."""
    path = autosave_path()
    write_atomic(path, session.sgf())
    return path


def keep_previous() -> None:
    """Before a new game takes over the autosave, keep the game there: as ``previous.sgf``,
    the ones before it as ``previous-2.sgf`` up to ``previous-10.sgf``.

    Raises :class:`OSError` when the game cannot be kept; it is then still in the autosave.
    """
    path = autosave_path()
    if not path.exists():
        return
    kept = [path.with_name(name) for name in previous_names()]
    for newer, older in zip(reversed(kept[:-1]), reversed(kept[1:]), strict=True):
        if newer.is_file():
            newer.replace(older)
    try:
        path.replace(kept[0])
    except OSError:  # previous.sgf is in the way (a folder, say): keep it under its own name
        put_aside(path)


def previous_names() -> list[str]:
    """The names of the games kept, newest first."""
    return [PREVIOUS_NAME, *(f"previous-{n}.sgf" for n in range(2, KEPT_GAMES + 1))]


def _keep_aside(path: Path) -> Path:
    """Move a damaged save out of the way; where it cannot move (a read-only folder), it
    stays, and no save can overwrite it there either."""
    try:
        return put_aside(path)
    except OSError:
        return path


def load_autosave() -> Session | None:
    """The last game, or ``None`` when there is none.

    Raises :class:`DamagedSave` after moving an unreadable file aside.
    """
    path = autosave_path()
    if not path.exists():
        return None
    try:
        loaded = load_sgf(read_file(path))
    except (OSError, SgfError, ValueError) as error:
        raise DamagedSave(str(error), _keep_aside(path)) from error
    return Session.from_sgf(loaded)
