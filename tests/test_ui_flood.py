"""Keys that arrive faster than the screens change: no screen may crash under a flood.

Seeded random keys on every screen (``tests/keys_support.py``), in bursts queued
before any is handled, so keys land while screens are being built or taken down.
The quick tier sends a few thousand, the slow tier more (``GO_TUI_FUZZ_KEYS`` keys
a screen; ``tools/fuzz.py keys --count N`` runs them long).
"""

from __future__ import annotations

import os
import random

import keys_support
import pytest
from fuzz_support import Tally
from keys_support import SCREENS, run_screen

QUICK = 120
"""Keys a screen in the quick tier: 2,160 over the 18 screens."""
SLOW = int(os.environ.get("GO_TUI_FUZZ_KEYS", "1000"))


async def flood(name: str, seed: int, count: int) -> Tally:
    tally = Tally(name)
    await run_screen(name, random.Random(f"{name}/{seed}"), count, tally)
    return tally


@pytest.mark.parametrize("name", list(SCREENS))
async def test_a_flood_of_keys_crashes_no_screen(name: str) -> None:
    tally = await flood(name, 1, QUICK)
    assert tally.crashes == 0, str(tally)
    assert tally.inputs == QUICK


@pytest.mark.slow  # long fuzzing: a thousand random keys on every screen
@pytest.mark.parametrize("name", list(SCREENS))
async def test_a_long_flood_of_keys_crashes_no_screen(name: str) -> None:
    tally = await flood(name, 2, SLOW)
    assert tally.crashes == 0, str(tally)
    assert tally.inputs == SLOW


async def test_a_crash_is_tallied_with_its_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    from go_tui.ui.screens.game import GameScreen

    def broken(screen: GameScreen) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(GameScreen, "action_pass_turn", broken)
    monkeypatch.setattr(keys_support, "KEYS", ["p", "enter"])  # p⏎: pass
    tally = Tally("t")
    await run_screen("game 9x9", random.Random(3), 200, tally)
    assert tally.crashes == 1
    assert tally.smallest is not None
    assert "RuntimeError: boom" in tally.smallest[1]
