"""Dice of the day: a named function of the date, pinned, the same whatever is held."""

from __future__ import annotations

import hashlib

import pytest

from yenta_desktop.engine import daily
from yenta_desktop.engine.families.daily_dice import FUNCTION, DailyDice, daily_die
from yenta_desktop.engine.registry import get_game

DAY = "2026-01-01"


def reference_die(text: str) -> int:
    """The issue's description, written out again: SHA-256, bytes >= 252 rejected, % 6 + 1."""
    for byte in hashlib.sha256(text.encode()).digest():
        if byte < 252:
            return byte % 6 + 1
    raise AssertionError("all bytes rejected")


def test_pinned_first_rolls_of_a_day() -> None:
    # Pinned: if any of these change, every player's dice of that day change. Such a change
    # must be a new FUNCTION version, never an edit of this table.
    first = {
        "dice-poker": [1, 1, 2, 2, 1],
        "yahtzee": [2, 6, 6, 6, 2],
        "triple-yahtzee": [6, 2, 2, 1, 2],
        "farkle": [4, 1, 3, 5, 5, 5],
    }
    assert FUNCTION == "yenta-daily-dice-v1"
    for game, dice in first.items():
        state = daily.daily_state(game, DAY)
        state.apply_chance()
        assert list(state.dice) == dice, game
    yahtzee = daily.dice_of("yahtzee", DAY)
    assert yahtzee.values(1, 2, range(5)) == [2, 2, 2, 6, 3]
    assert yahtzee.values(2, 1, range(5)) == [2, 3, 4, 3, 5]


def test_the_function_is_the_documented_hash() -> None:
    source = daily.dice_of("yahtzee", DAY)
    for turn, roll, slot in [(1, 1, 0), (3, 2, 4), (38, 1, 4), (39, 1, 1)]:
        text = f"{FUNCTION}|yahtzee|{source.rules}|{DAY}|{turn}|{roll}|{slot}"
        assert daily_die("yahtzee", source.rules, DAY, turn, roll, slot) == reference_die(text)


def test_a_rejected_byte_is_skipped() -> None:
    source = daily.dice_of("yahtzee", DAY)
    text = f"{FUNCTION}|yahtzee|{source.rules}|{DAY}|38|1|4"
    digest = hashlib.sha256(text.encode()).digest()
    assert digest[0] >= 252  # this slot's first byte is rejected ...
    assert source.values(38, 1, [4]) == [digest[1] % 6 + 1]  # ... the next byte decides


def test_held_dice_keep_their_values_and_rerolled_take_their_slots() -> None:
    source = daily.dice_of("yahtzee", DAY)
    games = []
    for keep in [(), (0, 1), (2, 3, 4)]:
        state = daily.daily_state("yahtzee", DAY)
        state.apply_chance()
        first = state.dice
        module = get_game("yahtzee")
        state.apply(module.Roll(keep))
        state.apply_chance()
        second = source.values(1, 2, range(5))
        for slot in range(5):
            assert state.dice[slot] == (first[slot] if slot in keep else second[slot])
        games.append(state.dice)
    assert len(set(games)) == 3  # what was held made the difference, not the dice


def test_the_next_turn_has_its_own_dice_whatever_was_done() -> None:
    module = get_game("dice-poker")
    quick = daily.daily_state("dice-poker", DAY)
    quick.apply_chance()
    quick.apply(quick.legal_actions()[0])
    slow = daily.daily_state("dice-poker", DAY)
    slow.apply_chance()
    slow.apply(module.Roll((0,)))
    slow.apply_chance()
    slow.apply(slow.legal_actions()[1])
    for state in (quick, slow):
        state.apply_chance()
    assert quick.dice == slow.dice == tuple(daily.dice_of("dice-poker", DAY).values(2, 1, range(5)))


def test_farkle_turns_after_a_bank_or_a_farkle_start_the_next_turns_values() -> None:
    module = get_game("farkle")
    state = daily.daily_state("farkle", DAY)
    source = daily.dice_of("farkle", DAY)
    for turn in (1, 2, 3):
        while not state.is_chance_node():
            state.apply(state.legal_actions()[-1])
        if state.turn.rolls_done == 0:
            state.apply_chance()
            assert list(state.dice) == source.values(turn, 1, range(6))
        while state.turns_taken[0] < turn and not state.is_terminal:
            if state.is_chance_node():
                state.apply_chance()
            else:
                bank = [a for a in state.legal_actions() if type(a).__name__ == "Bank"]
                state.apply(bank[0] if bank else state.legal_actions()[0])
    assert module.GAME_ID == "farkle"


def test_a_record_of_a_daily_game_replays_without_the_source() -> None:
    module = get_game("yahtzee")
    state = daily.daily_state("yahtzee", DAY)
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(state.legal_actions()[-1])
    record = module.make_record(state, [{"name": "A", "kind": "human", "level": None}])
    assert module.replay_record(record).totals() == state.totals()
    loaded = module.state_from_dict(module.state_to_dict(state))
    assert loaded.totals() == state.totals()


def test_clone_keeps_the_source_and_a_bad_day_is_refused() -> None:
    state = daily.daily_state("triple-yahtzee", DAY)
    assert state.clone().dice_source == state.dice_source
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        DailyDice("yahtzee", "{}", "2026-13-01")
    assert daily.daily_games() == [
        "dice-poker",
        "farkle",
        "painted-yahtzee",
        "triple-yahtzee",
        "yacht",
        "yahtzee",
    ]
    assert daily.days_before("2026-03-01", 2) == ["2026-03-01", "2026-02-28"]
