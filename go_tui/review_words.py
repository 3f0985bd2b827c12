"""The review's findings in words, in Dutch and English: one line per mistake.

The engine's review (:mod:`go_tui.engine.review`) returns typed findings and no
words; the command line prints these lines, and a screen may show them too.  The
move, its colour and point and the cost come first, then what the reader proved
(or only the better move, when it proved nothing).
"""

from __future__ import annotations

from go_tui.engine import Color, Point, to_vertex
from go_tui.engine.review import Kind, Mistake
from go_tui.i18n import number, t


def finding_line(finding: Mistake, size: int) -> str:
    """``move 37 (Black J4): about 12 points: left the four stones at D5 in atari; ...``."""
    return t(
        "review.line",
        number=finding.number,
        color=t("color.black") if finding.color is Color.BLACK else t("color.white"),
        point=_point(finding.point, size),
        cost=number(round(finding.points)),
        what=_what(finding, size),
    )


def _what(finding: Mistake, size: int) -> str:
    """What the reader proved, or the better move alone."""
    kind = finding.kind
    better = _point(finding.better, size)
    needs_answer = kind in (Kind.SELF_ATARI, Kind.CAUGHT, Kind.LEFT)
    if kind is Kind.COST or not finding.stones or (needs_answer and finding.answer is None):
        return t("review.cost", better=better)
    key = kind.value
    if kind is Kind.LEFT and finding.liberties == 1:
        key = "left_in_atari"  # in atari: the plainer words, no need to name the capture
    one = "_one" if len(finding.stones) == 1 and kind is not Kind.SELF_ATARI else ""
    return t(
        f"review.{key}{one}",
        stones=stones_words(finding.stones, finding.point, size),
        better=better,
        answer=_point(finding.answer, size),
    )


def stones_words(stones: tuple[Point, ...], near: Point | None, size: int) -> str:
    """``the four stones at D5``: the chain named by its stone nearest to ``near``."""
    where = stones[0]
    if near is not None:
        where = min(stones, key=lambda s: (abs(s[0] - near[0]) + abs(s[1] - near[1]), s))
    vertex = to_vertex(where, size)
    if len(stones) == 1:
        return t("review.stone", where=vertex)
    counts = t("review.counts").split()
    count = counts[len(stones) - 2] if len(stones) - 2 < len(counts) else str(len(stones))
    return t("review.stones", count=count, where=vertex)


def _point(point: Point | None, size: int) -> str:
    return t("game.pass_word") if point is None else to_vertex(point, size)
