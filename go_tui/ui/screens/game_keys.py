"""Which keys the game screen offers now: what the match allows, greyed or left out.

Mixed into :class:`~go_tui.ui.screens.game.GameScreen`.  Textual asks
:meth:`GameKeys.check_action` for every key in the footer; the footer is drawn
again only when the answers change (:meth:`GameKeys.update_bindings`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from go_tui.play.match import Match
from go_tui.ui.textual_fixes import key_bindings

if TYPE_CHECKING:
    from textual.screen import Screen

    _Base = Screen[Any]
else:
    _Base = object


class GameKeys(_Base):
    """The game's keys as the match allows them; the screen holds the :class:`Match`."""

    if TYPE_CHECKING:
        match: Match

    _allowed: tuple[bool, ...] | None = None
    """What the footer last showed as allowed (see :meth:`update_bindings`)."""

    def hide_keys(self, *keys: str) -> None:
        """Leave ``keys`` out of the footer: in capture go passing and the estimate, after
        a loss on time undo, are refused (the keys still say so when pressed)."""
        bindings = key_bindings(self)
        for key in keys:
            bindings[key] = [replace(binding, show=False) for binding in bindings[key]]

    def update_bindings(self) -> None:
        """Have the footer drawn again when what :meth:`check_action` allows has changed;
        every refresh rebuilds the footer whole, which is most of a move's time on screen."""
        match = self.match
        allowed = (
            match.person_to_move,
            match.can_undo,
            match.is_live,
            match.can_review(-1),
            match.can_review(1),
            match.can_pause,
            bool(match.session.variations),
            match.game.is_over,
        )
        if allowed != self._allowed:
            self._allowed = allowed
            if match.session.lost_on_time is not None:
                self.hide_keys("u")  # lost on time stays lost
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """What the match allows now; a command not allowed is shown greyed out."""
        match = self.match
        if action in ("pass_turn", "resign"):
            if match.game.is_over and not match.session.placing:
                return False  # nothing to pass or resign once the game has ended
            return True if match.person_to_move else None
        if action == "undo":
            if match.session.lost_on_time is not None:
                return True  # not offered (see update_bindings), but u⏎ says why
            return True if match.can_undo else None
        if action == "live":
            return not match.is_live
        if action == "pause_clock":
            return True if match.can_pause else (None if match.clock else False)
        if action == "switch_line":
            return True if match.session.variations else None
        if action == "review" and parameters:
            return True if match.can_review(int(str(parameters[0]))) else None
        return True
