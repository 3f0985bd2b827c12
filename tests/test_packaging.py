"""The wheel carries every package and the lessons."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_python_package_is_listed_for_the_wheel() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts) for init in ROOT.glob("go_tui/**/__init__.py")
    }
    assert on_disk | {"go_tui._lessons"} == listed
    assert config["package-dir"]["go_tui._lessons"] == "lessons"
