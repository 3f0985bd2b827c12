"""The board's colours: a wood board (the default), a dark one and a high-contrast one.

Every part of the board is a component class of :class:`~go_tui.ui.widgets.board.BoardView`
(``board--black``, ``board--cursor``, ...); this module writes their rules for each
theme, the wood theme on ``BoardView`` itself and the others on ``BoardView.-theme-<name>``,
so an app's own CSS (a Textual theme, say) can restyle any part as it would a widget.
The theme a player chooses is kept in the preferences (:mod:`go_tui.preferences`).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import App

from go_tui.preferences import BOARD_THEMES, DEFAULT_BOARD_THEME


@dataclass(frozen=True)
class BoardColors:
    """The colours of one theme; every mark on the board is drawn on ``board``."""

    board: str
    grid: str
    star: str
    coord: str
    coord_cursor: str
    black: str
    white: str
    ghost_black: str
    ghost_white: str
    last: str
    neutral: str
    marked: str
    label: str
    right: str
    wrong: str
    hint: str
    """The hint's mark: apart from the right/wrong feedback and the last move."""
    cursor: str
    cursor_empty: str
    """The grid of an empty point under the cursor, on the cursor's background."""
    on_marked: str
    on_right: str
    on_wrong: str
    on_seki: str
    """Behind a stone living in seki: a hue of its own, both stones readable on it."""
    on_dead: str
    """Behind a stone marked dead (struck through, in its own colour): unlike seki and the
    board, both stones readable on it."""
    on_record: str
    """Behind a stone an opened record marks (its mark stands beside the stone)."""
    on_black: str
    """Text on a black stone (its move number): light."""
    on_white: str
    """Text on a white stone: dark."""
    black_shade: str
    white_shade: str
    """A second shade of each stone, behind the numbers of every other point in narrow
    cells, so that two numbers side by side read apart; still dark, or light."""


PALETTES = {
    "wood": BoardColors(
        board="#d9a95b",
        grid="#5a4020",
        star="#2b1d0c",
        coord="#4a3418",
        coord_cursor="#0b3d91",
        black="#000000",
        white="#ffffff",
        ghost_black="#7b5a2c",
        ghost_white="#f6e4c2",
        last="#c0161d",
        neutral="#8a1c1c",
        marked="#6a1b9a",
        label="#0b3d91",
        right="#0a6e1e",
        wrong="#c0161d",
        hint="#00566b",
        cursor="#3b82f6",
        cursor_empty="#ffffff",
        on_marked="#b07cd8",
        on_right="#49a85a",
        on_wrong="#dd5a55",
        on_seki="#2e8b57",
        on_dead="#b5473f",
        on_record="#6fa8dc",
        on_black="#f2e6cc",
        on_white="#1a1208",
        black_shade="#585858",
        white_shade="#c8c8c8",
    ),
    "dark": BoardColors(
        board="#5b6573",
        grid="#8e98a6",
        star="#d0d7e1",
        coord="#c3cad4",
        coord_cursor="#8cc8ff",
        black="#000000",
        white="#ffffff",
        ghost_black="#353b45",
        ghost_white="#a9b2bf",
        last="#ff7b72",
        neutral="#ffb86c",
        marked="#e0b0ff",
        label="#8be9fd",
        right="#7ee787",
        wrong="#ff7b72",
        hint="#79e2f2",
        cursor="#1f6feb",
        cursor_empty="#ffffff",
        on_marked="#8250df",
        on_right="#2f7d3b",
        on_wrong="#b62324",
        on_seki="#4fa36f",
        on_dead="#c0504d",
        on_record="#1f6f8b",
        on_black="#e6edf3",
        on_white="#0d1117",
        black_shade="#303030",
        white_shade="#c8c8c8",
    ),
    "high-contrast": BoardColors(
        board="#767676",
        grid="#000000",
        star="#000000",
        coord="#ffffff",
        coord_cursor="#ffff00",
        black="#000000",
        white="#ffffff",
        ghost_black="#3a3a3a",
        ghost_white="#c8c8c8",
        last="#ffff00",
        neutral="#ffff00",
        marked="#ffff00",
        label="#ffff00",
        right="#00ff00",
        wrong="#ff4040",
        hint="#00ffff",
        cursor="#ff00ff",
        cursor_empty="#000000",
        on_marked="#0000ff",
        on_right="#008000",
        on_wrong="#c00000",
        on_seki="#00a86b",
        on_dead="#d00000",
        on_record="#a05000",
        on_black="#ffff00",
        on_white="#000000",
        black_shade="#3a3a3a",
        white_shade="#c8c8c8",
    ),
}
"""One palette for each name in :data:`go_tui.preferences.BOARD_THEMES`."""

_BOLD = "text-style: bold;"


def _rules(palette: BoardColors) -> dict[str, str]:
    """The declarations of each component class (without its ``board--`` prefix)."""
    p = palette

    def on_board(color: str, style: str = "") -> str:
        return f"background: {p.board}; color: {color}; {style}".strip()

    return {
        "wood": on_board(p.grid),
        "grid": on_board(p.grid),
        "star": on_board(p.star, _BOLD),
        "coord": on_board(p.coord),
        "coord-cursor": on_board(p.coord_cursor, "text-style: bold underline;"),
        "black": on_board(p.black, _BOLD),
        "white": on_board(p.white, _BOLD),
        "ghost-black": on_board(p.ghost_black),
        "ghost-white": on_board(p.ghost_white),
        "dead-black": f"background: {p.on_dead}; color: {p.black}; text-style: bold strike;",
        "dead-white": f"background: {p.on_dead}; color: {p.white}; text-style: bold strike;",
        "last": on_board(p.last, _BOLD),
        "territory-black": on_board(p.black),
        "territory-white": on_board(p.white),
        "neutral": on_board(p.neutral, _BOLD),
        "marked": on_board(p.marked, _BOLD),
        "label": on_board(p.label, _BOLD),
        "label-last": on_board(p.label, "text-style: bold underline;"),
        "right": on_board(p.right, _BOLD),
        "wrong": on_board(p.wrong, _BOLD),
        "hint": on_board(p.hint, _BOLD),
        "number-black": f"background: {p.black}; color: {p.on_black}; {_BOLD}",
        "number-white": f"background: {p.white}; color: {p.on_white}; {_BOLD}",
        "number-black-shade": f"background: {p.black_shade}; color: {p.on_black}; {_BOLD}",
        "number-white-shade": f"background: {p.white_shade}; color: {p.on_white}; {_BOLD}",
        "number-last": "text-style: bold underline;",
        "disc-black": f"background: {p.black};",
        "disc-white": f"background: {p.white};",
        "disc-ghost-black": f"background: {p.ghost_black};",
        "disc-ghost-white": f"background: {p.ghost_white};",
        "disc-dead-black": f"background: {p.black};",
        "disc-dead-white": f"background: {p.white};",
        "cursor": f"background: {p.cursor};",
        "cursor-empty": f"background: {p.cursor}; color: {p.cursor_empty}; {_BOLD}",
        "on-marked": f"background: {p.on_marked};",
        "on-right": f"background: {p.on_right};",
        "on-wrong": f"background: {p.on_wrong};",
        "on-seki": f"background: {p.on_seki};",
        "on-record": f"background: {p.on_record};",
    }


COMPONENTS = frozenset(f"board--{name}" for name in _rules(PALETTES[DEFAULT_BOARD_THEME]))
"""Every component class of the board."""

_NO_COLOR = {
    "cursor": "reverse",
    "cursor-empty": "bold reverse",
    "coord-cursor": "reverse",
    "on-marked": "underline",
    "on-right": "underline",
    "on-wrong": "underline",
    "on-seki": "underline",
    "on-record": "underline",
    "ghost-black": "dim",
    "ghost-white": "dim",
    "dead-black": "dim strike",
    "dead-white": "dim strike",
    "number-black": "bold reverse",
    "number-black-shade": "bold reverse italic",
    "number-white-shade": "bold italic",
}
"""Without colour, what a background or a shade said is said by a text style."""


def theme_class(name: str) -> str:
    """The CSS class a board carries in theme ``name``."""
    return f"-theme-{name}"


def _css() -> str:
    lines = []
    for name, palette in PALETTES.items():
        scope = "BoardView" if name == DEFAULT_BOARD_THEME else f"BoardView.{theme_class(name)}"
        for part, rule in _rules(palette).items():
            lines.append(f"{scope} > .board--{part} {{ {rule} }}")
    for part, style in _NO_COLOR.items():
        lines.append(f"BoardView:nocolor > .board--{part} {{ text-style: {style}; }}")
    return "\n".join(lines)


THEMES_CSS = _css()
"""The rules of every theme, for ``BoardView.DEFAULT_CSS``."""


def board_theme(app: App[object]) -> str:
    """The theme the app draws its boards in (an app without one: the default)."""
    theme = getattr(app, "board_theme", DEFAULT_BOARD_THEME)
    return theme if theme in BOARD_THEMES else DEFAULT_BOARD_THEME
