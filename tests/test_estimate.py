"""The score estimate during play: the marking screen's proposal, taken now and kept,
hidden again by any move (model and screen)."""

from __future__ import annotations

from game_support import play_vertices
from ui_support import enter, game_screen, type_keys, v

from go_tui.engine import Color
from go_tui.engine.count import Count, Role
from go_tui.i18n import t
from go_tui.play.estimate import Estimate
from go_tui.play.events import EstimateHidden, EstimateShown, Estimating, Event, NoEstimate
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.settings import Settings, Variant
from go_tui.ui.app import GoApp
from go_tui.ui.match_text import estimate_text, margin_text
from go_tui.ui.screens.marking import MARKS
from go_tui.ui.widgets.board import BoardView, Mark
from go_tui.ui.widgets.steady_text import SteadyText

MOVES = ("C3", "G7", "C7", "G3", "D5", "F5", "E3", "E7", "D7", "F3", "F6")
"""Two frameworks on a 9x9 board, with the middle still open."""


def session(variant: Variant = Variant.NORMAL) -> Session:
    played = Session.start(Settings(size=9, variant=variant))
    play_vertices(played.game, *MOVES)
    return played


def estimate_now(match: Match) -> list[Event]:
    """Ask for the estimate and work it out at once (the game screen runs it in a thread)."""
    [asked] = match.toggle_estimate()
    assert isinstance(asked, Estimating)
    return match.estimate_done(asked.task.run())


def test_the_estimate_is_the_marking_screens_proposal() -> None:
    match = Match(session(), autosave=None)
    proposal = match.count()
    [shown] = estimate_now(match)
    assert isinstance(shown, EstimateShown)
    estimate = shown.estimate
    assert estimate.score == proposal.score()
    assert dict(estimate.roles) == proposal.roles()
    assert estimate.open_points == proposal.needs_sealing()
    assert estimate.open_points  # the middle is still open
    assert Role.UNSEALED in estimate.roles.values()
    assert match.toggle_estimate() == [EstimateHidden()]
    assert match.estimate is None


def test_a_dead_stone_in_the_estimate_counts_as_the_count_does() -> None:
    played = Session.start(Settings(size=9))
    play_vertices(played.game, "C3", "C4", "D4", "G7", "D3", "B3", "B4", "B2", "C2", "A3", "A4")
    estimate = Estimate.of(played.game)
    count = Count.proposed(played.game)
    assert count.dead
    assert estimate.score.result == count.score().result
    assert {p for p, role in estimate.roles.items() if role is Role.DEAD} == count.dead
    assert t("estimate.dead") in estimate_text(estimate)


def test_the_words_speak_of_dead_stones_only_when_there_are_some() -> None:
    estimate = Estimate.of(session().game)
    assert Role.DEAD not in estimate.roles.values()
    assert t("estimate.dead") not in estimate_text(estimate)


def test_any_move_or_step_takes_the_estimate_off() -> None:
    match = Match(session(), autosave=None)
    estimate_now(match)
    match.play(v("H8"))
    assert match.estimate is None
    estimate_now(match)
    match.undo()
    assert match.estimate is None
    estimate_now(match)
    match.review(-1)
    assert match.estimate is None
    estimate_now(match)
    assert match.estimate is not None
    assert match.estimate.move_number == len(MOVES) - 1  # the reviewed position
    match.live()
    assert match.estimate is None


def test_the_estimate_kept_is_the_position_it_was_taken_in() -> None:
    match = Match(session(), autosave=None)
    estimate_now(match)
    before = match.estimate
    assert before is not None
    match.game.play(v("E5"))  # the board under it changes; the estimate does not
    assert before.score == Count.proposed(session().game).score()


def test_gebieds_go_estimates_the_position_as_it_stands() -> None:
    match = Match(session(Variant.TERRITORY), autosave=None)
    estimate_now(match)
    assert match.estimate is not None
    assert match.estimate.score == Count.as_it_stands(match.game).score()


def test_an_estimate_worked_out_for_a_position_left_is_dropped() -> None:
    """The thread's answer comes back after a move, a step, or the estimate taken off:
    the match does not lay it over the board."""
    match = Match(session(), autosave=None)
    for leave in (lambda: match.play(v("H8")), lambda: match.review(-1), match.toggle_estimate):
        [asked] = match.toggle_estimate()
        assert isinstance(asked, Estimating)
        assert match.estimating is asked.task
        leave()
        assert match.estimating is None
        assert match.estimate_done(asked.task.run()) == []
        assert match.estimate is None
        match.live()


def test_the_estimate_is_worked_out_on_its_own_copy_of_the_position() -> None:
    match = Match(session(), autosave=None)
    [asked] = match.toggle_estimate()
    assert isinstance(asked, Estimating)
    assert asked.task.position is not match.game
    match.game.play(v("E5"))  # the game goes on meanwhile; the task's position does not
    assert asked.task.position.board[v("E5")] is None
    [shown] = match.estimate_done(asked.task.run())
    assert isinstance(shown, EstimateShown)
    assert shown.estimate.move_number == len(MOVES)
    assert not shown.estimate.cut_short


def test_capture_go_has_no_estimate() -> None:
    match = Match(session(Variant.CAPTURE), autosave=None)
    assert match.toggle_estimate() == [NoEstimate()]
    assert match.estimate is None


async def test_the_key_shows_and_hides_the_estimate_over_the_board() -> None:
    app = GoApp(settings=Settings(size=9))
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        screen = game_screen(app)
        await enter(pilot, *(move.lower() for move in MOVES))
        view = screen.query_one(BoardView)
        assert dict(view.overlays) == {}
        proposal = Count.proposed(screen.game)
        await type_keys(pilot, "equals_sign")
        expected = {point: MARKS[role] for point, role in proposal.roles().items()}
        assert dict(view.overlays) == expected
        assert Mark.MARKED in view.overlays.values()  # the open border
        counted = proposal.score()
        assert counted.winner is not None
        message = str(screen.query_one("#message", SteadyText).render())
        assert message.startswith("Estimate, not a result:")
        assert margin_text(counted.winner, abs(counted.margin)) in message
        opened = len(proposal.needs_sealing())
        assert f"Still open at {opened} points (△)" in message
        assert screen.typed == ""  # not a letter: nothing went to the entry line
        await type_keys(pilot, "equals_sign")
        assert dict(view.overlays) == {}
        assert t("estimate.hidden") in str(screen.query_one("#message", SteadyText).render())
        await type_keys(pilot, "equals_sign")
        assert view.overlays
        await enter(pilot, "h8")
        assert screen.game.board[v("H8")] is Color.WHITE
        assert dict(view.overlays) == {}
