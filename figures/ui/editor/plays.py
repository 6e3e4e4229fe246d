"""The position editor's list of plays, a row each: the play's number, its domino and
direction, then its verdict as the game says it (the score's parts, or the reason refused,
and what differs from what the scenario expects)."""

from __future__ import annotations

from figures.colour.scenario_write import Domino, Verdict
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.colour.controller import breakdown, reason_text
from figures.ui.theme import RGB, SIZES
from figures.ui.widgets.shapes import Rect
from figures.ui.widgets.text import draw_text, fit_text

__all__ = ["ROW", "dir_words", "domino_name", "draw_play", "verdict_line"]

#: A row of the list of plays.
ROW = 54


def dir_words(domino: Domino) -> str:
    return tr(f"editor.dir.{domino.dir.name}")


def domino_name(domino: Domino) -> str:
    """ "domino #17, face 2" (the game's words), or the face written out for a face of no
    tile of the set."""
    if domino.tile is None:
        return tr("editor.free_face", face=str(domino.face))
    return tr("domino.face", tile=domino.tile, face=domino.side + 1)


def verdict_line(verdict: Verdict) -> tuple[str, RGB]:
    """A play's verdict as the game says it: the score's parts, or the reason refused."""
    if verdict.score is not None:
        score = verdict.score
        return tr("editor.play.legal", detail=breakdown(score), points=score.points), theme.LEGAL
    assert verdict.error is not None
    return tr("editor.play.illegal", reason=reason_text(verdict.error)), theme.ILLEGAL


def draw_play(rect: Rect, index: int, play: Domino, verdict: Verdict, lit: bool) -> None:
    """Play ``index`` (0 first) in its row ``rect``, in bold when ``lit`` (chosen)."""
    head = tr("editor.play.head", n=index + 1, domino=domino_name(play), dir=dir_words(play))
    draw_text(
        fit_text(head, rect.width - 12, SIZES.small, lit),
        rect.left + 6,
        rect.top - 13,
        size=SIZES.small,
        bold=lit,
    )
    line, colour = verdict_line(verdict)
    differs = verdict.differs(play.expected)
    if differs:
        line += " · " + tr("editor.play.differs", what=differs[0])
        colour = theme.ILLEGAL
    # (on two lines when it needs them, cut after the second)
    draw_text(
        fit_text(line, 2 * (rect.width - 12) - 40, SIZES.small, True),
        rect.left + 6,
        rect.top - 17,
        size=SIZES.small,
        bold=True,
        colour=colour,
        width=int(rect.width - 12),
        anchor_y="top",
    )
