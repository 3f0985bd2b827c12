"""Lesson and problem texts as markup: paragraphs kept, new *terms* highlighted.

Teachers write plain text (``lessons/FORMAT.md``): a blank line starts a new
paragraph, a single line break is only where the file wrapped, a line that
starts with ``- `` or ``1. `` starts a list item, and ``*word*`` marks a new
term.  The text is made plain first (:func:`~go_tui.i18n.plain`), so a teacher's
``[ko]`` or a trailing backslash shows as written rather than as markup, and no control
character reaches the terminal.
"""

from __future__ import annotations

import re

from go_tui.i18n import plain

_TERM = re.compile(r"\*([^*\n]+)\*")
_ITEM = re.compile(r"\s*(?:[-•]|\d+[.)])\s+")
"""A line that starts a list item: ``- ``, ``• ``, ``1. `` or ``1) ``."""


def lesson_markup(text: str) -> str:
    """Textual markup for a teacher's text: paragraphs reflowed, list items one per line,
    ``*terms*`` in bold accent."""
    joined = "\n\n".join(_blocks(text))
    return _TERM.sub(r"[b $accent]\1[/]", plain(joined))


def lesson_lines(text: str) -> list[str]:
    """A teacher's text as lines to say one by one (plain mode): a paragraph or a list
    item each, ``*terms*`` as the words, made plain (:func:`~go_tui.i18n.plain`)."""
    return [_TERM.sub(r"\1", plain(line)) for block in _blocks(text) for line in block.split("\n")]


def _blocks(text: str) -> list[str]:
    """The paragraphs of ``text``, each reflowed."""
    blocks = [_block(part) for part in re.split(r"\n\s*\n", text.strip())]
    return [block for block in blocks if block]


def _block(paragraph: str) -> str:
    """One paragraph with its wrapped lines joined, or a list with each item on a line."""
    items: list[str] = []
    for line in paragraph.splitlines():
        marker = _ITEM.match(line)
        if marker is not None:
            bullet = marker.group().strip()
            items.append(("•" if bullet in "-•" else bullet) + " " + line[marker.end() :])
        elif items:
            items[-1] += " " + line
        else:
            items.append(line)
    return "\n".join(" ".join(item.split()) for item in items if item.strip())
