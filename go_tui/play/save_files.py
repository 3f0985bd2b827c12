"""Where the autosave and the kept games lie, and which window writes which save.

Each running go-tui claims its own save (:func:`claim_autosave`), so two windows on one
data folder never overwrite each other's game; a new game keeps the one it replaces
(:func:`keep_previous`), unless it has no move.  Nothing here reads a game before a game
is kept: the start screen needs these before anything of the engine is loaded.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path

import filelock

from go_tui.storage import (
    PROGRESS_FILE,
    SETTINGS_FILE,
    data_dir,
    leftover_temps,
    put_aside,
    read_file,
)

AUTOSAVE_NAME = "autosave.sgf"
PREVIOUS_NAME = "previous.sgf"
"""The game before the current one: starting a new game keeps the last one here."""
KEPT_GAMES = 10
"""How many games replaced by a new one are kept."""


@dataclass
class _Claim:
    """The save this process writes, and the lock that keeps other windows off it."""

    slot: int = 1
    lock: filelock.BaseFileLock | None = None
    folder: Path | None = None
    """The data folder the lock was taken in."""


_claim = _Claim()


def _save_name(slot: int) -> str:
    return AUTOSAVE_NAME if slot == 1 else f"autosave-{slot}.sgf"


def _lock_for(slot: int) -> filelock.BaseFileLock:
    return filelock.FileLock(data_dir() / f".{_save_name(slot)}.lock", timeout=0)


def autosave_path() -> Path:
    """This window's save: ``autosave.sgf``, or ``autosave-N.sgf`` beside another window."""
    return data_dir() / _save_name(_claim.slot)


def claim_autosave() -> Path:
    """Take the first save no other running go-tui holds (``autosave.sgf``, else
    ``autosave-2.sgf`` and on) and return it.  The operating system drops the lock when
    the process ends, however it ends; where no lock can be made (a read-only folder)
    nothing can be saved either, and the usual save is used.
    """
    if _claim.lock is not None and _claim.lock.is_locked and _claim.folder == data_dir():
        return autosave_path()  # claimed already: a second game in this process
    try:
        data_dir().mkdir(parents=True, exist_ok=True)
        for slot in itertools.count(1):
            lock = _lock_for(slot)
            try:
                lock.acquire()
            except filelock.Timeout:
                continue
            _claim.slot, _claim.lock, _claim.folder = slot, lock, data_dir()
            _clear_leftovers(slot)
            return autosave_path()
    except OSError:
        pass
    _claim.slot, _claim.lock = 1, None
    return autosave_path()


def _clear_leftovers(slot: int) -> None:
    """Remove the half-written copies a killed go-tui left in the data folder (a write goes
    to ``.autosave.sgf.XXXX.tmp`` first): of this save at once, as this window holds its
    lock; of the other saves, the settings and the progress once stale, as no write
    another window is making now is (:func:`~go_tui.storage.leftover_temps`).  No other
    file's is touched: the folder may be shared (``$GO_TUI_DATA_DIR``)."""
    own = _save_name(slot)
    for leftover, name, stale in leftover_temps(data_dir()):
        ours = name in (SETTINGS_FILE, PROGRESS_FILE) or _slot(name) is not None
        if name == own or (ours and stale):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                continue


def _slot(name: str) -> int | None:
    """The slot of a save's file name (``autosave-3.sgf``: 3); ``None`` for another name."""
    if name == AUTOSAVE_NAME:
        return 1
    number = name.removeprefix("autosave-").removesuffix(".sgf")
    if number.isascii() and number.isdigit() and name == _save_name(int(number)):
        return int(number)
    return None


def keep_left_games() -> int:
    """Move the saves of windows that have closed into the kept games (``previous.sgf``
    and on); return how many.  Only the window with the usual save does this, so a game is
    never taken from a window that is still open.
    """
    if _claim.slot != 1:
        return 0
    kept = 0
    for path in sorted(data_dir().glob("autosave-*.sgf")):
        slot = _slot(path.name)
        if slot is None:
            continue
        lock = _lock_for(slot)
        try:
            with lock:
                kept += keep_previous(path)
        except (filelock.Timeout, OSError):
            continue
    return kept


def keep_previous(path: Path | None = None) -> bool:
    """Before a new game takes over the autosave, keep the game there (or at ``path``):
    as ``previous.sgf``, the ones before it as ``previous-2.sgf`` up to ``previous-10.sgf``.

    Whether a game was kept: one without a move is dropped instead.  Raises
    :class:`OSError` when the game cannot be kept; it is then still where it was.
    """
    path = path or autosave_path()
    if not path.exists():
        return False
    if _no_moves(path):  # a game started and left: it must not push a real one out
        path.unlink()
        return False
    kept = [path.with_name(name) for name in previous_names()]
    for newer, older in zip(reversed(kept[:-1]), reversed(kept[1:]), strict=True):
        if newer.is_file():
            newer.replace(older)
    try:
        path.replace(kept[0])
    except OSError:  # previous.sgf is in the way (a folder, say): keep it under its own name
        put_aside(path)
    return True


def _no_moves(path: Path) -> bool:
    """Whether the save at ``path`` is a game without a single move (or branch) and no
    stones set up but its handicap.  One that cannot be read is not known to be empty: it
    is kept."""
    from go_tui.formats.sgf import load_sgf
    from go_tui.formats.sgf_grammar import SgfError

    try:
        loaded = load_sgf(read_file(path))
    except (OSError, SgfError, ValueError, ArithmeticError):
        return False
    game = loaded.game
    set_up = bool(game.setup) and not game.handicap
    return not game.moves and not loaded.tree.children and not set_up


def kept_path() -> Path:
    """Where the newest kept game is."""
    return data_dir() / PREVIOUS_NAME


def previous_names() -> list[str]:
    """The names of the games kept, newest first."""
    return [PREVIOUS_NAME, *(f"previous-{n}.sgf" for n in range(2, KEPT_GAMES + 1))]
