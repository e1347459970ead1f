"""A toy game that lives only in the tests: two players, a secret die each, higher die wins.

It proves that adding a game is adding a folder: it goes through the
conformance suite, simulate, tournament, the setup and table base, save and
continue, history and statistics without any shared module naming it.
:func:`register` adds it to every layer's registry; :func:`unregister` removes it.
"""

from __future__ import annotations

GAME_ID = "toy-dice"


def register(ui: bool = False) -> None:
    """Register the toy game's engine and bots (and its table, with ``ui=True``)."""
    from tests.toygame import ai, engine
    from yenta_desktop.ai.registry import register_bots
    from yenta_desktop.engine.registry import register_game

    register_game(engine)
    register_bots(GAME_ID, ai)
    if ui:
        from tests.toygame import ui as toy_ui
        from yenta_desktop.ui.games import register_table

        register_table(GAME_ID, toy_ui)


def unregister() -> None:
    """Remove the toy game from every registry."""
    from yenta_desktop.ai.registry import unregister_bots
    from yenta_desktop.engine.registry import unregister_game

    unregister_game(GAME_ID)
    unregister_bots(GAME_ID)
    try:
        from yenta_desktop.ui.games import unregister_table
    except ImportError:
        return
    unregister_table(GAME_ID)
