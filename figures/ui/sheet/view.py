"""The score sheet's screen: a game played on a real table, kept by the engine's rules.

Always in sight: the top bar (New round or New turn, Points in play for All Fives, Undo, Redo,
Rules, Save, Open, Export CSV, Set-up), the standings (each side's score in digits readable
across a table, what it still needs, the leader), whose turn it is (Mexican Train's engine
double drawn big), the rounds table (a row an entry, its points and running totals; ↑ and ↓
choose a row, E or Enter edits it) and the chart of the scores over the rounds. A finished
sheet shows the ranking and the chart, like the end of a game on screen.

The entry forms (:mod:`figures.ui.sheet.forms`, by the :class:`~figures.ui.sheet.form.
EntryForm` protocol) are drawn over the sheet in a large rectangle while they are open, and
take every key, text and click: each is a layer of the screen's modal stack
(:mod:`figures.ui.widgets.modal`), as the file dialog is. Every change is autosaved at once
(:func:`figures.sheet.files.save`, atomic) beside the game's autosave.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from figures.app.sheet_session import first_is_chosen, game_title, same_players
from figures.app.storage import saves_dir
from figures.core.errors import FiguresError
from figures.core.files import read_json
from figures.sheet import files
from figures.sheet.model import Entry, Sheet, SheetError
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.sheet.end import draw_chart_panel, draw_end, ranks
from figures.ui.sheet.refusal import refusal
from figures.ui.sheet.standings import BIG, draw_standings, draw_turn, leaders
from figures.ui.sheet.table import ROW, draw_table
from figures.ui.sheet.words import SheetWords
from figures.ui.shell.keys import bound
from figures.ui.shell.shells import shell_of_game
from figures.ui.shell.top_bar import TopBar, bar_button
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.dialog import FileDialog
from figures.ui.widgets.message import MessageLine
from figures.ui.widgets.modal import ModalSlot, ModalStack
from figures.ui.widgets.scroll import clamped, in_sight
from figures.ui.widgets.shapes import Rect, fill_rect
from figures.ui.widgets.text import text

if TYPE_CHECKING:
    from figures.ui.sheet.form import EntryForm
    from figures.ui.shell.navigation import Navigator

__all__ = ["BIG", "SheetView", "leaders", "ranks"]


class SheetView(SheetWords, arcade.View):
    """The screen of ``sheet``, autosaved to ``autosave`` after every change."""

    #: The file dialog open over the sheet (a layer of its modal stack), if any.
    dialog = ModalSlot(FileDialog)

    #: No computer players play here (the rules screen does not say they wait).
    no_computers = True

    def __init__(self, nav: Navigator, sheet: Sheet, *, autosave: Path | None = None) -> None:
        super().__init__(nav.window)
        self.nav = nav
        self.sheet = sheet
        self.autosave = autosave
        self.hover: tuple[float, float] | None = None
        #: What is open over the sheet (an entry form, the file dialog): it takes the input.
        self.modals = ModalStack()
        self.form_rect = Rect()
        self.message = MessageLine()
        #: The row of the rounds table chosen with ↑ and ↓ (None: none).
        self.selected: int | None = None
        #: The first row of the table shown (None: the last rows, following the entries).
        self.scroll: int | None = None
        #: A finished sheet shows its ranking; T shows its rounds instead.
        self.show_rounds = False
        #: The letter of the key that just opened a form or a dialog: its text event is not
        #: theirs.
        self.opener: str | None = None
        #: The last autosave's error, if the last write failed.
        self.save_error = ""
        self._make_buttons()
        self.layout(self.window.width, self.window.height)

    # ----------------------------------------------------------------- buttons

    def _make_buttons(self) -> None:
        sheet = self.sheet
        named: dict[str, Button] = {}
        new = "sheet_round" if sheet.is_classic else "sheet_turn"
        named["new"] = bar_button(new, self.new_entry, short=True, enabled=lambda: not sheet.over)
        order = ["export", "open", "save", "redo"]
        if sheet.rules is not None and sheet.rules.in_play == "fives":
            named["in_play"] = bar_button(
                "sheet_in_play", self.open_in_play, short=True, enabled=lambda: not sheet.over
            )
        if not sheet.is_classic:
            named["all_placed"] = bar_button(
                "sheet_all_placed", self.all_placed, short=True, enabled=lambda: not sheet.over
            )
            order.append("all_placed")
        named["undo"] = bar_button("sheet_undo", self.undo, enabled=lambda: sheet.can_undo)
        named["redo"] = bar_button("sheet_redo", self.redo, enabled=lambda: sheet.can_redo)
        named["rules"] = bar_button("sheet_rules", self.open_rules, short=True)
        named["save"] = bar_button("sheet_save", self.open_save, short=True)
        named["open"] = bar_button("sheet_open", self.open_open)
        named["export"] = bar_button("sheet_export", self.open_export, short=True)
        named["setup"] = bar_button("sheet_setup", self.to_setup)
        self.top_bar = TopBar(named, order, even=True)
        self.end_buttons = [
            Button(label=lambda: tr("sheet.end.new"), action=self.new_sheet, primary=True),
            Button(label=lambda: tr("sheet.end.setup"), action=self.to_setup),
            Button(
                label=lambda: tr("sheet.end.back" if self.show_rounds else "sheet.end.rounds"),
                action=self.toggle_rounds,
            ),
        ]

    # ----------------------------------------------------------------- layout

    def layout(self, width: int, height: int) -> None:
        self.top_bar.place(width, height)
        top = height - SIZES.top_bar
        margin = SIZES.margin
        tall = height >= 740
        strip_h = 150 if tall else 128
        self.standings = Rect(margin, top - margin - strip_h, width - 2 * margin, strip_h)
        engine = self.sheet.rules is not None and self.sheet.rules.lead == "engine"
        turn_h = (128 if tall else 100) if engine else (96 if tall else 84)
        self.turn_rect = Rect(
            margin, self.standings.bottom - 8 - turn_h, width - 2 * margin, turn_h
        )
        bottom = 34
        lower_top = self.turn_rect.bottom - 8
        table_w = int((width - 3 * margin) * 0.56)
        self.table_rect = Rect(margin, bottom, table_w, lower_top - bottom)
        self.chart_panel = Rect(
            2 * margin + table_w, bottom, width - 3 * margin - table_w, lower_top - bottom
        )
        self.message.place(0, 4, width)
        form_w = max(720.0, width - 160.0)
        form_h = max(440.0, height - SIZES.top_bar - 80.0)
        self.form_rect = Rect(
            (width - form_w) / 2, (height - SIZES.top_bar - form_h) / 2, form_w, form_h
        )
        if self.form is not None:
            self.form.layout(self.form_rect)
        x = self.table_rect.left + 16
        for button in self.end_buttons:
            w = 2 * math.ceil((text(button.label(), 0, 0).content_width + 30) / 2)  # (sharp)
            button.rect = Rect(x, self.table_rect.bottom + 12, w, SIZES.button_height + 4)
            x += w + 10

    def on_resize(self, width: int, height: int) -> None:
        self.layout(width, height)

    def on_show_view(self) -> None:
        self.layout(self.window.width, self.window.height)

    # ----------------------------------------------------------------- changes

    def changed(self) -> None:
        """After every change: the selection kept in the table, the sheet autosaved."""
        if self.selected is not None and self.selected >= len(self.sheet.entries):
            self.selected = None
        if not self.sheet.over:
            self.show_rounds = False
        self.write_autosave()

    def write_autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            self.autosave.parent.mkdir(parents=True, exist_ok=True)
            files.save(self.sheet, self.autosave)
        except (FiguresError, OSError) as exc:
            self.save_error = getattr(exc, "strerror", None) or str(exc)
            self.say(tr("sheet.autosave.error", message=self.save_error))
        else:
            self.save_error = ""

    def say(self, message: str) -> None:
        self.message.say(message, time.monotonic())

    def undo(self) -> None:
        if not self.sheet.can_undo:
            self.say(tr("sheet.nothing_to_undo"))
            return
        try:
            self.sheet.undo()
        except SheetError as exc:
            self.say(refusal(exc, self.sheet))
            return
        self.say(tr("sheet.undone"))
        self.changed()

    def redo(self) -> None:
        if not self.sheet.can_redo:
            self.say(tr("sheet.nothing_to_redo"))
            return
        try:
            self.sheet.redo()
        except SheetError as exc:
            self.say(refusal(exc, self.sheet))
            return
        self.say(tr("sheet.redone"))
        self.changed()

    def all_placed(self) -> None:
        try:
            self.sheet.finish()
        except SheetError as exc:
            self.say(refusal(exc, self.sheet))
            return
        self.say(tr("sheet.all_placed.done"))
        self.changed()

    # ----------------------------------------------------------------- the forms

    def _open(self, make: str, editing: int | None = None) -> None:
        try:
            from figures.ui.sheet.forms import form_for
            from figures.ui.sheet.forms.in_play import InPlayForm
        except ImportError:
            self.say(tr("sheet.no_forms"))
            return
        sheet = self.sheet
        form: EntryForm
        if make == "in_play":
            form = InPlayForm(sheet, self.submit_in_play, self.close_form)
        else:
            form = form_for(sheet, self.submit_entry(editing), self.close_form, editing)
        self.form = form
        form.layout(self.form_rect)

    def new_entry(self) -> None:
        if self.sheet.over:
            return
        self._open("entry")

    def edit_entry(self, index: int | None = None) -> None:
        index = self.selected if index is None else index
        if index is None or not 0 <= index < len(self.sheet.entries):
            self.say(tr("sheet.nothing_to_edit"))
            return
        self._open("entry", index)

    def open_in_play(self) -> None:
        rules = self.sheet.rules
        if rules is None or rules.in_play != "fives":
            self.say(tr("sheet.no_in_play"))
            return
        if not self.sheet.over:
            self._open("in_play")

    def submit_entry(self, editing: int | None) -> Callable[[Entry], str | None]:
        """The form's ``submit``: the entry added (or put in place of entry ``editing``);
        None when the sheet took it, else the sheet's one-line reason."""

        def submit(entry: Entry) -> str | None:
            try:
                if editing is None:
                    self.sheet.add(entry)
                else:
                    self.sheet.edit(editing, entry)
            except SheetError as exc:
                return refusal(exc, self.sheet)
            self.form = None
            if editing is None:
                self.scroll = None
            self.changed()
            return None

        return submit

    def submit_in_play(self, side: int, points: int) -> str | None:
        try:
            self.sheet.score_in_play(side, points)
        except SheetError as exc:
            return refusal(exc, self.sheet)
        self.form = None
        self.changed()
        return None

    @property
    def form(self) -> EntryForm | None:
        """The entry form open over the sheet (a layer of its modal stack), if any."""
        layer = self.modals.find(FormLayer)
        return None if layer is None else layer.form

    @form.setter
    def form(self, form: EntryForm | None) -> None:
        self.modals.replace(FormLayer, None if form is None else FormLayer(form, self.close_form))

    def close_form(self) -> None:
        self.form = None

    # ----------------------------------------------------------------- other screens

    def open_rules(self) -> None:
        self.nav.show_rules(self, game=shell_of_game(self.sheet.game).rules)

    def to_setup(self) -> None:
        self.write_autosave()
        self.nav.show_setup(offer_resume=True)

    def new_sheet(self) -> None:
        """A new sheet, same game and players (from a finished one)."""
        self.nav.show_sheet(same_players(self.sheet))

    def toggle_rounds(self) -> None:
        if self.sheet.over:
            self.show_rounds = not self.show_rounds

    # ----------------------------------------------------------------- files

    def _dialog(self, dialog: FileDialog) -> None:
        dialog.layout(self.window.width, self.window.height)
        self.dialog = dialog

    def open_save(self) -> None:
        self._dialog(
            FileDialog(
                "save",
                self.save_to,
                self.close_dialog,
                title="sheet.file.save.title",
                name="sheet-%Y%m%d-%H%M%S",
            )
        )

    def open_open(self) -> None:
        self._dialog(
            FileDialog("open", self.open_from, self.close_dialog, title="sheet.file.open.title")
        )

    def open_export(self) -> None:
        self._dialog(
            FileDialog(
                "save",
                self.export_to,
                self.close_dialog,
                title="sheet.file.export.title",
                suffix=".csv",
                name="sheet-%Y%m%d-%H%M%S",
            )
        )

    def close_dialog(self) -> None:
        self.dialog = None

    def _folder_for(self, path: Path) -> None:
        if path.parent.resolve() == saves_dir().resolve():
            path.parent.mkdir(parents=True, exist_ok=True)

    def save_to(self, path: Path) -> str | None:
        try:
            self._folder_for(path)
            files.save(self.sheet, path)
        except (FiguresError, OSError) as exc:
            return tr("file.error", message=getattr(exc, "strerror", None) or str(exc))
        self.say(tr("sheet.saved", path=str(path)))
        return None

    def export_to(self, path: Path) -> str | None:
        try:
            self._folder_for(path)
            files.export_csv(self.sheet, path)
        except (FiguresError, OSError) as exc:
            return tr("file.error", message=getattr(exc, "strerror", None) or str(exc))
        self.say(tr("sheet.exported", path=str(path)))
        return None

    def open_from(self, path: Path) -> str | None:
        """A sheet file on this screen, or a saved game on its own (None), or what is wrong
        (one line, for the dialog)."""
        try:
            data = read_json(path)
            if not files.is_sheet(data):
                return self.nav.open_game(path)
            sheet = files.from_json(data, str(path))
        except (FiguresError, OSError) as exc:
            return tr("file.error", message=getattr(exc, "strerror", None) or str(exc))
        self.nav.show_sheet(sheet)
        return None

    # ----------------------------------------------------------------- drawing

    def status(self) -> str:
        return tr("sheet.status", game=game_title(self.sheet))

    def animating(self) -> bool:
        """Whether the screen changes on its own (the window's frame policy asks): a message
        shown until its time is up."""
        return self.message.toast is not None

    def on_draw(self) -> None:
        self.clear()
        now = time.monotonic()
        self.message.update(now)
        self.top_bar.arrange(self.status())
        draw_standings(self.sheet, self.standings, self)
        draw_turn(self.sheet, self.turn_rect, self)
        if self.sheet.over and not self.show_rounds:
            draw_end(self.sheet, self.table_rect, self.end_title(), self.end_reason())
        else:
            draw_table(
                self.sheet, self.table_rect, self.first_row(), self.visible_rows(), self.selected
            )
        if self.sheet.over:
            for button in self.end_buttons:
                button.draw(self.hover)
        draw_chart_panel(self.sheet, self.chart_panel, self.chart_target())
        self.top_bar.draw(self.hover, False, now)
        self.top_bar.draw_menu(self.hover)
        self.message.draw(now)
        self.modals.draw(self.hover)

    # ----------------------------------------------------------------- the rounds table

    def visible_rows(self) -> int:
        return max(
            1, int((self.table_rect.height - 20 - ROW - (50 if self.sheet.over else 0)) // ROW)
        )

    def first_row(self) -> int:
        """The first row shown: the last rows unless the table was scrolled or a row chosen."""
        count = len(self.sheet.entries)
        shown = self.visible_rows()
        first = clamped(count if self.scroll is None else self.scroll, count, shown)
        if self.selected is not None:
            first = in_sight(first, self.selected, shown)
        return first

    # ----------------------------------------------------------------- the chart and the end

    # ----------------------------------------------------------------- input

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.modals.press(x, y):
            return
        if self.top_bar.press(x, y):
            return
        if self.sheet.over:
            for widget in self.end_buttons:
                if widget.press(x, y):
                    return
        if not (self.sheet.over and not self.show_rounds) and self.table_rect.contains(x, y):
            index = self.first_row() + int((self.table_rect.top - 12 - ROW - y) // ROW)
            if 0 <= index < len(self.sheet.entries) and y < self.table_rect.top - 12 - ROW:
                if index == self.selected:
                    self.edit_entry(index)
                else:
                    self.selected = index

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.modals.scroll():
            return
        self.scroll = max(0, self.first_row() - int(scroll_y) * 3)
        self.selected = None

    def on_text_motion(self, motion: int) -> None:
        self.text_motion(motion, select=False)

    def on_text_motion_select(self, motion: int) -> None:
        self.text_motion(motion, select=True)

    def text_motion(self, motion: int, select: bool) -> None:
        """The motions of the editing keys (a key held down repeats its own) for the form's
        field."""
        top = self.modals.top
        if isinstance(top, FormLayer):
            top.motion(motion, select)

    def on_text(self, content: str) -> None:
        opener, self.opener = self.opener, None
        if opener is not None and content.lower() == opener:
            return  # (the letter of the key that opened the form or the dialog)
        self.modals.text(content)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.opener = None
        if self.modals.key(symbol, modifiers):
            return
        self.handle_key(symbol, modifiers)
        if self.modals.open and symbol < 256:
            # The text event that follows the key (an "x", an "n") is not for what it opened.
            self.opener = chr(symbol).lower()

    def handle_key(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        ctrl = bool(modifiers & (key.MOD_CTRL | key.MOD_COMMAND))
        if ctrl:
            commands = {
                "undo": self.undo,
                "redo": self.redo,
                "save": self.open_save,
                "open": self.open_open,
            }
            action = bound(symbol, modifiers, tuple(commands))
            if action is not None:
                commands[action]()
            return
        sheet = self.sheet
        enter = symbol in (key.ENTER, key.RETURN, key.NUM_ENTER)
        if symbol in (key.R, key.F1):
            self.open_rules()
        elif symbol == key.X:
            self.open_export()
        elif symbol in (key.UP, key.DOWN):
            self.step_row(-1 if symbol == key.UP else 1)
        elif symbol in (key.PAGEUP, key.PAGEDOWN):
            self.step_row((-1 if symbol == key.PAGEUP else 1) * self.visible_rows())
        elif symbol == key.E or (enter and self.selected is not None):
            self.edit_entry()
        elif symbol == key.ESCAPE:
            if self.selected is not None:
                self.selected = None
            else:
                self.to_setup()
        elif sheet.over:
            if symbol == key.N or enter:
                self.new_sheet()
            elif symbol == key.T:
                self.toggle_rounds()
        elif symbol == key.N or enter:
            self.new_entry()
        elif symbol == key.F:
            self.open_in_play()
        elif symbol == key.A and not sheet.is_classic:
            self.all_placed()
        elif symbol == key.P:
            self.next_first()

    def next_first(self) -> None:
        """P, before the first entry: the next player starts."""
        sheet = self.sheet
        if not first_is_chosen(sheet):
            return
        sheet.set_first((sheet.first + 1) % len(sheet.players))
        self.changed()

    def step_row(self, delta: int) -> None:
        count = len(self.sheet.entries)
        if not count:
            return
        if self.sheet.over:
            self.show_rounds = True
        if self.selected is None:
            self.selected = count - 1  # (the latest row first: the one most often wrong)
            return
        self.selected = max(0, min(count - 1, self.selected + delta))


class FormLayer:
    """An entry form as a layer of the sheet's modal stack: it takes the keys, the text, the
    clicks and the editing keys' motions; Esc, when the form does not use it, calls ``close``.
    The sheet under it is veiled."""

    def __init__(self, form: EntryForm, close: Callable[[], None]) -> None:
        self.form = form
        self.close = close

    def key(self, symbol: int, modifiers: int) -> None:
        if not self.form.on_key(symbol, modifiers) and symbol == arcade.key.ESCAPE:
            self.close()

    def text(self, content: str) -> None:
        self.form.on_text(content)

    def press(self, x: float, y: float) -> bool:
        return self.form.on_mouse_press(x, y)

    def motion(self, motion: int, select: bool) -> bool:
        return self.form.on_text_motion(motion, select)

    def draw(self, hover: tuple[float, float] | None) -> None:
        window = arcade.get_window()
        fill_rect(Rect(0, 0, window.width, window.height), theme.OVERLAY)
        self.form.draw(hover)
