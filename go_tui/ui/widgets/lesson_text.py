"""Lesson and problem texts as markup: paragraphs kept, new *terms* highlighted.

Teachers write plain text (``lessons/FORMAT.md``): a blank line starts a new
paragraph, a single line break is only where the file wrapped, and ``*word*``
marks a new term.  Square brackets in the text are escaped, so a teacher's
``[ko]`` shows as written rather than as markup.
"""

from __future__ import annotations

import re

from textual.markup import escape

_TERM = re.compile(r"\*([^*\n]+)\*")


def lesson_markup(text: str) -> str:
    """Textual markup for a teacher's text: paragraphs joined, ``*terms*`` in bold accent."""
    paragraphs = [" ".join(part.split()) for part in re.split(r"\n\s*\n", text.strip())]
    joined = "\n\n".join(p for p in paragraphs if p)
    return _TERM.sub(r"[b $accent]\1[/]", escape(joined))
