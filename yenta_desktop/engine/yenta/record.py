"""Game records (yenta-record v1) and saved states (yenta-state v1).

Both store the dice that were rolled, not only the seed, so they replay on any
Python version. Loading either one *replays* it through :meth:`GameState.apply`,
so a file that loads is a legal game by construction, and the first illegal or
inconsistent entry is reported as a :class:`RecordError`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.records import (
    check_format,
    check_outcome,
    envelope,
    generator_from_state,
    generator_state,
    last_state,
    parse_record_text,
)
from yenta_desktop.engine.yenta.actions import action_from_dict
from yenta_desktop.engine.yenta.events import Event
from yenta_desktop.engine.yenta.rules import Rules
from yenta_desktop.engine.yenta.state import GameState, Phase, new_game

GAME_ID = "yenta"
RECORD_FORMAT = "yenta-record"
RECORD_VERSION = 1
STATE_FORMAT = "yenta-state"
STATE_VERSION = 1


def make_record(state: GameState, players: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The yenta-record v1 of ``state``'s completed rounds, in the shared envelope.

    ``players`` gives each seat's ``{"name", "kind", "level"}``. A game that is
    not over has ``winner``/``winners``/``final`` null and its unfinished round
    left out. ``final_scores`` and ``winner`` are the v1 fields; ``final`` and
    ``winners`` the envelope's (the same facts).
    """
    over = state.phase is Phase.GAME_OVER
    body = {
        "rounds": [_copy_round(r) for r in state.completed_rounds],
        "final_scores": list(state.scores) if over else None,
        "winner": state.winner,
    }
    return envelope(
        GAME_ID, RECORD_VERSION, state, players, body, list(state.scores) if over else None
    )


def record_length(record: dict[str, Any]) -> int:
    """How long the recorded game was, in rounds (the history list shows it)."""
    rounds = record.get("rounds")
    return len(rounds) if isinstance(rounds, list) else 0


def _copy_round(entry: dict[str, Any]) -> dict[str, Any]:
    copied = dict(entry)
    for key in ("dice", "auction", "actions"):
        copied[key] = [list(x) if isinstance(x, list) else dict(x) for x in entry[key]]
    for key in ("pair_points", "round_points", "scores"):
        copied[key] = list(entry[key])
    return copied


def _require(
    condition: bool, message: str, round_index: int | None = None, action_index: int | None = None
) -> None:
    if not condition:
        raise RecordError(message, round_index, action_index)


def _players_count(record: dict[str, Any]) -> int:
    players = record.get("players")
    if not isinstance(players, list):
        raise RecordError("the record has no list of players")
    return len(players)


def _replay_round(
    state: GameState,
    entry: Any,
    index: int,
    *,
    complete: bool,
) -> Iterator[list[Event]]:
    """Apply one round entry (its auction and actions) to ``state``, checking outcomes.

    Yields the events of each action as it is applied.
    """
    _require(isinstance(entry, dict), f"round {index + 1} is not an object", index)
    for key in ("auction", "actions"):
        _require(isinstance(entry.get(key), list), f"round {index + 1} has no {key} list", index)
    moves: list[tuple[str, int, dict[str, Any]]] = [
        ("auction", i, a) for i, a in enumerate(entry["auction"])
    ] + [("actions", i, a) for i, a in enumerate(entry["actions"])]
    for offset, (where, i, raw) in enumerate(moves):
        # Messages name one entry as the other games do: "auction 2", "action 6".
        what = "auction" if where == "auction" else "action"
        _require(
            isinstance(raw, dict),
            f"round {index + 1}, {what} {i + 1} is not an object",
            index,
            offset,
        )
        seat = raw.get("seat")
        if seat != state.current_seat:
            raise RecordError(
                f"round {index + 1}, {what} {i + 1}: it is seat {state.current_seat}'s turn,"
                f" not seat {seat!r}'s",
                index,
                offset,
            )
        if where == "auction" and state.phase is not Phase.AUCTION:
            raise RecordError(
                f"round {index + 1}, auction {i + 1}: the auction is already over", index, offset
            )
        if where == "actions" and state.phase is not Phase.PLAY:
            raise RecordError(
                f"round {index + 1}, action {i + 1}: play has not started (the auction is open)"
                if state.phase is Phase.AUCTION
                else f"round {index + 1}, action {i + 1}: the round is already over",
                index,
                offset,
            )
        try:
            action = action_from_dict(raw if where == "actions" else {"bid": raw.get("bid")})
            events = state.apply(action)
        except (IllegalAction, ValueError) as error:
            raise RecordError(
                f"round {index + 1}, {what} {i + 1}: {error}", index, offset
            ) from None
        if where == "actions" and raw.get("type") == "ask" and "hit" in raw:
            hit = type(events[0]).__name__ == "AskHit"
            if bool(raw["hit"]) != hit:
                raise RecordError(
                    f"round {index + 1}, action {i + 1}: recorded as a "
                    f"{'hit' if raw['hit'] else 'miss'}, but the dice make it a "
                    f"{'hit' if hit else 'miss'}",
                    index,
                    offset,
                )
        yield events
    if not complete:
        return
    _require(
        state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER),
        f"round {index + 1} ends before the round is over (seat {state.current_seat} still to act)",
        index,
    )
    done = state.completed_rounds[-1]
    for key in ("bidder", "bid", "last_player", "pair_points", "round_points", "scores"):
        if key in entry and entry[key] != done[key]:
            raise RecordError(
                f"round {index + 1}: recorded {key} {entry[key]!r}, but the play gives {done[key]!r}",
                index,
            )


def _dice_of_entry(entry: Any, index: int) -> list[list[int]]:
    _require(
        isinstance(entry, dict)
        and isinstance(entry.get("dice"), list)
        and all(isinstance(hand, list) for hand in entry["dice"]),
        f"round {index + 1} has no dice",
        index,
    )
    return entry["dice"]  # type: ignore[no-any-return]


def replay_rounds_steps(
    rules: Rules,
    num_players: int,
    rounds: Sequence[Any],
    *,
    seed: int | None = None,
    current: dict[str, Any] | None = None,
    rng: random.Random | None = None,
) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay completed ``rounds`` and then the unfinished ``current`` one, step by step.

    Yields the (live) state and the events after each deal and each action;
    raises :class:`RecordError` at the first bad entry.
    """
    entries: list[tuple[Any, bool]] = [(r, True) for r in rounds]
    if current is not None:
        entries.append((current, False))
    _require(bool(entries), "the record has no rounds")
    state: GameState | None = None
    for index, (entry, complete) in enumerate(entries):
        dice = _dice_of_entry(entry, index)
        dealer = entry.get("dealer")
        try:
            if state is None:
                _require(
                    isinstance(dealer, int) and not isinstance(dealer, bool),
                    "round 1 has no dealer",
                    0,
                )
                state = new_game(num_players, rules, seed=seed, rng=rng, dealer=dealer, dice=dice)
                events: list[Event] = [state.round_started_event()]
            else:
                _require(
                    state.phase is Phase.ROUND_OVER,
                    f"round {index + 1} follows a finished game",
                    index,
                )
                events = state.next_round(dice=dice)
        except ValueError as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"round {index + 1}: {error}", index) from None
        if "dealer" in entry and entry["dealer"] != state.dealer:
            raise RecordError(
                f"round {index + 1}: recorded dealer {entry['dealer']!r}, but the dealer is"
                f" seat {state.dealer}",
                index,
            )
        yield state, events
        for events in _replay_round(state, entry, index, complete=complete):
            yield state, events


def replay_steps(record: Any) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay a yenta-record v1 step by step: the live state and events after each deal and action.

    Raises :class:`RecordError` at the first bad entry (after yielding the good
    steps before it), and at the end if the record's results differ from the play.
    """
    check_format(record, RECORD_FORMAT, RECORD_VERSION)
    game = record.get("game", GAME_ID)
    _require(game == GAME_ID, f"a record of {game!r}, not of {GAME_ID}")
    try:
        rules = Rules.from_dict(record.get("rules", {}))
    except (TypeError, ValueError) as error:
        raise RecordError(f"bad rules: {error}") from None
    num = _players_count(record)
    rounds = record.get("rounds")
    _require(isinstance(rounds, list), "the record has no rounds list")
    seed = record.get("seed")
    state: GameState | None = None
    try:
        for state, events in replay_rounds_steps(
            rules, num, rounds, seed=seed if type(seed) is int else None
        ):
            yield state, events
    except ValueError as error:
        if isinstance(error, RecordError):
            raise
        raise RecordError(str(error)) from None
    assert state is not None
    final = record.get("final_scores")
    if final is not None and final != state.scores:
        raise RecordError(f"final scores {final!r} differ from the replayed {state.scores!r}")
    if record.get("winner") != state.winner:
        raise RecordError(
            f"winner {record.get('winner')!r} differs from the replayed {state.winner!r}"
        )
    check_outcome(record, state, list(state.scores) if state.is_terminal else None)


def replay_record(record: Any) -> GameState:
    """Replay a yenta-record v1 and return the final state; raises :class:`RecordError`."""
    return last_state(replay_steps(record))  # type: ignore[no-any-return]


def verify_records(lines: Iterable[str]) -> list[tuple[int, str]]:
    """Check every record in a .jsonl stream; return (line number, problem) for the bad ones."""
    problems: list[tuple[int, str]] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            replay_record(parse_record_text(line, f"line {number}"))
        except RecordError as error:
            problems.append((number, str(error)))
    return problems


# ---------------------------------------------------------------------- saves


def state_to_dict(state: GameState) -> dict[str, Any]:
    """A JSON-able snapshot of ``state``, its random generator's state included."""
    current = None
    if state.phase in (Phase.AUCTION, Phase.PLAY):
        current = {
            "number": state.round_number,
            "dealer": state.dealer,
            "dice": [list(d) for d in state.rolled],
            "auction": [dict(a) for a in state.auction],
            "actions": [dict(a) for a in state.actions],
        }
    return {
        "format": STATE_FORMAT,
        "version": STATE_VERSION,
        "seed": state.seed,
        "num_players": state.num_players,
        "rules": state.rules.to_dict(),
        "rounds": [_copy_round(r) for r in state.completed_rounds],
        "current": current,
        "rng": generator_state(state.rng),
    }


def state_steps(data: Any) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay a state saved by :func:`state_to_dict` step by step (the live state and the
    events of each deal and action): what a table uses to write its move log again after
    Continue. The last state has the saved random generator. Raises :class:`StateFormatError`.
    """
    check_format(data, STATE_FORMAT, STATE_VERSION, StateFormatError, "saved state")
    try:
        rules = Rules.from_dict(data.get("rules"))
        num = data.get("num_players")
        if isinstance(num, bool) or not isinstance(num, int):
            raise StateFormatError("num_players must be a whole number")
        rng = generator_from_state(data.get("rng"))
        seed = data.get("seed")
        rounds = data.get("rounds")
        if not isinstance(rounds, list):
            raise StateFormatError("rounds must be a list")
        current = data.get("current")
        # Replaying must not consume the generator: rolls come from the saved dice.
        state: GameState | None = None
        for state, events in replay_rounds_steps(
            rules,
            num,
            rounds,
            seed=seed if isinstance(seed, int) else None,
            current=current if isinstance(current, dict) else None,
            rng=rng,
        ):
            state.rng = rng
            yield state, events
    except StateFormatError:
        raise
    except (RecordError, ValueError, TypeError) as error:
        raise StateFormatError(f"the saved game does not replay: {error}") from None


def state_from_dict(data: Any) -> GameState:
    """Rebuild a state saved by :func:`state_to_dict`; raises :class:`StateFormatError`."""
    state: GameState = last_state(state_steps(data))
    return state
