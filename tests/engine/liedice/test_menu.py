"""The bid builder's menu and the UI helpers: grouping, legality, verdicts."""

from __future__ import annotations

import pytest

from yenta_desktop.engine.liedice import (
    BIDS,
    bid_menu,
    lowest_raise,
    name_hand,
    verdict,
    why_illegal,
)


def test_menu_holds_every_bid_once_grouped_by_kind_then_ranks():
    menu = bid_menu(None)
    assert [k.kind for k in menu] == [
        "junk",
        "high_die",
        "pair",
        "two_pairs",
        "three",
        "straight",
        "full_house",
        "four",
        "five",
    ]
    listed = [o.dice for k in menu for c in k.cores for o in c.options]
    assert sorted(listed, key=BIDS.index) == list(BIDS) and len(listed) == 462
    pairs = next(k for k in menu if k.kind == "pair")
    assert [c.ranks for c in pairs.cores] == [(f,) for f in ("9", "10", "J", "Q", "K", "A")]
    kings = pairs.cores[4]
    assert kings.options[0].dice == ("K", "K") and kings.options[0].odd == ()
    assert ("K", "K", "A", "Q", "J") in [o.dice for o in kings.options]
    # Options of a core rise in the bid order.
    assert [BIDS.index(o.dice) for o in kings.options] == sorted(
        BIDS.index(o.dice) for o in kings.options
    )


def test_menu_greys_bids_that_do_not_raise_with_the_reason():
    menu = bid_menu(["K", "K", "Q"])
    options = {o.dice: o for k in menu for c in k.cores for o in c.options}
    assert not options[("K", "K", "Q")].legal
    assert options[("K", "K", "Q")].reason == "bid_must_raise"
    assert options[lowest_raise(["K", "K", "Q"])].legal
    assert not next(k for k in menu if k.kind == "high_die").legal
    assert next(k for k in menu if k.kind == "five").legal
    assert why_illegal(["K", "K"], ["K", "K", "Q"]) == "bid_must_raise"
    assert why_illegal([], None) is None


@pytest.mark.parametrize(
    ("bid", "box", "loser", "reason", "kind"),
    [
        (["Q", "Q", "Q"], ["K", "K", "9", "10", "A"], 1, "lied", "pair"),
        (["K", "K"], ["K", "K", "9", "10", "A"], 2, "wrong_call", "pair"),
        (["A", "K", "Q", "J", "10"], ["9", "9", "9", "9", "9"], 2, "wrong_call", "five"),
    ],
)
def test_verdict_names_who_loses_and_why(bid, box, loser, reason, kind):
    judged = verdict(bid, box, caller=2, bidder=1)
    assert (judged.loser, judged.reason, judged.box_name.kind) == (loser, reason, kind)
    assert judged.bid_name == name_hand(bid)
