"""What both screens of the position editor share: the frame (the table on the left, the
panel on the right, the header above), the message line, leaving with unsaved changes, the
file dialog (Save and Open, in the data folder's ``scenarios`` folder), the history's keys
and the keys line under the table. The colour screen (:class:`~figures.ui.editor.view.
EditorView`) and the classic one (:class:`~figures.ui.editor.classic_view.ClassicEditorView`)
draw their table and panel and say what a saved file is called.
"""

from __future__ import annotations

import time
from abc import abstractmethod
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import arcade

from figures.core.errors import FiguresError
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.editor.common import NOTE_TIME, History, scenarios_dir
from figures.ui.shell.keys import bound
from figures.ui.theme import RGB, SIZES, rgba
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.dialog import FileDialog
from figures.ui.widgets.modal import ModalSlot, ModalStack
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text

#: The header's height.
HEADER = 60


def fitting(choices: Sequence[str], room: float, size: float, bold: bool = False) -> str:
    """The first of ``choices`` (wordings from the longest) that fits ``room`` whole in
    ``size``; the last cut only when none does."""
    for choice in choices:
        if text(choice, 0, 0, size=size, bold=bold).content_width <= room:
            return choice
    return fit_text(choices[-1], room, size, bold)


class EditorScreen(arcade.View):
    """``back``: the view Esc returns to (the set-up)."""

    #: The name the save dialog proposes for a new file (a ``time.strftime`` pattern).
    file_name = "position-%Y%m%d-%H%M%S"
    #: The panel's width in a wide window (1200 pixels or more), and in a narrower one.
    panel_widths = (380, 300)
    editor: History[Any]
    #: The file dialog open over the editor (a layer of its modal stack), if any.
    dialog = ModalSlot(FileDialog)

    def __init__(self, window: arcade.Window, back: arcade.View | None) -> None:
        super().__init__(window)
        self.back = back
        self.hover: tuple[float, float] | None = None
        #: What is open over the editor (the file dialog): it takes the input.
        self.modals = ModalStack()
        self.note = ""
        self.note_bad = False
        self.note_at = 0.0
        #: Esc was pressed with unsaved changes: a second one leaves.
        self.leaving = False
        self.window_size = (window.width, window.height)
        self.panel = Rect()
        self.table_rect = Rect()

    # ----------------------------------------------------------------- what each side says
    # (each side has its buttons, places them, draws its table, header and panel, writes
    # the keys of its mode under the table, and undoes and redoes)

    @property
    @abstractmethod
    def buttons(self) -> list[Button]: ...
    @abstractmethod
    def layout(self, size: tuple[int, int] | None = None) -> None: ...
    @abstractmethod
    def draw_table(self) -> None: ...
    @abstractmethod
    def draw_header(self) -> None: ...
    @abstractmethod
    def draw_panel(self) -> None: ...
    @abstractmethod
    def keys_text(self) -> str: ...
    @abstractmethod
    def undo(self) -> None: ...
    @abstractmethod
    def redo(self) -> None: ...

    def unsaveable(self) -> str:
        """Why the position cannot be saved as it is ("" when it can)."""
        return ""

    def save_error(self, error: FiguresError | OSError) -> str:
        """What the save dialog says when the file cannot be written."""
        return str(error)

    def after_open(self) -> None:
        """After a file is opened: the screen set for the new position."""

    def type_text(self, content: str) -> None:
        """Text typed with no dialog open."""

    # ----------------------------------------------------------------- layout

    def frame(self, size: tuple[int, int] | None) -> tuple[int, int]:
        """The panel and the table placed for a window of ``size`` (by default the
        window's); the window's width and the header's bottom."""
        width, height = size or (self.window.width, self.window.height)
        self.window_size = (width, height)
        m = SIZES.margin
        wide, narrow = self.panel_widths
        panel_w = wide if width >= 1200 else narrow
        header_bottom = height - HEADER
        self.panel = Rect(width - panel_w - m, m, panel_w, header_bottom - m)
        self.table_rect = Rect(m, 86, self.panel.left - 2 * m, header_bottom - 30 - 86)
        return width, header_bottom

    def on_resize(self, width: int, height: int) -> None:
        self.layout((width, height))

    def on_show_view(self) -> None:
        self.layout()

    # ----------------------------------------------------------------- actions

    def say(self, message: str, *, bad: bool = False) -> None:
        self.note, self.note_bad, self.note_at = message, bad, time.monotonic()

    def leave(self) -> None:
        if self.editor.changed and not self.leaving:
            self.leaving = True
            self.say(tr("editor.leave"), bad=True)
            return
        if self.back is not None:
            self.window.show_view(self.back)

    def ctrl_key(self, symbol: int, shift: bool) -> None:
        """Ctrl (or Cmd) and ``symbol``: save, open, undo, redo (the key table's,
        :mod:`figures.ui.shell.keys`)."""
        modifiers = arcade.key.MOD_CTRL | (arcade.key.MOD_SHIFT if shift else 0)
        commands = {
            "save": self.save_dialog,
            "open": self.open_dialog,
            "undo": self.undo,
            "redo": self.redo,
        }
        action = bound(symbol, modifiers, tuple(commands))
        if action is not None:
            commands[action]()

    def on_text(self, content: str) -> None:
        if not self.modals.text(content):
            self.type_text(content)

    # ----------------------------------------------------------------- files

    def _dialog(self, mode: str) -> FileDialog:
        folder = scenarios_dir()
        dialog = FileDialog(
            mode,
            self.save_to if mode == "save" else self.open_from,
            self.close_dialog,
            title="editor.dialog.save" if mode == "save" else "editor.dialog.open",
            name=self.file_name,
            folder=folder,
            recent="editor.dialog.recent",
        )
        if mode == "save":
            path = self.editor.path or folder / time.strftime(f"{self.file_name}.json")
            dialog.field.value = str(path)
        return dialog

    def save_dialog(self) -> None:
        reason = self.unsaveable()
        if reason:
            self.say(reason, bad=True)
            return
        self.dialog = self._dialog("save")

    def open_dialog(self) -> None:
        self.dialog = self._dialog("open")

    def close_dialog(self) -> None:
        self.dialog = None

    def save_to(self, path: Path) -> str | None:
        try:
            self.editor.save(path)
        except (FiguresError, OSError) as error:
            return self.save_error(error)
        self.say(tr("editor.saved", path=str(path), name=path.name))
        return None

    def open_from(self, path: Path) -> str | None:
        try:
            self.editor.open(path)
        except (FiguresError, OSError) as error:
            return str(error)
        self.after_open()
        self.say(tr("editor.opened", path=str(path)))
        return None

    # ----------------------------------------------------------------- drawing

    def on_draw(self) -> None:
        self.clear()
        self.draw_table()
        self.draw_header()
        self.draw_panel()
        for button in self.buttons:
            button.draw(self.hover)
        room = self.table_rect.width
        # (two lines at most, between the table and the buttons)
        draw_text(
            fit_text(self.keys_text(), 2 * room - 60, SIZES.small),
            SIZES.margin,
            self.table_rect.bottom - 4,
            size=SIZES.small,
            colour=theme.MUTED,
            width=int(room),
            anchor_y="top",
        )
        self.modals.draw(self.hover)

    def draw_title(self, title: str, size: int) -> float:
        """The screen's title at the header's left in ``size``; where the file's name may
        go to its right."""
        m = SIZES.margin
        label = draw_text(title, m, self.window_size[1] - 42, size=size, bold=True)
        return m + label.content_width + 10

    def draw_file_name(self, x: float, room: float) -> None:
        """The file's name (or "untitled") from ``x``, marked when it has unsaved changes."""
        editor = self.editor
        name = editor.path.name if editor.path is not None else tr("editor.untitled")
        parts = [f"· {name}"] + ([tr("editor.changed")] if editor.changed else [])
        rows, size = self.file_name_shown(parts, room)
        y = self.window_size[1] - 42
        for index, row in enumerate(rows):  # (two rows: around the title's baseline)
            offset = 0.0 if len(rows) == 1 else (7.0 if index == 0 else -7.0)
            draw_text(row, x, y + offset, size=size, colour=theme.MUTED)

    @staticmethod
    def file_name_shown(parts: list[str], room: float) -> tuple[list[str], float]:
        """The file's name and its unsaved mark as the header shows them in ``room``, and
        their size: in one row of the header's type, else of a smaller one, else in two rows
        of the smallest (the mark on the second, or between words); cut only when even that
        has no room (a name without spaces)."""
        line = " ".join(parts)
        for size in (float(SIZES.heading), float(SIZES.text), float(SIZES.small)):
            if text(line, 0, 0, size=size).content_width <= room:
                return [line], size
        small = float(SIZES.small)
        if len(parts) > 1 and all(text(p, 0, 0, size=small).content_width <= room for p in parts):
            return parts, small
        words = line.split(" ")
        for cut in range(len(words) - 1, 0, -1):  # (two rows of whole words)
            rows = [" ".join(words[:cut]), " ".join(words[cut:])]
            if all(text(row, 0, 0, size=small).content_width <= room for row in rows):
                return rows, small
        return [fit_text(line, room, small)], small

    def open_panel(self) -> tuple[Rect, float, float]:
        """The panel's ground drawn; the panel, its inner left and its inner width."""
        shadowed_panel(self.panel)
        return self.panel, self.panel.left + 14, self.panel.width - 28

    def noted(self) -> tuple[str, RGB] | None:
        """The message said last, while it stands (as long as a leave waits for a second
        Esc), or None."""
        if self.note and (self.leaving or time.monotonic() - self.note_at < NOTE_TIME):
            return self.note, theme.ILLEGAL if self.note_bad else theme.TEXT
        return None

    def status_label(self, line: str, colour: RGB) -> arcade.Text:
        """The line over the table, placed: on one line when it fits there; a longer one
        (a refusal and its reason, in a narrow window) whole, wrapped between words at the
        small size from the header's foot down over the table's top edge."""
        room = self.table_rect.width
        m = SIZES.margin
        if text(line, 0, 0, bold=True).content_width <= room:
            return text(line, m, self.table_rect.top + 10, bold=True, colour=colour)
        top = self.window_size[1] - HEADER - 2
        width = int(room)
        return text(
            line, m, top, size=SIZES.small, bold=True, colour=colour, width=width, anchor_y="top"
        )

    def draw_status(self, line: str, colour: RGB) -> None:
        """The line over the table (:meth:`status_label`); wrapped, on a ground of the
        panel's colour that the table shows through a little."""
        label = self.status_label(line, colour)
        if label.multiline:
            m = SIZES.margin
            height = label.content_height
            ground = Rect(m - 6, label.y - height - 4, self.table_rect.width + 12, height + 6)
            fill_rect(ground, rgba(theme.PANEL, 235))
            outline_rect(ground, theme.PANEL_EDGE)
        label.draw()
