"""What the caption bar says a person can do now, where nothing else is said: how the lag is
won and struck, what break and cede mean, that the keys choose as well as the mouse, how the
ball in hand is placed. The mouse's way is often plain to see; the keys' never is."""

from __future__ import annotations

from typing import Any

from chapo_game.i18n import N_, _, said, said_name
from chapo_game.rules.match import Phase

from ...hand_words import HandWords

#: How the lag is won and struck, for a first-timer at the window: a finger is told its
#: stroke, not of keys it has not got ("o arriba/abajo para la fuerza, y Espacio").
LAG_HOW = HandWords(
    N_(
        "To the foot cushion and back: the ball that stops nearest the head cushion chooses "
        "who breaks. To strike: touch the table where you aim, drag your finger back and lift "
        "it."
    ),
    N_(
        "To the foot cushion and back: the ball that stops nearest the head cushion chooses "
        "who breaks. To strike: press on the table, pull back and release (or Up/Down for the "
        "power, then Space)."
    ),
)
#: The same to the second to lag, the first one's shot set (against a computer that lags
#: first, a newcomer was told only that its shot was set).
LAG_SECOND = HandWords(
    N_(
        "{name}'s shot is set. To the foot cushion and back: the ball nearest the head cushion "
        "wins. To strike: touch the table where you aim, drag your finger back and lift it."
    ),
    N_(
        "{name}'s shot is set. To the foot cushion and back: the ball nearest the head cushion "
        "wins. To strike: press on the table, pull back and release (or Up/Down, then Space)."
    ),
)
#: The end's panel: its buttons light nothing until a first Enter (a finger only taps them).
END_CHOICE = HandWords(
    N_("Tap a button."), N_("Press a button, or choose with the arrows and Enter.")
)
#: Break or cede, said whoever wins the lag: its panel lights nothing (a finger taps it).
BREAK_OR_CEDE = HandWords(
    N_("Break: {name} plays the salida; cede: {other} plays it."),
    N_("Break: {name} plays the salida; cede: {other} plays it. The arrows and Enter choose too."),
)


def how_to_act(g: Any) -> str:
    """The hint for the game scene ``g`` now ("" when there is none)."""
    m = g.match
    if m.phase == Phase.LAG and g.human_to_act():
        return _lag_hint(g)
    if m.finished and not g.demo and g.app.top is g:
        # said once the panel shows (a won partida's banner covers it for 2.5 s, and the line
        # spoke of choices unseen); alone, "too" read odd
        return END_CHOICE.said(g.app.pointer.by_finger)
    if m.phase == Phase.LAG_CHOICE and g.human_to_act():
        return said(
            BREAK_OR_CEDE.said(g.app.pointer.by_finger).format(
                name=said_name(m.players[m.deciding_player]),
                other=said_name(m.players[1 - m.deciding_player]),
            )
        )
    return _turn_hint(g)


def _lag_hint(g: Any) -> str:
    """A person's lag: whose shot is set, or how the lag is won and struck."""
    m = g.match
    if not m.lags and g.rematch_of is not None and (g.lag_player == 0 or g.is_computer(0)):
        return _rematch_hint(g.rematch_of)  # to the first person to lag (the computer's first)
    if g.lag_player == 1:
        first = said_name(m.players[0])
        if m.lags:
            return said(_("{name}'s lag shot is set.").format(name=first))
        return said(LAG_SECOND.said(g.app.pointer.by_finger).format(name=first))
    if m.lags and m.lags[-1].repeat == "equal":
        # two players who both took the power offered stop level every time
        return _("To win the lag, judge the power: a little harder stops nearer the head cushion.")
    # what a first-timer at the window is not told anywhere else — nor, playing
    # with the mouse, how a shot is struck (a pull towards the ball struck nothing)
    return LAG_HOW.said(g.app.pointer.by_finger)


def _rematch_hint(last: Any) -> str:
    """The lag that opens a rematch: why it is lagged again, after the last one's result.
    Two players who took Rematch (by habit, where Next partida had stood) found the lag of a
    first encuentro, unexplained, and their result gone (art. 11: an encuentro begins with
    the derecho de salida)."""
    w = last.winner if last.winner is not None else 0
    won, name = last.partidas_won, said_name(last.players[w])
    if last.conceded_unplayed:  # "won the last one 0–0" read as played to nil
        result = _("{name} won the last one by concession, before it began").format(name=name)
    else:
        result = _("{name} won the last one {a}–{b}").format(name=name, a=won[w], b=won[1 - w])
    return said(
        _(
            "Rematch: a new encuentro ({result}), and every encuentro begins with the lag. "
            "To the foot cushion and back: the ball that stops nearest the head cushion "
            "chooses who breaks."
        ).format(result=result)
    )


def _turn_hint(g: Any) -> str:
    """In play: how the rey's spot is chosen, an option declared or the ball in hand placed."""
    m = g.match
    if m.pending_rey_choice and g.human_to_act() and not g.animating:  # said only once a
        return g.rey_spots_said()  # click had chosen none: the spots pulsed, unexplained
    if g.option_asked() and g.human_to_act() and not (g.placing or g.animating):
        return DECLARE.said(g.app.pointer.by_finger)
    if (g.repicked() or g.placing) and not g.animating:
        return (PLACE_AGAIN if g.repicked() else PLACE).said(g.app.pointer.by_finger)
    return ""


#: How the ball in hand is placed, in the words of the hand on the pointer: a touch screen's
#: player was told to "click" and of keys he has not got. The mouse's way is plain to see, so
#: its hint says the keys too; a repicked ball's, the way back (M), which nothing else says.
PLACE = HandWords(
    N_("Ball in hand: tap inside the cabaña where it should go."),
    N_("Ball in hand: click in the cabaña to place it (or the arrows move it, Enter places it)."),
)
PLACE_AGAIN = PLACE._replace(
    mouse=N_(
        "Ball in hand: click in the cabaña to place it (or the arrows move it, Enter "
        "places it); M puts it back where it was."
    )
)

#: How an option is declared (a finger has no arrows nor Enter: the buttons are all it has).
DECLARE = HandWords(
    N_("Declare the shot before striking: tap its button."),
    N_("Declare the shot before striking; the arrows and Enter choose too."),
)

#: How the rey's spot is chosen (a finger has no number keys).
REY_SPOTS = HandWords(
    N_("Tap one of the highlighted spots."),
    N_("Click one of the highlighted spots, or press its number (1 to {n})."),
)
