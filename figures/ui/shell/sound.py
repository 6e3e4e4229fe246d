"""The table's sounds: what the game screens call when something is heard.

``cue("place")`` when a domino is laid, ``cue("close", size)`` when a surface of ``size``
closes (a larger surface, a fuller chime: ``close-1`` to ``close-4``), ``cue("turn")`` when
a person's turn comes, ``cue("round-end")`` at a round's end and ``cue("draw")`` when a tile
is taken from the stock. The volume (0 to 1, in steps of 0.1) and mute are remembered with
the other options (:class:`figures.app.options.Options`): the app hands them over once at
start with :func:`configure`, and the set-up puts the player's changes back with
:func:`store` before saving the options.

The sounds are the project's own WAV files in ``figures/data/sounds`` (made by
:mod:`tools.sound_make`). Arcade's sound API is used lazily: at start, :func:`configure`
only takes the volume and mute and has a thread of its own (:func:`prepare`) look for the
audio device and load the files, so that the window opens without waiting for either; a cue
asked while that thread is still at work is not heard (it never waits for it). Without that
thread (a screen used alone), the device is looked for and a file loaded on the first sound.
Sound never stops nor slows the game: with ``FIGURES_AUDIO=off`` in the environment, with
``ARCADE_HEADLESS`` set (the tests), when pyglet finds no audio device (its silent driver)
or when anything about audio fails, :func:`cue` returns at once without a sound and never
raises; nothing is looked for nor loaded then.
"""

from __future__ import annotations

import importlib
import logging
import os
import threading
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

from figures.app.options import DEFAULT_VOLUME, steps


class Options(Protocol):
    """What the sound keeps in the remembered options (:class:`figures.app.options.Options`,
    whose volume's default and steps this module plays by: named here by what it has)."""

    volume: float
    muted: bool


log = logging.getLogger(__name__)

#: The names a screen may cue, and the file each plays (``close`` picks by size, below).
CUES = ("place", "close", "turn", "round-end", "draw")
#: Every sound file, by its name without ``.wav``.
SOUNDS = ("place", "close-1", "close-2", "close-3", "close-4", "turn", "round-end", "draw")
#: The smallest closed surface (in squares, as it scores) that plays ``close-2``, ``close-3``
#: and ``close-4`` (smaller ones: ``close-1``).
CLOSE_STEPS = (3, 6, 10)

_volume = DEFAULT_VOLUME
_muted = False
#: Whether sound can be heard: None until first asked, then True or False for the run.
_audio: bool | None = None
_loaded: dict[str, Any] = {}
#: The thread getting sound ready at start (:func:`prepare`), once started.
_preparing: threading.Thread | None = None
#: One search for the device and one load of a file at a time (that thread and a cue), and
#: one start of that thread.
_lock = threading.Lock()
_start_lock = threading.Lock()


def sounds_dir() -> Path:
    """The folder of the shipped sound files."""
    return Path(str(resources.files("figures") / "data" / "sounds"))


def volume() -> float:
    """The volume sounds play at, 0 to 1 (kept when muted)."""
    return _volume


def set_volume(value: float) -> None:
    """Play sounds at ``value`` (clamped to 0–1, rounded to a step of 0.1)."""
    global _volume
    _volume = steps(value, _volume)


def muted() -> bool:
    """Whether sound is off by the player's choice."""
    return _muted


def set_muted(value: bool) -> None:
    global _muted
    _muted = bool(value)


def configure(options: Options, *, load: bool = True) -> None:
    """Take the remembered volume and mute from the options, and with ``load`` have the
    sounds got ready in the background (:func:`prepare`): the app, once at start. It never
    waits for the audio device nor for a file."""
    set_volume(options.volume)
    set_muted(options.muted)
    if load:
        prepare()


def prepare() -> threading.Thread | None:
    """Look for the audio device and, when there is one, load every sound (:func:`load_all`)
    in a thread of its own, started once; None (and nothing done) when the environment asks
    for silence or it is known already that no sound can be heard."""
    global _preparing
    if audio_off_by_environment() or _audio is False:
        return None
    with _start_lock:
        if _preparing is None:
            _preparing = threading.Thread(target=_prepare, name="figures-sound", daemon=True)
            _preparing.start()
        return _preparing


def _prepare() -> None:
    try:
        if audible():  # (nothing to load for a machine that plays no sound)
            load_all()
    except Exception:  # never the game's problem: silence
        log.warning("sound could not be got ready", exc_info=True)


def ready(timeout: float | None = None) -> bool:
    """Wait until the thread of :func:`prepare` is done (tests, measurements); True when
    it is (or was never started)."""
    thread = _preparing
    if thread is not None:
        thread.join(timeout)
        return not thread.is_alive()
    return True


def busy() -> bool:
    """Whether the thread of :func:`prepare` is still at work."""
    thread = _preparing
    return thread is not None and thread.is_alive()


def store(options: Options) -> None:
    """Put the volume and mute in force into the options, to be remembered (the set-up,
    after the player changed them, before it saves the options)."""
    options.volume = _volume
    options.muted = _muted


def audio_off_by_environment() -> bool:
    """Whether the environment asks for silence: ``FIGURES_AUDIO=off`` (or 0, no, false) or
    arcade's headless mode."""
    setting = os.environ.get("FIGURES_AUDIO", "").strip().lower()
    if setting in ("off", "0", "no", "false"):
        return True
    return bool(os.environ.get("ARCADE_HEADLESS"))


def audible() -> bool:
    """Whether sound can be heard at all in this run: not turned off by the environment, and
    pyglet found an audio device (decided once, on first asking; False, not decided, while
    the thread of :func:`prepare` is still looking: never waited for)."""
    global _audio
    if _audio is None:
        if busy() and threading.current_thread() is not _preparing:
            return False
        with _lock:
            if _audio is None:
                _audio = False if audio_off_by_environment() else _device()
    return _audio


def _device() -> bool:
    try:
        import arcade.sound  # noqa: F401  (chooses pyglet's audio drivers)

        drivers: Any = importlib.import_module("pyglet.media.drivers")
        driver = drivers.get_audio_driver()
    except Exception:  # no audio library, a broken driver: silence
        log.info("no audio: the driver could not be loaded", exc_info=True)
        return False
    if driver is None or type(driver).__name__ == "SilentDriver":
        log.info("no audio device: sounds are off")
        return False
    return True


def file_for(name: str, strength: float = 1.0) -> str:
    """The sound file (name without ``.wav``) that cue ``name`` plays at ``strength``."""
    if name != "close":
        return name
    level = 1 + sum(1 for least in CLOSE_STEPS if strength >= least)
    return f"close-{level}"


def _load(name: str) -> Any:
    if name not in _loaded:
        with _lock:
            if name not in _loaded:
                import arcade

                _loaded[name] = arcade.load_sound(sounds_dir() / f"{name}.wav")
    return _loaded[name]


def load_all() -> dict[str, Any]:
    """Load every sound file now (each an ``arcade.Sound``; loading needs no audio device)
    and look for the audio device, so that the first of each sound is heard without delay
    (the thread of :func:`prepare` calls it at start). Files that cannot be loaded are left
    out (and logged), never raised."""
    audible()
    for name in SOUNDS:
        try:
            _load(name)
        except Exception:
            log.warning("sound %s could not be loaded", name, exc_info=True)
    return dict(_loaded)


def cue(name: str, strength: float = 1.0) -> None:
    """Play the sound of ``name`` (one of :data:`CUES`; ``strength`` is the closed surface's
    size for ``close``) at the chosen volume; nothing when muted, at volume 0, or without
    audio. Never raises."""
    global _audio
    if name not in CUES:
        log.warning("unknown sound cue %r", name)
        return
    if _muted or _volume <= 0 or busy() or not audible():
        return  # (while sound is got ready at start: not heard, never waited for)
    try:
        import arcade

        arcade.play_sound(_load(file_for(name, strength)), volume=_volume)
    except Exception:  # a device lost, a file missing: silence from now on
        log.warning("sound %s could not be played; sounds are off", name, exc_info=True)
        _audio = False
