"""Yenta's review after the game: each player's bids against the coach's estimate, the asks
that gave something away, and where the points went, in plain words.

The analysis is :func:`yenta_desktop.ai.yenta.review.review_game` (on the review screen's
background thread); this module says it in the current language. Opened from the end
screen (Review) and from Past games (the replay's Review button): the shell reads
:func:`review_scene`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yenta_desktop.ai.yenta.review import ASK_STAKE, AskCheck, GameReview, PlayerReview, review_game
from yenta_desktop.i18n import number, tr, tr_count
from yenta_desktop.ui.shell.review import (
    ReviewItem,
    ReviewPage,
    ReviewScene,
    reviewed_seats,
    seat_names,
)


def decimal(value: float) -> str:
    """One decimal, with the language's decimal mark (the app's one formatter)."""
    return number(value, 1)


def flagged(ask: AskCheck) -> bool:
    """Whether an ask is worth a word: it gave away points, or showed a die still held."""
    return ask.stake >= ASK_STAKE or ask.exposed


def ask_item(ask: AskCheck, names: list[str]) -> ReviewItem:
    """One ask that gave something away, in words."""
    key = "yenta.review.ask_hit" if ask.hit else "yenta.review.ask_miss"
    head = tr(
        key,
        round=ask.round,
        target=names[ask.target],
        value=ask.value,
        chance=round(ask.chance * 100),
    )
    details: list[str] = []
    if ask.stake >= ASK_STAKE:
        if ask.coach_target is None or ask.coach_value is None:
            details.append(tr("yenta.review.coach_stop", stake=decimal(ask.stake)))
        else:
            details.append(
                tr(
                    "yenta.review.coach_ask",
                    target=names[ask.coach_target],
                    value=ask.coach_value,
                    chance=round((ask.coach_chance or 0.0) * 100),
                    stake=decimal(ask.stake),
                )
            )
    if ask.exposed:
        if ask.taken:
            details.append(tr("yenta.review.exposed_taken", value=ask.value, points=ask.taken))
        else:
            details.append(tr("yenta.review.exposed", value=ask.value))
    return ReviewItem(head, tuple(details), ask.stake + ask.taken, True)


def player_page(review: PlayerReview, names: list[str]) -> ReviewPage:
    """One player's page: where the points went, then each round's bid and the asks flagged."""
    name = names[review.seat]
    keyed: list[tuple[tuple[int, int], ReviewItem, str]] = []
    results = {r.round: r for r in review.rounds}
    for bid in review.bids:
        head = tr(
            "yenta.review.bid",
            round=bid.round,
            bid=bid.bid,
            estimate=decimal(bid.estimate),
            limit=bid.limit,
        )
        details: list[str] = []
        result = results.get(bid.round)
        stake = bid.stake
        if result is not None and result.bid is not None:
            key = "yenta.review.bid_made" if result.made else "yenta.review.bid_failed"
            details.append(tr(key, points=result.points))
            if not result.made:
                stake += result.bid
        if bid.stake > 0:
            details.append(tr("yenta.review.bid_stake", stake=decimal(bid.stake)))
        is_flagged = bid.stake > 0 or (result is not None and result.made is False)
        short = tr("yenta.review.short_bid", round=bid.round, bid=bid.bid)
        keyed.append(((bid.round, 0), ReviewItem(head, tuple(details), stake, is_flagged), short))
    asks = [a for a in review.asks if flagged(a)]
    for index, ask in enumerate(asks):
        short = tr("yenta.review.short_ask", round=ask.round, value=ask.value)
        keyed.append(((ask.round, 1 + index), ask_item(ask, names), short))
    keyed.sort(key=lambda entry: entry[0])
    items = [item for _, item, _ in keyed]
    summary = [
        tr(
            "yenta.review.summary",
            name=name,
            failed=review.failed_bids,
            taken=review.taken_after_misses,
            given=decimal(review.given_away),
        ),
        tr_count("yenta.review.summary_asks", len(asks), total=len(review.asks)),
    ]
    costly = sorted((e for e in keyed if e[1].stake > 0), key=lambda e: -e[1].stake)[:3]
    if costly:
        parts = ", ".join(f"{short} ({decimal(item.stake)})" for _, item, short in costly)
        summary.append(tr("yenta.review.costliest", items=parts))
    if not any(item.flagged for item in items):
        summary.append(tr("yenta.review.nothing", name=name))
    return ReviewPage(tr("yenta.review.heading", name=name), tuple(summary), tuple(items))


def pages_of(review: GameReview, names: list[str]) -> list[ReviewPage]:
    """A page per reviewed seat, in seat order."""
    return [player_page(review.players[s], names) for s in sorted(review.players)]


def review_scene(app: Any, record: Any, on_done: Callable[[], None] | None = None) -> ReviewScene:
    """The review screen of a finished game ``record`` (the hook the shell reads)."""
    seats = reviewed_seats(record)
    count = len(record.get("players", [])) if isinstance(record, dict) else 0
    names = seat_names(record, count)
    return ReviewScene(
        app,
        record,
        lambda rec: review_game(rec, seats),
        lambda analysis: pages_of(analysis, names),
        on_done,
        name="yenta",
    )
