"""What a seat knows, from its observation, in the integer form the policy and search use.

Medium "tracks every card seen": the engine's :func:`knowledge` gathers the
facts (cards played, melds shown, cards passed, voids and "could not beat"
shown in play); this module turns them into counts and the ``blocked`` table
of :mod:`.policy`: seat ``o`` surely lacks card ``c`` when play proved it, or
when every unseen copy of ``c`` is known to sit in another hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from yenta_desktop.ai.pinochle.cardmath import CODE, ID, SUIT_ID, counts_of, ids
from yenta_desktop.engine.pinochle import Knowledge, Observation, knowledge


@dataclass
class View:
    """One seat's knowledge of the deal in progress, as ids and counts."""

    seat: int
    trump: int
    bidder: int
    hand: list[int]
    own: list[int]
    played: list[int]
    blocked: list[list[bool]]
    trick: list[int]
    leader: int
    knowledge: Knowledge


def view_of(obs: Observation) -> View:
    """The integer view of ``obs`` (during the tricks: trump, bidder and leader are set)."""
    assert obs.trump is not None and obs.bidder is not None
    know = knowledge(obs)
    hand = ids(obs.hand)
    own = counts_of(hand)
    played = counts_of(ids(obs.played_cards()))
    blocked = [[False] * 24 for _ in range(4)]
    for other in range(4):
        if other == obs.seat:
            continue
        row = blocked[other]
        for code in know.forbidden[other]:
            row[ID[code]] = True
    # Copies known to be in one hand are not in the others.
    for c in range(24):
        unseen = 2 - own[c] - played[c]
        if unseen <= 0:
            continue
        for other in range(4):
            if other == obs.seat:
                continue
            elsewhere = sum(know.known[o][CODE[c]] for o in range(4) if o not in (other, obs.seat))
            if elsewhere >= unseen:
                blocked[other][c] = True
    leader = obs.trick_leader if obs.trick_leader is not None else obs.bidder
    return View(
        obs.seat,
        SUIT_ID[obs.trump],
        obs.bidder,
        hand,
        own,
        played,
        blocked,
        ids(obs.trick),
        leader,
        know,
    )
