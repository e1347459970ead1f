"""The daily challenge's numbers: what Hard scores on the day's dice, and skill apart from luck.

:func:`hard_replay` plays the day's game with the game's Hard bot on the same
dice of the day (the same slot sequences: a die re-rolled in slot s on roll r
of turn t shows what the player's would have). :func:`split_of` splits a
finished solo game into optimal mean, loss and luck
(:mod:`~yenta_desktop.ai.kits.luck`). A game's AI package gives the split in one of
two ways, found by convention, never by name:

* a ``luck`` module with ``split(state) -> Split | None`` (a finished solo
  game; its own value function, exact or labelled ``estimate``);
* else, for a one-column scorecard game (Dice Poker, Yahtzee and Yatzy), the exact
  table the solver made from its specification (:func:`~.scorecards.tables_for`),
  split by :func:`~yenta_desktop.ai.kits.scorecard.luck.split_game`.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from yenta_desktop.ai.kits.luck import Split
from yenta_desktop.ai.kits.scorecard import SpecTables
from yenta_desktop.ai.kits.scorecard.luck import PlayedTurn, split_game
from yenta_desktop.ai.kits.scorecard.tablefile import TableError
from yenta_desktop.ai.registry import bots_for
from yenta_desktop.ai.scorecards import tables_for
from yenta_desktop.engine import daily
from yenta_desktop.engine.registry import folder_name, get_game

#: Hard's decisions are a fixed function of what it sees; the seed only names the bot.
HARD_SEED = 0


@cache
def _luck_module(game: str) -> Any:
    try:
        module = importlib.import_module(f"yenta_desktop.ai.{folder_name(game)}.luck")
    except ImportError:
        return None
    return module if callable(getattr(module, "split", None)) else None


def _tables(game: str) -> SpecTables | None:
    """The solver's tables of a one-column scorecard game (None for any other game)."""
    tables = tables_for(game)
    if tables is None:
        return None
    rules_class = getattr(get_game(game), "Rules", None)
    if rules_class is None or len(tables.spec_for(rules_class()).columns) != 1:
        return None
    return tables


def has_split(game: str) -> bool:
    """Whether ``game``'s solo games can be split into skill and luck (exactly or estimated)."""
    return _luck_module(game) is not None or _tables(game) is not None


def played_turns(state: Any) -> list[PlayedTurn]:
    """A finished scorecard game's turns in the luck kit's terms."""
    return [PlayedTurn(t["rolls"], t["holds"], t["row"]) for t in state.turns]


def split_of(game: str, state: Any) -> Split | None:
    """The skill/luck split of a finished solo game of ``game``, or None (no value function)."""
    if state.num_players != 1:
        return None
    own = _luck_module(game)
    if own is not None:
        return own.split(state)  # type: ignore[no-any-return]
    tables = _tables(game)
    if tables is None:
        return None
    try:
        model = tables.model(state.rules)
        table = tables.table(state.rules)
    except TableError:
        return None
    return split_game(model, table, played_turns(state))


def hard_replay(game: str, day: str, *, limit: int = 10_000) -> Any:
    """The day's game played to its end by ``game``'s Hard bot on the day's dice."""
    state = daily.daily_state(game, day)
    bots = bots_for(game)
    bot = bots.get("hard", bots["random"])(seed=HARD_SEED)
    if hasattr(bot, "new_game"):
        bot.new_game()
    for _ in range(limit):
        if state.is_terminal:
            return state
        if state.is_chance_node():
            state.apply_chance()
        else:
            state.apply(bot.choose(state.observation(0)))
    raise RuntimeError(f"Hard's game of {game} did not end in {limit} steps")


def final_total(state: Any) -> int:
    """The solo seat's total."""
    return int(state.totals()[0])


def daily_module(game: str) -> Any:
    """The engine package of ``game`` (a short-hand for the UI)."""
    return get_game(game)
