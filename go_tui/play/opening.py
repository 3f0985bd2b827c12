"""Opening a game record from a file: a session to play on, or why there is none."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from go_tui.formats.sgf import load_sgf
from go_tui.play.session import Session
from go_tui.play.session_sgf import session_from_record
from go_tui.storage import read_file


class FileFault(StrEnum):
    """Why a file holds no game."""

    MISSING = "missing"
    UNREADABLE = "unreadable"
    MALFORMED = "malformed"
    """Not SGF, or not a game the engine can replay."""


@dataclass(frozen=True)
class OpenFailed:
    """The file at ``path`` holds no game; ``detail`` is the reader's own words (English),
    ``error`` what it raised, for a UI to word in its language."""

    path: Path
    fault: FileFault
    detail: str = ""
    error: Exception | None = None


@dataclass(frozen=True)
class Opened:
    """The game read from ``path``, and what was odd about the file."""

    path: Path
    session: Session
    warnings: tuple[str, ...] = ()


def open_game(path: Path) -> Opened | OpenFailed:
    """Read the SGF file at ``path`` as a session.  The built-in computer and GNU Go it
    names play on; another engine's command line in it is never started (a file from
    elsewhere could hold any command), so a person plays that colour."""
    try:
        data = read_file(path)
    except FileNotFoundError:
        return OpenFailed(path, FileFault.MISSING)
    except OSError as error:
        return OpenFailed(path, FileFault.UNREADABLE, error.strerror or str(error), error)
    try:  # the whole way to a session: whatever goes wrong, the file holds no game we can play
        loaded = load_sgf(data)
        session = session_from_record(loaded)
    except Exception as error:
        return OpenFailed(path, FileFault.MALFORMED, str(error) or type(error).__name__, error)
    return Opened(path, session, tuple(loaded.warnings))
