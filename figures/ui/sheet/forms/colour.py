"""The colour game's turn form: up to two placements, each its edges and closed surfaces or
its points, or none; the breakdown and the turn's points shown before confirming."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from figures.sheet.model import ColourTurn, Placement, Sheet, SheetError
from figures.texts.i18n import count_text, tr, trn
from figures.ui import theme
from figures.ui.colour.controller import breakdown
from figures.ui.sheet.forms.base import Form, award_colour, note
from figures.ui.sheet.forms.field import (
    CHOICE,
    FIELD_HEIGHT,
    LABEL,
    MARGIN,
    NumberField,
    numbers,
    points_shown,
    signed,
)
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text

SubmitTurn = Callable[[ColourTurn], "str | None"]


@dataclass
class _PlacementFields:
    edges: NumberField
    closed: NumberField
    points: NumberField
    direct: bool = False  # the points given directly (P)

    def shown(self) -> list[NumberField]:
        return [self.points] if self.direct else [self.edges, self.closed]

    def empty(self) -> bool:
        return not any(f.value.strip() for f in (self.edges, self.closed, self.points))


class ColourTurnForm(Form):
    """One turn of the colour game: up to two placements (the second paid), each its edges
    and closed surfaces or its points, or none (dominoes returned); the breakdown and the
    turn's points shown before confirming."""

    def __init__(
        self,
        sheet: Sheet,
        submit: SubmitTurn,
        cancel: Callable[[], None],
        *,
        editing: int | None = None,
    ) -> None:
        super().__init__(sheet, cancel)
        if sheet.rules is not None:
            raise ValueError("a colour turn on a classic sheet")
        self.submit = submit
        self.editing = editing
        n = len(sheet.players)
        index = editing if editing is not None else len(sheet.entries)
        self.number = index + 1
        self.seat = sheet.seat_of_turn(index)
        before = sheet.lines[index - 1].scores if index > 0 and sheet.lines else (0,) * n
        self.before = int(before[self.seat])
        self.returned = False
        self._compact = False
        self.placements = [self._fields(), self._fields()]
        if editing is not None:
            entry = sheet.entries[editing]
            if isinstance(entry, ColourTurn):
                self._fill(entry)
        self.return_button = Button(
            label=lambda: "R / 0    " + tr("forms.colour.returned"),
            action=self.toggle_returned,
            size=LABEL,
            selected=lambda: self.returned,
        )
        self.mode_buttons = [
            Button(
                label=partial(self._mode_label, k),
                action=partial(self.toggle_direct, k),
                size=theme.SIZES.text,
            )
            for k in range(2)
        ]
        self.focus_on(self.placements[0].edges if not self.returned else None)
        self.layout(self.rect)

    @staticmethod
    def _fields() -> _PlacementFields:
        return _PlacementFields(
            NumberField(placeholder=lambda: tr("forms.colour.edges_hint")),
            NumberField(allowed="0123456789+ ", placeholder=lambda: tr("forms.colour.closed_hint")),
            NumberField(),
        )

    def _fill(self, entry: ColourTurn) -> None:
        if not entry.placements:
            self.returned = True
        for k, placement in enumerate(entry.placements[:2]):
            fields = self.placements[k]
            if placement.edges is None:
                fields.direct = True
                fields.points.value = str(placement.points or "")
            else:
                fields.edges.value = str(placement.edges)
                fields.closed.value = " ".join(str(s) for s in placement.closed)

    # ----------------------------------------------------------------- choosing

    def toggle_returned(self) -> None:
        self.returned = not self.returned
        self.message = ""
        self.focus_on(None if self.returned else self.placements[0].shown()[0])

    def _mode_label(self, k: int) -> str:
        """Placement ``k``'s button: to its edges when its points are given, else to points."""
        return tr(
            "forms.colour.to_edges" if self.placements[k].direct else "forms.colour.to_points"
        )

    def toggle_direct(self, k: int) -> None:
        fields = self.placements[k]
        fields.direct = not fields.direct
        self.returned = False
        self.focus_on(fields.shown()[0])

    def fields(self) -> list[NumberField]:
        if self.returned:
            return []
        return [f for p in self.placements for f in p.shown()]

    def choose_key(self, char: str) -> bool:
        if char in "rR" or (char == "0" and self._all_empty()):
            self.toggle_returned()
        elif char in "pP":
            k = next((k for k, p in enumerate(self.placements) if self.focus in p.shown()), 0)
            self.toggle_direct(k)
        else:
            return False
        return True

    def on_text(self, content: str) -> bool:
        if content == "0" and self._all_empty() and not self.returned:
            return self.choose_key("0")
        if self.returned and content.isdigit():
            self.toggle_returned()
        return super().on_text(content)

    def _all_empty(self) -> bool:
        return all(p.empty() for p in self.placements)

    # ----------------------------------------------------------------- the entry

    def placement(self, k: int) -> tuple[Placement | None, str]:
        fields = self.placements[k]
        which = tr("forms.colour.first") if k == 0 else tr("forms.colour.second")
        if fields.direct:
            value = fields.points.value.strip()
            if not value.isdigit():
                return None, tr("forms.colour.points_bad", which=which)
            return Placement(points=int(value)), ""
        edges = fields.edges.value.strip()
        if not edges.isdigit():
            return None, tr("forms.colour.edges_missing", which=which)
        sizes = numbers(fields.closed.value)
        if sizes is None:
            return None, tr("forms.colour.closed_bad", which=which)
        return Placement(int(edges), tuple(sizes)), ""

    def _given(self, k: int) -> bool:
        fields = self.placements[k]
        return any(f.value.strip() for f in fields.shown())

    def entry(self) -> tuple[ColourTurn | None, str]:
        if self.returned:
            return ColourTurn(), ""
        if not self._given(0):
            if self._given(1):
                return None, tr("forms.colour.second_alone")
            return None, tr("forms.colour.nothing")
        first, why = self.placement(0)
        if first is None:
            return None, why
        if not self._given(1):
            return ColourTurn((first,)), ""
        second, why = self.placement(1)
        if second is None:
            return None, why
        return ColourTurn((first, second)), ""

    def confirm(self) -> None:
        entry, why = self.entry()
        if entry is None:
            self.message = why
            return
        self.send(self.submit(entry))

    # ----------------------------------------------------------------- events

    def on_mouse_press(self, x: float, y: float) -> bool:
        for button in [self.return_button, *self.mode_buttons]:
            if button.press(x, y):
                return True
        return super().on_mouse_press(x, y)

    # ----------------------------------------------------------------- layout

    def layout(self, rect: Rect) -> None:
        self.rect = rect
        self.buttons = self.footer_buttons(lambda: tr("forms.confirm"))
        r = rect
        right_w = max(260.0, r.width * 0.3)
        left_w = r.width - right_w - 2 * MARGIN - 24
        self._left = Rect(r.left + MARGIN, r.bottom + 66, left_w, r.height - 136)
        self._right = Rect(self._left.right + 24, self._left.bottom, right_w, self._left.height)
        box_h = min(164.0, (self._left.height - 60) / 2 - 8)
        self._boxes = []
        for k, fields in enumerate(self.placements):
            top = self._left.top - k * (box_h + 12)
            box = Rect(self._left.left, top - box_h, self._left.width, box_h)
            self._boxes.append(box)
            # a short box (a small window) has no labels over its fields: their hints say
            self._compact = box_h < 150
            if self._compact:
                fh = max(30.0, min(FIELD_HEIGHT, box_h - 76))
                y = box.top - 40 - fh
            else:
                fh = max(30.0, min(FIELD_HEIGHT, box_h - 110))
                y = box.top - 62 - fh
            fields.edges.rect = Rect(box.left + 16, y, 100, fh)
            fields.closed.rect = Rect(box.left + 150, y, min(220.0, box.width - 166), fh)
            fields.points.rect = Rect(box.left + 16, y, 140, fh)
            self.mode_buttons[k].rect = Rect(box.right - 176, box.top - 38, 164, 30)
        bottom = self._boxes[-1].bottom - 12 - 44
        self.return_button.rect = Rect(self._left.left, bottom, self._left.width * 0.8, 44)

    # ----------------------------------------------------------------- drawing

    def draw(self, hover: tuple[float, float] | None) -> None:
        name = self.sheet.name(self.seat)
        title = (
            tr("forms.colour.editing", n=self.number, name=name)
            if self.editing is not None
            else trn("forms.colour.title", name, n=self.number)
        )
        self.draw_frame(
            title,
            trn(
                "forms.colour.has",
                name,
                points=count_text("forms.colour.points_n", self.before),
            ),
        )
        for k, box in enumerate(self._boxes):
            self._draw_placement(k, box, hover)
        self.return_button.draw(hover)
        self._draw_total(self._right)
        self.draw_footer(tr("forms.colour.keys"), hover)

    def _draw_placement(self, k: int, box: Rect, hover: tuple[float, float] | None) -> None:
        fields = self.placements[k]
        faded = self.returned
        fill_rect(
            box,
            theme.mix(theme.PANEL, (255, 255, 255), 0.5) if not faded else theme.BUTTON_DISABLED,
        )
        outline_rect(box, theme.PANEL_EDGE)
        heading = (
            tr("forms.colour.first")
            if k == 0
            else tr("forms.colour.second_paid", cost=self.sheet.house.cost)
        )
        draw_text(
            fit_text(heading, self.mode_buttons[k].rect.left - box.left - 24, LABEL, bold=True),
            box.left + 16,
            box.top - 12,
            size=LABEL,
            bold=True,
            anchor_y="top",
            colour=theme.MUTED if faded else theme.TEXT,
        )
        if faded:
            return
        self.mode_buttons[k].draw(hover)
        labels = (
            [tr("forms.colour.points")]
            if fields.direct
            else [tr("forms.colour.edges"), tr("forms.colour.closed")]
        )
        for label, field in zip(labels, fields.shown(), strict=True):
            field.draw(hover)
            if self._compact:
                continue
            draw_text(
                label,
                field.rect.left,
                field.rect.top + 4,
                size=theme.SIZES.small,
                colour=theme.MUTED,
            )
        line = self._breakdown(k)
        if line:
            size = LABEL - 1 if self._compact else CHOICE
            room = box.width - 32
            # (a house rule's squares × points and a payment make a long line: smaller first)
            while size > LABEL - 3 and text(line, 0, 0, size=size, bold=True).content_width > room:
                size -= 1
            draw_text(
                fit_text(line, room, size, bold=True),
                box.left + 16,
                box.bottom + (8 if self._compact else 14),
                size=size,
                bold=True,
            )

    def _breakdown(self, k: int) -> str:
        """The placement's points as the colour table says them, "3 edges + bonus 1 +
        closed 4 + 3 = 11" (under house rules of 2 points a square "1 edge + closed 1 square ×
        2 points = 3"), the second also saying what it paid and what is left: the numbers of
        the engine's score."""
        if not self._given(k):
            return ""
        placement, _ = self.placement(k)
        if placement is None:
            return ""
        try:
            gross = self.sheet.placement_points(placement)
        except SheetError:
            return ""  # (no sum of a placement no turn can have: the preview says why)
        house = self.sheet.house
        score = placement.score_under(house)
        if score is None:
            line = count_text("forms.colour.points_n", gross)
        else:
            line = f"{breakdown(score)} = {score.points}"
        if k == 1:
            net = gross - house.cost
            line += ", " + tr("forms.colour.paid", cost=house.cost, net=signed(net))
        return line

    def _draw_total(self, area: Rect) -> None:
        draw_text(
            tr("forms.preview.turn"), area.left, area.top, size=LABEL, bold=True, anchor_y="top"
        )
        entry, why = self.entry()
        if entry is None:
            if self._given(0) or self._given(1):
                note(why, area, 34, theme.MUTED)
            return
        line = self.preview(entry, self.editing)
        if isinstance(line, str):
            note(line, area, 34, theme.WARNING)
            return
        award = line.awards[self.seat]
        draw_text(
            signed(award),
            area.left,
            area.top - 34,
            size=56,
            bold=True,
            colour=award_colour(self.sheet, award),
            anchor_y="top",
        )
        name = self.sheet.name(self.seat)
        after = trn(
            "forms.colour.after",
            name,
            before=self.before,
            after=points_shown(line.scores[self.seat]),
        )
        draw_text(
            fit_text(after, area.width, CHOICE),
            area.left,
            area.top - 120,
            size=CHOICE,
            anchor_y="top",
        )
        if line.paid:
            draw_text(
                fit_text(tr("forms.colour.paid_line", cost=line.paid), area.width),
                area.left,
                area.top - 152,
                colour=theme.MUTED,
                anchor_y="top",
            )


# ----------------------------------------------------------------------------- points in play
