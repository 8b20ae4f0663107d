"""Generate the game's sounds with the standard library only (``wave`` + ``math``).

Run ``python -m chapo_game.ui.sound_gen`` to rewrite ``assets/sounds/*.wav``. The sounds are
simple physical caricatures: a ball-ball click is a short, bright decaying partial mix; a
cushion is a dull low thump; a pin is a hollow wooden knock; the pocket a low rumble; the foul
and chapó signals are short tones; a won partida and the encuentro's end are short fanfares; a
tutorial step done two soft notes.
A seeded generator makes the output byte-for-byte repeatable.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
SOUND_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"


def _partials(
    dur: float, parts: list[tuple[float, float, float]], noise: float = 0.0, seed: int = 1
) -> list[float]:
    """Sum of decaying sines ``(freq Hz, amplitude, decay 1/s)`` plus a short noise burst."""
    rng = random.Random(seed)
    n = int(dur * RATE)
    out = []
    lp = 0.0
    for i in range(n):
        t = i / RATE
        s = sum(a * math.exp(-d * t) * math.sin(2 * math.pi * f * t) for f, a, d in parts)
        if noise:
            lp = 0.6 * lp + 0.4 * rng.uniform(-1, 1)
            s += noise * lp * math.exp(-t * 120)
        out.append(s)
    return out


def cue() -> list[float]:
    return _partials(0.12, [(900, 0.5, 60), (1800, 0.25, 90), (260, 0.4, 40)], noise=0.5, seed=2)


def ball() -> list[float]:
    return _partials(0.15, [(2600, 0.6, 45), (4100, 0.3, 70), (1500, 0.3, 50)], noise=0.3, seed=3)


def cushion() -> list[float]:
    return _partials(0.2, [(110, 0.8, 25), (190, 0.4, 35), (420, 0.15, 60)], noise=0.4, seed=4)


def pin() -> list[float]:
    a = _partials(0.25, [(1250, 0.5, 30), (2100, 0.3, 45), (640, 0.3, 25)], noise=0.3, seed=5)
    b = _partials(0.15, [(1400, 0.35, 40), (700, 0.2, 30)], noise=0.2, seed=6)
    gap = int(0.07 * RATE)
    out = a + [0.0] * 0
    for i, v in enumerate(b):
        if gap + i < len(out):
            out[gap + i] += v
    return out


def pocket() -> list[float]:
    return _partials(0.35, [(70, 0.9, 9), (140, 0.4, 14), (95, 0.4, 11)], noise=0.5, seed=7)


def _tones(notes: list[tuple[float, float]], shape: str = "sine") -> list[float]:
    out: list[float] = []
    for freq, dur in notes:
        n = int(dur * RATE)
        for i in range(n):
            t = i / RATE
            env = min(1.0, t * 80) * min(1.0, (dur - t) * 30)
            ph = 2 * math.pi * freq * t
            v = math.sin(ph) if shape == "sine" else (0.6 * math.sin(ph) + 0.4 * math.sin(3 * ph))
            out.append(0.6 * env * v)
    return out


def foul() -> list[float]:
    return _tones([(330, 0.16), (247, 0.28)], shape="reed")


def tick() -> list[float]:
    """The shot clock's last seconds: a short wooden click, high enough to cut through the
    room, soft enough not to startle."""
    return _partials(0.06, [(1800, 0.7, 60), (2700, 0.3, 90)], noise=0.15, seed=11)


def chapo() -> list[float]:
    return _tones([(523, 0.11), (659, 0.11), (784, 0.11), (1047, 0.35)])


def _chord(freqs: list[float], dur: float) -> list[float]:
    """Notes sounding together, swelling in and dying away to silence (a held chord) — as loud
    as the notes before it (it was 13 dB under its arpeggio, and stopped at a ninth of its
    level: a click)."""
    n = int(dur * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t * 25) * math.exp(-2.2 * t / dur) * min(1.0, (dur - t) / (0.25 * dur))
        out.append(1.2 * env * sum(math.sin(2 * math.pi * f * t) for f in freqs) / len(freqs))
    return out


def step() -> list[float]:
    """A tutorial step done: two soft rising notes (it played a ball's click after the balls
    had stopped, heard as one more collision)."""
    return _tones([(660, 0.07), (880, 0.14)])


def partida() -> list[float]:
    """A partida won: a rising major arpeggio and its chord."""
    return _tones([(392, 0.09), (494, 0.09), (587, 0.09)]) + _chord([392, 494, 587, 784], 0.6)


def encuentro() -> list[float]:
    """The encuentro's end: a longer fanfare, two phrases and a full chord."""
    phrase = _tones([(523, 0.1), (523, 0.1), (523, 0.1), (659, 0.3)], shape="reed")
    answer = _tones([(587, 0.1), (587, 0.1), (698, 0.1), (784, 0.3)], shape="reed")
    return phrase + answer + _chord([523, 659, 784, 1047], 1.1)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "cue": cue,
    "ball": ball,
    "cushion": cushion,
    "pin": pin,
    "pocket": pocket,
    "foul": foul,
    "tick": tick,
    "chapo": chapo,
    "partida": partida,
    "encuentro": encuentro,
    "step": step,
}

#: Each sound's peak (full scale 1). The table's sounds leave room for three at once: the
#: mixer adds them, and a cue, a ball and a cushion within two frames clipped at full volume.
#: The signals are held tones, louder for their length than a click of the same peak: the foul
#: was 12 dB over a ball's hardest click (its loudest 100 ms) and is now 8 dB over it, the
#: fanfares about as much, a tutorial step's two notes as loud as a click.
PEAK = 0.5
PEAKS = {"foul": 0.3, "step": 0.15, "chapo": 0.3, "partida": 0.5, "encuentro": 0.5}
#: Every sound dies away over its last milliseconds: one cut off above zero clicks.
FADE_S = 0.005


def faded(samples: list[float], seconds: float = FADE_S) -> list[float]:
    """``samples`` brought to zero over their last ``seconds``."""
    n = max(1, int(seconds * RATE))
    k = len(samples) - n
    return samples[:k] + [v * (n - 1 - i) / n for i, v in enumerate(samples[k:])]


def write_wav(path: Path, samples: list[float], peak_to: float = PEAK) -> None:
    samples = faded(samples)
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = peak_to / peak
    frames = b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def generate(out_dir: Path = SOUND_DIR) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, fn in SOUNDS.items():
        p = out_dir / f"{name}.wav"
        write_wav(p, fn(), PEAKS.get(name, PEAK))
        paths.append(p)
    return paths


def run_generator(
    generate_into: Callable[[Path], list[Path]],
    out_dir: Path,
    prog: str,
    argv: Sequence[str] = (),
) -> int:
    """Rewrite the project's ``assets/`` from a checkout. Installed from a wheel, the module's
    ``assets`` path lands in site-packages, where nothing reads it: refuse there (status 2).
    The generators take no arguments; one given is refused in one line rather than ignored,
    so a mistyped ``--out`` never seems to have written somewhere it did not."""
    from ..commands.bounds import OneLineParser  # one line and exit 2, as chapo's own

    parser = OneLineParser(
        prog=f"python -m chapo_game.ui.{prog}",
        description=f"Rewrite {out_dir} in this checkout (no arguments).",
    )
    try:
        parser.parse_args(list(argv))
    except SystemExit as stop:
        return int(stop.code or 0)
    if not (out_dir.parents[1] / "pyproject.toml").is_file():
        print(
            f"{prog}: {out_dir.parent} is not a checkout's assets folder; run it from one",
            file=sys.stderr,
        )
        return 2
    for path in generate_into(out_dir):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(run_generator(generate, SOUND_DIR, "sound_gen", sys.argv[1:]))
