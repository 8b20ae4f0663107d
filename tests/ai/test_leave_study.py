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
    out = run(count=1, top=2, strokes=2, samples=2, workers=1)
    assert out["positions"] == 1 and out["strokes"] == 2
    assert out["reply"]["within_sd"] >= 0 and out["value"]["within_sd"] >= 0
    # a reply is a whole level-3 search (hundreds of simulations), not a guess
    assert out["simulations_per_reply"] > 100
    gain = out["gain_from_choosing_on_the_measured_leave"]["weight 1"]
    assert 0.0 <= gain["changed"] <= 1.0 and gain["se"] >= 0.0


def test_bad_counts_are_one_line_and_exit_2(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--strokes", "1"])
    assert e.value.code == 2
    assert "--strokes must be at least 2, got 1" in capsys.readouterr().err
