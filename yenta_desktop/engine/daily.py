"""The daily challenge's games: a solo game of any registered dice game on the dice of a day.

A game takes part when its engine's state has a ``dice_source`` hook (the
roll-and-hold family and Farkle) and it may be played alone; it is played
with its default rules (everyone plays the same game). :func:`daily_state`
starts it, :func:`attach` gives a loaded state its day's dice again (saves
keep the dice rolled, not the source). Days are UTC dates (:func:`today`), always
written YYYY-MM-DD: :func:`parse_day` is the one reader of a day, wherever one comes
from (a share code, the results file, a daily save slot), and accepts nothing else.
"""

from __future__ import annotations

import datetime as _dt
import re
from functools import cache
from types import ModuleType
from typing import Any

from yenta_desktop.engine.families.daily_dice import DailyDice, rules_text
from yenta_desktop.engine.registry import game_ids, get_game

#: The seed of a daily game's (unused) generator: the dice come from the day.
DAILY_SEED = 0
#: A day exactly as written everywhere: four, two and two ASCII digits between hyphens.
_DAY = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")


class BadDay(ValueError):
    """A day that is not written YYYY-MM-DD or is not a day of the calendar."""


def parse_day(text: object) -> _dt.date:
    """The date ``text`` names, written exactly YYYY-MM-DD (a real calendar day); BadDay
    otherwise. Nothing else is read as a day: not "20251129", "2025-W01-1", "2025-11-29T0",
    other digits than ASCII, spaces or a line break around it."""
    match = _DAY.fullmatch(text) if isinstance(text, str) else None
    shown = repr(text)[:40]
    if match is None:
        raise BadDay(f"a day is written YYYY-MM-DD, not {shown}")
    year, month, day = (int(part) for part in match.groups())
    try:
        return _dt.date(year, month, day)
    except ValueError:
        raise BadDay(f"{shown} is not a day of the calendar") from None


def check_day(text: str) -> str:
    """``text`` itself if it is a day written YYYY-MM-DD (:func:`parse_day`), else BadDay."""
    parse_day(text)
    return text


def today(now: _dt.datetime | None = None) -> str:
    """The UTC day now (or of ``now``) as YYYY-MM-DD."""
    moment = now or _dt.datetime.now(_dt.timezone.utc)
    return moment.astimezone(_dt.timezone.utc).date().isoformat()


def days_before(day: str, count: int) -> list[str]:
    """``day`` and the ``count - 1`` days before it, newest first."""
    start = parse_day(day)
    return [(start - _dt.timedelta(days=n)).isoformat() for n in range(count)]


@cache
def _takes_part(game: str) -> bool:
    module = get_game(game)
    if getattr(module, "MIN_PLAYERS", 2) > 1:
        return False
    return hasattr(module.new_game(1, seed=DAILY_SEED), "dice_source")


def daily_games() -> list[str]:
    """The registered games with a daily challenge, in the registry's order."""
    return [game for game in game_ids() if _takes_part(game)]


def daily_rules(module: ModuleType) -> Any:
    """The rules the daily challenge of ``module``'s game is played with (its defaults)."""
    return module.Rules()


def dice_of(game: str, day: str) -> DailyDice:
    """The dice source of ``game`` on ``day``."""
    module = get_game(game)
    return DailyDice(game, rules_text(daily_rules(module)), check_day(day))


def daily_state(game: str, day: str) -> Any:
    """A new solo game of ``game`` on the dice of ``day`` (the first roll is pending)."""
    if not _takes_part(game):
        raise ValueError(f"{game} has no daily challenge")
    module = get_game(game)
    state = module.new_game(1, daily_rules(module), seed=DAILY_SEED)
    state.dice_source = dice_of(game, day)
    return state


def attach(state: Any, game: str, day: str) -> Any:
    """``state`` (loaded from a save) with ``day``'s dice for the rolls still to come."""
    state.dice_source = dice_of(game, day)
    return state
