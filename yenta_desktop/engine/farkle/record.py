"""Game records (farkle-record v1) and saved states (farkle-state v1).

Both store, per turn, the seat, every roll (all six slots), the slots set aside
from each roll, how the turn ended (``"bank"`` or ``"farkle"``), the points
banked, a three-farkle penalty, the hot dice (every time all six dice were set
aside, banked or not) and the total after it, so they replay on any Python version.
A record written before a banked all-six set-aside was counted (one fewer hot dice
on such a turn) still verifies: :func:`legacy_hot_dice`. The layout is the scorecard kit's
(engine/families/scorecard_record.py): the shared envelope, ``first_seat`` and
``turns``; a save adds the turn under way (``current``) and the generator.
Loading either one *replays* it through ``apply`` and ``apply_chance``, so a
file that loads is a legal game; the first bad entry is a :class:`RecordError`
naming the turn. docs/records/farkle.md.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.farkle.actions import NUM_DICE, Bank, Roll
from yenta_desktop.engine.farkle.rules import Rules
from yenta_desktop.engine.farkle.state import GameState, Phase, copy_turn, new_game
from yenta_desktop.engine.records import (
    check_format,
    check_outcome,
    envelope,
    generator_from_state,
    generator_state,
    last_state,
)

GAME_ID = "farkle"
RECORD_FORMAT = f"{GAME_ID}-record"
STATE_FORMAT = f"{GAME_ID}-state"
RECORD_VERSION = 1
STATE_VERSION = 1
#: Fields of a finished turn that the replay recomputes and compares.
CHECKED = ("end", "points", "penalty", "hot_dice", "total")

Steps = Iterator[tuple[Any, list[Any]]]


def _fail(message: str, index: int, step: int | None = None) -> RecordError:
    return RecordError(f"turn {index + 1}: {message}", index, step)


def final_of(state: GameState) -> dict[str, Any] | None:
    """The record's ``final``: each seat's total, or None while unfinished."""
    if not state.is_terminal:
        return None
    return {"totals": state.totals()}


def make_record(state: GameState, players: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The record of ``state``'s finished turns, in the shared envelope.

    ``players`` gives each seat's ``{"name", "kind", "level"}``. A turn under
    way is left out; ``final`` and ``winners`` are null until the game is over.
    """
    body = {"first_seat": state.first_seat, "turns": [copy_turn(t) for t in state.turns]}
    return envelope(GAME_ID, RECORD_VERSION, state, players, body, final_of(state))


def legacy_hot_dice(turn: Mapping[str, Any]) -> int:
    """``turn``'s hot dice as records written before 2026-12 counted them: a last
    set-aside that put all six dice aside and banked was not counted."""
    aside = 0
    for keep in turn["set_asides"]:
        aside += len(keep)
        if aside == NUM_DICE:
            aside = 0
    banked_six = turn["end"] == "bank" and bool(turn["set_asides"]) and aside == 0
    return int(turn["hot_dice"]) - (1 if banked_six else 0)


def record_length(record: Mapping[str, Any]) -> int:
    """How long the recorded game was, in turns (every seat's turns counted)."""
    turns = record.get("turns")
    return len(turns) if isinstance(turns, list) else 0


def _replay_turn(
    state: GameState, entry: Any, index: int, *, complete: bool
) -> Iterator[list[Any]]:
    """Apply one turn entry to ``state``; yields each step's events.

    A finished turn has k rolls and k set-asides (it banked) or k - 1 (the
    last roll farkled); an unfinished one (a save) has as many set-asides as
    rolls (a roll pending) or one fewer (a choice pending).
    """
    if not isinstance(entry, dict):
        raise _fail("is not an object", index)
    rolls, asides = entry.get("rolls"), entry.get("set_asides")
    if not isinstance(rolls, list) or not isinstance(asides, list):
        raise _fail("needs a list of rolls and a list of set-asides", index)
    if entry.get("seat") != state.turn_seat:
        raise _fail(f"it is seat {state.turn_seat}'s turn, not seat {entry.get('seat')!r}'s", index)
    if not (len(rolls) - 1 <= len(asides) <= len(rolls)) or (complete and not rolls):
        raise _fail(f"{len(rolls)} rolls cannot have {len(asides)} set-asides", index)
    end = entry.get("end")
    if complete and end not in ("bank", "farkle"):
        raise _fail(f"a turn ends with bank or farkle, not {end!r}", index)
    seat = state.turn_seat
    step = 0
    before = len(state.turns)
    try:
        for number, roll in enumerate(rolls):
            if not isinstance(roll, list) or len(roll) != NUM_DICE:
                raise ValueError(f"roll {number + 1} is not six dice")
            if len(state.turns) != before or state.phase is not Phase.ROLL:
                raise ValueError(f"roll {number + 1} follows the end of the turn")
            yield state.apply_chance(roll)
            step += 1
            if number >= len(asides):
                break
            keep = asides[number]
            if not isinstance(keep, list) or not all(type(p) is int for p in keep):
                raise ValueError(f"set-aside {number + 1} is not a list of slots")
            last = number == len(rolls) - 1
            if last and complete:
                if end != "bank":
                    raise ValueError("the turn sets dice aside after its last roll, so it banked")
                yield state.apply(Bank(tuple(keep)))
            else:
                yield state.apply(Roll(tuple(keep)))
            step += 1
    except (IllegalAction, ValueError) as error:
        if isinstance(error, RecordError):
            raise
        raise _fail(str(error), index, step) from None
    if not complete:
        if len(state.turns) != before:
            raise _fail("the unfinished turn has ended", index)
        return
    if len(state.turns) != before + 1:
        raise _fail("the turn's dice do not end it (a bank or a farkle)", index)
    written = state.turns[-1]
    for key in CHECKED:
        if key == "hot_dice" and entry.get(key) == legacy_hot_dice(written):
            continue  # written before a banked set-aside of all six was counted
        if key in entry and entry[key] != written[key]:
            raise _fail(
                f"recorded {key} {entry[key]!r} for seat {seat}, but the dice give {written[key]!r}",
                index,
            )


def replay_turns_steps(
    rules: Rules,
    num_players: int,
    first_seat: Any,
    turns: Sequence[Any],
    *,
    seed: int | None = None,
    current: Mapping[str, Any] | None = None,
    rng: random.Random | None = None,
) -> Steps:
    """Replay finished ``turns`` and then the unfinished ``current`` one, step by step."""
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


def replay_steps(record: Any) -> Steps:
    """Replay a record step by step: the live state and events after each step.

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
    """Replay a record and return the final state; raises :class:`RecordError`."""
    state: GameState = last_state(replay_steps(record))
    return state


def state_to_dict(state: GameState) -> dict[str, Any]:
    """A JSON-able snapshot of ``state``, its random generator's state included.

    The turn under way is saved with its rolls and set-asides (and a roll that
    has not happened yet), so Continue restores the dice and the turn total
    exactly and rolls nothing again.
    """
    current = None
    if state.phase is not Phase.OVER and state.rolls:
        current = {
            "seat": state.turn_seat,
            "rolls": [list(r) for r in state.rolls],
            "set_asides": [list(s) for s in state.set_asides],
        }
    return {
        "format": STATE_FORMAT,
        "version": STATE_VERSION,
        "seed": state.seed,
        "num_players": state.num_players,
        "rules": state.rules.to_dict(),
        "first_seat": state.first_seat,
        "turns": [copy_turn(t) for t in state.turns],
        "current": current,
        "rng": generator_state(state.rng),
    }


def state_steps(data: Any) -> Steps:
    """Replay a saved state step by step (the live state and each step's events): what a
    table uses to write its move log again after Continue. Raises :class:`StateFormatError`.
    """
    check_format(data, STATE_FORMAT, STATE_VERSION, StateFormatError, "saved state")
    try:
        rules = Rules.from_dict(data.get("rules"))
        num = data.get("num_players")
        if type(num) is not int:
            raise StateFormatError("num_players must be a whole number")
        rng = generator_from_state(data.get("rng"))
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


__all__ = [
    "GAME_ID",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "STATE_FORMAT",
    "STATE_VERSION",
    "final_of",
    "make_record",
    "record_length",
    "replay_record",
    "replay_steps",
    "replay_turns_steps",
    "state_from_dict",
    "state_steps",
    "state_to_dict",
]
