"""Undo over the network: asked by one side, allowed or not by the other, applied the same
on both; a peer that grants what was not asked, or answers with garbage, is refused."""

from __future__ import annotations

import socket
import threading

from netplay_support import LOOPBACK, TERMS, hosting, news, pair, scripted_joiner

from go_tui.engine import Color, Move, from_vertex
from go_tui.formats.peer_protocol import PeerRefused, ProtocolError, Wish
from go_tui.i18n import set_language
from go_tui.play.events import (
    NothingToUndo,
    PeerLineRefused,
    Played,
    UndoAgreed,
    UndoAskedBy,
    UndoAsking,
    UndoDeclined,
    UndoKept,
    Undone,
    UndoNotNow,
    UndoRefusal,
)
from go_tui.play.match import Match
from go_tui.play.remote import join, open_port, wait_for_joiner
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.match_text import event_text


def session() -> Session:
    return Session.start(Settings(size=9, black=("Ann",), white=("Bob",)))


def point(vertex: str) -> tuple[int, int]:
    found = from_vertex(vertex, 9)
    assert found is not None
    return found


class Saves:
    """An autosave that keeps the moves each save wrote."""

    def __init__(self) -> None:
        self.moves: list[list[Move]] = []

    def __call__(self, saved: Session) -> None:
        self.moves.append(list(saved.game.moves))


def test_an_undo_allowed_takes_back_the_move_and_the_reply_on_both_sides() -> None:
    with pair() as (bob, ann):
        ann_saves, bob_saves = Saves(), Saves()
        host = Match(session(), autosave=ann_saves, remote=bob)
        joiner = Match(session(), autosave=bob_saves, remote=ann)
        news(host), news(joiner)  # both ready
        host.play(point("E5"))
        assert news(joiner)[0] == Played(Color.BLACK, point("E5"), by_computer=True)
        joiner.play(point("C3"))
        assert news(host)[0] == Played(Color.WHITE, point("C3"), by_computer=True)
        assert host.undo() == [UndoAsking("Bob")]
        assert host.game.move_number == 2  # nothing changes before Bob agrees
        assert host.play(point("D4")) == [UndoAsking("Bob")]  # the answer first
        assert host.undo() == [UndoNotNow("Bob", UndoRefusal.PENDING)]
        assert news(joiner) == [UndoAskedBy("Ann")]
        assert joiner.undo() == [UndoNotNow("Ann", UndoRefusal.PENDING)]  # answer first
        assert joiner.answer_undo(True) == [Undone()]
        assert joiner.game.move_number == 0
        assert news(host) == [UndoAgreed("Bob")]
        assert host.game.move_number == 0
        assert ann_saves.moves[-1] == bob_saves.moves[-1] == []  # both autosaves agree
        host.play(point("D4"))  # and the game goes on from there
        assert news(joiner)[0] == Played(Color.BLACK, point("D4"), by_computer=True)
        assert host.game.moves == joiner.game.moves


def test_an_undo_before_the_reply_takes_back_one_move_and_a_no_is_told_to_the_asker() -> None:
    set_language("nl")
    with pair() as (bob, ann):
        host = Match(session(), autosave=None, remote=bob)
        joiner = Match(session(), autosave=None, remote=ann)
        news(host), news(joiner)
        assert joiner.undo() == [NothingToUndo()]  # White has no move yet
        host.play(point("E5"))
        news(joiner)
        assert host.undo() == [UndoAsking("Bob")]
        asked = news(joiner)
        assert asked == [UndoAskedBy("Ann")]
        assert event_text(asked[0], 9) == (
            "Je tegenstander vraagt de laatste zet terug te nemen. Toestaan? j/n"
        )
        assert joiner.answer_undo(False) == [UndoKept("Ann")]
        declined = news(host)
        assert declined == [UndoDeclined("Bob", UndoRefusal.NO)]
        set_language("en")
        assert event_text(declined[0], 9) == "Bob said no: the move stays."
        assert host.game.move_number == joiner.game.move_number == 1
        assert host.undo() == [UndoAsking("Bob")]  # asked again: now allowed
        news(joiner)
        assert joiner.answer_undo(True) == [Undone()]
        assert news(host) == [UndoAgreed("Bob")]
        assert host.game.moves == joiner.game.moves == []
        assert host.person_to_move  # Black plays again


def test_undo_granted_unasked_garbage_or_to_another_move_is_refused_and_the_game_kept() -> None:
    set_language("en")
    with hosting() as (port, got):
        eve = scripted_joiner(port)
        for _ in range(500):
            if got:
                break
            threading.Event().wait(0.01)
        match = Match(session(), autosave=None, remote=got[0])
        news(match)
        match.play(point("E5"))
        assert eve.read(5) == "play B E5"
        eve.send("undo_granted 0")  # an undo nobody asked for
        refused = news(match)
        assert refused == [PeerLineRefused("Eve", "unasked")]
        text = event_text(refused[0], 9)
        assert text is not None
        assert text.startswith("Eve's program sent a line")
        assert eve.read(5).startswith("?")
        assert match.game.move_number == 1
        eve.send("play W C3")
        assert news(match)[0] == Played(Color.WHITE, point("C3"), by_computer=True)
        assert eve.read(5) == "="
        assert match.undo() == [UndoAsking("Eve")]
        assert eve.read(5) == "undo"
        eve.send("undo_granted perhaps")
        assert news(match) == [PeerLineRefused("Eve", "garbage")]
        eve.send("undo_granted 1")  # not where our undo goes (before E5: 0 moves)
        assert news(match) == [PeerLineRefused("Eve", "undo_moves")]
        assert match.game.move_number == 2
        assert match.undo() == [UndoNotNow("Eve", UndoRefusal.PENDING)]  # still asked
        eve.send("undo_granted 0")
        assert news(match) == [UndoAgreed("Eve")]
        assert match.game.move_number == 0
        assert [eve.read(5)[0] for _ in range(3)] == ["?", "?", "="]
        match.resign()
        assert eve.read(5) == "resign"
        eve.send("undo")  # after the end: refused with the reason
        got[0].wait()
        assert match.remote_news() == []
        assert (eve.read(5), eve.read(5)) == ("=", "undo_declined over")


def test_an_older_go_tui_is_refused_in_the_hand_shake_and_told_why() -> None:
    server = open_port(0, LOOPBACK)
    port = server.getsockname()[1]
    turned: list[ProtocolError] = []
    thread = threading.Thread(
        target=lambda: wait_for_joiner(server, "Ann", TERMS, turned.append), daemon=True
    )
    thread.start()
    old = socket.create_connection((LOOPBACK, port), timeout=5)
    old.sendall(b"protocol_version 1\nname Old\nready\n")
    answer = old.makefile().readline()
    assert answer.startswith("? protocol_version 2 needed, not 1")
    old.close()
    for _ in range(500):
        if turned:
            break
        threading.Event().wait(0.01)
    assert [error.reason for error in turned] == ["version"]
    peer, _terms = join(LOOPBACK, port, "Bob", Wish())  # the host waits on
    peer.kill()
    server.close()


def test_a_host_of_an_older_version_is_refused_in_words() -> None:
    from go_tui.cli import Online, _refusal_words

    refused = PeerRefused("protocol_version", "1 needed, not 2")
    words = _refusal_words(refused, Online(None, "h:7700", "black", "Bob", False, "", False))
    assert "network protocol 1; this one speaks 2" in words
