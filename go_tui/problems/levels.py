"""Difficulty levels as problem files write them (``DI``: ``30k``, ``25k``, ``2d``).

A collection spans several levels; the list shows the easiest and the
hardest, so levels are ordered by strength: kyu counts down to 1k, then dan
(``d``) and professional (``p``) ranks count up.  A level this module cannot
read is shown as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_RANK = re.compile(r"^\s*(\d{1,2})\s*([kdp])", re.IGNORECASE)
_BASE = {"k": 0, "d": 0, "p": 20}


def strength(level: str) -> int | None:
    """A number that orders levels from weak to strong (``30k`` < ``1k`` < ``1d``)."""
    found = _RANK.match(level)
    if found is None:
        return None
    number, kind = int(found[1]), found[2].lower()
    return -number if kind == "k" else _BASE[kind] + number


def level_span(levels: Iterable[str]) -> str:
    """``30k-25k`` for the levels of a collection, ``30k`` when there is one, ``""`` for none."""
    given = [level.strip() for level in levels if level.strip()]
    if not given:
        return ""
    ranks = {level: strength(level) for level in given}
    known = {level: rank for level, rank in ranks.items() if rank is not None}
    if len(known) < len(ranks):
        return given[0]
    ranked = sorted(known, key=known.__getitem__)
    return ranked[0] if len(ranked) == 1 else f"{ranked[0]}-{ranked[-1]}"
