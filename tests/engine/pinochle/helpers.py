"""Scripted deals for the pinochle engine tests."""

from __future__ import annotations

import random
from collections import Counter

from yenta_desktop.engine.pinochle import (
    DECK,
    PASS,
    Bid,
    GameState,
    NameTrump,
    PassCards,
    Phase,
    Rules,
    new_game,
)


def deal_of(partial: dict[int, list[str]], seed: int = 0) -> list[list[str]]:
    """Four hands: the given seats' cards (up to 12), the rest of the deck shuffled into the rest."""
    rest = Counter(DECK)
    for cards in partial.values():
        rest.subtract(cards)
    assert all(n >= 0 for n in rest.values()), "a card appears more than twice"
    pool = sorted(rest.elements())
    random.Random(seed).shuffle(pool)
    hands = []
    for seat in range(4):
        hand = list(partial.get(seat, []))
        need = 12 - len(hand)
        hand += pool[:need]
        del pool[:need]
        hands.append(hand)
    return hands


def dealt_game(
    partial: dict[int, list[str]] | None = None,
    *,
    dealer: int = 0,
    rules: Rules | None = None,
    seed: int = 0,
) -> GameState:
    """A game whose first deal is ``partial`` (filled up), dealt by ``dealer``."""
    state = new_game(4, rules, seed=seed, dealer=dealer)
    state.apply_chance(deal_of(partial or {}, seed))
    return state


def auction_to(state: GameState, bidder: int, amount: int | None = None) -> None:
    """``bidder`` opens at ``amount`` (default the minimum); everyone else passes."""
    amount = amount or state.rules.min_bid
    while state.phase is Phase.AUCTION:
        if state.current_seat == bidder and state.high_bidder != bidder:
            state.apply(Bid(amount))
        else:
            state.apply(PASS)


def to_tricks(
    state: GameState,
    bidder: int,
    trump: str,
    amount: int | None = None,
    to_bidder: list[str] | None = None,
    back: list[str] | None = None,
) -> None:
    """Auction, trump and passes (the first cards of each hand unless given), up to the tricks."""
    auction_to(state, bidder, amount)
    state.apply(NameTrump(trump))
    n = state.rules.pass_cards
    if n:
        partner = (bidder + 2) % 4
        state.apply(PassCards(tuple(to_bidder or state.hands[partner][:n])))
        state.apply(PassCards(tuple(back or state.hands[bidder][:n])))
