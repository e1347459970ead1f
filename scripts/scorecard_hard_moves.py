"""Record Hard's every action over seeded games of the scorecard games, to compare two versions.

    python scripts/scorecard_hard_moves.py --out FILE [--games 100] [--check OTHER]

Plays ``--games`` seeded games per table (solo, and two Hard seats) of Dice Poker (its
four rule sets), Yahtzee (forced and free Joker), Yatzy and Triple Yahtzee (both Jokers)
with the Hard bot, and writes every action (seat, dice, action) per game as JSON. With
``--check OTHER`` it compares with a file written before (another version of the code)
and lists the games whose actions differ. Issue 30 used it to show that reading the
solver's rules from the engine's specifications changed none of Hard's choices.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from yenta_desktop.ai.registry import bots_for  # noqa: E402
from yenta_desktop.engine.registry import get_game  # noqa: E402

#: (game, rules as settings) of every shipped table.
CASES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("dice-poker", {"upper_first": True, "first_roll_double": True}),
    ("dice-poker", {"upper_first": True, "first_roll_double": False}),
    ("dice-poker", {"upper_first": False, "first_roll_double": True}),
    ("dice-poker", {"upper_first": False, "first_roll_double": False}),
    ("yahtzee", {"scorecard": "yahtzee", "joker": "forced"}),
    ("yahtzee", {"scorecard": "yahtzee", "joker": "free"}),
    ("yahtzee", {"scorecard": "yatzy"}),
    ("triple-yahtzee", {"joker": "forced"}),
    ("triple-yahtzee", {"joker": "free"}),
)


def play(game: str, settings: dict[str, Any], seed: int, seats: int) -> list[list[Any]]:
    """One seeded game of Hard against Hard (or solo): [seat, dice, action] per action."""
    module = get_game(game)
    rules = module.Rules(**settings)
    state = module.new_game(seats, rules, seed=seed)
    hard = bots_for(game)["hard"]
    bots = [hard(seed=seat) for seat in range(seats)]
    for bot in bots:
        if hasattr(bot, "new_game"):
            bot.new_game()
    moves: list[list[Any]] = []
    while not state.is_terminal:
        if state.is_chance_node():
            state.apply_chance()
            continue
        seat = state.current_seat
        action = bots[seat].choose(state.observation(seat))
        moves.append([seat, list(state.dice), action.to_dict()])
        state.apply(action)
    return moves


def main(argv: list[str] | None = None) -> int:
    """Play, write, and optionally compare."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--games", type=int, default=100, help="games per table and seating")
    parser.add_argument("--check", type=Path, help="a file written before: compare with it")
    args = parser.parse_args(argv)
    result: dict[str, list[list[list[Any]]]] = {}
    for game, settings in CASES:
        for seats in (1, 2):
            key = f"{game} {json.dumps(settings, sort_keys=True)} seats={seats}"
            started = time.perf_counter()
            result[key] = [play(game, settings, seed, seats) for seed in range(args.games)]
            moves = sum(len(g) for g in result[key])
            print(f"{key}: {moves} actions in {time.perf_counter() - started:.1f} s", flush=True)
    args.out.write_text(json.dumps(result) + "\n", encoding="utf-8")
    if args.check is None:
        return 0
    before = json.loads(args.check.read_text(encoding="utf-8"))
    differ = 0
    for key, games in result.items():
        old = before.get(key)
        if old is None:
            print(f"{key}: not in {args.check}")
            differ += 1
            continue
        bad = [seed for seed, (a, b) in enumerate(zip(games, old, strict=True)) if a != b]
        total = sum(len(g) for g in games)
        print(f"{key}: {len(games)} games, {total} actions, {len(bad)} games differ {bad[:10]}")
        differ += len(bad)
    print("identical" if not differ else f"{differ} differences")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
