"""Files go-tui writes: whole or not at all, with their permissions, never through a link."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from go_tui.engine import Rules
from go_tui.formats.gtp_engine import GtpEngine
from go_tui.storage import write_atomic


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_rewritten_file_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_text("old")
    path.chmod(0o644)
    write_atomic(path, "new")
    assert path.read_text() == "new"
    assert mode(path) == 0o644


def test_a_new_file_gets_the_usual_permissions_not_a_temporary_files(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        write_atomic(tmp_path / "new.sgf", "text")
    finally:
        os.umask(umask)
    assert mode(tmp_path / "new.sgf") == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["new.sgf"]  # no temporary file left


def test_printsgf_refuses_a_symbolic_link_and_leaves_its_target(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    link = tmp_path / "game.sgf"
    link.symlink_to(target)
    gtp = GtpEngine(Rules())
    assert gtp.respond(f"printsgf {link}") == f"? cannot write '{link}'\n\n"
    assert target.read_text() == "keep me"


def test_printsgf_refuses_a_pipe_and_never_replaces_it(tmp_path: Path) -> None:
    pipe = tmp_path / "game.sgf"
    os.mkfifo(pipe)  # stands for a device such as /dev/null, which a root engine would replace
    gtp = GtpEngine(Rules())
    assert gtp.respond(f"printsgf {pipe}") == f"? cannot write '{pipe}'\n\n"
    assert stat.S_ISFIFO(pipe.stat().st_mode)


def test_printsgf_writes_the_game_whole(tmp_path: Path) -> None:
    gtp = GtpEngine(Rules())
    gtp.respond("boardsize 9")
    gtp.respond("play b e5")
    path = tmp_path / "game.sgf"
    assert gtp.respond(f"printsgf {path}") == "= \n\n"
    assert ";B[ee]" in path.read_text()
    assert gtp.respond(f"printsgf {tmp_path / 'missing' / 'game.sgf'}").startswith("? cannot write")
