"""Words for the things the engine and the files name by code: colours, refusals, points,
reading errors, engine failures."""

from __future__ import annotations

import errno

from go_tui.engine import Color, Point, Refusal, to_vertex
from go_tui.formats.gtp_client import (
    EngineCrashed,
    EngineMissing,
    EngineTimeout,
    GtpFailure,
)
from go_tui.formats.peer_protocol import PeerGone
from go_tui.formats.sgf_grammar import SgfError, SgfWarning
from go_tui.i18n import language, number, t
from go_tui.play.computer import EngineChoice
from go_tui.storage import FileTooLarge, NotRegularFile


def color_name(color: Color) -> str:
    return t("color.black") if color is Color.BLACK else t("color.white")


def point_name(point: Point | None, size: int) -> str:
    """``D4``, or the word for a pass."""
    return t("game.pass_word") if point is None else to_vertex(point, size)


def refusal_text(refusal: Refusal, point: Point | None, size: int) -> str:
    """Why a move was refused, in words."""
    where = point_name(point, size) if point is not None else ""
    return t(f"refusal.{refusal.value}", point=where)


def words(key: str, **values: object) -> str:
    """The plain text for ``key`` with ``values`` as they are: a part of a sentence, to be
    filled into a message with :func:`~go_tui.i18n.t` (which makes it safe to show)."""
    return t(key).format(**values)


def count_text(count: int) -> str:
    """A large whole number grouped as people write it: 250,000 or 250.000."""
    text = f"{count:,}"
    return text.replace(",", ".") if language() == "nl" else text


def sgf_error_words(error: SgfError) -> str:
    """What is wrong with an SGF file, in words, and where (plain text, see :func:`words`)."""
    values: dict[str, object] = {
        name: count_text(value) if isinstance(value, int) else value
        for name, value in error.params.items()
    }
    if error.key == "illegal_move":
        values["color"] = color_name(Color.parse(str(error.params["color"])))
        values["reason"] = t(f"refusal.{error.params['refusal']}", point=error.params["point"])
    if isinstance(error.params.get("megabytes"), float):
        values["megabytes"] = number(float(error.params["megabytes"]))
    return _placed(words(f"sgf_error.{error.key}", **values), error.line, error.column)


def _placed(message: str, line: int | None, column: int | None) -> str:
    """``message`` with the line and column of the file it is about, when known."""
    if line is None:
        return message
    return words("sgf_error.where", line=line, column=column, message=message)


_OS_ERRORS = {
    errno.ENOENT: "not_found",
    errno.EISDIR: "is_folder",
    errno.ENOTDIR: "not_a_folder",
    errno.EACCES: "permission",
    errno.EPERM: "permission",
    errno.ENOSPC: "disk_full",
    errno.EROFS: "read_only",
}
"""The operating system's errors that have words of their own; any other is given as the
system words it (in the system's language, which may not be the one chosen here)."""


def os_error_words(error: OSError) -> str:
    """What the operating system refused, in words (plain text, see :func:`words`)."""
    if isinstance(error, FileTooLarge):
        return words("os_error.too_large", limit=error.limit)
    if isinstance(error, NotRegularFile):
        return words("os_error.not_a_file")
    key = _OS_ERRORS.get(error.errno or 0)
    if key is not None:
        return words(f"os_error.{key}")
    return words("os_error.other", error=error.strerror or str(error))


def sgf_warning_words(warning: str) -> str:
    """What was odd about an SGF file that was read all the same, in words (plain text,
    see :func:`words`); a warning the reader did not give (no :class:`SgfWarning`) as it is."""
    if not isinstance(warning, SgfWarning):
        return warning
    values: dict[str, object] = dict(warning.params)
    if isinstance(warning.params.get("komi"), float):
        values["komi"] = number(float(warning.params["komi"]))
    return _placed(words(f"sgf_warning.{warning.key}", **values), warning.line, warning.column)


def reading_error_words(error: BaseException | None, detail: str = "") -> str:
    """Why a file could not be read, in words (plain text, see :func:`words`); an error
    with no words of its own in the catalogue is given as ``detail``, else as it says."""
    if isinstance(error, SgfError):
        return sgf_error_words(error)
    if isinstance(error, OSError):
        return os_error_words(error)
    return detail or str(error)


def engine_label(choice: EngineChoice) -> str:
    """Who the computer at a colour is, until it names itself: ``Computer (level 3)``,
    ``GNU Go (level 10)``, or the command line of another engine."""
    if choice.is_computer:
        return t("engine.computer_label", level=choice.level)
    if choice.is_gnugo:
        return t("engine.gnugo_label", level=choice.level)
    return choice.command


def engine_failure_text(name: str, error: BaseException | None) -> str:
    """What went wrong with a computer opponent, in words."""
    if isinstance(error, EngineMissing):
        cause = error.__cause__
        reason = os_error_words(cause) if isinstance(cause, OSError) else error.detail
        return t("engine.missing", name=name, reason=reason)
    if isinstance(error, EngineTimeout):
        return t("engine.timeout", name=name, seconds=number(error.seconds))
    if isinstance(error, EngineCrashed):
        code = "?" if error.exit_code is None else str(error.exit_code)
        said = t("engine.said", words=error.said) if error.said else ""
        return t("engine.crashed", name=name, code=code) + said
    if isinstance(error, PeerGone):
        return t("net.lost", name=name)
    if isinstance(error, GtpFailure):
        return t("engine.refused", name=name, command=error.command, message=error.message)
    return t("engine.broken", name=name, error=str(error))
