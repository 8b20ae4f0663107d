"""The controls screen's rows (:mod:`.controls`): each action with the mouse or a finger and
with the keys. Buttons are named by their own labels, so a row cannot drift from the screen it
tells about when a label changes; every way a finger has is in the middle column (a touch
screen has no keys: a cell left empty there told a finger nothing), and that column says
"press" (pulse), which a click and a tap both are (it told a finger to "click the button")."""

from __future__ import annotations

from chapo_game.i18n import _

Row = tuple[str, str, str]


def button(label: str) -> str:
    """A button named in a row as the screen shows it."""
    return _("“{label}”").format(label=label)


def rows() -> list[Row]:
    """(action, with the mouse or a finger, with the keys), said in the current language (the
    screen asks again when the language changed)."""
    return [
        (
            _("Aim"),
            _("Point where the ball should go; pressing fixes the aim."),
            _("The side arrows turn the aim (Shift finer, Ctrl finest)."),
        ),
        (
            _("Power and strike"),
            _("Press where you aim, pull back and release (Shift: a finer pull)."),
            _("Up and down arrows set the power (Shift finer); Space or Enter strikes."),
        ),
        (
            _("Power, alternatively"),
            _("Drag the {power} bar (or the wheel), then press {strike}.").format(
                power=button(_("Power")), strike=button(_("Strike"))
            ),
            "",
        ),
        (
            _("Spin"),
            _("Press the {spin} ball face where the tip should meet the ball.").format(
                spin=button(_("Spin"))
            ),
            _("W A S D move the tip; C centres it."),
        ),
        (
            _("Seco cue"),
            _("The {seco} button.").format(seco=button(_("Seco cue"))),
            "X",
        ),
        (
            _("Ball in hand"),
            _(
                "Press inside the cabaña where it should go (the ball follows the mouse there); "
                "{move} picks it up again."
            ).format(move=button(_("Move the ball (M)"))),
            _("Arrows move it 1 cm (Shift 2 mm); Enter places it; M lifts it or puts it back."),
        ),
        (
            _("The rey's auxiliary spot"),
            _("Press one of the lit spots."),
            "1 – 4",
        ),
        (
            _("Replay the last shot"),
            _("The {replay} button.").format(replay=button(_("Replay (V)"))),
            _(
                "V; in the replay Space pauses, the side arrows step, S slows, Z the pins, "
                "Home/End; Esc, V or Enter close it."
            ),
        ),
        (
            _("Fast-forward"),
            _("Tap {fast} for the rest of the shot, or hold it.").format(
                fast=button(_("Fast ×4 (F)"))
            ),
            _("Tap F for the rest of the shot, or hold it."),
        ),
        (
            _("Score sheet"),
            _("In the pause menu; press a shot on it to watch it again."),
            _("Tab; the up and down arrows highlight a shot, Enter replays it."),
        ),
        (
            _("Pause"),
            _("The {pause} button.").format(pause=button(_("Pause"))),
            "Esc",
        ),
        (
            _("Practice"),
            # every button the screen has (drill, restore, keep and advice went unlisted)
            _(
                "On top: edit, repeat, undo, trace, drill, ball, restore; on the right, {keep} "
                "and {advice}."
            ).format(keep=button(_("Keep position")), advice=button(_("Advice (H)"))),
            _("E, R, U (or Ctrl+Z), T, 1 2 3, H; Tab and Enter: the buttons."),
        ),
        (
            _("Practice: editing"),
            _(
                "Drag a ball or a pin; a ball dragged off the table is taken off, and the "
                "{ball} button brings it back; the wheel over a pin that is down, or {turn}, "
                "turns it."
            ).format(ball=button(_("Ball")), turn=button(_("Turn pin"))),
            _(  # in the editor's own words (its caption said "derriba o levanta", this row
                # "tumba o planta")
                "1 2 3 take a ball, P the next pin; the arrows move it (Shift finer); Space "
                "knocks or stands a pin, R turns a fallen one (Shift+R back); Delete takes the "
                "ball off; Enter puts it down."
            ),
        ),
        (
            _("The maestro's advice"),
            _("The {advice} button; the advised aim stays until you press on the table.").format(
                advice=button(_("Advice (H)"))
            ),
            _(
                "H (in Practice; with the guides on, against level 1, or in every partida if set "
                "in Settings)."
            ),
        ),
        (
            _("Menus and questions"),
            _("Press the button."),
            _(
                "Up and down arrows highlight a button; Enter presses it"
                " (Space too, where no name is typed)."
            ),
        ),
        (
            _("Pages and long lists"),
            _("{previous} and {next}, or the wheel.").format(
                previous=button(_("Previous")), next=button(_("Next"))
            ),
            _("The side arrows (the rules), Page Up and Page Down; Home and End on the sheet."),
        ),
        (
            _("Fullscreen; these controls"),
            # a touch screen has no F11 nor F1: the cell was empty
            _("{settings}, {fullscreen}; these controls: {controls} in the pause menu.").format(
                settings=button(_("Settings")),
                fullscreen=button(_("Fullscreen")),
                controls=button(_("Controls")),
            ),
            _("F11; F1 opens and closes these controls."),
        ),
    ]
