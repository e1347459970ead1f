"""What one seat knows about the others' cards, and re-drawing the rest consistently.

A seat knows its own hand, every card played, every meld shown (the cards of
a meld were in that hand after the pass), the cards it passed or received
(cards given to the bid winner and not passed back stay with it; cards
passed back stay with the partner), and what play reveals: a seat that did
not follow suit has none of that suit, one that neither followed nor trumped
has no trump, and one that followed (or trumped) without winning when the
rules made it win if it could holds no card of that suit above the winning
one. The meld shown is also exactly the best meld of that hand, which rules
out hands that would have melded more.

:func:`knowledge` gathers those facts from an :class:`Observation` (so the
AI uses the same facts as the engine); :func:`sample_hands` draws hands that
respect them; :func:`resample_hidden` (the protocol's hook) builds a whole
state around such a draw, re-drawing the secret passes of the other team.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from yenta_desktop.engine.pinochle.cards import CARDS, DECK, RANK_POWER, RANKS, sort_cards
from yenta_desktop.engine.pinochle.melds import Meld, find_melds, meld_cards
from yenta_desktop.engine.pinochle.rules import partner_of
from yenta_desktop.engine.pinochle.state import (
    PASS_BACK,
    GameState,
    Observation,
    Phase,
)
from yenta_desktop.engine.pinochle.tricks import beats, winning_index

#: Draws of one seat's hand before drawing again from the start, and rounds of that.
SEAT_TRIES = 20
#: Draws tried when the meld facts cannot be met (hands then respect only the sure facts).
MAX_TRIES = 200


@dataclass
class Knowledge:
    """What ``seat`` knows about the cards of the deal in progress.

    Per seat (index 0..3; this seat's own entries hold its real hand): ``known``
    cards surely in that hand now, ``forbidden`` card codes it surely does not
    hold, ``size`` of the hand, ``played`` cards this deal, and the ``melds``
    it showed (None before the melds). ``pool`` is every card whose place is
    unknown to this seat.
    """

    seat: int
    trump: str | None
    hand: list[str]
    known: list[Counter[str]]
    forbidden: list[set[str]]
    size: list[int]
    played: list[list[str]]
    melds: list[tuple[Meld, ...]] | None
    pool: list[str]


def _higher(card: str) -> set[str]:
    """The cards of ``card``'s suit that beat it."""
    power = RANK_POWER[card[0]]
    return {rank + card[1] for rank in RANKS if RANK_POWER[rank] > power}


def _suit(suit: str) -> set[str]:
    return {rank + suit for rank in RANKS}


def play_facts(
    tricks: Sequence[tuple[int, Sequence[str]]], trump: str
) -> tuple[list[set[str]], list[list[str]]]:
    """Per seat: the cards play proves it lacks, and the cards it played.

    ``tricks`` is (leader, cards in play order) for each trick of the deal so
    far, the unfinished one last.
    """
    forbidden: list[set[str]] = [set() for _ in range(4)]
    played: list[list[str]] = [[] for _ in range(4)]
    for leader, cards in tricks:
        for i, card in enumerate(cards):
            seat = (leader + i) % 4
            played[seat].append(card)
            if i == 0:
                continue
            led = cards[0][1]
            best = cards[winning_index(cards[:i], trump)]
            wins = beats(card, best, trump)
            if card[1] == led:
                # Followed suit: it had to win if a card of the suit could.
                if not wins and (best[1] == led):
                    forbidden[seat] |= _higher(best)
                continue
            forbidden[seat] |= _suit(led)
            if card[1] == trump:
                if not wins:
                    forbidden[seat] |= _higher(best)
            else:
                forbidden[seat] |= _suit(trump)
    return forbidden, played


def knowledge(obs: Observation) -> Knowledge:
    """The facts ``obs.seat`` has about every hand of the deal in progress."""
    seat = obs.seat
    trump = obs.trump
    known: list[Counter[str]] = [Counter() for _ in range(4)]
    forbidden: list[set[str]] = [set() for _ in range(4)]
    played: list[list[str]] = [[] for _ in range(4)]
    if trump is not None and (obs.tricks or obs.trick):
        history = [(t.leader, t.cards) for t in obs.tricks]
        if obs.trick:
            assert obs.trick_leader is not None
            history.append((obs.trick_leader, obs.trick))
        forbidden, played = play_facts(history, trump)
    # Lower bounds on the hands after the pass: melds shown, cards passed.
    after_pass: list[Counter[str]] = [Counter() for _ in range(4)]
    if obs.melds is not None:
        for other, melds in enumerate(obs.melds):
            after_pass[other] = meld_cards(melds)
    if obs.bidder is not None and obs.cards_given is not None:
        to = partner_of(seat)
        given = Counter(obs.cards_given)
        if seat == obs.bidder:
            # What I passed back stays with my partner (it passes nothing after).
            from_pass = given
        else:
            # What I gave the bid winner stays there unless it came back.
            from_pass = given - Counter(obs.cards_received or ())
        after_pass[to] = after_pass[to] | from_pass
    for other in range(4):
        if other != seat:
            known[other] = after_pass[other] - Counter(played[other])
    known[seat] = Counter(obs.hand)
    unknown = Counter(DECK)
    unknown.subtract(obs.hand)
    for other in range(4):
        unknown.subtract(played[other])
        if other != seat:
            unknown.subtract(known[other])
    pool = [card for card in CARDS for _ in range(max(0, unknown[card]))]
    return Knowledge(
        seat,
        trump,
        list(obs.hand),
        known,
        forbidden,
        list(obs.hand_sizes),
        played,
        None if obs.melds is None else list(obs.melds),
        pool,
    )


def _fill(know: Knowledge, rng: random.Random, strict: bool) -> list[list[str]] | None:
    """One random placement of the pool ignoring the meld facts (None at a dead end)."""
    others = [s for s in range(4) if s != know.seat]
    hands = {s: list(know.known[s].elements()) for s in others}
    room = {s: know.size[s] - len(hands[s]) for s in others}
    cards = list(know.pool)
    rng.shuffle(cards)
    eligible = {
        card: [s for s in others if not strict or card not in know.forbidden[s]]
        for card in set(cards)
    }
    # The most constrained cards first, so that the flexible ones fill what is left.
    cards.sort(key=lambda card: len(eligible[card]))
    for card in cards:
        seats = [s for s in eligible[card] if room[s] > 0]
        if not seats:
            return None
        total = sum(room[s] for s in seats)
        pick = rng.random() * total
        for s in seats:
            pick -= room[s]
            if pick < 0:
                break
        hands[s].append(card)
        room[s] -= 1
    return [list(know.hand) if s == know.seat else hands[s] for s in range(4)]


def _seat_melds_agree(know: Knowledge, seat: int, hand: Sequence[str]) -> bool:
    if know.melds is None or know.trump is None:
        return True
    after_pass = list(hand) + know.played[seat]
    return tuple(find_melds(after_pass, know.trump)) == know.melds[seat]


def _draw_seat(
    know: Knowledge, seat: int, pool: list[str], later: Sequence[int], rng: random.Random
) -> list[str] | None:
    """Cards for ``seat`` from ``pool``: the cards no later seat may hold, then a random rest."""
    need = know.size[seat] - sum(know.known[seat].values())
    forbidden = know.forbidden[seat]
    must = [c for c in pool if all(c in know.forbidden[s] for s in later)]
    if len(must) > need or any(c in forbidden for c in must):
        return None
    free = [c for c in pool if c not in forbidden]
    for c in must:
        free.remove(c)
    if len(free) < need - len(must):
        return None
    return must + rng.sample(free, need - len(must))


def _sequential(know: Knowledge, rng: random.Random, tries: int) -> list[list[str]] | None:
    """Seat by seat: draw a hand that shows the right melds, the last seat takes the rest."""
    others = [s for s in range(4) if s != know.seat]
    # The seat that may hold the fewest of the pool goes first; the freest takes the rest.
    others.sort(key=lambda s: -sum(1 for c in know.pool if c in know.forbidden[s]))
    first, second, last = others
    for _ in range(tries):
        drawn_first = None
        for _ in range(tries):
            drawn_first = _draw_seat(know, first, know.pool, (second, last), rng)
            if drawn_first is not None and _seat_melds_agree(
                know, first, drawn_first + list(know.known[first].elements())
            ):
                break
            drawn_first = None
        if drawn_first is None:
            return None
        rest = Counter(know.pool)
        rest.subtract(drawn_first)
        pool = list(rest.elements())
        for _ in range(tries):
            drawn_second = _draw_seat(know, second, pool, (last,), rng)
            if drawn_second is None:
                continue
            hand_second = drawn_second + list(know.known[second].elements())
            if not _seat_melds_agree(know, second, hand_second):
                continue
            left = Counter(pool)
            left.subtract(drawn_second)
            drawn_last = list(left.elements())
            if any(c in know.forbidden[last] for c in drawn_last):
                continue
            hand_last = drawn_last + list(know.known[last].elements())
            if not _seat_melds_agree(know, last, hand_last):
                continue
            hands: list[list[str]] = [[] for _ in range(4)]
            hands[know.seat] = list(know.hand)
            hands[first] = drawn_first + list(know.known[first].elements())
            hands[second] = hand_second
            hands[last] = hand_last
            return hands
    return None


def melds_agree(know: Knowledge, hands: Sequence[Sequence[str]]) -> bool:
    """Whether every other seat's drawn hand shows exactly the melds it showed."""
    if know.melds is None or know.trump is None:
        return True
    for s in range(4):
        if s == know.seat:
            continue
        after_pass = list(hands[s]) + know.played[s]
        if tuple(find_melds(after_pass, know.trump)) != know.melds[s]:
            return False
    return True


def sample_hands(
    know: Knowledge, rng: random.Random, tries: int = SEAT_TRIES
) -> tuple[list[list[str]], bool]:
    """Hands for all four seats consistent with ``know``, and whether the meld facts hold too.

    The seat's own hand is its real one. Hands are drawn seat by seat, each
    redrawn (up to ``tries`` times) until it shows the melds that seat showed;
    the last seat takes what is left. If that fails, the hands respect the
    sure facts (known cards, voids, "could not beat") but perhaps not every
    meld fact; only a corrupt observation breaks the sure facts.
    """
    hands = _sequential(know, rng, tries)
    if hands is not None:
        return hands, True
    for strict in (True, False):
        for _ in range(MAX_TRIES):
            filled = _fill(know, rng, strict)
            if filled is not None:
                return filled, melds_agree(know, filled)
    raise ValueError("the cards of this deal cannot be placed")  # pragma: no cover


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` in which what ``seat`` cannot know is re-drawn consistently.

    The other seats' hands of the deal in progress are drawn with
    :func:`sample_hands`; the hands they were dealt follow from them and the
    passes, which are re-drawn too when ``seat`` did not take part in them.
    Finished deals are kept (they no longer matter to play), and the
    generator that deals the coming deals is re-seeded.
    """
    copy = state.clone()
    copy.rng = random.Random(rng.getrandbits(64))
    if state.phase in (Phase.DEAL, Phase.GAME_OVER):
        return copy
    obs = state.observation(seat)
    hands, _ = sample_hands(knowledge(obs), rng)
    copy.hands = [sort_cards(hand) for hand in hands]
    bidder = state.bidder
    if bidder is None or state.pass_to_bidder is None:
        # Nothing passed (yet, or ever): the hands dealt are the hands now plus the cards played.
        copy.dealt = [
            list(state.dealt[s]) if s == seat else sort_cards(copy.hands[s] + state.played_by(s))
            for s in range(4)
        ]
        return copy
    partner = partner_of(bidder)
    mine = seat in (bidder, partner)
    now = [Counter(hand) for hand in copy.hands]
    after = [now[s] + Counter(state.played_by(s)) for s in range(4)]
    to_bidder = Counter(state.pass_to_bidder)
    back = Counter(state.pass_back or ())
    if not mine:
        # The other team never saw the passes: draw new ones that fit the hands.
        count = len(state.pass_to_bidder)
        to_bidder = Counter(rng.sample(list(after[bidder].elements()), count))
        copy.pass_to_bidder = tuple(sort_cards(to_bidder.elements()))
        if state.phase is not PASS_BACK:
            back = Counter(rng.sample(list(after[partner].elements()), count))
            copy.pass_back = tuple(sort_cards(back.elements()))
    dealt = [after[s] for s in range(4)]
    dealt[bidder] = after[bidder] + back - to_bidder
    dealt[partner] = after[partner] + to_bidder - back
    copy.dealt = [
        list(state.dealt[s]) if s == seat else sort_cards(dealt[s].elements()) for s in range(4)
    ]
    return copy
