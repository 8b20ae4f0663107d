"""A player's record as the records screen shows it, line by line: encuentros and partidas
won and lost, points and fouls per shot, chapós, the best partida, head to head and against
the computer by level. Text only, so the screen can scroll it when a club's head-to-head list
is longer than its panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from chapo_game import player_tables
from chapo_game.i18n import N_, _, date_text, ngettext, said_name
from chapo_game.names import list_key

from ..palette import ACCENT, TEXT
from .opening import LEVEL_NAMES

Line = tuple[str, int, tuple[int, int, int]]  # text, size, colour


def record_lines(
    p: dict[str, Any], on_list: Callable[[str], bool] = lambda _pid: True
) -> list[Line]:
    """A player's record as the screen shows it, line by line."""
    shots = p["shots"]
    best = p["best"]
    (ew, el), (pw, pl) = p["encuentros"], p["partidas"]
    encuentros = _("Encuentros: {w} won, {l} lost").format(w=ew, l=el)
    cw, cl = p.get("conceded", (0, 0))  # of them, ended by an abandono (one player left)
    if cw or cl:
        encuentros = _("{encuentros} (by concession: {w} won, {l} lost)").format(
            encuentros=encuentros, w=cw, l=cl
        )
    lines: list[Line] = [
        (encuentros, 26, TEXT),
        (_("Partidas: {w} won, {l} lost").format(w=pw, l=pl), 26, TEXT),
        *people_line(p),
        (
            ngettext(
                "Points per shot: {x} ({n} shot)", "Points per shot: {x} ({n} shots)", shots
            ).format(x=player_tables.per_shot_text(p["points"], shots), n=shots),
            26,
            TEXT,
        ),
        (
            _("Fouls per shot: {x}").format(x=player_tables.per_shot_text(p["fouls"], shots)),
            26,
            TEXT,
        ),
        (_("Chapós: {n}").format(n=p["chapos"]), 26, TEXT),
    ]
    if best is None and p["partidas"][0]:  # won, but each from a head start of his own
        lines.append((_("Best partida: none won without a head start"), 26, TEXT))
    elif best is None:
        lines.append((_("Best partida: none won yet"), 26, TEXT))
    else:
        lines.append((best_line(best), 26, TEXT))
    people = {k: o for k, o in p["opponents"].items() if not k.startswith("computer:")}
    machine = {k: o for k, o in p["opponents"].items() if k.startswith("computer:")}
    if people:
        lines.append((_("Head to head"), 28, ACCENT))
        for k, o in sorted(people.items(), key=lambda kq: list_key(kq[1]["name"])):
            # one removed since: his line stays, said so (a player of that name added again
            # had a second line of the same name beside it)
            who = o["name"] if on_list(k) else _("{name} (removed)").format(name=o["name"])
            lines.append((versus(who, o), 24, TEXT))
    if machine:
        lines.append((_("Against the computer"), 28, ACCENT))
        for key in sorted(machine):
            n = int(key.split(":")[1])
            who = _("Level {n} ({name})").format(n=n, name=_(LEVEL_NAMES.get(n, "?")))
            lines.append((versus(who, machine[key]), 24, TEXT))
    return lines


def best_line(best: dict[str, Any]) -> str:
    """The best partida as the record says it, with the target it was played to: "6 shots"
    alone meant nothing at a club that plays to 20 some evenings and to 40 others. One kept
    before the target was (:func:`player_counts.beats`) says none rather than a guessed one. "won
    in" is left out where the target is said (a best partida is a won one): with it, the line
    of a long name shrank upright below its size held across. A chapó's win says so (only one
    counted since it is kept says it: nothing says it of one before)."""
    n, (a, b) = best["shots"], best["score"]
    if best.get("chapo"):  # won below its target, "a 40, 30–0", read as a partida not won
        said = ngettext(
            "Best partida: {n} shot, to {target}, by a chapó, {a}–{b} against {who} ({date})",
            "Best partida: {n} shots, to {target}, by a chapó, {a}–{b} against {who} ({date})",
            n,
        )
    elif "target" in best:
        said = ngettext(
            "Best partida: {n} shot, to {target}, {a}–{b} against {who} ({date})",
            "Best partida: {n} shots, to {target}, {a}–{b} against {who} ({date})",
            n,
        )
    else:
        said = ngettext(
            "Best partida: won in {n} shot, {a}–{b} against {who} ({date})",
            "Best partida: won in {n} shots, {a}–{b} against {who} ({date})",
            n,
        )
    return said.format(
        n=n,
        target=best.get("target"),
        a=a,
        b=b,
        who=said_name(best.get("opponent", "?")),
        date=date_text(str(best.get("date", ""))),
    )


def people_line(p: dict[str, Any]) -> list[Line]:
    """What was played against people (guests included), as the standings count it
    (:func:`player_tables.against_people`), where the totals above hold the computer's too: the
    record's "Encuentros: 5 won" beside a standings place won on 2 read as a mistake. None
    where the totals are against people already."""
    (ew, el), (pw, pl) = (player_tables.against_people(p, w) for w in ("encuentros", "partidas"))
    if [ew, el] == list(p["encuentros"]) and [pw, pl] == list(p["partidas"]):
        return []
    words = _("Against people: encuentros {ew}–{el} · partidas {pw}–{pl}")
    return [(words.format(ew=ew, el=el, pw=pw, pl=pl), 24, TEXT)]


def versus(who: str, o: dict[str, Any]) -> str:
    """A head-to-head line, with its encuentros that ended by an abandono where it has any:
    «Luis: encuentros 1–0» read the same whether Luis lost at the table or walked away at
    2–8. None known (a line kept before they were counted) is said as nothing, not as 0."""
    cw, cl = o.get("conceded", (0, 0))
    words = (
        _("{who}: encuentros {ew}–{el} (by concession: {cw}–{cl}), partidas {pw}–{pl}")
        if cw or cl
        else _("{who}: encuentros {ew}–{el}, partidas {pw}–{pl}")
    )
    return words.format(
        who=who,
        ew=o["encuentros"][0],
        el=o["encuentros"][1],
        cw=cw,
        cl=cl,
        pw=o["partidas"][0],
        pl=o["partidas"][1],
    )


def place_line(p: dict[str, Any], people: list[dict[str, Any]], order: str) -> Line | None:
    """In a standings order, the player's place in it and how equals are told apart (the list
    numbered two members with the same figure 2 and 3, and never said why); None by name."""
    if order not in ("encuentros", "partidas", "points"):
        return None
    places = player_tables.ranked(people, order)
    rank = next((k for k, q in places if q["id"] == p["id"]), None)
    if rank is None and order == "points":
        words = _("Not in these standings yet: nothing played")
    elif rank is None:  # only the computer played: not counted in these standings
        words = _("Not in these standings yet: nothing played against people")
    elif order == "encuentros":
        words = _(
            "Place {k} of {n} by encuentros won against people (ties: fewer lost first, then "
            "partidas won minus lost, then points per shot)"
        )
    elif order == "partidas":
        words = _("Place {k} of {n} by partidas won against people (ties: fewer lost first)")
    else:
        words = _("Place {k} of {n} by points per shot (ties: more shots first)")
    n = sum(1 for k, _q in places if k is not None)
    if rank in player_tables.shared_places(places):
        # the list shows him "8=": "Puesto 8 de 10" beside it read as his alone
        return (words.format(k=_("{k} (shared)").format(k=rank), n=n), 22, ACCENT)
    return (words.format(k=rank, n=n), 22, ACCENT)


#: The records' order button's words, by the order the players are listed in.
ORDER_LABELS = {
    "name": N_("Order: name"),
    "encuentros": N_("Order: encuentros won"),
    "partidas": N_("Order: partidas won"),
    "points": N_("Order: points per shot"),
}


def order_label(order: str) -> str:
    """The records' order button's words: the order the players are listed in."""
    return _(ORDER_LABELS.get(order, ORDER_LABELS["name"]))
