"""A test-only scorecard game for the dice-table kit: six dice, three columns (x1 x2 x3), up
to six players, a Joker and extra bonuses, with texts of its own in English and Russian.

Rows: ones..sixes (upper: the face times its count; bonus 35 at 63 or more,
counted as soon as reached), three of a kind (the dice sum), small straight (30
for 1-2-3-4-5), chance (the sum). Six of a kind once three of a kind is written
above 0 in the first column is a Joker: it scores 30 in the straight and earns
an extra 100. The module is an engine package for the registry (GAME_ID,
records and saves from the scorecard family); :func:`register` adds it and its
texts for one test.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from yenta_desktop import i18n
from yenta_desktop.engine.families.scorecard import (
    Card,
    Joker,
    Row,
    ScorecardObservation,
    ScorecardSpec,
    ScorecardState,
    new_state,
)
from yenta_desktop.engine.families.scorecard_record import ScorecardRecords
from yenta_desktop.engine.protocol import PERFECT_INFORMATION
from yenta_desktop.engine.settings import BOOL, RulesBase, Setting
from yenta_desktop.ui.kits.dice_table import DiceTable
from yenta_desktop.ui.preferences import COACH

GAME_ID = "toy-card-wide"
GAME_TITLE = "Wide Toy Card"
LENGTH_UNIT = "turns"
MIN_PLAYERS = 1
MAX_PLAYERS = 6
HIDDEN_INFORMATION = PERFECT_INFORMATION
PREFIX = "toycardwide"
FACES = ("ones", "twos", "threes", "fours", "fives", "sixes")


@dataclass(frozen=True)
class Rules(RulesBase):
    """The toy's one switch."""

    SETTINGS = (Setting("joker", BOOL, True, "six of a kind is a Joker"),)

    joker: bool = True


def _face(face: int, dice: Sequence[int]) -> int:
    return face * sum(1 for d in dice if d == face)


def _three(dice: Sequence[int]) -> int | None:
    return sum(dice) if any(dice.count(v) >= 3 for v in set(dice)) else None


def _straight(dice: Sequence[int]) -> int | None:
    return 30 if {1, 2, 3, 4, 5} <= set(dice) else None


class WideSpec(ScorecardSpec):
    """The toy scorecard."""

    game_id = GAME_ID
    title = GAME_TITLE
    rows = (
        *(Row(name, "upper", partial(_face, i + 1)) for i, name in enumerate(FACES)),
        Row("three", "lower", _three),
        Row("straight", "lower", _straight),
        Row("chance", "lower", sum),
    )
    num_dice = 6
    max_rolls = 3
    columns = (1, 2, 3)
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    upper_bonus = 35
    upper_bonus_threshold = 63
    bonus_needs_complete = False
    has_extras = True

    def _joker_on(self, card: Card, dice: Sequence[int], rules: Any) -> bool:
        written = card[self.row_index["three"]]
        return bool(rules.joker) and len(set(dice)) == 1 and written is not None and written > 0

    def joker(self, card: Card, dice: Sequence[int], rules: Any) -> Joker | None:
        return Joker(None, {"straight": 30}) if self._joker_on(card, dice, rules) else None

    def extra_bonus(
        self, card: Card, column: int, row: str, dice: Sequence[int], rules: Any
    ) -> int:
        return 100 if self._joker_on(card, dice, rules) else 0


SPEC = WideSpec()


class Observation(ScorecardObservation):
    SPEC = SPEC


class GameState(ScorecardState):
    SPEC = SPEC
    OBSERVATION = Observation
    __slots__ = ()


RECORDS = ScorecardRecords(GameState, Rules)
make_record = RECORDS.make_record
record_length = RECORDS.record_length
replay_steps = RECORDS.replay_steps
replay_record = RECORDS.replay_record
state_to_dict = RECORDS.state_to_dict
state_steps = RECORDS.state_steps
state_from_dict = RECORDS.state_from_dict


def new_game(num_players: int, rules: Rules | None = None, seed: int = 0) -> GameState:
    """A toy game (seat 0 to roll)."""
    state: GameState = new_state(GameState, num_players, rules or Rules(), seed=seed)
    return state


#: The toy's one preference: the coach (its corner button and the C key).
PREFERENCES = (COACH,)


class TableScene(DiceTable):
    """The toy's table: the kit with its texts and nothing else."""

    texts_prefix = PREFIX
    upper_format = staticmethod(str)


#: The toy's texts: every key the kit reads, long Russian words included.
TEXTS = {
    "en": {
        "row.ones": "Ones",
        "row.twos": "Twos",
        "row.threes": "Threes",
        "row.fours": "Fours",
        "row.fives": "Fives",
        "row.sixes": "Sixes",
        "row.three": "Three of a kind",
        "row.straight": "Small straight",
        "row.chance": "Chance",
        "card.heading": "Scorecard",
        "card.coach": "Coach",
        "card.upper": "Upper total",
        "card.bonus": "Bonus (+{bonus})",
        "card.lower": "Lower total",
        "card.total": "Total",
        "card.extra": "Extra bonuses",
        "card.grand": "Grand total",
        "card.bonus_need": "need {n}",
        "card.bonus_on_track": "on track",
        "card.bonus_on_track_short": "ok",
        "card.double_badge": "×2",
        "tray.held": "Held",
        "tray.press_roll": "Press Space or Roll to throw the dice",
        "tray.rolls": "Roll {done} of {most}",
    },
    "ru": {
        "row.ones": "Единицы",
        "row.twos": "Двойки",
        "row.threes": "Тройки",
        "row.fours": "Четвёрки",
        "row.fives": "Пятёрки",
        "row.sixes": "Шестёрки",
        "row.three": "Три одинаковых",
        "row.straight": "Малый стрит",
        "row.chance": "Шанс",
        "card.heading": "Таблица",
        "card.coach": "Тренер",
        "card.upper": "Верх, сумма",
        "card.bonus": "Бонус (+{bonus})",
        "card.lower": "Низ, сумма",
        "card.total": "Итог",
        "card.extra": "Дополнительные бонусы",
        "card.grand": "Общий итог",
        "card.bonus_need": "нужно {n}",
        "card.bonus_on_track": "норма",
        "card.bonus_on_track_short": "ок",
        "card.double_badge": "×2",
        "card.joker_badge": "Дж",
        "tray.held": "Отложены",
        "tray.press_roll": "Нажмите Пробел или «Бросить», чтобы бросить кубики",
        "tray.rolls": "Бросок {done} из {most}",
    },
}


def register() -> list[str]:
    """Add the toy's engine, table and texts; returns the keys added (for :func:`unregister`)."""
    from yenta_desktop.engine.registry import register_game
    from yenta_desktop.ui.games import register_table

    module = sys.modules[__name__]
    register_game(module)
    register_table(GAME_ID, module)
    added: list[str] = []
    for language, texts in TEXTS.items():
        catalog = i18n.catalog(language)
        for key, text in texts.items():
            catalog[f"{PREFIX}.{key}"] = text
            added.append(f"{PREFIX}.{key}")
    return added


def unregister(keys: list[str]) -> None:
    """Remove what :func:`register` added."""
    from yenta_desktop.engine.registry import unregister_game
    from yenta_desktop.ui.games import unregister_table

    unregister_game(GAME_ID)
    unregister_table(GAME_ID)
    for language in TEXTS:
        catalog = i18n.catalog(language)
        for key in keys:
            catalog.pop(key, None)
