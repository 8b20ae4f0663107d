"""Physics of Chapó: balls, pins, cushions and pockets on a pymunk world (see docs/PHYSICS.md).

``from chapo_game.physics import Simulator`` loads pymunk; ``chapo_game.physics.params`` does
not (the engine is imported lazily so ``chapo table`` stays light).
"""

from __future__ import annotations

from typing import Any

__all__ = ["BallFrame", "Frame", "PinFrame", "ShotResult", "Simulator"]


def __getattr__(name: str) -> Any:
    if name == "Simulator":
        from . import engine

        return engine.Simulator
    if name in __all__:
        from . import results

        return getattr(results, name)
    raise AttributeError(name)
