"""The result screen: who won and by how much, the count, and what to do next.

Dismisses with ``"review"``, ``"mistakes"``, ``"new"`` or ``"start"``; saving happens here.
Its letter keys act on Enter, as at the boards, so a point typed as the game ended
(``q16``) runs nothing.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from go_tui.engine.scoring import Score
from go_tui.i18n import plain, t
from go_tui.play.session import Session
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.entry import MAX_LENGTH, Typed, TypedCommand, accepts, read_entry, starts_entry
from go_tui.ui.match_text import result_text
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.board_keys import (
    binding_description,
    show_enter_on_letter_keys,
    typed_commands,
)
from go_tui.ui.screens.dialogs import ask_and_save
from go_tui.ui.widgets.entry_line import EntryLine
from go_tui.ui.widgets.score_panel import ScorePanel


class ResultScreen(ModalScreen[str]):
    """The end of a game."""

    DEFAULT_CSS = """
    ResultScreen { align: center middle; }
    ResultScreen > Vertical {
        width: 72; height: auto; max-height: 100%; padding: 1 2;
        border: round $primary; background: $surface;
    }
    ResultScreen #title { text-style: bold; color: $text-muted; }
    ResultScreen #result { text-style: bold; margin: 1 0; }
    ResultScreen #record { color: $text-muted; }
    ResultScreen #open { color: $warning; margin-bottom: 1; }
    ResultScreen #saved { height: auto; }
    ResultScreen #keys { color: $text-muted; margin-top: 1; }
    ResultScreen Horizontal { height: auto; margin-top: 1; }
    ResultScreen Button { margin-right: 1; min-width: 10; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s,s", "save", "result.save"),
        Binding("n", "choose('new')", "result.new"),
        Binding("v,escape", "choose('review')", "result.review"),
        Binding("m", "choose('mistakes')", "result.mistakes"),
        Binding("b", "choose('start')", "result.start"),
        Binding("q", "app.quit", "binding.quit"),
    ]

    typed = ""
    """The text in the entry line."""

    def __init__(self, session: Session, counted: Score | None, *, open_points: int = 0) -> None:
        """``open_points``: the points still open when the count was made anyway."""
        super().__init__()
        localize_bindings(self)
        show_enter_on_letter_keys(self)
        self.session = session
        self.counted = counted
        self.open_points = open_points

    @property
    def text(self) -> str:
        return result_text(self.session, self.counted)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(t("result.title"), id="title")
            yield Static(self.text, id="result")
            if self.counted is not None and self.open_points:
                key = "open_count.result_one" if self.open_points == 1 else "open_count.result"
                yield Static(t(key, count=self.open_points), id="open")
            if self.counted is not None:
                yield ScorePanel(id="score")
            yield Static(plain(f"RE[{self.session.info.result}]"), id="record")
            yield Static("", id="saved")
            with Horizontal():
                yield Button(t("result.save"), id="save", variant="primary")
                yield Button(t("result.new"), id="new")
                yield Button(t("result.review"), id="review")
                yield Button(t("result.mistakes"), id="mistakes")
                yield Button(t("result.start"), id="start")
            yield EntryLine(t("result.keys"), id="keys")

    @when_attached
    def on_mount(self) -> None:
        if self.counted is not None:
            self.query_one(ScorePanel).show(self.counted)
        self.query_one("#save", Button).focus()

    @on(Button.Pressed)
    @when_attached
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.action_save()
        elif event.button.id:
            self.action_choose(event.button.id)

    @when_attached
    async def on_key(self, event: events.Key) -> None:
        """Letters go into the entry line; Enter runs the command it names, or says there
        is none; Escape clears it (and without it, opens the review)."""
        key, char = event.key, event.character or ""
        if self.typed:
            if key == "enter":
                await self._submit()
            elif key == "escape":
                self._set_typed("")
            elif key == "backspace":
                self._set_typed(self.typed[:-1])
            elif accepts(char):
                self._set_typed((self.typed + char)[:MAX_LENGTH])
            else:
                return
        elif starts_entry(char):
            self._set_typed(char)
        else:
            return
        event.stop()
        event.prevent_default()

    def _set_typed(self, text: str) -> None:
        self.typed = text
        line = self.query_one(EntryLine)
        if not text:
            line.idle(t("result.keys"))
            return
        typed = read_entry(text, self.session.game.size, typed_commands(self))
        line.typing(text, self._meaning(typed))

    def _meaning(self, typed: Typed | None) -> str:
        if isinstance(typed, TypedCommand):
            return t("entry.enter_command", command=binding_description(self, typed.action))
        return t("result.no_command")

    async def _submit(self) -> None:
        text = self.typed
        typed = read_entry(text, self.session.game.size, typed_commands(self))
        self._set_typed("")
        if isinstance(typed, TypedCommand):
            await self.run_action(typed.action)
        else:
            self.query_one(EntryLine).refused(text, t("result.no_command"))

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)

    def action_save(self) -> None:
        saved = self.query_one("#saved", Static)
        ask_and_save(self, self.session, lambda path: saved.update(t("game.saved", path=str(path))))
