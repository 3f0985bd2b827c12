"""The keys of every screen with a board: one path, in the order they were typed.

Game, marking, lesson and problem screens mix this in, so a typed point means
the same everywhere.  Letters go into the entry line (:mod:`go_tui.ui.entry`)
and wait for Enter; the screen's own letter keys are read from the line then
(``p`` Enter passes, ``p4`` Enter plays P4), so no letter can act while a
point may still be coming.  The arrows, Enter and Space work the board when
it has focus; every other key runs its binding here at once.

Order: Textual checks bindings in the app, after a key has bubbled up, and a
board used to post its choice as a message, so a binding, a cursor move and a
typed point could overtake one another.  Here each key is finished, binding
included, before the screen reads the next one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from textual import events
from textual.dom import DOMNode
from textual.screen import Screen

from go_tui.engine import COLUMNS, Point, to_vertex
from go_tui.i18n import LANGUAGES, catalogue, t
from go_tui.ui.entry import (
    MAX_LENGTH,
    Mistyped,
    Typed,
    TypedCommand,
    TypedNumber,
    TypedPoint,
    accepts,
    read_entry,
    starts_entry,
)
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.textual_fixes import key_bindings, run_key_binding
from go_tui.ui.widgets.board import BoardView
from go_tui.ui.widgets.entry_line import EntryLine

if TYPE_CHECKING:
    _Base = Screen[Any]
else:
    _Base = object

_CURSOR_KEYS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
_SUBMIT_KEYS = ("enter", "space")


def action_name(action: str) -> str:
    """``choose('yes')`` -> ``choose``: the name under which a command's words are listed."""
    return action.split("(", 1)[0]


class BoardKeys(_Base):
    """Mixed into a screen with a :class:`BoardView` and an :class:`EntryLine`."""

    typed: str = ""
    """The text in the entry line."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        show_enter_on_letter_keys(self)

    # ---- what a screen provides -----------------------------------------------------
    @property
    def board_view(self) -> BoardView:
        return self.query_one(BoardView)

    def point_chosen(self, point: Point) -> None:
        """A point was chosen: clicked, Enter on the cursor, or typed."""
        raise NotImplementedError

    def entry_hint(self) -> str:
        """The entry line while nothing is typed."""
        raise NotImplementedError

    @property
    def counting(self) -> bool:
        """Whether a typed number is an answer (a count exercise)."""
        return False

    def number_typed(self, text: str) -> None:
        """A number typed while :attr:`counting`."""

    # ---- the keys --------------------------------------------------------------------
    @when_attached
    def on_board_view_point_selected(self, event: BoardView.PointSelected) -> None:
        self.point_chosen(event.point)

    @when_attached
    async def on_key(self, event: events.Key) -> None:
        """Handle a key; one queued here before another screen came on top is dropped, as
        it would run that screen's bindings in this screen's name."""
        if not self.is_current or await self._handle_key(event):
            event.stop()
            event.prevent_default()

    async def _handle_key(self, event: events.Key) -> bool:
        key, char = event.key, event.character or ""
        if self.typed:
            if key == "space" and _lone_column(self.typed, self.board_view.board.size):
                return True  # d 4: the space between a column and its row
            if key in _SUBMIT_KEYS:
                await self.submit_entry()
            elif key == "escape":
                self.set_typed("")
            elif key == "backspace":
                self.set_typed(self.typed[:-1])
            elif accepts(char, numbers=self.counting):
                self.set_typed((self.typed + char)[:MAX_LENGTH])
            else:
                return await self._binding(key)
            return True
        if starts_entry(char, numbers=self.counting):
            self.set_typed(char)
            return True
        view = self.board_view
        if view.display and self.focused in (view, None):
            if key in _CURSOR_KEYS:
                view.action_move_cursor(*_CURSOR_KEYS[key])
                return True
            if key in _SUBMIT_KEYS:
                self.point_chosen(view.cursor)
                return True
        return await self._binding(key)

    async def _binding(self, key: str) -> bool:
        """Run ``key``'s binding now, from the focused widget up, as Textual would later."""
        return await run_key_binding(self.app, key)

    # ---- the entry line --------------------------------------------------------------
    @property
    def entry_line(self) -> EntryLine:
        return self.query_one(EntryLine)

    def set_typed(self, text: str) -> None:
        self.typed = text
        self.show_entry()

    def show_entry(self) -> None:
        """Draw the entry line: the hint, or the text typed so far and what Enter does."""
        line = self.entry_line
        if not self.typed:
            line.idle(self.entry_hint())
            return
        typed = self.read_typed(self.typed)
        line.typing(self.typed, self._meaning(typed))

    def read_typed(self, text: str) -> Typed | None:
        size = self.board_view.board.size
        return read_entry(text, size, self.entry_commands(), numbers=self.counting)

    async def submit_entry(self) -> None:
        """Enter: do what the line says, or say why it is nothing."""
        text = self.typed
        typed = self.read_typed(text)
        self.set_typed("")
        if isinstance(typed, TypedPoint):
            self.board_view.cursor = typed.point
            self.point_chosen(typed.point)
        elif isinstance(typed, TypedCommand):
            await self.run_action(typed.action)
        elif isinstance(typed, TypedNumber):
            self.number_typed(typed.text)
        elif isinstance(typed, Mistyped):
            self.entry_line.refused(text, t(f"entry.{typed.key}", **typed.values))

    def _meaning(self, typed: Typed | None) -> str:
        if isinstance(typed, TypedPoint):
            return t("entry.enter_point", point=to_vertex(typed.point, self.board_view.board.size))
        if isinstance(typed, TypedCommand):
            meaning = t("entry.enter_command", command=binding_description(self, typed.action))
            letter = self.typed.upper()
            if letter in COLUMNS[: self.board_view.board.size]:
                meaning += " " + t("entry.or_row", column=letter)
            return meaning
        if isinstance(typed, TypedNumber):
            return t("entry.enter_number")
        if isinstance(typed, Mistyped):
            return t(f"entry.{typed.key}", **typed.values)
        return ""

    def entry_commands(self) -> dict[str, str]:
        """The letters and words that run a command now (:func:`typed_commands`)."""
        return typed_commands(self)


def binding_description(screen: Screen[Any], action: str) -> str:
    """The words of ``screen``'s own binding that runs ``action`` (the action if none)."""
    for active in screen.active_bindings.values():
        binding = active.binding
        if active.node is screen and binding.action == action and binding.description:
            return binding.description
    return action


def typed_commands(screen: Screen[Any]) -> dict[str, str]:
    """The letters and words that run a command on ``screen`` now: its enabled letter keys,
    and each of their commands' words in every language."""
    commands: dict[str, str] = {}
    for key, active in screen.active_bindings.items():
        if active.node is not screen or not active.enabled:
            continue
        action = active.binding.action
        if len(key) == 1 and key.isalpha():
            commands[key] = action
        for lang in LANGUAGES:
            words = catalogue(lang).get(f"words.{action_name(action)}", "")
            commands |= {word.strip(): action for word in words.split(",") if word.strip()}
    return commands


def show_enter_on_letter_keys(node: DOMNode) -> None:
    """The footer shows ``p⏎``: a letter key acts on Enter, not at once."""
    bindings = key_bindings(node)
    for key, group in bindings.items():
        if len(key) == 1 and key.isalpha():
            bindings[key] = [replace(b, key_display=f"{key}⏎") for b in group]


def _lone_column(typed: str, size: int) -> bool:
    """Whether ``typed`` is one column letter of the board, still waiting for its row."""
    return len(typed) == 1 and typed.upper() in COLUMNS[:size]
