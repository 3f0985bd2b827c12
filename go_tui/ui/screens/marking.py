"""The marking screen: agree on the dead stones after two passes, and see the count.

It draws a :class:`~go_tui.engine.count.Count`, which opens with the
engine's proposal.  The proposal is worked out in a thread worker, so the
screen is live at once: it shows the position with every stone alive and says
the engine is looking; the marks, the counting and Accept wait for the proposal
(an answer coming after the screen closed is dropped).  A proposal the
engine's safety clock cut short says so.  A click on a stone, its point typed, or the cursor and
Space, toggles its group with its loose stones nearby, and the score follows
at once.
Accept dismisses with the agreed :class:`Count`; Resume play with ``None``.
Points where a border is still open (the count's ``needs_sealing``) are marked
on the board, with a line saying the game is not over there and that ``r``
resumes play to close them.

Against a computer, the engine's own view (``final_status_list dead``) is asked
for in a thread worker and offered beside the proposal; ``e`` adopts it.  The
counting may be switched between territory and area.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from go_tui.engine import Point
from go_tui.engine.count import Count, Role
from go_tui.engine.rules import Scoring
from go_tui.i18n import t
from go_tui.play.match import Match
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import attached_only, when_attached
from go_tui.ui.screens.board_keys import BoardKeys
from go_tui.ui.screens.dialogs import open_count_question
from go_tui.ui.screens.fit import board_and_side, check_size_later
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.text import engine_failure_text
from go_tui.ui.textual_fixes import key_bindings
from go_tui.ui.widgets.board import BoardView, Mark, Overlay
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.score_panel import ScorePanel

MARKS: dict[Role, Overlay] = {
    Role.BLACK_TERRITORY: Mark.BLACK_TERRITORY,
    Role.WHITE_TERRITORY: Mark.WHITE_TERRITORY,
    Role.NEUTRAL: Mark.NEUTRAL,
    Role.SEKI: Mark.SEKI,
    Role.DEAD: Mark.DEAD,
    Role.FILLED_BLACK: Mark.FILLED_BLACK,
    Role.FILLED_WHITE: Mark.FILLED_WHITE,
    Role.UNSEALED: Mark.MARKED,
}


def marks_of(roles: Mapping[Point, Role]) -> dict[Point, Overlay]:
    """What the board shows for the roles of a count (or an estimate)."""
    return {point: MARKS[role] for point, role in roles.items()}


class MarkingScreen(BoardKeys, WatchesSize, Screen[Count | None]):
    """Dead stones, territory and the live count, until both players accept."""

    CSS_PATH = "marking.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "accept", "binding.accept", tooltip="command.accept"),
        Binding("r,escape", "resume", "binding.resume", tooltip="command.resume"),
        Binding("t", "counting", "binding.counting", tooltip="command.counting"),
        Binding("c", "check", "binding.check", tooltip="command.check"),
        Binding("e", "adopt", "binding.adopt", tooltip="command.adopt"),
        Binding("question_mark", "help", "binding.help", tooltip="command.help"),
        Binding("q", "quit", "binding.quit", tooltip="command.quit_marking"),
    ]

    def __init__(self, match: Match, *, ascii: bool = False, again: bool = False) -> None:
        """``again``: a finished game counted again, whose result stays unless the new
        count is accepted (``r`` and Escape keep it)."""
        super().__init__()
        localize_bindings(self)
        self.again = again
        if again:
            bindings = key_bindings(self)
            for key in ("r", "escape"):
                bindings[key] = [
                    replace(b, description=t("recount.keep"), tooltip=t("recount.keep_command"))
                    for b in bindings[key]
                ]
        self.session = match.session
        self.ascii = ascii
        self.count = match.count_as_it_stands()
        """The marks agreed so far and what they give; the screen only draws it.  Every
        stone alive until the engine's proposal comes (:attr:`proposing`)."""
        self.proposing = True
        """The engine is working out its proposal in a thread."""
        self.count_work = match.count_work()
        self.checking = False
        self.opinion = match.opinion()
        """An engine in the game, and how to ask it for the dead stones."""
        self.engine_dead: frozenset[Point] | None = None
        """The engine's dead stones once it has answered."""
        self.score = self.count.score()

    def compose(self) -> ComposeResult:
        with Horizontal(id="marking"):
            yield BoardView(self.session.game.board, ascii=self.ascii, id="board")
            with Vertical(id="side"):
                yield Static(t("recount.title" if self.again else "marking.title"), id="title")
                yield EntryLine(id="entry")
                yield Static("", id="counting")
                yield Static("", id="sealing")
                yield Static(t("marking.proposing"), id="proposal")
                yield Static("", id="opinion")
                yield ScorePanel(id="score")
        yield Footer(compact=True, show_command_palette=False)

    def needed_size(self) -> tuple[int, int]:
        """The board and the side panel as laid out, and every footer key: the total and
        who leads are never cut off."""
        return board_and_side(self, self.session.game.size)

    @when_attached
    def on_mount(self) -> None:
        view = self.query_one(BoardView)
        view.moves = self.session.game.moves  # for the move numbers (the # key)
        view.focus()
        self.offer_check()
        self.show()
        self.show_entry()
        self.run_worker(self.count_work, name="proposal", thread=True, exit_on_error=False)
        self.query_one("#opinion").display = self.opinion is not None
        if self.opinion is not None:
            name = self.opinion.name
            self.query_one("#opinion", Static).update(t("marking.asking", name=name))
            self.run_worker(self.opinion.ask, name="opinion", thread=True, exit_on_error=False)

    @when_attached
    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.name == "proposal":
            self.proposal_done(event)
        if self.opinion is None or event.worker.name != "opinion":
            return
        name, line = self.opinion.name, self.query_one("#opinion", Static)
        if event.state is WorkerState.ERROR:
            line.update(engine_failure_text(name, event.worker.error))
        elif event.state is WorkerState.SUCCESS:
            answer = event.worker.result
            if not isinstance(answer, frozenset):
                line.update(t("marking.no_opinion", name=name))
                return
            self.engine_dead = answer
            self.show_opinion()
            self.refresh_bindings()
        check_size_later(self)

    def proposal_done(self, event: Worker.StateChanged) -> None:
        """The engine's proposal came: the count opens with it (or, failing, as it stands)."""
        if event.state not in (WorkerState.SUCCESS, WorkerState.ERROR) or not self.proposing:
            return
        self.proposing = False
        answer = event.worker.result if event.state is WorkerState.SUCCESS else None
        line = self.query_one("#proposal", Static)
        if isinstance(answer, Count):
            self.count = answer
            line.update(t("marking.cut_short") if answer.cut_short else "")
            line.display = answer.cut_short
        else:
            line.update(t("marking.proposal_failed"))
        self.show()
        self.refresh_bindings()

    def show_opinion(self) -> None:
        if self.opinion is None or self.engine_dead is None:
            return
        name, count = self.opinion.name, len(self.engine_dead)
        agrees = self.count.agrees(self.engine_dead)
        key = "marking.engine_agrees" if agrees else "marking.engine_sees"
        self.query_one("#opinion", Static).update(t(key, name=name, count=count))

    def overlays(self) -> dict[Point, Overlay]:
        """What the board shows: dead stones, territory, neutral points, seki, the check."""
        return marks_of(self.count.roles(check=self.checking))

    def show(self) -> None:
        self.score = self.count.score()
        self.query_one(BoardView).overlays = self.overlays()
        key = "counting_area" if self.count.scoring is Scoring.AREA else "counting_territory"
        self.query_one("#counting", Static).update(t(f"marking.{key}"))
        self.show_sealing()
        self.query_one(ScorePanel).show(self.score, check=self.checking)
        self.show_opinion()
        check_size_later(self)

    def show_sealing(self) -> None:
        """Where a border is still open the game is not over: say so, and how to go on."""
        count = len(self.count.needs_sealing())
        line = self.query_one("#sealing", Static)
        line.update(t("marking.needs_sealing", count=count) if count else "")
        line.display = bool(count)

    def offer_check(self) -> None:
        """The footer offers the check view only in territory counting (``c`` still
        answers in area counting, to say why there is none)."""
        territory = self.count.scoring is Scoring.TERRITORY
        bindings = key_bindings(self)
        bindings["c"] = [replace(binding, show=territory) for binding in bindings["c"]]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.proposing and action in ("accept", "counting", "check", "adopt"):
            return None  # they wait for the proposal: shown, greyed out
        if action == "counting":
            return None if self.checking else True
        if action == "adopt":
            if self.opinion is None:
                return False  # no engine in this game: nothing to adopt, so not offered
            adoptable = self.engine_dead is not None and not self.count.agrees(self.engine_dead)
            return True if adoptable else None
        return True

    def point_chosen(self, point: Point) -> None:
        if self.proposing:
            return  # the marks wait for the proposal (the line says the engine is looking)
        if self.count.toggle(point):
            self.show()
            self.refresh_bindings()

    def entry_hint(self) -> str:
        return t("entry.hint_marking")

    def action_adopt(self) -> None:
        """Take the engine's dead stones instead of the marks made so far."""
        if self.engine_dead is not None:
            self.count.adopt(self.engine_dead)
            self.show()
            self.refresh_bindings()

    def action_accept(self) -> None:
        """Accept the count; with borders still open, only after the players confirm it."""
        still_open = len(self.count.needs_sealing())
        if not still_open:
            self.dismiss(self.count)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(self.count)

        self.app.push_screen(open_count_question(still_open), attached_only(self, answered))

    def action_resume(self) -> None:
        self.dismiss(None)

    def action_counting(self) -> None:
        self.count.switch_scoring()
        self.offer_check()
        self.show()
        self.refresh_bindings()

    def action_check(self) -> None:
        if self.count.scoring is not Scoring.TERRITORY:
            self.entry_line.refused("c", t("marking_check.territory_only"))
            return
        self.checking = not self.checking
        self.show()
        self.refresh_bindings()

    def action_help(self) -> None:
        from go_tui.ui.screens.help import HelpScreen, example_vertex

        point = example_vertex(self.session.game.size)
        self.app.push_screen(HelpScreen(point, ascii=self.ascii, topic="marking_help"))

    def action_quit(self) -> None:
        """The game is saved after every move: it opens here again next time."""
        self.app.exit()
