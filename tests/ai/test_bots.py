"""Every level plays only legal actions, sees only its own dice, and is reproducible."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.medium import medium_ask
from yenta_desktop.engine.yenta import (
    END_TURN,
    PASS_BID,
    Ask,
    Bid,
    GameState,
    Observation,
    Phase,
    Rules,
    new_game,
)

from .helpers import VARIANTS

LEVELS = ["easy", "medium", "hard:sims=6"]


def _play(specs: list[str], rules_index: int, seed: int, rounds: int = 4) -> GameState:
    """Play up to ``rounds`` rounds, checking each chosen action against the legal list."""
    n = len(specs)
    state = new_game(n, VARIANTS[rules_index], seed=seed, dealer=seed % n)
    bots = [make_bot(spec, seed * 10 + s) for s, spec in enumerate(specs)]
    while state.phase is not Phase.GAME_OVER and state.round_number <= rounds:
        if state.phase is Phase.ROUND_OVER:
            state.next_round()
            continue
        seat = state.current
        assert seat is not None
        obs = state.observation(seat)
        before = copy.deepcopy(obs)
        action = bots[seat].choose(obs)
        assert action in state.legal_actions(), (specs[seat], action)
        assert obs == before, "a bot changed the observation it was given"
        state.apply(action)
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_only_legal_actions_in_every_variant(level: str, players: int) -> None:
    for variant in range(len(VARIANTS)):
        specs = [level] * players
        specs[variant % players] = "random"  # a loose player makes odd situations happen
        _play(specs, variant, seed=players * 10 + variant)


def test_mixed_levels_finish_whole_games() -> None:
    state = _play(["hard:sims=4", "medium", "easy", "random"], 0, seed=3, rounds=100)
    assert state.phase is Phase.GAME_OVER


def _two_deals_same_public_view() -> tuple[GameState, GameState]:
    """Two deals where seat 0's dice and the history agree but the other hands differ."""
    mine = [6, 6, 5, 3, 1]
    a = new_game(
        4, seed=1, dealer=3, dice=[mine, [1, 2, 3, 4, 5], [6, 5, 4, 4, 2], [2, 2, 3, 3, 4]]
    )
    b = new_game(
        4, seed=1, dealer=3, dice=[mine, [2, 2, 4, 5, 1], [3, 3, 3, 1, 1], [6, 6, 5, 4, 2]]
    )
    return a, b


@pytest.mark.parametrize("level", LEVELS + ["random"])
def test_bots_never_see_other_seats_dice(level: str) -> None:
    a, b = _two_deals_same_public_view()
    obs = a.observation(0)
    view = obs.to_dict()
    assert view["my_dice"] == [1, 3, 5, 6, 6]
    hidden = {"hands", "rolled", "dice"}
    assert not hidden & set(view), "the observation dict leaks other seats' dice"
    # The bot's choice depends only on what seat 0 may see: equal views, equal choices.
    assert a.observation(0).to_dict() == b.observation(0).to_dict()
    for phase_moves in ([], [Bid(12), PASS_BID, PASS_BID, PASS_BID]):
        for move in phase_moves:
            a.apply(move)
            b.apply(move)
        first = make_bot(level, seed=5).choose(a.observation(0))
        second = make_bot(level, seed=5).choose(b.observation(0))
        assert first == second


@pytest.mark.parametrize("level", LEVELS)
def test_bots_pickle_between_decisions(level: str) -> None:
    state = new_game(4, seed=8)
    bot = make_bot(level, seed=2)
    bot.choose(state.observation(state.current))  # type: ignore[arg-type]
    clone = pickle.loads(pickle.dumps(bot))
    obs = state.observation(state.current)  # type: ignore[arg-type]
    assert clone.choose(obs) == bot.choose(obs)
    assert not any(isinstance(v, GameState) for v in vars(bot).values())


@pytest.mark.parametrize("level", ["easy", "medium", "hard:sims=30"])
def test_same_seed_same_game(level: str) -> None:
    def game() -> list[object]:
        state = new_game(4, seed=21)
        bots = [make_bot(level, seed=s) for s in range(4)]
        chosen = []
        while state.phase is not Phase.GAME_OVER and state.round_number <= 3:
            if state.phase is Phase.ROUND_OVER:
                state.next_round()
                continue
            random.random()  # other code drawing from the global generator changes nothing
            action = bots[state.current].choose(state.observation(state.current))  # type: ignore[index,arg-type]
            chosen.append(action)
            state.apply(action)
        return chosen

    assert game() == game()


def test_hard_runs_exactly_its_simulation_budget() -> None:
    bot = make_bot("hard:sims=37,time=60", seed=1)
    state = new_game(4, seed=4)
    counted = []
    while state.phase is not Phase.ROUND_OVER:
        obs = state.observation(state.current)  # type: ignore[arg-type]
        action = bot.choose(obs)
        if len(obs.legal_actions()) > 1:
            counted.append(bot.last_sims)  # type: ignore[attr-defined]
        state.apply(action)
    # Every search runs the whole budget (0: only one candidate was left, no search).
    assert 37 in counted and all(c in (0, 37) for c in counted)


def test_hard_stops_at_the_clock_cap() -> None:
    bot = make_bot("hard:sims=100000,time=0.000001", seed=1)
    obs = new_game(4, seed=4).observation(1)
    bot.choose(obs)
    assert 1 <= bot.last_sims < 100000  # type: ignore[attr-defined]


def _play_view(my_counts: list[int], dice_counts: list[int], per: int) -> Observation:
    """Seat 0's view in play, after a hit, with no public history (dice counts = rolls)."""
    n = len(dice_counts)
    return Observation(
        0,
        Phase.PLAY,
        n,
        Rules(dice_per_player=per),
        1,
        n - 1,
        0,
        my_counts,
        dice_counts,
        [0] * n,
        [2] + [0] * (n - 1),
        [True] * n,
        3,
        0,
        0,
        3,
        1,
        [],
        [],
    )


def test_medium_passes_when_a_miss_costs_more_than_a_hit_gains() -> None:
    # One die each: a 1-in-6 chance to hit is not worth losing a 6.
    obs = _play_view([0, 0, 0, 0, 0, 0, 1], [1, 1, 1], per=1)
    assert medium_ask(obs, Belief(obs)) == END_TURN
    # Five dice each: a 6 is there with probability 0.6: ask on.
    obs = _play_view([0, 0, 0, 0, 0, 0, 5], [5, 5, 5], per=5)
    assert medium_ask(obs, Belief(obs)) in (Ask(1, 6), Ask(2, 6))


def test_medium_never_asks_a_seat_known_to_lack_the_value() -> None:
    dice = [[5, 5, 5, 1, 2], [6, 1, 4, 4, 4], [1, 2, 3, 4, 6], [1, 2, 3, 4, 6]]
    state = new_game(4, seed=0, dealer=3, dice=dice)
    for move in (Bid(2), PASS_BID, PASS_BID, PASS_BID, Ask(2, 5)):
        state.apply(move)  # seat 0 asks seat 2 for a 5: a miss, now public
    obs = state.observation(0)
    action = medium_ask(obs, Belief(obs))
    assert action in (Ask(1, 5), Ask(3, 5))


def test_easy_never_bids_absurdly() -> None:
    rng = random.Random(0)
    for seed in range(300):
        junk = [[rng.choice((1, 1, 2, 3)) for _ in range(5)] for _ in range(4)]
        state = new_game(4, seed=seed, dice=junk)
        obs = state.observation(state.current)  # type: ignore[arg-type]
        action = make_bot("easy", seed=seed).choose(obs)
        assert action == PASS_BID or (isinstance(action, Bid) and action.amount <= 12)
