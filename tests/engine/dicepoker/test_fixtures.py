"""Dice Poker plays exactly as before: fixtures written by the code before the dice kit.

Each fixture game (tests/engine/dicepoker/fixtures/, written once by ``generate.py``)
is replayed on today's engine from its seed and actions: the record and the mid-game
save must come out byte for byte as they were, and the old files must still load.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from yenta_desktop.engine.dicepoker import (
    Rules,
    action_from_dict,
    make_record,
    new_game,
    replay_record,
    state_from_dict,
    state_to_dict,
)
from yenta_desktop.engine.jsonio import loads

FIXTURES = Path(__file__).parent / "fixtures"
GAMES = sorted(p.name.removesuffix(".game.json") for p in FIXTURES.glob("*.game.json"))


def dumps(data: Any) -> str:
    """The app's compact JSON, as storage/saves.py and storage/history.py write it."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def read(name: str, kind: str) -> str:
    return (FIXTURES / f"{name}.{kind}.json").read_text(encoding="utf-8")


def test_there_are_fixtures_for_every_rule_combination_and_table_size() -> None:
    metas = [loads(read(name, "game")) for name in GAMES]
    combos = {
        (m["num_players"], m["rules"]["upper_first"], m["rules"]["first_roll_double"])
        for m in metas
    }
    assert len(combos) == 16
    assert any(name.startswith("hard-") for name in GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_and_actions_give_the_same_bytes(name: str) -> None:
    meta = loads(read(name, "game"))
    state = new_game(meta["num_players"], Rules.from_dict(meta["rules"]), seed=meta["seed"])
    actions = iter(meta["actions"])
    save = None
    step = 0
    while not state.is_terminal:
        if step == meta["save_step"]:
            save = dumps(state_to_dict(state))
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(action_from_dict(next(actions)))
        step += 1
    assert next(actions, None) is None
    assert dumps(make_record(state, meta["players"])) == read(name, "record")
    assert save == read(name, "save")


@pytest.mark.parametrize("name", GAMES)
def test_old_records_and_saves_load(name: str) -> None:
    record = loads(read(name, "record"))
    final = replay_record(record)
    assert final.is_terminal
    assert dumps(make_record(final, record["players"])) == read(name, "record")
    saved = state_from_dict(loads(read(name, "save")))
    assert not saved.is_terminal
    assert dumps(state_to_dict(saved)) == read(name, "save")
