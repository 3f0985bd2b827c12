"""What every test shares: a data folder of its own, and English texts.

Autouse, so no test reads or writes the player's real data folder (remembered
choices, autosaves) and no language chosen in one test leaks into the next.
A test that needs the folder asks for ``data_dir``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_clock import FakeTime

from go_tui.i18n import set_language
from go_tui.storage import DATA_DIR_ENV


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
