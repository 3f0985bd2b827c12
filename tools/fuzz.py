"""Run the suite's fuzzers long: ``python tools/fuzz.py sgf --count 100000 --seed 7``.

The fuzzers live in ``tests/fuzz_support.py`` (the suite runs them small): ``sgf``
changes properties and syntax, ``sgf-bytes`` bytes blind to SGF, both through the
game opener, the problem loader and ``--resume``; ``gtp``, ``lessons``, and ``keys``:
random keys on every screen of the app through Textual's pilot (``--count`` keys;
``tests/keys_support.py``, which prints the tally after each run).  This
prints the inputs, refusals and crashes, and writes the smallest crashing input
to ``--out`` (``fuzz-<kind>-<seed>.crash``), its traceback beside it.  Files the
fuzzers need are made in a temporary folder; the run changes into it, so
``printsgf`` and friends write nowhere else.  ``--extra DIR`` adds the SGF files
under DIR as seeds (``sgf`` and ``sgf-bytes``).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fuzz_support import Tally, fuzz_gtp, fuzz_lessons, fuzz_sgf

from go_tui.storage import DATA_DIR_ENV


def run(kind: str, seed: int, count: int, extra: Path | None) -> Tally:
    """One fuzz run in a fresh temporary folder (the app's data folder too)."""
    with tempfile.TemporaryDirectory(prefix="go-tui-fuzz-") as name:
        folder = Path(name)
        here = Path.cwd()
        os.chdir(folder)
        os.environ[DATA_DIR_ENV] = str(folder / "data")
        try:
            if kind == "keys":
                from keys_support import fuzz_keys

                return fuzz_keys(seed, count, report=lambda tally: print(tally, flush=True))
            if kind in ("sgf", "sgf-bytes"):
                mutations = "bytes" if kind == "sgf-bytes" else "properties"
                return fuzz_sgf(seed, count, folder, extra, mutations)
            if kind == "gtp":
                return fuzz_gtp(seed, count, folder / "files")
            return fuzz_lessons(seed, count, folder)
        finally:
            os.chdir(here)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("kind", choices=["sgf", "sgf-bytes", "gtp", "lessons", "keys"])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--extra", type=Path, help="a folder of SGF files to mutate too (sgf)")
    parser.add_argument("--out", type=Path, default=Path("."), help="where a crash is written")
    options = parser.parse_args()
    started = time.monotonic()
    tally = run(options.kind, options.seed, options.count, options.extra)
    print(f"{tally}\nseed {options.seed}, {time.monotonic() - started:.0f} s")
    if tally.smallest is None:
        return 0
    data, what = tally.smallest
    crash = options.out / f"fuzz-{options.kind}-{options.seed}.crash"
    crash.write_bytes(data)
    crash.with_suffix(".txt").write_text(what, encoding="utf-8")
    print(f"smallest crashing input written to {crash}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
