"""A screen's set-up and actions that run only while the screen is still part of the app.

Keys that arrive while a screen is being built can take it down again (an
Escape queued behind the key that opened it).  Textual may still deliver the
screen's ``Mount`` then, with its widgets half gone: the screen is still
attached to the app but no longer on its screen stack.  There is nothing left
to set up, so the handler does nothing rather than fail to find its widgets.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

from textual.dom import DOMNode, NoScreen


def in_use(node: DOMNode) -> bool:
    """Whether ``node`` is attached and its screen is still on the app's screen stack."""
    if not node.is_attached:
        return False
    try:
        screen = node.screen
    except NoScreen:
        return False
    return screen in node.app.screen_stack


def when_attached(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Run ``handler`` (a method, sync or async) only while its node is in use (:func:`in_use`)."""
    if inspect.iscoroutinefunction(handler):

        @functools.wraps(handler)
        async def run_async(node: DOMNode, *args: Any) -> None:
            if in_use(node):
                await handler(node, *args)

        return run_async

    @functools.wraps(handler)
    def run(node: DOMNode, *args: Any) -> None:
        if in_use(node):
            handler(node, *args)

    return run
