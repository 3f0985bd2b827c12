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


problems_app = typer.Typer(help="Practice problems in SGF (see lessons/problems/README.md).")
app.add_typer(problems_app, name="problems")


@problems_app.callback(invoke_without_command=True)
def problems_main(ctx: typer.Context) -> None:
    """Without a command: list the built-in collections with your progress."""
    if ctx.invoked_subcommand is not None:
        return
    from go_tui.problems import ProblemProgress, builtin_collections

    progress = ProblemProgress.load()
    for collection in builtin_collections():
        solved = progress.solved(p.key for p in collection.problems)
        typer.echo(
            f"{collection.key:<24} {collection.title.en:<28} {collection.level:>4}  "
            f"{solved}/{len(collection.problems)} solved"
        )


@problems_app.command("check")
def problems_check(
    paths: Annotated[
        list[str] | None,
        typer.Argument(help="SGF files or folders; default: the built-in collections"),
    ] = None,
) -> None:
    """Prove every problem with the engine; list each fault as file: problem N: reason."""
    from pathlib import Path

    from go_tui.problems import check_paths

    report = check_paths([Path(p) for p in paths or []])
    for fault in report.faults:
        typer.echo(str(fault), err=True)
    if report.faults or not report.collections:
        typer.echo(report.summary(), err=True)
        raise typer.Exit(1)
    typer.echo(report.summary())
