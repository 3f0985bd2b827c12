"""The side panel of the game screen: whose turn, prisoners, komi, rules, last move."""

from __future__ import annotations

from go_tui.engine import Color, Game
from go_tui.i18n import number, plain, t
from go_tui.play import Session, Variant
from go_tui.ui.text import color_name, point_name
from go_tui.ui.widgets.steady_text import SteadyText

STONES = {Color.BLACK: "●", Color.WHITE: "○"}
ASCII_STONES = {Color.BLACK: "X", Color.WHITE: "O"}


class GamePanel(SteadyText):
    """The facts of the game as it stands (or at the reviewed move)."""

    DEFAULT_CSS = """
    GamePanel { height: auto; padding: 0 1; }
    """

    def show(self, session: Session, shown: Game, *, ascii: bool = False) -> None:
        """Describe ``shown``: the live game, or the position being reviewed."""
        stones = ASCII_STONES if ascii else STONES
        game = session.game
        to_move = shown.to_move
        name = session.player(to_move) if shown is game else ""
        turn = (
            t("game.turn_name", color=color_name(to_move), name=name)
            if name
            else t("game.turn", color=color_name(to_move))
        )
        lines = [f"[b]{stones[to_move]} {turn}[/b]"]
        for color in (Color.BLACK, Color.WHITE):
            who = plain(session.names(color)) or color_name(color)
            lines.append(f"{stones[color]} {who}")
            lines.append(f"  {t('game.prisoners')}: {shown.prisoners(color)}")
        handicap = str(game.handicap) if game.handicap else t("game.none")
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
