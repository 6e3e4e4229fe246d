"""What the classic game screen says while a round is played: the reasons on the Draw and
Pass buttons, the status line and the log of the plays so far.

No arcade here, and no rule: every fact is read from the engine (legal actions, the round's
open ends, its result) and only put into words.
"""

from __future__ import annotations

from figures.classic.actions import DRAW, PASS, Action, Draw, Lead, Pass, Play
from figures.classic.layout import matadors
from figures.classic.tiles import TEXT
from figures.texts.i18n import (
    tr,
    trn,
)
from figures.ui.classic.match import ClassicMatch
from figures.ui.classic.summary import game_title, how_words, opening_words
from figures.ui.classic.words import (
    Towards,
    article,
    capital,
    end_words,
    held_words,
    join_or,
    level_words,
    play_words,
)

# --------------------------------------------------------------------- draw and pass


def _open_numbers(match: ClassicMatch) -> list[int]:
    """The numbers the seat on turn could play on (the round's own list of its open ends)."""
    current = match.current
    values = {value for _, value in current.open_ends(current.turn)}
    return sorted(values)


def _fits(match: ClassicMatch, key: str, stock_key: str | None = None) -> str:
    """ "No tile fits 3 or 5" (in Matador: makes 7 with), with the draw or pass after it."""
    numbers = _open_numbers(match)
    matador = match.rules.match == "matador"
    total = match.rules.set + 1
    chosen = stock_key or key
    if matador:
        chosen += ".sum"
    return tr(chosen, numbers=join_or(numbers), total=total)


def draw_reason(match: ClassicMatch) -> str | None:
    """Why the seat on turn may draw, as the Draw button says it (None when it may not)."""
    legal = match.legal()
    if DRAW not in legal:
        return None
    if any(isinstance(a, Play | Lead) for a in legal):
        return tr("classic.reason.draw.matador")  # only matadors fit; drawing is allowed
    return _fits(match, "classic.reason.draw")


def pass_reason(match: ClassicMatch) -> str | None:
    """Why the seat on turn must pass, as the Pass button says it (None when it may not)."""
    legal = match.legal()
    if PASS not in legal:
        return None
    rules = match.rules
    if rules.cannot_play == "pass":
        return _fits(match, "classic.reason.pass")
    if rules.cannot_play == "draw-one" and match.current.draws:
        return tr("classic.reason.pass.drew")
    return _fits(match, "classic.reason.pass", "classic.reason.pass.stock")


def unavailable(match: ClassicMatch, action: Draw | Pass) -> str | None:
    """Why the seat on turn may not draw (or pass), as the greyed button says it: it has a
    play, the stock is empty, it has drawn its one tile, it must draw first (None when it may,
    or when nothing better than the button's name can be said)."""
    legal = match.legal()
    if action in legal:
        return None
    name = tr("classic.button.draw" if action == DRAW else "classic.button.pass")
    if any(isinstance(a, Play | Lead) for a in legal):
        return tr("classic.unavailable.play", button=name)
    if action == DRAW:
        if not match.current.drawable:
            return tr("classic.unavailable.stock", button=name)
        return tr("classic.unavailable.drew", button=name)
    if DRAW in legal:
        return tr("classic.unavailable.draw_first", button=name)
    return None


# --------------------------------------------------------------------- the status line


def status(
    match: ClassicMatch,
    *,
    thinking: bool = False,
    held: int | None = None,
    chosen: Action | None = None,
    covered: bool = False,
    towards: Towards | None = None,
    moved: tuple[int, Action] | None = None,
) -> str:
    """The status line: whose turn, what they may do, the computer thinking (or, for a moment
    after a computer's move, ``moved``: that seat's move), a round's or the game's end."""
    names = match.names()
    if match.is_over:
        return tr("classic.status.game_over", title=game_title(match))
    if match.round_end is not None:
        return tr(
            "classic.status.round_over", n=match.round_end, how=how_words(match, match.round_end)
        )
    seat = match.turn
    name = names[seat]
    if moved is not None and not match.is_human(seat):  # (a computer's move, a moment)
        return capital(moved_words(match, *moved, towards))
    if not match.is_human(seat):
        kind = match.players[seat].kind
        if thinking:
            return capital(trn("classic.status.thinking", article(name), level=level_words(kind)))
        if match.can_redo():
            return tr("classic.status.paused", name=name)
        return capital(trn("classic.status.computer", article(name), level=level_words(kind)))
    if covered:
        return trn("classic.status.cover", name)
    if chosen is not None and isinstance(chosen, Play | Lead):
        return tr("classic.status.confirm", play=play_words(chosen, names, towards))
    if held is not None:
        return tr("classic.status.end", tile=held_words(held))
    legal = match.legal()
    if any(isinstance(a, Play | Lead) for a in legal):
        layout = match.current.layout
        if layout.empty:
            return trn("classic.status.lead", name)
        if layout.uncovered is not None:  # (the engine's one end open: its double's)
            return trn(
                "classic.status.double", name, tile=held_words(layout.tails[layout.uncovered])
            )
        return trn("classic.status.pick", name)
    if DRAW in legal:
        return trn("classic.status.draw", name)
    return trn("classic.status.pass", name)


def demand(match: ClassicMatch, towards: Towards | None = None) -> str:
    """What the position demands, read from the engine's state of the round in play (empty
    when it demands nothing special): the double the round holds uncovered (Mexican Train:
    the only end open to the seat on turn, "Cover the 3-3 on the Mexican train"), a human's
    train marked open, the seat on turn whose only plays are matadors."""
    if match.is_over or match.round_end is not None:
        return ""
    game = match.current
    layout = game.layout
    names = match.names()
    seat = game.turn
    parts = []
    if layout.uncovered is not None:
        double = held_words(layout.tails[layout.uncovered])
        where = end_words(layout.uncovered, names, towards)
        said = trn("classic.demand.cover", article(names[seat]), tile=double, end=where)
        parts.append(capital(said))
    viewer = match.viewer()
    if viewer is not None and game.markers >> viewer & 1:  # (the engine's marker on its train)
        parts.append(capital(trn("classic.demand.open", names[viewer])))
    plays = match.plays() if match.is_human(seat) else []
    kept = matadors(match.rules.set) if match.rules.match == "matador" else 0
    if plays and not layout.empty and all(kept >> a.tile & 1 for a in plays):
        numbers = join_or(_open_numbers(match))
        total = match.rules.set + 1
        words = tr("classic.demand.matador", numbers=numbers, total=total)
        parts.append(draw_reason(match) or words)
    return " · ".join(parts)


def moved_words(match: ClassicMatch, seat: int, action: Action, towards: Towards | None) -> str:
    """A seat's move just made, as the plays list says it ("Bob: 3-5 on the left end")."""
    name = match.names()[seat]
    if isinstance(action, Pass):
        return trn("classic.log.pass", name)
    if isinstance(action, Draw):
        return trn("classic.log.draw", name)
    return tr("classic.log.play", name=name, play=play_words(action, match.names(), towards))


# --------------------------------------------------------------------- the log


def log_lines(
    match: ClassicMatch, viewer: int | None = None, towards: Towards | None = None
) -> list[tuple[int, str]]:
    """The plays so far, one line each with the seat it is about (-1: a round's heading or
    how it ended); a draw names its tile only to ``viewer``, the seat that drew it."""
    names = match.names()
    lines: list[tuple[int, str]] = []
    for entry in match.game.rounds:
        if not entry.round.log and match.round_end is not None:
            continue  # (dealt, but its heading waits for the end of the last to be read)
        lines.append((-1, tr("classic.log.round", n=entry.number)))
        opening = opening_words(match, entry.number)
        if opening:
            lines.append((-1, opening))
        hidden = 0  # the hidden draws on the last line
        drawn: list[str] = []  # the viewer's own draws on the last line
        for index, step in enumerate(entry.round.log):
            seat, action = step.seat, step.action
            name = names[seat]
            tile = match.drew(entry.number, index)
            if isinstance(action, Draw):
                if viewer == seat and tile >= 0:
                    if drawn and lines[-1][0] == seat:  # one line: "You draw 3 tiles: ..."
                        drawn.append(TEXT[tile])
                        tiles = ", ".join(drawn)
                        text = trn("classic.log.drew.many", name, n=len(drawn), tiles=tiles)
                        lines[-1] = (seat, text)
                    else:
                        drawn = [TEXT[tile]]
                        lines.append((seat, trn("classic.log.drew", name, tile=drawn[0])))
                    hidden = 0
                elif hidden and lines[-1][0] == seat:  # draws one after the other: one line
                    hidden += 1
                    lines[-1] = (seat, trn("classic.log.draws", name, n=hidden))
                else:
                    hidden, drawn = 1, []
                    lines.append((seat, trn("classic.log.draw", name)))
                continue
            hidden = 0
            drawn = []
            if isinstance(action, Pass):
                lines.append((seat, trn("classic.log.pass", name)))
            else:
                shown = towards if entry.round is match.shown_round() else None
                what = play_words(action, names, shown)
                if step.points:
                    text = tr("classic.log.scores", name=name, play=what, n=step.points)
                else:
                    text = tr("classic.log.play", name=name, play=what)
                lines.append((seat, text))
        if entry.round.result is not None:
            lines.append((-1, capital(how_words(match, entry.number))))
    return lines
