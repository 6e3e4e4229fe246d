"""The key binding table: which key does what on the game screens, the score sheet and the
editor, written once.

Each entry of :data:`BINDINGS` names an action (undo, redo, save, open, rules, help, fit,
hint, spots; confirm and cancel; the classic games' draw and pass) and the keys that do it,
the first being the one shown. The screens ask :func:`bound` which action a key press is
(and do it with the same method their button calls); the texts say the key of action ``X``
as the field ``{key_X}``, filled from this table by :func:`figures.texts.i18n.tr`
(:func:`key_name`, in the current language): a button's label ("Hint (H)", "Cadrer
(Espace)") and the keys panel show the key that triggers it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial

from arcade import key
from pyglet.window.key import symbol_string

from figures.texts import i18n
from figures.texts.i18n import tr

__all__ = ["BINDINGS", "Binding", "Chord", "bound", "ctrl_held", "key_name"]


@dataclass(frozen=True)
class Chord:
    """One key, with Ctrl (or Cmd) held or not, and Shift required (True), refused (False)
    or either (None)."""

    symbol: int
    ctrl: bool = False
    shift: bool | None = None

    def matches(self, symbol: int, modifiers: int) -> bool:
        if symbol != self.symbol or ctrl_held(modifiers) != self.ctrl:
            return False
        return self.shift is None or bool(modifiers & key.MOD_SHIFT) == self.shift

    def name(self) -> str:
        """The chord as a player reads it: "Ctrl+Z", "F1", "Space" ("Espace")."""
        words = [] if not self.ctrl else ["Ctrl"]
        if self.shift:
            words.append(tr("key.shift"))
        special = _NAMES.get(self.symbol)
        words.append(
            tr(special) if special and i18n.has_text(special) else special or _plain(self.symbol)
        )
        return "+".join(words)


@dataclass(frozen=True)
class Binding:
    """An action and its keys, the first shown."""

    action: str
    chords: tuple[Chord, ...]

    def matches(self, symbol: int, modifiers: int) -> bool:
        return any(chord.matches(symbol, modifiers) for chord in self.chords)


def _plain(symbol: int) -> str:
    return str(symbol_string(symbol))


#: How a key is named when its constant's name is not what a player reads (a text key, or the
#: sign itself).
_NAMES: dict[int, str] = {
    key.SPACE: "key.space",
    key.HOME: "key.home",
    key.QUESTION: "?",
    key.RETURN: "key.enter",
    key.ESCAPE: "key.escape",
}

#: The table: every action a key and a button share.
BINDINGS: dict[str, Binding] = {
    binding.action: binding
    for binding in (
        Binding("undo", (Chord(key.Z, ctrl=True, shift=False),)),
        Binding("redo", (Chord(key.Y, ctrl=True), Chord(key.Z, ctrl=True, shift=True))),
        Binding("save", (Chord(key.S, ctrl=True),)),
        Binding("open", (Chord(key.O, ctrl=True),)),
        Binding("rules", (Chord(key.F1),)),
        Binding("help", (Chord(key.QUESTION), Chord(key.SLASH, shift=True), Chord(key.F2))),
        Binding("fit", (Chord(key.SPACE), Chord(key.HOME))),
        Binding("hint", (Chord(key.H),)),
        Binding("spots", (Chord(key.L),)),
        Binding("confirm", (Chord(key.RETURN), Chord(key.NUM_ENTER))),
        Binding("cancel", (Chord(key.ESCAPE),)),
        Binding("draw", (Chord(key.D),)),
        Binding("pass", (Chord(key.P),)),
    )
}


def ctrl_held(modifiers: int) -> bool:
    """Whether Ctrl (or Cmd) is held."""
    return bool(modifiers & (key.MOD_CTRL | key.MOD_COMMAND))


def bound(symbol: int, modifiers: int, among: Iterable[str]) -> str | None:
    """The action of ``among`` (names of :data:`BINDINGS`) that the key press is, if any."""
    for action in among:
        if BINDINGS[action].matches(symbol, modifiers):
            return action
    return None


def key_name(action: str) -> str:
    """The key shown for ``action``: its first chord, in the current language."""
    return BINDINGS[action].chords[0].name()


# The texts' {key_X} fields come from this table.
i18n.KEY_NAMES.update({action: partial(key_name, action) for action in BINDINGS})
