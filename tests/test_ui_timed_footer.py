"""A timed set's footer: ] skips a problem not ended, and only goes on after one."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_support import enter

from go_tui.i18n import set_language
from go_tui.problems import ProblemProgress, load_file
from go_tui.problems.timed import TimedSet
from go_tui.ui.app import GoApp
from go_tui.ui.screens.timed import TimedProblemScreen

TWO = """
(;GM[1]FF[4]CA[UTF-8]SZ[9]EV[en: Timed
nl: Getimed]GE[capture]DI[30k]PL[B]AB[ah][ai][ch]AW[bh]MA[bh]
(;B[bg];W[bi];B[ci]C[RIGHT])
(;B[bi];W[bg]C[WRONG]))
(;GM[1]FF[4]CA[UTF-8]SZ[9]GE[capture]DI[30k]PL[B]AB[aa][ea][bb][cb][db]AW[ba][ca]MA[ba][ca]
(;B[da]C[RIGHT]))
"""


def shown(screen: TimedProblemScreen, key: str = "right_square_bracket") -> str | None:
    """What the footer says the key does, or None when it is not shown."""
    active = screen.active_bindings.get(key)
    return None if active is None or not active.binding.show else active.binding.description


@pytest.mark.parametrize(
    ("lang", "skip", "next_"),
    [("en", "Next (skip)", "Next"), ("nl", "Volgende (overslaan)", "Volgende")],
)
async def test_the_footer_says_skip_only_while_the_problem_is_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, skip: str, next_: str
) -> None:
    monkeypatch.setenv("GO_TUI_DATA_DIR", str(tmp_path / "data"))
    set_language(lang)
    path = tmp_path / "two.sgf"
    path.write_text(TWO, encoding="utf-8")
    problems = load_file(path).problems
    timed = TimedSet(problems, lambda: 0.0)
    screen = TimedProblemScreen(timed, ProblemProgress.load())
    app = GoApp(opening=lambda go_app: go_app.push_screen(screen))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert shown(screen) == skip
        await enter(pilot, "b3", "c1")
        assert screen.session.attempt.finished
        assert shown(screen) == next_
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert screen.session.index == 1
        assert shown(screen) == skip
        assert timed.summary().solved == 1
