"""The bid builder: every bid in two or three choices (kind, faces, odd dice), by mouse and by
keys; greyed choices say why; an illegal bid is refused with the reason."""

from __future__ import annotations

import pygame

from yenta_desktop.engine.liedice import BIDS, bid_index, lowest_raise, name_hand
from yenta_desktop.ui import driver
from yenta_desktop.ui.games.liedice import words
from yenta_desktop.ui.games.liedice.draft import BidDraft

from .helpers import button, session, start_table, wait_for_human


def _opener_table(app):
    """Ana (human) opens the round and has looked: the builder card is up, nothing to beat."""
    table = start_table(app, session("HAA", seed=2, opener=0))
    table.show_howto = False
    assert wait_for_human(app, table)
    driver.press(app, pygame.K_l)
    assert wait_for_human(app, table) and table.card_visible()
    return table


def _chip(table, action):
    layout = table.card_layout()
    assert layout is not None
    for chip in layout.chips():
        if chip.action == action:
            return chip
    raise AssertionError(f"no chip {action!r} on the card")


def _choices(bid):
    """The card's choices that build ``bid``: the kind, the faces, then each odd die."""
    name = name_hand(bid)
    steps = [("kind", name.kind)]
    if name.kind == "full_house":
        steps += [("three", name.ranks[0]), ("core", name.ranks)]
    elif name.kind != "junk":
        steps.append(("core", name.ranks))
    return steps, name.odd


def test_every_bid_is_two_or_three_choices_away(make_app):
    app = make_app()
    table = _opener_table(app)
    for bid in BIDS:
        table.draft = BidDraft(None)
        table._card = None
        steps, odd = _choices(bid)
        for action in steps:
            chip = _chip(table, action)
            assert chip.enabled, (bid, action)
            table.chip_action(chip.action)
        # Odd dice: take away what the draft guessed, add what the bid names.
        for face in [f for f in table.draft.odd if f not in odd] + [
            f for f in odd if f not in table.draft.odd
        ]:
            chip = _chip(table, ("odd", face))
            assert chip.enabled, (bid, face)
            table.chip_action(chip.action)
        assert table.draft.dice == bid
        # Kind, faces (two for a full house's three and pair), then at most the odd dice.
        assert len(steps) <= 3


def test_each_kind_by_clicks_then_pass(make_app):
    app = make_app()
    table = _opener_table(app)
    for bid in (
        ("K",),
        ("Q", "Q", "A"),
        ("10", "10", "9", "9"),
        ("J", "J", "J"),
        ("A", "K", "Q", "J", "10"),
        ("A", "A", "A", "9", "9"),
        ("9",) * 4,
        ("A",) * 5,
        (),
    ):
        steps, odd = _choices(bid)
        for action in steps:
            driver.click_at(app, _chip(table, action).rect.center)
        for face in [f for f in table.draft.odd if f not in odd] + [
            f for f in odd if f not in table.draft.odd
        ]:
            driver.click_at(app, _chip(table, ("odd", face)).rect.center)
        assert table.draft.dice == tuple(bid), bid
        assert table.card_status()[1]
    driver.click(app, button(table, "#pass_right"))
    assert table.state.bid == ()
    assert table.state.direction == "right"


def test_keys_build_a_bid(make_app):
    app = make_app()
    table = _opener_table(app)
    driver.press(app, pygame.K_TAB)  # the focus ring lands on the first kind
    for _ in range(2):
        driver.press(app, pygame.K_RIGHT)  # junk, one die, pair
    driver.press(app, pygame.K_SPACE)
    assert table.draft.kind == "pair"
    driver.press(app, pygame.K_DOWN)  # the faces row, on the pair chosen (nines)
    assert table.focus == (1, 5)
    for _ in range(5):
        driver.press(app, pygame.K_LEFT)  # to the aces
    driver.press(app, pygame.K_SPACE)
    assert table.draft.dice[:2] == ("A", "A")
    driver.press(app, pygame.K_DOWN)  # odd dice: none chosen, the first (+A is greyed: aces)
    driver.press(app, pygame.K_RIGHT)
    driver.press(app, pygame.K_SPACE)
    assert table.draft.dice == ("A", "A", "K")
    driver.press(app, pygame.K_EQUALS)  # one bid up
    assert bid_index(table.draft.dice) == bid_index(("A", "A", "K")) + 1
    driver.press(app, pygame.K_m)
    assert table.draft.dice == ()
    driver.press(app, pygame.K_PERIOD)
    assert table.state.direction == "right" and table.state.bid == ()


def test_greyed_choices_say_why_and_illegal_bids_are_refused(make_app):
    app = make_app()
    table = start_table(app, session("HAA", seed=6, opener=1))
    table.show_howto = False
    assert wait_for_human(app, table)
    assert table.state.stage == "decide"
    floor = table.state.bid
    driver.press(app, pygame.K_l)
    assert wait_for_human(app, table) and table.card_visible()
    reason = words.hand_words(floor)
    layout = table.card_layout()
    greyed = [chip for chip in layout.chips() if not chip.enabled and chip.action[0] == "kind"]
    if floor != ():
        assert greyed, "a kind below the bid should be greyed"
        assert all(reason in chip.reason for chip in greyed)
        moves = table.moves
        driver.click_at(app, greyed[0].rect.center)
        assert reason in table.message and table.moves == moves
    # A bid that does not beat the table (the draft can hold one): Bid is greyed and refused.
    table.draft.set_dice(floor)
    table._draft_changed()
    driver.frames(app, 2)
    assert not button(table, "#bid").is_enabled
    assert not table.card_status()[1] and reason in table.card_status()[0]
    moves = table.moves
    driver.press(app, pygame.K_RETURN)
    assert table.moves == moves and reason in table.message
    # The lowest raise is the smallest legal bid.
    driver.click(app, button(table, "#lowest"))
    assert table.draft.dice == lowest_raise(floor)
    driver.click(app, button(table, "#bid"))
    said = f"Ana bids {words.hand_words(lowest_raise(floor))};"
    assert any(line.startswith(said) for line in table.log_lines), table.log_lines
