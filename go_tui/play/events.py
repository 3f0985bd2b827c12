"""What happened in a match, as data: the model decides, the screen words and draws it.

Every action on a :class:`~go_tui.play.match.Match` returns a list of these
events, in the order they happened.  A move the rules refuse comes back as the
engine's own :class:`~go_tui.engine.Refused`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from go_tui.engine import Color, Point, Refused
from go_tui.engine.atari_warning import Endangered
from go_tui.engine.scoring import Score
from go_tui.play.estimate import Estimate, EstimateTask
from go_tui.play.game_info import Field, InfoProblem
from go_tui.play.hints import GameHint, HintRefusal, HintTask
from go_tui.play.session import LeftOut


@dataclass(frozen=True)
class Played:
    """A stone was played; ``by_computer`` when an engine chose it."""

    color: Color
    point: Point
    captured: int = 0
    by_computer: bool = False


@dataclass(frozen=True)
class InAtari:
    """A warning (a game with warnings on): a person's move left ``chain`` of theirs in
    atari, the opponent taking it next (:mod:`go_tui.engine.atari_warning`)."""

    chain: Endangered


@dataclass(frozen=True)
class Passed:
    """``color`` passed; ``again`` when the opponent had just passed too."""

    color: Color
    again: bool = False


@dataclass(frozen=True)
class Resigned:
    """A person at ``color`` resigned."""

    color: Color


@dataclass(frozen=True)
class Undone:
    """Moves were taken back for good."""


@dataclass(frozen=True)
class NothingToUndo:
    """Undo was asked with no move and no resignation to take back."""


@dataclass(frozen=True)
class NoUndoOnline:
    """Undo was asked in a network game whose connection is lost: only the other player
    (``name``) can agree, once both play on together."""

    name: str


class UndoRefusal(StrEnum):
    """Why an undo in a network game is not taken back: the words of ``undo_declined``."""

    NO = "no"
    """The other player said no."""
    PENDING = "pending"
    """A request is open already (ours or theirs)."""
    OVER = "over"
    """The game is over."""
    NOTHING = "nothing"
    """The asker has no move to take back."""


@dataclass(frozen=True)
class UndoAsking:
    """We asked ``name`` to let us take back our last move; their answer is awaited."""

    name: str


@dataclass(frozen=True)
class UndoAskedBy:
    """``name`` asks to take back their last move: the person here says yes or no
    (:meth:`~go_tui.play.match.Match.answer_undo`)."""

    name: str


@dataclass(frozen=True)
class UndoAgreed:
    """``name`` agreed: our last move (and their reply) are taken back on both sides."""

    name: str


@dataclass(frozen=True)
class UndoDeclined:
    """``name`` declined our undo, or could not take it now (``reason``)."""

    name: str
    reason: UndoRefusal


@dataclass(frozen=True)
class UndoNotNow:
    """An undo that cannot be asked now in a network game: one is open, or the game is over."""

    name: str
    reason: UndoRefusal


@dataclass(frozen=True)
class UndoKept:
    """We said no to ``name``'s undo: the move stays."""

    name: str


@dataclass(frozen=True)
class PeerLineRefused:
    """A line from ``name``'s program was refused (``reason``: the protocol's word for why)
    and answered so; the game goes on as it was."""

    name: str
    reason: str


@dataclass(frozen=True)
class OursRefused:
    """``name``'s program refused a line of ours (``reason``: its words, cut short): both
    sides judge every move by the same rules, so the two games may differ from here."""

    name: str
    reason: str


@dataclass(frozen=True)
class NoPlayOnOnline:
    """Play on after both passed was asked in a network game: the passes stay, as they
    stand in the other player's game too (``name``: the other player)."""

    name: str


@dataclass(frozen=True)
class Reviewing:
    """The board shows the position after move ``number`` of ``total``, not the live game.

    Also the answer to a resignation tried while reviewing (a move tried then is a
    variation, :class:`VariationPlayed`).
    """

    number: int
    total: int


@dataclass(frozen=True)
class Live:
    """Back from reviewing to the game as it stands."""


@dataclass(frozen=True)
class EngineToMove:
    """A person tried to move while the engine ``name`` is to play."""

    name: str


@dataclass(frozen=True)
class EngineStarting:
    color: Color
    name: str


@dataclass(frozen=True)
class EngineThinking:
    color: Color
    name: str


@dataclass(frozen=True)
class EngineReady:
    """The engine ``name`` has started and plays ``color`` from now on."""

    color: Color
    name: str


@dataclass(frozen=True)
class EngineResigned:
    """The engine at ``color`` gave up; ``passed``: by a pass in capture go, which has no
    passes (an engine that plays ordinary Go passes once it sees nothing left to win)."""

    color: Color
    name: str
    passed: bool = False


@dataclass(frozen=True)
class EngineFailed:
    """The engine at ``color`` left the game; a person plays that colour from now on.

    ``cause`` is the exception the engine's task raised (missing, crashed,
    silent, an error answer), or the refusal of the move it chose.
    """

    color: Color
    name: str
    cause: BaseException | Refused


@dataclass(frozen=True)
class PersonPlays:
    """A person plays ``color`` from now on, instead of the engine ``instead_of`` that left
    (it follows :class:`EngineFailed`): the turn is a person's, nothing waits for it."""

    color: Color
    instead_of: str


@dataclass(frozen=True)
class ComputerLeftOut:
    """The opened game names a computer at ``color`` that is not started (another engine's
    command line in a file not our own, or a value that cannot be read): a person plays
    that colour, as the panel says."""

    color: Color
    left: LeftOut


@dataclass(frozen=True)
class ClockLeftOut:
    """The opened game's clock values beyond what a game can hold, left out (``values``
    as the file has them); ``clock``: whether the game has a clock all the same."""

    values: tuple[str, ...]
    clock: bool


@dataclass(frozen=True)
class LostOnTime:
    """``color``'s time ran out: the game is lost (also the answer to undo after it)."""

    color: Color


@dataclass(frozen=True)
class ClockPaused:
    """Both clocks stopped (``paused``) or the running one goes on."""

    paused: bool


@dataclass(frozen=True)
class NeedsMarking:
    """Both players passed in a game counted after agreeing on the dead stones."""


@dataclass(frozen=True)
class CountOpen:
    """Both passed in gebieds-go while borders are still open at ``points`` empty points:
    the count as it stands may be wrong, so the players are asked before it is made."""

    points: int


@dataclass(frozen=True)
class GameEnded:
    """The game is over with ``result`` (SGF RE); ``counted`` when it was counted."""

    result: str
    counted: Score | None = None


@dataclass(frozen=True)
class PlayResumed:
    """Marking was cancelled: the passes are dropped and the game goes on."""


@dataclass(frozen=True)
class InfoChanged:
    """The game information was edited and kept (:mod:`go_tui.play.game_info`), with
    the komi and rules (``japanese``, ``chinese``) the game has now.  ``result_kept``:
    the game's result, which stays as it was though komi or rules changed (counting
    again counts with them); ``""``: none to keep."""

    fields: frozenset[Field]
    komi: float
    rules: str
    result_kept: str = ""


@dataclass(frozen=True)
class InfoRefused:
    """The game information was not kept: what is wrong, field by field."""

    problems: tuple[InfoProblem, ...]


class NoCountReason(StrEnum):
    """Why a game cannot be counted again."""

    NO_RESULT = "no_result"
    """No result yet: a game in progress is counted after two passes."""
    NOT_COUNTED = "not_counted"
    """Capture go and gebieds-go have no dead stones to mark."""
    RESIGNED = "resigned"
    """The game ended here by a resignation or on time: nothing was counted."""


@dataclass(frozen=True)
class CountingAgain:
    """The game's last position goes to the marking screen again; ``result`` stands until
    a new count is accepted."""

    result: str


@dataclass(frozen=True)
class NoCountAgain:
    """The game cannot be counted again, and why."""

    reason: NoCountReason


@dataclass(frozen=True)
class CountedAgain:
    """A new count was accepted: ``new`` replaces ``old`` as the result."""

    old: str
    new: str


@dataclass(frozen=True)
class AutosaveFailed:
    """The game could not be saved automatically; it goes on all the same."""

    error: OSError


@dataclass(frozen=True)
class PreviousNotKept:
    """The game in the autosave could not be kept aside, so this game is not autosaved:
    the one before stays where it is."""

    error: OSError


@dataclass(frozen=True)
class VariationPlayed:
    """A move tried while reviewing, in a variation from move ``start``: the game stays."""

    color: Color
    point: Point | None
    captured: int
    start: int


@dataclass(frozen=True)
class OnVariation:
    """The board shows move ``number`` of a variation from move ``start`` to ``end``."""

    number: int
    start: int
    end: int


@dataclass(frozen=True)
class LineSwitched:
    """At move ``number`` the board follows line ``which`` of the ``count`` tried there
    (``which`` 1: the one it was on before), or there is no other (``count`` 1)."""

    number: int
    which: int
    count: int
    in_game: bool
    """Whether the line now shown is the game's own."""


@dataclass(frozen=True)
class Placing:
    """Black places free handicap stones: ``placed`` of ``total`` so far (also the
    answer to a pass or resignation tried meanwhile)."""

    placed: int
    total: int


@dataclass(frozen=True)
class HandicapPlaced:
    """All ``total`` free handicap stones stand: White moves first."""

    total: int
    by_computer: bool = False


@dataclass(frozen=True)
class EnginePlacing:
    """The engine ``name`` at ``color`` chooses where its handicap stones go."""

    color: Color
    name: str


@dataclass(frozen=True)
class Estimating:
    """The score estimate is being worked out: ``task`` is to run in a thread, and its
    outcome to go back to :meth:`~go_tui.play.match.Match.estimate_done`."""

    task: EstimateTask


@dataclass(frozen=True)
class EstimateShown:
    """The score estimate is laid over the board."""

    estimate: Estimate


@dataclass(frozen=True)
class EstimateHidden:
    """The estimate is off the board again."""


@dataclass(frozen=True)
class NoEstimate:
    """Capture go has no count to estimate: the prisoners are the score."""


@dataclass(frozen=True)
class Hinting:
    """A hint is being worked out: ``task`` is to run in a thread, and its outcome to go
    back to :meth:`~go_tui.play.match.Match.hint_done`."""

    task: HintTask


@dataclass(frozen=True)
class HintShown:
    """The built-in player's move for the person to move is marked on the board."""

    hint: GameHint


@dataclass(frozen=True)
class HintRefused:
    """No hint now, and why."""

    reason: HintRefusal


@dataclass(frozen=True)
class AtFork:
    """The board shows move ``number``, where ``others`` other moves were tried."""

    number: int
    others: int


@dataclass(frozen=True)
class NoFork:
    """No move of the line shown after (``forward``) or before move ``number`` has others
    tried beside it."""

    number: int
    forward: bool


@dataclass(frozen=True)
class CommentAdded:
    """A comment was added to the position after move ``number`` (``0``: the start)."""

    number: int


@dataclass(frozen=True)
class VariationDeleted:
    """The variation from move ``number`` is gone: ``moves`` moves in ``lines`` lines."""

    number: int
    moves: int
    lines: int


@dataclass(frozen=True)
class GameLineKept:
    """Move ``number`` is the game's own: no variation to delete there."""

    number: int


Event = (
    Played
    | InAtari
    | Passed
    | Resigned
    | Refused
    | Undone
    | NothingToUndo
    | NoUndoOnline
    | UndoAsking
    | UndoAskedBy
    | UndoAgreed
    | UndoDeclined
    | UndoNotNow
    | UndoKept
    | PeerLineRefused
    | OursRefused
    | NoPlayOnOnline
    | CountOpen
    | Reviewing
    | Live
    | EngineToMove
    | EngineStarting
    | EngineThinking
    | EngineReady
    | EngineResigned
    | EngineFailed
    | PersonPlays
    | ComputerLeftOut
    | ClockLeftOut
    | NeedsMarking
    | LostOnTime
    | ClockPaused
    | GameEnded
    | PlayResumed
    | InfoChanged
    | InfoRefused
    | CountingAgain
    | NoCountAgain
    | CountedAgain
    | AutosaveFailed
    | PreviousNotKept
    | VariationPlayed
    | OnVariation
    | LineSwitched
    | Placing
    | HandicapPlaced
    | EnginePlacing
    | Estimating
    | EstimateShown
    | EstimateHidden
    | NoEstimate
    | Hinting
    | HintShown
    | HintRefused
    | AtFork
    | NoFork
    | CommentAdded
    | VariationDeleted
    | GameLineKept
)
