"""Each game's part of the window: ``ui/games/<folder>/`` with its table scene and pictures.

A game's UI package exports:

* ``TableScene(app, session, demo=False)``: its table, a subclass of
  :class:`~yenta_desktop.ui.shell.table_base.TableBase`.
* ``draw_picture(surface, rect, time)``: the small picture on its card in the
  title screen's game picker (drawn in code).
* ``draw_replay(surface, rect, state, names, art)``: one step of a replay, every
  secret face up; ``describe_step(state, events, names)``: that step in words.
* ``final_lines(session)``: the end screen's standings, ``(place, name, score text)``
  per seat, best first.
* optional ``demo_session(seed)``: the all-AI table of ``--demo`` and the smoke test.
* optional ``replay_height(state)``: the least height its replay picture can be read in; the
  replay scales the picture down into a shorter area (a tall card in a small window).

The shell finds them through :func:`game_ui`, never by name; tests register a
game's UI with :func:`register_table`.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from yenta_desktop.engine.registry import DEFAULT_GAME, folder_name, get_game

_registered: dict[str, ModuleType] = {}


def game_ui(game_id: str | None) -> ModuleType:
    """The UI package of ``game_id`` (UnknownGame if there is no such game)."""
    game_id = game_id or DEFAULT_GAME
    get_game(game_id)
    if game_id in _registered:
        return _registered[game_id]
    return importlib.import_module(f"yenta_desktop.ui.games.{folder_name(game_id)}")


def has_ui(game_id: str) -> bool:
    """Whether ``game_id`` can be played in the window (its UI package exists)."""
    try:
        game_ui(game_id)
    except ModuleNotFoundError:
        return False
    return True


def register_table(game_id: str, module: ModuleType) -> None:
    """Use ``module`` as ``game_id``'s UI (tests' toy game)."""
    _registered[game_id] = module


def unregister_table(game_id: str) -> None:
    """Forget a UI added with :func:`register_table`."""
    _registered.pop(game_id, None)
