"""The trainer's sentences read right in both languages."""

from __future__ import annotations

from go_tui.engine import from_vertex
from go_tui.problems import Attempt, Outcome, load_data

# Black takes two stones in three moves; White passes in between (Capture 4 ends so).
PASSING = """(;GM[1]FF[4]SZ[9]PL[B]AB[aa][ea][bb][db]AW[ba][ca]MA[ba][ca]
(;B[cb];W[];B[da]C[RIGHT]))
"""


def test_an_opponent_that_passes_passes_in_words() -> None:
    attempt = Attempt(load_data(PASSING, "test").problems[0])
    answer = attempt.play(from_vertex("C8", 9))
    assert answer.outcome is Outcome.RIGHT
    assert answer.reply is not None
    assert answer.reply.point is None
    assert answer.message("en") == "Good. Your opponent passes; play on."
    assert answer.message("nl") == "Goed. De tegenstander past; speel verder."


# A wrong first move the tree answers with a pass: the move did nothing.
PASS_REFUTES = """(;GM[1]FF[4]SZ[9]PL[B]AB[aa][ea][bb][cb][db]AW[ba][ca]MA[ba][ca]
(;B[da]C[RIGHT])(;B[ee];W[]C[WRONG]))
"""


def test_a_pass_that_refutes_is_told_in_words() -> None:
    attempt = Attempt(load_data(PASS_REFUTES, "test").problems[0])
    answer = attempt.play(from_vertex("E5", 9))
    assert answer.outcome is Outcome.WRONG
    assert answer.message("en") == "Not right: after E5 your opponent can simply pass."
    assert answer.message("nl") == "Niet goed: na E5 kan de tegenstander gewoon passen."
    assert answer.why is None
