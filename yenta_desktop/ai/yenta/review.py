"""The review of a finished Yenta game: bids against the coach's estimate, asks, points lost.

Read from the game's record only; every decision is judged from the observation
the player had then (the coach never looks at a hidden die):

* **Bids**: each player's highest bid of a round against the coach's estimate
  of the hand (:func:`.estimate.estimate_hand_points`, the table's bidding
  hint) and the highest bid the coach would make with it (Medium's line,
  :func:`.policy.bid_limits` with the self-play boldness). A bid above that
  line is flagged with the expected points it gives away (the expected score
  at the line, or of sitting out, minus that of the bid).
* **Asks**: each ask with its chance (the exact belief of the deduction aid)
  and its expected gain (:func:`.policy.ask_value`) against the coach's ask.
  A missed ask tells the table that the asker held that value; when the asker
  still holds one, anyone may take it: the review names the asks that gave
  that away and the points others then took with it.
* **Points lost**: failed contracts, from the round's scores.

:func:`review_game` is pure (no pygame) and quick (well under a second a game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.estimate import bid_value, estimate_hand_points, points_sd
from yenta_desktop.ai.yenta.medium import medium_ask
from yenta_desktop.ai.yenta.policy import BOLDNESS, NON_BIDDER_SHARE, ask_value, bid_limits
from yenta_desktop.engine.yenta import (
    Ask,
    AskHit,
    AskMiss,
    BidMade,
    GameState,
    RoundEnded,
    RoundStarted,
    replay_steps,
)

#: An ask is worth a word when it gives away at least this many expected points.
ASK_STAKE = 1.0


@dataclass(frozen=True)
class BidCheck:
    """One bid against the coach: its estimate of the hand, its best and highest bid."""

    round: int
    seat: int
    bid: int
    estimate: float
    best: int
    limit: int
    stake: float


@dataclass(frozen=True)
class AskCheck:
    """One ask: its chance and expected gain against the coach's ask (None: stop asking).

    ``exposed``: a miss that left the asker holding that value (the table knows it now);
    ``taken``: the points other players then scored with those dice this round.
    """

    round: int
    seat: int
    target: int
    value: int
    hit: bool
    chance: float
    gain: float
    coach_target: int | None
    coach_value: int | None
    coach_chance: float | None
    coach_gain: float
    exposed: bool = False
    taken: int = 0

    @property
    def stake(self) -> float:
        """Expected points given away against the coach's choice (0 when as good)."""
        return max(0.0, self.coach_gain - self.gain)


@dataclass(frozen=True)
class RoundResult:
    """A round as the seat lived it: its points and, as bidder, the contract."""

    round: int
    points: int
    bid: int | None
    made: bool | None


@dataclass
class PlayerReview:
    """Everything reviewed for one seat."""

    seat: int
    bids: list[BidCheck] = field(default_factory=list)
    asks: list[AskCheck] = field(default_factory=list)
    rounds: list[RoundResult] = field(default_factory=list)

    @property
    def failed_bids(self) -> int:
        """Points lost to contracts not made (the bids lost, or the round's points forgone)."""
        return sum(r.bid or 0 for r in self.rounds if r.made is False)

    @property
    def given_away(self) -> float:
        """Expected points given away in bids and asks against the coach."""
        return sum(b.stake for b in self.bids) + sum(a.stake for a in self.asks)

    @property
    def taken_after_misses(self) -> int:
        """Points others scored with dice a missed ask showed."""
        return sum(a.taken for a in self.asks)


@dataclass
class GameReview:
    """The review of each seat asked for."""

    players: dict[int, PlayerReview]
    rounds: int = 0


def bid_check(state: GameState, seat: int, amount: int, round_number: int) -> BidCheck:
    """Judge ``seat``'s bid of ``amount`` in ``state`` (its turn in the auction).

    ``best``/``limit`` are the coach's bid and the highest it would go to (Medium's line:
    the estimate plus the boldness self-play found best, since leading is worth more than
    the points model alone says); the stake is valued with the plain estimate.
    """
    obs = state.observation(seat)
    mean = estimate_hand_points(obs)
    sd = points_sd(mean)
    subtract = obs.rules.failed_bid == "subtract"
    bold = max(0, int(round((mean + BOLDNESS) * 10)))
    best, limit = bid_limits(bold, obs.rules.max_bid, subtract)
    stake = 0.0
    if amount > limit:
        line = max(obs.lowest_raise(), limit)
        alternative = (
            bid_value(line, mean, sd, subtract) if line <= limit else NON_BIDDER_SHARE * mean
        )
        if obs.must_bid():
            alternative = bid_value(obs.lowest_raise(), mean, sd, subtract)
        stake = max(0.0, alternative - bid_value(amount, mean, sd, subtract))
    return BidCheck(round_number, seat, amount, mean, best, limit, stake)


def ask_check(
    state: GameState, after: GameState, seat: int, ask: Ask, hit: bool, round_number: int
) -> AskCheck:
    """Judge ``seat``'s ask in ``state`` (``after``: the state it led to)."""
    obs = state.observation(seat)
    belief = Belief(obs)
    chance = belief.p_has(ask.target, ask.value)
    gain = ask_value(chance, ask.value)
    coach = medium_ask(obs, belief)
    if isinstance(coach, Ask):
        coach_chance: float | None = belief.p_has(coach.target, coach.value)
        coach_gain = ask_value(coach_chance or 0.0, coach.value)
        coach_target: int | None = coach.target
        coach_value: int | None = coach.value
    else:
        coach_chance, coach_gain, coach_target, coach_value = None, 0.0, None, None
    if not obs.hits_this_turn:
        # The first ask of a turn is compulsory: stopping is no alternative.
        coach_gain = gain if coach_target is None else coach_gain
    exposed = not hit and after.observation(seat).my_counts[ask.value] > 0
    return AskCheck(
        round_number,
        seat,
        ask.target,
        ask.value,
        hit,
        chance,
        gain,
        coach_target,
        coach_value,
        coach_chance,
        coach_gain,
        exposed,
    )


def review_game(record: Any, seats: Sequence[int]) -> GameReview:
    """The review of ``seats`` in the finished game ``record`` (see the module docstring)."""
    players = {s: PlayerReview(s) for s in seats}
    prev: GameState | None = None
    round_number = 0
    # Values a missed ask showed, per seat this round: index into that seat's asks.
    shown: dict[tuple[int, int], int] = {}
    for state, events in replay_steps(record):
        for event in events:
            if isinstance(event, RoundStarted):
                round_number = event.number
                shown = {}
            elif isinstance(event, BidMade) and event.seat in players and prev is not None:
                # Only a player's last (highest) bid of a round is judged.
                bids = players[event.seat].bids
                if bids and bids[-1].round == round_number:
                    bids.pop()
                bids.append(bid_check(prev, event.seat, event.amount, round_number))
            elif isinstance(event, AskHit | AskMiss):
                hit = isinstance(event, AskHit)
                if hit and (event.target, event.value) in shown:
                    review = players[event.target]
                    index = shown[(event.target, event.value)]
                    old = review.asks[index]
                    review.asks[index] = _with_taken(old, old.taken + 2 * event.value)
                if event.seat in players and prev is not None:
                    check = ask_check(
                        prev, state, event.seat, Ask(event.target, event.value), hit, round_number
                    )
                    players[event.seat].asks.append(check)
                    if check.exposed:
                        shown[(event.seat, event.value)] = len(players[event.seat].asks) - 1
                if not hit:
                    # The asked player lacks the value now; the asker's own exposure stays.
                    shown.pop((event.target, event.value), None)
            elif isinstance(event, RoundEnded):
                _round_result(players, event, round_number)
        prev = state.clone()
    return GameReview(players, round_number)


def _with_taken(check: AskCheck, taken: int) -> AskCheck:
    return replace(check, taken=taken)


def _round_result(players: dict[int, PlayerReview], event: RoundEnded, round_number: int) -> None:
    summary = event.summary
    points = summary.get("round_points")
    if not isinstance(points, list):
        return
    bidder = summary.get("bidder")
    bid = summary.get("bid")
    for seat, review in players.items():
        if seat >= len(points):
            continue
        if seat == bidder and isinstance(bid, int):
            review.rounds.append(RoundResult(round_number, int(points[seat]), bid, event.bid_made))
        else:
            review.rounds.append(RoundResult(round_number, int(points[seat]), None, None))
