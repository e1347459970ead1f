"""The toy scorecard declared as a game on the family's factory (engine/families/scorecard_game.py):
what a scorecard game's engine ``__init__`` is. A rule (``card``) picks a one-column card."""

from __future__ import annotations

from dataclasses import dataclass

from tests.engine.families.toyspec import SPEC, ToyRules, ToySpec
from yenta_desktop.engine.families.scorecard_game import (
    Feat,
    ScorecardGame,
    ScorecardStats,
    box_scored,
    one,
)
from yenta_desktop.engine.settings import CHOICE, Setting


@dataclass(frozen=True)
class Rules(ToyRules):
    """The toy's switches and its card (two columns, or one)."""

    SETTINGS = (
        *ToyRules.SETTINGS,
        Setting(
            "card", CHOICE, "double", "double: x1 and x2; single: one column", ("double", "single")
        ),
    )

    card: str = "double"


class SingleSpec(ToySpec):
    """The one-column card."""

    title = "Toy Single"
    columns = (1,)


SINGLE = SingleSpec()

GAME = ScorecardGame(
    SPEC,
    Rules,
    variants={"single": SINGLE},
    variant_rule="card",
    score_words="a box",
    roll_limit_rule="three_rolls",
    order=("chance_last", "chance is the last box of a column: {row} must wait"),
    stats=ScorecardStats(
        Feat("triples", "triples", box_scored("triple")), review=True, more={"games": one}
    ),
)
globals().update(GAME.exports(__name__))
