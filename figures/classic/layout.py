"""The tiles on the table: the open ends of each branching (§A4, names of §B2), how a tile
joins an end (§A4.1), and the All Fives count (§A9.1).

The layout holds, for every open end, the number it shows (``ends``) and the tile lying at it
(``tails``, ``-1`` for an empty spinner arm, a new all-doubles arm or an empty train). Ends are
never closed: the line's two ends, the arms and the trains only grow.
"""

from __future__ import annotations

from figures.classic.tiles import HAS, HIGH, IS_DOUBLE, LOW, PIPS, TEXT, set_mask, tile

#: An end with no tile yet (an empty arm or train).
EMPTY = -1

#: What :meth:`Layout.unplace` needs to take a placement back: the end, the number it showed
#: and its tile before, the spinner, its uncovered sides, the uncovered double, and how many
#: ends there were (arms opened by the placement are the last ones in the dicts).
_Undo = tuple[str, int, int, int, tuple[str, ...], str | None, int]


def matadors(top: int) -> int:
    """The mask of the matadors of the double-``top`` set: the tiles whose halves add up to
    top + 1, and the double blank (§A8)."""
    mask = 1 << tile(0, 0)
    for a in range(top + 1):
        b = top + 1 - a
        if a < b <= top:
            mask |= 1 << tile(a, b)
    return mask


def sums_to_join(end: int, touch: int, top: int) -> bool:
    """Matador's rule (§A8): a half showing ``touch`` joins an end showing ``end`` when the two
    make top + 1 (seven with double-six); a matador joins anything."""
    return end + touch == top + 1


def need_table(top: int, match: str) -> tuple[int, ...]:
    """``need[v]``: the mask of every tile that can join an end showing ``v``."""
    every = set_mask(top)
    if match == "equal":
        return tuple(HAS[v] & every for v in range(top + 1))
    mats = matadors(top)
    need = []
    for v in range(top + 1):
        mask = mats
        for w in range(top + 1):
            if sums_to_join(v, w, top):
                mask |= HAS[w]
        need.append(mask & every)
    return tuple(need)


def arm_names(double: int) -> tuple[str, str]:
    text = TEXT[double]
    return f"{text}.U", f"{text}.D"


ARMS: tuple[tuple[str, str], ...] = tuple(arm_names(tile(n, n)) for n in range(13))
#: The seats' personal trains (Mexican Train), by seat.
TRAINS: tuple[str, ...] = tuple(f"p{seat}" for seat in range(8))


class Layout:
    """The layout of one round. ``place`` trusts its caller: the round checks first."""

    __slots__ = (
        "_undo",
        "branching",
        "ends",
        "engine",
        "placed",
        "spinner",
        "spinner_sides",
        "tails",
        "uncovered",
    )

    def __init__(self, branching: str, players: int = 0, engine: int = EMPTY) -> None:
        self.branching = branching
        self.engine = engine
        self.ends: dict[str, int] = {}
        self.tails: dict[str, int] = {}
        #: The tiles placed, in order: (tile, end, touching half); the lead has end "".
        self.placed: list[tuple[int, str, int]] = []
        self.spinner = EMPTY
        #: The spinner's sides not covered yet (its arms open when none is left).
        self.spinner_sides: tuple[str, ...] = ()
        #: Mexican Train: the end whose double is not covered yet.
        self.uncovered: str | None = None
        self._undo: list[_Undo] = []
        if branching == "trains":
            shown = LOW[engine]
            for seat in range(players):
                self.ends[TRAINS[seat]] = shown
                self.tails[TRAINS[seat]] = EMPTY
            self.ends["mex"] = shown
            self.tails["mex"] = EMPTY

    @property
    def empty(self) -> bool:
        """True before the lead (never with trains: the engine is in the hub)."""
        return not self.placed and self.branching != "trains"

    def copy(self) -> Layout:
        """An independent copy (for search on a copy of a round)."""
        other = Layout.__new__(Layout)
        other.branching = self.branching
        other.engine = self.engine
        other.ends = dict(self.ends)
        other.tails = dict(self.tails)
        other.placed = list(self.placed)
        other.spinner = self.spinner
        other.spinner_sides = self.spinner_sides
        other.uncovered = self.uncovered
        other._undo = list(self._undo)
        return other

    def unplace(self) -> None:
        """Take back the last placement (the lead included), exactly."""
        end, value, tail, self.spinner, self.spinner_sides, self.uncovered, count = self._undo.pop()
        self.placed.pop()
        ends, tails = self.ends, self.tails
        while len(ends) > count:  # the arms this placement opened, last in
            ends.popitem()
            tails.popitem()
        if end:
            ends[end] = value
            tails[end] = tail

    # ----------------------------------------------------------------------- changing

    def lead(self, t: int, left: int) -> None:
        right = HIGH[t] if LOW[t] == left else LOW[t]
        self._undo.append(("", 0, 0, self.spinner, self.spinner_sides, self.uncovered, 0))
        self.placed.append((t, "", left))
        self.ends["L"] = left
        self.ends["R"] = right
        self.tails["L"] = t
        self.tails["R"] = t
        if left == right:
            if self.branching == "all-doubles":
                self._open_arms(t)
            elif self.branching == "spinner":
                self.spinner = t
                self.spinner_sides = ("L", "R")

    def place(self, t: int, end: str, touch: int) -> None:
        """Put tile ``t`` on ``end`` through its half ``touch``."""
        ends = self.ends
        self._undo.append(
            (
                end,
                ends[end],
                self.tails[end],
                self.spinner,
                self.spinner_sides,
                self.uncovered,
                len(ends),
            )
        )
        self.placed.append((t, end, touch))
        ends[end] = HIGH[t] if LOW[t] == touch else LOW[t]
        self.tails[end] = t
        sides = self.spinner_sides
        if sides and end in sides:
            self.spinner_sides = sides = tuple(s for s in sides if s != end)
            if not sides:
                self._open_arms(self.spinner)
        if IS_DOUBLE[t]:
            branching = self.branching
            if branching == "trains":
                self.uncovered = end
            elif branching == "all-doubles":
                self._open_arms(t)
            elif branching == "spinner" and self.spinner == EMPTY and end in ("L", "R"):
                self.spinner = t
                self.spinner_sides = (end,)
        elif end == self.uncovered:
            self.uncovered = None

    def _open_arms(self, double: int) -> None:
        up, down = ARMS[LOW[double]]
        shown = LOW[double]
        self.ends[up] = shown
        self.ends[down] = shown
        self.tails[up] = EMPTY
        self.tails[down] = EMPTY

    # ----------------------------------------------------------------------- reading

    def spinner_arm_closed(self, end: str) -> bool:
        """True when ``end`` names an arm of the spinner whose sides are not both covered."""
        return self.spinner != EMPTY and end in ARMS[LOW[self.spinner]] and end not in self.ends

    def fives_count(self) -> int:
        """The count of the open ends (§A9.1): each end the number it shows, twice it when the
        tile at that end is a double, empty arms nothing; the lead alone counts its pips once."""
        placed = self.placed
        if len(placed) == 1:
            return PIPS[placed[0][0]]
        total = 0
        ends = self.ends
        for name, t in self.tails.items():
            if t >= 0:
                total += 2 * ends[name] if IS_DOUBLE[t] else ends[name]
        return total

    def fives_terms(self) -> list[tuple[str, int, bool]]:
        """The count of :meth:`fives_count` end by end, to show it: ``(end, number shown,
        counted twice because the tile there is a double)``; the lead alone is one term, its
        pips. Written plainly for people; the fast sum above is checked against it."""
        if len(self.placed) == 1:
            return [("lead", PIPS[self.placed[0][0]], False)]
        return [(name, self.ends[name], IS_DOUBLE[t]) for name, t in self.tails.items() if t >= 0]

    def describe(self) -> str:
        """The open ends, for messages: ``L 3, R 5``."""
        return ", ".join(f"{name} {value}" for name, value in self.ends.items()) or "none"
