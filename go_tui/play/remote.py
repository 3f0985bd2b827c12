"""The player at another computer, in the game as an engine is: a network game.

``go-tui play --host`` opens a port and waits for one joiner (:func:`open_port`,
:func:`wait_for_joiner`); ``go-tui play --join HOST:PORT`` connects (:func:`join`).  After
the hand-shake (:mod:`go_tui.formats.peer_protocol`) each program holds a
:class:`RemotePeer` at the other's colour, and the :class:`~go_tui.play.match.Match`
has it at that colour as it has an engine: a person's move is sent at once
(:meth:`RemotePeer.tell`), so it is on the other screen without waiting for a question,
and the other side's lines are read as they come and handed to the match in order
(:meth:`RemotePeer.news`), which judges and answers them.

Our own :class:`~go_tui.engine.Game` stays the referee: a move from the other side that
our rules refuse, a garbage line or one too long is answered ``? reason`` and the game
goes on waiting for a proper move.  A connection that ends comes as
:class:`~go_tui.formats.peer_protocol.PeerGone`; the match keeps and saves the game.

While a game is on, the host's port stays open only to turn a second joiner away.
"""

from __future__ import annotations

import contextlib
import math
import socket
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import replace

from go_tui.engine import Color, Game, Point, to_vertex
from go_tui.formats.peer_protocol import (
    Link,
    PeerGone,
    PeerRefused,
    Play,
    ProtocolError,
    Terms,
    Wish,
    greet_host,
    greet_joiner,
    play_line,
    refuse_busy,
)
from go_tui.play.clock import ClockSpecError, System, TimeControl, TimeLeft, parse_clock

CONNECT_TIMEOUT = 10.0


News = str | ProtocolError | PeerGone
"""What came from the other side, in order: a line, a line refused as it was read (too
long, not UTF-8), or the end of the connection."""


class RemotePeer:
    """The other player, at ``color``, over ``link``.

    A reader thread (started with :meth:`start`) takes every line as it comes and keeps it
    for the match, in order; the match reads and answers them in its own thread
    (:meth:`news`), so a move, an undo request or a clock line is judged against the game
    as it stands, whoever is to move.  While the other player is to move the match's task
    thread waits for news (:meth:`wait`); while it is ours, ``on_news`` (set by a screen)
    is called from the reader thread when a line comes.
    """

    def __init__(
        self,
        link: Link,
        color: Color,
        name: str,
        doorman: Doorman | None = None,
        *,
        known: int = 0,
    ) -> None:
        """``known``: the moves both sides have already (a game played on)."""
        self.link = link
        self.color = color
        self.name = name
        self.doorman = doorman
        self.known = known
        """The moves both sides have: ours told, theirs taken."""
        self.resign_told = False
        self.refused: list[ProtocolError] = []
        """The lines of theirs refused, each answered ``? reason``."""
        self.on_news: Callable[[], object] | None = None
        """Called from the reader thread when news comes (a screen wakes up with it)."""
        self._news: deque[News] = deque()
        self._arrived = threading.Condition()
        self._reader: threading.Thread | None = None
        self._closed = False
        self._silent = False

    def start(self) -> str:
        """Connected already (the hand-shake named the player): start reading its lines."""
        if self._reader is None:
            self._reader = threading.Thread(target=self._read, name="go-tui peer", daemon=True)
            self._reader.start()
        return self.name

    def _read(self) -> None:
        while True:
            item: News
            try:
                item = self.link.read()
            except ProtocolError as error:
                item = error
            except PeerGone as error:
                item = error
            if isinstance(item, str) and item.startswith("="):
                continue  # our line taken: nothing waits for it (a refusal is news)
            with self._arrived:
                self._news.append(item)
                self._arrived.notify_all()
            callback = self.on_news
            if callback is not None and not self._closed:
                with contextlib.suppress(RuntimeError):  # the screen is gone
                    callback()
            if isinstance(item, PeerGone):
                self._fall_silent()
                return

    def _fall_silent(self) -> None:
        """Nothing more can come: a task waiting for news wakes (its news may have been
        taken already, on our turn), and so can the app's end."""
        with self._arrived:
            self._silent = True
            self._arrived.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait (in a task thread) until the other side has sent something, or nothing more
        can come (a task waiting must end, or the app could not); False when ``timeout``
        seconds passed first."""
        with self._arrived:
            return self._arrived.wait_for(lambda: bool(self._news) or self._silent, timeout)

    def news(self) -> list[News]:
        """What came since the last call, in order."""
        with self._arrived:
            items = list(self._news)
            self._news.clear()
        return items

    def send(self, line: str) -> None:
        """Send one line now; a broken connection is left for the reader to report (a
        person's move must not wait on the network, nor fail on it)."""
        with contextlib.suppress(PeerGone):
            self.link.send(line)

    def answer(self, error: ProtocolError | None = None) -> None:
        """Answer the line taken: ``=``, or ``? reason``."""
        self.send("=" if error is None else f"? {error.detail}")

    def tell(self, game: Game, left: TimeLeft | None = None) -> None:
        """Send our moves since the last told, and our resignation, and after them our
        time ``left`` (a game on the clock)."""
        for move in game.moves[self.known :]:
            self.send(play_line(move.color, move.point, game.size))
        self.known = len(game.moves)
        if left is not None:
            seconds, count = time_left_words(left)
            self.send(f"time_left {self.color.opponent.letter} {seconds} {count}")
        if game.resigned is self.color.opponent and not self.resign_told:
            self.send("resign")
            self.resign_told = True

    def judged(self, game: Game, play: Play) -> Point | None:
        """The move's point, if it is theirs to play and legal on our board."""
        if play.color is not self.color or game.to_move is not self.color:
            raise ProtocolError("turn", f"it is not {play.color.letter}'s move")
        refusal = game.check(play.point, play.color)
        if refusal is not None:
            where = to_vertex(play.point, game.size)
            raise ProtocolError("illegal", f"illegal move {where}: {refusal.value}")
        return play.point

    def place_handicap(self, game: Game, stones: int) -> list[Point]:
        """A network game has fixed handicap only (``--free-handicap`` is refused with
        ``--host``), so no one asks the other side to place stones."""
        raise PeerGone("free handicap is not played over the network")

    def close(self) -> None:
        """Say goodbye, then hang up; the host's port closes too."""
        with contextlib.suppress(PeerGone):  # already gone
            self.link.send("quit")
        self.kill()

    def kill(self) -> None:
        """Hang up at once (the reader wakes with PeerGone and tells no one; a task waiting
        for news wakes too)."""
        self._closed = True
        self._fall_silent()
        self.link.close()
        if self.doorman is not None:
            self.doorman.close()


def time_left_words(left: TimeLeft) -> tuple[int, int]:
    """Our time as ``time_left`` says it: whole seconds, rounded up so that ``0`` means
    the time ran out, and the byo-yomi periods or Canadian stones left in overtime."""
    if left.lost:
        return 0, 0
    count = (left.stones or left.periods) if left.overtime else 0
    return max(1, math.ceil(left.seconds)), count


def time_left_of(control: TimeControl, seconds: int, count: int) -> TimeLeft | None:
    """The time a ``time_left`` line says, for a player under ``control``; ``None`` when
    no player could have it (more periods or stones than the control gives)."""
    if seconds == 0 and count == 0:
        return replace(control.start(), main=0.0, period=0.0, periods=0, stones=0, lost=True)
    if count == 0:
        return replace(control.start(), main=float(seconds))
    if control.system is System.BYOYOMI and count <= control.periods:
        return TimeLeft(0.0, float(seconds), periods=count)
    if control.system is System.CANADIAN and count <= control.stones:
        return TimeLeft(0.0, float(seconds), stones=count)
    return None


class Doorman:
    """Keeps the host's port answering while a game is on: every later joiner is told the
    game is taken (``? busy``) and hung up on."""

    def __init__(self, server: socket.socket, players: str) -> None:
        self.server = server
        self.players = players
        self.turned_away = 0
        self.thread = threading.Thread(target=self._run, name="go-tui doorman", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while True:
            try:
                sock, _address = self.server.accept()
            except OSError:
                return  # the port was closed: the game is over
            refuse_busy(sock, self.players)
            self.turned_away += 1

    def close(self) -> None:
        with contextlib.suppress(OSError):  # not every system lets a listening socket be shut down
            self.server.shutdown(socket.SHUT_RDWR)
        self.server.close()


def open_port(port: int, interface: str = "") -> socket.socket:
    """Listen on ``port`` (every interface unless told); ``OSError`` when it is taken."""
    return socket.create_server((interface, port), reuse_port=False)


def wait_for_joiner(
    server: socket.socket,
    name: str,
    terms: Terms,
    turned_away: Callable[[ProtocolError], object] = lambda error: None,
) -> RemotePeer:
    """Wait for a joiner that completes the hand-shake; one that does not is told why and
    hung up on (and ``turned_away`` hears why: another protocol version, garbage), and the
    wait goes on.  The joiner plays ``terms.joiner``."""
    while True:
        sock, _address = server.accept()
        link = Link(sock)
        try:
            their_name = greet_joiner(link, name, terms)
        except ProtocolError as error:
            with contextlib.suppress(PeerGone):  # it left first
                link.answer(error)
            link.close()
            turned_away(error)
            continue
        except (PeerGone, PeerRefused, TimeoutError):
            link.close()
            continue
        players = f"{name} - {their_name}"
        doorman = Doorman(server, players)
        return RemotePeer(link, terms.joiner, their_name, doorman, known=len(terms.moves))


def join(host: str, port: int, name: str, wish: Wish) -> tuple[RemotePeer, Terms]:
    """Connect to a host and agree on its game; raises ``OSError`` (no one there),
    :class:`~go_tui.formats.peer_protocol.PeerRefused` (busy, or not the game wished),
    :class:`~go_tui.formats.peer_protocol.ProtocolError` and ``PeerGone``."""
    sock = socket.create_connection((host, port), timeout=CONNECT_TIMEOUT)
    link = Link(sock)
    try:
        terms, their_name = greet_host(link, name, wish, _clock_ok)
    except BaseException:
        link.close()
        raise
    return RemotePeer(link, terms.joiner.opponent, their_name, known=len(terms.moves)), terms


def _clock_ok(spec: str) -> bool:
    """Whether a host's clock spec names a clock (or, empty, none)."""
    if not spec:
        return True
    try:
        parse_clock(spec)
    except ClockSpecError:
        return False
    return True
