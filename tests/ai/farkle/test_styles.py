"""The opponent styles of ai/farkle/styles.py: legal in every rule set, and each keeps its promise."""

from __future__ import annotations

import random

import pytest

from yenta_desktop.ai.farkle.levels import Position
from yenta_desktop.ai.farkle.styles import GUIDE_TABLE, STYLES, make_style
from yenta_desktop.engine.farkle import Bank, Roll, Rules, new_game

RULE_SETS = [
    Rules(),
    Rules(target=2000, opening_min="1000", three_farkle_penalty="500", final_round=False),
    Rules(target=3000, opening_min="0", three_farkle_penalty="0"),
    Rules(target=2000, opening_min="350"),
]


def play_out(names: list[str], rules: Rules, seed: int) -> tuple[int, list[int]]:
    """A whole game of the styles ``names``; every action is checked against the legal ones."""
    state = new_game(len(names), rules, seed=seed)
    bots = [make_style(name, seed * 10 + i) for i, name in enumerate(names)]
    decisions = 0
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.observation(seat))
        assert action in state.legal_actions()
        state.apply(action)
        decisions += 1
    return decisions, state.scores


@pytest.mark.parametrize("name", sorted(STYLES))
def test_every_style_plays_whole_games_legally_under_every_rule_set(name):
    for i, rules in enumerate(RULE_SETS):
        decisions, scores = play_out([name, "guide"], rules, seed=i)
        assert decisions > 0
        # A two-player game ends when someone reached the target (rule 6).
        assert max(scores) >= rules.target
    # Solo practice: ten turns, no target; three players.
    assert play_out([name], Rules(), seed=7)[0] > 0
    assert max(play_out([name, "bold", "careful"], Rules(target=2000), seed=8)[1]) >= 2000


def test_unknown_style_is_refused():
    with pytest.raises(ValueError, match="no Farkle style"):
        make_style("psychic")
    with pytest.raises(ValueError, match="takes no options"):
        STYLES["guide"](0, greed=1)


def at_roll(*rolls, players=2, rules=None, scores=None, opened=None, streaks=None, final=None):
    """Seat 0's turn with the given rolls: all but the last set aside by ``keep`` and rolled on.

    Each item of ``rolls`` is (values of the rolling slots, keep) except the last (values).
    """
    state = new_game(players, rules or Rules(), seed=1)
    if scores is not None:
        state.scores = list(scores)
    if opened is not None:
        state.opened = list(opened)
    if streaks is not None:
        state.streaks = list(streaks)
    state.final_seat = final
    *earlier, last = rolls
    for values, keep in earlier:
        state.apply_chance(list(values))
        state.apply(Roll(keep))
    state.apply_chance(list(last))
    return state


OPEN = dict(opened=[True, True], scores=[2000, 2000])


def test_threshold_takes_every_scoring_die_and_banks_at_its_total():
    bot = make_style("threshold")
    assert bot.choose(at_roll([1, 5, 5, 2, 3, 4], **OPEN).observation(0)) == Roll((0, 1, 2))
    assert bot.choose(at_roll([1, 1, 5, 5, 2, 3], **OPEN).observation(0)) == Bank((0, 1, 2, 3))
    # Rule 5: 300 is not enough to open at 500.
    assert bot.choose(at_roll([1, 1, 5, 5, 2, 3]).observation(0)) == Roll((0, 1, 2, 3))


def test_careful_sets_aside_the_fewest_dice_and_banks_early():
    bot = make_style("careful")
    # One 1 (the fewest dice, the most points), five dice rolled again.
    assert bot.choose(at_roll([5, 2, 1, 3, 3, 6], **OPEN).observation(0)) == Roll((2,))
    # 100 + 1 and 5 = 250: bank, taking both.
    state = at_roll(([5, 2, 1, 3, 3, 6], (2,)), [1, 5, 2, 3, 4], **OPEN)
    assert bot.choose(state.observation(0)) == Bank((0, 1))
    # Three dice rolled: even one die leaves two, so it banks 200 (below 250).
    state = at_roll(([5, 2, 3, 4, 6, 6], (0,)), ([5, 5, 2, 3, 4], (1, 2)), [5, 2, 3], **OPEN)
    assert state.turn_total == 150
    assert bot.choose(state.observation(0)) == Bank((3,))
    assert make_style("threshold").choose(state.observation(0)) == Roll((3,))
    # Two farkles in a row: it banks at once, here 100, rather than risk the penalty.
    state = at_roll([1, 2, 3, 4, 6, 6], streaks=[2, 0], **OPEN)
    assert bot.choose(state.observation(0)) == Bank((0,))
    assert make_style("threshold").choose(state.observation(0)) == Roll((0,))


def test_bold_rolls_on_with_three_dice_whatever_the_total_and_always_rolls_hot_dice():
    bot = StylesRule("bold")
    assert bot(turn_total=5000, dice=(1, 2, 3, 4)) == "roll"
    assert bot(turn_total=5000, dice=(1, 2, 3)) == "bank"
    assert bot(turn_total=5000, dice=(1, 1, 1, 5, 5)) == "roll"


def StylesRule(name):  # noqa: N802 - reads as a style
    """A style's bank-or-roll on a plain position (opened, scores level)."""
    style = make_style(name)

    def decide(**kw):
        pos = Position(my_banked=2000, opp_banked=2000, dice_left=len(kw["dice"]), **kw)
        return style.rule(pos, 500, 10_000).action

    return decide


def test_catch_up_rolls_in_the_final_round_until_it_passes_the_leader():
    bot = make_style("catch-up")
    final = dict(opened=[True, True], scores=[9000, 10_200], final=1)
    first = at_roll([1, 1, 1, 5, 5, 2], **final)
    assert first.observation(0).last_turn
    # 1,100 leaves it at 10,100, below the leader: roll the last die (threshold banks).
    assert bot.choose(first.observation(0)) == Roll((0, 1, 2, 3, 4))
    assert isinstance(make_style("threshold").choose(first.observation(0)), Bank)
    # 1,200 only ties 10,200: hot dice, roll all six again.
    tie = at_roll(([1, 1, 1, 5, 5, 2], (0, 1, 2, 3, 4)), [1], **final)
    assert bot.choose(tie.observation(0)) == Roll((5,))
    # 1,300: past the leader, bank at once.
    passed = at_roll(
        ([1, 1, 1, 5, 5, 2], (0, 1, 2, 3, 4)), ([1], (5,)), [2, 3, 4, 6, 6, 1], **final
    )
    assert bot.choose(passed.observation(0)) == Bank((5,))


def test_catch_up_is_bolder_behind_and_banks_sooner_ahead():
    bot = make_style("catch-up")

    def action(me, leader, dice=(1, 5, 2, 3, 6, 6), total=0):
        pos = Position(
            my_banked=me, opp_banked=leader, turn_total=total, dice=dice, dice_left=len(dice)
        )
        return bot.rule(pos, 500, 10_000).action

    # The 1 and the 5 (150) leave four dice.
    assert action(5000, 3000, total=100) == "bank"  # 250, 2,000 ahead
    assert action(5000, 5000, total=100) == "roll"  # 250, level
    assert action(5000, 5000, total=200) == "bank"  # 350, level
    assert action(3000, 5000, total=200) == "roll"  # 350, 2,000 behind
    assert action(3000, 5000, total=350) == "bank"  # 500, 2,000 behind
    assert action(2000, 5000, total=350) == "roll"  # 500, 3,000 behind
    assert action(2000, 5000, total=650) == "bank"  # 800, 3,000 behind
    # A bank that reaches the target while ahead is taken whatever the gap rule says.
    assert action(9900, 9000, (1, 2, 3, 4), total=0) == "bank"


@pytest.mark.parametrize(("left", "bar"), [(1, 300), (2, 300), (3, 400), (4, 1000), (5, 2000)])
def test_guide_banks_by_its_table(left, bar):
    """The printed table: with n dice left, bank from these totals on (six dice: roll)."""
    assert GUIDE_TABLE[left] == bar
    decide = StylesRule("guide")
    # One 1 and dice that score nothing: taking the 1 (100) leaves ``left`` dice.
    dice = (1, 2, 3, 4, 6, 2)[: left + 1]
    assert decide(turn_total=bar - 100, dice=dice) == "bank"
    assert decide(turn_total=bar - 150, dice=dice) == "roll"


def test_guide_rolls_six_dice_always_and_keeps_only_what_is_worth_keeping():
    decide = StylesRule("guide")
    # Hot dice: six of a kind leaves six dice, which the table always rolls.
    assert decide(turn_total=5000, dice=(1, 1, 1, 1, 1, 1)) == "roll"
    bot = make_style("guide")
    # 250 with two dice left (taking the 5 too) is below 300: roll, keeping the triple alone.
    state = at_roll([2, 2, 2, 5, 4, 6], **OPEN)
    assert bot.choose(state.observation(0)) == Roll((0, 1, 2))
    # 1,050 with two dice left is over 300: bank everything.
    state = at_roll([1, 1, 1, 5, 2, 3], **OPEN)
    assert bot.choose(state.observation(0)) == Bank((0, 1, 2, 3))
    # Singles only: one 1 kept, five dice rolled.
    state = at_roll([5, 1, 1, 2, 3, 3], **OPEN)
    assert bot.choose(state.observation(0)) == Roll((1,))


def test_mixture_draws_a_different_style_at_different_decisions_and_repeats_with_its_seed():
    state = at_roll([5, 2, 1, 3, 3, 6], **OPEN)
    obs = state.observation(0)
    bot, again = make_style("mixture", 3), make_style("mixture", 3)
    choices = [bot.choose(obs) for _ in range(40)]
    # Careful and the guide keep the 1 alone; the others keep the 1 and the 5.
    assert Roll((2,)) in choices and Roll((0, 2)) in choices
    assert [again.choose(obs) for _ in range(40)] == choices


@pytest.mark.parametrize("name", sorted(STYLES))
def test_a_style_decides_from_the_observation_alone_and_leaves_it_untouched(name):
    """Farkle shows everything but the generator: two states that differ only in it get the
    same decisions (same seed), and deciding changes nothing in the observation."""
    state = new_game(3, Rules(target=3000), seed=11)
    bots = [make_style(name, 4) for _ in range(3)]
    twins = [make_style(name, 4) for _ in range(3)]
    checked = 0
    while not state.is_terminal and checked < 60:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        assert seat is not None
        other = state.clone()
        other.rng = random.Random(12345)
        obs = state.observation(seat)
        before = obs.to_dict()
        action = bots[seat].choose(obs)
        assert twins[seat].choose(other.observation(seat)) == action
        assert obs.to_dict() == before
        state.apply(action)
        checked += 1
    assert checked > 10
