"""A fix to Textual (8.2) for keys that arrive before a list is laid out.

An ``OptionList`` turns a page by the lines it measured at its last layout; a
PageUp or PageDown that lands before that (a list just filled, a screen just
opened, a key held down) raises ``KeyError``.  Textual's own scrolling to the
highlight ignores that case; paging does the same here, for every list in the
app: ours, the one under a ``Select``, and the command palette's.
"""

from __future__ import annotations

from typing import Literal

from textual.widgets import OptionList

_move_page = OptionList._move_page


def _move_page_once_laid_out(self: OptionList, direction: Literal[-1, 1]) -> None:
    if (self.highlighted or 0) in self._index_to_line:
        _move_page(self, direction)


OptionList._move_page = _move_page_once_laid_out  # type: ignore[method-assign]
