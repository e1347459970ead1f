"""Synthesise the game's seven sound effects into assets/sounds/*.wav (standard library only).

Run ``python scripts/make_sounds.py`` from the repository root. The output is
deterministic (fixed noise seed): 44.1 kHz, 16-bit, stereo, matching the mixer
that ``yenta_desktop.ui.audio`` opens. Every sound is built from sine tones,
decaying envelopes and seeded white noise; nothing is sampled from elsewhere.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    """``seconds`` of silence."""
    return [0.0] * int(RATE * seconds)


def tone(
    freq: float,
    seconds: float,
    *,
    decay: float = 6.0,
    attack: float = 0.005,
    harmonics: Sequence[float] = (1.0, 0.3, 0.1),
    glide: float = 0.0,
) -> Samples:
    """A decaying tone with a few harmonics; ``glide`` bends the pitch by that factor."""
    count = int(RATE * seconds)
    out = []
    phase = 0.0
    for i in range(count):
        t = i / RATE
        f = freq * (1.0 + glide * t / seconds)
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(env * sum(a * math.sin((k + 1) * phase) for k, a in enumerate(harmonics)))
    return out


def click(rng: random.Random, seconds: float = 0.025, bright: float = 0.6) -> Samples:
    """A short knock of filtered noise: one die hitting the table."""
    count = int(RATE * seconds)
    out = []
    low = 0.0
    for i in range(count):
        noise = rng.uniform(-1.0, 1.0)
        low += (noise - low) * bright
        out.append(low * math.exp(-i / (count / 5)))
    return out


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Add sample lists, each starting at its offset in seconds."""
    end = max(int(RATE * start) + len(samples) for start, samples in parts)
    out = [0.0] * end
    for start, samples in parts:
        offset = int(RATE * start)
        for i, value in enumerate(samples):
            out[offset + i] += value
    return out


def roll() -> Samples:
    """Dice rattling in a cup, then tumbling out."""
    rng = random.Random(7)
    parts = []
    t = 0.0
    for n in range(14):
        parts.append(
            (t, [x * rng.uniform(0.4, 1.0) for x in click(rng, 0.02 + 0.01 * rng.random())])
        )
        t += 0.018 + 0.006 * n + 0.01 * rng.random()
    return mix(*parts)


def handover() -> Samples:
    """A die passed across the table: a soft rising swish and a tap."""
    rng = random.Random(11)
    swish = [
        rng.uniform(-1, 1) * 0.25 * math.sin(math.pi * i / int(RATE * 0.12))
        for i in range(int(RATE * 0.12))
    ]
    return mix((0.0, swish), (0.11, click(rng, 0.03, 0.4)), (0.11, tone(660, 0.12, decay=30)))


def pair() -> Samples:
    """A pair scored: a bright two-note chime."""
    return mix((0.0, tone(659.3, 0.45, decay=7)), (0.08, tone(987.8, 0.4, decay=7)))


def miss() -> Samples:
    """A miss: a low falling tone."""
    return tone(220, 0.35, decay=7, harmonics=(1.0, 0.5, 0.25), glide=-0.3)


def bid() -> Samples:
    """A bid placed: a wooden tock."""
    rng = random.Random(3)
    return mix((0.0, tone(392, 0.15, decay=28, harmonics=(1.0, 0.2))), (0.0, click(rng, 0.02, 0.3)))


def round_end() -> Samples:
    """The round is over: a short three-note arpeggio."""
    return mix(
        (0.0, tone(523.3, 0.35, decay=6)),
        (0.12, tone(659.3, 0.35, decay=6)),
        (0.24, tone(784.0, 0.5, decay=5)),
    )


def win() -> Samples:
    """The game is won: a rising fanfare ending on a held chord."""
    notes = [(0.0, 523.3), (0.13, 659.3), (0.26, 784.0)]
    parts = [(start, tone(freq, 0.3, decay=5)) for start, freq in notes]
    for freq in (523.3, 659.3, 784.0, 1046.5):
        parts.append((0.39, tone(freq, 0.9, decay=3, harmonics=(1.0, 0.2))))
    return mix(*parts)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "roll": roll,
    "handover": handover,
    "pair": pair,
    "miss": miss,
    "bid": bid,
    "round_end": round_end,
    "win": win,
}


def write_wav(path: Path, samples: Samples, peak: float = 0.7) -> None:
    """Normalise to ``peak``, fade the last 10 ms, and write 16-bit stereo."""
    top = max((abs(x) for x in samples), default=0.0) or 1.0
    fade = int(RATE * 0.01)
    frames = bytearray()
    for i, value in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        level = int(max(-1.0, min(1.0, value / top * peak * gain)) * 32767)
        frames += struct.pack("<hh", level, level)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))


def main() -> None:
    """Write every sound into assets/sounds."""
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = OUT_DIR / f"{name}.wav"
        write_wav(path, make())
        print(f"{path.relative_to(OUT_DIR.parent.parent)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
