"""The auction hint in words: the bid (or the pass) and the chance the team makes it.

The chance comes from :func:`yenta_desktop.ai.pinochle.bidding.bid_hint`: simulated deals
with this hand as the bid winner's, the partner's likely meld counted. The deals are cached
per hand and made by a coach runner off the frame, so the window never waits ("Hint: weighing the
bid..." shows meanwhile) and pressing Hint again in the same auction costs nothing.
"""

from __future__ import annotations

import logging
from typing import Any

from yenta_desktop.ai.pinochle.bidding import BidHint, Outcome, bid_hint, hand_deals
from yenta_desktop.engine.pinochle import Bid, Observation
from yenta_desktop.i18n import tr
from yenta_desktop.ui.coach import CoachRunner

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
    """The simulated deals of the hand in the auction, made off the frame by a coach runner
    (about 0.2 s) and kept while the hand is the same: the window never waits for them.

    The runner is its own and never inline: even the tests' inline AI must not make the
    window wait for the deals (tests/ui/pinochle/test_bid_hint.py holds them back)."""

    def __init__(self) -> None:
        self.runner = CoachRunner(inline=False, name="pinochle-bid-hint")
        self._key: Any = None

    def text(self, obs: Observation) -> str | None:
        """The hint for ``obs`` (its seat in the auction), or None while the deals are made."""
        key = ("bid-hint", obs.deal_number, obs.seat, obs.hand)
        self._key = key
        deals = (
            self.runner.get(key) if self.runner.asked(key) else self.runner.ask(key, _deals, obs)
        )
        if deals is None:
            return None
        return hint_text(bid_hint(obs, deals))

    def ready(self) -> bool:
        """Whether the deals of the last hand asked about are in."""
        return self._key is not None and self.runner.ready(self._key)

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the deals are in (tests)."""
        self.runner.wait(timeout)

    def close(self) -> None:
        """The table is left: stop the runner's thread."""
        self.runner.close()


def _deals(obs: Observation) -> dict[int, list[Outcome]]:
    """The simulated deals of ``obs``'s hand (an empty dict when they cannot be made)."""
    try:
        return hand_deals(obs)
    except Exception:  # noqa: BLE001 - a hint is a comfort, never a reason to fail
        log.exception("the bid hint's deals failed")
        return {}
