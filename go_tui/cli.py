"""The ``go-tui`` command: the app, and the headless tools beside it."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NamedTuple, NoReturn

import typer
from typer.core import TyperGroup

from go_tui.engine import Rules
from go_tui.play.computer import COMPUTER_LEVEL, GNUGO_LEVEL

if TYPE_CHECKING:
    from go_tui.engine import Color
    from go_tui.formats.peer_protocol import PeerRefused, ProtocolError, Terms
    from go_tui.play.remote import RemotePeer
    from go_tui.play.session import Session
    from go_tui.play.settings import Choices, Seat, Settings, SetupProblem

app = typer.Typer(
    help="Play Go with a friend at one terminal, learn the rules, solve problems.",
    add_completion=False,
    no_args_is_help=False,
)


GLOBAL_OPTIONS = ("--lang", "--ascii", "--no-ascii")
"""Options of every command, taken before or after the command's name."""


def main() -> None:
    """The ``go-tui`` command: the global options are moved to the front, then parsed."""
    args = host_port_given(record_as_play(global_options_first(sys.argv[1:])))
    app(args=args, prog_name="go-tui")


def host_port_given(args: list[str]) -> list[str]:
    """``play --host`` -> ``play --host 7700``: the port of ``--host`` may be left out
    (Click has no option whose value is optional)."""
    from go_tui.formats.peer_protocol import DEFAULT_PORT

    given = list(args)
    for index, arg in enumerate(given):
        if arg == "--":
            break
        following = given[index + 1] if index + 1 < len(given) else "-"
        if arg == "--host" and not following.isdigit():
            given.insert(index + 1, str(DEFAULT_PORT))
            break
    return given


def echo(text: str, *, err: bool = False) -> None:
    """Print a line of plain text on the terminal (the catalogue's sentences as
    :func:`~go_tui.ui.text.words` fills them, not as markup); names from files and paths
    in it cannot send the terminal escape codes or turn the text around
    (:func:`~go_tui.i18n.printable`)."""
    from go_tui.i18n import printable

    typer.echo(printable(text), err=err)


def record_as_play(args: list[str]) -> list[str]:
    """``go-tui game.sgf`` -> ``go-tui play game.sgf``: a first word that names no command
    but a file (or ends in ``.sgf``) is a record to open (the global options stand before
    it); any other is left for the parser to refuse as a command it does not know."""
    index = 0
    while index < len(args) and args[index].split("=", 1)[0] in GLOBAL_OPTIONS:
        index += 2 if args[index] == "--lang" else 1
    commands = {
        info.name or getattr(info.callback, "__name__", "") for info in app.registered_commands
    }
    commands |= {group.name for group in app.registered_groups if group.name}
    if index == len(args) or args[index].startswith("-") or args[index] in commands:
        return args
    word = args[index]
    if word.lower().endswith(".sgf") or Path(word).exists():  # else a mistyped command
        return [*args[:index], "play", *args[index:]]
    return args


def global_options_first(args: list[str]) -> list[str]:
    """``play --lang nl`` -> ``--lang nl play``: Click reads group options only before."""
    front: list[str] = []
    rest: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "--":
            rest += args[index:]
            break
        name = arg.split("=", 1)[0]
        if name in GLOBAL_OPTIONS:
            front.append(arg)
            if arg == "--lang" and index + 1 < len(args):
                index += 1
                front.append(args[index])
        else:
            rest.append(arg)
        index += 1
    return front + rest


@app.callback(invoke_without_command=True)
def root(
    ctx: typer.Context,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang", help="nl or en, remembered for the next start; default: the system's language"
        ),
    ] = None,
    ascii: Annotated[
        bool | None,
        typer.Option(
            "--ascii/--no-ascii",
            help="Board in X O . + only, remembered (always under NO_COLOR)",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Without a command: open the start screen.  --lang and --ascii go before or after
    the command."""
    from go_tui.i18n import LANGUAGES
    from go_tui.preferences import look

    if lang is not None and lang not in LANGUAGES:
        raise typer.BadParameter(f"choose one of {', '.join(LANGUAGES)}", param_hint="--lang")
    language, use_ascii = look(lang, ascii, keep=ctx.invoked_subcommand not in HEADLESS)
    ctx.obj = {"lang": language, "ascii": use_ascii}
    if ctx.invoked_subcommand is None:
        from go_tui.ui.app import run

        run(lang=language, ascii=use_ascii)


HEADLESS = ("gtp", "lessons", "review")
"""Commands without a screen: they neither read nor keep the player's choices."""


OPTIONS = {
    "size": ("--size",),
    "handicap": ("--handicap",),
    "free_handicap": ("--free-handicap", "--handicap"),
    "komi": ("--komi",),
    "variant": ("--variant",),
    "capture_goal": ("--capture-goal",),
    "rules": ("--rules",),
    "clock": ("--clock",),
    "black_level": ("--level",),
    "white_level": ("--level",),
    "black_command": ("--black-engine",),
    "white_command": ("--white-engine",),
}
"""The options of ``go-tui play`` each :class:`~go_tui.play.settings.Choice` comes from."""


def refuse(problems: Sequence[SetupProblem]) -> NoReturn:
    """Stop with the reasons the options make no game, in the words the dialog uses."""
    from go_tui.i18n import language

    hints = list(dict.fromkeys(hint for problem in problems for hint in OPTIONS[problem.about]))
    words = dict.fromkeys(problem.words(language()) for problem in problems)
    raise typer.BadParameter(" ".join(words), param_hint=hints)


def seat(names: list[str] | None, command: str | None, level: int | None) -> Seat:
    """``--black-engine CMD``, ``--black computer``, ``--black gnugo`` or ``--black Ann``
    (twice for a rengo pair): who plays a colour, the computers at ``level``."""
    from go_tui.play.settings import PlayerKind, Seat

    if command is not None and command.strip():
        return Seat(PlayerKind.OTHER, level=level, command=command)
    name = names[0].strip().lower() if names else ""
    if name in (PlayerKind.COMPUTER, PlayerKind.GNUGO):
        return Seat(PlayerKind(name), level=level)
    return Seat(names=tuple(names or ()), level=level)


PlainOption = Annotated[
    bool,
    typer.Option(help="Line by line, no full screen: for a screen reader or a pipe (type help)"),
]
"""``--plain`` of ``play``, ``learn`` and ``problems``."""


@app.command()
def play(
    ctx: typer.Context,
    record: Annotated[
        str | None,
        typer.Argument(
            help="An SGF record to open and play on or step through (go-tui FILE.sgf does "
            "the same); the game's own settings hold, not the options",
            show_default=False,
        ),
    ] = None,
    size: Annotated[
        int | None,
        typer.Option(help="Board size: 9, 13 or 19; default 19, or 9 against the computer"),
    ] = None,
    komi: Annotated[
        float | None,
        typer.Option(help="Default 6.5 (7.5 with --rules chinese), or 0.5 with handicap"),
    ] = None,
    handicap: Annotated[int, typer.Option(help="Handicap stones, 2-9")] = 0,
    free_handicap: Annotated[
        bool, typer.Option(help="Black places the handicap stones, then White moves")
    ] = False,
    variant: Annotated[
        str, typer.Option(help="normal, capture, territory (gebieds-go) or rengo")
    ] = "normal",
    capture_goal: Annotated[int, typer.Option(help="Capture go: the captures that win")] = 1,
    rules: Annotated[str, typer.Option(help="japanese or chinese")] = "japanese",
    black: Annotated[
        list[str] | None,
        typer.Option(
            help="Black's name (twice for rengo), or computer (built in) or gnugo to play it"
        ),
    ] = None,
    white: Annotated[
        list[str] | None,
        typer.Option(
            help="White's name (twice for rengo), or computer (built in) or gnugo to play it"
        ),
    ] = None,
    black_engine: Annotated[
        str | None, typer.Option(help="A GTP engine plays Black: its command line")
    ] = None,
    white_engine: Annotated[
        str | None, typer.Option(help="A GTP engine plays White: its command line")
    ] = None,
    level: Annotated[
        int | None,
        typer.Option(
            help=f"The computer's level, 1 (weakest) to 10; default {COMPUTER_LEVEL} for "
            f"computer, {GNUGO_LEVEL} for gnugo and other engines"
        ),
    ] = None,
    resume: Annotated[bool, typer.Option(help="Continue the last game")] = False,
    clock: Annotated[
        str | None,
        typer.Option(
            help="Time per player: 20m (absolute), 10m+5x30s (byo-yomi), "
            "10m+25/5m (Canadian), 5m+10s (Fischer)"
        ),
    ] = None,
    bell: Annotated[
        bool, typer.Option(help="Ring the terminal bell in a player's last 10 seconds")
    ] = False,
    warnings: Annotated[
        bool | None,
        typer.Option(
            help="Say when a move leaves your stones in atari; default: on against the "
            "computer or GNU Go at levels 1-5"
        ),
    ] = None,
    hints: Annotated[
        bool | None,
        typer.Option(
            help="Let a player ask for the computer's move (h⏎); default: on against a "
            "computer, off for two people"
        ),
    ] = None,
    plain: PlainOption = False,
    host: Annotated[
        int | None,
        typer.Option(
            help="Play a friend at another computer: wait for them on this port "
            "(7700 when left out); you play Black unless --color white",
            show_default=False,
        ),
    ] = None,
    join: Annotated[
        str | None,
        typer.Option(
            help="Join the game of a friend who runs go-tui play --host: HOST:PORT",
            show_default=False,
        ),
    ] = None,
    color: Annotated[str, typer.Option(help="With --host: the colour you play")] = "black",
    listen: Annotated[
        str,
        typer.Option(
            help="With --host: the address to listen on; default every network of this "
            "computer, 127.0.0.1 for this computer only"
        ),
    ] = "",
    name: Annotated[
        str | None,
        typer.Option(
            help="With --host or --join: your name, as the other side and the record "
            "show it; default your login name"
        ),
    ] = None,
) -> None:
    """Start a game straight away (or continue the last one, or open a record); against the
    built-in computer with --white computer (or --black), against GNU Go with gnugo."""
    from go_tui.play.settings import Choices, Settings
    from go_tui.ui.app import GoApp, run

    options = ctx.obj or {}
    choices = Choices(
        size=size,
        komi=komi,
        handicap=handicap,
        free_handicap=free_handicap,
        variant=variant,
        capture_goal=capture_goal,
        rules=rules,
        clock=clock or "",
        black=seat(black, black_engine, level),
        white=seat(white, white_engine, level),
        warnings=warnings,
        hints=hints,
    )
    if host is not None or join is not None:
        online = Online(host, join, color, name or _login_name(), bell, listen, resume)
        _play_online(online, choices, plain or record is not None, options)
    if plain:
        _play_plain(choices, record, resume, options.get("lang"))
    if record is not None:
        from go_tui.ui.screens.open_record import open_at_once

        def opening(go_app: GoApp) -> None:
            open_at_once(go_app, Path(record), lambda opened: go_app.start_game(opened.session))

        run(
            lang=options.get("lang"),
            ascii=options.get("ascii", False),
            opening=opening,
            bell=bell,
        )
        return

    settings = Settings.from_choices(choices)
    if isinstance(settings, list):
        refuse(settings)
    run(
        lang=options.get("lang"),
        ascii=options.get("ascii", False),
        settings=settings,
        resume=resume,
        bell=bell,
    )


def fail(text: str) -> NoReturn:
    """Stop with ``text`` on standard error."""
    echo(text, err=True)
    raise typer.Exit(1)


class Online(NamedTuple):
    """``--host``/``--join`` and the options beside them."""

    host: int | None
    join: str | None
    color: str
    name: str
    bell: bool
    listen: str
    resume: bool
    """Play on the autosaved game (both sides must have the same moves)."""


def _login_name() -> str:
    import getpass

    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no login name in this environment
        return "?"


def _play_online(
    online: Online, choices: Choices, elsewhere: bool, options: dict[str, Any]
) -> NoReturn:
    """``play --host`` or ``--join``: connect first (in the terminal, where Ctrl+C stops the
    wait), then open the game with the other player at their colour."""
    from go_tui.formats.peer_protocol import PeerGone, PeerRefused, ProtocolError
    from go_tui.i18n import set_language, t
    from go_tui.play.remote import RemotePeer
    from go_tui.play.settings import Settings
    from go_tui.ui.app import run

    set_language(options.get("lang"))
    if online.host is not None and online.join is not None:
        fail(t("net.both"))
    unplayable = _not_online(choices, elsewhere, joining=online.join is not None)
    if unplayable:
        fail(t("net.not_online", option=unplayable))
    saved = _saved_game() if online.resume else None
    try:
        if online.host is not None:
            peer, settings = _host(online, choices, saved)
        else:
            peer, settings = _join(online, choices, saved)
    except PeerRefused as refused:
        fail(_refusal_words(refused, online))
    except ProtocolError as error:
        fail(t("net.broken", error=error.detail))
    except (PeerGone, TimeoutError) as error:
        fail(t("net.gone", error=str(error)))
    assert isinstance(peer, RemotePeer)
    assert isinstance(settings, Settings)
    echo(t("net.connected", name=peer.name))
    run(
        lang=options.get("lang"),
        ascii=options.get("ascii", False),
        settings=None if saved else settings,
        resume=saved is not None,
        bell=online.bell,
        remote=peer,
    )
    raise typer.Exit()


def _saved_game() -> Session:
    """The autosaved game to play on over the network, or the reason there is none."""
    from go_tui.i18n import t
    from go_tui.play.autosave import DamagedSave, load_autosave
    from go_tui.play.save_files import claim_autosave
    from go_tui.play.settings import Variant
    from go_tui.ui.text import reading_error_words

    claim_autosave()  # this window's save, as the game screen will write it
    try:
        session = load_autosave()
    except DamagedSave as damaged:
        why = reading_error_words(damaged.__cause__, damaged.reason)
        fail(t("start.damaged", error=why, path=str(damaged.kept)))
    if session is None:
        fail(t("start.no_save"))
    if session.info.result or session.game.is_over:
        fail(t("net.over", result=session.info.result or "?"))
    if session.variant is not Variant.NORMAL or session.placing:
        fail(t("net.not_online", option="--resume"))
    return session


def _terms_of(session: Session, ours: Color) -> Terms:
    """A saved game's terms, with its moves, for the joiner at the other colour."""
    from go_tui.formats.peer_protocol import Terms
    from go_tui.play.game_info import rules_key

    game = session.game
    moves = tuple((move.color, move.point) for move in game.moves)
    clock = session.clock.spec if session.clock else ""
    return Terms(
        game.size, game.komi, game.handicap, rules_key(game.rules), ours.opponent, moves, clock
    )


def _not_online(choices: Choices, elsewhere: bool, *, joining: bool) -> str:
    """The first option given that a network game does not play ("" when none); the
    clock is the host's to choose."""
    from go_tui.play.settings import PlayerKind

    if elsewhere:
        return "--plain, --resume, FILE"
    if choices.clock and joining:
        return "--clock (the host chooses the clock)"
    if choices.free_handicap:
        return "--free-handicap"
    if choices.variant != "normal":
        return "--variant"
    if PlayerKind.PERSON is not choices.black.kind or PlayerKind.PERSON is not choices.white.kind:
        return "--black/--white (computer)"
    return ""


def _host(online: Online, choices: Choices, saved: Session | None) -> tuple[RemotePeer, Settings]:
    """Open the port, wait for the joiner, and the game as the host set it (or ``saved``,
    played on: the host is the player of the name given)."""
    import errno
    import socket

    from go_tui.engine import Color
    from go_tui.formats.peer_protocol import Terms
    from go_tui.i18n import t
    from go_tui.play.remote import open_port, wait_for_joiner
    from go_tui.play.settings import Settings
    from go_tui.ui.text import os_error_words

    port = online.host or 0
    if online.color not in ("black", "white"):
        fail(t("net.color", given=online.color))
    ours = Color.parse(online.color)
    settings = Settings.from_choices(choices)
    if isinstance(settings, list):
        refuse(settings)
    game = settings.new_game()
    clock = settings.clock.spec if settings.clock else ""
    terms = Terms(game.size, game.komi, settings.handicap, settings.rules, ours.opponent, (), clock)
    if saved is not None:
        ours = _our_colour(saved, online.name)
        terms = _terms_of(saved, ours)
    try:
        server = open_port(port, online.listen)
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            fail(t("net.port_busy", port=port))
        fail(t("net.port_error", port=port, reason=os_error_words(error)))
    echo(t("net.waiting", port=port, address=socket.gethostname()))
    try:
        peer = wait_for_joiner(server, online.name, terms, _turned_away)
    except KeyboardInterrupt:
        server.close()
        raise typer.Exit(1) from None
    names = {ours: (online.name,), ours.opponent: (peer.name,)}
    return peer, replace(settings, black=names[Color.BLACK], white=names[Color.WHITE])


def _turned_away(error: ProtocolError) -> None:
    """Say on the host's terminal why a joiner was hung up on, and that it waits on."""
    from go_tui.formats.peer_protocol import VERSION
    from go_tui.i18n import t

    why = error.detail
    if error.reason == "version":  # "protocol_version 2 needed, not 1"
        why = t("net.version", theirs=error.detail.rsplit(" ", 1)[-1], ours=VERSION)
    echo(t("net.turned_away", error=why.rstrip(".")))


def _our_colour(saved: Session, name: str) -> Color:
    """The colour ``name`` plays in the saved game."""
    from go_tui.engine import Color
    from go_tui.i18n import t

    for color, names in ((Color.BLACK, saved.black), (Color.WHITE, saved.white)):
        if name in names:
            return color
    black, white = saved.names(Color.BLACK), saved.names(Color.WHITE)
    fail(t("net.who", black=black, white=white, name=name))


def _join(online: Online, choices: Choices, saved: Session | None) -> tuple[RemotePeer, Settings]:
    """Connect to the host and play the game it set, if it is the one asked for (with
    ``saved``: the same game, with the same moves)."""
    from go_tui.engine import Color
    from go_tui.formats.peer_protocol import Wish
    from go_tui.i18n import t
    from go_tui.play.clock import parse_clock
    from go_tui.play.remote import join
    from go_tui.play.settings import Settings
    from go_tui.ui.text import os_error_words

    address = online.join or ""
    where, _colon, port_text = address.rpartition(":")
    if not where or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        fail(t("net.address", given=address))
    wish = Wish(
        choices.size,
        _komi_asked(choices.komi),
        choices.rules if choices.rules != "japanese" else None,
    )
    if saved is not None:
        kept = _terms_of(saved, Color.WHITE)  # the joiner's colour is the host's to say
        wish = Wish(kept.size, kept.komi, kept.rules, kept.moves)
    try:
        peer, terms = join(where.strip("[]"), int(port_text), online.name, wish)
    except OSError as error:
        fail(t("net.no_host", address=address, reason=os_error_words(error)))
    if saved is not None and terms.clock != kept.clock:  # each side's clock is its record's
        peer.kill()
        theirs, ours = (
            t("net.on_clock", spec=spec) if spec else t("net.no_clock")
            for spec in (terms.clock, kept.clock)
        )
        fail(t("net.clock_differs", theirs=theirs, ours=ours))
    names = {peer.color: (peer.name,), peer.color.opponent: (online.name,)}
    settings = Settings(
        size=terms.size,
        komi=terms.komi,
        handicap=terms.handicap,
        rules=terms.rules,
        black=names[Color.BLACK],
        white=names[Color.WHITE],
        clock=parse_clock(terms.clock) if terms.clock else None,
    )
    return peer, settings


def _komi_asked(komi: float | str | None) -> float | None:
    return float(komi) if isinstance(komi, int | float) else None


def _refusal_words(refused: PeerRefused, online: Online) -> str:
    """The other side's refusal in words: busy, or another game than the one asked for."""
    from go_tui.formats.peer_protocol import BUSY, VERSION
    from go_tui.i18n import t

    theirs, _space, ours = refused.detail.partition(" ")
    if refused.reason == BUSY:
        return t("net.busy", address=online.join or "", players=refused.detail)
    if refused.reason in ("size", "komi", "rules", "moves"):
        return t(f"net.{refused.reason}", theirs=theirs, ours=ours)
    if refused.reason == "protocol_version":  # "? protocol_version 1 needed, not 2"
        return t("net.version", theirs=theirs, ours=VERSION)
    return t("net.refused", reason=f"{refused.reason} {refused.detail}".strip())


def _play_plain(choices: Choices, record: str | None, resume: bool, lang: str | None) -> None:
    """``play --plain``: the same game choices, played line by line; exits when done."""
    from go_tui.plain.start import play_plain
    from go_tui.play.settings import Settings

    _plain_language(lang)
    settings: Settings | None = None
    if record is None and not resume:
        chosen = Settings.from_choices(choices)
        if isinstance(chosen, list):
            refuse(chosen)
        settings = chosen
    path = Path(record) if record is not None else None
    raise typer.Exit(play_plain(settings, record=path, resume=resume))


def _plain_language(lang: str | None) -> None:
    """Plain mode speaks the language chosen (else the one remembered or the system's)."""
    from go_tui.i18n import set_language

    if lang:
        set_language(lang)


@app.command()
def gtp(
    rules: Annotated[
        str, typer.Option(help="japanese (territory, simple ko) or chinese (area, superko)")
    ] = "japanese",
    level: Annotated[
        int | None,
        typer.Option(help="Answer genmove with the built-in computer, 1 (weakest) to 10"),
    ] = None,
    capture_goal: Annotated[
        int | None, typer.Option(help="Capture go: the first to capture this many stones wins")
    ] = None,
    seed: Annotated[int, typer.Option(help="The built-in computer's random seed")] = 0,
) -> None:
    """Speak GTP v2 on stdin/stdout, for GoGui, Sabaki, gomill and regression tools."""

    from go_tui.engine.player import MAX_LEVEL, MIN_LEVEL
    from go_tui.formats.gtp_engine import serve

    try:
        chosen = Rules.named(rules)
    except ValueError as error:
        raise typer.BadParameter(str(error)) from error
    if level is not None and not MIN_LEVEL <= level <= MAX_LEVEL:
        raise typer.BadParameter(
            f"{level} is no level: give a level from {MIN_LEVEL} to {MAX_LEVEL}",
            param_hint="--level",
        )
    if capture_goal is not None:
        from go_tui.play.settings import Choices, Settings, Variant

        checked = Settings.from_choices(Choices(variant=Variant.CAPTURE, capture_goal=capture_goal))
        if isinstance(checked, list):
            refuse(checked)
        chosen = replace(chosen, capture_goal=capture_goal)
    serve(chosen, level=level, seed=seed)


@app.command()
def review(
    path: Annotated[str, typer.Argument(help="The game to review, an SGF file")],
    top: Annotated[int, typer.Option(help="Show at most this many mistakes, worst first")] = 10,
    seed: Annotated[int, typer.Option(help="The playouts' random seed")] = 0,
) -> None:
    """The moves that cost the most, worst first, and why: one line per mistake, in the
    chosen language (--lang); the main line of a record with variations."""

    from go_tui.engine.review import budget_for
    from go_tui.engine.review import review as review_game
    from go_tui.formats.sgf import load_sgf
    from go_tui.formats.sgf_grammar import SgfError
    from go_tui.i18n import number, t
    from go_tui.review_words import finding_line
    from go_tui.storage import read_file
    from go_tui.ui.text import os_error_words, sgf_error_words, sgf_warning_words, words

    if top < 1:
        raise typer.BadParameter(t("review.bad_top"), param_hint="--top")
    try:
        loaded = load_sgf(read_file(Path(path)))
    except OSError as error:
        echo(words("review.unreadable", path=path, reason=os_error_words(error)), err=True)
        raise typer.Exit(1) from None
    except SgfError as error:
        echo(words("review.unreadable", path=path, reason=sgf_error_words(error)), err=True)
        raise typer.Exit(1) from None
    for warning in loaded.warnings:
        echo(sgf_warning_words(warning), err=True)
    if any(len(node.children) > 1 for node in loaded.tree.main_line()):
        echo(t("review.variations"), err=True)
    game = loaded.game
    if not game.moves:
        echo(words("review.no_moves", path=path), err=True)
        raise typer.Exit(1)
    budget = budget_for(game.size)
    found = review_game(game, budget, ReviewProgress(len(game.moves)), seed=seed)
    if sys.stderr.isatty():
        echo("", err=True)
    if found.cut_short:
        echo(t("review.cut_short"), err=True)
    for finding in found.findings[:top]:
        echo(finding_line(finding, game.size))
    if not found.findings:
        echo(t("review.none", points=number(budget.min_cost), moves=found.moves))


class ReviewProgress:
    """The review's progress on stderr: one line rewritten on a terminal, a line at each
    quarter elsewhere (a log keeps a few lines, not hundreds)."""

    def __init__(self, moves: int) -> None:
        self.moves = moves
        self.live = sys.stderr.isatty()
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        from go_tui.i18n import t

        percent = 100 * done // max(total, 1)
        step = percent if self.live else percent // 25 * 25
        if step == self.shown:
            return
        self.shown = step
        text = t("review.progress", moves=self.moves, percent=step)
        if self.live:
            sys.stderr.write(f"\r{text}")
            sys.stderr.flush()
        else:
            typer.echo(text, err=True)


@app.command()
def learn(
    ctx: typer.Context,
    plain: PlainOption = False,
) -> None:
    """Open the lessons: the chapters, from the board and the stones to your first games
    (--plain: line by line, for a screen reader or a pipe)."""
    options = ctx.obj or {}
    if plain:
        from go_tui.plain.start import learn_plain

        _plain_language(options.get("lang"))
        raise typer.Exit(learn_plain())
    from go_tui.ui.app import run

    run(
        lang=options.get("lang"),
        ascii=options.get("ascii", False),
        opening=lambda go_app: go_app.action_learn(),
    )


lessons_app = typer.Typer(help="Tools for lesson files (see lessons/FORMAT.md).")
app.add_typer(lessons_app, name="lessons")


@lessons_app.command("check")
def lessons_check(
    path: Annotated[
        str | None, typer.Argument(help="A lesson file or folder; default: the built-in lessons")
    ] = None,
) -> None:
    """Prove every answer of the lessons with the engine; list each problem as file:line."""

    from go_tui.learn import load_lessons

    lessons = load_lessons(Path(path) if path else None)
    by_file = {chapter.path: chapter for chapter in lessons.chapters}
    for file in lessons.files:
        chapter = by_file.get(file)
        if chapter is not None:
            claims = sum(len(step.claims) for step in chapter.steps)
            echo(
                f"{file.name}: chapter {chapter.number} {chapter.title.en!r}: "
                f"{len(chapter.steps)} steps, {len(chapter.exercises)} exercises, "
                f"{claims} claim{'' if claims == 1 else 's'} checked"
                f"{computer_games_text(chapter.steps)}"
            )
    for problem in lessons.problems:
        echo(str(problem), err=True)
    if not lessons.files:
        echo(f"no lesson files in {path or 'the built-in lessons'}", err=True)
        raise typer.Exit(1)
    total = (
        f"{len(lessons.chapters)} chapters, {lessons.steps} steps, {lessons.exercises} exercises"
    )
    if lessons.problems:
        echo(f"{total}; {len(lessons.problems)} problems", err=True)
        raise typer.Exit(1)
    claims = sum(len(step.claims) for chapter in lessons.chapters for step in chapter.steps)
    steps = [step for chapter in lessons.chapters for step in chapter.steps]
    echo(
        f"{total}: every exercise's answer proven with the engine, "
        f"{claims} claim{'' if claims == 1 else 's'} checked{computer_games_text(steps)}"
    )


def computer_games_text(steps: Sequence[object]) -> str:
    """``, 2 games against the computer tried``: the game steps whose computer answered
    a first move in the proof (nothing where there are none)."""
    from go_tui.learn import GameStep

    games = sum(isinstance(step, GameStep) and step.against_computer for step in steps)
    if not games:
        return ""
    return f", {games} game{'' if games == 1 else 's'} against the computer tried"


class _FileOrCommand(TyperGroup):
    """``problems FILE.sgf`` opens a file; ``problems check ...`` runs the command."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        """The first word that is no option (``--plain``) and no command is the file."""
        index = next((n for n, arg in enumerate(args) if not arg.startswith("-")), None)
        if index is not None and args[index] not in self.commands:
            ctx.meta[PROBLEMS_FILE] = args.pop(index)
        return super().parse_args(ctx, args)


PROBLEMS_FILE = "go_tui.problems_file"
problems_app = typer.Typer(
    cls=_FileOrCommand,
    help="Practice problems in SGF (see lessons/problems/README.md). "
    "Without a command: the trainer; go-tui problems FILE.sgf opens your own collection; "
    "--plain line by line, for a screen reader or a pipe.",
)
app.add_typer(problems_app, name="problems")


@problems_app.callback(invoke_without_command=True)
def problems_main(
    ctx: typer.Context,
    plain: PlainOption = False,
) -> None:
    """Open the problem trainer on the built-in collections, or on FILE.sgf."""
    if ctx.invoked_subcommand is not None:
        return

    from go_tui.problems import load_file
    from go_tui.ui.problem_text import fault_words
    from go_tui.ui.text import words

    options = ctx.obj or {}
    if plain:
        _plain_language(options.get("lang"))
    name = ctx.meta.get(PROBLEMS_FILE)
    path = Path(name) if name else None
    if path is not None:
        collection = load_file(path)
        for fault in collection.faults:
            echo(fault_words(fault), err=True)
        if not collection.problems:
            echo(words("problems.unread.none", path=path), err=True)
            raise typer.Exit(1)
    if plain:
        from go_tui.plain.start import problems_plain

        raise typer.Exit(problems_plain(path))
    from go_tui.ui.app import run
    from go_tui.ui.screens.problems import open_problems

    run(
        lang=options.get("lang"),
        ascii=options.get("ascii", False),
        opening=lambda go_app: open_problems(go_app, path),
    )


@problems_app.command("check")
def problems_check(
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="SGF files or folders; default: the built-in collections"),
    ] = None,
) -> None:
    """Prove every problem with the engine: list each fault, each problem left unproven with the reason, and each goal inferred from the position (none stated), as file: problem N: ...; exit 1 when any problem is wrong or cannot be read."""  # noqa: E501

    from go_tui.problems import check_paths

    report = check_paths([Path(p) for p in paths or []])
    for fault in report.faults:
        echo(str(fault), err=True)
    for reason in report.unproven:
        echo(str(reason))
    for goal in report.inferred:
        echo(str(goal))
    if report.faults or not report.collections:
        echo(report.summary(), err=True)
        raise typer.Exit(1)
    echo(report.summary())


@app.command()
def serve(
    ctx: typer.Context,
    host: Annotated[
        str,
        typer.Option(
            help="The address to listen on; anyone who reaches it can play, as you "
            "(0.0.0.0: every address, see the README)"
        ),
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port to listen on", min=1, max=65535)] = 8000,
) -> None:
    """Serve the app in a web browser (needs pip install 'go-tui[web]'): each page gets its
    own game; Ctrl+C stops."""
    from importlib.util import find_spec

    from go_tui.i18n import t

    if find_spec("textual_serve") is None:
        echo(t("serve.no_extra"), err=True)
        raise typer.Exit(1)
    from go_tui.web.server import serve as serve_app

    options = ctx.obj or {}
    problem = serve_app(
        host=host, port=port, lang=options["lang"], ascii=options.get("ascii", False)
    )
    if problem is not None:
        echo(problem, err=True)
        raise typer.Exit(1)
