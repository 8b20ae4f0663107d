"""A saved encuentro resumed from its file plays on exactly as the one never interrupted.

The computer's draws are seeded from the match record (:func:`chapo_game.ai.referee.digest`),
so the record the file gives back must be the live one to the last bit: same digest, same
draws, same shots, same score sheet. The players here draw from that same stream (fast, no
search); one real level-1 decision checks the computer itself.
"""

from __future__ import annotations

from pathlib import Path

from chapo_game import record
from chapo_game.ai import ComputerPlayer
from chapo_game.ai.noise import derive_rng
from chapo_game.ai.referee import digest, simulator_for
from chapo_game.physics.params import DEFAULT_PARAMS
from chapo_game.rules.match import Match, MatchSettings
from chapo_game.rules.settings import SHOOTING_PHASES, Phase
from chapo_game.shot import Shot

SEED = 7
SIM = simulator_for("match", DEFAULT_PARAMS)


def stroke(m: Match, ball: str, salt: str) -> Shot:
    """A shot drawn, as the computer's hand is, from the seed and the match's digest."""
    rng = derive_rng(SEED, digest(m), salt)
    return Shot.make(ball, rng.uniform(0, 360), rng.uniform(1.0, 7.0), rng.uniform(-0.3, 0.3))


def act(m: Match) -> None:
    """One action of whoever the match waits on, drawn from the match's own stream."""
    rng = derive_rng(SEED, digest(m), "choice")
    if m.pending_rey_choice:
        m.choose_rey_spot(rng.choice(m.rey_spot_choices()))
    elif m.phase == Phase.LAG:
        up = [Shot.make(b, 90.0 + rng.gauss(0, 2), rng.uniform(2.0, 2.6)) for b in "12"]
        m.lag(up[0], up[1], SIM)
    elif m.phase == Phase.LAG_CHOICE:
        m.choose_break(rng.random() < 0.5)
    elif m.phase == Phase.PARTIDA_OVER:
        m.next_partida()
    elif m.phase in SHOOTING_PHASES:
        ball = m.ball_to_play
        assert ball is not None
        if m.needs_placement:
            m.place_ball(m.default_placement())  # type: ignore[arg-type]
        if m.options():
            m.declare(rng.choice(m.options()))
        m.shoot(stroke(m, ball, "shot"), SIM)


def through_file(m: Match, path: Path) -> Match:
    """``m`` saved as the window saves it and read back as a resume reads it."""
    assert record.save({"kind": "encuentro", "computers": {}, "match": m.to_json()}, path) is None
    loaded = record.load_encuentro(path)
    assert loaded.payload is not None, loaded.message
    return Match.from_json(loaded.payload["match"])


def moment(m: Match, before: str | None) -> str | None:
    """The moments a resume is checked at: the lag and its choice, a ball in hand, right after
    a foul, between partidas (the head start given at the next one)."""
    if m.phase in (Phase.LAG, Phase.LAG_CHOICE, Phase.BALL_IN_HAND, Phase.PARTIDA_OVER):
        return m.phase.value
    fouled = m.last_verdict is not None and bool(m.last_verdict.fouls)
    return "after a foul" if fouled and m.phase == Phase.PLAY and before != "after a foul" else None


#: Actions each resumed match plays on, compared with the uninterrupted one's at the same point.
ON = 8


def test_a_resumed_encuentro_plays_on_as_the_uninterrupted_one(tmp_path):
    m = Match(("Ana", "Luis"), MatchSettings(target=5, partidas=3, head_start=(0, 2)))
    resumed: dict[str, tuple[int, Match]] = {}
    records: list[str] = []
    seen = None
    while m.phase != Phase.ENCUENTRO_OVER:
        seen = moment(m, seen)
        back = through_file(m, tmp_path / "encuentro.json")  # after every action
        assert back.dumps() == m.dumps() and digest(back) == digest(m), m.phase
        if seen is not None and seen not in resumed:
            resumed[seen] = (len(records), back)
        records.append(m.dumps())
        act(m)
    records.append(m.dumps())
    assert set(resumed) == {"lag", "lag_choice", "ball_in_hand", "after a foul", "partida_over"}
    for at, (k, back) in resumed.items():
        for _ in range(min(ON, len(records) - 1 - k)):
            act(back)
        assert back.dumps() == records[min(k + ON, len(records) - 1)], at


def test_the_computer_resumed_at_a_ball_in_hand_chooses_the_shot_it_would_have(tmp_path):
    m = Match(("Ana", "Luis"), MatchSettings(target=6, partidas=3))
    while m.phase != Phase.BALL_IN_HAND:
        act(m)
    back = through_file(m, tmp_path / "encuentro.json")
    live = ComputerPlayer(1, seed=SEED, workers=1).decide(m)
    again = ComputerPlayer(1, seed=SEED, workers=1).decide(back)
    assert live.kind == "shot" and live.placement is not None
    assert again.to_json() == live.to_json()


def test_a_ball_in_hand_put_a_hair_from_a_spot_plays_as_its_save_reads_it_back(tmp_path):
    """Ball 2 in hand put down 0.4 µm from the mingo's string spot (a pointer's or a nudge's
    rounding): the file reads it back on the spot (the game's own reading of a position), so
    the resumed rematada, and its replay from the saved stroke, started 0.4 µm from where the
    live one had, and the balls stopped 40 µm apart."""
    m = Match(("Ana", "Luis"), MatchSettings(target=5, partidas=3))
    while m.phase != Phase.REMATADA:
        act(m)
    x, y = m.table.spots["mingo_string"]
    m.place_ball((x, y + 4e-7))
    assert m.position.balls["2"] == (x, y)  # where the file puts it
    back = through_file(m, tmp_path / "encuentro.json")
    shot = Shot.make("2", 250.0, 5.0)
    assert back.shoot(shot, SIM) == m.shoot(shot, SIM)
    assert back.dumps() == m.dumps()
