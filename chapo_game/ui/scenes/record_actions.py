"""What the records screen changes in the list of players: add a player, rename one, remove
one (after a question: his record goes with him), export every record as CSV. Each change is
made to the list as it stands on disk and saved at once (:func:`change_list`): another
window's partida counted meanwhile is kept, and the screen shows the list as written."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chapo_game import player_list, player_tables, saves
from chapo_game.i18n import N_, _, language, ngettext
from chapo_game.names import folded, tidy

from ..guest_names import is_guest
from ..widgets import Button, TextField
from .confirm import ConfirmScene
from .looking import LookingScene
from .player_setup import change_list, refused

#: Said when the list's reader would refuse a name (an invisible character in it).
NAME_REFUSED = N_("That name holds a character the list of players cannot keep.")


class RecordActions:
    """The records screen's actions (:class:`~.records.RecordsScene` holds the state)."""

    app: Any
    roster: player_list.Roster
    selected: str | None
    renaming: bool
    field: TextField
    new_field: TextField
    note: str
    order: str  # the screen's order (RECORDS_ORDERS): the exported file follows it
    actions: list[Button]

    def player(self) -> dict[str, Any] | None: ...

    def select(self, pid: str) -> None: ...

    def rebuild(self) -> None: ...

    def sorted_players(self) -> list[dict[str, Any]]: ...

    def typed_confirm(self, field: TextField) -> Button:
        """Cambiar nombre for the new name, Añadir jugador for the one found or added: what the
        on-screen keyboard shows on its top (the actions' row lies under the keys)."""
        name = "rename" if field is self.field else "add"
        return next(b for b in self.actions if b.name == name)

    def enter(self) -> None:
        """Enter in "Find or add a player": the player whose name is what was typed, or the
        only one whose name holds it, is shown (typing "luc" and Enter added a player "luc"
        beside Lucía); a name nobody holds is added; where several hold it, the list is theirs
        to choose from, and Add player adds the name as typed."""
        typed = folded(self.new_field.value)
        holders = [p for p in self.roster.players if typed in folded(p["name"])]
        same = self.roster.by_name(self.new_field.value)
        if not typed or (not holders and same is None):
            self.add()
        elif same is not None:
            self.show_found(same)
        elif len(holders) == 1:  # "Luis" typed, José Luis found: shown, "Luis" kept to add
            name = holders[0]["name"]
            self.show_found(holders[0], keep_typed=True)
            self.note = _("{name} is shown; Add player adds “{text}” as a new player.").format(
                name=name, text=tidy(self.new_field.value)
            )
        else:
            self.note = _(
                "{n} players' names hold “{text}”: choose one, or press Add player to add it."
            ).format(n=len(holders), text=tidy(self.new_field.value))

    def show_found(self, p: dict[str, Any], keep_typed: bool = False) -> None:
        """``p``'s record shown (a rename under way ends: it would go to him), the keys back in
        the find box, emptied unless ``keep_typed``."""
        if not keep_typed:
            self.new_field.value = ""
        self.select(p["id"])
        self.new_field.focus, self.field.focus = True, False
        self.rebuild()

    def add(self) -> None:
        name = tidy(self.new_field.value)
        if not name:
            self.note = _("Type the new player's name in the box first.")
            self.new_field.focus = True  # and the box takes the keys again
            return
        if self.default_name(name):
            return
        # the name looked up in the list as it is now: another window may have added it
        updated = change_list(self.app, lambda r: None if r.by_name(name) else r.add(name))
        self.roster = updated.roster
        known = self.roster.by_name(name)
        if updated.result is not None:
            self.show_found(updated.result)
        elif known is not None:  # "Maria" typed for María: hers, not a second player
            self.show_found(known)
            self.note = _("{name} is already on the list.").format(name=known["name"])
        elif updated.failure is None:
            self.note = _(NAME_REFUSED) if refused(name) else self.full()
            self.rebuild()

    def full(self) -> str:
        return _("The list holds {n} players at most.").format(n=player_list.FULL)

    def rename(self) -> None:
        p = self.player()
        if p is None:
            return
        if not self.renaming:
            self.renaming = True
            self.field.value = p["name"]
            self.field.focus, self.new_field.focus = True, False  # the keys rename, not find
            self.field.select_all()  # typed over at once; End or → keeps it to mend
            return
        if self.default_name(self.field.value):
            return
        pid, name = p["id"], self.field.value
        updated = change_list(self.app, lambda r: r.rename(pid, name))
        self.roster = updated.roster
        if updated.result or self.player() is None:  # renamed, or gone meanwhile
            self.renaming = False
            self.new_field.focus = True
            self.note = ""
        elif updated.failure is None:  # the player it is, where it is one's (it named none)
            other = self.roster.by_name(name)
            taken = _("{name} is already on the list: choose another name.")
            self.note = (
                _(NAME_REFUSED)
                if refused(name)
                else taken.format(name=other["name"])
                if other is not None
                else _("That name is empty or another player's.")
            )
        self.rebuild()

    def default_name(self, name: str) -> bool:
        """A default name ("Jugador 1", however typed) is nobody in particular: playing under
        it keeps no record, so the list takes none (True: refused, and said)."""
        if not is_guest(name):
            return False
        name = tidy(name)
        self.note = _("{name} is a default name: it keeps no record.").format(name=name)
        return True

    def export(self) -> None:
        path, failure = player_tables.export_csv(self.roster, lang=language(), order=self.order)
        self.app.report_write(failure, "export")
        if failure is None:
            self.note = _("Records written to {path}").format(path=path)

    def ask_remove(self, waited: bool = False) -> None:
        """A club's list fills (200 players) and keeps names nobody plays under any more: one
        can go, once the screen has asked. His record goes with him; the others' head-to-head
        lines against him stay, under the name he had. The question counts the saved
        encuentros that would then count for nobody as the records count them
        (:func:`chapo_game.saves.counting_for`), an older version's saves read off the loop
        first (:class:`.looking.LookingScene`): found by his name in the files' names, saves
        under a name he had, or kept with no ids, went unsaid."""
        p = self.player()
        if p is None:
            return
        if not waited and self.app.indexer.behind():  # an older version's: read off the loop first
            again = lambda: self.ask_remove(waited=True)  # noqa: E731
            self.app.push(LookingScene(self.app, [], again, self.looking_words(p)))
            return
        question = _("Remove {name} from the list? The record goes too; the others keep theirs.")
        question = question.format(name=p["name"])
        # his saved encuentros play on, their results kept for nobody: said before, not after —
        # every one that counts for him, as a partida's end counts it (by id, or by name)
        held = len(saves.counting_for(self.roster, p["id"]))
        if held:
            question += " " + ngettext(
                "One of this player's saved encuentros would then count for no record.",
                "{n} of this player's saved encuentros would then count for no record.",
                held,
            ).format(n=held)
        self.app.push(
            ConfirmScene(
                self.app,
                lambda: question,
                [
                    ("delete", lambda: _("Remove"), lambda: self.remove(p["id"])),
                    ("keep", lambda: _("Keep on the list"), lambda: None),
                ],
                enter="keep",  # lit, the key line shown: Enter nothing at all did
            )
        )

    @staticmethod
    def looking_words(p: dict[str, Any]) -> Callable[[int, int], str]:
        """What the wait before the question says (:class:`.looking.LookingScene`)."""
        return lambda n, m: _(
            "Looking for {name}'s saved encuentros among the saves of an earlier version "
            "({n} of {m} read)…"
        ).format(name=p["name"], n=n, m=m)

    def remove(self, pid: str) -> None:
        name = (self.roster.by_id(pid) or {}).get("name", "")
        updated = change_list(self.app, lambda r: r.remove(pid))
        self.roster = updated.roster
        if updated.result is not None:  # removed now, or by another window before
            self.renaming, self.new_field.focus = False, True
            ordered = self.sorted_players()
            self.selected = ordered[0]["id"] if ordered else None
            self.note = _("{name} is no longer on the list.").format(name=name)
        self.rebuild()
