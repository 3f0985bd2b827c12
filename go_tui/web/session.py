"""One browser page's app: started by the server for each page, in a data folder of its own.

textual-serve starts this command once per page (per websocket). Each page gets a fresh
folder under ``browser-sessions`` in the user's data folder, so its game, autosave and
choices are its own: two people at two pages never resume, overwrite or see each
other's game. The app is a served page's (:func:`~go_tui.storage.served`): it starts
no engine but the built-in computer and GNU Go, and its open, save and export dialogs
take no path outside its own folder. The folders are kept (nothing a player may want is
deleted); removing ``browser-sessions`` while no page is open clears them.

Run as ``python -m go_tui.web.session LANG ASCII``, where ASCII is ``ascii`` or ``discs``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from go_tui.storage import DATA_DIR_ENV, SERVED_ENV, data_dir

SESSIONS_FOLDER = "browser-sessions"


def command(lang: str, ascii: bool) -> list[str]:
    """The command line the server runs for each page."""
    return [sys.executable, "-m", __name__, lang, "ascii" if ascii else "discs"]


def new_session_folder(parent: Path) -> Path:
    """A fresh folder for one page, named by its start time (sorted, and an older one
    easy to spot) and a random part; only its owner may read it (the game is private)."""
    folder = parent / SESSIONS_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S-")
    return Path(tempfile.mkdtemp(prefix=stamp, dir=folder))


def main() -> None:
    """Point the data folder at a new session folder, mark the app a served page's (no
    command lines, no files outside that folder: :func:`~go_tui.storage.served`), then
    start the app as ``go-tui`` does (both are set before the app's modules read them)."""
    lang, drawing = sys.argv[1:3]
    os.environ[DATA_DIR_ENV] = str(new_session_folder(data_dir()))
    os.environ[SERVED_ENV] = "1"
    from go_tui.ui.app import run

    run(lang=lang, ascii=drawing == "ascii")


if __name__ == "__main__":
    main()
