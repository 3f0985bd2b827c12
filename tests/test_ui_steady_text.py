"""Side texts repaint the lines that changed, lay out only when they need room, and redraw
whole on a new theme or width."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.geometry import Region

from go_tui.ui.widgets.steady_text import SteadyText

PANEL = "[b]● Black to play[/b]\n● Black\n  Prisoners: 0\n○ White\n  Prisoners: 0\nMove: 0"


class TextApp(App[None]):
    CSS = "SteadyText { padding: 0 1; }"

    def compose(self) -> ComposeResult:
        yield SteadyText(PANEL)


def shown(widget: SteadyText) -> list[str]:
    return [widget.render_line(y).text.rstrip() for y in range(widget.size.height)]


def recording(widget: SteadyText) -> list[tuple[tuple[Region, ...], bool]]:
    """The regions of each refresh the widget asks for, and whether it asked for a layout."""
    calls: list[tuple[tuple[Region, ...], bool]] = []
    refresh = widget.refresh

    def record(*regions: Region, **flags: bool) -> SteadyText:
        calls.append((regions, flags.get("layout", False)))
        return refresh(*regions, **flags)

    widget.refresh = record  # type: ignore[method-assign]
    return calls


async def test_a_new_text_repaints_only_the_lines_that_differ() -> None:
    app = TextApp()
    async with app.run_test(size=(40, 12)) as pilot:
        widget = app.query_one(SteadyText)
        await pilot.pause()
        assert shown(widget) == PANEL.replace("[b]", "").replace("[/b]", "").splitlines()
        calls = recording(widget)
        widget.show_text(
            PANEL.replace("Black to play", "White to play").replace("0\nMove", "2\nMove")
        )
        lines = sorted(region.y for regions, _ in calls for region in regions)
        assert lines == [0, 4], calls
        assert not any(layout for _, layout in calls)
        await pilot.pause()
        assert shown(widget)[0] == "● White to play"
        assert shown(widget)[4] == "  Prisoners: 2"
        assert shown(widget)[1] == "● Black"


async def test_a_shorter_text_keeps_the_height_and_a_longer_one_lays_out() -> None:
    app = TextApp()
    async with app.run_test(size=(40, 12)) as pilot:
        widget = app.query_one(SteadyText)
        await pilot.pause()
        calls = recording(widget)
        widget.show_text("one line")
        await pilot.pause()
        assert widget.size.height == 6
        assert shown(widget) == ["one line", "", "", "", "", ""]
        assert not any(layout for _, layout in calls)
        widget.show_text("\n".join(f"line {n}" for n in range(8)))
        assert any(layout for _, layout in calls)
        await pilot.pause()
        assert widget.size.height == 8
        assert shown(widget)[-1] == "line 7"


async def test_a_narrower_widget_wraps_its_text_again() -> None:
    app = TextApp()
    async with app.run_test(size=(40, 12)) as pilot:
        widget = app.query_one(SteadyText)
        widget.show_text("alpha beta gamma delta")
        await pilot.pause()
        assert shown(widget)[0] == "alpha beta gamma delta"
        await pilot.resize_terminal(14, 12)
        await pilot.pause()
        assert shown(widget)[:2] == ["alpha beta", "gamma delta"]


async def test_a_new_theme_redraws_the_colours_of_the_text() -> None:
    app = TextApp()
    async with app.run_test(size=(40, 12)) as pilot:
        widget = app.query_one(SteadyText)
        widget.show_text("[$error]refused[/]")
        app.theme = "textual-dark"
        await pilot.pause()
        before = widget.render_line(0)
        app.theme = "textual-light"
        await pilot.pause()
        after = widget.render_line(0)
        assert before.text == after.text
        assert before != after
