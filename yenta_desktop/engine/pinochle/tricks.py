"""Trick rules (rule 5): follow suit, else trump, and always win the trick if a legal card can.

``trick`` below is the cards already played to the current trick, in play
order (the first was led). Of two identical cards the one played first wins,
so a card beats the winning card only if it is strictly higher.
"""

from __future__ import annotations

from collections.abc import Sequence

from yenta_desktop.engine.pinochle.cards import (
    RANK_POWER,
    SUIT_NAMES,
    card_points,
    sort_cards,
)

#: Reason codes of an illegal card (``card_problem``); the UI translates "pinochle.why.<code>".
NOT_IN_HAND = "not_in_hand"
MUST_FOLLOW_SUIT = "must_follow_suit"
MUST_TRUMP = "must_trump"
MUST_BEAT = "must_beat"


def beats(card: str, best: str, trump: str) -> bool:
    """Whether ``card`` played later takes the trick from the winning card ``best``."""
    if card[1] == best[1]:
        return RANK_POWER[card[0]] > RANK_POWER[best[0]]
    return card[1] == trump


def winning_index(trick: Sequence[str], trump: str) -> int:
    """The position (in play order) of the card now winning ``trick`` (non-empty)."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trump):
            best = i
    return best


def trick_points(trick: Sequence[str], last: bool = False) -> int:
    """Counter points in ``trick``, plus 10 for the last trick of the deal."""
    return sum(card_points(card) for card in trick) + (10 if last else 0)


def legal_cards(hand: Sequence[str], trick: Sequence[str], trump: str) -> list[str]:
    """The distinct cards of ``hand`` that may be played to ``trick`` now, in display order."""
    distinct = sort_cards(set(hand), trump)
    if not trick:
        return distinct
    led = trick[0][1]
    best = trick[winning_index(trick, trump)]
    follow = [card for card in distinct if card[1] == led]
    if follow:
        winners = [card for card in follow if beats(card, best, trump)]
        return winners or follow
    trumps = [card for card in distinct if card[1] == trump]
    if trumps:
        winners = [card for card in trumps if beats(card, best, trump)]
        return winners or trumps
    return distinct


def card_problem(
    hand: Sequence[str], trick: Sequence[str], trump: str, card: str
) -> tuple[str, str] | None:
    """Why ``card`` may not be played now, as (reason code, message); None if it may.

    Reason codes: "not_in_hand", "must_follow_suit", "must_trump", "must_beat".
    """
    if card not in hand:
        return NOT_IN_HAND, f"{card!r} is not in your hand"
    if not trick or card in legal_cards(hand, trick, trump):
        return None
    led = trick[0][1]
    has_led = any(c[1] == led for c in hand)
    if has_led and card[1] != led:
        return MUST_FOLLOW_SUIT, f"you must follow suit: play one of your {SUIT_NAMES[led]}"
    has_trump = any(c[1] == trump for c in hand)
    if not has_led and has_trump and card[1] != trump:
        return (
            MUST_TRUMP,
            f"you have no {SUIT_NAMES[led]}: you must play a trump ({SUIT_NAMES[trump]})",
        )
    what = SUIT_NAMES[card[1]] if card[1] == led else f"trump ({SUIT_NAMES[trump]})"
    return MUST_BEAT, f"you must win the trick if you can: play a higher card of {what}"
