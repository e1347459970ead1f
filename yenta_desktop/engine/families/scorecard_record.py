"""Records (``<game>-record`` v1) and saves (``<game>-state`` v1) of a scorecard game.

Both store every roll (all N values), the held positions before each re-roll
and the box each turn wrote, so they replay on any Python version. A die is its
value; a die whose declared face has a colour (the spec's ``die_kinds``,
engine/families/dice.py) is ``[value, colour]``, read back as a face of its
slot's die (docs/record-format.md). Loading
either one *replays* it through ``apply`` and ``apply_chance``, so a file that
loads is a legal game; the first bad entry is a :class:`RecordError` naming
the turn. A game binds one :class:`ScorecardRecords` to its state class and
exports its bound methods (engine/dicepoker/record.py); a game whose rules
change the card (Yahtzee's ``scorecard=yatzy``) gives ``state_for(rules)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from yenta_desktop.engine.errors import IllegalAction, RecordError, StateFormatError
from yenta_desktop.engine.families.dice_turn import check_turn_entry, number_word
from yenta_desktop.engine.families.scorecard import (
    Phase,
    ScorecardState,
    action_from_dict,
    copy_turn,
    new_state,
)
from yenta_desktop.engine.records import (
    check_format,
    check_outcome,
    envelope,
    generator_from_state,
    generator_state,
    last_state,
)

RECORD_VERSION = 1
STATE_VERSION = 1
#: Results against the mean are written rounded to this many decimals.
RESULT_DECIMALS = 2

Steps = Iterator[tuple[Any, list[Any]]]


def _fail(message: str, index: int, step: int | None = None) -> RecordError:
    return RecordError(f"turn {index + 1}: {message}", index, step)


class ScorecardRecords:
    """The records and saves of one scorecard game (its state class and Rules class)."""

    def __init__(
        self,
        state_class: type[ScorecardState],
        rules_class: Any,
        state_for: Callable[[Any], type[ScorecardState]] | None = None,
    ) -> None:
        self.state_class = state_class
        self.rules_class = rules_class
        #: The state class of a game's rules (a rule that changes the card: Yatzy's boxes).
        self.state_for = state_for or (lambda rules: state_class)
        self.spec = state_class.SPEC
        self.game_id = self.spec.game_id
        self.record_format = f"{self.game_id}-record"
        self.state_format = f"{self.game_id}-state"

    # ------------------------------------------------------------------ records

    def final_of(self, state: ScorecardState) -> dict[str, Any] | None:
        """The record's ``final``: totals and results against the mean, or None while unfinished."""
        if not state.is_terminal:
            return None
        return {
            "totals": state.totals(),
            "results": [round(r, RESULT_DECIMALS) for r in state.results()],
        }

    def make_record(
        self, state: ScorecardState, players: Sequence[Mapping[str, Any]]
    ) -> dict[str, Any]:
        """The record of ``state``'s finished turns, in the shared envelope.

        ``players`` gives each seat's ``{"name", "kind", "level"}``. A turn under
        way is left out; ``final`` and ``winners`` are null until the game is over.
        """
        body = {"first_seat": state.first_seat, "turns": [copy_turn(t) for t in state.turns]}
        return envelope(self.game_id, RECORD_VERSION, state, players, body, self.final_of(state))

    @staticmethod
    def record_length(record: Mapping[str, Any]) -> int:
        """How long the recorded game was, in turns (every seat's turns counted)."""
        turns = record.get("turns")
        return len(turns) if isinstance(turns, list) else 0

    def _replay_turn(
        self, state: ScorecardState, entry: Any, index: int, *, complete: bool
    ) -> Iterator[list[Any]]:
        """Apply one turn entry (rolls, holds, box) to ``state``; yields each step's events."""
        spec = state.SPEC
        if not isinstance(entry, dict):
            raise _fail("is not an object", index)
        if not isinstance(entry.get("rolls"), list) or not isinstance(entry.get("holds"), list):
            raise _fail("needs a list of rolls and a list of holds", index)
        if entry.get("seat") != state.turn_seat:
            raise _fail(
                f"it is seat {state.turn_seat}'s turn, not seat {entry.get('seat')!r}'s", index
            )
        problem = check_turn_entry(entry, spec.max_rolls, complete=complete)
        if problem is not None:
            raise _fail(problem, index)
        rolls, holds = entry["rolls"], entry["holds"]
        pending = not complete and len(holds) == len(rolls) and rolls
        step = 0
        try:
            for number, roll in enumerate(rolls):
                if number:
                    keep = {"type": "roll", "keep": holds[number - 1]}
                    yield state.apply(action_from_dict(spec, keep))
                    step += 1
                if not isinstance(roll, list) or len(roll) != spec.num_dice:
                    raise ValueError(f"roll {number + 1} is not {number_word(spec.num_dice)} dice")
                yield state.apply_chance(roll)
                step += 1
            if pending:
                yield state.apply(action_from_dict(spec, {"type": "roll", "keep": holds[-1]}))
                return
            if not complete:
                return
            seat = state.turn_seat
            score: dict[str, Any] = {"type": "score", "row": entry.get("row")}
            if "column" in entry:
                score["column"] = entry["column"]
            events = state.apply(action_from_dict(spec, score))
        except (IllegalAction, ValueError) as error:
            if isinstance(error, RecordError):
                raise
            raise _fail(str(error), index, step) from None
        written = state.turns[-1]
        for key in ("points", "first_roll", "extra"):
            if key in entry and entry[key] != written.get(key):
                raise _fail(
                    f"recorded {key} {entry[key]!r} for seat {seat}'s {written['row']},"
                    f" but the dice give {written.get(key)!r}",
                    index,
                )
        yield events

    def replay_turns_steps(
        self,
        rules: Any,
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
            state = new_state(
                self.state_for(rules), num_players, rules, seed=seed, rng=rng, first_seat=first_seat
            )
        except ValueError as error:
            raise RecordError(str(error)) from None
        yield state, state.opening_events()
        entries: list[tuple[Any, bool]] = [(t, True) for t in turns]
        if current is not None:
            entries.append((current, False))
        for index, (entry, complete) in enumerate(entries):
            if state.is_terminal:
                raise _fail("follows the end of the game", index)
            for events in self._replay_turn(state, entry, index, complete=complete):
                yield state, events

    def _rules_of(self, data: Mapping[str, Any]) -> Any:
        try:
            return self.rules_class.from_dict(data.get("rules", {}))
        except (TypeError, ValueError) as error:
            raise RecordError(f"bad rules: {error}") from None

    def replay_steps(self, record: Any) -> Steps:
        """Replay a record step by step: the live state and events after each step.

        Raises :class:`RecordError` at the first bad entry (after yielding the good
        steps before it), and at the end if the record's results differ from the play.
        """
        check_format(record, self.record_format, RECORD_VERSION)
        game = record.get("game", self.game_id)
        if game != self.game_id:
            raise RecordError(f"a record of {game!r}, not of {self.game_id}")
        rules = self._rules_of(record)
        players = record.get("players")
        if not isinstance(players, list):
            raise RecordError("the record has no list of players")
        turns = record.get("turns")
        if not isinstance(turns, list):
            raise RecordError("the record has no turns list")
        seed = record.get("seed")
        state: ScorecardState | None = None
        for state, events in self.replay_turns_steps(
            rules,
            len(players),
            record.get("first_seat"),
            turns,
            seed=seed if type(seed) is int else None,
        ):
            yield state, events
        assert state is not None
        check_outcome(record, state, self.final_of(state))

    def replay_record(self, record: Any) -> Any:
        """Replay a record and return the final state; raises :class:`RecordError`."""
        return last_state(self.replay_steps(record))

    # ------------------------------------------------------------------ saves

    def state_to_dict(self, state: ScorecardState) -> dict[str, Any]:
        """A JSON-able snapshot of ``state``, its random generator's state included.

        The turn under way is saved with its rolls and holds (and a hold whose
        roll has not happened yet), so Continue restores the dice exactly.
        """
        current = None
        if state.phase is not Phase.OVER and state.rolls:
            current = {"seat": state.turn_seat, **state.turn.to_dict()}
        return {
            "format": self.state_format,
            "version": STATE_VERSION,
            "seed": state.seed,
            "num_players": state.num_players,
            "rules": state.rules.to_dict(),
            "first_seat": state.first_seat,
            "turns": [copy_turn(t) for t in state.turns],
            "current": current,
            "rng": generator_state(state.rng),
        }

    def state_steps(self, data: Any) -> Steps:
        """Replay a saved state step by step (the live state and each step's events): what
        a table uses to write its move log again after Continue. Every state has the
        saved random generator. Raises :class:`StateFormatError`.
        """
        check_format(data, self.state_format, STATE_VERSION, StateFormatError, "saved state")
        try:
            rules = self.rules_class.from_dict(data.get("rules"))
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
            yield from self.replay_turns_steps(
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

    def state_from_dict(self, data: Any) -> Any:
        """Rebuild a state saved by :meth:`state_to_dict`; raises :class:`StateFormatError`."""
        return last_state(self.state_steps(data))
