"""The two example outside bots load through --players FILE.py:Class and play as described."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.cli import main
from yenta_desktop.engine.liedice import CALL, LOOK, Bid, new_game

ROOT = Path(__file__).resolve().parents[3]
FILE = ROOT / "examples" / "bots" / "liedice_bots.py"


@pytest.mark.parametrize("name", ["AlwaysCallBot", "NeverCallBot"])
def test_outside_bot_plays_a_tournament(name, capsys):
    spec = f"{FILE}:{name}"
    code = main(
        [
            "tournament",
            "--game",
            "lie-dice",
            "--games",
            "3",
            "--workers",
            "1",
            "--players",
            f"{spec},easy,{spec}",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    entry = next(b for b in data["bots"] if b["name"].endswith(name))
    assert entry["games"] == 6 and entry["faults"] == 0  # only legal actions


def facing(bid, box=("K", "K", "9", "A", "J"), players=3):
    state = new_game(players, seed=1, opener=0)
    state.apply_chance(list(box))
    state.apply(LOOK)
    state.apply(Bid(tuple(bid), "left"))
    return state


def test_always_call_calls_unless_certain():
    bot = make_bot(f"{FILE}:AlwaysCallBot", 1, "lie-dice")
    assert bot.choose(facing(["K", "K"]).observation(1)) == CALL
    assert bot.choose(facing(["A", "Q", "J"]).observation(1)) == LOOK  # below any five dice
    # Two players: it passed this very box back and the bid is within it.
    state = facing(["K", "K"], players=2)
    state.apply(LOOK)
    state.apply(Bid(("K", "K", "A")))
    assert bot.choose(state.observation(0)) == LOOK
    assert bot.faults == 0  # type: ignore[attr-defined]


def test_never_call_never_calls_until_five_aces():
    bot = make_bot(f"{FILE}:NeverCallBot", 1, "lie-dice")
    assert bot.choose(facing(["A"] * 4 + ["K"]).observation(1)) == LOOK
    assert bot.choose(facing(["A"] * 5).observation(1)) == CALL
