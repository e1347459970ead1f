"""The built-in levels: registered, constructible from spec strings, legal in play."""

from __future__ import annotations

import pytest

from yenta_desktop.ai import BotSpecError, make_bot
from yenta_desktop.ai.match import play_game
from yenta_desktop.ai.yenta import BOTS, estimate_hand_points
from yenta_desktop.engine.yenta import new_game


def test_levels_are_registered() -> None:
    for level in ("random", "easy", "medium", "hard"):
        assert level in BOTS


def test_hard_takes_options_as_strings() -> None:
    bot = make_bot("hard:sims=7,time=0.5", seed=3)
    assert bot.sims == 7  # type: ignore[attr-defined]
    assert bot.time_limit == 0.5  # type: ignore[attr-defined]


@pytest.mark.parametrize("spec", ["hard:sims=zero", "hard:depth=3", "easy:sims=4", "hard:sims=0"])
def test_bad_options_are_spec_errors(spec: str) -> None:
    with pytest.raises(BotSpecError):
        make_bot(spec, seed=0)


@pytest.mark.parametrize("spec", ["easy", "medium", "hard:sims=20"])
def test_level_plays_a_full_game(spec: str) -> None:
    bots = [make_bot(spec, seed=s) for s in range(3)] + [make_bot("random", seed=9)]
    result = play_game(bots, seed=5)
    assert result.state.winner is not None


def test_estimate_grows_with_the_hand() -> None:
    junk = new_game(4, seed=0, dice=[[1, 2, 3, 4, 5]] + [[1, 1, 1, 1, 1]] * 3)
    strong = new_game(4, seed=0, dice=[[6, 6, 5, 5, 4]] + [[1, 1, 1, 1, 1]] * 3)
    low = estimate_hand_points(junk.observation(0))
    high = estimate_hand_points(strong.observation(0))
    assert 0 < low < high
