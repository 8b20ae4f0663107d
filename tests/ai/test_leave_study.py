"""The leave study's arithmetic (chapo_game.ai.leave_study): variance components checked on
values built with known components, and one real position end to end."""

from __future__ import annotations

import pytest

from chapo_game.ai.leave_study import Components, choice_gain, components, main, run


def test_components_recover_the_scatter_within_and_the_spread_between():
    """Finalists at ±a with strokes at ±d around their means: the strokes' variance is
    4d²/3 (n − 1 = 3) and the means' variance 2a², less 4d²/3 / 4 explained by the strokes."""
    d, a = 3.0, 2.0
    one = [[m + d, m - d, m + d, m - d] for m in (a, -a)]
    c = components([one, one, [[v + 10 for v in f] for f in one]])
    assert c.within_sd == pytest.approx((4 * d * d / 3) ** 0.5)
    assert c.between_sd == pytest.approx((2 * a * a - d * d / 3) ** 0.5)
    assert c.mean == pytest.approx(10 / 3)
    assert c.strokes_needed == pytest.approx(2 * (12 / 5))


def test_no_spread_between_the_finalists_means_no_number_of_strokes_tells_them_apart():
    assert Components(0.0, 5.0, 0.0).strokes_needed == float("inf")
    same = [[1.0, -1.0], [1.0, -1.0]]
    assert components([same]).between_sd == 0.0


def test_a_leave_that_is_real_is_worth_what_it_saves():
    """The best-valued finalist leaves the opponent 8 points at every stroke, the next one
    nothing: seeing the leave gives up one point of value and saves eight."""
    values = [[[10.0, 10.0], [9.0, 9.0]]]
    replies = [[[8.0, 8.0], [0.0, 0.0]]]
    g = choice_gain(values, replies)
    assert g.mean == pytest.approx(7.0) and g.changed == 1.0 and g.se == 0.0
    # charged at half weight, 4 points of leave still outweigh 1 of value
    assert choice_gain(values, replies, 0.5).mean == pytest.approx(7.0)


def test_a_leave_seen_through_a_model_is_scored_on_the_measured_one():
    """The model sees finalist 1 leave less, the measurement says it leaves more: the choice
    the model makes is scored on what the opponent really gets — 4 worse."""
    values = [[[5.0, 5.0], [5.0, 5.0]]]
    replies = [[[2.0, 2.0], [6.0, 6.0]]]
    model = [[[3.0, 3.0], [1.0, 1.0]]]
    g = choice_gain(values, replies, 1.0, model)
    assert g.mean == pytest.approx(-4.0) and g.changed == 1.0


def test_a_leave_that_was_luck_costs_on_the_strokes_the_choice_never_saw():
    """Equal values; finalist 0 leaves 0 then 6, finalist 1 leaves 3 each time. Choosing on the
    first stroke keeps finalist 0 (as blind), which the second stroke scores 6 down; choosing on
    the second moves to finalist 1, which the first stroke scores 3 worse than finalist 0's 0."""
    values = [[[5.0, 5.0], [5.0, 5.0]]]
    replies = [[[0.0, 6.0], [3.0, 3.0]]]
    g = choice_gain(values, replies)
    assert g.mean == pytest.approx(-1.5) and g.changed == 0.5


@pytest.mark.slow
def test_one_real_position_gives_replies_a_maestro_would_meet():
    """One position of a real game (a stored one: the study's own collection of positions is
    self-play, tested with the headroom's) through the whole study."""
    from chapo_game.ai.headroom import positions

    out = run(count=1, top=2, strokes=2, samples=2, workers=1, states=[positions()[6]])
    assert out["positions"] == 1 and out["strokes"] == 2
    assert out["reply"]["within_sd"] >= 0 and out["value"]["within_sd"] >= 0
    # a reply is a whole level-3 search (hundreds of simulations), not a guess
    assert out["simulations_per_reply"] > 100
    model = out["the_search_reply_model"]
    assert -1.0 <= model["correlation_within_a_position"] <= 1.0
    gain = out["gain_from_choosing_on_the_measured_leave"]["weight 1"]
    assert 0.0 <= gain["changed"] <= 1.0 and gain["se"] >= 0.0


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--strokes", "1"], "--strokes must be at least 2, got 1"),
        (["--needs", "0"], "--needs must be at least 1, got 0"),
        (["--safeties", "-1"], "--safeties must be at least 0, got -1"),
    ],
)
def test_bad_counts_are_one_line_and_exit_2(capsys, argv, said):
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2
    assert said in capsys.readouterr().err


def test_soft_shots_are_slow_give_nothing_away_and_are_none_from_a_ball_in_hand():
    from chapo_game.ai import referee
    from chapo_game.ai.headroom import positions
    from chapo_game.ai.leave_study import SOFT_TOP, soft_shots
    from chapo_game.rules.settings import HAND_PHASES

    stored = positions()
    # a stored position in play with few aims: every aim's soft shots cost a reply search
    # each (the first one in play took 6 s a call)
    m = stored[9]
    assert m.phase not in HAND_PHASES
    state = referee.freeze(m, with_match=True)
    soft = soft_shots(m, state, 3, seed=1)
    assert len(soft) == 3
    for c in soft:
        assert c.shot.speed <= SOFT_TOP + 1e-9 and c.placement is None
        assert referee.play_value(state, c) >= 0  # no foul played as meant
    assert soft_shots(m, state, 3, seed=1) == soft  # the same shots every time
    in_hand = next(p for p in stored if p.phase in HAND_PHASES)
    assert soft_shots(in_hand, referee.freeze(in_hand, with_match=True), 3, seed=1) == []


def test_the_soft_shots_figures_set_them_against_the_chosen_shot():
    """Two attacks and one soft shot: the soft one scores 1 and leaves 0, the chosen attack
    scores 6 and leaves 10 — seen, the leave hands the choice to the soft shot on both halves
    and gains what it saves less what it gives up: (1 − 0) − (6 − 10) = 5."""
    from chapo_game.ai.leave_study import _soft_figures, soft_share

    row = {
        "values": [[6.0, 6.0], [5.0, 5.0], [1.0, 1.0]],
        "replies": [[10.0, 10.0], [10.0, 10.0], [0.0, 0.0]],
        "models": [[3.0, 3.0], [3.0, 3.0], [1.0, 1.0]],
        "attacks": 2,
    }
    plain = {k: v[:2] if isinstance(v, list) else v for k, v in row.items()}
    f = _soft_figures([row, plain])
    assert f["positions"] == 1  # the position without a soft shot is left out
    assert (f["chosen_value"], f["chosen_reply"]) == (6.0, 10.0)
    assert (f["soft_value"], f["soft_reply"]) == (1.0, 0.0)
    assert f["gain_from_choosing_on_the_measured_leave"]["weight 1"]["mean"] == pytest.approx(5)
    assert f["soft_shot_chosen"] == 1.0
    # the search's model sees only 2 points between them: not enough to give up 5 of value
    seen_by_model = f["gain_from_choosing_on_the_measured_leave"][
        "weight 1, the search's reply model"
    ]
    assert seen_by_model == {"mean": 0.0, "se": 0.0, "changed": 0.0}
    # at a tenth of the weight the leave no longer outweighs five points of value
    assert soft_share([row], 0.1) == 0.0


def test_the_reply_model_is_set_against_the_measured_reply_within_each_position():
    """Position A's model follows its measured replies (offset by −20), position B's runs
    against them: the correlation is taken after each position's own mean is removed, so A's
    offset costs nothing and B cancels A — 0 in all."""
    from chapo_game.ai.leave_study import model_figures

    a = [(30.0, 10.0), (50.0, 30.0)]
    b = [(0.0, 10.0), (20.0, -10.0)]
    f = model_figures([a, b, [(7.0, 7.0)]])  # a single leave ranks nothing: left out
    assert f["measured_mean"] == pytest.approx(25.0) and f["model_mean"] == pytest.approx(10.0)
    assert f["correlation_within_a_position"] == pytest.approx(0.0)
    assert model_figures([a])["correlation_within_a_position"] == pytest.approx(1.0)
    assert model_figures([[(1.0, 1.0)]]) == {}
