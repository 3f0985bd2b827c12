"""``go-tui play --host`` and ``--join``: what they refuse, in words, and the game they open."""

from __future__ import annotations

from pathlib import Path

import pytest
from netplay_support import LOOPBACK, TERMS, hosting, joining
from typer.testing import CliRunner

from go_tui.cli import app, host_port_given
from go_tui.engine import Color, from_vertex
from go_tui.formats.peer_protocol import DEFAULT_PORT, Moved, Terms, Wish
from go_tui.play.remote import RemotePeer, open_port


def test_the_port_of_host_may_be_left_out() -> None:
    default = str(DEFAULT_PORT)
    assert host_port_given(["play", "--host"]) == ["play", "--host", default]
    assert host_port_given(["play", "--host", "--size", "9"])[2] == default
    assert host_port_given(["play", "--host", "8000"]) == ["play", "--host", "8000"]


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        (["--host", "7701", "--join", "a:1"], "--host and --join cannot go together"),
        (["--join", "nowhere"], "--join needs HOST:PORT"),
        (["--join", "a:99999"], "--join needs HOST:PORT"),
        (["--join", "a:1", "--clock", "10m"], "cannot be played with --clock (the host"),
        (["--host", "7701", "--white", "computer"], "cannot be played with --black/--white"),
        (["--host", "7701", "--color", "red"], "--color is black or white"),
    ],
)
def test_what_a_network_game_cannot_be_is_refused(arguments: list[str], complaint: str) -> None:
    result = CliRunner().invoke(app, ["--lang", "en", "play", *arguments])
    assert result.exit_code == 1
    assert complaint in result.output


def test_a_busy_port_is_said_in_words(data_dir: Path) -> None:
    taken = open_port(0, LOOPBACK)
    port = taken.getsockname()[1]
    arguments = ["--lang", "en", "play", "--host", str(port), "--listen", LOOPBACK]
    result = CliRunner().invoke(app, arguments)
    taken.close()
    assert result.exit_code == 1
    assert f"Port {port} is already in use by another program" in result.output


def test_joining_a_game_on_another_board_is_refused_in_words() -> None:
    with hosting(TERMS) as (port, _got):
        arguments = ["--lang", "nl", "play", "--join", f"{LOOPBACK}:{port}", "--size", "13"]
        result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 1
    assert "De gastheer speelt op 9x9, niet op 13x13" in result.output


def test_nobody_at_the_address_is_said_in_words() -> None:
    free = open_port(0, LOOPBACK)
    port = free.getsockname()[1]
    free.close()
    result = CliRunner().invoke(app, ["--lang", "en", "play", "--join", f"{LOOPBACK}:{port}"])
    assert result.exit_code == 1
    assert f"No game to join at {LOOPBACK}:{port}" in result.output


def saved_game(clock: str = "") -> tuple[Moved, ...]:
    """An autosaved 9x9 game with three moves, Bob Black and Ann White, on ``clock`` if one
    is given: its moves."""
    from go_tui.play.autosave import write_autosave
    from go_tui.play.clock import parse_clock
    from go_tui.play.session import Session
    from go_tui.play.settings import Settings

    control = parse_clock(clock) if clock else None
    saved = Session.start(Settings(size=9, black=("Bob",), white=("Ann",), clock=control))
    for vertex in ("E5", "C3", "G7"):
        saved.game.play(from_vertex(vertex, 9))
    write_autosave(saved)
    return tuple((move.color, move.point) for move in saved.game.moves)


def app_runs(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    """What the app would have been run with, instead of running it."""
    started: list[dict[str, object]] = []
    monkeypatch.setattr("go_tui.ui.app.run", lambda **options: started.append(options))
    return started


def free_port() -> int:
    """A loopback port nobody listens on now."""
    server = open_port(0, LOOPBACK)
    port: int = server.getsockname()[1]
    server.close()
    return port


def hosted_on(
    monkeypatch: pytest.MonkeyPatch, moves: tuple[Moved, ...]
) -> tuple[list[dict[str, object]], list[tuple[RemotePeer, Terms]]]:
    """Ann hosts her saved game (``--resume``) and a joiner with ``moves`` comes: what the
    app would have been run with, and the joiner's side of the hand-shake."""
    started = app_runs(monkeypatch)
    port = free_port()
    thread, joined = joining(port, Wish(size=9, moves=moves))
    arguments = ["play", "--host", str(port), "--listen", LOOPBACK, "--resume", "--name", "Ann"]
    result = CliRunner().invoke(app, arguments)
    thread.join(5)
    assert result.exit_code == 0, result.output
    return started, joined


def test_the_host_opens_the_game_with_both_names_and_the_joiner_at_its_colour(
    monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    started = app_runs(monkeypatch)
    port = free_port()
    thread, joined = joining(port, Wish())
    arguments = ["play", "--host", str(port), "--listen", LOOPBACK, "--color", "white"]
    result = CliRunner().invoke(app, [*arguments, "--name", "Ann", "--size", "9"])
    thread.join(5)
    assert result.exit_code == 0, result.output
    settings, remote = started[0]["settings"], started[0]["remote"]
    assert (settings.size, settings.black, settings.white) == (9, ("Bob",), ("Ann",))  # type: ignore[attr-defined]
    assert isinstance(remote, RemotePeer)
    assert (remote.name, remote.color) == ("Bob", Color.BLACK)
    assert joined[0][0].color is Color.WHITE
    remote.kill()
    joined[0][0].kill()


def test_the_host_plays_on_its_saved_game_with_a_joiner_that_has_the_same_moves(
    monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    moves = saved_game()
    started, joined = hosted_on(monkeypatch, moves)
    assert started[0]["resume"] is True
    remote = started[0]["remote"]
    assert isinstance(remote, RemotePeer)
    assert (remote.color, remote.known) == (Color.BLACK, 3)  # Ann is White in the saved game
    assert joined[0][0].color is Color.WHITE
    remote.kill()
    joined[0][0].kill()


def test_playing_on_names_the_player_the_saved_game_does_not_have(data_dir: Path) -> None:
    from go_tui.play.autosave import write_autosave
    from go_tui.play.session import Session
    from go_tui.play.settings import Settings

    write_autosave(Session.start(Settings(size=9, black=("Ann",), white=("Bob",))))
    arguments = ["--lang", "en", "play", "--host", "7701", "--resume", "--name", "Carl"]
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 1
    assert "Neither player of the saved game (Ann, Bob) is called Carl" in result.output


def test_a_game_on_the_clock_is_played_on_with_the_host_s_clock_in_the_hand_shake(
    monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    moves = saved_game("10m+5x30s")
    started, joined = hosted_on(monkeypatch, moves)
    assert started[0]["resume"] is True
    peer, terms = joined[0]
    assert terms.clock == "10m+5x30s"
    assert terms.moves == moves
    remote = started[0]["remote"]
    assert isinstance(remote, RemotePeer)
    remote.kill()
    peer.kill()


def test_a_joiner_whose_saved_game_has_another_clock_is_told_so(data_dir: Path) -> None:
    moves = saved_game("10m")
    host_terms = Terms(size=9, komi=6.5, joiner=Color.WHITE, moves=moves)  # no clock
    with hosting(host_terms) as (port, _got):
        arguments = ["--lang", "en", "play", "--join", f"{LOOPBACK}:{port}", "--resume"]
        result = CliRunner().invoke(app, [*arguments, "--name", "Ann"])
    assert result.exit_code == 1
    assert (
        "The host plays without a clock, and your saved game is on the clock 10m" in result.output
    )
