"""The position editor, headless (ARCADE_HEADLESS=1): reached from the set-up (its button and
E); a tile picked in the picker and laid with the mouse where it fits, where its colours
clash and far from the table (both kept, outlined red, the reason said); taken off with a
right click and Delete; undo and redo; a play added and scored as the engine scores it;
Save refused while the table breaks the rules, then through the file dialog into the data
folder's scenarios folder, the file passing ``figures check``; opened again as the same
position; Esc asks once before leaving unsaved work; French; 900x600."""

from __future__ import annotations

import os
from pathlib import Path

os.environ["ARCADE_HEADLESS"] = "1"

import pytest

arcade = pytest.importorskip("arcade")

from conftest import texts_drawn  # noqa: E402

from figures.cli import main  # noqa: E402
from figures.colour.errors import ColourMismatchError  # noqa: E402
from figures.colour.geometry import DIRS, Side  # noqa: E402
from figures.colour.rules import check, evaluate, legal_spots  # noqa: E402
from figures.colour.scenario_write import read_position  # noqa: E402
from figures.scene.colour import middle_of  # noqa: E402
from figures.texts.i18n import set_language, tr  # noqa: E402
from figures.ui import theme  # noqa: E402
from figures.ui.editor.model import PLAYS, TABLE  # noqa: E402
from figures.ui.editor.view import EditorView, scenarios_dir  # noqa: E402
from figures.ui.setup.view import SetupView  # noqa: E402
from figures.ui.shell.app import App  # noqa: E402

LEFT = arcade.MOUSE_BUTTON_LEFT
RIGHT = arcade.MOUSE_BUTTON_RIGHT
K = arcade.key
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def click(view: arcade.View, x: float, y: float, button: int = LEFT) -> None:
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_mouse_press(int(x), int(y), button, 0)
    view.on_mouse_release(int(x), int(y), button, 0)


def editor_of(app: App) -> EditorView:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.on_key_press(K.E, 0)
    view = app.window.current_view
    assert isinstance(view, EditorView)
    return view


def pick(view: EditorView, tile: int) -> None:
    """A click on ``tile`` in the picker (scrolled to it first)."""
    view.picker.show_tile(tile)
    rect = view.picker.tile_rect(tile)
    before = (view.editor.tile, view.editor.side)
    click(view, rect.cx, rect.cy)
    assert view.editor.tile == tile
    if before[0] == tile:
        assert view.editor.side == 1 - before[1]  # (the held one is turned over)


def aim(view: EditorView, at: tuple[int, int], direction: Side) -> tuple[float, float]:
    """The pixel where the held domino, facing ``direction``, lands with cell A on ``at``
    (the table framed on it first)."""
    while view.editor.dir != direction:
        view.on_key_press(K.R, 0)
    middle = middle_of(at, direction)
    view.camera.fit([at])
    x, y = view.camera.to_screen(*middle)
    assert view.camera.contains(x, y)
    return x, y


def lay(view: EditorView, at: tuple[int, int], direction: Side) -> None:
    x, y = aim(view, at, direction)
    click(view, x, y)
    assert view.editor.at == at


def test_the_setup_button_and_e_open_the_editor_and_esc_comes_back(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    button = setup.editor_button
    assert button.visible() and button.text() == "Edit a position (E)"
    assert not button.compact
    click(setup, button.rect.cx, button.rect.cy)
    view = app.window.current_view
    assert isinstance(view, EditorView) and view.back is setup
    view.on_draw()
    view.on_key_press(K.ESCAPE, 0)  # nothing changed: back at once
    assert app.window.current_view is setup
    setup.on_key_press(K.E, 0)
    assert isinstance(app.window.current_view, EditorView)


def test_a_name_field_takes_the_letter_e(app: App) -> None:
    app.show_setup()
    setup = app.window.current_view
    assert isinstance(setup, SetupView)
    setup.focus(setup.seats[0].name)
    setup.on_key_press(K.E, 0)
    assert app.window.current_view is setup


def test_dominoes_laid_legal_and_illegal_removed_undone_and_redone(app: App) -> None:
    view = editor_of(app)
    editor = view.editor
    assert editor.mode == TABLE
    pick(view, 7)
    lay(view, (0, 0), Side.E)
    assert len(editor.position.board) == 1 and editor.table.saveable
    # A second domino where it fits (the engine's own list of spots).
    pick(view, 30)
    face = editor.tileset[30].faces[editor.side]
    at, direction = legal_spots(editor.table.board, face)[0]
    lay(view, at, direction)
    assert len(editor.position.board) == 2 and editor.table.saveable
    view.on_draw()
    # A domino whose colours clash with the table: laid all the same, refused, said why.
    clash = None
    for tile in range(40, 120):
        for side in (0, 1):
            candidate = editor.tileset[tile].faces[side]
            for d in DIRS:
                try:
                    check(editor.table.board, candidate, (0, 1), d)
                except ColourMismatchError:
                    clash = (tile, side, d)
                except Exception:
                    continue
                if clash:
                    break
            if clash:
                break
        if clash:
            break
    assert clash is not None
    tile, side, d = clash
    editor.pick(tile, side)
    lay(view, (0, 1), d)
    assert len(editor.position.board) == 3
    assert {e.reason for e in editor.table.refused.values()} == {"colour-mismatch"}
    line, _ = view.status()
    assert line.startswith("This domino breaks the rules: the ")  # the clashing colours
    # And one far from everything.
    pick(view, 50)
    lay(view, (12, 12), Side.N)
    reasons = sorted(e.reason for e in editor.table.refused.values())
    assert reasons == ["colour-mismatch", "not-touching"]
    view.on_draw()
    # Right click takes the far one off; Delete the clashing one (under the cursor).
    x, y = view.camera.to_screen(12.5, 12.5)
    click(view, x, y, RIGHT)
    assert len(editor.position.board) == 3
    view.camera.fit([(0, 1)])
    x, y = view.camera.to_screen(*middle_of((0, 1), d))
    view.on_mouse_motion(int(x), int(y), 0, 0)
    view.on_key_press(K.DELETE, 0)
    assert len(editor.position.board) == 2 and editor.table.saveable
    # Undo brings it back, twice both; redo takes them off again.
    view.on_key_press(K.Z, K.MOD_CTRL)
    assert len(editor.position.board) == 3
    view.on_key_press(K.Z, K.MOD_CTRL)
    assert len(editor.position.board) == 4
    view.on_key_press(K.Y, K.MOD_CTRL)
    view.on_key_press(K.Z, K.MOD_CTRL | K.MOD_SHIFT)
    assert len(editor.position.board) == 2
    view.on_draw()


def test_a_play_is_judged_and_scored_as_the_engine_does(app: App) -> None:
    view = editor_of(app)
    editor = view.editor
    pick(view, 3)
    lay(view, (0, 0), Side.E)
    view.on_key_press(K.P, 0)
    assert editor.mode == PLAYS
    pick(view, 61)
    face = editor.tileset[61].faces[editor.side]
    board = editor.table.board
    best = max(legal_spots(board, face), key=lambda s: evaluate(board, face, s[0], s[1]).points)
    x, y = aim(view, *best)
    view.on_mouse_motion(int(x), int(y), 0, 0)
    hover = editor.hover()
    score = evaluate(board, face, *best)
    assert hover is not None and hover.verdict.score == score
    line, _ = view.status()
    assert line.endswith(f"= {score.points}")
    click(view, x, y)
    assert len(editor.position.plays) == 1 and len(editor.position.board) == 1  # a play
    assert editor.selected == 0
    verdict = editor.verdicts[0]
    assert verdict.legal and verdict.score == score
    # An illegal play: far away.
    lay(view, (30, 30), Side.E)
    assert [v.legal for v in editor.verdicts] == [True, False]
    assert editor.verdicts[1].error is not None
    assert editor.verdicts[1].error.reason == "not-touching"
    view.hover = (0, 0)  # (off the table: the play chosen in the list is shown)
    view.on_draw()
    assert [index for _, index in view.row_rects] == [0, 1]
    rect = view.row_rects[0][0]
    click(view, rect.cx, rect.cy)
    assert editor.selected == 0
    shown = editor.play_shown()
    assert shown is not None and shown.verdict.score == score
    view.on_draw()
    # A right click on its row removes a play.
    rect = view.row_rects[1][0]
    click(view, rect.cx, rect.cy, RIGHT)
    assert len(editor.position.plays) == 1


def test_save_is_refused_while_the_table_breaks_the_rules_then_saves_and_reopens(
    app: App, tmp_path: Path
) -> None:
    view = editor_of(app)
    editor = view.editor
    pick(view, 9)
    lay(view, (0, 0), Side.E)
    pick(view, 10)
    lay(view, (9, 9), Side.N)  # not touching
    view.on_key_press(K.S, K.MOD_CTRL)
    assert view.dialog is None
    assert view.note.startswith("Cannot be saved:") and "must touch" in view.note
    view.on_key_press(K.Z, K.MOD_CTRL)
    # Two plays, one legal.
    view.on_key_press(K.P, 0)
    pick(view, 11)
    face = editor.tileset[11].faces[editor.side]
    lay(view, *legal_spots(editor.table.board, face)[0])
    lay(view, (0, 0), Side.N)  # on the table's domino: overlap
    assert [v.legal for v in editor.verdicts] == [True, False]
    view.on_key_press(K.S, K.MOD_CTRL)
    dialog = view.dialog
    assert dialog is not None and dialog.folder == scenarios_dir()
    assert dialog.folder == tmp_path / "scenarios"
    view.on_draw()
    dialog.field.value = ""
    view.on_text(str(tmp_path / "scenarios" / "mine"))
    view.on_key_press(K.ENTER, 0)
    assert view.dialog is None
    path = tmp_path / "scenarios" / "mine.json"
    assert path.is_file() and view.note.startswith("Saved to")
    assert not editor.changed and editor.path == path
    assert main(["check", str(path)]) == 0
    saved = read_position(path)
    assert [str(d.face) for d in saved.board] == [str(d.face) for d in editor.position.board]
    # New, then open it again through the dialog: the same position.
    before = editor.position
    view.on_key_press(K.N, K.MOD_CTRL)
    assert editor.position.board == () and editor.path is None
    view.on_key_press(K.O, K.MOD_CTRL)
    assert view.dialog is not None and path in view.dialog.files
    view.dialog.choose(path)
    view.on_key_press(K.ENTER, 0)
    assert view.dialog is None and editor.path == path
    assert [(d.face, d.at, d.dir) for d in editor.position.board] == [
        (d.face, d.at, d.dir) for d in before.board
    ]
    assert [(d.face, d.at, d.dir) for d in editor.position.plays] == [
        (d.face, d.at, d.dir) for d in before.plays
    ]
    assert [d.tile for d in editor.position.board] == [9]  # the tile found from its face
    view.on_draw()


def test_a_bad_file_is_one_line_in_the_dialog(app: App, tmp_path: Path) -> None:
    view = editor_of(app)
    bad = tmp_path / "bad.json"
    bad.write_text('{"board": [], "play": "x"}')
    view.on_key_press(K.O, K.MOD_CTRL)
    assert view.dialog is not None
    view.dialog.field.value = str(bad)
    view.on_key_press(K.ENTER, 0)
    assert view.dialog is not None and "'play' must be a list" in view.dialog.error
    assert "\n" not in view.dialog.error
    view.on_key_press(K.ESCAPE, 0)
    assert view.dialog is None


def test_every_scenario_of_the_tests_opens_in_the_editor(app: App) -> None:
    view = editor_of(app)
    for path in sorted(SCENARIOS.glob("*.json")):
        assert view.open_from(path) is None, path
        assert view.editor.table.saveable
        differs = [
            v.differs(p.expected)
            for v, p in zip(view.editor.verdicts, view.editor.position.plays, strict=True)
        ]
        assert differs == [[]] * len(differs), path
    view.on_key_press(K.P, 0)
    view.on_draw()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_refusal_to_save_is_shown_whole_in_a_small_window(
    app: App, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 900x600 the refusal and its reason are far longer than the line over the table:
    they are wrapped between words, none cut, under the header and beside the panel."""
    from figures.ui.widgets.text import fit_text

    set_language(language)
    app.window.set_size(900, 600)
    try:
        view = editor_of(app)
        pick(view, 9)
        lay(view, (0, 0), Side.E)
        pick(view, 10)
        lay(view, (9, 9), Side.N)  # not touching
        view.on_key_press(K.S, K.MOD_CTRL)
        view.hover = (0, 0)
        shown = texts_drawn(view.on_draw, monkeypatch)
        line, _ = view.status()
        assert line == view.note and line.startswith(
            tr("editor.cannot_save", count=1, reason="")[:12]
        )
        assert line in shown  # whole, not "…laid by the rul…"
        assert not [t for t in shown if t.endswith("…") and line.startswith(t[:-1])]
        label = view.status_label(*view.status())
        assert label.text == line and "…" not in label.text and label.multiline
        room = view.table_rect.width
        assert fit_text(line, room, theme.SIZES.text, True) != line  # (longer than the line)
        assert label.content_width <= room
        top = view.window.height - 60  # (the header's foot)
        assert label.y <= top and label.y - label.content_height > view.table_rect.top - 60
        assert view.table_rect.right < view.panel.left
    finally:
        app.window.set_size(1280, 800)


def test_esc_asks_once_before_leaving_unsaved_work(app: App) -> None:
    view = editor_of(app)
    pick(view, 1)
    lay(view, (0, 0), Side.E)
    view.on_key_press(K.ESCAPE, 0)
    assert app.window.current_view is view and view.note == tr("editor.leave")
    view.on_key_press(K.ESCAPE, 0)
    assert isinstance(app.window.current_view, SetupView)


def test_french_and_a_small_window(app: App) -> None:
    set_language("fr")
    view = editor_of(app)
    view.open_from(SCENARIOS / "015-pocket-mismatch-then-fill-west.json")
    for size in ((900, 600), (1280, 800)):
        app.window.set_size(*size)
        view.on_resize(*size)
        view.on_key_press(K.P, 0)
        view.hover = (0, 0)
        view.on_draw()
        rects = [b.rect for b in view.buttons]
        for rect in rects:
            assert rect.left >= 0 and rect.right <= size[0] and rect.top <= size[1]
        for a in rects:
            for b in rects:
                if a is not b:
                    apart = a.right <= b.left or b.right <= a.left
                    assert apart or a.top <= b.bottom or b.top <= a.bottom
        assert view.panel.right <= size[0] and view.table_rect.right < view.panel.left
        assert view.picker.rect.right <= view.panel.right
    line, _ = view.status()
    assert line == "" or "ici" in line or "Pas" in line or "Ce domino" in line
    assert view.mode_buttons[1].text() in ("Ajouter un coup (P)", "Coup (P)")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1200)])
def test_the_description_s_label_is_whole(
    app: App, language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The label over the description's field says what it is in words that fit, never
    cut: the whole sentence when there is room, a shorter wording else."""
    set_language(language)
    view = editor_of(app)
    app.window.set_size(*size)
    shown = texts_drawn(view.on_draw, monkeypatch)
    label = view.description_label()
    assert label in shown and not label.endswith("…")
    assert label.startswith("Description")
    width = theme.SIZES.small
    assert widgets_text(label, width) <= view.description.rect.width
    if size != (900, 600) and language == "en":
        assert label == tr("editor.description")  # (room for all of it)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1200)])
def test_the_header_says_the_file_s_name_whole(
    app: App, language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The header's '· new position' (and '(not saved)' once changed) is whole beside the
    title, in a smaller type if need be, as are the description's label and the buttons."""
    set_language(language)
    view = editor_of(app)
    app.window.set_size(*size)
    pick(view, 1)
    lay(view, (0, 0), Side.E)
    assert view.editor.changed
    shown = texts_drawn(view.on_draw, monkeypatch)
    whole = f"· {tr('editor.untitled')} {tr('editor.changed')}"
    rows = [f"· {tr('editor.untitled')}", tr("editor.changed")]
    assert whole in shown or all(row in shown for row in rows), shown
    labels = {b.text() for b in view.buttons}  # (a button's own "Open…")
    cut = [t for t in shown if t.endswith("…") and t not in labels]
    assert not cut, cut


def widgets_text(content: str, size: float) -> float:
    from figures.ui.widgets.text import text

    return float(text(content, 0, 0, size=size).content_width)


def test_the_description_is_typed_in_undone_and_saved(app: App, tmp_path: Path) -> None:
    view = editor_of(app)
    editor = view.editor
    view.open_from(SCENARIOS / "039-closure-over-two-plays.json")
    field = view.description
    view.on_draw()
    assert field.value == editor.position.description != ""
    old = editor.position.description
    click(view, field.rect.cx, field.rect.cy)
    assert field.focused
    view.on_key_press(K.A, K.MOD_CTRL)
    view.on_key_press(K.T, 0)  # a letter typed: not the table's key while the field has it
    view.on_text("Two plays close blue")
    assert field.value == "Two plays close blue" and editor.mode == TABLE
    view.on_key_press(K.ENTER, 0)
    assert not field.focused and editor.position.description == "Two plays close blue"
    assert next(iter(editor.position.fields)) == "description"
    view.on_key_press(K.Z, K.MOD_CTRL)
    assert editor.position.description == old
    view.on_key_press(K.Y, K.MOD_CTRL)
    path = tmp_path / "described.json"
    editor.save(path)
    assert read_position(path).description == "Two plays close blue"
    assert (
        read_position(path).fields["why"]
        == read_position(SCENARIOS / "039-closure-over-two-plays.json").fields["why"]
    )


def test_a_domino_held_over_the_table_s_own_marks_no_contact(app: App) -> None:
    view = editor_of(app)
    editor = view.editor
    pick(view, 4)
    lay(view, (0, 0), Side.E)
    x, y = aim(view, (1, 0), Side.E)
    view.on_mouse_motion(int(x), int(y), 0, 0)
    hover = editor.hover()
    assert hover is not None and hover.verdict.error is not None
    assert hover.verdict.error.reason == "overlap" and hover.contacts == []
    line, _ = view.status()
    assert line == "Not here: " + tr("reason.overlap")


def test_a_tile_used_twice_is_marked_and_the_status_clears_after_a_put(app: App) -> None:
    """Laying a tile already on the table (or adding it as a play) is allowed, as scenario
    files may, but said: the picker greys the tiles used and a warning line names the tile;
    after a put, the line over the table says nothing of the domino just put."""
    view = editor_of(app)
    editor = view.editor
    pick(view, 2)
    lay(view, (0, 0), Side.E)
    assert editor.repeated is None and editor.used() == {2}
    view.note = ""
    assert view.status() == ("", theme.TEXT)  # (not "Not here: it would lie on a domino")
    view.on_key_press(K.P, 0)
    assert editor.mode == PLAYS
    board = editor.table.board
    face = editor.tileset[2].faces[editor.side]
    spot = legal_spots(board, face)[0]
    x, y = aim(view, *spot)
    click(view, x, y)
    assert len(editor.position.plays) == 1 and editor.repeated == 2
    assert view.status() == (tr("editor.used_again", tile=2), theme.ILLEGAL)
    assert "Domino #2 is already on the table" in view.status()[0]
    view.note = ""
    assert view.status() == ("", theme.TEXT)  # the held domino lies on the play just added
    view.on_key_press(K.RIGHT, 0)  # moved on: what it finds there is said again
    assert view.status()[0] != ""
    view.on_draw()  # (the picker greys the tile used)
    pick(view, 5)
    lay(view, (30, 30), Side.E)
    assert editor.repeated is None and editor.used() == {2, 5}
    set_language("fr")
    try:
        assert tr("editor.used_again", tile=2).startswith("Le domino #2 est déjà")
    finally:
        set_language("en")
