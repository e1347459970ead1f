"""Find Hard's self-model for Lie Dice: its average habits as a bidder, as a fixed point.

Hard assumes a receiver may read its bids knowing its average habits (the
``SELF_MODEL`` in ``yenta_desktop/ai/liedice/hard.py``). Those habits depend on
that assumption, so the model is found by iterating: play Hard with the model
``M`` against fixed exploiters that read it with ``M`` (Medium with ``M`` as its
honesty model), measure how Hard actually bids (every bid judged against the
real box), and move ``M`` halfway towards what was measured, until it settles.

    python scripts/liedice_selfmodel.py --rounds 6 --games 40 --seed 0

Prints each iteration's model; the last line is the constant to paste.
"""

from __future__ import annotations

import argparse
from dataclasses import fields, replace

from yenta_desktop.ai import liedice as ai
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.liedice import hard
from yenta_desktop.ai.liedice.belief import DEFAULT_MODEL, BidderModel
from yenta_desktop.ai.liedice.opponents import SeatData, bidder_model
from yenta_desktop.engine.liedice import bid_index, new_game

GAME = "lie-dice"
PARAMS = ("lie_rate", "exact", "truth_stretch", "min_lie", "lie_stretch")


def exploiter(model: BidderModel) -> str:
    """A Medium spec reading every bidder with ``model``."""
    return "medium:" + ",".join(f"{k}={getattr(model, k):.3f}" for k in PARAMS)


def habits(specs: list[str], games: int, seed: int) -> SeatData:
    """Hard's judged bids over ``games`` games of the table ``specs`` (seats rotate)."""
    data = SeatData()
    n = len(specs)
    for game in range(games):
        order = [(seat + game) % n for seat in range(n)]
        bots = [make_bot(specs[order[s]], (seed + game) * 16 + s, GAME) for s in range(n)]
        state = new_game(n, seed=seed + game)
        while not state.is_terminal:
            if state.is_chance_node():
                state.apply_chance()
                continue
            seat = state.current_seat
            state.apply(bots[seat].choose(state.observation(seat)))
        for summary in state.rounds:
            prev = -1
            for entry in summary["actions"]:
                if entry["type"] != "bid":
                    continue
                bid = bid_index(tuple(entry["dice"]))
                if specs[order[entry["seat"]]] == "hard" and entry["looked"]:
                    data.add_bid(bid, prev, bid_index(tuple(entry["box"])))
                prev = bid
    return data


def main() -> None:
    """Iterate to the fixed point and print it."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    model = DEFAULT_MODEL
    for step in range(args.rounds):
        hard.SELF_MODEL = model
        assert ai.BOTS["hard"] is hard.HardBot
        rival = exploiter(model)
        data = habits(["hard", rival], args.games, args.seed + 1000 * step)
        crowd = habits(["hard", rival, rival, "medium"], args.games // 2, args.seed + 1000 * step)
        measured = bidder_model(data.merged(crowd))
        model = replace(
            model,
            **{
                f.name: round((getattr(model, f.name) + getattr(measured, f.name)) / 2, 3)
                for f in fields(BidderModel)
                if f.name in PARAMS
            },
        )
        print(f"step {step + 1}: measured {measured}")
        print(f"         next {model}")
    print(f"SELF_MODEL = {model}")


if __name__ == "__main__":
    main()
