"""The count as the booklet writes the sum: one column per player, one row per part."""

from __future__ import annotations

import io

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from go_tui.engine import Color
from go_tui.engine.rules import Scoring
from go_tui.engine.scoring import Score
from go_tui.i18n import number, t
from go_tui.ui.text import color_name


def lead_text(score: Score) -> str:
    """``Black leads by 3.5`` or the even score, in words."""
    if score.winner is None:
        return t("marking.even")
    return t("marking.leads", color=color_name(score.winner), points=number(abs(score.margin)))


def check_counts(score: Score) -> tuple[int, int, float]:
    """The booklet's check: each side's prisoners fill the other's territory.

    Returns the points left to Black and to White after the filling, and
    Black's lead after komi (negative: White leads), which equals the count's.
    """
    black_left = score.black.territory - score.white.prisoners - score.white.dead
    white_left = score.white.territory - score.black.prisoners - score.black.dead
    return black_left, white_left, black_left - white_left - score.white.komi


class ScorePanel(Static):
    """Territory (or stones), prisoners, dead stones, komi and the total for each player."""

    DEFAULT_CSS = """
    ScorePanel { height: auto; padding: 0 1; }
    """
    shown: Group = Group()

    def show(self, score: Score, *, check: bool = False) -> None:
        table = Table.grid(padding=(0, 2))
        table.add_column()
        table.add_column(justify="right")
        table.add_column(justify="right")
        table.add_row(
            "", Text(color_name(Color.BLACK), "bold"), Text(color_name(Color.WHITE), "bold")
        )
        black, white = score.black, score.white
        rows: list[tuple[str, float, float]] = [
            (t("marking.territory"), black.territory, white.territory)
        ]
        if score.scoring is Scoring.AREA:
            rows.append((t("marking.stones"), black.stones, white.stones))
        else:
            rows += [
                (t("marking.prisoners"), black.prisoners, white.prisoners),
                (t("marking.dead"), black.dead, white.dead),
            ]
        rows.append((t("marking.komi"), black.komi, white.komi))
        for name, b, w in rows:
            table.add_row(name, number(b), number(w))
        table.add_row(
            Text(t("marking.total"), "bold"),
            Text(number(black.total), "bold"),
            Text(number(white.total), "bold"),
        )
        parts: list[Text | Table | str] = [table, Text(lead_text(score), "bold")]
        if check and score.scoring is Scoring.TERRITORY:
            black_left, white_left, lead = check_counts(score)
            leader = Color.BLACK if lead > 0 else Color.WHITE
            lines = [
                t("marking.check_title"),
                t("marking.check_line", color=color_name(Color.BLACK), left=black_left),
                t("marking.check_line", color=color_name(Color.WHITE), left=white_left),
                t("marking.check_result", points=number(abs(lead)), color=color_name(leader)),
            ]
            parts.append(Text("\n" + "\n".join(lines)))
        self.shown = Group(*parts)
        self.update(self.shown)

    @property
    def text(self) -> str:
        """What the panel shows, as plain text (for tests)."""
        console = Console(width=60, file=io.StringIO(), record=True)
        console.print(self.shown)
        return console.export_text()
