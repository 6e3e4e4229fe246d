"""The position editor's screen: "Edit a position", reached from the set-up (E).

On the left the table, drawn by the game's own pieces (:class:`~figures.ui.colour.paint.
TableRenderer` under a :class:`~figures.ui.draw.camera.TableCamera`, the ghost, the contact marks
and the closed-surface outline of :mod:`figures.ui.colour.paint`): the dominoes laid freely, those
the rules refuse outlined in red with their clashing edges crossed; the domino held follows
the cursor, judged and scored where it would go. On the right the tile picker (any of the
120 tiles, either face) and the list of plays, each judged and scored as in a game; the
play chosen in the list is shown on the table as it finds it. Above, Open, Save (the file
dialog, in the data folder's ``scenarios`` folder), New and Back; below, whether a click lays
the domino on the table or adds it as a play, Undo and Redo.

The state and every judgement are :class:`~figures.ui.editor.model.Editor`'s.
"""

from __future__ import annotations

import math
from pathlib import Path

import arcade

from figures.colour.errors import FiguresError
from figures.colour.scenario_write import Domino, Position, UnsaveableError
from figures.scene.colour import middle_of
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.colour.controller import DRAG_THRESHOLD, Press, breakdown, reason_text
from figures.ui.colour.paint import (
    TableRenderer,
)
from figures.ui.draw.camera import TableCamera
from figures.ui.editor.classic_model import is_classic_file
from figures.ui.editor.common import scenarios_dir as scenarios_dir
from figures.ui.editor.layers import TableLayers
from figures.ui.editor.model import PLAYS, TABLE, Editor, Judged
from figures.ui.editor.picker import Picker
from figures.ui.editor.plays import ROW, dir_words, domino_name, draw_play
from figures.ui.editor.screen import EditorScreen, fitting
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.field import TextField
from figures.ui.widgets.scroll import clamped
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text


class EditorView(EditorScreen):
    """``back``: the view Esc returns to (the set-up)."""

    editor: Editor

    def __init__(
        self,
        window: arcade.Window,
        back: arcade.View | None,
        *,
        colour_blind: bool = False,
        editor: Editor | None = None,
    ) -> None:
        super().__init__(window, back)
        self.colour_blind = colour_blind
        self.editor = editor or Editor()
        self.renderer = TableRenderer()
        self.camera = TableCamera((0, 0, 800, 500))
        self.picker = Picker(self.editor.tileset)
        self.layers = TableLayers()
        self.press: Press | None = None
        #: The held domino moved with the arrows: shown where they put it, cursor or not.
        self.keyboard = False
        #: Shift is down (the wheel then turns the domino held).
        self.shift = False
        self.list_top = 0
        self.row_rects: list[tuple[Rect, int]] = []
        #: The position just made by putting the held domino, with the domino put: while
        #: the held one is still there, the line over the table says nothing of it.
        self.just_put: tuple[Position, Domino | None] | None = None
        self.mode_buttons = [
            Button(
                label=lambda: tr("editor.mode.table"),
                short=lambda: tr("editor.mode.table.short"),
                action=lambda: self.set_mode(TABLE),
                selected=lambda: self.editor.mode == TABLE,
            ),
            Button(
                label=lambda: tr("editor.mode.plays"),
                short=lambda: tr("editor.mode.plays.short"),
                action=lambda: self.set_mode(PLAYS),
                selected=lambda: self.editor.mode == PLAYS,
            ),
            Button(
                label=lambda: tr("editor.undo"),
                short=lambda: tr("editor.undo.short"),
                action=self.undo,
                enabled=lambda: self.editor.can_undo,
            ),
            Button(
                label=lambda: tr("editor.redo"),
                short=lambda: tr("editor.redo.short"),
                action=self.redo,
                enabled=lambda: self.editor.can_redo,
            ),
            Button(
                label=lambda: tr("editor.classic.open"),
                short=lambda: tr("editor.classic.open.short"),
                action=self.show_classic,
            ),
        ]
        #: The classic side of the editor, once shown (kept while going back and forth).
        self.classic_view: arcade.View | None = None
        self.file_buttons = [
            Button(
                label=lambda: tr("editor.open"),
                short=lambda: tr("editor.open.short"),
                action=self.open_dialog,
            ),
            Button(
                label=lambda: tr("editor.save"),
                short=lambda: tr("editor.save.short"),
                action=self.save_dialog,
                primary=True,
            ),
            Button(
                label=lambda: tr("editor.new"),
                short=lambda: tr("editor.new.short"),
                action=self.new,
            ),
            Button(label=lambda: tr("editor.back"), action=self.leave),
        ]
        #: The file's description, typed in at the foot of the panel.
        self.description = TextField(
            max_length=300,
            placeholder=lambda: tr("editor.description.none"),
            on_focus=self.focus_description,
        )
        self.layout()
        self.camera.fit(self.cells())
        self.sync()

    # ----------------------------------------------------------------- layout

    @property
    def buttons(self) -> list[Button]:
        return [*self.mode_buttons, *self.file_buttons]

    def layout(self, size: tuple[int, int] | None = None) -> None:
        """Every part placed for a window of ``size`` (by default the window's)."""
        width, header_bottom = self.frame(size)
        m = SIZES.margin
        r = self.table_rect
        self.camera.resize((int(r.left), int(r.bottom), int(r.width), int(r.height)))
        # Below the table: the mode and the history, short labels when they do not fit.
        self._row(self.mode_buttons, m, m, r.width, right=False)
        # The header's buttons, right of the title: short labels when the file's name (about
        # 300 pixels) would have no room beside the title.
        title_w = text(tr("editor.title"), 0, 0, size=SIZES.title, bold=True).content_width
        room: float = width - 2 * m - title_w - 300
        self._row(self.file_buttons, width - m, header_bottom + 12, room, right=True)
        # The description at the foot of the panel.
        self.description.rect = Rect(
            self.panel.left + 14, self.panel.bottom + 12, self.panel.width - 28, 30
        )
        # The picker: at most two fifths of the panel.
        inner = Rect(self.panel.left + 14, 0, self.panel.width - 28, 0)
        top = self.panel.top - 56
        share = 0.42 if self.panel.height > 600 else 0.38  # (every row in a large window)
        room = min(self.panel.height * share, 16 * 2 * 13.0)
        self.picker.place(Rect(inner.left, top - room, inner.width, room))

    def _row(
        self, buttons: list[Button], start: float, bottom: float, room: float, *, right: bool
    ) -> None:
        """``buttons`` side by side from ``start`` (leftwards when ``right``), compact when
        their full labels do not fit ``room``."""
        gap = 8
        full = [text(b.label(), 0, 0).content_width + 28 for b in buttons]
        compact = sum(full) + gap * (len(buttons) - 1) > room
        x = start
        for button, wide in zip(
            reversed(buttons) if right else buttons, reversed(full) if right else full, strict=True
        ):
            button.compact = compact
            w = text(button.text(), 0, 0).content_width + 28 if compact else wide
            if right:
                x -= w
                button.rect = Rect(x, bottom, w, 34)
                x -= gap
            else:
                button.rect = Rect(x, bottom, w, 34)
                x += w + gap

    def cells(self) -> list[tuple[int, int]]:
        position = self.editor.position
        return [c for d in (*position.board, *position.plays) for c in d.cells]

    # ----------------------------------------------------------------- actions

    def sync(self) -> None:
        """After a change: the table's legal dominoes drawn again where they changed."""
        self.leaving = False
        self.renderer.sync(self.editor.table.board, colour_blind=self.colour_blind)

    def focus_description(self, field: TextField) -> None:
        field.focused = True
        field.value = self.editor.position.description

    def commit_description(self) -> None:
        """The description typed in, into the position (undoable); the field let go."""
        field = self.description
        if field.focused:
            field.focused = False
            field.selected = False
            self.editor.describe(field.value)

    def set_mode(self, mode: str) -> None:
        self.editor.set_mode(mode)
        self.note = ""

    def undo(self) -> None:
        if self.editor.undo():
            self.sync()

    def redo(self) -> None:
        if self.editor.redo():
            self.sync()

    def new(self) -> None:
        self.editor.clear()
        self.sync()

    def put(self) -> None:
        editor = self.editor
        held = editor.held()
        if editor.put():
            self.sync()
            # (the held domino now lies where it was put: no "not here" about it)
            self.just_put = (editor.position, held)
            if editor.repeated is not None:
                self.say(tr("editor.used_again", tile=editor.repeated), bad=True)
            if editor.mode == PLAYS:
                self.show_selected_row()
        else:
            self.say(tr("editor.nothing_held"), bad=True)

    def just_put_here(self, hover: Judged) -> bool:
        """Whether the held domino is still where it was just put (then neither its ghost
        nor a "not here" is shown over it)."""
        return self.just_put == (self.editor.position, hover.domino)

    def remove_at(self, cell: tuple[int, int]) -> None:
        if self.editor.remove_at(cell):
            self.sync()

    def delete(self) -> None:
        """Delete: what is under the cursor; in plays mode, else the play chosen."""
        cell = self.cursor_cell()
        if cell is not None and self.editor.remove_at(cell):
            self.sync()
        elif self.editor.mode == PLAYS and self.editor.selected is not None:
            self.editor.remove_play(self.editor.selected)
            self.sync()

    def cursor_cell(self) -> tuple[int, int] | None:
        """The cell under the cursor (with the arrows: cell A of the domino held)."""
        if self.keyboard:
            return self.editor.at
        if self.hover is None or not self.camera.contains(*self.hover):
            return None
        wx, wy = self.camera.to_world(*self.hover)
        return (math.floor(wx), math.floor(wy))

    def show_classic(self) -> None:
        self.to_classic()

    def to_classic(self, path: Path | None = None) -> str | None:
        """C: the classic side of the editor (the same one each time); with ``path``, that
        classic scenario opened there (the reason, when it cannot be)."""
        from figures.ui.editor.classic_view import ClassicEditorView

        if self.classic_view is None:
            self.classic_view = ClassicEditorView(self.window, self.back, self)
        assert isinstance(self.classic_view, ClassicEditorView)
        if path is not None:
            error = self.classic_view.open_from(path)
            if error:
                return error
        self.window.show_view(self.classic_view)
        return None

    # ----------------------------------------------------------------- files

    def unsaveable(self) -> str:
        table = self.editor.table
        return "" if table.saveable else self.unsaveable_text(UnsaveableError(table.refused))

    def unsaveable_text(self, error: UnsaveableError) -> str:
        first = min(error.refused)
        return tr(
            "editor.cannot_save",
            count=len(error.refused),
            reason=reason_text(error.refused[first]),
        )

    def save_error(self, error: FiguresError | OSError) -> str:
        if isinstance(error, UnsaveableError):
            return self.unsaveable_text(error)
        return str(error)

    def open_from(self, path: Path) -> str | None:
        if is_classic_file(path):  # (a classic scenario: opened on the classic side)
            error = self.to_classic(path)
            if error is None:
                self.dialog = None
            return error
        return super().open_from(path)

    def after_open(self) -> None:
        self.sync()
        self.camera.fit(self.cells())
        self.list_top = 0

    # ----------------------------------------------------------------- drawing

    def draw_table(self) -> None:
        """The table seen through its camera, then what is written over it."""
        self.layers.draw_world(self)
        self.window.default_camera.use()
        self.layers.draw_table_overlays(self)

    def keys_text(self) -> str:
        return tr("editor.keys.table" if self.editor.mode == TABLE else "editor.keys.plays")

    def on_hover_table(self) -> bool:
        """Whether the domino held is on the table: under the cursor, or moved there with
        the arrows."""
        if self.modals.open:
            return False
        return self.keyboard or (self.hover is not None and self.camera.contains(*self.hover))

    def shown_plays(self) -> tuple[int, Judged | None]:
        """In plays mode: how many plays the table shows as laid (the legal ones among
        them), and the play shown judged on it: with the cursor on the table, all of them
        and the held domino; else those before the play chosen in the list, and it."""
        editor = self.editor
        if self.on_hover_table() or editor.selected is None:
            return len(editor.position.plays), None
        return editor.selected, editor.play_shown()

    def status(self) -> tuple[str, RGB]:
        """The line over the table: a message, else what is under the cursor."""
        noted = self.noted()
        if noted is not None:
            return noted
        editor = self.editor
        cell = self.cursor_cell()
        if cell is not None and editor.mode == TABLE:
            index = editor.position.at_cell(cell)
            error = None if index is None else editor.refused(index)
            if error is not None:
                return tr("editor.refused", reason=reason_text(error)), theme.ILLEGAL
        if cell is not None:
            hover = editor.hover()
            if hover is not None and self.just_put_here(hover):
                return "", theme.TEXT
            if hover is not None:
                if hover.verdict.score is not None:
                    score = hover.verdict.score
                    return tr(
                        "status.legal", detail=breakdown(score), points=score.points, paid=""
                    ), theme.LEGAL
                assert hover.verdict.error is not None
                return tr("status.illegal", reason=reason_text(hover.verdict.error)), theme.ILLEGAL
        return "", theme.TEXT

    def draw_header(self) -> None:
        m = SIZES.margin
        room = self.file_buttons[0].rect.left - m - 16
        size = SIZES.title if room >= 560 else SIZES.title - 6
        x = self.draw_title(tr("editor.title"), size)
        self.draw_file_name(x, room - (x - m))
        line, colour = self.status()
        if line:
            self.draw_status(line, colour)

    def draw_panel(self) -> None:
        panel, left, inner = self.open_panel()
        editor = self.editor
        draw_text(
            fit_text(tr("editor.picker", face=editor.side + 1), inner, SIZES.heading, True),
            left,
            panel.top - 26,
            size=SIZES.heading,
            bold=True,
        )
        pointed = None if self.hover is None else self.picker.tile_at(*self.hover)
        if pointed is not None:  # the tile under the cursor, named
            line = tr("domino.face", tile=pointed, face=editor.side + 1)
            colour = theme.TEXT
        elif editor.tile is not None:
            held = Domino(
                editor.tileset[editor.tile].faces[editor.side],
                (0, 0),
                editor.dir,
                editor.tile,
                editor.side,
            )
            line = tr("editor.held", domino=domino_name(held), dir=dir_words(held))
            colour = theme.MUTED
        else:
            line = ""
            colour = theme.MUTED
        draw_text(
            fit_text(line, inner, SIZES.small),
            left,
            panel.top - 46,
            size=SIZES.small,
            colour=colour,
        )
        picker = self.picker
        picker.draw(editor.side, editor.tile, colour_blind=self.colour_blind)
        self.window.default_camera.use()
        picker.draw_used(editor.used())
        picker.draw_held(editor.tile)
        outline_rect(picker.rect, theme.PANEL_EDGE)
        first = picker.top_row + 1
        last = min(picker.rows, picker.top_row + picker.visible_rows)
        rows_line = tr("editor.picker.rows", first=first, last=last, rows=picker.rows)
        draw_text(rows_line, left, picker.rect.bottom - 16, size=SIZES.small, colour=theme.MUTED)
        # The plays.
        y = picker.rect.bottom - 46
        draw_text(tr("editor.plays"), left, y, size=SIZES.heading, bold=True)
        y -= 10
        self.draw_plays_list(y)
        field = self.description
        if not field.focused:
            field.value = editor.position.description
        draw_text(
            self.description_label(),
            field.rect.left,
            field.rect.top + 6,
            size=SIZES.small,
            colour=theme.MUTED,
        )
        field.draw(self.hover)

    def description_label(self) -> str:
        """The description's label over its field: the longest of its wordings that fits
        whole (what it is for, then shorter), never cut."""
        keys = ("editor.description", "editor.description.short", "editor.description.word")
        return fitting([tr(k) for k in keys], self.description.rect.width, SIZES.small)

    def list_rows(self, top: float) -> int:
        return max(1, int((top - self.description.rect.top - 26) // ROW))

    def show_selected_row(self) -> None:
        """Scroll the list so that the chosen play is in sight."""
        selected = self.editor.selected
        if selected is None:
            return
        rows = max(1, self.visible_rows)
        if selected < self.list_top:
            self.list_top = selected
        elif selected >= self.list_top + rows:
            self.list_top = selected - rows + 1

    visible_rows = 6

    def draw_plays_list(self, top: float) -> None:
        panel = self.panel
        editor = self.editor
        plays = editor.position.plays
        left = panel.left + 8
        width = panel.width - 16
        self.row_rects = []
        if not plays:
            draw_text(
                tr("editor.plays.none"),
                left + 6,
                top - 8,
                size=SIZES.small,
                colour=theme.MUTED,
                width=int(width - 12),
                anchor_y="top",
            )
            return
        rows = self.list_rows(top)
        self.visible_rows = rows
        self.list_top = clamped(self.list_top, len(plays), rows)
        verdicts = editor.verdicts
        y = top
        for index in range(self.list_top, min(len(plays), self.list_top + rows)):
            play, verdict = plays[index], verdicts[index]
            rect = Rect(left, y - ROW, width, ROW - 2)
            self.row_rects.append((rect, index))
            lit = index == editor.selected
            if lit:
                fill_rect(rect, theme.mix(theme.SELECTED, (255, 255, 255), 0.75))
            elif self.hover is not None and rect.contains(*self.hover):
                fill_rect(rect, theme.BUTTON_HOVER)
            draw_play(rect, index, play, verdict, lit)
            y -= ROW

    # ----------------------------------------------------------------- events

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)
        self.keyboard = False
        if not self.modals.open and self.camera.contains(x, y):
            self.editor.move_to(self.camera.to_world(x, y))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hover = (x, y)
        if self.modals.press(x, y):
            return
        if button == arcade.MOUSE_BUTTON_LEFT and self.description.press(x, y):
            return
        self.commit_description()
        if button == arcade.MOUSE_BUTTON_LEFT:
            for widget in self.buttons:
                if widget.press(x, y):
                    return
        tile = self.picker.tile_at(x, y)
        if tile is not None:
            if button == arcade.MOUSE_BUTTON_LEFT:
                self.editor.pick(tile)
            return
        for rect, index in self.row_rects:
            if rect.contains(x, y):
                if button == arcade.MOUSE_BUTTON_RIGHT:
                    self.editor.remove_play(index)
                    self.sync()
                else:
                    self.editor.select(index)
                return
        if self.camera.contains(x, y):
            self.press = Press(x, y, button, "table")
            if button == arcade.MOUSE_BUTTON_MIDDLE:
                self.editor.rotate(1, self.camera.to_world(x, y))
                self.press.rotated = True

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self.hover = (x, y)
        if not self.modals.open and self.description.drag(x, y):
            return
        press = self.press
        if press is None:
            return
        if not press.dragged and math.hypot(x - press.x, y - press.y) >= DRAG_THRESHOLD:
            press.dragged = True
        if press.dragged:
            self.camera.pan_pixels(dx, dy)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.description.release()
        press, self.press = self.press, None
        if press is None or press.dragged or press.rotated or self.modals.open:
            return
        world = self.camera.to_world(x, y)
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.remove_at((math.floor(world[0]), math.floor(world[1])))
        elif button == arcade.MOUSE_BUTTON_LEFT:
            self.editor.move_to(world)
            self.put()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.modals.scroll() or not scroll_y:
            return
        step = -1 if scroll_y > 0 else 1
        if self.picker.rect.contains(x, y):
            self.picker.scroll(step)
        elif any(r.contains(x, y) for r, _ in self.row_rects):
            self.list_top = max(0, self.list_top + step)
        elif self.camera.contains(x, y):
            if self.press is not None or self.shift:
                self.editor.rotate(step, self.camera.to_world(x, y))
                if self.press is not None:
                    self.press.rotated = True
            else:
                self.camera.zoom_at(x, y, 1.15**scroll_y)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.modals.key(symbol, modifiers):
            return
        key = arcade.key
        if symbol in (key.LSHIFT, key.RSHIFT):
            self.shift = True
        field = self.description
        if field.focused:
            if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER, key.ESCAPE, key.TAB):
                self.commit_description()
            elif symbol == key.S and modifiers & (key.MOD_CTRL | key.MOD_COMMAND):
                self.commit_description()
                self.save_dialog()
            else:
                field.edit_key(symbol, modifiers)
            return
        ctrl = bool(modifiers & (key.MOD_CTRL | key.MOD_COMMAND))
        shift = bool(modifiers & key.MOD_SHIFT)
        editor = self.editor
        if symbol == key.ESCAPE:
            self.leave()
            return
        self.leaving = False
        if ctrl:
            if symbol == key.N:
                self.new()
            else:
                self.ctrl_key(symbol, shift)
            return
        if symbol == key.C:
            self.to_classic()
        elif symbol == key.T:
            self.set_mode(TABLE)
        elif symbol == key.P:
            self.set_mode(PLAYS)
        elif symbol == key.TAB:
            self.set_mode(PLAYS if editor.mode == TABLE else TABLE)
        elif symbol == key.R:
            hover = None if self.keyboard else self.hover
            world = None
            if hover is not None and self.camera.contains(*hover):
                world = self.camera.to_world(*hover)
            editor.rotate(-1 if shift else 1, world)
        elif symbol == key.F:
            editor.flip()
        elif symbol in (key.DELETE, key.BACKSPACE):
            self.delete()
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            if editor.at is None:
                editor.at = (0, 0)
            self.keyboard = self.keyboard or not self.on_hover_table()
            self.put()
        elif symbol in (key.LEFT, key.RIGHT, key.UP, key.DOWN):
            dx = (symbol == key.RIGHT) - (symbol == key.LEFT)
            dy = (symbol == key.UP) - (symbol == key.DOWN)
            editor.move_by(dx, dy)
            self.keyboard = True
            middle = middle_of(editor.at or (0, 0), editor.dir)
            self.camera.follow(middle)
        elif symbol in (key.BRACKETLEFT, key.BRACKETRIGHT):
            editor.step_tile(-1 if symbol == key.BRACKETLEFT else 1)
            if editor.tile is not None:
                self.picker.show_tile(editor.tile)
        elif symbol in (key.PAGEUP, key.PAGEDOWN):
            self.picker.scroll(-3 if symbol == key.PAGEUP else 3)

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.LSHIFT, arcade.key.RSHIFT):
            self.shift = False

    def on_text_motion(self, motion: int) -> None:
        if not self.modals.open and self.description.focused:
            self.description.text_motion(motion)

    def on_text_motion_select(self, motion: int) -> None:
        if not self.modals.open and self.description.focused:
            self.description.text_motion(motion, select=True)

    def type_text(self, content: str) -> None:
        if self.description.focused:
            self.description.type(content)
