"""The conformance suite: every registered game (and the tests' toy game) keeps the protocol.

OpenSpiel-style: random legal play terminates, an illegal action changes
nothing, saves and records reproduce the game, the same seed gives the same
game, an observation never shows another seat's secret, and every bot level
plays only legal actions from its observation alone. A new game passes this
suite just by existing; nothing here names a game.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

import tests.toygame as toygame
from yenta_desktop.ai.base import make_bot
from yenta_desktop.ai.registry import ai_module, bots_for, levels_for
from yenta_desktop.engine import IllegalAction, available_games, folder_name
from yenta_desktop.engine.protocol import GameState, HiddenInformation, StatColumn
from yenta_desktop.engine.records import game_of, replay_any
from yenta_desktop.engine.settings import BOOL, CHOICE, INT

GAMES = [*available_games(), toygame.GAME_ID]
MAX_STEPS = 20_000


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> Iterator[ModuleType]:
    """The engine package of each game in turn (the toy game registered for the test)."""
    game_id = request.param
    if game_id == toygame.GAME_ID:
        toygame.register()
    try:
        yield available_games()[game_id]
    finally:
        if game_id == toygame.GAME_ID:
            toygame.unregister()


def player_counts(module: ModuleType) -> list[int]:
    """The smallest and the largest table."""
    return sorted({module.MIN_PLAYERS, module.MAX_PLAYERS})


def random_play(
    module: ModuleType, players: int, seed: int, visit: Any = None
) -> tuple[GameState, list[Any]]:
    """A whole game played by the game's random bot; ``visit(state, step)`` before each step.

    The random bot is uniform among legal actions except where a game says
    otherwise (Yenta's bids with a sane spread: uniform bids up to 60 fail so
    often that scores run away below zero and a game never ends).
    Returns the final state and the list of (kind, value) steps taken.
    """
    chooser = bots_for(module.GAME_ID)["random"](seed=seed * 7919 + 1)
    state = module.new_game(players, seed=seed)
    steps: list[Any] = []
    for step in range(MAX_STEPS):
        if state.is_terminal:
            break
        if visit is not None:
            visit(state, step)
        if state.is_chance_node():
            assert state.current_seat is None
            state.apply_chance()
            steps.append(("chance", None))
            continue
        legal = state.legal_actions()
        assert legal, f"seat {state.current_seat} has no legal action at step {step}"
        action = chooser.choose(state.observation(state.current_seat))
        assert action in legal
        state.apply(action)
        steps.append(("action", action))
    assert state.is_terminal, f"{module.GAME_ID} did not end in {MAX_STEPS} steps"
    return state, steps


@functools.cache
def game_length(module: ModuleType, players: int, seed: int) -> int:
    """How many steps a random game of ``players`` with ``seed`` takes (cheap: no visits)."""
    return len(random_play(module, players, seed)[1])


def stride(module: ModuleType, players: int, seed: int, every: int, points: int) -> int:
    """Visit every ``every``-th step, or sparser so a long game (Triple Yahtzee with six
    players: about a thousand steps) is visited at about ``points`` places."""
    return max(every, game_length(module, players, seed) // points)


def sampled(every: int, offset: int = 0) -> Any:
    """A ``visit`` filter: true on every ``every``-th step."""
    return lambda step: step % every == offset


def snapshot(module: ModuleType, state: Any) -> str:
    """The whole state as canonical JSON (what "unchanged" means)."""
    return json.dumps(module.state_to_dict(state), sort_keys=True)


def observations(state: Any) -> list[str]:
    """Every seat's observation as canonical JSON."""
    return [
        json.dumps(state.observation(seat).to_dict(), sort_keys=True)
        for seat in range(state.num_players)
    ]


def players_of(n: int) -> list[dict[str, Any]]:
    """Record player entries for ``n`` random bots."""
    return [{"name": f"Bot {i + 1}", "kind": "ai", "level": "random"} for i in range(n)]


# ---------------------------------------------------------------------- the module


def test_module_declares_the_protocol(game: ModuleType) -> None:
    for name in ("GAME_ID", "GAME_TITLE", "LENGTH_UNIT"):
        assert isinstance(getattr(game, name), str) and getattr(game, name)
    assert 1 <= game.MIN_PLAYERS <= game.MAX_PLAYERS <= 8
    assert game.GAME_ID == game.GAME_ID.lower() and " " not in game.GAME_ID
    assert folder_name(game.GAME_ID).isidentifier()
    for column in game.STAT_COLUMNS:
        assert isinstance(column, StatColumn) and column.how in ("sum", "max", "min")
    for function in (
        "new_game",
        "action_from_dict",
        "make_record",
        "replay_steps",
        "replay_record",
        "state_to_dict",
        "state_from_dict",
        "resample_hidden",
        "seat_tallies",
        "record_length",
    ):
        assert callable(getattr(game, function)), function


def test_rules_metadata_parses_and_round_trips(game: ModuleType) -> None:
    rules = game.Rules()
    assert game.Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert game.Rules.SETTINGS, "every game has at least one setting"
    for setting in game.Rules.SETTINGS:
        assert getattr(rules, setting.name) == setting.default
        if setting.kind == BOOL:
            for word, value in (("on", True), ("off", False), ("yes", True), ("0", False)):
                assert getattr(rules.with_setting(f"{setting.name}={word}"), setting.name) is value
        elif setting.kind == INT:
            for value in (setting.minimum, setting.maximum):
                if value is not None:
                    assert getattr(rules.with_setting(f"{setting.name}={value}"), setting.name) == (
                        value
                    )
            if setting.minimum is not None:
                with pytest.raises(ValueError, match=setting.name):
                    rules.with_setting(f"{setting.name}={setting.minimum - 1}")
        else:
            assert setting.kind == CHOICE and setting.default in setting.choices
            for choice in setting.choices:
                assert getattr(rules.with_setting(f"{setting.name}={choice}"), setting.name) == (
                    choice
                )
            with pytest.raises(ValueError, match=setting.name):
                rules.with_setting(f"{setting.name}=no-such-choice")
    with pytest.raises(ValueError, match="unknown rule"):
        rules.with_setting("no_such_rule=1")


# ---------------------------------------------------------------------- play


def test_random_play_terminates_with_winners(game: ModuleType) -> None:
    for players in player_counts(game):
        for seed in (1, 2):
            state, _ = random_play(game, players, seed)
            winners = state.winners()
            assert winners and set(winners) <= set(range(players))
            assert len(state.returns()) == players
            assert state.current_seat is None and state.legal_actions() == []
            tallies = game.seat_tallies(state)
            assert len(tallies) == players
            for column in game.STAT_COLUMNS:
                assert column.counter in tallies[0]


def test_an_illegal_action_raises_and_changes_nothing(game: ModuleType) -> None:
    seen: list[Any] = []
    tried = 0

    def visit(state: Any, step: int) -> None:
        nonlocal tried
        legal = state.legal_actions()
        seen.extend(legal[:3])
        if step % 3:
            return
        before = snapshot(game, state)
        candidates: list[Any] = [object(), None, "pass"]
        candidates += [a for a in seen[-40:] if a not in legal][:4]
        for action in candidates:
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert snapshot(game, state) == before
            tried += 1

    for players in player_counts(game):
        random_play(game, players, 3, visit)
    assert tried >= 5


def test_saves_reproduce_the_game_at_any_point(game: ModuleType) -> None:
    every = stride(game, game.MAX_PLAYERS, 4, 7, 40)

    def visit(state: Any, step: int) -> None:
        if step % every:
            return
        data = json.loads(json.dumps(game.state_to_dict(state)))
        loaded = game.state_from_dict(data)
        assert snapshot(game, loaded) == snapshot(game, state)
        assert observations(loaded) == observations(state)
        assert loaded.current_seat == state.current_seat
        assert loaded.is_chance_node() == state.is_chance_node()
        # The generator was saved too: both copies roll the same dice from here on
        # (for the next hundred steps: many rolls and deals; records_replay plays to the end).
        a, _ = _continue(game, state.clone(), step, CONTINUE_STEPS)
        b, _ = _continue(game, loaded, step, CONTINUE_STEPS)
        assert snapshot(game, a) == snapshot(game, b)

    random_play(game, game.MAX_PLAYERS, 4, visit)


#: How far a loaded save and the game it came from are played on side by side.
CONTINUE_STEPS = 100


def _continue(module: ModuleType, state: Any, seed: int, limit: int = MAX_STEPS) -> tuple[Any, int]:
    chooser = bots_for(module.GAME_ID)["random"](seed=seed)
    steps = 0
    while not state.is_terminal and steps < limit:
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(chooser.choose(state.observation(state.current_seat)))
        steps += 1
    return state, steps


def test_records_replay_to_the_same_game(game: ModuleType) -> None:
    for players in player_counts(game):
        state, _ = random_play(game, players, 5)
        record = json.loads(json.dumps(game.make_record(state, players_of(players))))
        assert record["format"] == f"{game.GAME_ID}-record"
        assert record["game"] == game.GAME_ID and game_of(record) == game.GAME_ID
        assert record["winners"] == state.winners()
        assert record["players"] == players_of(players)
        for key in ("version", "seed", "rules", "final"):
            assert key in record
        replayed = replay_any(record)
        assert replayed.is_terminal
        assert replayed.winners() == state.winners()
        assert observations(replayed) == observations(state)
        steps = list(game.replay_steps(record))
        assert len(steps) >= 2
        assert game.record_length(record) >= 1


def test_a_tampered_record_is_refused(game: ModuleType) -> None:
    from yenta_desktop.engine import RecordError

    state, _ = random_play(game, game.MIN_PLAYERS, 6)
    record = game.make_record(state, players_of(game.MIN_PLAYERS))
    wrong = dict(record, winners=[s for s in range(game.MIN_PLAYERS) if s not in state.winners()])
    with pytest.raises(RecordError):
        game.replay_record(wrong)
    with pytest.raises(RecordError):
        game.replay_record(dict(record, version=99))


def test_the_same_seed_and_actions_give_the_same_game(game: ModuleType) -> None:
    def noisy(state: Any, step: int) -> None:
        # Drawing from the global generators must not change a seeded game (RLCard's test).
        random.random()
        random.seed(step)

    a, _ = random_play(game, game.MAX_PLAYERS, 8)
    b, _ = random_play(game, game.MAX_PLAYERS, 8, noisy)
    players = players_of(game.MAX_PLAYERS)
    assert game.make_record(a, players) == game.make_record(b, players)


# ---------------------------------------------------------------------- hidden information


def test_an_observation_never_contains_another_seats_secret(game: ModuleType) -> None:
    rng = random.Random(11)
    changed = 0
    checked = 0

    every = {n: stride(game, n, 12, 3, 60) for n in player_counts(game)}

    def visit(state: Any, step: int) -> None:
        nonlocal changed, checked
        if step % every[state.num_players]:
            return
        before = observations(state)
        for seat in range(state.num_players):
            resampled = game.resample_hidden(state, seat, rng)
            assert observations(state) == before, "resampling must not touch the real game"
            mine = json.dumps(resampled.observation(seat).to_dict(), sort_keys=True)
            assert mine == before[seat], f"seat {seat}'s observation depends on hidden facts"
            # Once a re-draw has been seen the test is known not to be vacuous: the
            # (costly) comparison of whole states is not needed again.
            if not changed and (
                observations(resampled) != before
                or snapshot(game, resampled) != snapshot(game, state)
            ):
                changed += 1
            if not state.is_chance_node() and state.current_seat == seat:
                assert resampled.legal_actions() == state.legal_actions()
            checked += 1

    for players in player_counts(game):
        random_play(game, players, 12, visit)
    assert checked >= 6
    assert changed, "resample_hidden never re-drew anything: the privacy test would be vacuous"


def test_the_engine_declares_its_hidden_information(game: ModuleType) -> None:
    info = game.HIDDEN_INFORMATION
    assert isinstance(info, HiddenInformation)
    assert info.information in ("perfect", "imperfect")
    assert info.perfect == (not info.secrets)
    for secret in info.secrets:
        assert secret.what and secret.hidden_from


def test_a_perfect_information_game_shows_every_seat_the_same(game: ModuleType) -> None:
    """Observations of a perfect-information game differ in nothing but the seat field;
    an imperfect one's at some point differ in more (else its curtain hides nothing)."""
    differ = 0

    def without_seat(state: Any, seat: int) -> str:
        data = state.observation(seat).to_dict()
        data.pop("seat")
        data.pop("legal", None)
        return json.dumps(data, sort_keys=True)

    def visit(state: Any, step: int) -> None:
        nonlocal differ
        # Every other step early on, then every tenth (a long game has a thousand steps).
        if step % (2 if step < 200 else 10):
            return
        views = {without_seat(state, seat) for seat in range(state.num_players)}
        if game.HIDDEN_INFORMATION.perfect:
            assert len(views) == 1, f"step {step}: seats see different things in a perfect game"
        elif len(views) > 1:
            differ += 1

    for players in player_counts(game):
        random_play(game, players, 5, visit)
    if not game.HIDDEN_INFORMATION.perfect:
        assert differ, "an imperfect-information game whose seats always see the same"


def test_observation_has_the_legal_actions_on_its_turn(game: ModuleType) -> None:
    def visit(state: Any, step: int) -> None:
        if step % 4 or state.is_chance_node():
            return
        seat = state.current_seat
        obs = state.observation(seat)
        assert obs.seat == seat and obs.current_seat == seat
        assert list(obs.legal_actions()) == state.legal_actions()
        data = obs.to_dict()
        json.dumps(data)
        assert "legal" in data
        legal = [game.action_from_dict(item) for item in data["legal"] if "min_bid" not in item]
        assert all(action in state.legal_actions() for action in legal)
        for other in range(state.num_players):
            if other != seat:
                assert list(state.observation(other).legal_actions()) == []

    random_play(game, game.MIN_PLAYERS, 13, visit)


# ---------------------------------------------------------------------- bots


def test_every_bot_level_plays_only_legal_actions(game: ModuleType) -> None:
    module = ai_module(game.GAME_ID)
    fast = getattr(module, "TEST_OPTIONS", {})
    levels = list(bots_for(game.GAME_ID))
    assert set(levels_for(game.GAME_ID)) <= set(levels)
    budget = getattr(module, "TEST_DECISIONS", 150)
    for index, level in enumerate(levels):
        players = game.MAX_PLAYERS if index % 2 else game.MIN_PLAYERS
        spec = level + (":" + fast[level] if level in fast else "")
        bots = [make_bot(spec, 100 + seat, game.GAME_ID) for seat in range(players)]
        state = game.new_game(players, seed=20 + index)
        decisions = 0
        while not state.is_terminal and decisions < budget:
            if state.is_chance_node():
                state.apply_chance()
                continue
            seat = state.current_seat
            obs = state.observation(seat)
            action = bots[seat].choose(obs)
            assert action in state.legal_actions(), (level, action)
            state.apply(action)
            decisions += 1


def test_bots_decide_from_their_observation_alone(game: ModuleType) -> None:
    """A bot given the observation of a state with every hidden fact re-drawn decides the same."""
    module = ai_module(game.GAME_ID)
    fast = getattr(module, "TEST_OPTIONS", {})
    rng = random.Random(17)
    points: list[tuple[Any, Any]] = []

    def visit(state: Any, step: int) -> None:
        if step % 9 == 4 and not state.is_chance_node() and len(points) < 6:
            seat = state.current_seat
            points.append((state.clone(), game.resample_hidden(state, seat, rng)))

    random_play(game, game.MAX_PLAYERS, 21, visit)
    assert points
    for level in bots_for(game.GAME_ID):
        spec = level + (":" + fast[level] if level in fast else "")
        for real, other in points:
            seat = real.current_seat
            mine = make_bot(spec, 5, game.GAME_ID).choose(real.observation(seat))
            theirs = make_bot(spec, 5, game.GAME_ID).choose(other.observation(seat))
            assert mine == theirs, (level, "the bot's choice depends on hidden facts")
