"""``lessons check`` proves the dead stones a counting step takes off by reading."""

import pytest

from go_tui.learn.checker import dead_faults
from go_tui.learn.loader import parse_diagram, parse_point

# The black wall has no eye and its only liberties are where the white stone stands:
# with White to move it is not alive, whatever the dead-stone proposal says.
NO_EYE = """
. . . . . . .
. . . O . . .
. . . . . . .
X X X X X X X
O O O O O O X
. . . . . O X
. . . . . O X
"""
# The same idea with a wall that has two eye spaces on each side.
WITH_EYES = """
. . . X . . .
. O . X . . .
. . . X . . .
X X X X X X X
O O O O O O X
. . O . . O X
. . O . . O X
"""


def _faults(diagram_text: str, *dead: str) -> list[str]:
    diagram = parse_diagram(diagram_text)
    board = diagram.board()
    stones = frozenset(
        s for name in dead for s in board.chain_at(parse_point(name, diagram, "dead"))[0]
    )
    return dead_faults(board, stones, diagram.name)


# Slow: the solver reads the wall out to the end (some 10-20 s) before it gives up.
@pytest.mark.slow
def test_a_wall_without_eyes_is_not_proven_alive() -> None:
    faults = _faults(NO_EYE, "D6")
    assert any("D6 are not proven dead" in f for f in faults), faults


def test_a_wall_with_two_eye_spaces_proves_the_stone_dead() -> None:
    assert _faults(WITH_EYES, "B6") == []


# Slow: the solver reads the wall out to the end (some 10-20 s) before it gives up.
@pytest.mark.slow
def test_a_living_group_listed_as_dead_is_reported() -> None:
    faults = _faults(WITH_EYES, "A3")
    assert any("A3 are not proven dead" in f for f in faults), faults
    assert any("B6 count as alive" in f for f in faults), faults
