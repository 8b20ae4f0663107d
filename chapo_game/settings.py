"""The player's settings, kept as JSON in the user's config folder.

Where: :func:`chapo_game.paths.config_dir` (``$CHAPO_CONFIG_DIR``, else the platform's user
folder). The same folder holds the save of the encuentro in progress (see
:mod:`chapo_game.record`). Unknown or malformed values fall back to the
defaults one by one, so a hand-edited file never stops the game from starting; the damaged file
is kept aside (``settings.json.damaged-<timestamp>``) — so the next save does not silently
overwrite it — the valid values are written back, the player is told so in one sentence and
what was wrong goes to stderr.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from . import jsonio
from .errors import InputError, quote
from .file_aside import keep_aside, mended_in_place
from .file_lock import Busy, locked, refused_busy
from .file_problems import missing_said
from .fileio import WriteFailure, is_file, write_or_report
from .i18n import LANGUAGES
from .paths import config_dir
from .rules.settings import MatchSettings
from .temp_files import remove_stale_temp_files

TARGETS: tuple[int, ...] = (20, 30, 40, 50)
ENCUENTRO_LENGTHS: tuple[int, ...] = (1, 3, 5)
BALL1_POCKET_VALUES: tuple[int, ...] = (2, 1)
#: Seconds a person has for a shot (0: no limit; carom 001 art. 8.7): see ``ui.shot_clock``.
SHOT_CLOCKS: tuple[int, ...] = (0, 30, 60)
#: How the records screen lists the players: by name, or as the club's standings (by
#: encuentros won — a championship is decided by encuentros —, by partidas won, by points per
#: shot); see ``player_tables.ordered``. The club's big screen shows the standings order chosen here
#: (by encuentros while the screen lists by name).
RECORDS_ORDERS: tuple[str, ...] = ("name", "encuentros", "partidas", "points")
STANDINGS_ORDERS: tuple[str, ...] = RECORDS_ORDERS[1:]


@dataclass(frozen=True)
class Settings:
    """Everything the settings screen offers. ``encuentro_length`` is "best of N" partidas."""

    language: str = "es"
    target: int = 30
    encuentro_length: int = 3
    ball1_pocket_value: int = 2
    aiming_guide: bool = True
    #: The aiming guide, the cue ball's path and the lag hint in matches (two players, against
    #: the computer); practice and the guided first game keep them either way.
    match_guides: bool = True
    #: The maestro's advice (H) in every match with the guides on, two people's too; without
    #: it only against the computer at level 1 (practice always has it).
    match_advice: bool = False
    #: The shot clock's limit in seconds for the people at the table (0: none).
    shot_clock: int = 0
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    #: The smallest text drawn larger (:data:`~chapo_game.ui.fonts.LARGE_TEXT`): a club's big
    #: screen read from across the room.
    large_text: bool = False
    #: No confetti over the celebrations, the rey's spots standing still while they are
    #: chosen, the computer's thinking arc stepping once a second instead of spinning: a
    #: player whom motion he did not start upsets keeps the banner, its sound, the spots'
    #: rings and the arc's words, which say the same.
    reduce_motion: bool = False
    #: The records screen's last order, so a club that keeps its standings finds them so.
    records_order: str = "name"

    def match_rules(self, head_start: tuple[int, int] = (0, 0)) -> MatchSettings:
        """The rules of a new encuentro: the partida, encuentro and ball 1 value set here, and
        the head start chosen for the pair (a handicap, not a setting: it is the players')."""
        return MatchSettings(
            target=self.target,
            partidas=self.encuentro_length,
            ball1_pocket_value=self.ball1_pocket_value,
            head_start=head_start,
        )

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Keep every valid value, fall back to the default for each invalid one."""
        base = Settings()
        if not isinstance(data, dict):
            return base
        out: dict[str, Any] = {}
        for f in fields(Settings):
            if f.name not in data:
                continue
            v = data[f.name]
            default = getattr(base, f.name)
            if _valid(f.name, v, default):
                out[f.name] = float(v) if isinstance(default, float) else v
        return replace(base, **out)


def _valid(name: str, value: Any, default: Any) -> bool:
    if isinstance(default, bool):
        return isinstance(value, bool)
    if name == "language":
        return value in LANGUAGES
    # whole numbers only: 30.0 == 30 would pass ``in`` and then fail the referee's settings
    if name == "target":
        return type(value) is int and value in TARGETS
    if name == "encuentro_length":
        return type(value) is int and value in ENCUENTRO_LENGTHS
    if name == "ball1_pocket_value":
        return type(value) is int and value in BALL1_POCKET_VALUES
    if name == "shot_clock":
        return type(value) is int and value in SHOT_CLOCKS
    if name == "records_order":
        return value in RECORDS_ORDERS
    if name == "volume":
        return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1
    return False


def settings_path() -> Path:
    return config_dir() / "settings.json"


def lock_path() -> Path:
    """The file every save is made under (:func:`save`); never removed."""
    return config_dir() / ".settings.json.lock"


#: What this process last read from or wrote to each settings file — its window's view. A save
#: writes over the file as it stands only the settings changed since: two windows open at once
#: (a club's two tables on one machine) wrote over each other's changes, the last writer's
#: whole file winning.
_seen: dict[Path, Settings] = {}


@dataclass(frozen=True)
class LoadedSettings:
    """What :func:`load_checked` found: the settings to use, and when the file was damaged, one
    line saying what was wrong and where the file was kept."""

    settings: Settings
    problem: str | None = None
    moved_to: Path | None = None
    readable: bool = True  # False: not even its JSON could be read (every setting defaulted)
    not_written: WriteFailure | None = None  # the valid values could not be written back


def problems(data: Any) -> list[str]:
    """What is wrong with a settings document, one phrase per field (empty when all is well)."""
    if not isinstance(data, dict):
        return ["not a JSON object"]
    base = Settings()
    out = []  # a setting this version does not know is a newer version's: kept, not damage
    for f in fields(Settings):
        if f.name in data and not _valid(f.name, data[f.name], getattr(base, f.name)):
            out.append(f"{f.name} = {quote(data[f.name])} is not allowed")
    if len(out) > MAX_PROBLEMS_SHOWN:
        out = [*out[:MAX_PROBLEMS_SHOWN], f"{len(out) - MAX_PROBLEMS_SHOWN} more"]
    return out


#: The notice is one readable line: the first few problems, then how many more.
MAX_PROBLEMS_SHOWN = 3


def load_checked() -> LoadedSettings:
    """The saved settings; a damaged file is moved aside, its valid values kept (and written
    back in a new file). Temporary files left by an interrupted save are removed first."""
    p = settings_path()
    remove_stale_temp_files(p.parent, (p.name,))
    _seen.pop(p, None)
    if not is_file(p):  # none, or a folder that cannot be entered (a traceback at start)
        said = missing_said(p)  # a folder in the way, or one that cannot be read: said
        if said:
            return LoadedSettings(Settings(), said, None, readable=False)
        # none yet: this window's view is the defaults, so its first save writes only what
        # it changed — two windows opened before the first settings were ever saved (a
        # club's first evening) each wrote its whole view, the second undoing the first's
        _seen[p] = Settings()
        return LoadedSettings(Settings())
    try:
        data = jsonio.read_file(p, p.name, jsonio.SETTINGS_LIMITS)
    except InputError as exc:  # a file this user may not read is left as it is
        return LoadedSettings(Settings(), f"unreadable ({exc.problem})", keep_aside(p), False)
    found = problems(data)
    kept = Settings.from_json(data)
    if not found:
        _seen[p] = kept
        return LoadedSettings(kept)
    # copied, not moved: killed before the write, it is read again; what was valid is
    # written back over it, or the next start would lose it
    moved, failed = mended_in_place(p, lambda: save(kept, unknown_settings(data)))
    return LoadedSettings(kept, "; ".join(found), moved, True, failed)


def load() -> Settings:
    """The saved settings, or the defaults (see :func:`load_checked` for what was wrong)."""
    return load_checked().settings


def save(settings: Settings, newer: dict[str, Any] | None = None) -> WriteFailure | None:
    """Write the settings atomically; a failure (full disk, a folder in the way) is returned
    for the window to show, never raised — the previous file stays as it was. Settings of a
    newer version (``newer``, else those in the file) are kept as they are: a club whose
    machines share one folder but not one version lost them (and the older version set the
    whole file aside as damaged, for a setting it did not know) — unless keeping them would
    make a file larger than its reader takes (then the next start would set it aside).

    Made under a lock, to the file as it stands: of the settings this version knows, only those
    changed since this process last read or wrote the file are written over it (all of them
    when it has not, or the file cannot be read), so another window's change made meanwhile
    stays. Another window keeping the lock busy past the wait refuses it (the failure says
    so, for the window's one line): written without the lock it could undo the other's
    change, or be undone by it. The window keeps what was chosen, and its next save writes
    it (this process's last read of the file is where the changes are counted from)."""
    p = settings_path()
    try:
        return _save(p, settings, newer)
    except Busy:
        return refused_busy(p, is_file(p))


def _save(p: Path, settings: Settings, newer: dict[str, Any] | None) -> WriteFailure | None:
    """:func:`save` under the lock (:class:`~chapo_game.file_lock.Busy` raised where another
    window kept it)."""
    with locked(lock_path()):
        on_disk = _read(p)
        base = _seen.get(p)
        known = settings.to_json()
        if base is not None and on_disk is not None:
            before = base.to_json()
            changed = {k: v for k, v in known.items() if v != before[k]}
            known = Settings.from_json({**on_disk, **changed}).to_json()
        known = for_0_2(known)
        data = {**known, **(unknown_settings(on_disk) if newer is None else newer)}
        text = json.dumps(data, indent=2) + "\n"
        if len(text.encode("utf-8")) > jsonio.SETTINGS_LIMITS.max_bytes:
            text = json.dumps(known, indent=2) + "\n"
        failure = write_or_report(p, text)
    if failure is None:
        _seen[p] = settings
    return failure


#: Settings Chapó 0.2.0 did not have. It called a file that held any of them damaged: set it
#: aside, said so at every start and wrote back its own (a club that keeps one old machine
#: on the shared folder saw that after each change of a setting on the new ones).
SINCE_0_2: tuple[str, ...] = ("large_text", "reduce_motion")


def for_0_2(known: dict[str, Any]) -> dict[str, Any]:
    """The settings ``known`` as written: those 0.2.0 lacks only where they are set (off,
    their default, is what an absent one reads as here), so 0.2.0 takes the file as it is
    while nobody has turned them on."""
    base = Settings().to_json()
    return {k: v for k, v in known.items() if k not in SINCE_0_2 or v != base[k]}


def unknown_settings(data: Any) -> dict[str, Any]:
    """The settings of a document that this version does not know."""
    known = {f.name for f in fields(Settings)}
    return {k: v for k, v in data.items() if k not in known} if isinstance(data, dict) else {}


def _read(p: Path) -> dict[str, Any] | None:
    """The settings document in the file at ``p``; None when there is no readable file, or it
    is not a JSON object."""
    if not is_file(p):
        return None
    try:
        data = jsonio.read_file(p, p.name, jsonio.SETTINGS_LIMITS)
    except InputError:
        return None
    return data if isinstance(data, dict) else None


def for_disk(
    new: Settings, run_language: str | None, disk_language: str
) -> tuple[Settings, str | None]:
    """What to write when ``new`` is applied in a run started with ``--lang run_language``, and
    the run's language from then on. The flag is for that run only: a change of another
    setting must not write it into the file (the next plain start would then speak it). A
    language chosen on the settings screen is the player's own choice: written, and the
    flag is spent."""
    if run_language is None:
        return new, None
    if new.language == run_language:
        return new.with_(language=disk_language), run_language
    return new, None
