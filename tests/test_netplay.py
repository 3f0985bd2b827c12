"""A game between two programs over loopback: the hand-shake, moves both ways, and a peer
that sends garbage, floods, lies about the board, hangs up, or comes second."""

from __future__ import annotations

import socket
import threading

import pytest
from netplay_support import LOOPBACK, TERMS, arrived, hosting, pair, scripted_joiner

from go_tui.engine import Color, Game, from_vertex
from go_tui.formats.peer_protocol import (
    MAX_LINE,
    VERSION,
    Link,
    PeerGone,
    PeerRefused,
    ProtocolError,
    Terms,
    Wish,
    parse,
)
from go_tui.i18n import set_language
from go_tui.play.events import (
    EngineFailed,
    GameEnded,
    NeedsMarking,
    NoPlayOnOnline,
    NoUndoOnline,
    OursRefused,
    Passed,
    PeerLineRefused,
    Played,
    UndoNotNow,
    UndoRefusal,
)
from go_tui.play.match import REASON_SHOWN, Match
from go_tui.play.remote import RemotePeer, join, open_port
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.match_text import event_text


def session(black: str, white: str, size: int = 9) -> Session:
    return Session.start(Settings(size=size, black=(black,), white=(white,)))


def answered(match: Match) -> list[object]:
    """Run the match's task for the other player (in this thread) until it brings news
    that does something, and take that."""
    for _ in range(20):
        task = match.next_task()
        assert task is not None
        events = list(match.task_done(task.run()))
        if events:
            return events
    raise AssertionError("no news from the other side")


def point(vertex: str) -> tuple[int, int]:
    found = from_vertex(vertex, 9)
    assert found is not None
    return found


def test_the_hand_shake_names_both_players_and_gives_the_joiner_the_host_game() -> None:
    terms = Terms(size=13, komi=0.5, handicap=2, rules="chinese", joiner=Color.BLACK)
    with pair(terms) as (bob, ann):
        assert (bob.name, bob.color) == ("Bob", Color.BLACK)
        assert (ann.name, ann.color) == ("Ann", Color.WHITE)
    with hosting(terms) as (port, _got):
        _peer, got = join(LOOPBACK, port, "Bob", Wish())
        assert got == terms


def test_moves_pass_and_resign_cross_between_two_matches() -> None:
    with pair() as (bob, ann):
        host = Match(session("Ann", "Bob"), autosave=None, remote=bob)
        joiner = Match(session("Ann", "Bob"), autosave=None, remote=ann)
        assert answered(host)[0] == answered(joiner)[0].__class__(Color.WHITE, "Bob")
        assert host.play(point("E5"))[0] == Played(Color.BLACK, point("E5"))
        assert answered(joiner)[0] == Played(Color.BLACK, point("E5"), by_computer=True)
        assert joiner.play(point("C3"))[0] == Played(Color.WHITE, point("C3"))
        assert answered(host)[0] == Played(Color.WHITE, point("C3"), by_computer=True)
        assert host.play(None)[0] == Passed(Color.BLACK)
        assert answered(joiner)[0] == Passed(Color.BLACK)
        assert joiner.resign()[-1] == GameEnded("B+R")
        events = answered(host)
        assert GameEnded("B+R") in events
        assert host.game.moves == joiner.game.moves
        assert host.undo() == [UndoNotNow("Bob", UndoRefusal.OVER)]


def test_garbage_a_megabyte_line_a_lie_and_illegal_moves_are_refused_and_the_game_kept() -> None:
    with hosting() as (port, got):
        eve = scripted_joiner(port)
        match = Match(session("Ann", "Eve"), autosave=None, remote=arrived(got))
        answered(match)  # Eve is ready
        match.play(point("E5"))
        assert eve.read(5) == "play B E5"
        eve.sock.sendall(b"x" * 1_000_000 + b"\n")
        for line in (
            "hello world",
            "\xff",
            "boardsize 19",
            "play W Z99",
            "play W E5",
            "play B D4",
            "resign now",
            "time_left W 300 0",
            "= an answer to nothing",
            "play W D4",
        ):
            if line == "\xff":
                eve.sock.sendall(b"\xff\xfe\n")
            else:
                eve.send(line)
        events: list[object] = []
        while Played(Color.WHITE, point("D4"), by_computer=True) not in events:
            events += answered(match)
        said = [event.reason for event in events if isinstance(event, PeerLineRefused)]
        assert said == [error.reason for error in got[0].refused]  # each on the screen
        answers = [eve.read(5) for _ in range(10)]
        refused = [error.reason for error in got[0].refused]
        assert refused == [
            "too_long",
            "unknown",
            "garbage",
            "fixed",
            "off_board",
            "illegal",
            "turn",
            "garbage",
            "clock",  # time_left in a game without a clock
        ]
        assert [answer[0] for answer in answers] == ["?"] * 9 + ["="]
        assert "occupied" in answers[5]
        assert match.game.move_number == 2


def test_a_line_without_end_is_dropped_as_it_comes_not_held() -> None:
    left, right = socket.socketpair()
    link = Link(right)
    left.sendall(b"y" * (MAX_LINE * 4))
    with pytest.raises(ProtocolError, match="longer than"):
        link.read(5)
    assert len(link._buffer) <= MAX_LINE
    left.sendall(b"y" * (MAX_LINE * 4) + b"\nplay B D4\n")
    assert link.read(5) == "play B D4"
    left.close()
    with pytest.raises(PeerGone):
        link.read(5)


def test_a_dropped_connection_is_reported_and_the_game_kept() -> None:
    set_language("en")
    with pair() as (bob, ann):
        host = Match(session("Ann", "Bob"), autosave=None, remote=bob)
        answered(host)
        host.play(point("E5"))
        ann.kill()  # Bob's program stops
        events = answered(host)
        failed = events[0]
        assert isinstance(failed, EngineFailed)
        assert isinstance(failed.cause, PeerGone)
        text = event_text(failed, 9)
        assert text is not None
        assert text.startswith("The connection to Bob was lost. The game is saved")
        assert host.game.move_number == 1
        assert host.session.white == ("Bob",)
        assert not host.person_to_move  # nobody here plays Bob's moves: both keep one game
        again = host.play(point("C3"))
        assert again == [failed]
        assert host.next_task() is None
        assert host.game.move_number == 1
        assert host.undo() == [NoUndoOnline("Bob")]


def test_a_second_joiner_is_told_the_game_is_taken() -> None:
    with pair() as (bob, _ann):
        assert bob.doorman is not None
        port = bob.doorman.server.getsockname()[1]
        with pytest.raises(PeerRefused) as refused:
            join(LOOPBACK, port, "Carl", Wish())
        assert refused.value.reason == "busy"
        assert "Ann - Bob" in refused.value.detail


def test_a_joiner_that_wants_another_board_is_refused_and_the_host_waits_on() -> None:
    with hosting(TERMS) as (port, got):
        with pytest.raises(PeerRefused) as refused:
            join(LOOPBACK, port, "Carl", Wish(size=13))
        assert (refused.value.reason, refused.value.detail) == ("size", "9 13")
        assert got == []
        peer, terms = join(LOOPBACK, port, "Dan", Wish(size=9))
        assert terms.size == 9
        peer.kill()


def test_a_host_that_lies_about_its_board_is_refused() -> None:
    server = socket.create_server((LOOPBACK, 0))
    port = server.getsockname()[1]

    def lie() -> None:
        sock, _ = server.accept()
        link = Link(sock)
        while link.read(5) != "ready":
            pass
        said = (f"protocol_version {VERSION}", "name Liar", "boardsize 99", "komi 6.5", "ready")
        for line in said:
            link.send(line)

    threading.Thread(target=lie, daemon=True).start()
    with pytest.raises(ProtocolError, match="boardsize"):
        join(LOOPBACK, port, "Bob", Wish())
    server.close()


def test_a_busy_port_cannot_be_opened() -> None:
    taken = open_port(0, LOOPBACK)
    with pytest.raises(OSError, match="in use"):
        open_port(taken.getsockname()[1], LOOPBACK)
    taken.close()


def test_each_line_is_read_as_its_command_or_refused() -> None:
    game = Game(size=9)
    assert parse("play b d4", game.size).__class__.__name__ == "Play"
    with pytest.raises(ProtocolError) as error:
        parse("play W J10", 9)
    assert error.value.reason == "off_board"


def test_a_game_is_played_on_when_both_sides_have_the_same_moves() -> None:
    moves = ((Color.BLACK, point("E5")), (Color.WHITE, point("C3")))
    with hosting(Terms(size=9, komi=6.5, moves=moves)) as (port, got):
        with pytest.raises(PeerRefused) as refused:
            join(LOOPBACK, port, "Bob", Wish())  # a new game: not the host's
        assert (refused.value.reason, refused.value.detail) == ("moves", "2 0")
        ann, terms = join(LOOPBACK, port, "Bob", Wish(size=9, moves=moves))
        bob = arrived(got)
        assert terms.moves == moves
        assert (bob.known, ann.known) == (2, 2)
        host, joiner = session("Ann", "Bob"), session("Ann", "Bob")
        for color, where in moves:
            host.game.play(where, color)
            joiner.game.play(where, color)
        at_host = Match(host, autosave=None, remote=bob)
        at_joiner = Match(joiner, autosave=None, remote=ann)
        answered(at_host)
        answered(at_joiner)
        at_host.play(point("G7"))  # only the new move crosses
        assert answered(at_joiner)[0] == Played(Color.BLACK, point("G7"), by_computer=True)
        assert at_joiner.game.move_number == 3
        ann.kill()


def test_a_peer_that_hangs_up_in_the_middle_of_a_line_leaves_the_game_kept() -> None:
    with hosting() as (port, got):
        eve = scripted_joiner(port, name="Eve\x1b[2J\u202e")
        assert (
            arrived(got).name == "Eve[2J"
        )  # no escape character or direction mark reaches a screen
        match = Match(session("Ann", "Eve"), autosave=None, remote=got[0])
        answered(match)
        match.play(point("E5"))
        eve.sock.sendall(b"play W D")
        eve.close()
        failed = answered(match)[0]
        assert isinstance(failed, EngineFailed)
        assert isinstance(failed.cause, PeerGone)
        assert match.game.move_number == 1


def test_two_passes_open_the_marking_on_both_sides_and_the_passes_stay() -> None:
    set_language("nl")
    with pair() as (bob, ann):
        host = Match(session("Ann", "Bob"), autosave=None, remote=bob)
        joiner = Match(session("Ann", "Bob"), autosave=None, remote=ann)
        answered(host)
        answered(joiner)
        host.play(None)
        answered(joiner)
        assert joiner.play(None)[:2] == [Passed(Color.WHITE, again=True), NeedsMarking()]
        assert NeedsMarking() in answered(host)
        assert host.opinion() is None  # Bob marks at his own screen
        refused = host.resume()
        assert refused == [NoPlayOnOnline("Bob")]
        assert host.game.passes == 2
        text = event_text(refused[0], 9)
        assert text is not None
        assert text.startswith("In een partij over het netwerk blijven beide passen staan")
    set_language("en")


def test_a_refusal_of_our_move_is_said_and_our_game_kept() -> None:
    """Both sides judge every move by the same rules: a ``?`` to our move means the two
    games may differ (a bug, or another program), which the player must hear of."""
    with hosting() as (port, got):
        eve = scripted_joiner(port)
        match = Match(session("Ann", "Eve"), autosave=None, remote=arrived(got))
        answered(match)  # Eve is ready
        match.play(point("E5"))
        assert eve.read(5) == "play B E5"
        eve.send("? illegal move \x1b[2J" + "x" * 300)
        eve.send("play W D4")
        events: list[object] = []
        while Played(Color.WHITE, point("D4"), by_computer=True) not in events:
            events += answered(match)
        (refused,) = [event for event in events if isinstance(event, OursRefused)]
        assert refused.name == "Eve"
        assert refused.reason.startswith("illegal move")
        assert len(refused.reason) <= REASON_SHOWN
        assert got[0].refused == []  # an answer is never refused, nor answered
        assert eve.read(5).startswith("=")  # D4 taken
        assert match.game.move_number == 2
        set_language("en")
        said = event_text(refused, 9)
        assert said is not None
        assert said.startswith("Eve's program refused what this one sent (illegal move")
        assert "\x1b" not in said


def test_a_task_waiting_for_the_other_side_ends_when_nothing_more_can_come() -> None:
    """The app's end waits for its task threads: one waiting for a move that cannot come
    (the connection hung up here, or the goodbye already taken on our turn) must wake."""
    ours, theirs = socket.socketpair()
    peer = RemotePeer(Link(ours), Color.WHITE, "Bob")
    peer.start()
    theirs.close()  # Bob's program ends: the reader takes the goodbye ...
    assert peer.wait(timeout=5)
    assert any(isinstance(item, PeerGone) for item in peer.news())  # ... and our turn takes it
    assert peer.wait(timeout=5)  # a task that waits now is not left waiting
    ours, theirs = socket.socketpair()
    peer = RemotePeer(Link(ours), Color.WHITE, "Bob")  # no reader: hung up before it began
    woke = threading.Event()
    waiting = threading.Thread(target=lambda: woke.set() if peer.wait() else None)
    waiting.start()
    peer.kill()
    waiting.join(5)
    assert woke.is_set()
    theirs.close()
