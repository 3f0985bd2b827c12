"""The keys of the game tree: to the moves where lines part, a comment on the move shown,
and deleting the variation shown; and a click on a node.

Mixed into :class:`~go_tui.ui.screens.game.GameScreen`, whose bindings take
:data:`TREE_BINDINGS` in; the match moves through the tree, writes the comment and deletes
the variation (:mod:`~go_tui.play.game_tree`), and this asks first where it must.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Static

from go_tui.i18n import t
from go_tui.play.events import Event
from go_tui.play.match import Match
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import attached_only, when_attached
from go_tui.ui.screens.dialogs import DIALOG_CSS, ConfirmScreen, Dialog
from go_tui.ui.text import point_name
from go_tui.ui.widgets.game_tree import GameTreeView

if TYPE_CHECKING:
    from textual.screen import Screen

    _Base = Screen[Any]
else:
    _Base = object

MAX_COMMENT = 2_000
"""Characters a typed comment may have: a line, not a file."""

TREE_BINDINGS: list[BindingType] = [
    Binding(
        "left_curly_bracket",
        "fork(-1)",
        "tree.binding_back",
        tooltip="tree.command_back",
        key_display="{",
        show=False,
    ),
    Binding(
        "right_curly_bracket",
        "fork(1)",
        "tree.binding_forward",
        tooltip="tree.command_forward",
        key_display="}",
        show=False,
    ),
    Binding("c", "comment", "tree.binding_comment", tooltip="tree.command_comment", show=False),
    Binding(
        "delete",
        "delete_variation",
        "tree.binding_delete",
        tooltip="tree.command_delete",
        show=False,
    ),
]


class CommentScreen(Dialog[str | None]):
    """A line to type a comment on; dismisses the text, or ``None`` when cancelled."""

    DEFAULT_CSS = f"CommentScreen {{ {DIALOG_CSS} & .hint {{ color: $text-muted; }} }}"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "binding.close")]

    def __init__(self, title: str) -> None:
        super().__init__()
        localize_bindings(self)
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.title_text, classes="title", markup=False)
            yield Static(t("tree.comment_hint"), classes="hint")
            yield Input(max_length=MAX_COMMENT, id="comment")
            with Horizontal():
                yield Button(t("tree.comment_add"), variant="primary", id="ok")
                yield Button(t("file.cancel"), id="cancel")

    @when_attached
    def on_mount(self) -> None:
        self.query_one("#comment", Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#ok")
    @when_attached
    def _add(self) -> None:
        self.answer(self.query_one("#comment", Input).value)

    @on(Button.Pressed, "#cancel")
    @when_attached
    def action_cancel(self) -> None:
        self.answer(None)


class TreeKeys(_Base):
    """The tree's keys; the screen mixing this in holds the :class:`Match`."""

    if TYPE_CHECKING:
        match: Match

        def apply(self, events: list[Event]) -> None: ...

    def action_fork(self, step: int) -> None:
        """To the next (previous) move of the line shown where other moves were tried."""
        self.apply(self.match.fork(step))

    @when_attached
    def on_game_tree_view_node_chosen(self, event: GameTreeView.NodeChosen) -> None:
        """A click on a node of the tree: show that position."""
        event.stop()
        self.apply(self.match.show_node(event.node))

    def action_comment(self) -> None:
        """Type a line to add to the comment of the position shown."""
        match = self.match
        number = match.shown_number
        if number:
            move = match.line_played().moves[number - 1]
            where = point_name(move.point, match.game.size)
            title = t("tree.comment_title", number=number, move=where)
        else:
            title = t("tree.comment_title_start")

        def answered(text: str | None) -> None:
            if text is not None:
                self.apply(match.comment(text))

        self.app.push_screen(CommentScreen(title), attached_only(self, answered))

    def action_delete_variation(self) -> None:
        """Delete the variation shown, once the player says so; on the game's own moves
        the match says why not."""
        match = self.match
        branch = match.variation_shown()
        if branch is None:
            self.apply(match.delete_variation())
            return
        key = "tree.delete_question_lines" if branch.lines > 1 else "tree.delete_question"
        question = t(key, number=branch.node.depth, moves=branch.nodes, lines=branch.lines)

        def answered(yes: bool | None) -> None:
            if yes:
                self.apply(match.delete_variation())

        confirm = ConfirmScreen(question, t("tree.delete_yes"), t("tree.delete_no"))
        self.app.push_screen(confirm, attached_only(self, answered))
