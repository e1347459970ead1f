"""The auction hint in words: the bid (or the pass) and the chance the team makes it.

The chance comes from :func:`yenta_desktop.ai.pinochle.bidding.bid_hint`: simulated deals
with this hand as the bid winner's, the partner's likely meld counted. The deals are cached
per hand and made on a background thread, so the window never waits ("Hint: weighing the
bid..." shows meanwhile) and pressing Hint again in the same auction costs nothing.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from yenta_desktop.ai.pinochle.bidding import BidHint, Outcome, bid_hint, hand_deals
from yenta_desktop.engine.pinochle import Bid, Observation
from yenta_desktop.i18n import tr

log = logging.getLogger(__name__)


def percent(chance: float) -> int:
    """A chance as a whole percentage, never 0 or 100 unless it is sure."""
    if 0.0 < chance < 1.0:
        return min(99, max(1, round(chance * 100)))
    return round(chance * 100)


def hint_text(hint: BidHint) -> str:
    """ "Hint: bid 280. Your team makes 280 in about 65% of deals (your meld 50, ...)"."""
    risk = hint.risk
    if isinstance(hint.action, Bid):
        head = tr("pinochle.hint.bid", amount=hint.action.amount)
    else:
        head = tr("pinochle.hint.pass_bid")
    if risk is None:
        return head
    key = "pinochle.hint.risk_bid" if isinstance(hint.action, Bid) else "pinochle.hint.risk_pass"
    text = tr(
        key,
        hint=head,
        amount=risk.amount,
        chance=percent(risk.chance),
        meld=risk.own_meld,
        partner=int(round(risk.partner_meld / 10) * 10),
    )
    if risk.meld_needed > risk.own_meld:
        # The bid needs meld from the partner: say so before the melds show it cannot be made.
        text += " " + tr(
            "pinochle.hint.risk_meld",
            amount=risk.amount,
            needed=risk.meld_needed,
            more=risk.meld_needed - risk.own_meld,
            reach=percent(risk.reach),
        )
    return text


class AuctionHints:
    """The simulated deals of the hand in the auction, made on a background thread (about
    0.2 s) and kept while the hand is the same: the window never waits for them."""

    def __init__(self) -> None:
        self._key: Any = None
        self._deals: dict[int, list[Outcome]] | None = None
        self._thread: threading.Thread | None = None

    def text(self, obs: Observation) -> str | None:
        """The hint for ``obs`` (its seat in the auction), or None while the deals are made."""
        key = (obs.deal_number, obs.seat, obs.hand)
        if key != self._key:
            self._key = key
            self._deals = None
            self._thread = threading.Thread(
                target=self._work, args=(key, obs), name="pinochle-bid-hint", daemon=True
            )
            self._thread.start()
        deals = self._deals
        if deals is None:
            return None
        return hint_text(bid_hint(obs, deals))

    def _work(self, key: Any, obs: Observation) -> None:
        try:
            deals = hand_deals(obs)
        except Exception:  # noqa: BLE001 - a hint is a comfort, never a reason to fail
            log.exception("the bid hint's deals failed")
            deals = {}
        if key == self._key:
            self._deals = deals

    def ready(self) -> bool:
        """Whether the deals of the last hand asked about are in."""
        return self._deals is not None

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the deals are in (tests)."""
        if self._thread is not None:
            self._thread.join(timeout)
