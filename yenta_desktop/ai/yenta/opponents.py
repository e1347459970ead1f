"""Hard's opponent model: how each opponent bids and asks, learned from the game's public record.

Two things are learned, both from public facts only, so they can be rebuilt
from any observation (a game continued from a save is read exactly as it was
played, with no memory of the session that started it):

* bidding boldness: Medium's bid rule with a shifted hand estimate, the shift
  (a posterior mean over :data:`BOLDNESS_GRID`) fitted to each seat's bids and
  passes in the finished rounds' auctions, hands unknown. Hard reads bids and
  plays opponents' bids in its rollouts with it.
* asking noise: how often a seat asked someone other than the likeliest holder
  of the value when that mattered (a measure that needs no dice). A Medium-like
  seat's choice of values is read closely; a careless one's hardly at all.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from yenta_desktop.ai.yenta.belief import auction_likelihoods
from yenta_desktop.ai.yenta.policy import BOLDNESS
from yenta_desktop.ai.yenta.reading import ASK_NOISE, target_choices
from yenta_desktop.engine.yenta import Observation

#: Bidding boldness levels the model weighs (Medium's is policy.BOLDNESS).
BOLDNESS_GRID = (0.0, 4.0, 8.0, 12.0, 16.0, 20.0)
#: The asking noise: a prior of 0.5 off-target asks in 5, the rate scaled by 2, at least
#: ``floor`` (reading.ASK_NOISE) and at most 0.9.
NOISE_PRIOR_OFF = 0.5
NOISE_PRIOR_ASKS = 5.0
NOISE_SCALE = 2.0
#: The cache is a convenience; it is emptied when it grows past this many rounds' entries.
CACHE_LIMIT = 4000


class OpponentModel:
    """Boldness and asking noise per seat, with a cache of what each round taught."""

    def __init__(self) -> None:
        self._cache: dict[object, list[float]] = {}

    def clear(self) -> None:
        """Forget the cache (a new game)."""
        self._cache.clear()

    def _remember(self, key: object, value: list[float]) -> None:
        if len(self._cache) >= CACHE_LIMIT:
            self._cache.clear()
        self._cache[key] = value

    def boldness(self, obs: Observation) -> list[float]:
        """Each seat's bidding boldness (Medium's scale) from this game's finished auctions.

        Uniform prior over :data:`BOLDNESS_GRID`; own seat: Medium's.
        """
        rules = obs.rules
        out = []
        for seat in range(obs.num_players):
            if seat == obs.seat:
                out.append(BOLDNESS)
                continue
            log_post = [0.0] * len(BOLDNESS_GRID)
            for entry in obs.history:
                auction = entry["auction"]
                key = (seat, tuple((a["seat"], a["bid"]) for a in auction))
                learned = self._cache.get(key)
                if learned is None:
                    learned = auction_likelihoods(
                        auction,
                        seat,
                        rules.dice_per_player,
                        obs.num_players,
                        rules.failed_bid,
                        rules.min_bid,
                        BOLDNESS_GRID,
                    )
                    self._remember(key, learned)
                for j, likelihood in enumerate(learned):
                    log_post[j] += math.log(max(likelihood, 1e-12))
            top = max(log_post)
            weights = [math.exp(x - top) for x in log_post]
            out.append(
                sum(w * b for w, b in zip(weights, BOLDNESS_GRID, strict=True)) / sum(weights)
            )
        return out

    def ask_noise(self, obs: Observation, floor: float = ASK_NOISE) -> list[float]:
        """Per seat, the share of its asks the belief treats as arbitrary (not Medium's choice).

        Counted over this game's rounds so far, the current one included.
        """
        n, per = obs.num_players, obs.rules.dice_per_player
        informative = [0] * n
        off = [0] * n
        for actions in [entry["actions"] for entry in obs.history] + [obs.actions]:
            counts = self._target_counts(n, per, actions)
            for seat in range(n):
                informative[seat] += int(counts[2 * seat])
                off[seat] += int(counts[2 * seat + 1])
        return [
            min(0.9, max(floor, NOISE_SCALE * (o + NOISE_PRIOR_OFF) / (i + NOISE_PRIOR_ASKS)))
            for i, o in zip(informative, off, strict=True)
        ]

    def _target_counts(self, n: int, per: int, actions: Sequence[dict[str, object]]) -> list[float]:
        key = tuple((a["seat"], a.get("target"), a.get("value"), a.get("hit")) for a in actions)
        learned = self._cache.get(key)
        if learned is None:
            learned = [float(x) for pair in target_choices(n, per, actions) for x in pair]
            self._remember(key, learned)
        return learned
