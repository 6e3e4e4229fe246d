"""The save and open dialog: a file name to type, the saved files to pick from (each said in
words: the game, the players, how it stands, when, and a small picture of the table), a
message.

Arcade has no system file dialog; this one lives inside the window, over the current view,
and is driven by the view's mouse and key handlers (the wheel: a handler of its own on the
window while it is shown). The list holds every file, newest first, and scrolls (the wheel,
the arrows, Page Up / Page Down); only the rows shown are read. The replay's dialog lists the
finished games too (:func:`figures.app.storage.replayable_games`). The pictures are made off
the UI thread (:data:`figures.ui.shell.file_summary.THUMBNAILS`) and kept for the next time: the
dialog shows at once, and each picture as it is ready.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import arcade

from figures.app.storage import FINISHED, replayable_games, saves_dir
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.shell.file_summary import (
    KEPT,
    THUMBNAIL,
    THUMBNAILS,
    FileKey,
    FileSummary,
    file_key,
    summary_of,
)
from figures.ui.theme import SIZES
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.field import TextField
from figures.ui.widgets.scroll import clamped, in_sight
from figures.ui.widgets.shapes import Rect, fill_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text

#: The height of a file's row in the list.
ROW = 46
#: Two clicks on the same file within this many seconds open it.
DOUBLE_CLICK = 0.5
#: The replay's dialog (its title): it offers the finished games too.
REPLAY_TITLE = "replay.dialog.title"
#: The thumbnails' textures, by file (made in the UI thread from the pictures made off it).
_TEXTURES: dict[FileKey, arcade.Texture | None] = {}


def _draw_again() -> None:
    """A picture is ready (called from the thumbnails' thread): the window draws at its next
    tick (the frame policy's flag; nothing else is touched from that thread)."""
    try:
        window = arcade.get_window()
    except Exception:  # no window (a test without one)
        return
    policy = getattr(window, "frames", None)
    if policy is not None:
        policy.changed()


class FileDialog:
    """``mode`` is "save" or "open"; ``submit(path)`` returns an error message or None.

    A game is saved by default; what else a screen saves or opens (a score sheet, a CSV
    export) gives its ``title`` (a text key), the ``suffix`` every name saved ends with and the
    suggested ``name`` (a ``time.strftime`` pattern)."""

    def __init__(
        self,
        mode: str,
        submit: Callable[[Path], str | None],
        close: Callable[[], None],
        *,
        title: str | None = None,
        suffix: str = ".json",
        name: str = "game-%Y%m%d-%H%M%S",
        replays: bool | None = None,
        folder: Path | None = None,
        recent: str | None = None,
    ) -> None:
        self.mode = mode
        #: Whether the list offers the finished games too (the replay's dialog: by default
        #: when it has the replay's title).
        self.replays = title == REPLAY_TITLE if replays is None else replays
        self._submit = submit
        self._close = close
        self.title = title or ("file.save.title" if mode == "save" else "file.open.title")
        self.suffix = suffix
        #: The folder listed (the saves folder unless another is given: the scenarios'), and
        #: the text key of the line above its list.
        folder = saves_dir() if folder is None else folder
        self.folder = folder
        self.recent = recent or ("replay.dialog.recent" if self.replays else "file.recent")
        default = ""
        if mode == "save":
            default = str(folder / time.strftime(name + suffix))
        # The suggested name is selected: typing replaces it, End or a click keeps it.
        self.field = TextField(value=default, focused=True, max_length=300)
        self.field.selected = bool(default)
        self.error = ""
        self.files = self._list()
        #: The first file of the list shown (the list scrolled by so many), and how many rows
        #: the dialog has room for.
        self.first = 0
        self.room = 1
        self.summaries: dict[Path, FileSummary] = {}
        self.pictures: dict[Path, arcade.Texture | None] = {}
        THUMBNAILS.ready = _draw_again
        #: Frames drawn (the first asks for no picture).
        self.frames = 0
        self._watch_window()
        #: The file of the list chosen (a click or the arrows); Enter or a second click opens.
        self.chosen: Path | None = None
        self.last_click = 0.0
        self.rect = Rect()
        self.list_rect = Rect()
        self.file_rects: list[tuple[Rect, Path]] = []
        self.ok = Button(
            label=lambda: tr("file.ok.save" if self.mode == "save" else "file.ok.open"),
            action=self.submit,
            primary=True,
        )
        self.cancel = Button(label=lambda: tr("file.cancel"), action=self._close)

    def _list(self) -> list[Path]:
        if self.replays:
            return replayable_games(self.folder)
        try:
            found = [p for p in self.folder.glob("*.json") if p.is_file()]
            return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)
        except OSError:
            return []

    def _watch_window(self) -> None:
        """While this dialog is the shown view's, the mouse wheel scrolls its list, and the
        keys held down, the motions of the editing keys and a drag go to its field: handlers
        on the window (on top of the view's), which let everything else go by and take
        themselves off once the dialog is gone."""
        try:
            window = arcade.get_window()
        except Exception:  # no window (a test without one): no wheel
            return
        handlers: dict[str, Callable[..., bool | None]] = {}

        def shown() -> bool:
            if getattr(window.current_view, "dialog", None) is self:
                return True
            for name, handler in handlers.items():
                window.remove_handler(name, handler)
            return False

        def on_mouse_scroll(x: int, y: int, scroll_x: float, scroll_y: float) -> bool | None:
            return (shown() and self.scroll(x, y, scroll_y)) or None

        def on_text_motion(motion: int) -> bool | None:
            return (shown() and self.motion(motion, False)) or None

        def on_text_motion_select(motion: int) -> bool | None:
            return (shown() and self.motion(motion, True)) or None

        def on_mouse_drag(x: int, y: int, *_: int) -> bool | None:
            return (shown() and self.field.drag(x, y)) or None

        def on_mouse_release(*_: int) -> bool | None:
            if shown():
                self.field.release()
            return None

        handlers.update(
            on_mouse_scroll=on_mouse_scroll,
            on_text_motion=on_text_motion,
            on_text_motion_select=on_text_motion_select,
            on_mouse_drag=on_mouse_drag,
            on_mouse_release=on_mouse_release,
        )
        window.push_handlers(**handlers)

    def summary(self, path: Path) -> FileSummary:
        """What the list says of ``path`` (read once; kept for the next list too)."""
        if path not in self.summaries:
            self.summaries[path] = summary_of(path)
        return self.summaries[path]

    def picture(self, path: Path) -> arcade.Texture | None:
        """A small picture of the table saved in ``path``, when it is made (off the UI
        thread: None until then, and for a sheet or a file that cannot be re-played)."""
        if path in self.pictures:
            return self.pictures[path]
        key = file_key(path)
        if key is not None and key in _TEXTURES:
            self.pictures[path] = _TEXTURES[key]
            return self.pictures[path]
        made, image = THUMBNAILS.get(path)
        if not made:
            return None
        name = f"figures-file-{key}"
        texture = None if image is None else arcade.Texture(image, hash=name)
        self.pictures[path] = texture
        if key is not None:
            _TEXTURES[key] = texture
            while len(_TEXTURES) > KEPT:  # (the oldest first: a dict keeps its order)
                del _TEXTURES[next(iter(_TEXTURES))]
        return texture

    def source(self, path: Path) -> str:
        """Where a row's game comes from, in its details: the file's name; in words for a
        finished game kept by the game itself or still in an autosave."""
        if path.parent == self.folder / FINISHED:
            return tr("replay.dialog.kept")
        if path.parent == self.folder.parent and path.name.startswith("autosave"):
            return tr("replay.dialog.autosave")
        return path.name

    def pending(self, path: Path) -> bool:
        """Whether the picture of ``path`` is still being made."""
        return path not in self.pictures

    def layout(self, width: int, height: int) -> None:
        w, h = min(760, width - 40), min(500, height - 20)
        self.rect = Rect((width - w) / 2, (height - h) / 2, w, h)
        r = self.rect
        self.field.rect = Rect(r.left + 90, r.top - 92, r.width - 110, 34)
        self.ok.rect = Rect(r.right - 250, r.bottom + 16, 110, SIZES.button_height)
        self.cancel.rect = Rect(r.right - 130, r.bottom + 16, 110, SIZES.button_height)
        self.file_rects = []
        top = r.top - 134
        self.room = max(1, int((top - (r.bottom + 24 + SIZES.button_height + 30)) // ROW))
        self.first = clamped(self.first, len(self.files), self.room)
        scrolls = len(self.files) > self.room
        row_w = r.width - 40 - (12 if scrolls else 0)
        shown = self.files[self.first : self.first + self.room]
        for index, path in enumerate(shown):
            self.file_rects.append(
                (Rect(r.left + 20, top - (index + 1) * ROW + 2, row_w, ROW - 4), path)
            )
        self.list_rect = Rect(r.left + 20, top - self.room * ROW, r.width - 40, self.room * ROW)

    def draw(self, hover: tuple[float, float] | None) -> None:
        window = arcade.get_window()
        self.layout(window.width, window.height)
        fill_rect(Rect(0, 0, window.width, window.height), theme.OVERLAY)
        shadowed_panel(self.rect)
        r = self.rect
        title = tr(self.title)
        draw_text(title, r.left + 20, r.top - 36, size=SIZES.heading, bold=True)
        draw_text(tr("file.path"), r.left + 20, r.top - 75, anchor_y="center")
        self.field.draw(hover)
        draw_text(
            fit_text(tr(self.recent, folder=str(self.folder)), r.width - 40),
            r.left + 20,
            r.top - 122,
            colour=theme.MUTED,
        )
        if not self.file_rects:
            draw_text(tr("file.none"), r.left + 20, r.top - 150, colour=theme.MUTED)
        for rect, path in self.file_rects:
            if path == self.chosen:
                fill_rect(rect, theme.mix(theme.SELECTED, (255, 255, 255), 0.75))
            elif hover is not None and rect.contains(*hover):
                fill_rect(rect, theme.BUTTON_HOVER)
            about = self.summary(path)
            left = rect.left + 6
            picture = self.picture(path)
            if picture is None and self.pending(path):  # (being made: its place kept)
                box = Rect(left + 4, rect.cy - 14, THUMBNAIL[0] - 8, 28)
                fill_rect(box, theme.mix(theme.PANEL_EDGE, (255, 255, 255), 0.6))
            if picture is not None:
                w, h = picture.width, picture.height
                box = Rect(left + (THUMBNAIL[0] - w) / 2, rect.cy - h / 2, w, h)
                arcade.draw_texture_rect(picture, arcade.LBWH(box.left, box.bottom, w, h))
            left += THUMBNAIL[0] + 10
            draw_text(
                fit_text(about.title, rect.right - left - 6, bold=True),
                left,
                rect.top - 4,
                anchor_y="top",
                bold=True,
            )
            detail = f"{about.with_scores(THUMBNAILS.scores(path))} · {self.source(path)}"
            draw_text(
                fit_text(detail, rect.right - left - 6, SIZES.small),
                left,
                rect.bottom + 4,
                size=SIZES.small,
                colour=theme.MUTED,
            )
        self.draw_scrollbar()
        if self.mode == "open" and self.file_rects:
            draw_text(
                fit_text(tr("file.hint.open"), r.width - 300, SIZES.small),
                r.left + 20,
                r.bottom + 16 + SIZES.button_height / 2,
                size=SIZES.small,
                colour=theme.MUTED,
                anchor_y="center",
            )
        if self.error:  # above the buttons, across the dialog, wrapped: never cut off
            draw_text(
                self.error,
                r.left + 20,
                r.bottom + 24 + SIZES.button_height + 10,
                colour=theme.ILLEGAL,
                width=int(r.width - 40),
                anchor_y="bottom",
            )
        self.ok.draw(hover)
        self.cancel.draw(hover)
        # The pictures of the rows shown not made yet: asked for from the second frame on
        # (the thread would slow the first one down, sharing the interpreter and the cores
        # with its drawing), which the first one asks for.
        self.frames += 1
        if self.frames == 1:
            _draw_again()
        else:
            THUMBNAILS.want([path for _, path in self.file_rects if self.pending(path)])

    def draw_scrollbar(self) -> None:
        """Where the rows shown are in the whole list, when it does not fit."""
        count = len(self.files)
        if count <= self.room:
            return
        track = Rect(self.list_rect.right - 6, self.list_rect.bottom, 6, self.list_rect.height)
        fill_rect(track, theme.mix(theme.PANEL_EDGE, (255, 255, 255), 0.5))
        height = max(16.0, track.height * self.room / count)
        top = track.top - (track.height - height) * self.first / (count - self.room)
        fill_rect(Rect(track.left, top - height, track.width, height), theme.PANEL_EDGE)

    def scroll(self, x: float, y: float, amount: float) -> bool:
        """The wheel over the list: three rows a notch (up shows newer files), at least one;
        True when it was over the list."""
        if not self.list_rect.contains(x, y) or not amount:
            return False
        step = -round(3 * amount) or (-1 if amount > 0 else 1)  # (a touchpad: fractions)
        self.first = clamped(self.first + step, len(self.files), self.room)
        return True

    def press(self, x: float, y: float) -> None:
        if self.ok.press(x, y) or self.cancel.press(x, y):
            return
        for rect, path in self.file_rects:
            if rect.contains(x, y):
                now = time.monotonic()
                again = path == self.chosen and now - self.last_click < DOUBLE_CLICK
                self.choose(path)
                self.last_click = now
                if again and self.mode == "open":
                    self.submit()
                return
        if not self.field.press(x, y):
            self.field.focused = True

    def choose(self, path: Path) -> None:
        """``path`` chosen in the list: its name in the field, to open (or save over) with
        Enter."""
        self.chosen = path
        self.field.value = str(path)
        self.error = ""

    def step(self, delta: int) -> None:
        """The arrows (Page Up / Page Down: a page): the next or previous file of the list
        chosen, the list scrolled to show it."""
        files = self.files
        if not files:
            return
        # (none chosen yet: the first row shown, either way)
        index = files.index(self.chosen) + delta if self.chosen in files else self.first
        index = max(0, min(len(files) - 1, index))
        self.choose(files[index])
        self.first = in_sight(self.first, index, self.room)

    def key(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER):
            self.submit()
        elif symbol == arcade.key.ESCAPE:
            self._close()
        elif symbol in (arcade.key.UP, arcade.key.DOWN):
            self.step(-1 if symbol == arcade.key.UP else 1)
        elif symbol in (arcade.key.PAGEUP, arcade.key.PAGEDOWN):
            self.step(-self.room if symbol == arcade.key.PAGEUP else self.room)
        else:
            before = self.field.value
            self.field.edit_key(symbol, modifiers)
            if self.field.value != before:
                self.error = ""

    def motion(self, motion: int, select: bool) -> bool:
        """A text motion of the window (a key held down repeats one) for the field."""
        before = self.field.value
        done = self.field.text_motion(motion, select)
        if self.field.value != before:
            self.error = ""
        return done

    def text(self, content: str) -> None:
        before = self.field.value
        self.field.type(content)
        if self.field.value != before:
            self.error = ""

    def submit(self) -> None:
        value = self.field.value.strip()
        if not value:
            return
        try:  # a name too long, a folder one may not enter...: said here, never raised
            path = Path(value).expanduser()
            if not path.is_absolute():  # (a name alone, or a path from the folder listed)
                path = self.folder / path
            if self.mode == "save":
                if path.suffix.lower() != self.suffix and not path.is_dir():
                    path = path.with_suffix(self.suffix)
                problem = self.save_problem(path)
                if problem:
                    self.error = problem
                    return
        except (OSError, RuntimeError, ValueError) as exc:
            self.error = tr("file.error.path", message=getattr(exc, "strerror", None) or str(exc))
            return
        error = self._submit(path)
        if error:
            self.error = error
        else:
            self._close()

    def save_problem(self, path: Path) -> str:
        """Why ``path`` cannot be saved to, or "": its folder must exist (the game's own save
        folder is made when needed) and it must not be a folder."""
        folder = path.parent
        if path.is_dir():
            return tr("file.error.is_folder", path=str(path))
        if folder.resolve() != self.folder.resolve() and not folder.is_dir():
            return tr("file.error.no_folder", folder=str(folder))
        return ""
