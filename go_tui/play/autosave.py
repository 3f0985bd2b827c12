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
from go_tui.storage import data_dir, put_aside, write_atomic

AUTOSAVE_NAME = "autosave.sgf"
PREVIOUS_NAME = "previous.sgf"
"""The game before the current one: starting a new game keeps the last one here."""


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
    """Before a new game takes over the autosave, keep the old one as ``previous.sgf``."""
    path = autosave_path()
    if path.exists():
        path.replace(path.with_name(PREVIOUS_NAME))


def load_autosave() -> Session | None:
    """The last game, or ``None`` when there is none.

    Raises :class:`DamagedSave` after moving an unreadable file aside.
    """
    path = autosave_path()
    if not path.exists():
        return None
    try:
        loaded = load_sgf(path.read_bytes())
    except (OSError, SgfError, ValueError) as error:
        kept = put_aside(path)
        raise DamagedSave(str(error), kept) from error
    return Session.from_sgf(loaded)
