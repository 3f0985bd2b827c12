"""The mistakes of a finished game, worst first, each shown on the board.

The engine's review (:func:`go_tui.engine.review.review`) runs in a thread worker on its
own copy of the game, with its progress on the screen; leaving the screen stops it.  Each
finding is shown on the position before its move: the move played (✗), the better move
(✓), and the stones it was about drawn as dead stones are, with its line in words beside
the board.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer
from textual.worker import Worker, WorkerState

from go_tui.engine import Game, Point
from go_tui.engine.review import GameReview, Mistake, budget_for, review
from go_tui.i18n import number, t
from go_tui.review_words import finding_line
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.fit import footer_width
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import color_name
from go_tui.ui.widgets.board import BoardView, Overlay
from go_tui.ui.widgets.board_scene import Mark
from go_tui.ui.widgets.steady_text import SteadyText

SIDE_WIDTH = 36


class ReviewLeft(Exception):
    """The screen was closed: the review in its worker stops at its next step."""


class MistakesScreen(WatchesSize, Screen[None]):
    """The moves that cost the most in ``game``, worst first."""

    DEFAULT_CSS = f"""
    MistakesScreen #mistakes {{ height: 1fr; }}
    MistakesScreen #mistakes-board {{ width: 1fr; height: 1fr; }}
    MistakesScreen #mistakes-side {{
        width: {SIDE_WIDTH}; height: 1fr; padding: 0 1;
        border-left: vkey $primary-darken-2;
    }}
    MistakesScreen #mistakes-title {{ text-style: bold; margin-bottom: 1; }}
    MistakesScreen #mistakes-finding {{ color: $warning; margin-bottom: 1; }}
    MistakesScreen #mistakes-legend {{ color: $text-muted; }}
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n,down,right", "step(1)", "mistakes.next"),
        Binding("p,up,left", "step(-1)", "mistakes.previous"),
        Binding("escape,b", "close", "mistakes.back"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        localize_bindings(self)
        self.game = game.replayed(game.move_number)
        """The screen's own copy: the worker reads another."""
        self.found: GameReview | None = None
        self.index = 0
        self.closed = False

    @property
    def ascii(self) -> bool:
        return bool(getattr(self.app, "ascii", False))

    def compose(self) -> ComposeResult:
        with Horizontal(id="mistakes"):
            yield BoardView(self.game.board, ascii=self.ascii, id="mistakes-board")
            with Vertical(id="mistakes-side"):
                yield SteadyText(t("mistakes.title"), id="mistakes-title")
                yield SteadyText(t("mistakes.working", done=0, total=1), id="mistakes-status")
                yield SteadyText("", id="mistakes-finding")
                yield SteadyText("", id="mistakes-legend")
        yield Footer(compact=True, show_command_palette=False)

    def needed_size(self) -> tuple[int, int]:
        """The board at its smallest beside the side panel, and the footer's keys."""
        span = self.game.size - 1
        return (max(span * 2 + 7 + SIDE_WIDTH + 1, footer_width(self)), span + 4)

    @when_attached
    def on_mount(self) -> None:
        self.query_one(BoardView).focus()
        game = self.game.replayed(self.game.move_number)
        self.run_worker(lambda: self._review(game), thread=True, exit_on_error=False)

    def _review(self, game: Game) -> GameReview:
        """In the worker: the review, its progress sent to the screen while it is open."""

        def progress(done: int, total: int) -> None:
            if self.closed:
                raise ReviewLeft
            self.app.call_from_thread(self._progress, done, total)

        return review(game, budget_for(game.size), progress)

    @when_attached
    def _progress(self, done: int, total: int) -> None:
        self.query_one("#mistakes-status", SteadyText).show_text(
            t("mistakes.working", done=done, total=max(total, 1))
        )

    @when_attached
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state is WorkerState.SUCCESS and isinstance(event.worker.result, GameReview):
            self.found = event.worker.result
            self.index = 0
            self.show()
        elif event.state is WorkerState.ERROR and not self.closed:
            self.query_one("#mistakes-status", SteadyText).show_text(
                t("mistakes.failed", error=str(event.worker.error))
            )

    def show(self) -> None:
        """The review's status and the finding stepped to, on the board and in words."""
        found = self.found
        if found is None:
            return
        status = self.query_one("#mistakes-status", SteadyText)
        findings = found.findings
        if not findings:
            least = number(budget_for(self.game.size).min_cost)
            status.show_text(t("review.none", points=least, moves=found.moves))
            return
        cut = f" {t('review.cut_short')}" if found.cut_short else ""
        status.show_text(t("mistakes.which", number=self.index + 1, total=len(findings)) + cut)
        finding = findings[self.index]
        self.query_one("#mistakes-finding", SteadyText).show_text(
            finding_line(finding, self.game.size)
        )
        before = self.game.replayed(finding.number - 1)
        self.query_one(BoardView).show_position(
            before.board,
            last_move=before.last_move.point if before.last_move else None,
            overlays=self.overlays(finding, before),
        )
        legend = "mistakes.legend_ascii" if self.ascii else "mistakes.legend"
        self.query_one("#mistakes-legend", SteadyText).show_text(
            t(legend, color=color_name(finding.color))
        )

    @staticmethod
    def overlays(finding: Mistake, before: Game) -> dict[Point, Overlay]:
        """On the position before the move: the stones at stake, the move, the better one."""
        marks: dict[Point, Overlay] = {
            stone: Mark.DEAD for stone in finding.stones if before.board[stone] is not None
        }
        if finding.point is not None:
            marks[finding.point] = Mark.WRONG
        if finding.better is not None:
            marks[finding.better] = Mark.RIGHT
        return marks

    def action_step(self, step: int) -> None:
        if self.found is None or not self.found.findings:
            return
        self.index = (self.index + step) % len(self.found.findings)
        self.show()

    def action_close(self) -> None:
        self.closed = True
        self.dismiss()

    def on_unmount(self) -> None:
        self.closed = True
