"""What the operating system refused, in the chosen language: no raw English system text."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from go_tui import i18n
from go_tui.formats.gtp_client import EngineMissing, GtpClient
from go_tui.storage import FileTooLarge, NotRegularFile, read_file
from go_tui.ui.text import engine_failure_text, os_error_words, reading_error_words


def refused(path: Path, limit: int = 1024) -> OSError:
    try:
        read_file(path, limit)
    except OSError as error:
        return error
    raise AssertionError(f"{path} was read")


def test_reading_names_what_stood_in_the_way(tmp_path: Path) -> None:
    assert isinstance(refused(tmp_path / "none.sgf"), FileNotFoundError)
    assert isinstance(refused(tmp_path), IsADirectoryError)
    big = tmp_path / "big.sgf"
    big.write_bytes(b"x" * (2 * 1024 * 1024 + 1))
    too_large = refused(big, 2 * 1024 * 1024)
    assert isinstance(too_large, FileTooLarge)
    assert too_large.limit == 2
    assert isinstance(refused(Path("/dev/null")), NotRegularFile)


@pytest.mark.parametrize(
    ("error", "dutch", "english"),
    [
        (FileNotFoundError(errno.ENOENT, "No such file"), "dat bestand bestaat niet", "there is"),
        (IsADirectoryError(errno.EISDIR, "is a dir"), "het is een map, geen bestand", "a folder"),
        (NotADirectoryError(errno.ENOTDIR, "Not a dir"), "een deel van het pad is", "a part"),
        (NotRegularFile(errno.EINVAL, "not a regular file"), "geen gewoon bestand", "ordinary"),
        (PermissionError(errno.EACCES, "Permission denied"), "geen toestemming", "permission"),
        (FileTooLarge(Path("x"), 50), "het is groter dan 50 MB", "larger than 50 MB"),
        (OSError(errno.ENOSPC, "No space left"), "de schijf is vol", "the disk is full"),
        (OSError(errno.EROFS, "Read-only file system"), "alleen gelezen", "only be read"),
    ],
)
def test_the_common_errors_have_words_of_their_own(
    error: OSError, dutch: str, english: str
) -> None:
    i18n.set_language("nl")
    assert dutch in os_error_words(error)
    assert error.strerror not in os_error_words(error)
    i18n.set_language("en")
    assert english in os_error_words(error)


def test_any_other_error_is_a_sentence_with_the_system_words() -> None:
    error = OSError(errno.EIO, "Input/output error")
    i18n.set_language("nl")
    assert os_error_words(error) == "het besturingssysteem meldde een fout: Input/output error"
    assert reading_error_words(error) == os_error_words(error)
    i18n.set_language("en")
    assert os_error_words(error) == ("the operating system reported an error: Input/output error")


def test_an_engine_that_cannot_start_is_explained_in_dutch(tmp_path: Path) -> None:
    with pytest.raises(EngineMissing) as missing:
        GtpClient([str(tmp_path / "no-engine"), "--gtp"])
    script = tmp_path / "engine.sh"
    script.write_text("#!/bin/sh\n")
    script.chmod(0o644)  # not executable: even root may not run it
    with pytest.raises(EngineMissing) as not_allowed:
        GtpClient([str(script)])
    i18n.set_language("nl")
    assert engine_failure_text("motor", missing.value) == (
        "motor kon niet gestart worden: dat bestand bestaat niet."
    )
    assert engine_failure_text("motor", not_allowed.value).startswith(
        "motor kon niet gestart worden: geen toestemming"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_not_an_ordinary_file(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.sgf"
    os.mkfifo(pipe)
    i18n.set_language("nl")
    assert reading_error_words(refused(pipe)) == (
        "het is geen gewoon bestand (maar bijvoorbeeld een apparaat of een pijp)"
    )
