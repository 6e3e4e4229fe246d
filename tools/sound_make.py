"""The table's sounds, synthesised by the project: ``python -m tools.sound_make
[OUT_DIR]``
writes them (into ``figures/data/sounds`` when no folder is given).

Standard library only (``wave``, ``math``, ``array``): each sound is a sum of decaying sine
partials or of shaped noise from a fixed linear congruential generator, so the same bytes come
out on every run. All are 16-bit mono WAV at 44.1 kHz, normalised to a peak level (about
−6 dBFS), with a short fade in and out so that none starts or ends with a click:

- ``place``: a short wooden click (a knock of three quickly damped modes and a touch of noise);
- ``close-1`` … ``close-4``: a chime that grows with the closed surface: more notes of a
  rising major chord, more partials each, longer, brighter and a little louder;
- ``turn``: a soft two-note cue;
- ``round-end``: a short flourish, a quick arpeggio up to a held chord;
- ``draw``: a tile slid from the stock, band-limited noise swelling and settling with a tap.
"""

from __future__ import annotations

import math
import sys
import wave
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 44100
#: The fade at the end of every note (seconds).
RELEASE = 0.008
#: The sound files' names (without ``.wav``), as :data:`figures.ui.shell.sound.SOUNDS` lists them.
NAMES = ("place", "close-1", "close-2", "close-3", "close-4", "turn", "round-end", "draw")

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def _add(into: Samples, sound: Samples, at: float = 0.0) -> None:
    """Mix ``sound`` into ``into`` from ``at`` seconds (``into`` grows as needed)."""
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value


def _partials(
    freq: float, seconds: float, partials: Iterable[tuple[float, float, float]], attack: float
) -> Samples:
    """A note: partials as (ratio to ``freq``, amplitude, decay time in seconds), each an
    exponentially decaying sine, under a linear attack of ``attack`` seconds and a release of
    :data:`RELEASE` at its end."""
    count = round(seconds * RATE)
    out = [0.0] * count
    for ratio, amp, decay in partials:
        step = 2 * math.pi * freq * ratio / RATE
        if freq * ratio >= RATE / 2:  # (above what the file can carry)
            continue
        for i in range(count):
            out[i] += amp * math.exp(-i / (decay * RATE)) * math.sin(step * i)
    attack_n = max(1, round(attack * RATE))
    for i in range(min(attack_n, count)):
        out[i] *= i / attack_n
    release_n = min(count, round(RELEASE * RATE))
    for k in range(release_n):  # (a note cut short ends without a click)
        out[count - 1 - k] *= 0.5 - 0.5 * math.cos(math.pi * k / release_n)
    return out


def _noise(count: int, seed: int) -> Samples:
    """White noise in −1..1 from a fixed linear congruential generator (the same on every
    platform and Python)."""
    state = seed
    out = []
    for _ in range(count):
        state = (1103515245 * state + 12345) % 2**31
        out.append(state / 2**30 - 1.0)
    return out


def _lowpass(samples: Samples, cutoff: float) -> Samples:
    """A one-pole low-pass filter at ``cutoff`` Hz."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(samples: Samples, cutoff: float) -> Samples:
    low = _lowpass(samples, cutoff)
    return [x - y for x, y in zip(samples, low, strict=True)]


def _envelope(samples: Samples, shape: Callable[[float], float]) -> Samples:
    """``samples`` times ``shape(t)``, t in seconds."""
    return [x * shape(i / RATE) for i, x in enumerate(samples)]


def _finish(samples: Samples, peak_db: float, fade_in: float, fade_out: float) -> Samples:
    """Normalised to a peak of ``peak_db`` dBFS, faded in and out (raised-cosine ramps of so
    many seconds), so that the first and last samples are silent."""
    top = max(abs(x) for x in samples)
    gain = 10 ** (peak_db / 20) / top
    out = [x * gain for x in samples]
    count = len(out)
    for length, at_start in ((fade_in, True), (fade_out, False)):
        n = max(2, round(length * RATE))
        for k in range(min(n, count)):
            ramp = 0.5 - 0.5 * math.cos(math.pi * k / n)
            out[k if at_start else count - 1 - k] *= ramp
    return out


def _note(semitones_from_a4: float) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


# ---------------------------------------------------------------------------- the sounds


def place() -> Samples:
    """A short wooden click: a knock of three quickly damped, inharmonic modes (as a small
    block of wood rings) over a 3 ms puff of noise."""
    body = _partials(
        820.0, 0.09, ((1.0, 1.0, 0.018), (2.57, 0.55, 0.009), (4.21, 0.3, 0.005)), 0.0006
    )
    puff = _lowpass(_noise(round(0.012 * RATE), seed=7), 3500.0)
    puff = _envelope(puff, lambda t: math.exp(-t / 0.003))
    _add(body, [0.9 * x for x in puff])
    return _finish(body, -6.0, 0.0008, 0.012)


#: Bell-like partials of a chime: (ratio, amplitude, share of the note's decay).
BELL = ((1.0, 1.0, 1.0), (2.0, 0.45, 0.55), (3.0, 0.28, 0.4), (4.16, 0.2, 0.3), (5.43, 0.14, 0.22))
#: The chord a closing chime rises through: C6, E6, G6, C7 (semitones from A4).
CHORD = (15, 19, 22, 27)


def close(level: int) -> Samples:
    """A chime for a closed surface of size ``level`` (1 to 4): ``level`` notes of a rising
    C major chord, 70 ms apart, each with ``level + 1`` partials; longer, brighter and louder
    as the level grows (−9 dBFS for the first, −6 for the fourth)."""
    length = (0.42, 0.62, 0.85, 1.15)[level - 1]
    decay = (0.12, 0.18, 0.25, 0.34)[level - 1]
    out = _silence(length)
    for index in range(level):
        at = 0.07 * index
        partials = [(r, a, d * decay) for r, a, d in BELL[: level + 1]]
        _add(out, _partials(_note(CHORD[index]), length - at, partials, 0.002), at)
    del out[round(length * RATE) :]
    return _finish(out, -10.0 + level, 0.001, 0.05)


def turn() -> Samples:
    """A soft two-note cue: G5 then C6, round sines with a little second harmonic."""
    out = _silence(0.36)
    for index, semitones in enumerate((10, 15)):
        tone = _partials(_note(semitones), 0.2, ((1.0, 1.0, 0.08), (2.0, 0.12, 0.04)), 0.012)
        _add(out, tone, 0.14 * index)
    del out[round(0.36 * RATE) :]
    return _finish(out, -6.0, 0.002, 0.03)


def round_end() -> Samples:
    """A short flourish: C5 E5 G5 C6 quickly up, then the C major chord held and fading."""
    length = 1.2
    out = _silence(length)
    partials = ((1.0, 1.0, 0.09), (2.0, 0.35, 0.05), (3.0, 0.15, 0.03))
    for index, semitones in enumerate((3, 7, 10, 15)):
        _add(out, _partials(_note(semitones), 0.3, partials, 0.004), 0.075 * index)
    held = ((1.0, 0.3, 0.35), (2.0, 0.09, 0.2), (3.0, 0.036, 0.12))  # (as loud as the run up)
    for semitones in (3, 7, 10, 15, 19):
        _add(out, _partials(_note(semitones), length - 0.33, held, 0.01), 0.33)
    del out[round(length * RATE) :]
    return _finish(out, -6.0, 0.002, 0.12)


def draw() -> Samples:
    """A tile slid from the stock: band-limited noise swelling and easing off over 160 ms,
    then a light tap as it settles."""
    length = 0.2
    noise = _noise(round(length * RATE), seed=11)
    slide = _highpass(_lowpass(_lowpass(noise, 2400.0), 2400.0), 500.0)
    slide = _envelope(slide, lambda t: math.sin(math.pi * min(t, 0.16) / 0.16) ** 2)
    tap = _partials(1400.0, 0.03, ((1.0, 1.0, 0.006), (2.3, 0.4, 0.003)), 0.0005)
    _add(slide, [0.25 * x for x in tap], 0.165)
    del slide[round(length * RATE) :]
    return _finish(slide, -6.0, 0.002, 0.015)


MAKERS: dict[str, Callable[[], Samples]] = {
    "place": place,
    "close-1": lambda: close(1),
    "close-2": lambda: close(2),
    "close-3": lambda: close(3),
    "close-4": lambda: close(4),
    "turn": turn,
    "round-end": round_end,
    "draw": draw,
}


def wav_bytes(samples: Samples) -> array[int]:
    """16-bit signed little-endian samples."""
    data = array("h", (max(-32767, min(32767, round(x * 32767))) for x in samples))
    if sys.byteorder == "big":
        data.byteswap()
    return data


def write(path: Path, samples: Samples) -> None:
    """``samples`` (−1..1) as a 16-bit mono 44.1 kHz WAV file."""
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(wav_bytes(samples).tobytes())


def make_all(folder: Path) -> list[Path]:
    """Write every sound into ``folder`` (made if needed); the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in NAMES:
        path = folder / f"{name}.wav"
        write(path, MAKERS[name]())
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1:
        print("usage: python -m tools.sound_make [OUT_DIR]", file=sys.stderr)
        return 2
    shipped = Path(__file__).resolve().parents[1] / "figures" / "data" / "sounds"
    folder = Path(args[0]) if args else shipped
    for path in make_all(folder):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
