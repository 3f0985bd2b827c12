"""The ``go-tui`` command's entry point.

Without arguments the start screen opens before the command-line parser is even
loaded: typer and pydantic took a fifth of the start-up, and a newcomer's first
command has no options to parse.
"""

from __future__ import annotations

import sys


def main() -> None:
    if sys.argv[1:]:
        from go_tui.cli import main as parse_and_run

        parse_and_run()
        return
    from go_tui.preferences import look
    from go_tui.ui.app import run

    lang, ascii = look(None, None, keep=True)
    run(lang=lang, ascii=ascii)
