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
from arcade.types import LBWH

from figures.app.sheet_session import first_is_chosen, game_title, row_words, same_players
from figures.app.storage import saves_dir
from figures.colour.rules import reaches_target
from figures.core.errors import FiguresError
from figures.core.files import read_json
from figures.sheet import files
from figures.sheet.model import Entry, Sheet, SheetError, double_number, engine_text
from figures.texts.i18n import is_you, signed_text, tr, trn
from figures.ui import theme
from figures.ui.classic.match import points_words
from figures.ui.classic.paint import Look, face_texture, seat_colour
from figures.ui.sheet.refusal import refusal
from figures.ui.shell.keys import bound
from figures.ui.shell.shells import shell_of_game
from figures.ui.shell.top_bar import TopBar, bar_button
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.chart import draw_chart
from figures.ui.widgets.dialog import FileDialog
from figures.ui.widgets.message import MessageLine
from figures.ui.widgets.modal import ModalSlot, ModalStack
from figures.ui.widgets.scroll import clamped, in_sight
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.classic.scoring import Points
    from figures.ui.sheet.form import EntryForm
    from figures.ui.shell.navigation import Navigator

__all__ = ["SheetView"]

#: The height of a row of the rounds table, in pixels.
ROW = 26
#: The size of the standings' scores (readable across a table).
BIG = 52
#: The side of a half of Mexican Train's engine double, drawn big.
ENGINE_HALF = 84


def ranks(sheet: Sheet) -> dict[int, int]:
    """Each side's rank, winners first, tied sides sharing one (1, 1, 3)."""
    return {p.side: p.rank for p in sheet.places()}


def leaders(sheet: Sheet) -> list[int]:
    """The sides ahead (the winners when the game is over); none before anything is scored."""
    if sheet.outcome is not None:
        return list(sheet.outcome.winners)
    scores = sheet.live_scores
    if not any(scores) and not sheet.lines:
        return []
    best = min(scores) if sheet.lowest_wins else max(scores)
    ahead = [s for s, v in enumerate(scores) if v == best]
    return ahead if len(ahead) < sheet.sides else []


class SheetView(arcade.View):
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

    def side_colour(self, side: int) -> RGB:
        return seat_colour(self.sheet.seats_of(side)[0])

    def animating(self) -> bool:
        """Whether the screen changes on its own (the window's frame policy asks): a message
        shown until its time is up."""
        return self.message.toast is not None

    def on_draw(self) -> None:
        self.clear()
        now = time.monotonic()
        self.message.update(now)
        self.top_bar.arrange(self.status())
        self.draw_standings()
        self.draw_turn()
        if self.sheet.over and not self.show_rounds:
            self.draw_end()
        else:
            self.draw_table()
        if self.sheet.over:
            for button in self.end_buttons:
                button.draw(self.hover)
        self.draw_chart_panel()
        self.top_bar.draw(self.hover, False, now)
        self.top_bar.draw_menu(self.hover)
        self.message.draw(now)
        self.modals.draw(self.hover)

    def needs_words(self, side: int) -> str:
        sheet = self.sheet
        need = sheet.needs()[side]
        if need is None:
            return ""
        if sheet.rules is not None and sheet.rules.target.kind == "rounds":
            key = "sheet.needs.rounds.one" if need == 1 else "sheet.needs.rounds.many"
            return tr(key, n=points_words(need))
        if not need:
            return tr("sheet.needs.done")
        return tr("sheet.needs.points", n=points_words(need))

    def target_words(self) -> str:
        sheet = self.sheet
        if sheet.rules is None:
            return tr("sheet.target.points", n=sheet.target)
        target = sheet.rules.target
        if target.kind == "rounds":
            key = "sheet.target.lowest" if sheet.lowest_wins else "sheet.target.rounds"
            return tr(key, n=target.value)
        goal = target.value if target.kind == "points" else sheet.rules.instant_threshold
        return tr("sheet.target.points", n=goal)

    def draw_standings(self) -> None:
        sheet = self.sheet
        r = self.standings
        shadowed_panel(r)
        draw_text(tr("sheet.standings"), r.left + 14, r.top - 22, size=SIZES.heading, bold=True)
        draw_text(
            self.target_words(),
            r.right - 14,
            r.top - 22,
            colour=theme.MUTED,
            anchor_x="right",
        )
        ahead = leaders(sheet)
        scores = sheet.live_scores
        n = sheet.sides
        gap = 10
        card_w = (r.width - 28 - gap * (n - 1)) / n
        card_h = r.height - 40
        big = BIG if card_h >= 100 else 48
        for side in range(n):
            left = round(r.left + 14 + side * (card_w + gap))  # (whole pixels: sharp text)
            card = Rect(left, r.bottom + 8, round(card_w), card_h)
            colour = self.side_colour(side)
            lead = side in ahead
            fill_rect(
                card, theme.mix(theme.SELECTED, (255, 255, 255), 0.85) if lead else theme.FIELD
            )
            outline_rect(card, theme.SELECTED if lead else theme.PANEL_EDGE, 2 if lead else 1)
            fill_rect(Rect(card.left, card.top - 6, card.width, 6), colour)
            name = sheet.side_name(side)
            tag = tr("sheet.winner" if sheet.over else "sheet.leader") if lead else ""
            tag_w = text(tag, 0, 0, size=SIZES.small, bold=True).content_width if tag else 0
            draw_text(
                fit_text(name, card.width - 24 - tag_w, SIZES.heading, True),
                card.left + 10,
                card.top - 26,
                size=SIZES.heading,
                bold=True,
            )
            if tag:
                draw_text(
                    tag,
                    card.right - 8,
                    card.top - 24,
                    size=SIZES.small,
                    bold=True,
                    colour=theme.SELECTED,
                    anchor_x="right",
                )
            # The score big on the right; what it needs (and the points in play) on the left.
            score = points_words(scores[side])
            score_w = text(score, 0, 0, size=big, bold=True).content_width
            draw_text(
                score,
                card.right - 12,
                card.bottom + 12,
                size=big,
                bold=True,
                colour=theme.mix(colour, theme.INK, 0.45),
                anchor_x="right",
            )
            room = card.width - score_w - 34
            draw_text(
                fit_text(self.needs_words(side), room, SIZES.text),
                card.left + 10,
                card.bottom + 10,
                colour=theme.MUTED,
            )
            in_play = sum(p for s, p in sheet.pending if s == side)
            if in_play:
                draw_text(
                    fit_text(tr("sheet.in_play.now", n=in_play), room, SIZES.text, True),
                    card.left + 10,
                    card.bottom + 30,
                    colour=theme.LEGAL,
                    bold=True,
                )

    def turn_words(self) -> str:
        sheet = self.sheet
        if sheet.over:
            return tr("sheet.over")
        if not sheet.is_classic:
            seat = sheet.next_seat()
            assert seat is not None
            you = ".you" if is_you(sheet.players[seat]) else ""
            words = tr(f"sheet.turn.colour{you}", n=sheet.number, name=sheet.players[seat])
            target = sheet.target or 0
            reached = [
                s for s in range(sheet.sides) if reaches_target(int(sheet.scores[s]), target)
            ]
            if reached:  # the round of turns is finished, then the game ends
                name = sheet.players[reached[0]]
                return trn("sheet.last_round", name, words=words, target=target)
            return words
        lead = sheet.next_lead()
        assert lead is not None
        name = sheet.players[lead.seat] if lead.seat is not None else ""
        how = {"rule": "rule", "seat": "seat", "lot": "lot"}[lead.how]
        if lead.how == "seat" and is_you(name):
            how = "seat.you"  # ("you lead", not "You leads")
        if lead.engine is not None:
            return tr(
                f"sheet.turn.engine.{how}", n=sheet.number, tile=engine_text(lead.engine), name=name
            )
        return tr(f"sheet.turn.{how}", n=sheet.number, name=name)

    def draw_turn(self) -> None:
        sheet = self.sheet
        r = self.turn_rect
        shadowed_panel(r)
        x = r.left + 16
        lead = sheet.next_lead()
        if lead is not None and lead.engine is not None and sheet.rules is not None:
            half = min(ENGINE_HALF, int(r.height - 30))
            number = double_number(lead.engine)
            look = Look.for_set(sheet.rules.set)
            texture = face_texture(number, number, True, half, look)
            draw_text(tr("sheet.engine"), x, r.top - 18, size=SIZES.small, colour=theme.MUTED)
            arcade.draw_texture_rect(texture, LBWH(x, r.bottom + 8, 2 * half, half))
            x += 2 * half + 20
        words = self.turn_words()
        draw_text(
            fit_text(words, r.right - x - 16, 22, True),
            x,
            r.top - 38,
            size=22,
            bold=True,
        )
        if sheet.pending:
            items = ", ".join(f"{sheet.side_name(s)} {p}" for s, p in sheet.pending)
            below = tr("sheet.pending", items=items)
        elif sheet.over:
            below = tr("sheet.hint.over")
        else:
            below = tr("sheet.hint.classic" if sheet.is_classic else "sheet.hint.colour")
            if first_is_chosen(sheet):
                below = tr("sheet.hint.first") + " · " + below
        draw_text(fit_text(below, r.right - x - 16), x, r.bottom + 16, colour=theme.MUTED)

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

    def columns(self) -> tuple[float, float, float, float]:
        """The x of the number, the words, the first side's points, and a side's width."""
        r = self.table_rect
        sides = self.sheet.sides
        if self.sheet.is_classic:  # each side's points and total (the total alone if narrow)
            side_w = min(170.0, max(60.0, (r.width - 70 - 170) / sides))
        else:  # the player's points beside the words, then each total
            side_w = min(80.0, max(60.0, (r.width - 70 - 330) / sides))
        words_w = r.width - 24 - 60 - side_w * sides
        return r.left + 12, r.left + 72, r.left + 72 + words_w, side_w

    def draw_table(self) -> None:
        sheet = self.sheet
        r = self.table_rect
        shadowed_panel(r)
        num_x, words_x, sides_x, side_w = self.columns()
        top = r.top - 12
        head = top - 18
        unit = "sheet.col.round" if sheet.is_classic else "sheet.col.turn"
        draw_text(tr(unit), num_x, head, bold=True, size=SIZES.small)
        what = "sheet.col.how" if sheet.is_classic else "sheet.col.player"
        what_room = sides_x - words_x - (8 if sheet.is_classic else 64)
        first = self.first_row()
        shown = self.visible_rows()
        if sheet.entries and (first > 0 or first + shown < len(sheet.entries)):
            # the rows shown, at the end of the words' column (clear of the sides' names)
            rows = f"{first + 1}–{min(len(sheet.entries), first + shown)} / {len(sheet.entries)}"
            label = draw_text(
                rows,
                words_x + what_room,
                head,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_x="right",
            )
            what_room -= label.content_width + 12
        draw_text(
            fit_text(tr(what), what_room, SIZES.small, True),
            words_x,
            head,
            bold=True,
            size=SIZES.small,
        )
        if not sheet.is_classic:
            draw_text(
                tr("sheet.col.points"),
                sides_x - 8,
                head,
                bold=True,
                size=SIZES.small,
                anchor_x="right",
            )
        for side in range(sheet.sides):
            x = sides_x + side * side_w
            draw_text(
                fit_text(sheet.side_name(side), side_w - 8, SIZES.small, True),
                x + side_w - 6,
                head,
                bold=True,
                size=SIZES.small,
                colour=theme.mix(self.side_colour(side), theme.INK, 0.3),
                anchor_x="right",
            )
        arcade.draw_line(r.left + 8, top - ROW + 2, r.right - 8, top - ROW + 2, theme.PANEL_EDGE, 1)
        if not sheet.entries:
            key = "sheet.empty.round" if sheet.is_classic else "sheet.empty.turn"
            draw_text(fit_text(tr(key), r.width - 24), num_x, top - ROW - 26, colour=theme.MUTED)
            return
        y = top - ROW
        for index in range(first, min(len(sheet.entries), first + shown)):
            row = Rect(r.left + 6, y - ROW, r.width - 12, ROW)
            if index == self.selected:
                fill_rect(row, theme.mix(theme.SELECTED, (255, 255, 255), 0.75))
            elif index % 2:
                fill_rect(row, (244, 240, 232))
            line = sheet.lines[index]
            base = row.bottom + 8
            draw_text(str(line.number), num_x, base)
            words_room = sides_x - words_x - (8 if sheet.is_classic else 64)
            draw_text(fit_text(row_words(sheet, index), words_room), words_x, base)
            if not sheet.is_classic:
                award = line.awards[line.seat or 0]
                draw_text(_signed(award), sides_x - 8, base, bold=True, anchor_x="right")
            for side in range(sheet.sides):
                x = sides_x + side * side_w
                award = line.awards[side]
                # (penalty points are each side's own: every side's is shown, 0 included)
                quiet = not award and line.seat != side and not sheet.lowest_wins
                shown_award = "" if quiet else _signed(award)
                if sheet.is_classic and side_w >= 96:
                    draw_text(
                        shown_award, x + side_w * 0.42, base, colour=theme.MUTED, anchor_x="right"
                    )
                draw_text(
                    points_words(line.scores[side]),
                    x + side_w - 6,
                    base,
                    bold=True,
                    anchor_x="right",
                )
            y -= ROW

    # ----------------------------------------------------------------- the chart and the end

    def draw_chart_panel(self) -> None:
        sheet = self.sheet
        panel = self.chart_panel
        shadowed_panel(panel)
        chart = sheet.chart()
        label_room = max(84.0, min(130.0, panel.width * 0.22))
        rect = Rect(
            panel.left + 52,
            panel.bottom + 44,
            panel.width - 52 - label_room - 8,
            panel.height - 44 - 48,
        )
        history = [[point[side] for point in chart] for side in range(sheet.sides)]
        places = ranks(sheet)
        order = sorted(range(sheet.sides), key=lambda s: -places[s])
        draw_chart(
            rect,
            label_room,
            title=tr("sheet.chart"),
            history=history,
            rounds=len(chart) - 1,
            target=self.chart_target(),
            order=order,
            names=[sheet.side_name(s) for s in range(sheet.sides)],
            colours=[self.side_colour(s) for s in range(sheet.sides)],
            ranks=places,
        )

    def chart_target(self) -> int:
        sheet = self.sheet
        if sheet.rules is None:
            return sheet.target or 0
        target = sheet.rules.target
        if target.kind == "points":
            return target.value
        if target.kind == "instant":
            return sheet.rules.instant_threshold or 0
        return 0

    def end_title(self) -> str:
        sheet = self.sheet
        assert sheet.outcome is not None
        winners = sheet.outcome.winners
        if len(winners) == 1:
            name = sheet.side_name(winners[0])
            key = "sheet.end.team" if len(sheet.seats_of(winners[0])) > 1 else "sheet.end.one"
            if is_you(name):
                key = "sheet.end.you"
            return tr(key, name=sheet.side_name(winners[0]))
        return tr("sheet.end.many", names=", ".join(sheet.side_name(s) for s in winners))

    def end_reason(self) -> str:
        sheet = self.sheet
        outcome = sheet.outcome
        assert outcome is not None
        if sheet.rules is None:
            return tr(f"sheet.end.how.{outcome.how}", n=sheet.target)
        target = sheet.rules.target
        if outcome.how == "target":
            return tr("sheet.end.how.instant", n=sheet.rules.instant_threshold)
        if target.kind == "rounds":
            key = "sheet.end.how.rounds.low" if sheet.lowest_wins else "sheet.end.how.rounds"
            return tr(key, n=target.value)
        goal = target.value if target.kind == "points" else sheet.rules.instant_threshold
        return tr("sheet.end.how.points", n=goal)

    def draw_end(self) -> None:
        sheet = self.sheet
        r = self.table_rect
        shadowed_panel(r)
        left = r.left + 16
        draw_text(
            fit_text(self.end_title(), r.width - 32, 26, True),
            left,
            r.top - 38,
            size=26,
            bold=True,
            colour=theme.SELECTED,
        )
        draw_text(fit_text(self.end_reason(), r.width - 32), left, r.top - 62, colour=theme.MUTED)
        draw_text(tr("sheet.end.ranking"), left, r.top - 94, size=SIZES.heading, bold=True)
        places = ranks(sheet)
        y = r.top - 132
        pitch = min(44.0, (r.top - 132 - (r.bottom + 60)) / max(1, sheet.sides))
        for side in sheet.ranking():
            draw_text(f"{places[side]}.", left, y, size=22, bold=True)
            draw_text(
                fit_text(sheet.side_name(side), r.width - 220, 20, True),
                left + 44,
                y,
                size=20,
                bold=True,
                colour=theme.mix(self.side_colour(side), theme.INK, 0.3),
            )
            draw_text(
                points_words(sheet.scores[side]),
                r.right - 24,
                y,
                size=26,
                bold=True,
                anchor_x="right",
            )
            y -= pitch

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


def _signed(points: Points) -> str:
    return signed_text(points, zero="+0")
