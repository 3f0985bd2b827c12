"""Life and death at the end of a game: which stones are dead, which live in seki.

Three tools, each for what it does well:

* Benson's algorithm (:mod:`go_tui.engine.benson`) finds chains that can never
  be captured, even if their owner passes every turn (unconditional life).
  Such chains are never dead.
* Area analysis: every stone lies in an area enclosed by the other colour; the
  intruding chains there are grouped and their eyes counted (true and false
  eyes by :mod:`go_tui.engine.eyes`, knowing the stones already judged dead),
  and a group without two eyes is dead unless it sits in seki (two groups
  sharing liberties, neither able to approach).
* Reading (:mod:`go_tui.engine.local_life`): a group that counts two eyes in a
  small closed area is read out with the area's owner to move, since eyes whose
  walls can be captured are no eyes.
* Room: on an ending with open borders an area is no territory yet.  Where the
  intruders hold a large share of an area's empty points (nearer to them than
  to any living owner stone; see ``SHARE``), a group judged dead there that
  holds ``ROOM`` of them has room to make eyes, and lives.
* Playouts (:mod:`go_tui.engine.playouts`): where borders are still open on
  9x9 to 13x13, random games played to the end judge instead of shape, and
  tactical reading (:mod:`go_tui.engine.tactics`) adds the chains of one or two
  liberties captured even when their own side moves first (a working ladder),
  which the random games do not read.  On larger boards, where each playout costs
  more and fewer are run, shape keeps the verdict unless they are clear: a group
  it calls dead that has room lives, one they lose nearly always is dead.

The work is counted in playouts and in positions read, never in seconds: the same
position gets the same proposal on a fast machine, a slow one or a busy one.  A
generous clock (``SAFETY_SECONDS``) is only a safety net; where it stopped the work
the proposal says so (:attr:`Proposal.cut_short`).
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, replace

from go_tui.engine.benson import benson_alive
from go_tui.engine.board import BORDER, EMPTY, Board, Chain, IllegalMove
from go_tui.engine.coords import Color, Point
from go_tui.engine.eyes import false_eye_at, loose_eye
from go_tui.engine.local_life import can_live
from go_tui.engine.playouts import ownership
from go_tui.engine.tactics import Limits, read

ROOM = 10
"""Empty points of its own that keep a group judged dead alive in an open area."""
JOIN = 2
"""Steps over empty points from a living group within which a weak group of the same colour
counts as joined to it (a liberty of one two steps from the other: a one-point jump)."""
SHARE = 2
"""An area is the owner's territory, whatever room its intruders have, while the owner
holds more than ``SHARE`` times the empty points the intruders hold.  Both figures are
measured with ``tools/compare_gnugo.py --cut``: the most open-border stones revived
while GNU Go's clean endings and the closed-territory tests stay as they were."""


@dataclass(frozen=True)
class Proposal:
    """The proposal shown on the marking screen."""

    dead: frozenset[Point]
    seki: frozenset[Point]
    cut_short: bool = False
    """The safety clock (``SAFETY_SECONDS``) stopped the playouts or the readings before
    their count: the proposal may differ from the one a faster machine gives."""


def unconditional_status(board: Board, point: Point) -> str:
    """GNU Go's answer: ``alive``/``dead`` for stones, ``black_territory`` or
    ``white_territory`` for empty points, else ``undecided``.

    A stone is alive when its side keeps it even if the opponent may play any
    number of moves in a row; a point is a side's territory (and a stone on it
    dead) when the opponent can never live there.  See :func:`settled`.
    """
    i = board.geo.index(point)
    value = board.cells[i]
    answer = "undecided"
    for color in (Color.WHITE, Color.BLACK):  # as GNU Go: Black's verdict has the last word
        if not settled(board, color).get(i):
            continue
        if value == color:
            answer = "alive"
        elif value == EMPTY:
            answer = "black_territory" if color is Color.BLACK else "white_territory"
        else:
            answer = "dead"
    return answer


_ALIVE = 1
_OWNED = 2
_SETTLED_CACHE: dict[tuple[int, int, int, int], dict[int, int]] = {}


def settled(board: Board, color: Color) -> dict[int, int]:
    """Board index to 1 for ``color``'s unconditionally alive stones, 2 for its
    unconditional territory (empty points and the dead stones on them).

    The opponent, moving as often as it likes, first captures every chain of
    ``color`` it can by filling all its liberties; what survives is alive.
    Then it fills every liberty of the survivors and extends its own chains
    in atari; where it still has one liberty or none, it cannot live.  Two-stone
    chains standing alone are left out of the first step, since capturing them
    early would miss a seki the opponent can make around them.
    """
    key = (board.hash, board.ko, board.size, int(color))
    cached = _SETTLED_CACHE.get(key)
    if cached is None:
        if len(_SETTLED_CACHE) > 64:
            _SETTLED_CACHE.clear()
        cached = _SETTLED_CACHE[key] = _Settler(board.copy(), color).run()
    return cached


class _Settler:
    """The opponent's run of moves behind :func:`settled`, on a copy of the board."""

    def __init__(self, board: Board, color: Color) -> None:
        self.board = board
        self.color = color
        self.other = color.opponent
        self.width = board.geo.width

    def _chain_starts(self, color: int) -> list[int]:
        """One stone of each chain of ``color``, in board order."""
        board = self.board
        seen: set[int] = set()
        starts: list[int] = []
        for i in board.geo.points:
            chain = board.chain[i]
            if chain is not None and chain.color == color and id(chain) not in seen:
                seen.add(id(chain))
                starts.append(i)
        return starts

    def _try(self, i: int, color: Color, ignore_ko: bool = False) -> bool:
        board = self.board
        if board.cells[i] != EMPTY:
            return False
        if ignore_ko:
            board.ko = 0
        try:
            board.play(color, board.geo.point(i))
        except IllegalMove:
            return False
        return True

    def _liberties(self, i: int) -> list[int]:
        chain = self.board.chain[i]
        return sorted(chain.liberties) if chain is not None else []

    def _lone_pairs(self) -> set[int]:
        board = self.board
        cells = board.cells
        width = self.width
        around = (-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1)
        pairs: set[int] = set()
        for start in self._chain_starts(self.color):
            chain = board.chain[start]
            assert chain is not None
            if len(chain.stones) != 2:
                continue
            alone = all(
                cells[s + d] != BORDER
                and (cells[s + d] != self.color or board.chain[s + d] is chain)
                for s in chain.stones
                for d in around
            )
            if alone:
                pairs.update(chain.stones)
        return pairs

    def _capture_all(self, spared: set[int]) -> bool:
        """Capture every chain of ``color`` the opponent can; False when none survives."""
        board = self.board
        found = True
        progress = True
        while progress:
            progress = False
            found = False
            for start in self._chain_starts(self.color):
                if board.cells[start] != self.color or start in spared:
                    continue
                found = True
                saved = board.copy()
                for lib in self._liberties(start):
                    self._try(lib, self.other)
                if board.cells[start] != self.color:
                    progress = True
                    continue
                libs = self._liberties(start)
                if len(libs) == 1 and self._try(libs[0], self.other, ignore_ko=True):
                    progress = True
                    continue
                self.board = board = saved
        return found

    def _fill_and_extend(self, spared: set[int]) -> None:
        for start in self._chain_starts(self.color):
            if start not in spared and self.board.cells[start] == self.color:
                for lib in self._liberties(start):
                    self._try(lib, self.other)
        self._extend_ataris()

    def _extend_ataris(self) -> None:
        extended = True
        while extended:
            extended = False
            for start in self._chain_starts(self.other):
                libs = self._liberties(start)
                if len(libs) == 1 and self._try(libs[0], self.other):
                    extended = True

    def _break_sekis(self, pairs: set[int]) -> None:
        """Where the opponent could only make seki around a lone pair, extend the pair."""
        width = self.width
        for pos in sorted(pairs):
            board = self.board
            cells = board.cells
            if cells[pos] != self.color:
                continue
            for up in (-width, 1, width, -1):
                side = 1 if abs(up) == width else width
                if cells[pos + up] != self.color or cells[pos + 2 * up] != EMPTY:
                    continue
                if cells[pos - up] != EMPTY:
                    continue
                done = False
                for right in (side, -side):
                    board = self.board
                    cells = board.cells
                    if cells[pos + right] != EMPTY or cells[pos + up - right] != EMPTY:
                        continue
                    saved = board.copy()
                    self._try(pos - right, self.other)
                    self._try(pos + up + right, self.other)
                    cells = self.board.cells
                    joined = (
                        cells[pos - right] == self.other
                        and cells[pos + up + right] == self.other
                        and self.board.chain[pos - right] is self.board.chain[pos + up + right]
                    )
                    self.board = saved
                    if joined:
                        self._try(pos - up, self.color)
                        done = True
                        break
                chain = self.board.chain[pos]
                if done or (chain is not None and len(chain.stones) > 2):
                    break

    def _split_two_liberty_chains(self) -> None:
        """An opponent chain with two neighbouring liberties takes the better one."""
        board = self.board
        width = self.width
        for start in self._chain_starts(self.other):
            board = self.board
            chain = board.chain[start]
            if chain is None or board.cells[start] != self.other or len(chain.liberties) != 2:
                continue
            a, b = sorted(chain.liberties)
            if b - a not in (1, width):
                continue
            a_open, b_open = self._room(a, self.color), self._room(b, self.color)
            a_libs, b_libs = self._room(a, self.other), self._room(b, self.other)
            if a_open > b_open or (a_open == b_open and a_libs >= b_libs):
                self._try(a, self.other)
            else:
                self._try(b, self.other)

    def _room(self, i: int, color: Color) -> int:
        """Liberties a stone of ``color`` at empty ``i`` would have (capped at 4)."""
        return min(len(_liberties_after(self.board, color, i)), 4)

    def run(self) -> dict[int, int]:
        pairs = self._lone_pairs()
        if not self._capture_all(pairs):
            return {}
        self._fill_and_extend(pairs)
        self._break_sekis(pairs)
        for pos in sorted(pairs):
            if self.board.cells[pos] == self.color:
                for lib in self._liberties(pos):
                    self._try(lib, self.other)
        self._split_two_liberty_chains()
        board = self.board
        marks: dict[int, int] = {}
        for i in board.geo.points:
            value = board.cells[i]
            chain = board.chain[i]
            if value == self.color and i not in pairs:
                marks[i] = _ALIVE
            elif value == self.other and chain is not None and len(chain.liberties) == 1:
                marks[i] = _OWNED
        for i in board.geo.points:
            chain = board.chain[i]
            if chain is None:
                continue
            if (chain.color == self.color and i not in pairs) or (
                chain.color == self.other and len(chain.liberties) == 1
            ):
                for lib in chain.liberties:
                    marks[lib] = _OWNED
        return marks


# ---- the proposal ------------------------------------------------------------


PLAYOUTS = 100
"""Random playouts that judge a position whose borders are still open.  200 measured no
better with ``tools/compare_gnugo.py compare --cut 10`` (9x9 88 -> 87 positions exactly
right, 13x13 55 -> 57) and take twice the time."""
SAFETY_SECONDS = 30.0
"""A safety net, not a budget: the playouts and readings of one proposal stop after this
many seconds, and the proposal says it was cut short.  The budgets are counts
(``PLAYOUTS``, ``REVIVE_PLAYOUTS``, ``CAUGHT_NODES``); on the machine they were measured
on a whole proposal takes 0.1 to 0.4 seconds (``tools/compare_gnugo.py``), so only a
machine a hundred times slower, or a stalled one, meets this clock."""
PLAYOUT_SIZES = range(9, 14)
"""Board sizes judged with playouts too.  Measured with ``tools/compare_gnugo.py compare
--cut 10`` on GNU Go's self-play: 9x9 32% -> 52% of positions exactly right, chains of
five or more judged wrong 23 -> 5; 13x13 45% -> 54%, 8 -> 5; the clean endings as they
were but one 13x13 game.  On 19x19 the light playouts let large dead groups live (GNU Go's
19x19 scoring suite fell from 47 to 42 of 48); the heavier ones keep that suite at 47 and
GNU Go's clean 19x19 endings go from 20 to 21 of 21, but the OGS positions people marked
fall from 51 to 47 of 54, so larger boards are judged by shape, and the playouts
overrule it only where they are clear (:func:`_open_large`)."""
CLEAR = 0.0
"""A chain is dead by the playouts when its points end up the other side's by this
share more than its own: for a small chain, more often than not."""
CLEAR_LARGE = 0.2
"""The share for a chain of ``CLEAR_LARGE_SIZE`` or more stones (60 to 40): a large
group taken dead by mistake costs the most, and an unsettled one, a coin toss at
random, lives.  Measured with ``tools/compare_gnugo.py compare --cut 10`` and ``--cut 30``:
0.2 for all chains, 0.1 and 0.0 for all chains, and this split: the split is as exact
as 0.0 and keeps the large errors of 0.2.  Half the share for a chain shape calls dead
(13x13 cut 10: 55 -> 56 of 76 exactly right, chains of 5+ wrong 3 -> 2; the rest as it was);
the plain 0.0 for those took two living 9x9 chains dead."""
CLEAR_LARGE_SIZE = 5
"""Stones from which a chain is large (as ``LARGE`` in tools/compare_gnugo.py)."""
DOUBT = 0.3
"""In a position that looks finished, a stone shape calls dead whose points stay its own
side's by more than this share hands the judgement to the playouts: nothing bordered it,
it was not enclosed."""
REVIVE = 0.2
"""A chain shape calls dead lives when its points stay its own side's by more than
this share in the playouts (60 to 40).  At 0.0 a dead group on the edge of a large
moyo revived (OGS ``ogs-se/hard/12257987``)."""
REVIVE_SHUT = 0.9
"""The share for a chain without ``ROOM`` around it: shut in, it lives only when the
playouts keep it nearly always (19x19 cut 30: 16 -> 17 of 44 exactly right, the one
large chain judged wrong revived; at 0.8 the dead group of OGS ``12257987`` revived)."""
REVIVE_PLAYOUTS = 60
"""At most this many playouts to revive: 15 and 30 left the verdict to chance (the OGS
positions fell to 50 of 54 at 15)."""
REVIVE_BATCH = 10
KILL = 0.6
"""A chain of ``CLEAR_LARGE_SIZE`` or more stones shape calls alive on a large open board
is dead when its points end up the other side's by more than this share (80 to 20) of
the playouts.  Measured when it came in (before the playouts answered with shapes) on 44
GNU Go 19x19 self-play games (``tools/compare_gnugo.py compare --cut K``), shape alone,
then with revival, then with this too: cut 10 exactly right 28 -> 28 -> 32, stones
misjudged 73 -> 71 -> 52 of 8900, chains of 5+ judged wrong 3 -> 3 -> 2; cut 30
11 -> 12 -> 15, 270 -> 152 -> 105 of 8117, 16 -> 3 -> 2.  The OGS positions stay 52
of 54, GNU Go's scoring suite 47 of 48; 268 real 19x19 records
(``tools/compare_records.py``): the same winner as their result 250 -> 250 -> 254."""
KILL_SMALL = 0.15
"""The share for a chain of fewer than ``CLEAR_LARGE_SIZE`` stones: a lone stone deep in
the other side's open framework, which shape cannot call dead while that side is not
closed.  Chosen on the 44 GNU Go 19x19 games, then measured on 16 new ones (seed 13)
held out: cut 10 exactly right 35 -> 37 of 44 and 15 -> 14 of 16, cut 30 20 -> 23 and
7 -> 8, stones misjudged at cut 30 69 -> 57 and 24 -> 17 (0.2 and 0.0: 36 and 37 at cut
10 of 44, the same on the 16).  The OGS positions stay 52 of 54; 268 real 19x19 records
keep 257 winners.  Playing on until each small chain is clear of this line too came out
no better (cut 10 50 against 51 of the 60, cut 30 30 against 31) in two to four times
the time, so only the dead chains with room hold the playouts up."""
REVIVE_SURE = 2.0
"""Standard errors (of a share from ``n`` playouts: at most ``1 / sqrt(n)``) by which
every doubtful chain's share must stand off ``REVIVE`` before the playouts stop early:
one (0.3 after ten playouts) revived a lone dead stone that ten playouts happened to
keep (OGS ``ogs-se/easy/two_eyes_1``)."""
SEAL_REACH = 2
"""Steps over empty points within which living stones of both colours make a point open:
one step is a dame between two walls, two a gap a stone of either side would close."""


class SafetyClock:
    """The safety clock of one proposal: a deadline that only stops work on a machine far
    slower than any measured, and remembers whether it did."""

    def __init__(self, seconds: float = SAFETY_SECONDS) -> None:
        self.deadline = time.monotonic() + seconds
        self.cut = False
        """The clock stopped some work before its count."""

    def expired(self) -> bool:
        """Whether the time is up (and the work about to be cut short)."""
        if time.monotonic() >= self.deadline:
            self.cut = True
        return self.cut

    def ownership(
        self, board: Board, to_move: Color, playouts: int, *, seed: int = 0
    ) -> tuple[dict[int, float], int]:
        """:func:`~go_tui.engine.playouts.ownership` with this deadline; fewer playouts
        than asked for mark the proposal cut short."""
        owners, done = ownership(board, to_move, playouts, seed=seed, deadline=self.deadline)
        if done < playouts:
            self.cut = True
        return owners, done


def estimate_dead(
    board: Board, to_move: Color = Color.BLACK, *, safety: float = SAFETY_SECONDS
) -> Proposal:
    """The dead stones and seki groups of a position, ``to_move`` to play.

    A finished position (every border closed) is judged by shape, as
    :class:`_Judge` describes.  Where borders are still open (:func:`open_points`)
    shape cannot tell an unsettled group from a dead one, and on the board sizes
    of ``PLAYOUT_SIZES`` random playouts (:mod:`go_tui.engine.playouts`) judge
    instead: a chain is dead when its points end up the other side's clearly more
    often than its own, unless it can never be captured (Benson) or lives in seki.
    On larger boards the playouts only overrule shape where they are clear
    (:func:`_open_large`).  On open borders, chains short of liberties are read out
    too (:func:`caught`).

    The answer depends on the position alone: the playouts and readings are counted,
    and ``safety`` seconds (a :class:`SafetyClock`) only stop them on a machine far
    too slow, with :attr:`Proposal.cut_short` set.
    """
    clock = SafetyClock(safety)
    judge = _Judge(board)
    judged = judge.run()
    if board.size < PLAYOUT_SIZES.start:
        return judged
    if board.size >= PLAYOUT_SIZES.stop:
        if not _unfinished(board, judged):
            return judged
        opened = _open_large(board, to_move, judge, judged, clock)
        taken = caught(board, opened.dead | opened.seki, clock)
        return Proposal(opened.dead | taken, opened.seki, clock.cut)
    if not open_points(board, judged.dead, judged.seki):
        return _finished(board, to_move, judge, judged, clock)
    dead = _lost(board, _held(board, to_move, clock), judge, judged)
    dead |= caught(board, dead | judged.seki, clock)
    return Proposal(frozenset(dead), judged.seki, clock.cut)


def _unfinished(board: Board, judged: Proposal) -> bool:
    """Whether borders are still open, or a side has stones and shape finds none of
    them alive: no border of that side's can be closed, so no point shows as open (a
    ring of white stones alone on a 19x19 board with a few black stones far off).  On
    the smaller boards :func:`_finished` asks the playouts about such stones instead."""
    if open_points(board, judged.dead, judged.seki):
        return True
    for color in (Color.BLACK, Color.WHITE):
        stones = board.stones(color)
        if stones and judged.dead.issuperset(stones):
            return True
    return False


def _finished(
    board: Board, to_move: Color, judge: _Judge, judged: Proposal, clock: SafetyClock
) -> Proposal:
    """A position that looks finished keeps its judgement by shape, unless a stone shape
    calls dead stays its own side's in the playouts (``DOUBT``) and has ``ROOM`` empty
    points around it: nothing enclosed it.  A group shut in a small eye space keeps the
    shape's verdict: a random playout cannot tell a killable eye shape from a living one,
    its owner takes the vital point first half the time."""
    if not judged.dead:
        return judged
    held = _held(board, to_move, clock)
    if all(held[p] <= DOUBT or not _has_room(board, p) for p in judged.dead):
        return replace(judged, cut_short=clock.cut)
    return Proposal(frozenset(_lost(board, held, judge, judged)), judged.seki, clock.cut)


def _open_large(
    board: Board, to_move: Color, judge: _Judge, judged: Proposal, clock: SafetyClock
) -> Proposal:
    """An open position on a large board: shape's verdict, but a chain it calls dead
    lives when its points stay its own side's by more than ``REVIVE`` in the playouts
    (``REVIVE_SHUT`` without ``ROOM`` around it), and a chain it calls alive is dead
    when they end up the other side's by more than ``KILL`` (``KILL_SMALL`` for a
    chain of fewer than ``CLEAR_LARGE_SIZE`` stones), unless Benson keeps it or it sits
    in seki.

    The playouts run in batches of ``REVIVE_BATCH``, at least one, and stop once every
    dead chain with room is clearly on one side of its line (``REVIVE_SURE``)."""
    index = board.geo.index
    # Each chain whose verdict may change: its sign, stones, line, and whether the
    # playouts wait until it is clearly on one side of the line.
    chains: list[tuple[int, list[Point], float, bool]] = []
    for color, stones, _ in board.chains():
        sign = 1 if color is Color.BLACK else -1
        if stones[0] in judged.dead:
            room = _has_room(board, stones[0])
            chains.append((sign, stones, REVIVE if room else REVIVE_SHUT, room))
        elif index(stones[0]) not in judge.alive and stones[0] not in judged.seki:
            small = len(stones) < CLEAR_LARGE_SIZE
            chains.append((sign, stones, -KILL_SMALL if small else -KILL, False))
    totals = [0.0] * len(chains)
    runs = 0
    while runs < REVIVE_PLAYOUTS:
        owners, done = clock.ownership(board, to_move, REVIVE_BATCH, seed=runs)
        for k, (sign, stones, _, _) in enumerate(chains):
            totals[k] += done * sign * sum(owners[index(p)] for p in stones) / len(stones)
        runs += done
        if clock.cut or all(
            abs(total / runs - line) * math.sqrt(runs) > REVIVE_SURE
            for (_, _, line, watched), total in zip(chains, totals, strict=True)
            if watched
        ):
            break
    dead = set(judged.dead)
    for (_, stones, line, _), total in zip(chains, totals, strict=True):
        share = total / runs
        if stones[0] in judged.dead and share > line:
            dead.difference_update(stones)
        elif stones[0] not in judged.dead and share < line:
            dead.update(stones)
    return Proposal(frozenset(dead), judged.seki)


def _has_room(board: Board, point: Point) -> bool:
    """Whether the points reachable from ``point`` without crossing the other side's
    stones hold ``ROOM`` empty points."""
    cells = board.cells
    neighbours = board.geo.neighbours
    start = board.geo.index(point)
    enemy = 3 - cells[start]
    seen = {start}
    todo = [start]
    empty = 0
    for i in todo:
        empty += cells[i] == EMPTY
        if empty >= ROOM:
            return True
        for n in neighbours[i]:
            if n not in seen and cells[n] != enemy and cells[n] != BORDER:
                seen.add(n)
                todo.append(n)
    return False


def _held(board: Board, to_move: Color, clock: SafetyClock) -> dict[Point, float]:
    """For each stone, how much more often its chain's points end up its own side's
    than the other side's in the ``PLAYOUTS`` playouts (1: always its own, -1: never)."""
    owners, _ = clock.ownership(board, to_move, PLAYOUTS)
    index = board.geo.index
    held: dict[Point, float] = {}
    for color, stones, _ in board.chains():
        sign = 1 if color is Color.BLACK else -1
        share = sign * sum(owners[index(p)] for p in stones) / len(stones)
        held.update(dict.fromkeys(stones, share))
    return held


def _lost(board: Board, held: dict[Point, float], judge: _Judge, judged: Proposal) -> set[Point]:
    """The stones whose points end up the other side's by more than ``CLEAR`` in the
    playouts (``CLEAR_LARGE`` for a large chain; half of either for a chain shape calls
    dead: both judges agree), unless Benson keeps them or they sit in seki."""
    index = board.geo.index
    lost: set[Point] = set()
    for _, stones, _ in board.chains():
        clear = CLEAR if len(stones) < CLEAR_LARGE_SIZE else CLEAR_LARGE
        if stones[0] in judged.dead:
            clear /= 2
        if held[stones[0]] < -clear:
            lost.update(p for p in stones if index(p) not in judge.alive and p not in judged.seki)
    return lost


CAUGHT_LIBERTIES = 2
"""Chains with at most this many liberties are read out by :func:`caught`."""
CAUGHT_LIMITS = Limits(escape_liberties=3, max_nodes=2_000)
"""A short reading: a chain that gets three liberties has escaped, and what is not
settled within these nodes is left to the playouts."""
CAUGHT_NODES = 10_000
"""Positions the readings of one proposal may visit in all (a board full of ataris), in
board order; a reading gets what is left when that is less than ``CAUGHT_LIMITS``, and
the chains not read are left to the playouts.  A count of positions rather than of
chains, since one chain may cost 4 positions or 2,000: on the 25 GNU Go games of
``tests/data/gnugo``, finished and cut 10 and 30 moves before the end, the readings took
at most 237 positions in all, on crowded random 13x13 and 19x19 boards at most 705.  The
0.2 seconds that bounded them before came to some 3,000 positions on the machine they
were measured on (16,000 a second); 10,000 keeps every chain those positions read, five
readings to their full limit, at most about 0.6 seconds there."""


def caught(
    board: Board, judged: AbstractSet[Point], clock: SafetyClock | None = None
) -> set[Point]:
    """The stones of chains not in ``judged`` with at most ``CAUGHT_LIBERTIES`` liberties
    that tactical reading captures even with their own side playing first: a stone in
    a working ladder, or deep in the other side's area, that a random playout may leave
    standing.  A chain that escapes when its side moves first is unsettled, and stays
    alive whoever was to move: reading with the side to move first took such stones
    dead, and GNU Go's games saved most of them (``tools/compare_gnugo.py compare --cut
    K`` on 286 9x9 and 13x13 games: positions exactly right at cut 10 215 -> 221 of
    286, at cut 30 131 -> 134 of 261).  A chain whose neighbours of the other colour are
    all in ``judged`` is left alone: only dead stones could take it.  With that rule the
    reading runs on 19x19 too (44 games: cut 10 33 -> 35, cut 30 17 -> 20 of 44; the OGS
    positions people marked stay 52 of 54, where without it they fell to 50)."""
    found: set[Point] = set()
    left = CAUGHT_NODES
    for color, stones, liberties in board.chains():
        if len(liberties) > CAUGHT_LIBERTIES or stones[0] in judged:
            continue
        if _beside(board, stones, color.opponent) <= judged:
            continue
        if left <= 0 or (clock is not None and clock.expired()):
            break
        limits = replace(CAUGHT_LIMITS, max_nodes=min(CAUGHT_LIMITS.max_nodes, left))
        reading = read(board, stones[0], color, limits)
        left -= reading.nodes
        if reading.captured:
            found.update(stones)
    return found


def _beside(board: Board, stones: list[Point], color: Color) -> set[Point]:
    """The stones of ``color`` next to ``stones``."""
    return {n for p in stones for n in board.neighbours(p) if board[n] is color}


def open_points(
    board: Board, dead: AbstractSet[Point], seki: AbstractSet[Point]
) -> frozenset[Point]:
    """The empty points where the game is not over: with the ``dead`` stones lifted,
    those within ``SEAL_REACH`` steps of living stones of both colours (a border still
    open, a dame still to fill), except the liberties of a ``seki``, which stay empty."""
    geo = board.geo
    cells = board.cells
    dead_at = {geo.index(p) for p in dead}
    seki_at = {geo.index(p) for p in seki - dead}
    lifted = {i for i in geo.points if cells[i] == EMPTY or i in dead_at}
    reach = []
    for color in (Color.BLACK, Color.WHITE):
        living = {i for i in geo.points if cells[i] == color and i not in dead_at}
        steps = steps_from(living, lifted, geo.neighbours)
        reach.append({i for i, step in steps.items() if step <= SEAL_REACH})
    return frozenset(
        geo.point(i)
        for i in reach[0] & reach[1]
        if cells[i] == EMPTY and not any(n in seki_at for n in geo.neighbours[i])
    )


class _Judge:
    """Judges the dead stones and seki groups of a finished position by shape.

    Every stone lies in exactly one area enclosed by the other colour (a
    connected set of points holding no stone of that colour).  Areas are judged
    smallest first, so stones dead inside an eye are known before the eye's
    owner is judged.  In each area the intruder's chains are grouped (chains
    that share a liberty or an eye) and their eyes counted; a group with two
    eyes lives, and so does every intruding group near enough to join one that
    lives (``JOIN``: a far, weak group must live on its own), unless the area is
    small enough to read and the reading shows its owner, moving first, kills
    every intruder; the others are dead unless they sit in seki.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.cells = board.cells
        self.neighbours = board.geo.neighbours
        self.width = board.geo.width
        self.alive = benson_alive(board, Color.BLACK) | benson_alive(board, Color.WHITE)
        self.dead: set[int] = set()
        self.seki: set[int] = set()

    def run(self) -> Proposal:
        areas = [(color, a) for color in (Color.BLACK, Color.WHITE) for a in self._areas(color)]
        areas.sort(key=lambda item: self._order(item[0], item[1]))
        for color, area in areas:
            self._judge_area(color, area)
        for color, area in reversed(areas):
            self._revive(color, area)
        for color, area in reversed(areas):
            self._open(color, area)
        to_point = self.board.geo.point
        return Proposal(frozenset(map(to_point, self.dead)), frozenset(map(to_point, self.seki)))

    def _order(self, owner: int, area: list[int]) -> tuple[int, int]:
        """Judge first the areas with the fewest intruding stones, then the smallest."""
        cells = self.cells
        return sum(1 for i in area if cells[i] == 3 - owner), len(area)

    def _areas(self, owner: int) -> list[list[int]]:
        """Connected sets of points holding no stone of ``owner`` that hold a stone of the other."""
        cells = self.cells
        neighbours = self.neighbours
        seen: set[int] = set()
        found: list[list[int]] = []
        for start in self.board.geo.points:
            if cells[start] == owner or start in seen:
                continue
            area = [start]
            seen.add(start)
            intruded = False
            for i in area:
                intruded = intruded or cells[i] != EMPTY
                for n in neighbours[i]:
                    if cells[n] != owner and n not in seen:
                        seen.add(n)
                        area.append(n)
            if intruded:
                found.append(area)
        return found

    def _judge_area(self, owner: int, area: list[int]) -> None:
        cells = self.cells
        board = self.board
        intruder = 3 - owner
        chains: dict[int, Chain] = {}
        for i in area:
            if cells[i] == intruder:
                chain = board.chain[i]
                assert chain is not None
                chains.setdefault(id(chain), chain)
        groups = self._groups(owner, list(chains.values()))
        unconditional = any(c.stones[0] in self.alive for c in chains.values())
        living = [g for g in groups if g.eyes >= 2]
        # Two eyes by count are trusted unless a reading, the owner first, kills them.
        if unconditional or (living and can_live(board, area, intruder, owner) is not False):
            groups = self._cut_off(groups, area)
        for group in groups:
            if self._in_seki(group, owner):
                for chain in group.chains:
                    self.seki.update(chain.stones)
                continue
            for chain in group.chains:
                if chain.stones[0] not in self.seki:
                    self.dead.update(chain.stones)

    def _cut_off(self, groups: list[_Group], area: list[int]) -> list[_Group]:
        """In an area where the intruder lives, its groups too far from a living one to
        join it (more than ``JOIN`` steps over the area's empty points): each must live
        on its own."""
        alive = self.alive
        living = {
            s
            for g in groups
            if g.eyes >= 2 or any(c.stones[0] in alive for c in g.chains)
            for c in g.chains
            for s in c.stones
        }
        if not living:
            return []
        cells = self.cells
        inside = {i for i in area if cells[i] == EMPTY}
        near = steps_from(living, inside, self.neighbours)
        return [
            g
            for g in groups
            if not any(s in living for c in g.chains for s in c.stones)
            and not any(near.get(lib, JOIN + 1) <= JOIN for c in g.chains for lib in c.liberties)
        ]

    def _open(self, owner: int, area: list[int]) -> None:
        """Intruders judged dead that hold (a cluster together) more empty points of their
        area, nearer to them than to any living owner stone, than a dead group can, in an
        area the owner does not clearly hold: an open border counts for nobody, so they live."""
        cells = self.cells
        neighbours = self.neighbours
        dead = self.dead
        board = self.board
        intruder = 3 - owner
        chains: dict[int, Chain] = {}
        for i in area:
            chain = board.chain[i]
            if cells[i] == intruder and i in dead and chain is not None:
                chains.setdefault(id(chain), chain)
        if not chains:
            return
        inside = {i for i in area if cells[i] == EMPTY}
        walls = {n for i in inside for n in neighbours[i] if cells[n] == owner and n not in dead}
        theirs = steps_from(walls, inside, neighbours)
        everyone = {i for i in area if cells[i] == intruder}
        shared = steps_from(everyone, inside, neighbours)
        held = sum(1 for i, d in shared.items() if d < theirs.get(i, d + 1))
        if held * SHARE < len(inside) - held:
            return
        for cluster in self._clusters(list(chains.values())):
            stones = {s for chain in cluster for s in chain.stones}
            near = steps_from(stones, inside, neighbours)
            room = sum(1 for i, d in near.items() if d < theirs.get(i, d + 1))
            if room >= ROOM:
                dead.difference_update(stones)

    def _clusters(self, chains: list[Chain]) -> list[list[Chain]]:
        """Chains whose liberties lie within one step of each other: one move joins them,
        so their room is counted together."""
        cells = self.cells
        joined = _Union(id(c) for c in chains)
        near: dict[int, list[int]] = {}
        for chain in chains:
            for lib in chain.liberties:
                for n in (lib, *self.neighbours[lib]):
                    if cells[n] == EMPTY:
                        near.setdefault(n, []).append(id(chain))
        for keys in near.values():
            joined.join(keys)
        clusters: dict[int, list[Chain]] = {}
        for chain in chains:
            clusters.setdefault(joined.find(id(chain)), []).append(chain)
        return list(clusters.values())

    def _revive(self, owner: int, area: list[int]) -> None:
        """Stones judged dead inside an area whose every wall turned out dead live after all."""
        cells = self.cells
        dead = self.dead
        walls = [n for i in area for n in self.neighbours[i] if cells[n] == owner]
        if walls and all(n in dead for n in walls):
            dead.difference_update(i for i in area if cells[i] == 3 - owner)

    def _groups(self, owner: int, chains: list[Chain]) -> list[_Group]:
        """The intruder's chains joined by shared liberties and eyes, with their eyes."""
        joined = _Union(id(c) for c in chains)
        touching: dict[int, set[int]] = {}  # empty point -> chain keys touching it
        for chain in chains:
            for lib in chain.liberties:
                touching.setdefault(lib, set()).add(id(chain))
        for keys in touching.values():
            joined.join(list(keys))
        eyes_of = self._eyes_of(owner, chains, joined)
        groups: dict[int, _Group] = {}
        for chain in chains:
            group = groups.setdefault(joined.find(id(chain)), _Group([], {}))
            group.chains.append(chain)
            for eye, value in eyes_of.get(id(chain), []):
                group.eye_values[eye] = value
        return list(groups.values())

    def _eyes_of(
        self, owner: int, chains: list[Chain], joined: _Union
    ) -> dict[int, list[tuple[int, int]]]:
        """Chain key to its eyes (eye id, value); the chains around one eye are joined."""
        chain_at = self.board.chain
        eyes_of: dict[int, list[tuple[int, int]]] = {}
        eye_seen: set[int] = set()
        for chain in chains:
            for lib in chain.liberties:
                if lib in eye_seen:
                    continue
                points, value, borders = self._eye(lib, owner)
                eye_seen.update(points)
                if not value:
                    continue
                around = [k for k in (id(chain_at[b]) for b in borders) if k in joined]
                joined.join(around)
                for key in around:
                    eyes_of.setdefault(key, []).append((lib, value))
        return eyes_of

    def _eye(self, start: int, owner: int) -> tuple[list[int], int, list[int]]:
        """The eye space at empty ``start`` for the intruder: its points (empty or the
        owner's dead stones), its worth in eyes (0 if the owner's living stones touch
        it), and the intruder's stones around it."""
        cells = self.cells
        neighbours = self.neighbours
        dead = self.dead
        points = [start]
        seen = {start}
        borders: list[int] = []
        open_ = False
        for i in points:
            for n in neighbours[i]:
                if n in seen:
                    continue
                value = cells[n]
                if value == EMPTY or (value == owner and (n in dead or self._in_atari(n))):
                    seen.add(n)
                    points.append(n)
                elif value == owner:
                    open_ = True
                else:
                    seen.add(n)
                    borders.append(n)
        if open_:
            return points, 0, borders
        return points, self._eye_value(points, owner), borders

    def _in_atari(self, i: int) -> bool:
        chain = self.board.chain[i]
        return chain is not None and len(chain.liberties) == 1

    def _eye_value(self, points: list[int], owner: int) -> int:
        """1 or 2 eyes: big enough spaces make two, the known dead shapes one, false eyes 0.

        When every empty point of the space touches the owner's dead stones in
        it, the intruder must fill them all to capture, and only the captured
        stones' points are left for an eye: their shape decides.
        """
        cells = self.cells
        stones = [p for p in points if cells[p] == owner]
        if stones and all(
            any(cells[n] == owner for n in self.neighbours[p]) for p in points if cells[p] == EMPTY
        ):
            points = stones
        size = len(points)
        if size == 1:
            board, eye = self.board, points[0]
            broken = false_eye_at(board, eye, 3 - owner, self.dead) or loose_eye(board, eye)
            return 0 if broken else 1
        if size <= 3:
            return 1
        if size >= 7:
            return 2
        width = self.width
        shape = {(p // width, p % width) for p in points}
        if _killable_shape(shape):
            return 1
        return 2

    def _in_seki(self, group: _Group, owner: int) -> bool:
        """The owner cannot fill any of the group's liberties without putting itself
        in atari, and the group cannot fill the ones it shares with the owner either."""
        board = self.board
        cells = self.cells
        liberties: set[int] = set()
        for chain in group.chains:
            liberties |= chain.liberties
        if len(liberties) < 2:
            return False
        shared = [p for p in liberties if any(cells[n] == owner for n in self.neighbours[p])]
        if not shared:
            return False
        if not all(_self_atari(board, owner, p) for p in liberties):
            return False
        if not all(_self_atari(board, 3 - owner, p) for p in shared):
            return False
        return group.eyes > 0 or not any(self._nakade(p, owner) for p in shared)

    def _nakade(self, i: int, owner: int) -> bool:
        """Whether the owner, filling the shared liberty ``i`` in atari, gives the group
        only a space of one eye, walled by the capturing chain alone, when it captures:
        a stone on the vital point of a bent three, not a seki."""
        board = self.board.copy()
        try:
            board.play(Color(owner), board.geo.point(i))
        except IllegalMove:
            return False
        chain = board.chain[i]
        if chain is None or len(chain.liberties) != 1:
            return False
        space = list(chain.stones)
        (last,) = chain.liberties
        try:
            board.play(Color(3 - owner), board.geo.point(last))
        except IllegalMove:
            return False
        taker = board.chain[last]
        if board.cells[i] != EMPTY or taker is None or not taker.liberties <= set(space):
            return False
        walls = {n for p in space for n in board.geo.neighbours[p] if n not in space}
        if not all(board.chain[n] is taker for n in walls):
            return False
        if len(space) <= 3:
            return True
        width = self.width
        return _killable_shape({(p // width, p % width) for p in space})


def steps_from(
    sources: set[int], inside: set[int], neighbours: tuple[tuple[int, ...], ...]
) -> dict[int, int]:
    """Steps from the nearest source to each point of ``inside``, walking inside only."""
    found: dict[int, int] = {}
    frontier = list(sources)
    step = 0
    while frontier:
        step += 1
        nxt = []
        for i in frontier:
            for n in neighbours[i]:
                if n in inside and n not in found:
                    found[n] = step
                    nxt.append(n)
        frontier = nxt
    return found


class _Union:
    """Chain keys joined into groups (union-find)."""

    def __init__(self, keys: Iterable[int]) -> None:
        self.parent = {key: key for key in keys}

    def __contains__(self, key: int) -> bool:
        return key in self.parent

    def find(self, key: int) -> int:
        parent = self.parent
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    def join(self, keys: list[int]) -> None:
        """Put ``keys`` in one group."""
        for key in keys[1:]:
            self.parent[self.find(key)] = self.find(keys[0])


@dataclass
class _Group:
    chains: list[Chain]
    eye_values: dict[int, int]

    @property
    def eyes(self) -> int:
        return sum(self.eye_values.values())


def _normal(shape: set[tuple[int, int]] | frozenset[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """The shape moved to the origin, in its smallest rotation or reflection."""
    forms = []
    for flip in (False, True):
        points = [(c, r) if flip else (r, c) for r, c in shape]
        for _ in range(4):
            points = [(c, -r) for r, c in points]
            top = min(r for r, _ in points)
            left = min(c for _, c in points)
            forms.append(tuple(sorted((r - top, c - left) for r, c in points)))
    return frozenset(min(forms))


def _killable_shape(shape: set[tuple[int, int]]) -> bool:
    """Eye spaces of four to six points that one move inside reduces to one eye."""
    return _normal(shape) in _KILLABLE


_KILLABLE = frozenset(
    _normal(frozenset(s))
    for s in (
        {(0, 0), (0, 1), (1, 0), (1, 1)},  # square four
        {(0, 0), (0, 1), (0, 2), (1, 1)},  # pyramid four
        {(0, 0), (0, 1), (1, 0), (1, 1), (0, 2)},  # bulky five
        {(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)},  # crossed five
        {(0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)},  # rabbity six
        {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)},  # two-by-three
    )
)


def _liberties_after(board: Board, color: int, i: int) -> set[int]:
    """The liberties the chain of a ``color`` stone played at empty ``i`` would have,
    not counting the points its captures would free."""
    cells = board.cells
    liberties: set[int] = set()
    for n in board.geo.neighbours[i]:
        if cells[n] == EMPTY:
            liberties.add(n)
        elif cells[n] == color:
            chain = board.chain[n]
            assert chain is not None
            liberties |= chain.liberties
    liberties.discard(i)
    return liberties


def _self_atari(board: Board, color: int, i: int) -> bool:
    """Playing ``color`` at empty ``i`` would leave its chain with one liberty or none."""
    for n in board.geo.neighbours[i]:
        chain = board.chain[n]
        if board.cells[n] == 3 - color and chain is not None and len(chain.liberties) == 1:
            return False  # it captures
    return len(_liberties_after(board, color, i)) <= 1


def seki_after_marks(
    board: Board, dead: AbstractSet[Point], proposed: AbstractSet[Point]
) -> frozenset[Point]:
    """The stones living in seki once the ``dead`` stones are off: chains that share a
    liberty neither side can fill without putting its own chain in atari, and the
    ``proposed`` seki chains that still face each other across a shared liberty.

    The marking screen's count follows the players' marks: a group marked dead ends
    its partner's seki, and a seki the proposal judged otherwise counts as one once
    both groups are marked alive."""
    lifted = board.copy()
    for point in dead:
        lifted.place_setup(None, point)
    geo = lifted.geo
    cells = lifted.cells
    kept = {geo.index(p) for p in proposed if p not in dead}
    found: set[int] = set()
    for i in geo.points:
        if cells[i] != EMPTY:
            continue
        beside = [n for n in geo.neighbours[i] if cells[n] in (Color.BLACK, Color.WHITE)]
        if {cells[n] for n in beside} != {Color.BLACK, Color.WHITE}:
            continue
        facing = {cells[n] for n in beside if n in kept} == {Color.BLACK, Color.WHITE}
        if facing or (_self_atari(lifted, Color.BLACK, i) and _self_atari(lifted, Color.WHITE, i)):
            for n in beside:
                chain = lifted.chain[n]
                assert chain is not None
                found.update(chain.stones)
    return frozenset(map(geo.point, found))


MARK_REACH = 2
"""Empty points in a row over which the marking click reaches another stone of the same
colour: a loose group (a two-point jump) changes as one, while on an open board the click
stays with the stones near it and a second click on the same stone undoes the first."""


def toggle_dead(board: Board, dead: frozenset[Point], point: Point) -> frozenset[Point]:
    """The marking click: the chain at ``point`` and every stone of its colour reached
    from it over at most ``MARK_REACH`` empty points (or stones marked dead) at a time,
    never past the opponent's living stones, change from alive to dead or back."""
    color = board[point]
    if color is None:
        return dead
    geo = board.geo
    cells = board.cells
    dead_cells = {geo.index(p) for p in dead}
    start = geo.index(point)
    run = {start: 0}  # empty points in a row since the last stone of the colour
    todo = deque([start])
    while todo:
        i = todo.popleft()
        for n in geo.neighbours[i]:
            value = cells[n]
            if value == color:
                step = 0
            elif value == EMPTY or (n in dead_cells and value != BORDER):
                step = run[i] + 1
            else:
                continue
            if step > MARK_REACH or run.get(n, MARK_REACH + 1) <= step:
                continue
            run[n] = step
            if step:
                todo.append(n)
            else:
                todo.appendleft(n)
    group = {geo.point(i) for i in run if cells[i] == color}
    return frozenset(dead | group) if point not in dead else frozenset(dead - group)
