"""The ``go-tui`` command: the app, and the headless tools beside it."""

from __future__ import annotations

from typing import Annotated

import typer

from go_tui.engine import Rules

app = typer.Typer(
    help="Play Go with a friend at one terminal, learn the rules, solve problems.",
    add_completion=False,
    no_args_is_help=False,
)


@app.callback(invoke_without_command=True)
def main(ctx: typer.Context) -> None:
    """Without a command: open the start screen."""
    if ctx.invoked_subcommand is None:
        from go_tui.ui.app import run

        run()


@app.command()
def gtp(
    rules: Annotated[
        str, typer.Option(help="japanese (territory, simple ko) or chinese (area, superko)")
    ] = "japanese",
) -> None:
    """Speak GTP v2 on stdin/stdout, for GoGui, Sabaki, gomill and regression tools."""
    from go_tui.formats.gtp_engine import serve

    try:
        chosen = Rules.named(rules)
    except ValueError as error:
        raise typer.BadParameter(str(error)) from error
    serve(chosen)
