"""Practice problems: SGF collections, their solution trees, the trainer and the checker.

The UI needs only what is exported here; ``lessons/problems/README.md``
describes the files.
"""

from go_tui.problems.checker import Report, check_collections, check_paths, problem_faults
from go_tui.problems.judge import Judge
from go_tui.problems.loader import builtin_collections, builtin_problems_dir, load_data, load_file
from go_tui.problems.model import Collection, LoadFault, Problem, TreeMove, Verdict
from go_tui.problems.progress import ProblemProgress, ProblemResult
from go_tui.problems.region import example_point, problem_region
from go_tui.problems.trainer import (
    Answer,
    Attempt,
    Hint,
    Outcome,
    SolutionLine,
    Source,
    State,
    Task,
    TaskKind,
    TaskResult,
)

__all__ = [
    "Answer",
    "Attempt",
    "Collection",
    "Hint",
    "Judge",
    "LoadFault",
    "Outcome",
    "Problem",
    "ProblemProgress",
    "ProblemResult",
    "Report",
    "SolutionLine",
    "Source",
    "State",
    "Task",
    "TaskKind",
    "TaskResult",
    "TreeMove",
    "Verdict",
    "builtin_collections",
    "builtin_problems_dir",
    "check_collections",
    "check_paths",
    "example_point",
    "load_data",
    "load_file",
    "problem_faults",
    "problem_region",
]
