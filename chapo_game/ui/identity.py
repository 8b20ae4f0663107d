"""How the window presents itself to the desktop, and what the game loaded from its package.

* Title ``Chapó — billar de palos`` (``Chapó — pin billiards`` in English, following the
  language) and the icon from ``chapo_game/assets/icons``.
* The X11 ``WM_CLASS`` and Wayland app id ``chapo``, the ``StartupWMClass`` of the desktop
  entry (:mod:`chapo_game.desktop`), so the running game sits under its launcher. SDL reads
  them from the environment when it creates the window; a value already set is kept.
* :func:`load_report`: the lines ``chapo --verbose`` prints (sounds, catalogues, icon, the
  user folder), and :func:`missing_files`, the one-line notice when the installation is
  incomplete — a game without sounds or translations says so instead of staying silent.
"""

from __future__ import annotations

import io
import sys
from typing import Any

import pygame

from .. import __version__, i18n, resources
from ..i18n import _
from ..paths import config_dir
from .damaged import Note
from .sound import SoundReport

#: the icon handed to the window manager (it scales it for the title bar and the task bar)
WINDOW_ICON_SIZE = 128


def show_title(_language: str = "") -> None:
    """The window's title in the language of the moment: in English it stayed Spanish."""
    pygame.display.set_caption(_("Chapó — pin billiards"))


def keep_title() -> None:
    """Title the window now and again whenever the language changes."""
    show_title()
    i18n.on_language(show_title)


def set_icon() -> str | None:
    """Give the window its icon (before ``set_mode``: some systems ignore a later change).
    Returns ``None``, or why there is no icon."""
    try:
        data = resources.icon_png(WINDOW_ICON_SIZE)
        pygame.display.set_icon(pygame.image.load(io.BytesIO(data), "chapo.png"))
    except resources.MissingResource as exc:
        return f"{exc} missing"
    except pygame.error as exc:
        return f"icon unreadable ({exc})"
    return None


def missing_files(sound: SoundReport, icon_problem: str | None) -> list[str]:
    """Names of the package's files the game could not load (empty when all is there)."""
    out = [f"sounds/{name}.wav" for name, _why in sound.missing]
    out += [f"locale/{lang}" for lang in i18n.missing_catalogues()]
    if icon_problem is not None:
        out.append("icon")
    return out


def missing_notice(sound: SoundReport, icon_problem: str | None) -> Note | None:
    """The menu's one-line notice of a broken installation (also said on stderr), or ``None``
    when every file is there."""
    missing = missing_files(sound, icon_problem)
    if not missing:
        return None
    names = ", ".join(missing)
    sys.stderr.write(f"chapo: files missing from the installation: {names}\n")
    return lambda: _("Files missing from the installation: {names}. Reinstall the game.").format(
        names=names
    )


def start_notices(sound: Any, icon_problem: str | None) -> list[Note]:
    """What the menu says at start about the installation and the machine, each in the
    language of the moment: the files missing (:func:`missing_notice`), and a sound wanted with
    no device to play it (a game that started silent said nothing, and its settings still said
    "Sound: yes") — not once the player has turned the sound off."""
    notes = [missing_notice(sound.report, icon_problem)]
    if sound.failure is not None:
        notes.append(lambda: None if sound.muted else sound.notice)
    return [n for n in notes if n is not None]


def write_report(sound: SoundReport | None, icon_problem: str | None) -> None:
    """``chapo --verbose``: :func:`load_report` on stderr — without a window (``sound``
    ``None``: no screen to open it on), what needs none: where the settings are kept, which a
    player uninstalling over SSH had no other way to find."""
    lines = load_report(sound, icon_problem) if sound is not None else files_report()
    for line in lines:
        sys.stderr.write(f"chapo: {line}\n")


def _dotted(version: tuple[int, ...]) -> str:
    return ".".join(map(str, version))


def files_report() -> list[str]:
    """What the game reads and writes, and from where, one line each: all of
    :func:`load_report` that needs no window."""
    statuses = resources.catalogue_status(i18n.LANGUAGES)
    return [
        f"version: {__version__}",
        f"package: {resources.package_root()}",
        f"pygame: pygame-ce {pygame.version.ver}, SDL {_dotted(pygame.get_sdl_version())}",
        "catalogues: " + ", ".join(s.line() for s in statuses),
        f"settings and saves: {config_dir()}",
    ]


def load_report(sound: SoundReport, icon_problem: str | None) -> list[str]:
    """What the game loaded and from where, one line each (``chapo --verbose``)."""
    icon = icon_problem or f"chapo-{WINDOW_ICON_SIZE}.png loaded"
    files = files_report()
    return [*files[:3], sound.line(), files[3], f"icon: {icon}", files[4]]
