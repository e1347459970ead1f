"""The review of a finished Lie Dice game: every claim and every call with its true odds then.

Read from the game's record only; each decision is judged from the player's own
observation at the time (what they saw in the box and heard at the table):

* **Calls and accepts**: a player who received the box either called "Liar!"
  or accepted the bid. The odds are the chance the bid was true from that
  player's view, from the dice alone (:func:`.belief.box_belief` with the bids
  not read: exact over the 252 boxes, re-rolls included). Calling a bid that
  was true more often than not, or accepting one that was a lie more often
  than not, goes against the odds. Next to it, what Hard would have done
  (:func:`.coach.coach`: its learned reading of the bidder and its CFR
  baseline), and what the box really held.
* **Claims**: each bid a player made, with the chance that the box held it
  from the player's own view (1 or 0 once they had looked: a claim they knew
  to be true, or a bluff), whether the next player called it, and the life
  it cost.
* **Lives lost**: each one, with the decision that lost it.

:func:`review_game` is pure (no pygame); Hard's advice costs about 0.1 s a
decision, so the window runs it on a background thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from yenta_desktop.ai.liedice.belief import box_belief, p_at_least
from yenta_desktop.ai.liedice.coach import coach
from yenta_desktop.ai.liedice.hard import HardBot
from yenta_desktop.engine.liedice import (
    DECIDE,
    BidMade,
    BoxRevealed,
    Call,
    GameState,
    LiarCalled,
    LifeLost,
    Looked,
    RoundStarted,
    bid_index,
    box_beats,
    replay_steps,
)

#: A decision goes against the odds on the wrong side of an even chance.
EVEN = 0.5


@dataclass(frozen=True)
class CallCheck:
    """A receiver's decision on the bid in front of it: call "Liar!" or accept.

    ``chance``: the bid was true with this chance from the receiver's view (dice alone);
    ``truthful``: the box really held the bid; ``hard_calls``: Hard would call (None:
    not asked); ``lost_life``: the call lost the caller a life.
    """

    round: int
    seat: int
    bidder: int
    bid: tuple[str, ...]
    called: bool
    chance: float
    truthful: bool
    hard_calls: bool | None
    lost_life: bool = False
    #: The step of the record it was made at (calls and claims sort by it).
    step: int = 0

    @property
    def against_odds(self) -> bool:
        """Called a bid more likely true, or accepted one more likely a lie."""
        return self.chance >= EVEN if self.called else self.chance < EVEN

    @property
    def unlike_hard(self) -> bool:
        """Hard would have done the other thing (False when Hard was not asked)."""
        return self.hard_calls is not None and self.hard_calls != self.called


@dataclass(frozen=True)
class ClaimCheck:
    """A bid a player made, the chance the box held it from their view, and what came of it.

    ``called``: the next player called it (None: the round ended otherwise, or it was
    accepted); ``lost_life``: the call cost this player a life.
    """

    round: int
    seat: int
    bid: tuple[str, ...]
    looked: bool
    chance: float
    truthful: bool
    called: bool = False
    lost_life: bool = False
    #: The step of the record it was made at.
    step: int = 0

    @property
    def bluff(self) -> bool:
        """A claim more likely false than true from the claimant's own view."""
        return self.chance < EVEN


@dataclass
class PlayerReview:
    """Every call, accept and claim of one seat."""

    seat: int
    calls: list[CallCheck] = field(default_factory=list)
    claims: list[ClaimCheck] = field(default_factory=list)

    @property
    def lives_lost(self) -> int:
        """Lives this seat lost (calling a true bid, or caught in a false one)."""
        return sum(c.lost_life for c in self.calls) + sum(c.lost_life for c in self.claims)

    @property
    def against_odds(self) -> int:
        """Calls and accepts that went against the odds."""
        return sum(c.against_odds for c in self.calls)


@dataclass
class GameReview:
    """The review of each seat asked for."""

    players: dict[int, PlayerReview]
    rounds: int = 0


def bid_odds(state: GameState, seat: int) -> float:
    """The chance, from ``seat``'s view in ``state``, that the bid on the table is true."""
    obs = state.observation(seat)
    assert obs.bid_rank is not None
    return p_at_least(box_belief(obs, read_bids=False), obs.bid_rank)


def claim_odds(state: GameState, seat: int, dice: Sequence[str]) -> float:
    """The chance, from ``seat``'s view in ``state``, that the box holds the claim ``dice``."""
    obs = state.observation(seat)
    return p_at_least(box_belief(obs, read_bids=False), bid_index(tuple(dice)))


def review_game(record: Any, seats: Sequence[int], advice: bool = True) -> GameReview:
    """The review of ``seats`` in the finished game ``record`` (see the module docstring).

    ``advice`` false leaves out Hard's move (faster; the odds are the same).
    """
    players = {s: PlayerReview(s) for s in seats}
    advisors = {s: HardBot(seed=s) for s in seats}
    prev: GameState | None = None
    round_number = 0
    for step, (state, events) in enumerate(replay_steps(record)):
        lost = {e.seat for e in events if isinstance(e, LifeLost)}
        revealed = next((e for e in events if isinstance(e, BoxRevealed)), None)
        for event in events:
            if isinstance(event, RoundStarted):
                round_number = event.number
            elif isinstance(event, LiarCalled) and prev is not None:
                if event.caller in players:
                    obs = prev.observation(event.caller)
                    hard = (
                        isinstance(coach(obs, advisors[event.caller]).hard, Call)
                        if advice
                        else None
                    )
                    players[event.caller].calls.append(
                        CallCheck(
                            round_number,
                            event.caller,
                            event.bidder,
                            tuple(event.dice),
                            True,
                            bid_odds(prev, event.caller),
                            bool(revealed.truthful) if revealed is not None else False,
                            hard,
                            event.caller in lost,
                            step,
                        )
                    )
                if event.bidder in players and players[event.bidder].claims:
                    claims = players[event.bidder].claims
                    claims[-1] = replace(claims[-1], called=True, lost_life=event.bidder in lost)
            elif isinstance(event, Looked | BidMade) and prev is not None:
                seat = event.seat
                if seat in players and prev.stage == DECIDE and prev.current_seat == seat:
                    _accept(players[seat], prev, seat, round_number, advisors, advice, step)
                if isinstance(event, BidMade) and seat in players:
                    players[seat].claims.append(
                        ClaimCheck(
                            round_number,
                            seat,
                            tuple(event.dice),
                            event.looked,
                            claim_odds(prev, seat, event.dice),
                            box_beats(prev.box_faces(), tuple(event.dice)),
                            step=step,
                        )
                    )
        prev = state.clone()
    return GameReview(players, round_number)


def _accept(
    review: PlayerReview,
    before: GameState,
    seat: int,
    round_number: int,
    advisors: dict[int, HardBot],
    advice: bool,
    step: int,
) -> None:
    obs = before.observation(seat)
    assert obs.bid is not None and obs.bidder is not None
    hard = isinstance(coach(obs, advisors[seat]).hard, Call) if advice else None
    review.calls.append(
        CallCheck(
            round_number,
            seat,
            obs.bidder,
            tuple(obs.bid),
            False,
            bid_odds(before, seat),
            box_beats(before.box_faces(), tuple(obs.bid)),
            hard,
            step=step,
        )
    )
