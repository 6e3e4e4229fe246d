"""The table's sounds: the shipped WAV files heard as files (format, length, level, quiet
ends, made again byte for byte), loaded with audio off, cued silently and fast without a
device, and the volume and mute remembered with the other options."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
import wave
from array import array
from itertools import pairwise
from pathlib import Path

import pytest
from timing import best_of

from figures.app.options import SETTINGS_FORMAT, Options, load_options, save_options
from figures.ui.shell import sound
from tools import sound_make

SOUNDS = Path(sound_make.__file__).resolve().parents[1] / "figures" / "data" / "sounds"

#: Each sound's length in seconds: (at least, at most).
LENGTHS = {
    "place": (0.06, 0.12),
    "close-1": (0.3, 0.6),
    "close-2": (0.45, 0.8),
    "close-3": (0.6, 1.1),
    "close-4": (0.8, 1.5),
    "turn": (0.2, 0.5),
    "round-end": (0.6, 1.5),
    "draw": (0.12, 0.3),
}


def samples(path: Path) -> tuple[wave._wave_params, array[int]]:
    with wave.open(str(path), "rb") as handle:
        params = handle.getparams()
        data = array("h", handle.readframes(params.nframes))
    if sys.byteorder == "big":
        data.byteswap()
    return params, data


def dbfs(level: float) -> float:
    return 20 * math.log10(level / 32768)


@pytest.fixture(autouse=True)
def _fresh_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with the module's defaults and audio off by the environment."""
    monkeypatch.setenv("FIGURES_AUDIO", "off")
    monkeypatch.setattr(sound, "_volume", sound.DEFAULT_VOLUME)
    monkeypatch.setattr(sound, "_muted", False)
    monkeypatch.setattr(sound, "_audio", None)
    monkeypatch.setattr(sound, "_loaded", {})
    monkeypatch.setattr(sound, "_preparing", None)


# ---------------------------------------------------------------------------- the files


def test_the_names_agree() -> None:
    assert sound.SOUNDS == sound_make.NAMES == tuple(LENGTHS)
    assert {sound.file_for(cue, 5) for cue in sound.CUES} <= set(sound.SOUNDS)
    assert sorted(p.name for p in SOUNDS.glob("*.wav")) == sorted(f"{n}.wav" for n in LENGTHS)
    assert "MIT" in (SOUNDS / "LICENSE.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", list(LENGTHS))
def test_each_sound_is_16_bit_mono_44k_of_its_length_and_level(name: str) -> None:
    params, data = samples(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100)
    seconds = params.nframes / params.framerate
    low, high = LENGTHS[name]
    assert low <= seconds <= high, seconds
    peak = dbfs(max(abs(x) for x in data))
    assert -12 <= peak <= -3, peak
    # no click at either end: it starts and ends on silence, and its last 2 ms are quiet
    assert abs(data[0]) <= 1 and abs(data[-1]) <= 1
    assert max(abs(x) for x in data[-88:]) < 32768 * 10 ** (-40 / 20)


def test_the_closing_chime_grows_with_the_surface() -> None:
    lengths, energies, crossings = [], [], []
    for level in range(1, 5):
        params, data = samples(SOUNDS / f"close-{level}.wav")
        lengths.append(params.nframes)
        energies.append(sum(x * x for x in data))
        crossings.append(sum(1 for a, b in pairwise(data) if (a < 0) != (b < 0)))
    assert lengths == sorted(lengths) and len(set(lengths)) == 4
    assert energies == sorted(energies)
    # brighter: more zero crossings a second, higher partials
    rates = [c / n for c, n in zip(crossings, lengths, strict=True)]
    assert rates == sorted(rates)


def test_making_the_sounds_again_gives_the_same_bytes(tmp_path: Path) -> None:
    assert sound_make.main([str(tmp_path)]) == 0
    for name in LENGTHS:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == (SOUNDS / f"{name}.wav").read_bytes(), name


def test_the_sounds_are_package_data() -> None:
    text = (Path(__file__).resolve().parents[3] / "pyproject.toml").read_text(encoding="utf-8")
    assert '"data/sounds/*"' in text
    assert sound.sounds_dir().resolve() == SOUNDS


# ---------------------------------------------------------------------------- playing


def test_load_all_loads_every_sound_with_audio_off() -> None:
    loaded = sound.load_all()
    assert sorted(loaded) == sorted(LENGTHS)
    for name, item in loaded.items():
        low, high = LENGTHS[name]
        assert low <= item.get_length() <= high
    assert not sound.audible()


@pytest.mark.parametrize("setting", ["off", "OFF", "0", "no", "false"])
def test_figures_audio_off_is_silent(monkeypatch: pytest.MonkeyPatch, setting: str) -> None:
    monkeypatch.setenv("FIGURES_AUDIO", setting)
    monkeypatch.delenv("ARCADE_HEADLESS", raising=False)
    assert sound.audio_off_by_environment()
    assert not sound.audible()


def test_headless_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FIGURES_AUDIO")
    monkeypatch.setenv("ARCADE_HEADLESS", "1")
    assert not sound.audible()


@pytest.mark.bench
def test_cue_with_audio_off_is_silent_and_fast(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[object] = []
    import arcade

    monkeypatch.setattr(arcade, "play_sound", lambda *a, **k: played.append(a))

    def cues() -> float:  # (the best of a few tries: :mod:`timing`)
        start = time.perf_counter()
        for _ in range(200):
            for name in sound.CUES:
                sound.cue(name, 7)
        return time.perf_counter() - start

    assert best_of(cues, lambda seconds: seconds < 0.5) < 0.5
    assert played == [] and sound._loaded == {}


def test_without_a_device_cue_stays_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    """The environment allows sound, but pyglet's driver is the silent one (no sound card)
    or cannot be loaded at all: nothing is played, nothing raised."""
    import arcade
    from pyglet.media import drivers

    monkeypatch.delenv("FIGURES_AUDIO")
    monkeypatch.delenv("ARCADE_HEADLESS", raising=False)
    played: list[object] = []
    monkeypatch.setattr(arcade, "play_sound", lambda *a, **k: played.append(a))

    class SilentDriver:
        pass

    monkeypatch.setattr(drivers, "get_audio_driver", SilentDriver)
    sound.cue("place")
    assert not sound.audible() and played == []

    def broken() -> None:
        raise ImportError("no libopenal")

    monkeypatch.setattr(sound, "_audio", None)
    monkeypatch.setattr(drivers, "get_audio_driver", broken)
    sound.cue("turn")
    assert not sound.audible() and played == []


def test_looking_for_the_device_never_raises_nor_blocks() -> None:
    """The real search for pyglet's audio driver, in a fresh process allowed to sound (here,
    without a sound card, it finds none); nothing is played (muted)."""
    env = {k: v for k, v in os.environ.items() if k not in ("FIGURES_AUDIO", "ARCADE_HEADLESS")}
    script = (
        "from figures.ui.shell import sound\n"
        "sound.set_muted(True)\n"
        "print(len(sound.load_all()), sound.audible())\n"
        "sound.cue('place')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    count, audible = result.stdout.split()
    assert count == "8" and audible in ("True", "False")


def test_with_a_device_cue_plays_the_right_file_at_the_volume(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import arcade

    monkeypatch.setattr(sound, "_audio", True)
    played: list[tuple[str, float]] = []
    monkeypatch.setattr(
        arcade, "play_sound", lambda s, volume=1.0: played.append((Path(s.file_name).stem, volume))
    )
    sound.set_volume(0.5)
    sound.cue("place")
    sound.cue("close", 1)
    sound.cue("close", 4)
    sound.cue("close", 7)
    sound.cue("close", 30)
    sound.cue("no such cue")
    sound.set_muted(True)
    sound.cue("turn")
    sound.set_muted(False)
    sound.set_volume(0)
    sound.cue("turn")
    assert played == [
        ("place", 0.5),
        ("close-1", 0.5),
        ("close-2", 0.5),
        ("close-3", 0.5),
        ("close-4", 0.5),
    ]


def test_a_failure_while_playing_turns_sound_off(monkeypatch: pytest.MonkeyPatch) -> None:
    import arcade

    monkeypatch.setattr(sound, "_audio", True)
    calls: list[object] = []

    def fails(*args: object, **kwargs: object) -> None:
        calls.append(args)
        raise RuntimeError("device lost")

    monkeypatch.setattr(arcade, "play_sound", fails)
    sound.cue("draw")
    sound.cue("draw")
    assert len(calls) == 1 and not sound.audible()


@pytest.mark.bench
def test_configure_at_start_waits_for_neither_the_device_nor_the_files(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The app's start: the search for the device (slow on some machines) and the loading
    of the files happen in a thread of their own; a cue asked meanwhile is not heard and does
    not wait; once ready, every sound is loaded and cues play."""
    import threading

    import arcade

    monkeypatch.delenv("FIGURES_AUDIO")
    monkeypatch.delenv("ARCADE_HEADLESS", raising=False)
    searching = threading.Event()
    found = threading.Event()

    def slow_device() -> bool:
        searching.set()
        assert found.wait(10)  # (as long as the test wants)
        return True

    monkeypatch.setattr(sound, "_device", slow_device)
    played: list[str] = []
    monkeypatch.setattr(
        arcade, "play_sound", lambda s, volume=1.0: played.append(Path(s.file_name).stem)
    )
    start = time.perf_counter()
    sound.configure(Options(volume=0.6))
    assert time.perf_counter() - start < 0.1
    assert searching.wait(10) and sound.busy()
    assert threading.current_thread() is not sound._preparing
    start = time.perf_counter()
    sound.cue("turn")  # the device not found yet: silent, at once
    assert not sound.audible()  # (not decided yet: never waited for)
    assert time.perf_counter() - start < 0.05 and played == []
    assert sound.prepare() is sound._preparing  # started once
    found.set()
    assert sound.ready(10) and not sound.busy()
    assert sorted(sound._loaded) == sorted(LENGTHS) and sound.audible()
    sound.cue("place")
    assert played == ["place"]


def test_configure_with_audio_off_starts_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sound, "_device", lambda: pytest.fail("no device looked for"))
    sound.configure(Options(volume=0.4, muted=True))
    assert sound._preparing is None and sound.prepare() is None and sound.ready(0)
    assert (sound.volume(), sound.muted(), sound._loaded) == (0.4, True, {})


def test_configure_without_a_device_loads_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FIGURES_AUDIO")
    monkeypatch.delenv("ARCADE_HEADLESS", raising=False)
    monkeypatch.setattr(sound, "_device", lambda: False)
    sound.configure(Options())
    assert sound.ready(10)
    assert sound._loaded == {} and not sound.audible()
    assert sound.prepare() is None  # known silent: nothing started again
    sound.cue("place")


def test_close_picks_its_chime_by_surface_size() -> None:
    assert [sound.file_for("close", n) for n in (0, 1, 2, 3, 5, 6, 9, 10, 40)] == [
        "close-1",
        "close-1",
        "close-1",
        "close-2",
        "close-2",
        "close-3",
        "close-3",
        "close-4",
        "close-4",
    ]
    assert sound.file_for("round-end", 9) == "round-end"


# ---------------------------------------------------------------------------- settings


def test_volume_is_clamped_to_steps_of_a_tenth() -> None:
    for given, kept in [(0.44, 0.4), (0.46, 0.5), (-3, 0.0), (7, 1.0), (1, 1.0), (0.0, 0.0)]:
        sound.set_volume(given)
        assert sound.volume() == kept
    sound.set_volume(0.3)
    sound.set_volume(float("nan"))
    assert sound.volume() == 0.3
    sound.set_muted(True)
    assert sound.muted() and sound.volume() == 0.3
    sound.set_muted(False)
    assert not sound.muted()


def test_volume_and_mute_round_trip_through_the_options(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    options = Options(volume=0.3, muted=True)
    save_options(path, options)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["volume"], data["muted"]) == (0.3, True)
    again = load_options(path)
    assert (again.volume, again.muted, again.note) == (0.3, True, "")
    sound._loaded.clear()
    sound.configure(again)
    assert (sound.volume(), sound.muted()) == (0.3, True)
    assert sound._loaded == {}  # no sound can be heard here: nothing decoded at start
    sound.set_volume(0.9)
    sound.set_muted(False)
    sound.store(again)
    save_options(path, again)
    assert (load_options(path).volume, load_options(path).muted) == (0.9, False)
    save_options(path, Options(volume=0.77))
    assert load_options(path).volume == 0.8


def test_an_old_settings_file_without_sound_loads(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    old = {
        "format": SETTINGS_FORMAT,
        "version": 1,
        "language": "fr",
        "colour_blind": True,
        "target": 120,
        "players": [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "medium"}],
        "first": 0,
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    options = load_options(path)
    assert options.note == "" and options.language == "fr" and options.colour_blind
    assert (options.volume, options.muted) == (sound.DEFAULT_VOLUME, False)
    assert Options().volume == sound.DEFAULT_VOLUME and not Options().muted


@pytest.mark.parametrize(
    ("volume", "muted", "kept"),
    [(5, False, 1.0), (-1, False, 0.0), (0.55, False, 0.6)],
)
def test_a_volume_out_of_range_is_brought_into_it(
    tmp_path: Path, volume: float, muted: bool, kept: float
) -> None:
    path = tmp_path / "settings.json"
    save_options(path, Options())
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(volume=volume, muted=muted)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_options(path).volume == kept


@pytest.mark.parametrize(("key", "value"), [("volume", "loud"), ("volume", True), ("muted", 1)])
def test_a_sound_setting_of_the_wrong_kind_sets_the_file_aside(
    tmp_path: Path, key: str, value: object
) -> None:
    path = tmp_path / "settings.json"
    save_options(path, Options())
    data = json.loads(path.read_text(encoding="utf-8"))
    data[key] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    options = load_options(path)
    assert key in options.note and options.volume == sound.DEFAULT_VOLUME
    assert not path.exists()
