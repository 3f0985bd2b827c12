"""Speed of a move over the network: ``python tools/bench_netplay.py [--moves N]``.

Starts ``go-tui play --host`` and ``go-tui play --join`` on loopback, each in its own
tmux session (:class:`bench_keys.Pane`), and types moves on each side in turn: the move
is typed, then Enter is sent at a time taken, and the other pane's output is watched to
its first change (the move arrived and drawing began) and its last (the stone, the
panel and the move list drawn).  Prints the medians and the slowest.

Goal (issue 36): a move typed on one side is on the other side's screen within 100 ms.
"""

from __future__ import annotations

import argparse
import os
import shlex
import socket
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_keys, beside this file
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from bench_keys import Pane, pane

from go_tui.engine import to_vertex

SIZE = (110, 32)


def free_port() -> int:
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port: int = probe.getsockname()[1]
        return port


def cross(typed_on: Pane, shown_on: Pane, vertex: str) -> tuple[float, float]:
    """Type ``vertex`` on one side; ms from its Enter to the other side's first and last
    output."""
    typed_on.send(vertex.lower(), literal=True)
    typed_on.drain()
    shown_on.drain()
    sent = typed_on.send("Enter")
    first, last = shown_on.settle()
    typed_on.drain()
    if first is None or last is None:
        raise RuntimeError(f"{vertex} did not reach the other side")
    return (first - sent) * 1000, (last - sent) * 1000


def measure(moves: int) -> list[tuple[float, float]]:
    python = shlex.quote(sys.executable)
    port = free_port()
    tag = f"bench-net-{os.getpid()}"
    points = [(row, col) for row in range(0, 19, 2) for col in range(0, 19, 2)][:moves]
    with tempfile.TemporaryDirectory() as ann_data, tempfile.TemporaryDirectory() as bob_data:
        go = f"{python} -m go_tui --lang en play"
        host = (
            f"GO_TUI_DATA_DIR={shlex.quote(ann_data)} {go} --host {port} --listen 127.0.0.1 "
            "--size 19 --name Ann"
        )
        join = f"GO_TUI_DATA_DIR={shlex.quote(bob_data)} {go} --join 127.0.0.1:{port} --name Bob"
        with (
            pane(f"{tag}-ann", host, SIZE, "Waiting for your opponent") as ann,
            pane(f"{tag}-bob", join, SIZE, "to play") as bob,  # once Ann waits
        ):
            ann.drain()
            times = []
            for number, point in enumerate(points):
                sides = (ann, bob) if number % 2 == 0 else (bob, ann)
                times.append(cross(*sides, to_vertex(point, 19)))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=30)
    moves = parser.parse_args().moves
    times = measure(moves)
    firsts = [first for first, _last in times]
    lasts = [last for _first, last in times]
    print(f"{len(times)} moves typed on one side, 19x19, loopback, tmux {SIZE[0]}x{SIZE[1]}:")
    print(
        f"  first change on the other screen: median {statistics.median(firsts):.1f} ms, "
        f"slowest {max(firsts):.1f} ms"
    )
    print(
        f"  drawn on the other screen:        median {statistics.median(lasts):.1f} ms, "
        f"slowest {max(lasts):.1f} ms"
    )


if __name__ == "__main__":
    main()
