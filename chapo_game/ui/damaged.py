"""What the window says of a file it could not use (a save, the settings, the players' list, a
kept position): one plain sentence in the player's language — which file, that it was set aside
and under what name — while the technical reason (the JSON parser's words, the field that was
wrong) goes to stderr, one line, for whoever looks after the machine.

A Spanish player at a bar cannot act on "malformed JSON at line 1 column 2988"; what he can use
is that the encuentro is not lost but set aside, and where. Several files found damaged at
start are said in one sentence, so the menu's notice stays one line.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from chapo_game import file_aside, player_check, player_list
from chapo_game.errors import one_line, readable
from chapo_game.file_problems import FOLDER_PROBLEMS, LINK_NOT_THERE, link_target
from chapo_game.i18n import N_, _, ngettext, translations
from chapo_game.kept_positions import Unread
from chapo_game.paths import config_dir
from chapo_game.players import newest_backup_day, players_path
from chapo_game.record import Loaded
from chapo_game.rules import words
from chapo_game.settings import LoadedSettings, settings_path

from .damaged_words import (
    BACKUP_SAID,
    FILE_WORDS,
    LISTED,
    NEWER_TOGETHER,
    SAID,
    SAID_UNMOVED,
    UNREAD_TOGETHER,
    UNREAD_TOGETHER_LINKED,
)

#: A line of the menu's notice: a function saying it in the language of the moment (``None``:
#: nothing to say now), or a plain line (the start check's, a test's).
Note = Callable[[], str | None] | str


@dataclass(frozen=True)
class Damaged:
    """A file that could not be used: its kind (a key of :data:`SAID`), the reason in the
    program's words, where it was set aside (``None``: it could not be moved), for a kept
    position its title, and for the list of players the day of its newest copy in
    ``backups/``."""

    kind: str
    reason: str
    kept: Path | None
    title: str = ""
    backup_day: str = ""
    count: int = 0  # the players left out of a list (kind ``players_some``)


def report(found: Damaged) -> Damaged:
    """Write the technical reason on stderr (one line) and hand the finding on."""
    newer, unread = found.kind.endswith("_newer"), found.kind.endswith("_unread")
    if newer:
        where = "left as it is, for that version"
    elif found.kept is not None:
        where = f"set aside as {found.kept.name}"
    elif unread:  # not tried: a file this user may not read is not his to move
        where = "left where it is"
    else:
        where = "left where it is (it could not be moved)"
    title = found.title if found.kind.startswith("position") else ""  # a link's: its reason
    what = f"{FILE_WORDS.get(found.kind, found.kind)} {title}".strip()
    state = "not read" if newer or unread else "damaged"
    if found.kind == "players_some":  # the title names the players left out, not the file
        what, state = FILE_WORDS[found.kind], f"damaged, left out: {found.title}"
    sys.stderr.write(one_line(f"chapo: {what} {state} ({found.reason}); {where}") + "\n")
    return found


def left_out_said(found: Damaged) -> str:
    """The sentence for players left out of the list (:attr:`Damaged.count` of them, named in
    its title), the others kept — or, the list not set aside, nothing counted into it."""
    n = found.count
    if found.kept is None:
        return ngettext(
            "A player the list could not read is left out ({title}); the list is left where "
            "it is, and nothing is counted into it.",
            "{n} players the list could not read are left out ({title}); the list is left "
            "where it is, and nothing is counted into it.",
            n,
        ).format(n=n, title=found.title)
    return ngettext(
        "A player the list could not read was left out ({title}); the others are kept, and "
        "the list as it was is set aside as {name}.",
        "{n} players the list could not read were left out ({title}); the others are kept, "
        "and the list as it was is set aside as {name}.",
        n,
    ).format(n=n, title=found.title, name=readable(found.kept.name))


def said(found: Damaged) -> str:
    """The one sentence shown for one damaged file (and where a daily copy is, if kept)."""
    if found.kind == "players_some":
        return left_out_said(found)
    if found.kept is None:
        text = _(SAID_UNMOVED[found.kind]).format(title=found.title)
    else:
        text = _(SAID[found.kind]).format(title=found.title, name=kept_said(found, found.kept))
    return text + backup_said([found])


def kept_said(found: Damaged, kept: Path) -> str:
    """The name a set-aside file is said by: its own name, beside the file it was — but a
    link's file that had to stay set aside on the share (no room beside the link:
    :func:`~chapo_game.file_aside.keep_aside`) by its whole path, or it was looked for in vain
    in the config folder."""
    on_share = found.kind.endswith("_link_aside") and kept.parent != config_dir()
    return readable(str(kept) if on_share else kept.name)


def backup_said(found: list[Damaged]) -> str:
    """Where the list of players' daily copy is, when one of ``found`` has one (" " first),
    else ""."""
    for f in found:
        if f.backup_day:
            return " " + _(BACKUP_SAID[f.kept is not None]).format(day=f.backup_day)
    return ""


def said_together(found: list[Damaged]) -> str | None:
    """One sentence for every file found damaged at start: the file's own sentence when
    there is one, else how many and which (their set-aside names all end the same way) — and
    where the list of players' daily copy is (with a save beside it, the list was said empty
    and its copy in backups/ nowhere)."""
    if not found:
        return None
    if len(found) == 1:
        return said(found[0])
    kinds: list[str] = []
    for f in found:
        if _(LISTED[f.kind]) not in kinds:
            kinds.append(_(LISTED[f.kind]))
    counted = {k: (k, f"{k}_file_unread", f"{k}_newer") for k in ("save", "position")}
    counts = {k: sum(f.kind in named for f in found) for k, named in counted.items()}
    for kind, plural in (
        ("save", N_("{n} saved encuentros")),
        ("position", N_("{n} kept positions")),
    ):
        if counts[kind] > 1:
            kinds[kinds.index(_(LISTED[kind]))] = _(plural).format(n=counts[kind])
    what = words.join(kinds, translations())
    if all(f.kind.endswith(("_unread", "_newer")) for f in found):  # none damaged, nor tried
        linked = any(LINK_NOT_THERE in f.reason for f in found)  # a save's: named first
        newer = any(f.kind.endswith("_newer") for f in found)
        left = NEWER_TOGETHER if newer else UNREAD_TOGETHER_LINKED if linked else UNREAD_TOGETHER
        return _(left).format(n=len(found), what=what)
    if any(f.kept is None for f in found):  # a read-only folder: not all could be moved
        text = _(
            "{n} files could not be used; not all could be set aside, and those are left "
            "where they are: {what}."
        )
    else:
        text = _(
            "{n} files could not be used and were set aside, “.damaged” and the time added to "
            "their names: {what}."
        )
    return text.format(n=len(found), what=what) + backup_said(found)


def said_saves(app: Any, problems: list[Loaded]) -> None:
    """The saves a listing (or a look for one) could not use, said on ``app``'s notice (no
    save is read at start): one left where it is too — another account's, or one a read-only
    folder keeps — which left the list unsaid, the encuentro gone with no word of why."""
    found = [save_damage(p) for p in problems if p.message is not None]
    if (text := said_together(found)) is not None:
        app.notify(text)


def settings_damage(loaded: LoadedSettings) -> list[Damaged]:
    """The settings file found damaged at start (reported), or nothing."""
    if loaded.problem is None:
        return []
    if loaded.problem == LINK_NOT_THERE and (aside := linked_aside(settings_path(), "settings")):
        return [report(aside)]
    kind = "settings" if loaded.readable else "settings_unread"
    return [report(Damaged(kind, loaded.problem, loaded.moved_to))]


def linked_aside(link: Path, what: str, day: str = "") -> Damaged | None:
    """A link to no file whose file the game itself set aside at a start before (its copy
    there: :func:`~chapo_game.file_aside.set_aside_from`), as the finding ``<what>_link_aside``;
    ``None`` where there is no such copy (a share not connected). Such a link dangles because
    the game moved its file, not because the share is gone: "is its shared folder
    connected?" sent a club to check a share that was."""
    kept = file_aside.set_aside_from(link)
    if kept is None:
        return None
    return dangling_link(link, what, kept, day)


def dangling_link(link: Path, what: str, kept: Path | None = None, day: str = "") -> Damaged:
    """The finding for a link to no file, naming where it points: ``<what>_link_aside`` with
    the copy the game ``kept`` of its file, or ``<what>_link_unread`` (a share not
    connected)."""
    where = readable(link_target(link))
    if kept is None:
        return Damaged(
            f"{what}_link_unread", f"{LINK_NOT_THERE}: {where}", None, where, backup_day=day
        )
    why = f"{LINK_NOT_THERE}: {where}, its file set aside before"
    return Damaged(f"{what}_link_aside", why, kept, where, backup_day=day)


def settings_notes(loaded: LoadedSettings) -> list[Note]:
    """What the menu says besides: the valid settings of a damaged file not written back."""
    failed = loaded.not_written
    if failed is None:
        return []
    return [
        lambda: _(
            "The valid settings could not be written back ({reason}); they are used until the "
            "game closes."
        ).format(reason=_(failed.reason))
    ]


def save_damage(loaded: Loaded) -> Damaged:
    """A saved encuentro found damaged (reported)."""
    kind = "save_newer" if loaded.newer else "save"
    if loaded.message in FOLDER_PROBLEMS and loaded.moved_to is None:
        kind = "save_unread"  # not a damaged file: nothing tried to move it
    elif loaded.unread:  # another account's file: not damaged, nor tried either
        kind = "save_file_unread"
    return report(Damaged(kind, loaded.message or "?", loaded.moved_to))


def players_damage(roster: player_list.Roster) -> list[Damaged]:
    """The players' list found damaged (reported), or nothing; where a daily copy was kept,
    the sentence says which day and where (one bad value in a club's list took every record
    from sight, with no word of the copies in ``backups/``)."""
    if roster.problem is None:
        return []
    day = newest_backup_day() or ""
    if roster.newer:
        return [report(Damaged("players_newer", roster.problem, None))]
    if roster.problem == LINK_NOT_THERE:  # its file set aside by the game, or the share gone
        link = players_path()
        return [
            report(linked_aside(link, "players", day) or dangling_link(link, "players", day=day))
        ]
    if roster.unread:  # another account's list: not damaged, left as it is (its copy said)
        return [report(Damaged("players_file_unread", roster.problem, None, backup_day=day))]
    if roster.problem in FOLDER_PROBLEMS and roster.moved_to is None:
        # no damaged file, but the daily copy in backups/ may be what the club needs
        return [report(Damaged("players_unread", roster.problem, None, backup_day=day))]
    if roster.left_out and roster.players:  # the others kept: backups/ not what is needed
        named = [by_place(shown) for shown in roster.left_out[:MAX_NAMED]]
        names = words.join(named, translations())
        if len(roster.left_out) > MAX_NAMED:
            names = _("{names} and {n} more").format(
                names=", ".join(named), n=len(roster.left_out) - MAX_NAMED
            )
        n = len(roster.left_out)
        return [report(Damaged("players_some", roster.problem, roster.moved_to, names, count=n))]
    if roster.mended and not roster.left_out:  # every player kept: nor is it needed here
        return [report(Damaged("players_mended", roster.problem, roster.moved_to))]
    # unread, or every player left out ("the others are kept" of none, backups/ unnamed)
    return [report(Damaged("players", roster.problem, roster.moved_to, backup_day=day))]


#: The players left out that the sentence names; the rest are counted.
MAX_NAMED = 3


def by_place(shown: str) -> str:
    """A player left out without a name (:func:`chapo_game.player_check.left_out_name`: a place)
    said as a club counts its list ("el n.º 6 de la lista"); a name as it is."""
    place = shown.removeprefix(player_check.PLACE_MARK)
    if place != shown:
        return _("no. {n} on the list").format(n=place)
    return shown


def positions_damage(unread: list[Unread]) -> list[Damaged]:
    """The kept practice positions found damaged (reported)."""

    def kind(u: Unread) -> str:
        if u.reason in FOLDER_PROBLEMS and not u.name:  # their folder, not one position
            return "positions_unread"
        return "position_file_unread" if u.unread else "position"

    return [report(Damaged(kind(u), u.reason, u.kept, u.name)) for u in unread]


def menu_notice(damaged: list[Damaged], notes: list[Note]) -> str | None:
    """The menu's one line: the files set aside, then anything else it has to say."""
    said = (note() if callable(note) else note for note in notes)
    parts = [p for p in (said_together(damaged), *said) if p]
    return " · ".join(parts) or None
