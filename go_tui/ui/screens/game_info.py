"""The game information dialog: players, ranks, event, date, result, rules and komi, as
the record holds them, to read and to edit.

It shows what :func:`~go_tui.play.game_info.details_of` reads and dismisses with what was
typed, once :func:`~go_tui.play.game_info.check_details` finds nothing wrong; what is
wrong is said below the fields, with the focus on the first such field, and nothing typed
is lost.  A value from a file is shown without its control characters; a field left as
shown keeps the file's value exactly.  The note under the fields says what a change of
komi or rules does to this game.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Input, Label, Select, Static

from go_tui.i18n import number, printable, t
from go_tui.play.game_info import (
    Field,
    GameDetails,
    InfoProblem,
    check_details,
    counts_with_komi,
    details_of,
    result_editable,
)
from go_tui.play.session import Session
from go_tui.play.settings import RULES
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.match_text import info_problem_text
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.dialogs import Dialog
from go_tui.words import Phrase

TEXT_FIELDS = (
    Field.BLACK,
    Field.BLACK_RANK,
    Field.WHITE,
    Field.WHITE_RANK,
    Field.EVENT,
    Field.DATE,
    Field.RESULT,
    Field.KOMI,
)
"""The fields typed as text, in the dialog's order (the rules are chosen)."""


class LineInput(Input):
    """A field of one line: a pasted text of several lines is refused (an Input keeps its
    first line and drops the rest unsaid)."""

    class MultiLine(Message):
        """Text of several lines was pasted into ``field``; none of it was taken."""

        def __init__(self, field: str) -> None:
            super().__init__()
            self.field = field

    @when_attached
    def on_paste(self, event: events.Paste) -> None:
        if len(event.text.splitlines()) > 1:
            event.prevent_default()
            event.stop()
            self.post_message(self.MultiLine(self.id or ""))


class GameInfoScreen(Dialog[GameDetails | None]):
    """Shows the game information; dismisses with the details to keep, or ``None``."""

    DEFAULT_CSS = """
    GameInfoScreen { align: center middle; }
    GameInfoScreen > Vertical {
        width: 72; max-width: 100%; height: auto; max-height: 100%; padding: 0 2;
        border: round $primary; background: $surface;
    }
    GameInfoScreen .title { text-style: bold; margin-bottom: 1; }
    GameInfoScreen Grid {
        grid-size: 2; grid-columns: 16 1fr; grid-rows: 1; grid-gutter: 0 1; height: auto;
    }
    GameInfoScreen #note { color: $text-muted; height: auto; margin-top: 1; }
    GameInfoScreen #error { color: $error; height: auto; }
    GameInfoScreen Horizontal { height: auto; align: center middle; }
    GameInfoScreen Button { margin: 0 1; }
    GameInfoScreen Grid Input:focus, GameInfoScreen Grid Select:focus > SelectCurrent {
        background: $accent 45%; color: $text; text-style: bold;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "binding.close")]

    def __init__(self, session: Session) -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.start = details_of(session)
        self.shown = {field: printable(getattr(self.start, field)) for field in TEXT_FIELDS}
        """What each text field shows at first: the value without control characters."""
        self.shown[Field.KOMI] = number(float(self.start.komi))

    def compose(self) -> ComposeResult:
        counts = counts_with_komi(self.session)
        with Vertical():
            yield Static(t("info.title"), classes="title")
            with Grid():
                for field in TEXT_FIELDS[:-1]:
                    yield Label(t(f"info.{field}"))
                    yield self._input(field)
                yield Label(t("info.rules"))
                yield Select(
                    [(t(f"rules.{name}"), name) for name in RULES],
                    value=self.start.rules,
                    allow_blank=False,
                    compact=True,
                    disabled=not counts,
                    id=Field.RULES,
                )
                yield Label(t("info.komi"))
                yield self._input(Field.KOMI, disabled=not counts)
            yield Static(self.note(), id="note")
            yield Static("", id="error")
            with Horizontal():
                yield Button(t("info.keep"), variant="primary", id="keep")
                yield Button(t("info.cancel"), id="cancel")

    def _input(self, field: Field, *, disabled: bool = False) -> Input:
        result = field is Field.RESULT
        return LineInput(
            self.shown[field],
            placeholder=t("info.result_placeholder") if result else "",
            compact=True,
            disabled=disabled or (result and not result_editable(self.session)),
            id=field,
        )

    def note(self) -> str:
        """What a change of komi or rules does to this game."""
        if not counts_with_komi(self.session):
            return t("info.note_capture")
        if not result_editable(self.session):
            return t("info.note_over")
        if self.start.result:
            return t("info.note_result", result=self.start.result)
        return t("info.note_playing")

    @when_attached
    def on_mount(self) -> None:
        self.query_one(f"#{Field.BLACK}", Input).focus()

    def details(self) -> GameDetails:
        """The details as the fields hold them; a field left as shown keeps its value."""
        values: dict[str, str] = {}
        for field in TEXT_FIELDS:
            typed = self.query_one(f"#{field}", Input).value
            values[field] = getattr(self.start, field) if typed == self.shown[field] else typed
        values[Field.RULES] = str(self.query_one(f"#{Field.RULES}", Select).value)
        return GameDetails(**values)

    @on(Button.Pressed, "#keep")
    @on(Input.Submitted)
    @when_attached
    def action_keep(self) -> None:
        details = self.details()
        problems = check_details(self.session, details)
        if not problems:
            self.answer(details)
            return
        self.query_one("#error", Static).update(info_problem_text(problems[0]))
        self.query_one(f"#{problems[0].about}").focus()

    @when_attached
    def on_line_input_multi_line(self, event: LineInput.MultiLine) -> None:
        problem = InfoProblem(Field(event.field), Phrase("info.line_break"))
        self.query_one("#error", Static).update(info_problem_text(problem))

    @on(Button.Pressed, "#cancel")
    @when_attached
    def action_cancel(self) -> None:
        self.answer(None)
