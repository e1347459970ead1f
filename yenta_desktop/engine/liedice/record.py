"""Game records (lie-dice-record v1) and saved states (lie-dice-state v1).

Both store the dice that were rolled, not only the seed, so they replay on any
Python version. Loading either one *replays* it through :meth:`GameState.apply`
and :meth:`GameState.apply_chance`, so a file that loads is a legal game, and
the first bad entry is reported as a :class:`RecordError`. docs/records/lie-dice.md
describes both formats.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.liedice.actions import CALL, LOOK, Bid, Reroll, action_from_dict
from yenta_desktop.engine.liedice.events import Event
from yenta_desktop.engine.liedice.rules import Rules
from yenta_desktop.engine.liedice.state import GameState, new_game
from yenta_desktop.engine.records import (
    check_format,
    check_outcome,
    envelope,
    generator_from_state,
    generator_state,
    last_state,
)

GAME_ID = "lie-dice"
RECORD_FORMAT = "lie-dice-record"
RECORD_VERSION = 1
STATE_FORMAT = "lie-dice-state"
STATE_VERSION = 1

#: What replaying one step means: ("chance", faces) or ("action", seat, action).
Step = tuple[Any, ...]


def final_of(state: GameState) -> list[int] | None:
    """The record's ``final``: each seat's lives at the end (None while the game goes on)."""
    return list(state.lives) if state.is_terminal else None


def make_record(state: GameState, players: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The lie-dice-record v1 of ``state``'s finished rounds, in the shared envelope.

    An unfinished round is left out; ``loser`` (first_out) / ``winner``
    (last_standing) are null until the game is over.
    """
    body = {
        "opener": state.first_opener,
        "rounds": [_copy_round(r) for r in state.rounds],
        "loser": state.loser,
        "winner": state.winner,
    }
    return envelope(GAME_ID, RECORD_VERSION, state, players, body, final_of(state))


def _copy_round(entry: Mapping[str, Any]) -> dict[str, Any]:
    copied = dict(entry)
    copied["actions"] = [
        {k: list(v) if isinstance(v, list) else v for k, v in a.items()} for a in entry["actions"]
    ]
    for key in ("box", "bid", "lives"):
        copied[key] = list(entry[key])
    return copied


def record_length(record: Mapping[str, Any]) -> int:
    """How long the recorded game was, in rounds."""
    rounds = record.get("rounds")
    return len(rounds) if isinstance(rounds, list) else 0


def _require(condition: bool, message: str, round_index: int | None = None) -> None:
    if not condition:
        raise RecordError(message, round_index)


def _seat(value: Any) -> bool:
    return type(value) is int


def round_steps(entry: Any, index: int) -> Iterator[tuple[int, Step]]:
    """The steps of one recorded round: (action index, step), checking each entry's shape."""
    where = f"round {index + 1}"
    _require(isinstance(entry, dict), f"{where} is not an object", index)
    actions = entry.get("actions")
    _require(isinstance(actions, list) and bool(actions), f"{where} has no actions", index)
    direction = entry.get("direction")
    for i, raw in enumerate(actions):
        what = f"{where}, action {i + 1}"
        _require(isinstance(raw, dict) and _seat(raw.get("seat")), f"{what} has no seat", index)
        seat = raw["seat"]
        if raw.get("type") == "call":
            yield i, ("action", seat, CALL)
            continue
        _require(raw.get("type") == "bid", f"{what} is neither a bid nor a call", index)
        kept, box, looked = raw.get("kept"), raw.get("box"), raw.get("looked")
        _require(isinstance(kept, list), f"{what} has no kept list", index)
        _require(isinstance(box, list) and len(box) == 5, f"{what} has no box of 5 dice", index)
        _require(isinstance(looked, bool), f"{what}: looked is true or false", index)
        assert isinstance(kept, list) and isinstance(box, list)
        rerolled = raw.get("rerolled")
        if i == 0:
            _require(
                rerolled == 5 and kept == [],
                f"{what}: the opener's bid follows the shake (rerolled 5, kept [])",
                index,
            )
            yield i, ("chance", box)
        else:
            _require(
                rerolled == (5 - len(kept) if kept else 0),
                f"{what}: rerolled {rerolled!r} does not match kept {kept!r}",
                index,
            )
        if looked:
            yield i, ("action", seat, LOOK)
        if i > 0 and kept:
            _require(all(type(p) is int and 0 <= p <= 4 for p in kept), f"{what}: bad kept", index)
            yield i, ("action", seat, Reroll(tuple(kept)))
            yield i, ("chance", [box[p] for p in range(5) if p not in kept])
        try:
            bid = action_from_dict(
                {"type": "bid", "dice": raw.get("dice"), "direction": direction if i == 0 else None}
            )
        except ValueError as error:
            raise RecordError(f"{what}: {error}", index, i) from None
        yield i, ("action", seat, bid)


def run_step(state: GameState, step: Step) -> list[Event]:
    """Apply one replay step to ``state`` (ValueError / IllegalAction if it does not fit)."""
    if step[0] == "chance":
        if not state.is_chance_node():
            raise ValueError("dice are rolled here, but no roll is due")
        return state.apply_chance(step[1])
    _, seat, action = step
    if state.is_chance_node() or state.current_seat != seat:
        raise ValueError(f"it is seat {state.current_seat}'s turn, not seat {seat!r}'s")
    return state.apply(action)


def replay_steps(record: Any) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay a lie-dice-record v1: the live state and events after each step.

    Raises :class:`RecordError` at the first bad entry (after yielding the
    good steps before it) and when the record's results differ from the play.
    """
    check_format(record, RECORD_FORMAT, RECORD_VERSION)
    _require(record.get("game", GAME_ID) == GAME_ID, f"a record of {record.get('game')!r}")
    try:
        rules = Rules.from_dict(record.get("rules", {}))
    except (TypeError, ValueError) as error:
        raise RecordError(f"bad rules: {error}") from None
    players = record.get("players")
    _require(isinstance(players, list), "the record has no list of players")
    rounds = record.get("rounds")
    _require(isinstance(rounds, list), "the record has no rounds list")
    opener = record.get("opener")
    if opener is None and rounds and isinstance(rounds[0], dict):
        opener = rounds[0].get("opener")
    seed = record.get("seed")
    try:
        state = new_game(len(players), rules, seed=seed if _seat(seed) else None, opener=opener)
    except ValueError as error:
        raise RecordError(str(error)) from None
    yield state, []
    for index, entry in enumerate(rounds):
        _require(state.phase == "roll", f"round {index + 1} follows the end of the game", index)
        if isinstance(entry, dict) and entry.get("opener") != state.opener:
            raise RecordError(
                f"round {index + 1}: recorded opener {entry.get('opener')!r}, but seat"
                f" {state.opener} opens",
                index,
            )
        for action_index, step in round_steps(entry, index):
            try:
                events = run_step(state, step)
            except (IllegalAction, ValueError) as error:
                raise RecordError(
                    f"round {index + 1}, action {action_index + 1}: {error}", index, action_index
                ) from None
            yield state, events
            if step[0] == "action" and isinstance(step[2], Bid):
                recorded = entry["actions"][action_index]
                _check_bid_entry(state, recorded, index, action_index)
        _require(
            state.round_number == index + 1 and len(state.rounds) == index + 1,
            f"round {index + 1} ends before anyone calls",
            index,
        )
        done = state.rounds[-1]
        for key in ("direction", "box", "bid", "bidder", "caller", "loser", "reason", "lives"):
            if key in entry and entry[key] != done[key]:
                raise RecordError(
                    f"round {index + 1}: recorded {key} {entry[key]!r}, but the play gives"
                    f" {done[key]!r}",
                    index,
                )
    for key in ("loser", "winner"):
        if record.get(key) is not None and record.get(key) != getattr(state, key):
            raise RecordError(
                f"the recorded {key} {record.get(key)!r} differs from the replayed"
                f" {getattr(state, key)!r}"
            )
    check_outcome(record, state, final_of(state))


def _check_bid_entry(
    state: GameState, recorded: Mapping[str, Any], index: int, action_index: int
) -> None:
    entry = state.actions[-1] if state.actions and state.actions[-1]["type"] == "bid" else None
    if entry is None:  # pragma: no cover - a bid always leaves an entry
        return
    if recorded.get("box") != entry["box"]:
        raise RecordError(
            f"round {index + 1}, action {action_index + 1}: recorded box {recorded.get('box')!r},"
            f" but the dice give {entry['box']!r}",
            index,
            action_index,
        )


def replay_record(record: Any) -> GameState:
    """Replay a lie-dice-record v1 and return the final state; raises :class:`RecordError`."""
    return last_state(replay_steps(record))  # type: ignore[no-any-return]


# ---------------------------------------------------------------------- saves


def state_to_dict(state: GameState) -> dict[str, Any]:
    """A JSON-able snapshot of ``state`` (every step so far), its random generator included."""
    return {
        "format": STATE_FORMAT,
        "version": STATE_VERSION,
        "seed": state.seed,
        "num_players": state.num_players,
        "rules": state.rules.to_dict(),
        "opener": state.first_opener,
        "steps": [dict(step) for step in state.steps],
        "rng": generator_state(state.rng),
    }


def _saved_step(raw: Any, number: int) -> Step:
    if not isinstance(raw, dict):
        raise StateFormatError(f"step {number} is not an object")
    if "chance" in raw:
        return ("chance", raw["chance"])
    try:
        return ("action", raw.get("seat"), action_from_dict(raw.get("action")))
    except ValueError as error:
        raise StateFormatError(f"step {number}: {error}") from None


def state_steps(data: Any) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay a state saved by :func:`state_to_dict` step by step: the live state and the
    events of each shake, re-roll and action (a table writes its move log again from it
    after Continue). Every state yielded carries the saved random generator; raises
    :class:`StateFormatError`.
    """
    check_format(data, STATE_FORMAT, STATE_VERSION, StateFormatError, "saved state")
    try:
        rules = Rules.from_dict(data.get("rules"))
        raw = data.get("rng")
        if not (isinstance(raw, list) and len(raw) == 3 and isinstance(raw[1], list)):
            raise StateFormatError("the random generator's state is missing")
        rng = generator_from_state(raw)
        steps = data.get("steps")
        if not isinstance(steps, list):
            raise StateFormatError("steps must be a list")
        seed = data.get("seed")
        state = new_game(
            data.get("num_players"),
            rules,
            seed=seed if _seat(seed) else None,
            opener=data.get("opener"),
        )
        # Rolls come from the saved steps, so replaying never draws from the generator.
        state.rng = rng
        yield state, []
        for number, raw_step in enumerate(steps, start=1):
            try:
                events = run_step(state, _saved_step(raw_step, number))
            except (IllegalAction, ValueError) as error:
                if isinstance(error, StateFormatError):
                    raise
                raise StateFormatError(f"step {number} does not replay: {error}") from None
            yield state, events
    except StateFormatError:
        raise
    except (ValueError, TypeError) as error:
        raise StateFormatError(f"the saved game does not load: {error}") from None


def state_from_dict(data: Any) -> GameState:
    """Rebuild a state saved by :func:`state_to_dict`; raises :class:`StateFormatError`."""
    state: GameState = last_state(state_steps(data))
    return state
