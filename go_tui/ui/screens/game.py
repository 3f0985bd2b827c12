"""The game screen: the board, the side panel, and every action of a game in play.

The screen owns the :class:`~go_tui.play.Session`.  It asks the engine for each
move and shows the answer: the new position, or the refusal in words.  After
every change the game is autosaved.  Stepping back and forward through the
moves shows a replayed copy, so reviewing never touches the live game.

A colour may be played by a computer (a GTP engine, :mod:`go_tui.play.computer`).
The engine starts and thinks in a thread worker, so the screen stays live: the
game can be reviewed, saved or quit meanwhile.  Its move is judged by our own
:class:`Game` like anyone's; when the engine fails (missing, crashed, silent,
or an illegal move) the game is kept and a person takes that colour over.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.worker import Worker, WorkerState

from go_tui.engine import Color, Game, Point, Refused
from go_tui.engine.count import Count
from go_tui.engine.scoring import Score
from go_tui.formats.gtp_client import RESIGN
from go_tui.formats.sgf import load_sgf
from go_tui.formats.sgf_grammar import SgfError
from go_tui.i18n import t
from go_tui.play import Session, keep_previous, write_autosave
from go_tui.play.computer import Computer
from go_tui.storage import data_dir
from go_tui.ui.screens.board_keys import BoardKeys
from go_tui.ui.screens.dialogs import ConfirmScreen, PathScreen, ask_and_save, games_dir
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import (
    color_name,
    engine_failure_text,
    localize_bindings,
    point_name,
    refusal_text,
)
from go_tui.ui.widgets.board import BoardView
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.game_panel import GamePanel
from go_tui.ui.widgets.move_list import MoveList

if TYPE_CHECKING:
    from go_tui.ui.app import GoApp

PANEL_WIDTH = 36
PANEL_MIN_HEIGHT = 20


class GameScreen(BoardKeys, WatchesSize, Screen[None]):
    """Two players, one board."""

    CSS_PATH = "game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "pass_turn", "binding.pass", tooltip="command.pass"),
        Binding("u", "undo", "binding.undo", tooltip="command.undo"),
        Binding("r", "resign", "binding.resign", tooltip="command.resign"),
        Binding("ctrl+s", "save", "binding.save", tooltip="command.save"),
        Binding("ctrl+o", "open", "binding.open", tooltip="command.open"),
        Binding("n", "new_game", "binding.new", tooltip="command.new"),
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
    ]

    def __init__(self, session: Session, *, fresh: bool = True) -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.fresh = fresh
        """A game that takes over the autosave (new or opened), rather than resumes it."""
        self.reviewing: int | None = None
        """The move number shown while stepping through the game; ``None``: live."""
        self.counted: Score | None = None
        """The agreed count, once the game has been counted here."""
        self.computers: dict[Color, Computer] = {
            color: Computer(choice) for color, choice in session.computers.items()
        }
        """The engines playing a colour; a colour leaves when its engine fails."""
        self.ready: set[Color] = set()
        """The colours whose engine has started."""
        self.thinking: Color | None = None
        """The colour whose engine is working now (starting, or choosing a move)."""

    # ---- layout --------------------------------------------------------------------
    @property
    def go_app(self) -> GoApp:
        from go_tui.ui.app import GoApp

        assert isinstance(self.app, GoApp)
        return self.app

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def ascii(self) -> bool:
        return bool(getattr(self.app, "ascii", False))

    def compose(self) -> ComposeResult:
        with Horizontal(id="play"):
            yield BoardView(self.game.board, ascii=self.ascii, id="board")
            with Vertical(id="side"):
                yield GamePanel(id="panel")
                yield Static("", id="message")
                yield MoveList(id="moves")
                yield EntryLine(id="entry")
        yield Footer(compact=True, show_command_palette=False)

    def needed_size(self) -> tuple[int, int]:
        """Columns and lines this screen needs: the board at its smallest and the panel."""
        span = self.game.size - 1
        return (span * 2 + 7 + PANEL_WIDTH + 1, max(span + 3, PANEL_MIN_HEIGHT) + 1)

    def on_mount(self) -> None:
        if self.fresh:
            keep_previous()
            self.autosave()
        self.board_view.focus()
        self.show()
        self.go_app.check_size()
        self.show_entry()
        self.next_turn()
        self.open_where_it_stands()

    def open_where_it_stands(self) -> None:
        """A finished game opens at its end: counted, the result; two passes, the count."""
        game = self.game
        if not game.is_over:
            return
        if self.session.info.result:
            self.open_result()
        else:
            self.check_end()

    def on_unmount(self) -> None:
        """Stop the engines: one that is thinking is killed, so nothing waits for it."""
        for color, computer in self.computers.items():
            if color == self.thinking:
                computer.kill()
            else:
                computer.close()

    @property
    def board_view(self) -> BoardView:
        return self.query_one("#board", BoardView)

    def say(self, text: str) -> None:
        """Put ``text`` on the message line."""
        self.query_one("#message", Static).update(text)

    @property
    def message(self) -> str:
        return str(self.query_one("#message", Static).render())

    def shown_game(self) -> Game:
        if self.reviewing is None:
            return self.game
        return self.session.replay(self.reviewing)

    def show(self) -> None:
        """Draw the live game, or the reviewed position."""
        shown = self.shown_game()
        view = self.board_view
        view.board = shown.board
        last = shown.last_move
        view.last_move = last.point if last else None
        self.query_one(GamePanel).show(self.session, shown, ascii=self.ascii)
        self.query_one(MoveList).show(
            self.game.moves, self.game.size, shown.move_number, ascii=self.ascii
        )
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        live = self.reviewing is None
        if action in ("pass_turn", "resign"):
            turn = live and not self.game.is_over and self.game.to_move not in self.computers
            return True if turn else None
        if action == "undo":
            return True if live and self.thinking is None else None
        if action == "live":
            return not live
        if action == "review" and parameters:
            at = self.game.move_number if live else self.reviewing
            assert at is not None
            step = int(str(parameters[0]))
            return True if 0 <= at + step <= self.game.move_number else None
        return True

    # ---- playing ---------------------------------------------------------------------
    def point_chosen(self, point: Point) -> None:
        self.play(point)

    def entry_hint(self) -> str:
        return t("entry.hint_game")

    def play(self, point: Point | None) -> None:
        """A person's move: ask the engine to play ``point`` (``None``: pass)."""
        if self.reviewing is not None:
            self.say(t("game.review", number=self.reviewing, total=self.game.move_number))
            return
        computer = self.computers.get(self.game.to_move)
        if computer is not None and not self.game.is_over:
            self.say(t("game.wait_engine", name=computer.name))
            return
        result = self.game.play(point)
        if isinstance(result, Refused):
            self.say(refusal_text(result.reason, result.point, self.game.size))
            return
        self.played(point, result.captured)

    def played(self, point: Point | None, captured: tuple[Point, ...]) -> None:
        """Say what the last move did, save, and go on to the next turn or the end."""
        last = self.game.last_move
        assert last is not None
        color = last.color
        where = point_name(point, self.game.size)
        if point is None:
            key = "game.passed_again" if self.game.passes >= 2 else "game.passed"
            self.say(t(key, color=color_name(color), other=color_name(color.opponent)))
        elif captured:
            self.say(t("game.captured", color=color_name(color), point=where, count=len(captured)))
        else:
            self.say(t("game.played", color=color_name(color), point=where))
        self.after_change()
        self.check_end()

    def after_change(self) -> None:
        self.autosave()
        self.show()
        self.next_turn()

    # ---- the computer ------------------------------------------------------------------
    def next_turn(self) -> None:
        """Set an engine to work: first each one is started, then the side to move thinks."""
        if self.thinking is not None:
            return
        for color, computer in self.computers.items():
            if color not in self.ready:
                self.thinking = color
                self.say(t("game.engine_starting", name=computer.name))
                self.run_worker(
                    computer.start, name=f"start {color.letter}", thread=True, exit_on_error=False
                )
                self.refresh_bindings()
                return
        game = self.game
        color = game.to_move
        computer = self.computers.get(color)
        if computer is not None and not game.is_over:
            self.thinking = color
            position = self.session.replay(game.move_number)  # the thread's own copy
            self.say(t("game.thinking", name=computer.name))
            self.run_worker(
                lambda: computer.genmove(position, color),
                name=f"genmove {color.letter}",
                thread=True,
                exit_on_error=False,
            )
        self.refresh_bindings()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker, color = event.worker, self.thinking
        if color is None or event.state not in (WorkerState.SUCCESS, WorkerState.ERROR):
            return
        if not worker.name.endswith(f" {color.letter}"):
            return
        self.thinking = None
        computer = self.computers[color]
        if event.state is WorkerState.ERROR:
            self.engine_failed(color, engine_failure_text(computer.name, worker.error))
        elif worker.name.startswith("start"):
            self.ready.add(color)
            self.session.set_names(color, (computer.name,))
            self.say(t("game.engine_plays", color=color_name(color), name=computer.name))
            self.autosave()
            self.show()
            self.next_turn()
        else:
            self.engine_moved(color, worker.result)
        self.refresh_bindings()

    def engine_moved(self, color: Color, answer: object) -> None:
        """Judge the engine's answer as any move is judged, then play it."""
        computer = self.computers[color]
        if answer == RESIGN:
            self.game.resign(color)
            self.session.set_result(f"{color.opponent.letter}+R")
            self.say(t("game.engine_resigned", name=computer.name))
            self.autosave()
            self.show()
            self.open_result()
            return
        point = answer if isinstance(answer, tuple) else None
        result = self.game.play(point, color)
        if isinstance(result, Refused):
            reason = refusal_text(result.reason, point, self.game.size)
            where = point_name(point, self.game.size)
            why = t("engine.illegal", name=computer.name, point=where, reason=reason)
            self.engine_failed(color, why)
            return
        if point is not None:
            self.board_view.cursor = point
        self.played(point, result.captured)

    def engine_failed(self, color: Color, why: str) -> None:
        """Drop the engine at ``color``: the game is kept and a person plays on."""
        computer = self.computers.pop(color)
        computer.kill()
        self.ready.discard(color)
        self.session.computers.pop(color, None)
        self.say(f"{why} {t('engine.person_plays', color=color_name(color))}")
        self.autosave()
        self.show()
        self.next_turn()

    def autosave(self) -> None:
        try:
            write_autosave(self.session)
        except OSError as error:
            self.app.notify(t("game.autosave_failed", error=error), severity="error")

    def check_end(self) -> None:
        """Open the end-of-game screens when the last move finished the game."""
        game = self.game
        winner = game.capture_winner
        if winner is not None:
            self.session.set_result(f"{winner.letter}+")
            self.open_result()
        elif game.passes >= 2:
            if self.session.counts_dead_stones:
                self.say(t("game.both_passed"))
                self.open_marking()
            else:  # gebieds-go: counted as it stands
                self.open_result(Count.as_it_stands(game).score())

    def open_marking(self) -> None:
        from go_tui.ui.screens.marking import MarkingScreen

        def done(counted: Score | None) -> None:
            if counted is None:
                self.session.resume_play()
                self.autosave()
                self.say("")
                self.show()
            else:
                self.open_result(counted)

        self.app.push_screen(
            MarkingScreen(self.session, ascii=self.ascii, opinion=self.second_opinion()), done
        )

    def second_opinion(self) -> tuple[str, Callable[[], frozenset[Point] | None]] | None:
        """A computer in the game, and how to ask it for the dead stones (in a worker)."""
        ready = [self.computers[color] for color in sorted(self.ready) if color in self.computers]
        if not ready:
            return None
        computer, position = ready[0], self.session.replay(self.game.move_number)
        return computer.name, partial(computer.dead_stones, position)

    def open_result(self, counted: Score | None = None) -> None:
        """Record and show the result; ``counted`` is the agreed count of a finished game."""
        from go_tui.ui.screens.result import ResultScreen

        if counted is not None:
            self.counted = counted
            self.session.finish_counted(counted)
        self.autosave()

        def done(choice: str | None) -> None:
            if choice == "review":
                self.reviewing = 0
                self.say(t("game.review", number=0, total=self.game.move_number))
            elif choice == "new":
                self.go_app.new_game(cancelled=self.open_result)
            elif choice == "start":
                self.app.pop_screen()
                return
            self.show()

        self.app.push_screen(ResultScreen(self.session, self.counted), done)

    # ---- actions -------------------------------------------------------------------
    def action_pass_turn(self) -> None:
        self.play(None)

    def action_undo(self) -> None:
        """Take back the last move; against a computer, its reply and your move together."""
        if not self.session.undo():
            self.say(t("game.nothing_to_undo"))
            return
        person_plays = len(self.computers) < 2
        while person_plays and self.game.to_move in self.computers and self.session.undo():
            pass
        self.say(t("game.undone"))
        self.after_change()

    def action_resign(self) -> None:
        color = self.game.to_move

        def answered(yes: bool | None) -> None:
            if yes:
                self.game.resign(color)
                self.session.set_result(f"{color.opponent.letter}+R")
                self.autosave()
                self.show()
                self.open_result()

        question = t("resign.question", color=color_name(color))
        self.app.push_screen(ConfirmScreen(question, t("resign.yes"), t("resign.no")), answered)

    def action_save(self) -> None:
        ask_and_save(self.app, self.session, lambda path: self.say(t("game.saved", path=str(path))))

    def action_open(self) -> None:
        opened: list[Session] = []

        def attempt(path: Path) -> str | None:
            if not path.is_file():
                return t("file.missing", path=str(path))
            try:
                data = path.read_bytes()
            except OSError as error:
                return t("file.unreadable", path=str(path), error=error.strerror or str(error))
            try:
                loaded = load_sgf(data)
            except (SgfError, ValueError) as error:
                return t("file.malformed", path=str(path), error=str(error))
            opened.append(Session.from_sgf(loaded))
            if loaded.warnings:
                remarks = "; ".join(loaded.warnings[:3])
                self.app.notify(t("game.warnings", path=str(path), warnings=remarks), timeout=10)
            return None

        def done(path: Path | None) -> None:
            if path is not None and opened:
                self.app.switch_screen(GameScreen(opened[0]))
                self.app.notify(t("game.opened", path=str(path)))

        default = games_dir() if games_dir().is_dir() else data_dir()
        self.app.push_screen(PathScreen(t("file.open_title"), default, attempt), done)

    def action_new_game(self) -> None:
        self.go_app.new_game()

    def action_help(self) -> None:
        from go_tui.ui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_quit(self) -> None:
        self.autosave()
        self.app.exit()

    def action_review(self, step: int) -> None:
        at = self.game.move_number if self.reviewing is None else self.reviewing
        target = max(0, min(self.game.move_number, at + step))
        self.reviewing = None if target == self.game.move_number else target
        if self.reviewing is None:
            self.say(t("game.live"))
        else:
            self.say(t("game.review", number=target, total=self.game.move_number))
        self.show()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click or Enter on a move in the list: show the game at that move."""
        event.stop()
        number = event.option_index + 1
        self.action_review(number - self.reviewed_number)

    @property
    def reviewed_number(self) -> int:
        """The move number on the board: the reviewed one, or the last."""
        return self.game.move_number if self.reviewing is None else self.reviewing

    def action_live(self) -> None:
        self.reviewing = None
        self.say(t("game.live"))
        self.show()
