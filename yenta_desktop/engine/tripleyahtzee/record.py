"""Game records (triple-yahtzee-record v1) and saves (triple-yahtzee-state v1).

The scorecard family's layout; each turn also names its ``column`` (0-2) and
the bonus it earned (``extra``, before the column's multiplier).
"""

from __future__ import annotations

from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.tripleyahtzee.rules import Rules
from yenta_desktop.engine.tripleyahtzee.state import GameState

RECORDS = ScorecardRecords(GameState, Rules)
make_record = RECORDS.make_record
record_length = RECORDS.record_length
replay_steps = RECORDS.replay_steps
replay_record = RECORDS.replay_record
state_to_dict = RECORDS.state_to_dict
state_steps = RECORDS.state_steps
state_from_dict = RECORDS.state_from_dict
