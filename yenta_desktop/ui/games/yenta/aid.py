"""The deduction aid and the coach of Yenta's table, from one seat's observation only.

The aid: for each opponent, the values they surely hold and surely lack now, as
the table's public history proves them (a missed ask shows a player holds none
of that value for the rest of the round; asks and hits show what was held).
The coach: the chance each opponent holds each value, from the exact belief
the AI computes, and the ask Medium would make, with its reason. Neither ever
looks at a hidden die: both take an observation, never the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.ai.yenta.belief import Belief
from yenta_desktop.ai.yenta.medium import medium_ask
from yenta_desktop.engine.yenta import Ask, Observation

FACES = (1, 2, 3, 4, 5, 6)
SURE = 1e-9


@dataclass(frozen=True)
class SeatFacts:
    """What the table has proven about one opponent's dice right now."""

    has: tuple[int, ...]
    lacks: tuple[int, ...]


@dataclass(frozen=True)
class Advice:
    """The coach's suggestion: an ask (target, value) with its chance, or stop asking."""

    target: int | None
    value: int | None
    chance: float | None


def belief_of(obs: Observation) -> Belief:
    """The exact belief over every opponent's dice (public facts; no reading of bids)."""
    return Belief(obs)


def seat_facts(obs: Observation, belief: Belief | None = None) -> dict[int, SeatFacts]:
    """For each opponent that still has dice: the values surely held and surely lacking."""
    belief = belief or belief_of(obs)
    facts: dict[int, SeatFacts] = {}
    for seat, left in enumerate(obs.dice_counts):
        if seat == obs.seat or not left:
            continue
        has = tuple(v for v in FACES if belief.p_has(seat, v) >= 1 - SURE)
        lacks = tuple(v for v in FACES if belief.p_has(seat, v) <= SURE)
        facts[seat] = SeatFacts(has, lacks)
    return facts


def ask_odds(obs: Observation, belief: Belief | None = None) -> dict[tuple[int, int], float]:
    """(target, value) -> the chance the target holds that value, for every ask open now."""
    belief = belief or belief_of(obs)
    return {
        (target, value): belief.p_has(target, value)
        for target, left in enumerate(obs.dice_counts)
        if left and target != obs.seat
        for value in FACES
        if obs.my_counts[value]
    }


def advice(obs: Observation, belief: Belief | None = None) -> Advice:
    """What Medium would do now: its best ask and its chance, or stop (target None)."""
    belief = belief or belief_of(obs)
    move = medium_ask(obs, belief)
    if isinstance(move, Ask):
        return Advice(move.target, move.value, belief.p_has(move.target, move.value))
    return Advice(None, None, None)
