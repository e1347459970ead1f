"""Public information: what the table knows about each seat's roll this round.

Every change to a hand in Yenta is public: a hit removes one die of the asked
value from the asker and from the target, a miss removes one from the asker.
So a seat's current hand is its roll of this round minus publicly known
removals, and all that is hidden is the roll. The history constrains it:

* an ask of ``v`` by seat ``s`` shows ``s`` held a ``v`` then:
  ``roll[s][v] >= removed_before[s][v] + 1``;
* a hit on target ``t`` shows the same for ``t``;
* a miss on ``t`` shows ``t`` held no ``v`` then and (hands only shrink) for the
  rest of the round: ``roll[t][v] == removed_before[t][v]``.

:class:`PublicInfo` keeps these facts; :func:`compositions` lists every roll
with its probability (252 count vectors for five dice), over which the beliefs
count exactly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

FACES = (1, 2, 3, 4, 5, 6)


@lru_cache(maxsize=16)
def compositions(total: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every count vector (index 0 unused) of ``total`` fair dice with its probability."""
    out: list[tuple[tuple[int, ...], float]] = []
    denominator = 6.0**total
    fact = math.factorial

    def rec(face: int, left: int, prefix: list[int]) -> None:
        if face == 6:
            counts = [0, *prefix, left]
            ways = fact(total)
            for c in counts[1:]:
                ways //= fact(c)
            out.append((tuple(counts), ways / denominator))
            return
        for c in range(left + 1):
            prefix.append(c)
            rec(face + 1, left - c, prefix)
            prefix.pop()

    rec(1, total, [])
    return tuple(out)


class PublicInfo:
    """What the table knows about each seat this round, read from the public history.

    ``removed[s][v]``: dice of value ``v`` seat ``s`` has lost so far (public).
    ``at_least[s][v]``: the roll held at least this many ``v`` (from asks and hits).
    ``exactly[s][v]``: the roll held exactly this many ``v`` (from a miss), or -1.
    """

    __slots__ = ("num_players", "dice_per_player", "removed", "at_least", "exactly")

    def __init__(self, num_players: int, dice_per_player: int) -> None:
        self.num_players = num_players
        self.dice_per_player = dice_per_player
        self.removed = [[0] * 7 for _ in range(num_players)]
        self.at_least = [[0] * 7 for _ in range(num_players)]
        self.exactly = [[-1] * 7 for _ in range(num_players)]

    @classmethod
    def from_actions(
        cls, num_players: int, dice_per_player: int, actions: Sequence[dict[str, object]]
    ) -> PublicInfo:
        """Replay this round's play actions (record-style dicts) into the public facts."""
        info = cls(num_players, dice_per_player)
        for entry in actions:
            info.add(entry)
        return info

    def add(self, entry: dict[str, object]) -> None:
        """Take one record-style play action into account."""
        if entry.get("type") != "ask":
            return
        seat = entry["seat"]
        target = entry["target"]
        value = entry["value"]
        assert isinstance(seat, int) and isinstance(target, int) and isinstance(value, int)
        removed, at_least = self.removed, self.at_least
        need = removed[seat][value] + 1
        if at_least[seat][value] < need:
            at_least[seat][value] = need
        removed[seat][value] += 1
        if entry.get("hit"):
            need = removed[target][value] + 1
            if at_least[target][value] < need:
                at_least[target][value] = need
            removed[target][value] += 1
        else:
            self.exactly[target][value] = removed[target][value]

    def known_none(self, seat: int, value: int) -> bool:
        """Whether the table knows ``seat`` holds no ``value`` now (it missed on it)."""
        return (
            self.exactly[seat][value] >= 0
            and self.exactly[seat][value] <= (self.removed[seat][value])
        )

    def consistent(self, seat: int, roll: Sequence[int]) -> bool:
        """Whether a roll (counts) of ``seat`` agrees with every public fact about it."""
        at_least, exactly, removed = self.at_least[seat], self.exactly[seat], self.removed[seat]
        for v in FACES:
            c = roll[v]
            if c < at_least[v] or c < removed[v]:
                return False
            if exactly[v] >= 0 and c != exactly[v]:
                return False
        return True
