"""Which requests the browser server answers: only pages of its own address.

The server runs the app, and so anything the app can do, as the user who started it. A
web page from elsewhere must not drive it: another site's script (a cross-origin
websocket: browsers send its ``Origin``, never refuse it themselves), nor one that
renames itself to the server's address (DNS rebinding: the ``Host`` names the
attacker's domain). Kept apart from textual-serve so the rule is tested without it.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
"""The names a browser on the same machine uses for a server on loopback."""

WILDCARDS = frozenset({"0.0.0.0", "::", ""})
"""Hosts that listen on every address: the server cannot know the names it is called by."""


def host_names(bound: str) -> frozenset[str] | None:
    """The host names (IPv6 without brackets) a ``Host`` header may give for a server
    bound to ``bound`` (as in ``--host``); None: any name (bound to every address, where
    anyone on the network reaches it anyway)."""
    name = bound.lower().strip("[]")
    if name in WILDCARDS:
        return None
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return frozenset({name}) | (LOOPBACK_NAMES if name == "localhost" else frozenset())
    return frozenset({str(address)}) | (LOOPBACK_NAMES if address.is_loopback else frozenset())


def allowed(host: str, origin: str | None, *, names: frozenset[str] | None, port: int) -> bool:
    """Whether a request with this ``Host`` header and ``Origin`` header (None: not sent,
    as by programs that are no browser) comes from a page of this server."""
    parts = urlsplit(f"//{host}")
    try:
        given = parts.port or 80
    except ValueError:  # no number
        return False
    if parts.netloc != host or parts.username is not None or given != port:
        return False
    if names is not None and parts.hostname not in names:
        return False
    return origin is None or origin.lower() == f"http://{host.lower()}"
