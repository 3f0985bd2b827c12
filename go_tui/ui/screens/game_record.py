"""The record of a game on the game screen: its information, counting a finished game
again, and the position shown exported as a diagram or an image.

Mixed into :class:`~go_tui.ui.screens.game.GameScreen`: each command asks the match
(:meth:`~go_tui.play.match.Match.edit_info`, :meth:`~go_tui.play.match.Match.count_again`)
and opens the dialog or screen for the answer; the export writes the pure functions of
:mod:`go_tui.formats.board_export` to a file the user names.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from go_tui.engine import Game
from go_tui.engine.count import Count
from go_tui.formats.board_export import board_svg, sensei_diagram
from go_tui.i18n import t
from go_tui.play.events import CountingAgain
from go_tui.play.game_info import GameDetails
from go_tui.play.match import Match
from go_tui.ui.screens.attached import attached_only
from go_tui.ui.screens.dialogs import PathScreen, games_dir, write_to
from go_tui.ui.screens.game_info import GameInfoScreen

if TYPE_CHECKING:
    from textual.screen import Screen

    from go_tui.play.events import Event

    _Base = Screen[Any]
else:
    _Base = object

EXPORTS = (".txt", ".svg")
"""The file names an export takes: a text diagram, or an image."""


class GameRecord(_Base):
    """The record's commands; the screen mixing this in holds the :class:`Match`."""

    if TYPE_CHECKING:
        match: Match

        def apply(self, events: list[Event]) -> None: ...

        def say(self, text: str) -> None: ...

        def shown_game(self) -> Game: ...

    def action_game_info(self) -> None:
        """Show the game information, and keep what the player changes."""

        def done(details: GameDetails | None) -> None:
            if details is not None:
                self.apply(self.match.edit_info(details))

        self.app.push_screen(GameInfoScreen(self.match.session), attached_only(self, done))

    def action_recount(self) -> None:
        """Mark the dead stones of a finished game again; the result changes only when the
        new count is accepted, and the message line says what became of it."""
        from go_tui.ui.screens.marking import MarkingScreen

        events = self.match.count_again()
        self.apply(events)
        if not any(isinstance(event, CountingAgain) for event in events):
            return
        old = self.match.session.info.result

        def done(count: Count | None) -> None:
            if count is None:
                self.say(t("recount.kept", result=old))
            else:
                self.apply(self.match.counted_again(count))

        ascii = bool(getattr(self.app, "ascii", False))
        self.app.push_screen(
            MarkingScreen(self.match, ascii=ascii, again=True), attached_only(self, done)
        )

    def action_export(self) -> None:
        """Write the position shown to a file: a text diagram or an SVG image."""
        ask_and_export(self, self.shown_game(), self.say)


def ask_and_export(screen: Screen[Any], game: Game, written: Callable[[str], None]) -> None:
    """Ask where to write ``game``'s position (a name in the games folder, where games are
    saved, by default), write it as its name's ending says, and report where."""
    size = game.size
    stamp = time.strftime("%Y-%m-%d-%H%M")
    default = games_dir() / f"go-{size}x{size}-{stamp}-move-{game.move_number}.txt"
    asked: set[Path] = set()

    def attempt(path: Path) -> str | None:
        """Write; an existing file is replaced only when Enter is pressed on it twice."""
        suffix = path.suffix.lower()
        if suffix not in EXPORTS:
            return t("export.suffix", suffix=path.suffix or path.name)
        replace = path in asked
        asked.add(path)
        return write_to(path, lambda: exported(game, suffix), replace=replace)

    def done(path: Path | None) -> None:
        if path is not None:
            written(t("export.written", path=str(path)))

    screen.app.push_screen(
        PathScreen(t("export.title"), default, attempt), attached_only(screen, done)
    )


def exported(game: Game, suffix: str) -> str:
    """``game``'s position as a file ending in ``suffix`` holds it."""
    last = game.last_move
    point = last.point if last is not None else None
    if suffix == ".svg":
        return board_svg(game.board, point)
    title = t("export.diagram_title", number=game.move_number)
    return sensei_diagram(game.board, game.to_move, point, title)
