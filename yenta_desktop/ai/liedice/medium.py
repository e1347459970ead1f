"""Medium, "Careful Clara": exact odds, a fixed nerve, and lies chosen to be believed.

* Calling: the exact chance the bid is true (:func:`~.belief.box_belief`: what
  she saw, the announced re-rolls under the keep model, every bid under the
  default honesty model). She calls when it is below ``threshold``.
* Raising: she looks; a true raise ends the question (she names the whole
  box). Otherwise she compares every hold and re-roll by her chance to
  survive the next call: the chance the new dice give a true raise, plus the
  chance they do not times the chance the next player swallows her lie
  (:class:`~.plan.NextView`: the next player's own exact belief of the box).
* Lying: among the raises within reach she picks, by a soft maximum of that
  survival chance, the lie the next player is most likely to believe; so she
  bluffs now and then with a big, plausible hand rather than always the
  smallest raise.

The opener names the whole box (always true) and passes in a random direction.
"""

from __future__ import annotations

import random
from dataclasses import replace

from yenta_desktop.ai.liedice.belief import DEFAULT_MODEL, box_belief, p_at_least
from yenta_desktop.ai.liedice.plan import (
    NextView,
    call_chance,
    current_bid,
    hand_index,
    keep_choices,
    receiver,
    softmax_pick,
)
from yenta_desktop.ai.liedice.tables import tail
from yenta_desktop.ai.options import fraction, take_options
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

#: Call when the bid is true with less than this chance (tuned against Easy; docs/ai/lie-dice.md).
THRESHOLD = 0.35
#: The honesty model's parameters a spec may set (medium:exact=0.1,lie_rate=0.05).
MODEL_OPTIONS = ("lie_rate", "exact", "truth_stretch", "min_lie", "lie_stretch")
#: How a receiver is assumed to call: below this belief, softly.
ASSUMED_THRESHOLD = 0.4
#: How many raises above the bid a lie is chosen from.
LIE_REACH = 160
#: Softness of the choice among lies (in survival chance).
LIE_TEMPERATURE = 0.03


class MediumBot:
    """Exact probabilities with a fixed calling threshold."""

    name = "Careful Clara"
    level = "medium"
    description = "Counts every die exactly, calls what is unlikely, lies where it sounds true."

    def __init__(self, seed: int = 0, **options: object) -> None:
        known = dict.fromkeys(("threshold", *MODEL_OPTIONS), float)
        opts = take_options("medium", options, known)
        self.threshold = fraction("medium", "threshold", opts.get("threshold", THRESHOLD))
        #: The honesty model she assumes of every bidder (options to study exploitability).
        self.model = replace(
            DEFAULT_MODEL,
            **{
                key: fraction("medium", key, opts[key], 0.001, 0.999)
                for key in MODEL_OPTIONS
                if key in opts
            },
        )
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        """Call, look, re-roll or bid by the exact odds."""
        stage = obs.stage
        cur = current_bid(obs)
        if stage == OPEN:
            if not obs.looked:
                return LOOK
            return Bid(BIDS[hand_index(obs.my_box or ())], self.rng.choice(DIRECTIONS))
        if stage == DECIDE:
            belief = box_belief(obs, default=self.model)
            if cur >= TOP_INDEX or p_at_least(belief, cur) < self.threshold:
                return CALL
            return LOOK
        box = obs.my_box
        assert box is not None
        hand = hand_index(box)
        if hand > cur:
            return Bid(BIDS[hand])
        view = NextView(obs, receiver(obs))
        if stage == LOOKED:
            keep = choose_reroll(box, cur, view)
            if keep is not None:
                return Reroll(keep)
        return Bid(BIDS[choose_lie(cur, obs.rerolling, view, self.rng.random())])


def survival_of_lie(cur: int, rerolled: int, view: NextView) -> list[tuple[int, float]]:
    """For each lie within reach: (bid, chance the receiver does not call it).

    The receiver is assumed to believe it by the lower of two readings: the
    bid read as evidence, and the raw odds of the dice (a receiver that does
    not read bids calls a big lie however plausible the story).
    """
    out = []
    raw = view.raw_odds(rerolled)
    for bid in range(cur + 1, min(TOP_INDEX, cur + LIE_REACH) + 1):
        believed = min(view.p_believe(bid, rerolled), raw[bid])
        out.append((bid, 1.0 - call_chance(believed, ASSUMED_THRESHOLD)))
    return out


def choose_reroll(box: tuple[str, ...], cur: int, view: NextView) -> tuple[int, ...] | None:
    """The positions to keep that best survive the next call (None: bid without re-rolling)."""
    best_lie = {k: max(s for _, s in survival_of_lie(cur, k, view)) for k in (0, 1, 2, 3, 4)}
    best_keep: tuple[int, ...] | None = None
    best = best_lie[0]
    for kept, positions in keep_choices(box).items():
        k = 5 - len(kept)
        true = tail(kept)[cur + 1]
        survive = true + (1.0 - true) * best_lie[k]
        if survive > best + 1e-9:
            best_keep, best = positions, survive
    return best_keep


def choose_lie(cur: int, rerolled: int, view: NextView, u: float) -> int:
    """A lie drawn by a soft maximum of the chance the receiver believes it."""
    options = survival_of_lie(cur, rerolled, view)
    index = softmax_pick([s for _, s in options], LIE_TEMPERATURE, u)
    return options[index][0]
