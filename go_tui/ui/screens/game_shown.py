"""What the game screen lays over and beside the position shown: the marks on the board
(an opened record's, under the estimate and the hint), the move list and the clock.

Mixed into :class:`~go_tui.ui.screens.game.GameScreen`: the match says what the record,
the estimate, the hint and the clock say of the position shown; these draw it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len

from go_tui.engine import Point
from go_tui.formats.sgf import Note, Shape
from go_tui.i18n import printable
from go_tui.play.match import Match
from go_tui.ui.screens.marking import marks_of
from go_tui.ui.widgets.board import Label, Mark, Overlay
from go_tui.ui.widgets.game_panel import ClockPanel
from go_tui.ui.widgets.game_tree import GameTreeView
from go_tui.ui.widgets.move_list import MoveList

if TYPE_CHECKING:
    from textual.screen import Screen

    _Base = Screen[Any]
else:
    _Base = object

_SHAPE_MARKS = {
    Shape.TRIANGLE: Mark.TRIANGLE,
    Shape.CIRCLE: Mark.CIRCLE,
    Shape.SQUARE: Mark.SQUARE,
    Shape.CROSS: Mark.CROSS,
}


def record_marks(marks: Mapping[Point, Shape | str]) -> dict[Point, Overlay]:
    """The record's marks as the board draws them; a label it cannot show is left out."""
    overlays: dict[Point, Overlay] = {}
    for point, mark in marks.items():
        if isinstance(mark, Shape):
            overlays[point] = _SHAPE_MARKS[mark]
        elif glyph := label_glyph(mark):
            overlays[point] = Label(glyph)
    return overlays


def label_glyph(text: str) -> str:
    """The character a label from a file shows on a point: its first, with no control or
    bidirectional character (:func:`~go_tui.i18n.printable`), a full-width letter or digit
    as the one it is (NFKC); "" where that does not take one column (a Chinese character,
    an emoji), as a point has one."""
    glyph = unicodedata.normalize("NFKC", printable(text).lstrip()[:4])[:1]
    return glyph if cell_len(glyph) == 1 else ""


class PositionShown(_Base):
    """The marks, the move list and the clock; the screen mixing this in holds the
    :class:`Match`."""

    if TYPE_CHECKING:
        match: Match

        @property
        def ascii(self) -> bool: ...

    def marks(self, note: Note) -> dict[Point, Overlay]:
        """The record's marks on the position shown; over them the estimate, marked as the
        marking screen marks its proposal, and the hint's point."""
        estimate, hint = self.match.estimate, self.match.hint
        marks = record_marks(note.marks)
        marks |= {} if estimate is None else marks_of(estimate.roles)
        return marks | ({} if hint is None or hint.point is None else {hint.point: Mark.HINT})

    def list_moves(self) -> None:
        """The moves of the game, the shown one highlighted, and the tree of the lines."""
        match = self.match
        variation = match.variation
        self.query_one(MoveList).show(
            match.line_played().moves,
            match.game.size,
            match.shown_number,
            ascii=self.ascii,
            branches=match.branches(),
            varied_after=None if variation is None else variation.start,
        )
        self.query_one(GameTreeView).show(match.line_tree(), match.current_node(), ascii=self.ascii)

    def show_clock(self) -> None:
        """Draw the players' time: as it stands now, or as recorded at the move shown."""
        face = self.match.clock_face()
        if face is not None:
            self.query_one(ClockPanel).show(face, ascii=self.ascii)
