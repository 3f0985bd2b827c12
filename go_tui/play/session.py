"""One game as the players set it up: the variant, the names, and the record.

The variants are the ones the booklets play:

* normal go, counted at the end after the dead stones are agreed;
* capture go (slag-go): the first to capture ``capture_goal`` stones wins, and
  passing is not allowed (``Rules.capture_goal`` in the engine);
* gebieds-go: counted as it stands, without removing dead stones;
* rengo (pair go): four players, each pair alternating within its colour.

A session is written to SGF with the names in PB/PW (``Ann & Bob`` for a pair)
and the variant in a private root property, so a saved game comes back as it
was and other SGF viewers still read it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from enum import StrEnum

from go_tui.engine import Color, Game, Rules, to_sgf
from go_tui.engine.scoring import Score
from go_tui.formats.sgf import GameInfo, SgfGame, dump_sgf
from go_tui.formats.sgf_grammar import Node
from go_tui.play.computer import EngineChoice

VARIANT_PROPERTY = "GOTUIVARIANT"
"""Private SGF root property holding the variant (SGF allows private properties)."""
PAIR_SEPARATOR = " & "


class Variant(StrEnum):
    NORMAL = "normal"
    CAPTURE = "capture"
    TERRITORY = "territory"
    """Gebieds-go: counted without removing dead stones."""
    RENGO = "rengo"


def default_komi(handicap: int) -> float:
    """6.5 for an even game, 0.5 with handicap (the booklets' and most clubs' choice)."""
    return 0.5 if handicap >= 2 else 6.5


@dataclass(frozen=True)
class Settings:
    """What the new-game dialog and ``go-tui play`` ask for."""

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

    def computers(self) -> dict[Color, EngineChoice]:
        """The colours a computer plays, and which one."""
        engines = ((Color.BLACK, self.black_engine), (Color.WHITE, self.white_engine))
        return {color: choice for color, choice in engines if choice is not None}

    def rules_in_force(self) -> Rules:
        if self.variant is Variant.CAPTURE:
            return Rules(capture_goal=max(1, self.capture_goal))
        return Rules.named(self.rules)

    def new_game(self) -> Game:
        """The game these settings describe; raises ``ValueError`` for impossible ones."""
        komi = default_komi(self.handicap) if self.komi is None else self.komi
        if self.variant is Variant.CAPTURE:
            komi = 0.0
        return Game(
            size=self.size,
            komi=komi,
            handicap=self.handicap if self.handicap >= 2 else 0,
            rules=self.rules_in_force(),
        )


@dataclass
class Session:
    """A game in progress with who plays it; what a :class:`~go_tui.play.match.Match` plays."""

    game: Game
    variant: Variant = Variant.NORMAL
    black: tuple[str, ...] = ()
    white: tuple[str, ...] = ()
    info: GameInfo = field(default_factory=GameInfo)
    tree: Node | None = None
    """The loaded file's tree, so that comments and variations survive a save."""
    computers: dict[Color, EngineChoice] = field(default_factory=dict)
    """The colours a GTP engine plays; the match starts the engines."""

    @classmethod
    def start(cls, settings: Settings) -> Session:
        game = settings.new_game()
        variant = settings.variant
        info = GameInfo(date=time.strftime("%Y-%m-%d"))
        session = cls(
            game, variant, settings.black, settings.white, info, computers=settings.computers()
        )
        session.sync_info()
        return session

    @classmethod
    def from_sgf(cls, loaded: SgfGame) -> Session:
        info = loaded.info
        raw = info.extra.get(VARIANT_PROPERTY, [""])[0]
        variant = Variant(raw) if raw in set(Variant) else Variant.NORMAL
        if loaded.game.rules.capture_goal:
            variant = Variant.CAPTURE

        def names(text: str) -> tuple[str, ...]:
            if not text:
                return ()
            if variant is Variant.RENGO:
                return tuple(text.split(PAIR_SEPARATOR.strip()))
            return (text,)

        black = tuple(name.strip() for name in names(info.black))
        white = tuple(name.strip() for name in names(info.white))
        return cls(loaded.game, variant, black, white, info, loaded.tree)

    # ---- players -------------------------------------------------------------
    def player(self, color: Color) -> str:
        """Who plays ``color`` next: in rengo the partners take turns within the colour."""
        names = self.black if color is Color.BLACK else self.white
        if not names:
            return ""
        if len(names) == 1:
            return names[0]
        played = sum(1 for move in self.game.moves if move.color is color)
        return names[played % len(names)]

    def set_names(self, color: Color, names: tuple[str, ...]) -> None:
        """Who plays ``color`` from now on (an engine's name once it has started)."""
        if color is Color.BLACK:
            self.black = names
        else:
            self.white = names
        self.sync_info()

    def names(self, color: Color) -> str:
        """Everyone playing ``color``, as PB/PW write it."""
        names = self.black if color is Color.BLACK else self.white
        return PAIR_SEPARATOR.join(name for name in names if name)

    # ---- the record ------------------------------------------------------------
    @property
    def counts_dead_stones(self) -> bool:
        """Whether the end of the game has a marking step (not in gebieds-go or capture go)."""
        return self.variant in (Variant.NORMAL, Variant.RENGO)

    def sync_info(self) -> None:
        """Copy the names and variant into the SGF root properties."""
        self.info = replace(
            self.info,
            black=self.names(Color.BLACK),
            white=self.names(Color.WHITE),
            extra={**self.info.extra, VARIANT_PROPERTY: [self.variant.value]},
        )

    def set_result(self, result: str, territory: dict[str, list[str]] | None = None) -> None:
        """Record the result (``B+R``, ``W+4.5``) and, after counting, TB/TW."""
        extra = {k: v for k, v in self.info.extra.items() if k not in ("TB", "TW")}
        self.info = replace(self.info, result=result, extra=extra | (territory or {}))

    def finish_counted(self, score: Score) -> None:
        """Record a counted result with TB/TW, so other SGF viewers show the count."""
        size = self.game.size
        territory = {
            ident: sorted(to_sgf(point, size) for point in points)
            for ident, points in (("TB", score.black_territory), ("TW", score.white_territory))
            if points
        }
        self.set_result(score.result, territory)

    def clear_result(self) -> None:
        self.set_result("")

    def undo(self) -> bool:
        """Take back the resignation or the last move for good; ``False`` if there is none.

        The move is dropped from the record (not kept for redo), so the autosave
        written next holds the game exactly as it stands.
        """
        if self.game.resigned is not None:
            self.game.resigned = None
            self.clear_result()
            return True
        if not self.game.move_number:
            return False
        self.game.cut(self.game.move_number - 1)
        self.clear_result()
        return True

    def resume_play(self) -> None:
        """After two passes: drop them, so the player who passed first moves again."""
        while self.game.last_move is not None and self.game.last_move.is_pass:
            self.undo()

    def sgf(self) -> str:
        """The game as SGF text."""
        self.sync_info()
        return dump_sgf(self.game, self.info, self.tree)
