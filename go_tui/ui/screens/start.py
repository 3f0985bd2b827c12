"""The start screen: play, play the computer, learn, problems, continue the last game, quit.

"Play the computer" is one Enter to a game for a learner: Black on 9x9 against the built-in
computer at its gentle level (the new-game dialog offers the rest)."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from go_tui.i18n import t
from go_tui.play.save_files import autosave_path
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.navigation import Navigator, navigator
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.screens.too_small import WatchesSize
from go_tui.ui.textual_fixes import key_bindings


class StartScreen(WatchesSize, Screen[None]):
    """The first screen of ``go-tui``."""

    CSS_PATH = "start.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", "start.play"),
        Binding("t", "play_computer", "start.computer_key", tooltip="start.computer"),
        Binding("l", "app.learn", "start.learn"),
        Binding("o", "app.problems", "start.problems"),
        Binding("c", "continue", "binding.continue"),
        Binding("q", "app.quit", "start.quit"),
        Binding("up,k", "app.focus_previous", show=False),
        Binding("down,j", "app.focus_next", show=False),
    ]

    KEY_WORDS: ClassVar[dict[str, str]] = {
        "play": "play",
        "play_computer": "computer",
        "app.learn": "learn",
        "app.problems": "problems",
        "continue": "continue",
        "app.quit": "quit",
    }
    """Each action's word under ``start.keys``: its letter in the chosen language."""

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)
        self._keys_of_the_language()

    def _keys_of_the_language(self) -> None:
        """Give each command the letter its word starts with in the chosen language
        (Dutch: s Spelen, c Computer, v Verder), in the footer's order."""
        bindings = key_bindings(self)
        rekeyed: dict[str, list[Binding]] = {}
        for key, group in bindings.items():
            word = self.KEY_WORDS.get(group[0].action)
            letter = key if word is None else t(f"start.keys.{word}")
            rekeyed.setdefault(letter, []).extend(replace(b, key=letter) for b in group)
        bindings.clear()
        bindings.update(rekeyed)

    @property
    def go_app(self) -> Navigator:
        return navigator(self.app)

    def compose(self) -> ComposeResult:
        with Vertical(id="menu"):
            yield Static(t("start.title"), id="title")
            yield Static(t("start.subtitle"), id="subtitle")
            yield Button(t("start.play"), compact=True, id="play", variant="primary")
            yield Button(t("start.computer"), compact=True, id="computer")
            yield Button(t("start.learn"), compact=True, id="learn")
            yield Button(t("start.problems"), compact=True, id="problems")
            yield Button(
                t("start.continue"),
                compact=True,
                id="continue",
                disabled=not autosave_path().exists(),
            )
            yield Button(t("start.quit"), compact=True, id="quit")
        yield Footer(compact=True)

    @when_attached
    def on_screen_resume(self) -> None:
        self.query_one("#continue", Button).disabled = not autosave_path().exists()

    @when_attached
    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {
            "play": self.action_play,
            "computer": self.action_play_computer,
            "learn": self.go_app.action_learn,
            "problems": self.go_app.action_problems,
            "continue": self.action_continue,
            "quit": self.app.exit,
        }
        action = actions.get(event.button.id or "")
        if action is not None:
            action()

    def action_play(self) -> None:
        self.go_app.new_game()

    def action_play_computer(self) -> None:
        from go_tui.play.settings import Settings

        self.go_app.play(Settings.against_computer())

    def action_continue(self) -> None:
        self.go_app.continue_last_game()
