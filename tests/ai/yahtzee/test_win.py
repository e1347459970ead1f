"""Hard at a table plays to finish first: win chances from the public cards, exact in the turn."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.ai.yahtzee.helpers import decision_points, resampled
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.yahtzee import HardBot
from yenta_desktop.ai.yahtzee.hard import with_prefetch
from yenta_desktop.ai.yahtzee.policy import TABLES
from yenta_desktop.ai.yahtzee.win import Normal, beats, field_of, last_box_chances, max_of
from yenta_desktop.engine.yahtzee import Roll, Rules, Score, new_game
from yenta_desktop.engine.yahtzee.spec import ROWS, SPEC

RULES = [Rules(), Rules(joker="free"), Rules(scorecard="yatzy")]


def card(**points: int) -> tuple[int | None, ...]:
    return tuple(points.get(row) for row in ROWS)


#: Two boxes left (Large Straight, Yahtzee): 157 points on the card, no bonus.
BEHIND = card(
    aces=1, twos=2, threes=6, fours=8, fives=10, sixes=12,
    three_kind=20, four_kind=15, full_house=25, small_straight=30, chance=28,
)  # fmt: skip
#: The other seat: 203 points, only Aces open (about 2 more to come).
LEADER = card(
    twos=4, threes=6, fours=8, fives=10, sixes=12, three_kind=25, four_kind=20,
    full_house=25, small_straight=30, large_straight=40, yahtzee=0, chance=23,
)  # fmt: skip


def straight_on_the_table(mine: tuple[int | None, ...], theirs: tuple[int | None, ...]):
    """Seat 1's turn, first roll 2-3-4-5-6, with these two cards."""
    state = new_game(2, Rules(), seed=3)
    state.apply_chance([2, 3, 4, 5, 6])
    obs = state.observation(0)
    return replace(obs, seat=1, current_seat=1, turn_seat=1, cards=(theirs, mine))


def test_far_behind_on_the_last_turns_it_rolls_for_a_yahtzee_instead_of_a_sure_straight():
    # 46 behind (the leader has about 2 to come) with two turns left: the 40 of the
    # straight cannot win, only a Yahtzee can.
    obs = straight_on_the_table(BEHIND, LEADER)
    assert SPEC.total(LEADER) - SPEC.total(BEHIND) == 46
    assert HardBot(mode="average").choose(obs) == Score("large_straight")
    chosen = HardBot().choose(obs)
    assert isinstance(chosen, Roll) and len(chosen.keep) <= 1


def test_when_the_straight_is_enough_it_takes_it():
    # The same dice 30 points behind instead: the sure 40 wins, and win mode writes it too.
    leader = LEADER[:-1] + (7,)  # Chance 7 instead of 23
    obs = straight_on_the_table(BEHIND, leader)
    assert HardBot().choose(obs) == Score("large_straight")


@pytest.mark.parametrize("rules", RULES)
def test_win_mode_decides_from_the_observation_alone(rules):
    # Re-drawn rolls to come, and a forgotten public history (only the cards matter),
    # give the same choice at a table of two and of three.
    for players in (2, 3):
        for state in decision_points(31 + players, 6, rules, players):
            seat = state.current_seat
            obs = state.observation(seat)
            other = resampled(state, 9).observation(seat)
            assert HardBot().choose(obs) == HardBot().choose(other)
            assert HardBot().choose(obs) == HardBot().choose(replace(obs, turns=(), rolls=()))


@pytest.mark.parametrize("rules", RULES)
def test_solo_hard_is_the_average_policy(rules):
    for state in decision_points(5, 8, rules, 1):
        obs = state.observation(0)
        assert HardBot().choose(obs) == HardBot(mode="average").choose(obs)


def test_the_last_yahtzee_box_is_made_with_the_known_chance():
    # Five alike within three rolls, holding the most common face: 4.60%.
    rules = Rules()
    open_yahtzee = card(**{row: 0 for row in ROWS if row != "yahtzee"})
    values, chances = last_box_chances(rules, TABLES.state(rules, open_yahtzee))
    assert values == (0, 50)
    assert chances[0] == 1.0
    assert chances[1] == pytest.approx(2783176 / 60466176, abs=1e-9)


def test_a_finished_card_is_its_total_and_the_field_is_its_best_seat():
    rules = Rules()
    done = card(**{row: 10 for row in ROWS})
    field = field_of(rules, [BEHIND, done, LEADER], [(), (), ()], 0)
    assert field.mean > 203  # the leader, plus a little for both
    alone = field_of(rules, [BEHIND, done], [(), ()], 0)
    assert alone == Normal(float(SPEC.total(done)), 0.0)


def test_win_chances_are_symmetric_and_a_tie_counts_half():
    field = Normal(250.0, 400.0)
    assert beats(250.0, 400.0, field) == pytest.approx(0.5)
    assert beats(270.0, 0.0, field) + beats(230.0, 0.0, field) == pytest.approx(1.0)
    assert beats(200.0, 0.0, Normal(200.0, 0.0)) == 0.5
    wide = max_of(Normal(200.0, 100.0), Normal(200.0, 100.0))
    assert wide.mean > 200.0 and wide.var < 100.0  # the best of two is higher, less spread


def test_unknown_modes_are_refused_and_hard_prefetches_only_when_asked():
    assert make_bot("hard", 1, "yahtzee").mode == "win"
    assert make_bot("hard:mode=average", 1, "yahtzee").mode == "average"
    with pytest.raises(ValueError, match="mode"):
        make_bot("hard:mode=reckless", 1, "yahtzee")
    assert with_prefetch("hard", Rules(joker="free")) == "hard:prefetch=yahtzee-free"
    assert (
        with_prefetch("hard:mode=average", Rules(scorecard="yatzy"))
        == "hard:mode=average,prefetch=yatzy"
    )
    assert with_prefetch("medium", Rules()) == "medium"
    assert make_bot("hard:prefetch=yatzy", 1, "yahtzee").mode == "win"
