"""Where a plain game comes from (new, the last one, or a record) and the line-by-line
loop over standard input and output."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from go_tui.i18n import printable, t, unmarked
from go_tui.plain.game import PlainGame
from go_tui.play.autosave import DamagedSave, load_autosave
from go_tui.play.match import Match
from go_tui.play.opening import OpenFailed, open_game
from go_tui.play.save_files import claim_autosave
from go_tui.play.session import Session
from go_tui.play.settings import Settings
from go_tui.ui.match_text import open_failure_text
from go_tui.ui.text import engine_label, reading_error_words


def say(text: str) -> None:
    """One line to standard output, at once (a screen reader or a pipe waits for it): the
    words :func:`~go_tui.i18n.t` made, as they show."""
    print(unmarked(text), flush=True)


def input_lines() -> Iterator[str]:
    """Standard input line by line; a byte that is no UTF-8 is replaced, not fatal."""
    stream = sys.stdin.buffer if hasattr(sys.stdin, "buffer") else None
    if stream is None:
        yield from sys.stdin
        return
    for raw in stream:
        yield raw.decode("utf-8", errors="replace")


def play_plain(settings: Settings | None, *, record: Path | None, resume: bool) -> int:
    """Play one game line by line; the exit status (1: no game could be opened)."""
    claim_autosave()
    session = _session(settings, record=record, resume=resume)
    if session is None:
        return 1
    match = Match(session, label=engine_label)
    try:
        PlainGame(match, say, fresh=not resume).run(input_lines())
    except KeyboardInterrupt:
        match.save_unsaved()
        match.close()
        say(t("plain.kept"))
    return 0


def learn_plain() -> int:
    """The lessons line by line; the exit status (1: the lessons could not be read)."""
    from go_tui.learn import Progress, load_lessons
    from go_tui.plain.lessons import PlainLessons

    lessons = load_lessons(prove=False)  # proven by CI, as the lesson screen reads them
    if not lessons.chapters:
        for problem in lessons.problems:
            say(printable(str(problem)))
        return 1
    run_plain(PlainLessons(lessons, Progress.load(), say).run)
    return 0


def problems_plain(path: Path | None) -> int:
    """The problems line by line: the built-in collections, or the one in ``path``."""
    from go_tui.plain.problems import PlainProblems
    from go_tui.problems import ProblemProgress, builtin_collections, load_file

    collections = builtin_collections() if path is None else [load_file(path)]
    run_plain(PlainProblems(collections, ProblemProgress.load(), say).run)
    return 0


def run_plain(run: Callable[[Iterable[str]], None]) -> None:
    """Run a plain front end on standard input; Ctrl+C stops it like the end of the input
    (what it saves is saved as it changes)."""
    try:
        run(input_lines())
    except KeyboardInterrupt:
        say(t("plain.interrupted"))


def _session(settings: Settings | None, *, record: Path | None, resume: bool) -> Session | None:
    if record is not None:
        opened = open_game(record)
        if isinstance(opened, OpenFailed):
            say(open_failure_text(opened))
            return None
        return opened.session
    if resume:
        try:
            session = load_autosave()
        except DamagedSave as damaged:
            why = reading_error_words(damaged.__cause__, damaged.reason)
            say(t("start.damaged", error=why, path=str(damaged.kept)))
            return None
        if session is None:
            say(t("start.no_save"))
        return session
    assert settings is not None
    return Session.start(settings)
