"""A record to review: a real game with variations and comments added, as a teacher's.

``python tools/review_record.py GAME.sgf OUT.sgf`` reads a game, tries a variation of a
few random legal moves every ``--every`` moves of it (some with a variation within),
comments on every fifth move and on each variation's first move, and writes it to OUT
(a temporary file: never into the repository).  The key bench (``bench_keys.py
--record``) and the tree's tests step through such a record.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # go_tui, from a checkout

from go_tui.engine import Point
from go_tui.formats.sgf import load_sgf
from go_tui.play.match import Match
from go_tui.play.session_sgf import record_from_session, session_from_record


def review_record(text: str | bytes, *, every: int = 8, seed: int = 1) -> str:
    """The game in ``text`` with variations and comments added, as SGF text."""
    session = session_from_record(load_sgf(text))
    match = Match(session, autosave=None)
    rng = random.Random(seed)
    total = session.game.move_number

    def show(number: int) -> None:
        match.live()
        match.review(number - total)

    def try_moves(count: int) -> None:
        for _ in range(count):
            point = _legal(match, rng)
            if point is None or not match.play(point):
                return

    for start in range(6, total - 4, every):
        show(start)
        try_moves(rng.randint(3, 12))
        match.review(-(match.shown_number - start - 1))
        match.comment(f"Move {start + 1}: what if this had been played instead?")
        if rng.random() < 0.4:  # a variation within the variation
            match.review(1)
            try_moves(rng.randint(2, 6))
    for number in range(0, total + 1, 5):
        show(number)
        match.comment(f"Move {number}: a note [with brackets] and a \\ backslash.")
    match.live()
    return record_from_session(session)


def _legal(match: Match, rng: random.Random) -> Point | None:
    """A random legal move for the side to move at the position shown."""
    shown = match.shown()
    shown.free_order = False
    size = shown.size
    for _ in range(200):
        point = (rng.randrange(size), rng.randrange(size))
        if shown.board[point] is None and shown.check(point) is None:
            return point
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--every", type=int, default=8, help="moves between variations")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    text = review_record(args.game.read_bytes(), every=args.every, seed=args.seed)
    args.out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
