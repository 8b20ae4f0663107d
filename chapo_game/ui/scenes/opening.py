"""Opening an encuentro in the window: a new one (after asking, if a saved one between the
same players in the same mode would go), or a saved one resumed — each claiming its slot for
this window (:func:`chapo_game.saves.take`), so that two windows never play one save.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from chapo_game import players, saves
from chapo_game.i18n import N_, _, shown_name

from .confirm import ConfirmScene
from .game import GameScene
from .looking import LookingScene
from .player_setup import enlist

#: The computer's levels as a player knows them (chapo_game.ai.levels names them the same).
LEVEL_NAMES: dict[int, str] = {1: N_("amateur"), 2: N_("club player"), 3: N_("maestro")}


def start_encuentro(
    app: Any,
    names: list[str],
    computers: dict[int, int],
    head_start: tuple[int, int],
    refused: Callable[[str], None],
) -> None:
    """Put the named players on the list, then start the encuentro in place of the screen on
    top — after asking, if a saved one between the same players in this mode would go.
    ``head_start``: the points each seat starts every partida with (a handicap); ``refused``:
    told why nothing opens where their saved encuentro is kept for a newer version
    (:func:`ask`)."""
    names, ids = enlist(app, names, computers)
    if saves.in_use(names, computers):  # not to be replaced nor resumed here
        app.notify(in_other_window(names))
        return
    ask(app, names, ids, computers, head_start, refused, waited=False)


def ask(
    app: Any,
    names: list[str],
    ids: list[str | None],
    computers: dict[int, int],
    head_start: tuple[int, int],
    refused: Callable[[str], None],
    waited: bool = True,
) -> None:
    """Start the encuentro of the players enlisted, or ask first if a saved one of theirs
    would go; ``waited``: the saves no index knew have been read (:class:`LookingScene`).
    Their slot holding a newer version's encuentro, nothing opens, and ``refused`` is told
    why at every Start (the setup screen's own line): the file itself is said on the notice
    once a session, as every file left where it is (:meth:`~..save_indexer.SaveIndexer.say`)
    — said there at every Start, it came back at every new encuentro of theirs."""

    def begin() -> None:
        open_game(
            app,
            names,
            computers,
            lambda: GameScene(
                app, names=names, computers=computers, player_ids=ids, head_start=head_start
            ),
        )

    # by name, else by the list's ids: a player renamed since it was saved is still he —
    # among the summaries known; saves no index knows yet (an upgrade's) are read off the
    # loop first, the question waiting meanwhile (read here, 300 long ones froze it 7.5 s)
    slot, problems = saves.find(names, computers)
    if slot is None:
        slot, more = saves.find_renamed(ids, computers, names, known_only=True)
        problems += more
    app.indexer.say(app, problems)  # one damaged since it was listed: set aside, and said
    if slot is None and not waited and any(ids) and app.indexer.behind():
        app.push(
            LookingScene(app, names, lambda: ask(app, names, ids, computers, head_start, refused))
        )
        return
    if slot is None and saves.of_newer_version(names, computers):  # kept for its version
        p, q = (shown_name(n) for n in names)  # (read again only when its slot is unusable)
        refused(
            _(
                "An encuentro between {p} and {q} was saved by a newer version of Chapó; it is "
                "kept for that version."
            ).format(p=p, q=q)
        )
        return
    if slot is None:
        begin()
        return

    def replace() -> None:
        app.report_write(saves.delete(slot.path), "delete game")
        begin()

    a, b = slot.scores
    wa, wb = slot.partidas_won
    m, t = slot.format

    def question() -> str:
        """Names the computer's level it was saved at: "Resume it" resumes that level, not
        the one just chosen (it resumed level 3 unsaid after level 1 was chosen); the
        partidas won, as the saves list says them (a 2–0 said alone hid a 1–0 lead); and the
        rules it keeps, as the list does: a club that had set partidas to 40 since read
        nothing saying "Resume it" went on to 30, best of 3, and a new one played to 40."""
        p, q = slot_names(slot)
        return _(
            "An encuentro between {p} and {q} is saved ({a}–{b} in partida {n} of {m}, to {t}, "
            "partidas {wa}–{wb}). Start a new one in its place?"
        ).format(p=p, q=q, a=a, b=b, n=slot.partida, m=m, t=t, wa=wa, wb=wb)

    app.push(
        ConfirmScene(
            app,
            question,
            [
                ("replace", lambda: _("New encuentro"), replace),
                (
                    "resume",
                    lambda: _("Resume it"),
                    lambda: resume(app, slot),
                ),
                ("back", lambda: _("Back"), lambda: None),
            ],
            enter="resume",  # lit: Enter loses nothing (with none lit it did nothing at all)
        )
    )


def slot_names(slot: saves.Slot) -> list[str]:
    """The two seats of a saved encuentro as the player knows them, the computer with its
    level ("Ordenador (nivel 3: maestro)")."""
    ids = slot.player_ids
    names = [shown_name(n) for n in players.names_now(slot.players, ids)]
    for seat, level in slot.computers.items():
        names[seat] = _("{name} (level {n}: {level})").format(
            name=names[seat], n=level, level=_(LEVEL_NAMES[level])
        )
    return names


def resume(app: Any, slot: saves.Slot) -> None:
    """The saved encuentro played on, under the names its players have now (where it saves)."""
    names = slot_players(slot)
    open_game(app, names, slot.computers, lambda: GameScene.from_slot(app, slot))


def slot_players(slot: saves.Slot) -> list[str]:
    """A saved encuentro's players under the names they have now (its slot's names)."""
    return list(players.names_now(slot.players, slot.player_ids))


def played_elsewhere(app: Any, slot: saves.Slot) -> bool:
    """Whether another window plays this saved encuentro now: then said, and nothing done
    with it here (a second window could delete the save the first was playing)."""
    names = slot_players(slot)
    if not saves.in_use(names, slot.computers):
        return False
    app.notify(in_other_window(names))
    return True


def open_game(
    app: Any, names: Sequence[str], computers: dict[int, int], make: Callable[[], GameScene]
) -> None:
    """The encuentro of these players opened (``make``) in place of the screen on top, its
    slot claimed for this window (:func:`saves.take`) — unless another window plays it: then
    that is said and nothing opens."""
    claimed = saves.take(list(names), computers)
    if claimed is None:
        app.notify(in_other_window(names))
        return
    scene = make()
    scene.claimed = claimed
    app.replace(scene)


def in_other_window(names: Sequence[str]) -> str:
    p, q = (shown_name(n) for n in names)
    return _("The encuentro between {p} and {q} is being played in another window.").format(
        p=p, q=q
    )
