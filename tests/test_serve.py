"""``go-tui serve`` without a browser: whom it answers, where each page keeps its game,
and what it says when it cannot serve."""

from __future__ import annotations

import socket
import stat
from importlib.util import find_spec
from pathlib import Path

import pytest
from typer.testing import CliRunner

from go_tui.cli import app
from go_tui.web.origin import allowed, host_names
from go_tui.web.session import SESSIONS_FOLDER, new_session_folder

LOOPBACK = host_names("127.0.0.1")


@pytest.mark.parametrize(
    ("host", "origin"),
    [
        ("127.0.0.1:8000", None),  # not a browser: no Origin
        ("localhost:8000", "http://localhost:8000"),
        ("[::1]:8000", "http://[::1]:8000"),
        ("LOCALHOST:8000", "http://localhost:8000"),
    ],
)
def test_pages_of_the_servers_own_address_are_answered(host: str, origin: str | None) -> None:
    assert allowed(host, origin, names=LOOPBACK, port=8000)


@pytest.mark.parametrize(
    ("host", "origin"),
    [
        ("attacker.example:8000", "http://attacker.example:8000"),  # DNS rebinding
        ("localhost:8000", "http://attacker.example"),  # another site's script
        ("localhost:8000", "null"),  # a sandboxed frame or a file
        ("localhost:8000", "https://localhost:8000"),  # another scheme is another origin
        ("localhost:8001", None),  # another port
        ("localhost", None),  # port 80
        ("user@localhost:8000", None),
        ("localhost:port", None),
    ],
)
def test_pages_of_other_addresses_are_refused(host: str, origin: str | None) -> None:
    assert not allowed(host, origin, names=LOOPBACK, port=8000)


def test_a_server_on_every_address_takes_any_name_but_not_another_sites_script() -> None:
    everywhere = host_names("0.0.0.0")
    assert allowed("club-pc.local:8000", "http://club-pc.local:8000", names=everywhere, port=8000)
    assert not allowed("club-pc.local:8000", "http://evil.example", names=everywhere, port=8000)


def test_a_server_on_one_network_address_answers_to_that_address_only() -> None:
    lan = host_names("192.168.1.5")
    assert allowed("192.168.1.5:8000", "http://192.168.1.5:8000", names=lan, port=8000)
    assert not allowed("localhost:8000", None, names=lan, port=8000)
    assert host_names("::1") == LOOPBACK


def test_each_page_gets_a_private_folder_of_its_own(data_dir: Path) -> None:
    first, second = new_session_folder(data_dir), new_session_folder(data_dir)
    assert first != second
    assert first.parent == second.parent == data_dir / SESSIONS_FOLDER
    assert stat.S_IMODE(first.stat().st_mode) == 0o700


def test_without_the_web_extra_the_pip_command_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("importlib.util.find_spec", lambda name: None)
    result = CliRunner().invoke(app, ["serve"])
    assert result.exit_code == 1
    assert "pip install 'go-tui[web]'" in result.output


@pytest.mark.skipif(find_spec("textual_serve") is None, reason="needs the web extra")
def test_a_busy_port_is_named() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(app, ["serve", "--port", str(port)])
    assert result.exit_code == 1
    assert f"Port {port} is in use: choose another with --port." in result.output
