"""Read problem collections: one SGF file, one problem per game tree.

Files come from anywhere (tsumego sites, other programs, teachers), so a
problem that cannot be read becomes a :class:`LoadFault` with the file, the
problem's number and the reason, and the others still load; nothing here
raises on bad content.  Legality and solvability are the checker's business:
the loader reads form only.
"""

from __future__ import annotations

import re
from pathlib import Path

from go_tui.engine import Color, CoordError, Point, decimal_number, from_vertex
from go_tui.engine.claims import Claim, parse_claim
from go_tui.formats.sgf import (
    SgfError,
    board_size,
    decode_text,
    move_value,
    point_list_value,
    simple_text_value,
    text_value,
)
from go_tui.formats.sgf_grammar import Lines, Node, parse_until_broken
from go_tui.problems.counting import COUNTING, is_count_claim, parse_count_claim
from go_tui.problems.model import (
    EMPTY_TEXT,
    Collection,
    CountClaim,
    LoadFault,
    Problem,
    TreeMove,
    Verdict,
)
from go_tui.storage import builtin_lessons_dir, read_file
from go_tui.words import Text

"""A larger file is refused: problem collections are small."""
_MARKER = re.compile(r"\s*(right|correct|wrong)\b[\s.:!,;-]*", re.IGNORECASE)
_LANGUAGE = re.compile(r"^\s*(en|nl)\s*:\s?", re.IGNORECASE)
_SETUP = ("AB", "AW", "AE")
_COUNT = re.compile(r"[0-9]{1,3}")


class ProblemError(ValueError):
    """One problem of a file cannot be read; the message says where and why."""


def builtin_problems_dir() -> Path:
    """The collections shipped with go-tui (``lessons/problems``, in a wheel or a checkout)."""
    return builtin_lessons_dir() / "problems"


def builtin_collections() -> list[Collection]:
    """The built-in collections, in file-name order (the files are numbered by topic)."""
    return [load_file(path, key=path.stem) for path in problem_files(builtin_problems_dir())]


def problem_files(path: Path) -> list[Path]:
    """An SGF file, or the ``*.sgf`` files of a folder in name order."""
    return [path] if path.is_file() else sorted(path.glob("*.sgf"))


def load_file(path: Path, key: str | None = None) -> Collection:
    """Every problem in the file; an unreadable file is a collection with one fault."""
    key = key or str(path.resolve())
    try:
        data = read_file(path)
    except OSError as error:
        return _failed(key, path, f"cannot be read: {error.strerror or error}", error)
    return load_data(data, key, path)


def load_data(data: bytes | str, key: str, path: Path | None = None) -> Collection:
    """Every problem in ``data`` (SGF text or bytes; the charset from ``CA``)."""
    source = path.name if path else key
    try:
        text, warnings = decode_text(data)
    except SgfError as error:
        return _failed(key, path, str(error), error)
    trees, broken = parse_until_broken(text)
    lines = Lines(text)
    collection = Collection(key, _title(trees, path, key), path, [])
    for number, root in enumerate(trees, 1):
        try:
            problem = _problem(lines, root, key, number)
        except ProblemError as error:
            collection.faults.append(LoadFault(source, number, str(error)))
            continue
        problem.warnings[:0] = warnings
        collection.problems.append(problem)
    if broken is not None:
        number = len(trees) + 1
        message = f"{broken}; the rest of the file is not read" if trees else str(broken)
        fault = LoadFault(source, number if trees else 0, message, broken, bool(trees))
        collection.faults.append(fault)
    return collection


def _failed(key: str, path: Path | None, message: str, error: BaseException) -> Collection:
    source = path.name if path else key
    fault = LoadFault(source, 0, message, error)
    return Collection(key, Text(source, source), path, [], [fault])


def bilingual(raw: str) -> Text:
    """A Text value as English and Dutch: ``en:`` and ``nl:`` lines, else one text for both."""
    parts: dict[str, list[str]] = {}
    current: list[str] | None = None
    loose: list[str] = []
    for line in raw.split("\n"):
        match = _LANGUAGE.match(line)
        if match:
            current = parts.setdefault(match.group(1).lower(), [])
            line = line[match.end() :]
        (current if current is not None else loose).append(line)
    if not parts:
        same = raw.strip()
        return Text(same, same)
    en = "\n".join(loose + parts.get("en", parts.get("nl", []))).strip()
    nl = "\n".join(loose + parts.get("nl", parts.get("en", []))).strip()
    return Text(en, nl)


def verdict_and_text(raw: str) -> tuple[Verdict, Text]:
    """A tree comment's verdict (its first word) and the rest of it, bilingual."""
    match = _MARKER.match(raw)
    if match is None:
        return Verdict.NONE, bilingual(raw)
    word = match.group(1).lower()
    verdict = Verdict.WRONG if word == "wrong" else Verdict.RIGHT
    return verdict, bilingual(raw[match.end() :])


def _title(trees: list[Node], path: Path | None, key: str) -> Text:
    """The collection's title: the first game's ``EV`` (bilingual), else the file name."""
    for root in trees[:1]:
        values = root.props.get("EV")
        if values:
            return bilingual(text_value(values[0]))
    name = path.stem if path else key
    return Text(name, name)


def _problem(lines: Lines, root: Node, key: str, number: int) -> Problem:
    """One game tree as a problem, or :class:`ProblemError` saying why it is not one."""

    props = root.props
    game_type = _first(props, "GM")
    if game_type is not None and game_type.strip() != "1":
        raise _fail(lines, root, f"GM[{game_type[:20]}] is not Go (Go is GM[1])")
    size = board_size(_first(props, "SZ"))
    if isinstance(size, str):
        raise _fail(lines, root, size)
    warnings: list[str] = []
    setup: dict[Point, Color] = {}
    try:
        _apply_setup(props, size, setup)
        targets = tuple(point_list_value(props.get("MA", []), size))
        counting = _topic(props) == COUNTING
        counted = _counting(props) if counting else (0.0, (0, 0), ())
        claims = _claims(props, size, counting=counting)
    except ValueError as error:
        raise _fail(lines, root, str(error)) from None
    to_move: Color | None = None
    player = _first(props, "PL")
    if player is not None:
        try:
            to_move = Color.parse(player)
        except ValueError:
            warnings.append(f"PL[{player[:20]}] is not a colour; ignored")

    first_nodes = list(root.children)
    if "B" in props or "W" in props:  # a move in the root is the first move of the tree
        first_nodes = [Node({k: v for k, v in props.items() if k in ("B", "W")}, first_nodes)]
        first_nodes[0].offset = root.offset
    tree = _tree(first_nodes, size, lines)
    if to_move is None and tree:
        colours = {move.color for move in tree}
        if len(colours) == 1:
            to_move = colours.pop()
            warnings.append(f"no PL: {to_move.name.lower()} to play, as the first move says")
    comment = _first(props, "C")
    return Problem(
        key=f"{key}#{_progress_number(props, number, warnings)}",
        number=number,
        size=size,
        setup=setup,
        to_move=to_move,
        tree=tree,
        title=_simple(props, "GN"),
        comment=bilingual(text_value(comment)) if comment is not None else EMPTY_TEXT,
        topic=_topic(props),
        level=simple_text_value(_first(props, "DI") or "").strip(),
        targets=targets,
        warnings=warnings,
        line=lines.locate(root.offset)[0] if root.offset >= 0 else 0,
        claims=claims,
        komi=counted[0],
        prisoners=counted[1],
        count_claims=counted[2],
    )


def _fail(lines: Lines, node: Node, message: str) -> ProblemError:
    """An error naming the node's line and column (a built node has none)."""
    if node.offset < 0:
        return ProblemError(message)
    line, column = lines.locate(node.offset)
    return ProblemError(f"line {line}, column {column}: {message}")


def _tree(first_nodes: list[Node], size: int, lines: Lines) -> list[TreeMove]:
    """The solution tree below the root, built with a stack (deep files must not recurse).

    A node without a move (a comment only) passes its verdict to the move
    before it and its continuations to that move's list.
    """
    top: list[TreeMove] = []
    stack: list[tuple[Node, list[TreeMove], TreeMove | None]] = [
        (node, top, None) for node in reversed(first_nodes)
    ]
    while stack:
        node, siblings, parent = stack.pop()
        props = node.props
        present = [ident for ident in _SETUP if props.get(ident)]
        if present:
            raise _fail(
                lines, node, f"sets up stones ({', '.join(present)}) inside the solution tree"
            )
        black, white = props.get("B"), props.get("W")
        if black is not None and white is not None:
            raise _fail(lines, node, "holds both a black and a white move")
        verdict, comment = verdict_and_text(text_value(_first(props, "C") or ""))
        values, color = (black, Color.BLACK) if black is not None else (white, Color.WHITE)
        if values is None:
            if parent is not None:
                if verdict is not Verdict.NONE:
                    parent.verdict = verdict
                if comment.en:
                    parent.comment = comment if not parent.comment.en else parent.comment + comment
            stack += [(child, siblings, parent) for child in reversed(node.children)]
            continue
        if len(values) != 1:
            raise _fail(lines, node, f"{color.letter} has {len(values)} values; a move has one")
        try:
            point = move_value(values[0], size)
        except ValueError as error:
            raise _fail(lines, node, f"{color.letter}{error}") from None
        try:
            claims = _claims(props, size)
        except ValueError as error:
            raise _fail(lines, node, str(error)) from None
        line, column = (0, 0) if node.offset < 0 else lines.locate(node.offset)
        move = TreeMove(color, point, verdict, comment, [], line, column, claims)
        siblings.append(move)
        stack += [(child, move.children, move) for child in reversed(node.children)]
    return top


def _apply_setup(props: dict[str, list[str]], size: int, setup: dict[Point, Color]) -> None:
    for ident in _SETUP:
        color = None if ident == "AE" else Color.parse(ident[1])
        for point in point_list_value(props.get(ident, []), size):
            if color is None:
                setup.pop(point, None)
            else:
                setup[point] = color


def _topic(props: dict[str, list[str]]) -> str:
    return simple_text_value(_first(props, "GE") or "").strip().lower()


def _progress_number(props: dict[str, list[str]], number: int, warnings: list[str]) -> int:
    """``PK[n]``: the number a problem's progress is kept under, when it has moved within
    its file (a learner's results stay with the problem, not with its place); else its
    place."""
    kept = _first(props, "PK")
    if kept is None:
        return number
    if kept.strip().isdigit() and int(kept) > 0:
        return int(kept)
    warnings.append(f"PK[{kept[:20]}] is not a problem number; ignored")
    return number


def _claims(props: dict[str, list[str]], size: int, *, counting: bool = False) -> tuple[Claim, ...]:
    """``CL[...]``: one checked claim per value, vertices as in ``C4`` (see the README); in a
    counting problem, those about the count are :func:`_counting`'s."""

    def point(name: str) -> Point:
        try:
            found = from_vertex(name, size)
        except CoordError:
            found = None
        if found is None:
            raise ValueError(f"CL: {name!r} is not a point on a {size}x{size} board")
        return found

    values = (simple_text_value(raw) for raw in props.get("CL", []))
    return tuple(
        parse_claim(raw, point) for raw in values if not (counting and is_count_claim(raw))
    )


def _counting(
    props: dict[str, list[str]],
) -> tuple[float, tuple[int, int], tuple[CountClaim, ...]]:
    """What a counting problem adds: ``KM``, the prisoners ``XP[B 3][W 2]`` and the ``CL``
    claims about the count (see ``lessons/problems/README.md``)."""
    raw_komi = _first(props, "KM")
    komi = decimal_number(simple_text_value(raw_komi)) if raw_komi is not None else 0.0
    if komi is None:
        raise ValueError(f"KM[{raw_komi}] is not a number")
    taken = {Color.BLACK: 0, Color.WHITE: 0}
    for raw in props.get("XP", []):
        side, _, number = simple_text_value(raw).strip().partition(" ")
        if side.upper() not in ("B", "W") or not _COUNT.fullmatch(number.strip()):
            raise ValueError(f"XP[{raw}]: write XP[B N] or XP[W N], the stones each side took")
        taken[Color.parse(side)] = int(number)
    values = (simple_text_value(raw) for raw in props.get("CL", []))
    claims = tuple(parse_count_claim(raw) for raw in values if is_count_claim(raw))
    return komi, (taken[Color.BLACK], taken[Color.WHITE]), claims


def _first(props: dict[str, list[str]], ident: str) -> str | None:
    values = props.get(ident)
    return values[0] if values else None


def _simple(props: dict[str, list[str]], ident: str) -> Text:
    raw = _first(props, ident)
    return bilingual(text_value(raw)) if raw is not None else EMPTY_TEXT
