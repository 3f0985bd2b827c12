"""``tools/compare_owl.py --set``: the disagreements with GNU Go it calls explained are real
first moves of the built-in trees, judged as the reason says, so a list that went stale
(a problem fixed, moved or renumbered) fails here rather than hiding a new disagreement.

GNU Go is not a dependency: the run against it is skipped when it is not installed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tool_support import load_tool

from go_tui.engine import from_vertex
from go_tui.problems import Attempt
from go_tui.problems.loader import load_file

ROOT = Path(__file__).resolve().parents[1]
PROBLEMS = ROOT / "lessons" / "problems"
GNUGO = Path("/usr/games/gnugo")


def test_every_explained_disagreement_is_a_wrong_first_move_of_its_tree() -> None:
    tool = load_tool("compare_owl")
    assert tool.EXPLAINED
    for (name, number, vertex), reason in tool.EXPLAINED.items():
        (problem,) = [p for p in load_file(PROBLEMS / name).problems if p.number == number]
        point = from_vertex(vertex, problem.size)
        (move,) = [m for m in problem.tree if m.point == point]
        assert not Attempt(problem).judge.wins(move), (name, number, vertex)
        (answer,) = move.children  # the comment at the answer tells the learner why
        assert answer.comment.en, (name, number, vertex)
        assert answer.comment.nl, (name, number, vertex)
        assert reason


@pytest.mark.slow
@pytest.mark.skipif(not GNUGO.is_file(), reason="GNU Go is not installed")
def test_the_built_in_set_ends_with_no_unexplained_disagreement(
    capsys: pytest.CaptureFixture[str],
) -> None:
    tool = load_tool("compare_owl")
    gtp = tool.Gtp(str(GNUGO))
    tool.compare_set(gtp, PROBLEMS)
    gtp.close()
    out = capsys.readouterr().out
    assert "DISAGREE" not in out
    assert "\n0 unexplained disagreements" in out
