"""Where the peer test material is: GNU Go's games and regression suites, sgfmill's cases.

It lives beside the checkout, in ``../shared/peer-tests``; the tests that read it
are skipped where it is missing.
"""

from __future__ import annotations

from pathlib import Path

PEER = Path(__file__).resolve().parents[2] / "shared" / "peer-tests"
