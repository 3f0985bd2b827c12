"""Engines for the tests: GNU Go when installed, and a tiny scripted GTP engine."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from go_tui.play.computer import gnugo_command

F = TypeVar("F", bound=Callable[..., Any])

_GNUGO_MISSING = pytest.mark.skipif(
    shutil.which(gnugo_command()[0]) is None,
    reason="GNU Go is not installed (apt-get install gnugo)",
)


def needs_gnugo(test: F) -> F:
    """A test that runs GNU Go: slow (a process per test, GNU Go's own reading), and
    skipped where it is not installed (.ci/run installs it)."""
    return pytest.mark.slow(_GNUGO_MISSING(test))


FAKE_ENGINE = """
import sys
moves = 0
for line in sys.stdin:
    command = line.split()
    if not command:
        continue
    if command[0] == "name":
        print("= Fake\\n", flush=True)
    elif command[0] == "genmove":
        moves += 1
        if moves > {crash_after}:
            print("out of memory", file=sys.stderr, flush=True)
            sys.exit(3)
        if {hang}:
            continue
        print("{reply}\\n", flush=True)
    elif command[0] == "quit":
        print("=\\n", flush=True)
        break
    elif command[0] in ("version", "list_commands"):
        print("= \\n", flush=True)
    else:
        print("=\\n", flush=True)
"""


def fake_engine(
    tmp_path: Path,
    *,
    crash_after: int = 99,
    hang: bool = False,
    answer: str = "pass",
    reply: str | None = None,
) -> str:
    """A tiny GTP engine as a Python script; returns the command line that starts it.

    It answers ``genmove`` with ``= ANSWER``, or with the line ``reply`` as it is (not GTP);
    after ``crash_after`` moves it exits, and with ``hang`` it never answers ``genmove``."""
    script = tmp_path / "fake_engine.py"
    line = f"= {answer}" if reply is None else reply
    script.write_text(FAKE_ENGINE.format(crash_after=crash_after, hang=hang, reply=line))
    return f"{sys.executable} {script}"
