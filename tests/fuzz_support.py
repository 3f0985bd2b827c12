"""Seeded fuzzers for what comes from outside: SGF files, GTP command lines, lesson files.

Each fuzzer makes ``count`` inputs from a seed, feeds them through the path the
app takes (opening a game file, the problem loader, the GTP engine, the lesson
reader) and tallies inputs, refusals (the input was turned down in words) and
crashes (an exception escaped, an engine answered ``internal error`` or lost
step, a saved game did not open again).  The suite runs them small
(``tests/test_fuzz_*.py``); ``tools/fuzz.py`` runs them long.
"""

from __future__ import annotations

import codecs
import os
import random
import re
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

from go_tui.engine import JAPANESE
from go_tui.formats.gtp_engine import GtpEngine, preprocess, serve, split_id
from go_tui.formats.sgf import load_sgf
from go_tui.formats.sgf_grammar import SgfError
from go_tui.learn.loader import read_chapter
from go_tui.plain.game import PlainGame
from go_tui.play.autosave import DamagedSave, load_autosave
from go_tui.play.match import Match
from go_tui.play.opening import OpenFailed, open_game
from go_tui.play.save_files import claim_autosave
from go_tui.play.session_sgf import record_from_session
from go_tui.problems.loader import builtin_problems_dir, load_file
from go_tui.storage import DATA_DIR_ENV, FileTooLarge, builtin_lessons_dir
from go_tui.ui.text import engine_label, reading_error_words

Input = bytes
"""One fuzz input: an SGF or lesson file's bytes, or GTP lines joined by newlines."""


@dataclass
class Tally:
    """What one fuzz run fed in and what came of it."""

    name: str
    inputs: int = 0
    refusals: int = 0
    crashes: int = 0
    smallest: tuple[Input, str] | None = None
    """The shortest input that crashed, and what happened."""

    def crash(self, data: Input, what: str) -> None:
        self.crashes += 1
        if self.smallest is None or len(data) < len(self.smallest[0]):
            self.smallest = (data, what)

    def __str__(self) -> str:
        text = (
            f"{self.name}: {self.inputs} inputs, {self.refusals} refusals, {self.crashes} crashes"
        )
        if self.smallest is not None:
            data, what = self.smallest
            text += f"\nsmallest crash ({len(data)} bytes): {data[:300]!r}\n{what}"
        return text


def feed(tally: Tally, check: Callable[[Input], bool], inputs: Iterator[Input]) -> Tally:
    """Give each input to ``check``, which says whether it was refused, or raises: a crash."""
    for data in inputs:
        tally.inputs += 1
        try:
            tally.refusals += check(data)
        except Exception:
            tally.crash(data, traceback.format_exc(limit=-4))
    return tally


# ---- SGF --------------------------------------------------------------------

_BUILT_IN_SGF = [
    b"(;FF[4]GM[1]SZ[9]KM[6.5]PB[Black]PW[White];B[ee];W[cc];B[gc];W[ge];B[tt])",
    b"(;SZ[19]HA[2]AB[dd][pp]PL[W];W[qd]C[a \\] comment\\\\];B[dc](;W[cf])(;W[pq];B[qq]))",
    b"(;GaMe[1]SiZe[13]AddBlack[aa:cc];W[dd]N[x];B[ee]TR[aa][bb]LB[aa:x])",
    b"(;CA[ISO-8859-1]SZ[5]PB[\xe9\xe8]AW[aa]AE[aa];B[bb];W[];B[cc]AE[dd])",
    b"(;SZ[7]RU[AGA]HA[1]KM[0,5];B[dd];W[cc]BL[30]WL[20];B[ee]W[ff])",
    b"(;GM[1]SZ[9]C[problem]AB[cc][dc][ec]AW[bc][cb];B[bb]C[Correct];W[ba](;B[ab]C[Wrong]))",
    b"(;SZ[9];B[aa];W[ab];B[ba];W[bb];B[ca];W[ac])(;SZ[9]AB[aa:ii]AE[ee])",
]
_PIECES = [
    b"(", b")", b";", b"[", b"]", b"\\", b"\\]", b"(;", b";B[aa]", b";W[tt]", b"AB[aa:ss]",
    b"AE[aa:zz]", b"SZ[\xc2\xb2]", b"SZ[0]", b"SZ[25]", b"SZ[26]", b"SZ[19:9]", b"HA[1]",
    b"HA[\xd9\xa1]", b"KM[nan]", b"KM[1e400]", b"PL[X]", b"CA[utf-16]", b"CA[unicode_escape]",
    b"CA[rot13]", b"MA[aa:ss]", b"\xef\xbb\xbf", b"\xff\xfe", b"\x00", b"\r", b"\n\r",
    b"C[\x1b]0;x\x07]", b"GM[2]", b"B[aa]W[bb]", b"AW[a]", b"9" * 40, b"\xd9\xa1\xd9\xa9",
]  # fmt: skip
_NUMBERED = re.compile(rb"(SZ|HA|KM|PL|MN)\[[^\]]*\]")
_PROPERTY = re.compile(rb"[A-Z]{1,2}(?:\[[^\]\\]*\])+")
_NUMBERS = [b"0", b"-1", b"1", b"19", b"9" * 30, b"9" * 5000, b"\xc2\xb2", b"\xd9\xa1\xd9\xa9", b""]
_ENCODINGS = ["utf-16", "utf-32", "utf-8-sig", "utf-16-be", "gb18030", "cp932"]


def sgf_seeds(extra: Path | None = None) -> list[bytes]:
    """The built-in records, the shipped problem collections, and the files under ``extra``."""
    seeds = list(_BUILT_IN_SGF)
    seeds += [path.read_bytes() for path in sorted(builtin_problems_dir().glob("*.sgf"))]
    if extra is not None and extra.is_dir():
        seeds += [path.read_bytes() for path in sorted(extra.rglob("*.sgf"))[:300]]
    return seeds


def _flip(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if out:
            out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def _cut(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    return data[:at] if rng.random() < 0.7 else data[at:]


def _piece(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    """A piece of SGF where it does not belong, once or many times."""
    return data[:at] + rng.choice(_PIECES) * rng.choice((1, 1, 2, 50)) + data[at:]


def _repeat(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    """A property's values repeated many times in its node."""
    found = list(_PROPERTY.finditer(data))
    if not found:
        return data
    prop = rng.choice(found)
    values = prop.group()[prop.group().index(b"[") :]
    return data[: prop.end()] + values * rng.choice((2, 10, 300, 3000)) + data[prop.end() :]


def _number(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    """A number property given an odd number: huge, negative, other scripts' digits."""
    found = list(_NUMBERED.finditer(data))
    if not found:
        return data[:at] + b"SZ[" + rng.choice(_NUMBERS) + b"]" + data[at:]
    prop = rng.choice(found)
    value = prop.group(1) + b"[" + rng.choice(_NUMBERS) + b"]"
    return data[: prop.start()] + value + data[prop.end() :]


def _encode(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    """Another encoding, with or without a byte-order mark or a CA saying so."""
    encoding = rng.choice(_ENCODINGS)
    text = data.decode("latin-1")
    if rng.random() < 0.5:
        text = text.replace("(;", f"(;CA[{encoding}]", 1)
    encoded = text.encode(encoding, "replace")
    return encoded.removeprefix(codecs.BOM_UTF16_LE) if rng.random() < 0.2 else encoded


def _splice(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    other = rng.choice(seeds)
    return data[:at] + other[rng.randrange(len(other) + 1) :]


def _stutter(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    return data[:at] + data[at:][::-1][: rng.randrange(20)] + data[at:]


_CLOCK_PROPERTIES = [b"TM", b"OT", b"BL", b"WL", b"OB", b"OW", b"GOTUICLOCK", b"GOTUIPLACING"]
_CLOCK_VALUES = [
    b"inf", b"-inf", b"nan", b"1e999", b"1e308", b"-5", b"0", b"0.0001", b"3600", b"9" * 400,
    b"9" * 5000, b"5x30 byo-yomi", b"3x30 byo-yomi", b"25/600 Canadian", b"25/inf Canadian",
    b"1e999x30 byo-yomi", b"5x1e999 byo-yomi", b"9" * 400 + b"x30 byo-yomi", b"\xd9\xa1",
    b"fischer 10", b"1e999 fischer", b"600+5", b"b:60/w:60", b"", b"x",
]  # fmt: skip
_SEATS = [b"GOTUICOMPUTERB", b"GOTUICOMPUTERW", b"GOTUIVARIANT", b"GOTUIWARN", b"GOTUIHINTS"]
_SEAT_VALUES = [
    b"computer 3",
    b"computer " + b"9" * 5000,
    b"gnugo 1e999",
    b"capture",
    b"rengo",
    b"x",
]


def _clock(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    """A clock value (ours or the file's), odd or beyond any limit, in the root."""
    value = rng.choice(_CLOCK_PROPERTIES) + b"[" + rng.choice(_CLOCK_VALUES) + b"]"
    start = data.find(b"(;")
    return data + value if start < 0 else data[: start + 2] + value + data[start + 2 :]


def _private(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    """One of go-tui's own root properties, with a value it may or may not write."""
    value = rng.choice(_SEATS) + b"[" + rng.choice(_SEAT_VALUES + _NUMBERS) + b"]"
    start = data.find(b"(;")
    return data + value if start < 0 else data[: start + 2] + value + data[start + 2 :]


def _bytes(rng: random.Random, data: bytes, at: int, seeds: list[bytes]) -> bytes:
    """Random bytes where they do not belong."""
    return data[:at] + rng.randbytes(rng.choice((1, 2, 8, 64))) + data[at:]


PROPERTY_MUTATIONS = [_piece, _repeat, _number, _splice, _clock, _private]
"""Changes made knowing SGF: properties, their values, pieces of syntax."""
BYTE_MUTATIONS = [_flip, _cut, _bytes, _stutter, _encode]
"""Changes made blind to SGF: bytes flipped, cut, inserted, reversed, re-encoded."""
MUTATIONS = {"properties": PROPERTY_MUTATIONS, "bytes": BYTE_MUTATIONS}


def sgf_inputs(
    seed: int, count: int, seeds: list[bytes], kind: str = "properties"
) -> Iterator[bytes]:
    """``count`` inputs, each a seed changed one to three times by ``kind``'s mutations."""
    rng = random.Random(seed)
    mutations = MUTATIONS[kind]
    for _ in range(count):
        data = rng.choice(seeds)
        for _ in range(rng.randint(1, 3)):
            data = rng.choice(mutations)(rng, data, rng.randrange(len(data) + 1), seeds)
        yield data


def check_sgf(folder: Path) -> Callable[[bytes], bool]:
    """Open the input as the app opens a game file and as a problem collection, then
    resume it as the last game.

    A game that opens must save, and what it saves must open again.  A refusal must be the
    reader's, in words: the opener takes any error as a file it cannot open (so the app
    never crashes on one), and any other error is counted here as the crash it would be.
    """
    path = folder / "fuzz.sgf"

    def check(data: bytes) -> bool:
        path.write_bytes(data)
        opened = open_game(path)
        if isinstance(opened, OpenFailed) and not isinstance(opened.error, REFUSED):
            raise opened.error
        collection = load_file(path)
        if not isinstance(opened, OpenFailed):
            load_sgf(record_from_session(opened.session).encode("utf-8"))
        resumed = check_resume(data)
        return isinstance(opened, OpenFailed) and not collection.problems and not resumed

    return check


REFUSED = SgfError | FileTooLarge | None
"""What a refusal in words is raised from: the reader's error, a file over the size limit
(a mutation repeated on a repeated value can make one)."""

RESUME_LINES = ["time", "board", "d4", "p", "u", "quit"]
"""What the resumed game is told in plain mode: its clock, its board, a move, a pass, an
undo: the words and saves a resumed game makes."""


def check_resume(data: bytes) -> bool:
    """``go-tui play --resume`` on the input as the autosave: read, said in plain mode,
    played on and saved.  Whether it resumed.  A damaged save must be set aside, in words.

    No engine starts: a fuzzed autosave could name any command line, and ours is run."""
    save = claim_autosave()
    save.write_bytes(data)
    refused: DamagedSave | None = None
    try:
        session = load_autosave()
    except DamagedSave as damaged:
        refused = damaged
    if refused is not None:
        if not isinstance(refused.__cause__, REFUSED):
            raise AssertionError("not a reading error") from refused.__cause__
        assert not save.exists() or refused.kept == save, "a damaged save was not set aside"
        reading_error_words(refused.__cause__, refused.reason)
        return False
    assert session is not None
    said: list[str] = []
    match = Match(session, computers={}, label=engine_label)
    PlainGame(match, said.append, fresh=False).run(RESUME_LINES)
    assert said, "the resumed game said nothing"
    return True


def fuzz_sgf(
    seed: int, count: int, folder: Path, extra: Path | None = None, kind: str = "properties"
) -> Tally:
    """The inputs through every loader, with the data folder (the autosave's) in ``folder``."""
    seeds = sgf_seeds(extra)
    inputs = sgf_inputs(seed, count, seeds, kind)
    before = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = str(folder / "data")
    try:
        return feed(Tally(f"sgf {kind}"), check_sgf(folder), inputs)
    finally:
        if before is None:
            del os.environ[DATA_DIR_ENV]
        else:
            os.environ[DATA_DIR_ENV] = before


# ---- GTP --------------------------------------------------------------------

_COMMANDS = [
    "boardsize", "clear_board", "komi", "play", "genmove", "undo", "is_legal", "countlib",
    "list_stones", "captures", "showboard", "loadsgf", "printsgf", "final_score",
    "final_status_list", "fixed_handicap", "set_free_handicap", "unconditional_status",
    "known_command", "list_commands", "name", "version", "protocol_version", "frobnicate", "",
]  # fmt: skip
_WORDS = [
    "b", "w", "black", "WHITE", "x", "pass", "A1", "a1", "T19", "Z25", "I5", "J9", "A\u0661",
    "\u0661\u0669", "19", "9", "2", "25", "26", "1", "0", "-3", "\u00b2", "9" * 30, "9" * 5000,
    "6.5", "nan", "inf", "-1e400", "1e400", "0x10", "alive", "dead", "seki", "d4x", "9x",
    "\ud800", "\x1b[2J", "\u202e", "\t", "#", "é",
]  # fmt: skip


def _gtp_files(folder: Path) -> list[str]:
    """Odd paths inside ``folder`` for ``loadsgf`` and ``printsgf``, made once."""
    folder.mkdir(parents=True, exist_ok=True)
    good = folder / "good.sgf"
    good.write_bytes(_BUILT_IN_SGF[1])
    (folder / "bad.sgf").write_bytes(b"(;SZ[\xc2\xb2];B[aa]")
    (folder / "big.sgf").write_bytes(b"(;SZ[19]AB" + b"[aa:ss]" * 20_000 + b")")
    (folder / "dir").mkdir(exist_ok=True)
    fifo, link, dangling = folder / "fifo", folder / "link.sgf", folder / "dangling.sgf"
    if not fifo.exists():
        os.mkfifo(fifo)
    if not link.is_symlink():
        link.symlink_to(good)
    if not dangling.is_symlink():
        dangling.symlink_to(folder / "nowhere")
    names = ["good.sgf", "bad.sgf", "big.sgf", "dir", "fifo", "link.sgf", "dangling.sgf"]
    names += ["new.sgf", "dir/new.sgf", "missing/new.sgf", "ünï\u0661.sgf", "out.sgf"]
    return [str(folder / name) for name in names]


_DEVICES = ["/dev/zero", "/dev/null", "/proc/self/fd/0"]
"""Read by ``loadsgf`` only: ``printsgf`` gets paths inside the fuzzer's folder, nothing else."""


def _gtp_line(rng: random.Random, paths: list[str]) -> str:
    ident = rng.choice(["", "", "7 ", "007 ", "\u0661 ", "9" * 40 + " ", "-1 "])
    command = rng.choice(_COMMANDS)
    words = [command]
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3, 6))):
        if len(words) > 1 or command not in ("loadsgf", "printsgf"):
            words.append(rng.choice(_WORDS))
        elif command == "loadsgf" and rng.random() < 0.2:
            words.append(rng.choice(_DEVICES))
        else:
            words.append(rng.choice(paths))
    line = ident + rng.choice((" ", "  ", "\t")).join(words)
    if command != "printsgf" and rng.random() < 0.05:  # a control or a comment, not in a path
        at = rng.randrange(len(line) + 1)
        line = line[:at] + rng.choice(("\x00", "\x7f", "\r", "# x", "\x1b")) + line[at:]
    return line


def gtp_inputs(seed: int, count: int, paths: list[str]) -> Iterator[bytes]:
    """``count`` sessions of one to twelve command lines."""
    rng = random.Random(seed)
    for _ in range(count):
        lines = [_gtp_line(rng, paths) for _ in range(rng.randint(1, 12))]
        yield "\n".join(lines).encode("utf-8", "surrogatepass")


_RESPONSE = re.compile(r"([=?])([0-9]*) (.*)", re.DOTALL)


def check_gtp(data: bytes) -> bool:
    """Each line answered once, well formed, with its id, never an internal error; in step.

    The lines go to one engine a line at a time and, as bytes, to :func:`serve`;
    both must give the same answers, and ``name`` must answer after them.
    """
    lines = data.decode("utf-8", "replace").split("\n")
    engine = GtpEngine(JAPANESE)
    expected: list[str] = []
    refused = False
    for line in lines:
        if engine.done:
            break
        response = engine.respond(line)
        ident, rest = split_id(preprocess(line))
        if response is None:
            assert not rest.split(), f"no answer to {line!r}"
            continue
        found = _RESPONSE.fullmatch(response)
        assert found is not None, f"malformed {response!r}"
        assert response.endswith("\n\n"), f"unended {response!r}"
        assert "\n\n" not in response[:-2], f"blank line inside {response!r}"
        assert found.group(2) == ident, f"id {found.group(2)!r} for {line!r}"
        assert "internal error" not in response, f"{line!r} -> {response!r}"
        refused |= found.group(1) == "?"
        expected.append(response)
    if not engine.done:
        assert engine.respond("99 name") == "=99 go-tui\n\n", "out of step"
    served = BytesIO()
    serve(JAPANESE, BytesIO(data), served)
    assert served.getvalue().decode("utf-8") == "".join(expected), "serve answered differently"
    return refused


def fuzz_gtp(seed: int, count: int, folder: Path) -> Tally:
    paths = _gtp_files(folder)
    return feed(Tally("gtp"), check_gtp, gtp_inputs(seed, count, paths))


# ---- lesson files -----------------------------------------------------------

_TOML_PIECES = [b"=", b"[", b"]", b"[[", b'"', b"'''", b"{", b"}", b"\n", b"5", b"\xff", b"#"]


def lesson_inputs(seed: int, count: int) -> Iterator[bytes]:
    """``count`` shipped lesson files, each with bytes flipped, cut or inserted."""
    rng = random.Random(seed)
    sources = [path.read_bytes() for path in sorted(builtin_lessons_dir().glob("*.toml"))]
    for _ in range(count):
        out = bytearray(rng.choice(sources))
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(out) + 1)
            kind = rng.randrange(3)
            if kind == 0 and out:
                out[min(at, len(out) - 1)] = rng.randrange(256)
            elif kind == 1:
                del out[at : at + rng.randrange(200)]
            else:
                out[at:at] = rng.choice(_TOML_PIECES) * rng.choice((1, 3, 1000))
        yield bytes(out)


def check_lessons(folder: Path) -> Callable[[bytes], bool]:
    path = folder / "fuzz.toml"

    def check(data: bytes) -> bool:
        path.write_bytes(data)
        chapter, faults = read_chapter(path)
        return chapter is None or bool(faults)

    return check


def fuzz_lessons(seed: int, count: int, folder: Path) -> Tally:
    return feed(Tally("lessons"), check_lessons(folder), lesson_inputs(seed, count))
