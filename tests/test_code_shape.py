"""The shape of the code: rules a reader relies on that no type checker enforces."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "go_tui"


def class_names() -> dict[str, list[str]]:
    """Every class defined in the package (nested ones too), to where it is defined."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                found[node.name].append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return found


def test_the_package_defines_classes() -> None:
    assert "Board" in class_names()  # the walk finds them at all


def test_no_class_name_is_defined_twice() -> None:
    """A name means one thing: two classes of one name, in two modules or nested, make a
    reader (and an import) guess which is meant."""
    twice = {name: where for name, where in class_names().items() if len(where) > 1}
    assert twice == {}
