"""The Linux desktop entry: a launcher in the applications menu with the game's icon.

``chapo desktop install`` (``make install-desktop`` from a checkout) writes, for this user only:

* ``$XDG_DATA_HOME/applications/chapo.desktop`` — the entry shipped in
  ``chapo_game/assets/desktop/chapo.desktop``, its ``Exec`` pointed at the ``chapo`` that ran
  the command (a checkout's ``.venv/bin/chapo``, a pipx install, or the standalone app);
* ``$XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/chapo.png`` — the icon at each size.

``chapo desktop uninstall`` removes exactly those files, and of the folders only those the
install made (the entry lists them in ``X-Chapo-Made-Folders``: an empty ``applications/``
the desktop had before is not the game's to remove). ``$XDG_DATA_HOME``
defaults to ``~/.local/share``; on a new account it may not be there yet, and then the install
makes it (mode 0700, as the XDG Base Directory Specification asks) and lists it too — as
``.``, with ``..`` for a ``~/.local`` it made — so an uninstall leaves the home as it was.
The window sets the X11/Wayland class ``chapo``, which the entry names in ``StartupWMClass`` so
the running game is grouped under its launcher.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from pathlib import Path

from . import resources
from .errors import CannotWrite
from .fileio import atomic_write_bytes, reason_of

DESKTOP_NAME = "chapo.desktop"
ICON_NAME = "chapo"


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset, empty or relative (the XDG
    Base Directory Specification says a relative path is to be ignored)."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"


def launcher_command() -> list[str]:
    """How this very program is started again: the frozen app, the ``chapo`` script next to
    this interpreter, or ``python -m chapo_game``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).with_name("chapo")
    if script.is_file():
        return [str(script)]
    found = shutil.which("chapo")
    if found:
        return [found]
    return [sys.executable, "-m", "chapo_game"]


def quote_exec_arg(arg: str) -> str:
    """Quote one argument of a desktop entry's ``Exec`` key (Desktop Entry Specification:
    double quotes around arguments with reserved characters, ``"`$\\`` escaped inside)."""
    if arg and not any(ch in arg for ch in " \t\n\"'\\><~|&;$*?#()`"):
        return arg
    escaped = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
    return f'"{escaped}"'


#: The entry's own key listing the folders its install made (relative, ``;``-separated as
#: the Desktop Entry Specification writes lists; ``X-`` keys are the vendor's own).
MADE_KEY = "X-Chapo-Made-Folders"


def desktop_entry(command: list[str], made: list[str] | None = None) -> str:
    """The shipped entry with ``Exec`` set to ``command`` (``%`` and the quoting's
    backslashes doubled as the spec asks),
    and the folders the install ``made`` (relative to ``$XDG_DATA_HOME``), for uninstall."""
    text = resources.read_asset("desktop", DESKTOP_NAME).decode("utf-8")
    # the key's value is a string, whose own escapes come first: each backslash of the quoting
    # doubled ("\\$" for a "$"), or GLib's menus refuse the key and drop the entry
    exec_line = " ".join(
        quote_exec_arg(a).replace("\\", "\\\\").replace("%", "%%") for a in command
    )
    lines = [f"Exec={exec_line}" if ln.startswith("Exec=") else ln for ln in text.splitlines()]
    if made:
        lines.append(f"{MADE_KEY}={';'.join(made)};")
    return "\n".join(lines) + "\n"


def made_folders(entry: Path, base: Path) -> list[Path]:
    """The folders an installed entry says its install made, deepest first: ``base``, those
    under it, and those above it inside the home (none else, and none from an entry that
    cannot be read)."""
    try:
        text = entry.read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    top, home = base.resolve(), Path.home().resolve()
    found = []
    for line in text.splitlines():
        if line.startswith(f"{MADE_KEY}="):
            for rel in filter(None, line.split("=", 1)[1].split(";")):
                folder = (base / rel).resolve()
                above = folder in top.parents and home in folder.parents
                if folder == top or top in folder.parents or above:
                    found.append(folder)
    return sorted(found, key=lambda f: len(f.parts), reverse=True)


def relative(folder: Path, base: Path) -> str:
    """``folder`` as the entry lists it: from ``base``, ``.`` for itself, ``..`` above it."""
    return Path(os.path.relpath(folder, base)).as_posix()


def installed_files(base: Path) -> list[Path]:
    """Every file :func:`install` writes under ``base`` (``$XDG_DATA_HOME``)."""
    icons = [
        base / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{ICON_NAME}.png"
        for n in resources.ICON_SIZES
    ]
    return [base / "applications" / DESKTOP_NAME, *icons]


def missing(path: Path) -> list[Path]:
    """``path`` and the folders above it that do not exist yet, outermost first: what writing
    it makes."""
    return [p for p in (*reversed(path.parents), path) if not p.exists()]


def listed_folders(made: list[Path], files: set[Path], base: Path, earlier: list[str]) -> list[str]:
    """The folders the entry lists for :func:`uninstall` to remove (:func:`relative` to
    ``base``): those this install made, at ``base`` or under it, or under the home (a new
    account's ``~/.local``) — never one above the home — then those an earlier install made."""
    home = Path.home()
    folders = [
        relative(p, base)
        for p in made
        if p not in files and (p == base or base in p.parents or home in p.parents)
    ]
    return folders + [f for f in earlier if f not in folders]


def undo(made: list[Path]) -> None:
    """Remove what a failed install made, files first, each folder once emptied."""
    for path in reversed(made):
        with contextlib.suppress(OSError):
            path.rmdir() if path.is_dir() else path.unlink()


def install(base: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the icons, then the desktop entry that names them; return the files written.
    Each is written atomically; when one cannot be (a read-only folder, a file where a folder
    goes), those this call had written are removed again and a :class:`CannotWrite` says which
    and why — never a menu entry without its icon."""
    base = base or data_home()
    entry, *icons = installed_files(base)
    # an install over an earlier one keeps the folders that one made (it found them all there)
    earlier = [relative(f, base.resolve()) for f in made_folders(entry, base)]
    made: list[Path] = []  # the files and folders this call made, in the order it made them
    try:
        if not base.exists():  # the XDG spec's mode for the base folder a program makes
            made += missing(base)
            base.mkdir(mode=0o700, parents=True)
        for path, data in zip(icons, map(resources.icon_png, resources.ICON_SIZES), strict=True):
            made += missing(path)
            atomic_write_bytes(path, data)
        made += missing(entry)
        folders = listed_folders(made, {entry, *icons}, base, earlier)
        text = desktop_entry(command or launcher_command(), folders)
        atomic_write_bytes(entry, text.encode("utf-8"))
        # the theme's folder touched, as xdg-icon-resource does: a desktop whose icon cache
        # predates the icons shows the entry without one until it sees the folder changed
        with contextlib.suppress(OSError):
            os.utime(base / "icons" / "hicolor")
    except OSError as exc:
        undo(made)
        where = exc.filename or base
        raise CannotWrite(f"desktop: could not install under {where} ({reason_of(exc)})") from None
    return [entry, *icons]


def uninstall(base: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote, and the folders it made that are left empty; return
    the files that were there. A file that cannot be removed is a :class:`CannotWrite` naming
    it. Folders the desktop had before the install — even empty — stay: they are not the
    game's (an entry from before the list was kept names none, and none is removed)."""
    base = base or data_home()
    entry, *icons = installed_files(base)
    folders = made_folders(entry, base)
    removed = []
    try:
        # the entry last: it holds the list of the folders to remove, and an icon that could
        # not be removed left a list-less install for the next uninstall to leave half done
        for path in (*icons, entry):
            if path.is_file():
                path.unlink()
                removed.append(path)
        for folder in folders:
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
    except OSError as exc:
        where = exc.filename or base
        raise CannotWrite(f"desktop: could not remove {where} ({reason_of(exc)})") from None
    return [p for p in (entry, *icons) if p in removed]  # in the order install names them
