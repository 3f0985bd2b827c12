"""The game information as the players see and edit it: names, ranks, event, date,
result, rules and komi.

:func:`details_of` reads them from a :class:`~go_tui.play.session.Session` as text,
:func:`check_details` says what is wrong with an edited set (each problem about one
field, in words from the catalogue), and :func:`apply_details` puts a checked set into
the session.  The record's properties (PB PW BR WR EV DT RE RU KM) are written from the
session by :mod:`go_tui.play.session_sgf` alone.

Rules and komi are the game's own: the count at the end of a game in progress uses
them.  A game that has a result keeps it when they change (a resignation does not
depend on komi, and a count is what the players agreed): counting it again
(:meth:`~go_tui.play.match.Match.count_again`) counts with them.  The result itself is
edited only where the moves do not end the game (a record whose result the file gives);
a game that ended on the board takes its result from its end.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from enum import StrEnum

from go_tui.engine import Color, Rules
from go_tui.engine.rules import Scoring
from go_tui.play.session import Session
from go_tui.play.session_sgf import read_names
from go_tui.play.settings import Variant, read_komi
from go_tui.words import Phrase

INFO_LIMIT = 200
"""The most characters a text field holds: more than any name or event needs, few enough
to show."""

_NOT_PLAIN = re.compile(r"[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Control characters (escape codes among them) and bidirectional controls: a value with
one would reach the terminal and the record as a code."""
_LINE_BREAK = re.compile(r"[\n\r\u2028\u2029\x0b\x0c\x85]")
_RESULT = re.compile(
    r"([BWZ])\+(r|resign|t|time|f|forfeit|[0-9]{1,4}(?:[.,][0-9]{1,2})?)?|(0|draw|void|\?)",
    re.IGNORECASE,
)
"""A result as SGF's RE writes it: ``B+R``, ``W+3.5``, ``B+T``, ``W+F``, ``B+``, ``0``
(a draw), ``Void``, ``?``; the words in any case, a decimal comma too, and Dutch ``Z``
(zwart) for Black."""
_WORDS = {"r": "R", "resign": "Resign", "t": "T", "time": "Time", "f": "F", "forfeit": "Forfeit"}
_ENDS = {"0": "0", "draw": "Draw", "void": "Void", "?": "?"}


class Field(StrEnum):
    """A field of the game information (its name is the dialog's field id)."""

    BLACK = "black"
    WHITE = "white"
    BLACK_RANK = "black_rank"
    WHITE_RANK = "white_rank"
    EVENT = "event"
    DATE = "date"
    RESULT = "result"
    RULES = "rules"
    KOMI = "komi"


@dataclass(frozen=True)
class GameDetails:
    """The game information as text, as shown and typed (``rules``: ``japanese`` or
    ``chinese``, as the new-game dialog names them)."""

    black: str = ""
    white: str = ""
    black_rank: str = ""
    white_rank: str = ""
    event: str = ""
    date: str = ""
    result: str = ""
    rules: str = "japanese"
    komi: str = "6.5"


@dataclass(frozen=True)
class InfoProblem:
    """Why a field cannot be kept as typed: ``words`` say it."""

    about: Field
    words: Phrase


def rules_key(rules: Rules) -> str:
    """The rules as the choice names them: area counting is Chinese, territory Japanese."""
    return "chinese" if rules.scoring is Scoring.AREA else "japanese"


def details_of(session: Session) -> GameDetails:
    """The game information of ``session`` as it stands."""
    info, game = session.info, session.game
    return GameDetails(
        black=session.names(Color.BLACK),
        white=session.names(Color.WHITE),
        black_rank=info.black_rank,
        white_rank=info.white_rank,
        event=info.event,
        date=info.date,
        result=info.result,
        rules=rules_key(game.rules),
        komi=f"{game.komi:g}",
    )


def result_editable(session: Session) -> bool:
    """Whether the result is the players' to type: not when the game ended on the board
    (passes, a resignation, a capture, the clock), which gives its own."""
    return not session.game.is_over


def counts_with_komi(session: Session) -> bool:
    """Whether komi and rules mean anything here: not in capture go."""
    return session.variant is not Variant.CAPTURE


def check_details(session: Session, details: GameDetails) -> list[InfoProblem]:
    """What is wrong with ``details`` for ``session``, each field at most once, in the
    order of the fields; none: they can be kept."""
    problems: list[InfoProblem] = []
    for about in changed_fields(session, details):
        text = getattr(details, about.value)
        problem = _text_problem(text) or _field_problem(session, about, text)
        if problem is not None:
            problems.append(InfoProblem(about, problem))
    return problems


def changed_fields(session: Session, details: GameDetails) -> list[Field]:
    """The fields ``details`` change, in order: a field as it was (a file's own value may
    be anything) is kept as it came; komi by its value (``6,5`` is ``6.5``)."""
    now = details_of(session)
    changed = []
    for item in fields(GameDetails):
        text, before = getattr(details, item.name), getattr(now, item.name)
        if item.name == Field.KOMI and read_komi(text.strip(), session.game.size) == float(before):
            continue
        if text != before:
            changed.append(Field(item.name))
    return changed


def _text_problem(text: str) -> Phrase | None:
    """Why ``text`` is no plain line of at most :data:`INFO_LIMIT` characters."""
    if _LINE_BREAK.search(text):
        return Phrase("info.line_break")
    if _NOT_PLAIN.search(text):
        return Phrase("info.control")
    if len(text) > INFO_LIMIT:
        return Phrase("info.too_long", {"length": len(text), "limit": INFO_LIMIT})
    return None


def _field_problem(session: Session, about: Field, text: str) -> Phrase | None:
    """What ``about`` itself asks of a changed value."""
    if about is Field.RESULT:
        if not result_editable(session):
            return Phrase("info.result_from_game")
        return None if not text.strip() or result_value(text) else Phrase("info.result_form")
    if about in (Field.RULES, Field.KOMI) and not counts_with_komi(session):
        return Phrase("info.capture_go")
    if about is Field.RULES:
        try:
            Rules.named(text)
        except ValueError:
            return Phrase("settings.rules", {"rules": text})
        return None
    if about is Field.KOMI:
        komi = read_komi(text.strip(), session.game.size)
        return komi if isinstance(komi, Phrase) else None
    return None


def result_value(text: str) -> str | None:
    """A typed result as SGF writes it (``b+r`` -> ``B+R``, ``W+3,5`` -> ``W+3.5``), or
    ``None`` when it is none of SGF's forms."""
    found = _RESULT.fullmatch(text.strip())
    if found is None:
        return None
    if found[3] is not None:
        return _ENDS[found[3].lower()]
    how = found[2] or ""
    color = "B" if found[1].upper() == "Z" else found[1].upper()
    return f"{color}+{_WORDS.get(how.lower(), how.replace(',', '.'))}"


def apply_details(session: Session, details: GameDetails) -> set[Field]:
    """Put checked ``details`` (:func:`check_details` found nothing) into ``session``;
    the fields that changed."""
    changed = set(changed_fields(session, details))
    info, game = session.info, session.game
    for about, color in ((Field.BLACK, Color.BLACK), (Field.WHITE, Color.WHITE)):
        if about in changed:
            session.set_names(color, read_names(getattr(details, about.value), session.variant))
    texts = {
        Field.BLACK_RANK: "black_rank",
        Field.WHITE_RANK: "white_rank",
        Field.EVENT: "event",
        Field.DATE: "date",
    }
    edited = {name: getattr(details, about) for about, name in texts.items() if about in changed}
    info = replace(info, **{name: text.strip() for name, text in edited.items()})
    if Field.RESULT in changed:
        info = replace(info, result=result_value(details.result) or "")
    if Field.RULES in changed:
        game.rules = Rules.named(details.rules)
        info = replace(info, rules="")  # RU is written from the rules now in force
    if Field.KOMI in changed:
        komi = read_komi(details.komi.strip(), game.size)
        assert not isinstance(komi, Phrase), "checked first"
        game.komi = komi
    session.info = info
    return changed
