"""A game session without any UI: settings, variants, players' names, the match, autosave.

The screens build on this; the tests and the command line use it directly.
"""

from go_tui.play.autosave import (
    DamagedSave,
    autosave_path,
    keep_previous,
    load_autosave,
    write_autosave,
)
from go_tui.play.match import Match
from go_tui.play.opening import open_game
from go_tui.play.session import Session, Settings, Variant, default_komi

__all__ = [
    "DamagedSave",
    "Match",
    "Session",
    "Settings",
    "Variant",
    "autosave_path",
    "default_komi",
    "keep_previous",
    "load_autosave",
    "open_game",
    "write_autosave",
]
