"""Where go-tui keeps its files on the user's machine, and how it writes them.

One place for the data directory (platformdirs, overridable for tests and
portable use), atomic writes (a temp file, then a rename, so a crash never
leaves half a file) and moving a damaged file aside (never deleting what a
user might still want).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import platformdirs

DATA_DIR_ENV = "GO_TUI_DATA_DIR"


def data_dir() -> Path:
    """Where go-tui keeps its files; ``$GO_TUI_DATA_DIR`` overrides it (tests, portable use)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("go-tui", appauthor=False))


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step: readers see the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def put_aside(path: Path) -> Path:
    """Rename a file that cannot be read to ``NAME.damaged-DATE``; return the new path.

    Raises :class:`OSError` when the file cannot be moved.
    """
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    os.replace(path, aside)
    return aside
