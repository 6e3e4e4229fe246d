"""Every key the code asks for is in the English catalogues, and every English message is
asked for by the code (:mod:`text_keys` reads the keys from the source).

A key the code computes (``f"end.reason.{outcome.reason.value}"``) is checked with every
value its hole takes: :data:`COMPUTED` names each such site, by its file and its key with
``{}`` for the hole, and where the values come from (the engine's enums and tables, the
registry of games, the kinds of players, the house rules' fields; a constant of the UI read
from its source, as these tests import no module of the UI). A new computed key fails
:func:`test_the_computed_keys_are_the_known_ones` until it is added there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from functools import cache

import pytest
from text_keys import Code, Pattern, Site, fill, holes, shape, skeleton

from figures.ai.classic import CLASSIC_PLAYERS
from figures.ai.players import PLAYERS
from figures.app.options import TARGETS_OFFERED
from figures.classic.errors import REASONS
from figures.classic.rules import CHOICES, PRESETS
from figures.colour.game import Termination
from figures.colour.geometry import Side
from figures.colour.house import NAMES as HOUSE_NAMES
from figures.colour.house import HouseRules
from figures.colour.tiles import Colour
from figures.core.seats import HUMAN
from figures.games import GAMES
from figures.sheet.model import HOW
from figures.texts.i18n import NAME_MESSAGE, has_text, message_id, texts


@cache
def code() -> Code:
    return Code()


def computers() -> set[str]:
    """The computer players' kinds, of either family."""
    return set(PLAYERS) | set(CLASSIC_PLAYERS)


def kinds() -> set[str]:
    return {HUMAN} | computers()


def lessons(script: str) -> set[str]:
    """The lessons of a guided game, from its script's steps (each step's first item: who
    plays it, or the lesson it teaches)."""
    steps = code().constant(f"figures.ui.tutorial.{script}", "STEPS")
    guide = "figures.ui.tutorial.guide"
    players = {code().constant(guide, "COMPUTER"), code().constant(guide, "PLAYER")}
    return {step[0] for step in steps} - players


def pages(script: str) -> set[str]:
    """A guide's pages: its first, its lessons and its last (``Guide.lessons``)."""
    return {"intro", *lessons(script), "ready"}


def editor_modes() -> set[str]:
    """The classic editor's modes (``DEAL, LINE, ACTIONS = ...`` of its model)."""
    model = "figures.ui.editor.classic_model"
    return set().union(*(code().texts(model, name) for name in ("DEAL", "LINE", "ACTIONS")))


@dataclass(frozen=True)
class Values:
    """What a computed key's hole takes, and why; ``every``: every key it makes must exist
    (else, at a site that asks ``has_text`` first, only those the catalogue has are said)."""

    values: Callable[[], Iterable[str]]
    why: str
    every: bool = True


GAME_NAMES = Values(lambda: GAMES, "every game of the registry (figures.games.GAMES)")
PRESET_NAMES = Values(lambda: PRESETS, "the classic presets (figures.classic.rules.PRESETS)")
COLOURS = Values(lambda: (c.value for c in Colour), "the colours' letters (Colour)")
TERMINATIONS = Values(lambda: (t.value for t in Termination), "how a colour game ends")

#: Every computed key of the code: (file, key with ``{}`` for its hole) -> its hole's values.
COMPUTED: dict[tuple[str, str], Values] = {
    ("figures/app/sheet_session.py", "game.title.{}"): GAME_NAMES,
    ("figures/app/sheet_session.py", "sheet.how.{}"): Values(
        lambda: HOW, "how a classic round ends (figures.sheet.model.HOW)"
    ),
    ("figures/texts/i18n.py", "kind.{}"): Values(kinds, "a human and every computer player"),
    ("figures/texts/i18n.py", "kind.short.{}"): Values(kinds, "a human and every computer"),
    ("figures/texts/i18n.py", "kind.brief.{}"): Values(computers, "every computer player"),
    ("figures/texts/i18n.py", "kind.level.{}"): Values(computers, "every computer player"),
    ("figures/texts/names.py", "names.level.{}"): Values(computers, "every computer player"),
    ("figures/ui/classic/match.py", "game.title.{}"): PRESET_NAMES,
    ("figures/ui/classic/setup.py", "setup.cannot_play.{}"): Values(
        lambda: CHOICES["cannot_play"], "the rules' choices (CHOICES)"
    ),
    ("figures/ui/classic/setup.py", "setup.lead.{}"): Values(
        lambda: set(CHOICES["lead"]) - {"engine"},
        "the rules' choices; not Mexican Train's engine, where the button is hidden (offers_lead)",
    ),
    ("figures/ui/classic/setup.py", "setup.target.{}"): Values(
        lambda: TARGETS_OFFERED, "the targets the set-up offers (figures.app.options)"
    ),
    ("figures/ui/classic/summary.py", "classic.rule.{}"): Values(
        lambda: CHOICES["scoring"], "the rules' ways of scoring (CHOICES)"
    ),
    ("figures/ui/classic/summary.py", "classic.rule.{}.one"): Values(
        lambda: CHOICES["scoring"], "those with a line for one opponent", every=False
    ),
    ("figures/ui/classic/words.py", "classic.level.{}"): Values(
        lambda: CLASSIC_PLAYERS, "the classic computer levels (CLASSIC_PLAYERS)"
    ),
    ("figures/ui/classic/words.py", "classic.title.{}"): Values(
        lambda: PRESETS, "the presets with a title of their own here", every=False
    ),
    ("figures/ui/classic/words.py", "game.title.{}"): PRESET_NAMES,
    ("figures/ui/colour/end.py", "end.reason.{}"): TERMINATIONS,
    ("figures/ui/colour/presenter.py", "colour.{}"): COLOURS,
    ("figures/ui/colour/setup.py", "house.{}"): Values(
        lambda: (f.name for f in fields(HouseRules) if f.init), "the house rules' fields"
    ),
    ("figures/ui/editor/classic_view.py", "editor.classic.hint.{}"): Values(
        editor_modes, "the classic editor's modes"
    ),
    ("figures/ui/editor/classic_view.py", "editor.classic.keys.{}"): Values(
        editor_modes, "the classic editor's modes"
    ),
    ("figures/ui/editor/classic_view.py", "editor.classic.how.{}"): Values(
        lambda: HOW, "how a round ends (RoundResult.how, as the sheet lists them)"
    ),
    ("figures/ui/editor/classic_view.py", "editor.classic.reason.{}"): Values(
        lambda: REASONS, "the engine's reason codes (figures.classic.errors.REASONS)"
    ),
    ("figures/ui/editor/classic_view.py", "game.title.{}"): PRESET_NAMES,
    ("figures/ui/editor/plays.py", "editor.dir.{}"): Values(
        lambda: (side.name for side in Side), "the directions (Side)"
    ),
    ("figures/ui/replay/steps.py", "replay.surface.{}"): COLOURS,
    ("figures/ui/rules/view.py", "house.note.{}"): Values(
        lambda: HOUSE_NAMES, "the house rules by name (figures.colour.house.NAMES)"
    ),
    ("figures/ui/setup/games.py", "game.title.{}"): GAME_NAMES,
    ("figures/ui/setup/games.py", "game.desc.{}"): GAME_NAMES,
    ("figures/ui/setup/games.py", "game.brief.{}"): Values(
        lambda: GAMES, "the games with a brief line", every=False
    ),
    ("figures/ui/setup/games.py", "game.short.{}"): Values(
        lambda: GAMES, "the games with a short title", every=False
    ),
    ("figures/ui/sheet/refusal.py", "sheet.error.{}"): Values(
        lambda: code().arguments("SheetError", "code") - {""},
        "the codes the sheet's refusals carry (SheetError(code=...)); one without words "
        "is said in the model's English",
        every=False,
    ),
    ("figures/ui/sheet/words.py", "sheet.end.how.{}"): TERMINATIONS,
    ("figures/ui/shell/file_summary.py", "game.title.{}"): GAME_NAMES,
    ("figures/ui/stats/view.py", "game.title.{}"): GAME_NAMES,
    ("figures/ui/tutorial/view.py", "tutorial.{}.do"): Values(
        lambda: lessons("colour_script"), "the colour guide's lessons"
    ),
    ("figures/ui/tutorial/view.py", "tutorial.{}.done"): Values(
        lambda: lessons("colour_script"), "the colour guide's lessons"
    ),
    ("figures/ui/tutorial/classic_view.py", "tutorial.classic.{}.do"): Values(
        lambda: lessons("classic_script"), "the classic guide's lessons"
    ),
    ("figures/ui/tutorial/classic_view.py", "tutorial.classic.{}.done"): Values(
        lambda: lessons("classic_script"), "the classic guide's lessons"
    ),
    ("figures/ui/tutorial/screen.py", "tutorial.{}.title"): Values(
        lambda: pages("colour_script"), "the colour guide's pages"
    ),
    ("figures/ui/tutorial/screen.py", "tutorial.{}.text"): Values(
        lambda: pages("colour_script"), "the colour guide's pages"
    ),
    ("figures/ui/tutorial/screen.py", "tutorial.classic.{}.title"): Values(
        lambda: pages("classic_script"), "the classic guide's pages"
    ),
    ("figures/ui/tutorial/screen.py", "tutorial.classic.{}.text"): Values(
        lambda: pages("classic_script"), "the classic guide's pages"
    ),
}

#: The messages read otherwise than through a key in the code, and how.
READ_OTHERWISE = {
    NAME_MESSAGE: "the language's own name, read by figures.texts.i18n.language_name",
}


def sites() -> list[Site]:
    return code().sites


def computed() -> dict[tuple[str, str], list[tuple[Site, Pattern]]]:
    found: dict[tuple[str, str], list[tuple[Site, Pattern]]] = {}
    for site in sites():
        for pattern in site.patterns:
            if holes(pattern):
                found.setdefault((site.file, skeleton(pattern)), []).append((site, pattern))
    return found


def computed_keys(where: tuple[str, str]) -> set[str]:
    """The keys a computed site makes, with every value of its hole."""
    values = [str(v) for v in COMPUTED[where].values()]
    assert values, where
    return {fill(pattern, (value,)) for _, pattern in computed()[where] for value in values}


def literal_keys() -> dict[str, list[Site]]:
    found: dict[str, list[Site]] = {}
    for site in sites():
        for pattern in site.patterns:
            if not holes(pattern):
                found.setdefault("".join(str(p) for p in pattern), []).append(site)
    return found


def used_messages() -> set[str]:
    """Every message the code may ask for: its literal keys and its computed keys."""
    keys = set(literal_keys())
    for where in COMPUTED:
        keys |= computed_keys(where)
    return {message_id(key) for key in keys}


def test_the_code_is_read() -> None:
    """The reading finds the sites (most with a literal key) and follows the helpers that
    take a key to their callers."""
    assert len(sites()) > 500
    keys = literal_keys()
    assert len(keys) > 700
    # plural(key, value) of the classic end screen, side_words(match, key, side) of the
    # classic screen, the top bar's buttons (button.<text>, and .short where asked)
    for key in ("classic.end.screen.best.low", "classic.how.blocked.team", "button.undo"):
        assert key in keys, key
    assert "button.save.short" in keys and "button.undo.short" not in keys
    for where, found in computed().items():  # every hole a field the code does not say
        for _, pattern in found:
            assert len(holes(pattern)) == 1, (where, shape(pattern))


def test_every_literal_key_exists() -> None:
    missing = {
        key: sorted({f"{s.file}:{s.line}" for s in found})
        for key, found in literal_keys().items()
        if not has_text(key) and not all(s.optional for s in found)
    }
    assert not missing, f"keys the English catalogues lack: {missing}"


def test_the_computed_keys_are_the_known_ones() -> None:
    found = computed()
    new = {
        where: sorted({shape(p) for _, p in found[where]}) for where in set(found) - set(COMPUTED)
    }
    assert not new, f"computed keys COMPUTED does not know (say what their holes take): {new}"
    gone = set(COMPUTED) - set(found)
    assert not gone, f"COMPUTED names keys the code no longer computes: {sorted(gone)}"


@pytest.mark.parametrize("where", sorted(COMPUTED), ids=lambda w: f"{w[0]}:{w[1]}")
def test_every_computed_key_exists(where: tuple[str, str]) -> None:
    keys = computed_keys(where)
    known = {key for key in keys if has_text(key)}
    optional = all(site.optional for site, _ in computed().get(where, []))
    if COMPUTED[where].every or not optional:
        assert known == keys, f"{where}: the catalogues lack {sorted(keys - known)}"
    else:
        assert known, f"{where}: none of {sorted(keys)}"


def test_no_message_is_unused() -> None:
    unused = set(texts("en")) - used_messages() - set(READ_OTHERWISE)
    assert not unused, f"messages no code asks for: {sorted(unused)}"


def test_the_messages_read_otherwise_exist() -> None:
    assert set(READ_OTHERWISE) <= set(texts("en"))
