"""Yenta (Aaron Richards and James Ernest): the rules engine.

3 to 6 players roll five dice in secret, bid for the lead, then ask each other
for values they hold, Go Fish style, scoring pairs; the bidder must make the
bid; play to 100. docs/rules.md states every rule as this project plays it.
"""

from yenta_desktop.engine.protocol import HiddenInformation, Secret
from yenta_desktop.engine.yenta.actions import (
    END_TURN,
    PASS_BID,
    Action,
    Ask,
    Bid,
    EndTurn,
    PassBid,
    action_from_dict,
)
from yenta_desktop.engine.yenta.events import (
    AskHit,
    AskMiss,
    AuctionWon,
    BidMade,
    BidPassed,
    Event,
    GameWon,
    RoundEnded,
    RoundStarted,
    TurnEnded,
    TurnStarted,
)
from yenta_desktop.engine.yenta.hidden import resample_hidden
from yenta_desktop.engine.yenta.record import (
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
    verify_records,
)
from yenta_desktop.engine.yenta.rules import (
    ASKED_PLAYER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NEXT_SEAT,
    SUBTRACT,
    ZERO,
    Rules,
)
from yenta_desktop.engine.yenta.scoring import STAT_COLUMNS, seat_tallies
from yenta_desktop.engine.yenta.state import (
    GameState,
    Observation,
    Phase,
    counts_of,
    dice_of,
    new_game,
)
from yenta_desktop.engine.yenta.undo import undoable

GAME_ID = "yenta"
GAME_TITLE = "Yenta"
#: What ``record_length`` counts (the history list's unit).
LENGTH_UNIT = "rounds"
#: Each seat rolls its dice in secret; dice leave a hand face up.
HIDDEN_INFORMATION = HiddenInformation("imperfect", (Secret("own dice", "other seats"),))

__all__ = [
    "undoable",
    "ASKED_PLAYER",
    "END_TURN",
    "GAME_ID",
    "GAME_TITLE",
    "HIDDEN_INFORMATION",
    "LENGTH_UNIT",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NEXT_SEAT",
    "PASS_BID",
    "STAT_COLUMNS",
    "SUBTRACT",
    "ZERO",
    "Action",
    "Ask",
    "AskHit",
    "AskMiss",
    "AuctionWon",
    "Bid",
    "BidMade",
    "BidPassed",
    "EndTurn",
    "Event",
    "GameState",
    "GameWon",
    "Observation",
    "PassBid",
    "Phase",
    "RoundEnded",
    "RoundStarted",
    "Rules",
    "TurnEnded",
    "TurnStarted",
    "action_from_dict",
    "counts_of",
    "dice_of",
    "make_record",
    "new_game",
    "record_length",
    "replay_record",
    "replay_steps",
    "resample_hidden",
    "seat_tallies",
    "state_from_dict",
    "state_steps",
    "state_to_dict",
    "verify_records",
]
