"""Textual's private API as go_tui/ui/textual_fixes.py uses it: these fail when a Textual
release renames or reshapes one of the attributes we reach, before a user meets it."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from importlib.metadata import version

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingsMap
from textual.command import CommandList, CommandPalette
from textual.geometry import Size
from textual.reactive import var
from textual.scroll_view import ScrollView
from textual.scrollbar import ScrollBar
from textual.widget import Widget
from textual.widgets import OptionList, Static

from go_tui.ui import textual_fixes
from go_tui.ui.textual_fixes import AppCommandPalette, key_bindings


def parameters(function: Callable[..., object]) -> list[str]:
    return list(inspect.signature(function).parameters)


def test_the_textual_in_use_is_the_one_pinned() -> None:
    assert version("textual").split(".")[:2] == ["8", "2"]


def test_a_node_keeps_its_bindings_by_key() -> None:
    node = Static()
    assert isinstance(node._bindings, BindingsMap)
    assert isinstance(node._bindings.key_to_bindings, dict)
    assert key_bindings(node) is node._bindings.key_to_bindings


def test_the_bindings_of_a_key_can_be_run_from_the_app() -> None:
    assert inspect.iscoroutinefunction(App._check_bindings)
    assert parameters(App._check_bindings)[:2] == ["self", "key"]


def test_an_option_list_pages_by_the_lines_it_measured() -> None:
    assert parameters(textual_fixes._move_page) == ["self", "direction"]
    assert isinstance(OptionList()._index_to_line, dict)
    assert OptionList._move_page is textual_fixes._move_page_once_laid_out


@pytest.mark.parametrize(
    "name",
    [
        "_action_command_list",
        "_action_cursor_down",
        "_watch__list_visible",
        "_start_no_matches_countdown",
        "_gather_commands",
        "dismiss",
    ],
)
def test_each_palette_override_replaces_a_method_of_the_same_shape(name: str) -> None:
    ours = AppCommandPalette.__dict__[name]
    theirs = getattr(CommandPalette, name)
    assert parameters(ours) == parameters(theirs)


def test_the_palette_overrides_are_all_listed_above() -> None:
    private = {n for n, v in vars(AppCommandPalette).items() if callable(v) and n[0] == "_"}
    assert private == {
        "_action_command_list",
        "_action_cursor_down",
        "_watch__list_visible",
        "_start_no_matches_countdown",
        "_gather_commands",
    }


def test_the_palettes_search_is_a_worker_around_a_coroutine_of_the_same_shape() -> None:
    assert textual_fixes._gather_commands.__name__ == "_gather_commands"
    assert parameters(textual_fixes._gather_commands) == ["self", "search_value"]
    assert isinstance(CommandPalette._GATHER_COMMANDS_GROUP, str)


def test_the_palettes_no_matches_countdown_has_the_parts_we_rebuild_it_from() -> None:
    palette = CommandPalette()
    assert parameters(CommandPalette._stop_no_matches_countdown) == ["self"]
    assert palette._no_matches_timer is None
    assert isinstance(CommandPalette._NO_MATCHES, str)
    assert isinstance(CommandPalette._NO_MATCHES_COUNTDOWN, float)
    assert isinstance(vars(CommandPalette)["_list_visible"], var)
    assert callable(CommandList.add_option)


def test_a_binding_can_be_copied_with_new_words() -> None:
    """The bindings' words are replaced with dataclasses.replace (public, but relied on)."""
    assert {"description", "tooltip", "key_display", "show"} <= set(Binding.__dataclass_fields__)


def test_the_tests_reach_the_driver_the_notifications_and_the_footer_keys() -> None:
    """What tests/ui_support.py reaches for the tests (not the app)."""
    from textual.widgets._footer import FooterKey

    app: App[object] = App()
    assert app._driver is None  # set once the app runs
    assert list(app._notifications) == []
    assert "key_display" in parameters(FooterKey.__init__)


class _Lines(ScrollView):
    """A list of 100 lines in a view of 10, with the scroll bar the move list has."""

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        return textual_fixes.line_scroll_bar(self)

    def on_mount(self) -> None:
        self.virtual_size = Size(10, 100)


class _LinesApp(App[None]):
    def compose(self) -> ComposeResult:
        yield _Lines()


async def test_the_line_scroll_bar_is_made_and_drawn_as_textuals_own() -> None:
    """``Widget._vertical_scrollbar`` and ``App._start_widget`` make the bar; it draws, line
    for line and style for style, what Textual's own ``ScrollBar`` draws, as it scrolls and
    when it is hovered."""
    assert "_vertical_scrollbar" in vars(Widget())
    assert parameters(App._start_widget) == ["self", "parent", "widget"]
    app = _LinesApp()
    async with app.run_test(size=(20, 10)) as pilot:
        await pilot.pause()
        lines = app.query_one(_Lines)
        bar = lines.vertical_scrollbar
        assert isinstance(bar, textual_fixes.LineScrollBar)
        assert bar is lines.vertical_scrollbar  # made once
        assert (bar.name, bar.parent, bar.display) == ("vertical", lines, True)
        drawn = []
        for y, hover in ((0, False), (37, False), (90, False), (50, True)):
            lines.scroll_to(y=y, animate=False)
            bar.mouse_over = hover
            await pilot.pause()
            height = bar.size.height
            assert height == 10
            ours = [list(bar.render_line(line)) for line in range(height)]
            textuals = [list(Widget.render_line(bar, line)) for line in range(height)]
            assert ours == textuals, y
            drawn.append(ours)
        assert len({str(lines) for lines in drawn}) == 4  # the thumb moved, the hover showed
