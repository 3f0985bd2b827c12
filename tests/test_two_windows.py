"""Two go-tui windows on one data folder: neither loses its game nor the other's answers."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from go_tui.learn.progress import Progress, Status
from go_tui.play.autosave import load_autosave
from go_tui.play.save_files import keep_left_games, previous_names
from go_tui.problems.progress import ProblemProgress, ProblemResult
from go_tui.ui.app import window_notices

WINDOW = """
import sys
from go_tui.engine import Game
from go_tui.play.session import Session
from go_tui.play.autosave import write_autosave
from go_tui.play.save_files import claim_autosave

save = claim_autosave()
session = Session(Game(9))
for n in range(int(sys.argv[1])):
    session.game.play((n // 9, n % 9))
print(save.name, write_autosave(session).name, flush=True)
sys.stdin.readline()
"""


@contextmanager
def window(moves: int) -> Iterator[tuple[str, str]]:
    """A go-tui process that claims a save, writes a game of ``moves`` moves and stays open."""
    process = subprocess.Popen(
        [sys.executable, "-c", WINDOW, str(moves)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdin is not None
    slot, name = process.stdout.readline().split()
    try:
        yield slot, name
    finally:
        process.stdin.close()
        process.wait(timeout=30)


def moves_in(path: Path) -> int:
    return path.read_text().count(";B[") + path.read_text().count(";W[")


def test_a_second_window_saves_beside_the_first(data_dir: Path) -> None:
    with window(3) as first, window(5) as second, window(7) as third:
        assert first == ("autosave.sgf", "autosave.sgf")
        assert second == ("autosave-2.sgf", "autosave-2.sgf")
        assert third == ("autosave-3.sgf", "autosave-3.sgf")
    assert moves_in(data_dir / "autosave.sgf") == 3
    assert moves_in(data_dir / "autosave-2.sgf") == 5
    assert moves_in(data_dir / "autosave-3.sgf") == 7


def test_a_closed_window_frees_its_save_for_the_next(data_dir: Path) -> None:
    with window(3) as first:
        assert first[0] == "autosave.sgf"
    with window(4) as again:
        assert again[0] == "autosave.sgf"
    session = load_autosave()
    assert session is not None
    assert session.game.move_number == 4


def test_the_games_of_closed_windows_are_kept_with_the_earlier_games(data_dir: Path) -> None:
    with window(3), window(5), window(7):
        pass
    with window(2), window(6):  # the window with autosave-2.sgf is open again
        assert keep_left_games() == 1  # only autosave-3.sgf is left by a closed window
    kept = data_dir / previous_names()[0]
    assert moves_in(kept) == 7
    assert moves_in(data_dir / "autosave-2.sgf") == 6
    assert not (data_dir / "autosave-3.sgf").exists()


def test_the_start_says_where_a_second_window_saves(data_dir: Path) -> None:
    assert window_notices(data_dir / "autosave.sgf", 0) == []
    second, left = window_notices(data_dir / "autosave-2.sgf", 3)
    assert "autosave-2.sgf" in second
    assert "3" in left
    assert "previous.sgf" in left


def test_answers_given_in_two_windows_are_all_kept(data_dir: Path) -> None:
    here, there = Progress.load(), Progress.load()
    here.record("liberties", "count", Status.SOLVED)
    there.record("capture", "atari", Status.TRIED)
    there.record("liberties", "count", Status.TRIED)
    problems = ProblemProgress.load()
    problems.record("01-capture#1", ProblemResult.SOLVED)
    here.visit("liberties", "mark")
    again = Progress.load()
    assert again.status("liberties", "count") is Status.SOLVED
    assert again.tries("liberties", "count") == 2
    assert again.status("capture", "atari") is Status.TRIED
    assert ProblemProgress.load().result("01-capture#1") is ProblemResult.SOLVED
    assert here.status("capture", "atari") is Status.TRIED  # seen at its next change


def test_progress_that_cannot_be_written_is_kept_for_the_window(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("go_tui.progress_file.write_section", refuse)
    progress = Progress.load()
    progress.record("liberties", "count", Status.SOLVED)
    assert progress.status("liberties", "count") is Status.SOLVED
    assert progress.warning is not None
    assert "Permission denied" in progress.warning("en")
    progress.warning = None
    progress.record("liberties", "mark", Status.SOLVED)
    assert progress.warning is None  # said once
    assert not (data_dir / "progress.json").exists()


def test_a_read_only_data_folder_still_gives_a_save_to_play_in(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from go_tui.play import save_files

    def refuse(*_: object, **__: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(save_files, "_claim", save_files._Claim())
    monkeypatch.setattr(Path, "mkdir", refuse)
    assert save_files.claim_autosave().name == "autosave.sgf"


def test_a_half_written_save_left_by_a_kill_is_cleared_at_the_next_start(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from go_tui.play import save_files

    data_dir.mkdir(parents=True, exist_ok=True)
    left = data_dir / ".autosave.sgf.k3x9q.tmp"
    left.write_text("(;GM[1]FF[4]SZ[9];B[ee]")
    names = [".autosave-2.sgf.a1b2.tmp", ".progress.json.c3d4.tmp", ".settings.json.e5f6.tmp"]
    others = [data_dir / name for name in names]
    for other in others:
        other.write_text("{}")
    monkeypatch.setattr(save_files, "_claim", save_files._Claim())
    assert save_files.claim_autosave().name == "autosave.sgf"
    assert not left.exists()
    assert all(other.exists() for other in others)  # being written in another window now


def test_stale_half_written_files_of_ours_are_cleared_and_no_one_elses(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kill during a save leaves its temp file; at the next start, one last written over
    a minute ago is no write still going on in another window."""
    from go_tui.play import save_files

    data_dir.mkdir(parents=True, exist_ok=True)
    ours = [".autosave-2.sgf.a1b2c3d4.tmp", ".progress.json.c3d4.tmp", ".settings.json.x_9.tmp"]
    theirs = [".notes.txt.abcd1234.tmp", ".autosave.sgf.tmp", "autosave.sgf.abcd.tmp", "x.tmp"]
    kept = [data_dir / "autosave-3.sgf", data_dir / "previous.sgf"]
    minutes_ago = time.time() - 120
    for name in ours + theirs:
        (data_dir / name).write_text("{}")
        os.utime(data_dir / name, (minutes_ago, minutes_ago))
    for path in kept:
        path.write_text("(;GM[1]FF[4]SZ[9];B[ee])")
    monkeypatch.setattr(save_files, "_claim", save_files._Claim())
    assert save_files.claim_autosave().name == "autosave.sgf"
    assert sorted(path.name for path in data_dir.glob("*tmp")) == sorted(theirs)
    assert all(path.exists() for path in kept)


def test_a_second_game_in_one_process_keeps_its_save(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play --plain`` and the app each claim the save as a game starts: a second claim in
    the same process and folder is the same save, not the next window's."""
    from go_tui.play import save_files

    monkeypatch.setattr(save_files, "_claim", save_files._Claim())
    first = save_files.claim_autosave()
    assert save_files.claim_autosave() == first == data_dir / "autosave.sgf"
