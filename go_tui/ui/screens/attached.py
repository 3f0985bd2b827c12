"""A screen's set-up and actions that run only while the screen is still part of the app.

Keys that arrive while a screen is being built can take it down again (an
Escape queued behind the key that opened it).  Textual may still deliver the
screen's ``Mount`` then, with its widgets half gone; there is nothing left to
set up, so the handler does nothing rather than fail to find its widgets.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

from textual.dom import DOMNode


def when_attached(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Run ``handler`` (a method, sync or async) only while its node is attached to the app."""
    if inspect.iscoroutinefunction(handler):

        @functools.wraps(handler)
        async def run_async(node: DOMNode, *args: Any) -> None:
            if node.is_attached:
                await handler(node, *args)

        return run_async

    @functools.wraps(handler)
    def run(node: DOMNode, *args: Any) -> None:
        if node.is_attached:
            handler(node, *args)

    return run
