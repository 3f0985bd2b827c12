"""What every test shares: a data folder of its own, English texts, and the content proven once.

Autouse, so no test reads or writes the player's real data folder (remembered
choices, autosaves) and no language chosen in one test leaks into the next.
A test that needs the folder asks for ``data_dir``.

Proving the built-in lessons and problems is the costliest work of the suite, so it
happens at most once a run (session fixtures), and only when a test asks for it:
those tests are marked ``slow``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_clock import FakeTime

from go_tui.i18n import set_language
from go_tui.learn import Lessons, load_lessons
from go_tui.problems import builtin_collections, check_collections
from go_tui.problems.checker import Report
from go_tui.storage import DATA_DIR_ENV


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker more than the cores.  The app tests wait about 40% of their
    time in Textual's wait for the app to go idle (20 ms a key at the least); a third
    worker on 2 cores fills those waits (the quick tier: 5 min 44 s with two, 4 min 51 s
    with three, 4 min 47 s with four)."""
    return len(os.sched_getaffinity(0)) + 1


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Autosaves, saved games and preferences go to a fresh folder; texts are English."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    set_language("en")
    yield folder
    set_language("en")


@pytest.fixture
def time(monkeypatch: pytest.MonkeyPatch) -> FakeTime:
    """The time every clock made from now on reads."""
    fake = FakeTime()
    monkeypatch.setattr("go_tui.play.clock.system_now", fake)
    return fake


@pytest.fixture(scope="session")
def proven_lessons() -> Lessons:
    """The built-in lessons with every exercise proven by the engine."""
    return load_lessons()


@pytest.fixture(scope="session")
def builtin_problem_report() -> Report:
    """The proof of every built-in problem, as ``go-tui problems check`` gives it."""
    return check_collections(builtin_collections())


def _parse_css_once_a_run() -> None:
    """Textual parses every screen's CSS again for each app (its cache lives in one
    stylesheet), and the suite starts about 500 apps: an eighth of their CPU time.  The
    rules of one text with the same theme variables are the same in every app, and
    Textual's own cache already shares them between parses, so a run parses each once."""
    from textual.css.model import RuleSet
    from textual.css.stylesheet import Stylesheet
    from textual.css.types import CSSLocation

    parsed: dict[tuple[object, ...], list[RuleSet]] = {}
    parse = Stylesheet._parse_rules

    def parse_once(
        self: Stylesheet,
        css: str,
        read_from: CSSLocation,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> list[RuleSet]:
        variables = tuple(sorted(self._variables.items()))
        key = (css, read_from, is_default_rules, tie_breaker, scope, variables)
        if key not in parsed:
            parsed[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return parsed[key]

    Stylesheet._parse_rules = parse_once  # type: ignore[method-assign]


_parse_css_once_a_run()
