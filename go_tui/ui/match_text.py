"""The words for what happens in a match: one place turns its events into sentences."""

from __future__ import annotations

import re

from go_tui.engine import Color, Refused
from go_tui.engine.count import Role
from go_tui.engine.scoring import Score
from go_tui.formats.peer_protocol import PeerGone
from go_tui.i18n import number, t
from go_tui.play.clock import MAX_COUNT, MAX_SECONDS
from go_tui.play.estimate import Estimate
from go_tui.play.events import (
    AtFork,
    AutosaveFailed,
    ClockLeftOut,
    ClockPaused,
    CommentAdded,
    ComputerLeftOut,
    CountedAgain,
    CountingAgain,
    EngineFailed,
    EnginePlacing,
    EngineReady,
    EngineResigned,
    EngineStarting,
    EngineThinking,
    EngineToMove,
    EstimateHidden,
    Estimating,
    Event,
    GameEnded,
    GameLineKept,
    HandicapPlaced,
    Hinting,
    HintRefused,
    InAtari,
    InfoChanged,
    InfoRefused,
    LineSwitched,
    Live,
    LostOnTime,
    NeedsMarking,
    NoCountAgain,
    NoEstimate,
    NoFork,
    NoPlayOnOnline,
    NothingToUndo,
    NoUndoOnline,
    OnVariation,
    OursRefused,
    Passed,
    PeerLineRefused,
    PersonPlays,
    Placing,
    Played,
    PlayResumed,
    PreviousNotKept,
    Resigned,
    Reviewing,
    UndoAgreed,
    UndoAskedBy,
    UndoAsking,
    UndoDeclined,
    UndoKept,
    Undone,
    UndoNotNow,
    VariationDeleted,
    VariationPlayed,
)
from go_tui.play.game_info import Field, InfoProblem
from go_tui.play.hints import GameHint
from go_tui.play.opening import FileFault, OpenFailed
from go_tui.play.session import SeatFault, Session
from go_tui.review_words import stones_words
from go_tui.ui.text import (
    color_name,
    count_text,
    engine_failure_text,
    os_error_words,
    point_name,
    reading_error_words,
    refusal_text,
)
from go_tui.ui.widgets.board_scene import Mark, mark_glyph

PLAIN = {
    Undone: "game.undone",
    NothingToUndo: "game.nothing_to_undo",
    Live: "game.live",
    NeedsMarking: "game.both_passed",
    EstimateHidden: "estimate.hidden",
    Estimating: "estimate.working",
    NoEstimate: "estimate.none",
}
"""Events worded without values."""


def event_text(event: Event, size: int) -> str | None:
    """The message line for ``event`` on a board of ``size``; ``None``: the line stays."""
    if type(event) in PLAIN:
        return t(PLAIN[type(event)])
    match event:
        case Played(color, point, captured):
            where = point_name(point, size)
            if captured:
                return t("game.captured", color=color_name(color), point=where, count=captured)
            return t("game.played", color=color_name(color), point=where)
        case Passed(color, again):
            key = "game.passed_again" if again else "game.passed"
            return t(key, color=color_name(color), other=color_name(color.opponent))
        case Refused(reason, point):
            return refusal_text(reason, point, size)
        case Reviewing(number, total):
            return t("game.review", number=number, total=total)
        case AutosaveFailed(error):
            return t("game.autosave_failed", error=os_error_words(error))
        case PreviousNotKept(error):
            return t("game.previous_not_kept", error=os_error_words(error))
        case PlayResumed():
            return ""
        case Resigned() | GameEnded() | PersonPlays():
            return None  # the result screen, or the panel (with the failure on this line)
    return (
        engine_text(event, size)
        or online_text(event)
        or clock_event_text(event)
        or handicap_text(event)
        or variation_text(event, size)
        or warning_text(event, size)
        or hint_event_text(event)
        or record_text(event)
    )


def record_text(event: Event) -> str | None:
    """The game information kept or refused, and a finished game counted again."""
    match event:
        case InfoChanged(fields, komi, rules, kept):
            rules_name = t(f"rules.{rules}")
            if kept:
                return t("info.kept_result", result=kept, komi=number(komi), rules=rules_name)
            if fields & {Field.KOMI, Field.RULES}:
                return t("info.kept_playing", komi=number(komi), rules=rules_name)
            return t("info.kept")
        case InfoRefused(problems):
            return f"{t('info.refused')} {info_problem_text(problems[0])}"
        case CountingAgain(result):
            return t("recount.opening", result=result)
        case NoCountAgain(reason):
            return t(f"recount.{reason.value}")
        case CountedAgain(old, new):
            key = "recount.same" if same_result(old, new) else "recount.replaced"
            return t(key, old=old, new=new)
    return None


def info_problem_text(problem: InfoProblem) -> str:
    """What is wrong with a field of the game information, the field named first where
    the words do not name it."""
    words = t(problem.words.key, **problem.words.values)
    if not problem.words.key.startswith("info."):
        return words
    return f"{t(f'info.{problem.about.value}')}: {words}"


def hint_event_text(event: Event) -> str | None:
    """A hint being worked out, or why there is none now (the hint itself: :func:`hint_text`)."""
    match event:
        case Hinting(task):
            return t("hints.working", color=color_name(task.position.to_move))
        case HintRefused(reason):
            return t(f"hints.{reason.value}")
    return None


def hint_text(hint: GameHint, size: int, *, ascii: bool = False) -> str:
    """The hint in words: the point and its mark on the board, a pass, or no move at all."""
    color = color_name(hint.color)
    if hint.point is not None:
        mark = mark_glyph(Mark.HINT, ascii=ascii)
        return t("hints.shown", color=color, point=point_name(hint.point, size), mark=mark)
    return t("hints.pass" if hint.may_pass else "hints.no_move", color=color)


def warning_text(event: Event, size: int) -> str | None:
    """A warning of stones left in atari."""
    if not isinstance(event, InAtari):
        return None
    chain = event.chain
    key = "warn.self" if chain.self_atari else "warn.left"
    if len(chain.stones) == 1 and not chain.self_atari:
        key = "warn.left_one"
    return t(
        key,
        color=color_name(chain.color),
        stones=stones_words(chain.stones, chain.liberty, size),
        liberty=point_name(chain.liberty, size),
    )


def variation_text(event: Event, size: int) -> str | None:
    """A move tried beside the game, a step through a variation, or a switch of line."""
    match event:
        case VariationPlayed(color, point, captured, start):
            move = t("game.played", color=color_name(color), point=point_name(point, size))
            if captured:
                where = point_name(point, size)
                move = t("game.captured", color=color_name(color), point=where, count=captured)
            return t("variations.played", start=start, move=move)
        case OnVariation(number, start, end):
            return t("variations.on", number=number, start=start, end=end)
        case LineSwitched(number, which, count, in_game):
            if count < 2:
                return t("variations.none_here", number=number)
            key = "variations.switched_game" if in_game else "variations.switched"
            return t(key, number=number, which=which, count=count)
        case AtFork(number, others):
            key = "tree.at_fork_one" if others == 1 else "tree.at_fork"
            return t(key, number=number, others=others)
        case NoFork(number, forward):
            return t("tree.no_fork_forward" if forward else "tree.no_fork_back", number=number)
        case CommentAdded(number):
            key = "tree.comment_added" if number else "tree.comment_added_start"
            return t(key, number=number)
        case VariationDeleted(number, moves):
            return t("tree.deleted", number=number, moves=moves)
        case GameLineKept(number):
            return t("tree.game_line_kept", number=number)
    return None


def handicap_text(event: Event) -> str | None:
    """Black placing free handicap stones, or done with them."""
    match event:
        case Placing(placed, total):
            return t(
                "handicap.placing", color=color_name(Color.BLACK), next=placed + 1, total=total
            )
        case HandicapPlaced(total):
            return t("handicap.placed", total=total, color=color_name(Color.WHITE))
    return None


def online_text(event: Event) -> str | None:
    """What a network game refuses: both sides keep the same moves."""
    match event:
        case NoUndoOnline(name):
            return t("net.no_undo", name=name)
        case UndoAsking(name):
            return t("net.undo_asking", name=name)
        case UndoAskedBy(name):
            return t("net.undo_question", name=name)
        case UndoAgreed(name):
            return t("net.undo_agreed", name=name)
        case UndoDeclined(name, reason):
            return t(f"net.undo_declined_{reason}", name=name)
        case UndoNotNow(name, reason):
            return t(f"net.undo_not_now_{reason}", name=name)
        case UndoKept(name):
            return t("net.undo_kept", name=name)
        case PeerLineRefused(name, reason):
            return t("net.line_refused", name=name, reason=reason)
        case OursRefused(name, reason):
            return t("net.ours_refused", name=name, reason=reason)
        case NoPlayOnOnline(name):
            return t("net.no_play_on", name=name)
    return None


def clock_event_text(event: Event) -> str | None:
    """A loss on time, the clocks stopped or started, or clock values left out."""
    match event:
        case ClockLeftOut(values, clock):
            key = "clock.time_left_out" if clock else "clock.left_out"
            hours = MAX_SECONDS // 3600
            return t(key, values=", ".join(values), hours=hours, count=count_text(MAX_COUNT))
        case LostOnTime(color):
            return t("clock.lost", color=color_name(color))
        case ClockPaused(paused):
            return t("clock.paused" if paused else "clock.running")
    return None


def engine_text(event: Event, size: int) -> str | None:
    """What an engine in the game is doing, or why it left."""
    match event:
        case EngineFailed(color, name, PeerGone() as cause):
            return engine_failure(name, cause, size)
        case EngineFailed(color, name, cause):
            person = t("engine.person_plays", color=color_name(color))
            return f"{engine_failure(name, cause, size)} {person}"
        case ComputerLeftOut(color, left):
            person = t("engine.person_plays", color=color_name(color))
            if left.fault is SeatFault.FOREIGN_COMMAND:
                return f"{t('engine.foreign_command', name=left.name)} {person}"
            return (
                f"{t('engine.unreadable_seat', color=color_name(color), value=left.value)} {person}"
            )
        case EngineToMove(name):
            return t("game.wait_engine", name=name)
        case EngineStarting(_, name):
            return t("game.engine_starting", name=name)
        case EngineThinking(_, name):
            return t("game.thinking", name=name)
        case EngineReady(color, name):
            return t("game.engine_plays", color=color_name(color), name=name)
        case EnginePlacing(_, name):
            return t("handicap.engine_placing", name=name)
        case EngineResigned(_, name, passed):
            return t("game.engine_passed_capture" if passed else "game.engine_resigned", name=name)
    return None


def engine_failure(name: str, cause: BaseException | Refused, size: int) -> str:
    """Why an engine left: its failure, or the illegal move it chose."""
    if isinstance(cause, Refused):
        reason = refusal_text(cause.reason, cause.point, size)
        where = point_name(cause.point, size)
        return t("engine.illegal", name=name, point=where, reason=reason)
    return engine_failure_text(name, cause)


def open_failure_text(failure: OpenFailed) -> str:
    """Why a file could not be opened as a game."""
    path = str(failure.path)
    if failure.fault is FileFault.MISSING:
        return t("file.missing", path=path)
    error = reading_error_words(failure.error, failure.detail)
    if failure.fault is FileFault.UNREADABLE:
        return t("file.unreadable", path=path, error=error)
    return t("file.malformed", path=path, error=error)


def estimate_text(estimate: Estimate, *, ascii: bool = False) -> str:
    """The estimate in words: it is one, the margin as the result screen words it,
    where borders are still open (marked on the board), and whether the engine's safety
    clock cut it short."""
    counted = estimate.score
    if counted.winner is None:
        margin = t("result.draw")
    else:
        margin = margin_text(counted.winner, abs(counted.margin))
    text = t("estimate.shown", margin=margin)
    if Role.DEAD in estimate.roles.values():
        text += " " + t("estimate.dead")
    count = len(estimate.open_points)
    if count:
        text += " " + t("estimate.open", count=count, mark="^" if ascii else "△")
    if estimate.cut_short:
        text += " " + t("estimate.cut_short")
    return text


def result_text(session: Session, counted: Score | None) -> str:
    """The result in words, with the players' names where they have them: ``Anna (White)
    wins by 4.5 points``, a resignation, a capture win."""
    game = session.game

    def who(color: Color) -> str:
        names = session.names(color)
        return (
            t("result.named", name=names, color=color_name(color)) if names else color_name(color)
        )

    on_time = session.lost_on_time
    if on_time is not None:
        return t("clock.result", loser=who(on_time), winner=who(on_time.opponent))
    if game.resigned is not None:
        loser = game.resigned
        return t("result.resigned", loser=who(loser), winner=who(loser.opponent))
    winner = game.capture_winner
    if winner is not None:
        return t("result.captured", color=who(winner), count=game.prisoners(winner))
    if counted is not None:
        if counted.winner is None:
            return t("result.draw")
        return margin_text(counted.winner, abs(counted.margin), who(counted.winner))
    recorded = RECORDED_MARGIN.fullmatch(session.info.result)
    if recorded is None:  # a count made before, as the file records it
        return t("result.draw")
    color = Color.parse(recorded[1])
    return margin_text(color, float(recorded[2]), who(color))


RECORDED_MARGIN = re.compile(r"([BW])\+([0-9]+(?:\.[0-9]+)?)")
"""An SGF result with a margin: ``B+4.5``."""


def same_result(one: str, other: str) -> bool:
    """Whether two SGF results say the same: ``B+20`` is ``B+20.0``."""
    first, second = RECORDED_MARGIN.fullmatch(one), RECORDED_MARGIN.fullmatch(other)
    if first is None or second is None:
        return one == other
    return first[1] == second[1] and float(first[2]) == float(second[2])


def margin_text(winner: Color, margin: float, who: str = "") -> str:
    """``Black wins by 4.5 points``; ``who``: the winner as the result names them."""
    key = "result.wins_by_one" if margin == 1 else "result.wins_by"
    return t(key, color=who or color_name(winner), points=number(margin))
