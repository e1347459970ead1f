"""Game records (dice-poker-record v1) and saved states (dice-poker-state v1).

Both store every roll (five values), the held positions before each re-roll,
and the row each turn wrote, so they replay on any Python version. Loading
either one *replays* it through ``apply`` and ``apply_chance``, so a file that
loads is a legal game, and the first bad entry is reported as a
:class:`RecordError` naming the turn. The scorecard family writes and reads
them (engine/families/scorecard_record.py); docs/records/dice-poker.md.
"""

from __future__ import annotations

from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.state import GameState
from yenta_desktop.engine.families.scorecard_record import ScorecardRecords

RECORDS = ScorecardRecords(GameState, Rules)
make_record = RECORDS.make_record
record_length = RECORDS.record_length
replay_steps = RECORDS.replay_steps
replay_record = RECORDS.replay_record
state_to_dict = RECORDS.state_to_dict
state_steps = RECORDS.state_steps
state_from_dict = RECORDS.state_from_dict
