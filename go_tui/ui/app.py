"""The go-tui app: a thin shell that opens the first screen and offers the commands.

Screens own the game; the app only chooses where to start (start screen, a new
game, or the last game), keeps the terminal-too-small message up to date, and
lists the active screen's bindings and the board themes in the command palette.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.actions import ActionParseResult
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.dom import DOMNode
from textual.screen import Screen

from go_tui.i18n import set_language, t
from go_tui.play.save_files import AUTOSAVE_NAME, claim_autosave, keep_left_games, kept_path
from go_tui.preferences import load_preferences
from go_tui.ui.screens.attached import in_use
from go_tui.ui.screens.too_small import TooSmallScreen, needed_size
from go_tui.ui.textual_fixes import AppCommandPalette, key_bindings

if TYPE_CHECKING:
    from go_tui.play.position_setup import PositionSetup
    from go_tui.play.remote import RemotePeer
    from go_tui.play.session import Session
    from go_tui.play.settings import Settings
    from go_tui.problems import ProblemProgress
    from go_tui.problems.timed import TimedSet


class GoApp(App[None]):
    """Two players at one terminal; learning and problems beside it."""

    TITLE = "go-tui"
    CSS = """
    Screen { background: $background; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("ctrl+c", "quit", show=False, priority=True)]

    def __init__(
        self,
        *,
        ascii: bool = False,
        settings: Settings | None = None,
        resume: bool = False,
        opening: Callable[[GoApp], None] | None = None,
        notices: Iterable[str] = (),
        bell: bool = False,
        remote: RemotePeer | None = None,
    ) -> None:
        """``remote``: the player at another computer in the first game (``--host``,
        ``--join``), its settings ``settings``."""
        super().__init__()
        self._localize_palette_key()
        self.ascii = ascii
        self.first_settings = settings
        self.resume = resume
        self.opening = opening
        """Opens a screen above the start screen (``go-tui learn``, ``go-tui problems``)."""
        self.notices = list(notices)
        """Shown at the start: where this window saves, games kept from closed windows."""
        self.board_theme = load_preferences().board_theme
        """The theme every board is drawn in; the palette changes it."""
        self.bell_on_time = bell
        """Ring the terminal bell in a player's last seconds on the clock (``--bell``)."""
        self.remote = remote

    def on_mount(self) -> None:
        from go_tui.ui.screens.start import StartScreen

        self.push_screen(StartScreen())
        if hasattr(signal, "SIGHUP"):
            asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, self.hang_up)
        for notice in self.notices:
            self.notify(notice, timeout=15)
        if self.resume:
            self.continue_last_game()
        elif self.first_settings is not None:
            self.start_new(self.first_settings)
        elif self.opening is not None:
            self.opening(self)

    def hang_up(self) -> None:
        """The terminal was closed: save what waits to be saved, then end (by default the
        process would die at once)."""
        from go_tui.ui.screens.game import GameScreen

        for screen in self.screen_stack:
            if isinstance(screen, GameScreen):
                screen.save_unsaved()
        self.exit()

    # ---- games -----------------------------------------------------------------
    def start_game(
        self, session: Session, *, fresh: bool = True, remote: RemotePeer | None = None
    ) -> None:
        """Open the game screen for ``session`` on top of the start screen.

        A ``fresh`` game (new, or opened from a file) takes over the autosave;
        the game it replaces is kept (:func:`go_tui.play.save_files.keep_previous`).
        """
        from go_tui.ui.screens.game import GameScreen

        self.push_screen(GameScreen(session, fresh=fresh, remote=remote))

    def start_new(self, settings: Settings) -> None:
        """A new game with ``settings`` (the game and its engine load only now, after the
        start screen is up)."""
        from go_tui.play.session import Session

        remote, self.remote = self.remote, None  # the other player is in the first game only
        self.start_game(Session.start(settings), remote=remote)

    def new_game(
        self, settings: Settings | None = None, cancelled: Callable[[], object] | None = None
    ) -> None:
        """Ask for the settings of a new game, then open it; ``cancelled`` runs on Cancel."""
        from go_tui.ui.screens.new_game import NewGameScreen

        def chosen(settings: Settings | None) -> None:
            if settings is not None:
                self.back_to_start()
                self.start_new(settings)
            elif cancelled is not None:
                cancelled()

        self.push_screen(NewGameScreen(settings or self.first_settings), chosen)

    def set_up(self, setup: PositionSetup, current: Session) -> None:
        """Let the player set up a position; a game from it replaces ``current``'s."""
        from go_tui.ui.screens.setup_position import SetupScreen

        def chosen(done: PositionSetup | None) -> None:
            if done is not None:
                self.back_to_start()
                self.start_game(done.session(current))

        self.push_screen(SetupScreen(setup, ascii=self.ascii), chosen)

    def play(self, settings: Settings) -> None:
        """A new game with ``settings`` at once, without the dialog."""
        self.back_to_start()
        self.start_new(settings)

    def back_to_start(self) -> None:
        """Close every screen above the start screen."""
        while len(self.screen_stack) > 2:
            self.pop_screen()

    def continue_last_game(self) -> None:
        """Open the autosaved game, or say why there is none."""
        from go_tui.play.autosave import DamagedSave, load_autosave
        from go_tui.ui.text import reading_error_words

        try:
            session = load_autosave()
        except DamagedSave as damaged:
            why = reading_error_words(damaged.__cause__, damaged.reason)
            self.notify(
                t("start.damaged", error=why, path=str(damaged.kept)),
                severity="error",
                timeout=15,
            )
            return
        if session is None:
            self.notify(t("start.no_save"), severity="warning")
            return
        remote, self.remote = self.remote, None  # a network game played on (--resume)
        self.start_game(session, fresh=False, remote=remote)

    def action_learn(self) -> None:
        from go_tui.ui.screens.lessons import LessonListScreen

        self.push_screen(LessonListScreen())

    def action_problems(self) -> None:
        from go_tui.ui.screens.problems import ProblemListScreen

        self.push_screen(ProblemListScreen())

    def timed_set(self, timed: TimedSet, progress: ProblemProgress) -> None:
        from go_tui.ui.screens.timed import TimedProblemScreen

        self.push_screen(TimedProblemScreen(timed, progress))

    # ---- the terminal's size ----------------------------------------------------
    def check_size(self) -> None:
        """Show the too-small message while the terminal cannot hold the screen below it."""
        top = self.screen
        if isinstance(top, TooSmallScreen):
            below = self.screen_stack[-2] if len(self.screen_stack) > 1 else None
            if below is None or self._fits(below):
                top.dismiss()
            else:
                top.update(self.size, needed_size(below))
        elif not self._fits(top):
            self.push_screen(TooSmallScreen(self.size, needed_size(top)))

    def _fits(self, screen: Screen[object]) -> bool:
        width, height = needed_size(screen)
        return self.size.width >= width and self.size.height >= height

    # ---- the command palette ------------------------------------------------------
    def _localize_palette_key(self) -> None:
        """The footer's palette entry in the chosen language (Textual names it in English)."""
        bindings = key_bindings(self)
        key = self.COMMAND_PALETTE_BINDING
        bindings[key] = [
            replace(binding, description=t("app.palette"), tooltip=t("app.palette_tooltip"))
            if binding.action == "command_palette"
            else binding
            for binding in bindings.get(key, [])
        ]

    def action_command_palette(self) -> None:
        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            # No id (Textual gives it one): a palette still being taken down would hold it.
            self.push_screen(AppCommandPalette(placeholder=t("app.palette_search")))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """The screen's commands: every binding with a name, in the chosen language, its
        longer text below it when it has one.  Textual's own bindings (focus, copy, press a
        button, quit, edit a field) are left out: their names are English, and each is a
        key the screen already offers or does nothing from the palette."""
        seen: set[str] = set()
        for active in screen.active_bindings.values():
            binding = active.binding
            if not binding.description or not active.enabled or binding.action in seen:
                continue
            if binding.action == "command_palette" or _textual_own(active.node, binding):
                continue
            seen.add(binding.action)
            yield SystemCommand(
                binding.description,
                "" if binding.tooltip == binding.description else binding.tooltip,
                lambda node=active.node, action=binding.action: self._run(node, action),
            )
        from go_tui.ui.theme_commands import theme_commands

        yield from theme_commands(self)

    def _run(self, node: object, action: str) -> None:
        self.call_later(self.run_action, action, node)

    async def run_action(
        self,
        action: str | ActionParseResult,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        """Run an action (a key's binding, a command from the palette), unless it was asked
        for on a screen that has gone since: keys that arrive together can close a screen
        before its next key's binding runs."""
        if default_namespace is not None and not in_use(default_namespace):
            return False
        return await super().run_action(action, default_namespace, namespaces)


def _textual_own(node: DOMNode, binding: Binding) -> bool:
    """Whether ``binding`` is one that a class of Textual's declares on ``node``."""
    own = (binding.action, binding.description)
    return any(
        cls.__module__.startswith("textual.") and own in _declared(cls)
        for cls in type(node).__mro__
    )


def _declared(cls: type) -> set[tuple[str, str]]:
    """The (action, description) of each binding a class itself declares."""
    declared: list[BindingType] = cls.__dict__.get("BINDINGS", [])
    return {
        (item.action, item.description) if isinstance(item, Binding) else (item[1], item[2])
        for item in declared
        if isinstance(item, Binding) or len(item) == 3
    }


def run(
    *,
    lang: str | None = None,
    ascii: bool = False,
    settings: Settings | None = None,
    resume: bool = False,
    opening: Callable[[GoApp], None] | None = None,
    bell: bool = False,
    remote: RemotePeer | None = None,
) -> None:
    """Start the app (the ``go-tui`` command)."""
    set_language(lang)
    notices = window_notices(claim_autosave(), keep_left_games())
    GoApp(
        ascii=ascii,
        settings=settings,
        resume=resume,
        opening=opening,
        notices=notices,
        bell=bell,
        remote=remote,
    ).run()


def window_notices(save: Path, kept: int) -> list[str]:
    """What to tell at the start about other go-tui windows on the same data folder."""
    notices = []
    if save.name != AUTOSAVE_NAME:
        notices.append(t("start.second_window", file=save.name))
    if kept:
        notices.append(t("start.left_games", count=kept, path=str(kept_path())))
    return notices
