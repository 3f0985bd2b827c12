"""The player at another computer, in the game as an engine is: a network game.

``go-tui play --host`` opens a port and waits for one joiner (:func:`open_port`,
:func:`wait_for_joiner`); ``go-tui play --join HOST:PORT`` connects (:func:`join`).  After
the hand-shake (:mod:`go_tui.formats.peer_protocol`) each program holds a
:class:`RemotePeer` at the other's colour, and the :class:`~go_tui.play.match.Match`
drives it like a GTP engine: :meth:`RemotePeer.genmove` sends our moves and waits, in
the match's task thread, for the other player's; a person's move is sent at once
(:meth:`RemotePeer.tell`), so it is on the other screen without waiting for a question.

Our own :class:`~go_tui.engine.Game` stays the referee: a move from the other side that
our rules refuse, a garbage line or one too long is answered ``? reason`` and the game
goes on waiting for a proper move.  A connection that ends is raised as
:class:`~go_tui.formats.peer_protocol.PeerGone`; the match keeps and saves the game.

While a game is on, the host's port stays open only to turn a second joiner away.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Mapping

from go_tui.engine import Color, Game, Point, to_vertex
from go_tui.formats.gtp_client import RESIGN
from go_tui.formats.peer_protocol import (
    ClockLine,
    Link,
    PeerGone,
    PeerRefused,
    Play,
    ProtocolError,
    Quit,
    Reply,
    Resign,
    Terms,
    Wish,
    greet_host,
    greet_joiner,
    parse,
    play_line,
    refuse_busy,
)
from go_tui.play.clock import TimeControl, TimeLeft

CONNECT_TIMEOUT = 10.0


class RemotePeer:
    """The other player, at ``color``, over ``link``.  One caller at a time, as an engine."""

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
        self.gone: PeerGone | None = None
        """The connection broke while telling a move; the next question raises it."""
        self.refused: list[ProtocolError] = []
        """The lines of theirs refused, each answered ``? reason``."""

    def start(self) -> str:
        """Connected already (the hand-shake named the player)."""
        return self.name

    def tell(self, game: Game) -> None:
        """Send our moves since the last told, and our resignation; a broken connection is
        kept for the next question (a person's move must not wait on the network)."""
        try:
            for move in game.moves[self.known :]:
                self.link.send(play_line(move.color, move.point, game.size))
            self.known = len(game.moves)
            if game.resigned is self.color.opponent and not self.resign_told:
                self.link.send("resign")
                self.resign_told = True
        except PeerGone as error:
            self.gone = error

    def genmove(
        self,
        game: Game,
        color: Color,
        clock: tuple[TimeControl, Mapping[Color, TimeLeft]] | None = None,
    ) -> Point | str | None:
        """The other player's move in ``game``: a point, ``None`` (pass) or ``resign``.
        Lines that are not a legal move of theirs are refused and waited past.  ``clock``:
        as an engine is asked; a network game has none yet (the command line refuses it)."""
        self.tell(game)
        if self.gone is not None:
            raise self.gone
        while True:
            try:
                command = parse(self.link.read(), game.size)
                if isinstance(command, Play):
                    point = self._judged(game, command)
                    self.link.answer()
                    self.known = len(game.moves) + 1
                    return point
            except ProtocolError as error:
                self.refused.append(error)
                self.link.answer(error)
                continue
            match command:
                case Resign():
                    self.link.answer()
                    return RESIGN
                case Quit():
                    raise PeerGone("the other player left")
                case ClockLine():
                    self.link.answer()  # taken: clocks are not played over the network yet
                case Reply():
                    pass  # an answer to one of our lines: nothing waits for it

    def _judged(self, game: Game, play: Play) -> Point | None:
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
        """Hang up at once (a question waiting in a thread wakes with PeerGone)."""
        self.link.close()
        if self.doorman is not None:
            self.doorman.close()


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


def wait_for_joiner(server: socket.socket, name: str, terms: Terms) -> RemotePeer:
    """Wait for a joiner that completes the hand-shake; one that does not is told why and
    hung up on, and the wait goes on.  The joiner plays ``terms.joiner``."""
    while True:
        sock, _address = server.accept()
        link = Link(sock)
        try:
            their_name = greet_joiner(link, name, terms)
        except ProtocolError as error:
            with contextlib.suppress(PeerGone):  # it left first
                link.answer(error)
            link.close()
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
        terms, their_name = greet_host(link, name, wish)
    except BaseException:
        link.close()
        raise
    return RemotePeer(link, terms.joiner.opponent, their_name, known=len(terms.moves)), terms
