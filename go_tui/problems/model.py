"""A practice problem as a tsumego file states it: a position, who plays, a solution tree.

Vocabulary: the *learner* is the player to move (``PL``); the *opponent* answers
from the tree.  A :class:`TreeMove` is one move of the solution tree; its
*verdict* comes from its comment: one starting with ``RIGHT`` or ``Correct``
ends a correct line, one starting with ``WRONG`` a wrong one (any case).  A
line that ends without ``RIGHT`` is wrong too, as tsumego collections use it.
Texts are bilingual by the convention of ``lessons/problems/README.md``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from go_tui.engine import Color, Game, Point, Rules
from go_tui.engine.claims import Claim
from go_tui.words import Text

EMPTY_TEXT = Text("", "")


@dataclass(frozen=True)
class CountClaim:
    """One ``CL`` claim about the count: a kind, the side it is about, and the value."""

    raw: str
    kind: str
    color: Color | None
    value: float
    """The number claimed; for ``score``, Black's margin."""


class Verdict(StrEnum):
    """What a comment in the tree says about the line that reaches it."""

    NONE = "none"
    RIGHT = "right"
    WRONG = "wrong"


@dataclass(eq=False)
class TreeMove:
    """One move of the solution tree, the comment at it, and the moves that may follow."""

    color: Color
    point: Point | None
    """``None`` is a pass (tenuki)."""
    verdict: Verdict = Verdict.NONE
    comment: Text = EMPTY_TEXT
    children: list[TreeMove] = field(default_factory=list)
    line: int = 0
    """Where the node stands in its file (1-based), for messages; 0 when built in code."""
    column: int = 0
    claims: tuple[Claim, ...] = ()
    """``CL``: what the comment says about the position after this move, checked."""

    def __repr__(self) -> str:  # not the dataclass one: it would print the whole subtree
        return f"TreeMove({self.color.letter}, {self.point}, {self.verdict}, {len(self.children)})"

    @property
    def where(self) -> str:
        return f"line {self.line}, column {self.column}" if self.line else "in the tree"


@dataclass(eq=False)
class Problem:
    """One problem: the start position, who plays, the solution tree and its texts."""

    key: str
    """Stable name for progress: the collection's key and the problem's number."""
    number: int
    """1-based position of the problem in its file."""
    size: int
    setup: dict[Point, Color]
    to_move: Color | None
    """The learner's colour; ``None`` if neither PL nor the tree tells (the checker refuses it)."""
    tree: list[TreeMove]
    """The learner's possible first moves, main line first."""
    title: Text = EMPTY_TEXT
    comment: Text = EMPTY_TEXT
    topic: str = ""
    """``GE`` (genre, as goproblems.com writes it): ``capture``, ``ladder``, ``seki`` ..."""
    level: str = ""
    """``DI`` (difficulty): ``30k``, ``25k`` ..."""
    targets: tuple[Point, ...] = ()
    """Stones marked ``MA`` in the root: what the problem is about (the stones to take or save)."""
    warnings: list[str] = field(default_factory=list)
    line: int = 0
    """Where the problem's root stands in its file (1-based), for messages; 0 when built in code."""
    claims: tuple[Claim, ...] = ()
    """``CL`` in the root: what the texts say about the start position, checked."""
    komi: float = 0.0
    """``KM``: what a counting problem gives White."""
    prisoners: tuple[int, int] = (0, 0)
    """``XP``: stones Black and White took during the game, for a counting problem."""
    count_claims: tuple[CountClaim, ...] = ()
    """``CL`` in the root about the count (``score B+4.5``), checked against the engine's."""

    def start_game(self) -> Game:
        """A fresh game at the problem's position, the learner to move (Black if unknown)."""
        return Game(
            size=self.size,
            komi=0,
            rules=Rules(),
            setup=self.setup,
            first=self.to_move or Color.BLACK,
        )

    def moves(self) -> Iterator[TreeMove]:
        """Every move of the tree, depth first, main line first."""
        stack = list(reversed(self.tree))
        while stack:
            move = stack.pop()
            yield move
            stack += reversed(move.children)

    @property
    def capture_goal(self) -> bool:
        """Whether the marked stones are the opponent's: the goal is to take them."""
        return bool(self.targets) and all(
            self.setup.get(p) is not None and self.setup.get(p) is not self.to_move
            for p in self.targets
        )


@dataclass(frozen=True)
class LoadFault:
    """A problem (or a whole file, number 0) that could not be read, and why."""

    source: str
    number: int
    message: str
    error: BaseException | None = field(default=None, compare=False)
    """What the reader raised, so a screen can word it in the player's language."""
    rest_unread: bool = False
    """The file broke here: the problems after it are not read either."""

    def __str__(self) -> str:
        where = f"problem {self.number}: " if self.number else ""
        return f"{self.source}: {where}{self.message}"


@dataclass(eq=False)
class Collection:
    """One SGF file of problems: those that loaded and the faults of those that did not."""

    key: str
    """The file's stem for the built-in collections, its full path for any other file."""
    title: Text
    path: Path | None
    problems: list[Problem]
    faults: list[LoadFault] = field(default_factory=list)

    @property
    def level(self) -> str:
        return next((p.level for p in self.problems if p.level), "")
