"""Medium's card play: single-card rules a good club player uses, on integer cards.

The same function plays the Medium bot's cards and every seat of Hard's
rollouts, so it is written for speed (plain lists, no objects). What a seat
knows is passed in as:

* ``own``: counts per card id of its hand; ``played``: counts of cards played
  this deal. A copy that is in neither is *unseen*: in another hand.
* ``blocked[o][c]``: seat ``o`` surely does not hold card ``c`` (voids and
  "could not beat" shown in play, cards known to be elsewhere).

Leading: a master card of a side suit no opponent can trump; the bidding team
pulls trump with the top trump; a low card of a suit the partner can trump;
else a low card that gives nothing away. Following (the rules often leave one
card): win as cheaply as is safe, play counters onto a trick the partner will
win, and throw the least useful card on a trick that is lost. Trump aces are
kept for when they are needed.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.ai.pinochle.cardmath import POINTS, legal, winner_index


def _unseen(own: Sequence[int], played: Sequence[int], c: int) -> int:
    return 2 - own[c] - played[c]


def may_hold(
    o: int, c: int, own: Sequence[int], played: Sequence[int], blocked: Sequence[Sequence[bool]]
) -> bool:
    """Whether seat ``o`` might hold card ``c`` as far as the deciding seat knows."""
    return 2 - own[c] - played[c] > 0 and not blocked[o][c]


def _may_hold_suit(
    o: int,
    suit: int,
    own: Sequence[int],
    played: Sequence[int],
    blocked: Sequence[Sequence[bool]],
    above: int = -1,
) -> bool:
    """Whether ``o`` might hold a card of ``suit`` (with an id above ``above``)."""
    row = blocked[o]
    start = suit * 6
    for c in range(max(start, above + 1), start + 6):
        if 2 - own[c] - played[c] > 0 and not row[c]:
            return True
    return False


def may_beat(
    o: int,
    best: int,
    led: int,
    trump: int,
    own: Sequence[int],
    played: Sequence[int],
    blocked: Sequence[Sequence[bool]],
) -> bool:
    """Whether seat ``o``, still to play, might take the trick from ``best`` (led suit ``led``).

    A seat that might still hold the led suit is assumed to follow it (it
    must), so it trumps only when known to be void.
    """
    best_suit = best // 6
    if best_suit == led:
        if _may_hold_suit(o, led, own, played, blocked, best):
            return True
        if led != trump and not _may_hold_suit(o, led, own, played, blocked):
            return _may_hold_suit(o, trump, own, played, blocked)
        return False
    # A trump is winning a side-suit trick: only a higher trump from a seat void in the suit.
    if _may_hold_suit(o, led, own, played, blocked):
        return False
    return _may_hold_suit(o, trump, own, played, blocked, best)


def is_master(c: int, own: Sequence[int], played: Sequence[int]) -> bool:
    """Whether no unseen card of ``c``'s suit is higher (an equal copy loses to the first played)."""
    for higher in range(c + 1, (c // 6) * 6 + 6):
        if 2 - own[higher] - played[higher] > 0:
            return False
    return True


def keep_value(c: int, trump: int, own: Sequence[int], played: Sequence[int]) -> int:
    """How much a card is worth keeping for later tricks (trumps most, then masters)."""
    rank = c % 6
    if c // 6 == trump:
        return 50 + rank
    if is_master(c, own, played):
        return 30 + rank
    return rank


def choose_card(
    hand: Sequence[int],
    own: Sequence[int],
    played: Sequence[int],
    trick: Sequence[int],
    leader: int,
    seat: int,
    trump: int,
    bidder: int,
    blocked: Sequence[Sequence[bool]],
) -> int:
    """Medium's card for ``seat`` (its ``hand``) on ``trick`` led by ``leader``."""
    options = legal(hand, trick, trump)
    if len(options) == 1:
        return options[0]
    if not trick:
        return _lead(options, own, played, seat, trump, bidder, blocked)
    return _follow(options, own, played, trick, leader, seat, trump, blocked)


def _lead(
    options: list[int],
    own: Sequence[int],
    played: Sequence[int],
    seat: int,
    trump: int,
    bidder: int,
    blocked: Sequence[Sequence[bool]],
) -> int:
    opponents = ((seat + 1) % 4, (seat + 3) % 4)
    partner = (seat + 2) % 4
    # The top card of each suit held.
    top: dict[int, int] = {}
    for c in options:  # highest id first
        top.setdefault(c // 6, c)
    trumps_out = any(_unseen(own, played, c) > 0 for c in range(trump * 6, trump * 6 + 6))

    def trumped(suit: int) -> bool:
        return trumps_out and any(
            not _may_hold_suit(o, suit, own, played, blocked)
            and _may_hold_suit(o, trump, own, played, blocked)
            for o in opponents
        )

    # 1. A master card of a side suit that no opponent can trump.
    best_master = -1
    best_key = (-1, -1)
    for suit, c in top.items():
        if suit == trump or not is_master(c, own, played) or trumped(suit):
            continue
        out = sum(_unseen(own, played, x) for x in range(suit * 6, suit * 6 + 6))
        key = (out, c % 6)
        if key > best_key:
            best_key, best_master = key, c
    if best_master >= 0:
        return best_master
    # 2. The bidding team pulls trump with its top trump while opponents may hold trumps.
    if seat % 2 == bidder % 2 and trump in top and trumps_out:
        c = top[trump]
        if is_master(c, own, played) and any(
            _may_hold_suit(o, trump, own, played, blocked) for o in opponents
        ):
            return c
    # 3. A low card of a suit the partner can trump and the opponents must follow.
    for c in reversed(options):
        suit = c // 6
        if suit == trump or POINTS[c]:
            continue
        if (
            not _may_hold_suit(partner, suit, own, played, blocked)
            and _may_hold_suit(partner, trump, own, played, blocked)
            and not trumped(suit)
        ):
            return c
    # 4. Something cheap: a low side card no opponent trumps, else the least useful card.
    cheap = [c for c in options if c // 6 != trump and not POINTS[c] and not trumped(c // 6)]
    if cheap:
        return min(cheap, key=lambda c: (c % 6, -_suit_length(options, c // 6)))
    return min(options, key=lambda c: (POINTS[c], keep_value(c, trump, own, played)))


def _suit_length(options: Sequence[int], suit: int) -> int:
    return sum(1 for c in options if c // 6 == suit)


def _follow(
    options: list[int],
    own: Sequence[int],
    played: Sequence[int],
    trick: Sequence[int],
    leader: int,
    seat: int,
    trump: int,
    blocked: Sequence[Sequence[bool]],
) -> int:
    led = trick[0] // 6
    best_index = winner_index(trick, trump)
    best = trick[best_index]
    best_seat = (leader + best_index) % 4
    after = [(seat + k) % 4 for k in range(1, 4 - len(trick))]
    opponents_after = [o for o in after if o % 2 != seat % 2]
    # The rules make every option win, or none (a card must win the trick if one can).
    best_suit = best // 6
    first = options[0]
    wins = (first // 6 == best_suit and first > best) or (
        first // 6 == trump and best_suit != trump
    )
    if wins:
        safe = [
            c
            for c in options
            if not any(may_beat(o, c, led, trump, own, played, blocked) for o in opponents_after)
        ]
        if not opponents_after:
            # The trick is ours: add a counter if one wins (a side king before a ten before
            # an ace), otherwise the cheapest winner; trump aces stay home.
            counters = [c for c in options if POINTS[c] and c // 6 != trump]
            if counters:
                return min(counters, key=lambda c: keep_value(c, trump, own, played))
            return min(options, key=lambda c: (c // 6 == trump, keep_value(c, trump, own, played)))
        if safe:
            # A side counter that surely wins is worth playing; a trump only as low as it can be.
            return min(
                safe,
                key=lambda c: (
                    keep_value(c, trump, own, played) - (POINTS[c] if c // 6 != trump else 0)
                ),
            )
        # Nothing holds for sure: give as little as possible to whoever takes it.
        return min(options, key=lambda c: (POINTS[c], keep_value(c, trump, own, played)))
    partner_wins = best_seat % 2 == seat % 2 and not any(
        may_beat(o, best, led, trump, own, played, blocked) for o in opponents_after
    )
    if partner_wins:
        counters = [c for c in options if POINTS[c]]
        if counters:
            return min(counters, key=lambda c: (c // 6 == trump, keep_value(c, trump, own, played)))
        return min(options, key=lambda c: keep_value(c, trump, own, played))
    return min(options, key=lambda c: (POINTS[c], keep_value(c, trump, own, played)))
