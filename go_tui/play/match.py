"""A game as it is played: turns, computers, undo, review, the end, and autosave.

A :class:`Match` owns a :class:`~go_tui.play.session.Session` and the engines playing
a colour (:mod:`go_tui.play.computer`), and decides everything a game screen
shows: whether a move may be tried now, what it did, when the game ends and
how.  Each action returns :mod:`~go_tui.play.events` for the screen to word
and draw; nothing here knows about Textual.

An engine works outside the match: :meth:`Match.next_task` hands out an
:class:`EngineTask` (start an engine, or choose a move on its own copy of the
position), the caller runs it in a thread, and :meth:`Match.task_done` takes
its :class:`TaskOutcome` back.  The engine's move is judged by our own
:class:`~go_tui.engine.Game` like anyone's; when the engine fails (missing,
crashed, silent, or an illegal move) the game is kept and a person takes that
colour over.

A game on the clock has a :class:`~go_tui.play.clock.Clock` that runs for the
player to move while the game goes on (not while marking).  Time runs out when
the caller asks (:meth:`Match.check_time`, once a second) or when the player
moves; either way the game is lost on time, ``W+T``, and that cannot be undone.

Three things a club player reaches for: a score estimate of the position shown
(:class:`~go_tui.play.estimate.Estimate`, worked out as an ``EstimateTask`` in the
caller's thread worker and taken off, or dropped unfinished, by any move or step); free
handicap, where Black's stones are placed one by one before White's first move
(the session holds the placement; an engine at Black places its own); and
variations, where a move at a reviewed position is tried beside the game
(:mod:`go_tui.play.variations`): the match walks one line at a time, the game's
own or a variation, and the game is never changed by it.

A network game (``remote``, :mod:`go_tui.play.remote`) has the player at another
computer at their colour: their lines come as news (:meth:`Match.remote_news`), each
judged against the game as it stands.  An undo there is a request the other side allows
or not (:meth:`Match.answer_undo`), and in a game on the clock each side's own clock
says that player's time (``time_left`` after each move, ``0 0`` when it ran out).

And one a learner reaches for: a hint on request (:mod:`~go_tui.play.hints`), the
built-in player's move for the person to move, worked out as a ``HintTask`` in a thread
like the estimate and dropped the same way; the session keeps each hint given, for the
record.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import partial
from typing import NamedTuple

from go_tui.engine import Color, Game, Move, Point, Refusal, Refused
from go_tui.engine.atari_warning import in_atari
from go_tui.engine.count import Count
from go_tui.engine.scoring import Score
from go_tui.formats.gtp_client import RESIGN, EngineError
from go_tui.formats.peer_protocol import (
    AskUndo,
    ClockLine,
    Command,
    DeclineUndo,
    GrantUndo,
    PeerGone,
    Play,
    ProtocolError,
    Quit,
    Reply,
    Resign,
    parse,
)
from go_tui.formats.sgf import Node, Note, cut_line, nodes_along, note_of
from go_tui.play.autosave import write_autosave
from go_tui.play.clock import Clock, ClockFace, TimeControl, TimeLeft
from go_tui.play.computer import Computer, EngineChoice
from go_tui.play.estimate import Estimate, EstimateOutcome, EstimateTask
from go_tui.play.events import (
    AtFork,
    AutosaveFailed,
    ClockLeftOut,
    ClockPaused,
    CommentAdded,
    ComputerLeftOut,
    CountedAgain,
    CountingAgain,
    CountOpen,
    EngineFailed,
    EnginePlacing,
    EngineReady,
    EngineResigned,
    EngineStarting,
    EngineThinking,
    EngineToMove,
    EstimateHidden,
    EstimateShown,
    Estimating,
    Event,
    GameEnded,
    GameLineKept,
    HandicapPlaced,
    Hinting,
    HintRefused,
    HintShown,
    InAtari,
    InfoChanged,
    InfoRefused,
    LineSwitched,
    Live,
    LostOnTime,
    NeedsMarking,
    NoCountAgain,
    NoCountReason,
    NoEstimate,
    NoFork,
    NoPlayOnOnline,
    NothingToUndo,
    NoUndoOnline,
    OnVariation,
    OursRefused,
    Passed,
    PeerLineRefused,
    PersonPlays,
    Placing,
    Played,
    PlayResumed,
    PreviousNotKept,
    Resigned,
    Reviewing,
    UndoAgreed,
    UndoAskedBy,
    UndoAsking,
    UndoDeclined,
    UndoKept,
    Undone,
    UndoNotNow,
    UndoRefusal,
    VariationDeleted,
    VariationPlayed,
)
from go_tui.play.game_info import (
    Field,
    GameDetails,
    apply_details,
    check_details,
    rules_key,
)
from go_tui.play.game_tree import Branch, LineTree, TreeNode, comment_key
from go_tui.play.hints import GameHint, HintOutcome, HintRefusal, HintTask
from go_tui.play.remote import News, RemotePeer, time_left_of
from go_tui.play.save_files import keep_previous
from go_tui.play.session import Session
from go_tui.play.session_sgf import recorded_times
from go_tui.play.settings import Variant
from go_tui.play.variations import (
    Line,
    Variation,
    alternatives,
    full_line,
    line_game,
    main_line,
)

REASON_SHOWN = 80
"""Characters of the other program's refusal shown (its words, not ours)."""
CLOCK_SLACK = 10.0
"""Seconds the other side's own clock may show more than ours for it: ours charged them
the time our move and theirs spent on the network too."""


def _last_move_of(game: Game, color: Color) -> int | None:
    """How many moves came before ``color``'s last (an undo goes back to there)."""
    for index in range(len(game.moves) - 1, -1, -1):
        if game.moves[index].color is color:
            return index
    return None


def _budget(control: TimeControl, left: TimeLeft) -> float:
    """All the seconds ``left`` still holds: main time, this period and the periods after."""
    if left.lost:
        return 0.0
    return max(0.0, left.main) + left.period + max(0, left.periods - 1) * control.period


_LineKey = tuple[Game, int, Move | None]
"""A line of play as it was: its game, how many moves it had, the last of them."""


def _line_key(line: Game) -> _LineKey:
    return (line, len(line.record), line.record[-1] if line.record else None)


def _same_line(key: _LineKey, line: Game) -> bool:
    """Whether ``line`` is as it was when ``key`` was taken: the same game, its record
    neither shortened nor lengthened nor changed at its end (every change of a record
    is one of those: :meth:`~go_tui.engine.Game.cut` and a move)."""
    game, length, last = key
    record = line.record
    return game is line and length == len(record) and last is (record[-1] if record else None)


Autosave = Callable[[Session], object]
"""Writes the session somewhere safe; raises ``OSError`` when it cannot."""


@dataclass(frozen=True, eq=False)
class EngineTask:
    """Work for a thread: start the engine at ``color``, or let it choose a move.

    The work touches only that engine and its own copy of the position, so the
    match stays usable (review, save, quit) while it runs.
    """

    color: Color
    announce: EngineStarting | EngineThinking | EnginePlacing
    """What the task is doing, to show while it runs."""
    work: Callable[[], object]
    said: bool = True
    """Whether to show ``announce``: not again when waiting on for the same move of the
    player at another computer (whatever came before it, an undo answer, is showing)."""

    def run(self) -> TaskOutcome:
        """Do the work; its failure is part of the outcome, not raised."""
        try:
            return TaskOutcome(self, self.work())
        except Exception as error:  # every engine failure is reported
            return TaskOutcome(self, None, error)


@dataclass(frozen=True)
class TaskOutcome:
    """An :class:`EngineTask`'s answer, or the exception it raised."""

    task: EngineTask
    answer: object = None
    error: Exception | None = None


class Opinion(NamedTuple):
    """An engine in the game, and how to ask it (in a thread) for the dead stones."""

    name: str
    ask: Callable[[], frozenset[Point] | None]


class Match:
    """One game in play, with the people and engines playing it."""

    def __init__(
        self,
        session: Session,
        *,
        autosave: Autosave | None = write_autosave,
        computers: Mapping[Color, Computer] | None = None,
        now: Callable[[], float] | None = None,
        moves_saved_later: bool = False,
        label: Callable[[EngineChoice], str] | None = None,
        remote: RemotePeer | None = None,
    ) -> None:
        """``computers``: the engines at each colour; by default the session's choices,
        named by ``label`` until they have started (and the built-in player after).
        ``now``: the clock's time source (a monotonic clock by default).
        ``moves_saved_later``: a move that does not end the game leaves its autosave to
        :meth:`save_unsaved`, which a screen calls once it has drawn the move (a player
        sees the stone before the disk is written).
        ``remote``: the player at another computer (:mod:`go_tui.play.remote`), at its
        colour like an engine; each move of a person here is sent to it at once."""
        self.session = session
        self.autosave = autosave
        self.moves_saved_later = moves_saved_later
        self.unsaved = False
        """A move was played since the last autosave (only with ``moves_saved_later``)."""
        if computers is None:
            computers = {
                color: Computer(choice, label(choice) if label else None)
                for color, choice in session.computers.items()
            }
        self.computers: dict[Color, Computer | RemotePeer] = dict(computers)
        """The engines playing a colour; a colour leaves when its engine fails."""
        self.remote = remote
        self.remote_gone: BaseException | Refused | None = None
        """Why the player at another computer left (a lost connection)."""
        self.undo_sent = False
        """We asked the player at another computer to let us take back our last move."""
        self.undo_asked = False
        """The player at another computer asked us; the person here has not answered."""
        self._announced: int | None = None
        """The move number whose wait for the other player's move was announced."""
        if remote is not None:
            self.computers[remote.color] = remote
            session.taken_over.pop(remote.color, None)  # back after a lost connection
        self.ready: set[Color] = set()
        """The colours whose engine has started."""
        self.task: EngineTask | None = None
        """The engine task handed out and not yet done."""
        self.reviewing: int | None = None
        """The move number shown while stepping through the game; ``None``: live."""
        self.line: int | None = None
        """The variation walked (its index in the session's), ``None``: the game's own moves."""
        self._line_game: tuple[Variation, int, Game] | None = None
        """The walked variation, its length then, and it played through."""
        self._stepped: tuple[_LineKey, Game] | None = None
        """The line walked as it was, and a copy of it that :meth:`shown` moves along."""
        self._along: tuple[_LineKey, list[list[Node]]] | None = None
        """The line walked as it was, and the opened record's nodes along it."""
        self._tree: tuple[_LineKey, list[tuple[Variation, int]], LineTree] | None = None
        """The lines as one tree, and what they were when it was built: the game as it was,
        each variation and its length (a variation only grows, or goes)."""
        self.counted: Score | None = None
        """The agreed count, once the game has been counted."""
        self.counted_open = 0
        """The points still open when the count was made anyway (``0``: none)."""
        self.clock: Clock | None = None
        """The players' time, in a game on the clock."""
        self.estimate: Estimate | None = None
        """The score estimate shown over the board; any move or step takes it off."""
        self.estimating: EstimateTask | None = None
        """The estimate being worked out in a thread; any move or step drops it."""
        self.warned: set[tuple[Point, ...]] = set()
        """The chains in atari a warning has named, each named once (until an undo)."""
        self.hint: GameHint | None = None
        """The hint marked on the board; any move or step takes it off."""
        self.hinting: HintTask | None = None
        """The hint being worked out in a thread; any move or step drops it."""
        if session.clock is not None:
            self.clock = Clock(session.clock, session.time_left, now=now)
            self._run_clock()

    # ---- state -------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def thinking(self) -> Color | None:
        """The colour whose engine is working now (starting, or choosing a move)."""
        return None if self.task is None else self.task.color

    @property
    def is_live(self) -> bool:
        return self.reviewing is None

    @property
    def shown_number(self) -> int:
        """The move number on the board: the reviewed one, or the last."""
        return self.game.move_number if self.reviewing is None else self.reviewing

    def shown(self) -> Game:
        """The live game, or the position at the reviewed move (of a variation too): a copy
        of the line walked, kept while the line stays as it is and moved with ``goto``,
        whose snapshots make a step cost a move or a few rather than the whole line.  The
        copy is the match's: look at it, never play on it."""
        if self.reviewing is None:
            return self.game
        line = self.line_played()
        cached = self._stepped
        if cached is None or not _same_line(cached[0], line):
            cached = self._stepped = (_line_key(line), line.replayed(len(line.record)))
        cached[1].goto(self.reviewing)
        return cached[1]

    def _nodes_along(self) -> list[list[Node]]:
        """The opened record's nodes along the line walked, to its end (:func:`nodes_along`),
        kept while the line stays as it is: a step looks its position up."""
        tree, line = self.session.tree, self.line_played()
        cached = self._along
        if tree is None:
            return []
        if cached is None or not _same_line(cached[0], line):
            moves = [(move.color, move.point) for move in line.record]
            cached = self._along = (_line_key(line), nodes_along(tree, line.size, moves))
        return cached[1]

    def note(self, shown: Game) -> Note:
        """The opened record's comment and marks on the position ``shown`` (:meth:`shown`),
        where its tree has that line of play, and the comment added here after it."""
        positions = self._nodes_along()
        number = shown.move_number
        note = note_of(positions[number], shown.size) if number < len(positions) else Note()
        moves = [(m.color, m.point) for m in shown.moves]
        added = self.session.comments.get(comment_key(moves))
        if added:
            note = replace(note, comment=f"{note.comment}\n{added}" if note.comment else added)
        return note

    def clock_face(self) -> ClockFace | None:
        """What the clock shows: the game's clock as it runs, or while reviewing each
        player's time at the move shown as recorded (the game's clock runs on meanwhile,
        and shows again live); ``None``: a game without a clock."""
        clock = self.clock
        if clock is None:
            return None
        if self.reviewing is None:
            return clock.face()
        moves = [(m.color, m.point) for m in self.line_played().moves[: self.reviewing]]
        times = recorded_times(self.session, clock.control, moves, self._nodes_along())
        return ClockFace(clock.control, times)

    @property
    def variation(self) -> Variation | None:
        """The variation walked now, if any."""
        return None if self.line is None else self.session.variations[self.line]

    def line_played(self) -> Game:
        """The line shown, played to its end: the game, or the walked variation."""
        variation = self.variation
        if variation is None or self.line is None:
            return self.game
        cached = self._line_game
        if cached is None or cached[0] is not variation or cached[1] != len(variation.moves):
            cached = (variation, len(variation.moves), line_game(self.game, variation))
            self._line_game = cached
        return cached[2]

    @property
    def line_end(self) -> int:
        """The last move number of the line shown."""
        variation = self.variation
        return self.game.move_number if variation is None else variation.end

    def lines(self) -> list[Line]:
        """Every line, as moves from the start: the game's first, then the variations."""
        main = main_line(self.game)
        return [main, *(full_line(main, variation) for variation in self.session.variations)]

    def branches(self) -> dict[int, int]:
        """For each move of the line shown where other lines part from it: how many."""
        if not self.session.variations:
            return {}
        node = self.line_tree().node_at(0 if self.line is None else self.line + 1, self.line_end)
        counts: dict[int, int] = {}
        while node.parent is not None:
            if len(node.parent.children) > 1:
                counts[node.depth] = len(node.parent.children) - 1
            node = node.parent
        return counts

    @property
    def person_to_move(self) -> bool:
        """Whether a person may move, pass or resign now."""
        game = self.game
        away = self._remote_away()
        return self.is_live and not game.is_over and game.to_move not in self.computers and not away

    @property
    def can_undo(self) -> bool:
        """No engine at work (waiting for the player at another computer is no work: an
        undo there is a request), live, and not lost on time."""
        remote, task = self.remote, self.task
        idle = task is None or (remote is not None and task.color is remote.color)
        return self.is_live and idle and self.session.lost_on_time is None

    @property
    def can_pause(self) -> bool:
        """Whether there is a clock to stop or start: a game on the clock, still going on,
        here alone (a network game's two clocks run on two computers)."""
        return self.clock is not None and not self.clock_stands and self.remote is None

    def can_review(self, step: int) -> bool:
        return 0 <= self.shown_number + step <= self.line_end

    # ---- a person's actions ------------------------------------------------------------
    def play(self, point: Point | None) -> list[Event]:
        """A person's move at ``point`` (``None``: a pass), judged by the game; while
        reviewing, a move tried in a variation."""
        if self.reviewing is not None:
            return self._vary(point)
        refused = self._not_now() or self.check_time()
        if refused:
            return refused
        if self.session.placing:
            return self._place(point)
        if self.remote is not None and self.undo_sent:
            return [UndoAsking(self.remote.name)]  # the answer first: it may take moves back
        result = self.game.play(point)
        if isinstance(result, Refused):
            return [result]
        played, *after = self._after_move(result.color, point, len(result.captured))
        return [played, *self._warnings(result.color), *after]

    def resign(self) -> list[Event]:
        """The person to move gives up."""
        refused = self._not_now() or self.check_time()
        if refused:
            return refused
        if self.session.placing:
            return [self._placing()]
        if self.game.is_over:
            return [Refused(Refusal.GAME_OVER)]
        color = self.game.to_move
        events = self._resigned(color)
        self._tell_remote()
        return [Resigned(color), *events]

    def undo(self) -> list[Event]:
        """Take back the last move for good; against one computer, its reply and your move.
        Time used stays used, and a game lost on time stays lost."""
        loser = self.session.lost_on_time
        if loser is not None:
            return [LostOnTime(loser)]
        if self.remote is not None:
            return self._ask_undo(self.remote)
        if not self.session.undo():
            return [NothingToUndo()]
        person_plays = len(self.computers) < 2
        while person_plays and self.game.to_move in self.computers and self.session.undo():
            pass
        saved = self._after_undo()
        if self.session.placing:
            return [self._placing(), *saved]
        return [Undone(), *saved]

    def _after_undo(self) -> list[Event]:
        """What goes with moves taken back: the count, the warnings, the estimate; the
        clock runs for the player to move now; the autosave."""
        self.counted = None
        self.counted_open = 0
        self.warned.clear()
        self._moved_on()
        self._run_clock()
        return self.save()

    # ---- undo in a network game: asked, and agreed to or not --------------------------
    def _ask_undo(self, remote: RemotePeer) -> list[Event]:
        """Ask the player at another computer to let us take back our last move (and their
        reply); nothing changes until they agree (:meth:`_undo_granted`)."""
        if self.remote_gone is not None:
            return [NoUndoOnline(remote.name)]
        if self.undo_sent or self.undo_asked:
            return [UndoNotNow(remote.name, UndoRefusal.PENDING)]
        if self.game.is_over or self.session.info.result:
            return [UndoNotNow(remote.name, UndoRefusal.OVER)]
        if _last_move_of(self.game, remote.color.opponent) is None:
            return [NothingToUndo()]
        remote.send("undo")
        self.undo_sent = True
        return [UndoAsking(remote.name)]

    def answer_undo(self, yes: bool) -> list[Event]:
        """The person here answers the other player's undo request: on yes both games go
        back to before the asker's last move (with our reply to it, if we had replied)."""
        remote = self.remote
        if remote is None or not self.undo_asked:
            return []
        self.undo_asked = False
        if self.remote_gone is not None:
            return []  # they are gone: both games stay as they are, to be played on
        target = _last_move_of(self.game, remote.color)
        if self.game.is_over or target is None:
            refusal = UndoRefusal.OVER if self.game.is_over else UndoRefusal.NOTHING
            remote.send(f"undo_declined {refusal}")
            return []
        if not yes:
            remote.send(f"undo_declined {UndoRefusal.NO}")
            return [UndoKept(remote.name)]
        self._take_back_to(remote, target)
        remote.send(f"undo_granted {target}")
        return [Undone(), *self._after_undo()]

    def _undo_asked(self, remote: RemotePeer) -> list[Event]:
        """The other player asks to take back their last move: the person here is asked,
        unless it cannot be now (the game is over, a request is open, no move of theirs)."""
        reason = None
        if self.game.is_over or self.session.info.result:
            reason = UndoRefusal.OVER
        elif self.undo_sent or self.undo_asked:
            reason = UndoRefusal.PENDING
        elif _last_move_of(self.game, remote.color) is None:
            reason = UndoRefusal.NOTHING
        if reason is not None:
            remote.send(f"undo_declined {reason}")
            return []
        self.undo_asked = True
        return [UndoAskedBy(remote.name)]

    def _undo_granted(self, remote: RemotePeer, moves: int) -> list[Event]:
        """The other player agreed to our undo and went back to ``moves`` moves: so do we.
        An answer to nothing asked, or to another undo than ours, is refused."""
        if not self.undo_sent:
            raise ProtocolError("unasked", "undo_granted, but no undo was asked")
        target = _last_move_of(self.game, remote.color.opponent)
        if target != moves or self.session.lost_on_time is not None:
            raise ProtocolError("undo_moves", f"undo_granted {moves}: our undo goes to {target}")
        self.undo_sent = False
        self._take_back_to(remote, target)
        return [UndoAgreed(remote.name), *self._after_undo()]

    def _undo_declined(self, remote: RemotePeer, reason: str) -> list[Event]:
        if not self.undo_sent:
            raise ProtocolError("unasked", "undo_declined, but no undo was asked")
        self.undo_sent = False
        return [UndoDeclined(remote.name, UndoRefusal(reason))]

    def _take_back_to(self, remote: RemotePeer, moves: int) -> None:
        """Take the game back to its first ``moves`` moves, as the other side does."""
        while self.game.move_number > moves and self.session.undo():
            pass
        remote.known = self.game.move_number
        self._announced = moves  # the undo's words stay on the message line

    def resume(self) -> list[Event]:
        """Marking was cancelled: drop the passes, the player who passed first moves again.
        Not in a network game, whose two sides must keep the same moves."""
        if self.remote is not None:
            return [NoPlayOnOnline(self.remote.name)]
        self.session.resume_play()
        self._moved_on()
        self._run_clock()
        return [PlayResumed(), *self.save()]

    def count(self) -> Count:
        """The count to agree on after two passes, opening with the proposed dead stones."""
        return Count.proposed(self.game)

    def count_work(self) -> Callable[[], Count]:
        """:meth:`count` as work for a thread, on its own copy of the position: the
        marking screen stays live while the engine proposes the dead stones."""
        return partial(Count.proposed, self.game.replayed(self.game.move_number))

    def count_as_it_stands(self) -> Count:
        """The position counted with every stone alive: what the marking screen shows
        until the proposal comes."""
        return Count.as_it_stands(self.game)

    def agree(self, count: Count) -> list[Event]:
        """Both players accept ``count``: the rules take its counting, so RU and RE agree."""
        if self.game.rules.scoring is not count.scoring:
            self.game.rules = replace(self.game.rules, scoring=count.scoring)
        return self.finish_counted(count.score(), open_points=len(count.needs_sealing()))

    def count_anyway(self) -> list[Event]:
        """Gebieds-go: the players count the position as it stands, borders open or not."""
        count = Count.as_it_stands(self.game)
        return self.finish_counted(count.score(), open_points=len(count.needs_sealing()))

    def finish_counted(self, counted: Score, *, open_points: int = 0) -> list[Event]:
        """Record an agreed count and end the game; ``open_points``: the points still
        open when it was made."""
        self.counted = counted
        self.counted_open = open_points
        self.session.finish_counted(counted)
        return [GameEnded(counted.result, counted), *self.save()]

    # ---- the game information, and a finished game counted again ---------------------
    def edit_info(self, details: GameDetails) -> list[Event]:
        """Keep the edited game information, or say what is wrong with it.  Komi and rules
        count from now on; a result stays as it was (:mod:`~go_tui.play.game_info`)."""
        problems = check_details(self.session, details)
        if problems:
            return [InfoRefused(tuple(problems))]
        changed = frozenset(apply_details(self.session, details))
        if not changed:
            return []
        self._forget_estimate()  # counted with the komi and rules before
        kept = self.session.info.result if changed & {Field.KOMI, Field.RULES} else ""
        game = self.game
        changes = InfoChanged(changed, game.komi, rules_key(game.rules), kept)
        return [changes, *self.save()]

    def count_again(self) -> list[Event]:
        """A game with a result goes to the marking screen again at its last position; the
        result stands until a new count is accepted (:meth:`counted_again`)."""
        session = self.session
        if not session.info.result:
            return [NoCountAgain(NoCountReason.NO_RESULT)]
        if not session.counts_dead_stones:
            return [NoCountAgain(NoCountReason.NOT_COUNTED)]
        if self.game.resigned is not None:  # resigned here, or lost on time
            return [NoCountAgain(NoCountReason.RESIGNED)]
        return [*self.live(), CountingAgain(session.info.result)]

    def counted_again(self, count: Count) -> list[Event]:
        """The players accepted a new count of a finished game: it replaces the result."""
        old = self.session.info.result
        agreed = self.agree(count)
        return [CountedAgain(old, self.session.info.result), *agreed]

    def opened(self) -> list[Event]:
        """What a game says as its screen opens: the computers the file names that are not
        started (a person plays them), the clock values it leaves out, then
        :meth:`where_it_stands`.  The computers that
        are started play on from :meth:`next_task`, the game replayed to them."""
        session = self.session
        left = sorted(session.left_out.items())
        said: list[Event] = [ComputerLeftOut(color, seat) for color, seat in left]
        if session.clock_left_out:
            said.append(ClockLeftOut(tuple(session.clock_left_out), session.clock is not None))
        return [*said, *self.where_it_stands()]

    def where_it_stands(self) -> list[Event]:
        """A game opened after its end ends at once: its result, or its count."""
        if self.session.placing:
            return [self._placing()]
        if not self.game.is_over:
            return []
        result = self.session.info.result
        if result:
            if self.counted is None:
                self._rebuild_count()
            return [GameEnded(result, self.counted)]
        return self._ending()

    def _rebuild_count(self) -> None:
        """The count of a game opened after it was counted, rebuilt from its record: the
        dead stones are the stones inside the other side's territory.  Kept only when it
        gives the recorded result and territory exactly; otherwise the game shows the result
        alone (a resignation, or dead stones in no territory, which the record does not
        keep)."""
        territory, game = self.session.territory, self.game
        if game.capture_winner is not None or territory is None:
            return  # a territory in the file that cannot be read is not ours to rebuild
        black, white = territory.black, territory.white
        count = Count.as_it_stands(game)
        if self.session.counts_dead_stones:
            board = game.board
            count.dead = frozenset(p for p in black if board[p] is Color.WHITE) | frozenset(
                p for p in white if board[p] is Color.BLACK
            )
        score = count.score()
        recorded = (self.session.info.result, black, white)
        if (score.result, score.black_territory, score.white_territory) != recorded:
            return
        still_open = count.needs_sealing()
        self.counted, self.counted_open = score, len(still_open)

    def toggle_estimate(self) -> list[Event]:
        """Start the score estimate of the shown position (:class:`Estimating`: its task
        runs in a thread and comes back to :meth:`estimate_done`), or take it off."""
        if self.estimate is not None or self.estimating is not None:
            self._forget_estimate()
            return [EstimateHidden()]
        if self.session.variant is Variant.CAPTURE:
            return [NoEstimate()]
        shown = self.shown()
        position = shown.replayed(shown.move_number)  # the thread's own copy
        self.estimating = EstimateTask(position, self.session.counts_dead_stones)
        return [Estimating(self.estimating)]

    def estimate_done(self, outcome: EstimateOutcome) -> list[Event]:
        """Lay the estimate worked out over the board, unless it is no longer wanted: the
        position changed, or the estimate was taken off, since it was asked for."""
        if outcome.task is not self.estimating:
            return []
        self.estimating = None
        self.estimate = outcome.estimate
        return [EstimateShown(outcome.estimate)]

    def _forget_estimate(self) -> None:
        self.estimate = None
        self.estimating = None

    def _moved_on(self) -> None:
        """A move, an undo, a step or the end of the game: what was worked out for the
        position shown goes, the estimate and the hint, and an answer still on its way is
        dropped when it comes."""
        self._forget_estimate()
        self.hint = None
        self.hinting = None

    # ---- hints ---------------------------------------------------------------------
    def ask_hint(self) -> list[Event]:
        """The built-in player's move for the person to move (:class:`Hinting`: its task runs
        in a thread and comes back to :meth:`hint_done`; a hint given in this position
        already is shown again at once), or why there is none now."""
        refusal = self._no_hint()
        if refusal is not None:
            return [HintRefused(refusal)]
        game = self.game
        given = self.session.hints_given
        if game.move_number in given:
            self.hint = GameHint.of(game, given[game.move_number])
            return [HintShown(self.hint)]
        self.hinting = HintTask(game.replayed(game.move_number))  # the thread's own copy
        return [Hinting(self.hinting)]

    def hint_done(self, outcome: HintOutcome) -> list[Event]:
        """Mark the hint worked out and keep it in the record, unless the position changed
        since it was asked for."""
        if outcome.task is not self.hinting:
            return []
        self.hinting = None
        hint = self.hint = outcome.hint
        self.session.hints_given[hint.move_number] = hint.point
        return [HintShown(hint), *self.save()]

    def _no_hint(self) -> HintRefusal | None:
        """Why no hint is worked out now: hints off, no game to hint at, or not a person's
        turn in the game as it stands, or one on its way."""
        game = self.game
        if not self.session.hints:
            return HintRefusal.OFF
        if self.session.placing:
            return HintRefusal.PLACING
        if game.is_over:
            return HintRefusal.OVER
        if self.reviewing is not None:
            return HintRefusal.REVIEWING
        if game.to_move in self.computers:
            return HintRefusal.COMPUTER
        return HintRefusal.LOOKING if self.hinting is not None else None

    # ---- the clock -----------------------------------------------------------------
    def check_time(self) -> list[Event]:
        """The game lost by a player whose time has run out, if one has."""
        clock = self.clock
        if clock is None or self.clock_stands:
            return []
        self.session.time_left = clock.times()  # what a save now writes
        remote = self.remote
        for loser in (Color.BLACK, Color.WHITE):
            if remote is not None and loser is remote.color:
                continue  # their own clock says when their time is out (time_left 0 0)
            if clock.left(loser).lost:
                if remote is not None:
                    remote.send(f"time_left {loser.letter} 0 0")
                return self._lost_on_time(loser)
        return []

    def _lost_on_time(self, loser: Color) -> list[Event]:
        assert self.clock is not None
        self.clock.run(None)
        self._moved_on()
        result = self.session.lose_on_time(loser)
        return [LostOnTime(loser), GameEnded(result), *self.save()]

    def pause(self) -> list[Event]:
        """Stop both clocks, or start the running one again."""
        clock = self.clock
        if clock is None or not self.can_pause:
            return []
        clock.pause(not clock.paused)
        return [ClockPaused(clock.paused), *self.save()]

    def _run_clock(self) -> None:
        """The clock runs for the player to move while the game goes on."""
        if self.clock is not None:
            self.clock.run(None if self.clock_stands else self.game.to_move)

    @property
    def clock_stands(self) -> bool:
        """The game is over, or the opened record says how it ended (a resignation, a
        count): stepping through it never runs a player's time out over its result."""
        return self.game.is_over or bool(self.session.info.result)

    # ---- review ------------------------------------------------------------------
    def review(self, step: int) -> list[Event]:
        """Step through the game; stepping onto the last move is back to live."""
        target = max(0, min(self.line_end, self.shown_number + step))
        return self._show_at(target)

    def _show_at(self, target: int) -> list[Event]:
        """Show move ``target`` of the line walked; the game's last move is live again."""
        self._moved_on()
        total = self.game.move_number
        variation = self.variation
        if variation is not None:
            self.reviewing = target
            return [OnVariation(target, variation.start, variation.end)]
        self.reviewing = None if target == total else target
        return [Live()] if self.reviewing is None else [Reviewing(target, total)]

    def switch_line(self) -> list[Event]:
        """At the move shown, go over to the next line that plays another move there."""
        number = self.shown_number
        lines = self.lines()
        current = lines[0 if self.line is None else self.line + 1]
        choices = alternatives(lines, current, number) if number else []
        if len(choices) < 2:
            return [LineSwitched(number, 1, 1, self.line is None)]
        moves = [lines[index][number - 1] for index in choices]
        which = (moves.index(current[number - 1]) + 1) % len(choices)
        chosen = choices[which]
        self.line = None if chosen == 0 else chosen - 1
        self._moved_on()
        self.reviewing = None if self.line is None and number == self.game.move_number else number
        return [LineSwitched(number, which + 1, len(choices), self.line is None)]

    def _vary(self, point: Point | None) -> list[Event]:
        """A move tried at the reviewed position: follow the line that has it, or start
        (or lengthen) a variation; the game stays as it was."""
        assert self.reviewing is not None
        number = self.reviewing
        shown = self.line_played().replayed(number)  # its own: a move is played on it
        shown.free_order = False  # the turn and the end as in play
        result = shown.play(point)
        if isinstance(result, Refused):
            return [result]
        lines = self.lines()
        current = 0 if self.line is None else self.line + 1
        tried = (*lines[current][:number], (result.color, point))
        following = [index for index, line in enumerate(lines) if line[: number + 1] == tried]
        variation = self.variation
        if following and following[0] == 0:  # the game's own next move: a step forward
            return self._show_at(number + 1)
        changed = not following
        if following:
            self.line = following[0] - 1
        elif variation is not None and variation.end == number and not variation.from_file:
            variation.moves.append((result.color, point))
        else:
            main = lines[0]
            start = 0
            while start < number and main[start] == tried[start]:
                start += 1
            self.session.variations.append(Variation(start, list(tried[start:])))
            self.line = len(self.session.variations) - 1
        self._moved_on()
        self.reviewing = number + 1
        start = self.variation.start if self.variation is not None else 0
        played = VariationPlayed(result.color, point, len(result.captured), start)
        return [played, *self.save()] if changed else [played]

    def review_from_start(self) -> list[Event]:
        self._moved_on()
        self.line = None
        self.reviewing = 0
        return [Reviewing(0, self.game.move_number)]

    def live(self) -> list[Event]:
        """Back to the game as it stands, from the game's moves or a variation."""
        self._moved_on()
        self.line = None
        self.reviewing = None
        return [Live()]

    # ---- the tree of lines --------------------------------------------------------------
    def line_tree(self) -> LineTree:
        """Every line as one tree (:mod:`~go_tui.play.game_tree`), built again only when a
        line has changed: a step looks its node up."""
        variations = self.session.variations
        kept = self._tree
        if kept is not None and _same_line(kept[0], self.game) and len(kept[1]) == len(variations):
            pairs = zip(kept[1], variations, strict=True)
            if all(v is w and n == len(v.moves) for (w, n), v in pairs):
                return kept[2]
        tree = LineTree(main_line(self.game), variations)
        lines = [(variation, len(variation.moves)) for variation in variations]
        self._tree = (_line_key(self.game), lines, tree)
        return tree

    def current_node(self) -> TreeNode:
        """The node of the position shown."""
        line = 0 if self.line is None else self.line + 1
        return self.line_tree().node_at(line, self.shown_number)

    def show_node(self, node: TreeNode) -> list[Event]:
        """Show the position of ``node`` of the tree (a click on it), along the first line
        through it; a node the tree no longer holds (its variation deleted) shows nothing."""
        found = self.line_tree().find(node.path())
        if found.depth != node.depth:
            return []
        self.line = None if found.line == 0 else found.line - 1
        return self._show_at(found.depth)

    def fork(self, step: int) -> list[Event]:
        """Go to the next (``step`` 1) or the previous (-1) move of the line shown where
        other moves were tried (``+n`` in the move list), from where :meth:`switch_line`
        goes into them."""
        number, branches = self.shown_number, self.branches()
        forks = sorted(n for n in branches if (n > number if step > 0 else n < number))
        if not forks:
            return [NoFork(number, step > 0)]
        target = forks[0] if step > 0 else forks[-1]
        return [*self._show_at(target), AtFork(target, branches[target])]

    def comment(self, text: str) -> list[Event]:
        """Add a line to the comment of the position shown (after the file's own, which
        stays); the autosave writes it in the record's ``C``.  Blank text adds nothing."""
        text = " ".join(text.split())
        if not text:
            return []
        moves = self.line_played().moves[: self.shown_number]
        key = comment_key([(move.color, move.point) for move in moves])
        old = self.session.comments.get(key)
        self.session.comments[key] = f"{old}\n{text}" if old else text
        return [CommentAdded(self.shown_number), *self.save()]

    def variation_shown(self) -> Branch | None:
        """The variation the position shown stands on; ``None``: the game's own moves."""
        return self.line_tree().branch_of(self.current_node())

    def delete_variation(self) -> list[Event]:
        """Delete the variation shown, the lines within it and their comments, from the
        opened file's tree too; the board shows the position it left from.  The game's
        own moves are never deleted here (``u`` takes moves back)."""
        tree = self.line_tree()
        branch = tree.branch_of(self.current_node())
        if branch is None:
            return [GameLineKept(self.shown_number)]
        path = branch.node.path()
        session = self.session
        gone = set(tree.lines_through(branch.node))
        session.variations = [v for i, v in enumerate(session.variations) if i not in gone]
        session.comments = {
            key: text for key, text in session.comments.items() if key[: len(path)] != path
        }
        if session.tree is not None:
            cut_line(session.tree, self.game.size, path)
        parent = self.line_tree().find(path[:-1])
        self.line = None if parent.line == 0 else parent.line - 1
        shown = self._show_at(parent.depth)
        deleted = VariationDeleted(branch.node.depth, branch.nodes, branch.lines)
        return [*shown, deleted, *self.save()]

    # ---- the computers --------------------------------------------------------------
    def next_task(self) -> EngineTask | None:
        """The engine work to do now: first each engine starts, then the side to move thinks.
        A game opened after its end starts none (a record reviewed needs no engine) until
        an undo opens it again."""
        if self.task is not None or (self.game.is_over and self.session.info.result):
            return None
        for color, engine in self.computers.items():
            if color not in self.ready:
                self.task = EngineTask(color, EngineStarting(color, engine.name), engine.start)
                return self.task
        game = self.game
        to_move = game.to_move
        computer = self.computers.get(to_move)
        if computer is None or game.is_over:
            return None
        if self.session.placing:
            total = self.session.free_handicap
            place = partial(computer.place_handicap, game.replayed(0), total)
            self.task = EngineTask(to_move, EnginePlacing(to_move, computer.name), place)
            return self.task
        if isinstance(computer, RemotePeer):  # its lines come as news, read in order
            said = self._announced != game.move_number
            self._announced = game.move_number
            thinking = EngineThinking(to_move, computer.name)
            self.task = EngineTask(to_move, thinking, computer.wait, said)
            return self.task
        position = game.replayed(game.move_number)  # the thread's own copy
        work = partial(computer.genmove, position, to_move)
        if self.clock is not None:
            work = partial(work, (self.clock.control, self.clock.times()))
        self.task = EngineTask(to_move, EngineThinking(to_move, computer.name), work)
        return self.task

    def task_done(self, outcome: TaskOutcome) -> list[Event]:
        """Take an engine's answer (or failure) into the game."""
        task = outcome.task
        if task is not self.task:
            return []  # a task from before its engine left
        self.task = None
        color = task.color
        computer = self.computers[color]
        if outcome.error is not None:
            return self._engine_failed(color, outcome.error)
        if isinstance(task.announce, EngineStarting):
            self.ready.add(color)
            self.session.set_names(color, (computer.name,))
            still = [self._placing()] if self.session.placing else []
            return [EngineReady(color, computer.name), *still, *self.save()]
        if computer is self.remote:
            return self.remote_news()
        if self.game.is_over:  # its time ran out while it thought
            return []
        if isinstance(task.announce, EnginePlacing):
            return self._engine_placed(color, outcome.answer)
        return self._engine_moved(color, outcome.answer)

    def opinion(self) -> Opinion | None:
        """A started engine's view of the dead stones, for the marking screen."""
        ready = [
            computer
            for color in sorted(self.ready)
            if isinstance(computer := self.computers.get(color), Computer)
        ]  # the player at another computer marks the stones at their own screen
        if not ready:
            return None
        computer, position = ready[0], self.game.replayed(self.game.move_number)
        return Opinion(computer.name, partial(computer.dead_stones, position))

    # ---- the player at another computer -------------------------------------------------
    def remote_news(self) -> list[Event]:
        """Take in what the player at another computer sent, line by line in order, each
        judged against the game as it stands and answered: a move, a resignation, their
        time, an undo asked or answered; a line that breaks the protocol is refused and
        said, and the game stays as it was."""
        remote = self.remote
        if remote is None or self.computers.get(remote.color) is not remote:
            return []
        events: list[Event] = []
        for item in remote.news():
            events += self._remote_item(remote, item)
            if remote.color not in self.computers:
                break  # the connection ended
        return events

    def _remote_item(self, remote: RemotePeer, item: News) -> list[Event]:
        if isinstance(item, PeerGone):
            return self._engine_failed(remote.color, item)
        try:
            if isinstance(item, ProtocolError):
                raise item
            return self._remote_command(remote, parse(item, self.game.size))
        except ProtocolError as error:
            remote.refused.append(error)
            remote.answer(error)
            return [PeerLineRefused(remote.name, error.reason)]

    def _remote_command(self, remote: RemotePeer, command: Command) -> list[Event]:
        """One command of theirs taken in (and answered ``=``); a wrong one raises."""
        events: list[Event] = []
        match command:
            case Play(_color, point):
                remote.judged(self.game, command)
                remote.known = self.game.move_number + 1
                remote.answer()
                return self._engine_moved(remote.color, point)
            case Resign():
                if self.game.is_over:
                    raise ProtocolError("over", "resign: the game is over")
                remote.answer()
                return self._engine_moved(remote.color, RESIGN)
            case Quit():
                return self._engine_failed(remote.color, PeerGone("the other player left"))
            case ClockLine():
                events = self._their_time(remote, command)
            case AskUndo():
                remote.answer()  # taken: the answer to the request follows on its own line
                return self._undo_asked(remote)
            case GrantUndo(moves):
                events = self._undo_granted(remote, moves)
            case DeclineUndo(reason):
                events = self._undo_declined(remote, reason)
            case Reply(ok, text):  # an answer to one of our lines: never answered itself
                return [] if ok else [OursRefused(remote.name, text[:REASON_SHOWN])]
        remote.answer()
        return events

    def _their_time(self, remote: RemotePeer, line: ClockLine) -> list[Event]:
        """The other player's time as their own clock says, after their move: it replaces
        ours for their colour (within reason: never more than ours and a little slack, for
        nothing gives time back); ``0 0`` is their time run out, and the game lost."""
        clock = self.clock
        if clock is None:
            raise ProtocolError("clock", "time_left in a game without a clock")
        if line.color is not remote.color:
            raise ProtocolError("clock", f"time_left {line.color.letter}: each side sends its own")
        left = time_left_of(clock.control, line.seconds, line.stones)
        ours = clock.left(remote.color)
        budget = partial(_budget, clock.control)
        if left is None or budget(left) > budget(ours) + CLOCK_SLACK:
            raise ProtocolError("clock", f"time_left {line.seconds} {line.stones}: too much")
        if self.game.is_over:
            return []
        clock.set(remote.color, left)
        if left.lost:
            return self._lost_on_time(remote.color)
        last = self.game.last_move
        if last is not None and last.color is remote.color:
            self.session.timed(left)  # their own clock's word, in the record too
        return []

    def save_unsaved(self) -> list[Event]:
        """Autosave the moves played since the last autosave, if any."""
        return self.save() if self.unsaved else []

    def close(self) -> None:
        """Stop the engines: one that is working is killed, so nothing waits for it."""
        for color, computer in self.computers.items():
            if color == self.thinking:
                computer.kill()
            else:
                computer.close()

    # ---- saving -------------------------------------------------------------------
    def take_over_autosave(self) -> list[Event]:
        """A new or opened game takes the autosave over; the game there is kept first, and
        when it cannot be, this game goes unsaved rather than overwrite it."""
        if self.autosave is None:
            return []
        try:
            keep_previous()
        except OSError as error:
            self.autosave = None
            return [PreviousNotKept(error)]
        return self.save()

    def save(self) -> list[Event]:
        """Autosave the session; a failure is reported, never raised."""
        self.unsaved = False
        if self.clock is not None:
            self.session.time_left = self.clock.times()
        if self.autosave is None:
            return []
        try:
            self.autosave(self.session)
        except OSError as error:
            return [AutosaveFailed(error)]
        return []

    # ---- internals ----------------------------------------------------------------
    def _remote_away(self) -> bool:
        """Whether it is the turn of the player at another computer, whose connection is
        lost: nobody here plays their moves (both sides must keep the same game)."""
        remote, game = self.remote, self.game
        return remote is not None and self.remote_gone is not None and game.to_move is remote.color

    def _tell_remote(self, left: TimeLeft | None = None) -> None:
        """Send a person's move or resignation to the player at the other computer now,
        and in a game on the clock the mover's time ``left`` after it."""
        if self.remote is not None and self.remote.color in self.computers:
            self.remote.tell(self.game, left)

    def _not_now(self) -> list[Event]:
        """Why a person may not move now: reviewing, or an engine is to play."""
        if self.reviewing is not None:
            return [Reviewing(self.reviewing, self.game.move_number)]
        if self.remote is not None and self.remote_gone is not None and self._remote_away():
            return [EngineFailed(self.remote.color, self.remote.name, self.remote_gone)]
        computer = self.computers.get(self.game.to_move)
        if computer is not None and not self.game.is_over:
            return [EngineToMove(computer.name)]
        return []

    def _after_move(
        self, color: Color, point: Point | None, captured: int, *, by_computer: bool = False
    ) -> list[Event]:
        """What the move did, the end it brought if any, and the autosave."""
        self._moved_on()
        left = None
        if self.clock is not None:
            left = self.clock.moved(color)
            self.session.timed(left)
        if not by_computer:
            self._tell_remote(left)
        events: list[Event]
        if point is None:
            events = [Passed(color, again=self.game.passes >= 2)]
        else:
            events = [Played(color, point, captured, by_computer)]
        ending = self._ending()  # records the result before the autosave writes it
        self._run_clock()
        if self.moves_saved_later and not ending:
            self.unsaved = True
            return events
        return [*events, *ending, *self.save()]

    def _warnings(self, color: Color) -> list[Event]:
        """In a game with warnings, the chains of ``color``'s that its move left in atari and
        no warning has named: of two stones or more, or any in capture go."""
        game = self.game
        if not self.session.warnings or game.is_over:
            return []
        fresh = [
            chain
            for chain in in_atari(game, color, 1 if game.rules.capture_goal else 2)
            if chain.stones not in self.warned
        ]
        self.warned.update(chain.stones for chain in fresh)
        return [InAtari(chain) for chain in fresh]

    def _ending(self) -> list[Event]:
        """The end the last move brought: a capture win, marking, or the count as it stands."""
        game = self.game
        winner = game.capture_winner
        if winner is not None:
            result = f"{winner.letter}+"
            self.session.set_result(result)
            return [GameEnded(result)]
        if game.passes < 2:
            return []
        if self.session.counts_dead_stones:
            return [NeedsMarking()]
        count = Count.as_it_stands(game)  # gebieds-go
        still_open = len(count.needs_sealing())
        if still_open:
            return [CountOpen(still_open)]  # the players choose: count anyway or play on
        counted = count.score()
        self.counted = counted
        self.session.finish_counted(counted)
        return [GameEnded(counted.result, counted)]

    def _resigned(self, color: Color) -> list[Event]:
        self._moved_on()
        self.game.resign(color)
        self._run_clock()
        result = f"{color.opponent.letter}+R"
        self.session.set_result(result)
        return [GameEnded(result), *self.save()]

    def _engine_moved(self, color: Color, answer: object) -> list[Event]:
        """Judge the engine's answer as any move is judged, then play it."""
        name = self.computers[color].name
        lost = self.check_time()
        if lost:
            return lost
        if answer == RESIGN:
            return [EngineResigned(color, name), *self._resigned(color)]
        point = answer if isinstance(answer, tuple) else None
        if point is None and self.game.rules.capture_goal:
            return [EngineResigned(color, name, passed=True), *self._resigned(color)]
        result = self.game.play(point, color)
        if isinstance(result, Refused):
            return self._engine_failed(color, result)
        return self._after_move(color, point, len(result.captured), by_computer=True)

    def _place(self, point: Point | None) -> list[Event]:
        """A free handicap stone at ``point``; a pass is no stone."""
        if point is None:
            return [self._placing()]
        refusal = self.session.place(point)
        if refusal is not None:
            return [Refused(refusal, point)]
        return self._after_placing()

    def _placing(self) -> Placing:
        return Placing(len(self.session.placed), self.session.free_handicap)

    def _after_placing(self, *, by_computer: bool = False) -> list[Event]:
        """Where the placement stands; once the last stone is down, White is to move."""
        self._moved_on()
        if self.session.placing:
            return [self._placing(), *self.save()]
        self._run_clock()
        return [HandicapPlaced(self.session.free_handicap, by_computer), *self.save()]

    def _engine_placed(self, color: Color, answer: object) -> list[Event]:
        """Place the stones the engine chose; too few, too many or one twice, and the
        engine leaves: a person places them."""
        total = self.session.free_handicap
        points = answer if isinstance(answer, list) else []
        if len(set(points)) != total or len(points) != total:
            fault = EngineError("place_free_handicap", f"{len(points)} stones for {total}")
            return self._engine_failed(color, fault)
        for point in points:
            self.session.place(point)
        return self._after_placing(by_computer=True)

    def _engine_failed(self, color: Color, cause: BaseException | Refused) -> list[Event]:
        """Drop the engine at ``color``: the game is kept and a person plays on; but no one
        here plays for the player at another computer, whose game goes on only with them."""
        computer = self.computers.pop(color)
        computer.kill()
        self.ready.discard(color)
        if self.task is not None and self.task.color is color:
            self.task = None  # its answer, if it comes, is dropped
        if computer is self.remote:
            self.remote_gone = cause
            return [EngineFailed(color, computer.name, cause), *self.save()]
        self.session.take_over(color, computer.name)
        failed = EngineFailed(color, computer.name, cause)
        return [failed, PersonPlays(color, computer.name), *self.save()]
