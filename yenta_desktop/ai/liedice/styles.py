"""A pool of simple opponent styles for tests and benchmarks (not levels a player seats).

Written from docs/rules/lie-dice.md and the observation alone, the way a
hobbyist would write a bot. Each reads the box by the *raw odds*: what it saw
of the box and the re-rolls it heard (:func:`~.belief.box_belief` with
``read_bids=False``), never the bids as evidence.

* ``odds``: the exact-odds caller. Calls a bid that is true with less than
  0.5; otherwise looks, names a true raise (the lowest one or the whole box,
  half each) when it has one, else re-rolls the dice most likely to reach the
  lowest raise and names the lowest raise it can support.
* ``bluffer``: calls only below 0.3; lies on 40% of its bids even when it
  could tell the truth, by a jump of 1 to 40 steps of the bid order.
* ``caller``: the heavy caller: calls whatever is true with less than 0.7.
* ``never``: never calls (unless nothing beats the bid); honest when it can,
  else the lowest raise.
* ``mixture``: each decision is one of the four above, drawn at random.

:data:`STYLES` maps the names to their classes; :func:`make_style` builds one.
"""

from __future__ import annotations

import random

from yenta_desktop.ai.liedice.belief import box_belief, p_at_least
from yenta_desktop.ai.liedice.plan import best_reroll, current_bid, hand_index
from yenta_desktop.engine.liedice import (
    BIDS,
    CALL,
    DIRECTIONS,
    LOOK,
    Action,
    Bid,
    Observation,
    Reroll,
)
from yenta_desktop.engine.liedice.hands import TOP_INDEX
from yenta_desktop.engine.liedice.state import DECIDE, LOOKED, OPEN


def raw_odds(obs: Observation) -> float:
    """The chance the bid on the table is true from the dice this seat saw and heard of."""
    cur = current_bid(obs)
    if cur < 0:
        return 1.0
    return p_at_least(box_belief(obs, read_bids=False), cur)


class StyleBot:
    """One fixed style: a calling threshold, a lying habit, and a lie's size."""

    level = "style"
    style = "odds"
    name = "Odds"
    description = "Calls what the dice say is unlikely; bids what it can support."
    #: Call below this raw chance that the bid is true.
    call_below = 0.5
    #: The chance of a lie on a bid that could have been true.
    lie_rate = 0.0
    #: The largest jump of a lie above the lowest lie (1: always the lowest).
    lie_jump = 1
    #: The chance a true bid names the whole box (else the lowest true raise).
    whole_box = 0.5

    def __init__(self, seed: int = 0, **options: object) -> None:
        if options:
            raise ValueError(f"style {self.style} takes no options, not {sorted(options)}")
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        """Call, look, re-roll or bid by this style."""
        cur = current_bid(obs)
        if obs.stage == OPEN:
            if not obs.looked:
                return LOOK
            return Bid(BIDS[self._bid(obs, -1)], self.rng.choice(DIRECTIONS))
        if obs.stage == DECIDE:
            if cur >= TOP_INDEX or self.calls(obs):
                return CALL
            return LOOK
        box = obs.my_box
        assert box is not None
        if obs.stage == LOOKED and hand_index(box) <= cur:
            keep, _ = best_reroll(box, cur + 1)
            return Reroll(keep)
        return Bid(BIDS[self._bid(obs, cur)])

    def calls(self, obs: Observation) -> bool:
        """Whether to call the bid in front of it."""
        return raw_odds(obs) < self.call_below

    def _bid(self, obs: Observation, cur: int) -> int:
        hand = hand_index(obs.my_box or ())
        if hand > cur and self.rng.random() >= self.lie_rate:
            whole = cur < 0 or self.rng.random() < self.whole_box
            return hand if whole else cur + 1
        lowest = max(hand, cur) + 1
        if lowest > TOP_INDEX:
            return hand
        return min(TOP_INDEX, lowest + self.rng.randrange(self.lie_jump))


class OddsStyle(StyleBot):
    """The exact-odds caller (the module docstring)."""


class BlufferStyle(StyleBot):
    """The frequent bluffer."""

    style = "bluffer"
    name = "Bluffer"
    description = "Lies often and big, calls little."
    call_below = 0.3
    lie_rate = 0.4
    lie_jump = 40


class CallerStyle(StyleBot):
    """The heavy caller."""

    style = "caller"
    name = "Caller"
    description = "Calls anything that is not likely true."
    call_below = 0.7


class NeverStyle(StyleBot):
    """The never-caller."""

    style = "never"
    name = "Never"
    description = "Never calls; honest when it can be."
    call_below = 0.0
    whole_box = 1.0


class MixtureStyle(StyleBot):
    """Each decision by one of the four fixed styles, drawn at random."""

    style = "mixture"
    name = "Mixture"
    description = "A different one of the simple styles at every decision."

    def __init__(self, seed: int = 0, **options: object) -> None:
        super().__init__(seed, **options)
        self.parts = [cls(seed * 7 + i) for i, cls in enumerate(FIXED)]

    def choose(self, obs: Observation) -> Action:
        """The choice of a style drawn for this decision."""
        return self.rng.choice(self.parts).choose(obs)


FIXED: tuple[type[StyleBot], ...] = (OddsStyle, BlufferStyle, CallerStyle, NeverStyle)
ALL: tuple[type[StyleBot], ...] = (*FIXED, MixtureStyle)
STYLES: dict[str, type[StyleBot]] = {cls.style: cls for cls in ALL}


def make_style(name: str, seed: int = 0) -> StyleBot:
    """The style ``name`` (a key of :data:`STYLES`) with its own random generator."""
    if name not in STYLES:
        raise ValueError(f"no Lie Dice style {name!r}; the styles are {', '.join(STYLES)}")
    return STYLES[name](seed)
