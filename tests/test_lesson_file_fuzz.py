"""A lesson file with any value of any type in any field gives faults, never a traceback.

Seeded and small enough for every run: each one-line field of two chapters is
replaced in turn by values of every other TOML type.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from go_tui.learn.loader import read_chapter
from go_tui.storage import builtin_lessons_dir

FIELD = re.compile(r"^([a-z][a-z_.]*) = .*$", re.MULTILINE)
VALUES = ["5", '"abc"', "[5]", "{}", "true", "{ en = 5 }"]
CHAPTERS = ["01-stones-and-liberties.toml", "07-capturing-techniques.toml"]


@pytest.mark.parametrize("name", CHAPTERS)
@pytest.mark.slow  # long fuzzing: every field of every chapter with every kind of value
def test_every_field_with_every_kind_of_value_gives_faults_not_a_traceback(
    name: str, tmp_path: Path
) -> None:
    source = (builtin_lessons_dir() / name).read_text(encoding="utf-8")
    fields = list(FIELD.finditer(source))
    assert len(fields) > 100
    path = tmp_path / name
    read = refused = 0
    for found in fields:
        for value in VALUES:
            text = f"{source[: found.start()]}{found[1]} = {value}{source[found.end() :]}"
            path.write_text(text, encoding="utf-8")
            chapter, faults = read_chapter(path)  # must not raise
            read += 1
            refused += chapter is None or bool(faults)
    assert read == len(fields) * len(VALUES)
    assert refused > read // 2  # most changes are wrong, and are said to be


@pytest.mark.parametrize("nesting", ["[" * 5000, "a = " + "[" * 5000, "a = " + "{b = " * 5000])
def test_a_file_nested_deeper_than_the_parser_goes_is_refused(nesting: str, tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text(nesting, encoding="utf-8")
    chapter, faults = read_chapter(path)
    assert chapter is None
    assert faults
    assert faults[0].message.startswith("TOML")
