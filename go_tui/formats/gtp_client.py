"""A GTP v2 client: start a Go engine as a child process and talk to it.

The other side of :mod:`go_tui.formats.gtp_engine`.  The client sends one
command at a time and waits for its answer (``= text`` or ``? message``,
closed by an empty line), at most ``timeout`` seconds; ``genmove`` has its own,
longer limit.  Everything that can go wrong with the process has its own
exception, so the caller can say what happened in words:

* :class:`EngineMissing`: the command could not be started (no such file);
* :class:`EngineCrashed`: the process ended, or closed its output;
* :class:`EngineTimeout`: no answer in time (the process is then stopped);
* :class:`GtpFailure`: the engine answered ``?``, a refusal, not a fault.

A reader thread moves the engine's output lines into a queue, so a wait can
time out on every platform; a second one keeps the last lines of stderr for
the crash message.  Vertices and colours are the engine's own types
(:class:`~go_tui.engine.Point`, :class:`~go_tui.engine.Color`).
"""

from __future__ import annotations

import queue
import shlex
import subprocess
import threading
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import IO

from go_tui.engine import Color, CoordError, Point, from_vertex, to_vertex

BOX_DRAWING = "".join(chr(code) for code in range(0x2500, 0x2580))
"""The characters of a box drawn around a message (as Click and Rich draw usage errors)."""
MAX_LINE = 1 << 16
"""The longest line read from an engine; the rest of a longer one is read and dropped."""
DEFAULT_TIMEOUT = 10.0
"""Seconds to wait for the answer to an ordinary command."""
DEFAULT_MOVE_TIMEOUT = 120.0
"""Seconds to wait for ``genmove``: the engine thinks."""
RESIGN = "resign"
"""What :meth:`GtpClient.genmove` returns when the engine gives up."""


class EngineError(Exception):
    """The engine process failed; ``str()`` says how, in English, for logs."""

    def __init__(self, command: str, detail: str) -> None:
        super().__init__(f"{command}: {detail}")
        self.command = command
        self.detail = detail


class EngineMissing(EngineError):
    """The command could not be started."""


class EngineCrashed(EngineError):
    """The process ended or closed its output before answering."""

    def __init__(self, command: str, exit_code: int | None, said: str) -> None:
        how = "output closed" if exit_code is None else f"stopped with exit code {exit_code}"
        super().__init__(command, how + (f"; it said: {said}" if said else ""))
        self.exit_code = exit_code
        self.said = said
        """The engine's last line on stderr, often the reason."""


class EngineTimeout(EngineError):
    """No answer within the time limit; the process has been stopped."""

    def __init__(self, command: str, seconds: float) -> None:
        super().__init__(command, f"no answer within {seconds:g} s")
        self.seconds = seconds


class GtpFailure(Exception):
    """The engine answered ``? message`` to ``command``."""

    def __init__(self, command: str, message: str) -> None:
        super().__init__(f"{command}: {message}")
        self.command = command
        self.message = message


def split_command(command: str | Sequence[str]) -> list[str]:
    """A command line as a list of arguments (shell quoting rules for a string)."""
    return shlex.split(command) if isinstance(command, str) else list(command)


class GtpClient:
    """One engine process, spoken to in GTP version 2."""

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        timeout: float = DEFAULT_TIMEOUT,
        move_timeout: float = DEFAULT_MOVE_TIMEOUT,
    ) -> None:
        """Start ``command``; raises :class:`EngineMissing` if it cannot run."""
        self.argv = split_command(command)
        self.label = shlex.join(self.argv)
        self.timeout = timeout
        self.move_timeout = move_timeout
        if not self.argv:
            raise EngineMissing(self.label, "empty command")
        try:
            self.process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
        except OSError as error:
            raise EngineMissing(self.label, error.strerror or str(error)) from error
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: deque[str] = deque(maxlen=5)
        self._commands: frozenset[str] | None = None
        assert self.process.stdout is not None
        assert self.process.stderr is not None
        self._follow(self.process.stdout, self._lines.put)
        self._stderr_reader = self._follow(self.process.stderr, self._note)

    def _note(self, line: str | None) -> None:
        if line:
            self._stderr.append(line)

    def _follow(self, stream: IO[bytes], put: Callable[[str | None], None]) -> threading.Thread:
        """Copy ``stream`` line by line to ``put`` in a thread; ``None`` at its end.

        A line is read up to :data:`MAX_LINE` bytes; the rest of a longer one is
        dropped as it comes, so an engine that never ends a line costs no memory.
        """

        def pump() -> None:
            while raw := stream.readline(MAX_LINE):
                if not raw.endswith(b"\n"):
                    while (rest := stream.readline(MAX_LINE)) and not rest.endswith(b"\n"):
                        pass
                put(raw.decode("utf-8", "replace").rstrip("\r\n"))
            put(None)

        thread = threading.Thread(target=pump, daemon=True, name=f"gtp {self.argv[0]}")
        thread.start()
        return thread

    # ---- the protocol ------------------------------------------------------------
    def send(self, command: str, *, timeout: float | None = None) -> str:
        """Send one command and return the text of a ``=`` answer.

        Raises :class:`GtpFailure` for a ``?`` answer, :class:`EngineError`
        when the process fails, hangs or answers in something other than GTP.
        """
        stdin = self.process.stdin
        assert stdin is not None
        self._drop_unasked()
        try:
            stdin.write(command.encode() + b"\n")
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as error:
            raise self._crashed(command) from error
        lines = self._answer(command, self.timeout if timeout is None else timeout)
        head = lines[0]
        text = "\n".join([head[1:], *lines[1:]]).strip()  # no ids are sent, none come back
        if head.startswith("?"):
            raise GtpFailure(command, text)
        return text

    def _drop_unasked(self) -> None:
        """Forget what the engine printed since its last answer (an answer given twice, say),
        so the next answer read is the answer to the next command."""
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return
            if line is None:  # the engine has ended: the command will find out
                self._lines.put(None)
                return

    def _answer(self, command: str, timeout: float) -> list[str]:
        """The lines of one answer, from its ``=`` or ``?`` to the empty line after it."""
        lines: list[str] = []
        while True:
            try:
                line = self._lines.get(timeout=timeout)
            except queue.Empty:
                self.close()
                raise EngineTimeout(command, timeout) from None
            if line is None:
                raise self._crashed(command)
            if not lines:
                if not line.strip():
                    continue
                if line[0] not in "=?":
                    raise self._protocol(command, line)
            elif not line.strip():
                return lines
            lines.append(line)

    def _crashed(self, command: str) -> EngineCrashed:
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            code = None
        self._stderr_reader.join(timeout=0.5)  # its last words are often the reason
        return EngineCrashed(command, code, self.last_words())

    def last_words(self) -> str:
        """The engine's last line on stderr that says something: a box's frame is none,
        and a framed line is given without its frame."""
        for line in reversed(self._stderr):
            words = line.strip(BOX_DRAWING + " \t")
            if any(char.isalnum() for char in words):
                return words
        return ""

    def _protocol(self, command: str, line: str) -> EngineError:
        self.close()
        return EngineError(command, f"not a GTP answer: {line[:60]!r}")

    def close(self) -> None:
        """Ask the engine to quit, and stop it if it does not."""
        if self.process.poll() is None:
            try:
                assert self.process.stdin is not None
                self.process.stdin.write(b"quit\n")
                self.process.stdin.close()
                self.process.wait(timeout=1)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()

    def kill(self) -> None:
        """Stop the engine at once, also in the middle of an answer."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    # ---- commands ----------------------------------------------------------------
    def name(self) -> str:
        return self.send("name")

    def version(self) -> str:
        return self.send("version")

    def knows(self, command: str) -> bool:
        """Whether ``command`` is in the engine's ``list_commands``."""
        if self._commands is None:
            self._commands = frozenset(self.send("list_commands").split())
        return command in self._commands

    def boardsize(self, size: int) -> None:
        self.send(f"boardsize {size}")

    def clear_board(self) -> None:
        self.send("clear_board")

    def komi(self, komi: float) -> None:
        self.send(f"komi {komi:g}")

    def fixed_handicap(self, stones: int, size: int) -> list[Point]:
        """The engine's placement of ``stones`` handicap stones."""
        command = f"fixed_handicap {stones}"
        return self._stones(self.send(command).split(), size, command)

    def place_free_handicap(self, stones: int, size: int) -> list[Point]:
        """The engine's own free placement of ``stones`` handicap stones (on its board)."""
        command = f"place_free_handicap {stones}"
        return self._stones(self.send(command).split(), size, command)

    def set_free_handicap(self, points: Iterable[Point], size: int) -> None:
        self.send("set_free_handicap " + " ".join(to_vertex(p, size) for p in points))

    def play(self, color: Color, point: Point | None, size: int) -> None:
        self.send(f"play {color.letter} {to_vertex(point, size)}")

    def genmove(self, color: Color, size: int) -> Point | str | None:
        """The engine's move for ``color``: a point, ``None`` to pass, or :data:`RESIGN`."""
        command = f"genmove {color.letter}"
        answer = self.send(command, timeout=self.move_timeout)
        if answer.lower() == RESIGN:
            return RESIGN
        return self._points([answer], size, command)[0]

    def undo(self) -> None:
        self.send("undo")

    def time_settings(self, main: int, period: int, stones: int) -> None:
        """Seconds of main time, then ``stones`` moves in each ``period`` (GTP's Canadian)."""
        self.send(f"time_settings {main} {period} {stones}")

    def kgs_time_settings(self, system: str, *values: str) -> None:
        """KGS's form: ``none``, ``absolute M``, ``byoyomi M P N``, ``canadian M P S``."""
        self.send(" ".join(("kgs-time_settings", system, *values)))

    def time_left(self, color: Color, seconds: int, stones: int) -> None:
        self.send(f"time_left {color.letter} {seconds} {stones}")

    def final_status_list(self, status: str, size: int) -> list[Point]:
        """The stones the engine lists under ``status`` (``dead``, ``alive``, ``seki``)."""
        command = f"final_status_list {status}"
        return self._stones(self.send(command).split(), size, command)

    def _stones(self, vertices: list[str], size: int, command: str) -> list[Point]:
        return [p for p in self._points(vertices, size, command) if p is not None]

    def _points(self, vertices: list[str], size: int, command: str) -> list[Point | None]:
        points: list[Point | None] = []
        for vertex in vertices:
            try:
                points.append(from_vertex(vertex, size))
            except CoordError:
                self.close()
                raise EngineError(command, f"not a vertex: {vertex[:20]!r}") from None
        return points
