"""Pinochle in words: card, suit and meld names, team names, and every engine event as a
sentence (the move log and the replay say the same)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yenta_desktop.engine.pinochle import (
    TEAMS,
    AuctionWon,
    BidMade,
    BidPassed,
    CardPlayed,
    CardsPassed,
    DealScored,
    DealStarted,
    GameWon,
    MeldShown,
    PlayedOut,
    ThrowInOffered,
    ThrownIn,
    TrickWon,
    TrumpNamed,
    team_of,
)
from yenta_desktop.i18n import tr

RANK_KEYS = {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack", "9": "nine"}
SUIT_KEYS = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}


def suit_name(suit: str) -> str:
    """ "hearts" / "черви"."""
    return tr(f"pinochle.suit.{SUIT_KEYS[suit]}")


def suit_title(suit: str) -> str:
    """ "Hearts" / "Черви" (a button, a heading)."""
    return tr(f"pinochle.suit_title.{SUIT_KEYS[suit]}")


def card_text(card: str) -> str:
    """ "the king of hearts" / "король червей"."""
    return tr(
        "pinochle.card",
        rank=tr(f"pinochle.rank.{RANK_KEYS[card[0]]}"),
        suit=tr(f"pinochle.suit_of.{SUIT_KEYS[card[1]]}"),
    )


def meld_name(name: str) -> str:
    """A meld's name: "Run", "Pinochle", "Aces around"."""
    return tr(f"pinochle.meld.{name}")


def team_name(names: Sequence[str], team: int) -> str:
    """ "Ana & Mia"."""
    first, second = TEAMS[team]
    return tr("pinochle.team", first=names[first], second=names[second])


def meld_list(melds: Sequence[tuple[str, Any, int]]) -> str:
    """ "Run 150, Pinochle 40"."""
    return ", ".join(tr("pinochle.meld_points", meld=meld_name(m[0]), points=m[2]) for m in melds)


def describe_event(event: Any, names: Sequence[str], cards: bool = False) -> str:
    """One engine event in a sentence; single card plays only when ``cards`` (the replay)."""
    if isinstance(event, DealStarted):
        return tr(
            "pinochle.log.deal",
            number=event.number,
            dealer=names[event.dealer],
            first=names[event.first_bidder],
        )
    if isinstance(event, BidMade):
        return tr("pinochle.log.bid", name=names[event.seat], amount=event.amount)
    if isinstance(event, BidPassed):
        return tr("pinochle.log.pass", name=names[event.seat])
    if isinstance(event, AuctionWon):
        key = "pinochle.log.stuck" if event.stuck else "pinochle.log.won"
        return tr(key, name=names[event.seat], bid=event.bid)
    if isinstance(event, TrumpNamed):
        return tr("pinochle.log.trump", name=names[event.seat], suit=suit_name(event.suit))
    if isinstance(event, CardsPassed):
        return tr(
            "pinochle.log.passed",
            name=names[event.from_seat],
            partner=names[event.to_seat],
            count=event.count,
        )
    if isinstance(event, MeldShown):
        if not event.melds:
            return tr("pinochle.log.meld_none", name=names[event.seat])
        return tr(
            "pinochle.log.meld",
            name=names[event.seat],
            total=event.total,
            melds=meld_list(event.melds),
        )
    if isinstance(event, ThrowInOffered):
        return tr(
            "pinochle.log.throw_in_offered",
            name=names[event.seat],
            bid=event.bid,
            meld=event.team_meld,
        )
    if isinstance(event, ThrownIn):
        return tr("pinochle.log.thrown_in", name=names[event.seat], bid=event.bid)
    if isinstance(event, PlayedOut):
        return tr("pinochle.log.played_out", name=names[event.seat])
    if isinstance(event, CardPlayed):
        if not cards:
            return ""
        return tr("pinochle.log.card", name=names[event.seat], card=card_text(event.card))
    if isinstance(event, TrickWon):
        winning = event.cards[(event.seat - event.leader) % 4]
        key = "pinochle.log.trick_last" if event.last else "pinochle.log.trick"
        return tr(
            key,
            number=event.trick_number,
            name=names[event.seat],
            card=card_text(winning),
            points=event.points,
        )
    if isinstance(event, DealScored):
        bidding = team_of(event.bidder)
        if event.thrown_in:
            key = "pinochle.log.scored_thrown_in"
        elif event.made:
            key = "pinochle.log.scored_made"
        else:
            key = "pinochle.log.scored_set"
        return tr(
            key,
            number=event.number,
            team=team_name(names, bidding),
            bid=event.bid,
            first=team_name(names, 0),
            second=team_name(names, 1),
            a=signed(event.points[0]),
            b=signed(event.points[1]),
            score_a=event.scores[0],
            score_b=event.scores[1],
        )
    if isinstance(event, GameWon):
        return tr(
            "pinochle.log.game_won",
            team=team_name(names, event.team),
            a=event.scores[0],
            b=event.scores[1],
        )
    return ""


def signed(points: int) -> str:
    """+40, −250 (a true minus sign), 0."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"\u2212{-points}"
    return "0"
