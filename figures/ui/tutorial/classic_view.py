"""The classic family's guided first game on screen: the real classic game screen
(:class:`~figures.ui.classic.view.ClassicGameView`) playing the guide's scripted match (All
Fives for two), with the lesson's band over the table.

As in the colour guide (:mod:`figures.ui.tutorial.view`): a lesson is done when the engine's
event for the player's move passes the lesson's check, never on a timer; while the script
lasts the player's moves are the script's (another legal play is explained, not played);
Esc skips, the end goes back to the set-up, both remember that the guide was seen
(``options.classic_guide_seen``). The lesson's tile is outlined in the hand and its end on
the table, and named by its numbers as the plays list writes them ("your 3-5"), never by an
index.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.classic.actions import DRAW, Action, Play
from figures.games import GAMES
from figures.texts.i18n import tr
from figures.ui.classic import presenter
from figures.ui.classic.match import Played
from figures.ui.classic.view import ClassicGameView
from figures.ui.tutorial.band import MARK
from figures.ui.tutorial.classic_guide import (
    PRESET,
    ClassicGuidedMatch,
    ClassicScript,
    classic_guide,
    classic_script,
    drew_this_turn,
)
from figures.ui.tutorial.guide import Guide
from figures.ui.tutorial.progress import CLASSIC, family
from figures.ui.tutorial.screen import GuideScreen, grown
from figures.ui.widgets.shapes import Rect, outline_rect

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator


class ClassicGuidedView(GuideScreen, ClassicGameView):
    """The classic game screen with a guide over it (the guide's flow, keys and band:
    :class:`~figures.ui.tutorial.screen.GuideScreen`)."""

    family = CLASSIC
    texts = "tutorial.classic"
    share = 0.5
    guide: Guide[Play]

    def __init__(self, nav: Navigator, script: ClassicScript, game: str = CLASSIC) -> None:
        match = ClassicGuidedMatch(script)
        #: The classic game the set-up shows after the guide: the one the player came from,
        #: else the one the guide teaches.
        self.back_to = game if game in GAMES and family(game) == CLASSIC else PRESET
        self.init_guide(classic_guide(script, match))
        self.area = Rect()
        super().__init__(nav, match)

    # ----------------------------------------------------------------- the guide's flow

    def navigator(self) -> Navigator:
        return self.nav

    def next_page(self) -> None:
        self.guide.next()
        self.synced = None

    def played_count(self) -> int:
        return len(self.match.played())

    def apply(self, action: Action) -> bool:
        """The player's move, when it is the script's (the engine judges it as ever)."""
        match = self.match
        if match.human_to_move and not self.guide.allows(self.played_count(), action):
            self.guide.elsewhere = True
            self.cancel()
            self.say(tr("tutorial.classic.elsewhere"))
            return False
        return super().apply(action)

    def after(self, played: Played, ended: bool) -> None:
        super().after(played, ended)
        self.guide.observe(self.played_count() - 1, played)

    def pick(self, tile: int | None) -> bool:
        picked = super().pick(tile)
        if picked and tile is not None:
            self.guide.elsewhere = False
        return picked

    def leave(self) -> None:
        """The guide is over: the set-up after it is on :attr:`back_to`, the classic game the
        player came from or the one the guide taught (never the colour game)."""
        self.navigator().options.game = self.back_to
        super().leave()

    def ask_guide(self) -> None:
        """Replay the guide, from within the guide: it starts again from its welcome (nothing
        to keep: the guide is never saved)."""
        self.stop()
        self.nav.start_guide(self.back_to)

    # ----------------------------------------------------------------- layout

    def layout(self, width: int, height: int) -> None:
        """The game screen's layout, the table lowered under the lesson's band."""
        super().layout(width, height)
        if not hasattr(self, "guide"):
            return
        self.area = self.table_rect
        self.place_band()

    def place_band(self) -> None:
        area = self.area
        if not area.width:
            return
        band = self.arrange_band(area.left, area.top, area.width, area.height)
        table = Rect(area.left, area.bottom, area.width, max(40, area.height - band.height))
        if table != self.table_rect:
            self.table_rect = table
            self.toast_line.place(table.left, table.bottom, table.width)
            self.table.place(*self._table_box())
            self.synced = None

    # ----------------------------------------------------------------- input

    def escape_has_work(self) -> bool:
        return (
            self.top_bar.more_open
            or self.held is not None
            or self.show_hints
            or self.ended()
            or self.asking
        )

    def band_takes_clicks(self) -> bool:
        return not self.modals.open and not self.top_bar.more_open

    # ----------------------------------------------------------------- what the guide says

    def lesson_fields(self, lesson: str) -> dict[str, object]:
        return {"touch": self.guide.script.target(lesson).touch}

    def tile_words(self, tile: int) -> str:
        """A tile written as the plays list and the hint write it: "3-5"."""
        return presenter.held_words(tile)

    def end_words(self, end: str) -> str:
        return presenter.end_words(end, self.match.names(), self.towards)

    def done_words(self, lesson: str, event: Played) -> str:
        action = event.action
        ends = dict(self.match.current.layout.ends)
        fields: dict[str, object] = {"points": event.points}
        if isinstance(action, Play):
            fields["tile"] = self.tile_words(action.tile)
            fields["touch"] = action.touch
        fields["left"] = ends.get("L", "")
        fields["right"] = ends.get("R", "")
        if lesson == "draw":
            fields["n"] = sum(
                1 for step in self.match.current.log if step.seat == 0 and step.drew >= 0
            )
        if lesson == "five":
            written, total = presenter.count_sum(self.match.current)
            fields["sum"], fields["total"] = written, total
        return tr(f"tutorial.classic.{lesson}.done", **fields)

    def do_words(self) -> str:
        """What to do now in the lesson shown: wait for the computer, draw, or the lesson's
        play, with the last refusal."""
        guide = self.guide
        match = self.match
        if guide.elsewhere:
            return tr("tutorial.classic.elsewhere")
        if not match.human_to_move:
            return tr("tutorial.wait")
        step = guide.expected(self.played_count())
        target = guide.target()
        if step is not None and step[1] == DRAW:
            drawn = drew_this_turn(match)
            if drawn:
                return tr("tutorial.classic.draw.again", drawn=self.tile_words(drawn[-1]))
            numbers = presenter.join_or([value for _, value in match.current.layout.ends.items()])
            return tr("tutorial.classic.draw.do", numbers=numbers)
        if target is None:
            return ""
        fields = {"tile": self.tile_words(target.tile), "end": self.end_words(target.end)}
        if guide.lesson == "draw":
            return tr("tutorial.classic.draw.play", **fields)
        return tr(f"tutorial.classic.{guide.lesson}.do", **fields)

    # ----------------------------------------------------------------- drawing

    def draw_flights(self) -> None:
        """(Drawn here, after the table, the hand and the side, before the tiles flying
        from the stock, the top bar and its menu: the lesson's marks and band.)"""
        self.draw_guide()
        super().draw_flights()

    def refresh(self) -> None:
        """The lesson's band laid out for what it says now (the table under it moved when
        its height changes), then the game screen's parts fed: drawing only reads."""
        if hasattr(self, "guide"):
            self.fit_band()
        super().refresh()

    def draw_guide(self) -> None:
        self.draw_marks()
        self.lesson_band.draw(self.hover)

    def drawn_marks(self, shown: int | None) -> frozenset[int]:
        """No tile framed as just drawn while the lesson frames what to click (the Draw
        button or the lesson's tile): only the tile asked for is framed."""
        if self.lesson_marks():
            return frozenset()
        return super().drawn_marks(shown)

    def lesson_marks(self) -> bool:
        """Whether the lesson frames something to click now (:meth:`draw_marks`)."""
        guide = self.guide
        if not guide.is_lesson or guide.lesson_done or not self.may_act():
            return False
        step = guide.expected(self.played_count())
        if step is not None and step[1] == DRAW:
            return True
        return guide.target() is not None and self.lesson_move_next()

    def draw_marks(self) -> None:
        """An outline round the lesson's tile in the hand and its end on the table, or round
        the Draw button when drawing is the lesson's next step."""
        guide = self.guide
        if not guide.is_lesson or guide.lesson_done or not self.may_act():
            return
        step = guide.expected(self.played_count())
        if step is not None and step[1] == DRAW:
            outline_rect(grown(self.draw_button.rect, 3), MARK, 3)
            return
        target = guide.target()
        if target is None or not self.lesson_move_next():
            return
        if self.held != target.tile:
            box = self.hand.box_of(target.tile)
            if box is not None:
                x0, y0, x1, y1 = box
                outline_rect(grown(Rect(x0, y0, x1 - x0, y1 - y0), 4), MARK, 3)
        frame = self.table.frame
        for name, box in self.table.targets():
            if name == target.end:
                x0, y0, x1, y1 = frame.box(box)
                outline_rect(grown(Rect(x0, y0, x1 - x0, y1 - y0), 4), MARK, 3)


def guided_classic(nav: Navigator, game: str = CLASSIC) -> ClassicGuidedView:
    """The classic family's guided first game, names in the player's language, asked from
    ``game`` (a classic game's name, or ``"classic"``: the set-up after it shows that game,
    or All Fives)."""
    script = classic_script()
    return ClassicGuidedView(nav, script, game)


__all__ = ["ClassicGuidedView", "guided_classic"]
