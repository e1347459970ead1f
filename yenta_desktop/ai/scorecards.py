"""Every scorecard game's solver models and shipped tables, found through the engine's registry.

A game whose engine exposes a scorecard specification (``spec_for(rules)`` or
``SPEC``, in its package or its ``spec`` module) gets, with no code of its own, a
:class:`~.kits.scorecard.SpecTables`: the solver model of each rules variant,
read from the spec's hooks, and its table from ``assets/<game folder>/values-<variant>.sct``
(written by scripts/scorecard_solve.py). :func:`tables_for` is what a game's AI
(Hard, the coach, the review) and the daily split use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from functools import cache
from itertools import product
from typing import Any

from yenta_desktop.ai.kits.scorecard import CardSpec, SpecTables
from yenta_desktop.engine.errors import UnknownGame
from yenta_desktop.engine.families.scorecard import ScorecardSpec
from yenta_desktop.engine.registry import folder_name, game_ids, get_game
from yenta_desktop.engine.settings import BOOL, CHOICE
from yenta_desktop.resources import asset


def read_table(game_id: str, name: str) -> bytes:
    """The bytes of table file ``name`` of ``game_id`` (its assets folder)."""
    return asset(folder_name(game_id), name).read_bytes()


def spec_finder(module: Any) -> Callable[[Any], CardSpec] | None:
    """``module``'s ``spec_for(rules)``, or a function giving its ``SPEC``; None if it has
    neither (looked for in the module, then in its ``spec`` submodule), or if its dice
    declare faces of their own (painted Yahtzee's colours: the solver reads plain dice)."""
    places = [place for place in (module, _spec_module(module)) if place is not None]
    for place in places:
        spec = getattr(place, "SPEC", None)
        if isinstance(spec, ScorecardSpec) and any(not k.plain for k in spec.die_kinds):
            return None
    # A rule-dependent card (Yahtzee's Yatzy) first, wherever it is: the game's package may
    # export only its default ``SPEC``.
    for place in places:
        spec_for = getattr(place, "spec_for", None)
        if callable(spec_for):
            return spec_for  # type: ignore[no-any-return]
    for place in places:
        spec = getattr(place, "SPEC", None)
        if isinstance(spec, ScorecardSpec):
            return _constant(spec)
    return None


def _constant(spec: ScorecardSpec) -> Callable[[Any], CardSpec]:
    def spec_for(rules: Any) -> CardSpec:
        return spec

    return spec_for


def _spec_module(module: Any) -> Any:
    name = getattr(module, "__name__", "")
    if not getattr(module, "__path__", None):
        return None
    try:
        return importlib.import_module(f"{name}.spec")
    except ImportError:
        return None


@cache
def tables_for(game_id: str) -> SpecTables | None:
    """The solver models and tables of ``game_id``, or None if it is not a scorecard game."""
    try:
        module = get_game(game_id)
    except UnknownGame:
        return None
    spec_for = spec_finder(module)
    return None if spec_for is None else SpecTables(spec_for, read_table)


def rule_variants(rules_class: Any) -> Iterator[Any]:
    """Every ``rules_class`` that its on/off and choice settings make (defaults first;
    whole-number settings keep their default)."""
    settings = [s for s in getattr(rules_class, "SETTINGS", ()) if s.kind in (BOOL, CHOICE)]
    options = []
    for setting in settings:
        values = (True, False) if setting.kind == BOOL else setting.choices
        options.append([setting.default] + [v for v in values if v != setting.default])
    for combination in product(*options):
        yield rules_class(**{s.name: v for s, v in zip(settings, combination, strict=True)})


def variants(tables: SpecTables, rules_class: Any) -> dict[str, Any]:
    """Variant name -> the first rules (of :func:`rule_variants`) that play it: one per table."""
    found: dict[str, Any] = {}
    for rules in rule_variants(rules_class):
        found.setdefault(tables.name(rules), rules)
    return found


def solvable_games() -> dict[str, dict[str, Any]]:
    """Each registered scorecard game's variants: game id -> :func:`variants`."""
    found: dict[str, dict[str, Any]] = {}
    for game_id in game_ids():
        tables = tables_for(game_id)
        rules_class = getattr(get_game(game_id), "Rules", None)
        if tables is not None and rules_class is not None:
            found[game_id] = variants(tables, rules_class)
    return found
