"""The browser server: textual-serve's, with requests from other sites refused.

Imported only when textual-serve (the ``web`` extra) is installed; :func:`serve` is what
``go-tui serve`` runs.
"""

from __future__ import annotations

import errno
import shlex
import socket
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from textual_serve.server import Server

from go_tui.i18n import t
from go_tui.web.origin import allowed, host_names
from go_tui.web.session import command

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class GoServer(Server):
    """textual-serve's server for the app, answering only pages of its own address
    (:mod:`go_tui.web.origin`), and pointing each page back at the address it was
    opened by (``localhost`` or ``127.0.0.1``: the websocket must be the same origin)."""

    def __init__(self, *, host: str, port: int, lang: str, ascii: bool) -> None:
        # exec: textual-serve starts the command through a shell; the app takes its place.
        line = f"exec {shlex.join(command(lang, ascii))}"
        super().__init__(line, host=host, port=port, title="go-tui")
        self.names = host_names(host)

    async def _make_app(self) -> web.Application:
        """textual-serve's routes, each behind :meth:`same_origin`."""
        application = await super()._make_app()
        application.middlewares.append(self.same_origin)
        return application

    @web.middleware
    async def same_origin(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Refuse a request whose ``Host`` or ``Origin`` is not this server's."""
        origin = request.headers.get("Origin")
        if not allowed(request.host, origin, names=self.names, port=self.port):
            raise web.HTTPForbidden(text="go-tui answers only pages of its own address.\n")
        return await handler(request)

    async def handle_index(self, request: web.Request) -> Any:
        """The page, with the websocket's address the one the browser asked (a ``Host``
        :meth:`same_origin` let through; no await between setting it and textual-serve's
        reading it, so no other request sees it)."""
        self.public_url = f"http://{request.host}"
        return await super().handle_index(request)

    async def on_startup(self, app: web.Application) -> None:
        """Say where to point the browser (not textual-serve's banner and command)."""
        url = f"http://{self.url_host()}:{self.port}"
        self.console.print(t("serve.serving", url=url), soft_wrap=True, markup=False)

    def url_host(self) -> str:
        """The server's host as written in a URL."""
        return f"[{self.host}]" if ":" in self.host else self.host


def serve(*, host: str, port: int, lang: str, ascii: bool) -> str | None:
    """Serve until Ctrl+C; the reason it could not listen, if so (tried first: aiohttp
    would say where to go before it found the port taken)."""
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        socket.create_server((host, port), family=family).close()
        GoServer(host=host, port=port, lang=lang, ascii=ascii).serve()
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            return t("serve.busy", port=port)
        return t("serve.cannot_listen", host=host, port=port, reason=error.strerror or error)
    return None
