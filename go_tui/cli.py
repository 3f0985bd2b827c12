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


lessons_app = typer.Typer(help="Tools for lesson files (see lessons/FORMAT.md).")
app.add_typer(lessons_app, name="lessons")


@lessons_app.command("check")
def lessons_check(
    path: Annotated[
        str | None, typer.Argument(help="A lesson file or folder; default: the built-in lessons")
    ] = None,
) -> None:
    """Prove every answer of the lessons with the engine; list each problem as file:line."""
    from pathlib import Path

    from go_tui.learn import load_lessons

    lessons = load_lessons(Path(path) if path else None)
    by_file = {chapter.path: chapter for chapter in lessons.chapters}
    for file in lessons.files:
        chapter = by_file.get(file)
        if chapter is not None:
            typer.echo(
                f"{file.name}: chapter {chapter.number} {chapter.title.en!r}: "
                f"{len(chapter.steps)} steps, {len(chapter.exercises)} exercises"
            )
    for problem in lessons.problems:
        typer.echo(str(problem), err=True)
    if not lessons.files:
        typer.echo(f"no lesson files in {path or 'the built-in lessons'}", err=True)
        raise typer.Exit(1)
    total = (
        f"{len(lessons.chapters)} chapters, {lessons.steps} steps, {lessons.exercises} exercises"
    )
    if lessons.problems:
        typer.echo(f"{total}; {len(lessons.problems)} problems", err=True)
        raise typer.Exit(1)
    typer.echo(f"{total}, all answers verified")
