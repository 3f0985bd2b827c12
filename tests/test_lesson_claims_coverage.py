"""Every sentence a step says about its position is checked, or counted here.

A sentence speaks about the position when it names a point of the board (a vertex
such as C3, or a letter drawn on the diagram) together with a word of the game's
tactics (liberties, atari, capture, eye, seki, dead, territory ...). It is checked
when ``lessons check`` proves something about every point it names: a claim names it
(or a stone of its chain), or the exercise's proven fields do (answer, target, at,
the wrong moves the lesson explains, the moves, the demonstration, the dead stones
counted). A sentence that names no point is a rule statement: true of every board.
The number of unchecked sentences may only go down.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from test_lessons import write

from go_tui.engine import Point, from_vertex
from go_tui.learn import (
    ChoiceExercise,
    CountExercise,
    Explanation,
    MarkExercise,
    MoveExercise,
    SequenceExercise,
    Step,
    load_lessons,
)

UNCHECKED = 17
"""Sentences that speak about a position and are not proven: lower it, never raise it."""

TACTICS = re.compile(
    r"\b(liberty|liberties|atari|captur\w*|takes?|taken|seki|dead|die[sd]?|alive|li(?:ve|ves)"
    r"|eyes?|ladder|net|snapback|territory|points?|wins?|connect\w*|cut\w*|safe|escape\w*)\b",
    re.IGNORECASE,
)
VERTEX = re.compile(r"\b([A-HJ-T])(1[0-9]|[1-9])\b")
WORD = re.compile(r"\b([A-Z])\b")
SENTENCE = re.compile(r"(?<=[.!?:;])\s+|\n\s*\n|\n(?=- |\d+\. )")


def sentences(step: Step) -> Iterator[str]:
    """The English sentences of what the step says: its text, the explanation of the
    answer, the lesson's reasons for wrong answers."""
    texts = [step.text, getattr(step, "explain", None)]
    texts += list(getattr(step, "why", {}).values())
    texts += [entry.text for entry in getattr(step, "wrong", ())]
    for text in texts:
        if text is not None:
            for sentence in SENTENCE.split(text("en")):
                if sentence.strip():
                    yield " ".join(sentence.split())


def named(step: Step, sentence: str) -> set[Point]:
    """The points of the board a sentence names: vertices, and the diagram's letters
    (not the first word, which may be the article A)."""
    assert step.position is not None
    diagram = step.position.diagram
    points = set()
    for column, row in VERTEX.findall(sentence):
        point = from_vertex(column + row, diagram.size)
        if point is not None:
            points.add(point)
    letters = {text: point for point, text in diagram.labels.items()}
    for match in WORD.finditer(sentence):
        if match.start() > 0 and match.group(1) in letters:
            points.add(letters[match.group(1)])
    return points


def proven(step: Step) -> set[Point]:
    """Every point something ``lessons check`` proves is about, with the whole chain of
    each stone among them."""
    assert step.position is not None
    points: set[Point] = set()
    for claim in step.claims:
        points |= set(claim.points)
        points |= {where for _, where in claim.after if where is not None}
    points |= {move.point for move in step.position.moves if move.point is not None}
    if isinstance(step, Explanation):
        points |= {move.point for move in step.demo if move.point is not None}
    if isinstance(step, MoveExercise | SequenceExercise):
        points |= step.answer_points() | set(step.target)
        for line in getattr(step, "lines", ()):
            points |= set(line)
        for entry in step.wrong:
            points |= set(entry.at) | set(entry.after) | set(entry.reply)
    if isinstance(step, MarkExercise):
        points |= set(step.answer) | set(step.target) | set(step.among)
    if isinstance(step, CountExercise | ChoiceExercise):
        points |= set(step.target) | ({step.at} if step.at else set())
    if isinstance(step, CountExercise | ChoiceExercise | MarkExercise):
        points |= set(step.counting.dead)
    board = step.position.game().board
    return points | {s for p in points if board[p] is not None for s in board.chain_at(p)[0]}


def unchecked(path: Path | None = None) -> list[str]:
    """The sentences about a position that nothing proves, as ``ch1 step-id: sentence``."""
    found = []
    for chapter in load_lessons(path, prove=False).chapters:
        for step in chapter.steps:
            if step.position is None:
                continue
            covered = proven(step)
            for sentence in sentences(step):
                if TACTICS.search(sentence) and not named(step, sentence) <= covered:
                    found.append(f"ch{chapter.number} {step.id}: {sentence}")
    return found


def test_the_unchecked_sentences_about_positions_only_go_down() -> None:
    found = unchecked()
    listed = "\n".join(found)
    assert len(found) <= UNCHECKED, f"{len(found)} unchecked (limit {UNCHECKED}):\n{listed}"
    assert len(found) == UNCHECKED, f"fewer now: lower UNCHECKED to {len(found)}"


STEP = """[[step]]
id = "said"
kind = "text"
{claims}text.en = "The white stone at C2 is in atari. A stone has four neighbours."
text.nl = "x"
board = \"\"\"
. . . . .
. . . . .
. . . X .
. X O X .
. . X . .
\"\"\"
"""


def test_a_sentence_about_a_point_is_unchecked_until_a_claim_names_it(tmp_path: Path) -> None:
    bare = unchecked(write(tmp_path, STEP.format(claims="")))
    assert bare == ["ch1 said: The white stone at C2 is in atari."]  # the rule is not listed
    claimed = STEP.format(claims='claims = ["atari C2"]\n')
    assert unchecked(write(tmp_path, claimed)) == []
