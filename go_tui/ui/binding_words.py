"""Bindings in the chosen language.

Bindings are declared with catalogue keys as descriptions (``"binding.pass"``) and tooltips
(``"command.pass"``, the longer text of the command palette); :func:`localize_bindings`
replaces them with the text in the chosen language when a screen is created, so the footer
and the command palette speak it.  Apart from :mod:`go_tui.ui.text` because the start screen
needs it before anything of the engine is loaded.
"""

from __future__ import annotations

from dataclasses import replace

from textual.dom import DOMNode

from go_tui.i18n import catalogue, t
from go_tui.ui.textual_fixes import key_bindings


def localize_bindings(node: DOMNode) -> None:
    """Replace catalogue keys in ``node``'s binding descriptions by their text."""
    bindings = key_bindings(node)
    for key, group in bindings.items():
        bindings[key] = [
            replace(binding, description=_text(binding.description), tooltip=_text(binding.tooltip))
            for binding in group
        ]


def _text(key: str) -> str:
    return t(key) if key in catalogue("en") else key
