"""Farkle's Hard and Medium measured against the opponent styles of ai/farkle/styles.py.

Every game is played through the real engine (``yenta_desktop/engine/farkle``) by
the real bots (``yenta_desktop/ai/farkle``: Hard from the shipped table, exact in the
default game) and the styles, on *paired dice*: the faces of roll r of turn j of the
player in seat s of game k are fixed by (seed + k, s, j, r) alone, whoever sits there
and whatever they did before, so the players of a pairing meet the same dice:

* ``--pairs N`` (two players): for each of N seeds, the level in seat 0 and the style
  in seat 1, then the seats swapped on the same dice (the level plays the style's dice
  and the style the level's). The level's share of the two games is one block.
  With both levels (``--levels hard,medium``, the default) on the same seeds it also
  prints Hard's share minus Medium's against each style, block by block.
* ``--multi N`` (four players): one level (``--multi-levels``, default Hard) among three
  of a style; for each of N seeds four games, the level in seat 0, 1, 2, 3 in turn (the
  others the style), on the same dice by seat; the level's mean share of the four games
  is one block (chance 25%).
* ``--solo N``: each style, Hard and Medium alone over the ten-turn solo game on the same
  N seeds; the mean total and each style's paired difference from Hard.

Shares count a tie at the top as 1/k; intervals are 95%, normal over blocks (the
pairing makes a block's games negatively correlated, so this is tighter than a Wilson
interval over games and still honest). Default rules unless ``--target`` is given.

    nice -n 10 python scripts/farkle_styles.py --pairs 500 --multi 100 --solo 2000
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yenta_desktop.ai.farkle.bots import EasyBot, HardBot, MediumBot  # noqa: E402
from yenta_desktop.ai.farkle.styles import STYLES, make_style  # noqa: E402
from yenta_desktop.ai.tournament import mean_interval  # noqa: E402
from yenta_desktop.engine.farkle import GameState, Rules, new_game  # noqa: E402

LEVELS: dict[str, Callable[[], Any]] = {"hard": HardBot, "medium": MediumBot, "easy": EasyBot}


def build(spec: str, seed: int) -> Any:
    """A level bot or a style."""
    if spec in LEVELS:
        return LEVELS[spec]()
    return make_style(spec, seed)


def faces(seed: int, seat: int, turn: int, roll: int) -> list[int]:
    """The six faces of roll ``roll`` of turn ``turn`` of seat ``seat`` in game ``seed``."""
    rng = random.Random(f"farkle-styles|{seed}|{seat}|{turn}|{roll}")
    return [rng.randrange(1, 7) for _ in range(6)]


def play(
    specs: Sequence[str], seed: int, rules: Rules, bots: Sequence[Any] | None = None
) -> GameState:
    """One game of ``specs`` (by seat, seat 0 first) on the paired dice of ``seed``."""
    n = len(specs)
    players = bots if bots is not None else [build(s, seed * 16 + i) for i, s in enumerate(specs)]
    state = new_game(n, rules, seed=seed, first_seat=0)
    while not state.is_terminal:
        if state.is_chance_node():
            seat = state.turn_seat
            assert seat is not None
            six = faces(seed, seat, state.turns_taken[seat] + 1, state.rolls_done + 1)
            rolling = state.turn.rolling or ()
            state.apply_chance([six[p] for p in rolling])
            continue
        seat = state.current_seat
        assert seat is not None
        state.apply(players[seat].choose(state.observation(seat)))
    return state


def summary(values: Sequence[float], clip: bool = True) -> dict[str, float]:
    mean = sum(values) / len(values)
    low, high = mean_interval(values, clip=clip)
    return {"mean": mean, "low": low, "high": high, "blocks": len(values)}


def duel(level: str, style: str, pairs: int, seed: int, rules: Rules) -> dict[str, Any]:
    """``level``'s share against ``style``, seats swapped on the same dice."""
    blocks = []
    for k in range(pairs):
        s = seed + k
        first = play((level, style), s, rules).returns()[0]
        second = play((style, level), s, rules).returns()[1]
        blocks.append((first + second) / 2)
    out: dict[str, Any] = summary(blocks)
    out["games"] = 2 * pairs
    out["values"] = blocks
    return out


def among(level: str, style: str, seeds: int, seed: int, rules: Rules) -> dict[str, float]:
    """``level``'s share among three of ``style``, its seat rotated over the same dice."""
    blocks = []
    for k in range(seeds):
        s = seed + k
        share = 0.0
        for me in range(4):
            specs = [style] * 4
            specs[me] = level
            share += play(specs, s, rules).returns()[me]
        blocks.append(share / 4)
    out = summary(blocks)
    out["games"] = 4 * seeds
    return out


def solo(names: Sequence[str], games: int, seed: int, rules: Rules) -> dict[str, Any]:
    """Each player's solo totals on the same seeds; styles' paired difference from Hard."""
    totals: dict[str, list[float]] = {}
    for name in names:
        bot = build(name, seed)
        totals[name] = [
            float(play((name,), seed + k, rules, bots=[bot]).scores[0]) for k in range(games)
        ]
    result: dict[str, Any] = {}
    for name in names:
        entry: dict[str, Any] = {"total": summary(totals[name], clip=False)}
        if name != "hard" and "hard" in totals:
            diff = [a - b for a, b in zip(totals[name], totals["hard"], strict=True)]
            entry["minus_hard"] = summary(diff, clip=False)
        result[name] = entry
    return result


def line(label: str, r: dict[str, Any]) -> str:
    return (
        f"{label}: {r['mean']:.4f} [{r['low']:.4f}, {r['high']:.4f}]"
        f" of {int(r['games'])} games ({int(r['blocks'])} blocks)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--pairs", type=int, default=0, help="two-player pairs per style and level")
    parser.add_argument("--levels", default="hard,medium", help="levels for --pairs")
    parser.add_argument(
        "--multi", type=int, default=0, help="four-player seeds (x4 games) per style"
    )
    parser.add_argument("--multi-levels", default="hard", help="levels for --multi")
    parser.add_argument("--solo", type=int, default=0, help="solo games per player")
    parser.add_argument("--styles", default=",".join(STYLES))
    parser.add_argument("--target", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write the results here too")
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    rules = Rules(target=args.target)
    styles = [s for s in args.styles.split(",") if s]
    for name in styles:
        if name not in STYLES:
            parser.error(f"no style {name!r}; the styles are {', '.join(STYLES)}")
    results: dict[str, Any] = {
        "rules": rules.to_dict(),
        "seed": args.seed,
        "load_start": os.getloadavg()[0],
    }
    print(f"rules {rules.to_dict()}, seed {args.seed}, load {os.getloadavg()[0]:.2f}", flush=True)
    if args.pairs:
        for level in [lv for lv in args.levels.split(",") if lv]:
            for style in styles:
                began = time.perf_counter()
                r = duel(level, style, args.pairs, args.seed, rules)
                r["seconds"] = time.perf_counter() - began
                results[f"{level} v {style}"] = r
                print(line(f"{level} v {style}", r) + f" {r['seconds']:.0f} s", flush=True)
        for style in styles:
            # Two levels on the same seeds: their difference is measured block by block.
            hard, medium = results.get(f"hard v {style}"), results.get(f"medium v {style}")
            if hard is not None and medium is not None:
                pairs = zip(hard["values"], medium["values"], strict=True)
                d = summary([a - b for a, b in pairs], clip=False)
                results[f"hard - medium v {style}"] = d
                print(
                    f"hard - medium v {style}, paired by seed: {d['mean']:+.4f}"
                    f" [{d['low']:+.4f}, {d['high']:+.4f}] of {d['blocks']} blocks",
                    flush=True,
                )
    if args.multi:
        for level in [lv for lv in args.multi_levels.split(",") if lv]:
            for style in styles:
                began = time.perf_counter()
                r = among(level, style, args.multi, args.seed, rules)
                r["seconds"] = time.perf_counter() - began
                results[f"{level} among 3 {style}"] = r
                print(line(f"{level} among 3 {style}", r) + f" {r['seconds']:.0f} s", flush=True)
    if args.solo:
        began = time.perf_counter()
        r2 = solo(["hard", "medium", *styles], args.solo, args.seed, rules)
        results["solo"] = r2
        for name, entry in r2.items():
            t = entry["total"]
            text = f"solo {name}: {t['mean']:.1f} [{t['low']:.1f}, {t['high']:.1f}] of {args.solo}"
            if "minus_hard" in entry:
                d = entry["minus_hard"]
                text += f"; minus Hard, paired {d['mean']:+.1f} [{d['low']:+.1f}, {d['high']:+.1f}]"
            print(text, flush=True)
        print(f"solo: {time.perf_counter() - began:.0f} s", flush=True)
    results["load_end"] = os.getloadavg()[0]
    print(f"load average {os.getloadavg()[0]:.2f}", flush=True)
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
