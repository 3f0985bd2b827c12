"""An input for a number that leaves every other key to the screen's bindings.

Textual's ``Input`` claims every printable key while it has focus, which would
hide a lesson's ``?`` (hint), ``r`` (retry), ``a`` (answer) and ``]`` (next)
from the learner who is typing a count.  This one claims only what a number
needs.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Input

NUMBER_CHARACTERS = frozenset("0123456789.,-")


class NumberInput(Input):
    """A field for a count or a score: digits, a decimal point or comma, a minus sign."""

    def __init__(self, *, placeholder: str = "", id: str | None = None) -> None:
        super().__init__(placeholder=placeholder, restrict=r"[0-9.,-]*", id=id)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character is not None and character in NUMBER_CHARACTERS

    async def _on_key(self, event: events.Key) -> None:
        # Textual calls each class's handler in turn; preventing the default keeps
        # Input's from typing the key, which bubbles on to the screen's bindings.
        if event.is_printable and event.character not in NUMBER_CHARACTERS:
            event.prevent_default()
