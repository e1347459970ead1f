"""A scorecard game as one declaration: the protocol's names built from its specification.

A scorecard game's engine folder is its ``spec.py`` (a
:class:`~.scorecard.ScorecardSpec`: rows, dice, bonuses and hooks), its ``rules.py``
(a ``RulesBase`` dataclass) and an ``__init__`` that declares the game::

    GAME = ScorecardGame(SPEC, Rules, stats=ScorecardStats(Feat("pokers", "pokers",
                         box_scored("poker"))))
    globals().update(GAME.exports(__name__))

:class:`ScorecardGame` supplies everything else the protocol asks
(engine/protocol.py's ``GameModule``): the state and observation classes of each
card (``GameState``, ``Observation``; a rule may pick another card: Yahtzee's
``scorecard=yatzy``), ``new_game``, ``action_from_dict``, the records and saves
(:mod:`.scorecard_record`), ``resample_hidden`` (only the rolls to come are unknown:
``PERFECT_INFORMATION``), ``undoable`` (a box written, until the next roll), and the
statistics (``seat_tallies``, ``STAT_COLUMNS``, ``stat_variant``). Code in the
package reaches them through ``GAME`` (typed); the registry and the protocol find
them as the module's names.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from yenta_desktop.engine.families import scorecard
from yenta_desktop.engine.families.scorecard import (
    GameStarter,
    Phase,
    Roll,
    Score,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    SectionBonus,
)
from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.protocol import PERFECT_INFORMATION, HiddenInformation, StatColumn

#: A scorecard game's action.
Action = Roll | Score
#: A per-seat counter of a finished game: ``tally(state, seat)``.
Tally = Callable[[ScorecardState, int], float]


def rolled_alike(state: ScorecardState, seat: int) -> float:
    """How many of ``seat``'s turns ended on dice all alike (Yahtzees rolled and written)."""
    return sum(1 for t in state.turns if t["seat"] == seat and len(set(t["rolls"][-1])) == 1)


def box_scored(row: str) -> Tally:
    """1 if ``seat`` wrote more than 0 in ``row`` (of the first column), else 0."""

    def scored(state: ScorecardState, seat: int) -> float:
        points = state.cards[seat][state.SPEC.row_index[row]]
        return 1 if points is not None and points > 0 else 0

    return scored


def upper_sum(state: ScorecardState, seat: int) -> float:
    """The seat's upper section (first column)."""
    return state.SPEC.upper_sum(state.cards[seat])


def one(state: ScorecardState, seat: int) -> float:
    """1: the game itself."""
    return 1


@dataclass(frozen=True)
class Feat:
    """A deed counted in the statistics: its tally ``key`` (also the column's), the
    column's ``label`` and how it is counted per seat."""

    key: str
    label: str
    count: Tally


@dataclass(frozen=True)
class ScorecardStats:
    """What the statistics count of a scorecard game (issue 19's columns).

    Always the mean and best total and the upper bonus (a rate on a one-column card,
    bonuses per game on several), and a rate for each of the card's ``section_bonuses``
    (painted Yahtzee's colour bonus; none on the other cards); ``feat`` a deed of the game (Yahtzees, pokers);
    ``review``: the review's loss per choice (filled in when a game is reviewed);
    ``more``: further tallies kept in the statistics without a column.
    """

    feat: Feat | None = None
    review: bool = False
    more: Mapping[str, Tally] = field(default_factory=dict)

    def columns(self, spec: ScorecardSpec) -> tuple[StatColumn, ...]:
        """The statistics screen's and the tournament's columns."""
        columns = [
            StatColumn("mean_total", "mean total", "total", per="games"),
            StatColumn("best_total", "best total", "total", how="max", decimals=0),
        ]
        if not spec.upper_bonus:
            pass  # a card with no bonus (Yacht) has no bonus column
        elif len(spec.columns) > 1:
            columns.append(StatColumn("bonus_rate", "bonuses per game", "bonuses", per="games"))
        else:
            columns.append(StatColumn("bonus_rate", "bonus %", "bonus", per="games", percent=True))
        for extra in spec.section_bonuses:
            # Painted Yahtzee's colour bonus: a rate of its own beside the upper one.
            key = f"{extra.section}_bonus"
            columns.append(
                StatColumn(
                    f"{key}_rate", f"{extra.section} bonus %", key, per="games", percent=True
                )
            )
        if self.feat is not None:
            columns.append(StatColumn(self.feat.key, self.feat.label, self.feat.key, decimals=0))
        if self.review:
            columns.append(
                StatColumn(
                    "loss_per_choice",
                    "loss per choice",
                    "review_loss",
                    per="review_choices",
                    decimals=2,
                )
            )
        return tuple(columns)

    def tallies(self, state: ScorecardState) -> list[dict[str, float]]:
        """Per seat: the counters of a finished game (``seat_tallies``)."""
        spec = state.SPEC
        result: list[dict[str, float]] = []
        for seat, card in enumerate(state.cards):
            tally: dict[str, float] = {"total": spec.total(card, state.extras[seat])}
            if not spec.upper_bonus:
                pass
            elif len(spec.columns) > 1:
                tally["bonuses"] = sum(1 for c in range(len(spec.columns)) if spec.bonus(card, c))
            else:
                tally["bonus"] = 1 if spec.bonus(card) else 0
            for extra in spec.section_bonuses:
                tally[f"{extra.section}_bonus"] = sum(
                    1 for c in range(len(spec.columns)) if _earned(spec, card, c, extra)
                )
            if self.feat is not None:
                tally[self.feat.key] = self.feat.count(state, seat)
            for key, count in self.more.items():
                tally[key] = count(state, seat)
            if self.review:
                # Filled in when the game is reviewed (StatsStore.record_review).
                tally["review_loss"] = 0
                tally["review_choices"] = 0
            result.append(tally)
        return result


class ScorecardGame:
    """One scorecard game from its specification and rules (see the module's docstring).

    ``variants``: other cards a rule picks (``variant_rule`` names the setting; its
    value names the card: Yahtzee's ``{"yatzy": YATZY_SPEC}``). ``score_words``,
    ``roll_limit_rule`` and ``order`` (the box-order rule's name and message, with
    ``{row}``) word the engine's errors.
    """

    def __init__(
        self,
        spec: ScorecardSpec,
        rules: type[Any],
        *,
        stats: ScorecardStats | None = None,
        variants: Mapping[str, ScorecardSpec] | None = None,
        variant_rule: str = "",
        score_words: str = "a row",
        roll_limit_rule: str = "roll_limit",
        order: tuple[str, str] | None = None,
        length_unit: str = "turns",
    ) -> None:
        self.spec = spec
        self.Rules = rules
        self.game_id = spec.game_id
        self.title = spec.title
        self.stats = stats or ScorecardStats()
        self.variants = dict(variants or {})
        self.variant_rule = variant_rule
        self.length_unit = length_unit
        #: Scorecards, dice and holds are all on the table; only the rolls to come are unknown.
        self.hidden: HiddenInformation = PERFECT_INFORMATION
        attributes: dict[str, Any] = {
            "SCORE_WORDS": score_words,
            "ROLL_LIMIT_RULE": roll_limit_rule,
        }
        if order is not None:
            rule, message = order
            attributes["order_rule"] = lambda self: rule
            attributes["order_message"] = lambda self, row: message.format(row=row)
        self.Observation: type[ScorecardObservation] = _subclass(
            "Observation", ScorecardObservation, {"SPEC": spec}
        )
        self.State: type[ScorecardState] = _subclass(
            "GameState",
            ScorecardState,
            {**attributes, "SPEC": spec, "OBSERVATION": self.Observation, "__slots__": ()},
        )
        #: The state class of each variant card, by the rule's value.
        self.variant_states: dict[str, type[ScorecardState]] = {}
        for variant in self.variants.values():
            # "Yatzy" -> YatzyState and YatzyObservation.
            name = "".join(variant.title.split())
            observation = _subclass(f"{name}Observation", self.Observation, {"SPEC": variant})
            self.variant_states[variant.title] = _subclass(
                f"{name}State",
                self.State,
                {"SPEC": variant, "OBSERVATION": observation, "__slots__": ()},
            )
        picker = self.state_for if self.variants else None
        #: Start a game: the first seat's dice are to be rolled (a chance node).
        self.new_game: GameStarter[ScorecardState] = GameStarter(rules, self.State, picker)
        self.records = ScorecardRecords(self.State, rules, picker)

    # ------------------------------------------------------------------ cards

    def spec_for(self, rules: Any) -> ScorecardSpec:
        """The card ``rules`` play."""
        return self.state_for(rules).SPEC

    def state_for(self, rules: Any) -> type[ScorecardState]:
        """The state class of ``rules``' card."""
        variant = self.variants.get(getattr(rules, self.variant_rule, ""))
        return self.State if variant is None else self.variant_states[variant.title]

    # ------------------------------------------------------------------ the protocol

    def action_from_dict(self, data: Any) -> Roll | Score:
        """Parse a record-style action dict (a box of any of the game's cards parses; the
        state refuses one not on its own card); ``ValueError`` naming what is wrong."""
        try:
            return scorecard.action_from_dict(self.spec, data)
        except ValueError:
            if isinstance(data, dict):
                for variant in self.variants.values():
                    if data.get("row") in variant.row_index:
                        return scorecard.action_from_dict(variant, data)
            raise

    def resample_hidden(
        self, state: ScorecardState, seat: int, rng: random.Random
    ) -> ScorecardState:
        """A copy of ``state`` whose future rolls are re-drawn (nothing else is hidden)."""
        result = state.clone(copy_rng=False)
        result.rng = random.Random(rng.getrandbits(64))
        return result

    @staticmethod
    def undoable(state: Any, action: Any) -> bool:
        """A box written may be taken back until the next roll is shown (engine/undo.py);
        holds and re-rolls may not: a re-roll shows new dice."""
        return type(action) is Score

    def seat_tallies(self, state: ScorecardState) -> list[dict[str, float]]:
        """Per seat: the counters of a finished game (see :class:`ScorecardStats`)."""
        return self.stats.tallies(state)

    def stat_variant(self, rules: Any) -> str:
        """The statistics row a game counts in: "" on the main card, else the variant's key
        (a Yatzy game in a row of its own, so no column mixes two cards)."""
        value = getattr(rules, self.variant_rule, "")
        return value if value in self.variants else ""

    def exports(self, module: str) -> dict[str, Any]:
        """The game module's names (engine/protocol.py's ``GameModule`` and the family's
        vocabulary), its classes named as members of ``module`` (so they pickle)."""
        classes: dict[str, type[Any]] = {"GameState": self.State, "Observation": self.Observation}
        for state_class in self.variant_states.values():
            classes[state_class.__name__] = state_class
            classes[state_class.OBSERVATION.__name__] = state_class.OBSERVATION
        for name, cls in classes.items():
            cls.__module__ = module
            cls.__qualname__ = name
        records = self.records
        names: dict[str, Any] = {
            "GAME": self,
            "GAME_ID": self.game_id,
            "GAME_TITLE": self.title,
            "MIN_PLAYERS": self.spec.min_players,
            "MAX_PLAYERS": self.spec.max_players,
            "LENGTH_UNIT": self.length_unit,
            "HIDDEN_INFORMATION": self.hidden,
            "STAT_COLUMNS": self.stats.columns(self.spec),
            "Rules": self.Rules,
            "Action": Action,
            "Roll": Roll,
            "Score": Score,
            "Phase": Phase,
            **classes,
            "new_game": self.new_game,
            "action_from_dict": self.action_from_dict,
            "make_record": records.make_record,
            "record_length": records.record_length,
            "replay_steps": records.replay_steps,
            "replay_record": records.replay_record,
            "state_to_dict": records.state_to_dict,
            "state_steps": records.state_steps,
            "state_from_dict": records.state_from_dict,
            "resample_hidden": self.resample_hidden,
            "seat_tallies": self.seat_tallies,
            "undoable": self.undoable,
        }
        if self.variants:
            names["stat_variant"] = self.stat_variant
        names["__all__"] = sorted(names)
        return names


def _earned(spec: ScorecardSpec, card: Any, column: int, extra: SectionBonus) -> bool:
    """Whether ``column`` of ``card`` earned the section bonus ``extra``."""
    col = spec.column_of(card, column)
    boxes = [p for row, p in zip(spec.rows, col, strict=True) if row.section == extra.section]
    return all(p is not None for p in boxes) and sum(p or 0 for p in boxes) >= extra.threshold


def _subclass(name: str, base: type[Any], attributes: dict[str, Any]) -> Any:
    """A subclass of ``base`` named ``name`` with ``attributes``."""
    return type(name, (base,), attributes)


__all__ = [
    "Action",
    "Feat",
    "ScorecardGame",
    "ScorecardStats",
    "Tally",
    "box_scored",
    "one",
    "rolled_alike",
    "upper_sum",
]
