"""The protocol suite (tests/test_protocol.py) over painted Yahtzee's engine before it is
registered: the game module is the engine package with its id as ``GAME_ID``, registered
for the test only (the registry would otherwise list it, and the picker ask for its table).
The bot checks run in tests/ai/paintedyahtzee."""

from __future__ import annotations

import types
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import tests.test_protocol as suite
import yenta_desktop.engine.paintedyahtzee as package
from yenta_desktop.engine.registry import register_game, unregister_game

CHECKS = sorted(name for name in dir(suite) if name.startswith("test_") and "bot" not in name)


@pytest.fixture
def game() -> Iterator[types.ModuleType]:
    module = types.ModuleType(package.__name__)
    module.__dict__.update({k: getattr(package, k) for k in dir(package) if not k.startswith("__")})
    module.GAME_ID = package.PAINTED_GAME_ID  # type: ignore[attr-defined]
    register_game(module)
    yield module
    unregister_game(package.PAINTED_GAME_ID)


@pytest.mark.parametrize("check", CHECKS)
def test_the_protocol_suite_holds(game: types.ModuleType, check: str) -> None:
    run: Callable[[Any], None] = getattr(suite, check)
    run(game)
