"""The rule settings of a Farkle game: issue 20's four options (docs/rules/farkle.md).

``three_farkle_penalty`` and ``opening_min`` are choices among the issue's
values (written as text, read as points by :attr:`Rules.penalty_points` and
:attr:`Rules.opening_points`); ``target`` is 2,000 to 20,000 in steps of
1,000; ``final_round`` gives the others one last turn once a player reaches
the target. Issue 34's house rules add the scoring table (``three_ones`` ...
``two_triplets``, read as one :class:`~.scoring.Table` by :attr:`Rules.scoring`),
a minimum to bank every turn (``bank_min``) and ``hot_dice``; their defaults are
the standard game, and a record leaves a house rule out while it is at its
default, so a standard game's record is what it was before they existed.
:data:`PRESETS` are published rule sets (docs/rules/farkle.md names each source).
There is no ``facebook`` preset: Busche's "The Rules of Farkle" could not be
established (docs/rules/farkle.md says why).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from yenta_desktop.engine.farkle.scoring import Table
from yenta_desktop.engine.settings import BOOL, CHOICE, INT, RulesBase, Setting

MIN_PLAYERS = 1
MAX_PLAYERS = 6
#: A table of one plays this many turns (solo practice); the highest total is the result.
SOLO_TURNS = 10
PENALTY_CHOICES = ("1000", "500", "0")
OPENING_CHOICES = ("500", "0", "350", "1000")
TARGET_STEP = 1000
OFF = "off"
THREE_ONES_CHOICES = ("1000", "300")
THREE_PAIRS_CHOICES = ("1500", "750", "1000", OFF)
FOUR_KIND_CHOICES = ("1000", "double")
FIVE_SIX_CHOICES = ("fixed", "doubling")
STRAIGHT_CHOICES = ("1500", "2500", "1000", OFF)
TWO_TRIPLETS_CHOICES = ("2500", OFF)
FOUR_AND_PAIR_CHOICES = ("1500", OFF)
BANK_MIN_CHOICES = ("0", "300", "350", "500")
#: Issue 34's house rules (issue 20's four settings come first in ``SETTINGS``).
HOUSE_RULES = (
    "three_ones",
    "three_pairs",
    "four_kind",
    "five_six_kind",
    "straight",
    "two_triplets",
    "four_and_pair",
    "bank_min",
    "hot_dice",
)


@dataclass(frozen=True)
class Rules(RulesBase):
    """Settings of one game; the defaults are issue 20's."""

    #: The setup screen shows these on the game's house rules screen, not in its column.
    EXTRA_RULES: ClassVar[tuple[str, ...]] = HOUSE_RULES

    SETTINGS = (
        Setting(
            "three_farkle_penalty",
            CHOICE,
            "1000",
            "points lost on a player's third farkle in a row (the count then starts again)",
            choices=PENALTY_CHOICES,
        ),
        Setting(
            "opening_min",
            CHOICE,
            "500",
            "the turn total a player needs for their first bank",
            choices=OPENING_CHOICES,
        ),
        Setting(
            "target",
            INT,
            10_000,
            "the score that ends the game (in steps of 1000)",
            minimum=2000,
            maximum=20_000,
            step=TARGET_STEP,
        ),
        Setting(
            "final_round",
            BOOL,
            True,
            "once a player reaches the target every other player has one last turn",
        ),
        Setting(
            "three_ones",
            CHOICE,
            "1000",
            "what three 1s score (other triples are 100 x the face)",
            choices=THREE_ONES_CHOICES,
        ),
        Setting(
            "three_pairs",
            CHOICE,
            "1500",
            "what three pairs score (six dice), or off",
            choices=THREE_PAIRS_CHOICES,
        ),
        Setting(
            "four_kind",
            CHOICE,
            "1000",
            "four of a kind: 1000, or double (twice the three of a kind)",
            choices=FOUR_KIND_CHOICES,
        ),
        Setting(
            "five_six_kind",
            CHOICE,
            "fixed",
            "five and six of a kind: fixed (2000, 3000) or doubling (each twice the one below)",
            choices=FIVE_SIX_CHOICES,
        ),
        Setting(
            "straight",
            CHOICE,
            "1500",
            "what a straight 1-6 scores, or off",
            choices=STRAIGHT_CHOICES,
        ),
        Setting(
            "two_triplets",
            CHOICE,
            "2500",
            "what two triplets score (six dice), or off",
            choices=TWO_TRIPLETS_CHOICES,
        ),
        Setting(
            "four_and_pair",
            CHOICE,
            "1500",
            "what four of a kind with a pair scores (six dice), or off",
            choices=FOUR_AND_PAIR_CHOICES,
        ),
        Setting(
            "bank_min",
            CHOICE,
            "0",
            "the turn total every bank needs, opened or not",
            choices=BANK_MIN_CHOICES,
        ),
        Setting(
            "hot_dice",
            BOOL,
            True,
            "when all six dice score the player may roll all six again (off: the turn must bank)",
        ),
    )

    three_farkle_penalty: str = "1000"
    opening_min: str = "500"
    target: int = 10_000
    final_round: bool = True
    three_ones: str = "1000"
    three_pairs: str = "1500"
    four_kind: str = "1000"
    five_six_kind: str = "fixed"
    straight: str = "1500"
    two_triplets: str = "2500"
    four_and_pair: str = "1500"
    bank_min: str = "0"
    hot_dice: bool = True

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.target % TARGET_STEP:
            raise ValueError(f"target must be a multiple of {TARGET_STEP}, not {self.target}")
        if 0 < self.opening_points < self.bank_points:
            raise ValueError(
                f"opening_min {self.opening_min} is below bank_min {self.bank_min}: the"
                " opening minimum would do nothing (choose 0 or at least the bank minimum)"
            )
        table = Table(
            three_ones=int(self.three_ones),
            four_kind_double=self.four_kind == "double",
            doubling=self.five_six_kind == "doubling",
            straight=_points(self.straight),
            three_pairs=_points(self.three_pairs),
            four_and_pair=_points(self.four_and_pair),
            two_triplets=_points(self.two_triplets),
        )
        # Not a field: derived once, read on every roll.
        object.__setattr__(self, "_table", table)

    @property
    def scoring(self) -> Table:
        """The scoring table these rules play (engine, AI, coach and table read this one)."""
        table: Table = self.__dict__["_table"]
        return table

    @property
    def bank_points(self) -> int:
        """The turn total every bank needs (``bank_min``) in points."""
        return int(self.bank_min)

    def bank_needed(self, opened: bool) -> int:
        """The least turn total a bank needs: the every-turn minimum, and the opening's
        until the player has banked once."""
        return max(self.bank_points, 0 if opened else self.opening_points)

    def to_dict(self) -> dict[str, Any]:
        """The rules as a JSON-able dict; a house rule at its default is left out (so a
        standard game's record and save are byte for byte what they were before)."""
        data = super().to_dict()
        for field in fields(self):
            if field.name in HOUSE_RULES and data[field.name] == field.default:
                del data[field.name]
        return data

    def preset(self) -> str:
        """The name of the preset these scoring rules are, or "custom"."""
        return preset_of(self)

    @classmethod
    def house(cls, kind: str, value: str, base: Rules | None = None) -> Rules:
        """``base`` with a preset (``kind`` "preset", ``value`` its name) or the table of a
        shared code (``kind`` "code"): the command line's ``--rule preset=zilch`` and
        ``--rule code=FK1...``. ValueError (one line) for an unknown name or a bad code."""
        if kind == "preset":
            return preset_rules(value.strip().lower(), base)
        if kind == "code":
            from yenta_desktop.engine.farkle.code import decode

            return decode(value)
        raise ValueError(f"a house rule is preset=NAME or code=CODE, not {kind!r}")

    @classmethod
    def house_lines(cls) -> list[str]:
        """Lines for ``yenta-desktop games``: the presets and how to give a code."""
        lines = [f"--rule preset={'|'.join(PRESETS)}: a published rule set (docs/rules/farkle.md)"]
        for name, changes in PRESETS.items():
            told = ", ".join(f"{k}={v}" for k, v in changes.items()) or "the default table"
            lines.append(f"    {name}: {told}")
        lines.append("--rule code=FK1...: a table shared as a code (the setup screen's Copy code)")
        return lines

    @property
    def penalty_points(self) -> int:
        """Rule 4's penalty in points."""
        return int(self.three_farkle_penalty)

    @property
    def opening_points(self) -> int:
        """Rule 5's opening minimum in points."""
        return int(self.opening_min)


def _points(choice: str) -> int:
    return 0 if choice == OFF else int(choice)


#: Published rule sets (docs/rules/farkle.md names each source and where a preset differs
#: from it). A preset sets the house rules and the four issue-20 rules except the target
#: (a table's length is the players' choice; the sources all play to 10,000).
PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "zilch": {
        "three_farkle_penalty": "500",
        "opening_min": "0",
        "four_kind": "double",
        "five_six_kind": "doubling",
        "two_triplets": OFF,
        "four_and_pair": OFF,
        "bank_min": "300",
    },
    "reference": {"three_ones": "300"},
    "everything2": {
        "three_farkle_penalty": "0",
        "three_pairs": "1000",
        "straight": "1000",
        "two_triplets": OFF,
        "four_and_pair": OFF,
        "bank_min": "500",
    },
}
CUSTOM = "custom"
#: The rules a preset sets (every other one keeps the player's choice).
PRESET_RULES = ("three_farkle_penalty", "opening_min", *HOUSE_RULES)


def preset_rules(name: str, base: Rules | None = None) -> Rules:
    """``base`` (default rules) with preset ``name``'s rules; ValueError naming the known ones."""
    if name not in PRESETS:
        raise ValueError(f"unknown Farkle preset {name!r}; known: {', '.join(PRESETS)}")
    data = (base or Rules()).to_dict()
    defaults = Rules()
    for key in PRESET_RULES:
        data[key] = PRESETS[name].get(key, getattr(defaults, key))
    return Rules.from_dict(data)


def preset_of(rules: Rules) -> str:
    """The preset ``rules`` match in every rule a preset sets, or "custom"."""
    for name in PRESETS:
        other = preset_rules(name, rules)
        if other == rules:
            return name
    return CUSTOM
