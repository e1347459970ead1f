"""Hand evaluation for the auction and the passes, on integer cards (:mod:`.cardmath`).

* :func:`partner_pass`: the bid winner's partner gives trump (run pieces
  first), aces and the dix, keeping what its own melds need when that costs
  more than the gift is worth.
* :func:`bidder_pass_back`: the bid winner keeps every trump and every card
  its melds use, and gives back side cards, emptying a short side suit when
  it can (so it can trump that suit).
* :func:`estimate`: the points (meld + counters) a team can expect with this
  hand as bid winner and ``trump``; :data:`TRICK_MODEL` was fitted on
  simulated deals (scripts/pinochle_calibrate.py): it is the fair share of
  the partner's meld, of what the pass completes, and of the counters.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.ai.pinochle.cardmath import ACE, TEN, counts_of, meld_total

# What the bid winner gains from each card its partner passes it, by rank (9 ... A).
_GIFT_TRUMP = (14, 30, 30, 30, 32, 40)
_GIFT_SIDE = (0, 1, 2, 2, 6, 22)
# What keeping a side card is worth to the bid winner (9 ... A); trumps are never given back.
_KEEP_SIDE = (0, 1, 2, 3, 8, 25)


def partner_pass(hand: Sequence[int], trump: int, count: int) -> list[int]:
    """The ``count`` cards the partner passes to the bid winner (greedy, meld-aware)."""
    left = list(hand)
    counts = counts_of(left)
    chosen: list[int] = []
    for _ in range(count):
        base = meld_total(counts, trump)
        best, best_value = -1, -(10**9)
        for c in sorted(set(left), reverse=True):
            counts[c] -= 1
            loss = base - meld_total(counts, trump)
            counts[c] += 1
            gift = _GIFT_TRUMP[c % 6] if c // 6 == trump else _GIFT_SIDE[c % 6]
            value = gift - loss
            if value > best_value:
                best, best_value = c, value
        chosen.append(best)
        left.remove(best)
        counts[best] -= 1
    return chosen


def bidder_pass_back(hand: Sequence[int], trump: int, count: int) -> list[int]:
    """The ``count`` cards the bid winner gives back (greedy: least meld and play lost)."""
    left = list(hand)
    counts = counts_of(left)
    chosen: list[int] = []
    for _ in range(count):
        base = meld_total(counts, trump)
        suit_len = [sum(counts[s * 6 : s * 6 + 6]) for s in range(4)]
        best, best_cost = -1, 10**9
        for c in sorted(set(left)):
            suit = c // 6
            counts[c] -= 1
            loss = base - meld_total(counts, trump)
            counts[c] += 1
            if suit == trump:
                cost = 200 + loss + c % 6
            else:
                cost = 2 * loss + _KEEP_SIDE[c % 6]
                # Shortening a short side suit lets the bid winner trump it sooner.
                cost += 2 * suit_len[suit]
            if cost < best_cost:
                best, best_cost = c, cost
        chosen.append(best)
        left.remove(best)
        counts[best] -= 1
    return chosen


#: Fitted model of what a bid winner's team adds to the bid winner's own meld (its partner's
#: meld, what the pass completes, the counters taken): intercept and weights of (trumps, trump
#: aces, trump tens, side aces, side tens, short side suits), see :func:`features`. Fitted by
#: ``scripts/pinochle_calibrate.py --deals 3000 --seed 1`` (residual sd 103 points).
TRICK_MODEL = (108.0, 26.7, 23.2, 8.3, 27.9, 5.5, -2.1)


def features(hand: Sequence[int], trump: int) -> tuple[int, int, int, int, int, int]:
    """Trick-taking features of a hand for ``trump``: trumps, trump A, trump 10, side A, side 10,
    side suits with at most one card."""
    counts = counts_of(hand)
    t = trump * 6
    trumps = sum(counts[t : t + 6])
    side_aces = sum(counts[s * 6 + ACE] for s in range(4) if s != trump)
    side_tens = sum(counts[s * 6 + TEN] for s in range(4) if s != trump)
    short = sum(1 for s in range(4) if s != trump and sum(counts[s * 6 : s * 6 + 6]) <= 1)
    return trumps, counts[t + ACE], counts[t + TEN], side_aces, side_tens, short


def estimate(hand: Sequence[int], trump: int) -> float:
    """Meld + counters this hand's team can expect on average as bid winner with ``trump``."""
    meld = meld_total(counts_of(hand), trump)
    weights = TRICK_MODEL
    return (
        meld
        + weights[0]
        + sum(w * x for w, x in zip(weights[1:], features(hand, trump), strict=True))
    )


def best_trump(hand: Sequence[int]) -> tuple[int, float]:
    """The trump with the best :func:`estimate`, and that estimate."""
    best = max(range(4), key=lambda t: (estimate(hand, t), -t))
    return best, estimate(hand, best)


def trump_length(hand: Sequence[int], trump: int) -> int:
    """How many trumps a hand holds."""
    return sum(1 for c in hand if c // 6 == trump)
