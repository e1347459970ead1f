"""Helpers for Triple Yahtzee's table tests: the kit's scorecard helpers (tests/ui/kits/scorecard_play.py)
with ``session`` bound to Triple Yahtzee."""

from tests.ui.kits.scorecard_play import *  # noqa: F403 - every helper, as the table suite reads them
from tests.ui.kits.scorecard_play import bound

session = bound("triple-yahtzee")
