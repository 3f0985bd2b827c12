"""The game tree (issue 34): the lines of a match as one tree, its lanes as the view draws
them, the moves where lines part, a comment on the move shown and a variation deleted,
written to the record and read back."""

from __future__ import annotations

from game_support import play_vertices
from ui_support import v

from go_tui.engine import Color, Game
from go_tui.formats.sgf import load_sgf, note_along
from go_tui.play.events import (
    AtFork,
    CommentAdded,
    GameLineKept,
    Live,
    NoFork,
    OnVariation,
    Reviewing,
    VariationDeleted,
)
from go_tui.play.game_tree import LineTree
from go_tui.play.match import Match
from go_tui.play.session import Session
from go_tui.play.session_sgf import record_from_session, session_from_record
from go_tui.play.variations import Variation
from go_tui.ui.widgets.game_tree import lay_out

B, W = Color.BLACK, Color.WHITE
RECORD = (
    "(;GM[1]FF[4]SZ[9]C[Root.]"
    ";B[ee];W[cc]C[Main two.];B[gc];W[gg];B[cg]"
    "(;W[ge];B[ec])"
    "(;W[dg]C[A side line.](;B[eg])(;B[dh]C[Inner.])))"
)
"""Main line E5 C7 G7 G3 C3 G5 E7; after move 5 the file tries D3, then E3 or D2."""


def moves(*vertices: str, first: Color = B) -> list[tuple[Color, tuple[int, int]]]:
    colors = (first, first.opponent)
    return [(colors[i % 2], v(vertex)) for i, vertex in enumerate(vertices)]


def opened(saved: list[str] | None = None, text: str = RECORD) -> Match:
    autosave = None if saved is None else (lambda s: saved.append(record_from_session(s)))
    return Match(session_from_record(load_sgf(text)), autosave=autosave)


def played(*vertices: str, saved: list[str] | None = None) -> Match:
    autosave = None if saved is None else (lambda s: saved.append(record_from_session(s)))
    return Match(Session(play_vertices(Game(size=9), *vertices)), autosave=autosave)


def show(match: Match, line: int | None, number: int) -> None:
    """Show move ``number`` of a line (``None``: the game's)."""
    match.live()
    match.line = line
    match.reviewing = number


# ---- the tree ---------------------------------------------------------------------------


def test_lines_that_share_moves_are_one_branch_of_the_tree() -> None:
    main = tuple(moves("E5", "C7", "G7", "G3"))
    inner = Variation(1, moves("D4", "F6", "F4", first=W))
    outer = Variation(1, moves("D4", "F6", first=W))
    other = Variation(1, moves("D4", "C3", first=W))
    tree = LineTree(main, [outer, inner, other])
    after_e5 = tree.main_nodes[1]
    assert list(after_e5.children) == [(W, v("C7")), (W, v("D4"))]  # the game's own first
    d4 = after_e5.children[(W, v("D4"))]
    assert list(d4.children) == [(B, v("F6")), (B, v("C3"))]
    assert d4.line == 1
    assert d4.children[(B, v("C3"))].line == 3
    f4 = tree.node_at(2, 4)
    assert f4.path() == (main[0], *inner.moves)
    assert tree.node_at(2, 1) is after_e5  # before a variation starts, the game's own
    assert tree.find(f4.path()) is f4
    assert tree.lines_through(d4) == [0, 1, 2]
    assert tree.lines_through(d4.children[(B, v("C3"))]) == [2]


def test_a_variation_starts_at_the_first_node_off_its_parents_first_line() -> None:
    main = tuple(moves("E5", "C7", "G7"))
    tree = LineTree(main, [Variation(1, moves("D4", "F6", "F4", first=W))])
    assert tree.branch_of(tree.main_nodes[3]) is None  # the game's own moves
    assert tree.branch_of(tree.root) is None
    branch = tree.branch_of(tree.node_at(1, 4))
    assert branch is not None
    assert branch.node is tree.node_at(1, 2)
    assert (branch.nodes, branch.lines) == (3, 1)


def rows(match_or_tree: LineTree, count: int) -> list[str]:
    """The tree's rows as the view draws them in ASCII (``X`` black, ``O`` white)."""
    layout = lay_out(match_or_tree)
    out = []
    for row in range(count):
        cells = [" "] * 16
        for cell, what in layout.row(row):
            if isinstance(what, str):
                cells[cell] = what
            else:
                assert what.move is not None
                cells[cell] = "X" if what.move[0] is B else "O"
        out.append("".join(cells).rstrip())
    return out


def test_each_variation_takes_a_lane_joined_on_the_row_of_the_move_it_leaves() -> None:
    tree = opened().line_tree()
    assert rows(tree, 8) == [
        "X",
        "O",
        "X",
        "O",
        "X─┐",  # move 5: the game's G5 and the file's D3 are tried after it
        "O O─┐",  # move 6: D3 goes on to E3, or D2 beside it
        "X X X",
        "",
    ]


def test_a_later_variation_takes_the_inner_lane_so_no_join_crosses_a_line() -> None:
    main = tuple(moves("E5", "C7", "G7", "G3", "C3", "G5", "E7", "B2"))
    early = Variation(1, moves("D4", "F6", "F4", "D6", "E3", "F3", first=W))
    late = Variation(4, moves("D3", "F4", first=B))
    tree = LineTree(main, [early, late])
    assert rows(tree, 8) == [
        "X───┐",
        "O   O",
        "X   X",
        "O─┐ O",
        "X X X",
        "O O O",
        "X   X",
        "O",
    ]


def test_a_lane_is_taken_again_only_after_a_free_row() -> None:
    main = tuple(moves("E5", "C7", "G7", "G3", "C3", "G5", "E7", "B2"))
    early = Variation(1, moves("D4", "F6", first=W))  # ends at move 3
    late = Variation(4, moves("D3", "F4", first=B))  # leaves after move 4
    assert rows(LineTree(main, [early, late]), 7) == [
        "X───┐",
        "O   O",
        "X   X",
        "O─┐",  # not in lane 1 right under F6: it would read as one line
        "X X",
        "O O",
        "X",
    ]


def test_moves_tried_at_one_move_share_its_join() -> None:
    main = tuple(moves("E5", "C7", "G7"))
    tried = [Variation(1, moves(vertex, first=W)) for vertex in ("D4", "C3")]
    assert rows(LineTree(main, tried), 3) == ["X─┬─┐", "O O O", "X"]


# ---- moving through it --------------------------------------------------------------------


def test_braces_go_to_the_moves_where_other_moves_were_tried() -> None:
    match = opened()
    match.review_from_start()
    assert match.fork(1) == [Reviewing(6, 7), AtFork(6, 1)]
    assert match.fork(1) == [NoFork(6, True)]
    assert match.switch_line()  # into the variation
    assert match.current_node().path()[-1] == (W, v("D3"))
    assert match.fork(1)[-1] == AtFork(7, 1)  # E3 or D2
    assert match.fork(-1) == [OnVariation(6, 5, 7), AtFork(6, 1)]
    assert match.switch_line()
    assert match.fork(1) == [NoFork(6, True)]  # back on the game's own line
    assert match.fork(-1) == [NoFork(6, False)]


# ---- comments -----------------------------------------------------------------------------


def test_a_comment_on_the_move_shown_is_shown_after_the_files_and_saved_in_its_c() -> None:
    saved: list[str] = []
    match = opened(saved)
    show(match, None, 2)
    assert match.comment("  Good   shape. ") == [CommentAdded(2)]
    assert match.note(match.shown()).comment == "Main two.\nGood shape."
    match.comment("Second thought")
    show(match, 0, 7)  # the file's inner line, E3
    match.comment("Here [too] \\ ok")
    match.review_from_start()
    match.comment("At the start")
    assert match.comment("   ") == []  # blank: nothing added, nothing saved
    assert len(saved) == 4
    tree = load_sgf(saved[-1]).tree
    assert (
        note_along(tree, 9, moves("E5", "C7")).comment == "Main two.\nGood shape.\nSecond thought"
    )
    line = moves("E5", "C7", "G7", "G3", "C3", "D3", "E3")
    assert note_along(tree, 9, line).comment == "Here [too] \\ ok"
    assert note_along(tree, 9, []).comment == "Root.\nAt the start"
    # the opened file's tree is as it was: the comments are written beside it
    assert note_along(match.session.tree, 9, moves("E5", "C7")).comment == "Main two."  # type: ignore[arg-type]
    again = opened(text=saved[-1])
    show(again, None, 2)
    assert again.note(again.shown()).comment == "Main two.\nGood shape.\nSecond thought"


def test_a_comment_in_a_variation_tried_here_goes_on_its_own_node() -> None:
    saved: list[str] = []
    match = played("E5", "C7", "G7", saved=saved)
    match.review(-2)
    match.play(v("D4"))
    match.play(v("F6"))
    match.comment("Better")
    record = saved[-1]
    assert note_along(load_sgf(record).tree, 9, moves("E5", "D4", "F6")).comment == "Better"
    assert note_along(load_sgf(record).tree, 9, moves("E5", "C7", "G7")).comment == ""


def test_a_variation_tried_from_a_files_side_line_is_written_along_it() -> None:
    saved: list[str] = []
    match = opened(saved)
    show(match, 0, 6)  # the file's D3
    match.play(v("F2"))  # a third answer to D3: a line of our own
    match.comment("Ours")
    record = saved[-1]
    assert record.count("W[dg]") == 1  # one D3 node, with three answers under it
    tree = load_sgf(record).tree
    line = moves("E5", "C7", "G7", "G3", "C3", "D3", "F2")
    assert note_along(tree, 9, line).comment == "Ours"
    assert note_along(tree, 9, line[:6]).comment == "A side line."


def test_an_undo_drops_the_comments_of_the_positions_it_takes_back() -> None:
    match = played("E5", "C7", "G7")
    match.comment("On G7")
    show(match, None, 2)
    match.comment("On C7")
    match.live()
    match.undo()
    assert list(match.session.comments.values()) == ["On C7"]


# ---- deleting ---------------------------------------------------------------------------------


def test_deleting_a_files_inner_variation_keeps_the_rest_and_the_autosave_follows() -> None:
    saved: list[str] = []
    match = opened(saved)
    show(match, 1, 7)  # the inner line: D3, D2 ("Inner.")
    branch = match.variation_shown()
    assert branch is not None
    assert (branch.node.depth, branch.nodes, branch.lines) == (7, 1, 1)
    events = match.delete_variation()
    assert events == [OnVariation(6, 5, 7), VariationDeleted(7, 1, 1)]
    assert [variation.moves for variation in match.session.variations] == [
        moves("D3", "E3", first=W)
    ]
    assert match.current_node().path()[-1] == (W, v("D3"))
    record = saved[-1]
    assert "Inner." not in record
    assert "B[dh]" not in record
    assert "A side line." in record
    assert len(session_from_record(load_sgf(record)).variations) == 1


def test_deleting_a_variation_takes_its_lines_and_comments_and_shows_where_it_left() -> None:
    saved: list[str] = []
    match = opened(saved)
    show(match, 0, 7)
    match.comment("Gone with it")
    show(match, 0, 6)
    branch = match.variation_shown()
    assert branch is not None
    assert (branch.nodes, branch.lines) == (3, 2)
    assert match.delete_variation() == [Reviewing(5, 7), VariationDeleted(6, 3, 2)]
    assert match.session.variations == []
    assert match.session.comments == {}
    assert match.line is None
    assert match.shown_number == 5
    record = saved[-1]
    assert "W[dg]" not in record
    assert "Gone with it" not in record
    assert load_sgf(record).game.move_number == 7  # the game's own moves stay


def test_the_games_own_moves_are_never_deleted() -> None:
    saved: list[str] = []
    match = opened(saved)
    show(match, None, 6)
    assert match.variation_shown() is None
    assert match.delete_variation() == [GameLineKept(6)]
    assert match.game.move_number == 7
    assert len(match.session.variations) == 2
    assert saved == []
    show(match, 0, 5)  # a variation's moves before it leaves the game's are the game's
    assert match.delete_variation() == [GameLineKept(5)]


def test_deleting_a_variation_tried_here_and_back_to_the_game() -> None:
    saved: list[str] = []
    match = played("E5", "C7", "G7", saved=saved)
    match.review(-2)
    match.play(v("D4"))
    match.play(v("F6"))
    assert "W[df]" in saved[-1]
    assert match.delete_variation() == [Reviewing(1, 3), VariationDeleted(2, 2, 1)]
    assert match.session.variations == []
    assert match.line is None
    assert match.shown_number == 1
    assert "W[df]" not in saved[-1]
    match.review(2)
    assert match.delete_variation() == [GameLineKept(3)]  # live: the game's last move


def test_a_node_chosen_in_the_tree_is_shown_along_the_first_line_through_it() -> None:
    match = opened()
    tree = match.line_tree()
    d2 = tree.find(moves("E5", "C7", "G7", "G3", "C3", "D3", "D2", first=B))
    assert d2.depth == 7
    assert match.show_node(d2) == [OnVariation(7, 5, 7)]
    assert match.current_node() is d2
    g3 = tree.main_nodes[4]
    assert match.show_node(g3) == [Reviewing(4, 7)]
    assert match.current_node() is g3
    assert match.show_node(tree.main_nodes[7]) == [Live()]
    show(match, 0, 6)
    match.delete_variation()
    assert match.show_node(d2) == []  # its variation is gone: nothing changes
    assert match.shown_number == 5
