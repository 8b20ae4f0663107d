"""The check of the files at start, off the frame loop: the players' list and the kept
positions' folder; of the saves, only a look at their folder (each save is checked when the
saves list first shows it)."""

from __future__ import annotations

from chapo_game import kept_positions, players, saves
from chapo_game.errors import one_line
from chapo_game.i18n import _

from .damaged import Damaged, players_damage, positions_damage, save_damage
from .offloop import OffLoop
from .write_notices import reason_said


def start_notices() -> list[Damaged]:
    """Each damaged file found at start (the players' list), kept aside and reported on
    stderr, and a saves or kept positions' folder that cannot be read. No save is read here: a
    club's three hundred abandoned long encuentros took 7 s to check, and the window's frames
    ran at 250 ms meanwhile; each is checked when the saves list first shows it (its summary
    kept in the folder's index), a damaged one said then
    (:func:`.damaged.said_saves`)."""
    found = [save_damage(loaded) for loaded in saves.folder_problems()]
    found += players_damage(players.load())
    # practice's kept positions: their folder looked at, none read (a coach's thousand took
    # as long as Practice's opening), each read as Practice sets it, a damaged one said then
    return found + positions_damage(kept_positions.listed()[1])


class StartCheck(OffLoop):
    """The check of the files at start, off the frame loop: a club's fullest list of players
    takes half a second to read, and the menu is up at once; its lines join the menu's notice
    when it is done (:func:`chapo_game.ui.launch.offer_resume`)."""

    def work(self) -> list[Damaged]:
        return start_notices()

    def lines(self, wait: bool = False) -> list[Damaged | str] | None:
        """The files it found damaged once done (``wait``: wait for it), else ``None``; a
        check that failed is one line to say instead."""
        if wait:
            self.wait()
        if not self.ready:
            return None
        if self.error is not None:
            reason = one_line(str(self.error)) or type(self.error).__name__
            return [
                _("The saved encuentros could not be checked ({reason}).").format(
                    reason=reason_said(reason)
                )
            ]
        return list(self.result or [])
