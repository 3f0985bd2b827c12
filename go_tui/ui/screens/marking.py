"""The marking screen: agree on the dead stones after two passes, and see the count.

It opens with the engine's proposal (:func:`go_tui.engine.life.estimate_dead`);
a click on a stone, or the cursor and Space, toggles its group and every stone
of its colour in the same region (:func:`go_tui.engine.life.toggle_dead`), and
the score follows at once.  Accept dismisses with the :class:`Score`; Resume
play dismisses with ``None``.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from go_tui.engine import Color, Point
from go_tui.engine.life import estimate_dead, toggle_dead
from go_tui.engine.rules import Scoring
from go_tui.engine.scoring import Score, score
from go_tui.i18n import t
from go_tui.play import Session
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import localize_bindings
from go_tui.ui.widgets.board import BoardView, Mark, Overlay
from go_tui.ui.widgets.score_panel import ScorePanel


class MarkingScreen(WatchesSize, Screen[Score | None]):
    """Dead stones, territory and the live count, until both players accept."""

    CSS_PATH = "marking.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "accept", "binding.accept"),
        Binding("r,escape", "resume", "binding.resume"),
        Binding("t", "counting", "binding.counting"),
        Binding("c", "check", "binding.check"),
        Binding("question_mark", "help", "binding.help"),
    ]

    def __init__(self, session: Session, *, ascii: bool = False) -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.ascii = ascii
        board = session.game.board
        proposal = estimate_dead(board)
        self.dead: frozenset[Point] = proposal.dead
        self.seki: frozenset[Point] = proposal.seki
        self.scoring: Scoring = session.game.rules.scoring
        self.checking = False
        self.score = self.count()

    def compose(self) -> ComposeResult:
        with Horizontal(id="marking"):
            yield BoardView(self.session.game.board, ascii=self.ascii, id="board")
            with Vertical(id="side"):
                yield Static(t("marking.title"), id="title")
                yield Static(t("marking.hint"), id="hint")
                yield Static("", id="counting")
                yield ScorePanel(id="score")
        yield Footer(compact=True)

    def needed_size(self) -> tuple[int, int]:
        span = self.session.game.size - 1
        return (span * 2 + 7 + 37, max(span + 3, 20) + 1)

    def on_mount(self) -> None:
        self.query_one(BoardView).focus()
        self.show()

    def count(self) -> Score:
        game = self.session.game
        return score(
            game.board,
            self.dead,
            game.komi,
            (game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)),
            self.scoring,
            self.seki - self.dead,
        )

    def overlays(self) -> dict[Point, Overlay]:
        """What the board shows: dead stones, territory, neutral points, seki, the check."""
        board, counted = self.session.game.board, self.score
        marks: dict[Point, Overlay] = {}
        for points, mark in (
            (counted.black_territory, Mark.BLACK_TERRITORY),
            (counted.white_territory, Mark.WHITE_TERRITORY),
            (counted.neutral, Mark.NEUTRAL),
        ):
            marks.update(dict.fromkeys((p for p in points if board[p] is None), mark))
        marks.update(dict.fromkeys(self.seki - self.dead, Mark.SEKI))
        marks.update(dict.fromkeys(self.dead, Mark.DEAD))
        if self.checking and self.scoring is Scoring.TERRITORY:
            black_taken = counted.black.prisoners + counted.black.dead
            white_taken = counted.white.prisoners + counted.white.dead
            for territory, filled in (
                (counted.white_territory, black_taken),
                (counted.black_territory, white_taken),
            ):
                for point in sorted(territory)[:filled]:
                    marks[point] = Mark.MARKED
        return marks

    def show(self) -> None:
        self.score = self.count()
        self.query_one(BoardView).overlays = self.overlays()
        key = "counting_area" if self.scoring is Scoring.AREA else "counting_territory"
        self.query_one("#counting", Static).update(t(f"marking.{key}"))
        self.query_one(ScorePanel).show(self.score, check=self.checking)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "check":
            return True if self.scoring is Scoring.TERRITORY else None
        return True

    def on_board_view_point_selected(self, event: BoardView.PointSelected) -> None:
        board = self.session.game.board
        if board[event.point] is None:
            return
        self.dead = toggle_dead(board, self.dead, event.point)
        self.show()

    def action_accept(self) -> None:
        self.dismiss(self.count())

    def action_resume(self) -> None:
        self.dismiss(None)

    def action_counting(self) -> None:
        self.scoring = Scoring.AREA if self.scoring is Scoring.TERRITORY else Scoring.TERRITORY
        self.show()
        self.refresh_bindings()

    def action_check(self) -> None:
        self.checking = not self.checking
        self.show()

    def action_help(self) -> None:
        from go_tui.ui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen())
