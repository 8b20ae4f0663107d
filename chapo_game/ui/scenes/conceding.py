"""Conceding an encuentro from the pause (an abandono): a player who must leave mid-encuentro
loses it (carom 001 art. 4.3, :meth:`~chapo_game.rules.match.Match.concede`) and the records
count it — keeping the save left his finished partidas counted and the encuentro counted for
nobody, and nothing said so.

Two questions: *who* leaves (two players at one computer: either; against the computer, only
the person, so it is not asked), then what follows, said plainly before anything changes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from chapo_game.i18n import _, said, said_name, shown_name
from chapo_game.rules.match import Phase

from .celebrate import celebrate, encuentro_moment
from .confirm import Choice, ConfirmScene

if TYPE_CHECKING:
    from .game.state import GameState


def can_concede(host: GameState | None) -> bool:
    """An encuentro that counts for the records and is not over: not the demo's, not
    practice (no game screen: ``None``), not one already won."""
    if host is None or host.demo:
        return False
    return host.match.phase != Phase.ENCUENTRO_OVER


def ask_who_leaves(app: Any, host: Any, saved: bool = True) -> None:
    """The first question: which player leaves (only the people at the table may).
    ``saved``: the pause said the encuentro is on disk to resume (see :func:`ask_to_concede`)."""
    people = [p for p in (0, 1) if p not in host.computers]
    if len(people) == 1:
        ask_to_concede(app, host, people[0], saved)
        return
    names = host.match.players
    choices: list[Choice] = [
        (
            f"leaves_{p}",
            (lambda p=p: shown_name(names[p])),
            (lambda p=p: ask_to_concede(app, host, p, saved)),
        )
        for p in people
    ]
    choices.append(("back", lambda: _("Back"), lambda: None))
    app.push(ConfirmScene(app, lambda: _("Who leaves the encuentro?"), choices, enter="back"))


def ask_to_concede(app: Any, host: Any, player: int, saved: bool = True) -> None:
    """The second question: what conceding means, said before it is done. The save is said
    to go only when the pause said there is one (``saved``): conceded at the lag, before any
    stroke was judged, nothing is on disk, and the question said "its save is removed"
    under a pause that said nothing was saved."""
    names = host.match.players

    def question() -> str:
        name = said_name(names[player])
        if saved:
            text = _(
                "{name} leaves: {name} loses the encuentro; it counts in the records. "
                "The encuentro ends and its save is removed."
            )
        else:
            text = _(
                "{name} leaves: {name} loses the encuentro; it counts in the records. "
                "The encuentro ends."
            )
        return said(text.format(name=name))

    choices: list[Choice] = [
        ("concede", lambda: _("Concede the encuentro"), lambda: concede(app, host, player)),
        ("back", lambda: _("Back"), lambda: None),
    ]
    app.push(ConfirmScene(app, question, choices, enter="back"))


def concede(app: Any, host: Any, player: int) -> None:
    """The encuentro conceded: the pause closed, a shot still running finished and judged
    first (it may itself end the encuentro), the computer's turn under way given up, then
    the referee's abandono, the records' count, the save removed as for any finished
    encuentro, and the encuentro's end celebrated."""
    while app.scenes and app.scenes[-1] is not host:
        app.pop()  # the pause (and anything over it)
    if host.playback is not None:  # as leaving mid-shot does
        host.playback.finish()
    match = host.match
    if match.phase == Phase.ENCUENTRO_OVER:
        return  # the shot in flight ended it: its own end is shown
    host.stop_turn()  # the computer's, thought or lined up: no stroke after the abandono
    match.concede(player)
    host.calls = list(match.announcements)
    host.refusal = None
    host.count_partida()
    host.save()
    host.prepare_turn()
    celebrate(app, [encuentro_moment(match)], host.computers)  # to the one who left: quietly


def rematch_refused(abandono: bool, saved: bool) -> str:
    """Why Rematch waits, and what the player can do: the records could not be written (the
    notice beside says why). It said "the last partida… another window is using them: try
    again in a moment" after an abandono at the lag — no partida, a full disk that a moment
    would not empty — and not that the encuentro stays in Resume, where its Count button
    counts it (``saved``: its save is on disk; else Rematch, once they can be written, is
    all)."""
    what = _("The concession") if abandono else _("The last partida")
    if saved:
        text = _(
            "{what} is not in the records yet: they could not be written. Rematch again once "
            "they can; or leave it: the encuentro stays in Resume, where Count counts it."
        )
    else:
        text = _(
            "{what} is not in the records yet: they could not be written. Rematch again once "
            "they can."
        )
    return text.format(what=what)
