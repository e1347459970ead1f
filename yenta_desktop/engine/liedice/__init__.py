"""Lie Dice: the poker-dice bluffing game with a passed box and lives (the rules engine).

Five poker dice in a closed box go round the table; each player calls "Liar!"
on the bid in front of them or accepts, may look, keep some dice and re-roll
the rest, and bids a higher poker hand. A call opens the box and someone
loses a life. docs/rules/lie-dice.md states every rule as this program plays it.

Helpers for a table UI: :func:`compare_bids`, :func:`lowest_raise`,
:func:`bid_menu` (legal bids grouped by kind, ranks, odd dice), :func:`name_hand`
(a bid or box named by structure), :func:`english_name`, :func:`verdict`
(who loses a life and why), :func:`standings`.
"""

from yenta_desktop.engine.liedice.actions import (
    CALL,
    DIRECTIONS,
    LEFT,
    LOOK,
    RIGHT,
    Action,
    Bid,
    Call,
    Look,
    Reroll,
    action_from_dict,
)
from yenta_desktop.engine.liedice.events import (
    BidMade,
    BoxRevealed,
    BoxShaken,
    Event,
    GameOver,
    LiarCalled,
    LifeLost,
    Looked,
    PlayerOut,
    RerollAnnounced,
    RoundStarted,
)
from yenta_desktop.engine.liedice.hands import (
    BIDS,
    FACES,
    KINDS,
    HandName,
    bid_index,
    box_beats,
    canonical,
    compare_bids,
    english_name,
    hand_key,
    kind_of,
    lowest_raise,
    name_hand,
    raises_above,
)
from yenta_desktop.engine.liedice.hidden import resample_hidden
from yenta_desktop.engine.liedice.menu import BidCore, BidKind, BidOption, bid_menu, why_illegal
from yenta_desktop.engine.liedice.record import (
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.liedice.rules import (
    END_CHOICES,
    FIRST_OUT,
    LAST_STANDING,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Rules,
)
from yenta_desktop.engine.liedice.scoring import (
    STAT_COLUMNS,
    Verdict,
    is_lie,
    seat_tallies,
    standings,
    update_match,
    verdict,
)
from yenta_desktop.engine.liedice.state import (
    DECIDE,
    LOOKED,
    OPEN,
    REROLLED,
    GameState,
    Observation,
    Sighting,
    new_game,
)
from yenta_desktop.engine.liedice.undo import undoable
from yenta_desktop.engine.protocol import HiddenInformation, Secret

GAME_ID = "lie-dice"
GAME_TITLE = "Lie Dice"
#: What ``record_length`` counts.
LENGTH_UNIT = "rounds"
#: Several winners (everyone but the loser) each win the game: they are not a tie.
WINNERS_TIE = False
#: The dice in the closed box: known to a seat only as it last looked at them.
HIDDEN_INFORMATION = HiddenInformation(
    "imperfect", (Secret("the box", "every seat but the one that last looked"),)
)

__all__ = [
    "WINNERS_TIE",
    "undoable",
    "BIDS",
    "CALL",
    "DECIDE",
    "DIRECTIONS",
    "END_CHOICES",
    "FACES",
    "FIRST_OUT",
    "GAME_ID",
    "GAME_TITLE",
    "KINDS",
    "LAST_STANDING",
    "LEFT",
    "HIDDEN_INFORMATION",
    "LENGTH_UNIT",
    "LOOK",
    "LOOKED",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPEN",
    "REROLLED",
    "RIGHT",
    "STAT_COLUMNS",
    "Action",
    "Bid",
    "BidCore",
    "BidKind",
    "BidMade",
    "BidOption",
    "BoxRevealed",
    "BoxShaken",
    "Call",
    "Event",
    "GameOver",
    "GameState",
    "HandName",
    "LiarCalled",
    "LifeLost",
    "Look",
    "Looked",
    "Observation",
    "PlayerOut",
    "RerollAnnounced",
    "Reroll",
    "RoundStarted",
    "Rules",
    "Sighting",
    "Verdict",
    "action_from_dict",
    "bid_index",
    "bid_menu",
    "box_beats",
    "canonical",
    "compare_bids",
    "english_name",
    "hand_key",
    "is_lie",
    "kind_of",
    "lowest_raise",
    "make_record",
    "name_hand",
    "new_game",
    "raises_above",
    "record_length",
    "replay_record",
    "replay_steps",
    "resample_hidden",
    "seat_tallies",
    "standings",
    "state_from_dict",
    "state_steps",
    "state_to_dict",
    "update_match",
    "verdict",
    "why_illegal",
]
