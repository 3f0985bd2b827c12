"""Game clocks: the time controls clubs play, a clock that runs for the player to move,
and how both are told to a GTP engine (:mod:`go_tui.play.session_sgf` writes them in SGF).

Vocabulary.  A :class:`TimeControl` is what the players agreed (``10m+5x30s``);
a :class:`TimeLeft` is one player's time at one moment; a :class:`Clock` holds
both players' time and knows whose is running.  The systems:

* absolute (``20m``): the main time is all there is;
* byo-yomi (``10m+5x30s``): after the main time, 5 periods of 30 s; a move made
  within a period keeps it, a period used up is gone;
* Canadian (``10m+25/5m``): after the main time, 25 stones in 5 minutes; after
  the 25th stone the period starts again;
* Fischer (``5m+10s``): 10 s are added to the main time after every move.

The clock never reads the time of day itself: it asks ``now`` (a monotonic
clock by default), so tests move time by hand and never sleep.  Time runs for
the colour set running, never while paused, and nothing gives time back.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from go_tui.engine import Color

MAX_SECONDS = 100 * 3600
"""The longest main time or period a spec may ask for."""
MAX_COUNT = 1000
"""The most periods or stones a spec may ask for."""
EXAMPLES = "20m, 10m+5x30s, 10m+25/5m, 5m+10s"
"""Good specs, one of each system, for the message that refuses a bad one."""
WARN_SECONDS = 10.0
"""The last seconds of a player's time, shown as a warning."""


class System(StrEnum):
    ABSOLUTE = "absolute"
    BYOYOMI = "byoyomi"
    CANADIAN = "canadian"
    FISCHER = "fischer"


class ClockSpecError(ValueError):
    """A spec that names no time control; ``str()`` shows good ones."""

    def __init__(self, spec: str) -> None:
        super().__init__(f"{spec!r} is not a clock; write it as one of {EXAMPLES}")
        self.spec = spec


def system_now() -> float:
    """The default time source: seconds on a clock that never goes back."""
    return time.monotonic()


@dataclass(frozen=True)
class TimeLeft:
    """One player's time: main time, then (byo-yomi, Canadian) the current period."""

    main: float
    period: float = 0.0
    """Seconds left in the current overtime period (byo-yomi and Canadian)."""
    periods: int = 0
    """Byo-yomi periods left, the current one included."""
    stones: int = 0
    """Canadian stones still to play in the current period."""
    lost: bool = False

    @property
    def overtime(self) -> bool:
        """Whether the main time is used up and the periods count."""
        return self.main <= 0 and (self.periods > 0 or self.stones > 0)

    @property
    def seconds(self) -> float:
        """The seconds that count down now: the main time, or the current period."""
        if self.lost:
            return 0.0
        return self.period if self.overtime else max(0.0, self.main)


@dataclass(frozen=True)
class TimeControl:
    """The time the players agreed on."""

    system: System
    main: float
    """Main time in seconds."""
    period: float = 0.0
    """Byo-yomi period, or Canadian period, in seconds."""
    periods: int = 0
    """Byo-yomi periods."""
    stones: int = 0
    """Canadian stones per period."""
    increment: float = 0.0
    """Fischer seconds added per move."""

    # ---- words ----------------------------------------------------------------------
    @property
    def spec(self) -> str:
        """The spec that parses back to this control: ``10m+5x30s``."""
        main = duration_text(self.main)
        if self.system is System.BYOYOMI:
            return f"{main}+{self.periods}x{duration_text(self.period)}"
        if self.system is System.CANADIAN:
            return f"{main}+{self.stones}/{duration_text(self.period)}"
        if self.system is System.FISCHER:
            return f"{main}+{duration_text(self.increment)}"
        return main

    @property
    def overtime_text(self) -> str:
        """SGF OT as KGS and CGoban write it (``5x30 byo-yomi``); empty for absolute."""
        if self.system is System.BYOYOMI:
            return f"{self.periods}x{self.period:g} byo-yomi"
        if self.system is System.CANADIAN:
            return f"{self.stones}/{self.period:g} Canadian"
        if self.system is System.FISCHER:
            return f"{self.increment:g} fischer"
        return ""

    # ---- time --------------------------------------------------------------------------
    def start(self) -> TimeLeft:
        """A player's time before the first move."""
        periods = self.periods if self.system is System.BYOYOMI else 0
        stones = self.stones if self.system is System.CANADIAN else 0
        return TimeLeft(self.main, self.period, periods, stones)

    def spend(self, left: TimeLeft, seconds: float) -> TimeLeft:
        """``left`` after thinking ``seconds`` more without moving."""
        if left.lost or seconds <= 0:
            return left
        main = left.main - seconds
        if main > 0:
            return replace(left, main=main)
        over = -main if left.main > 0 else seconds  # what the main time could not pay
        if self.system is System.BYOYOMI:
            return self._spend_periods(left, over)
        if self.system is System.CANADIAN:
            if over >= left.period:
                return replace(left, main=0.0, period=0.0, lost=True)
            return replace(left, main=0.0, period=left.period - over)
        return replace(left, main=0.0, lost=True)

    def _spend_periods(self, left: TimeLeft, over: float) -> TimeLeft:
        """Byo-yomi: each period used up is gone; the last one gone loses."""
        period, periods = left.period, left.periods
        while periods > 0 and over >= period:
            over -= period
            periods -= 1
            period = self.period
        if periods == 0:
            return replace(left, main=0.0, period=0.0, periods=0, lost=True)
        return replace(left, main=0.0, period=period - over, periods=periods)

    def moved(self, left: TimeLeft) -> TimeLeft:
        """``left`` once the move is made: a period kept, a stone counted, an increment."""
        if left.lost:
            return left
        if self.system is System.FISCHER:
            return replace(left, main=left.main + self.increment)
        if not left.overtime:
            return left
        if self.system is System.BYOYOMI:
            return replace(left, period=self.period)
        stones = left.stones - 1
        if stones == 0:
            return replace(left, period=self.period, stones=self.stones)
        return replace(left, stones=stones)


# ---- specs -------------------------------------------------------------------------

_DIGITS = r"(\d{1,9})"
"""A whole number as a typed spec may give it: no more digits than any limit needs
(Python refuses to read one of over 4,300 digits)."""
_DURATION = re.compile(f"(?:{_DIGITS}h)?(?:{_DIGITS}m)?(?:{_DIGITS}s)?")
_COUNT = _DIGITS


def duration_text(seconds: float) -> str:
    """``630`` -> ``10m30s``: a duration as a spec writes it."""
    whole = round(seconds)
    if not whole:
        return "0"
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    text = (f"{hours}h" if hours else "") + (f"{minutes}m" if minutes else "")
    return text + (f"{secs}s" if secs else "")


def _duration(text: str) -> float | None:
    """``1h30m``, ``5m``, ``30s`` in seconds; ``0`` (or ``0m``, ``0s``) for no main time,
    which only byo-yomi and Canadian overtime can follow (the callers see to that)."""
    if text == "0":
        return 0.0
    match = _DURATION.fullmatch(text)
    if match is None or not any(match.groups()):
        return None
    hours, minutes, seconds = (int(part or 0) for part in match.groups())
    total = hours * 3600 + minutes * 60 + seconds
    return float(total) if 0 <= total <= MAX_SECONDS else None


def parse_clock(spec: str) -> TimeControl:
    """The time control ``spec`` names; :class:`ClockSpecError` for anything else."""
    text = spec.strip().lower().replace(" ", "").replace("\u00d7", "x")  # a typed times sign
    main_text, plus, rest = text.partition("+")
    main = _duration(main_text)
    if main is None:
        raise ClockSpecError(spec)
    if not plus:
        if main <= 0:
            raise ClockSpecError(spec)
        return TimeControl(System.ABSOLUTE, main)
    control = _overtime(main, rest)
    if control is None:
        raise ClockSpecError(spec)
    return control


def _overtime(main: float, text: str) -> TimeControl | None:
    """What follows the ``+``: ``5x30s``, ``25/5m`` or ``10s``."""
    count, sign, period_text = _split_count(text)
    if sign:
        period = _duration(period_text)
        if count is None or not 1 <= count <= MAX_COUNT or not period:
            return None
        if sign == "x":
            return TimeControl(System.BYOYOMI, main, period=period, periods=count)
        return TimeControl(System.CANADIAN, main, period=period, stones=count)
    increment = _duration(text)
    if not increment or main <= 0:
        return None
    return TimeControl(System.FISCHER, main, increment=increment)


def _split_count(text: str) -> tuple[int | None, str, str]:
    """``5x30s`` -> ``(5, "x", "30s")``; no sign: ``(None, "", text)``."""
    match = re.fullmatch(_COUNT + r"([x/])(.*)", text)
    if match is None:
        return None, "", text
    return int(match[1]), match[2], match[3]


# ---- what a record holds ---------------------------------------------------------------


class ClockLimitError(Exception):
    """A clock value in a record beyond what a game can hold: not a finite number from 0 to
    :data:`MAX_SECONDS`, or a count over :data:`MAX_COUNT` (the limits a spec has)."""

    def __init__(self, text: str) -> None:
        super().__init__(f"{text[:60]!r} is beyond the clock's limits")


def record_seconds(text: str) -> float:
    """Seconds as a record writes them (``600``, ``30.5``).  Raises :class:`ValueError`
    for no number, :class:`ClockLimitError` for one beyond the limits (``inf``, ``1e999``,
    400 digits: ``float`` reads each as a number, at worst infinite)."""
    seconds = float(text)
    if not 0 <= seconds <= MAX_SECONDS:  # also inf and nan
        raise ClockLimitError(text)
    return seconds


def record_count(text: str) -> int:
    """Periods or stones as a record writes them (``5``).  Raises :class:`ValueError` for
    no whole number, :class:`ClockLimitError` for one over :data:`MAX_COUNT`; the digits
    are counted before they are read (Python refuses more than 4,300)."""
    digits = text.strip()
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"{digits[:60]!r} is not a whole number")
    digits = digits.lstrip("0") or "0"
    if len(digits) > len(str(MAX_COUNT)) or int(digits) > MAX_COUNT:
        raise ClockLimitError(text)
    return int(digits)


def overtime_control(main: float, overtime: str) -> TimeControl | None:
    """The control an SGF TM and OT describe (KGS's and CGoban's words); ``None`` for one
    we do not know.  Raises :class:`ClockLimitError` for a value beyond the limits."""
    if not 0 <= main <= MAX_SECONDS:  # also inf and nan
        raise ClockLimitError(str(main))
    text = overtime.strip().lower()
    if not text:
        return TimeControl(System.ABSOLUTE, main) if main > 0 else None
    number = r"(\d+(?:\.\d+)?)"
    control = None
    if match := re.fullmatch(r"(\d+)x" + number + r"\s*byo-?yomi", text):
        period, periods = record_seconds(match[2]), record_count(match[1])
        control = TimeControl(System.BYOYOMI, main, period=period, periods=periods)
    elif match := re.fullmatch(r"(\d+)/" + number + r"\s*canadian", text):
        period, stones = record_seconds(match[2]), record_count(match[1])
        control = TimeControl(System.CANADIAN, main, period=period, stones=stones)
    elif match := re.fullmatch(number + r"\s*fischer", text):
        control = TimeControl(System.FISCHER, main, increment=record_seconds(match[1]))
    if control is None or (control.system is System.FISCHER and main <= 0):
        return None
    counts = control.periods or control.stones
    if control.system is not System.FISCHER and not (counts and control.period):
        return None
    return control


# ---- the clock -------------------------------------------------------------------------


@dataclass(frozen=True)
class ClockFace:
    """What a clock shows at one moment: each player's time, and whose time runs."""

    control: TimeControl
    left: Mapping[Color, TimeLeft | None]
    """Each player's time; ``None``: not known (a record that does not say)."""
    running: Color | None = None
    paused: bool = False
    warning: frozenset[Color] = frozenset()
    """The players in the last seconds of a time that can lose something."""


class Clock:
    """Both players' time; it runs for one colour at a time, or for none."""

    def __init__(
        self,
        control: TimeControl,
        left: Mapping[Color, TimeLeft] | None = None,
        *,
        now: Callable[[], float] | None = None,
    ) -> None:
        """``left``: each player's time to go on with (an opened game); else a fresh start."""
        self.control = control
        self.now = now or system_now
        self._left = {color: control.start() for color in (Color.BLACK, Color.WHITE)}
        self._left |= dict(left or {})
        self.running: Color | None = None
        """The colour whose time runs (when not paused)."""
        self.paused = False
        self._since = self.now()

    def left(self, color: Color) -> TimeLeft:
        """``color``'s time as of now."""
        stored = self._left[color]
        if color is self.running and not self.paused:
            return self.control.spend(stored, self.now() - self._since)
        return stored

    def times(self) -> dict[Color, TimeLeft]:
        """Both players' time as of now."""
        return {color: self.left(color) for color in (Color.BLACK, Color.WHITE)}

    def face(self) -> ClockFace:
        """What the clock shows now."""
        colors = (Color.BLACK, Color.WHITE)
        warning = frozenset(color for color in colors if self.warning(color))
        return ClockFace(self.control, self.times(), self.running, self.paused, warning)

    @property
    def flagged(self) -> Color | None:
        """The colour whose time has run out, if any."""
        for color in (Color.BLACK, Color.WHITE):
            if self.left(color).lost:
                return color
        return None

    def warning(self, color: Color) -> bool:
        """Whether ``color``'s time is in its last seconds with something to lose: the last
        seconds of a period, or of a main time no period follows."""
        left = self.left(color)
        last = left.overtime or self.control.system in (System.ABSOLUTE, System.FISCHER)
        return last and not left.lost and left.seconds <= WARN_SECONDS

    def _charge(self) -> None:
        """Book the time used so far to the running colour."""
        at = self.now()
        if self.running is not None and not self.paused:
            self._left[self.running] = self.left(self.running)
        self._since = at

    def run(self, color: Color | None) -> None:
        """Let ``color``'s time run from now (``None``: nobody's); no time is given back."""
        self._charge()
        self.running = color

    def moved(self, color: Color) -> TimeLeft:
        """``color`` has moved: its time after the move; the opponent's time runs now."""
        self._charge()
        after = self.control.moved(self._left[color])
        self._left[color] = after
        self.running = color.opponent
        return after

    def set(self, color: Color, left: TimeLeft) -> None:
        """``color``'s time as another clock says: the other side's own, in a network game."""
        self._charge()
        self._left[color] = left

    def pause(self, paused: bool) -> None:
        """Stop both clocks, or let the running one go on."""
        self._charge()
        self.paused = paused


# ---- GTP ----------------------------------------------------------------------


def gtp_time_settings(control: TimeControl) -> tuple[int, int, int]:
    """GTP's ``time_settings`` (main, period, stones): Canadian at heart, so byo-yomi is
    told as one stone a period and Fischer as absolute (its time left says the rest)."""
    main = round(control.main)
    if control.system is System.BYOYOMI:
        return main, round(control.period), 1
    if control.system is System.CANADIAN:
        return main, round(control.period), control.stones
    return main, 0, 0


def kgs_time_settings(control: TimeControl) -> tuple[str, ...]:
    """KGS's ``kgs-time_settings``, which knows byo-yomi periods."""
    main, period = str(round(control.main)), str(round(control.period))
    if control.system is System.BYOYOMI:
        return "byoyomi", main, period, str(control.periods)
    if control.system is System.CANADIAN:
        return "canadian", main, period, str(control.stones)
    return "absolute", main


def gtp_time_left(left: TimeLeft, *, kgs: bool) -> tuple[int, int]:
    """GTP's ``time_left`` (seconds, stones): the stones still to play in the period,
    ``0`` in main time; under KGS's byo-yomi the periods left."""
    seconds = max(0, math.floor(left.seconds))
    count = 0
    if left.overtime:
        count = left.stones or (left.periods if kgs else 1)
    return seconds, count
