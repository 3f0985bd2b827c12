"""The side panel of the game screen: whose turn, prisoners, komi, rules, last move."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from go_tui.engine import Color, Game
from go_tui.i18n import number, t
from go_tui.play import Session, Variant
from go_tui.ui.text import color_name, point_name

STONES = {Color.BLACK: "●", Color.WHITE: "○"}
ASCII_STONES = {Color.BLACK: "X", Color.WHITE: "O"}


class GamePanel(Static):
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
        text = Text()
        turn = (
            t("game.turn_name", color=color_name(to_move), name=name)
            if name
            else t("game.turn", color=color_name(to_move))
        )
        text.append(f"{stones[to_move]} {turn}\n", style="bold")
        for color in (Color.BLACK, Color.WHITE):
            who = session.names(color) or color_name(color)
            text.append(f"{stones[color]} {who}\n")
            text.append(f"  {t('game.prisoners')}: {shown.prisoners(color)}\n")
        handicap = str(game.handicap) if game.handicap else t("game.none")
        text.append(f"{t('game.komi')}: {number(game.komi)}   {t('game.handicap')}: {handicap}\n")
        last = shown.last_move
        last_text = (
            f"{color_name(last.color)} {point_name(last.point, game.size)}"
            if last
            else t("game.none")
        )
        text.append(f"{t('game.move')}: {shown.move_number}   {t('game.last')}: {last_text}\n")
        if game.rules.capture_goal:
            text.append(t("game.capture_goal", goal=game.rules.capture_goal))
        else:
            text.append(f"{t('game.rules')}: {t(f'rules.{_rules_key(game)}')}")
        if session.variant is not Variant.NORMAL:
            text.append(f"\n{t('game.variant')}: {t(f'variant.{session.variant.value}')}")
        self.update(text)


def _rules_key(game: Game) -> str:
    return "chinese" if game.rules.scoring == "area" else "japanese"
