"""Game records (pinochle-record v1) and saved states (pinochle-state v1).

Both store the hands dealt, not only the seed, so they replay on any Python
version. Loading either one *replays* it through :meth:`GameState.apply`, so
a file that loads is a legal game, and the first illegal entry (a card that
breaks the trick rules, a bid that is not a legal raise) is named in the
:class:`RecordError`.

A deal entry (docs/records/pinochle.md)::

    {"number", "dealer", "hands": [4 x 12 cards dealt], "auction": [{"seat", "bid"|null}],
     "bidder", "bid", "trump", "passes": {"to_bidder": [...], "back": [...]},
     "melds": [per seat [{"name", "cards", "points"}]], "throw_in": null|false|true,
     "tricks": [{"leader", "cards": [in play order], "winner"}],
     "trick_points": [team 0, team 1], "deal_points": [...], "scores": [...]}

``throw_in`` is null when throwing in was not allowed, false when the bid
winner chose to play out, true when it threw in. A saved state's unfinished
deal has the same shape with what has not happened yet left out or null.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.pinochle.actions import (
    PASS,
    PLAY_OUT,
    THROW_IN,
    Bid,
    NameTrump,
    PassCards,
    Play,
)
from yenta_desktop.engine.pinochle.cards import is_card
from yenta_desktop.engine.pinochle.events import Event
from yenta_desktop.engine.pinochle.rules import Rules
from yenta_desktop.engine.pinochle.state import (
    AUCTION,
    DEAL,
    GAME_OVER,
    PLAY,
    THROW_IN_PHASE,
    GameState,
    new_game,
)
from yenta_desktop.engine.records import (
    check_format,
    check_outcome,
    envelope,
    generator_from_state,
    generator_state,
    last_state,
)

GAME_ID = "pinochle"
RECORD_FORMAT = "pinochle-record"
RECORD_VERSION = 1
STATE_FORMAT = "pinochle-state"
STATE_VERSION = 1

Steps = Iterator[tuple[GameState, list[Event]]]


def _final(state: GameState) -> list[int] | None:
    return list(state.scores) if state.is_terminal else None


def make_record(state: GameState, players: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The pinochle-record v1 of ``state``'s finished deals, in the shared envelope.

    An unfinished game has ``final`` and ``winners`` null and its deal in
    progress left out.
    """
    body = {"deals": [_copy(deal) for deal in state.completed_deals]}
    return envelope(GAME_ID, RECORD_VERSION, state, players, body, _final(state))


def record_length(record: Mapping[str, Any]) -> int:
    """How many deals the record holds."""
    deals = record.get("deals")
    return len(deals) if isinstance(deals, list) else 0


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy(item) for item in value]
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    return value


# ---------------------------------------------------------------------- replay


def _fail(message: str, deal: int, step: int | None = None) -> RecordError:
    return RecordError(f"deal {deal + 1}: {message}", deal, step)


def _apply(state: GameState, action: Any, where: str, deal: int, step: int) -> list[Event]:
    try:
        return state.apply(action)
    except IllegalAction as error:
        raise _fail(f"{where}: {error}", deal, step) from None


def _cards(value: Any, what: str, deal: int) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(is_card(card) for card in value):
        raise _fail(f"{what} must be a list of card codes, not {value!r}", deal)
    return tuple(value)


def _replay_deal(state: GameState, entry: Any, index: int, complete: bool) -> Steps:
    """Deal and play one deal entry on ``state``, yielding after each step."""
    if not isinstance(entry, dict):
        raise _fail("a deal is an object", index)
    if entry.get("dealer") != state.dealer:
        raise _fail(f"the dealer is seat {state.dealer}, not {entry.get('dealer')!r}", index)
    try:
        events = state.apply_chance(entry.get("hands"))
    except ValueError as error:
        raise _fail(f"hands: {error}", index) from None
    yield state, events
    step = 0
    auction = entry.get("auction")
    if not isinstance(auction, list):
        raise _fail("the auction must be a list", index)
    for i, bid in enumerate(auction):
        step += 1
        if not isinstance(bid, dict):
            raise _fail(f"auction entry {i + 1} is not an object", index, step)
        if state.phase is not AUCTION:
            raise _fail(f"auction entry {i + 1}: the auction is already over", index, step)
        if bid.get("seat") != state.current_seat:
            raise _fail(
                f"auction entry {i + 1}: it is seat {state.current_seat}'s turn to bid,"
                f" not seat {bid.get('seat')!r}'s",
                index,
                step,
            )
        amount = bid.get("bid")
        bid_action = PASS if amount is None else Bid(amount)
        yield state, _apply(state, bid_action, f"auction entry {i + 1}", index, step)
    trump = entry.get("trump")
    if trump is None and not complete:
        return
    if state.bidder is None:
        raise _fail("the auction is not over", index, step)
    step += 1
    yield state, _apply(state, NameTrump(str(trump)), "trump", index, step)
    passes = entry.get("passes")
    if state.rules.pass_cards:
        if not isinstance(passes, dict):
            if complete:
                raise _fail("the passes are missing", index, step)
            return
        for key, who in (("to_bidder", "the partner's pass"), ("back", "the pass back")):
            cards = passes.get(key)
            if cards is None and not complete:
                return
            step += 1
            action = PassCards(_cards(cards, who, index))
            yield state, _apply(state, action, who, index, step)
    throw_in = entry.get("throw_in")
    if state.phase is THROW_IN_PHASE:
        if throw_in is None and not complete:
            return
        if not isinstance(throw_in, bool):
            raise _fail("the bid winner may throw in here: throw_in must be true or false", index)
        step += 1
        yield state, _apply(state, THROW_IN if throw_in else PLAY_OUT, "throw-in", index, step)
    elif throw_in is not None:
        raise _fail("throwing in was not allowed in this deal", index, step)
    tricks = entry.get("tricks", [])
    if not isinstance(tricks, list):
        raise _fail("the tricks must be a list", index, step)
    if tricks and state.phase is not PLAY:
        raise _fail("tricks are listed, but the deal is not played", index, step)
    for t, trick in enumerate(tricks):
        if not isinstance(trick, dict) or not isinstance(trick.get("cards"), list):
            raise _fail(f"trick {t + 1} is not an object with cards", index, step)
        if trick.get("leader") != state.trick_leader:
            raise _fail(
                f"trick {t + 1}: seat {state.trick_leader} leads, not {trick.get('leader')!r}",
                index,
                step,
            )
        for c, card in enumerate(trick["cards"]):
            step += 1
            if state.phase is not PLAY:
                raise _fail(f"trick {t + 1}: the deal is over", index, step)
            seat = state.current_seat
            where = f"trick {t + 1}, card {c + 1} (seat {seat} plays {card!r})"
            if not is_card(card):
                raise _fail(f"{where}: not a card code", index, step)
            yield state, _apply(state, Play(card), where, index, step)
        done = len(state.tricks) > t
        if "winner" in trick and (not done or state.tricks[t].winner != trick["winner"]):
            actual = state.tricks[t].winner if done else None
            raise _fail(
                f"trick {t + 1}: recorded winner {trick['winner']!r}, but the cards give {actual!r}",
                index,
                step,
            )
    if not complete:
        return
    if state.phase not in (DEAL, GAME_OVER):
        raise _fail(f"the deal is not over (seat {state.current_seat} still to act)", index, step)
    done_entry = state.completed_deals[-1]
    for key in (
        "bidder",
        "bid",
        "trump",
        "melds",
        "trick_points",
        "deal_points",
        "scores",
    ):
        if key in entry and entry[key] != done_entry[key]:
            raise _fail(
                f"recorded {key} {entry[key]!r}, but the play gives {done_entry[key]!r}",
                index,
            )


def replay_deals_steps(
    rules: Rules,
    deals: Sequence[Any],
    *,
    seed: int | None = None,
    current: Any = None,
    first_dealer: int | None = None,
    rng: random.Random | None = None,
) -> Steps:
    """Replay finished ``deals`` and then the unfinished ``current`` one, step by step."""
    if first_dealer is None:
        first = deals[0] if deals else current
        first_dealer = first.get("dealer") if isinstance(first, dict) else 0
    if type(first_dealer) is not int or not 0 <= first_dealer < 4:
        raise RecordError(f"the first dealer must be a seat 0..3, not {first_dealer!r}", 0)
    state = new_game(4, rules, seed=seed, rng=rng or random.Random(0), dealer=first_dealer)
    yield state, []
    entries = [(deal, True) for deal in deals]
    if current is not None:
        entries.append((current, False))
    for index, (entry, complete) in enumerate(entries):
        if state.phase is not DEAL:
            raise _fail("a deal follows the end of the game", index)
        yield from _replay_deal(state, entry, index, complete)


def _rules_of(data: Mapping[str, Any], error: type[ValueError]) -> Rules:
    try:
        return Rules.from_dict(data.get("rules", {}))
    except (TypeError, ValueError) as problem:
        raise error(f"bad rules: {problem}") from None


def replay_steps(record: Any) -> Steps:
    """Replay a pinochle-record v1 step by step: the live state and the events of each step.

    Raises :class:`RecordError` at the first bad entry (after yielding the
    good steps before it), and at the end if the results differ from the play.
    """
    check_format(record, RECORD_FORMAT, RECORD_VERSION)
    if record.get("game", GAME_ID) != GAME_ID:
        raise RecordError(f"a record of {record.get('game')!r}, not of {GAME_ID}")
    rules = _rules_of(record, RecordError)
    players = record.get("players")
    if not isinstance(players, list) or len(players) != 4:
        raise RecordError("a pinochle record lists 4 players")
    deals = record.get("deals")
    if not isinstance(deals, list):
        raise RecordError("the record has no deals list")
    seed = record.get("seed")
    state: GameState | None = None
    for state, events in replay_deals_steps(rules, deals, seed=seed if type(seed) is int else None):
        yield state, events
    assert state is not None
    check_outcome(record, state, _final(state))


def replay_record(record: Any) -> GameState:
    """Replay a pinochle-record v1 and return the final state; raises :class:`RecordError`."""
    return last_state(replay_steps(record))  # type: ignore[no-any-return]


# ---------------------------------------------------------------------- saves


def _current_entry(state: GameState) -> dict[str, Any] | None:
    """The deal in progress in the record's shape, what has not happened left out."""
    if state.phase in (DEAL, GAME_OVER):
        return None
    tricks = [trick.to_dict() for trick in state.tricks]
    if state.trick:
        tricks.append({"leader": state.trick_leader, "cards": list(state.trick)})
    return {
        "number": state.deal_number,
        "dealer": state.dealer,
        "hands": [list(hand) for hand in state.dealt],
        "auction": [{"seat": seat, "bid": bid} for seat, bid in state.auction],
        "trump": state.trump,
        "passes": {
            "to_bidder": None if state.pass_to_bidder is None else list(state.pass_to_bidder),
            "back": None if state.pass_back is None else list(state.pass_back),
        },
        "throw_in": state.throw_in,
        "tricks": tricks,
    }


def state_to_dict(state: GameState) -> dict[str, Any]:
    """A JSON-able snapshot of ``state``, its random generator's state included."""
    return {
        "format": STATE_FORMAT,
        "version": STATE_VERSION,
        "seed": state.seed,
        "num_players": state.num_players,
        "rules": state.rules.to_dict(),
        "first_dealer": state.first_dealer,
        "deals": [_copy(deal) for deal in state.completed_deals],
        "current": _current_entry(state),
        "rng": generator_state(state.rng),
    }


def state_steps(data: Any) -> Steps:
    """Replay a state saved by :func:`state_to_dict` step by step (the live state and events).

    What a table uses to write its move log again after Continue; the states
    carry the saved generator. Raises :class:`StateFormatError`.
    """
    check_format(data, STATE_FORMAT, STATE_VERSION, StateFormatError, "saved state")
    rules = _rules_of(data, StateFormatError)
    if data.get("num_players") != 4:
        raise StateFormatError("a pinochle game has 4 players")
    rng = generator_from_state(data.get("rng"))
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise StateFormatError("deals must be a list")
    current = data.get("current")
    if current is not None and not isinstance(current, dict):
        raise StateFormatError("the deal in progress must be an object")
    seed = data.get("seed")
    try:
        # Replaying takes the cards from the file, never from the generator.
        yield from replay_deals_steps(
            rules,
            deals,
            seed=seed if type(seed) is int else None,
            current=current,
            first_dealer=data.get("first_dealer"),
            rng=rng,
        )
    except (RecordError, ValueError, TypeError, KeyError) as error:
        raise StateFormatError(f"the saved game does not replay: {error}") from None


def state_from_dict(data: Any) -> GameState:
    """Rebuild a state saved by :func:`state_to_dict` (by replaying it); StateFormatError."""
    state: GameState = last_state(state_steps(data))
    return state
