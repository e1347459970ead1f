"""Helpers for Dice Poker's table tests: the kit's scorecard helpers, bound to Dice Poker."""

from __future__ import annotations

from functools import partial

from tests.ui.kits import scorecard_play
from tests.ui.kits.scorecard_play import (
    NAMES,
    check_end,
    human_turn_by_keys,
    human_turn_by_mouse,
    plan,
    play_to_the_end,
    start_table,
    wait_for_human,
)

session = partial(scorecard_play.session, "dice-poker")

__all__ = [
    "NAMES",
    "check_end",
    "human_turn_by_keys",
    "human_turn_by_mouse",
    "plan",
    "play_to_the_end",
    "session",
    "start_table",
    "wait_for_human",
]
