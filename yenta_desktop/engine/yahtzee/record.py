"""Game records (yahtzee-record v1) and saved states (yahtzee-state v1).

The scorecard family's layout (engine/families/scorecard_record.py): every
roll (five values), the held positions before each re-roll, the box each turn
wrote, its points, whether it came from the first roll and the extra-Yahtzee
bonus it earned (``extra``); final totals. Loading replays through ``apply``,
so a file that loads is a legal game. The rules' ``scorecard`` picks the card.
"""

from __future__ import annotations

from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.yahtzee.rules import Rules
from yenta_desktop.engine.yahtzee.state import GameState, state_class

RECORDS = ScorecardRecords(GameState, Rules, state_class)
make_record = RECORDS.make_record
record_length = RECORDS.record_length
replay_steps = RECORDS.replay_steps
replay_record = RECORDS.replay_record
state_to_dict = RECORDS.state_to_dict
state_steps = RECORDS.state_steps
state_from_dict = RECORDS.state_from_dict
