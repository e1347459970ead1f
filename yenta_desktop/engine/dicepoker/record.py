"""Game records (dice-poker-record v1) and saved states (dice-poker-state v1).

Both store every roll (five values), the held positions before each re-roll,
and the row each turn wrote, so they replay on any Python version. Loading
either one *replays* it through ``apply`` and ``apply_chance``, so a file that
loads is a legal game, and the first bad entry is reported as a
:class:`RecordError` naming the turn.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from yenta_desktop.engine.dicepoker.actions import action_from_dict
from yenta_desktop.engine.dicepoker.events import Event
from yenta_desktop.engine.dicepoker.rules import Rules
from yenta_desktop.engine.dicepoker.state import GameState, Phase, new_game
from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.records import (
    check_format,
    check_outcome,
    envelope,
    generator_from_state,
    generator_state,
    last_state,
)

GAME_ID = "dice-poker"
RECORD_FORMAT = "dice-poker-record"
RECORD_VERSION = 1
STATE_FORMAT = "dice-poker-state"
STATE_VERSION = 1
#: Results against the mean are written rounded to this many decimals.
RESULT_DECIMALS = 2


def final_of(state: GameState) -> dict[str, Any] | None:
    """The record's ``final``: totals and results against the mean, or None while unfinished."""
    if not state.is_terminal:
        return None
    return {
        "totals": state.totals(),
        "results": [round(r, RESULT_DECIMALS) for r in state.results()],
    }


def make_record(state: GameState, players: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The dice-poker-record v1 of ``state``'s finished turns, in the shared envelope.

    ``players`` gives each seat's ``{"name", "kind", "level"}``. A turn under
    way is left out; ``final`` and ``winners`` are null until the game is over.
    """
    body = {
        "first_seat": state.first_seat,
        "turns": [_copy_turn(t) for t in state.turns],
    }
    return envelope(GAME_ID, RECORD_VERSION, state, players, body, final_of(state))


def record_length(record: Mapping[str, Any]) -> int:
    """How long the recorded game was, in turns (every seat's turns counted)."""
    turns = record.get("turns")
    return len(turns) if isinstance(turns, list) else 0


def _copy_turn(turn: Mapping[str, Any]) -> dict[str, Any]:
    copied = dict(turn)
    copied["rolls"] = [list(r) for r in turn["rolls"]]
    copied["holds"] = [list(h) for h in turn["holds"]]
    return copied


def _fail(message: str, index: int, step: int | None = None) -> RecordError:
    return RecordError(f"turn {index + 1}: {message}", index, step)


def _replay_turn(
    state: GameState, entry: Any, index: int, *, complete: bool
) -> Iterator[list[Event]]:
    """Apply one turn entry (rolls, holds, row) to ``state``; yields each step's events."""
    if not isinstance(entry, dict):
        raise _fail("is not an object", index)
    rolls, holds = entry.get("rolls"), entry.get("holds")
    if not isinstance(rolls, list) or not isinstance(holds, list):
        raise _fail("needs a list of rolls and a list of holds", index)
    if entry.get("seat") != state.turn_seat:
        raise _fail(f"it is seat {state.turn_seat}'s turn, not seat {entry.get('seat')!r}'s", index)
    pending = not complete and len(holds) == len(rolls) and rolls
    if not (1 <= len(rolls) <= 3 or (not complete and not rolls)):
        raise _fail(f"a turn has 1 to 3 rolls, not {len(rolls)}", index)
    if len(holds) != len(rolls) - 1 and not pending:
        raise _fail("a turn holds dice once before each re-roll", index)
    step = 0
    try:
        for number, roll in enumerate(rolls):
            if number:
                yield state.apply(action_from_dict({"type": "roll", "keep": holds[number - 1]}))
                step += 1
            if not isinstance(roll, list) or len(roll) != 5:
                raise ValueError(f"roll {number + 1} is not five dice")
            yield state.apply_chance(roll)
            step += 1
        if pending:
            yield state.apply(action_from_dict({"type": "roll", "keep": holds[-1]}))
            return
        if not complete:
            return
        seat = state.turn_seat
        events = state.apply(action_from_dict({"type": "score", "row": entry.get("row")}))
    except (IllegalAction, ValueError) as error:
        if isinstance(error, RecordError):
            raise
        raise _fail(str(error), index, step) from None
    written = state.turns[-1]
    for key in ("points", "first_roll"):
        if key in entry and entry[key] != written[key]:
            raise _fail(
                f"recorded {key} {entry[key]!r} for seat {seat}'s {written['row']},"
                f" but the dice give {written[key]!r}",
                index,
            )
    yield events


def replay_turns_steps(
    rules: Rules,
    num_players: int,
    first_seat: Any,
    turns: Sequence[Any],
    *,
    seed: int | None = None,
    current: Mapping[str, Any] | None = None,
    rng: random.Random | None = None,
) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay finished ``turns`` and then the unfinished ``current`` one, step by step.

    Yields the (live) state and the events after the start and after each
    roll and action; raises :class:`RecordError` at the first bad entry.
    """
    if type(first_seat) is not int:
        raise RecordError(f"the first seat must be a seat number, not {first_seat!r}")
    try:
        state = new_game(num_players, rules, seed=seed, rng=rng, first_seat=first_seat)
    except ValueError as error:
        raise RecordError(str(error)) from None
    yield state, state.opening_events()
    entries: list[tuple[Any, bool]] = [(t, True) for t in turns]
    if current is not None:
        entries.append((current, False))
    for index, (entry, complete) in enumerate(entries):
        if state.is_terminal:
            raise _fail("follows the end of the game", index)
        for events in _replay_turn(state, entry, index, complete=complete):
            yield state, events


def _rules_of(data: Mapping[str, Any]) -> Rules:
    try:
        return Rules.from_dict(data.get("rules", {}))
    except (TypeError, ValueError) as error:
        raise RecordError(f"bad rules: {error}") from None


def replay_steps(record: Any) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay a dice-poker-record v1 step by step: the live state and events after each step.

    Raises :class:`RecordError` at the first bad entry (after yielding the good
    steps before it), and at the end if the record's results differ from the play.
    """
    check_format(record, RECORD_FORMAT, RECORD_VERSION)
    game = record.get("game", GAME_ID)
    if game != GAME_ID:
        raise RecordError(f"a record of {game!r}, not of {GAME_ID}")
    rules = _rules_of(record)
    players = record.get("players")
    if not isinstance(players, list):
        raise RecordError("the record has no list of players")
    turns = record.get("turns")
    if not isinstance(turns, list):
        raise RecordError("the record has no turns list")
    seed = record.get("seed")
    state: GameState | None = None
    for state, events in replay_turns_steps(
        rules,
        len(players),
        record.get("first_seat"),
        turns,
        seed=seed if type(seed) is int else None,
    ):
        yield state, events
    assert state is not None
    check_outcome(record, state, final_of(state))


def replay_record(record: Any) -> GameState:
    """Replay a dice-poker-record v1 and return the final state; raises :class:`RecordError`."""
    return last_state(replay_steps(record))  # type: ignore[no-any-return]


# ---------------------------------------------------------------------- saves


def state_to_dict(state: GameState) -> dict[str, Any]:
    """A JSON-able snapshot of ``state``, its random generator's state included.

    The turn under way is saved with its rolls and holds (and a hold whose
    roll has not happened yet), so Continue restores the dice exactly.
    """
    current = None
    if state.phase is not Phase.OVER and state.rolls:
        current = {
            "seat": state.turn_seat,
            "rolls": [list(r) for r in state.rolls],
            "holds": [list(h) for h in state.holds],
        }
    return {
        "format": STATE_FORMAT,
        "version": STATE_VERSION,
        "seed": state.seed,
        "num_players": state.num_players,
        "rules": state.rules.to_dict(),
        "first_seat": state.first_seat,
        "turns": [_copy_turn(t) for t in state.turns],
        "current": current,
        "rng": generator_state(state.rng),
    }


def state_steps(data: Any) -> Iterator[tuple[GameState, list[Event]]]:
    """Replay a state saved by :func:`state_to_dict` step by step (the live state and the
    events of each roll and action): what the table uses to write its move log again after
    Continue. Every state has the saved random generator. Raises :class:`StateFormatError`.
    """
    check_format(data, STATE_FORMAT, STATE_VERSION, StateFormatError, "saved state")
    try:
        rules = Rules.from_dict(data.get("rules"))
        num = data.get("num_players")
        if type(num) is not int:
            raise StateFormatError("num_players must be a whole number")
        raw = data.get("rng")
        if not (
            isinstance(raw, list)
            and len(raw) == 3
            and isinstance(raw[1], list)
            and all(type(x) is int for x in raw[1])
        ):
            raise StateFormatError("the random generator's state is missing")
        rng = generator_from_state(raw)
        turns = data.get("turns")
        if not isinstance(turns, list):
            raise StateFormatError("turns must be a list")
        current = data.get("current")
        if current is not None and not isinstance(current, dict):
            raise StateFormatError("the current turn must be an object or null")
        seed = data.get("seed")
        # Replaying consumes no randomness: every roll comes from the saved dice.
        yield from replay_turns_steps(
            rules,
            num,
            data.get("first_seat"),
            turns,
            seed=seed if type(seed) is int else None,
            current=current,
            rng=rng,
        )
    except StateFormatError:
        raise
    except (RecordError, ValueError, TypeError, OverflowError) as error:
        raise StateFormatError(f"the saved game does not replay: {error}") from None


def state_from_dict(data: Any) -> GameState:
    """Rebuild a state saved by :func:`state_to_dict`; raises :class:`StateFormatError`."""
    state: GameState = last_state(state_steps(data))
    return state
