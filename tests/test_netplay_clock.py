"""Clocks over the network: the host's time control in the hand-shake, each mover's own
time after its move (``time_left``) on both screens, and a loss on time the same on both."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from netplay_support import LOOPBACK, hosting, news, pair, scripted_joiner

from go_tui.engine import Color, from_vertex
from go_tui.formats.peer_protocol import ProtocolError, Terms, Wish
from go_tui.play.clock import parse_clock
from go_tui.play.events import GameEnded, LostOnTime, PeerLineRefused, Played
from go_tui.play.match import Match
from go_tui.play.remote import join, time_left_of, time_left_words
from go_tui.play.session import Session
from go_tui.play.settings import Settings

CLOCKED = Terms(size=9, komi=6.5, joiner=Color.WHITE, clock="10m+5x30s")


class Time:
    """A clock's time source moved by hand: no test sleeps."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def session(spec: str) -> Session:
    clock = parse_clock(spec)
    return Session.start(Settings(size=9, black=("Ann",), white=("Bob",), clock=clock))


def point(vertex: str) -> tuple[int, int]:
    found = from_vertex(vertex, 9)
    assert found is not None
    return found


def test_the_host_clock_is_in_the_hand_shake_and_a_clock_that_is_none_is_refused() -> None:
    with hosting(CLOCKED) as (port, _got):
        peer, terms = join(LOOPBACK, port, "Bob", Wish())
        assert terms.clock == "10m+5x30s"
        peer.kill()
    with hosting(Terms(size=9, clock="ten minutes")) as (port, got):
        with pytest.raises(ProtocolError, match="clock"):
            join(LOOPBACK, port, "Bob", Wish())
        assert got == []  # the host was told, and waits on


def told(match: Match, done: Callable[[], bool]) -> None:
    """Take in the other side's lines until ``done``: its ``time_left`` follows its move and
    may arrive after the move was taken in (on a loaded machine)."""
    remote = match.remote
    assert remote is not None
    for _ in range(5):
        if done() or not remote.wait(timeout=10):
            return
        list(match.remote_news())


def test_each_mover_s_own_time_is_shown_on_both_sides() -> None:
    with pair(CLOCKED) as (bob, ann):
        at_ann, at_bob = Time(), Time()
        host = Match(session("10m+5x30s"), autosave=None, remote=bob, now=at_ann)
        joiner = Match(session("10m+5x30s"), autosave=None, remote=ann, now=at_bob)
        news(host), news(joiner)
        at_ann.now, at_bob.now = 30.0, 31.5  # the move took a while to cross
        host.play(point("E5"))
        assert news(joiner)[0] == Played(Color.BLACK, point("E5"), by_computer=True)
        assert joiner.clock is not None
        told(
            joiner, lambda: joiner.clock is not None and joiner.clock.left(Color.BLACK).main == 570
        )
        assert joiner.clock.left(Color.BLACK).main == 570  # Ann's own clock, not 568.5
        assert joiner.session.move_times[0] == joiner.clock.left(Color.BLACK)  # in the record
        at_bob.now, at_ann.now = 31.5 + 600 + 20, 31.0 + 600 + 21  # Bob in his first period
        joiner.play(point("C3"))
        news(host)
        assert host.clock is not None
        told(host, lambda: host.clock is not None and host.clock.left(Color.WHITE).period == 30)
        assert host.clock.left(Color.WHITE).periods == 5  # the period kept by moving in it
        assert host.clock.left(Color.WHITE).period == 30


def test_a_loss_on_time_ends_the_game_the_same_on_both_sides() -> None:
    with pair(CLOCKED) as (bob, ann):
        at_ann, at_bob = Time(), Time()
        host = Match(session("1m"), autosave=None, remote=bob, now=at_ann)
        joiner = Match(session("1m"), autosave=None, remote=ann, now=at_bob)
        news(host), news(joiner)
        at_bob.now = 70.0  # Ann's time is out as Bob's clock sees it, but hers says when
        assert joiner.check_time() == []
        assert not joiner.game.is_over
        at_ann.now = 61.0
        lost = host.check_time()
        assert lost[:2] == [LostOnTime(Color.BLACK), GameEnded("W+T")]
        assert news(joiner)[:2] == [LostOnTime(Color.BLACK), GameEnded("W+T")]
        assert host.session.info.result == joiner.session.info.result == "W+T"


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("time_left W -5 0", "clock"),  # below zero
        ("time_left W 99999 0", "clock"),  # more than anyone has
        ("time_left W 20 9", "clock"),  # more periods than the clock gives
        ("time_left B 100 0", "clock"),  # the other side's colour
        ("time_left W many 0", "garbage"),
    ],
)
def test_an_absurd_time_is_refused_and_the_clock_kept(line: str, reason: str) -> None:
    with hosting(CLOCKED) as (port, got):
        eve = scripted_joiner(port)
        for _ in range(500):
            if got:
                break
            threading.Event().wait(0.01)
        at_ann = Time()
        match = Match(session("10m+5x30s"), autosave=None, remote=got[0], now=at_ann)
        news(match)
        at_ann.now = 10.0
        match.play(point("E5"))
        assert eve.read(5) == "play B E5"
        assert eve.read(5) == "time_left B 590 0"
        eve.send(line)
        assert news(match) == [PeerLineRefused("Eve", reason)]
        assert match.clock is not None
        assert match.clock.left(Color.WHITE).main == 600
        assert not match.game.is_over


def test_time_left_says_whole_seconds_rounded_up_and_reads_back() -> None:
    control = parse_clock("10m+5x30s")
    left = control.spend(control.start(), 620.2)  # 9.8 s left of the first period
    assert time_left_words(left) == (10, 5)
    back = time_left_of(control, 10, 5)
    assert back is not None
    assert (back.main, back.period, back.periods) == (0.0, 10.0, 5)
    assert time_left_words(control.spend(control.start(), 10_000)) == (0, 0)
    out = time_left_of(control, 0, 0)
    assert out is not None
    assert out.lost
