"""The network game's wire: GTP command lines between two go-tui programs.

Two people at two computers play one game; each program is the other's opponent, spoken
to the way an engine is (``play B D4``, ``play W pass``), so the game model treats the
remote player like a GTP engine.  The lines are UTF-8, end in ``\\n`` and are at most
:data:`MAX_LINE` bytes: a longer one is dropped as it arrives (never held whole) and
refused.  Every command is answered as GTP answers: ``=`` or ``? reason``.

The hand-shake, once the joiner has connected (``host>`` the host's lines, ``join>`` the
joiner's)::

    join> protocol_version 2        host> protocol_version 2
    join> name Bob                  host> name Alice
    join> ready                     host> boardsize 9
                                    host> komi 6.5
                                    host> handicap 0
                                    host> rules japanese
                                    host> color white       (the joiner's colour)
                                    host> clock 10m+5x30s   (only in a game on the clock)
                                    host> ready
    join> =

Version 2 added the clock and undo; a peer of another version is refused in the
hand-shake (``? protocol_version 2 needed, not 1``), and each side says so in words.

A host playing on a saved game (``--resume``) sends its moves as ``play`` lines before
``ready``, and the joiner agrees only when its own saved game has the same moves.
A joiner that asked for other terms (``--size 13`` against a 9x9 game) answers
``? reason`` instead of ``=`` and leaves, and the host waits on for another; a host whose
game is already taken answers the hand-shake ``? busy``.
In the game, each side sends its own moves (``play``), ``resign`` and ``quit`` (it
leaves; the game is kept on both sides).  In a game on the clock the mover sends its own
time after each move (``time_left B 287 0``: seconds, and the stones or byo-yomi periods
left in overtime, ``0`` in main time); ``time_left B 0 0`` says Black's time ran out.

Undo needs the other side's consent: ``undo`` asks to take back the asker's last move
(and the reply to it, if the other side has replied).  The other side answers the line
``=`` and, once its player has chosen, sends ``undo_granted N`` (both take the game back
to its first ``N`` moves) or ``undo_declined REASON`` (``no``, or why it cannot be asked
now: ``pending``, ``over``, ``nothing``).

This module knows sockets and lines, nothing of the screens.
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Callable
from dataclasses import dataclass

from go_tui.engine import MAX_SIZE, MIN_SIZE, Color, CoordError, Point, from_vertex, to_vertex
from go_tui.engine.coords import decimal_number, handicap_limit, whole_number

VERSION = 2
"""The protocol's version: both sides must speak the same."""
MAX_LINE = 1024
"""The longest line taken, in bytes; the longest real one is a name of 200 characters."""
MAX_NAME = 200
MAX_MOVES = 2000
"""The most moves a game played on may have had (a 19x19 game has a few hundred)."""
DEFAULT_PORT = 7700
"""The port ``--host`` listens on unless told."""
HANDSHAKE_TIMEOUT = 10.0
"""Seconds the other side has to say who it is and what game it plays."""
RULES = ("japanese", "chinese")
BUSY = "busy"
"""The first word of a host's refusal when its game is already taken."""
BUSY_TIMEOUT = 2.0
"""Seconds a second joiner has to say its hand-shake before it is hung up on."""


class ProtocolError(Exception):
    """The other side broke the protocol; the line is answered ``? reason``.

    ``reason`` is a short word the screens put in words (``garbage``, ``too_long``,
    ``unknown``, ``illegal``, ...); ``detail`` the English for the wire and the logs.
    """

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


class PeerGone(Exception):
    """The connection ended: the other side quit, its program stopped, or the network broke."""


class PeerRefused(Exception):
    """The other side refused the game: ``reason`` its first word (``busy``, ``size``, ...),
    ``detail`` the rest of its answer."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason} {detail}".strip())
        self.reason = reason
        self.detail = detail


Moved = tuple[Color, Point | None]
"""A move as both sides list it: its colour and its point (``None``: a pass)."""


@dataclass(frozen=True)
class Terms:
    """The game both sides play: the host chooses, the joiner agrees or leaves."""

    size: int = 19
    komi: float = 6.5
    handicap: int = 0
    rules: str = "japanese"
    joiner: Color = Color.WHITE
    """The colour the joiner plays; the host plays the other."""
    moves: tuple[Moved, ...] = ()
    """The moves so far of a game played on (``--resume``); a new game has none."""
    clock: str = ""
    """The time control as a clock spec (``10m+5x30s``); empty: no clock."""

    def lines(self) -> list[str]:
        komi = f"{self.komi:g}"
        return [
            f"boardsize {self.size}",
            f"komi {komi}",
            f"handicap {self.handicap}",
            f"rules {self.rules}",
            f"color {'white' if self.joiner is Color.WHITE else 'black'}",
            *([f"clock {self.clock}"] if self.clock else []),
            *(play_line(color, point, self.size) for color, point in self.moves),
        ]


@dataclass(frozen=True)
class Wish:
    """What a joiner asked for on its command line; ``None``: whatever the host plays."""

    size: int | None = None
    komi: float | None = None
    rules: str | None = None
    moves: tuple[Moved, ...] = ()
    """The moves of the game the joiner plays on (``--resume``): the host's must be the
    same, and a new game has none."""

    def refusal(self, terms: Terms) -> PeerRefused | None:
        """Why ``terms`` are not the game asked for, or ``None``."""
        if terms.moves != self.moves:
            return PeerRefused("moves", f"{len(terms.moves)} {len(self.moves)}")
        if self.size is not None and self.size != terms.size:
            return PeerRefused("size", f"{terms.size} {self.size}")
        if self.komi is not None and self.komi != terms.komi:
            return PeerRefused("komi", f"{terms.komi:g} {self.komi:g}")
        if self.rules is not None and self.rules != terms.rules:
            return PeerRefused("rules", f"{terms.rules} {self.rules}")
        return None


# ---- commands ------------------------------------------------------------------------
@dataclass(frozen=True)
class Play:
    """A move of the sender's: ``point`` ``None`` for a pass."""

    color: Color
    point: Point | None


@dataclass(frozen=True)
class Resign:
    """The sender gives up."""


@dataclass(frozen=True)
class Quit:
    """The sender leaves; the game stays saved on both sides."""


@dataclass(frozen=True)
class ClockLine:
    """The sender's clock: ``seconds`` left, ``stones`` to play in them (``0``: main time)."""

    color: Color
    seconds: int
    stones: int


@dataclass(frozen=True)
class AskUndo:
    """The sender asks to take back its last move (and the reply to it)."""


UNDO_REASONS = ("no", "pending", "over", "nothing")
"""Why an undo is declined: its player said no, a request is open already, the game is
over, or the asker has no move to take back."""


@dataclass(frozen=True)
class GrantUndo:
    """The sender agreed to our undo and took its game back to its first ``moves`` moves."""

    moves: int


@dataclass(frozen=True)
class DeclineUndo:
    """The sender declined our undo; ``reason`` one of :data:`UNDO_REASONS`."""

    reason: str


@dataclass(frozen=True)
class Reply:
    """An answer to one of our lines: ``=`` (``ok``) or ``? text``."""

    ok: bool
    text: str


Command = Play | Resign | Quit | ClockLine | AskUndo | GrantUndo | DeclineUndo | Reply


def play_line(color: Color, point: Point | None, size: int) -> str:
    return f"play {color.letter} {to_vertex(point, size)}"


def parse(line: str, size: int) -> Command:
    """One game line as a command; :class:`ProtocolError` says what is wrong with it."""
    if line.startswith("="):
        return Reply(True, line[1:].strip())
    if line.startswith("?"):
        return Reply(False, line[1:].strip())
    words = line.split()
    if not words:
        raise ProtocolError("garbage", "an empty line")
    name, args = words[0].lower(), words[1:]
    command = _game_command(name, args, line, size) or _undo_command(name, args, line)
    if command is not None:
        return command
    if name in ("boardsize", "komi", "handicap", "rules", "clear_board"):
        raise ProtocolError("fixed", f"{name} cannot change once the game has started")
    if name in ("play", "resign", "quit", "time_left", "undo", "undo_granted", "undo_declined"):
        raise ProtocolError("garbage", f"wrong arguments: {line[:80]!r}")
    raise ProtocolError("unknown", f"unknown command: {words[0][:40]!r}")


def _game_command(name: str, args: list[str], line: str, size: int) -> Command | None:
    """A move, a resignation, goodbye or a clock line; ``None``: none of these."""
    if name == "play" and len(args) == 2:
        return Play(_color(args[0]), _vertex(args[1], size))
    if name == "resign" and not args:
        return Resign()
    if name == "quit" and not args:
        return Quit()
    if name == "time_left" and len(args) == 3:
        seconds, stones = whole_number(args[1]), whole_number(args[2])
        if seconds is None or stones is None:
            raise ProtocolError("garbage", f"time_left needs two whole numbers: {line[:80]!r}")
        if seconds < 0 or stones < 0:
            raise ProtocolError("clock", f"time_left below zero: {line[:80]!r}")
        return ClockLine(_color(args[0]), seconds, stones)
    return None


def _undo_command(name: str, args: list[str], line: str) -> Command | None:
    """An undo asked, granted or declined; ``None``: none of these."""
    if name == "undo" and not args:
        return AskUndo()
    if name == "undo_granted" and len(args) == 1:
        moves = whole_number(args[0])
        if moves is None or not 0 <= moves <= MAX_MOVES:
            raise ProtocolError("garbage", f"undo_granted needs a move count: {line[:80]!r}")
        return GrantUndo(moves)
    if name == "undo_declined" and len(args) == 1 and args[0] in UNDO_REASONS:
        return DeclineUndo(args[0])
    return None


def _color(text: str) -> Color:
    try:
        return Color.parse(text)
    except ValueError:
        raise ProtocolError("garbage", f"not a colour: {text[:20]!r}") from None


def _vertex(text: str, size: int) -> Point | None:
    try:
        return from_vertex(text, size)
    except CoordError:
        message = f"not a point on a {size}x{size} board: {text[:20]!r}"
        raise ProtocolError("off_board", message) from None


# ---- the connection --------------------------------------------------------------------
class Link:
    """A connected socket spoken to in lines.  One reader and one writer at a time; the
    writer is safe from any thread (one ``sendall`` per line)."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        with contextlib.suppress(OSError):  # not TCP (a socket pair in tests)
            # a move must not wait for the answer to the line before (Nagle's rule holds a
            # small write back until then: 40 ms on loopback, a round trip elsewhere)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._buffer = b""
        self._dropping = False
        """A line grew past :data:`MAX_LINE`: its bytes are thrown away until its end."""

    def send(self, line: str) -> None:
        """Send one line; :class:`PeerGone` when the connection is broken."""
        try:
            self.sock.sendall(line.encode() + b"\n")
        except OSError as error:
            raise PeerGone(str(error)) from error

    def answer(self, error: ProtocolError | None = None) -> None:
        """Answer the line just read: ``=``, or ``? detail`` for ``error``."""
        self.send("=" if error is None else f"? {error.detail}")

    def read(self, timeout: float | None = None) -> str:
        """The next line, without its end; :class:`ProtocolError` for one too long or not
        UTF-8 (the line is used up: the next read goes on after it), :class:`PeerGone` at
        the end of the connection, ``TimeoutError`` after ``timeout`` seconds of silence."""
        try:
            self.sock.settimeout(timeout)
        except OSError as error:  # closed here already
            raise PeerGone(str(error)) from error
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                raw, self._buffer = self._buffer[:end], self._buffer[end + 1 :]
                if self._dropping:
                    self._dropping = False
                    continue
                if len(raw) > MAX_LINE:
                    raise _too_long()
                try:
                    return raw.decode().rstrip("\r")
                except UnicodeDecodeError:
                    raise ProtocolError("garbage", "a line that is not UTF-8") from None
            if len(self._buffer) > MAX_LINE:
                self._buffer = b""
                if not self._dropping:
                    self._dropping = True
                    raise _too_long()
            try:
                chunk = self.sock.recv(65536)
            except TimeoutError:
                raise
            except OSError as error:
                raise PeerGone(str(error)) from error
            if not chunk:
                raise PeerGone("the connection was closed")
            self._buffer += chunk

    def close(self) -> None:
        """End the connection; a read waiting in another thread wakes with :class:`PeerGone`."""
        with contextlib.suppress(OSError):  # already gone
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()


def _too_long() -> ProtocolError:
    return ProtocolError("too_long", f"a line longer than {MAX_LINE} bytes")


# ---- the hand-shake ------------------------------------------------------------------
def _hello(link: Link, name: str) -> None:
    link.send(f"protocol_version {VERSION}")
    link.send(f"name {_one_line(name)}")


def _one_line(name: str) -> str:
    """A name as it is sent and taken: one line of printable characters (no escape codes
    or bidirectional controls from the other side reach the terminal)."""
    shown = "".join(char for char in name if char.isprintable())
    return " ".join(shown.split())[:MAX_NAME] or "?"


def _their_lines(link: Link) -> tuple[dict[str, str], list[str]]:
    """The other side's hand-shake, command by command, up to ``ready``, and the ``play``
    lines in it; a refusal (``? reason``) is raised as :class:`PeerRefused`."""
    said: dict[str, str] = {}
    plays: list[str] = []
    for _ in range(16 + MAX_MOVES):
        line = link.read(HANDSHAKE_TIMEOUT)
        if line.startswith("?"):
            reason, _space, detail = line[1:].strip().partition(" ")
            raise PeerRefused(reason, detail)
        name, _space, value = line.strip().partition(" ")
        if name == "ready":
            break
        if name == "play":
            plays.append(line)
        else:
            said[name] = value.strip()
    else:
        raise ProtocolError("garbage", "no ready in the hand-shake")
    version = said.get("protocol_version")
    if version != str(VERSION):
        raise ProtocolError("version", f"protocol_version {VERSION} needed, not {version}")
    return said, plays


def greet_joiner(link: Link, name: str, terms: Terms) -> str:
    """The host's hand-shake; returns the joiner's name."""
    said, _plays = _their_lines(link)
    _hello(link, name)
    for line in terms.lines():
        link.send(line)
    link.send("ready")
    agreed = link.read(HANDSHAKE_TIMEOUT)
    if not agreed.startswith("="):
        reason, _space, detail = agreed.lstrip("?").strip().partition(" ")
        raise PeerRefused(reason, detail)
    return _one_line(said.get("name", ""))


def greet_host(
    link: Link, name: str, wish: Wish, clock_ok: Callable[[str], bool] = lambda spec: not spec
) -> tuple[Terms, str]:
    """The joiner's hand-shake: the game the host plays and its name.  Terms other than
    ``wish`` are refused (the host is told, then :class:`PeerRefused` is raised), and a
    clock that ``clock_ok`` does not take is a :class:`ProtocolError` (the host is told)."""
    _hello(link, name)
    link.send("ready")
    said, plays = _their_lines(link)
    terms = _terms(said, plays)
    if not clock_ok(terms.clock):
        error = ProtocolError("garbage", f"clock: {terms.clock[:40]!r}")
        link.answer(error)
        raise error
    refusal = wish.refusal(terms)
    if refusal is not None:
        link.send(f"? {refusal.reason} {refusal.detail}")
        raise refusal
    link.answer()
    return terms, _one_line(said.get("name", ""))


def _terms(said: dict[str, str], plays: list[str]) -> Terms:
    """The host's terms, each checked: a lie about the board is refused, not played.  The
    moves are read here; whether they are legal is for the game they are played in."""
    size = whole_number(said.get("boardsize", ""))
    komi = decimal_number(said.get("komi", ""))
    handicap = whole_number(said.get("handicap", "0"))
    rules = said.get("rules", "")
    color = said.get("color", "")
    if size is None or not MIN_SIZE <= size <= MAX_SIZE:
        raise ProtocolError("garbage", f"boardsize: {said.get('boardsize', '')[:20]!r}")
    if komi is None or abs(komi) > 1000:
        raise ProtocolError("garbage", f"komi: {said.get('komi', '')[:20]!r}")
    if handicap is None or handicap < 0 or handicap == 1 or handicap > handicap_limit(size):
        raise ProtocolError("garbage", f"handicap: {said.get('handicap', '')[:20]!r}")
    if rules not in RULES:
        raise ProtocolError("garbage", f"rules: {rules[:20]!r}")
    if color not in ("black", "white"):
        raise ProtocolError("garbage", f"color: {color[:20]!r}")
    moves: list[Moved] = []
    for line in plays:
        move = parse(line, size)
        assert isinstance(move, Play)  # a play line, read by its own rule
        moves.append((move.color, move.point))
    clock = said.get("clock", "")
    return Terms(size, komi, handicap, rules, Color.parse(color), tuple(moves), clock)


def refuse_busy(sock: socket.socket, players: str) -> None:
    """Tell a second joiner the game here is taken, then hang up.  Its hand-shake is read
    first: hanging up on lines unread would reset the connection before it reads why."""
    link = Link(sock)
    with contextlib.suppress(PeerGone, ProtocolError, TimeoutError):  # it left, or babbles
        while link.read(BUSY_TIMEOUT) != "ready":
            pass
        link.send(f"? {BUSY} {_one_line(players)}")
    link.close()
