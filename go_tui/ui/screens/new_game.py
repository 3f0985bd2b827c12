"""The new-game dialog: size, komi, handicap, variant, rules, the clock, the players'
names, and for each colour whether a person or a computer plays it: the built-in one or
GNU Go at a level, or another GTP engine.

Choosing the built-in computer for a colour sets the board to 9x9 (unless the size was
chosen already) and its level to the gentle default; GNU Go starts at its own level 10.
Atari warnings and hints follow the players chosen (on for a learner against a computer)
until the user sets them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from go_tui.i18n import number, t
from go_tui.play.computer import COMPUTER_SIZE, EngineChoice
from go_tui.play.settings import (
    RULES,
    SIZES,
    Choice,
    Choices,
    PlayerKind,
    Seat,
    Settings,
    SetupProblem,
    Variant,
    default_komi,
)
from go_tui.storage import served
from go_tui.ui.binding_words import localize_bindings
from go_tui.ui.screens.attached import when_attached

COLORS = ("black", "white")
FIELDS = {
    Choice.SIZE: "#size",
    Choice.HANDICAP: "#handicap",
    Choice.FREE_HANDICAP: "#placement",
    Choice.KOMI: "#komi",
    Choice.VARIANT: "#variant",
    Choice.CAPTURE_GOAL: "#goal",
    Choice.RULES: "#rules",
    Choice.CLOCK: "#clock",
    Choice.BLACK_LEVEL: "#black_level",
    Choice.WHITE_LEVEL: "#white_level",
    Choice.BLACK_COMMAND: "#black_command",
    Choice.WHITE_COMMAND: "#white_command",
}
"""The field each kind of set-up problem is about, to be put right there."""
TOGGLES = ("warnings", "hints")
"""The rows that are on or off (a :class:`Settings` field each): they follow the players
chosen until the user sets them."""


def player_kinds() -> dict[str, PlayerKind]:
    """Who may play a colour, in words; a served page runs no command line typed into it
    (:func:`~go_tui.storage.served`), so it has no other engine."""
    kinds = {
        t("engine.person"): PlayerKind.PERSON,
        t("engine.built_in"): PlayerKind.COMPUTER,
        t("engine.gnugo"): PlayerKind.GNUGO,
        t("engine.other"): PlayerKind.OTHER,
    }
    if served():
        del kinds[t("engine.other")]
    return kinds


class NewGameScreen(ModalScreen[Settings | None]):
    """Asks for the settings; dismisses with them, or ``None`` when cancelled."""

    CSS_PATH = "new_game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "new.cancel")]

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self.start = settings or Settings()
        self.komi_edited = self.start.komi is not None
        self.size_set = self.start.size
        """The board size last put in the field, by the dialog or by the user."""
        self.size_edited = self.start.size != Settings().size
        """The user chose the size (here, or on the command line): a computer keeps it."""
        self.toggles_set = {name: getattr(self.start, name) for name in TOGGLES}
        """Whether each of :data:`TOGGLES` is on, as its field was last set (by the dialog
        or the user)."""
        self.toggles_edited: set[str] = set()
        """The toggles the user chose: a change of players no longer turns them on or off."""
        self.levels_edited: set[str] = set()
        """The colours whose level the user typed: choosing a player keeps it."""
        self.kinds = {
            "black": PlayerKind.of(self.start.black_engine),
            "white": PlayerKind.of(self.start.white_engine),
        }
        """Who plays each colour, as last chosen."""

    def compose(self) -> ComposeResult:
        start = self.start
        komi = start.komi if start.komi is not None else default_komi(start.handicap, start.rules)
        black = (*start.black, "", "")
        white = (*start.white, "", "")
        with Vertical(id="dialog"):
            yield Static(t("new.title"), id="title")
            with Grid(id="fields"):
                yield Label(t("new.size"))
                yield Select(
                    [(f"{n}x{n}", n) for n in SIZES],
                    value=start.size if start.size in SIZES else 19,
                    allow_blank=False,
                    compact=True,
                    id="size",
                )
                yield Label(t("new.handicap"))
                yield Select(
                    [(t("new.no_handicap"), 0)] + [(str(n), n) for n in range(2, 10)],
                    value=start.handicap if start.handicap >= 2 else 0,
                    allow_blank=False,
                    compact=True,
                    id="handicap",
                )
                yield Label(t("handicap.placement"), classes="placement")
                yield Select(
                    [(t("handicap.fixed"), False), (t("handicap.free"), True)],
                    value=start.free_handicap,
                    allow_blank=False,
                    compact=True,
                    id="placement",
                    classes="placement",
                )
                yield Label(t("new.komi"))
                yield Input(number(komi), compact=True, id="komi")
                yield Label(t("new.variant"))
                yield Select(
                    [(t(f"variant.{variant.value}"), variant) for variant in Variant],
                    value=start.variant,
                    allow_blank=False,
                    compact=True,
                    id="variant",
                )
                yield Label(t("new.capture_goal"), classes="capture")
                yield Input(str(start.capture_goal), compact=True, id="goal", classes="capture")
                yield Label(t("new.rules"))
                yield Select(
                    [(t(f"rules.{name}"), name) for name in RULES],
                    value=start.rules if start.rules in RULES else "japanese",
                    allow_blank=False,
                    compact=True,
                    id="rules",
                )
                yield Label(t("clock.label"))
                yield Input(
                    start.clock.spec if start.clock else "",
                    placeholder=t("clock.placeholder"),
                    compact=True,
                    id="clock",
                )
                yield Label(t("new.black"), classes="black-name")
                yield Input(black[0], compact=True, id="black", classes="black-name")
                yield Label(t("new.white"), classes="white-name")
                yield Input(white[0], compact=True, id="white", classes="white-name")
                yield Label(t("new.black_partner"), classes="rengo")
                yield Input(black[1], compact=True, id="black2", classes="rengo")
                yield Label(t("new.white_partner"), classes="rengo")
                yield Input(white[1], compact=True, id="white2", classes="rengo")
                yield from self._player_fields("black", start.black_engine)
                yield from self._player_fields("white", start.white_engine)
                for name in TOGGLES:
                    yield Label(t(f"new.{name}"))
                    yield Select(
                        [(t(f"new.{name}_on"), True), (t(f"new.{name}_off"), False)],
                        value=self.toggles_set[name],
                        allow_blank=False,
                        compact=True,
                        id=name,
                    )
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(t("new.start"), variant="primary", id="start")
                yield Button(t("new.cancel"), id="cancel")

    def _player_fields(self, color: str, choice: EngineChoice | None) -> ComposeResult:
        """Who plays ``color``; then the level of a computer, or another engine's command."""
        kinds = player_kinds()
        kind = PlayerKind.of(choice)
        kind = kind if kind in kinds.values() else PlayerKind.PERSON
        yield Label(t(f"engine.{color}_by"), classes="players")
        yield Select(
            list(kinds.items()),
            value=kind,
            allow_blank=False,
            compact=True,
            id=f"{color}_player",
            classes="players",
        )
        yield Label(t("engine.level"), classes=f"{color}-level")
        level = str(choice.level) if choice and kind.default_level else ""
        yield Input(level, compact=True, id=f"{color}_level", classes=f"{color}-level")
        if served():
            return
        yield Label(t("engine.command"), classes=f"{color}-command")
        yield Input(
            choice.command if kind is PlayerKind.OTHER and choice else "",
            placeholder="pachi -t =5000",
            compact=True,
            id=f"{color}_command",
            classes=f"{color}-command",
        )

    @when_attached
    def on_mount(self) -> None:
        self._show_variant_fields()
        self.query_one("#size", Select).focus()  # Enter opens it; Start is a Tab away

    @on(Select.Changed, "#variant")
    @when_attached
    def _variant_changed(self) -> None:
        self._show_variant_fields()

    @on(Select.Changed, ".players")
    @when_attached
    def _player_changed(self, event: Select.Changed) -> None:
        """A computer chosen for a colour: its level, and for the built-in one a 9x9 board,
        unless the user chose them already."""
        color = (event.select.id or "").removesuffix("_player")
        kind = PlayerKind(str(event.value))
        if self.kinds.get(color, kind) is kind:  # the field shown at first, not a choice
            self._show_variant_fields()
            return
        self.kinds[color] = kind
        level = self.query_one(f"#{color}_level", Input)
        default = kind.default_level
        if default and (color not in self.levels_edited or not level.value):
            level.value = str(default)
        if kind is PlayerKind.COMPUTER and not self.size_edited:
            self.size_set = COMPUTER_SIZE
            self.query_one("#size", Select).value = COMPUTER_SIZE
        self._show_variant_fields()
        self._suggest_toggles()

    def _suggest_toggles(self) -> None:
        """Each toggle the user has not chosen as the players make it: warnings on for one
        person against a gentle computer, hints for one person against any computer
        (:func:`~go_tui.play.settings.wants_warnings`, and ``wants_hints`` beside it)."""
        if self.toggles_edited == set(TOGGLES):
            return
        built = self.built({})
        if not isinstance(built, Settings):
            return
        for name in set(TOGGLES) - self.toggles_edited:
            value = getattr(built, name)
            if value != self.toggles_set[name]:
                self.toggles_set[name] = value
                self.query_one(f"#{name}", Select).value = value

    @on(Select.Changed, ", ".join(f"#{name}" for name in TOGGLES))
    @when_attached
    def _toggle_changed(self, event: Select.Changed) -> None:
        name = event.select.id or ""
        if event.value != self.toggles_set[name]:  # not the dialog's own change: the user's
            self.toggles_edited.add(name)
            self.toggles_set[name] = event.value is True

    @on(Select.Changed, "#size")
    @when_attached
    def _size_changed(self, event: Select.Changed) -> None:
        if event.value != self.size_set:  # not the dialog's own change: the user's
            self.size_edited = True
            self.size_set = int(str(event.value))

    @on(Input.Changed, ".black-level, .white-level")
    @when_attached
    def _level_typed(self, event: Input.Changed) -> None:
        if event.input.has_focus:
            self.levels_edited.add((event.input.id or "").removesuffix("_level"))
            self._suggest_toggles()

    @on(Select.Changed, "#handicap, #rules")
    @when_attached
    def _komi_follows(self, event: Select.Changed) -> None:
        """An untouched komi follows the handicap and the rules."""
        handicap, rules = (
            self.query_one("#handicap", Select).value,
            self.query_one("#rules", Select).value,
        )
        if not self.komi_edited and isinstance(handicap, int):
            self.query_one("#komi", Input).value = number(default_komi(handicap, str(rules)))
        if event.select.id == "handicap":
            self._show_variant_fields()

    @on(Input.Changed, "#komi")
    @when_attached
    def _komi_typed(self, event: Input.Changed) -> None:
        if self.query_one("#komi", Input).has_focus:
            self.komi_edited = True

    def _show_variant_fields(self) -> None:
        variant = self.query_one("#variant", Select).value
        handicap = self.query_one("#handicap", Select).value
        for widget in self.query(".placement"):
            widget.display = isinstance(handicap, int) and handicap >= 2
        for widget in self.query(".capture"):
            widget.display = variant == Variant.CAPTURE
        for widget in self.query(".rengo"):
            widget.display = variant == Variant.RENGO
        for widget in self.query(".players"):
            widget.display = variant != Variant.RENGO
        for color in COLORS:
            kind = self._kind(color)
            for widget in self.query(f".{color}-command"):
                widget.display = kind is PlayerKind.OTHER
            for widget in self.query(f".{color}-level"):
                widget.display = kind.default_level is not None
            for widget in self.query(f".{color}-name"):
                widget.display = kind is PlayerKind.PERSON

    def _kind(self, color: str) -> PlayerKind:
        """Who plays ``color``: a person, the built-in computer, GNU Go, or another engine
        (none in rengo)."""
        if self.query_one("#variant", Select).value == Variant.RENGO:
            return PlayerKind.PERSON
        return PlayerKind(str(self.query_one(f"#{color}_player", Select).value))

    @on(Button.Pressed, "#cancel")
    @when_attached
    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    @when_attached
    def _start(self) -> None:
        settings = self.settings()
        if settings is not None:
            self.dismiss(settings)

    def _seat(self, color: str) -> Seat:
        """Who plays ``color`` as the fields shown say: the names typed, or the computer
        with its level (when it has one) and command."""

        def text(name: str) -> str:
            return self.query_one(f"#{name}", Input).value

        kind = self._kind(color)
        return Seat(
            kind,
            names=(text(color), text(f"{color}2")),
            level=text(f"{color}_level") if kind.default_level else None,
            command="" if served() else text(f"{color}_command"),
        )

    def settings(self) -> Settings | None:
        """The settings as entered, or ``None`` after showing what is wrong (the first
        thing, with the focus on its field)."""
        built = self.built(
            {name: self.query_one(f"#{name}", Select).value is True for name in TOGGLES}
        )
        if isinstance(built, Settings):
            return built
        problem = built[0]
        self.query_one("#error", Static).update(t(problem.words.key, **problem.words.values))
        self.query_one(FIELDS[problem.about]).focus()
        return None

    def built(self, toggles: Mapping[str, bool]) -> Settings | list[SetupProblem]:
        """The settings the fields describe, with the :data:`TOGGLES` as given (one not
        given: as the players chosen make it), or what is wrong with them."""

        def chosen(selector: str) -> object:
            return self.query_one(selector, Select).value

        placement = self.query_one("#placement", Select)
        handicap = int(str(chosen("#handicap")))
        return Settings.from_choices(
            Choices(
                size=int(str(chosen("#size"))),
                komi=self.query_one("#komi", Input).value,
                handicap=handicap,
                free_handicap=bool(placement.display and placement.value is True),
                variant=str(chosen("#variant")),
                capture_goal=self.query_one("#goal", Input).value,
                rules=str(chosen("#rules")),
                clock=self.query_one("#clock", Input).value,
                black=self._seat("black"),
                white=self._seat("white"),
                warnings=toggles.get("warnings"),
                hints=toggles.get("hints"),
            )
        )
