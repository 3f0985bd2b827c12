"""The rules of Go, in pure Python: no UI, no third-party imports.

Everything the rest of the project needs is importable from here.
"""

from go_tui.engine.board import Board, IllegalMove, Placement, Refusal, board_from_rows
from go_tui.engine.coords import (
    COLUMNS,
    MAX_SIZE,
    MIN_SIZE,
    Color,
    CoordError,
    Point,
    decimal_number,
    from_sgf,
    from_vertex,
    handicap_limit,
    handicap_points,
    star_points,
    to_sgf,
    to_vertex,
    whole_number,
)
from go_tui.engine.game import Game, Move, Refused
from go_tui.engine.rules import CHINESE, JAPANESE, KoRule, Rules, Scoring

__all__ = [
    "CHINESE",
    "COLUMNS",
    "JAPANESE",
    "MAX_SIZE",
    "MIN_SIZE",
    "Board",
    "Color",
    "CoordError",
    "Game",
    "IllegalMove",
    "KoRule",
    "Move",
    "Placement",
    "Point",
    "Refusal",
    "Refused",
    "Rules",
    "Scoring",
    "board_from_rows",
    "decimal_number",
    "from_sgf",
    "from_vertex",
    "handicap_limit",
    "handicap_points",
    "star_points",
    "to_sgf",
    "to_vertex",
    "whole_number",
]
