"""The classic game screen's small words, in the player's language: a tile, a seat, an open
end and a play in words, the All Fives count of a play, a hint and its reasons, counts of
pips and tiles, and the seats' names shortened for a narrow place.

No arcade here, and no rule: every fact is read from the engine and only put into words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from figures.ai.classic_hints import ClassicHint, Reason
from figures.classic.actions import Action, Draw, Lead, Play
from figures.classic.layout import TRAINS, Layout, matadors
from figures.classic.round import Round
from figures.classic.tiles import HIGH, LOW, TEXT
from figures.core.errors import FiguresError
from figures.games import lookup
from figures.texts.i18n import (
    count_text,
    has_text,
    points_text,
    tr,
    trn,
)
from figures.texts.names import Shown
from figures.ui.classic.match import ClassicMatch, points_words

# --------------------------------------------------------------------- small words


def capital(text: str) -> str:
    """``text`` with its first letter a capital (a phrase used as a sentence)."""
    return text[:1].upper() + text[1:]


def held_words(tile: int) -> str:
    """A tile in words, written one way everywhere on the screen (the title, the hint, the
    plays list, the guide): as the engine writes it, its lower number first ("0-5"); a play
    of it then says "0-5 on the left end", the same tile."""
    return TEXT[tile]


def article(name: str) -> str:
    """A seat's name as French puts it in a sentence: a seat called "Ordinateur" is
    "l'ordinateur" ("au tour de l'ordinateur", "le train de l'ordinateur", never "à
    Ordinateur"); any other name, and any name in English, as it is. Who it is stays with
    it (a text about it still says "your train")."""
    return Shown(trn("classic.article", name), name.role if isinstance(name, Shown) else "other")


def preset_title(preset: str) -> str:
    """A classic game's name in the current language ("Jeu avec pioche"), without a target
    in it (the line under it says the target played: "Block game to points", not "to 100"
    over "First to 30 points")."""
    for key in (f"classic.title.{preset}", f"game.title.{preset}"):
        if has_text(key):
            return tr(key)
    try:
        return lookup(preset).title
    except FiguresError:
        return preset


def keys_text(match: ClassicMatch) -> str:
    """What the keys do, for the game played: D only where a player draws, F only in
    Matador."""
    rules = match.rules
    more = ""
    if rules.match == "matador":
        more += tr("classic.keys.flip")
    if rules.cannot_play != "pass":
        more += tr("classic.keys.draw")
    more += tr("classic.keys.pass")
    return tr("classic.keys", more=more)


def level_words(kind: str) -> str:
    """A computer level in words ("hard"), settings after a colon dropped."""
    base = kind.partition(":")[0]
    key = f"classic.level.{base}"
    return tr(key) if has_text(key) else base


def side_name(match: ClassicMatch, side: int) -> str:
    """A side's name: the player's, or the partners' joined."""
    names = match.names()
    seats = [s for s in range(match.rules.players) if match.rules.side_of(s) == side]
    if len(seats) == 1:
        return names[seats[0]]  # (as shown, who it is kept)
    return " & ".join(names[s] for s in seats)


def side_words(match: ClassicMatch, key: str, side: int, **fields: object) -> str:
    """``key`` said of a side: its player (in the second person for "You"), or the
    partners together (``key.team``, the verb in the plural)."""
    seats = [s for s in range(match.rules.players) if match.rules.side_of(s) == side]
    if len(seats) > 1:
        return tr(f"{key}.team", name=side_name(match, side), **fields)
    return trn(key, match.names()[seats[0]], **fields)


def join_or(numbers: Sequence[int]) -> str:
    """``3``, ``3 or 5``, ``3, 4 or 5`` (in the player's language)."""
    words = [str(n) for n in numbers]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + tr("classic.or") + words[-1]


#: Which way each arm of a double runs on the screen (``up``, ``down``, ``left``, ``right``),
#: by end name: the screen knows it from its scene; without it, ``U`` is up and ``D`` down.
Towards = Mapping[str, str]


def end_words(end: str, names: Sequence[str], towards: Towards | None = None) -> str:
    """An open end in words: the left end, the arm above 6-6, Bob's train, the Mexican
    train, the lead."""
    if end == "":
        return tr("classic.end.lead")
    if end == "L":
        return tr("classic.end.left")
    if end == "R":
        return tr("classic.end.right")
    if end == "mex":
        return tr("classic.end.mex")
    if end in TRAINS:
        seat = TRAINS.index(end)
        name = names[seat] if seat < len(names) else str(seat + 1)
        return trn("classic.end.train", article(name))
    double, _, arm = end.rpartition(".")
    way = (towards or {}).get(end) or {"U": "up", "D": "down"}.get(arm)
    if way == "up":
        return tr("classic.end.up", tile=double)
    if way == "down":
        return tr("classic.end.down", tile=double)
    if way == "left":
        return tr("classic.end.leftof", tile=double)
    if way == "right":
        return tr("classic.end.rightof", tile=double)
    return end


def play_words(action: Action, names: Sequence[str], towards: Towards | None = None) -> str:
    """A play in words: "3-6 on the left end", "5-5 to lead"; a draw or a pass too."""
    if isinstance(action, Lead):
        return tr("classic.play.lead", tile=held_words(action.tile))
    if isinstance(action, Play):
        # (the tile written as everywhere else on the screen: the end says where it goes)
        written = held_words(action.tile)
        return tr("classic.play", tile=written, end=end_words(action.end, names, towards))
    if isinstance(action, Draw):
        return tr("classic.button.draw")
    return tr("classic.button.pass")


# --------------------------------------------------------------------- the count


def count_sum(game: Round) -> tuple[str, int]:
    """The All Fives count of ``game``'s table as a sum people read (``3 + 6 + 6``), and its
    total, from the layout's own terms."""
    return layout_sum(game.layout)


def layout_sum(layout: Layout) -> tuple[str, int]:
    """The All Fives count of ``layout`` as a sum people read: the number at each end, a
    double's twice (``3 + 6 + 6``), a lone first tile's two halves; and its total."""
    if not layout.placed:
        return "", 0
    terms = layout.fives_terms()
    if len(layout.placed) == 1:
        t = layout.placed[0][0]
        parts = [str(LOW[t]), str(HIGH[t])]
    else:
        parts = []
        for _, value, double in terms:
            parts += [str(value), str(value)] if double else [str(value)]
    return " + ".join(parts), layout.fives_count()


def count_caption(after: Round, points: int) -> str:
    """The count after a play, as the rules write it: "3 + 6 + 6 = 15: 15 points", or "no
    score" when the total is no multiple of 5."""
    written, total = count_sum(after)
    if not written:
        return ""
    if points:
        return tr("classic.count.scores", sum=written, total=total, points=points_text(points))
    return tr("classic.count.none", sum=written, total=total)


def preview_text(match: ClassicMatch, action: Play | Lead, towards: Towards | None = None) -> str:
    """What a play would do, said before it is confirmed: where it goes, what it scores (the
    count, in All Fives), whether it ends the round."""
    names = match.names()
    step, result = match.preview(action)
    parts = [play_words(step.action, names, towards)]
    if match.rules.in_play == "fives":
        parts.append(count_caption(match.after(action), step.points))
    if result is not None:
        if result.how == "out":
            parts.append(trn("classic.preview.out", names[step.seat]))
        elif result.how == "blocked":
            parts.append(tr("classic.preview.blocked"))
        elif result.how == "target":
            parts.append(tr("classic.preview.target"))
        winner = result.winner
        if winner is not None and match.rules.scoring != "penalty" and result.points[winner]:
            gained = points_words(result.points[winner])
            parts.append(side_words(match, "classic.preview.award", winner, points=gained))
    return " · ".join(p for p in parts if p)


# --------------------------------------------------------------------- hints


def reason_words(reason: Reason, names: Sequence[str] = (), towards: Towards | None = None) -> str:
    n, k = reason.number, reason.count
    code = reason.code
    if code == "trade":  # what a play scoring less now than ``other`` buys instead
        other = play_words(reason.other, names, towards) if reason.other else ""
        key = "classic.why.trade" + (
            "" if k and reason.more else ".denies" if k else ".keeps" if reason.more else ".game"
        )
        return tr(key, other=other, best=n, fewer=points_text(k), more=points_text(reason.more))
    if code == "goes-out":
        return tr("classic.why.out")
    if code == "scores":
        return tr("classic.why.scores", n=n)
    if code == "keeps-number":
        return tr("classic.why.keeps", n=n, k=k)
    if code == "blocks-next":
        return tr("classic.why.blocks", n=n)
    if code == "sheds-weight":
        return tr("classic.why.heavy", n=n)
    if code == "double":
        return tr("classic.why.double", n=n)
    if code == "own-train":
        return tr("classic.why.train")
    if code == "keeps-matador":
        return tr("classic.why.keeps_matador")
    if code == "matador":
        return tr("classic.why.matador")
    return code


def hint_text(hint: ClassicHint, names: Sequence[str], towards: Towards | None = None) -> str:
    """A hint in words: "Hint: 5-5 on the right end: scores 10 now; gets the double 5 away"."""
    play = play_words(hint.action, names, towards)
    why = tr("classic.sep").join(reason_words(r, names, towards) for r in hint.reasons)
    return tr("classic.hint", play=play, why=why) if why else tr("classic.hint.plain", play=play)


# --------------------------------------------------------------------- counts and names


def pips_words(n: int) -> str:
    return count_text("classic.pips", n)


def tiles_words(n: int) -> str:
    return count_text("classic.tiles", n)


def tiles_short(n: int) -> str:
    """A tile count in a row too narrow for :func:`tiles_words`: "12 dom." in French."""
    return count_text("classic.tiles.short", n)


def name_shortenings(name: str) -> list[str]:
    """Shorter forms of a seat's name, longest first, never cut inside a word without a
    full stop to say so: "Ordinateur 2" gives "Ordi. 2", "O. 2" and "2" (its number kept to
    the last); "Anne-Marie Dupont" gives "Anne-Marie D.", "Anne-Marie", "Anne.", "A."."""
    words = name.split()
    if not words:
        return []
    forms: list[str] = []

    def cut(word: str) -> list[str]:
        return [word[:k] + "." for k in (4, 1) if len(word) > k + 1]

    if len(words) > 1 and words[-1].isdigit():
        head, number = words[:-1], words[-1]
        if len(head) > 1:
            forms.append(f"{head[0]} {number}")
        forms += [f"{short} {number}" for short in cut(head[0])]
        forms.append(number)
    else:
        if len(words) > 1:
            forms.append(" ".join([*words[:-1], words[-1][0] + "."]))
            forms.append(words[0])
        forms += cut(words[0])
    return [form for form in dict.fromkeys(forms) if form != name]


def short_names(names: Sequence[str], fits: Callable[[int, str], bool]) -> list[str]:
    """The seats' names as a narrow place shows them: each whole when ``fits(seat, name)``,
    else its longest shortening that fits (:func:`name_shortenings`), so that "Ordinateur 2"
    and "Ordinateur 3" become "Ordi. 2" and "Ordi. 3", never both "Ordinat…". Names a
    shortening would make the same ("Alexandre", "Alexandra": "Alex.") keep the seat's
    number after them, so every name shown stays apart from the others."""

    def fitted(seat: int, forms: list[str]) -> str:
        for form in forms:
            if fits(seat, form):
                return form
        return forms[-1]

    shown = [
        fitted(seat, [name, *name_shortenings(name)]) if name else name
        for seat, name in enumerate(names)
    ]
    alike = [name != names[seat] and shown.count(name) > 1 for seat, name in enumerate(shown)]
    for seat, name in enumerate(shown):
        if alike[seat]:
            forms = [f"{form} {seat + 1}" for form in name_shortenings(names[seat])]
            shown[seat] = fitted(seat, forms or [f"{name} {seat + 1}"])
    for seat, name in enumerate(shown):  # (the last resort: the seat's number alone)
        if shown.count(name) > 1 and name != names[seat]:
            shown[seat] = str(seat + 1)
    return shown


def matador_count(match: ClassicMatch, hand: Sequence[int]) -> int:
    kept = matadors(match.rules.set)
    return sum(1 for t in hand if kept >> t & 1)
