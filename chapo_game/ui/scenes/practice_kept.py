"""Practice's kept positions: **Guardar posición** keeps the position on the table among the
drills (:mod:`chapo_game.kept_positions`), to be played again another day; one question offers
to keep it as a new one, over the kept drill being played, or to delete that one."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from chapo_game import kept_positions
from chapo_game.i18n import _
from chapo_game.position import Position, position_problems
from chapo_game.table import Table

from ..damaged import positions_damage, said_together
from ..drill_list import Drills
from ..drills import drills
from ..widgets import Button, side_button
from ..write_notices import reason_said
from .confirm import ConfirmScene, ask_delete
from .control_rows import button
from .practice_naming import NamingScene


class KeptPositions:
    """The kept-positions part of the practice screen."""

    # set up by PracticeScene
    app: Any
    table: Table
    position: Position
    drill_index: int
    drill_list: Drills
    side_rect: pygame.Rect
    summary: Any  # replay.Words: a text, or a function that says it now
    kept_note: Any  # the last keep's words, said in edit mode too (its caption hid them)
    tool_buttons: list[Button]  # the side column's (the keep button is this part's)

    def next_drill(self) -> None: ...

    def forget_shots(self) -> None: ...  # DrillGoals

    def init_kept(self) -> None:
        self.builtin = drills(self.table)
        self.kept: list[kept_positions.Listed] = []
        self.keep_button = Button(lambda: _("Keep position"), self.ask_keep, name="keep")
        self.load_kept()

    def release(self) -> None:
        """Gone from the window (:func:`.base.released`): the side column's pictures go with
        it (3 MB a practice opened at 4K, held by the buttons' actions for the cycle
        collector); drawn again if the screen is."""
        for b in [*self.tool_buttons, self.keep_button]:
            b.forget()
        super().release()  # type: ignore[misc]

    def load_kept(self, just: kept_positions.Kept | None = None) -> None:
        """The drills: the ready-made ones, then the kept positions by their names, each read
        as it is set (:class:`.Drills`; ``just``: the one just kept, read already); what the
        folder holds that is no position's file is said."""
        self.kept, problems = kept_positions.listed()
        self.drill_list = Drills(self.builtin, self.kept, self.table)
        if just is not None:
            self.drill_list.read[just.path] = just
        if notice := said_together(positions_damage(problems)):
            self.app.notify(notice)

    def usable_drill(self, i: int) -> int:
        """Drill ``i``, or — a kept position whose file cannot be used (damaged since it was
        listed: kept aside) said and left out of the list — the next one that can."""
        while isinstance(got := self.drill_list.kept_at(i), kept_positions.Unread):
            self.drill_list.drop(i)
            if notice := said_together(positions_damage([got])):
                self.app.notify(notice)
            i = i if i < len(self.drill_list) else 0
        return i

    def drill_said(self, i: int) -> str:
        """Drill ``i``'s name as the screen says it: a ready-made one in the language of the
        moment, a kept one as its file is called (never through the catalogue)."""
        name = self.drill_list.name(i)
        if i < len(self.builtin):
            return _(name)
        if any(name.casefold() == _(b).casefold() for b, _pos in self.builtin):
            return _("{name} (kept)").format(name=name)  # two "La salida" buttons otherwise
        return name

    def layout_kept(self, gap: int, height: int) -> None:
        """At the foot of the side panel, under the replay button."""
        side = self.side_rect
        top = side.bottom - height - gap // 2
        self.keep_button.rect = side_button(side, self.app.fonts, top, height)

    def kept_now(self) -> kept_positions.Kept | None:
        """The kept position being played, if the drill is one."""
        got = self.drill_list.kept_at(self.drill_index)
        return got if isinstance(got, kept_positions.Kept) else None

    def ask_keep(self) -> None:
        """Which way to keep the table; a table that could not be played is refused at once
        (the question offered "As “My position 1”", then refused it)."""
        if self.refuse_unplayable():
            return
        base = _("My position")
        new = kept_positions.next_name(base)  # the name offered: another window may take it
        named = ("named", lambda: _("Under a name…"), lambda: self.ask_name(new))
        now = self.kept_now()
        question = lambda: _("Keep the position on the table among the drills?")  # noqa: E731
        if now is None:
            offered = lambda: _("As “{name}”").format(name=new)  # noqa: E731
            as_new = ("new", offered, lambda: self.keep_as(new, new=base))
            choices: list[tuple[str, Any, Any]] = [as_new, named]
        else:  # a new one under a name (proposed as "My position n"): five choices fit a row,
            # the kept drill named once, whole, in the question (each of three buttons named
            # it, and cut it: "Reemplazar «Corte largo de…»" at 1920×1080)
            question = lambda: _(  # noqa: E731
                "“{name}”: keep the position on the table among the drills, replace it, "
                "rename it or delete it?"
            ).format(name=now.name)
            choices = [
                named,
                ("over", lambda: _("Replace it"), self.keep_over),
                ("rename", lambda: _("Rename it"), self.ask_rename),
                ("delete", lambda: _("Delete it"), self.ask_delete),
            ]
        choices.append(("back", lambda: _("Back"), lambda: None))
        self.app.push(ConfirmScene(self.app, question, choices, enter=choices[0][0]))

    def ask_name(self, proposed: str) -> None:
        """The name to keep the table under, typed (only "My position n" could be given: a
        coach's twenty positions could be told apart only by renaming their files). A name
        on the disk already is refused as typed: another window may have taken the one
        proposed since."""
        title = lambda: _("Keep the position as")  # noqa: E731
        taken = lambda name: kept_positions.name_problem(name, self.kept)  # noqa: E731
        self.app.push(NamingScene(self.app, title, proposed, taken, self.keep_as))

    def ask_rename(self) -> None:
        """The kept drill being played, under a new name typed (its own proposed)."""
        now = self.kept_now()
        if now is None:
            return
        title = lambda: _("Rename “{name}” as").format(name=now.name)  # noqa: E731
        taken = lambda name: kept_positions.name_problem(name, self.kept, now)  # noqa: E731
        self.app.push(NamingScene(self.app, title, now.name, taken, self.rename_kept))

    def rename_kept(self, name: str) -> None:
        """The kept drill being played renamed; the table as it is stays on it (its shots and
        Undo too: the same drill)."""
        now = self.kept_now()
        if now is None or name == now.name:
            return
        kept, why = kept_positions.rename(now, name, self.table)
        if kept is None:
            self.summary = self.kept_note = lambda: _(
                "The position was not renamed ({reason})."
            ).format(reason=reason_said(why))
            return
        self.load_kept(kept)
        self.drill_index = next(
            (i for i, k in enumerate(self.kept, len(self.builtin)) if k.path == kept.path), 0
        )
        self.summary = self.kept_note = lambda: _("“{old}” renamed “{name}”.").format(
            old=now.name, name=name
        )

    def keep_as(self, name: str, path: Path | None = None, new: str | None = None) -> None:
        """Keep the table as ``name``: a position that could not be played (no ball on the
        table; balls on one another) is refused in words, its parser's reason on stderr (the
        caption said "(balls.2: overlaps ball 1)"); a write that fails says the system's.
        ``new``: kept as a new one, "<new> <n>" with the first n free as it is written — the
        ``name`` offered may have been taken meanwhile by another window, whose position was
        written over; the caption says the name it got."""
        if self.refuse_unplayable():
            return
        if new is not None:
            kept, why = kept_positions.save_new(self.position, new, self.table)
        else:
            kept, why = kept_positions.save(self.position, name, self.table, path)
        if kept is None:
            self.summary = self.kept_note = lambda: _(
                "The position was not kept ({reason})."
            ).format(reason=reason_said(why))
            return
        was = self.kept_now()  # by its file: a new name may sort into the old one's place
        self.load_kept(kept)
        self.drill_index = next(
            (i for i, k in enumerate(self.kept, len(self.builtin)) if k.path == kept.path), 0
        )
        if was is None or was.path != kept.path:  # the table is now another drill: the last
            self.forget_shots()  # one's shots are not its own (kept over itself, Undo stays)
        # the button named as it reads ("Ejercicio: …"): "el botón de ejercicio" named none
        self.summary = self.kept_note = lambda: _(
            "Kept as “{name}”: the {drill} button brings it back."
        ).format(name=kept.name, drill=button(_("Drill")))
        self.refused = ""  # a refusal from before hid the word that it was kept

    def refuse_unplayable(self) -> bool:
        """Whether the table could not be played (no ball on it; balls on one another), said
        in words, its parser's reason on stderr."""
        problem = next(position_problems(self.position, self.table), None)
        if problem is None and self.position.on_table():
            return False
        if problem is not None:
            sys.stderr.write(f"chapo: position not kept: {problem}\n")
        self.summary = self.kept_note = lambda: _(
            "This position was not kept: it could not be played."
        )
        return True

    def keep_over(self) -> None:
        now = self.kept_now()
        if now is not None:
            self.keep_as(now.name, now.path)  # its own file, whatever its name

    def ask_delete(self) -> None:
        """A kept position goes only once asked again, as a saved encuentro does: one click in
        the keep question deleted it, with no undo."""
        now = self.kept_now()
        if now is None:
            return
        question = _("Delete the kept position “{name}”? It cannot be undone.")
        ask_delete(self.app, lambda: question.format(name=now.name), self.delete_kept)

    def delete_kept(self) -> None:
        now = self.kept_now()
        if now is None:
            return
        failure = kept_positions.delete(now)
        if failure is not None:
            self.app.report_write(failure, "delete position")
            return
        self.load_kept()
        self.drill_index = -1
        self.next_drill()  # the first drill, on the table
        self.summary = self.kept_note = lambda: _("“{name}” deleted.").format(name=now.name)
