"""Hard: its opponent model, its win model, and the decisions a player would notice."""

from __future__ import annotations

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.yenta.winmodel import win_chance
from yenta_desktop.engine.yenta import PASS_BID, Bid, GameState, Phase, new_game
from yenta_desktop.engine.yenta.record import state_from_dict, state_to_dict


def _play_rounds(specs: list[str], rounds: int, seed: int = 4) -> tuple[GameState, list[object]]:
    """Play ``rounds`` whole rounds with these bots; the state is left at the next auction."""
    state = new_game(len(specs), seed=seed)
    bots = [make_bot(spec, seed * 10 + s) for s, spec in enumerate(specs)]
    for bot in bots:
        getattr(bot, "new_game", lambda: None)()
    while state.round_number <= rounds and state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.ROUND_OVER:
            state.next_round()
            continue
        seat = state.current
        assert seat is not None
        state.apply(bots[seat].choose(state.observation(seat)))
    return state, bots


def test_opponent_model_is_rebuilt_from_the_observation_after_continue() -> None:
    """A bot that never saw the game (Continue from a save) reads the opponents the same way."""
    state, bots = _play_rounds(["hard:sims=8", "medium", "easy", "medium"], rounds=4)
    assert state.phase is Phase.AUCTION and state.round_number == 5
    restored = state_from_dict(state_to_dict(state))
    played, fresh = bots[0], make_bot("hard:sims=8", seed=99)
    obs, obs_after_load = state.observation(0), restored.observation(0)
    assert played.opponents.boldness(obs) == fresh.opponents.boldness(obs_after_load)  # type: ignore[attr-defined]
    assert played.opponents.ask_noise(obs) == fresh.opponents.ask_noise(obs_after_load)  # type: ignore[attr-defined]


def test_opponent_model_tells_a_careful_player_from_a_careless_one() -> None:
    state, _ = _play_rounds(["hard:sims=4", "medium", "easy", "medium"], rounds=6, seed=7)
    model = make_bot("hard:sims=4", seed=0).opponents  # type: ignore[attr-defined]
    obs = state.observation(0)
    noise = model.ask_noise(obs)
    boldness = model.boldness(obs)
    # Easy asks players at random (its asks say little) and bids shyly.
    assert noise[2] > 2 * max(noise[1], noise[3])
    assert boldness[2] < min(boldness[1], boldness[3])


def test_the_opponent_model_of_a_new_game_starts_afresh() -> None:
    obs = new_game(4, seed=1).observation(0)
    bot = make_bot("hard:sims=4", seed=0)
    assert bot.opponents.boldness(obs)[1:] == pytest.approx([10.0] * 3)  # type: ignore[attr-defined]


def _auction_view(mine: list[int], high_bid: int | None) -> GameState:
    """Seat 0 to bid with ``mine``; seat 3 (the dealer's left) opened at ``high_bid``."""
    dice = [mine, [1, 2, 3, 4, 5], [2, 3, 4, 5, 6], [1, 3, 4, 5, 6]]
    state = new_game(4, seed=2, dealer=2, dice=dice)  # seat 3 bids first
    state.apply(Bid(high_bid) if high_bid else PASS_BID)
    return state


def test_hard_lets_a_junk_hand_go_at_a_high_price() -> None:
    state = _auction_view([1, 1, 2, 3, 4], high_bid=25)
    assert make_bot("hard:sims=300", seed=1).choose(state.observation(0)) == PASS_BID


def test_hard_bids_on_a_strong_hand_at_a_low_price() -> None:
    state = _auction_view([6, 6, 6, 5, 5], high_bid=3)
    action = make_bot("hard:sims=300", seed=1).choose(state.observation(0))
    assert isinstance(action, Bid)


def test_win_chance_is_a_distribution_that_rewards_points() -> None:
    scores = [40, 55, 30, 70]
    chances = [win_chance(scores, seat, 100) for seat in range(4)]
    assert sum(chances) == pytest.approx(1.0)
    assert chances[3] > chances[1] > chances[0] > chances[2]
    assert win_chance([45, 55, 30, 70], 0, 100) > chances[0]


def test_a_lead_counts_for_more_near_the_target() -> None:
    early = win_chance([30, 10, 10, 10], 0, 100)
    late = win_chance([95, 75, 75, 75], 0, 100)
    assert late > early > 0.25
    assert late < 0.95  # one round can still turn a 20-point lead
