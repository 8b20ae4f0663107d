"""What the saves list says of a saved encuentro: its players, and its score and date — or,
for one finished whose last partida the records have not taken yet, that it is over and still
to be counted (it looked like any encuentro to resume, and nothing told a club it waited)."""

from __future__ import annotations

import time

from chapo_game import saves
from chapo_game.i18n import _, date_text
from chapo_game.names import folded

from .opening import slot_names


def slot_title(slot: saves.Slot) -> str:
    return " – ".join(slot_names(slot))


def holds(slot: saves.Slot, part: str) -> bool:
    """Whether one of the slot's players' names (as the list shows them) holds ``part``
    (folded: case and accents aside)."""
    return any(part in folded(n) for n in slot_names(slot))


def slot_details(slot: saves.Slot) -> str:
    a, b = slot.scores
    wa, wb = slot.partidas_won
    at = time.localtime(slot.saved)
    when = f"{date_text(time.strftime('%Y-%m-%d', at))} {time.strftime('%H:%M', at)}"
    if slot.finished:  # its last partida not yet in the records: nothing told it was over
        if slot.winner is None:
            return _("Finished, partidas {wa}–{wb} · not yet in the records · saved {when}").format(
                wa=wa, wb=wb, when=when
            )
        if not (wa or wb):  # over with no partida won: an abandono before it began ("0–0")
            return _(
                "Finished: {name} won by concession · not yet in the records · saved {when}"
            ).format(name=slot_names(slot)[slot.winner], when=when)
        return _("Finished: {name} won {wa}–{wb} · not yet in the records · saved {when}").format(
            name=slot_names(slot)[slot.winner], wa=wa, wb=wb, when=when
        )
    m, t = slot.format  # which rules it keeps: a club changes the target between rounds
    return _("{a}–{b} in partida {n} of {m}, to {t} · partidas {wa}–{wb} · saved {when}").format(
        a=a, b=b, n=slot.partida, m=m, t=t, wa=wa, wb=wb, when=when
    )
