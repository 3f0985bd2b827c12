"""A one-problem collection in the corner of a 9x9 board, opened on the problem screen."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from go_tui.problems import load_file
from go_tui.ui.app import GoApp
from go_tui.ui.screens.problems import ProblemListScreen, ProblemScreen

CORNER = """
(;GM[1]FF[4]CA[UTF-8]SZ[9]EV[en: Corner
nl: Hoek]GE[capture]DI[30k]GN[en: Into the corner
nl: De hoek in]PL[B]AB[ah][ai][ch]AW[bh]MA[bh]C[en: Black to play.
nl: Zwart aan zet.]
(;B[bg];W[bi];B[ci]C[RIGHT])
(;B[bi];W[bg]C[WRONG]))
"""


def write_corner(folder: Path) -> Path:
    """The collection as a file in ``folder``."""
    path = folder / "corner.sgf"
    path.write_text(CORNER, encoding="utf-8")
    return path


def app_for(path: Path) -> GoApp:
    return GoApp(opening=lambda app: app.push_screen(ProblemListScreen([load_file(path)])))


async def opened(pilot: Pilot[object]) -> ProblemScreen:
    """The first problem of the list, opened."""
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ProblemScreen)
    return screen
