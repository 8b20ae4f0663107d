"""Why a lag is lost (art. 9), in the player's words: said by the lag's hinted line while it
is aimed (:mod:`.guides`) and by the guided first game after a try (:mod:`.tutorial`). Pure:
no pygame."""

from __future__ import annotations

from chapo_game.i18n import N_, _

#: What a lag costs, by the lag rule's reason (:func:`chapo_game.rules.lag.lost_reason`).
LAG_LOST = {
    "mingo": N_("this lag is lost: it meets the mingo"),
    "pin": N_("this lag is lost: it knocks a pin down"),
    "off_table": N_("this lag is lost: it leaves the table"),
    "pocketed": N_("this lag is lost: it falls in a pocket"),
    "short": N_("this lag is lost: it does not reach the foot cushion"),
}
LAG_LOST_ANY = N_("this lag is lost")


def lag_lost_said(reason: str) -> str:
    """Why a lag is lost (:data:`LAG_LOST`), in the player's language."""
    return _(LAG_LOST.get(reason, LAG_LOST_ANY))
