"""A game session without any UI: settings, variants, players' names, the match, autosave,
and the session in SGF.

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
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.settings import Settings, Variant, default_komi

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
    "record_from_session",
    "session_from_record",
    "write_autosave",
]
