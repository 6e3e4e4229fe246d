"""The position editor's classic screen: a classic scenario built as the colour one is.

On the left the line of play, drawn by the classic game's own table
(:class:`~figures.ui.classic.table.ClassicTable`) as the round stands after the line and the
actions (up to the one chosen in the list). On the right the game (any classic preset), the
players, the seat on turn, the tiles of the set (each coloured by where it is: a seat's
hand, the stock, the line) and the actions, each judged by the engine as ``figures check``
judges it. A click on a tile deals it (D), lays it on the line at an open end (L), or adds it
as an action (A): its ends are offered as buttons. Save and Open go through the file dialog
in the data folder's ``scenarios`` folder. C goes back to the colour table.

The state and every judgement are :class:`~figures.ui.editor.classic_model.ClassicEditor`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import arcade

from figures.classic.tiles import TEXT
from figures.texts.i18n import has_text, tr
from figures.ui import theme
from figures.ui.classic.table import ClassicTable
from figures.ui.editor.classic_model import ACTIONS, DEAL, LINE, STOCK, ClassicEditor
from figures.ui.editor.screen import EditorScreen, fitting
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.scroll import clamped
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect
from figures.ui.widgets.text import draw_text, fit_text, text

#: A tile chip of the picker, and a row of the actions.
CHIP_W, CHIP_H = 40, 22
ROW = 36


def _never() -> bool:
    return False


def _const(value: str) -> Callable[[], str]:
    return lambda: value


def reason_words(code: str) -> str:
    """A classic reason code in the player's words (the code itself when none are known)."""
    key = f"editor.classic.reason.{code}"
    return tr(key) if has_text(key) else code


def verdict_text(verdict: dict[str, Any]) -> tuple[str, RGB]:
    if not verdict.get("legal"):
        return tr("editor.play.illegal", reason=reason_words(str(verdict.get("reason")))), (
            theme.ILLEGAL
        )
    parts = []
    if "points" in verdict:
        parts.append(tr("editor.classic.points", points=verdict["points"]))
    if "drew" in verdict:
        parts.append(tr("editor.classic.drew", tile=verdict["drew"]))
    end = verdict.get("round_end")
    if end is not None:
        parts.append(tr("editor.classic.over", how=tr(f"editor.classic.how.{end['how']}")))
    elif verdict.get("next") is not None:
        parts.append(tr("editor.classic.next", seat=verdict["next"] + 1))
    return tr("editor.classic.legal", what=", ".join(parts)), theme.LEGAL


class ClassicEditorView(EditorScreen):
    """``back``: the view Esc returns to; ``colour``: the colour editor C goes back to."""

    file_name = "classic-%Y%m%d-%H%M%S"
    panel_widths = (420, 330)
    editor: ClassicEditor

    def __init__(
        self,
        window: arcade.Window,
        back: arcade.View | None,
        colour: arcade.View | None = None,
        *,
        editor: ClassicEditor | None = None,
    ) -> None:
        super().__init__(window, back)
        self.colour = colour
        self.editor = editor or ClassicEditor()
        self.table: ClassicTable | None = None
        self._table_rules: object = None
        #: The action whose table is shown (None: after them all).
        self.selected: int | None = None
        self.chip_rects: list[tuple[Rect, int]] = []
        #: The first row of tiles shown, where they are, and (all rows, rows shown).
        self.chip_row = 0
        self.chips_area = Rect()
        self.chip_rows = (0, 0)
        self.row_rects: list[tuple[Rect, int]] = []
        self.option_buttons: list[Button] = []
        e = self.editor
        self.mode_buttons = [
            self._mode(DEAL, "editor.classic.mode.deal"),
            self._mode(LINE, "editor.classic.mode.line"),
            self._mode(ACTIONS, "editor.classic.mode.actions"),
            Button(
                label=lambda: tr("editor.undo.short"), action=self.undo, enabled=lambda: e.can_undo
            ),
            Button(
                label=lambda: tr("editor.redo.short"), action=self.redo, enabled=lambda: e.can_redo
            ),
        ]
        self.file_buttons = [
            Button(label=lambda: tr("editor.classic.colour"), action=self.to_colour),
            Button(label=lambda: tr("editor.open.short"), action=self.open_dialog),
            Button(label=lambda: tr("editor.save.short"), action=self.save_dialog, primary=True),
            Button(label=lambda: tr("editor.back"), action=self.leave),
        ]
        self.setting_buttons = [
            Button(
                label=lambda: tr(f"game.title.{e.preset}"),
                action=lambda: self.change(lambda: e.step_preset(1)),
            ),
            Button(
                label=lambda: tr("editor.classic.players", n=len(e.position.hands)),
                action=lambda: self.change(e.step_players),
            ),
            Button(
                label=self.turn_label,
                action=lambda: self.change(e.step_turn),
                short=partial(self.turn_label, short=True),
            ),
        ]
        self.layout()

    def _mode(self, mode: str, key: str) -> Button:
        return Button(
            label=lambda: tr(key),
            action=lambda: self.set_mode(mode),
            selected=lambda: self.editor.mode == mode,
        )

    def _is_target(self, target: int) -> bool:
        return self.editor.target == target

    def turn_label(self, short: bool = False) -> str:
        turn = self.editor.position.turn
        tail = ".short" if short else ""
        if turn is None:
            return tr(f"editor.classic.turn.rules{tail}")
        return tr(f"editor.classic.turn{tail}", seat=turn + 1)

    # ----------------------------------------------------------------- layout

    @property
    def buttons(self) -> list[Button]:
        return [*self.mode_buttons, *self.file_buttons, *self.setting_buttons, *self.option_buttons]

    def layout(self, size: tuple[int, int] | None = None) -> None:
        width, header_bottom = self.frame(size)
        m = SIZES.margin
        x = m
        for button in self.mode_buttons:
            w = text(button.label(), 0, 0).content_width + 24
            button.rect = Rect(x, m, w, 34)
            x += w + 6
        x = width - m
        for button in reversed(self.file_buttons):
            w = text(button.label(), 0, 0).content_width + 24
            x -= w
            button.rect = Rect(x, header_bottom + 12, w, 34)
            x -= 8
        left = self.panel.left + 14
        inner = self.panel.width - 28
        top = self.panel.top
        game, players, turn = self.setting_buttons
        game.rect = Rect(left, top - 62, inner, 30)
        players.rect = Rect(left, top - 98, inner * 0.4 - 3, 30)
        turn.rect = Rect(left + inner * 0.4 + 3, top - 98, inner * 0.6 - 3, 30)
        # The short wordings when a whole one does not fit (whichever seat is on turn).
        words = [tr("editor.classic.turn.rules"), tr("editor.classic.turn", seat=9)]
        turn.compact = any(text(w, 0, 0).content_width > turn.rect.width - 12 for w in words)
        #: The first row of the options (seats to deal to, or how the tile chosen is
        #: written), two rows at most; the tiles below them.
        self.targets_y = top - 136
        self.chips_top = self.targets_y - 32 - 8
        self.table = None  # (made again for the new rectangle)

    # ----------------------------------------------------------------- actions

    def change(self, do: Callable[[], object]) -> None:
        do()
        self.leaving = False
        self._fix_selection()

    def _fix_selection(self) -> None:
        count = len(self.editor.position.actions)
        if self.selected is not None and self.selected >= count:
            self.selected = None

    def set_mode(self, mode: str) -> None:
        self.editor.mode = mode
        self.editor.tile = None

    def undo(self) -> None:
        self.change(self.editor.undo)

    def redo(self) -> None:
        self.change(self.editor.redo)

    def to_colour(self) -> None:
        if self.colour is not None:
            self.window.show_view(self.colour)

    def click_tile(self, t: int) -> None:
        editor = self.editor
        if editor.mode == DEAL:
            self.change(lambda: editor.deal(t))
            return
        editor.tile = None if editor.tile == t else t
        if editor.tile is not None and not editor.candidates(t):
            self.say(tr("editor.classic.nowhere", tile=TEXT[t]), bad=True)

    def add(self, written: str) -> None:
        problem = self.editor.add(written)
        if problem:
            self.say(problem, bad=True)
        self.editor.tile = None
        self.leaving = False

    # ----------------------------------------------------------------- files

    def error_text(self) -> str:
        """Why the position is no scenario yet: a seat with no tile in the player's words,
        else the scenario module's own line."""
        empty = [seat for seat, hand in enumerate(self.editor.position.hands) if not hand]
        if empty:
            return tr("editor.classic.empty_hand", seat=empty[0] + 1)
        return tr("editor.classic.malformed", reason=self.editor.error)

    def unsaveable(self) -> str:
        if self.editor.error:
            return tr("editor.classic.cannot_save", reason=self.error_text())
        return ""

    def after_open(self) -> None:
        self.selected = None

    # ----------------------------------------------------------------- drawing

    def shown_round(self) -> Any:
        count = None if self.selected is None else self.selected + 1
        return self.editor.round_at(count)

    def draw_table(self) -> None:
        """The round as the line and the actions (up to the one chosen) leave it."""
        editor = self.editor
        rules = editor.rules
        r = self.table_rect
        if self.table is None or self._table_rules != rules:
            names = [tr("editor.classic.seat", seat=i + 1) for i in range(rules.players)]
            self.table = ClassicTable(rules, names)
            self._table_rules = rules
            self.table.place(r.left, r.bottom, r.width, r.height)
        game = self.shown_round()
        fill_rect(r, theme.TABLE)
        if game is not None:
            self.table.show(game)
            if editor.mode == ACTIONS and editor.tile is not None:
                self.table.select(editor.tile, game.legal_actions())
            else:
                self.table.select(None, ())
            self.table.draw()
        outline_rect(r, theme.PANEL_EDGE)

    def keys_text(self) -> str:
        return tr(f"editor.classic.keys.{self.editor.mode}")

    def draw_header(self) -> None:
        m = SIZES.margin
        editor = self.editor
        room = self.file_buttons[0].rect.left - m - 16
        size = SIZES.title if room >= 600 else SIZES.title - 8
        titles = [tr("editor.classic.title"), tr("editor.classic.title.short")]
        x = self.draw_title(fitting(titles, room, size, True), size)
        if room - (x - m) > 60:  # (the file's name, when there is room for it)
            self.draw_file_name(x, room - (x - m))
        noted = self.noted()
        if noted is not None:
            line, colour = noted
        elif editor.error:
            line, colour = self.error_text(), theme.ILLEGAL
        else:
            line, colour = tr(f"editor.classic.hint.{editor.mode}"), theme.MUTED
        self.draw_status(line, colour)

    def chip_colour(self, t: int) -> tuple[RGB, RGB]:
        """A tile's chip: its fill and ink, by where it is."""
        position = self.editor.position
        owner = position.owner(t)
        on_line = any(
            x.partition("@")[0] in (TEXT[t], "-".join(reversed(TEXT[t].split("-"))))
            for x in position.line
        )
        if on_line:
            return theme.TOP_BAR, (255, 255, 255)
        if owner is None:
            return (255, 255, 255), theme.TEXT
        if owner == STOCK:
            return theme.DEAD, (255, 255, 255)
        return theme.SEATS[owner % len(theme.SEATS)], (255, 255, 255)

    def draw_panel(self) -> None:
        panel, left, inner = self.open_panel()
        editor = self.editor
        draw_text(
            fitting(
                [tr(f"editor.classic.game{k}") for k in ("", ".short", ".word")], inner, SIZES.small
            ),
            left,
            panel.top - 22,
            size=SIZES.small,
            colour=theme.MUTED,
        )
        # The options: where a dealt tile goes (each seat, the stock), or how the tile chosen
        # is written (and, for an action, draw and pass), in two rows at most.
        options: list[tuple[str, Callable[[], None], bool, Callable[[], bool]]] = []
        if editor.mode == DEAL:
            for target in [*range(len(editor.position.hands)), STOCK]:
                label = (
                    tr("editor.classic.stock")
                    if target == STOCK
                    else tr("editor.classic.seat", seat=target + 1)
                )
                options.append(
                    (
                        label,
                        partial(setattr, self.editor, "target", target),
                        False,
                        partial(self._is_target, target),
                    )
                )
        else:
            if editor.mode == ACTIONS:
                for word in ("draw", "pass"):
                    options.append((word, partial(self.add, word), False, _never))
            if editor.tile is not None:
                for written in editor.candidates(editor.tile):
                    options.append((written, partial(self.add, written), True, _never))
        self.option_buttons = []
        x, y = left, self.targets_y
        for label, action, primary, selected in options:
            w = max(56.0, text(label, 0, 0).content_width + 20)
            if x + w > left + inner:
                x, y = left, y - 32
                if y < self.targets_y - 32:
                    break
            button = Button(label=_const(label), action=action, primary=primary, selected=selected)
            button.rect = Rect(x, y, w, 28)
            self.option_buttons.append(button)
            x += w + 6
        # The tiles of the set: as many rows as a third of the panel holds (two fifths in a
        # large window), the others reached with the wheel (Mexican Train's 91 tiles in a
        # small window).
        self.chip_rects = []
        count = editor.tiles
        columns = max(1, int((inner + 4) // (CHIP_W + 4)))
        rows = -(-count // columns)
        pitch = CHIP_H + 3
        share = 0.4 if panel.height > 600 else 0.34
        shown = max(3, min(rows, int(panel.height * share // pitch)))
        self.chip_row = clamped(self.chip_row, rows, shown)
        top = self.chips_top
        self.chips_area = Rect(left, top - shown * pitch, inner, shown * pitch)
        self.chip_rows = (rows, shown)
        for t in range(self.chip_row * columns, min(count, (self.chip_row + shown) * columns)):
            row, column = divmod(t, columns)
            row -= self.chip_row
            rect = Rect(left + column * (CHIP_W + 4), top - (row + 1) * pitch, CHIP_W, CHIP_H)
            self.chip_rects.append((rect, t))
            fill, ink = self.chip_colour(t)
            fill_rect(rect, fill)
            chosen = editor.tile == t
            outline_rect(rect, theme.FOCUS if chosen else theme.PANEL_EDGE, 3 if chosen else 1)
            draw_text(
                TEXT[t],
                rect.cx,
                rect.cy,
                size=SIZES.small,
                colour=ink,
                anchor_x="center",
                anchor_y="center",
                bold=chosen,
            )
        bottom = top - shown * pitch
        if shown < rows:
            line = tr(
                "editor.picker.rows",
                first=self.chip_row + 1,
                last=self.chip_row + shown,
                rows=rows,
            )
            draw_text(
                line,
                panel.right - 14,
                bottom - 13,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_x="right",
            )
            bottom -= 16
        # What the chips' colours say.
        keys = [
            (theme.SEATS[seat % len(theme.SEATS)], tr("editor.classic.seat", seat=seat + 1))
            for seat in range(len(editor.position.hands))
        ]
        keys += [
            (theme.DEAD, tr("editor.classic.stock")),
            (theme.TOP_BAR, tr("editor.classic.on_line")),
        ]
        x = left
        y = bottom - 16
        for colour, name in keys:  # (on a second row when the panel has no room left)
            width = 14 + text(name, 0, 0, size=SIZES.small).content_width
            if x > left and x + width > left + inner:
                x, y, bottom = left, y - 16, bottom - 16
            fill_rect(Rect(x, y - 1, 10, 10), colour)
            draw_text(name, x + 14, y, size=SIZES.small, colour=theme.MUTED)
            x += width + 12
        bottom -= 18
        # The line, then the actions and their verdicts.
        y = bottom - 22
        line = " · ".join(editor.position.line) or tr("editor.classic.line.none")
        draw_text(
            fit_text(tr("editor.classic.line", line=line), inner, SIZES.small),
            left,
            y,
            size=SIZES.small,
        )
        y -= 26
        draw_text(tr("editor.classic.actions"), left, y, size=SIZES.heading, bold=True)
        y -= 8
        self.row_rects = []
        actions = editor.position.actions
        verdicts = editor.verdicts()
        rows = max(1, int((y - panel.bottom - 6) // ROW))
        first = max(0, len(actions) - rows)
        if not actions:
            draw_text(
                tr("editor.classic.actions.none"),
                left,
                y - 16,
                size=SIZES.small,
                colour=theme.MUTED,
                width=int(inner),
                anchor_y="top",
            )
        for index in range(first, len(actions)):
            rect = Rect(panel.left + 8, y - ROW, panel.width - 16, ROW - 2)
            self.row_rects.append((rect, index))
            if index == self.selected:
                fill_rect(rect, theme.mix(theme.SELECTED, (255, 255, 255), 0.75))
            draw_text(
                f"{index + 1}. {actions[index]}",
                rect.left + 6,
                rect.top - 13,
                size=SIZES.small,
                bold=True,
            )
            if index < len(verdicts):
                words, colour = verdict_text(verdicts[index])
                draw_text(
                    fit_text(words, rect.width - 12, SIZES.small, True),
                    rect.left + 6,
                    rect.bottom + 4,
                    size=SIZES.small,
                    bold=True,
                    colour=colour,
                )
            y -= ROW

    # ----------------------------------------------------------------- events

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.hover = (x, y)
        if self.modals.press(x, y):
            return
        if button == arcade.MOUSE_BUTTON_LEFT:
            for widget in list(self.buttons):
                if widget.press(x, y):
                    self._fix_selection()
                    return
            for rect, t in self.chip_rects:
                if rect.contains(x, y):
                    self.click_tile(t)
                    return
        for rect, index in self.row_rects:
            if rect.contains(x, y):
                if button == arcade.MOUSE_BUTTON_RIGHT:
                    self.change(partial(self.editor.drop_action, index))
                else:
                    self.selected = None if self.selected == index else index
                return

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if not self.modals.scroll() and scroll_y and self.chips_area.contains(x, y):
            self.chip_row = max(0, self.chip_row + (-1 if scroll_y > 0 else 1))

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.modals.key(symbol, modifiers):
            return
        key = arcade.key
        ctrl = bool(modifiers & (key.MOD_CTRL | key.MOD_COMMAND))
        editor = self.editor
        if symbol == key.ESCAPE:
            if editor.tile is not None:
                editor.tile = None
            else:
                self.leave()
            return
        self.leaving = False
        if ctrl:
            self.ctrl_key(symbol, bool(modifiers & key.MOD_SHIFT))
            return
        numbers = {key.KEY_1: 0, key.KEY_2: 1, key.KEY_3: 2, key.KEY_4: 3, key.KEY_0: STOCK}
        if symbol == key.C:
            self.to_colour()
        elif symbol == key.D:
            self.set_mode(DEAL)
        elif symbol == key.L:
            self.set_mode(LINE)
        elif symbol == key.A:
            self.set_mode(ACTIONS)
        elif symbol in (key.PAGEUP, key.PAGEDOWN):
            self.change(lambda: editor.step_preset(-1 if symbol == key.PAGEUP else 1))
        elif symbol in numbers and editor.mode == DEAL:
            target = numbers[symbol]
            if target == STOCK or target < len(editor.position.hands):
                editor.target = target
        elif symbol in (key.DELETE, key.BACKSPACE):
            if editor.mode == LINE:
                self.change(editor.drop_line)
            elif editor.mode == ACTIONS and editor.position.actions:
                index = (
                    self.selected if self.selected is not None else len(editor.position.actions) - 1
                )
                self.change(lambda: editor.drop_action(index))
