"""The side panel of the game screen: whose turn, prisoners, komi, rules, last move,
and in a game on the clock each player's time."""

from __future__ import annotations

import math

from go_tui.engine import Color, Game
from go_tui.i18n import number, plain, t
from go_tui.play.clock import ClockFace, System, TimeControl, TimeLeft, duration_text
from go_tui.play.session import Session
from go_tui.play.settings import Variant
from go_tui.ui.text import color_name, point_name
from go_tui.ui.widgets.steady_text import SteadyText

STONES = {Color.BLACK: "●", Color.WHITE: "○"}
ASCII_STONES = {Color.BLACK: "X", Color.WHITE: "O"}


class GamePanel(SteadyText):
    """The facts of the game as it stands (or at the reviewed move)."""

    DEFAULT_CSS = """
    GamePanel { height: auto; padding: 0 1; }
    """

    def show(self, session: Session, shown: Game, *, ascii: bool = False, over: str = "") -> None:
        """Describe ``shown``: the live game, or the position being reviewed; ``over``: the
        result in words, shown instead of the turn once the live game has ended."""
        stones = ASCII_STONES if ascii else STONES
        game = session.game
        to_move = shown.to_move
        name = session.player(to_move) if shown is game else ""
        if shown is game and to_move in session.taken_over:
            name = t("game.you")  # its engine left: the turn is the person's
        turn = (
            t("game.turn_name", color=color_name(to_move), name=name)
            if name
            else t("game.turn", color=color_name(to_move))
        )
        lines = [f"[b]{stones[to_move]} {turn}[/b]"]
        if over and shown is game:
            lines = [f"[b]{t('game_over.panel', result=over)}[/b]"]
        for color in (Color.BLACK, Color.WHITE):
            who = plain(session.names(color)) or color_name(color)
            rank = session.info.black_rank if color is Color.BLACK else session.info.white_rank
            if rank:
                who = f"{who} {plain(rank)}"
            if color in session.taken_over:
                stopped = session.taken_over[color]
                key = "game.not_started" if color in session.left_out else "game.taken_over"
                who = t(key, name=stopped) if stopped else t("game.you")
            lines.append(f"{stones[color]} {who}")
            lines.append(f"  {t('game.prisoners')}: {shown.prisoners(color)}")
        handicap = str(game.handicap) if game.handicap else t("game.none")
        if session.placing:
            placed = len(session.placed)
            handicap = t("handicap.panel", placed=placed, total=session.free_handicap)
        lines.append(f"{t('game.komi')}: {number(game.komi)}   {t('game.handicap')}: {handicap}")
        last = shown.last_move
        last_text = (
            f"{color_name(last.color)} {point_name(last.point, game.size)}"
            if last
            else t("game.none")
        )
        lines.append(f"{t('game.move')}: {shown.move_number}   {t('game.last')}: {last_text}")
        if game.rules.capture_goal:
            lines.append(t("game.capture_goal", goal=game.rules.capture_goal))
        else:
            lines.append(f"{t('game.rules')}: {t(f'rules.{_rules_key(game)}')}")
        if session.variant is not Variant.NORMAL:
            lines.append(f"{t('game.variant')}: {t(f'variant.{session.variant.value}')}")
        self.show_text("\n".join(lines))


def _rules_key(game: Game) -> str:
    return "chinese" if game.rules.scoring == "area" else "japanese"


class ClockPanel(SteadyText):
    """Each player's time counting down, or as recorded at the move shown; redrawn each
    second on its own, board untouched."""

    DEFAULT_CSS = """
    ClockPanel { height: 2; padding: 0 1; }
    """
    markup = ""
    """What the panel shows now."""

    def show(self, face: ClockFace, *, ascii: bool = False) -> None:
        """Draw ``face``; only when the text changes."""
        stones = ASCII_STONES if ascii else STONES
        lines = []
        for color in (Color.BLACK, Color.WHITE):
            left = face.left.get(color)
            if left is None:
                lines.append(f"{stones[color]} {t('clock.not_recorded')}")
                continue
            text = f"{clock_text(left)}  {overtime_words(face.control, left)}".rstrip()
            if face.running is color and face.paused:
                text += f"  ({t('clock.stopped')})"
            if color in face.warning:
                text = f"[b $error]{text}[/]"
            elif face.running is color and not face.paused:
                text = f"[b]{text}[/b]"
            lines.append(f"{stones[color]} {text}")
        self.markup = "\n".join(lines)
        self.show_text(self.markup)


def clock_text(left: TimeLeft) -> str:
    """``9:58``, ``1:02:03``: the seconds counting down, rounded up (0:00 is time up)."""
    whole = math.ceil(left.seconds - 1e-9)
    hours, rest = divmod(whole, 3600)
    minutes, seconds = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    return f"{minutes}:{seconds:02d}"


def overtime_words(control: TimeControl, left: TimeLeft) -> str:
    """What follows the time shown: the periods or stones, or what comes after main time."""
    if left.lost:
        return t("clock.time_up")
    period = duration_text(control.period)
    if control.system is System.FISCHER:
        return t("clock.increment", increment=duration_text(control.increment))
    if control.system is System.BYOYOMI:
        if not left.overtime:
            return t("clock.then_periods", periods=control.periods, period=period)
        if left.periods == 1:
            return t("clock.last_period")
        return t("clock.periods_left", count=left.periods)
    if control.system is System.CANADIAN:
        if not left.overtime:
            return t("clock.then_stones", stones=control.stones, period=period)
        return t("clock.stones_left", count=left.stones)
    return ""
