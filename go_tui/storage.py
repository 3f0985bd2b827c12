"""Where go-tui keeps its files on the user's machine, and how it writes them.

One place for the data directory (platformdirs, overridable for tests and
portable use), atomic writes (a temp file, then a rename, so a crash never
leaves half a file) and moving a damaged file aside (never deleting what a
user might still want).
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import platformdirs

DATA_DIR_ENV = "GO_TUI_DATA_DIR"
SETTINGS_FILE = "settings.json"
PROGRESS_FILE = "progress.json"
"""The data folder's files that every window shares (each window's save is
:mod:`go_tui.play.save_files`'); named here, where nothing of the game is loaded."""


SERVED_ENV = "GO_TUI_SERVED"
"""Set to ``1`` for the app of a page ``go-tui serve`` serves (:mod:`go_tui.web.session`):
whoever opens the page is not trusted with this account (:func:`served`)."""


def served() -> bool:
    """Whether this app is a served page's: then it starts no command line but the built-in
    computer's and GNU Go's, and reads and writes files only in its own data folder
    (:func:`in_data_dir`), so a page cannot run programs or reach files on the server."""
    return os.environ.get(SERVED_ENV) == "1"


def in_data_dir(path: Path) -> bool:
    """Whether ``path``, links followed, is in the data folder (or is it)."""
    root = data_dir().resolve()
    where = path.expanduser().resolve()
    return where == root or root in where.parents


def data_dir() -> Path:
    """Where go-tui keeps its files; ``$GO_TUI_DATA_DIR`` overrides it (tests, portable use)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("go-tui", appauthor=False))


MAX_FILE_BYTES = 50 * 1024 * 1024
"""The largest file go-tui reads: far above any game record, lesson or progress file."""


class NotRegularFile(OSError):
    """A pipe or a device where a file was expected (a folder is :class:`IsADirectoryError`)."""


class FileTooLarge(OSError):
    """A file over the size go-tui reads; ``limit`` is that size in MB."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {limit} MB", str(path))
        self.limit = limit


def read_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, read without waiting or growing.

    Raises :class:`OSError`: ``FileNotFoundError`` when there is none,
    ``IsADirectoryError`` for a folder, :class:`NotRegularFile` for a pipe or a device
    (a FIFO would hang, ``/dev/zero`` never end) and :class:`FileTooLarge` for a file
    over ``limit`` bytes, counted as it is read.
    """
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a FIFO opens without a writer
    mode = os.fstat(handle).st_mode
    if not stat.S_ISREG(mode):
        os.close(handle)
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "is a directory", str(path))
        raise NotRegularFile(errno.EINVAL, "not a regular file", str(path))
    with os.fdopen(handle, "rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(path, limit // (1024 * 1024))
    return data


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step: readers see the old file or the new one.

    The file keeps its permissions (a new one gets the usual ones, not the private
    mode of a temporary file); a symbolic link at ``path`` is replaced, never followed.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.chmod(temp, _mode_for(path))
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


STALE_SECONDS = 60.0
"""How long ago a temp file of :func:`write_atomic` was last written for it to be a write
that never ended (a kill before the rename): a write takes well under a second, so one
another window is making now is younger."""
_TEMP = re.compile(r"\.(.+)\.[a-z0-9_]+\.tmp")
"""A temp file's name as :func:`write_atomic` makes it: ``.NAME.XXXXXXXX.tmp``."""


def leftover_temps(folder: Path) -> Iterator[tuple[Path, str, bool]]:
    """The temp files :func:`write_atomic` left in ``folder``, each with the name of the
    file it was to replace and whether it is stale (see :data:`STALE_SECONDS`)."""
    before = time.time() - STALE_SECONDS
    for path in folder.glob(".*.tmp"):
        match = _TEMP.fullmatch(path.name)
        if match is None:
            continue
        try:
            stale = path.lstat().st_mtime < before
        except OSError:
            continue  # gone already: its write ended
        yield path, match[1], stale


def _mode_for(path: Path) -> int:
    """The permissions of the regular file at ``path``, or a new file's under the umask."""
    try:
        status = path.lstat()
    except FileNotFoundError:
        status = None
    if status is not None and stat.S_ISREG(status.st_mode):
        return stat.S_IMODE(status.st_mode)
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def put_aside(path: Path) -> Path:
    """Rename a file that cannot be read to ``NAME.damaged-DATE``; return the new path.

    Raises :class:`OSError` when the file cannot be moved.
    """
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    os.replace(path, aside)
    return aside


@dataclass(frozen=True)
class Damage:
    """Why a file could not be used, and where it was kept (``aside`` is ``None`` when
    it could not even be moved, and ``error`` says why)."""

    reason: str
    aside: Path | None
    error: OSError | None = None


def read_section(
    path: Path, key: str, valid: Callable[[object], bool]
) -> tuple[dict[str, Any], Damage | None]:
    """One key of a JSON file that several owners share (lessons and problems progress).

    A file that is not a JSON object is moved aside whole.  A key of the wrong
    shape is moved aside with the file and the sound keys are written back, so
    one owner's damage never costs another owner its data.
    """
    try:
        data = _json(path)
    except FileNotFoundError:
        return {}, None
    except (OSError, ValueError, RecursionError) as error:
        return {}, _set_aside(path, {}, str(error))
    if not isinstance(data, dict):
        return {}, _set_aside(path, {}, "unexpected content")
    section = data.get(key, {})
    if not valid(section):
        del data[key]
        return {}, _set_aside(path, data, f"the {key!r} part is damaged")
    return section, None


def write_section(path: Path, key: str, value: dict[str, Any]) -> None:
    """Replace one key of a shared JSON file, keeping every other key as it is."""
    try:
        data = _json(path)
    except (OSError, ValueError, RecursionError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    data[key] = value
    write_atomic(path, _dumps(data))


def _json(path: Path) -> object:
    """The JSON value in the file; ``ValueError`` for bad text, ``RecursionError`` for nesting
    deeper than Python's parser goes."""
    return json.loads(read_file(path).decode("utf-8"))


def _set_aside(path: Path, keep: dict[str, Any], reason: str) -> Damage:
    try:
        aside = put_aside(path)
        if keep:
            write_atomic(path, _dumps(keep))
    except OSError as error:
        return Damage(reason, None, error)
    return Damage(reason, aside)


def _dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


LESSONS_PACKAGE = "go_tui._lessons"


def builtin_lessons_dir() -> Path:
    """The lessons shipped with go-tui, in a wheel or in a source checkout.

    An installed wheel carries ``lessons/`` as the data package ``go_tui._lessons``;
    a checkout (editable or not installed) has it at the top of the repository.
    """
    spec = find_spec(LESSONS_PACKAGE)
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return Path(__file__).resolve().parents[1] / "lessons"
