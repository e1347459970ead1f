"""The table's special modes, each known by its match data: the dice of the day and a
tournament. :class:`~.table_base.TableBase` asks here where a game's autosave goes,
whether assistance is off, and what follows the game's end.
"""

from __future__ import annotations

from typing import Any

from yenta_desktop.ui.shell import daily, tournament

#: A daily game's official attempt: coach, hints and undo off.
is_official = daily.is_official


def save_slot(app: Any, session: Any) -> Any:
    """Where ``session``'s autosave goes: its mode's own slot, else the app's store."""
    if daily.daily_info(session) is not None:
        return daily.daily_saves(app)
    if tournament.series_of(session) is not None:
        return tournament.tournament_saves(app)
    return getattr(app, "store", None)


def after_game(table: Any) -> bool:
    """A game of a mode ended: its own next screen was pushed (True), else False."""
    return daily.after_game(table) or tournament.after_game(table)
