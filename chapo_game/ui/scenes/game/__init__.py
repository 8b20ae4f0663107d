"""The game screen (see :mod:`.scene`)."""

from .scene import GameScene, validate_payload

__all__ = ["GameScene", "validate_payload"]
