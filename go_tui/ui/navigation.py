"""What a screen may ask of the app: the ways between screens.

Screens depend on this protocol rather than on the app class, so imports run
one way (the app opens screens; screens never import the app).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from go_tui.play.position_setup import PositionSetup
    from go_tui.play.session import Session
    from go_tui.play.settings import Settings
    from go_tui.problems import ProblemProgress
    from go_tui.problems.timed import TimedSet


@runtime_checkable
class Navigator(Protocol):
    def new_game(
        self, settings: Settings | None = None, cancelled: Callable[[], object] | None = None
    ) -> None: ...

    def play(self, settings: Settings) -> None: ...

    def set_up(self, setup: PositionSetup, current: Session) -> None: ...

    def continue_last_game(self) -> None: ...

    def action_learn(self) -> None: ...

    def action_problems(self) -> None: ...

    def timed_set(self, timed: TimedSet, progress: ProblemProgress) -> None: ...

    def check_size(self) -> None: ...


def navigator(app: object) -> Navigator:
    """The running app, as the screens see it."""
    assert isinstance(app, Navigator)
    return app
