"""Pinochle's review after the game: each player's bids, passes and tricks in plain words.

The analysis is :func:`yenta_desktop.ai.pinochle.review.review_game` (on the
review screen's background thread); this module says it in the current
language. Opened from the end screen (Review) and from Past games (the
replay's Review button): the shell reads :func:`review_scene`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yenta_desktop.ai.pinochle.review import GameReview, PlayerReview, review_game
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.games.pinochle.hints import percent
from yenta_desktop.ui.games.pinochle.words import card_text, signed
from yenta_desktop.ui.shell.review import (
    ReviewItem,
    ReviewPage,
    ReviewScene,
    reviewed_seats,
    seat_names,
)


def cards_text(cards: tuple[str, ...]) -> str:
    """ "the ace of spades, the ten of hearts" in the current language."""
    return ", ".join(card_text(c) for c in cards)


def player_page(review: PlayerReview, names: list[str]) -> ReviewPage:
    """One player's page: where the points went, then every bid, pass and card flagged."""
    name = names[review.seat]
    keyed: list[tuple[tuple[int, int], ReviewItem, str]] = []
    for bid in review.bids:
        head = tr(
            "pinochle.review.bid",
            deal=bid.deal,
            bid=bid.bid,
            chance=percent(bid.chance),
            could=bid.could_make,
        )
        details: list[str] = []
        if bid.won and bid.made is not None:
            key = "pinochle.review.bid_made" if bid.made else "pinochle.review.bid_set"
            details.append(tr(key, bid=bid.bid, points=signed(bid.points or 0)))
        if bid.stake > 0:
            details.append(tr("pinochle.review.bid_stake", stake=round(bid.stake)))
        flagged = bid.stake > 0 or (bid.won and bid.made is False)
        short = tr("pinochle.review.short_bid", deal=bid.deal, bid=bid.bid)
        keyed.append(((bid.deal, 0), ReviewItem(head, tuple(details), bid.stake, flagged), short))
    for gave_up in review.auction_passes:
        if not gave_up.flagged:
            continue
        key = "pinochle.review.passed_at" if gave_up.high_bid else "pinochle.review.passed_open"
        head = tr(
            key,
            deal=gave_up.deal,
            high=gave_up.high_bid or 0,
            bid=gave_up.next_bid,
            chance=percent(gave_up.chance),
            could=gave_up.could_make,
        )
        short = tr("pinochle.review.short_passed", deal=gave_up.deal)
        keyed.append(((gave_up.deal, 0), ReviewItem(head, (), 0.0, True), short))
    for check in review.passes:
        same = sorted(check.passed) == sorted(check.suggested)
        key = "pinochle.review.pass_to" if check.to_bidder else "pinochle.review.pass_back"
        head = tr(key, deal=check.deal, cards=cards_text(check.passed))
        if same:
            details = [tr("pinochle.review.pass_same", meld=check.meld)]
        else:
            details = [
                tr(
                    "pinochle.review.pass_other",
                    cards=cards_text(check.suggested),
                    meld=check.meld,
                    other=check.suggested_meld,
                )
            ]
        short = tr("pinochle.review.short_pass", deal=check.deal)
        item = ReviewItem(head, tuple(details), check.stake, check.stake > 0)
        keyed.append(((check.deal, 1), item, short))
    for card in review.cards:
        head = tr(
            "pinochle.review.card",
            deal=card.deal,
            trick=card.trick,
            played=card_text(card.played),
            hard=card_text(card.hard),
            stake=round(card.stake),
        )
        short = tr("pinochle.review.short_card", deal=card.deal, trick=card.trick)
        keyed.append(((card.deal, 2 + card.trick), ReviewItem(head, (), card.stake, True), short))
    keyed.sort(key=lambda entry: entry[0])
    items = [item for _, item, _ in keyed]
    costly = sorted((e for e in keyed if e[1].stake > 0), key=lambda e: -e[1].stake)[:3]
    summary = [
        tr_count(
            "pinochle.review.summary",
            len(review.bids),
            name=name,
            stake=round(review.total_stake),
        ),
        tr(
            "pinochle.review.summary_cards",
            checked=review.cards_checked,
            other=len(review.cards),
            stake=round(sum(c.stake for c in review.cards)),
        ),
    ]
    if costly:
        parts = ", ".join(f"{short} ({round(item.stake)})" for _, item, short in costly)
        summary.append(tr("pinochle.review.costliest", items=parts))
    if review.points_lost_to_sets:
        summary.append(tr("pinochle.review.summary_sets", points=review.points_lost_to_sets))
    if not items:
        summary.append(tr("pinochle.review.nothing", name=name))
    return ReviewPage(tr("pinochle.review.heading", name=name), tuple(summary), tuple(items))


def pages_of(review: GameReview, names: list[str]) -> list[ReviewPage]:
    """A page per reviewed seat, in seat order."""
    return [player_page(review.players[s], names) for s in sorted(review.players)]


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> ReviewScene:
    """The review screen of a finished game ``record`` (the hook the shell reads)."""
    seats = reviewed_seats(record)
    names = seat_names(record, 4)
    return ReviewScene(
        app,
        record,
        lambda rec: review_game(rec, seats),
        lambda analysis: pages_of(analysis, names),
        on_done,
        name="pinochle",
    )
