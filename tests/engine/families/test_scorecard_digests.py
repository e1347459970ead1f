"""Today's scorecard games play exactly as before the family's factory: the same seeds and
actions write byte-identical records, saves and events, and count the same statistics.

``fixtures/scorecard_digests.json`` holds, for 84 games (Yahtzee on both Jokers and the Yatzy
card, Dice Poker with and without its two rules, Triple Yahtzee on both Jokers; 1 to 4 players),
digests of what the engines wrote before the factory (commit 198760c); each game is played
again here by the same seeded choices and compared.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from yenta_desktop.engine.registry import get_game

FIXTURE = Path(__file__).parent / "fixtures" / "scorecard_digests.json"
GAMES = json.loads(FIXTURE.read_text(encoding="utf-8"))["games"]


def digest(text: str) -> str:
    """The fixture's digest: the first 16 hex digits of the text's SHA-256."""
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(game_id: str, rules_data: dict, seed: int):
    """The fixture's game: seeded choices among the legal actions, one roll in five all sixes
    (Jokers and extra Yahtzees); the save after 40 steps, the events of every step."""
    module = get_game(game_id)
    state = module.new_game(1 + seed % 4, module.Rules(**rules_data), seed=seed)
    pick = random.Random(seed * 7 + 1)
    events = [repr(e) for e in state.opening_events()]
    middle = None
    steps = 0
    while not state.is_terminal:
        if state.is_chance_node():
            if pick.random() < 0.2:
                rolling = len(state.chance_outcomes()[0][0])
                # Six drawn die by die, as the fixture's generator did (it draws from ``pick``).
                sixes = tuple(pick.choice([6]) for _ in range(rolling))
                events += [repr(e) for e in state.apply_chance(sixes)]
            else:
                events += [repr(e) for e in state.apply_chance()]
        else:
            events += [repr(e) for e in state.apply(pick.choice(state.legal_actions()))]
        steps += 1
        if steps == 40:
            middle = json.dumps(module.state_to_dict(state))
    return module, state, events, middle


def _cases() -> list[object]:
    """Every fixture game; the default run plays the first seed of each card and setting
    (every rule path), ``-m slow`` all of them."""
    seen: set[str] = set()
    cases: list[object] = []
    for g in GAMES:
        key = f"{g['game']}-{'-'.join(map(str, g['rules'].values()))}"
        marks = () if key not in seen else (pytest.mark.slow,)
        seen.add(key)
        cases.append(pytest.param(g, marks=marks, id=f"{key}-{g['seed']}"))
    return cases


@pytest.mark.parametrize("case", _cases())
def test_the_same_seeds_and_actions_write_what_they_wrote_before(case):
    module, state, events, middle = play(case["game"], case["rules"], case["seed"])
    players = [{"name": f"P{i}", "kind": "human"} for i in range(state.num_players)]
    record = module.make_record(state, players)
    assert digest(json.dumps(record)) == case["record"]
    assert digest(json.dumps(module.state_to_dict(state))) == case["save"]
    assert middle is not None and digest(middle) == case["mid_save"]
    assert digest("\n".join(events)) == case["events"]
    assert module.seat_tallies(state) == case["tallies"]
    assert module.make_record(module.replay_record(record), players) == record
