"""Four-handed partnership pinochle (single deck): the rules engine.

Four players in two teams (seats 0+2 and 1+3) bid for the right to name
trump, pass cards between partners, meld, and take counters in twelve tricks
where a player must follow suit, else trump, and must win the trick if a
legal card can. Play to 1,500. docs/rules/pinochle.md states every rule as
this program plays it.

Helpers for a table UI: :func:`find_melds` (a hand's melds with names and
points), :func:`legal_cards` and :func:`card_problem` (why a card may not be
played: "must_follow_suit", "must_trump", "must_beat"), :func:`winning_index`
(the card winning a trick), :func:`sort_cards` (hand order, trump first), and
on an :class:`Observation`: ``legal_cards()``, ``card_problem(card)``,
``winning_seat()``, ``winning_card()``, ``points_needed()``, ``counters``, ``can_throw_in()``,
``team_meld(team)``. The AI package's ``hint(obs)`` says what Medium would play.
"""

from yenta_desktop.engine.pinochle.actions import (
    PASS,
    PLAY_OUT,
    THROW_IN,
    Action,
    Bid,
    NameTrump,
    Pass,
    PassCards,
    Play,
    PlayOut,
    ThrowIn,
    action_from_dict,
)
from yenta_desktop.engine.pinochle.cards import (
    CARDS,
    DECK,
    RANKS,
    SUITS,
    card_name,
    card_points,
    rank_of,
    sort_cards,
    suit_of,
)
from yenta_desktop.engine.pinochle.events import (
    AuctionWon,
    BidMade,
    BidPassed,
    CardPlayed,
    CardsPassed,
    DealScored,
    DealStarted,
    Event,
    GameWon,
    MeldShown,
    PlayedOut,
    ThrowInOffered,
    ThrownIn,
    TrickWon,
    TrumpNamed,
)
from yenta_desktop.engine.pinochle.hidden import Knowledge, knowledge, resample_hidden, sample_hands
from yenta_desktop.engine.pinochle.melds import (
    POINTS,
    Meld,
    best_trump_meld,
    find_melds,
    meld_points,
)
from yenta_desktop.engine.pinochle.record import (
    make_record,
    record_length,
    replay_record,
    replay_steps,
    state_from_dict,
    state_steps,
    state_to_dict,
)
from yenta_desktop.engine.pinochle.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    TEAMS,
    THROW_IN_MARGIN,
    Rules,
    partner_of,
    team_of,
)
from yenta_desktop.engine.pinochle.scoring import (
    MARGIN,
    STAT_COLUMNS,
    can_throw_in,
    deal_points,
    seat_tallies,
)
from yenta_desktop.engine.pinochle.state import (
    DealSummary,
    GameState,
    Observation,
    Phase,
    Trick,
    bid_options,
    new_game,
    pass_options,
)
from yenta_desktop.engine.pinochle.tricks import (
    MUST_BEAT,
    MUST_FOLLOW_SUIT,
    MUST_TRUMP,
    NOT_IN_HAND,
    beats,
    card_problem,
    legal_cards,
    trick_points,
    winning_index,
)
from yenta_desktop.engine.pinochle.undo import undoable
from yenta_desktop.engine.protocol import HiddenInformation, Secret

GAME_ID = "pinochle"
GAME_TITLE = "Pinochle"
#: What ``record_length`` counts.
LENGTH_UNIT = "deals"
#: The two winners are partners, each winning the game: they are not a tie.
WINNERS_TIE = False
#: Each seat's hand (and the cards passed between partners).
HIDDEN_INFORMATION = HiddenInformation(
    "imperfect", (Secret("hands", "other seats"), Secret("passed cards", "the opponents"))
)

__all__ = [
    "WINNERS_TIE",
    "undoable",
    "CARDS",
    "DECK",
    "GAME_ID",
    "GAME_TITLE",
    "HIDDEN_INFORMATION",
    "LENGTH_UNIT",
    "MARGIN",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MUST_BEAT",
    "MUST_FOLLOW_SUIT",
    "MUST_TRUMP",
    "NOT_IN_HAND",
    "PASS",
    "PLAY_OUT",
    "POINTS",
    "RANKS",
    "STAT_COLUMNS",
    "SUITS",
    "TEAMS",
    "THROW_IN",
    "THROW_IN_MARGIN",
    "Action",
    "AuctionWon",
    "Bid",
    "BidMade",
    "BidPassed",
    "CardPlayed",
    "CardsPassed",
    "DealScored",
    "DealStarted",
    "DealSummary",
    "Event",
    "GameState",
    "GameWon",
    "Knowledge",
    "Meld",
    "MeldShown",
    "NameTrump",
    "Observation",
    "Pass",
    "PassCards",
    "Phase",
    "Play",
    "PlayOut",
    "PlayedOut",
    "Rules",
    "ThrowIn",
    "ThrowInOffered",
    "ThrownIn",
    "Trick",
    "TrickWon",
    "TrumpNamed",
    "action_from_dict",
    "beats",
    "best_trump_meld",
    "bid_options",
    "can_throw_in",
    "card_name",
    "card_points",
    "card_problem",
    "deal_points",
    "find_melds",
    "knowledge",
    "legal_cards",
    "make_record",
    "meld_points",
    "new_game",
    "partner_of",
    "pass_options",
    "rank_of",
    "record_length",
    "replay_record",
    "replay_steps",
    "resample_hidden",
    "sample_hands",
    "seat_tallies",
    "sort_cards",
    "state_from_dict",
    "state_steps",
    "state_to_dict",
    "suit_of",
    "team_of",
    "trick_points",
    "winning_index",
]
