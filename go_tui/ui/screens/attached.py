"""What a screen does later runs only while the screen is still part of the app.

Keys that arrive together can take a screen down while it still has work queued
(an Escape behind the key that opened it, Enter then Escape in a dialog).  Textual
then still delivers what was queued for it, with its widgets half gone: the
screen's ``Mount``, a message from one of its widgets, a timer, a worker's end, a
``call_after_refresh``, a dialog's answer.  The screen is still attached to the app
but no longer on its screen stack, so there is nothing left to show: the handler
does nothing rather than fail to find its widgets.

One check, :func:`in_use`, in two forms: :func:`when_attached` decorates a screen's
handlers and the methods it hands to Textual to call later;
:func:`attached_only` wraps a function made on the spot (a dialog's answer, a
closure) in the screen's name.  ``tests/test_code_shape.py`` finds every handler and
every callback handed over in the screens and fails on one left unguarded.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

from textual.dom import DOMNode, NoScreen
from textual.message import Message


def in_use(node: DOMNode) -> bool:
    """Whether ``node`` is attached and its screen is still on the app's screen stack, in
    an app that runs (an app that ends takes down the screens on its stack too)."""
    if not node.is_attached or not node.app.is_running:
        return False
    try:
        screen = node.screen
    except NoScreen:
        return False
    return screen in node.app.screen_stack


def when_attached(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Run ``handler`` (a method, sync or async) only while its node is in use (:func:`in_use`).
    A message it is not run for stops there: it has nothing left to reach (a key must not
    go on to the app and run a binding of the screen now on top)."""
    if inspect.iscoroutinefunction(handler):

        @functools.wraps(handler)
        async def run_async(node: DOMNode, *args: Any) -> None:
            if in_use(node):
                await handler(node, *args)
            else:
                _stop(args)

        return run_async

    @functools.wraps(handler)
    def run(node: DOMNode, *args: Any) -> None:
        if in_use(node):
            handler(node, *args)
        else:
            _stop(args)

    return run


def _stop(args: tuple[Any, ...]) -> None:
    for arg in args:
        if isinstance(arg, Message):
            arg.stop()
            arg.prevent_default()


def attached_only(node: DOMNode, callback: Callable[..., object]) -> Callable[..., None]:
    """``callback``, run only while ``node`` is in use (:func:`in_use`)."""

    @functools.wraps(callback)
    def run(*args: Any) -> None:
        if in_use(node):
            callback(*args)

    return run
