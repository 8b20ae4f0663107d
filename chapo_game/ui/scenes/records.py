"""The players and their records: pick a player to see how he plays — encuentros and partidas
won and lost, points and fouls per shot, chapós, his best partida, head to head and against
the computer by level; add a player, rename one, export every record as CSV."""

from __future__ import annotations

from typing import Any

import pygame

from chapo_game import players
from chapo_game.i18n import _, decimal, ngettext

from ..widgets import (
    ACCENT,
    DIM,
    PANEL,
    PANEL_EDGE,
    TEXT,
    Button,
    ButtonFocus,
    TextField,
    frac_rect,
    layout_grid,
    layout_row,
)
from .base import BaseScene
from .players import LEVEL_NAMES

Line = tuple[str, int, tuple[int, int, int]]  # text, size, colour


def record_lines(p: dict[str, Any]) -> list[Line]:
    """A player's record as the screen shows it, line by line."""
    shots = p["shots"]
    best = p["best"]
    (ew, el), (pw, pl) = p["encuentros"], p["partidas"]
    lines: list[Line] = [
        (_("Encuentros: {w} won, {l} lost").format(w=ew, l=el), 26, TEXT),
        (_("Partidas: {w} won, {l} lost").format(w=pw, l=pl), 26, TEXT),
        (
            ngettext(
                "Points per shot: {x} ({n} shot)", "Points per shot: {x} ({n} shots)", shots
            ).format(x=decimal(players.per_shot(p["points"], shots), 2), n=shots),
            26,
            TEXT,
        ),
        (
            _("Fouls per shot: {x}").format(x=decimal(players.per_shot(p["fouls"], shots), 2)),
            26,
            TEXT,
        ),
        (_("Chapós: {n}").format(n=p["chapos"]), 26, TEXT),
    ]
    if best is None:
        lines.append((_("Best partida: none won yet"), 26, TEXT))
    else:
        a, b = best["score"]
        lines.append(
            (
                ngettext(
                    "Best partida: won in {n} shot, {a}–{b} against {who} ({date})",
                    "Best partida: won in {n} shots, {a}–{b} against {who} ({date})",
                    best["shots"],
                ).format(
                    n=best["shots"],
                    a=a,
                    b=b,
                    who=best.get("opponent", "?"),
                    date=best.get("date", ""),
                ),
                26,
                TEXT,
            )
        )
    people = {k: o for k, o in p["opponents"].items() if not k.startswith("computer:")}
    machine = {k: o for k, o in p["opponents"].items() if k.startswith("computer:")}
    if people:
        lines.append((_("Head to head"), 28, ACCENT))
        for o in sorted(people.values(), key=lambda q: q["name"].casefold()):
            lines.append((versus(o["name"], o), 24, TEXT))
    if machine:
        lines.append((_("Against the computer"), 28, ACCENT))
        for key in sorted(machine):
            n = int(key.split(":")[1])
            who = _("Level {n}: {name}").format(n=n, name=_(LEVEL_NAMES.get(n, "?")))
            lines.append((versus(who, machine[key]), 24, TEXT))
    return lines


def versus(who: str, o: dict[str, Any]) -> str:
    return _("{who}: encuentros {ew}–{el}, partidas {pw}–{pl}").format(
        who=who,
        ew=o["encuentros"][0],
        el=o["encuentros"][1],
        pw=o["partidas"][0],
        pl=o["partidas"][1],
    )


class RecordsScene(BaseScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.roster = players.load()
        self.selected: str | None = self.roster.players[0]["id"] if self.roster.players else None
        self.renaming = False
        self.field = TextField("")
        self.new_field = TextField("")
        self.note = ""  # one line after an export or a refused name
        self.actions = [
            Button(lambda: _("Add player"), self.add, name="add"),
            Button(lambda: _("Rename"), self.rename, name="rename", enabled=self.has_player),
            Button(lambda: _("Export CSV"), self.export, name="export"),
            Button(lambda: _("Back"), app.pop, name="back"),
        ]
        # ↑ ↓ light the players and the buttons, Enter presses the lit one (a name is typed
        # meanwhile, so Space and the side arrows stay with it)
        self.focus = ButtonFocus.beside_typing()
        self.rebuild()

    def has_player(self) -> bool:
        return self.player() is not None

    def player(self) -> dict[str, Any] | None:
        return self.roster.by_id(self.selected)

    def rebuild(self) -> None:
        self.chips = [
            Button(
                (lambda n=p["name"]: n),
                (lambda i=p["id"]: self.select(i)),
                name=f"player:{p['name']}",
                selected=(lambda i=p["id"]: self.selected == i),
            )
            for p in sorted(self.roster.players, key=lambda q: q["name"].casefold())
        ]
        self.resize()

    def select(self, pid: str) -> None:
        self.selected = pid
        self.renaming = False

    def resize(self) -> None:
        size = self.app.size
        f = self.app.fonts
        gap = f.px(8)
        h = round(size[1] * 0.06)
        self.shown = layout_grid(self.chips, frac_rect(size, 0.04, 0.16, 0.26, 0.56), 1, h, gap)
        self.new_field.rect = frac_rect(size, 0.04, 0.75, 0.26, 0.06)
        self.field.rect = frac_rect(size, 0.36, 0.14, 0.4, 0.07)
        layout_row(self.actions, frac_rect(size, 0.04, 0.87, 0.92, 0.07), f.px(14))
        self.buttons = [*self.shown, *self.actions]

    # ------------------------------------------------------------------ actions
    def add(self) -> None:
        name = " ".join(self.new_field.value.split())
        if not name:
            self.note = _("Type the new player's name in the box first.")
            return
        p = self.roster.add(name)
        self.keep()
        self.new_field.value = ""
        self.selected = p["id"]
        self.rebuild()

    def rename(self) -> None:
        p = self.player()
        if p is None:
            return
        if not self.renaming:
            self.renaming = True
            self.field.value = p["name"]
            self.field.focus = True
            return
        if self.roster.rename(p["id"], self.field.value):
            self.keep()
            self.renaming = False
            self.note = ""
            self.rebuild()
        else:
            self.note = _("That name is empty or another player's.")

    def keep(self) -> None:
        self.app.report_write(players.save(self.roster), "records")

    def export(self) -> None:
        path, failure = players.export_csv(self.roster)
        self.app.report_write(failure, "export")
        if failure is None:
            self.note = _("Records written to {path}").format(path=path)

    # ------------------------------------------------------------------ input and drawing
    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.renaming:
                self.renaming = False
            else:
                self.app.pop()
            return
        if self.focus.handle(ev, self.buttons):
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            (self.rename if self.renaming else self.add)()  # nothing lit: the typed name
            return
        used = self.new_field.handle(ev)
        if self.renaming:
            used = self.field.handle(ev) or used
        if used and ev.type != pygame.MOUSEBUTTONUP:
            return
        super().handle(ev)

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        f = self.app.fonts
        f.draw(surf, _("Players and records"), 52, ACCENT, midtop=(w // 2, round(h * 0.03)))
        if not self.chips:
            f.draw(surf, _("No players yet."), 26, DIM, topleft=(round(w * 0.04), round(h * 0.16)))
        label = _("New player:")
        f.draw(
            surf,
            label,
            22,
            DIM,
            bottomleft=(self.new_field.rect.x, self.new_field.rect.y - f.px(2)),
        )
        self.new_field.draw(surf, f)
        box = frac_rect((w, h), 0.34, 0.13, 0.62, 0.72)
        pygame.draw.rect(surf, PANEL, box, border_radius=8)
        pygame.draw.rect(surf, PANEL_EDGE, box, 1, border_radius=8)
        p = self.player()
        if p is not None:
            self.draw_record(surf, p, box.inflate(-2 * f.px(20), -2 * f.px(12)))
        if self.note:
            room = w - 2 * f.px(20)
            size, lines = f.fit(self.note, 22, room, f.line_height(22))
            f.draw(
                surf, lines[0], size, ACCENT, midbottom=(w // 2, self.actions[0].rect.y - f.px(4))
            )
        self.focus.show(self.buttons)
        for b in self.shown:
            b.draw(surf, f, 26)
        for b in self.actions:
            b.draw(surf, f, 26)

    def draw_record(self, surf: pygame.Surface, p: dict[str, Any], area: pygame.Rect) -> None:
        f = self.app.fonts
        if self.renaming:
            self.field.draw(surf, f)
            y = self.field.rect.bottom + f.px(10)
        else:
            size, lines = f.fit(p["name"], 40, area.width, f.line_height(40))
            y = f.draw(surf, lines[0], size, ACCENT, topleft=area.topleft).bottom + f.px(10)
        for text, size, colour in record_lines(p):
            fitted, lines = f.fit(text, size, area.width, f.line_height(size))
            if y + f.line_height(fitted) > area.bottom:
                break
            f.draw(surf, lines[0], fitted, colour, topleft=(area.x, y))
            y += f.line_height(fitted) + f.px(4)
