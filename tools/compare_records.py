"""Our count against the result real games were given, on records we did not make.

The GNU Go regression games in ``../shared/peer-tests/games`` hold server and
tournament games (NNGS, KGS, CGOS, computer olympiads, many of them people
against programs).  Those that end in two passes with a numeric result
(``RE[B+3.5]``) are counted here as the marking screen would: the engine's
proposal of dead stones, the record's komi and rules (territory, or area for
Chinese-like rules).  Reported per board size: the same winner, the same
margin, a margin within one point (area and territory counts of the same
ending can differ by one over a dame), and how long the proposal took.  With
``--gnugo``, GNU Go's own ``final_score`` on the same records stands beside ours.

    python tools/compare_records.py
    python tools/compare_records.py --gnugo -v
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compare_gnugo import Gtp, margin

from go_tui.engine.count import Count
from go_tui.formats.sgf import SgfError, load_sgf

GAMES = Path(__file__).resolve().parents[2] / "shared" / "peer-tests" / "games"
ARCHIVE = GAMES / "gnugo_regression_games.tgz"


@dataclass
class Verdict:
    name: str
    size: int
    said: float
    ours: float
    ms: float
    gnugo: float | None = None


def numeric(result: str) -> float | None:
    """Black's margin from ``B+3.5`` / ``W+12``; ``None`` for resignations and the like."""
    if len(result) < 3 or result[0] not in "BW" or result[1] != "+":
        return None
    try:
        return margin(result)
    except ValueError:
        return None


def judge(name: str, data: bytes, folder: Path, gtp: Gtp | None) -> Verdict | None:
    try:
        loaded = load_sgf(data)
    except SgfError:
        return None
    game = loaded.game
    said = numeric(loaded.info.result.strip())
    if said is None or game.size not in (9, 13, 19) or game.passes < 2:
        return None
    start = time.perf_counter()
    ours = Count.proposed(game).score().margin
    verdict = Verdict(name, game.size, said, ours, (time.perf_counter() - start) * 1000)
    if gtp is not None:
        path = folder / Path(name).name
        path.write_bytes(data)
        gtp.send(f"loadsgf {path}")
        verdict.gnugo = margin(gtp.send("final_score"))
    return verdict


def read_verdicts(gtp: Gtp | None) -> list[Verdict]:
    """Every record in the archive that ended in two passes with a numeric result."""
    verdicts: list[Verdict] = []
    with tarfile.open(ARCHIVE) as archive, tempfile.TemporaryDirectory() as folder:
        for member in archive.getmembers():
            source = archive.extractfile(member) if member.name.endswith(".sgf") else None
            if source is not None:
                found = judge(member.name, source.read(), Path(folder), gtp)
                if found is not None:
                    verdicts.append(found)
    return verdicts


def report(rows: list[Verdict], label: str, margins: list[float]) -> None:
    said = [v.said for v in rows]
    pairs = list(zip(margins, said, strict=True))
    winner = sum((m > 0) == (s > 0) and m != 0 for m, s in pairs)
    same = sum(m == s for m, s in pairs)
    near = sum(abs(m - s) <= 1 for m, s in pairs)
    size = rows[0].size
    print(
        f"{size}x{size} {label:>6}: {len(rows)} records, same winner {winner}"
        f" ({100 * winner / len(rows):.0f}%), same margin {same}"
        f" ({100 * same / len(rows):.0f}%), within a point {near}"
        f" ({100 * near / len(rows):.0f}%)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gnugo", action="store_true", help="GNU Go's final_score beside ours")
    parser.add_argument("-v", "--verbose", action="store_true", help="list the records we miss")
    args = parser.parse_args()
    if not ARCHIVE.is_file():
        print(f"no records at {ARCHIVE}")
        return 1
    gtp = Gtp("--level", "3") if args.gnugo else None
    verdicts = read_verdicts(gtp)
    if gtp is not None:
        gtp.close()
    for size in (9, 13, 19):
        rows = [v for v in verdicts if v.size == size]
        if not rows:
            continue
        report(rows, "go-tui", [v.ours for v in rows])
        if args.gnugo:
            report(rows, "GNU Go", [v.gnugo if v.gnugo is not None else 0.0 for v in rows])
        times = [v.ms for v in rows]
        print(
            f"{size}x{size} go-tui proposal median {statistics.median(times):.1f} ms,"
            f" max {max(times):.1f} ms"
        )
    if args.verbose:
        for v in verdicts:
            if (v.ours > 0) != (v.said > 0) or v.ours == 0:
                gnugo = "" if v.gnugo is None else f", GNU Go {v.gnugo:+g}"
                print(f"  {v.name}: said {v.said:+g}, ours {v.ours:+g}{gnugo}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
