"""The data folder as it may be found: odd files, damage, and games that must not be lost."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from go_tui.engine import Game
from go_tui.learn.progress import Progress
from go_tui.play.autosave import DamagedSave, load_autosave, write_autosave
from go_tui.play.events import PreviousNotKept
from go_tui.play.match import Match
from go_tui.play.save_files import autosave_path, keep_previous, previous_names
from go_tui.play.session import Session
from go_tui.storage import read_file


def a_game(moves: int) -> Session:
    session = Session(Game(9))
    for n in range(moves):
        session.game.play((n // 9, n % 9))
    return session


def test_a_new_game_keeps_the_last_ten_games(data_dir: Path) -> None:
    for moves in range(1, 13):
        write_autosave(a_game(moves))
        keep_previous()
    kept = [data_dir / name for name in previous_names()]
    assert all(path.is_file() for path in kept)
    assert ";B[" in kept[0].read_text()
    assert kept[0].read_text().count(";") == 1 + 12  # the newest: 12 moves
    assert kept[-1].read_text().count(";") == 1 + 3  # the tenth newest: 3 moves
    assert not autosave_path().exists()


def test_a_game_without_a_move_pushes_no_kept_game_out(data_dir: Path) -> None:
    """Starting games and leaving them before a move (or opening the app to look) must not
    cost the ten kept games one by one."""
    for moves in range(1, 11):
        write_autosave(a_game(moves))
        keep_previous()
    before = {name: (data_dir / name).read_text() for name in previous_names()}
    for _ in range(5):
        write_autosave(a_game(0))
        keep_previous()
        assert not autosave_path().exists()
    assert {name: (data_dir / name).read_text() for name in previous_names()} == before


def test_an_unreadable_save_is_kept_as_a_game_would_be(data_dir: Path) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_bytes(b"\x00\xff garbage, no game")
    keep_previous()
    assert (data_dir / "previous.sgf").read_bytes() == b"\x00\xff garbage, no game"


def test_a_folder_in_the_way_of_previous_does_not_lose_the_game(data_dir: Path) -> None:
    write_autosave(a_game(2))
    (data_dir / "previous.sgf").mkdir()
    keep_previous()
    kept = [p for p in data_dir.iterdir() if p.name.startswith("autosave.sgf.damaged-")]
    assert len(kept) == 1
    assert kept[0].read_text().count(";") == 3


def test_a_game_that_cannot_keep_the_last_one_goes_unsaved(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_autosave(a_game(5))
    before = autosave_path().read_text()

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("go_tui.play.match.keep_previous", refuse)
    match = Match(a_game(0))
    events = match.take_over_autosave()
    assert isinstance(events[0], PreviousNotKept)
    match.play((4, 4))
    assert autosave_path().read_text() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_an_autosave_that_is_a_pipe_is_set_aside_at_once(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    os.mkfifo(autosave_path())  # reading it would wait for a writer for ever
    with pytest.raises(DamagedSave, match="not a regular file"):
        load_autosave()
    assert not autosave_path().exists()


def test_an_autosave_linked_to_an_endless_device_is_refused(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    autosave_path().symlink_to("/dev/zero")
    with pytest.raises(DamagedSave, match="not a regular file"):
        load_autosave()


def test_a_file_is_read_only_up_to_its_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.sgf"
    path.write_bytes(b"x" * 2048)
    assert read_file(path, limit=2048) == b"x" * 2048
    with pytest.raises(OSError, match="larger than"):
        read_file(path, limit=2047)
    with pytest.raises(IsADirectoryError, match="is a directory"):
        read_file(tmp_path)


def test_progress_nested_beyond_the_parser_is_set_aside_with_a_warning(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "progress.json").write_text("[" * 100_000)
    progress = Progress.load()
    assert progress.warning is not None
    assert not (data_dir / "progress.json").exists()
