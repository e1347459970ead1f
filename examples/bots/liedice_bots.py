"""Two fixed outside bots for Lie Dice (docs/bots.md): standard library only.

Run them:
    yenta-desktop tournament --game lie-dice --games 20 \
        --players examples/bots/liedice_bots.py:AlwaysCallBot,hard
    yenta-desktop tournament --game lie-dice --games 20 \
        --players examples/bots/liedice_bots.py:NeverCallBot,hard

Each receives the observation as a plain dict and returns one of the dicts in
``observation["legal"]`` (bids there are listed lowest first).

``AlwaysCallBot`` calls "Liar!" on every bid unless it is certain it is true.
Certain means: every box it could hold is at least the bid. It knows the box
exactly when it saw it and nobody re-rolled since; after one re-roll of k dice
it checks every hold of 5 - k of the dice it saw against every roll of the
others; any bid at or below "one ace, a queen, a jack, a ten and a nine" (the
lowest five dice there are) is always true.

``NeverCallBot`` never calls (unless nothing beats the bid).

Both, as opener and when they accept, look, re-roll their singles when the box
does not beat the bid, name the whole box when that is a legal raise, and
otherwise bid the smallest raise.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement
from typing import Any

FACES = ("9", "10", "J", "Q", "K", "A")
RANK = {face: rank for rank, face in enumerate(FACES)}
LOWEST_BOX = ["A", "Q", "J", "10", "9"]


def hand_key(dice: list[str]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """The comparable value of 0-5 dice (the rules' order; see docs/rules/lie-dice.md)."""
    counts = Counter(RANK[d] for d in dice)
    groups = sorted(((c, r) for r, c in counts.items()), reverse=True)
    singles = tuple(r for c, r in groups if c == 1)
    if not dice:
        return (0, (), ())
    top, rank = groups[0]
    if top == 5:
        return (8, (rank,), ())
    if top == 4:
        return (7, (rank,), singles)
    if top == 3:
        if len(groups) > 1 and groups[1][0] == 2:
            return (6, (rank, groups[1][1]), ())
        return (4, (rank,), singles)
    if top == 2:
        if len(groups) > 1 and groups[1][0] == 2:
            return (3, (rank, groups[1][1]), singles)
        return (2, (rank,), singles)
    if len(dice) == 5 and singles[0] - singles[-1] == 4:
        return (5, (singles[0],), ())
    return (1, (singles[0],), singles[1:])


def worst_after(seen: list[str], rerolled: int) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """The lowest hand the box can be after someone keeps 5 - k of ``seen`` and rolls k."""
    if rerolled == 0:
        return hand_key(seen)
    worst = None
    for kept in combinations(seen, 5 - rerolled):
        for new in combinations_with_replacement(FACES, rerolled):
            key = hand_key(list(kept) + list(new))
            if worst is None or key < worst:
                worst = key
    assert worst is not None
    return worst


def certain(observation: dict[str, Any]) -> bool:
    """Whether the bid on the table is surely true from what this seat knows."""
    bid = observation["bid"]
    if hand_key(bid) <= hand_key(LOWEST_BOX):
        return True
    this_round = [s for s in observation["seen"] if s["round"] == observation["round"]]
    if not this_round:
        return False
    last = this_round[-1]
    rerolls = [
        a["rerolled"] for a in observation["actions"][last["index"] + 1 :] if a["type"] == "bid"
    ]
    changed = [k for k in rerolls if k]
    if len(changed) > 1:
        return False
    worst = worst_after(last["passed"], changed[0] if changed else 0)
    return worst >= hand_key(bid)


def full_hand(box: list[str]) -> list[str]:
    """The box as a bid naming all five dice."""
    return list(box)


def natural_keep(box: list[str]) -> list[int]:
    """Keep pairs and better (or the highest die); 1-4 positions."""
    counts = Counter(box)
    keep = [p for p, d in enumerate(box) if counts[d] >= 2]
    if len(keep) == 5:
        top = max(counts, key=lambda d: (counts[d], RANK[d]))
        keep = [p for p, d in enumerate(box) if d == top]
    if not keep:
        keep = [max(range(5), key=lambda p: RANK[box[p]])]
    return keep[:4]


def raise_or_truth(observation: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
    """Bid the whole box if that is a legal raise, else the smallest legal raise."""
    box = observation["my_box"]
    bids = [a for a in legal if a["type"] == "bid"]
    want = hand_key(full_hand(box))
    for action in bids:
        if hand_key(action["dice"]) == want:
            return action
    return bids[0]


def truthful_turn(observation: dict[str, Any]) -> dict[str, Any]:
    """Look, re-roll the singles if the box does not beat the bid, then bid (shared by examples)."""
    legal = observation["legal"]
    stage = observation["stage"]
    if {"type": "look"} in legal and stage in ("open", "decide"):
        return {"type": "look"}
    box = observation["my_box"]
    if stage == "open":
        direction = "left"
        want = hand_key(full_hand(box))
        for action in legal:
            if action.get("direction") == direction and hand_key(action["dice"]) == want:
                return action
    bid = observation["bid"]
    if stage == "looked" and bid is not None and hand_key(full_hand(box)) <= hand_key(bid):
        return {"type": "reroll", "keep": natural_keep(box)}
    return raise_or_truth(observation, legal)


class AlwaysCallBot:
    """Calls every bid it cannot be sure of; otherwise plays the truth."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: dict[str, Any]) -> dict[str, Any]:
        """One legal action as a record-style dict."""
        legal = observation["legal"]
        if {"type": "call"} in legal and (len(legal) == 1 or not certain(observation)):
            return {"type": "call"}
        return truthful_turn(observation)


class NeverCallBot:
    """Believes everything; plays the truth when it can and the smallest lie when it cannot."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: dict[str, Any]) -> dict[str, Any]:
        """One legal action as a record-style dict."""
        legal = observation["legal"]
        if legal == [{"type": "call"}]:
            return legal[0]
        return truthful_turn(observation)
