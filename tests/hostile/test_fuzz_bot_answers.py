"""Fuzz what outside bots answer, for every registered game: the game always goes on legally.

An outside bot (docs/bots.md) gets the observation as a dict and answers with
anything at all: legal actions, legal actions with one field changed, JSON
values of every shape, NaN, huge numbers, deep nesting, objects whose
comparison raises. :class:`ExternalBot` must turn every answer into a legal
action (the bot's, or the random bot's), never raise and never hang; and a bot
that vandalises the observation it was given must not change the game.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.hostile.helpers import (
    GAMES,
    fuzz,
    json_values,
    per_game,
    players,
    random_bots,
    seat_count,
    time_limit,
)
from yenta_desktop.ai.base import ExternalBot
from yenta_desktop.ai.match import play_game
from yenta_desktop.engine.records import replay_any
from yenta_desktop.engine.registry import get_game

#: Steps per game: uniformly random legal answers may never end a game (Pinochle).
MAX_STEPS = 400


class Touchy(dict):  # type: ignore[type-arg]
    """A dict whose every look-up and comparison raises."""

    def get(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("touchy get")

    def __getitem__(self, key: Any) -> Any:
        raise RuntimeError("touchy item")

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("touchy eq")

    __hash__ = None  # type: ignore[assignment]


def deep(levels: int) -> Any:
    """A list nested ``levels`` deep."""
    value: Any = []
    for _ in range(levels):
        value = [value]
    return value


ODD = [
    None,
    float("nan"),
    float("inf"),
    -(10**5000),
    10**19,
    object(),
    b"bytes",
    "x" * 100_000,
    deep(50_000),
    Touchy(),
    Touchy(type="ask"),
    [],
    {},
    True,
]


class Scripted:
    """Answers from a script: a legal action (maybe changed), a drawn value or an odd object."""

    script: list[tuple[str, Any]] = []

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.calls = 0

    def choose(self, observation: dict[str, Any]) -> Any:
        kind, value = self.script[self.calls % len(self.script)]
        self.calls += 1
        legal = [item for item in observation.get("legal", []) if isinstance(item, dict)]
        if kind == "legal" and legal:
            return copy.deepcopy(self.rng.choice(legal))
        if kind == "changed" and legal:
            answer = copy.deepcopy(self.rng.choice(legal))
            if answer:
                answer[self.rng.choice(sorted(answer))] = value
            return answer
        if kind == "odd":
            return ODD[value % len(ODD)]
        return value


class Vandal:
    """Answers a legal action, then empties every list and dict of the observation it was given."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict[str, Any]) -> Any:
        legal = [item for item in observation.get("legal", []) if isinstance(item, dict)]
        answer = copy.deepcopy(self.rng.choice(legal)) if legal else {}
        wreck(observation)
        return answer


def wreck(value: Any) -> None:
    """Empty ``value`` and everything in it."""
    if isinstance(value, dict):
        for item in value.values():
            wreck(item)
        value.clear()
    elif isinstance(value, list):
        for item in value:
            wreck(item)
        value.clear()


script_entries = st.one_of(
    st.tuples(st.just("legal"), st.none()),
    st.tuples(st.just("changed"), json_values),
    st.tuples(st.just("value"), json_values),
    st.tuples(st.just("odd"), st.integers(0, len(ODD) - 1)),
)


@pytest.mark.parametrize("game", GAMES)
@fuzz(per_game(40))
@given(script=st.lists(script_entries, min_size=1, max_size=6), seed=st.integers(0, 1000))
def test_any_answer_of_an_outside_bot_becomes_a_legal_action(
    game: str, script: list[tuple[str, Any]], seed: int
) -> None:
    Scripted.script = script
    bot = ExternalBot(Scripted, seed, "scripted", game, time_limit=5.0)
    bots = [bot, *random_bots(game, seed)[1:]]
    with time_limit(20):
        # Every action applied was legal, or play_game would raise. A game played by
        # uniformly random answers may go on for ever (Pinochle's bids run away): a cap.
        result = play_game(bots, game=game, seed=seed, max_steps=MAX_STEPS)
    assert bot.decisions > 0 and 0 <= bot.faults <= bot.decisions
    assert all(isinstance(x, (int, float)) for x in result.state.returns())


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_that_wrecks_its_observation_does_not_change_the_game(game: str) -> None:
    for seed in range(2):
        bots: list[Any] = [
            ExternalBot(Vandal, seed + seat, f"vandal {seat}", game)
            for seat in range(seat_count(game))
        ]
        with time_limit(20):
            state = play_game(bots, game=game, seed=seed, max_steps=MAX_STEPS).state
        assert all(bot.faults < bot.decisions for bot in bots)  # mostly its own answers
        module = get_game(game)
        record = module.make_record(state, players(game))
        replayed = replay_any(json.loads(json.dumps(record)))
        assert module.make_record(replayed, players(game)) == record
