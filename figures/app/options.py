"""What the player chose that outlives one game, and the file that remembers it between
launches (``settings.json`` beside the autosave).

Each game keeps its own last set-up: the colour game's :class:`Settings`, and a
:class:`ClassicChoice` per classic preset (its seats, teams, who starts and the switches the
player changed), with the game chosen last. Files written before the classic games were
offered (no ``game`` nor ``classic`` in them) still load, with every classic preset at its
defaults; a file of this version read by an older build loses nothing it knew of.

A remembered set-up that cannot be used (damaged, edited by hand into something the game
does not allow, foreign) never stops the game from starting: it is renamed aside, as a
damaged autosave is, the defaults are used, and :attr:`Options.note` says so. No arcade here.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figures.ai.players import PLAYERS
from figures.app.storage import set_aside
from figures.colour.errors import FiguresError, RecordError
from figures.colour.game import Settings
from figures.colour.house import parse_house_rules
from figures.core.files import atomic_writer, read_json
from figures.core.seats import HUMAN, PlayerSpec, Table
from figures.core.text import shown
from figures.core.values import is_whole
from figures.games import CLASSIC, COLOUR, GAMES
from figures.texts import names
from figures.texts.i18n import languages, tr

if TYPE_CHECKING:
    from figures.classic.rules import Rules

SETTINGS_FORMAT = "figures-settings"
SETTINGS_VERSION = 1

#: The colour game's computer levels the set-up offers, strongest last, when the AI package
#: has them (:func:`computer_kinds`).
LEVELS = ("easy", "medium", "hard")
#: The computer levels of the classic games, weakest first (figures.ai.classic's names).
CLASSIC_LEVELS = ("random", "easy", "medium", "hard")
#: The kinds of a target a classic game's set-up offers (``Target.kind``).
TARGETS_OFFERED = ("points", "rounds", "instant")
#: The sound's volume until the player changes it (the desktop's sound plays at it).
DEFAULT_VOLUME = 0.8


def computer_kinds() -> list[str]:
    """The colour game's computer players this build has, in the order the set-up shows
    them."""
    known = [k for k in LEVELS if k in PLAYERS]
    return known + [k for k in PLAYERS if k not in known]


def default_computer() -> str:
    return "medium" if "medium" in PLAYERS else computer_kinds()[0]


def steps(value: object, default: float = DEFAULT_VOLUME) -> float:
    """A volume as kept: a number clamped to 0–1 and rounded to a step of 0.1 (``default``
    for what is not a finite number)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return default
    return round(min(1.0, max(0.0, float(value))) * 10) / 10


@dataclass(frozen=True)
class ClassicChoice:
    """A classic preset's set-up as the player left it: the seats, teams, who starts
    (None: at random), the deal number (None: a new deal each game; never written to the
    file), and each switch the player changed from the preset (None: the preset's own):
    the hand size, who leads (``lead``), what a player who cannot play does
    (``cannot_play``), and the target as ``(kind, value)``. The preset's :class:`Rules`
    judge the whole (:meth:`rules`)."""

    players: tuple[PlayerSpec, ...]
    teams: bool = False
    first: int | None = None
    seed: int | None = None
    hand: int | None = None
    lead: str | None = None
    cannot_play: str | None = None
    target: tuple[str, int] | None = None

    def overrides(self) -> dict[str, object]:
        """The switches changed from the preset, as :meth:`Rules.preset` takes them (JSON
        values, for this many players): teams only when on."""
        count = len(self.players)
        values: dict[str, object] = {}
        if self.teams:
            values["teams"] = True
        if self.hand is not None:
            values["hand"] = {str(count): self.hand}
        if self.lead is not None:
            values["lead"] = self.lead
        if self.cannot_play is not None:
            values["cannot_play"] = self.cannot_play
        if self.target is not None:
            kind, value = self.target
            values["target"] = (
                {"instant": {str(count): value}} if kind == "instant" else {kind: value}
            )
        return values

    def rules(self, game: str) -> Rules:
        """The rules of preset ``game`` with these seats and switches; a RulesError (a
        FiguresError) for a combination the family does not allow."""
        from figures.classic.rules import Rules

        return Rules.preset(game, len(self.players), **self.overrides())

    def check(self, game: str) -> Rules:
        """The seats judged as every game judges them (a SettingsError naming the field),
        then the rules (a RulesError)."""
        info = GAMES[game]
        first = 0 if self.first is None else self.first
        Table(self.players, 0, first, self.teams).check(
            info.players[0], info.players[-1], teams=info.teams
        )
        for index, seat in enumerate(self.players):
            if seat.kind != HUMAN and seat.kind not in CLASSIC_LEVELS:
                raise RecordError(f"seat {index + 1}: unknown kind {shown(seat.kind)}")
        return self.rules(game)


def default_choice(game: str) -> ClassicChoice:
    """A classic preset's first set-up: its smallest table (four for a game always in teams),
    you against the medium computer, the preset's own switches."""
    from figures.classic.rules import PRESETS

    preset = PRESETS[game]
    count = 4 if preset.teams else GAMES[game].players[0]
    seats = [PlayerSpec(names.you(), HUMAN)]
    seats += [
        PlayerSpec(names.computer() if count == 2 else names.computer(n), "medium")
        for n in range(2, count + 1)
    ]
    return ClassicChoice(tuple(seats), teams=preset.teams)


@dataclass
class Options:
    """What the player chose that outlives one game."""

    language: str = "en"
    colour_blind: bool = False
    show_spots: bool = False
    settings: Settings = field(
        default_factory=lambda: Settings(
            (PlayerSpec(names.you(), HUMAN), PlayerSpec(names.computer(), default_computer())),
            120,
            0,
            0,
        )
    )
    #: Seed chosen in the set-up (None: a new deal each game) and whether the first player is
    #: drawn at random.
    seed: int | None = None
    random_first: bool = False
    #: The game chosen last in the set-up (a name of :data:`figures.games.GAMES`).
    game: str = COLOUR
    #: The last set-up of each classic preset the player set up (the others: their defaults).
    classic: dict[str, ClassicChoice] = field(default_factory=dict)
    #: The sound's volume, 0 to 1 in steps of 0.1, and whether it is muted
    #: (the desktop's sound module); files written before there was sound: these defaults.
    volume: float = DEFAULT_VOLUME
    muted: bool = False
    #: Whether the player finished or skipped the guided first game (files written before
    #: there was one: not yet).
    guide_seen: bool = False
    #: The same for the classic family's guided first game.
    classic_guide_seen: bool = False
    #: What became of a remembered set-up that could not be used, for the first screen to
    #: say (empty when it was read, or when there was none).
    note: str = ""


def settings_path(autosave: Path | None) -> Path | None:
    """Where the last set-up is remembered: ``settings.json`` beside the autosave."""
    return None if autosave is None else autosave.parent / "settings.json"


def load_options(path: str | Path | None) -> Options:
    """The set-up remembered in ``path`` (target, seats, who starts, language, colour-blind
    mode, sound volume and mute); the defaults when there is none. A file that cannot be
    used is set aside and the defaults come back with a :attr:`~Options.note` saying so."""
    if path is None:
        return Options()
    path = Path(path)
    if not (path.exists() or path.is_symlink()):
        return Options()
    try:
        return _parse(read_json(path))
    except FiguresError as exc:
        problem = str(exc).removeprefix(f"{path}: ").removeprefix(f"{path} ")
    try:
        aside = set_aside(path)
    except OSError as exc:
        return Options(note=tr("settings.bad.kept", problem=problem, error=exc.strerror))
    return Options(note=tr("settings.bad", problem=problem, name=aside.name))


def _seats(players: Any) -> list[PlayerSpec]:
    """The seats of a remembered set-up (a name and a kind each), or a RecordError."""
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise RecordError("'players' must be a list of seats")
    specs = []
    for seat in players:
        name, kind = seat.get("name"), seat.get("kind")
        if not isinstance(name, str) or not isinstance(kind, str):
            raise RecordError("every seat needs a name and a kind")
        specs.append(PlayerSpec(name, kind))
    return specs


def _parse(data: Any) -> Options:
    """Options from a settings document, or a RecordError saying what is wrong with it."""
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        raise RecordError("not a Figures set-up file")
    if data.get("version") != SETTINGS_VERSION:
        raise RecordError(f"unknown version {shown(data.get('version'))}")

    def whole(key: str, value: Any) -> int:
        if not is_whole(value):
            raise RecordError(f"{key!r} must be a whole number, not {shown(value)}")
        return value

    specs = _seats(data.get("players"))
    first = data.get("first")
    house = data.get("house_rules", {})
    if not isinstance(house, dict):
        raise RecordError(f"'house_rules' must be an object, not {shown(house)}")
    settings = Settings(  # raises SettingsError (a FiguresError) for what the game refuses
        tuple(specs),
        whole("target", data.get("target")),
        0,
        0 if first is None else whole("first", first),
        parse_house_rules(house),
    )
    language = data.get("language", "en")
    colour_blind = data.get("colour_blind", False)
    if not isinstance(colour_blind, bool):
        raise RecordError(f"'colour_blind' must be true or false, not {shown(colour_blind)}")
    volume = data.get("volume", DEFAULT_VOLUME)
    if isinstance(volume, bool) or not isinstance(volume, int | float):
        raise RecordError(f"'volume' must be a number from 0 to 1, not {shown(volume)}")
    muted = data.get("muted", False)
    if not isinstance(muted, bool):
        raise RecordError(f"'muted' must be true or false, not {shown(muted)}")
    guide_seen = data.get("guide_seen", False)
    if not isinstance(guide_seen, bool):
        raise RecordError(f"'guide_seen' must be true or false, not {shown(guide_seen)}")
    classic_guide_seen = data.get("classic_guide_seen", False)
    if not isinstance(classic_guide_seen, bool):
        raise RecordError(
            f"'classic_guide_seen' must be true or false, not {shown(classic_guide_seen)}"
        )
    game = data.get("game", COLOUR)
    if game not in GAMES:  # (a game a later build offers: this one shows its first)
        game = COLOUR
    classic = data.get("classic", {})
    if not isinstance(classic, dict):
        raise RecordError("'classic' must map games to their set-ups")
    choices = {
        name: _parse_choice(name, value)
        for name, value in classic.items()
        if name in GAMES and GAMES[name].family == CLASSIC
    }
    return Options(
        language=language if language in languages() else "en",
        colour_blind=colour_blind,
        settings=settings,
        random_first=first is None,
        game=game,
        classic=choices,
        volume=steps(volume),
        muted=muted,
        guide_seen=guide_seen,
        classic_guide_seen=classic_guide_seen,
    )


def _choice_json(choice: ClassicChoice) -> dict[str, Any]:
    return {
        "players": [{"name": p.name, "kind": p.kind} for p in choice.players],
        "teams": choice.teams,
        "first": choice.first,
        "hand": choice.hand,
        "lead": choice.lead,
        "cannot_play": choice.cannot_play,
        "target": None if choice.target is None else list(choice.target),
    }


def _parse_choice(game: str, data: Any) -> ClassicChoice:
    """A classic preset's remembered set-up, judged by its rules; a FiguresError naming the
    game otherwise."""
    try:
        if not isinstance(data, dict):
            raise RecordError("not a set-up")
        specs = _seats(data.get("players"))
        teams = data.get("teams", False)
        if not isinstance(teams, bool):
            raise RecordError(f"'teams' must be true or false, not {shown(teams)}")
        first, hand = data.get("first"), data.get("hand")
        for key, value in (("first", first), ("hand", hand)):
            if value is not None and not is_whole(value):
                raise RecordError(f"{key!r} must be a whole number, not {shown(value)}")
        lead, cannot_play = data.get("lead"), data.get("cannot_play")
        for key, value in (("lead", lead), ("cannot_play", cannot_play)):
            if value is not None and not isinstance(value, str):
                raise RecordError(f"{key!r} must be a name, not {shown(value)}")
        target = data.get("target")
        if target is not None and not (
            isinstance(target, list)
            and len(target) == 2
            and target[0] in TARGETS_OFFERED
            and is_whole(target[1])
        ):
            raise RecordError(f"'target' must be [kind, number], not {shown(target)}")
        choice = ClassicChoice(
            tuple(specs),
            teams,
            first,
            None,
            hand,
            lead,
            cannot_play,
            None if target is None else (target[0], target[1]),
        )
        choice.check(game)
    except FiguresError as exc:
        raise RecordError(f"{game}: {exc}") from None
    return choice


def classic_choice(options: Options, game: str) -> ClassicChoice:
    """The set-up of classic preset ``game`` to show: the last one, else its defaults."""
    return options.classic.get(game) or default_choice(game)


def with_choice(options: Options, game: str, choice: ClassicChoice) -> None:
    """Remember ``choice`` as preset ``game``'s last set-up, and ``game`` as the last game."""
    options.classic[game] = choice
    options.game = game


def save_options(path: Path, options: Options) -> None:
    """Remember the set-up in ``path`` (written whole or not at all)."""
    settings = options.settings
    data = {
        "format": SETTINGS_FORMAT,
        "version": SETTINGS_VERSION,
        "language": options.language,
        "colour_blind": options.colour_blind,
        "target": settings.target,
        "house_rules": settings.rules.to_json(),
        "players": [{"name": p.name, "kind": p.kind} for p in settings.players],
        "first": None if options.random_first else settings.first_player,
        "game": options.game,
        "classic": {name: _choice_json(choice) for name, choice in options.classic.items()},
        "volume": steps(options.volume),
        "muted": options.muted,
        "guide_seen": options.guide_seen,
        "classic_guide_seen": options.classic_guide_seen,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_writer(path) as handle:
        json.dump(data, handle, ensure_ascii=False, indent=2)
        handle.write("\n")
