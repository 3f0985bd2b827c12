"""The choices a player makes once and expects kept: the language, the ASCII board, and the
board's theme.

Kept in ``settings.json`` in the data directory.  A damaged file is put aside
like any other (:mod:`go_tui.storage`) and the defaults apply; a file that
cannot be written costs the player nothing but the memory of the choice.
"""

from __future__ import annotations

import os
from contextlib import suppress
from dataclasses import asdict, dataclass
from pathlib import Path

from go_tui.i18n import LANGUAGES, set_language
from go_tui.storage import SETTINGS_FILE, data_dir, read_section, write_section

SECTION = "preferences"
BOARD_THEMES = ("wood", "dark", "high-contrast")
"""The board's themes (:mod:`go_tui.ui.widgets.board_themes` holds their colours)."""
DEFAULT_BOARD_THEME = "wood"


@dataclass(frozen=True)
class Preferences:
    lang: str | None = None
    """``nl`` or ``en``; ``None``: the system's language."""
    ascii: bool = False
    board_theme: str = DEFAULT_BOARD_THEME
    """One of :data:`BOARD_THEMES`."""


def _path() -> Path:
    return data_dir() / SETTINGS_FILE


def _valid(section: object) -> bool:
    if not isinstance(section, dict):
        return False
    lang, ascii = section.get("lang"), section.get("ascii", False)
    theme = section.get("board_theme", DEFAULT_BOARD_THEME)
    return (lang is None or lang in LANGUAGES) and isinstance(ascii, bool) and theme in BOARD_THEMES


def load_preferences() -> Preferences:
    try:
        section, _ = read_section(_path(), SECTION, _valid)
    except OSError:
        return Preferences()
    return Preferences(
        section.get("lang"),
        section.get("ascii", False),
        section.get("board_theme", DEFAULT_BOARD_THEME),
    )


def remember(
    lang: str | None = None, ascii: bool | None = None, board_theme: str | None = None
) -> Preferences:
    """The stored choices with the given ones (``None``: unchanged) put in, and kept."""
    stored = load_preferences()
    chosen = Preferences(
        lang if lang is not None else stored.lang,
        ascii if ascii is not None else stored.ascii,
        board_theme if board_theme is not None else stored.board_theme,
    )
    if chosen != stored:
        # Unwritable: the choice holds for this run; it is only not remembered.
        with suppress(OSError):
            write_section(_path(), SECTION, asdict(chosen))
    return chosen


def look(lang: str | None, ascii: bool | None, *, keep: bool) -> tuple[str, bool]:
    """The language and whether the board is drawn in letters for this start.  With
    ``keep`` the choices given are remembered and the ones not given come from the last
    start (headless commands neither read nor keep them)."""
    if keep:
        chosen = remember(lang, ascii)
        lang, ascii = chosen.lang, chosen.ascii
    # Without colour both stones would be the same disc: letters tell them apart.
    return set_language(lang), bool(ascii) or bool(os.environ.get("NO_COLOR"))
