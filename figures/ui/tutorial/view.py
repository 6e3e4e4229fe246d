"""The guided first game's screen: the real colour game screen (:class:`GameView`) playing
the guide's scripted match, with the lesson's panel in a band over the table.

The lesson advances when the engine's event for the player's move passes the lesson's check
(:meth:`Guide.observe`), never on a timer; the panel then offers Next. While the script
lasts, the player's moves are the script's (a legal move elsewhere is explained, not
played); a placement the rules refuse is explained in the player's words, as the game
says it. Esc skips the guide (after putting down a domino held, as in any game), and the
end says "You're ready" and goes back to the set-up; both remember that the guide was seen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from figures.colour.actions import Action, Place
from figures.colour.game import Phase
from figures.scene.colour import cells_of
from figures.texts.i18n import tr
from figures.ui.colour.match import Event
from figures.ui.colour.view import GameView
from figures.ui.tutorial.band import MARK
from figures.ui.tutorial.guide import Guide, GuidedMatch, Script, lesson_points
from figures.ui.tutorial.progress import COLOUR
from figures.ui.tutorial.screen import GuideScreen, grown
from figures.ui.widgets.buttons import Button
from figures.ui.widgets.shapes import Rect, outline_rect

if TYPE_CHECKING:
    from figures.ui.shell.navigation import Navigator


class GuidedView(GuideScreen, GameView):
    """The colour game's screen with a guide over it (the guide's flow, keys and band:
    :class:`~figures.ui.tutorial.screen.GuideScreen`)."""

    family = COLOUR
    texts = "tutorial"
    share = 0.45
    guide: Guide[Place]

    def __init__(self, app: Navigator, script: Script) -> None:
        self.init_guide(Guide(script))
        #: The lesson's placement last brought into view.
        self.target_shown: Place | None = None
        super().__init__(app, GuidedMatch(script))

    @property
    def next_button(self) -> Button:
        return self.guide_next

    @property
    def skip_button(self) -> Button:
        return self.guide_skip

    @property
    def narrow(self) -> bool:
        """Whether the band's buttons are under its texts (a narrow window)."""
        return self.lesson_band.narrow

    # ----------------------------------------------------------------- the guide's flow

    def navigator(self) -> Navigator:
        return self.app

    def played_count(self) -> int:
        return len(self.game.actions)

    def next_page(self) -> None:
        if self.guide.next():
            self.show_target()

    def show_target(self) -> None:
        """The lesson's cells in view, once, when the player is to move on them."""
        target = self.guide.target()
        if target is None or target == self.target_shown or not self.may_act():
            return
        if not self.lesson_move_next():
            return
        if self.show_if_hidden(target):
            self.target_shown = target

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.window.current_view is self:
            self.show_target()

    # ----------------------------------------------------------------- the game screen's hooks

    def layout(self, width: int, height: int) -> None:
        """The game screen's layout, the table lowered under the lesson's band, the band as
        high as its texts and buttons need (:class:`~figures.ui.tutorial.band.Band`)."""
        super().layout(width, height)
        #: The game screen's table area, the band's included.
        self.area = tuple(self.camera.viewport)
        self.place_band()

    def place_band(self) -> None:
        """The band laid out for what it says now, over the game screen's table; when it
        grows, the table under it is laid out again."""
        if not hasattr(self, "area"):
            return
        left, bottom, w, h = self.area
        band = self.arrange_band(left, bottom + h, w, h)
        viewport = (int(left), int(bottom), int(w), int(h - band.height))
        if tuple(self.camera.viewport) != viewport:
            self.table.place(*viewport)
            self.message.place(*self.camera.viewport[:3])
            self.keys.place(self.camera.viewport)

    def text_width(self) -> int:
        box = self.lesson_band.boxes.get("body") or self.lesson_band.boxes.get("title")
        return int(box.width) if box is not None else 0

    def apply(self, action: Action) -> Event | None:
        """The player's move, when it is the script's (the engine judges it as ever)."""
        game = self.game
        if self.match.human_to_move and not self.guide.allows(len(game.actions), action):
            if isinstance(action, Place):
                self.guide.elsewhere = True
                self.placing.preview = None
            self.say(tr("tutorial.elsewhere"))
            return None
        index = len(game.actions)
        event = super().apply(action)
        if event is not None:
            self.guide.observe(index, event)
        return event

    def click_ghost(self) -> None:
        """A click where the ghost is: a refusal of the rules is said in the lesson too."""
        verdict = self.placing.verdict(self.game)
        before = self.placing.preview
        super().click_ghost()
        if verdict is not None and not verdict.legal:
            self.guide.refused = verdict.reason
            self.guide.elsewhere = False
        elif before is None and self.placing.preview is not None:
            self.guide.refused = ""
            self.guide.elsewhere = not self.guide.allows(
                len(self.game.actions), self.placing.preview
            )

    def escape_has_work(self) -> bool:
        return (
            self.top_bar.more_open or self.help or self.placing.tile is not None or self.show_hints
        )

    def dropped_press(self) -> None:
        self.press = None

    def on_draw(self) -> None:
        super().on_draw()
        if not self.modals.open:  # (the guide is not drawn over what is open over the game)
            self.draw_guide()

    # ----------------------------------------------------------------- what the guide says

    def lesson_fields(self, lesson: str) -> dict[str, object]:
        return {"cost": self.game.rules.cost}

    def done_words(self, lesson: str, event: Event) -> str:
        points, paid = lesson_points(event)
        score = event.score
        edges = 0 if score is None else score.connected_edges
        squares = 0 if score is None or not score.closed_surfaces else score.closed_surfaces[0]
        return tr(
            f"tutorial.{lesson}.done",
            points=points,
            paid=paid,
            net=points - paid,
            edges=edges,
            squares=squares,
        )

    def do_words(self) -> str:
        """What to do now in the lesson shown: wait for the computer, end the turn first,
        or the lesson's move, with the last refusal."""
        guide = self.guide
        game = self.game
        if guide.refused:
            verdict = self.placing.verdict(game)
            if verdict is not None and verdict.legal:  # turned or flipped: it fits now
                guide.refused = ""
            else:
                return tr("tutorial.refused", reason=guide.refused)
        if guide.elsewhere:
            return tr("tutorial.elsewhere")
        if not self.match.human_to_move:
            return tr("tutorial.wait")
        target = guide.target()
        if game.phase is Phase.SECOND and not self.lesson_move_next():
            return tr("tutorial.end_turn")
        which = self.which_words(target.tile) if target is not None else ""
        return tr(f"tutorial.{guide.lesson}.do", which=which)

    def which_words(self, tile: int) -> str:
        """The lesson's domino as the player sees it: the one held, or where it lies in the
        hand (outlined there too), never the engine's number."""
        if self.placing.tile == tile:
            return tr("tutorial.hand.held")
        tiles = [t for _, t in self.hand.rects]
        if tile not in tiles:
            return tr("tutorial.hand.outlined")
        if len(tiles) == 1:
            return tr("tutorial.hand.only")
        index = tiles.index(tile)
        if index == 0:
            return tr("tutorial.hand.left")
        if index == len(tiles) - 1:
            return tr("tutorial.hand.right")
        return tr("tutorial.hand.nth", n=index + 1)

    def draw_guide(self) -> None:
        """The lesson's band over the table (laid out again for what it says now: a taller
        text grows it and lowers the table), and the marks on the cells and the domino the
        lesson is about."""
        self.draw_marks()
        self.fit_band()
        self.lesson_band.draw(self.hover)

    def draw_marks(self) -> None:
        """An outline round the lesson's cells on the table and its domino in the hand."""
        target = self.guide.target()
        if target is None or not self.match.human_to_move or not self.lesson_move_next():
            return
        camera = self.camera
        cells = cells_of(target.at, target.dir)
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        x0, y0 = camera.to_screen(min(xs), min(ys))
        x1, y1 = camera.to_screen(max(xs) + 1, max(ys) + 1)
        left, bottom, width, height = camera.viewport
        if x1 > left and x0 < left + width and y1 > bottom and y0 < bottom + height:
            outline_rect(grown(Rect(x0, y0, x1 - x0, y1 - y0), 3), MARK, 4)
        if self.placing.tile != target.tile:
            for rect, tile in self.hand.rects:
                if tile == target.tile:
                    outline_rect(rect, MARK, 3)


def guided_colour(app: Navigator) -> GuidedView:
    """The colour game's guided first game, names in the player's language."""
    from figures.ui.tutorial.guide import colour_script

    return GuidedView(app, colour_script())
