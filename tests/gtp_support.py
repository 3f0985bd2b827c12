"""``go-tui gtp`` as a subprocess, spoken to one command at a time (the GTP tests share it)."""

from __future__ import annotations

import subprocess
import sys

COMMAND = [sys.executable, "-m", "go_tui", "gtp"]


class Engine:
    """A running ``go-tui gtp``, asked one command at a time."""

    def __init__(self, *options: str) -> None:
        self.process = subprocess.Popen(
            [*COMMAND, *options],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )

    def send(self, line: str | bytes) -> None:
        assert self.process.stdin is not None
        data = line.encode() if isinstance(line, str) else line
        self.process.stdin.write(data + b"\n")
        self.process.stdin.flush()

    def read(self) -> str:
        """One response, without the blank line that ends it."""
        assert self.process.stdout is not None
        lines: list[bytes] = []
        while (line := self.process.stdout.readline()) != b"\n":
            assert line, f"engine closed its output; so far: {lines!r}"
            lines.append(line)
        return b"".join(lines).decode().removesuffix("\n")

    def ask(self, line: str | bytes) -> str:
        self.send(line)
        return self.read()

    def ok(self, line: str) -> str:
        response = self.ask(line)
        assert response.startswith("= "), (line, response)
        return response[2:]

    def fail(self, line: str) -> str:
        response = self.ask(line)
        assert response.startswith("? "), (line, response)
        return response[2:]

    def close(self) -> tuple[int, str]:
        """Close the input and return the exit code and whatever went to stderr."""
        _, err = self.process.communicate(timeout=30)
        return self.process.returncode, err.decode()
