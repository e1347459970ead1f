"""Lie Dice's review after the game: every claim and call of each player with its true odds
at the time, what Hard would have done, and the lives it cost, in plain words.

The analysis is :func:`yenta_desktop.ai.liedice.review.review_game` (on the review
screen's background thread); this module says it in the current language. Opened from
the end screen (Review) and from Past games (the replay's Review button): the shell reads
:func:`review_scene`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yenta_desktop.ai.liedice.review import CallCheck, ClaimCheck, GameReview, PlayerReview
from yenta_desktop.ai.liedice.review import review_game as analyse
from yenta_desktop.i18n import tr, tr_count
from yenta_desktop.ui.games.liedice.words import hand_words
from yenta_desktop.ui.shell.review import (
    ReviewItem,
    ReviewPage,
    ReviewScene,
    reviewed_seats,
    seat_names,
)


def percent(chance: float) -> int:
    """A chance as a whole percentage, never 0 or 100 unless it is sure."""
    if 0.0 < chance < 1.0:
        return min(99, max(1, round(chance * 100)))
    return round(chance * 100)


def call_item(check: CallCheck, names: list[str]) -> ReviewItem:
    """A call or an accept, with the odds, the box, Hard's choice and the life it cost."""
    key = "liedice.review.called" if check.called else "liedice.review.accepted"
    head = tr(
        key,
        round=check.round,
        bidder=names[check.bidder],
        bid=hand_words(check.bid),
        chance=percent(check.chance),
    )
    details = [tr("liedice.review.box_true" if check.truthful else "liedice.review.box_false")]
    if check.hard_calls is not None:
        key = "liedice.review.hard_call" if check.hard_calls else "liedice.review.hard_accept"
        if check.unlike_hard:
            key += "_unlike"
        details.append(tr(key))
    if check.lost_life:
        details.append(tr("liedice.review.life_call"))
    flagged = check.lost_life or check.unlike_hard
    return ReviewItem(head, tuple(details), float(check.lost_life), flagged)


def claim_item(check: ClaimCheck, names: list[str]) -> ReviewItem:
    """A claim, with the chance the box held it from the claimant's view and what came of it."""
    if check.looked and check.chance in (0.0, 1.0):
        key = "liedice.review.claim_known_true" if check.truthful else "liedice.review.bluff"
        head = tr(key, round=check.round, bid=hand_words(check.bid))
    else:
        head = tr(
            "liedice.review.claim_blind",
            round=check.round,
            bid=hand_words(check.bid),
            chance=percent(check.chance),
        )
    details: list[str] = []
    if check.called:
        details.append(
            tr("liedice.review.claim_lost" if check.lost_life else "liedice.review.claim_won")
        )
    return ReviewItem(head, tuple(details), float(check.lost_life), check.lost_life)


def player_page(review: PlayerReview, names: list[str]) -> ReviewPage:
    """One player's page: lives lost and the odds, then every decision in the order played."""
    name = names[review.seat]
    entries = [(c.step, call_item(c, names)) for c in review.calls]
    entries += [(c.step, claim_item(c, names)) for c in review.claims]
    items = [item for _, item in sorted(entries, key=lambda entry: entry[0])]
    calls = [c for c in review.calls if c.called]
    bad_calls = sum(1 for c in calls if c.lost_life)
    caught = sum(1 for c in review.claims if c.lost_life)
    summary = [
        tr_count("liedice.review.summary", review.lives_lost, name=name),
        tr(
            "liedice.review.summary_lives",
            calls=bad_calls,
            claims=caught,
        ),
        tr(
            "liedice.review.summary_odds",
            decisions=len(review.calls),
            against=review.against_odds,
            unlike=sum(1 for c in review.calls if c.unlike_hard),
            bluffs=sum(1 for c in review.claims if c.bluff),
            claims=len(review.claims),
        ),
    ]
    return ReviewPage(tr("liedice.review.heading", name=name), tuple(summary), tuple(items))


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
        lambda rec: analyse(rec, seats),
        lambda analysis: pages_of(analysis, names),
        on_done,
        name="liedice",
    )
