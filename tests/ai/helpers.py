"""Reachable match states for the computer-player tests."""

from __future__ import annotations

from chapo_game.ai import ComputerPlayer
from chapo_game.rules.match import Match, MatchSettings
from chapo_game.rules.settings import Phase


def advance(m: Match, actions: int, seed: int) -> Match:
    """Play ``actions`` actions of level-1 computer vs computer from ``m`` (fast, varied)."""
    cpus = (ComputerPlayer(1, seed=seed, workers=1), ComputerPlayer(1, seed=seed + 7, workers=1))
    for _ in range(actions):
        if m.phase == Phase.ENCUENTRO_OVER:
            break
        who = m.deciding_player
        cpus[who if who is not None else 0].act(m, other=cpus[1])
    return m


def new_match(target: int = 30, partidas: int = 1) -> Match:
    return Match(("A", "B"), MatchSettings(target=target, partidas=partidas))


def options_state(seed: int = 0) -> Match:
    """Ball in hand with both other balls inside the cabaña de salida: options on offer."""
    m = advance(new_match(), 4, seed)
    for _ in range(40):
        if m.phase in (Phase.PLAY, Phase.BALL_IN_HAND):
            break
        m = advance(m, 1, seed)
    else:
        raise AssertionError(f"seed {seed}: no shot in play after 44 actions ({m.phase})")
    data = m.to_json()
    ball = m.ball_to_play
    assert ball is not None
    other = "2" if ball == "1" else "1"
    data["phase"] = "ball_in_hand"
    data["declared_option"] = None
    data["rey_choices"] = []
    data["rey_chooser"] = None
    data["position"]["balls"] = {ball: None, other: [0.4, 0.3], "mingo": [1.0, 0.5]}
    return Match.from_json(data)


def made(
    phase: str,
    balls: dict[str, tuple[float, float] | None],
    to_move: int = 0,
    scores: tuple[int, int] = (0, 0),
) -> Match:
    """A hand-built match state: ``balls`` on the table with the five pins standing, player
    ``to_move`` to shoot in ``phase`` (player 0 plays ball "1")."""
    from chapo_game.ai.headroom import restore
    from chapo_game.position import Position, standard_pins
    from chapo_game.table import get_table

    table = get_table()
    pos = Position(balls=dict(balls), pins=standard_pins(table))
    return restore(
        {
            "settings": MatchSettings(target=30, partidas=1).to_json(),
            "phase": phase,
            "position": pos.to_json(),
            "to_move": to_move,
            "balls": ["1", "2"],
            "scores": list(scores),
            "partidas_won": [0, 0],
            "partida_number": 1,
            "first_breaker": 0,
            "breaker": 0,
            "lag_winner": 0,
            "declared_option": None,
            "pin_homes": {
                "rey": "center",
                "lateral_head": "head",
                "lateral_foot": "foot",
                "lateral_left": "left",
                "lateral_right": "right",
            },
            "mingo_waiting": None,
        }
    )


def rey_pending(ball2: tuple[float, float]) -> Match:
    """Player 0 has knocked the rey with ball 1 left on its spot (art. 5c): he must choose
    the rey's auxiliary spot before player 1, whose ball is at ``ball2``, replies."""
    from chapo_game.events import make
    from chapo_game.position import PinState, Position
    from chapo_game.shot import Shot
    from chapo_game.table import get_table

    table = get_table()
    spots, w = table.spots, table.width

    def struck(*balls: str) -> list:
        return [make(0.0, "strike", ball=b, speed=3.0, cue="taco") for b in balls]

    m = new_match()
    lag_end = Position.initial(
        table, {"1": (w / 4, 0.3), "2": (3 * w / 4, 0.5), "mingo": spots["mingo_normal"]}
    )
    cushions = [make(1.0, "ball_cushion", ball=b, cushion="foot", speed=1.0) for b in "12"]
    lag = [*struck("1", "2"), *cushions, make(5.0, "rest")]
    m.lag(Shot.make("1", 90, 3), Shot.make("2", 90, 3), events=lag, final=lag_end)
    m.choose_break(True)
    m.place_ball((w / 2, 0.5))
    end = Position.initial(table, {"1": spots["center"], "2": ball2, "mingo": (w / 2, 2.2)})
    x, y = end.pins["rey"].xy
    end = end.with_pin("rey", PinState((x + 0.1, y), False, {"by": "1", "ball": "1"}))
    salida = [
        *struck("1"),
        make(0.5, "ball_ball", a="1", b="mingo", speed=1.0),
        make(0.9, "pin_down", pin="rey", by="1", ball="1"),
        make(1.9, "rest"),
    ]
    m.shoot(Shot.make("1", 90, 3), events=salida, final=end)
    assert m.pending_rey_choice and m.deciding_player == 0
    return m
