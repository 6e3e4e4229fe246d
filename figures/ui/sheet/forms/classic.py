"""A classic round's form drawn: the choices or the hands, the points in play and the
sheet's preview of the round (what it holds and does: :mod:`.classic_entry`)."""

from __future__ import annotations

from figures.classic.tiles import tile_text
from figures.texts.i18n import tr, trn
from figures.ui import theme
from figures.ui.sheet.forms.base import award_colour, name_fits, note
from figures.ui.sheet.forms.classic_entry import ClassicRoundEntry
from figures.ui.sheet.forms.field import CHOICE, DIGITS, LABEL, TOTALS, points_shown, signed
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import draw_text, fit_text


class ClassicRoundForm(ClassicRoundEntry):
    """A classic round's form: :class:`ClassicRoundEntry` drawn (drawing only reads it)."""

    def draw(self, hover: tuple[float, float] | None) -> None:
        title = tr("forms.round.title", n=self.number)
        if self.editing is not None:
            title = tr("forms.round.editing", n=self.number)
        sub = ""
        if self.engine is not None:
            sub = tr("forms.round.engine", tile=_double(self.engine))
        self.draw_frame(title, sub)
        if self.picker is not None:
            self.picker.draw(hover)
            self.buttons, buttons = [], self.buttons
            self.draw_footer(self.picker.keys(), hover)
            self.buttons = buttons
            return
        left, right = self._columns()
        if self.step == 1:
            draw_text(
                tr("forms.round.how"),
                left.left,
                left.top - 8,
                size=LABEL + 2,
                bold=True,
                anchor_y="top",
            )
            for button in self.choices:
                button.draw(hover)
        else:
            self.back_button.draw(hover)
            self._draw_hands(left, hover)
        if self.fives:
            self._draw_in_play(right, hover)
        if self.step == 2:
            self._draw_preview(
                Rect(
                    right.left, right.bottom, right.width, self._in_play_bottom - right.bottom - 12
                )
            )
        self.draw_footer(self._keys(), hover)

    def _keys(self) -> str:
        """The keys of the step shown: those of this game only (All Fives adds the target
        reached in play and the points in play)."""
        if self.step == 2:
            return tr("forms.round.keys2")
        parts = [tr("forms.round.keys.out"), tr("forms.round.keys.blocked")]
        if self.fives:
            parts += [tr("forms.round.keys.target"), tr("forms.round.keys.in_play")]
        return " · ".join([*parts, tr("forms.round.keys.cancel")])

    def _draw_hands(self, area: Rect, hover: tuple[float, float] | None) -> None:
        if self.how == "target":
            draw_text(
                tr("forms.round.no_hands"),
                area.left,
                area.top - 60,
                size=LABEL,
                colour=theme.MUTED,
                anchor_y="top",
                width=int(area.width),
            )
            return
        if self._hands_heading:
            draw_text(
                tr("forms.round.hands"),
                area.left,
                area.top - 48,
                size=LABEL,
                bold=True,
                anchor_y="top",
            )
        for seat, field in enumerate(self.pips):
            name = self.sheet.name(seat)
            r = field.rect
            draw_text(
                name_fits(name, r.left - area.left - 10, CHOICE),
                area.left,
                r.cy,
                size=CHOICE,
                anchor_y="center",
            )
            if self._went_out(seat):
                draw_text(
                    "0",
                    r.left + 9,
                    r.cy,
                    size=DIGITS,
                    bold=True,
                    colour=theme.MUTED,
                    anchor_y="center",
                )
                draw_text(
                    trn("forms.round.out_holds", name),
                    r.left + 50,
                    r.cy,
                    size=LABEL,
                    colour=theme.MUTED,
                    anchor_y="center",
                )
                continue
            field.draw(hover)
            self.tiles_buttons[seat].draw(hover)
            tiles = self.tiles[seat]
            if tiles:
                x = self.tiles_buttons[seat].rect.right + 10
                listed = " ".join(_double_text(t) for t in sorted(tiles, reverse=True))
                draw_text(
                    fit_text(listed, area.right - x, theme.SIZES.text),
                    x,
                    r.cy,
                    colour=theme.MUTED,
                    anchor_y="center",
                )

    def _draw_in_play(self, area: Rect, hover: tuple[float, float] | None) -> None:
        draw_text(
            tr("forms.in_play.title"),
            area.left,
            area.top - 8,
            size=LABEL,
            bold=True,
            anchor_y="top",
        )
        if self.editing is None:
            if self.already:
                scored = " · ".join(
                    f"{self.sheet.side_name(side)} {points}" for side, points in self.already
                )
                line = tr("forms.in_play.already", points=scored)
            else:
                line = tr("forms.in_play.none")
            draw_text(
                fit_text(line, area.width, theme.SIZES.text),
                area.left,
                area.top - 34,
                colour=theme.MUTED,
                anchor_y="top",
            )
        for side, field in enumerate(self.extra):
            name = self.sheet.side_name(side)
            draw_text(
                name_fits(name, field.rect.left - area.left - 8),
                area.left,
                field.rect.cy,
                size=LABEL,
                anchor_y="center",
            )
            field.draw(hover)

    def _draw_preview(self, area: Rect) -> None:
        if area.height < 60:
            return
        entry, why = self.entry()
        draw_text(
            tr("forms.preview.title"), area.left, area.top, size=LABEL, bold=True, anchor_y="top"
        )
        if entry is None:
            note(why, area, 30, theme.MUTED)
            return
        line = self.preview(entry, self.editing)
        if isinstance(line, str):
            note(line, area, 30, theme.WARNING)
            return
        sides = len(line.scores)
        row = min(48.0, (area.height - 60) / max(1, sides))
        size = min(TOTALS, row * 0.72)
        y = area.top - 30
        draw_text(
            tr("forms.preview.round"),
            area.left + area.width * 0.62,
            y,
            size=theme.SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="top",
        )
        draw_text(
            tr("forms.preview.total"),
            area.right,
            y,
            size=theme.SIZES.small,
            colour=theme.MUTED,
            anchor_x="right",
            anchor_y="top",
        )
        y -= 18
        for side in range(sides):
            cy = y - (side + 0.5) * row
            draw_text(
                name_fits(self.sheet.side_name(side), area.width * 0.36),
                area.left,
                cy,
                size=LABEL,
                anchor_y="center",
            )
            award = line.awards[side]
            draw_text(
                signed(award),
                area.left + area.width * 0.62,
                cy,
                size=size * 0.75,
                colour=award_colour(self.sheet, award),
                anchor_x="right",
                anchor_y="center",
                bold=True,
            )
            draw_text(
                points_shown(line.scores[side]),
                area.right,
                cy,
                size=size,
                bold=True,
                anchor_x="right",
                anchor_y="center",
            )
        trial = self._trial
        if trial is not None and trial.outcome is not None and self.editing is None:
            names = ", ".join(trial.side_name(s) for s in trial.outcome.winners)
            draw_text(
                fit_text(tr("forms.preview.over", names=names), area.width, LABEL),
                area.left,
                y - sides * row - 8,
                size=LABEL,
                bold=True,
                colour=theme.LEGAL,
                anchor_y="top",
            )


def _double(engine: int) -> str:
    high = tile_text(engine).split("-")[1]
    return f"{high}-{high}"


def _double_text(t: int) -> str:
    """A tile the higher half first ("6-5")."""
    low, high = tile_text(t).split("-")
    return f"{high}-{low}"
