"""Helpers for painted Yahtzee's table tests: the kit's scorecard helpers, bound to painted Yahtzee."""

from __future__ import annotations

from functools import partial

from tests.ui.kits import scorecard_play
from tests.ui.kits.scorecard_play import check_end, human_turn_by_keys, play_to_the_end, start_table

session = partial(scorecard_play.session, "painted-yahtzee")

__all__ = ["check_end", "human_turn_by_keys", "play_to_the_end", "session", "start_table"]
