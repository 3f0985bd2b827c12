"""Network games over loopback: a host and a joiner in one process, or a scripted peer."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from go_tui.engine import Color
from go_tui.formats.peer_protocol import VERSION, Link, Terms, Wish
from go_tui.play.match import Match
from go_tui.play.remote import RemotePeer, join, open_port, wait_for_joiner

LOOPBACK = "127.0.0.1"
TERMS = Terms(size=9, komi=6.5, joiner=Color.WHITE)


@contextmanager
def hosting(terms: Terms = TERMS, name: str = "Ann") -> Iterator[tuple[int, list[RemotePeer]]]:
    """A host on a free loopback port, waiting in a thread: its port and, once a joiner
    completed the hand-shake, its peer (the joiner) in the list."""
    server = open_port(0, LOOPBACK)
    port = server.getsockname()[1]
    got: list[RemotePeer] = []

    def wait() -> None:
        with contextlib.suppress(OSError):  # the port closed before a joiner came
            got.append(wait_for_joiner(server, name, terms))

    thread = threading.Thread(target=wait)
    thread.daemon = True
    thread.start()
    try:
        yield port, got
    finally:
        for peer in got:
            peer.kill()
        server.close()


@contextmanager
def pair(terms: Terms = TERMS) -> Iterator[tuple[RemotePeer, RemotePeer]]:
    """Ann hosts, Bob joins: (the host's peer, which is Bob; the joiner's, which is Ann)."""
    with hosting(terms) as (port, got):
        at_joiner, _terms = join(LOOPBACK, port, "Bob", Wish())
        for _ in range(500):
            if got:
                break
            threading.Event().wait(0.01)
        try:
            yield got[0], at_joiner
        finally:
            at_joiner.kill()


def scripted_joiner(port: int, name: str = "Eve") -> Link:
    """A joiner that speaks the protocol by hand: the hand-shake done, the host's lines
    read up to ``ready``; the test writes and reads the rest itself."""
    link = Link(socket.create_connection((LOOPBACK, port), timeout=5))
    link.send(f"protocol_version {VERSION}")
    link.send(f"name {name}")
    link.send("ready")
    while link.read(5) != "ready":
        pass
    link.answer()
    return link


def arrived(got: list[RemotePeer]) -> RemotePeer:
    """The peer :func:`hosting` took in, once the hand-shake is done."""
    for _ in range(500):
        if got:
            break
        threading.Event().wait(0.01)
    return got[0]


def joining(port: int, wish: Wish) -> tuple[threading.Thread, list[tuple[RemotePeer, Terms]]]:
    """Bob joining in a thread, trying until the host's port opens: the thread, and the
    peer and terms once joined."""
    joined: list[tuple[RemotePeer, Terms]] = []

    def joiner() -> None:
        for _ in range(300):
            try:
                joined.append(join(LOOPBACK, port, "Bob", wish))
                return
            except OSError:
                threading.Event().wait(0.02)

    thread = threading.Thread(target=joiner, daemon=True)
    thread.start()
    return thread, joined


def news(match: Match) -> list[object]:
    """What the other side sent that does something, taken in as a screen does: by the
    task waiting for the other player's move, or (our turn) when the news comes."""
    remote = match.remote
    assert remote is not None
    for _ in range(20):
        task = match.next_task()
        if task is not None:
            events = list(match.task_done(task.run()))
        else:
            remote.wait()
            events = list(match.remote_news())
        if events:
            return events
    raise AssertionError("no news from the other side")
