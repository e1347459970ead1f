"""Hard's value of a card: a linear model per number of turns left, fitted offline.

``V_n(state)`` (n open boxes) is the sum of the weights of the state's active features
(all of them 0/1, :func:`features`): a constant, each open box, the upper bonus's
outlook (how many upper boxes are open, and the margin between three of each open
face and what the bonus still needs, in steps of 4, or "out of reach"), the colour
bonus's outlook (the same with 15 a colour box, 20 its most), and whether the Yahtzee
box holds 50 (extra Yahtzees to come). scripts/painted_fit.py fits the weights
backwards from the end of the game (fitted value iteration over sampled states, the
targets being exact in-turn expectimax values over the next turn's model) and writes
``assets/paintedyahtzee/value.json``; :func:`model` reads it once.
"""

from __future__ import annotations

import json
from functools import cache

from yenta_desktop.ai.paintedyahtzee.card import NUM_BOXES, SECTION, CardState
from yenta_desktop.engine.paintedyahtzee.spec import COLOUR_THRESHOLD, UPPER_THRESHOLD
from yenta_desktop.resources import asset

FORMAT = "painted-yahtzee-value"
VERSION = 1
#: Where each feature group starts.
BOX0 = 1
UPPER0 = BOX0 + NUM_BOXES
BUCKETS = 14  # 13 margin steps and "out of reach"
GROUPS = 4  # 1, 2, 3, 4+ boxes of the section open
COLOUR0 = UPPER0 + GROUPS * BUCKETS
FLAG = COLOUR0 + GROUPS * BUCKETS
NUM_FEATURES = FLAG + 1
UPPER_FACES = tuple(i + 1 for i in range(NUM_BOXES) if SECTION[i] == 1)
COLOUR_BOXES = tuple(i for i in range(NUM_BOXES) if SECTION[i] == 2)
UPPER_BOXES = tuple(i for i in range(NUM_BOXES) if SECTION[i] == 1)
#: A colour box's par (three of each face's counterpart) and most (6 + 5 + 4 + 3 + 2).
COLOUR_PAR = 15
COLOUR_MOST = 20


def bucket(margin: int, reachable: bool) -> int:
    """The margin's step (0-12: -26..25 in fours, clipped), or 13 when out of reach."""
    if not reachable:
        return BUCKETS - 1
    return (min(max(margin, -26), 25) + 26) // 4


def features(state: CardState) -> list[int]:
    """The indices of the state's active features (see the module docstring)."""
    active = [0]
    mask = state.open
    active.extend(BOX0 + i for i in range(NUM_BOXES) if mask >> i & 1)
    faces = [UPPER_FACES[j] for j, i in enumerate(UPPER_BOXES) if mask >> i & 1]
    if faces and state.upper < UPPER_THRESHOLD:
        need = UPPER_THRESHOLD - state.upper
        cap = sum(faces)
        group = min(len(faces), GROUPS) - 1
        active.append(UPPER0 + group * BUCKETS + bucket(3 * cap - need, need <= 5 * cap))
    colours = sum(1 for i in COLOUR_BOXES if mask >> i & 1)
    if colours and state.colour < COLOUR_THRESHOLD:
        need = COLOUR_THRESHOLD - state.colour
        group = min(colours, GROUPS) - 1
        active.append(
            COLOUR0
            + group * BUCKETS
            + bucket(COLOUR_PAR * colours - need, need <= COLOUR_MOST * colours)
        )
    if state.flag:
        active.append(FLAG)
    return active


class ValueModel:
    """``weights[n]``: the weights of V_n (n = 1..20 turns left); V_0 is 0."""

    def __init__(self, weights: list[list[float]], meta: dict[str, object] | None = None) -> None:
        if len(weights) != NUM_BOXES + 1 or any(len(w) != NUM_FEATURES for w in weights):
            raise ValueError(f"a value model has {NUM_BOXES + 1} rows of {NUM_FEATURES} weights")
        self.weights = weights
        self.meta = meta or {}
        self._cache: dict[CardState, float] = {}

    def __call__(self, state: CardState) -> float:
        """V of a start-of-turn state (0 once the card is full)."""
        found = self._cache.get(state)
        if found is None:
            n = state.turns_left
            if n == 0:
                return 0.0
            w = self.weights[n]
            found = sum(w[i] for i in features(state))
            if len(self._cache) > 200_000:
                self._cache.clear()
            self._cache[state] = found
        return found

    @classmethod
    def from_json(cls, text: str) -> ValueModel:
        """Read a model file (ValueError naming what is wrong)."""
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a {FORMAT} file")
        if data.get("version") != VERSION or data.get("features") != NUM_FEATURES:
            raise ValueError("the value model was fitted for other features: refit it")
        weights = data["weights"]
        return cls([[float(x) for x in row] for row in weights], data.get("meta", {}))

    def to_json(self) -> str:
        """The model file's text."""
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "features": NUM_FEATURES,
                "meta": self.meta,
                "weights": [[round(x, 4) for x in row] for row in self.weights],
            },
            separators=(",", ":"),
        )


@cache
def model() -> ValueModel:
    """The shipped model (read once)."""
    return ValueModel.from_json(asset("paintedyahtzee", "value.json").read_text("utf-8"))
