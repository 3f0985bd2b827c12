"""The game screen: the board, the side panel, and the keys of a game in play.

The screen draws a :class:`~go_tui.play.match.Match` and words its events;
the match decides the turns, the computers, undo, review and the end.  An
engine's work (starting, choosing a move) is handed out by the match and run
here in a thread worker, so the screen stays live: the game can be reviewed,
saved or quit meanwhile.

A game on the clock shows each player's time in a :class:`ClockPanel` that a
one-second timer redraws on its own (the board is not touched); the same timer
asks the match whether a player's time has run out.  While reviewing, the panel shows
the time recorded at the move shown.

The score estimate and a hint are worked out in a thread worker too (the match hands
out the task and drops an answer for a position no longer shown); the estimate is drawn
as the marking screen draws its proposal (the same marks), the hint as a mark of its
own on its point.  The placement of free handicap stones and the variations are worded
from the match's events; the move list shows the line on the board.  The end of a game
(:mod:`~go_tui.ui.screens.game_end`), which keys apply now
(:mod:`~go_tui.ui.screens.game_keys`) and what lies over and beside the position shown
(:mod:`~go_tui.ui.screens.game_shown`: an opened record's marks among them) are mixed in
from their own modules.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer
from textual.worker import Worker, WorkerState

from go_tui.engine import Color, Game, Point
from go_tui.i18n import t
from go_tui.play.estimate import EstimateOutcome
from go_tui.play.events import (
    AutosaveFailed,
    ClockLeftOut,
    ComputerLeftOut,
    CountOpen,
    EstimateShown,
    Estimating,
    Event,
    GameEnded,
    Hinting,
    HintShown,
    InAtari,
    NeedsMarking,
    Played,
    PreviousNotKept,
    UndoAskedBy,
)
from go_tui.play.hints import HintOutcome
from go_tui.play.match import Match, TaskOutcome
from go_tui.play.position_setup import PositionSetup
from go_tui.play.remote import RemotePeer
from go_tui.play.session import Session
from go_tui.play.settings import Variant
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.match_text import estimate_text, event_text, hint_text
from go_tui.ui.navigation import Navigator, navigator
from go_tui.ui.screens.attached import attached_only, when_attached
from go_tui.ui.screens.board_keys import BoardKeys
from go_tui.ui.screens.dialogs import ConfirmScreen, ask_and_save
from go_tui.ui.screens.fit import footer_width
from go_tui.ui.screens.game_end import GameEnding
from go_tui.ui.screens.game_keys import GameKeys
from go_tui.ui.screens.game_record import GameRecord
from go_tui.ui.screens.game_remote import RemoteGame
from go_tui.ui.screens.game_shown import PositionShown
from go_tui.ui.screens.game_tree_keys import TREE_BINDINGS, TreeKeys
from go_tui.ui.screens.help import HelpScreen, example_vertex
from go_tui.ui.screens.open_record import ask_and_open
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import color_name, engine_label
from go_tui.ui.widgets.board import BoardView, ghost_of
from go_tui.ui.widgets.comment_panel import CommentPanel
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.game_panel import ClockPanel, GamePanel
from go_tui.ui.widgets.game_tree import GameTreeView
from go_tui.ui.widgets.move_list import MoveList
from go_tui.ui.widgets.steady_text import SteadyText

PANEL_WIDTH = 36
SAVE_AFTER = 0.05
"""Seconds from a move to its autosave: the stone is drawn first (on a timer, as a callback
after the refresh may run before the frame is drawn)."""
PANEL_MIN_HEIGHT = 20


class GameScreen(
    TreeKeys,
    GameKeys,
    GameEnding,
    RemoteGame,
    GameRecord,
    PositionShown,
    BoardKeys,
    WatchesSize,
    Screen[None],
):
    """Two players, one board."""

    CSS_PATH = "game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "pass_turn", "binding.pass", tooltip="command.pass"),
        Binding("u", "undo", "binding.undo", tooltip="command.undo"),
        Binding("r", "resign", "binding.resign", tooltip="command.resign"),
        Binding("ctrl+s", "save", "binding.save", tooltip="command.save"),
        Binding("ctrl+o", "open", "binding.open", tooltip="command.open", show=False),
        Binding("n", "new_game", "binding.new", tooltip="command.new", show=False),
        Binding("s", "set_up", "setup.key_game", tooltip="setup.command_game", show=False),
        Binding("question_mark", "help", "binding.help", tooltip="command.help"),
        Binding("q", "quit", "binding.quit", tooltip="command.quit"),
        Binding(
            "left_square_bracket",
            "review(-1)",
            "binding.back",
            tooltip="command.review_back",
            show=False,
        ),
        Binding(
            "right_square_bracket",
            "review(1)",
            "binding.forward",
            tooltip="command.review_forward",
            show=False,
        ),
        Binding("end", "live", "binding.live", tooltip="command.live", show=False),
        Binding(
            "slash",
            "switch_line",
            "variations.binding",
            tooltip="variations.command",
            key_display="/",
            show=False,
        ),
        Binding(
            "equals_sign",
            "estimate",
            "estimate.binding",
            tooltip="estimate.command",
            key_display="=",
        ),
        Binding("h", "hint", "hints.binding", tooltip="hints.command"),
        Binding("i", "game_info", "info.binding", tooltip="info.command", show=False),
        Binding("k", "recount", "recount.binding", tooltip="recount.command", show=False),
        Binding("x", "export", "export.binding", tooltip="export.command", show=False),
        Binding(
            "full_stop",
            "pause_clock",
            "clock.binding_pause",
            tooltip="clock.command_pause",
            key_display=".",
        ),
        *TREE_BINDINGS,
    ]

    def __init__(
        self, session: Session, *, fresh: bool = True, remote: RemotePeer | None = None
    ) -> None:
        """``remote``: the player at another computer (``--host``, ``--join``)."""
        super().__init__()
        localize_bindings(self)
        self.match = Match(session, moves_saved_later=True, label=engine_label, remote=remote)
        """The game in play: it decides, this screen words and draws."""
        self.fresh = fresh
        """A game that takes over the autosave (new or opened), rather than resumes it."""
        self._save_timer: Timer | None = None
        if session.variant is Variant.CAPTURE:
            self.hide_keys("p", "equals_sign")
        if not session.hints or session.clock is not None:
            self.hide_keys("h")  # h⏎ says how to turn them on; a clock's key takes its room

    # ---- layout --------------------------------------------------------------------
    @property
    def go_app(self) -> Navigator:
        return navigator(self.app)

    @property
    def session(self) -> Session:
        return self.match.session

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def thinking(self) -> Color | None:
        return self.match.thinking

    @property
    def reviewing(self) -> int | None:
        return self.match.reviewing

    @property
    def ascii(self) -> bool:
        return bool(getattr(self.app, "ascii", False))

    def compose(self) -> ComposeResult:
        with Horizontal(id="play"):
            yield BoardView(self.game.board, ascii=self.ascii, id="board")
            with Vertical(id="side"):
                yield GamePanel(id="panel")
                if self.match.clock is not None:
                    yield ClockPanel(id="clock")
                yield SteadyText(id="message")
                yield CommentPanel(id="comment")
                with Horizontal(id="lines"):
                    yield (moves := MoveList(id="moves"))
                    yield GameTreeView(moves, id="tree")
                yield EntryLine(id="entry")
        yield Footer(compact=True, show_command_palette=False)

    def needed_size(self) -> tuple[int, int]:
        """Columns and lines this screen needs: the board at its smallest and the panel,
        and the footer's keys side by side."""
        span = self.game.size - 1
        width = max(span * 2 + 7 + PANEL_WIDTH + 1, footer_width(self))
        return (width, max(span + 3, PANEL_MIN_HEIGHT) + 1)

    @when_attached
    def on_mount(self) -> None:
        if self.fresh:
            self.tell(self.match.take_over_autosave())
        self.board_view.focus()
        self.show()
        self.go_app.check_size()
        self.show_entry()
        self.apply(self.match.opened())
        if self.match.clock is not None:
            self.set_interval(1.0, self.tick)
        self.listen_to_remote()

    def on_unmount(self) -> None:
        self.match.save_unsaved()
        self.match.close()

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#board", BoardView)

    def say(self, text: str) -> None:
        """Put ``text`` on the message line."""
        self.query_one("#message", SteadyText).show_text(text)

    @property
    def message(self) -> str:
        return str(self.query_one("#message", SteadyText).render())

    def shown_game(self) -> Game:
        return self.match.shown()

    def show(self) -> None:
        """Draw the live game, or the reviewed position."""
        shown = self.shown_game()
        note = self.match.note(shown)
        last = shown.last_move
        self.board_view.show_position(
            shown.board,
            last_move=last.point if last else None,
            moves=shown.moves,
            ghost=ghost_of(self.game) if self.match.person_to_move else None,
            overlays=self.marks(note),
        )
        self.query_one(GamePanel).show(
            self.session, shown, ascii=self.ascii, over=self.result_words()
        )
        self.query_one(CommentPanel).show_comment(note.comment)
        self.list_moves()
        self.show_clock()
        self.update_bindings()
        if not self.typed and self.entry_line.state == "idle":
            self.show_entry()  # the hint follows the game: over, or going on

    @when_attached
    def tick(self) -> None:
        """Once a second: end the game if a player's time ran out (while this screen is on
        top), else redraw only the clock; the bell rings in the last seconds if asked."""
        clock = self.match.clock
        if clock is None:
            return
        events = self.match.check_time() if self.is_current else []
        if events:
            self.apply(events)
            return
        self.show_clock()
        running = clock.running
        ring = bool(getattr(self.app, "bell_on_time", False))
        if ring and running is not None and not clock.paused and clock.warning(running):
            self.app.bell()

    # ---- playing ---------------------------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        self.apply(self.match.play(point))

    def entry_hint(self) -> str:
        if self.result_words():
            return t("game_over.hint")
        capture = self.session.variant is Variant.CAPTURE
        key = "entry_capture.hint" if capture else "entry.hint_game"
        return t(key, point=example_vertex(self.game.size).lower())

    def apply(self, events: list[Event]) -> None:
        """Word and draw what the match did, set an engine to work, then open any end screen."""
        self.tell(events)
        self.show()
        self.next_turn()
        for event in events:
            if isinstance(event, NeedsMarking):
                self.open_marking()
            elif isinstance(event, CountOpen):
                self.ask_count_open(event.points)
            elif isinstance(event, GameEnded):
                self.open_result()
            elif isinstance(event, Estimating | Hinting):  # the engine's work: in a thread
                self.run_worker(event.task.run, thread=True, exit_on_error=False)
            elif isinstance(event, UndoAskedBy):
                self.ask_undo_allowed()

    def tell(self, events: list[Event]) -> None:
        """Put the events in words: on the message line, or a failed autosave as a notice.
        A move's autosave is written once the screen shows it."""
        if self.match.unsaved and self._save_timer is None:
            self._save_timer = self.set_timer(SAVE_AFTER, self.save_unsaved)
        for event in events:
            text = event_text(event, self.game.size)
            if isinstance(event, AutosaveFailed | PreviousNotKept):
                self.app.notify(text or "", severity="error", timeout=15)
            elif isinstance(event, ComputerLeftOut | ClockLeftOut):  # a notice: an engine may start
                self.app.notify(text or "", severity="warning", timeout=15)  # and say more
                self.say(text or "")
            elif isinstance(event, EstimateShown):
                self.say(estimate_text(event.estimate, ascii=self.ascii))
            elif isinstance(event, HintShown):
                self.say(hint_text(event.hint, self.game.size, ascii=self.ascii))
            elif isinstance(event, InAtari):  # also a notice: the computer's reply is next
                warning = f"{text} {t('warn.undo')}"
                self.app.notify(warning, severity="warning", timeout=12)
                self.say(warning)
            elif text is not None:
                self.say(text)
            if isinstance(event, Played) and event.by_computer:
                self.board_view.cursor = event.point

    @when_attached
    def save_unsaved(self) -> None:
        self._save_timer = None
        self.tell(self.match.save_unsaved())

    # ---- the computer ------------------------------------------------------------------
    def next_turn(self) -> None:
        """Run the engine work the match hands out, in a thread: the screen stays live."""
        task = self.match.next_task()
        if task is not None and task.said:
            self.say(event_text(task.announce, self.game.size) or "")
        if task is not None:
            self.run_worker(task.run, thread=True, exit_on_error=False)
        self.update_bindings()

    @when_attached
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """An engine's move or an estimate is done: the match takes it, or drops it."""
        outcome = event.worker.result if event.state is WorkerState.SUCCESS else None
        if isinstance(outcome, TaskOutcome):
            self.apply(self.match.task_done(outcome))
        elif isinstance(outcome, EstimateOutcome):
            self.apply(self.match.estimate_done(outcome))
        elif isinstance(outcome, HintOutcome):
            self.apply(self.match.hint_done(outcome))

    # ---- actions -------------------------------------------------------------------
    def action_pass_turn(self) -> None:
        self.apply(self.match.play(None))

    def action_resign(self) -> None:
        def answered(yes: bool | None) -> None:
            if yes:
                self.apply(self.match.resign())

        question = t("resign.question", color=color_name(self.game.to_move))
        dialog = ConfirmScreen(question, t("resign.yes"), t("resign.no"))
        self.app.push_screen(dialog, attached_only(self, answered))

    def action_save(self) -> None:
        ask_and_save(self, self.session, lambda path: self.say(t("game.saved", path=str(path))))

    def action_open(self) -> None:
        ask_and_open(self, lambda record: self.app.switch_screen(GameScreen(record.session)))

    def action_new_game(self) -> None:
        self.go_app.new_game()

    def action_set_up(self) -> None:
        self.go_app.set_up(PositionSetup.from_game(self.match.shown()), self.session)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(example_vertex(self.game.size), ascii=self.ascii))

    def action_quit(self) -> None:
        self.tell(self.match.save())
        self.app.exit()

    def action_review(self, step: int) -> None:
        self.apply(self.match.review(step))

    @when_attached
    def on_move_list_chosen(self, event: MoveList.Chosen) -> None:
        """A click or Enter on a move in the list: show the game at that move."""
        event.stop()
        self.action_review(event.index + 1 - self.match.shown_number)

    def action_live(self) -> None:
        self.apply(self.match.live())
        if self.result_words():
            self.say(t("game_over.live", result=self.result_words()))

    def action_estimate(self) -> None:
        """Show who owns what now and the score it gives, or hide it."""
        self.apply(self.match.toggle_estimate())

    def action_hint(self) -> None:
        """Mark the move the built-in player would play for the person to move."""
        self.apply(self.match.ask_hint())

    def action_switch_line(self) -> None:
        """At the move shown, go over to another line tried there."""
        self.apply(self.match.switch_line())

    def action_pause_clock(self) -> None:
        """Stop both clocks, or start the running one again."""
        self.apply(self.match.pause())
