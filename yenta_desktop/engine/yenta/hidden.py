"""Re-drawing what one seat cannot know (the protocol's ``resample_hidden`` hook).

A seat knows its own dice and everything public. In the current round every
die that left a hand is public (a pair shows both dice, a miss discards the
asker's die face up), and every ask removes one of the asker's dice at once,
so the only hard facts about another seat's remaining dice are its misses: a
player who was asked for a value and missed holds none of it. A resampled copy
keeps the observing seat's dice and re-rolls every other seat's remaining dice
uniformly over the faces its misses allow, then rebuilds that seat's roll as
the public removed dice plus the new ones. The random generator (the dice of
rounds to come) is re-seeded too.
"""

from __future__ import annotations

import random

from yenta_desktop.engine.yenta.state import FACES, GameState, Phase, counts_of


def _removed_and_forbidden(state: GameState) -> tuple[list[list[int]], list[set[int]]]:
    """Per seat: the dice that left its hand this round, and the values it surely lacks."""
    removed: list[list[int]] = [[] for _ in range(state.num_players)]
    forbidden: list[set[int]] = [set() for _ in range(state.num_players)]
    for entry in state.actions:
        if entry["type"] != "ask":
            continue
        seat, target, value = entry["seat"], entry["target"], entry["value"]
        removed[seat].append(value)
        if entry["hit"]:
            removed[target].append(value)
        else:
            forbidden[target].add(value)
    return removed, forbidden


def resample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` in which what ``seat`` cannot know is re-drawn consistently."""
    result = state.clone()
    if state.phase in (Phase.AUCTION, Phase.PLAY):
        removed, forbidden = _removed_and_forbidden(state)
        rolled = [list(hand) for hand in state.rolled]
        for other in range(state.num_players):
            if other == seat:
                continue
            faces = [face for face in FACES if face not in forbidden[other]]
            hand = [rng.choice(faces) for _ in range(state.dice_left[other])]
            result.hands[other] = counts_of(hand)
            rolled[other] = removed[other] + hand
        result.rolled = rolled
    result.rng = random.Random(rng.getrandbits(64))
    return result
