"""The set-up: the choice of a game (every game of :data:`figures.games.GAMES`, each with its
picture, title and a line about it), then that game's options, a panel its family's entry of
:mod:`figures.ui.shell.shells` makes (the colour game's in :mod:`figures.ui.colour.setup`, the
classic presets' in :mod:`figures.ui.classic.setup`); for every game the language and sound
(and for the colour game the colour-blind symbols); the statistics (S); the position editor
(E); and the offer to resume an autosaved game.

The games are a column on the left, the chosen one's options beside it (one screen: the
choice is always in sight, and the colour game's options are where they always were). Page
Up and Page Down change the game; Tab goes through the fields and buttons, Space presses the
button that has the focus, Enter starts. A seat's kind is picked from a list its button opens
(a click, or Space or Down on it; Up and Down, Enter, Esc). Each game's last set-up is
remembered (:class:`~figures.app.options.Options`)."""

from __future__ import annotations

import string
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from figures.app import sheet_session
from figures.app.storage import finished_dir
from figures.games import COLOUR, GAMES
from figures.texts.i18n import language_name, languages, tr
from figures.ui import theme
from figures.ui.colour.view import kept_note
from figures.ui.replay.steps import open_replay
from figures.ui.replay.view import ReplayView
from figures.ui.setup.games import (
    GameCard,
    game_card_title,
    game_line,
    game_picture,
    game_title,
    word_rows,
)
from figures.ui.setup.names import PaneNames
from figures.ui.setup.offer import ResumeOffer
from figures.ui.setup.panel import ChoiceButton, ChoiceList, OptionsPanel, refusal_text
from figures.ui.setup.shared import SharedRows
from figures.ui.shell.file_summary import describe
from figures.ui.shell.shells import shell_of_game
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.buttons import Button, Widget, draw_widgets, press_widgets
from figures.ui.widgets.dialog import FileDialog
from figures.ui.widgets.field import TextField
from figures.ui.widgets.focus import next_in_ring
from figures.ui.widgets.modal import ModalSlot, ModalStack
from figures.ui.widgets.shapes import Rect, fill_rect, outline_rect, shadowed_panel
from figures.ui.widgets.text import draw_text, fit_text, text

if TYPE_CHECKING:
    from figures.sheet.model import Sheet
    from figures.ui.shell.navigation import GameMatch, Navigator

# ----------------------------------------------------------------------------- the screen


class SetupView(PaneNames, arcade.View):
    """The set-up: the games' column, the chosen game's options (its family's panel, from
    :mod:`figures.ui.shell.shells`), the rows every game shares (language, colour-blind mode), the
    offer to resume, Start, Open and the rules."""

    #: No computer players play here (the rules screen does not say they wait).
    no_computers = True
    #: The file dialog open over the set-up (a layer of its modal stack), if any.
    dialog = ModalSlot(FileDialog)

    def __init__(self, app: Navigator, *, resume: GameMatch | None = None) -> None:
        super().__init__(app.window)
        self.app = app
        #: The unfinished game offered to resume, of any family.
        self.resume = resume
        #: Start was pressed while a game is unfinished: the banner asks to confirm.
        self.confirming = False
        self.hover: tuple[float, float] | None = None
        self.error = ""
        #: What is open over the set-up (the file dialog): it takes the input.
        self.modals = ModalStack()
        #: A list open over the set-up to pick from (a seat's kind), or None.
        self.popup: ChoiceList | None = None
        #: R opened the replay's dialog: the letter it types next is not a file name's.
        self.swallow = False
        #: The unfinished score sheet of the last launch, offered to resume (K).
        self.sheet_resume: Sheet | None = app.resumable_sheet()
        options = app.options
        #: The game whose options are shown.
        self.game = options.game if options.game in GAMES else COLOUR
        #: The button that has the keyboard's focus (Tab), pressed with Space.
        self.key_focus: Button | None = None
        #: Each game's options looked at in this set-up (its family's panel), kept while
        #: another game is shown.
        self.option_panes: dict[str, OptionsPanel] = {}
        self.widgets: list[Widget] = []
        self.cards = [
            GameCard(
                name=name, chosen=partial(self.is_game, name), action=partial(self.choose, name)
            )
            for name in GAMES
        ]
        self.build()

    # ----------------------------------------------------------------- the game

    def is_game(self, name: str) -> bool:
        return self.game == name

    def pane_of(self, name: str) -> OptionsPanel:
        """Game ``name``'s options, made by its family's entry the first time they are
        shown."""
        if name not in self.option_panes:
            self.option_panes[name] = shell_of_game(name).panel(self, name)
        return self.option_panes[name]

    @property
    def pane(self) -> OptionsPanel:
        """The options of the game shown."""
        return self.pane_of(self.game)

    def choose(self, name: str) -> None:
        """Show the options of game ``name``."""
        if name == self.game or name not in GAMES:
            return
        self.pane.keep()
        self.game = name
        self.error = ""
        self.focus(TextField())
        self.build()

    def open_list(self, choices: ChoiceList) -> None:
        """Show ``choices`` over the set-up: it takes the keys and clicks until it closes."""
        self.popup = choices

    def step_game(self, delta: int) -> None:
        names = list(GAMES)
        self.choose(names[(names.index(self.game) + delta) % len(names)])

    # ----------------------------------------------------------------- widgets

    def fields(self) -> list[TextField]:
        return self.pane.fields()

    def focus(self, field: TextField) -> None:
        fields = [f for pane in self.option_panes.values() for f in pane.fields()]
        for other in fields:
            other.focused = other is field
            if other is not field:
                other.selected = False
        self.key_focus = None

    def ring(self) -> list[Widget]:
        """What Tab goes through, in reading order: the fields and buttons shown."""
        return [
            w
            for w in self.widgets
            if isinstance(w, (Button, TextField))
            and w.visible()
            and (not isinstance(w, Button) or w.enabled())
        ]

    def tab(self, backwards: bool = False) -> None:
        ring = self.ring()
        if not ring:
            return
        focused = next((f for f in self.fields() if f.focused), None) or self.key_focus
        target = next_in_ring(ring, focused, backwards)
        if isinstance(target, TextField):
            self.focus(target)
        else:
            assert isinstance(target, Button)
            self.focus(TextField())
            self.key_focus = target

    def build(self) -> None:
        self.popup = None
        w: list[Widget] = [*self.cards]
        pane = self.pane
        pane.build()
        w += pane.widgets
        self.shared = SharedRows(self.app, lambda: self.game, self.choose_language)
        self.language_button = self.shared.language_button
        self.colour_button = self.shared.colour_button
        self.mute_button = self.shared.mute_button
        self.quieter_button = self.shared.quieter_button
        self.louder_button = self.shared.louder_button
        w += self.shared.widgets()
        self.offer = ResumeOffer(self)
        self.resume_yes, self.resume_no = self.offer.yes, self.offer.no
        self.start_button = Button(
            label=lambda: tr("setup.start"), action=self.start, primary=True, size=16
        )
        self.open_button = Button(
            label=lambda: tr("setup.open"),
            short=lambda: tr("setup.open.short"),
            action=self.open_dialog,
        )
        self.replay_button = Button(
            label=lambda: tr("setup.replay"),
            short=lambda: tr("setup.replay.short"),
            action=self.replay_dialog,
        )
        self.rules_button = Button(label=lambda: tr("setup.rules"), action=self.show_rules)
        self.sheet_button = Button(
            label=self.sheet_label,
            short=lambda: tr(
                "setup.sheet.short" if self.sheet_resume is None else "setup.sheet.resume.short"
            ),
            action=self.keep_score,
            selected=lambda: self.sheet_resume is not None,
        )
        self.sheet_new_button = Button(
            label=lambda: tr("setup.sheet.new"),
            short=lambda: tr("setup.sheet.new.short"),
            action=self.new_sheet,
            visible=lambda: self.sheet_resume is not None,
        )
        w += [self.resume_yes, self.resume_no, self.start_button, self.open_button]
        w.append(self.replay_button)
        self.stats_button = Button(
            label=lambda: tr("setup.stats"),
            short=lambda: tr("setup.stats.short"),
            action=self.show_stats,
        )
        w += [self.rules_button, self.stats_button, self.sheet_button, self.sheet_new_button]
        self.online_button = Button(
            label=lambda: tr("setup.online"),
            short=lambda: tr("setup.online.short"),
            action=self.play_online,
        )
        w.append(self.online_button)
        self.guide_button = Button(
            label=lambda: tr("tutorial.setup_button"),
            action=self.start_guide,
            primary=self.guide_offered(),
        )
        w.append(self.guide_button)
        self.editor_button = Button(
            label=lambda: tr("editor.setup_button"),
            short=lambda: tr("editor.setup_button.short"),
            action=self.edit_position,
        )
        w.append(self.editor_button)
        self.widgets = w
        self.key_focus = None
        self.layout()

    def layout(self) -> None:
        """The game column on the left, the chosen game's options beside it: rows from the
        top of the panel; in a low window the rows come closer together (and the typing hint
        goes) so that everything stays on the panel; the fields start after the widest
        label."""
        width, height = self.window.width, self.window.height
        panel_w = min(1180, width - 40)
        left = (width - panel_w) / 2
        self.panel = Rect(left, 20, panel_w, height - 40)
        self.title_top = height - (78 if height >= 700 else 64)
        guide_w = text(tr("tutorial.setup_button"), 0, 0).content_width + 28
        self.guide_button.rect = Rect(
            self.panel.right - 190 - 16 - guide_w, self.title_top - 8, guide_w, 36
        )
        # The position editor left of the guide, clear of the title (short label if need be).
        title_right = (
            self.panel.left + 30 + text(tr("app.title"), 0, 0, size=34, bold=True).content_width
        )
        # Play online left of it: both short when the row has not the room for both whole.
        room = self.guide_button.rect.left - 10 - (title_right + 24)
        editor_w = text(tr("editor.setup_button"), 0, 0).content_width + 28
        online_w = text(tr("setup.online"), 0, 0).content_width + 28
        compact = editor_w + 10 + online_w > room
        self.editor_button.compact = self.online_button.compact = compact
        if compact:
            editor_w = text(tr("editor.setup_button.short"), 0, 0).content_width + 28
            online_w = text(tr("setup.online.short"), 0, 0).content_width + 28
        self.editor_button.rect = Rect(
            self.guide_button.rect.left - 10 - editor_w, self.title_top - 8, editor_w, 36
        )
        self.online_button.rect = Rect(
            self.editor_button.rect.left - 10 - online_w, self.title_top - 8, online_w, 36
        )
        top = height - (150 if height >= 700 else 120)
        # A note about the files (a damaged settings.json...), the offer to resume.
        top = self.offer.layout(left + 20, top, panel_w - 40)
        self.note_box, self.banner = self.offer.note_box, self.offer.banner
        bottom = self.panel.bottom + 24
        self.start_button.rect = Rect(self.panel.right - 270, bottom, 240, 46)
        narrow = panel_w < 1000  # (the bottom row's buttons closer, Statistics short)
        open_w, rules_w, gap = (170, 100, 8) if narrow else (200, 120, 10)
        if narrow:  # (the replay's button beside it: "Open…" is enough)
            open_w = text(tr("setup.open.short"), 0, 0).content_width + 28
        self.open_button.rect = Rect(self.panel.left + 30, bottom + 6, open_w, 34)
        self.open_button.compact = narrow
        replay_w = text(tr("setup.replay.short"), 0, 0).content_width + 28
        self.replay_button.rect = Rect(self.open_button.rect.right + gap, bottom + 6, replay_w, 34)
        self.replay_button.compact = True
        rules_left = self.replay_button.rect.right + gap
        self.rules_button.rect = Rect(rules_left, bottom + 6, rules_w, 34)
        stats_w = text(tr("setup.stats.short" if narrow else "setup.stats"), 0, 0).content_width
        stats_left = self.rules_button.rect.right + gap
        self.stats_button.rect = Rect(stats_left, bottom + 6, stats_w + 28, 34)
        self.stats_button.compact = narrow
        sheet_left = self.stats_button.rect.right + gap
        room = self.start_button.rect.left - 12 - sheet_left
        self.sheet_note = Rect(sheet_left, bottom + 46, room, 16)
        if self.sheet_resume is not None:
            short = text(tr("setup.sheet.new.short"), 0, 0).content_width + 28
            new_w = min(170.0, max(short, room * 0.4))
            self.sheet_button.rect = Rect(sheet_left, bottom + 6, room - new_w - 8, 34)
            self.sheet_new_button.rect = Rect(
                self.sheet_button.rect.right + 8, bottom + 6, new_w, 34
            )
        else:
            self.sheet_button.rect = Rect(sheet_left, bottom + 6, room, 34)
        for button in (self.sheet_button, self.sheet_new_button):  # (short labels if narrow)
            button.compact = text(button.label(), 0, 0).content_width + 16 > button.rect.width
        # The games, a column of cards.
        column_w = max(190.0, min(330.0, panel_w * 0.27))
        self.column = Rect(left + 20, bottom + 62, column_w, top - bottom - 62)
        self.games_y = top
        card_top = top - 22
        pitch = min(68.0, (card_top - self.column.bottom) / len(self.cards))
        for index, card in enumerate(self.cards):
            card.rect = Rect(left + 20, card_top - (index + 1) * pitch + 2, column_w, pitch - 4)
        lines = all(card.fitted_line() is not None for card in self.cards)
        for card in self.cards:  # (the games' lines on every card or on none: a column alike)
            card.show_line = lines
        area_left = self.column.right + 24
        self.area = Rect(area_left, self.column.bottom, self.panel.right - 20 - area_left, 0)
        self.x_label = area_left
        self.show_hint = self.pane.layout(self.area, top, self.panel.bottom, self.shared.rows())
        self.shared.place_sound()

    # ----------------------------------------------------------------- changing the choices

    def add(self) -> None:
        """One more seat at the game shown."""
        self.pane.add()

    def step_target(self, delta: int) -> None:
        self.pane.step_target(delta)

    def choose_language(self) -> None:
        """The language button: the list of every language the catalogues hold, each in its
        own words ("Español"), the one in use marked."""
        codes = languages()
        current = self.app.options.language
        marked = codes.index(current) if current in codes else 0
        self.open_list(
            ChoiceList(self.language_button, codes, language_name, self.pick_language, marked)
        )

    def pick_language(self, code: str) -> None:
        """Speak ``code`` from now on: every label, default name and pane in its words."""
        self.app.set_language(code)
        for pane in self.option_panes.values():
            pane.relabel()
        self.layout()

    def show_stats(self) -> None:
        """S: the statistics of the games finished in this window's data folder (the
        folder of its autosave), over the set-up."""
        from figures.ui.stats.view import StatsView

        autosave = self.app.autosave
        folder = None if autosave is None else autosave.parent
        self.window.show_view(StatsView(self.app, self, folder))

    def start(self) -> None:
        """A new game; over an unfinished one only when the player says so: the first press
        asks (resume it, discard it, or Start again), the second starts the new game, and
        the unfinished one is kept in the saves folder (the game screen says where)."""
        chosen = self.pane.settings()
        if chosen is None:
            return
        if self.resume is not None and not self.confirming:
            self.confirming = True
            return
        self.resume = None
        self.app.note = ""  # read on this screen
        self.app.start(chosen)

    def play_online(self) -> None:
        """O: host a table of the game chosen here, with its options, or join one."""
        chosen = self.pane.settings()
        if chosen is None:
            return
        self.pane.keep()
        self.app.show_online(chosen)

    # ----------------------------------------------------------------- keeping score

    def sheet_label(self) -> str:
        return tr("setup.sheet" if self.sheet_resume is None else "setup.sheet.resume")

    def sheet_summary(self) -> str:
        """What the set-up says of the unfinished score sheet, over its button."""
        if self.sheet_resume is None:
            return ""
        return tr("setup.sheet.summary", summary=sheet_session.summary(self.sheet_resume))

    def keep_score(self) -> None:
        """K: the unfinished score sheet resumed, else a new one."""
        if self.sheet_resume is not None:
            self.app.show_sheet(self.sheet_resume)
        else:
            self.new_sheet()

    def new_sheet(self) -> None:
        """Shift+K: a new score sheet of the game shown, with the panel's players (their
        names), target and first player."""
        chosen = self.pane.settings()
        if chosen is None:
            return
        error = self.app.start_sheet(chosen)
        if error:
            self.error = error

    def discard(self) -> None:
        self.resume = None
        self.app.discard_autosave()
        self.layout()

    def show_rules(self) -> None:
        rules = shell_of_game(self.game).rules
        house = self.colour.house if self.game == COLOUR else None
        self.app.show_rules(self, game=rules, house=house, chosen=True)

    def open_dialog(self) -> None:
        self.dialog = FileDialog("open", self.open_from, self.close_dialog)

    def start_guide(self) -> None:
        """G: the guided first game of the game chosen (the colour game's lessons, or the
        classic family's on All Fives), on its real table."""
        self.app.start_guide(self.game)

    def guide_offered(self) -> bool:
        """Whether the chosen game's guide is still to be seen (finished or skipped: not)."""
        from figures.ui import tutorial

        return not tutorial.seen(self.app.options, self.game)

    def edit_position(self) -> None:
        """E: the position editor (a table laid freely, plays judged, scenario files)."""
        from figures.ui.editor.view import EditorView

        self.window.show_view(
            EditorView(self.window, self, colour_blind=self.app.options.colour_blind)
        )

    def replay_dialog(self) -> None:
        """R: a saved game chosen in the file dialog, then its replay."""
        self.dialog = FileDialog(
            "open", self.replay_from, self.close_dialog, title="replay.dialog.title"
        )

    def replay_from(self, path: Path) -> str | None:
        """The replay of the game in ``path`` shown; else why not, in one line."""
        replay, error = open_replay(path)
        if replay is None:
            return error
        self.dialog = None
        # A file the player saved is named; a game kept when it ended (or the last one played)
        # by its players and when it ended, not by a generated file name.
        title = game_title(replay.game_name())
        if path.parent == finished_dir() or path.name.startswith("autosave"):
            summary = describe(path)
            when = summary.detail.split(" · ", 1)[0]
            title = f"{summary.title} · {when}"
        else:
            title = f"{title} · {path.name}"
        self.window.show_view(
            ReplayView(
                self.window,
                replay,
                self,
                title=title,
                colour_blind=self.app.options.colour_blind,
            )
        )
        return None

    def close_dialog(self) -> None:
        self.dialog = None

    def open_from(self, path: Path) -> str | None:
        error = self.app.open_game(path)
        if error is None and self.app.kept is not None:
            note = kept_note(self.app.kept).lstrip(" ;")
            self.app.say(note[:1].upper() + note[1:])
        return error

    # ----------------------------------------------------------------- events

    def on_resize(self, width: int, height: int) -> None:
        self.layout()

    def on_show_view(self) -> None:
        self.layout()

    def resume_summary(self) -> str:
        """What the banner says of the unfinished game: which game, in the player's
        language ("Colour figures: You 10, Computer 7", "Tous les cinq · Manche 1 : ..."),
        and the scores, default names in the player's language too."""
        match = self.resume
        return "" if match is None else match.summary()

    def on_draw(self) -> None:
        self.clear()
        shadowed_panel(self.panel)
        top = self.title_top
        draw_text(tr("app.title"), self.panel.left + 30, top, size=34, bold=True)
        # A first launch (or a family's first game): the family's guided game offered.
        offer = self.guide_offered()
        self.guide_button.primary = offer
        for row, y, size, colour in self.heading_rows():
            draw_text(row, self.panel.left + 32, y, size=size, colour=colour)
        # A strip of the four tile colours beside the title.
        for index, colour in enumerate(theme.TILE.values()):
            arcade.draw_lbwh_rectangle_filled(
                self.panel.right - 190 + index * 42, top - 8, 36, 36, colour
            )
        self.offer.draw()
        draw_text(
            tr("shell.game"),
            self.column.left,
            self.games_y,
            anchor_y="center",
            bold=True,
            size=SIZES.heading,
        )
        self.pane.draw()
        draw_widgets(self.widgets, self.hover)
        self.shared.draw()
        if self.sheet_resume is not None:
            note = self.sheet_note
            draw_text(
                fit_text(self.sheet_summary(), note.width, SIZES.small),
                note.left,
                note.bottom,
                size=SIZES.small,
                colour=theme.MUTED,
            )
        if self.key_focus is not None and self.key_focus.visible():
            r = self.key_focus.rect
            outline_rect(Rect(r.left - 3, r.bottom - 3, r.width + 6, r.height + 6), theme.FOCUS, 2)
        if self.show_hint:
            draw_text(
                fit_text(tr("shell.hint"), self.panel.right - 20 - self.area.left, SIZES.small),
                self.area.left,
                self.panel.bottom + 90,
                size=SIZES.small,
                colour=theme.MUTED,
            )
        if self.error:
            draw_text(
                self.error,
                self.area.left,
                self.panel.bottom + (110 if self.show_hint else 80),
                colour=theme.ILLEGAL,
            )
        if self.popup is not None:
            self.popup.draw(self.hover)
        self.modals.draw(self.hover)

    def heading_rows(self) -> list[tuple[str, float, float, RGB]]:
        """The lines under the title (each with its baseline, size and colour): the guided
        game's offer while it is still to be seen, and the chosen game's line about itself
        when there is no offer or its card has no room for all of it; whole, never cut (in
        two rows of a smaller type if need be)."""
        chosen = next(card for card in self.cards if card.name == self.game)
        lines: list[tuple[str, RGB]] = []
        if self.guide_offered():
            from figures.ui import tutorial

            classic = tutorial.family(self.game) != COLOUR
            offer = tr("tutorial.classic.offer" if classic else "tutorial.offer")
            lines.append((offer, theme.SELECTED))
        if not lines or not chosen.line_is_whole():
            about = tr("shell.about", title=game_title(self.game), line=game_line(self.game))
            lines.append((about, theme.MUTED))
        width = self.panel.width - 64
        top = self.title_top
        if len(lines) == 1:
            content, colour = lines[0]
            for size in (float(SIZES.text), float(SIZES.small)):
                if text(content, 0, 0, size=size).content_width <= width:
                    return [(content, top - 26, size, colour)]
            rows = word_rows(content, width, SIZES.small, 2) or (fit_text(content, width),)
            lines = [(row, colour) for row in rows]
        return [
            (fit_text(row, width, SIZES.small), top - 24 - 14 * index, float(SIZES.small), colour)
            for index, (row, colour) in enumerate(lines)
        ]

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.hover = (x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.modals.press(x, y):
            return
        if self.popup is not None:  # (a click anywhere closes the list, on a row picks it)
            self.popup.press(x, y)
            self.popup = None
            return
        self.error = ""
        self.key_focus = None
        if not press_widgets(self.widgets, x, y):
            self.focus(TextField())  # click elsewhere: no field has the focus

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        focused = next((f for f in self.fields() if f.focused), None)
        if not self.modals.open and self.popup is None and focused is not None:
            focused.drag(x, y)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        for field in self.fields():
            field.release()

    def on_text_motion(self, motion: int) -> None:
        self.text_motion(motion, select=False)

    def on_text_motion_select(self, motion: int) -> None:
        self.text_motion(motion, select=True)

    def text_motion(self, motion: int, select: bool) -> None:
        """The motions of the editing keys (sent after the key, and alone while it is held
        down) for the focused field."""
        focused = next((f for f in self.fields() if f.focused), None)
        if not self.modals.open and self.popup is None and focused is not None:
            focused.text_motion(motion, select)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.swallow = False
        if self.modals.key(symbol, modifiers):
            return
        key = arcade.key
        if self.popup is not None:
            self.popup.key(symbol)
            if not self.popup.open:
                self.popup = None
            return
        focused = next((f for f in self.fields() if f.focused), None)
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.start()
        elif symbol == key.TAB:
            self.tab(backwards=bool(modifiers & key.MOD_SHIFT))
        elif focused is not None and focused.edit_key(symbol, modifiers):
            pass  # Backspace, Ctrl+A and the other editing keys of the field
        elif symbol == key.ESCAPE:
            self.focus(TextField())
        elif symbol == key.F1:
            self.show_rules()
        elif symbol in (key.PAGEUP, key.PAGEDOWN):
            self.step_game(-1 if symbol == key.PAGEUP else 1)
        elif symbol == key.SPACE and focused is None and self.key_focus is not None:
            pressed = self.key_focus
            if pressed.visible() and pressed.enabled():
                pressed.action()
            if self.key_focus is pressed and not (pressed.visible() and pressed in self.widgets):
                self.key_focus = None
        elif symbol == key.DOWN and focused is None and isinstance(self.key_focus, ChoiceButton):
            self.key_focus.action()  # (a list's button: Down opens it, as Space does)
        elif focused is None and symbol in (key.LEFT, key.DOWN):
            self.step_target(-1 if symbol == key.LEFT else -10)
        elif focused is None and symbol in (key.RIGHT, key.UP):
            self.step_target(1 if symbol == key.RIGHT else 10)
        elif symbol == key.O and modifiers & key.MOD_CTRL:
            self.open_dialog()
        elif focused is None and symbol == key.O:
            self.play_online()
        elif focused is None and symbol == key.S and not modifiers & key.MOD_CTRL:
            self.show_stats()
        elif focused is None and symbol == key.G:
            self.start_guide()
        elif focused is None and symbol == key.E:
            self.edit_position()
        elif focused is None and symbol == key.R and not modifiers & key.MOD_CTRL:
            self.replay_dialog()
            self.swallow = True  # (the "r" the key types comes next: not into the dialog)
        elif focused is None and symbol == key.K:
            if modifiers & key.MOD_SHIFT:
                self.new_sheet()
            else:
                self.keep_score()

    def on_text(self, content: str) -> None:
        swallow, self.swallow = self.swallow, False
        if swallow and content.lower() == "r":
            return
        if self.modals.text(content):
            return
        if self.popup is not None:
            return  # (the list takes the keys: nothing is typed under it)
        focused = next((f for f in self.fields() if f.focused), None)
        if focused is not None:
            if self.pane.numeric(focused):
                content = "".join(c for c in content if c in string.digits)
            focused.type(content)


__all__ = [
    "GameCard",
    "SetupView",
    "fill_rect",
    "game_card_title",
    "game_line",
    "game_picture",
    "game_title",
    "refusal_text",
]
