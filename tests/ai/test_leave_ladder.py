"""The steady-hand ladder (chapo_game.ai.leave_ladder): the hand it scales, the leave it judges
on every shot with the opponent imagined with that same hand, and its command line."""

from __future__ import annotations

import pytest

from chapo_game.ai import search
from chapo_game.ai.headroom import positions
from chapo_game.ai.leave_ladder import main, run
from chapo_game.ai.levels import LEVELS, REPLY, with_hand


def test_a_scaled_hand_judges_the_leave_on_every_shot_with_the_same_hand_for_the_reply():
    m3 = LEVELS[3]
    steady = with_hand(m3, 0.1)
    assert steady.noise.angle_sd == pytest.approx(0.1 * m3.noise.angle_sd)
    assert steady.noise.speed_sd == pytest.approx(0.1 * m3.noise.speed_sd)
    assert steady.noise.tip_sd == pytest.approx(0.1 * m3.noise.tip_sd)
    assert steady.reply_noise == steady.noise  # the opponent has the same hand
    # every shot, whatever it costs
    assert steady.leave_reach >= 10**6 and steady.budget_events == 0
    assert steady.reply_top == 4 and steady.leave_samples == 3 and steady.reply_weight == 1.0
    # what it sees and how it searches are the maestro's
    assert steady.effort == m3.effort and steady.cover == m3.cover
    # the game's own levels keep imagining a club player's reply
    assert m3.reply_noise is None
    with pytest.raises(ValueError, match="above 0"):
        with_hand(m3, 0.0)


def test_the_reply_is_searched_with_the_hand_it_is_given(monkeypatch):
    """The reply search plays the opponent with the hand asked for, REPLY's own otherwise."""
    seen = []
    real = search.search

    def spy(match, cfg, *args, **kwargs):
        seen.append(cfg.noise)
        return real(match, cfg, *args, **kwargs)

    monkeypatch.setattr(search, "search", spy)
    m = next(p for p in positions() if p.ball_to_play is not None)
    hand = with_hand(LEVELS[3], 0.1).noise
    plain, _, _ = search.reply_value(m, None, 1, "s")
    steady, _, _ = search.reply_value(m, None, 1, "s", hand)
    assert seen == [REPLY.noise, hand]
    assert plain == search.reply_value(m, None, 1, "s")[0]  # the same every time
    assert steady == search.reply_value(m, None, 1, "s", hand)[0]


@pytest.mark.slow
def test_a_short_ladder_plays_the_steady_hand_on_both_sides_and_names_the_blind_one():
    out = run(0.1, games=1, seed=3, target=2, workers=1)
    assert out["games"] == 1 and out["unfinished"] == 0
    assert out["no_leave"] == ["B"] and out["hand_scale"] == 0.1
    assert out["hand"]["angle_sd_deg"] == pytest.approx(0.1 * LEVELS[3].noise.angle_sd)
    winner = out["results"][0]["winner"]
    assert out["results"][0]["scores"][winner] >= 2  # a partida played to its end


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--scale", "0"], "--scale must be a number from 0.001 to 10, got 0"),
        (["--scale", "inf"], "--scale must be a number from 0.001 to 10, got inf"),
        (["--scale", "1", "--games", "0"], "--games must be from 1 to 10000, got 0"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(capsys, argv, said):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1


def test_a_scale_that_is_not_a_number_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--scale", "firm"])
    assert e.value.code == 2
    assert "invalid float value: 'firm'" in capsys.readouterr().err
