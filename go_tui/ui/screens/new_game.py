"""The new-game dialog: size, komi, handicap, variant, rules, the clock, the players'
names, and for each colour whether a person or a computer (GNU Go or another GTP engine)
plays it."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from go_tui.engine import decimal_number, whole_number
from go_tui.i18n import number, t
from go_tui.play import Settings, Variant, default_komi
from go_tui.play.clock import ClockSpecError, TimeControl, parse_clock
from go_tui.play.computer import GNUGO, GNUGO_LEVEL, EngineChoice
from go_tui.play.session import capture_goal_allowed, komi_allowed, komi_limit
from go_tui.ui.screens.attached import when_attached
from go_tui.ui.text import localize_bindings

SIZES = (9, 13, 19)
RULES = ("japanese", "chinese")
PERSON, OTHER = "person", "other"
"""The choices of who plays a colour, beside ``gnugo``."""


def player_kind(choice: EngineChoice | None) -> str:
    if choice is None:
        return PERSON
    return GNUGO if choice.is_gnugo else OTHER


class NewGameScreen(ModalScreen[Settings | None]):
    """Asks for the settings; dismisses with them, or ``None`` when cancelled."""

    CSS_PATH = "new_game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "new.cancel")]

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self.start = settings or Settings()
        self.komi_edited = self.start.komi is not None

    def compose(self) -> ComposeResult:
        start = self.start
        komi = start.komi if start.komi is not None else default_komi(start.handicap)
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
                level = GNUGO_LEVEL
                for color, choice in (("black", start.black_engine), ("white", start.white_engine)):
                    yield Label(t(f"engine.{color}_by"), classes="players")
                    yield Select(
                        [
                            (t("engine.person"), PERSON),
                            (t("engine.gnugo"), GNUGO),
                            (t("engine.other"), OTHER),
                        ],
                        value=player_kind(choice),
                        allow_blank=False,
                        compact=True,
                        id=f"{color}_player",
                        classes="players",
                    )
                    yield Label(t("engine.command"), classes=f"{color}-command")
                    command = choice.command if choice and not choice.is_gnugo else ""
                    yield Input(
                        command,
                        placeholder="pachi -t =5000",
                        compact=True,
                        id=f"{color}_command",
                        classes=f"{color}-command",
                    )
                    level = choice.level if choice else level
                yield Label(t("engine.level"), classes="gnugo-level")
                yield Input(str(level), compact=True, id="level", classes="gnugo-level")
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(t("new.start"), variant="primary", id="start")
                yield Button(t("new.cancel"), id="cancel")

    @when_attached
    def on_mount(self) -> None:
        self._show_variant_fields()
        self.query_one("#size", Select).focus()  # Enter opens it; Start is a Tab away

    @on(Select.Changed, "#variant")
    @on(Select.Changed, ".players")
    def _variant_changed(self) -> None:
        self._show_variant_fields()

    @on(Select.Changed, "#handicap")
    def _handicap_changed(self, event: Select.Changed) -> None:
        if not self.komi_edited and isinstance(event.value, int):
            self.query_one("#komi", Input).value = number(default_komi(event.value))
        self._show_variant_fields()

    @on(Input.Changed, "#komi")
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
        kinds = {color: self._kind(color) for color in ("black", "white")}
        for color, kind in kinds.items():
            for widget in self.query(f".{color}-command"):
                widget.display = kind == OTHER
            for widget in self.query(f".{color}-name"):
                widget.display = kind == PERSON
        for widget in self.query(".gnugo-level"):
            widget.display = GNUGO in kinds.values()

    def _kind(self, color: str) -> str:
        """Who plays ``color``: a person, GNU Go, or another engine (none in rengo)."""
        if self.query_one("#variant", Select).value == Variant.RENGO:
            return PERSON
        return str(self.query_one(f"#{color}_player", Select).value)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    def _start(self) -> None:
        settings = self.settings()
        if settings is not None:
            self.dismiss(settings)

    def _clock(self) -> TimeControl | None:
        """The clock typed (none when empty); :class:`ClockSpecError` for a bad one."""
        spec = self.query_one("#clock", Input).value.strip()
        return parse_clock(spec) if spec else None

    def _engines(self, kinds: dict[str, str], level: int) -> dict[str, EngineChoice | None] | None:
        """The computer at each colour (``None``: a person); ``None`` when a command is
        missing."""
        engines: dict[str, EngineChoice | None] = {}
        for color, kind in kinds.items():
            typed = self.query_one(f"#{color}_command", Input).value.strip()
            command = GNUGO if kind == GNUGO else typed
            if kind == OTHER and not command:
                return None
            engines[color] = None if kind == PERSON else EngineChoice(command, level)
        return engines

    def _komi(self, text: str, size: int) -> float | None:
        """The komi typed, or ``None`` after saying why it is none: not a number, or more
        than a game on this board may have."""
        komi = decimal_number(text)
        error = self.query_one("#error", Static)
        if komi is None:
            error.update(t("new.bad_komi"))
        elif not komi_allowed(komi, size):
            error.update(t("new_limits.komi", limit=komi_limit(size), size=size))
            return None
        return komi

    def settings(self) -> Settings | None:
        """The settings as entered, or ``None`` after showing what is wrong."""
        error = self.query_one("#error", Static)

        def text(selector: str) -> str:
            return self.query_one(selector, Input).value.strip()

        def chosen(selector: str) -> object:
            return self.query_one(selector, Select).value

        size = int(str(chosen("#size")))
        komi = self._komi(text("#komi"), size)
        if komi is None:
            return None
        variant = Variant(str(chosen("#variant")))
        goal = 1
        if variant is Variant.CAPTURE:
            goal = whole_number(text("#goal")) or 0
            if not capture_goal_allowed(goal):
                error.update(t("new.bad_goal"))
                return None
        try:
            clock = self._clock()
        except ClockSpecError as bad:
            error.update(t("clock.bad_spec", spec=bad.spec))
            return None
        handicap = int(str(chosen("#handicap")))
        black = tuple(name for name in (text("#black"), text("#black2")) if name)
        white = tuple(name for name in (text("#white"), text("#white2")) if name)
        if variant is not Variant.RENGO:
            black, white = black[:1], white[:1]
        kinds = {color: self._kind(color) for color in ("black", "white")}
        level_text = text("#level") if GNUGO in kinds.values() else str(GNUGO_LEVEL)
        level = whole_number(level_text) or 0
        if not 1 <= level <= 10:
            error.update(t("engine.bad_level"))
            return None
        engines = self._engines(kinds, level)
        if engines is None:
            error.update(t("engine.no_command"))
            return None
        if engines["black"]:
            black = ()
        if engines["white"]:
            white = ()
        return Settings(
            size=size,
            komi=komi,
            handicap=handicap,
            variant=variant,
            capture_goal=goal,
            rules=str(chosen("#rules")),
            black=black,
            white=white,
            black_engine=engines["black"],
            white_engine=engines["white"],
            clock=clock,
            free_handicap=handicap >= 2 and chosen("#placement") is True,
        )
