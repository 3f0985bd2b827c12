"""The match model without any UI: turns, computers, undo, review, the end, and autosave."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_support import fake_engine
from game_support import settle

from go_tui.engine import Color, Game, Point, Refusal, Refused, Rules, from_vertex
from go_tui.engine.count import Count
from go_tui.formats.gtp_client import RESIGN, EngineCrashed, EngineError, EngineTimeout
from go_tui.play.computer import Computer, EngineChoice
from go_tui.play.events import (
    AutosaveFailed,
    EngineFailed,
    EngineReady,
    EngineResigned,
    EngineStarting,
    EngineThinking,
    EngineToMove,
    GameEnded,
    Live,
    NeedsMarking,
    NothingToUndo,
    Passed,
    PersonPlays,
    Played,
    PlayResumed,
    Resigned,
    Reviewing,
    Undone,
    VariationPlayed,
)
from go_tui.play.match import Match
from go_tui.play.opening import FileFault, Opened, OpenFailed, open_game
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session
from go_tui.play.settings import Settings, Variant


def at(vertex: str, size: int = 9) -> Point:
    point = from_vertex(vertex, size)
    assert point is not None
    return point


class FakeComputer(Computer):
    """An engine that answers from a script: points, ``None`` (pass), ``resign`` or errors."""

    def __init__(self, *answers: object) -> None:
        super().__init__(EngineChoice("fake"))
        self.answers = list(answers)
        self.asked: list[int] = []
        """The move number of each position the engine was asked about."""
        self.stopped = False

    def start(self) -> str:
        self.name = "Fake 1.0"
        return self.name

    def genmove(self, game: Game, color: Color) -> Point | str | None:
        self.asked.append(game.move_number)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        assert answer is None or isinstance(answer, (str, tuple))
        return answer

    def dead_stones(self, game: Game) -> frozenset[Point] | None:
        return frozenset({at("A1")})

    def close(self) -> None:
        self.stopped = True

    def kill(self) -> None:
        self.stopped = True


def against(color: Color, computer: Computer) -> Match:
    """``computer`` plays ``color`` on 9x9, a person the other colour; no autosave."""
    session = Session(Game(size=9), computers={color: EngineChoice("fake")})
    return Match(session, autosave=None, computers={color: computer})


def hot_seat(variant: Variant = Variant.NORMAL, rules: Rules | None = None) -> Match:
    game = Game(size=9) if rules is None else Game(size=9, komi=0, rules=rules)
    return Match(Session(game, variant), autosave=None)


# ---- people ------------------------------------------------------------------------------
def test_turns_alternate_and_the_rules_refuse_a_bad_move() -> None:
    match = hot_seat()
    assert match.play(at("E5")) == [Played(Color.BLACK, at("E5"))]
    assert match.game.to_move is Color.WHITE
    assert match.person_to_move
    assert match.play(at("E5")) == [Refused(Refusal.OCCUPIED, at("E5"))]
    assert match.play(None) == [Passed(Color.WHITE)]
    assert match.play(at("D4")) == [Played(Color.BLACK, at("D4"))]
    assert match.game.move_number == 3
    assert match.next_task() is None


def test_a_move_while_reviewing_starts_a_variation_and_the_review_steps() -> None:
    match = hot_seat()
    for vertex in ("E5", "D4", "C3"):
        match.play(at(vertex))
    assert match.review(-2) == [Reviewing(1, 3)]
    assert match.shown().move_number == 1
    assert match.shown() is not match.game
    assert not match.person_to_move
    assert not match.can_undo
    assert match.can_review(-1)
    assert not match.can_review(-2)
    assert match.resign() == [Reviewing(1, 3)]
    assert match.play(at("G7")) == [VariationPlayed(Color.WHITE, at("G7"), 0, 1)]
    assert match.game.move_number == 3  # the game stays as it was
    assert match.game.resigned is None
    assert match.live() == [Live()]
    match.review(-2)
    assert match.review(5) == [Live()]
    assert match.is_live
    match.review(-1)
    assert match.live() == [Live()]
    assert match.shown() is match.game
    assert match.review_from_start() == [Reviewing(0, 3)]


def test_undo_takes_back_one_move_and_says_when_there_is_none() -> None:
    match = hot_seat()
    assert match.undo() == [NothingToUndo()]
    match.play(at("E5"))
    match.play(at("D4"))
    assert match.undo() == [Undone()]
    assert [move.point for move in match.game.record] == [at("E5")]  # gone for good


def test_a_person_resigns_and_undo_takes_it_back() -> None:
    match = hot_seat()
    match.play(at("E5"))
    assert match.resign() == [Resigned(Color.WHITE), GameEnded("B+R")]
    assert match.session.info.result == "B+R"
    assert not match.person_to_move
    assert match.resign() == [Refused(Refusal.GAME_OVER)]
    assert match.undo() == [Undone()]
    assert match.game.resigned is None
    assert not match.session.info.result
    assert match.game.move_number == 1


# ---- the end ------------------------------------------------------------------------------
def test_two_passes_ask_for_marking_and_resuming_drops_them() -> None:
    match = hot_seat()
    match.play(at("E5"))
    assert match.play(None) == [Passed(Color.WHITE)]
    assert match.play(None) == [Passed(Color.BLACK, again=True), NeedsMarking()]
    assert match.opinion() is None  # no engine in this game
    assert match.resume() == [PlayResumed()]
    assert match.game.move_number == 1
    assert match.game.to_move is Color.WHITE
    match.play(None)
    match.play(None)
    counted = Count.proposed(match.game).score()
    assert match.finish_counted(counted) == [GameEnded(counted.result, counted)]
    assert match.session.info.result == counted.result
    assert match.counted == counted
    assert match.where_it_stands() == [GameEnded(counted.result, counted)]


def test_gebieds_go_is_counted_as_it_stands_after_two_passes() -> None:
    match = hot_seat(Variant.TERRITORY)
    match.play(at("E5"))
    match.play(None)
    events = match.play(None)
    counted = Count.as_it_stands(match.game).score()
    assert events == [Passed(Color.BLACK, again=True), GameEnded(counted.result, counted)]
    assert counted.result.startswith("B+")
    assert match.session.info.result == counted.result
    territory = match.session.territory
    assert territory is not None
    assert territory.black == counted.black_territory  # recorded for other viewers too
    assert "TB[" in record_from_session(match.session)


def test_capture_go_ends_at_the_first_capture_and_forbids_passing() -> None:
    match = hot_seat(Variant.CAPTURE, Rules(capture_goal=1))
    assert match.play(None) == [Refused(Refusal.PASS_NOT_ALLOWED)]
    match.play(at("A2"))
    match.play(at("A1"))  # White's stone in the corner, one liberty left
    events = match.play(at("B1"))
    assert events == [Played(Color.BLACK, at("B1"), 1), GameEnded("B+")]
    assert match.session.info.result == "B+"
    assert not match.person_to_move


def test_a_finished_game_opens_at_its_end() -> None:
    match = hot_seat()
    match.play(None)
    match.play(None)
    reopened = Match(match.session, autosave=None)
    assert reopened.where_it_stands() == [NeedsMarking()]
    assert hot_seat().where_it_stands() == []


# ---- autosave ------------------------------------------------------------------------------
def test_every_change_is_autosaved_and_a_failure_is_reported() -> None:
    saved: list[int] = []

    def save(session: Session) -> None:
        saved.append(session.game.move_number)
        if len(saved) >= 2:
            raise OSError(28, "No space left on device")

    match = Match(Session(Game(size=9)), autosave=save)
    assert match.play(at("E5")) == [Played(Color.BLACK, at("E5"))]
    events = match.play(at("D4"))
    assert events[0] == Played(Color.WHITE, at("D4"))
    assert isinstance(events[1], AutosaveFailed)
    assert events[1].error.errno == 28
    assert match.game.move_number == 2  # the game goes on
    match.undo()
    assert saved == [1, 2, 1]


def test_a_move_saved_later_is_written_when_the_screen_asks_and_an_ending_at_once() -> None:
    saved: list[int] = []
    match = Match(
        Session(Game(size=9)),
        autosave=lambda session: saved.append(session.game.move_number),
        moves_saved_later=True,
    )
    assert match.play(at("E5")) == [Played(Color.BLACK, at("E5"))]
    assert match.play(at("D4")) == [Played(Color.WHITE, at("D4"))]
    assert (saved, match.unsaved) == ([], True)
    assert match.save_unsaved() == []
    assert (saved, match.unsaved) == ([2], False)
    assert match.save_unsaved() == []
    assert saved == [2]
    match.play(None)
    events = match.play(None)  # the second pass ends play: saved with its ending
    assert any(isinstance(event, NeedsMarking) for event in events)
    assert (saved, match.unsaved) == ([2, 4], False)


# ---- computers ---------------------------------------------------------------------------
def test_the_engine_starts_then_answers_and_undo_takes_back_both_moves() -> None:
    computer = FakeComputer(at("C3"), at("G7"))
    match = against(Color.WHITE, computer)
    started = settle(match)
    assert started == [
        EngineStarting(Color.WHITE, "fake"),
        EngineReady(Color.WHITE, "Fake 1.0"),
    ]
    assert match.session.white == ("Fake 1.0",)
    assert match.play(at("E5")) == [Played(Color.BLACK, at("E5"))]
    task = match.next_task()
    assert task is not None
    assert task.announce == EngineThinking(Color.WHITE, "Fake 1.0")
    assert match.thinking is Color.WHITE
    assert not match.can_undo
    assert match.play(at("D4")) == [EngineToMove("Fake 1.0")]
    assert match.next_task() is None  # one task at a time
    events = match.task_done(task.run())
    assert events == [Played(Color.WHITE, at("C3"), by_computer=True)]
    assert computer.asked == [1]
    assert match.undo() == [Undone()]
    assert match.game.move_number == 0
    assert match.game.to_move is Color.BLACK
    match.play(at("E5"))
    settle(match)
    assert match.game.last_move is not None
    assert match.game.last_move.point == at("G7")


def test_an_illegal_engine_move_makes_the_engine_leave() -> None:
    computer = FakeComputer(at("E5"))
    match = against(Color.WHITE, computer)
    settle(match)
    match.play(at("E5"))
    events = settle(match)
    refusal = Refused(Refusal.OCCUPIED, at("E5"))
    assert events[-2:] == [
        EngineFailed(Color.WHITE, "Fake 1.0", refusal),
        PersonPlays(Color.WHITE, "Fake 1.0"),
    ]
    assert match.session.taken_over == {Color.WHITE: "Fake 1.0"}
    assert computer.stopped
    assert not match.computers
    assert not match.session.computers
    assert match.game.to_move is Color.WHITE
    assert match.person_to_move
    assert match.play(at("D4")) == [Played(Color.WHITE, at("D4"))]
    assert match.next_task() is None


def test_the_engine_resigns() -> None:
    match = against(Color.WHITE, FakeComputer(RESIGN))
    settle(match)
    match.play(at("E5"))
    events = settle(match)
    assert events[1:] == [EngineResigned(Color.WHITE, "Fake 1.0"), GameEnded("B+R")]
    assert match.session.info.result == "B+R"
    assert match.game.resigned is Color.WHITE


def test_an_engine_that_passes_in_capture_go_gives_up_and_no_person_takes_its_colour() -> None:
    """GNU Go plays for territory and passes on a settled board; capture go has no passes."""
    session = Session(
        Game(size=9, komi=0, rules=Rules(capture_goal=3)),
        Variant.CAPTURE,
        computers={Color.WHITE: EngineChoice("fake")},
    )
    match = Match(session, autosave=None, computers={Color.WHITE: FakeComputer(None)})
    settle(match)
    match.play(at("E5"))
    events = settle(match)
    assert events[1:] == [EngineResigned(Color.WHITE, "Fake 1.0", passed=True), GameEnded("B+R")]
    assert match.game.resigned is Color.WHITE
    assert match.game.move_number == 1  # the pass was never played
    assert Color.WHITE in match.computers  # not taken over by a person


def test_an_engine_failure_is_an_event_and_a_person_plays_on() -> None:
    crash = EngineCrashed("genmove b", 3, "out of memory")
    match = against(Color.BLACK, FakeComputer(crash))
    events = settle(match)
    assert events[-2:] == [
        EngineFailed(Color.BLACK, "Fake 1.0", crash),
        PersonPlays(Color.BLACK, "Fake 1.0"),
    ]
    assert match.session.taken_over == {Color.BLACK: "Fake 1.0"}
    assert match.person_to_move
    assert match.play(at("E5")) == [Played(Color.BLACK, at("E5"))]


def test_a_real_engine_process_that_crashes_leaves_the_game(tmp_path: Path) -> None:
    choice = EngineChoice(fake_engine(tmp_path, crash_after=1, answer="C3"))
    session = Session(Game(size=9), computers={Color.WHITE: choice})
    match = Match(session, autosave=None)
    assert settle(match)[-1] == EngineReady(Color.WHITE, "Fake")
    match.play(at("E5"))
    assert settle(match)[-1] == Played(Color.WHITE, at("C3"), by_computer=True)
    match.play(at("G7"))
    *_, failed, person = settle(match)
    assert person == PersonPlays(Color.WHITE, "Fake")
    assert isinstance(failed, EngineFailed)
    assert isinstance(failed.cause, EngineCrashed)
    assert failed.cause.exit_code == 3
    assert "out of memory" in failed.cause.said
    assert match.game.move_number == 3
    assert not match.computers
    match.close()


@pytest.mark.parametrize(
    ("engine", "cause"),
    [
        ({"crash_after": 1, "answer": "C3"}, EngineCrashed),  # answers C3, then dies
        ({"hang": True}, EngineTimeout),
        ({"reply": "I think E5 looks nice"}, EngineError),
        ({"answer": "Z99"}, EngineError),
    ],
    ids=["dies", "hangs", "not-gtp", "no-vertex"],
)
def test_an_engine_that_misbehaves_hands_its_seat_to_a_person(
    tmp_path: Path, engine: dict[str, Any], cause: type[Exception]
) -> None:
    """The engine dies, hangs past its time or answers garbage: it leaves once, a person
    has its seat (the session says whose), and no move is played for it."""
    choice = EngineChoice(fake_engine(tmp_path, **engine), move_timeout=0.5)
    match = Match(Session(Game(size=9), computers={Color.WHITE: choice}), autosave=None)
    settle(match)
    match.play(at("E5"))
    events = settle(match)
    if "crash_after" in engine:
        assert events[-1] == Played(Color.WHITE, at("C3"), by_computer=True)
        match.play(at("G7"))
        events = settle(match)
    *_, failed, person = events
    assert isinstance(failed, EngineFailed)
    assert isinstance(failed.cause, cause)
    assert person == PersonPlays(Color.WHITE, "Fake")
    assert [event for event in events if isinstance(event, EngineFailed)] == [failed]
    moves = match.game.move_number
    assert match.game.to_move is Color.WHITE
    assert match.session.taken_over == {Color.WHITE: "Fake"}
    assert not match.computers
    assert not match.session.computers
    assert match.next_task() is None  # nothing waits for White, nothing plays for it
    assert match.game.move_number == moves
    assert match.person_to_move
    assert match.play(at("D4")) == [Played(Color.WHITE, at("D4"))]  # White, by the person
    match.close()


def test_two_engines_play_to_marking_and_give_a_second_opinion() -> None:
    black, white = FakeComputer(at("E5"), None, None), FakeComputer(None, None)
    session = Session(Game(size=9), computers=dict.fromkeys(Color, EngineChoice("fake")))
    match = Match(session, autosave=None, computers={Color.BLACK: black, Color.WHITE: white})
    events = settle(match)
    assert events[-1] == NeedsMarking()
    assert match.next_task() is None
    opinion = match.opinion()
    assert opinion is not None
    assert opinion.name == "Fake 1.0"
    assert opinion.ask() == frozenset({at("A1")})
    assert match.resume() == [PlayResumed()]
    assert match.game.move_number == 1  # both engines passed: both passes dropped
    match.close()
    assert black.stopped
    assert white.stopped


def test_undo_between_two_engines_takes_back_one_move() -> None:
    black, white = FakeComputer(at("E5"), at("D4")), FakeComputer(at("C3"))
    session = Session(Game(size=9), computers=dict.fromkeys(Color, EngineChoice("fake")))
    match = Match(session, autosave=None, computers={Color.BLACK: black, Color.WHITE: white})
    for _ in range(4):  # two starts, two moves
        task = match.next_task()
        assert task is not None
        match.task_done(task.run())
    assert match.game.move_number == 2
    assert match.undo() == [Undone()]
    assert match.game.move_number == 1


def test_an_answer_from_a_task_no_longer_current_is_ignored() -> None:
    match = against(Color.WHITE, FakeComputer())
    task = match.next_task()
    assert task is not None
    outcome = task.run()
    match.task_done(outcome)
    assert match.task_done(outcome) == []


# ---- opening files ---------------------------------------------------------------------------
def test_opening_a_file_gives_a_session_or_says_why_not(tmp_path: Path) -> None:
    missing = tmp_path / "none.sgf"
    assert open_game(missing) == OpenFailed(missing, FileFault.MISSING)
    bad = tmp_path / "bad.sgf"
    bad.write_text("not sgf")
    failed = open_game(bad)
    assert isinstance(failed, OpenFailed)
    assert failed.fault is FileFault.MALFORMED
    assert failed.detail
    good = tmp_path / "good.sgf"
    good.write_text("(;GM[1]FF[4]SZ[9]PB[Ann];B[ee];W[dd])")
    opened = open_game(good)
    assert isinstance(opened, Opened)
    assert opened.session.black == ("Ann",)
    assert opened.session.game.move_number == 2


@pytest.mark.parametrize("number", [0, 1, 5])
def test_a_match_replays_copies_for_review(number: int) -> None:
    match = hot_seat()
    for vertex in ("E5", "D4", "C3", "F6", "G7"):
        match.play(at(vertex))
    match.review(number - 5)
    shown = match.shown()
    assert shown.move_number == number
    assert shown.moves == match.game.moves[:number]


@pytest.mark.slow
@pytest.mark.parametrize("variant", [Variant.NORMAL, Variant.CAPTURE])
def test_the_built_in_computer_answers_and_undo_takes_back_both(variant: Variant) -> None:
    """The real ``go-tui gtp --level 1`` in its own process, as the app starts it."""
    computer = EngineChoice.computer(1)
    settings = Settings(size=9, variant=variant, capture_goal=2, white_engine=computer)
    match = Match(Session.start(settings), autosave=None)
    assert settle(match)[-1] == EngineReady(Color.WHITE, "Computer (level 1)")
    match.play(at("E5"))
    reply = settle(match)[-1]
    assert isinstance(reply, Played)
    assert reply.color is Color.WHITE
    assert reply.by_computer
    assert match.game.move_number == 2
    assert match.undo()[0] == Undone()
    assert match.game.move_number == 0
    match.play(at("D4"))
    assert isinstance(settle(match)[-1], Played)  # in step again after the undo
    assert match.game.move_number == 2
    match.close()
