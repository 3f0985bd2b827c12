"""Cold start on a real terminal: ``python tools/bench_start.py [--runs N]``.

Starts a bare Textual app and go-tui's start screen in turn, each in a fresh tmux
session of 80x24, and times from the command's start to the moment the pane shows
the app's first screen (a marker text polled with ``capture-pane``).  Prints the
median, minimum and maximum of each and go-tui's ratio to the bare app, the floor
that Python, Textual and the terminal set.

Goal (issue 30): the start screen within 1.5x the bare app.
``--bare`` runs the bare app itself (what the bench starts in its first pane).
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from textual.app import App, ComposeResult
from textual.widgets import Static

TMUX = ("tmux", "-L", "go-tui-bench-start")
"""A tmux server of the bench's own, so no other session is touched."""
POLL = 0.005
"""Seconds between two looks at the pane."""
STARTUP = 20.0
"""Seconds an app may take to draw its first screen."""
BARE_MARK = "bare app ready"
START_MARK = "Play the computer"
"""Text on go-tui's start screen (English): the screen is drawn once it shows."""


class LabelApp(App[None]):
    """The floor: one label, and nothing of go-tui imported (``tools/bench_keys.py``'s
    bare app imports the engine for its moves)."""

    def compose(self) -> ComposeResult:
        yield Static(BARE_MARK)


def time_to_screen(command: str, mark: str) -> float:
    """Seconds from starting ``command`` in a new 80x24 pane until the pane shows ``mark``."""
    name = "start"
    subprocess.run([*TMUX, "kill-server"], check=False, stderr=subprocess.DEVNULL)
    started = time.perf_counter()
    subprocess.run(
        [*TMUX, "new-session", "-d", "-s", name, "-x", "80", "-y", "24", command], check=True
    )
    try:
        while time.perf_counter() - started < STARTUP:
            shown = subprocess.run(
                [*TMUX, "capture-pane", "-p", "-t", name], capture_output=True, text=True
            ).stdout
            if mark in shown:
                return time.perf_counter() - started
            time.sleep(POLL)
        raise RuntimeError(f"{command} showed no {mark!r} within {STARTUP} s")
    finally:
        subprocess.run([*TMUX, "kill-server"], check=False, stderr=subprocess.DEVNULL)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="starts of each app (default 10)")
    parser.add_argument("--bare", action="store_true", help="run the bare app (the bench's floor)")
    args = parser.parse_args()
    if args.bare:
        LabelApp().run()
        return
    python = shlex.quote(sys.executable)
    with tempfile.TemporaryDirectory() as home:
        # A fresh home: no autosave or preference changes what the start screen shows.
        env = f"env HOME={home} XDG_DATA_HOME={home}/data XDG_CONFIG_HOME={home}/config"
        commands = {
            "bare Textual app": (f"{python} {shlex.quote(__file__)} --bare", BARE_MARK),
            "go-tui start screen": (f"{env} LANG=en_GB.UTF-8 {python} -m go_tui", START_MARK),
        }
        times: dict[str, list[float]] = {label: [] for label in commands}
        for _ in range(args.runs):  # alternated, so a busy moment hits both alike
            for label, (command, mark) in commands.items():
                times[label].append(time_to_screen(f"cd {Path.cwd()} && {command}", mark))
    for label, found in times.items():
        print(
            f"{label:22} median {statistics.median(found):.2f} s "
            f"(min {min(found):.2f}, max {max(found):.2f}, {len(found)} runs)"
        )
    ratio = statistics.median(times["go-tui start screen"]) / statistics.median(
        times["bare Textual app"]
    )
    print(f"go-tui / bare: {ratio:.2f}x (goal: at most 1.5x)")


if __name__ == "__main__":
    main()
