"""The built-in computer player: a Monte-Carlo tree search on the engine's own rules.

Vocabulary: a *playout* is one game played to its end from a position of the
search tree by :func:`go_tui.engine.playouts.play_out` (the same playouts that
judge dead stones); a *branch* is one position of the tree and the statistics
of the playouts that went through it; the *level* (1-10) picks a row of
:data:`LEVELS`.  Points are ``(row, col)`` as everywhere in the engine; inside
the search they are board indices (:class:`go_tui.engine.board.Geometry`).

Design note, why this shape:

* **UCT with RAVE (AMAF) and priors**, in the manner of Michi (Petr Baudis's
  minimal MCTS player): with the few thousand playouts CPython affords per move,
  plain UCT wanders; RAVE shares every playout's moves among the siblings, and
  priors (a capture, saving a chain in atari, a MoGo 3x3 shape next to the last
  move, nearness to it, no first- or second-line move in an empty corner, no
  self-atari) give each new branch a few virtual wins or losses so a thin tree
  already plays sensible moves.  No exploration term: the priors and RAVE do it.
* **The tactical reader at the root** (:mod:`go_tui.engine.tactics`) reads every
  chain with one or two liberties: an extension of an own chain that the reader
  still captures (caught in a ladder) gets heavy losses, one that saves it wins
  in proportion to its size; an atari that captures (a working ladder or net)
  gets wins, one whose ladder fails gets losses.  Reading is too slow for every
  branch, and the root is where the move is chosen.
* **Never its own eye**: the children of a branch leave out every point that is an
  eye of the side to move (:func:`go_tui.engine.playouts._own_eye`), as the
  playouts do; such a point is filled only when nothing else is legal.
* **Capture go** knows the goal: playouts stop when a side has taken ``goal``
  stones and that side wins; a capture that reaches the goal at the root is
  played at once.  From level 3 the reader also reads both sides' short chains at
  the root (:mod:`go_tui.engine.capture_threats`): a proven capture that reaches the
  goal is played, a threat to reach the opponent's is met when a move meets it, and
  the other saves and captures weigh as the ladder verdicts do; a move that leaves
  its chain two liberties costs a few virtual losses.  Passing is not allowed there,
  so the player never passes while any move is legal.
* **Budgets are playouts**, never seconds: the same position, level and seed give
  the same move on any machine (the random generator is seeded from the seed and
  the position's Zobrist hash).  ``max_seconds`` is only a safety net; when it
  cuts a search short, :attr:`Decision.cut_short` says so.
* **Tree reuse** (:class:`KeptTree`, used by ``go-tui gtp``): the next search of a game
  starts from the branch of the moves played since, with its statistics, and runs its
  whole budget of new playouts on top (the same commands still give the same moves).
* **Lanes** (root parallelism): level 10 runs two searches of its budget each, from
  seeds of their own, and chooses from their root statistics added up; with a
  :class:`LaneHelper` (``go-tui gtp`` has one, :mod:`go_tui.engine.partner`) the second
  runs in a process of its own on the second core, else after the first: the same move
  either way, only later.
* **Pass** (not in capture go): when the opponent has just passed, no border is
  open (every empty point is owned by one side in most playouts) and the position
  counted now, with the stones the playouts take off as dead, is a win;
  or when no legal move is *useful*, that is every candidate point is owned by
  one side in at least :data:`SETTLED` of the playouts.  Never while a border is
  open, so a pass never throws a game away.  **Resign** only at levels that say
  so, after half the board's worth of moves and enough playouts, when the best
  move wins less than the level's threshold; never in capture go, where one
  capture turns a game and a learner should see it to its goal.
* **Levels** are data (:data:`LEVELS`): the playouts, the weight of the priors,
  and a chance per move to *blunder* like a beginner: to pick the best move that
  is neither a capture nor a save of a chain in atari (so it misses captures and
  leaves stones in atari, never a random move).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace
from functools import cache
from typing import Protocol

from go_tui.engine.board import EMPTY, Board
from go_tui.engine.capture_threats import Threats, read_threats, safest
from go_tui.engine.coords import Color, Point
from go_tui.engine.game import Game
from go_tui.engine.life import _liberties_after
from go_tui.engine.playouts import _code, _own_eye, _owner, _pattern_table, play_out
from go_tui.engine.reading import played
from go_tui.engine.scoring import score
from go_tui.engine.tactics import Limits, read


@dataclass(frozen=True)
class Strength:
    """One level: how hard the player thinks and how often it slips."""

    playouts: int
    """Playouts per move (the budget; never seconds)."""
    prior: float
    """Weight of the knowledge priors (1.0: as tuned)."""
    blunder: float
    """Chance per move to ignore captures and ataris (pick the best other move)."""
    resign: float
    """Resign when the best move wins less than this share (0: never resigns)."""
    reading: bool
    """Read ladders and ataris at the root with the tactical reader."""
    lanes: int = 1
    """Searches of ``playouts`` each, from seeds of their own, whose root statistics are
    added up before the choice (root parallelism: a :class:`LaneHelper` runs the second
    in a process of its own, on the second core)."""


LEVELS: dict[int, Strength] = {
    1: Strength(playouts=16, prior=0.6, blunder=0.5, resign=0.0, reading=False),
    2: Strength(playouts=36, prior=0.8, blunder=0.3, resign=0.0, reading=False),
    3: Strength(playouts=70, prior=1.0, blunder=0.15, resign=0.0, reading=True),
    4: Strength(playouts=120, prior=1.0, blunder=0.08, resign=0.0, reading=True),
    5: Strength(playouts=190, prior=1.0, blunder=0.04, resign=0.04, reading=True),
    6: Strength(playouts=290, prior=1.0, blunder=0.02, resign=0.05, reading=True),
    7: Strength(playouts=470, prior=1.0, blunder=0.0, resign=0.05, reading=True),
    8: Strength(playouts=760, prior=1.0, blunder=0.0, resign=0.05, reading=True),
    9: Strength(playouts=1200, prior=1.0, blunder=0.0, resign=0.05, reading=True),
    10: Strength(playouts=1500, prior=1.0, blunder=0.0, resign=0.05, reading=True, lanes=2),
}
"""The levels, weakest first: from level 3 up each has about 1.5 to 1.6 times the playouts
of the one below (a step of 1.3 measured as no step at all, 1.5 from 280 to 420 as 59%),
and the blunders shrink to none at level 7.  Level 10's playouts keep a 9x9 move within
the time goal on two shared cores; the figures measured with ``tools/bench_player.py``
(games, win rates, seconds, the machine's load) are in the README's paragraph on the
built-in computer."""


MIN_LEVEL = min(LEVELS)
MAX_LEVEL = max(LEVELS)
MAX_SECONDS = 90.0
"""The safety net: a search still running after this long stops (and says so)."""

SETTLED = 0.85
"""A point owned by one side in this share of the playouts (as a mean owner) is settled:
a move there changes nothing."""

OPEN = 0.5
"""An empty point owned by one side in less than this share of the playouts: its border
is open, and the player does not pass because the opponent did."""

# Priors, in playouts (Michi's values): even = visits at a 50% win rate for every child.
PRIOR_EVEN = 10
PRIOR_CAPTURE_ONE = 15
PRIOR_CAPTURE_MANY = 30
PRIOR_SAVE = 20
PRIOR_PATTERN = 10
PRIOR_SELF_ATARI = 10
PRIOR_NEAR = (0, 20, 14, 6)
"""Wins for a move at distance 1, 2, 3 from the last move."""
PRIOR_EMPTY_AREA = 10
PRIOR_LADDER = 40
"""Wins or losses the reader's verdict is worth (plus a few per stone at stake)."""
PRIOR_SHORT = 10
CAPTURE_GO_BOOST = 3
"""Captures and saves weigh this much more in capture go."""
RAVE_EQUIV = 3500
EXPAND_AT = 2
"""A branch grows children after this many playouts through it."""
READ_LIMITS = Limits(max_nodes=2500)


@dataclass(frozen=True)
class Decision:
    """What the player does: play ``point``, pass (``point`` is None), or resign."""

    point: Point | None
    resign: bool = False
    cut_short: bool = False
    """The safety-net clock stopped the search before its budget."""
    win_rate: float = 0.5
    """The chosen move's share of won playouts (for the side to move)."""
    playouts: int = 0
    """The playouts this search ran (the budget, unless the safety clock cut it short)."""
    kept: int = 0
    """Playouts through the root that an earlier search of the same game left (tree reuse)."""

    @property
    def is_pass(self) -> bool:
        return self.point is None and not self.resign


class _Branch:
    """A position in the tree; the statistics are for the side that moved into it."""

    __slots__ = (
        "amaf_visits",
        "amaf_wins",
        "board",
        "children",
        "color",
        "move",
        "prior_visits",
        "prior_wins",
        "taken",
        "visits",
        "wins",
    )

    def __init__(self, board: Board | None, color: int, move: int, taken: tuple[int, int]) -> None:
        self.board = board
        """None until the branch is first visited (then the move is played)."""
        self.color = color
        """Who moves next here."""
        self.move = move
        self.taken = taken
        """Stones taken by Black and by White on the way here."""
        self.children: list[_Branch] | None = None
        self.visits = 0
        self.wins = 0
        self.prior_visits: float = PRIOR_EVEN
        self.prior_wins: float = PRIOR_EVEN / 2
        self.amaf_visits = 0
        self.amaf_wins = 0

    def value(self) -> float:
        """The win rate blended with the AMAF win rate (Michi's RAVE urgency)."""
        visits = self.visits + self.prior_visits
        expected = (self.wins + self.prior_wins) / visits
        amaf = self.amaf_visits
        if not amaf:
            return expected
        beta = amaf / (amaf + visits + visits * amaf / RAVE_EQUIV)
        return beta * (self.amaf_wins / amaf) + (1 - beta) * expected


@dataclass(frozen=True)
class _Tables:
    """Per-size lookups for the priors."""

    line: tuple[int, ...]
    """Distance of each index to the nearest edge (0: the first line)."""
    area: tuple[tuple[int, ...], ...]
    """The on-board indices within Manhattan distance 3 of each index."""
    rows: tuple[int, ...]
    cols: tuple[int, ...]


@cache
def _tables(board_size: int) -> _Tables:
    geo = Board(board_size).geo
    cells = geo.width * geo.width
    line = [0] * cells
    rows = [0] * cells
    cols = [0] * cells
    area: list[tuple[int, ...]] = [()] * cells
    for i in geo.points:
        r, c = geo.point(i)
        rows[i], cols[i] = r, c
        line[i] = min(r, c, board_size - 1 - r, board_size - 1 - c)
        area[i] = tuple(
            geo.index((r + dr, c + dc))
            for dr in range(-3, 4)
            for dc in range(-3, 4)
            if abs(dr) + abs(dc) <= 3
            and (dr or dc)
            and 0 <= r + dr < board_size
            and 0 <= c + dc < board_size
        )
    return _Tables(tuple(line), tuple(area), tuple(rows), tuple(cols))


def choose_move(
    game: Game,
    level: int,
    *,
    color: Color | None = None,
    capture_goal: int | None = None,
    seed: int = 0,
    max_seconds: float = MAX_SECONDS,
    tree: KeptTree | None = None,
    helper: LaneHelper | None = None,
) -> Decision:
    """The move ``color`` (default: the side to move) plays in ``game`` at ``level``.

    ``capture_goal`` defaults to the game's rules (capture go when above 0).  The
    game is not changed.  Never raises for a legal game: with no move to play it
    passes (in capture go too, though the rules there refuse a pass).  With a ``tree``
    the search starts from the branch an earlier search of this game left for the moves
    played since (see :class:`KeptTree`), and keeps its own tree there for the next move.
    With a ``helper`` a level's second lane runs there, at the same time (the same move).
    """
    if level not in LEVELS:
        raise ValueError(f"{level} is no level: give a level from {MIN_LEVEL} to {MAX_LEVEL}")
    return think(
        game,
        LEVELS[level],
        color=color,
        capture_goal=capture_goal,
        seed=seed,
        max_seconds=max_seconds,
        tree=tree,
        helper=helper,
    )


def think(
    game: Game,
    strength: Strength,
    *,
    color: Color | None = None,
    capture_goal: int | None = None,
    seed: int = 0,
    max_seconds: float = MAX_SECONDS,
    tree: KeptTree | None = None,
    helper: LaneHelper | None = None,
) -> Decision:
    """:func:`choose_move` with a strength of one's own (tests, the bench's tuning, and the
    hints, whose level never resigns)."""
    if color is None:
        color = game.to_move
    color = Color(color)
    goal = max(game.rules.capture_goal if capture_goal is None else capture_goal, 0)
    task = LaneTask(game, strength, color, goal, seed, max_seconds, lane=0)
    key = task.key
    kept = {lane: tree.take(game, key, lane) for lane in range(strength.lanes)} if tree else {}
    search = _Search(game, color, strength, goal, seed)
    early = search.start(kept.get(0))
    if early is not None:
        if tree is not None:
            tree.clear()
        return early
    asked = strength.lanes > 1 and helper is not None and helper.ask(replace(task, lane=1))
    cut = search.run(max_seconds)
    roots = {0: search.root}
    for lane in range(1, strength.lanes):
        found = helper.answer() if asked and lane == 1 and helper is not None else None
        if found is None:
            found, roots[lane] = run_lane(replace(task, lane=lane), kept.get(lane))
        search.add(found)
        cut = cut or found.cut
    if tree is not None:
        tree.keep(game, key, roots)
    return search.choose(cut)


@dataclass(frozen=True)
class LaneTask:
    """One lane's search: what :func:`run_lane` needs, in a form a process can be sent."""

    game: Game
    strength: Strength
    color: Color
    goal: int
    seed: int
    max_seconds: float
    lane: int = 1

    @property
    def key(self) -> tuple[object, ...]:
        """What a kept tree must have been searched with to be used again."""
        return (self.strength, self.goal, self.seed, int(self.color), self.game.komi)


@dataclass(frozen=True)
class RootStats:
    """What one lane's playouts found at the root (:meth:`_Search.add` adds them up)."""

    moves: dict[int, tuple[int, int]]
    """Each root move's playouts and wins."""
    owners: list[int]
    owners_played: list[int]
    played_first: list[int]
    playouts: int
    cut: bool
    """The safety clock stopped this lane."""


class LaneHelper(Protocol):
    """Runs the second lane of a level elsewhere (:class:`go_tui.engine.partner.Partner`,
    a process of its own) while this process runs the first."""

    def ask(self, task: LaneTask) -> bool:
        """Start the lane; False when it cannot be run there (it then runs here)."""

    def answer(self) -> RootStats | None:
        """The lane's statistics; None when the helper failed (it then runs here)."""


def run_lane(task: LaneTask, kept: _Branch | None) -> tuple[RootStats, _Branch]:
    """One extra lane's search of the position (the first lane found it needs one), and
    its root, to keep for the next move."""
    search = _Search(task.game, task.color, task.strength, task.goal, task.seed, task.lane)
    early = search.start(kept)
    assert early is None, "the first lane decides at once where every lane would"
    cut = search.run(task.max_seconds)
    return search.stats(cut), search.root


class KeptTree:
    """The search tree one player keeps between its moves in one game (tree reuse).

    After a search its root is kept with the game's moves so far; the next search of the
    same game, for the same side and settings, starts from the branch of the moves played
    since (the player's own and the reply), with the statistics the earlier playouts left
    there, and runs its whole budget of new playouts on top.  So the budget still counts
    only new playouts and never seconds: the same commands give the same moves.  Nothing
    is kept across another game, an undo (the history no longer extends the kept one), a
    pass, or a move the earlier search never visited; then the search starts afresh.
    """

    __slots__ = ("_game", "_history", "_key", "_roots")

    def __init__(self) -> None:
        self._game: Game | None = None
        self._history: list[tuple[Color, Point | None]] = []
        self._key: object = None
        self._roots: dict[int, _Branch] = {}
        """Each lane's root (see :attr:`Strength.lanes`)."""

    def clear(self) -> None:
        self._game = None
        self._roots = {}
        self._history = []

    def take(self, game: Game, key: object, lane: int = 0) -> _Branch | None:
        """The kept branch of ``lane`` for the position of ``game`` now, if there is one."""
        root, history = self._roots.get(lane), [(m.color, m.point) for m in game.moves]
        if root is None or game is not self._game or key != self._key:
            return None
        known = len(self._history)
        if len(history) <= known or history[:known] != self._history:
            return None
        geo = game.board.geo
        node = root
        for color, point in history[known:]:
            if point is None or node.children is None or int(color) != node.color:
                return None
            i = geo.index(point)
            found = [c for c in node.children if c.move == i]
            if not found or found[0].board is None:
                return None
            node = found[0]
        board = node.board
        assert board is not None
        if board.cells != game.board.cells or node.children is None:
            return None
        return node

    def keep(self, game: Game, key: object, roots: dict[int, _Branch]) -> None:
        self._game = game
        self._key = key
        self._history = [(m.color, m.point) for m in game.moves]
        self._roots = roots


class _Search:
    """One move's search: the tree, the playouts, and the choice at the end."""

    def __init__(
        self, game: Game, color: Color, strength: Strength, goal: int, seed: int, lane: int = 0
    ) -> None:
        self.game = game
        self.color = color
        self.strength = strength
        self.goal = goal
        board = game.board.copy()
        self.geo = board.geo
        self.tables = _tables(board.size)
        self.rng = random.Random(
            seed * 1_000_003 + board.hash * 3 + int(color) + lane * 0x9E3779B97F4A7C15
        )
        taken = (game.prisoners(Color.BLACK), game.prisoners(Color.WHITE))
        last = game.last_move
        last_index = 0
        if last is not None and last.point is not None:
            last_index = self.geo.index(last.point)
        self.root = _Branch(board, int(color), last_index, taken)
        self.owners = [0] * (self.geo.width * self.geo.width)
        """Sum over the playouts of each point's owner (1 Black, -1 White)."""
        self.owners_played = [0] * len(self.owners)
        """For each root move: the sum of its point's owner over the playouts of this
        search that began with it (:meth:`_useful` compares them with the others)."""
        self.played_first = [0] * len(self.owners)
        """For each root move: how many playouts of this search began with it."""
        self.playouts = 0
        self.urgent: set[int] = set()
        """Root moves that capture or save a chain in atari (what a blunder ignores)."""
        self.kept = 0
        """Playouts through the root that an earlier search left (tree reuse)."""
        self.threats = Threats()
        """Capture go's threats the reader proved at the root (none elsewhere)."""

    # ---- the whole move ---------------------------------------------------------
    def start(self, kept: _Branch | None = None) -> Decision | None:
        """The root's moves and priors, before any playout; the decision at once when
        none is needed (no move to choose, a capture that reaches the goal).  ``kept``: the
        branch of this position an earlier search left (its statistics carry over)."""
        root = self.root
        assert root.board is not None
        moves = self._root_moves(root.board)
        if not moves:
            return Decision(self._eye_fill_or_pass(root.board))
        winning = self._winning_capture(root.board, moves)
        if winning is not None:
            return Decision(self.geo.point(winning), win_rate=1.0)
        if self.goal and self.strength.reading:
            moves = self._meet_threats(root.board, moves)
        root.children = [self._child(root, i) for i in moves]
        self._root_priors(root)
        if kept is not None:
            self._graft(kept)
        return None

    def stats(self, cut: bool) -> RootStats:
        """What this lane's playouts found at the root, for the first lane to add up."""
        children = self.root.children or []
        return RootStats(
            {child.move: (child.visits, child.wins) for child in children},
            self.owners,
            self.owners_played,
            self.played_first,
            self.playouts,
            cut,
        )

    def add(self, other: RootStats) -> None:
        """Another lane's root statistics, added to this one's before the choice."""
        for child in self.root.children or []:
            visits, wins = other.moves.get(child.move, (0, 0))
            child.visits += visits
            child.wins += wins
        self.root.visits += other.playouts
        for mine, theirs in (
            (self.owners, other.owners),
            (self.owners_played, other.owners_played),
            (self.played_first, other.played_first),
        ):
            for i, value in enumerate(theirs):
                mine[i] += value
        self.playouts += other.playouts

    def _graft(self, kept: _Branch) -> None:
        """The root's children take the statistics and subtrees of ``kept``'s children
        with the same moves (their priors are the root's own, the reader's included)."""
        root = self.root
        assert root.children is not None
        old = {child.move: child for child in kept.children or ()}
        for child in root.children:
            before = old.get(child.move)
            if before is None or before.board is None:
                continue
            child.board = before.board
            child.taken = before.taken
            child.children = before.children
            child.visits, child.wins = before.visits, before.wins
            child.amaf_visits, child.amaf_wins = before.amaf_visits, before.amaf_wins
        root.visits = kept.visits
        self.kept = kept.visits

    def run(self, max_seconds: float) -> bool:
        """The playouts of the budget; True when the safety clock stopped them."""
        deadline = time.monotonic() + max_seconds
        for n in range(self.strength.playouts):
            if n % 8 == 7 and time.monotonic() > deadline:
                return True
            self._iterate()
        return False

    def _root_moves(self, board: Board) -> list[int]:
        """The legal root moves (superko included) that fill none of our eyes."""
        color = int(self.color)
        cells, geo = board.cells, self.geo
        point = geo.point
        found: list[int] = []
        for i in geo.points:
            if cells[i] != EMPTY or _own_eye(cells, geo.neighbours, geo.width, i, color):
                continue
            if self.game.check(point(i), self.color) is None:
                found.append(i)
        return found

    def _eye_fill_or_pass(self, board: Board) -> Point | None:
        """With nothing else legal: in capture go any legal move (a pass is refused
        there), else a pass."""
        if self.goal:
            for i in self.geo.points:
                if (
                    board.cells[i] == EMPTY
                    and self.game.check(self.geo.point(i), self.color) is None
                ):
                    return self.geo.point(i)
        return None

    def _winning_capture(self, board: Board, moves: list[int]) -> int | None:
        """In capture go, the capture that reaches the goal (the biggest), if any."""
        if not self.goal:
            return None
        have = self.root.taken[0 if self.color is Color.BLACK else 1]
        best, most = None, 0
        for i in moves:
            taken = _captures(board, int(self.color), i)
            if taken and have + taken >= self.goal and taken > most:
                best, most = i, taken
        return best

    def _meet_threats(self, board: Board, moves: list[int]) -> list[int]:
        """Capture go: the root moves the reader leaves (a proven capture that reaches
        the goal, else the moves that meet every threat to reach theirs), and its
        verdicts kept for the priors."""
        black, white = self.root.taken
        ours, theirs = (black, white) if self.color is Color.BLACK else (white, black)
        threats = read_threats(board, int(self.color), self.goal, ours, theirs)
        self.threats = threats
        winning = [i for i in moves if i in threats.winning]
        if winning and not threats.decisive:
            return winning
        if threats.must is not None:
            moves = [i for i in moves if i in threats.must] or moves
        return safest(board, int(self.color), moves, threats)

    # ---- one playout ------------------------------------------------------------
    def _iterate(self) -> None:
        node = self.root
        path = [node]
        while True:
            children = node.children
            if children is None:
                if node.visits < EXPAND_AT or self._finished(node):
                    break
                self._expand(node)
                children = node.children
                assert children is not None
            child = self._select(node, children)
            if child is None:
                break
            path.append(child)
            node = child
        self._play_out_from(node, path)

    def _finished(self, node: _Branch) -> bool:
        if not self.goal:
            return False
        return node.taken[0] >= self.goal or node.taken[1] >= self.goal

    def _select(self, node: _Branch, children: list[_Branch]) -> _Branch | None:
        """The child with the highest value whose move is legal (illegal ones go)."""
        while children:
            best = max(children, key=_Branch.value)
            if best.board is not None:
                return best
            assert node.board is not None
            after = played(node.board, node.color, best.move)
            if after is None:
                children.remove(best)
                continue
            child_board, captured = after
            best.board = child_board
            if captured:
                black, white = node.taken
                if node.color == Color.BLACK:
                    black += len(captured)
                else:
                    white += len(captured)
                best.taken = (black, white)
            return best
        return None

    def _play_out_from(self, node: _Branch, path: list[_Branch]) -> None:
        board = node.board
        assert board is not None
        geo = self.geo
        cells = board.cells[:]
        record: list[int] = []
        taken = [0, node.taken[0], node.taken[1]]
        if not self._finished(node):
            play_out(
                cells,
                geo.neighbours,
                geo.width,
                geo.points,
                node.color,
                [],
                self.rng,
                last=node.move,
                ko=board.ko,
                record=record,
                taken=taken,
                goal=self.goal,
                both_moves=True,
            )
        black_wins = self._black_wins(cells, taken)
        self.playouts += 1
        if len(path) > 1:
            first = path[1].move
            self.played_first[first] += 1
            self.owners_played[first] += _owner(cells, geo.neighbours, first)
        self._update(path, record, node.color, black_wins)

    def _black_wins(self, cells: list[int], taken: list[int]) -> bool:
        """Who won the playout: the goal in capture go, else the area count and komi
        (a draw, possible with a whole-number komi, as a loss for the side searching,
        which so plays for a win, not for the draw).  Also adds each point's owner to
        :attr:`owners`."""
        neighbours = self.geo.neighbours
        owners = self.owners
        margin = 0
        for i in self.geo.points:
            value = cells[i]
            if value == EMPTY:
                black = white = False
                for n in neighbours[i]:
                    if cells[n] == 1:
                        black = True
                    elif cells[n] == 2:
                        white = True
                if black == white:
                    continue
                owner = 1 if black else -1
            else:
                owner = 1 if value == 1 else -1
            owners[i] += owner
            margin += owner
        if self.goal:
            if taken[1] >= self.goal or taken[2] >= self.goal:
                return taken[1] >= self.goal
            if taken[1] != taken[2]:
                return taken[1] > taken[2]
            return margin > 0
        lead = margin - self.game.komi
        if lead == 0:  # a draw is no win: it counts against the side searching
            return self.color is Color.WHITE
        return lead > 0

    def _update(self, path: list[_Branch], record: list[int], color: int, black_wins: bool) -> None:
        """Count the playout in every branch on the path, and AMAF in their siblings."""
        first = [0] * len(self.owners)
        for k in range(1, len(path)):
            move = path[k].move
            if move and not first[move]:
                first[move] = path[k - 1].color
        for move in record:
            if move and not first[move]:
                first[move] = color
            color = 3 - color
        winner = 1 if black_wins else 2
        for k, node in enumerate(path):
            node.visits += 1
            if k and path[k - 1].color == winner:
                node.wins += 1
            children = node.children
            if children:
                mover = node.color
                won = mover == winner
                for child in children:
                    if first[child.move] == mover:
                        child.amaf_visits += 1
                        if won:
                            child.amaf_wins += 1

    # ---- growing the tree -------------------------------------------------------
    def _child(self, node: _Branch, i: int) -> _Branch:
        return _Branch(None, 3 - node.color, i, node.taken)

    def _expand(self, node: _Branch) -> None:
        board = node.board
        assert board is not None
        cells, geo = board.cells, self.geo
        color = node.color
        children: list[_Branch] = []
        for i in geo.points:
            if cells[i] != EMPTY or i == board.ko:
                continue
            if _own_eye(cells, geo.neighbours, geo.width, i, color):
                continue
            if not _legal(board, color, i):
                continue
            child = self._child(node, i)
            self._priors(board, node.move, color, child)
            children.append(child)
        node.children = children

    def _priors(self, board: Board, last: int, color: int, child: _Branch) -> None:
        """Michi's priors, in virtual playouts: captures, saves, shapes, nearness."""
        i = child.move
        cells = board.cells
        weight = self.strength.prior
        boost = CAPTURE_GO_BOOST if self.goal else 1
        wins = 0.0
        losses = 0.0
        taken = _captures(board, color, i)
        if taken:
            wins += (PRIOR_CAPTURE_ONE if taken == 1 else PRIOR_CAPTURE_MANY) * boost
        saved = _saves(board, color, i)
        if saved:
            wins += (PRIOR_SAVE + 2 * min(saved, 10)) * boost
        if _gives_away(board, color, i):
            losses += PRIOR_SELF_ATARI * boost
        elif self.goal and len(_liberties_after(board, color, i)) == 2:
            losses += PRIOR_SHORT  # capture go: a chain of two liberties is an atari away
        if last:
            tables = self.tables
            distance = abs(tables.rows[i] - tables.rows[last]) + abs(
                tables.cols[i] - tables.cols[last]
            )
            if distance < len(PRIOR_NEAR):
                wins += PRIOR_NEAR[distance]
            if distance <= 2 and _pattern_table()[_code(cells, self.geo.width, i)]:
                wins += PRIOR_PATTERN
        wins, losses = self._empty_area(cells, i, wins, losses)
        child.prior_visits += weight * (wins + losses)
        child.prior_wins += weight * wins

    def _empty_area(
        self, cells: list[int], i: int, wins: float, losses: float
    ) -> tuple[float, float]:
        """No stone within distance 3: the first two lines are slow, the third is good."""
        tables = self.tables
        line = tables.line[i]
        if line > 2 or any(cells[n] != EMPTY for n in tables.area[i]):
            return wins, losses
        if line < 2:
            return wins, losses + PRIOR_EMPTY_AREA
        return wins + PRIOR_EMPTY_AREA, losses

    def _root_priors(self, root: _Branch) -> None:
        """The priors of the root's children, the reader's verdicts on top."""
        board = root.board
        assert board is not None
        assert root.children is not None
        for child in root.children:
            self._priors(board, root.move, root.color, child)
            if _captures(board, root.color, child.move) or _saves(board, root.color, child.move):
                self.urgent.add(child.move)
        if self.strength.reading:
            verdicts, doomed = _read_tactics(board, root.color)
            boost = CAPTURE_GO_BOOST if self.goal else 1
            weight = self.strength.prior * boost
            for move, stones in [*self.threats.saving.items(), *self.threats.taking.items()]:
                _add(verdicts, move, PRIOR_LADDER + 3 * min(stones, 10), 0.0)
                self.urgent.add(move)
            for child in root.children:
                wins, losses = verdicts.get(child.move, (0.0, 0.0))
                child.prior_visits += weight * (wins + losses)
                child.prior_wins += weight * wins
            kept = [child for child in root.children if child.move not in doomed]
            if kept:  # an extension the ladder still takes only feeds it stones
                root.children = kept
                self.urgent -= doomed

    # ---- the choice -------------------------------------------------------------
    def choose(self, cut: bool) -> Decision:
        root = self.root
        assert root.board is not None
        assert root.children is not None
        children = root.children
        if not children:
            return Decision(self._eye_fill_or_pass(root.board), cut_short=cut)
        playouts = max(self.playouts, 1)
        if not self.goal and self._pass_now(root.board):
            rate = self._best(children)[1]
            return Decision(None, cut_short=cut, win_rate=rate, playouts=playouts, kept=self.kept)
        candidates = children
        if not self.goal:
            useful = [c for c in children if self._useful(c.move)]
            if not useful:
                rate = self._best(children)[1]
                return Decision(
                    None, cut_short=cut, win_rate=rate, playouts=playouts, kept=self.kept
                )
            candidates = useful
        if self.strength.blunder and self.rng.random() < self.strength.blunder:
            calm = [c for c in candidates if c.move not in self.urgent]
            candidates = calm or candidates
        best, rate = self._best(candidates)
        if self._hopeless(rate):
            return Decision(
                None, resign=True, cut_short=cut, win_rate=rate, playouts=playouts, kept=self.kept
            )
        point = self.geo.point(best.move)
        return Decision(point, cut_short=cut, win_rate=rate, playouts=playouts, kept=self.kept)

    @staticmethod
    def _best(children: list[_Branch]) -> tuple[_Branch, float]:
        """The most visited child (ties: the higher value) and its win rate."""
        best = max(children, key=lambda c: (c.visits, c.value()))
        rate = best.wins / best.visits if best.visits else best.value()
        return best, rate

    def _useful(self, i: int) -> bool:
        """A move that captures or saves, or on a point the playouts have not settled:
        one that ends up the same side's whether we play there first or not (our own
        area, or the opponent's where our stone dies).  Judged on both: a vital point
        ends up ours in the playouts that play it, so the share of all the playouts
        alone calls the very move the search found (and plays in most playouts) settled
        and useless, the more so the more playouts (the bug that made level 10 lose to
        level 3)."""
        if i in self.urgent:
            return True
        with_it = self.played_first[i]
        without = self.playouts - with_it
        if not with_it or not without:  # one side of the comparison only: all there is
            share = self.owners[i] / max(self.playouts, 1)
            return abs(share) < SETTLED
        share_with = self.owners_played[i] / with_it
        share_without = (self.owners[i] - self.owners_played[i]) / without
        settled = min(abs(share_with), abs(share_without)) >= SETTLED
        return not (settled and (share_with > 0) == (share_without > 0))

    def _pass_now(self, board: Board) -> bool:
        """The opponent passed and the count now, with the stones the playouts take off
        as dead, wins for us: passing ends the game won."""
        last = self.game.last_move
        if last is None or last.point is not None or last.color == self.color:
            return False
        playouts = max(self.playouts, 1)
        dead: set[Point] = set()
        for i in self.geo.points:
            value = board.cells[i]
            share = self.owners[i] / playouts
            if value == EMPTY and abs(share) < OPEN:
                return False  # a border still open: the count now says little
            if (value == Color.BLACK and share < -0.5) or (value == Color.WHITE and share > 0.5):
                dead.add(self.geo.point(i))
        prisoners = (self.game.prisoners(Color.BLACK), self.game.prisoners(Color.WHITE))
        counted = score(board, frozenset(dead), self.game.komi, prisoners, self.game.rules.scoring)
        return counted.winner is self.color

    def _hopeless(self, rate: float) -> bool:
        threshold = self.strength.resign
        if self.goal or not threshold or self.playouts < self.strength.playouts // 2:
            return False
        size = self.geo.size
        if self.game.move_number < size * size // 2:
            return False
        return rate < threshold


# ---- what a move does, on a board with exact liberties ---------------------------------


def _legal(board: Board, color: int, i: int) -> bool:
    """Whether ``color`` may play on empty ``i`` (ko aside): not a suicide."""
    cells, chains = board.cells, board.chain
    for n in board.geo.neighbours[i]:
        value = cells[n]
        if value == EMPTY:
            return True
        chain = chains[n]
        assert chain is not None
        libs = len(chain.liberties)
        if (value == color and libs > 1) or (value != color and libs == 1):
            return True
    return False


def _captures(board: Board, color: int, i: int) -> int:
    """How many stones ``color`` takes by playing on ``i``."""
    cells, chains = board.cells, board.chain
    seen: list[object] = []
    total = 0
    for n in board.geo.neighbours[i]:
        if cells[n] == 3 - color:
            chain = chains[n]
            assert chain is not None
            if len(chain.liberties) == 1 and chain not in seen:
                seen.append(chain)
                total += len(chain.stones)
    return total


def _gives_away(board: Board, color: int, i: int) -> bool:
    """Whether ``color`` on ``i`` leaves a chain of two or more stones in atari and
    captures nothing: the playouts' self-atari
    (:meth:`go_tui.engine.playouts.Stones.self_atari`) on a board."""
    cells, chains = board.cells, board.chain
    grown = False
    for n in board.geo.neighbours[i]:
        value = cells[n]
        if value == color:
            grown = True
        elif value == 3 - color:
            chain = chains[n]
            if chain is not None and len(chain.liberties) == 1:
                return False
    return grown and len(_liberties_after(board, color, i)) == 1


def _saves(board: Board, color: int, i: int) -> int:
    """The stones of own chains in atari that a stone on ``i`` saves: by extending from
    their last liberty to two or more, or by capturing a chain next to them."""
    return max(_extends(board, color, i), _rescues(board, color, i))


def _rescues(board: Board, color: int, i: int) -> int:
    """The stones of own chains in atari next to the enemy chains a stone on ``i`` takes."""
    cells, chains = board.cells, board.chain
    neighbours = board.geo.neighbours
    saved: list[object] = []
    total = 0
    for n in neighbours[i]:
        enemy = chains[n]
        if cells[n] != 3 - color or enemy is None or len(enemy.liberties) != 1:
            continue
        for stone in enemy.stones:
            for m in neighbours[stone]:
                own = chains[m]
                if (
                    cells[m] == color
                    and own is not None
                    and len(own.liberties) == 1
                    and own not in saved
                ):
                    saved.append(own)
                    total += len(own.stones)
    return total


def _extends(board: Board, color: int, i: int) -> int:
    """The stones of own chains in atari on ``i`` that a stone there gives two or more
    liberties (counting what it captures)."""
    cells, chains = board.cells, board.chain
    neighbours = board.geo.neighbours
    in_atari = 0
    liberties: set[int] = set()
    for n in neighbours[i]:
        value = cells[n]
        if value == EMPTY:
            liberties.add(n)
        elif value == color:
            chain = chains[n]
            assert chain is not None
            if len(chain.liberties) == 1:
                in_atari += len(chain.stones)
            liberties |= chain.liberties
    if not in_atari:
        return 0
    liberties.discard(i)
    if len(liberties) >= 2 or _captures(board, color, i):
        return in_atari
    return 0


def _read_tactics(board: Board, color: int) -> tuple[dict[int, tuple[float, float]], set[int]]:
    """The reader's verdicts on the root moves that bear on chains with one or two
    liberties: ``(wins, losses)`` in virtual playouts per index, and the extensions of
    chains the reader captures all the same (caught in a ladder)."""
    verdicts: dict[int, tuple[float, float]] = {}
    doomed: set[int] = set()
    seen: set[int] = set()
    for i in board.geo.points:
        chain = board.chain[i]
        if chain is None or id(chain) in seen or len(chain.liberties) > 2:
            continue
        seen.add(id(chain))
        stake = PRIOR_LADDER + 3 * min(len(chain.stones), 10)
        if chain.color == color and len(chain.liberties) == 1:
            (lib,) = chain.liberties
            if _extension_caught(board, color, i, lib):
                doomed.add(lib)
            elif _saves(board, color, lib):
                _add(verdicts, lib, stake, 0.0)
        elif chain.color != color and len(chain.liberties) == 2:
            for lib in sorted(chain.liberties):
                _judge_atari(board, color, i, lib, stake, verdicts)
    return verdicts, doomed


def _add(verdicts: dict[int, tuple[float, float]], i: int, wins: float, losses: float) -> None:
    old = verdicts.get(i, (0.0, 0.0))
    verdicts[i] = (old[0] + wins, old[1] + losses)


def _extension_caught(board: Board, color: int, stone: int, lib: int) -> bool:
    """Our chain at ``stone`` is in atari: whether the reader still captures it after we
    extend on ``lib`` (a ladder that works, a net).  An extension that captures is
    never caught here: the capture prior speaks for it."""
    if _captures(board, color, lib):
        return False
    after = played(board, color, lib)
    if after is None:
        return False
    target = board.geo.point(stone)
    return read(after[0], target, Color(3 - color), READ_LIMITS).captured is True


def _judge_atari(
    board: Board,
    color: int,
    stone: int,
    lib: int,
    stake: float,
    verdicts: dict[int, tuple[float, float]],
) -> None:
    """The enemy chain at ``stone`` has two liberties: does our atari on ``lib`` take it?"""
    if not _legal(board, color, lib):
        return
    after = played(board, color, lib)
    if after is None:
        return
    child = after[0]
    own = child.chain[lib]
    if own is not None and len(own.liberties) == 1 and not after[1]:
        return  # a self-atari: the self-atari prior speaks
    target = board.geo.point(stone)
    verdict = read(child, target, Color(3 - color), READ_LIMITS).captured
    if verdict is True:
        _add(verdicts, lib, stake, 0.0)
    elif verdict is False:
        _add(verdicts, lib, 0.0, stake / 2)  # a ladder that fails
