"""The shape of the code: rules a reader relies on that no type checker enforces."""

from __future__ import annotations

import ast
import importlib
import inspect
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "go_tui"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """Each module of the package to the modules of the package it imports: at the top,
    in a function (imported later, but still a dependency) or for the type checker."""
    paths = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for module, path in paths.items():
        imported: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    name = f"{node.module}.{alias.name}"
                    imported.add(name if name in paths else node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
        graph[module] = {name for name in imported if name in paths and name != module}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another, directly or round about."""

    def reach(start: str) -> set[str]:
        seen: set[str] = set()
        todo = [start]
        while todo:
            for name in graph[todo.pop()]:
                if name not in seen:
                    seen.add(name)
                    todo.append(name)
        return seen

    reached = {module: reach(module) for module in graph}
    groups = {
        frozenset({module} | {other for other in reached[module] if module in reached[other]})
        for module in graph
        if module in reached[module]
    }
    return sorted(sorted(group) for group in groups)


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


def test_the_import_graph_sees_the_layers() -> None:
    graph = import_graph()
    assert "go_tui.engine.board" in graph["go_tui.engine.game"]
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]


def test_no_import_circle() -> None:
    """Imports run one way (DESIGN.md): a circle hides which module is the lower one."""
    assert circles(import_graph()) == []


def test_problems_do_not_import_the_lessons() -> None:
    """What problems and lessons share lives below both (engine, words, storage)."""
    reached = {
        (module, name)
        for module, names in import_graph().items()
        if module.startswith("go_tui.problems")
        for name in names
        if name.startswith("go_tui.learn")
    }
    assert reached == set()


SCREEN_BUDGET = 300
"""Lines of code a screen class may hold: past it, the screen decides what a model should."""


def code_lines(source: str) -> int:
    """Lines that are neither blank nor a comment; docstrings count."""
    stripped = (line.strip() for line in source.splitlines())
    return sum(1 for line in stripped if line and not line.startswith("#"))


def screen_classes() -> dict[str, type]:
    """Every class under ``go_tui/ui`` that is a Textual screen (modal ones too), by name."""
    from textual.screen import Screen

    found: dict[str, type] = {}
    for path in sorted((PACKAGE / "ui").rglob("*.py")):
        module = importlib.import_module(module_name(path))
        for name, value in vars(module).items():
            screen = isinstance(value, type) and issubclass(value, Screen)
            if screen and value.__module__ == module.__name__:
                found[name] = value
    return found


def test_the_screen_walk_finds_the_screens() -> None:
    screens = screen_classes()
    assert {"ProblemScreen", "TimedProblemScreen", "ConfirmScreen"} <= set(screens)
    assert code_lines('class A:\n    """Why."""\n\n    # a note\n    x = 1\n') == 3


def test_no_screen_is_over_its_budget() -> None:
    """A screen shows what its model decides (DESIGN.md): a long one holds a model's work."""
    sizes = {name: code_lines(inspect.getsource(cls)) for name, cls in screen_classes().items()}
    over = {name: size for name, size in sizes.items() if size > SCREEN_BUDGET}
    assert not over, over


def test_the_start_screen_loads_nothing_of_the_game() -> None:
    """The cold start (issue 30): what ``go-tui`` imports before the start screen shows
    leaves out the engine, the match and the SGF reader; they load on the first game."""
    script = (
        "import sys; import go_tui.launch, go_tui.preferences, go_tui.ui.app, "
        "go_tui.ui.screens.start; print(' '.join(sorted(sys.modules)))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.split()
    game_parts = ("go_tui.engine", "go_tui.play.session", "go_tui.play.match", "go_tui.formats")
    assert [name for name in loaded if name.startswith(game_parts)] == []
    assert "go_tui.ui.screens.start" in loaded


# ---- what a screen does later runs only while it is in use (screens/attached.py) -----

LATER = PACKAGE / "ui" / "screens", PACKAGE / "ui" / "lesson_steps"
"""The screens and the lesson steps on the lesson screen: what they hand Textual to run
later may find their widgets gone."""
NOT_HANDLERS = {"on_unmount", "on_last_step"}
"""``on_unmount`` must run when the screen goes (it saves the game); ``on_last_step`` is a
question, not a handler."""
CALLBACK_AT = {"set_timer": 1, "set_interval": 1, "call_after_refresh": 0, "call_later": 0}
"""Methods that take a callback, and where it stands among their arguments."""


def decorator_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    names = set()
    for decorator in function.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        names.add(target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", ""))
    return names


def later_trees() -> dict[Path, ast.Module]:
    return {
        path: ast.parse(path.read_text(encoding="utf-8"))
        for folder in LATER
        for path in sorted(folder.glob("*.py"))
    }


def methods(tree: ast.Module) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [
        item
        for cls in ast.walk(tree)
        if isinstance(cls, ast.ClassDef)
        for item in cls.body
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
    ]


def guarded_methods() -> set[str]:
    return {
        method.name
        for tree in later_trees().values()
        for method in methods(tree)
        if "when_attached" in decorator_names(method)
    }


def callbacks(tree: ast.Module) -> list[tuple[int, ast.expr]]:
    """Each callback handed to Textual to run later: to a timer, to run after a refresh,
    as a dialog's answer (``push_screen``'s second argument), to a watch."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name, args = node.func.attr, node.args
        at = {**CALLBACK_AT, "push_screen": 1, "watch": 2}.get(name)
        if at is not None and len(args) > at:
            found.append((node.lineno, args[at]))
    return found


def test_every_handler_of_a_screen_runs_only_while_the_screen_is_in_use() -> None:
    unguarded = [
        f"{path.name}:{method.lineno} {method.name}"
        for path, tree in later_trees().items()
        for method in methods(tree)
        if (method.name.startswith(("on_", "_on_")) or "on" in decorator_names(method))
        and method.name not in NOT_HANDLERS
        and "when_attached" not in decorator_names(method)
    ]
    assert not unguarded, unguarded


def test_every_callback_a_screen_hands_on_runs_only_while_the_screen_is_in_use() -> None:
    guarded = guarded_methods()
    unguarded = []
    for path, tree in later_trees().items():
        for line, callback in callbacks(tree):
            if isinstance(callback, ast.Call) and getattr(callback.func, "id", "") == (
                "attached_only"
            ):
                continue
            if isinstance(callback, ast.Attribute) and callback.attr in guarded:
                continue
            unguarded.append(f"{path.name}:{line} {ast.unparse(callback)}")
    assert not unguarded, unguarded


def test_the_handler_check_finds_handlers_and_callbacks() -> None:
    trees = later_trees()
    assert len(trees) > 20
    assert sum(len(callbacks(tree)) for tree in trees.values()) > 15
    assert {"on_mount", "on_worker_state_changed", "tick"} <= guarded_methods()
