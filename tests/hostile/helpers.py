"""Valid documents of every registered game, hostile JSON pieces, and a time limit per example.

Everything here is built from the registry (``available_games()``), so a game
merged later gets the same hostile inputs without a line changed here.
"""

from __future__ import annotations

import json
import os
import random
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from tests.storage.helpers import plain_save_text
from yenta_desktop.ai.match import play_game
from yenta_desktop.ai.registry import bots_for
from yenta_desktop.engine.registry import available_games, get_game
from yenta_desktop.session import GameSession, Seat

#: Every game the registry knows when the tests are collected.
GAMES = list(available_games())

#: Examples per fuzz test; YENTA_FUZZ_EXAMPLES=500 for a long local run.
SCALE = float(os.environ.get("YENTA_FUZZ_SCALE", "1"))


def fuzz(examples: int) -> Any:
    """Hypothesis settings for a fuzz test: ``examples`` (times YENTA_FUZZ_SCALE), no deadline.

    The hang guard is :func:`time_limit` (a deadline only reports after the fact).
    """
    return settings(
        max_examples=max(1, int(examples * SCALE)),
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        derandomize=os.environ.get("YENTA_FUZZ_RANDOM") is None,
    )


def per_game(total: int, least: int = 8) -> int:
    """Examples for each game of a test run per game: ``total`` shared, so the run's time
    stays the same as games are added."""
    return max(least, total // max(1, len(GAMES)))


class Hang(BaseException):
    """An example ran past its time limit (a BaseException, so no ``except Exception`` hides it)."""


@contextmanager
def time_limit(seconds: float = 10.0) -> Iterator[None]:
    """Fail with :class:`Hang` if the block runs longer than ``seconds`` (POSIX main thread)."""
    if (
        not hasattr(signal, "setitimer")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return

    def on_alarm(signum: int, frame: Any) -> None:
        raise Hang(f"took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# ---------------------------------------------------------------- valid documents per game


def seat_count(game: str) -> int:
    """A usual table size for ``game``."""
    module = get_game(game)
    return int(max(module.MIN_PLAYERS, min(module.MAX_PLAYERS, 3)))


def random_bots(game: str, seed: int) -> list[Any]:
    """One random bot per seat."""
    cls = bots_for(game)["random"]
    return [cls(seed=seed * 16 + seat) for seat in range(seat_count(game))]


def players(game: str) -> list[dict[str, Any]]:
    """Record player entries: one human, the rest AI."""
    return [
        {"name": "Ann", "kind": "human", "level": None}
        if seat == 0
        else {"name": f"Bot {seat}", "kind": "ai", "level": "easy"}
        for seat in range(seat_count(game))
    ]


def step(state: Any, rng: random.Random) -> bool:
    """One step of the game (chance or a random legal action); False when it is over."""
    if state.is_terminal:
        return False
    if state.is_chance_node():
        state.apply_chance()
        return True
    legal = state.legal_actions()
    assert legal, "a seat to act must have a legal action"
    state.apply(rng.choice(legal))
    return True


@cache
def finished_record_text(game: str, seed: int = 3) -> str:
    """A finished game's record, as JSON text."""
    state = play_game(random_bots(game, seed), game=game, seed=seed).state
    return json.dumps(get_game(game).make_record(state, players(game)))


@cache
def midgame_state(game: str, seed: int = 5, steps: int = 25) -> Any:
    """A game some random steps in (not over), to save and load."""
    module = get_game(game)
    state = module.new_game(seat_count(game), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        before = state.clone()
        if not step(state, rng) or state.is_terminal:
            return before
    return state


@cache
def state_text(game: str) -> str:
    """The game's own saved state (``state_to_dict``) of a game in progress, as JSON text."""
    return json.dumps(get_game(game).state_to_dict(midgame_state(game).clone()))


def session_of(game: str) -> GameSession:
    """A session of the game in progress (the first seat a human)."""
    seats = [
        Seat("Ann", "human", None) if seat == 0 else Seat(f"Bot {seat}", "ai", "easy")
        for seat in range(seat_count(game))
    ]
    return GameSession(seats, midgame_state(game).clone(), game)


@cache
def autosave_text(game: str) -> str:
    """The autosave file of a game in progress, in the plain-text form earlier builds wrote.

    Still read (marked modified), and every field of the session is in reach of
    a fuzzer; the sealed form's own damage is tested in tests/storage.
    """
    return plain_save_text(session_of(game))


def check_usable(game: str, state: Any, steps: int = 30, seed: int = 0) -> None:
    """A loaded game can go on: it saves again as standard JSON and plays legal steps."""
    module = get_game(game)
    json.dumps(module.state_to_dict(state.clone()), allow_nan=False)
    rng = random.Random(seed)
    for _ in range(steps):
        seat = state.current_seat
        if seat is not None:
            json.dumps(state.observation(seat).to_dict(), allow_nan=False)
        if not step(state, rng):
            break


# ---------------------------------------------------------------- hostile pieces

HOLE = "\u0000hole\u0000"

#: JSON values of the wrong shape (no NaN here: NaN comes in as a raw token).
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=10,
)

#: Raw JSON text put where a value was: not-a-number, huge numbers, deep nesting, long strings.
raw_tokens = st.one_of(
    st.sampled_from(
        [
            "NaN",
            "Infinity",
            "-Infinity",
            "1e999",
            "-1e999",
            "1e-999",
            "9" * 5000,
            "-" + "9" * 4000,
            str(2**64),
            "-1",
            "0",
            "-0.0",
            "0.5",
            "1e300",
            "true",
            "null",
            "[]",
            "{}",
            '""',
        ]
    ),
    st.integers(1, 120_000).map(lambda n: "[" * n + "]" * n),
    st.integers(1, 3000).map(lambda n: '{"a":' * n + "0" + "}" * n),
    st.sampled_from([1000, 200_000, 2_000_000]).map(lambda n: json.dumps("é" * n)),
    json_values.map(json.dumps),
)


def nodes(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path (keys and indexes) inside a JSON value, the root first."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from nodes(value, (*path, index))


def replace_at(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    """``data`` with the node at ``path`` replaced by ``value`` (a copy)."""
    if not path:
        return value
    copy: Any = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = replace_at(data[path[0]], path[1:], value)
    return copy


def delete_at(data: Any, path: tuple[Any, ...]) -> Any:
    """``data`` without the node at ``path`` (a copy; the root stays)."""
    if not path:
        return data
    if len(path) == 1:
        copy: Any = dict(data) if isinstance(data, dict) else list(data)
        del copy[path[0]]
        return copy
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = delete_at(data[path[0]], path[1:])
    return copy


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """``text`` (a JSON document) with a few nodes replaced, deleted or nudged."""
    data = json.loads(text)
    raw: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        paths = list(nodes(data))
        path = paths[draw(st.integers(0, len(paths) - 1))]
        how = draw(st.sampled_from(["raw", "value", "delete", "nudge"]))
        if how == "raw":
            raw.append(draw(raw_tokens))
            data = replace_at(data, path, HOLE)
        elif how == "value":
            data = replace_at(data, path, draw(json_values))
        elif how == "delete":
            data = delete_at(data, path)
        else:
            node: Any = data
            for key in path:
                node = node[key]
            if isinstance(node, bool) or not isinstance(node, (int, float)):
                continue
            data = replace_at(data, path, node + draw(st.sampled_from([-7, -1, 1, 2, 10**9])))
    out = json.dumps(data)
    for token in raw:
        out = out.replace(json.dumps(HOLE), token, 1)
    return out


@st.composite
def hostile_text(draw: st.DrawFn, valid: str) -> bytes:
    """A document a reader may meet: ``valid`` mutated, cut, or flipped, or garbage outright."""
    kind = draw(
        st.sampled_from(["mutated", "mutated", "mutated", "cut", "bytes", "raw", "garbage"])
    )
    if kind == "mutated":
        return draw(mutated(valid)).encode("utf-8", "surrogatepass")
    encoded = valid.encode()
    if kind == "cut":
        return encoded[: draw(st.integers(0, len(encoded)))]
    if kind == "bytes":
        data = bytearray(encoded)
        for _ in range(draw(st.integers(1, 4))):
            data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
        return bytes(data)
    if kind == "raw":
        return draw(raw_tokens).encode()
    return draw(st.binary(max_size=300))
