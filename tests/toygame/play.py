"""The toy game's keyboard player for the table suite."""

from __future__ import annotations

import random
from typing import Any

import pygame

from yenta_desktop.ui import driver


def human_turn_by_keys(app: Any, table: Any, rng: random.Random) -> None:
    """One decision by keys only: K keeps the die, R re-rolls it."""
    driver.press(app, rng.choice([pygame.K_k, pygame.K_k, pygame.K_r]))
