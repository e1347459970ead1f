"""Every level: registered with a personality, legal, observation-only, reproducible, picklable."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from yenta_desktop.ai import BotSpecError, make_bot
from yenta_desktop.ai.liedice import BOTS, LEVELS
from yenta_desktop.ai.match import play_game
from yenta_desktop.engine.liedice import (
    CALL,
    LOOK,
    Bid,
    Reroll,
    Rules,
    new_game,
    resample_hidden,
)

GAME = "lie-dice"


def decision_points(players: int, seed: int, limit: int = 40):
    """States at decisions of a game between Medium bots (varied situations)."""
    bots = [make_bot("medium", seed * 10 + s, GAME) for s in range(players)]
    state = new_game(players, seed=seed)
    found = []
    while not state.is_terminal and len(found) < limit:
        if state.is_chance_node():
            state.apply_chance()
            continue
        found.append(state.clone())
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))
    return found


def test_levels_have_personalities():
    assert LEVELS == ("easy", "medium", "hard")[: len(LEVELS)]
    names = set()
    for level in LEVELS:
        bot = BOTS[level](seed=1)
        assert bot.level == level and bot.name and bot.description.endswith(".")
        names.add(bot.name)
    assert len(names) == len(LEVELS)


@pytest.mark.parametrize(
    "spec",
    ["easy:depth=1", "medium:threshold=2", "medium:threshold=x", "hard:mix=-1", "hard:learn=2"],
)
def test_bad_options_are_spec_errors(spec):
    if spec.split(":")[0] not in LEVELS:
        pytest.skip("level not built yet")
    with pytest.raises(BotSpecError):
        make_bot(spec, 0, GAME)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("players", "rules"), [(2, Rules()), (6, Rules(lives=2)), (4, Rules(end="last_standing"))]
)
def test_level_plays_whole_games_legally(level, players, rules):
    bots = [make_bot(level, seed=s, game=GAME) for s in range(players)]
    for bot in bots:
        original = bot.choose

        def checked(obs, original=original):
            action = original(obs)
            assert action in obs.legal_actions()
            return action

        bot.choose = checked  # type: ignore[method-assign]
    result = play_game(bots, rules, game=GAME, seed=players)
    assert result.state.is_terminal and result.winners


@pytest.mark.parametrize("level", LEVELS)
def test_bots_decide_from_the_observation_alone(level):
    rng = random.Random(5)
    for state in decision_points(3, 7) + decision_points(2, 8):
        seat = state.current_seat
        obs = state.observation(seat)
        mine = make_bot(level, 3, GAME).choose(copy.deepcopy(obs))
        for _ in range(2):
            other = resample_hidden(state, seat, rng).observation(seat)
            assert make_bot(level, 3, GAME).choose(other) == mine


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game_and_bots_pickle(level):
    def run():
        bots = [make_bot(level, seed=s, game=GAME) for s in range(3)]
        result = play_game(bots, game=GAME, seed=11)
        return result.state.rounds, bots

    first, bots = run()
    second, _ = run()
    assert first == second
    for bot in bots:
        assert pickle.loads(pickle.dumps(bot)).level == level


def scripted_two_player(lie: bool):
    """Seat 0 opens with the whole box; seat 1 passes it back without re-rolling."""
    state = new_game(2, seed=1, opener=0)
    state.apply_chance(["K", "K", "9", "A", "J"])
    state.apply(LOOK)
    state.apply(Bid(("K", "K", "A", "J", "9"), "left"))
    state.apply(LOOK)
    state.apply(Bid(("A", "A") if lie else ("K", "K", "A", "J", "10")))
    return state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_lie_seen_through_is_called(level):
    if level not in LEVELS:
        pytest.skip("level not built yet")
    state = scripted_two_player(lie=True)
    for seed in range(5):
        assert make_bot(level, seed, GAME).choose(state.observation(0)) == CALL


@pytest.mark.parametrize("level", LEVELS)
def test_nobody_calls_a_bid_below_any_box(level):
    state = new_game(3, seed=2, opener=0)
    state.apply_chance(["9", "10", "J", "Q", "A"])
    state.apply(LOOK)
    state.apply(Bid(("A", "Q"), "left"))
    for seed in range(5):
        assert make_bot(level, seed, GAME).choose(state.observation(1)) == LOOK


def test_easy_names_the_whole_box_or_lies_by_the_smallest_raise():
    state = new_game(2, seed=1, opener=0)
    state.apply_chance(["K", "K", "9", "A", "J"])
    bot = make_bot("easy", 1, GAME)
    assert bot.choose(state.observation(0)) == LOOK
    state.apply(LOOK)
    assert bot.choose(state.observation(0)) == Bid(("K", "K", "A", "J", "9"), "left")
    state.apply(Bid(("A", "A", "A"), "left"))  # too much for this box
    state.apply(LOOK)
    choices = [make_bot("easy", seed, GAME).choose(state.observation(1)) for seed in range(20)]
    rerolls = [c for c in choices if isinstance(c, Reroll)]
    assert len(rerolls) >= 14 and set(rerolls) == {Reroll((0, 1))}  # keeps the pair of kings
    assert set(choices) - set(rerolls) <= {Bid(("A", "A", "A", "9"))}  # or fibs at once
    state.apply(Reroll((0, 1)))
    state.apply_chance(["10", "Q", "9"])
    assert make_bot("easy", 2, GAME).choose(state.observation(1)) == Bid(("A", "A", "A", "9"))


def test_medium_rerolls_towards_a_true_raise():
    state = new_game(2, seed=1, opener=0)
    state.apply_chance(["K", "K", "9", "10", "J"])
    state.apply(LOOK)
    state.apply(Bid(("K", "K", "J", "10", "9"), "left"))
    state.apply(LOOK)
    action = make_bot("medium", 1, GAME).choose(state.observation(1))
    assert isinstance(action, Reroll) and {0, 1} <= set(action.keep)


def test_coach_gives_the_odds_and_hards_move():
    from yenta_desktop.ai.liedice import coach

    state = scripted_two_player(lie=True)
    tip = coach(state.observation(0))
    assert tip.p_true == 0.0 and tip.hard == CALL
    other = coach(state.observation(1))
    assert other.hard is None and other.p_true is not None
