"""The words for what happens in a problem session: one place turns its events into sentences.

The session (:mod:`go_tui.problems.session`) decides; these functions only
choose the catalogue's sentence for each event and fill in its values, in the
learner's language.  A tone goes with each sentence: ``right`` or ``wrong``
colour the feedback, ``""`` leaves it plain.
"""

from __future__ import annotations

from go_tui.engine import COLUMNS, Color, to_vertex
from go_tui.engine.scoring import Score, Side
from go_tui.engine.solver import Result
from go_tui.i18n import language, number, plain, t
from go_tui.problems import Collection, Hint, LoadFault, Outcome, Problem, Source, State
from go_tui.problems.aim import Aim
from go_tui.problems.counting import Part
from go_tui.problems.diagram import SolutionDiagram
from go_tui.problems.events import (
    AttemptOver,
    BackToStart,
    CountJudged,
    CountRevealed,
    CountUnreadable,
    HintGiven,
    MoveJudged,
    NextStep,
    NoNextProblem,
    NoSolution,
    OutsideView,
    ProblemEvent,
    ReadingFailed,
    ReadingStarted,
    SolutionShown,
    TerritoryShown,
    TypeTheCount,
)
from go_tui.problems.session import ProblemStatus
from go_tui.problems.timed import minutes
from go_tui.problems.trainer import Answer
from go_tui.ui.text import color_name, point_name, reading_error_words, words
from go_tui.words import Words

Said = tuple[str, str]
"""A sentence for the feedback, and its tone."""

PLAIN: dict[type, Said] = {
    TypeTheCount: ("problems.counting.type_result", ""),
    ReadingStarted: ("problems.engine.thinking", ""),
    AttemptOver: ("feedback.problem.over", "wrong"),
    TerritoryShown: ("problems.counting.hint", ""),
    BackToStart: ("problems.again", ""),
    NoNextProblem: ("problems.last", ""),
}
"""Events worded without values: the catalogue key, and the tone."""

NEXT = {
    NextStep.TRY_AGAIN: "problems.after_wrong",
    NextStep.NEXT: "problems.after_solved",
    NextStep.SUMMARY: "problems.practice.timed_last",
}

TONES = {
    Outcome.ILLEGAL: "wrong",
    Outcome.WRONG: "wrong",
    Outcome.KO: "",
    Outcome.UNSETTLED: "",
    Outcome.RIGHT: "right",
    Outcome.SOLVED: "right",
}

NO_HINT = {
    Result.UNKNOWN: "problems.engine.no_hint",
    Result.SUCCESS: "problems.engine.hint_pass",
}
"""Why the engine gives no hint, by its result (no right move: the usual sentence)."""

NO_SOLUTION = {
    Result.KO: "problems.engine.no_solution_ko",
    Result.UNKNOWN: "problems.engine.no_solution_unknown",
}


def from_file(words: Words) -> str:
    """A title or comment from the problem file, shown as written."""
    return plain(words(language()))


def from_file_in(words: Words, width: int) -> str:
    """A title from the problem file cut and padded to ``width`` columns as written, then
    made safe (padding the safe text would count its escapes as columns)."""
    return plain(clip(words(language()), width).ljust(width))


def clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` columns, with an ellipsis where it was cut."""
    return text if len(text) <= width else text[: width - 1] + "…"


def tries_text(tries: int) -> str:
    """``1 try``, ``3 tries``."""
    if tries == 1:
        return t("problems.practice.tries_one")
    return t("problems.practice.tries", tries=tries)


def heading_text(collection: Collection, index: int, width: int) -> str:
    """The collection's title, the problem's number and level, and its title: title and
    number on one line when they fit in ``width``."""
    problem = collection.problems[index]
    title = from_file(collection.title)
    where = t("problems.number", number=index + 1, total=len(collection.problems))
    if problem.level:
        where += f" · {plain(problem.level)}"
    if len(title) + 2 + len(where) <= width:
        heading = f"[b]{title}[/]  [dim]{where}[/]"
    else:  # each on a line of its own, rather than the level wrapped away from its number
        heading = f"[b]{clip(title, width)}[/]\n[dim]{where}[/]"
    if problem.title.en or problem.title.nl:
        heading += f"\n[b $accent]{from_file(problem.title)}[/]"
    return heading


def status_text(status: ProblemStatus, problem: Problem, learner: Color) -> str:
    """The line under the problem: to play or to count, the result so far, the review."""
    if status.counting and status.state is State.PLAYING:
        black, white = problem.prisoners
        line = t("problems.counting.to_count", black=black, white=white, komi=number(problem.komi))
    elif status.state is State.PLAYING:
        line = t("problems.to_play", color=color_name(learner))
    else:
        line = t(f"problems.state.{status.state.value}")
    if status.result is not None:
        tries = tries_text(status.tries)
        if status.told:  # this attempt's result, just told above: the tries alone
            before = t("problems.result_now.tries", tries=tries)
        else:
            before = t(f"problems.result.{status.result.value}", tries=tries)
        line += f"\n[dim]{before}[/]"
    if status.due_in is not None:
        if status.due_in <= 0:
            line += f"\n{t('problems.practice.due_today')}"
        elif status.due_in == 1:
            line += f"\n{t('problems.practice.back_tomorrow')}"
        else:
            line += f"\n{t('problems.practice.back_in', days=status.due_in)}"
    if status.time_left is not None:
        left = t("problems.practice.timed_left", left=minutes(status.time_left))
        line = f"[b]⏱ {left}[/]\n{line}"
    return line


def event_said(event: ProblemEvent, size: int) -> Said | None:
    """The feedback for ``event`` on a board of ``size``; ``None``: the feedback stays."""
    if type(event) in PLAIN:
        key, tone = PLAIN[type(event)]
        return t(key), tone
    match event:
        case OutsideView(point, region):
            values = {
                "first": COLUMNS[region.left],
                "last": COLUMNS[region.right],
                "low": size - region.bottom,
                "high": size - region.top,
            }
            return t("problems.view.outside", point=to_vertex(point, size), **values), "wrong"
        case ReadingFailed(error):
            return t("problems.engine.failed", error=error), "wrong"
        case MoveJudged(answer, next_step):
            text = answer_text(answer)
            if next_step is not None:
                text += "\n" + t(NEXT[next_step])
            return text, TONES[answer.outcome]
        case HintGiven(hint):
            return hint_said(hint)
        case SolutionShown():
            return solution_text(event, size), "right"
        case NoSolution(result):
            return t(NO_SOLUTION.get(result, "problems.no_solution")), "wrong"
    return count_said(event)


def hint_said(hint: Hint) -> Said:
    """Where the hint is marked, who gives it, or why there is none."""
    if hint.point is None:
        return t(NO_HINT.get(hint.result, "problems.no_hint")), ""
    if hint.source is Source.TREE:
        return t("problems.hint"), ""
    ko = hint.result is Result.KO
    return t("problems.engine.hint_ko" if ko else "problems.engine.hint"), ""


def count_said(event: ProblemEvent) -> Said | None:
    """A counting problem's verdict on a typed result, or its count shown."""
    match event:
        case CountJudged():
            return count_text(event)
        case CountUnreadable(text):
            return t("problems.counting.unreadable", text=text), "wrong"
        case CountRevealed(score):
            lines = [
                side_text("black", score.black),
                side_text("white", score.white),
                t("problems.counting.result", result=result_text(score.margin)),
            ]
            return "\n".join(lines), "right"
    return None


def answer_text(answer: Answer) -> str:
    """What a move led to, and the file's comment on it, else the engine's reason."""
    text = answer.message(language())
    comment = from_file(answer.comment)
    if comment:
        text += "\n" + comment
    elif answer.why is not None:
        text += "\n" + answer.why(language())
    return text


def solution_text(shown: SolutionShown, size: int) -> str:
    """The solution's moves, who found it, and what its diagram does not show."""
    moves = ", ".join(
        t("lessons.move", color=color_name(color), point=point_name(point, size))
        for color, point in shown.line
    )
    if shown.source is Source.TREE:
        key = "problems.solution"
    else:
        key = "problems.engine.solution" if shown.complete else "problems.engine.solution_cut"
    notes = diagram_text(shown.diagram, size)
    return t(key, moves=moves) + (f"\n{notes}" if notes else "")


def diagram_text(diagram: SolutionDiagram, size: int) -> str:
    """``3 at 1 (E2). 2 takes 1 stone, 3 takes 5 stones.``: what the final position
    does not show."""
    parts = [
        t(
            "problems.diagram.again",
            later=a.later,
            earlier=a.earlier,
            point=to_vertex(a.point, size),
        )
        for a in diagram.again
    ]
    takes = [
        t(
            "problems.diagram.takes_one" if c.count == 1 else "problems.diagram.takes",
            move=c.move,
            count=c.count,
        )
        for c in diagram.captures
    ]
    if takes:
        parts.append(", ".join(takes) + ".")
    return " ".join(parts)


def count_text(judged: CountJudged) -> Said:
    """A typed result right, or wrong with the part of the count it missed."""
    answer = judged.answer
    shown = result_text(answer.typed or 0.0)
    after = t(NEXT[judged.next])
    if answer.outcome is Outcome.SOLVED:
        return f"{t('problems.counting.right', result=shown)}\n{after}", "right"
    why = missed_text(judged.score, answer.missed)
    return f"{t('problems.counting.wrong', result=shown)} {why}\n{after}", "wrong"


def missed_text(score: Score, missed: Part | None) -> str:
    if missed is None:
        return t("problems.counting.missed.none")
    black, white = score.black, score.white
    values: dict[Part, float] = {
        Part.KOMI: white.komi,
        Part.BLACK_PRISONERS: black.prisoners,
        Part.WHITE_PRISONERS: white.prisoners,
        Part.BLACK_DEAD: black.dead,
        Part.WHITE_DEAD: white.dead,
    }
    return t(f"problems.counting.missed.{missed.value}", count=number(values.get(missed, 0)))


def side_text(color: str, side: Side) -> str:
    return t(
        f"problems.counting.{color}_sum",
        territory=side.territory,
        prisoners=side.prisoners,
        dead=side.dead,
        komi=number(side.komi),
        total=number(side.total),
    )


def result_text(margin: float) -> str:
    """``B+4.5`` in English, ``Z+4,5`` in Dutch, or jigo."""
    if margin == 0:
        return t("problems.counting.jigo")
    key = "black_wins" if margin > 0 else "white_wins"
    return t(f"problems.counting.{key}", points=number(abs(margin)))


def goal_text(aim: Aim | None, learner: Color, size: int) -> str:
    """The goal the engine read from the position when the problem states none; empty
    when the problem says it (or no goal was found)."""
    if aim is None or not aim.inferred:
        return ""
    kind = "race" if aim.race else aim.goal.value
    point = to_vertex(aim.targets[0], size)
    return t(f"problems.goal.{kind}", color=color_name(learner), point=point)


def fault_words(fault: LoadFault) -> str:
    """One problem (or file) that could not be read, and why, in the player's language:
    plain text (see :func:`~go_tui.ui.text.words`)."""
    why = reading_error_words(fault.error, fault.message)
    if fault.rest_unread:
        why = words("problems.unread.rest", why=why)
    if fault.number:
        return words("problems.unread.problem", source=fault.source, number=fault.number, why=why)
    return words("problems.unread.file", source=fault.source, why=why)
