"""Random keys into go-tui in a real terminal: ``python tools/keys_terminal.py --keys 30000``.

Starts go-tui in a tmux session of its own (a private server, 80x24, a temporary
data folder) and sends seeded random keys in bursts of 1 to 30, each burst in one
``send-keys`` so they arrive together, with short random gaps.  The app starts
again whenever it ends (``q`` quits it now and then), in English and Dutch by
turns.  An exit status other than 0 is a crash: the pane, with Textual's
traceback, is written beside the tally (``--out``).  Prints the keys sent, the
starts and the crashes.  ``tests/keys_support.py`` does the same through the pilot.
"""

from __future__ import annotations

import argparse
import random
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SOCKET = "go-tui-keys-terminal"
"""The tmux server's name (``--socket``): one of the tool's own, so no other session is
touched."""
KEYS = [
    *"abcdefghijklmnoprstuvwxyz0123456789",
    *"ABCDEFGHJKPQST",
    *"[]?+-.,",
    *["Enter"] * 3,
    *["Escape"] * 3,
    "Tab",
    "BTab",
    "Space",
    "Up",
    "Down",
    "Left",
    "Right",
    "S-Up",
    "S-Down",
    "PPage",
    "NPage",
    "Home",
    "End",
    "BSpace",
    "DC",
    "C-s",
    "C-o",
    "C-z",
    "C-p",
    "C-n",
    "C-t",
]
"""tmux's names for the keys a player might hit, but the quitting ones (:data:`QUIT_KEYS`)."""
QUIT_KEYS = ["q", "C-q"]


def tmux(socket: str, *args: str) -> str:
    command = ["tmux", "-L", socket, *args]
    return subprocess.run(command, capture_output=True, text=True, check=False).stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keys", type=int, default=30_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("."), help="where a crash is written")
    parser.add_argument("--socket", default=SOCKET, help="the tmux server's name (-L)")
    options = parser.parse_args()
    socket = options.socket
    rng = random.Random(options.seed)
    with tempfile.TemporaryDirectory(prefix="go-tui-keys-") as name:
        folder = Path(name)
        exits = folder / "exits"
        exits.touch()
        python = shlex.quote(sys.executable)
        loop = (
            f"export GO_TUI_DATA_DIR={shlex.quote(str(folder / 'data'))} HOME={shlex.quote(name)}; "
            # The keys of a burst behind a quit reach the next start before it takes the
            # terminal: there ctrl+z would stop it as the shell's job, with no shell to go on.
            "stty susp undef; "
            "n=0; while true; do n=$((n+1)); lang=en; [ $((n % 2)) = 0 ] && lang=nl; "
            f"{python} -m go_tui --lang $lang; "
            f"echo $? >> {shlex.quote(str(exits))}; sleep 0.5; done"
        )
        tmux(socket, "kill-server")
        tmux(socket, "new-session", "-d", "-s", "keys", "-x", "80", "-y", "24", "bash", "-c", loop)
        time.sleep(3)
        sent = crashes = seen = 0
        reported = -1
        started = time.monotonic()
        while sent < options.keys:
            if tmux(socket, "display-message", "-p", "-t", "keys", "#{alternate_on}") != "1\n":
                time.sleep(0.5)  # starting or ended: keys now would go to the shell
            else:
                burst = [
                    rng.choice(QUIT_KEYS) if rng.random() < 0.002 else rng.choice(KEYS)
                    for _ in range(min(options.keys - sent, rng.randint(1, 30)))
                ]
                tmux(socket, "send-keys", "-t", "keys", *burst)
                sent += len(burst)
                time.sleep(rng.choice((0.0, 0.02, 0.05, 0.2)))
            codes = exits.read_text().split()
            for code in codes[seen:]:
                if code != "0":
                    crashes += 1
                    pane = tmux(socket, "capture-pane", "-p", "-S", "-200", "-t", "keys")
                    crash = options.out / f"keys-terminal-{options.seed}-{crashes}.txt"
                    crash.write_text(f"exit {code} after {sent} keys\n{pane}", encoding="utf-8")
                    print(f"crash (exit {code}) after {sent} keys: {crash}", flush=True)
            seen = len(codes)
            if sent // 1000 != reported:
                reported = sent // 1000
                print(f"{sent} keys, {seen + 1} starts, {crashes} crashes", flush=True)
        time.sleep(3)
        codes = exits.read_text().split()
        crashes += sum(code != "0" for code in codes[seen:])
        tmux(socket, "kill-server")
    minutes = (time.monotonic() - started) / 60
    print(f"{sent} keys, {len(codes) + 1} starts, {crashes} crashes, {minutes:.0f} min")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
