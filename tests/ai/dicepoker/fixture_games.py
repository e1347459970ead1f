"""Hard-vs-Hard and Hard-vs-Medium Dice Poker games recorded from the bots, and their replay check.

``python -m tests.ai.dicepoker.fixture_games`` (re)writes
tests/ai/dicepoker/fixtures/bot_games.json. The file was first written by the
bots as they were before the scorecard solver kit (commit "Dice Poker bot
fixtures"); test_fixtures.py checks the bots of today choose the same actions.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from yenta_desktop.ai.dicepoker import HardBot, MediumBot
from yenta_desktop.engine.dicepoker import Rules, new_game

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "bot_games.json"

#: (seed, seat levels, upper_first, first_roll_double): 1-3 players, every rule combination.
GAMES: tuple[tuple[int, tuple[str, ...], bool, bool], ...] = (
    (1, ("hard",), True, True),
    (2, ("hard", "hard"), False, True),
    (3, ("hard", "medium"), True, False),
    (4, ("medium", "hard", "hard"), False, False),
    (5, ("hard", "medium"), False, True),
    (6, ("hard", "hard", "medium"), True, True),
    (7, ("medium",), False, False),
    (8, ("hard", "medium"), True, False),
    (9, ("hard",), False, True),
)

BOT_CLASSES: dict[str, Any] = {"hard": HardBot, "medium": MediumBot}


def play_game(
    seed: int, levels: tuple[str, ...], upper_first: bool, double: bool
) -> dict[str, Any]:
    """One game's record: every action in order, every roll, and the final cards."""
    rules = Rules(upper_first=upper_first, first_roll_double=double)
    state = new_game(len(levels), rules, seed=seed)
    bots = [BOT_CLASSES[level](seed=seat) for seat, level in enumerate(levels)]
    actions: list[dict[str, Any]] = []
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.observation(seat))
        actions.append({"seat": seat, "dice": list(state.dice), **action.to_dict()})
        state.apply(action)
    return {
        "seed": seed,
        "levels": list(levels),
        "upper_first": upper_first,
        "first_roll_double": double,
        "actions": actions,
        "cards": [list(card) for card in state.cards],
    }


def all_games() -> list[dict[str, Any]]:
    """Every fixture game, played by the bots of today."""
    return [play_game(*game) for game in GAMES]


def main() -> int:
    """Write the fixture file."""
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text(json.dumps(all_games(), indent=None) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
