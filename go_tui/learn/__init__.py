"""Lessons: chapters of explanations and exercises, proven by the engine, and progress.

The UI needs only what is exported here; see ``lessons/FORMAT.md`` for the files.
"""

from go_tui.engine.goals import LessonGoal
from go_tui.learn.checker import Lessons, load_lessons
from go_tui.learn.loader import LessonFault
from go_tui.learn.model import (
    Chapter,
    ChoiceExercise,
    CountExercise,
    Diagram,
    Exercise,
    ExerciseAttempt,
    Explanation,
    Feedback,
    GameOpponent,
    GameStep,
    LessonAnswer,
    MarkExercise,
    MoveExercise,
    Position,
    SequenceExercise,
    Step,
    example_point,
)
from go_tui.learn.progress import ChapterProgress, Progress, Status, answer_status
from go_tui.storage import builtin_lessons_dir
from go_tui.words import Phrase, Text, Words

__all__ = [
    "Chapter",
    "ChapterProgress",
    "ChoiceExercise",
    "CountExercise",
    "Diagram",
    "Exercise",
    "ExerciseAttempt",
    "Explanation",
    "Feedback",
    "GameOpponent",
    "GameStep",
    "LessonAnswer",
    "LessonFault",
    "LessonGoal",
    "Lessons",
    "MarkExercise",
    "MoveExercise",
    "Phrase",
    "Position",
    "Progress",
    "SequenceExercise",
    "Status",
    "Step",
    "Text",
    "Words",
    "answer_status",
    "builtin_lessons_dir",
    "example_point",
    "load_lessons",
]
