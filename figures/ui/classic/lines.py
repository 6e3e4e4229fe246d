"""What the classic screen says in its top bar and on its message line, read from the match
and the screen's state (the tile held, the play previewed, the hints, a computer's move just
made), and which way each arm of a double runs on the table shown, for the words ("the arm
going up"); the words themselves are :mod:`figures.ui.classic.presenter`'s."""

from __future__ import annotations

from typing import Any

from figures.classic.tiles import MAX_TOP, parse_tile
from figures.core.errors import FiguresError
from figures.texts.i18n import tr
from figures.ui import theme
from figures.ui.classic import presenter
from figures.ui.classic.match import ClassicMatch
from figures.ui.classic.table import ClassicTable
from figures.ui.shell.top_bar import STATUS_SIZES
from figures.ui.widgets.text import text


def status(host: Any) -> str:
    """The top bar's status of the classic screen ``host``; at a round's end too long for the
    bar's room even in its smallest type, the round's title alone ("Round 1 is over"), the
    summary under it saying how it ended whole, rather than a sentence cut ("…le moins de
    poi…"); at the game's end, who won ("Ada wins")."""
    match = host.match
    said = presenter.status(
        match,
        thinking=host.task is not None or host.slide is not None,
        held=host.held,
        chosen=host.current_action(),
        covered=host.covered(),
        towards=host.towards,
        moved=host.turns.moved if host.turns.in_moment() else None,
    )
    number = match.round_end
    if number is not None or match.is_over:
        room = host.top_bar.status_width - 24  # (as the bar fits it: its buttons stay)
        if text(said, 0, 0, size=STATUS_SIZES[-1], bold=True).content_width > room:
            if match.is_over:  # ("Ordinateur 1 gagne", the results saying more)
                return presenter.capital(presenter.game_title(match))
            return tr("classic.summary.title", n=number)
    return said


def message(host: Any) -> tuple[str, tuple[int, int, int]]:
    """The message line of the classic screen ``host``, and its colour: a play being
    previewed, a hint, how to play the tile held, the draw or pass reason, what the position
    demands (a double to cover, a train open, only matadors), the count of the last play in
    All Fives; at a round's end, how to see the table."""
    match = host.match
    if host.at_results():
        return tr("classic.keys.results"), theme.MUTED
    if host.ended() and not host.covered():
        return tr("classic.keys.peek" if host.peek else "classic.keys.summary"), theme.MUTED
    hint = hint_line(host)
    hinted = host.hints[0].action if host.hints else None
    if hint and (host.current_action() is None or host.current_action() == hinted):
        return hint, theme.HINT
    if host.ghost.text:
        return host.ghost.text, theme.SELECTED
    if host.held is not None and host.end is None and host.may_act():
        return tr("classic.held", tile=presenter.held_words(host.held)), theme.TEXT
    if host.may_act():
        reason = presenter.draw_reason(match) or presenter.pass_reason(match)
        if reason and not match.plays():
            return reason, theme.TEXT
    demand = presenter.demand(match, host.towards)
    if demand:  # (a double to cover, a train open, only matadors: whoever is on turn)
        return demand, theme.WARNING
    count = last_count(match)
    if not count and host.may_act() and host.held is None:
        return presenter.keys_text(match), theme.MUTED  # (what the keys do, while nothing is said)
    return count, theme.MUTED


def hint_line(host: Any) -> str:
    """The hint of the classic screen ``host`` in words ("" when hints are off or it is not
    a human's turn)."""
    match = host.match
    if not host.show_hints or not match.human_to_move:
        return ""
    if host.hints is None:
        return tr("classic.hint.thinking")
    if not host.hints:
        # Only what the rules allow now: a draw while the stock has tiles, a pass when not.
        draw, pass_ = match.can_draw(), match.can_pass()
        if draw and pass_:
            return tr("classic.hint.none.both")
        if draw or pass_:
            return tr("classic.hint.none.draw" if draw else "classic.hint.none.pass")
        return tr("classic.hint.none")
    return presenter.hint_text(host.hints[0], match.names(), host.towards)


def last_count(match: ClassicMatch) -> str:
    """What the last play of the round shown scored, in All Fives."""
    if match.rules.in_play != "fives":
        return ""
    game = match.shown_round()
    if not game.log:
        return ""
    step = game.log[-1]
    if not step.points:
        return ""
    name = match.names()[step.seat]
    return tr("classic.labelled", label=name, text=presenter.count_caption(game, step.points))


def arm_ways(table: ClassicTable) -> dict[str, str]:
    """Which way each arm of a double runs on the table shown (``up``, ``down``, ``left``,
    ``right``): from the double to the first tile laid on the arm, or to its open slot."""
    scene = table.scene
    by_tile = {piece.tile: piece for piece in scene.pieces}
    first: dict[str, tuple[float, float]] = {}
    for piece in sorted(scene.pieces, key=lambda p: p.index):
        if "." in piece.end and piece.end not in first:
            first[piece.end] = piece.centre
    for tag in scene.tags:
        if "." in tag.name and tag.name not in first:
            box = tag.slot
            first[tag.name] = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    ways = {}
    for end, (x, y) in first.items():
        try:
            double = parse_tile(end.rpartition(".")[0], MAX_TOP)
        except FiguresError:
            continue
        held = by_tile.get(double)
        if held is None:
            continue
        dx, dy = x - held.centre[0], y - held.centre[1]
        if abs(dx) > abs(dy):
            ways[end] = "right" if dx > 0 else "left"
        else:
            ways[end] = "up" if dy > 0 else "down"
    return ways
