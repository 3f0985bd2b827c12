"""How a game is set up, and the one place that says which set-ups can be played.

``go-tui play`` and the new-game dialog gather the same choices in different ways
(options typed on a command line, fields filled in on a screen) and hand them over as
:class:`Choices`, raw: numbers as typed, names as given.  :meth:`Settings.from_choices`
either makes :class:`Settings` of them or says what is wrong, each problem by the
:class:`Choice` it is about and a sentence of the catalogues (``[settings]``), so that
both front ends refuse the same things in the same words, each pointing at its own
option or field.

The variants are the ones the booklets play:

* normal go, counted at the end after the dead stones are agreed;
* capture go (slag-go): the first to capture ``capture_goal`` stones wins, and
  passing is not allowed (``Rules.capture_goal`` in the engine);
* gebieds-go: counted as it stands, without removing dead stones;
* rengo (pair go): four players, each pair alternating within its colour.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import StrEnum

from go_tui.engine import Color, Game, Rules, decimal_number, handicap_limit, whole_number
from go_tui.play.clock import ClockSpecError, TimeControl, parse_clock
from go_tui.play.computer import (
    COMPUTER,
    COMPUTER_LEVEL,
    COMPUTER_SIZE,
    GNUGO,
    GNUGO_LEVEL,
    LEVELS,
    EngineChoice,
)
from go_tui.words import Phrase

SIZES = (9, 13, 19)
"""The boards a game is played on (the booklets', and the ones engines know best)."""
RULES = ("japanese", "chinese")
"""The rules offered by name; :meth:`Rules.named` knows a few more spellings."""


class Variant(StrEnum):
    NORMAL = "normal"
    CAPTURE = "capture"
    TERRITORY = "territory"
    """Gebieds-go: counted without removing dead stones."""
    RENGO = "rengo"


class PlayerKind(StrEnum):
    """Who plays a colour: a person, or one of the computers."""

    PERSON = "person"
    COMPUTER = COMPUTER
    """The built-in player."""
    GNUGO = GNUGO
    OTHER = "other"
    """Another GTP engine, by its command line."""

    @classmethod
    def of(cls, choice: EngineChoice | None) -> PlayerKind:
        if choice is None:
            return cls.PERSON
        if choice.is_computer:
            return cls.COMPUTER
        return cls.GNUGO if choice.is_gnugo else cls.OTHER

    @property
    def default_level(self) -> int | None:
        """The level this kind plays at unless told; ``None``: it has no level to choose."""
        return {PlayerKind.COMPUTER: COMPUTER_LEVEL, PlayerKind.GNUGO: GNUGO_LEVEL}.get(self)


WARNINGS_UP_TO_LEVEL = 5
"""Against the built-in computer or GNU Go up to this level, a person is warned of stones
left in atari unless they say otherwise: a learner's game."""


def wants_warnings(
    black: EngineChoice | None, white: EngineChoice | None, told: bool | None = None
) -> bool:
    """Whether a game with these computers (``None``: a person) warns: as ``told``, else
    when one person plays a gentle computer."""
    if told is not None:
        return told
    computer = black or white
    if (black is None) == (white is None) or computer is None:
        return False
    gentle = computer.is_computer or computer.is_gnugo
    return gentle and computer.level <= WARNINGS_UP_TO_LEVEL


def wants_hints(
    black: EngineChoice | None, white: EngineChoice | None, told: bool | None = None
) -> bool:
    """Whether a person may ask for hints in a game with these computers (``None``: a
    person): as ``told``, else when one person plays a computer, of any kind or level.
    Two people agree on it first (they say so), and two computers have no one to tell."""
    if told is not None:
        return told
    return (black is None) != (white is None)


def komi_limit(size: int) -> int:
    """The largest komi (either way) a game on this board may have: more than every point
    of the board decides nothing a count could."""
    return size * size


def capture_goal_allowed(goal: int) -> bool:
    """Whether capture go can be played to ``goal`` captures: one at least (``go-tui gtp
    --capture-goal`` asks too)."""
    return goal >= 1


def default_komi(handicap: int, rules: str = "japanese") -> float:
    """6.5 for an even game (the booklets' and most clubs' choice), 7.5 under Chinese
    rules (area counting gives about one point more), 0.5 with handicap."""
    if handicap >= 2:
        return 0.5
    return 7.5 if rules.strip().lower() == "chinese" else 6.5


class Choice(StrEnum):
    """What a set-up problem is about: the option or field to point at."""

    SIZE = "size"
    HANDICAP = "handicap"
    FREE_HANDICAP = "free_handicap"
    KOMI = "komi"
    VARIANT = "variant"
    CAPTURE_GOAL = "capture_goal"
    RULES = "rules"
    CLOCK = "clock"
    BLACK_LEVEL = "black_level"
    WHITE_LEVEL = "white_level"
    BLACK_COMMAND = "black_command"
    WHITE_COMMAND = "white_command"


@dataclass(frozen=True)
class SetupProblem:
    """Why the choices make no game: ``words`` say it, in the chosen language."""

    about: Choice
    words: Phrase


@dataclass(frozen=True)
class Seat:
    """Who plays one colour, as chosen: the names of the people (two in rengo), or the
    computer with its level (``None``: the kind's own) and, for another engine, the
    command line that starts it."""

    kind: PlayerKind = PlayerKind.PERSON
    names: tuple[str, ...] = ()
    level: int | str | None = None
    command: str = ""


@dataclass(frozen=True)
class Choices:
    """A new game as asked for, before anyone has checked it.  Numbers come as the command
    line parsed them or as text typed in the dialog; either way the same rules judge them."""

    size: int | None = None
    """``None``: 19x19, or 9x9 when the built-in computer plays."""
    komi: float | str | None = None
    """``None``: :func:`default_komi` for the handicap."""
    handicap: int = 0
    free_handicap: bool = False
    variant: str = Variant.NORMAL
    capture_goal: int | str = 1
    rules: str = "japanese"
    clock: str = ""
    """A clock spec (``10m+5x30s``); empty: no clock."""
    black: Seat = Seat()
    white: Seat = Seat()
    warnings: bool | None = None
    """Warn a person of stones left in atari; ``None``: as :func:`wants_warnings` finds."""
    hints: bool | None = None
    """Let a person ask for a hint; ``None``: as :func:`wants_hints` finds."""


def _problem(about: Choice, key: str, **values: object) -> SetupProblem:
    return SetupProblem(about, Phrase(f"settings.{key}", values))


@dataclass(frozen=True)
class Settings:
    """What the new-game dialog and ``go-tui play`` ask for, checked."""

    size: int = 19
    komi: float | None = None
    """``None``: :func:`default_komi` for the handicap."""
    handicap: int = 0
    variant: Variant = Variant.NORMAL
    capture_goal: int = 1
    rules: str = "japanese"
    black: tuple[str, ...] = ()
    """One name, or two for rengo (the first plays first)."""
    white: tuple[str, ...] = ()
    black_engine: EngineChoice | None = None
    """The computer playing Black; ``None``: a person."""
    white_engine: EngineChoice | None = None
    clock: TimeControl | None = None
    """The time control; ``None``: no clock."""
    free_handicap: bool = False
    """Black places the handicap stones where it likes, before White's first move."""
    warnings: bool = False
    """A person is told when their move leaves a chain of theirs in atari."""
    hints: bool = False
    """A person may ask for the built-in player's move (``h`` Enter)."""

    @classmethod
    def against_computer(cls, level: int = COMPUTER_LEVEL) -> Settings:
        """A learner's game: Black against the built-in computer, gently, on 9x9."""
        computer = EngineChoice.computer(level)
        return cls(
            size=COMPUTER_SIZE,
            white_engine=computer,
            warnings=wants_warnings(None, computer),
            hints=wants_hints(None, computer),
        )

    @classmethod
    def from_choices(cls, choices: Choices) -> Settings | list[SetupProblem]:
        """The settings ``choices`` describe, or every reason they describe no game, in
        the order the dialog shows its fields."""
        problems: list[SetupProblem] = []
        kinds = (choices.black.kind, choices.white.kind)
        size = choices.size
        if size is None:
            size = COMPUTER_SIZE if PlayerKind.COMPUTER in kinds else 19
        handicap = choices.handicap
        limit = handicap_limit(size)
        if size not in SIZES:  # no handicap to judge on a board not played
            problems.append(_problem(Choice.SIZE, "size", size=size))
        elif handicap and handicap < 2:
            problems.append(_problem(Choice.HANDICAP, "handicap_few", limit=limit))
        elif handicap > limit:
            problems.append(_problem(Choice.HANDICAP, "handicap_many", limit=limit, size=size))
        if choices.free_handicap and handicap < 2:
            problems.append(_problem(Choice.FREE_HANDICAP, "free_needs_handicap", limit=limit))
        komi = _komi(choices.komi, size, problems)
        variant = Variant.NORMAL
        if choices.variant in set(Variant):
            variant = Variant(choices.variant)
        else:
            problems.append(_problem(Choice.VARIANT, "variant", variant=choices.variant))
        goal = 1
        if variant is Variant.CAPTURE:
            goal = _capture_goal(choices.capture_goal, problems)
        try:
            Rules.named(choices.rules)
        except ValueError:
            problems.append(_problem(Choice.RULES, "rules", rules=choices.rules))
        clock = None
        try:
            clock = parse_clock(choices.clock) if choices.clock.strip() else None
        except ClockSpecError as bad:
            problems.append(_problem(Choice.CLOCK, "clock", spec=bad.spec))
        engines = {
            color: _engine(color, seat, problems)
            for color, seat in ((Color.BLACK, choices.black), (Color.WHITE, choices.white))
        }
        if variant is Variant.RENGO and any(kind is not PlayerKind.PERSON for kind in kinds):
            problems.append(_problem(Choice.VARIANT, "rengo_computers"))
        if problems:
            return problems
        names = 2 if variant is Variant.RENGO else 1
        return cls(
            size=size,
            komi=komi,
            handicap=handicap,
            variant=variant,
            capture_goal=goal,
            rules=choices.rules,
            black=_names(choices.black, names),
            white=_names(choices.white, names),
            black_engine=engines[Color.BLACK],
            white_engine=engines[Color.WHITE],
            clock=clock,
            free_handicap=choices.free_handicap,
            warnings=wants_warnings(engines[Color.BLACK], engines[Color.WHITE], choices.warnings),
            hints=wants_hints(engines[Color.BLACK], engines[Color.WHITE], choices.hints),
        )

    @property
    def places_handicap(self) -> bool:
        return self.free_handicap and self.handicap >= 2

    def computers(self) -> dict[Color, EngineChoice]:
        """The colours a computer plays, and which one; in capture go each is told the goal
        (the built-in player plays to it)."""
        goal = max(1, self.capture_goal) if self.variant is Variant.CAPTURE else 0
        engines = ((Color.BLACK, self.black_engine), (Color.WHITE, self.white_engine))
        return {
            color: replace(choice, capture_goal=goal)
            for color, choice in engines
            if choice is not None
        }

    def rules_in_force(self) -> Rules:
        if self.variant is Variant.CAPTURE:
            return Rules(capture_goal=max(1, self.capture_goal))
        return Rules.named(self.rules)

    def new_game(self) -> Game:
        """The game these settings describe; raises ``ValueError`` for impossible ones."""
        komi = default_komi(self.handicap, self.rules) if self.komi is None else self.komi
        if self.variant is Variant.CAPTURE:
            komi = 0.0
        if self.places_handicap:  # the stones come as Black places them
            return Game(size=self.size, komi=komi, rules=self.rules_in_force(), first=Color.BLACK)
        return Game(
            size=self.size,
            komi=komi,
            handicap=self.handicap if self.handicap >= 2 else 0,
            rules=self.rules_in_force(),
        )


def _komi(given: float | str | None, size: int, problems: list[SetupProblem]) -> float | None:
    """The komi given, when a game on this board can have it: a number (SGF's KM holds no
    ``inf`` or ``nan``) within :func:`komi_limit`."""
    if given is None:
        return None
    komi = read_komi(given, size)
    if isinstance(komi, Phrase):
        problems.append(SetupProblem(Choice.KOMI, komi))
        return None
    return komi


def read_komi(given: float | str, size: int) -> float | Phrase:
    """The komi given (a number, or text as typed: ``6.5``, ``6,5``), or the words saying
    why a game on this board cannot have it (the new-game dialog and the game information
    judge it alike)."""
    komi = decimal_number(given) if isinstance(given, str) else float(given)
    if komi is None:
        return Phrase("settings.komi_number")
    limit = komi_limit(size)
    if not math.isfinite(komi) or abs(komi) > limit:
        return Phrase("settings.komi_limit", {"komi": f"{komi:g}", "limit": limit, "size": size})
    return komi


def _capture_goal(given: int | str, problems: list[SetupProblem]) -> int:
    goal = whole_number(given) if isinstance(given, str) else given
    if goal is None or not capture_goal_allowed(goal):
        problems.append(_problem(Choice.CAPTURE_GOAL, "capture_goal"))
        return 1
    return goal


def _engine(color: Color, seat: Seat, problems: list[SetupProblem]) -> EngineChoice | None:
    """The computer at ``color`` (``None``: a person).  A level given is checked whoever
    plays: ``go-tui play --level 11`` is refused even before a computer is named."""
    black = color is Color.BLACK
    level = seat.kind.default_level or GNUGO_LEVEL
    if seat.level is not None:
        given = whole_number(seat.level) if isinstance(seat.level, str) else seat.level
        if given is None or given not in LEVELS:
            about = Choice.BLACK_LEVEL if black else Choice.WHITE_LEVEL
            problems.append(_problem(about, "level", low=LEVELS[0], high=LEVELS[-1]))
            return None
        level = given
    match seat.kind:
        case PlayerKind.PERSON:
            return None
        case PlayerKind.COMPUTER:
            return EngineChoice.computer(level)
        case PlayerKind.GNUGO:
            return EngineChoice(GNUGO, level)
    command = seat.command.strip()
    if not command:
        problems.append(
            _problem(Choice.BLACK_COMMAND if black else Choice.WHITE_COMMAND, "command")
        )
        return None
    return EngineChoice(command, level)


def _names(seat: Seat, most: int) -> tuple[str, ...]:
    """The people at a seat, as many as play there (none when a computer does)."""
    if seat.kind is not PlayerKind.PERSON:
        return ()
    return tuple(name for name in (name.strip() for name in seat.names) if name)[:most]
