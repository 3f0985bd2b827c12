"""Speed of a key on a real terminal: ``python tools/bench_keys.py [--presses N]``.

Runs a bare Textual app and then go-tui on a 19x19 board, each in its own tmux
session, and times from a key sent to the pane's first output after it (the
screen starting to change) and to its last (the screen drawn), through a tmux
control-mode client, which reports every output as it happens.  Prints medians
over the presses and go-tui's ratio to the bare app, the floor that Textual and
the terminal set:

* a cursor key (right, left) on the board;
* a typed move: ``d4`` typed, then Enter timed (the stone, the panel, the move list).

Goal (issue 15): a cursor key within 2x the floor, a typed move within 3x.
``--bare`` runs the bare app itself (what the bench starts in its first pane).

``--record GAME.sgf`` times stepping through a record instead (issue 34): the game with
variations and comments added (:mod:`review_record`, in a temporary file), opened with
``go-tui play``; ``[`` and ``]`` step back and forth along its line, ``{`` and ``}`` go to
the moves where lines part, each against the bare app's key.  A step shows another
position, as a typed move does: its goal is the typed move's, 3x.
"""

from __future__ import annotations

import argparse
import os
import queue
import shlex
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Static

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from go_tui.engine import to_vertex

TMUX = ("tmux", "-L", "go-tui-bench-keys")
"""A tmux server of the bench's own, so no other session is touched."""
QUIET = 0.25
"""Seconds without output after which the screen counts as drawn."""
STARTUP = 20.0
"""Seconds an app may take to draw its first screen."""


class BareApp(App[None]):
    """The floor: a label that shows how many keys came, redrawn on each."""

    def compose(self) -> ComposeResult:
        yield Static("0 keys", id="count")

    def on_key(self, event: events.Key) -> None:
        label = self.query_one("#count", Static)
        label.update(f"{int(str(label.render()).split()[0]) + 1} keys ({event.key})")


class Pane:
    """A command in a detached tmux session, watched by a control-mode client."""

    def __init__(self, name: str, command: str, size: tuple[int, int]) -> None:
        self.name = name
        width, height = size
        session = [*TMUX, "new-session", "-d", "-s", name, "-x", str(width), "-y", str(height)]
        for attempt in range(3):  # the server of the last pane may still be shutting down
            if subprocess.run([*session, command], check=False).returncode == 0:
                break
            time.sleep(0.5 * (attempt + 1))
        else:
            raise RuntimeError(f"tmux could not start {command}")
        subprocess.run([*TMUX, "set-option", "-w", "-t", name, "window-size", "manual"], check=True)
        self.outputs: queue.Queue[float] = queue.Queue()
        self.client = subprocess.Popen(
            [*TMUX, "-C", "attach-session", "-t", name],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        threading.Thread(target=self._listen, daemon=True).start()

    def _listen(self) -> None:
        assert self.client.stdout is not None
        for line in self.client.stdout:
            if line.startswith(b"%output "):
                self.outputs.put(time.perf_counter())

    def send(self, *keys: str, literal: bool = False) -> float:
        """Send ``keys`` (tmux key names, or text with ``literal``); the time they left."""
        assert self.client.stdin is not None
        flag = " -l" if literal else ""
        words = " ".join(shlex.quote(key) for key in keys)
        command = f"send-keys -t {self.name}{flag} {words}\n".encode()
        sent = time.perf_counter()
        self.client.stdin.write(command)
        self.client.stdin.flush()
        return sent

    def settle(self, timeout: float = 5.0) -> tuple[float | None, float | None]:
        """The times of the first and the last output until the pane is quiet."""
        first = last = None
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            try:
                stamp = self.outputs.get(timeout=QUIET)
            except queue.Empty:
                if first is not None:
                    break
                continue
            first = stamp if first is None else first
            last = stamp
        return first, last

    def drain(self) -> None:
        self.settle(timeout=QUIET * 2)

    def close(self) -> None:
        self.client.terminate()
        self.client.wait()
        subprocess.run([*TMUX, "kill-session", "-t", self.name], check=False)

    def shows(self, text: str) -> bool:
        shown = subprocess.run(
            [*TMUX, "capture-pane", "-p", "-t", self.name], capture_output=True, text=True
        )
        return text in shown.stdout


@contextmanager
def pane(name: str, command: str, size: tuple[int, int], ready: str) -> Iterator[Pane]:
    """``command`` in a tmux pane, once it shows ``ready`` and has drawn all of its screen."""
    opened = Pane(name, command, size)
    try:
        deadline = time.perf_counter() + STARTUP
        while not opened.shows(ready):
            if time.perf_counter() > deadline:
                raise RuntimeError(f"{command} did not start")
            time.sleep(0.2)
        opened.drain()
        yield opened
    finally:
        opened.close()


Timings = dict[str, list[tuple[float, float]]]
"""Per kind of key: (ms to the first output, ms to the last) for each press."""


def press_cursor_keys(target: Pane, presses: int) -> list[tuple[float, float]]:
    """From the middle of the board to its right edge and back, never against the edge."""
    times = []
    for step in range(presses):
        sent = target.send("Right" if step % 18 < 9 else "Left")
        times.append(_elapsed(sent, target.settle()))
    return times


def type_moves(target: Pane, presses: int) -> list[tuple[float, float]]:
    """Typed moves on points three apart (no capture, no ko), Enter timed."""
    points = [(row, col) for row in range(0, 19, 3) for col in range(0, 19, 3)][:presses]
    times = []
    for point in points:
        target.send(to_vertex(point, 19).lower(), literal=True)
        target.drain()
        sent = target.send("Enter")
        times.append(_elapsed(sent, target.settle()))
    return times


def _elapsed(sent: float, outputs: tuple[float | None, float | None]) -> tuple[float, float]:
    first, last = outputs
    if first is None or last is None:
        raise RuntimeError("the screen did not change after a key")
    return (first - sent) * 1000, (last - sent) * 1000


def measure(presses: int, size: tuple[int, int]) -> dict[str, Timings]:
    python = shlex.quote(sys.executable)
    tag = f"bench-keys-{os.getpid()}"
    results: dict[str, Timings] = {}
    with pane(f"{tag}-bare", f"{python} {shlex.quote(__file__)} --bare", size, "0 keys") as bare:
        results["bare Textual app"] = {
            "cursor key": press_cursor_keys(bare, presses),
            "typed move": type_moves(bare, presses),
        }
    with tempfile.TemporaryDirectory() as data:
        command = f"GO_TUI_DATA_DIR={shlex.quote(data)} {python} -m go_tui --lang en play --size 19"
        with pane(f"{tag}-go", command, size, "Black to play") as game:
            results["go-tui 19x19"] = {
                "cursor key": press_cursor_keys(game, presses),
                "typed move": type_moves(game, presses),
            }
    return results


def step_through(target: Pane, presses: int) -> Timings:
    """From the end of the record: ``[`` back, ``]`` forward, then ``{`` back to each
    move where lines part (and ``}`` forward to it again)."""
    timed: Timings = {"[ step back": [], "] step forward": [], "{ } to a fork": []}
    for kind, key in (("[ step back", "["), ("] step forward", "]")):
        for _ in range(presses):
            sent = target.send(key, literal=True)
            timed[kind].append(_elapsed(sent, target.settle()))
    for press in range(presses):
        sent = target.send("{" if press % 4 < 2 else "}", literal=True)
        timed["{ } to a fork"].append(_elapsed(sent, target.settle()))
    return timed


def measure_record(presses: int, size: tuple[int, int], game: Path) -> dict[str, Timings]:
    """The bare app's key and stepping through ``game`` made a record to review."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from review_record import review_record

    python = shlex.quote(sys.executable)
    tag = f"bench-keys-{os.getpid()}"
    results: dict[str, Timings] = {}
    with pane(f"{tag}-bare", f"{python} {shlex.quote(__file__)} --bare", size, "0 keys") as bare:
        results["bare Textual app"] = {"key": press_cursor_keys(bare, presses)}
    with tempfile.TemporaryDirectory() as data:
        record = Path(data) / "review.sgf"
        record.write_text(review_record(game.read_bytes()), encoding="utf-8")
        home = shlex.quote(data)
        command = (
            f"GO_TUI_DATA_DIR={home} {python} -m go_tui --lang en play {shlex.quote(str(record))}"
        )
        with pane(f"{tag}-go", command, size, "Rules:") as review:
            results["go-tui review"] = step_through(review, presses)
    return results


def report_record(results: dict[str, Timings], presses: int, size: tuple[int, int]) -> None:
    print(f"tmux {size[0]}x{size[1]}, {presses} presses each; median ms to first / last output")
    bare = _medians(results["bare Textual app"]["key"])
    print(f"  {'bare Textual app':18} {'key':15} {bare[0]:7.1f} {bare[1]:7.1f}")
    for kind, times in results["go-tui review"].items():
        first, last = _medians(times)
        verdict = "met" if first / bare[0] <= 3.0 else "NOT met"
        print(
            f"  {'go-tui review':18} {kind:15} {first:7.1f} {last:7.1f}  "
            f"{first / bare[0]:.2f}x / {last / bare[1]:.2f}x the bare app (goal 3x: {verdict})"
        )


def report(results: dict[str, Timings], presses: int, size: tuple[int, int]) -> None:
    print(f"tmux {size[0]}x{size[1]}, {presses} presses each; median ms to first / last output")
    medians = {
        app: {kind: _medians(times) for kind, times in timings.items()}
        for app, timings in results.items()
    }
    for app, kinds in medians.items():
        for kind, (first, last) in kinds.items():
            print(f"  {app:18} {kind:11} {first:7.1f} {last:7.1f}")
    bare, game = medians["bare Textual app"], medians["go-tui 19x19"]
    goals = {"cursor key": 2.0, "typed move": 3.0}
    for kind, goal in goals.items():
        ratio = game[kind][0] / bare[kind][0]
        settled = game[kind][1] / bare[kind][1]
        verdict = "met" if ratio <= goal else "NOT met"
        print(
            f"  {kind}: {ratio:.2f}x the bare app to first output, "
            f"{settled:.2f}x to last (goal {goal:g}x: {verdict})"
        )


def _medians(times: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--presses", type=int, default=30, help="keys timed of each kind")
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--height", type=int, default=30)
    parser.add_argument("--bare", action="store_true", help="run the bare app")
    parser.add_argument("--record", type=Path, help="time stepping through this game, reviewed")
    args = parser.parse_args()
    if args.bare:
        BareApp().run()
        return
    size = (args.width, args.height)
    if args.record is not None:
        report_record(measure_record(args.presses, size, args.record), args.presses, size)
        return
    report(measure(args.presses, size), args.presses, size)


if __name__ == "__main__":
    main()
