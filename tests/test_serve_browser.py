"""``go-tui serve`` in a real browser: Debian's Chromium, driven by Playwright, plays a move
on a page and sees the stone; a second page starts afresh, with nothing of the first.

The terminal in the page is xterm.js drawing on a canvas, so its text is not in the DOM.
The page script keeps its terminal in a property named ``terminal``; a setter put in
place before the page loads hands that object to the test, which reads the screen through
xterm's public buffer API (the very characters the app drew).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest

from go_tui.play.save_files import AUTOSAVE_NAME
from go_tui.web.session import SESSIONS_FOLDER

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium package"),
    pytest.mark.skipif(find_spec("playwright") is None, reason="needs playwright (dev extra)"),
    pytest.mark.skipif(find_spec("textual_serve") is None, reason="needs the web extra"),
]

CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    window.goTerminal = value;
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true});
  },
});
"""
"""Run before the page's script: its xterm ``Terminal`` becomes ``window.goTerminal``."""

SCREEN_TEXT = """() => {
  const buffer = window.goTerminal.buffer.active;
  const rows = [];
  for (let row = 0; row < buffer.length; row++) {
    rows.push(buffer.getLine(row).translateToString(true));
  }
  return rows.join("\\n");
}"""

WAIT = 60_000
"""How long (ms) a page may take to show what is asked, on a busy machine: a limit, not a
measure."""


def free_port() -> int:
    """A port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def server(data_dir: Path) -> Iterator[str]:
    """``go-tui serve`` on a free port of 127.0.0.1; its address."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "go_tui", "serve", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, "GO_TUI_DATA_DIR": str(data_dir)},
    )
    try:
        deadline = time.monotonic() + WAIT / 1000
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"go-tui serve did not listen: {process.stderr!r}")
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=30)


def open_page(browser: Any, url: str) -> Any:
    """A page of its own (a fresh context: no cookies or storage shared) once the app has
    drawn its first screen, its keyboard focus in the terminal."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(CATCH_TERMINAL)
    page = context.new_page()
    page.goto(url)
    wait_for_text(page, "Go at one terminal")
    page.evaluate("() => window.goTerminal.focus()")
    return page


def wait_for_text(page: Any, *texts: str) -> str:
    """The screen's text, once it shows one of ``texts``."""
    page.wait_for_function(
        f"texts => window.goTerminal && texts.some(text => ({SCREEN_TEXT})().includes(text))",
        arg=texts,
        timeout=WAIT,
    )
    screen: str = page.evaluate(SCREEN_TEXT)
    return screen


def stone_at(screen: str, column: str, row: int) -> str:
    """What the board on the screen shows at a point: the character under the column's
    letter on the row numbered ``row``."""
    lines = screen.splitlines()
    header = next(line for line in lines if " A   B   C " in line)
    board_row = next(line for line in lines if line.split()[:1] == [str(row)])
    return board_row[header.index(f" {column} ") + 1]


def test_a_move_in_the_browser_shows_its_stone_and_a_new_page_starts_afresh(
    server: str, data_dir: Path
) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            first = open_page(browser, server)
            first.keyboard.press("p")  # Play: the new game dialog
            wait_for_text(first, "New game")
            for key in ("Shift+Tab", "Shift+Tab", "Enter"):  # back round to Start
                first.keyboard.press(key)
            wait_for_text(first, "Type a point")
            assert stone_at(first.evaluate(SCREEN_TEXT), "D", 4) != "●"
            for key in ("d", "4", "Enter"):
                first.keyboard.press(key)
            screen = wait_for_text(first, "Last move: Black D4")
            assert stone_at(screen, "D", 4) == "●"

            second = open_page(browser, server)
            screen = second.evaluate(SCREEN_TEXT)
            assert "Play the computer" in screen
            assert "Last move" not in screen
            second.keyboard.press("c")  # Continue: this page has no game to continue
            second.keyboard.press("p")  # so p still opens the new game dialog
            screen = wait_for_text(second, "New game", "Last move")
            assert "New game" in screen
            assert "D4" not in screen
        finally:
            browser.close()

    sessions = list((data_dir / SESSIONS_FOLDER).iterdir())
    assert sorted((folder / AUTOSAVE_NAME).exists() for folder in sessions) == [False, True]
    assert not (data_dir / AUTOSAVE_NAME).exists()


@pytest.mark.parametrize(
    "headers",
    [
        {"Host": "attacker.example:{port}"},  # DNS rebinding: a name of another site
        {"Origin": "http://attacker.example"},  # another site's script
    ],
)
def test_requests_from_other_sites_are_refused(server: str, headers: dict[str, str]) -> None:
    port = server.rsplit(":", 1)[1]
    own = urllib.request.urlopen(server, timeout=30)
    assert own.status == 200
    request = urllib.request.Request(
        f"{server}/ws", headers={name: value.format(port=port) for name, value in headers.items()}
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code == 403
