"""Synthesises the app's sound effects into assets/sounds/ (our own, no recordings).

Run: python tools/make_sounds.py. Pure standard library: short noise bursts
and decaying tones shaped like dice on a table, a card being dealt and an impact.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(32767 * 0.8 * s / peak)) for s in samples)
    with wave.open(str(OUT / name), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(frames)


def click(t0: float, length: float, pitch: float, rng: random.Random, total: float) -> list[tuple[int, float]]:
    out = []
    start = int(t0 * RATE)
    for i in range(int(length * RATE)):
        t = i / RATE
        env = math.exp(-t * 60)
        tone = math.sin(2 * math.pi * pitch * t) * 0.6 + rng.uniform(-1, 1) * 0.5
        out.append((start + i, tone * env))
    return out


def mix(length: float, parts: list[list[tuple[int, float]]]) -> list[float]:
    buf = [0.0] * int(length * RATE)
    for part in parts:
        for i, v in part:
            if 0 <= i < len(buf):
                buf[i] += v
    return buf


def dice(rng: random.Random) -> list[float]:
    hits = []
    t = 0.0
    for k in range(9):
        t += rng.uniform(0.02, 0.07) * (1 + k * 0.15)
        hits.append(click(t, 0.06, rng.uniform(1800, 3200), rng, 0.8))
    return mix(0.8, hits)


def card(rng: random.Random) -> list[float]:
    n = int(0.18 * RATE)
    out, prev = [], 0.0
    for i in range(n):
        t = i / n
        env = math.sin(math.pi * t) ** 2
        prev = 0.7 * prev + 0.3 * rng.uniform(-1, 1)  # low-passed noise: a swish
        out.append(prev * env)
    return out


def impact(rng: random.Random) -> list[float]:
    n = int(0.35 * RATE)
    return [(math.sin(2 * math.pi * 90 * i / RATE) * 0.8 + rng.uniform(-1, 1) * 0.3 * math.exp(-i / RATE * 40))
            * math.exp(-i / RATE * 12) for i in range(n)]


def clack(rng: random.Random) -> list[float]:
    return mix(0.12, [click(0.0, 0.08, 2600, rng, 0.12)])


def chime(rng: random.Random) -> list[float]:
    n = int(0.6 * RATE)
    return [sum(math.sin(2 * math.pi * f * i / RATE) for f in (660, 990, 1320)) * math.exp(-i / RATE * 5)
            for i in range(n)]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20261129)
    for name, fn in (("dice.wav", dice), ("card.wav", card), ("impact.wav", impact), ("clack.wav", clack),
                     ("chime.wav", chime)):
        write(name, fn(rng))
        print("wrote", OUT / name)


if __name__ == "__main__":
    main()
