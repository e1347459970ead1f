"""Outside bots (docs/bots.md): the example plays a tournament; a faulty bot does not stop a game."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from yenta_desktop.ai import make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.cli import main
from yenta_desktop.engine.yenta import new_game

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "bots" / "greedy_bot.py"

FAULTY = """
class Raises:
    def choose(self, observation):
        raise RuntimeError("boom")


class Garbage:
    def __init__(self, seed=0):
        self.calls = 0

    def choose(self, observation):
        self.calls += 1
        return ["not", "an", "action"] if self.calls % 2 else {"type": "ask", "target": 99, "value": 7}
"""


def test_example_bot_plays_a_full_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    spec = f"{EXAMPLE}:GreedyBot"
    code = main(
        ["tournament", "--games", "4", "--seed", "1", "--players", f"{spec},easy,easy", "--json"]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    greedy = data["bots"][0]
    assert greedy["name"] == spec and greedy["games"] == 4
    assert greedy["faults"] == 0  # it only ever returned legal actions


@pytest.mark.parametrize("name", ["Raises", "Garbage"])
def test_a_faulty_bot_is_replaced_and_the_game_goes_on(
    name: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "faulty.py"
    path.write_text(FAULTY)
    bots = [make_bot(f"{path}:{name}", seed=1), make_bot("easy", 2), make_bot("easy", 3)]
    with caplog.at_level(logging.WARNING):
        result = play_game(bots, seed=6)
    assert result.state.winner is not None
    assert bots[0].faults > 0  # type: ignore[attr-defined]
    assert "random bot plays instead" in caplog.text


def test_outside_observation_has_the_protocol_keys() -> None:
    obs = new_game(4, seed=2).observation(1).to_dict()
    for key in (
        "seat",
        "phase",
        "my_dice",
        "dice_counts",
        "scores",
        "dealer",
        "high_bid",
        "high_bidder",
        "bidder",
        "bid",
        "history",
        "legal",
    ):
        assert key in obs
    assert set(obs["history"]) == {"auction", "actions"}
    assert {"bid": None} in obs["legal"]
    assert any("min_bid" in item for item in obs["legal"])
    json.dumps(obs)  # JSON-able
