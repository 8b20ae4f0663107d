"""The files the game ships with, read through :mod:`importlib.resources`.

Everything the game loads at run time is inside the installed package, so a wheel, an editable
checkout and the standalone application all find it the same way:

* ``chapo_game/assets/`` — sounds, icons and the Linux desktop entry. The repository keeps
  them in the top-level ``assets/`` folder; ``setup.py`` copies that folder here at every build
  (into the wheel, or in place for an editable install), so there is one source of truth.
* ``chapo_game/locale/<lang>/LC_MESSAGES/chapo.mo`` — the gettext catalogues.

Nothing here touches the file system by path: a resource is opened from its
:class:`~importlib.resources.abc.Traversable`, which also works inside a zip or a frozen app.
No pygame either: the window turns these bytes into sounds and images.
"""

from __future__ import annotations

import gettext
import io
import struct
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable

PACKAGE = "chapo_game"
DOMAIN = "chapo"

#: the icon sizes drawn by ``chapo_game.ui.icon_gen`` (the Linux hicolor theme's usual sizes)
ICON_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256, 512)


class MissingResource(LookupError):
    """A file the package should contain is not there (a broken or partial installation)."""


def package_root() -> Traversable:
    return resources.files(PACKAGE)


def asset(*parts: str) -> Traversable:
    """``chapo_game/assets/<parts...>`` (may not exist: see :func:`read_asset`)."""
    node = package_root() / "assets"
    for part in parts:
        node = node / part
    return node


def read_asset(*parts: str) -> bytes:
    """The bytes of one asset, or :class:`MissingResource` naming it."""
    node = asset(*parts)
    if not node.is_file():
        raise MissingResource("/".join(("chapo_game", "assets", *parts)))
    return node.read_bytes()


def sound_bytes(name: str) -> bytes:
    """The WAV bytes of one of the game's sounds (``cue``, ``ball`` ...)."""
    return read_asset("sounds", f"{name}.wav")


def icon_png(size: int = 256) -> bytes:
    """The application icon, ``size`` pixels square, as PNG bytes."""
    return read_asset("icons", f"chapo-{size}.png")


def catalogue(lang: str) -> Traversable:
    return package_root() / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def catalogue_bytes(lang: str) -> bytes:
    node = catalogue(lang)
    if not node.is_file():
        raise MissingResource(f"chapo_game/locale/{lang}/LC_MESSAGES/{DOMAIN}.mo")
    return node.read_bytes()


def translations(lang: str) -> gettext.GNUTranslations:
    """The compiled catalogue of ``lang``, or :class:`MissingResource` when it is absent."""
    return gettext.GNUTranslations(io.BytesIO(catalogue_bytes(lang)))


def mo_message_count(data: bytes) -> int:
    """Translated messages in a GNU ``.mo`` file, read from its header (the catalogue's own
    header entry, msgid "", is not a message)."""
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">"
    n, ids_at = struct.unpack(f"{order}2I", data[8:16])
    if n == 0:
        return 0
    first_len = struct.unpack(f"{order}I", data[ids_at : ids_at + 4])[0]
    return n - 1 if first_len == 0 else n


@dataclass(frozen=True)
class CatalogueStatus:
    """What one language's catalogue holds: ``messages`` translated ids, or ``None`` if the
    catalogue is missing from the installation."""

    lang: str
    messages: int | None

    def line(self) -> str:
        if self.messages is None:
            return f"{self.lang} missing"
        return f"{self.lang} ({self.messages} messages)"


def catalogue_status(langs: tuple[str, ...]) -> list[CatalogueStatus]:
    """Parse each catalogue as gettext does and count its messages."""
    out = []
    for lang in langs:
        try:
            data = catalogue_bytes(lang)
            gettext.GNUTranslations(io.BytesIO(data))  # raises OSError if the file is damaged
        except (MissingResource, OSError):
            out.append(CatalogueStatus(lang, None))
            continue
        out.append(CatalogueStatus(lang, mo_message_count(data)))
    return out
