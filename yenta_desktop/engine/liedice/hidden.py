"""Re-drawing what one seat cannot know (the protocol's ``resample_hidden`` hook).

In the current round the box went through a list of *writes*: the opener's
shake (all five positions), then each re-roll (the positions not kept). A seat
knows the box exactly at its own sightings: when it looked (as it found it)
and when it passed it on. So the value a write put at a position is known to
the seat when a sighting of the seat comes after that write and before the
next write to the same position; every other written value is re-drawn
uniformly. The kept positions stay as they were (they are hidden too, but the
seat's sightings may pin them down, and keeping them is always consistent).
Finished rounds are left alone: their last box is public and the rest is no
longer in play. The random generator (dice to come) is re-seeded.
"""

from __future__ import annotations

import random

from yenta_desktop.engine.liedice.state import REROLL, TURN, GameState, Sighting, faces_of


def _known_points(state: GameState, seat: int) -> list[int]:
    """The write counts after which ``seat`` saw the box in the current round."""
    points: list[int] = []
    for index, entry in enumerate(state.actions):
        if entry["type"] == "bid" and entry["seat"] == seat and entry["looked"]:
            looked_at, passed_at = state.marks[index]
            points += [looked_at, passed_at]
    if state.holder == seat and state.looked:
        points.append(state.turn_mark)
        if state.phase == TURN:
            points.append(len(state.writes))
    return points


def _box_after(writes: list[tuple[tuple[int, ...], tuple[int, ...]]], count: int) -> list[int]:
    box = [0] * 5
    for positions, ranks in writes[:count]:
        for position, rank in zip(positions, ranks, strict=True):
            box[position] = rank
    return box


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` in which what ``seat`` cannot know is re-drawn consistently."""
    result = state.clone()
    result.rng = random.Random(rng.getrandbits(64))
    if state.phase not in (TURN, REROLL) or not state.writes:
        return result
    writes = state.writes
    known: set[tuple[int, int]] = set()  # (write number, position) pinned by a sighting
    for point in _known_points(state, seat):
        for position in range(5):
            last = max(
                (w for w in range(min(point, len(writes))) if position in writes[w][0]),
                default=None,
            )
            if last is not None:
                known.add((last, position))
    new_writes = []
    for number, (positions, ranks) in enumerate(writes):
        drawn = tuple(
            rank if (number, position) in known else rng.randrange(6)
            for position, rank in zip(positions, ranks, strict=True)
        )
        new_writes.append((positions, drawn))
    _install(result, new_writes)
    return result


def _install(state: GameState, writes: list[tuple[tuple[int, ...], tuple[int, ...]]]) -> None:
    """Make ``state``'s current round follow the re-drawn ``writes`` everywhere it shows."""
    state.writes = writes
    state.box = _box_after(writes, len(writes))
    # The boxes in the round's entries and every seat's sightings of this round.
    for index, entry in enumerate(state.actions):
        if entry["type"] != "bid":
            continue
        looked_at, passed_at = state.marks[index]
        entry["box"] = list(faces_of(_box_after(writes, passed_at)))
    round_number = state.round_number
    for seat, sightings in enumerate(state.sightings):
        updated = []
        for s in sightings:
            if s.round == round_number:
                looked_at, passed_at = state.marks[s.index]
                s = Sighting(
                    s.round,
                    s.index,
                    faces_of(_box_after(writes, looked_at)),
                    faces_of(_box_after(writes, passed_at)),
                )
            updated.append(s)
        state.sightings[seat] = updated
    if state.looked and state.received is not None:
        state.received = tuple(_box_after(writes, state.turn_mark))
    # The save's chance steps of this round are the writes, in order.
    chance = [
        i for i in range(state.round_first_step, len(state.steps)) if "chance" in state.steps[i]
    ]
    for step_index, (_, ranks) in zip(chance, writes, strict=True):
        state.steps[step_index] = {"chance": list(faces_of(ranks))}
