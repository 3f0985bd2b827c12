"""The game saved after every move, so that quitting or a crash loses nothing.

The file is ``autosave.sgf`` in :func:`go_tui.storage.data_dir` (or this window's own
save, :mod:`go_tui.play.save_files`), written atomically.  A save that cannot be read is
moved aside (never overwritten) and reported with :class:`DamagedSave`.
"""

from __future__ import annotations

from pathlib import Path

from go_tui.formats.sgf import load_sgf
from go_tui.play.save_files import autosave_path
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.storage import put_aside, read_file, write_atomic


class DamagedSave(Exception):
    """The autosave could not be read as a game; it now lies at ``kept``."""

    def __init__(self, reason: str, kept: Path) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kept = kept


def write_autosave(session: Session) -> Path:
    """Save the session over the previous autosave, in one atomic step."""
    path = autosave_path()
    write_atomic(path, record_from_session(session))
    return path


def _keep_aside(path: Path) -> Path:
    """Move a damaged save out of the way; where it cannot move (a read-only folder), it
    stays, and no save can overwrite it there either."""
    try:
        return put_aside(path)
    except OSError:
        return path


def load_autosave() -> Session | None:
    """The last game, or ``None`` when there is none; the computers in it play on, another
    GTP engine too (its command line is ours: this is the one file that may start one).

    Raises :class:`DamagedSave` after moving an unreadable file aside.
    """
    path = autosave_path()
    if not path.exists():
        return None
    try:  # the whole way to a session: whatever goes wrong would go wrong at every start
        return session_from_record(load_sgf(read_file(path)), own=True)
    except Exception as error:
        raise DamagedSave(str(error) or type(error).__name__, _keep_aside(path)) from error
